//! Sessions: `POST /v1/sessions/reconcile` and `POST /v1/sessions/score`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::hand::HandBody;
use crate::ops::deals::PenaltyKind;
use crate::text::TileText;
use crate::tile::Wind;
use crate::values::{OptionValue, Options, PerSeat};
use crate::win::{Announcement, Source, Timing};

/// Body of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ReconcileRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Chip totals at the end of the round, per seat.
    pub totals: PerSeat<i64>,
}

impl ReconcileRequest {
    /// Reconciles the given chip totals.
    pub fn new(ruleset: impl Into<String>, totals: PerSeat<i64>) -> ReconcileRequest {
        ReconcileRequest { ruleset: ruleset.into(), totals }
    }
}

/// Result of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ReconcileResponse {
    /// Rule set id.
    pub ruleset: String,
    /// What the totals should add up to (4 × the starting chips).
    pub expected: i64,
    /// Expected minus given: positive is a shortfall.
    pub difference: i64,
    /// The corrected totals.
    pub totals: PerSeat<i64>,
}

// ------------------------------------------------------------------------------ sessions

/// Amounts by player id.
pub type PerPlayer<T> = BTreeMap<String, T>;

/// A player of a session: an id, an optional name and the seat they take in the session's
/// first deal. Seats then move with East (the player who was South becomes East).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionPlayer {
    /// The player's id (1 to 64 bytes), used everywhere else in the record.
    #[cfg_attr(feature = "openapi", schema(example = "ann"))]
    pub id: String,
    /// The name printed on the score sheet (the id when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The seat in the session's first deal (without a starting state: in the first deal of
    /// this record).
    pub seat: Wind,
}

impl SessionPlayer {
    /// A player in a starting seat.
    pub fn new(id: impl Into<String>, seat: Wind) -> SessionPlayer {
        SessionPlayer { id: id.into(), name: None, seat }
    }

    /// The name on the score sheet.
    #[must_use]
    pub fn name(mut self, name: impl Into<String>) -> SessionPlayer {
        self.name = Some(name.into());
        self
    }
}

/// The win of a deal given as four hands: as [`Win`], the discarder named by player id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionWin {
    /// The winning tile; it is also among the hand's concealed tiles.
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "b5"))]
    pub tile: TileText,
    /// Where it came from.
    pub source: Source,
    /// The id of the player who discarded it (or declared the robbed kong).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
    /// The last tile of the wall (self-drawn) or the last discard of the hand.
    #[serde(default)]
    pub last_tile: bool,
    /// `mcr`: the winning tile is the last of its kind, as a win's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_of_kind: bool,
    /// Normal, heavenly or earthly.
    #[serde(default)]
    pub timing: Timing,
    /// What the winner announced during the hand (`original_call`, `twofold_fortune`), each at
    /// most once; only those the rule set lists in its `announcements`. Default none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub announcements: Vec<Announcement>,
    /// `riichi`: dora indicators, as a win's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub dora_indicators: Vec<TileText>,
    /// `riichi`: ura dora indicators, as a win's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub ura_indicators: Vec<TileText>,
}

impl SessionWin {
    /// Self-drawn from the wall.
    pub fn self_drawn(tile: impl Into<TileText>) -> SessionWin {
        SessionWin {
            tile: tile.into(),
            source: Source::Wall,
            discarder: None,
            last_tile: false,
            last_of_kind: false,
            timing: Timing::Normal,
            announcements: Vec::new(),
            dora_indicators: Vec::new(),
            ura_indicators: Vec::new(),
        }
    }

    /// On a discard by the player `discarder`.
    pub fn discard(tile: impl Into<TileText>, discarder: impl Into<String>) -> SessionWin {
        SessionWin { source: Source::Discard, discarder: Some(discarder.into()), ..SessionWin::self_drawn(tile) }
    }

    /// Adds an announcement (once: adding one again leaves the list as it is).
    #[must_use]
    pub fn announce(mut self, a: Announcement) -> SessionWin {
        if !self.announcements.contains(&a) {
            self.announcements.push(a);
        }
        self
    }
}

/// One player's hand in a deal given as four hands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionHand {
    /// The player's id.
    pub player: String,
    /// The hand: an object or compact notation.
    pub hand: HandBody,
    /// Only for the player who declared mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<SessionWin>,
}

impl SessionHand {
    /// A hand without a win.
    pub fn new(player: impl Into<String>, hand: impl Into<HandBody>) -> SessionHand {
        SessionHand { player: player.into(), hand: hand.into(), win: None }
    }

