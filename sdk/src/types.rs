//! Requests and answers of every operation, shaped like the REST bodies of the committed OpenAPI
//! document (`docs/openapi.json`) with the field names of API.md. Both clients take and return
//! these types, so code written against one transport works with the other.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::error::FieldViolation;
use crate::hand::HandBody;
use crate::tile::{Tile, Wind};

// ------------------------------------------------------------------------------------ values

/// A rule set option override or default: a boolean or an integer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionValue {
    /// A switch.
    Bool(bool),
    /// A number.
    Int(i64),
}

impl From<bool> for OptionValue {
    fn from(b: bool) -> OptionValue {
        OptionValue::Bool(b)
    }
}

impl From<i64> for OptionValue {
    fn from(n: i64) -> OptionValue {
        OptionValue::Int(n)
    }
}

impl From<i32> for OptionValue {
    fn from(n: i32) -> OptionValue {
        OptionValue::Int(n.into())
    }
}

impl From<u32> for OptionValue {
    fn from(n: u32) -> OptionValue {
        OptionValue::Int(n.into())
    }
}

/// Rule set option overrides by option id.
pub type Options = BTreeMap<String, OptionValue>;

macro_rules! wire_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vm])* $v,)*
        }

        impl $name {
            /// Every value.
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            /// The wire name.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$v => $s,)*
                }
            }

            /// Parses the wire name.
            pub fn parse(s: &str) -> Option<$name> {
                match s {
                    $($s => Some($name::$v),)*
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.pad(self.as_str())
            }
        }
    };
}

wire_enum! {
    /// Where the winning tile came from.
    Source {
        /// Self-drawn from the wall.
        Wall = "wall",
        /// Taken from a discard.
        Discard = "discard",
        /// Drawn as the replacement for a kong.
        KongReplacement = "kong_replacement",
        /// Robbed from a kong (a tile added to an exposed pung).
        RobbedKong = "robbed_kong",
    }
}

wire_enum! {
    /// Special timing of a win.
    #[derive(Default)]
    Timing {
        /// An ordinary win.
        #[default]
        Normal = "normal",
        /// East wins on the dealt tiles.
        Heavenly = "heavenly",
        /// A win on East's first discard.
        Earthly = "earthly",
    }
}

wire_enum! {
    /// What a claim on a discard is for.
    ClaimKind {
        /// A chow (only from the player before).
        Chow = "chow",
        /// A pung.
        Pung = "pung",
        /// A kong.
        Kong = "kong",
        /// Mahjong.
        Mahjong = "mahjong",
    }
}

wire_enum! {
    /// A Nine Dragons penalty.
    PenaltyKind {
        /// Nine pieces exposed.
        NinePieces = "nine_pieces",
        /// Twelve pieces exposed.
        TwelvePieces = "twelve_pieces",
        /// A false mahjong declaration.
        FalseDeclaration = "false_declaration",
        /// Discarding the fifth tile.
        FifthTile = "fifth_tile",
    }
}

/// A value per seat (keyed by seat wind; `east` is the dealer).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PerSeat<T> {
    /// East's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east: Option<T>,
    /// South's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<T>,
    /// West's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub west: Option<T>,
    /// North's value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub north: Option<T>,
}

impl<T: Copy> PerSeat<T> {
    /// All four seats: east, south, west, north.
    pub fn new(east: T, south: T, west: T, north: T) -> PerSeat<T> {
        PerSeat { east: Some(east), south: Some(south), west: Some(west), north: Some(north) }
    }

    /// One seat's value.
    pub fn get(&self, w: Wind) -> Option<T> {
        match w {
            Wind::East => self.east,
            Wind::South => self.south,
            Wind::West => self.west,
            Wind::North => self.north,
        }
    }

    /// Sets one seat's value.
    pub fn set(&mut self, w: Wind, v: T) {
        let slot = match w {
            Wind::East => &mut self.east,
            Wind::South => &mut self.south,
            Wind::West => &mut self.west,
            Wind::North => &mut self.north,
        };
        *slot = Some(v);
    }
}

// ---------------------------------------------------------------------------------- requests

