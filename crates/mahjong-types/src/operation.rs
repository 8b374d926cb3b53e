//! The operations of the service: one table that names each on every transport. The REST router,
//! the message limits, the gRPC limits, the load tool's mix, the fuzzers, the golden runner and
//! the tests read it; nothing else spells a path or a method (a test checks the served OpenAPI
//! paths and the proto's methods against it).
//!
//! Adding an operation: a variant here and its row in [`TABLE`], its request and answer in
//! [`crate::ops`], the core call, the REST handler and the gRPC method; the compiler then points
//! at every `match` on [`Operation`] that must learn it.

use crate::limits::{MAX_SESSION_BODY_BYTES, MAX_TOURNAMENT_BODY_BYTES};

/// One operation of the service.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Operation {
    /// The rule sets with their options.
    ListRulesets,
    /// One rule set's full definition.
    GetRuleset,
    /// A hand's structural validity.
    ValidateHand,
    /// One hand's score with its breakdown.
    ScoreHand,
    /// Up to 1,000 scores in one REST call.
    ScoreBatch,
    /// A stream of scores over gRPC.
    ScoreHands,
    /// The tiles that complete a hand.
    FindWaits,
    /// Which claim on a discard wins.
    ResolveClaims,
    /// A deal's payments from its scores.
    SettleDeal,
    /// A whole deal from four hands.
    ScoreDeal,
    /// Italian chip totals corrected.
    ReconcileSession,
    /// A whole session from its record.
    ScoreSession,
    /// Tournament standings from its sessions.
    TournamentStandings,
}

/// How an operation's message limit is set.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BodyLimit {
    /// The service's general limit (`--max-message-bytes`, 1 MiB by default).
    General,
    /// The larger of the general limit and this many bytes (whole records: sessions, tournaments).
    AtLeast(usize),
}

/// An operation's row of [`TABLE`].
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    /// The operation.
    pub op: Operation,
    /// The short name the golden cases, the load tool's mix and the command line use (`score`).
    pub name: &'static str,
    /// The REST method and path (`POST /v1/hands/score`), if REST serves it.
    pub rest: Option<(&'static str, &'static str)>,
    /// The gRPC method of `mahjong.v1.Scoring` (`ScoreHand`), if gRPC serves it.
    pub grpc: Option<&'static str>,
    /// The gRPC method's full path (`/mahjong.v1.Scoring/ScoreHand`).
    pub grpc_path: Option<&'static str>,
    /// The OpenAPI schema name of the request body (none for a GET).
    pub request: Option<&'static str>,
    /// The OpenAPI schema name of the answer (of one item, for a stream).
    pub answer: &'static str,
    /// Its message limit.
    pub limit: BodyLimit,
    /// Milliseconds of CPU at the most: handled on the blocking pool.
    pub heavy: bool,
}

macro_rules! row {
    ($op:ident, $name:literal, $rest:expr, $grpc:literal, $request:expr, $answer:literal, $limit:expr, $heavy:literal) => {
        Entry {
            op: Operation::$op,
            name: $name,
            rest: $rest,
            grpc: if $grpc.is_empty() { None } else { Some($grpc) },
            grpc_path: if $grpc.is_empty() { None } else { Some(concat!("/mahjong.v1.Scoring/", $grpc)) },
            request: $request,
            answer: $answer,
            limit: $limit,
            heavy: $heavy,
        }
    };
}

use BodyLimit::{AtLeast, General};

/// Every operation, in [`Operation`]'s order.
#[rustfmt::skip]
pub const TABLE: &[Entry] = &[
    row!(ListRulesets, "rulesets", Some(("GET", "/v1/rulesets")), "ListRulesets", None, "RulesetList", General, false),
    row!(GetRuleset, "ruleset", Some(("GET", "/v1/rulesets/{id}")), "GetRuleset", None, "RulesetDef", General, false),
    row!(ValidateHand, "validate", Some(("POST", "/v1/hands/validate")), "ValidateHand", Some("HandRequest"), "ValidateResponse", General, false),
    row!(ScoreHand, "score", Some(("POST", "/v1/hands/score")), "ScoreHand", Some("HandRequest"), "ScoreResponse", General, false),
    row!(ScoreBatch, "batch", Some(("POST", "/v1/hands/score-batch")), "", Some("BatchRequest"), "BatchResponse", General, true),
    row!(ScoreHands, "stream", None, "ScoreHands", Some("HandRequest"), "BatchItem", General, true),
    row!(FindWaits, "waits", Some(("POST", "/v1/hands/waits")), "FindWaits", Some("HandRequest"), "WaitsResponse", General, false),
    row!(ResolveClaims, "claims", Some(("POST", "/v1/claims/resolve")), "ResolveClaims", Some("ClaimsRequest"), "ClaimsResponse", General, false),
    row!(SettleDeal, "settle", Some(("POST", "/v1/deals/settle")), "SettleDeal", Some("SettleRequest"), "SettleResponse", General, false),
    row!(ScoreDeal, "deal", Some(("POST", "/v1/deals/score")), "ScoreDeal", Some("DealRequest"), "DealResponse", General, false),
    row!(ReconcileSession, "reconcile", Some(("POST", "/v1/sessions/reconcile")), "ReconcileSession", Some("ReconcileRequest"), "ReconcileResponse", General, false),
    row!(ScoreSession, "session", Some(("POST", "/v1/sessions/score")), "ScoreSession", Some("SessionRequest"), "SessionResponse", AtLeast(MAX_SESSION_BODY_BYTES), true),
    row!(TournamentStandings, "tournament", Some(("POST", "/v1/tournaments/standings")), "TournamentStandings", Some("TournamentRequest"), "TournamentResponse", AtLeast(MAX_TOURNAMENT_BODY_BYTES), true),
];