    /// The player declared mahjong.
    #[must_use]
    pub fn win(mut self, win: SessionWin) -> SessionHand {
        self.win = Some(win);
        self
    }
}

/// How a deal given by its known scores was won: the discarder named by player id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct KnownWin {
    /// Where the winning tile came from.
    pub source: Source,
    /// The id of the player who discarded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<String>,
}

/// A penalty, the id of the player who pays it and, for a penalty paid to one player, the id of
/// the player who receives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionPenalty {
    /// Which penalty.
    pub kind: PenaltyKind,
    /// Who pays it (the offender).
    pub player: String,
    /// Who receives it: needed by the penalties a rule set pays to one player
    /// (`false_naming_chow`, `false_naming_pung_kong`), refused on any other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// One deal of a session, in one of three forms: the four `hands` with the win (as
/// `POST /v1/deals/score`); the known `scores` with the `winner` and `win` (as
/// `POST /v1/deals/settle`); or `draw: true` (the wall ran out; `italian`: the hand was void and
/// is replayed). `penalties` go with any form (`nine-dragons`, `dmjl`, `bmja`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionDeal {
    /// The four hands, one per player.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<SessionHand>,
    /// Known scores: the winner's id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// Known scores: each player's hand total by id (already capped and rounded).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub scores: PerPlayer<u32>,
    /// Known scores: how the winner won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<KnownWin>,
    /// A drawn (or, `italian`, void) deal: no one won.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
    /// Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<SessionPenalty>,
    /// `riichi`: the ids of the players who declared riichi in this deal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub riichi: Vec<String>,
    /// `riichi`, a drawn deal: the ids of the players who were tenpai.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tenpai: Vec<String>,
    /// `riichi` with `double_ron`: the ids of the winners of one discard, each with its score
    /// in `scores` (`winner` is then left out).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// `riichi`: an abortive draw (no payments; the dealer stays, the sticks stay on the table,
    /// one more honba).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub void: bool,
}

impl SessionDeal {
    /// A deal given as its four hands.
    pub fn hands(hands: Vec<SessionHand>) -> SessionDeal {
        SessionDeal { hands, ..SessionDeal::default() }
    }

    /// A deal given by its known scores.
    pub fn scores(winner: impl Into<String>, win: KnownWin, scores: PerPlayer<u32>) -> SessionDeal {
        SessionDeal { winner: Some(winner.into()), win: Some(win), scores, ..SessionDeal::default() }
    }

    /// A drawn deal.
    pub fn draw() -> SessionDeal {
        SessionDeal { draw: true, ..SessionDeal::default() }
    }

    /// Adds a penalty paid by `player`.
    #[must_use]
    pub fn penalty(mut self, kind: PenaltyKind, player: impl Into<String>) -> SessionDeal {
        self.penalties.push(SessionPenalty { kind, player: player.into(), to: None });
        self
    }

    /// Adds a penalty paid by `player` to `to` alone (`false_naming_chow`,
    /// `false_naming_pung_kong`).
    #[must_use]
    pub fn penalty_to(mut self, kind: PenaltyKind, player: impl Into<String>, to: impl Into<String>) -> SessionDeal {
        self.penalties.push(SessionPenalty { kind, player: player.into(), to: Some(to.into()) });
        self
    }
}

/// Where a session stands: sent as `start` to score a session in parts, and answered as `next`
/// (the state to send with the following deals).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionState {
    /// The round being played, from 1, in the rule set's order of play (`session.rounds`:
    /// 1 East, 2 South, 3 West, 4 North; `italian`: the six giri of the three turni).
    pub round: u32,
    /// The round's prevailing wind (checked against `round` when given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_wind: Option<Wind>,
    /// The round's second prevailing wind (`italian`, third turno; checked when given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// How many times the deal has passed in this round.
    #[serde(default)]
    pub passes: u32,
    /// The id of the player who is East in the next deal.
    pub east: String,
    /// Deals played in the session so far.
    #[serde(default)]
    pub deals_played: u32,
    /// Drawn or void deals in a row under the present East (`italian`: the second passes East).
    #[serde(default)]
    pub voids: u32,
    /// Deals the present East has won since taking the deal (`dmjl`: the ninth is a limit hand).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub east_wins: u32,
    /// `riichi`: honba counters on the table.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub honba: u32,
    /// `riichi`: riichi deposits on the table (the totals then add up to 1,000 less each).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub deposits: u32,
    /// Each player's total by id.
    pub totals: PerPlayer<i64>,
}