/// The winning tile and how it was won; only for the player who declares mahjong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Win {
    /// The winning tile's code (also among the hand's concealed tiles).
    pub tile: String,
    /// Where it came from.
    pub source: Source,
    /// Who discarded it (or declared the robbed kong).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    /// The last tile of the wall (self-drawn) or the last discard of the hand.
    #[serde(default)]
    pub last_tile: bool,
    /// Normal, heavenly or earthly.
    #[serde(default)]
    pub timing: Timing,
}

impl Win {
    /// A win on `tile` from `source`.
    pub fn new(tile: impl Into<String>, source: Source) -> Win {
        Win { tile: tile.into(), source, discarder: None, last_tile: false, timing: Timing::Normal }
    }

    /// Self-drawn from the wall.
    pub fn self_drawn(tile: impl Into<String>) -> Win {
        Win::new(tile, Source::Wall)
    }

    /// On a discard by `discarder`.
    pub fn discard(tile: impl Into<String>, discarder: Wind) -> Win {
        Win::new(tile, Source::Discard).discarder(discarder)
    }

    /// Sets who discarded the tile.
    #[must_use]
    pub fn discarder(mut self, w: Wind) -> Win {
        self.discarder = Some(w);
        self
    }

    /// Marks the last tile of the wall or the last discard.
    #[must_use]
    pub fn last_tile(mut self, last: bool) -> Win {
        self.last_tile = last;
        self
    }

    /// Sets a special timing.
    #[must_use]
    pub fn timing(mut self, t: Timing) -> Win {
        self.timing = t;
        self
    }
}

/// One player's hand under a rule set: the request of `validate_hand`, `score_hand`,
/// `find_waits` and `score_hands`.
///
/// ```
/// use mahjong_scoring_sdk::{Hand, HandRequest, Tile, Win, Wind};
///
/// let req = HandRequest::new("ecr", Wind::South, Wind::East, Hand::parse("b1b2b3 b5b5")?)
///     .win(Win::self_drawn(Tile::B5))
///     .option("bonus_tiles", true)
///     .language("nl");
/// assert_eq!(req.win.as_ref().map(|w| w.tile.as_str()), Some("b5"));
/// # Ok::<(), mahjong_scoring_sdk::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRequest {
    /// Rule set id: `rode-boekje`, `ecr`, `italian`, `nine-dragons` or a custom one.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: Options,
    /// The player's seat wind.
    pub seat_wind: Wind,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind (`italian`, third turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// The hand.
    pub hand: HandBody,
    /// Present only for the player who declares mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<Win>,
    /// Language of element names: `en` (default), `nl`, `it`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl HandRequest {
    /// A non-winner's hand; add [`win`](HandRequest::win) for the player who declares mahjong.
    pub fn new(
        ruleset: impl Into<String>,
        seat_wind: Wind,
        round_wind: Wind,
        hand: impl Into<HandBody>,
    ) -> HandRequest {
        HandRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            seat_wind,
            round_wind,
            extra_round_wind: None,
            hand: hand.into(),
            win: None,
            language: None,
        }
    }

    /// The win.
    #[must_use]
    pub fn win(mut self, win: Win) -> HandRequest {
        self.win = Some(win);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> HandRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// A second prevailing wind.
    #[must_use]
    pub fn extra_round_wind(mut self, w: Wind) -> HandRequest {
        self.extra_round_wind = Some(w);
        self
    }

    /// Language of element names.
    #[must_use]
    pub fn language(mut self, lang: impl Into<String>) -> HandRequest {
        self.language = Some(lang.into());
        self
    }
}

/// One claim on a discard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    /// The claimant's seat wind.
    pub seat: Wind,
    /// What the claim is for.
    pub kind: ClaimKind,
    /// The claimant's hand before taking the discard (needed for mahjong claims where the rule
    /// set ranks or checks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<HandBody>,
}

impl Claim {
    /// A claim without a hand.
    pub fn new(seat: Wind, kind: ClaimKind) -> Claim {
        Claim { seat, kind, hand: None }
    }

    /// A mahjong claim with the claimant's hand (before taking the discard).
    pub fn mahjong(seat: Wind, hand: impl Into<HandBody>) -> Claim {
        Claim { seat, kind: ClaimKind::Mahjong, hand: Some(hand.into()) }
    }

    /// Attaches the claimant's hand.
    #[must_use]
    pub fn hand(mut self, hand: impl Into<HandBody>) -> Claim {
        self.hand = Some(hand.into());
        self
    }
}

