//! Request and response bodies of API.md (serde + OpenAPI schemas). gRPC messages are converted
//! to and from these, so both transports share one validation path.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use arrayvec::ArrayVec;

use crate::engine::arrange::SetKind;
use crate::engine::hand::{HandText, TileText};
use crate::engine::ruleset::{Source, Timing};
use crate::engine::tile::{Tile, Wind};

use super::error::FieldError;

/// A wind as a value: seat, round wind or discarder.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum WindName {
    East,
    South,
    West,
    North,
}

impl From<WindName> for Wind {
    fn from(w: WindName) -> Wind {
        match w {
            WindName::East => Wind::East,
            WindName::South => Wind::South,
            WindName::West => Wind::West,
            WindName::North => Wind::North,
        }
    }
}

impl From<Wind> for WindName {
    fn from(w: Wind) -> WindName {
        match w {
            Wind::East => WindName::East,
            Wind::South => WindName::South,
            Wind::West => WindName::West,
            Wind::North => WindName::North,
        }
    }
}

/// Where the winning tile came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SourceName {
    Wall,
    Discard,
    KongReplacement,
    RobbedKong,
}

impl From<SourceName> for Source {
    fn from(s: SourceName) -> Source {
        match s {
            SourceName::Wall => Source::Wall,
            SourceName::Discard => Source::Discard,
            SourceName::KongReplacement => Source::KongReplacement,
            SourceName::RobbedKong => Source::RobbedKong,
        }
    }
}

/// Special timing of a win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema, Default)]
#[serde(rename_all = "snake_case")]
pub enum TimingName {
    #[default]
    Normal,
    /// East wins on the dealt tiles.
    Heavenly,
    /// A win on East's first discard.
    Earthly,
}

impl From<TimingName> for Timing {
    fn from(t: TimingName) -> Timing {
        match t {
            TimingName::Normal => Timing::Normal,
            TimingName::Heavenly => Timing::Heavenly,
            TimingName::Earthly => Timing::Earthly,
        }
    }
}

/// A rule set option value: a boolean or an integer (schema only; requests are checked by the
/// rule set, with pointers at `/options/NAME`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum OptionValueBody {
    Bool(bool),
    Int(i64),
}

/// A tile code in an answer (schema only): a two-character string of API.md "Tiles".
///
/// Requests take tiles as plain strings in the schema, on purpose: any string is well-formed
/// input, and one that is not a tile is a rule problem (`unknown_tile`, with a pointer at it),
/// reported by `validate` and by each item of a batch, and answered 422 by the other operations.
pub struct TileCode;

/// The codes a [`TileCode`] may take (lower case, as answers write them), as an ECMA-262 pattern.
pub const TILE_CODE_PATTERN: &str = "^([bcd][1-9]|w[eswn]|d[rgw]|[fs][1-4])$";

impl utoipa::PartialSchema for TileCode {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .pattern(Some(TILE_CODE_PATTERN))
            .description(Some(
                "A tile: b1-b9 bamboo, c1-c9 characters, d1-d9 dots, we ws ww wn winds, dr dg dw dragons, \
                 f1-f4 flowers, s1-s4 seasons",
            ))
            .examples([serde_json::json!("b5")])
            .into()
    }
}

impl ToSchema for TileCode {}

/// The winning tile and how it was won (only for the player who declares mahjong).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WinBody {
    /// The winning tile; it is also among `hand.concealed`.
    #[schema(value_type = String, example = "b5")]
    pub tile: TileText,
    pub source: SourceName,
    /// Who discarded the tile (or declared the robbed kong).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<WindName>,
    /// The last tile of the wall (self-drawn) or the last discard of the hand.
    #[serde(default)]
    pub last_tile: bool,
    #[serde(default)]
    pub timing: TimingName,
}

/// A declared meld.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct MeldBody {
    /// `chow`, `pung` or `kong`.
    pub kind: String,
    /// Tile codes (API.md "Tiles").
    pub tiles: Vec<String>,
    /// False declares a concealed kong. Default true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exposed: Option<bool>,
}

