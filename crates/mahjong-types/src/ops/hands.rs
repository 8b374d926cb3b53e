//! One player's hand: `validate`, `score`, `score-batch` and `waits`.

use std::collections::BTreeMap;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use crate::hand::HandBody;
use crate::problem::{FieldError, ProblemDocument};
use crate::tile::{Tile, TileForm, Wind};
use crate::values::{OptionValue, Options};
use crate::win::Win;

/// Body of `validate`, `score` and `waits`: one player's hand under a rule set.
///
/// ```
/// use mahjong_types::{Hand, HandRequest, Tile, Win, Wind};
///
/// let req = HandRequest::new("ecr", Wind::South, Wind::East, Hand::parse("b1b2b3 b5b5")?)
///     .win(Win::self_drawn(Tile::B5))
///     .option("bonus_tiles", true)
///     .language("nl");
/// assert_eq!(req.win.as_ref().map(|w| w.tile.as_str()), Some("b5"));
/// # Ok::<(), mahjong_types::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(description = "Body of `validate`, `score` and `waits`: one player's hand under a rule set.")
)]
#[serde(deny_unknown_fields)]
pub struct HandRequest {
    /// Rule set id: `rode-boekje`, `ecr`, `italian`, `nine-dragons` or a custom one.
    #[cfg_attr(feature = "openapi", schema(example = "ecr"))]
    pub ruleset: String,
    /// Rule set option overrides (booleans or integers).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// The player's seat wind.
    pub seat_wind: Wind,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind (`italian`, third turn).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// The hand: an object or compact notation.
    pub hand: HandBody,
    /// Present only for the player who declares mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<Win>,
    /// Language of element names: `en` (default), `nl`, `it`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::Lang>))]
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

/// Up to four tiles of a scored element or set, and the form they are written in (no allocation
/// per tile): codes, or mpsz single forms when the request wrote its hand in mpsz
/// ([`HandBody::tile_form`]). The form is part of the value: two lists of the same tiles in
/// different forms differ ([`Tiles::in_codes`] compares tiles alone).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tiles(pub ArrayVec<Tile, 4>, pub TileForm);

impl Tiles {
    /// Tiles written in `form`: codes when none of them has an mpsz form (none, or only flowers
    /// and seasons), so that what is written reads back as the same value.
    pub fn written(tiles: ArrayVec<Tile, 4>, form: TileForm) -> Tiles {
        let form = if tiles.iter().any(|t| !t.is_bonus()) { form } else { TileForm::Codes };
        Tiles(tiles, form)
    }

    /// The same tiles written as codes.
    pub fn in_codes(&self) -> Tiles {
        Tiles(self.0.clone(), TileForm::Codes)
    }

    /// The tiles as written (codes, or mpsz), for messages that hold strings (gRPC).
    pub fn codes(&self) -> Vec<String> {
        self.texts().map(str::to_string).collect()
    }

    /// Each tile as written in the list's form.
    pub fn texts(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|t| self.1.write(*t))
    }
}

impl std::ops::Deref for Tiles {
    type Target = [Tile];
    fn deref(&self) -> &[Tile] {
        &self.0
    }
}

impl FromIterator<Tile> for Tiles {
    /// The first four tiles, written as codes.
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Tiles {
        Tiles(iter.into_iter().take(4).collect(), TileForm::Codes)
    }
}

impl Serialize for Tiles {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.texts())
    }
}

impl<'de> Deserialize<'de> for Tiles {
    /// Codes or mpsz single forms; the list's form is mpsz when any tile is written so.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tiles, D::Error> {
        use serde::de::Error;
        let texts = Vec::<std::borrow::Cow<'de, str>>::deserialize(d)?;
        if texts.len() > 4 {
            return Err(D::Error::invalid_length(texts.len(), &"at most 4 tile codes"));
        }
        let mut tiles = Tiles::default();
        for text in &texts {
            tiles.0.push(text.parse().map_err(D::Error::custom)?);
            if TileForm::of_text(text) == TileForm::Mpsz {
                tiles.1 = TileForm::Mpsz;
            }
        }
        Ok(tiles)
    }
}

/// One awarded scoring element.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ElementBody))]
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
    /// The tiles it came from, when they are one set or one tile (empty for whole-hand elements
    /// and for an element of several sets).
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Tile>))]
    pub tiles: Tiles,
    /// The sets of `arrangement` it used, by index from 0: one for a set's element, several for
    /// a fan of sets together (`mcr`: a pure straight's three chows); absent for an element of
    /// the whole hand.
    #[serde(default, skip_serializing_if = "ArrayVec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<u8>, max_items = 14))]
    pub sets: ArrayVec<u8, 14>,
}