/// The request of `resolve_claims`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimsRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: Options,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// The discarded tile's code.
    pub discard: String,
    /// Who discarded it.
    pub discarder: Wind,
    /// The claims.
    pub claims: Vec<Claim>,
    /// `discard` (default) or `robbed_kong` (the tile was added to an exposed pung).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// `normal` (default) or `earthly` (East's first discard).
    #[serde(default)]
    pub timing: Timing,
}

impl ClaimsRequest {
    /// Claims on `discard` thrown by `discarder`; add them with [`claim`](ClaimsRequest::claim).
    pub fn new(
        ruleset: impl Into<String>,
        round_wind: Wind,
        discard: impl Into<String>,
        discarder: Wind,
    ) -> ClaimsRequest {
        ClaimsRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            round_wind,
            extra_round_wind: None,
            discard: discard.into(),
            discarder,
            claims: Vec::new(),
            source: None,
            timing: Timing::Normal,
        }
    }

    /// Adds a claim.
    #[must_use]
    pub fn claim(mut self, c: Claim) -> ClaimsRequest {
        self.claims.push(c);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> ClaimsRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// A second prevailing wind.
    #[must_use]
    pub fn extra_round_wind(mut self, w: Wind) -> ClaimsRequest {
        self.extra_round_wind = Some(w);
        self
    }

    /// Where the tile comes from (`discard` or `robbed_kong`).
    #[must_use]
    pub fn source(mut self, s: Source) -> ClaimsRequest {
        self.source = Some(s);
        self
    }

    /// Special timing (`earthly`: East's first discard).
    #[must_use]
    pub fn timing(mut self, t: Timing) -> ClaimsRequest {
        self.timing = t;
        self
    }
}

/// How a deal was won, as settlement needs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleWin {
    /// Where the winning tile came from.
    pub source: Source,
    /// Who discarded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
}

impl SettleWin {
    /// Self-drawn.
    pub fn self_drawn() -> SettleWin {
        SettleWin { source: Source::Wall, discarder: None }
    }

    /// On a discard by `discarder`.
    pub fn discard(discarder: Wind) -> SettleWin {
        SettleWin { source: Source::Discard, discarder: Some(discarder) }
    }
}

/// A Nine Dragons penalty and the seat that pays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Penalty {
    /// Which penalty.
    pub kind: PenaltyKind,
    /// Who pays it.
    pub seat: Wind,
}

/// The request of `settle_deal`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: Options,
    /// The winner's seat; `None` for a draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Wind>,
    /// Hand totals by seat (east is the dealer).
    #[serde(default)]
    pub scores: PerSeat<u32>,
    /// How the deal was won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<SettleWin>,
    /// A voided deal.
    #[serde(default)]
    pub void: bool,
    /// Void deals just before this one (`italian` rotation).
    #[serde(default)]
    pub previous_voids: u32,
    /// Nine Dragons penalties.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
}

impl SettleRequest {
    /// A drawn deal with the given hand totals; set a [`winner`](SettleRequest::winner) for a won one.
    pub fn new(ruleset: impl Into<String>, scores: PerSeat<u32>) -> SettleRequest {
        SettleRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            winner: None,
            scores,
            win: None,
            void: false,
            previous_voids: 0,
            penalties: Vec::new(),
        }
    }

    /// The winner and how they won.
    #[must_use]
    pub fn winner(mut self, seat: Wind, win: SettleWin) -> SettleRequest {
        self.winner = Some(seat);
        self.win = Some(win);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> SettleRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// Marks the deal void.
    #[must_use]
    pub fn void(mut self, void: bool) -> SettleRequest {
        self.void = void;
        self
    }

    /// Void deals just before this one.
    #[must_use]
    pub fn previous_voids(mut self, n: u32) -> SettleRequest {
        self.previous_voids = n;
        self
    }

    /// Adds a Nine Dragons penalty.
    #[must_use]
    pub fn penalty(mut self, kind: PenaltyKind, seat: Wind) -> SettleRequest {
        self.penalties.push(Penalty { kind, seat });
        self
    }
}

/// One player of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPlayer {
    /// The player's seat wind.
    pub seat: Wind,
    /// The hand.
    pub hand: HandBody,
    /// Only for the player who declared mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<Win>,
}

