//! The API layer of the service: the core operations on the contract's values (from the engine
//! crate, [`mahjong_engine::service`], re-exported here), the REST body reader with its JSON
//! pointers ([`decode`]), and what the transports share on top: the language a request's headers
//! prefer and the command line's entry by operation ([`call_json`]).

pub mod decode;
pub mod examples;

pub use mahjong_engine::service::{batch, deal, error, ops, session, tournament};
pub use mahjong_types as types;

pub use error::{ApiError, ErrorKind, FieldError};
pub use ops::Core;

use crate::engine::ruleset::Lang;
use crate::types::Operation;

/// The language a request's `Accept-Language` header (REST) or metadata (gRPC) prefers, if it
/// names one of en, nl, it.
pub fn language_hint(headers: &http::HeaderMap) -> Option<Lang> {
    headers.get(http::header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).and_then(ops::accept_language)
}

/// One operation of the table ([`Operation`]) on a JSON body, as the command line and the tests
/// enter the core: the body decoded as the operation's request (with pointers, as REST decodes
/// it), the core call, the answer as JSON (written as REST writes it). `None` for the operations
/// without a JSON body (the rule-set lookups, the gRPC stream).
pub fn call_json(
    core: &Core,
    op: Operation,
    body: &[u8],
    hint: Option<Lang>,
) -> Option<Result<serde_json::Value, ApiError>> {
    use Operation as Op;
    use decode::decode;
    // The answer as REST writes it (`crate::json`), read back. With debug assertions (the
    // tests), the bytes must also be serde_json's, byte for byte.
    fn json<T: serde::Serialize>(r: Result<T, ApiError>) -> Result<serde_json::Value, ApiError> {
        let internal = |e: String| ApiError::new(ErrorKind::Internal, e);
        let answer = r?;
        let mut out = Vec::new();
        crate::json::write(&mut out, &answer).map_err(|e| internal(e.to_string()))?;
        debug_assert_eq!(
            String::from_utf8_lossy(&out),
            serde_json::to_string(&answer).unwrap_or_default(),
            "the answer writer and serde_json differ"
        );
        serde_json::from_slice(&out).map_err(|e| internal(e.to_string()))
    }
    Some(match op {
        Op::ValidateHand => json(decode(body).and_then(|r| core.validate(&r, hint))),
        Op::ScoreHand => json(decode(body).and_then(|r| core.score(&r, hint))),
        Op::ScoreBatch => {
            json(decode(body).and_then(|r| core.score_batch(&r, hint, &mut error::Allowance::for_bytes(body.len()))))
        }
        Op::FindWaits => json(decode(body).and_then(|r| core.waits(&r, hint))),
        Op::ResolveClaims => json(decode(body).and_then(|r| core.resolve_claims(&r))),
        Op::SettleDeal => json(decode(body).and_then(|r| core.settle(&r))),
        Op::ScoreDeal => json(decode(body).and_then(|r| core.score_deal(&r, hint))),
        Op::ReconcileSession => json(decode(body).and_then(|r| core.reconcile(&r))),
        Op::ScoreSession => json(decode(body).and_then(|r| core.score_session(&r, hint))),
        Op::TournamentStandings => json(decode(body).and_then(|r| core.tournament(&r, hint))),
        Op::ListRulesets | Op::GetRuleset | Op::ScoreHands => return None,
    })
}