impl Operation {
    /// Every operation.
    pub fn all() -> impl Iterator<Item = Operation> {
        TABLE.iter().map(|e| e.op)
    }

    /// Its row of [`TABLE`].
    pub fn entry(self) -> &'static Entry {
        // The table lists the operations in the enum's order (a test checks it).
        &TABLE[self as usize]
    }

    /// The short name (`score`).
    pub fn name(self) -> &'static str {
        self.entry().name
    }

    /// The REST path (`/v1/hands/score`), if REST serves it.
    pub fn rest_path(self) -> Option<&'static str> {
        self.entry().rest.map(|r| r.1)
    }

    /// The gRPC method's full path (`/mahjong.v1.Scoring/ScoreHand`), if gRPC serves it.
    pub fn grpc_path(self) -> Option<&'static str> {
        self.entry().grpc_path
    }

    /// The operation of a short name.
    pub fn from_name(name: &str) -> Option<Operation> {
        TABLE.iter().find(|e| e.name == name).map(|e| e.op)
    }

    /// The operation of a REST path (a path with a parameter, `/v1/rulesets/{id}`, matches any one
    /// segment in its place) or of a gRPC method path.
    pub fn from_path(path: &str) -> Option<Operation> {
        TABLE
            .iter()
            .find(|e| e.grpc_path == Some(path) || e.rest.is_some_and(|(_, p)| same_route(p, path)))
            .map(|e| e.op)
    }

    /// The message limit of the operation for a service whose general limit is `general`.
    pub fn body_limit(self, general: usize) -> usize {
        match self.entry().limit {
            BodyLimit::General => general,
            BodyLimit::AtLeast(n) => n.max(general),
        }
    }

    /// The message limit of the operation a REST or gRPC path names (`general` for any other).
    pub fn limit_of_path(path: &str, general: usize) -> usize {
        Operation::from_path(path).map_or(general, |op| op.body_limit(general))
    }
}

/// Whether `path` is the route `route` (whose `{…}` segments match any one segment).
fn same_route(route: &str, path: &str) -> bool {
    // Most routes have no parameter: one comparison (this runs for every request).
    let Some(i) = route.find('{') else {
        return route == path;
    };
    if path.as_bytes().get(..i) != Some(&route.as_bytes()[..i]) {
        return false;
    }
    let (mut r, mut p) = (route[i..].split('/'), path[i..].split('/'));
    loop {
        match (r.next(), p.next()) {
            (None, None) => return true,
            (Some(a), Some(b)) if a == b || (a.starts_with('{') && !b.is_empty()) => {}
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_the_enums_order_and_names_are_unique() {
        for (i, e) in TABLE.iter().enumerate() {
            assert_eq!(e.op as usize, i, "{:?}", e.op);
            assert_eq!(Operation::from_name(e.name), Some(e.op));
            if let Some((_, p)) = e.rest {
                assert_eq!(Operation::from_path(p), Some(e.op), "{p}");
            }
            if let Some(p) = e.grpc_path {
                assert_eq!(Operation::from_path(p), Some(e.op), "{p}");
            }
        }
    }

    #[test]
    fn paths_and_limits() {
        assert_eq!(Operation::from_path("/v1/rulesets/ecr"), Some(Operation::GetRuleset));
        assert_eq!(Operation::from_path("/v1/rulesets/"), None);
        assert_eq!(Operation::from_path("/v1/hands/score/x"), None);
        assert_eq!(Operation::limit_of_path("/v1/hands/score", 100), 100);
        assert_eq!(Operation::limit_of_path("/mahjong.v1.Scoring/ScoreSession", 100), MAX_SESSION_BODY_BYTES);
        assert_eq!(Operation::limit_of_path("/v1/tournaments/standings", 8 << 20), 8 << 20);
        assert_eq!(Operation::limit_of_path("/nowhere", 7), 7);
    }
}