/// A hand as an object: concealed tiles, declared melds and bonus tiles.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct HandObject {
    /// Every tile in hand not in a declared meld; for a winner, with the winning tile.
    pub concealed: Vec<String>,
    #[serde(default)]
    pub melds: Vec<MeldBody>,
    /// Flowers and seasons.
    #[serde(default)]
    pub bonus: Vec<String>,
}

/// A hand: an object, or one string in compact notation
/// (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum HandBody {
    Compact(String),
    Object(HandObject),
}

/// Body of `validate`, `score` and `waits`: one player's hand under a rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HandRequest {
    /// Rule set id: `rode-boekje`, `ecr`, `italian`, `nine-dragons` or a custom one.
    #[schema(example = "ecr")]
    pub ruleset: String,
    /// Rule set option overrides (booleans or integers).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(value_type = BTreeMap<String, OptionValueBody>)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub seat_wind: WindName,
    pub round_wind: WindName,
    /// A second prevailing wind (`italian`, third turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<WindName>,
    /// The hand: an object or compact notation.
    #[schema(value_type = HandBody)]
    pub hand: HandText,
    /// Present only for the player who declares mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<WinBody>,
    /// Language of element names: `en` (default), `nl`, `it`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

/// One awarded scoring element.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ElementBody {
    /// Stable element id of the rule set.
    pub id: String,
    pub name: String,
    pub points: u32,
    pub doublings: u32,
    /// The value of a limit hand element.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The tiles it came from (empty for whole-hand elements).
    #[schema(value_type = Vec<TileCode>)]
    pub tiles: Tiles,
}

/// The limit hand a total comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct LimitHandBody {
    pub id: String,
    pub name: String,
    pub value: u32,
    /// A non-winner waiting on an irregular limit hand (`rode-boekje`: half its value).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub waiting: bool,
}

/// Up to four tiles of a scored element or set, written as tile codes (no allocation per tile).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tiles(pub ArrayVec<Tile, 4>);

impl Tiles {
    /// The tile codes, for messages that hold strings (gRPC).
    pub fn codes(&self) -> Vec<String> {
        self.0.iter().map(|t| t.code().to_string()).collect()
    }
}

impl Serialize for Tiles {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|t| t.code()))
    }
}

impl<'de> Deserialize<'de> for Tiles {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tiles, D::Error> {
        use serde::de::Error;
        let codes = Vec::<String>::deserialize(d)?;
        if codes.len() > 4 {
            return Err(D::Error::invalid_length(codes.len(), &"at most 4 tile codes"));
        }
        let tiles = codes
            .iter()
            .map(|c| Tile::parse(c).ok_or_else(|| D::Error::custom(format!("{c:?} is not a tile code"))))
            .collect::<Result<_, _>>()?;
        Ok(Tiles(tiles))
    }
}

/// What a set of the arrangement is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SetKindName {
    Chow,
    Pung,
    Kong,
    Pair,
    /// The bamboo-1 + circles-1 pair of "Vogel eet cake".
    MixedPair,
    /// A lone tile (irregular hands, non-winners' leftovers).
    Single,
}

impl From<SetKind> for SetKindName {
    fn from(k: SetKind) -> SetKindName {
        match k {
            SetKind::Chow => SetKindName::Chow,
            SetKind::Pung => SetKindName::Pung,
            SetKind::Kong => SetKindName::Kong,
            SetKind::Pair => SetKindName::Pair,
            SetKind::MixedPair => SetKindName::MixedPair,
            SetKind::Single => SetKindName::Single,
        }
    }
}

impl SetKindName {
    pub fn as_str(self) -> &'static str {
        match self {
            SetKindName::Chow => "chow",
            SetKindName::Pung => "pung",
            SetKindName::Kong => "kong",
            SetKindName::Pair => "pair",
            SetKindName::MixedPair => "mixed_pair",
            SetKindName::Single => "single",
        }
    }
}

/// One set of the arrangement used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SetBody {
    pub kind: SetKindName,
    #[schema(value_type = Vec<TileCode>)]
    pub tiles: Tiles,
    pub exposed: bool,
    /// The set the winning tile completed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub winning: bool,
}

/// Why a hand scores nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ReasonBody {
    /// `not_mahjong`, `minimum_not_met`, `too_many_tiles`.
    pub code: String,
    pub message: String,
}

