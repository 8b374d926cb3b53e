//! Tournaments: `POST /v1/tournaments/standings`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::ops::sessions::{PerPlayer, SessionDeal, SessionPlayer};
use crate::values::{OptionValue, Options};

/// A player of a tournament: an id and an optional name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TournamentPlayer {
    /// The player's id.
    pub id: String,
    /// The name printed on the standings (the id when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// One session of a tournament: a table in a round, given either by its `deals` (scored as
/// `POST /v1/sessions/score` scores them) or by the players' final `totals`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TournamentSession {
    /// The tournament round, from 1 (`italian`: the turno, which fixes the round winds).
    pub round: u32,
    /// The table's label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The four players and their seats in the session's first deal.
    pub players: Vec<SessionPlayer>,
    /// The deals in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deals: Vec<SessionDeal>,
    /// Or the final totals by player id (`italian`: the stacks at the end of the turno).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub totals: Option<PerPlayer<i64>>,
}

/// Body of `POST /v1/tournaments/standings`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TournamentRequest {
    /// Rule set id.
    #[cfg_attr(feature = "openapi", schema(example = "rode-boekje"))]
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// The players with their names (optional: players are known by the ids in the sessions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<TournamentPlayer>,
    /// The sessions, in any order (at most 1,000).
    pub sessions: Vec<TournamentSession>,
    /// Language of the prize names: `en` (default), `nl`, `it`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl TournamentRequest {
    /// A tournament without sessions yet.
    pub fn new(ruleset: impl Into<String>) -> TournamentRequest {
        TournamentRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            players: Vec::new(),
            sessions: Vec::new(),
            language: None,
        }
    }

    /// Adds a session.
    #[must_use]
    pub fn session(mut self, s: TournamentSession) -> TournamentRequest {
        self.sessions.push(s);
        self
    }
}

/// A player's result in one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RoundResult {
    /// The round, from 1.
    pub round: u32,
    /// The session's result: final total minus starting total (`italian`: the turno result).
    pub result: i64,
}

/// One line of the tournament standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentStanding {
    /// The rank, from 1; players equal on the total and every tie-break share a rank.
    pub rank: u32,
    /// The player's id.
    pub player: String,
    /// The player's name, where given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The sum of the player's round results.
    pub total: i64,
    /// The sum of the player's table points (`mcr`), which rank before the total.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_points: Option<f64>,
    /// The values of the rule set's tie-breaks, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tie_breaks: Vec<i64>,
    /// The result of each round played, in round order.
    pub rounds: Vec<RoundResult>,
}

/// A prize the rule set names, and who wins it (every tied player).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Prize {
    /// Stable prize id of the rule set.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// The ids of the winners.
    pub players: Vec<String>,
    /// Their total.
    pub total: i64,
}

/// One session's outcome.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentSessionResult {
    /// The round.
    pub round: u32,
    /// The table's label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// Deals scored (0 for a session given by its totals).
    pub deals: u32,
    /// Final totals by player id.
    pub totals: PerPlayer<i64>,
    /// Results by player id: final minus starting totals.
    pub results: PerPlayer<i64>,
    /// Table points by player id (`mcr`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_points: Option<PerPlayer<f64>>,
}

/// Result of `POST /v1/tournaments/standings`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentResponse {
    /// Rule set id.
    pub ruleset: String,
    /// What totals count: `points` or `chips`.
    pub unit: String,
    /// The highest round played.
    pub rounds: u32,
    /// Best first.
    pub standings: Vec<TournamentStanding>,
    /// The prizes the rule set names, with their winners.
    pub prizes: Vec<Prize>,
    /// Every session, in the order of the request.
    pub sessions: Vec<TournamentSessionResult>,
}