/// The limit hand a total comes from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = LimitHandBody))]
pub struct LimitHand {
    /// Element id.
    pub id: String,
    /// Name in the requested language.
    pub name: String,
    /// Its value.
    pub value: u32,
    /// A non-winner waiting on an irregular limit hand (`rode-boekje`: half its value).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub waiting: bool,
}

wire_enum! {
    /// What a set of the arrangement is.
    SetKind as SetKindName ("a set kind") {
        /// Three consecutive tiles of one suit.
        Chow = "chow",
        /// Three identical tiles.
        Pung = "pung",
        /// Four identical tiles.
        Kong = "kong",
        /// Two identical tiles.
        Pair = "pair",
        /// The bamboo-1 + circles-1 pair of "Vogel eet cake".
        MixedPair = "mixed_pair",
        /// A lone tile (irregular hands, non-winners' leftovers).
        Single = "single",
    }
}

/// One set of the arrangement used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = SetBody))]
pub struct ArrangedSet {
    /// What the set is.
    pub kind: SetKind,
    /// Its tiles.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Tile>))]
    pub tiles: Tiles,
    /// Declared exposed.
    pub exposed: bool,
    /// The set the winning tile completed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub winning: bool,
}

/// Why a hand scores nothing or is not a mahjong.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ReasonBody))]
pub struct Reason {
    /// `not_mahjong`, `minimum_not_met`, `too_many_tiles`.
    pub code: String,
    /// Explanation.
    pub message: String,
}

/// One player's score with the itemised breakdown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ScoreResponse {
    /// Rule set id.
    pub ruleset: String,
    /// For a request with `win`: whether the hand is a legal mahjong (false: a false mahjong).
    pub mahjong: bool,
    /// The final score (after doublings, cap and rounding); `nine-dragons`: points.
    pub total: u32,
    /// Points before doublings.
    pub points: u32,
    /// Doublings.
    pub doublings: u32,
    /// The limit hand the total comes from.
    pub limit_hand: Option<LimitHand>,
    /// An ordinary total was cut to the limit.
    pub capped: bool,
    /// The awarded elements.
    pub elements: Vec<Element>,
    /// The arrangement used.
    pub arrangement: Vec<ArrangedSet>,
    /// Why the hand scores nothing (false mahjong, tile-count fault).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<Reason>,
    /// A winning hand under a han and fu rule set (`riichi`): han, fu, the limit and who pays
    /// what. `points` are then the fu, `doublings` the han, and `total` what the winner is paid
    /// for the hand (without honba and deposits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub han_fu: Option<HanFuScore>,
    /// A winning hand under fan payments (`mcr`): who pays the winner what.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fan_payments: Option<FanPayments>,
}

/// What the other players pay the winner of a hand under fan payments (`mcr`): on a discard the
/// discarder the total + 8 and the two others 8 each; self-drawn, each of the three the total + 8.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FanPayments {
    /// The discarder's payment (a win on a discard; else 0).
    pub discarder: u32,
    /// What each other player pays: the base beside the discarder, the total + the base each on
    /// a self-draw.
    pub others: u32,
    /// Everything the winner gains.
    pub total: u32,
}

/// The han and fu of a winning hand (`riichi`) and its payments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HanFuScore {
    /// Han: the yaku's and the dora's; of yakuman, 13 each (26 a double yakuman).
    pub han: u32,
    /// Fu, rounded up to tens (seven pairs: 25).
    pub fu: u32,
    /// The fu of the whole hand (the elements list those of sets, pairs and waits), before
    /// rounding: `base` (20), `concealed_ron` (10), `self_drawn` (2), `open_no_fu` (2),
    /// `seven_pairs` (25).
    pub fu_parts: Vec<FuPart>,
    /// The limit the hand is paid at: `mangan`, `kiriage_mangan`, `haneman`, `baiman`,
    /// `sanbaiman`, `counted_sanbaiman`, `counted_yakuman`, `yakuman`, `double_yakuman` … up to
    /// `sextuple_yakuman`; absent below a mangan.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<String>,
    /// Who pays the winner what, honba included.
    pub payments: HanFuPayments,
}

/// A part of a hand's fu.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FuPart {
    /// `base`, `concealed_ron`, `self_drawn`, `open_no_fu` or `seven_pairs`.
    pub id: String,
    /// Its fu.
    pub fu: u32,
}