/// One player's score with the itemised breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ScoreResponse {
    pub ruleset: String,
    /// For a request with `win`: whether the hand is a legal mahjong (false: a false mahjong).
    pub mahjong: bool,
    /// The final score (after doublings, cap and rounding); `nine-dragons`: points.
    pub total: u32,
    pub points: u32,
    pub doublings: u32,
    pub limit_hand: Option<LimitHandBody>,
    /// An ordinary total was cut to the limit.
    pub capped: bool,
    pub elements: Vec<ElementBody>,
    pub arrangement: Vec<SetBody>,
    /// Why the hand scores nothing (false mahjong, tile-count fault).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<ReasonBody>,
}

/// Result of `validate`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ValidateResponse {
    pub ruleset: String,
    /// Structurally valid under the rule set.
    pub valid: bool,
    /// With `win`: whether the hand is a legal mahjong under the rule set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mahjong: Option<bool>,
    /// The problems found: at most 16 are listed.
    pub problems: Vec<FieldError>,
    /// How many more problems were found than `problems` lists (absent when none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub more_problems: usize,
    /// Why the hand is not a mahjong.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<ReasonBody>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The score one winning tile would give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct WaitScore {
    /// Legal mahjong (a wait may fail a minimum).
    pub mahjong: bool,
    pub total: u32,
    pub limit_hand: Option<LimitHandBody>,
}

/// One tile that completes the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct WaitBody {
    #[schema(value_type = TileCode)]
    pub tile: String,
    /// Won on a discard (by the player before this seat).
    pub discard: WaitScore,
    /// Self-drawn from the wall.
    pub self_drawn: WaitScore,
}

/// Result of `waits`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct WaitsResponse {
    pub ruleset: String,
    /// The tiles that complete the hand, in canonical order.
    pub waits: Vec<WaitBody>,
}

/// A rule set option with its default.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct OptionBody {
    pub id: String,
    pub name: String,
    /// `bool` or `int`.
    #[serde(rename = "type")]
    pub kind: String,
    #[schema(value_type = OptionValueBody)]
    pub default: serde_json::Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

/// A rule set summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetSummary {
    pub id: String,
    pub name: String,
    /// `doublings` (classical) or `points` (Hong Kong style).
    pub method: String,
    pub limit: Option<u32>,
    pub source: String,
    pub options: Vec<OptionBody>,
}

/// Result of `GET /v1/rulesets`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetList {
    pub rulesets: Vec<RulesetSummary>,
}

/// What a claim is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKindName {
    Chow,
    Pung,
    Kong,
    Mahjong,
}

impl From<ClaimKindName> for crate::engine::claims::ClaimKind {
    fn from(k: ClaimKindName) -> Self {
        use crate::engine::claims::ClaimKind;
        match k {
            ClaimKindName::Chow => ClaimKind::Chow,
            ClaimKindName::Pung => ClaimKind::Pung,
            ClaimKindName::Kong => ClaimKind::Kong,
            ClaimKindName::Mahjong => ClaimKind::Mahjong,
        }
    }
}

/// One claim on the discard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimBody {
    pub seat: WindName,
    pub kind: ClaimKindName,
    /// The claimant's hand before taking the discard (needed for mahjong claims where the rule
    /// set ranks or checks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<HandBody>)]
    pub hand: Option<HandText>,
}

/// Body of `POST /v1/claims/resolve`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClaimsRequest {
    pub ruleset: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(value_type = BTreeMap<String, OptionValueBody>)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub round_wind: WindName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<WindName>,
    /// The discarded tile.
    pub discard: String,
    pub discarder: WindName,
    pub claims: Vec<ClaimBody>,
    /// `discard` (default) or `robbed_kong`: the tile was added to an exposed pung.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<SourceName>,
    /// `normal` (default) or `earthly`: East's first discard.
    #[serde(default)]
    pub timing: TimingName,
}

/// A valid claim.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ClaimRef {
    pub seat: WindName,
    pub kind: ClaimKindName,
    /// A checked mahjong claim's category: `limit`, `pair`, `pung` or `chow`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
}