impl DealPlayer {
    /// A player who did not declare mahjong.
    pub fn new(seat: Wind, hand: impl Into<HandBody>) -> DealPlayer {
        DealPlayer { seat, hand: hand.into(), win: None }
    }

    /// The player declared mahjong.
    #[must_use]
    pub fn win(mut self, win: Win) -> DealPlayer {
        self.win = Some(win);
        self
    }
}

/// The request of `score_deal`: all four hands of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: Options,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// The four players.
    pub players: Vec<DealPlayer>,
    /// Nine Dragons penalties.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    /// Void deals just before this one.
    #[serde(default)]
    pub previous_voids: u32,
    /// Language of element names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

impl DealRequest {
    /// A deal without players; add the four with [`player`](DealRequest::player).
    pub fn new(ruleset: impl Into<String>, round_wind: Wind) -> DealRequest {
        DealRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            round_wind,
            extra_round_wind: None,
            players: Vec::new(),
            penalties: Vec::new(),
            previous_voids: 0,
            language: None,
        }
    }

    /// Adds a player.
    #[must_use]
    pub fn player(mut self, p: DealPlayer) -> DealRequest {
        self.players.push(p);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> DealRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// A second prevailing wind.
    #[must_use]
    pub fn extra_round_wind(mut self, w: Wind) -> DealRequest {
        self.extra_round_wind = Some(w);
        self
    }

    /// Adds a Nine Dragons penalty.
    #[must_use]
    pub fn penalty(mut self, kind: PenaltyKind, seat: Wind) -> DealRequest {
        self.penalties.push(Penalty { kind, seat });
        self
    }

    /// Void deals just before this one.
    #[must_use]
    pub fn previous_voids(mut self, n: u32) -> DealRequest {
        self.previous_voids = n;
        self
    }

    /// Language of element names.
    #[must_use]
    pub fn language(mut self, lang: impl Into<String>) -> DealRequest {
        self.language = Some(lang.into());
        self
    }
}

/// The request of `reconcile_session` (`italian`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

// ----------------------------------------------------------------------------------- answers

/// A rule set option with its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetOption {
    /// Option id (the key of `options` in requests).
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// `bool` or `int`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The default value.
    pub default: OptionValue,
    /// Smallest allowed value of an `int` option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// Largest allowed value of an `int` option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

/// A rule set summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesetSummary {
    /// Rule set id.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// `doublings` (classical) or `points` (Hong Kong style).
    pub method: String,
    /// The limit.
    #[serde(default)]
    pub limit: Option<u32>,
    /// The source document.
    pub source: String,
    /// Options with their defaults.
    pub options: Vec<RulesetOption>,
}

/// The limit hand a total comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LimitHand {
    /// Element id.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// Its value.
    pub value: u32,
    /// A non-winner waiting on an irregular limit hand (`rode-boekje`: half its value).
    #[serde(default)]
    pub waiting: bool,
}

/// One awarded scoring element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Element {
    /// Stable element id of the rule set.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// Points awarded.
    pub points: u32,
    /// Doublings awarded.
    pub doublings: u32,
    /// The value of a limit hand element.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The tiles it came from (empty for whole-hand elements).
    pub tiles: Vec<Tile>,
}

/// One set of the arrangement used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArrangedSet {
    /// `chow`, `pung`, `kong`, `pair`, `mixed_pair` or `single`.
    pub kind: String,
    /// Its tiles.
    pub tiles: Vec<Tile>,
    /// Declared exposed.
    pub exposed: bool,
    /// The set the winning tile completed.
    #[serde(default)]
    pub winning: bool,
}

/// Why a hand scores nothing or is not a mahjong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// `not_mahjong`, `minimum_not_met`, `too_many_tiles`, ...
    pub code: String,
    /// Explanation.
    pub message: String,
}

/// One player's score with the itemised breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreResponse {
    /// Rule set id.
    pub ruleset: String,
    /// For a request with a win: whether the hand is a legal mahjong (false: a false mahjong).
    pub mahjong: bool,
    /// The final score (after doublings, cap and rounding); `nine-dragons`: points.
    pub total: u32,
    /// Points before doublings.
    pub points: u32,
    /// Doublings.
    pub doublings: u32,
    /// The limit hand the total comes from.
    #[serde(default)]
    pub limit_hand: Option<LimitHand>,
    /// An ordinary total was cut to the limit.
    pub capped: bool,
    /// The awarded elements.
    pub elements: Vec<Element>,
    /// The arrangement used.
    pub arrangement: Vec<ArrangedSet>,
    /// Why the hand scores nothing (false mahjong, tile-count fault).
    #[serde(default)]
    pub reasons: Vec<Reason>,
}