/// Body of `POST /v1/sessions/score`: a session's record, scored statelessly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionRequest {
    /// Rule set id.
    #[cfg_attr(feature = "openapi", schema(example = "rode-boekje"))]
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// The four players.
    pub players: Vec<SessionPlayer>,
    /// Where play stands before the first deal of this record (the `next` of the answer to the
    /// record before it); absent: the start of the session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<SessionState>,
    /// The deals in order (at most 1,000).
    pub deals: Vec<SessionDeal>,
    /// Language of names on the score sheet: `en` (default), `nl`, `it`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl SessionRequest {
    /// A session of four players without deals; add them with [`deal`](SessionRequest::deal).
    pub fn new(ruleset: impl Into<String>, players: Vec<SessionPlayer>) -> SessionRequest {
        SessionRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            players,
            start: None,
            deals: Vec::new(),
            language: None,
        }
    }

    /// Adds a deal.
    #[must_use]
    pub fn deal(mut self, deal: SessionDeal) -> SessionRequest {
        self.deals.push(deal);
        self
    }

    /// Continues from a state (the `next` of an earlier answer).
    #[must_use]
    pub fn start(mut self, state: SessionState) -> SessionRequest {
        self.start = Some(state);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> SessionRequest {
        self.options.insert(id.into(), value.into());
        self
    }
}

/// A payment between two players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerPayment {
    /// The id of the player who pays.
    pub from: String,
    /// The id of the player who is paid.
    pub to: String,
    /// How much.
    pub amount: u64,
}

/// The reconciliation at the end of a round (`italian`: totals that do not add up to 4 × the
/// starting stack are corrected 3:3:3:1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RoundReconciliation {
    /// What the totals should add up to.
    pub expected: i64,
    /// Expected minus the totals before: positive is a shortfall.
    pub difference: i64,
    /// What each player's total was corrected by.
    pub adjustments: PerPlayer<i64>,
}

/// One scored deal of a session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SessionDealResult {
    /// The deal's number in the session, from 1.
    pub deal: u32,
    /// The round, from 1 (as [`SessionState::round`]).
    pub round: u32,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind (`italian`, third turno).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// Each player's seat in this deal, by id.
    pub seats: PerPlayer<Wind>,
    /// The id of East.
    pub east: String,
    /// The id of the winner (a legal mahjong), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// The id of a player whose declared mahjong is not one (scored 0; no one won).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub false_mahjong: Option<String>,
    /// No one won.
    pub draw: bool,
    /// Each player's hand total by id (empty for a drawn deal given as such).
    pub scores: PerPlayer<u32>,
    /// The payments.
    pub payments: Vec<PlayerPayment>,
    /// Each player's net amount in this deal; sums to 0.
    pub net: PerPlayer<i64>,
    /// Running totals after this deal (and after its round's reconciliation).
    pub totals: PerPlayer<i64>,
    /// East keeps the deal (is East again in the next deal).
    pub east_keeps: bool,
    /// The reconciliation, where this deal ends a round of a rule set that reconciles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reconciliation: Option<RoundReconciliation>,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Standing {
    /// The rank, from 1; equal totals share a rank (1, 2, 2, 4).
    pub rank: u32,
    /// The player's id.
    pub player: String,
    /// The player's total.
    pub total: i64,
}

/// Result of `POST /v1/sessions/score`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SessionResponse {
    /// Rule set id.
    pub ruleset: String,
    /// What totals count: `points`, or `chips` (`nine-dragons`).
    pub unit: String,
    /// The players as given.
    pub players: Vec<SessionPlayer>,
    /// Every deal scored, in order.
    pub deals: Vec<SessionDealResult>,
    /// Each player's total after the last deal.
    pub totals: PerPlayer<i64>,
    /// Highest total first.
    pub standings: Vec<Standing>,
    /// The session is over (its last round ended); no deal may follow.
    pub over: bool,
    /// A session that is over under placement scoring (`riichi`): each player's final score by
    /// id (points less the target, uma, oka and the deposits left to the first); `standings`
    /// rank by them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_scores: Option<PerPlayer<i64>>,
    /// A session that is over under a rule set with table points (`mcr`: 4, 2, 1, 0 by place,
    /// tied players sharing): each player's table points by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_points: Option<PerPlayer<f64>>,
    /// The state to send as `start` with the deals that follow.
    pub next: SessionState,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
