//! The operations as a trait, implemented by both clients: code written against [`ScoringApi`]
//! runs over gRPC or REST unchanged.

use std::future::Future;

use crate::error::Error;
use crate::grpc::Client;
use crate::*;

/// Every operation of the scoring service. [`Client`] (gRPC) and, with feature `rest`,
/// [`RestClient`](crate::RestClient) implement it with the same answers.
///
/// ```no_run
/// use mahjong_scoring_sdk::{Error, HandRequest, ScoringApi};
///
/// async fn total(api: &impl ScoringApi, req: &HandRequest) -> Result<u32, Error> {
///     Ok(api.score_hand(req).await?.total)
/// }
/// ```
pub trait ScoringApi {
    /// The rule sets: ids, names, limits and options with their defaults.
    fn list_rulesets(&self) -> impl Future<Output = Result<Vec<RulesetSummary>, Error>> + Send;
    /// One rule set's full definition, typed.
    fn get_ruleset(&self, id: &str) -> impl Future<Output = Result<RulesetDef, Error>> + Send;
    /// Structural validity with every problem listed; whether the hand is a mahjong.
    fn validate_hand(&self, req: &HandRequest) -> impl Future<Output = Result<ValidateResponse, Error>> + Send;
    /// One player's score with the itemised breakdown.
    fn score_hand(&self, req: &HandRequest) -> impl Future<Output = Result<ScoreResponse, Error>> + Send;
    /// The tiles that complete a waiting hand, with the score each would give.
    fn find_waits(&self, req: &HandRequest) -> impl Future<Output = Result<WaitsResponse, Error>> + Send;
    /// Which claim on a discard wins.
    fn resolve_claims(&self, req: &ClaimsRequest) -> impl Future<Output = Result<ClaimsResponse, Error>> + Send;
    /// Payments between the four players from their scores, and the next East.
    fn settle_deal(&self, req: &SettleRequest) -> impl Future<Output = Result<SettleResponse, Error>> + Send;
    /// All four hands of a finished deal: scores, payments, next East.
    fn score_deal(&self, req: &DealRequest) -> impl Future<Output = Result<DealResponse, Error>> + Send;
    /// Italian session reconciliation (3:3:3:1).
    fn reconcile_session(
        &self,
        req: &ReconcileRequest,
    ) -> impl Future<Output = Result<ReconcileResponse, Error>> + Send;
    /// A whole session scored from its record.
    fn score_session(&self, req: &SessionRequest) -> impl Future<Output = Result<SessionResponse, Error>> + Send;
    /// Tournament standings from its sessions.
    fn tournament_standings(
        &self,
        req: &TournamentRequest,
    ) -> impl Future<Output = Result<TournamentResponse, Error>> + Send;
    /// Many hands at once, answers in request order, each scored or rejected on its own.
    fn score_hands(&self, reqs: &[HandRequest]) -> impl Future<Output = Result<Vec<ScoreResult>, Error>> + Send;
}

macro_rules! delegate {
    ($ty:ty) => {
        impl ScoringApi for $ty {
            fn list_rulesets(&self) -> impl Future<Output = Result<Vec<RulesetSummary>, Error>> + Send {
                <$ty>::list_rulesets(self)
            }
            fn get_ruleset(&self, id: &str) -> impl Future<Output = Result<RulesetDef, Error>> + Send {
                <$ty>::get_ruleset(self, id)
            }
            fn validate_hand(&self, req: &HandRequest) -> impl Future<Output = Result<ValidateResponse, Error>> + Send {
                <$ty>::validate_hand(self, req)
            }
            fn score_hand(&self, req: &HandRequest) -> impl Future<Output = Result<ScoreResponse, Error>> + Send {
                <$ty>::score_hand(self, req)
            }
            fn find_waits(&self, req: &HandRequest) -> impl Future<Output = Result<WaitsResponse, Error>> + Send {
                <$ty>::find_waits(self, req)
            }
            fn resolve_claims(
                &self,
                req: &ClaimsRequest,
            ) -> impl Future<Output = Result<ClaimsResponse, Error>> + Send {
                <$ty>::resolve_claims(self, req)
            }
            fn settle_deal(&self, req: &SettleRequest) -> impl Future<Output = Result<SettleResponse, Error>> + Send {
                <$ty>::settle_deal(self, req)
            }
            fn score_deal(&self, req: &DealRequest) -> impl Future<Output = Result<DealResponse, Error>> + Send {
                <$ty>::score_deal(self, req)
            }
            fn reconcile_session(
                &self,
                req: &ReconcileRequest,
            ) -> impl Future<Output = Result<ReconcileResponse, Error>> + Send {
                <$ty>::reconcile_session(self, req)
            }
            fn score_session(
                &self,
                req: &SessionRequest,
            ) -> impl Future<Output = Result<SessionResponse, Error>> + Send {
                <$ty>::score_session(self, req)
            }
            fn tournament_standings(
                &self,
                req: &TournamentRequest,
            ) -> impl Future<Output = Result<TournamentResponse, Error>> + Send {
                <$ty>::tournament_standings(self, req)
            }
            fn score_hands(
                &self,
                reqs: &[HandRequest],
            ) -> impl Future<Output = Result<Vec<ScoreResult>, Error>> + Send {
                <$ty>::score_hands(self, reqs)
            }
        }
    };
}

delegate!(Client);
#[cfg(feature = "rest")]
delegate!(crate::rest::RestClient);