/// The answer of `validate_hand`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValidateResponse {
    /// Rule set id.
    pub ruleset: String,
    /// Structurally valid under the rule set.
    pub valid: bool,
    /// With a win: whether the hand is a legal mahjong.
    #[serde(default)]
    pub mahjong: Option<bool>,
    /// The problems found (the server lists at most 16).
    pub problems: Vec<FieldViolation>,
    /// How many more problems the server found than `problems` lists.
    #[serde(default)]
    pub more_problems: u32,
    /// Why the hand is not a mahjong.
    #[serde(default)]
    pub reasons: Vec<Reason>,
}

/// The score one winning tile would give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitScore {
    /// A legal mahjong (a wait may fail a minimum).
    pub mahjong: bool,
    /// The total.
    pub total: u32,
    /// The limit hand it would be.
    #[serde(default)]
    pub limit_hand: Option<LimitHand>,
}

/// One tile that completes the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// Won on a discard (by the player before this seat).
    pub discard: WaitScore,
    /// Self-drawn from the wall.
    pub self_drawn: WaitScore,
}

/// The answer of `find_waits`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitsResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The tiles that complete the hand, in canonical order.
    pub waits: Vec<Wait>,
}

/// A valid claim.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimRef {
    /// The claimant.
    pub seat: Wind,
    /// What for.
    pub kind: ClaimKind,
    /// A checked mahjong claim's category: `limit`, `pair`, `pung` or `chow`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
}

/// A claim the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RejectedClaim {
    /// The claimant.
    pub seat: Wind,
    /// What for.
    pub kind: ClaimKind,
    /// `own_discard`, `chow_not_next`, `chow_only_for_mahjong`, `chow_impossible`, `cannot_chow`,
    /// `cannot_pung`, `cannot_kong`, `hand_required`, `not_mahjong`.
    pub code: String,
    /// Explanation.
    pub message: String,
}

/// The answer of `resolve_claims`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimsResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The winning claim, if any.
    #[serde(default)]
    pub winner: Option<ClaimRef>,
    /// The deal is void (`italian`: two mahjong claims).
    pub void: bool,
    /// The valid claims, best first.
    pub ranking: Vec<ClaimRef>,
    /// The claims the rules do not allow.
    pub rejected: Vec<RejectedClaim>,
}

/// One payment between players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payment {
    /// Who pays.
    pub from: Wind,
    /// Who is paid.
    pub to: Wind,
    /// How much.
    pub amount: u64,
}

/// The answer of `settle_deal`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettleResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The payments.
    pub payments: Vec<Payment>,
    /// Net amount per seat; sums to 0.
    pub net: PerSeat<i64>,
    /// The seat wind, in this deal, of the player who is East next.
    pub next_east: Wind,
}

/// One player's result in a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealPlayerResult {
    /// The player's seat.
    pub seat: Wind,
    /// Their score.
    pub score: ScoreResponse,
}

/// The answer of `score_deal`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The winner (a declared mahjong that is legal).
    #[serde(default)]
    pub winner: Option<Wind>,
    /// Each player's score, in the order of the request.
    pub players: Vec<DealPlayerResult>,
    /// The settlement.
    pub settlement: SettleResponse,
}

/// The answer of `reconcile_session`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// A request rejected inside a bulk call (`score_hands`): the problem document the request alone
/// would have produced. Pointers are relative to that request (`/hand/concealed/1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Problem {
    /// The HTTP status the request alone would have had (400, 422, ...).
    pub status: u16,
    /// Short summary.
    pub title: String,
    /// Explanation.
    pub detail: String,
    /// The field violations (the server lists a limited number).
    #[serde(default)]
    pub errors: Vec<FieldViolation>,
    /// How many more violations the server found than `errors` lists.
    #[serde(default)]
    pub more_errors: u32,
}

/// One answer of `score_hands`: a score, or the problem of that request alone.
pub type ScoreResult = Result<ScoreResponse, Problem>;