/// What the players pay a winner under a han and fu rule set: on a discard the discarder alone;
/// on a self-draw the dealer and each other player (a dealer's self-draw: each player, as
/// `non_dealer`). Honba are included (300 a counter: on a self-draw 100 from each payer).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HanFuPayments {
    /// The discarder's payment (a win on a discard; else 0).
    pub discarder: u32,
    /// The dealer's payment (a non-dealer's self-draw; else 0).
    pub dealer: u32,
    /// Each other player's payment (a self-draw; else 0).
    pub non_dealer: u32,
    /// The riichi deposits on the table, to the winner.
    pub deposits: u32,
    /// Everything the winner gains.
    pub total: u32,
}

/// Result of `validate`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ValidateResponse {
    /// Rule set id.
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
    pub reasons: Vec<Reason>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The score one winning tile would give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct WaitScore {
    /// Legal mahjong (a wait may fail a minimum).
    pub mahjong: bool,
    /// The total.
    pub total: u32,
    /// The limit hand it would be.
    pub limit_hand: Option<LimitHand>,
    /// Under a han and fu rule set (`riichi`): the han, fu, limit and payments the tile would
    /// give, as a score's `han_fu` (no announcement, dora, honba or deposit: the hand as it
    /// stands). Absent when the tile completes the hand without a yaku (`mahjong` false).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub han_fu: Option<HanFuScore>,
    /// Under a rule set that counts fans (`mcr`): each fan the tile would give, flowers included,
    /// in the rule set's order (also when the hand falls short of the 8-fan minimum: `mahjong`
    /// says so). Empty elsewhere.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fans: Vec<FanCount>,
}

/// A fan a waiting tile would give: its element id, value and how many times it counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FanCount {
    /// Element id (`pure_straight`).
    pub id: String,
    /// Its value in fans.
    pub value: u32,
    /// How many times it counts (flowers: one per flower).
    pub count: u32,
}

/// One tile that completes the hand.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = WaitBody))]
#[serde(try_from = "WaitText")]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// Won on a discard (by the player before this seat).
    pub discard: WaitScore,
    /// Self-drawn from the wall.
    pub self_drawn: WaitScore,
    /// The form `tile` is written in: the request's ([`HandBody::tile_form`]). Not a field of its
    /// own on the wire: the tile is written in it.
    #[serde(skip)]
    pub form: TileForm,
}

impl Wait {
    /// The wait of `tile`, written as a code.
    pub fn new(tile: Tile, discard: WaitScore, self_drawn: WaitScore) -> Wait {
        Wait { tile, discard, self_drawn, form: TileForm::Codes }
    }
}

/// A wait as the wire writes it: the tile as text (code or mpsz).
#[derive(Deserialize)]
struct WaitText {
    tile: crate::text::TileText,
    discard: WaitScore,
    self_drawn: WaitScore,
}

impl TryFrom<WaitText> for Wait {
    type Error = String;
    fn try_from(w: WaitText) -> Result<Wait, String> {
        let tile = w.tile.tile().ok_or_else(|| crate::tile::not_a_tile(w.tile.as_str()))?;
        Ok(Wait { tile, form: w.tile.form(), discard: w.discard, self_drawn: w.self_drawn })
    }
}

impl Serialize for Wait {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Wait", 3)?;
        st.serialize_field("tile", self.form.write(self.tile))?;
        st.serialize_field("discard", &self.discard)?;
        st.serialize_field("self_drawn", &self.self_drawn)?;
        st.end()
    }
}

/// Result of `waits`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct WaitsResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The tiles that complete the hand, in canonical order.
    pub waits: Vec<Wait>,
    /// Ready: `waits` is not empty (`riichi`: tenpai, with a yaku or without). A tile of
    /// which the hand holds all four copies is no wait.
    #[serde(default)]
    pub tenpai: bool,
}

/// Body of `POST /v1/hands/score-batch`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct BatchRequest {
    /// Up to 1,000 score requests.
    pub requests: Vec<HandRequest>,
}

/// One answer: a score, or the problem document that request alone would have produced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BatchItem {
    /// The score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<ScoreResponse>,
    /// The problem (pointers start with `/requests/N`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ProblemDocument>,
}

/// Result of `POST /v1/hands/score-batch`, in request order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BatchResponse {
    /// One answer per request.
    pub results: Vec<BatchItem>,
}