/// A claim the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RejectedClaim {
    pub seat: WindName,
    pub kind: ClaimKindName,
    /// `own_discard`, `chow_not_next`, `chow_only_for_mahjong`, `chow_impossible`, `cannot_chow`,
    /// `cannot_pung`, `cannot_kong`, `hand_required`, `not_mahjong`.
    pub code: String,
    pub message: String,
}

/// Result of `POST /v1/claims/resolve`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ClaimsResponse {
    pub ruleset: String,
    pub winner: Option<ClaimRef>,
    /// The deal is void (`italian`: two mahjong claims).
    pub void: bool,
    /// The valid claims, best first.
    pub ranking: Vec<ClaimRef>,
    pub rejected: Vec<RejectedClaim>,
}

/// A value per seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct PerSeat<T> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east: Option<T>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub south: Option<T>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub west: Option<T>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub north: Option<T>,
}

impl<T: Copy> PerSeat<T> {
    pub fn get(&self, w: Wind) -> Option<T> {
        match w {
            Wind::East => self.east,
            Wind::South => self.south,
            Wind::West => self.west,
            Wind::North => self.north,
        }
    }
    pub fn from_array(a: [T; 4]) -> PerSeat<T> {
        PerSeat { east: Some(a[0]), south: Some(a[1]), west: Some(a[2]), north: Some(a[3]) }
    }
}

/// How the deal was won, as settlement needs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettleWin {
    pub source: SourceName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<WindName>,
}

/// Nine Dragons penalties.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyName {
    NinePieces,
    TwelvePieces,
    FalseDeclaration,
    FifthTile,
}

/// A penalty and the seat that pays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PenaltyBody {
    pub kind: PenaltyName,
    pub seat: WindName,
}

/// Body of `POST /v1/deals/settle`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettleRequest {
    pub ruleset: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(value_type = BTreeMap<String, OptionValueBody>)]
    pub options: BTreeMap<String, serde_json::Value>,
    /// The winner's seat; null for a draw.
    #[serde(default)]
    pub winner: Option<WindName>,
    /// Hand totals by seat (east is the dealer).
    #[serde(default)]
    pub scores: PerSeat<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<SettleWin>,
    /// A voided deal.
    #[serde(default)]
    pub void: bool,
    /// Void deals just before this one (`italian` rotation).
    #[serde(default)]
    pub previous_voids: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyBody>,
}

/// One payment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct PaymentBody {
    pub from: WindName,
    pub to: WindName,
    pub amount: u64,
}

/// Result of `POST /v1/deals/settle`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct SettleResponse {
    pub ruleset: String,
    pub payments: Vec<PaymentBody>,
    /// Net amount per seat; sums to 0.
    pub net: PerSeat<i64>,
    /// The seat wind, in this deal, of the player who is East next.
    pub next_east: WindName,
}

/// One player of a finished deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DealPlayer {
    pub seat: WindName,
    #[schema(value_type = HandBody)]
    pub hand: HandText,
    /// Only for the player who declared mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<WinBody>,
}

/// Body of `POST /v1/deals/score`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DealRequest {
    pub ruleset: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(value_type = BTreeMap<String, OptionValueBody>)]
    pub options: BTreeMap<String, serde_json::Value>,
    pub round_wind: WindName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<WindName>,
    /// The four players.
    pub players: Vec<DealPlayer>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyBody>,
    #[serde(default)]
    pub previous_voids: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
}

/// One player's result in a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DealPlayerResult {
    pub seat: WindName,
    pub score: ScoreResponse,
}

/// Result of `POST /v1/deals/score`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct DealResponse {
    pub ruleset: String,
    /// The winner (a declared mahjong that is legal), or null.
    pub winner: Option<WindName>,
    /// Each player's score, in the order of the request.
    pub players: Vec<DealPlayerResult>,
    pub settlement: SettleResponse,
}

/// Body of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReconcileRequest {
    pub ruleset: String,
    /// Chip totals at the end of the round, per seat.
    pub totals: PerSeat<i64>,
}

/// Result of `POST /v1/sessions/reconcile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct ReconcileResponse {
    pub ruleset: String,
    /// What the totals should add up to (4 × the starting chips).
    pub expected: i64,
    /// Expected minus given: positive is a shortfall.
    pub difference: i64,
    pub totals: PerSeat<i64>,
}
