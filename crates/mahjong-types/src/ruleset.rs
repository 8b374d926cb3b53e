//! A rule set definition, as data: the TOML document a rule set is written in and the answer of
//! `GET /v1/rulesets/{id}` (the service's engine compiles it; a client reads it typed).
//!
//! A rule set lists its scoring elements, each a value (points, doublings or a limit) attached to
//! one of a small set of named pattern detectors ([`Detector`]), its options, its claim rules and
//! its settlement. Everything a rule set does is visible here.

use serde::{Deserialize, Serialize};

use crate::tile::Wind;

/// Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
/// document's own term where it has one).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// English.
    pub en: String,
    /// Dutch (the source's term for `rode-boekje` and `ecr`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nl: Option<String>,
    /// Italian (the source's term for `italian`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub it: Option<String>,
}

impl Names {
    /// The name in `lang` (`en`, `nl`, `it`), falling back to English.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Nl => self.nl.as_deref().unwrap_or(&self.en),
            Lang::It => self.it.as_deref().unwrap_or(&self.en),
        }
    }
}

/// A language names are available in: `en` (the default), `nl`, `it`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = LanguageName))]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Dutch.
    Nl,
    /// Italian.
    It,
}

impl Lang {
    /// Every language, in order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Nl, Lang::It];

    /// The code as a request writes it (`en`, `nl`, `it`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::It => "it",
        }
    }

    /// Reads a code case-insensitively, as an `Accept-Language` tag is read.
    pub fn parse(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.as_str().eq_ignore_ascii_case(s))
    }

    /// Reads a code exactly as written (`en`, `nl`, `it`), as a request's `language` field is read.
    pub fn parse_exact(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.as_str() == s)
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        crate::read_name(d, "a language", &Lang::ALL, Lang::as_str)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(self.as_str())
    }
}

/// A value fixed by the rule set or taken from one of its options.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum Setting<T> {
    /// Fixed by the rule set.
    Fixed(T),
    /// Taken from this option of the rule set.
    Option {
        /// The option's id.
        option: String,
    },
}

/// How a hand's total is formed.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Classical: (sum of points) × 2^(doublings), capped at the limit.
    Doublings,
    /// Hong Kong style: the sum of the points.
    Points,
    /// Japanese (`riichi`): the doublings are han, the points fu; han and fu give base points by
    /// tier, and the total is what the winner is paid (docs/rules-riichi.md#riichi-points).
    HanFu,
}

/// Rounding of the final total.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Rounding {
    /// No rounding.
    #[default]
    None,
    /// To tens: ending in 2 or 4 down, 6 or 8 up.
    ItalianTens,
}

/// Structural patterns a mahjong may have.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Four sets and a pair (declared melds included).
    Standard,
    /// Seven pairs, see [`SevenPairsRule`].
    SevenPairs,
    /// One of each terminal and honour plus a duplicate.
    ThirteenOrphans,
    /// 1–9 of one suit, the four winds and a duplicate of any of them (`rode-boekje`).
    WindSnake,
    /// Every tile a terminal or honour, no set structure required (`italian`).
    Svarione,
    /// "Vogel eet cake": sets and the mixed pair bamboo-1 + circles-1, circles-1 the winning tile,
    /// the hand having waited on a bamboo-1 pair (`rode-boekje`).
    VogelEetCake,
    /// Knitting: seven couples, each one rank in the two suits the hand holds, no honours
    /// (`bmja`).
    Knitting,
    /// Triple knitting: four knitted triples (one rank in all three suits) and a knitted pair (one
    /// rank in two suits), no honours (`bmja`).
    TripleKnitting,
    /// Nine gates as a pattern of its own: no melds, 1112345678999 of one suit and one more tile
    /// of it, whatever the rule set's other limits on sets and a pair (`bmja`'s one chow).
    NineGates,
    /// Knitted straight with a set and a pair (`mcr`): 1-4-7 of one suit, 2-5-8 of another, 3-6-9
    /// of the third (nine single tiles), and a set (concealed, or the one declared meld) and a
    /// pair.
    KnittedStraight,
    /// Honours and knitted tiles (`mcr`): fourteen different tiles, no melds, the honours and
    /// numbered tiles of one knitted straight's three suits (1-4-7, 2-5-8, 3-6-9).
    HonorsAndKnitted,
}

impl Pattern {
    /// Every pattern, in the order arrangements are enumerated.
    pub const ALL: [Pattern; 11] = [
        Pattern::Standard,
        Pattern::SevenPairs,
        Pattern::ThirteenOrphans,
        Pattern::WindSnake,
        Pattern::Svarione,
        Pattern::VogelEetCake,
        Pattern::Knitting,
        Pattern::TripleKnitting,
        Pattern::NineGates,
        Pattern::KnittedStraight,
        Pattern::HonorsAndKnitted,
    ];

    /// The pattern's bit in a pattern set.
    pub const fn bit(self) -> u16 {
        1 << self as u8
    }

    /// Whether the pattern is four sets and a pair: the plain arrangement, or "Vogel eet cake",
    /// whose mixed pair counts as *the* pair (rules reference, "Limit versus arrangement").
    pub const fn is_sets_and_pair(self) -> bool {
        matches!(self, Pattern::Standard | Pattern::VogelEetCake)
    }
}

/// Seven pairs variants.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SevenPairsRule {
    /// The seven pairs must be of seven different kinds.
    #[serde(default)]
    pub distinct: bool,
    /// Four identical tiles, held or declared as a concealed kong, may stand for two pairs; such a
    /// hand has 14 tiles in all (`italian`).
    #[serde(default)]
    pub kong_as_two_pairs: bool,
    /// Four identical tiles held (not declared) are two pairs (`mcr`); a declared kong is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub four_as_two_pairs: bool,
}

/// Shapes a set filter can ask for.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// Three consecutive tiles of one suit.
    Chow,
    /// Three identical tiles.
    Pung,
    /// Four identical tiles (declared).
    Kong,
    /// A pung or a kong.
    PungOrKong,
    /// Two identical tiles.
    Pair,
}

/// Tile classes used by filters.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TileClass {
    /// Any tile.
    Any,
    /// Ranks 2–8.
    Simple,
    /// Ranks 1 and 9.
    Terminal,
    /// Any suit tile.
    Suit,
    /// Winds and dragons.
    Honour,
    /// A wind.
    Wind,
    /// A dragon.
    Dragon,
    /// Terminals and honours.
    Major,
    /// Bamboo 2, 3, 4, 6, 8 and the green dragon.
    Green,
    /// The player's own wind.
    SeatWind,
    /// The prevailing wind(s).
    RoundWind,
}

impl TileClass {
    /// How many classes there are.
    pub const COUNT: usize = 11;

    /// Every class, in declaration order (`class as usize` indexes arrays by class).
    pub const ALL: [TileClass; TileClass::COUNT] = [
        TileClass::Any,
        TileClass::Simple,
        TileClass::Terminal,
        TileClass::Suit,
        TileClass::Honour,
        TileClass::Wind,
        TileClass::Dragon,
        TileClass::Major,
        TileClass::Green,
        TileClass::SeatWind,
        TileClass::RoundWind,
    ];

    /// The class's index in [`TileClass::ALL`].
    pub const fn slot(self) -> usize {
        self as usize
    }
}

/// Bonus tile kinds for bonus filters.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BonusKind {
    /// A flower or a season.
    Any,
    /// A flower (`f1`–`f4`).
    Flower,
    /// A season (`s1`–`s4`).
    Season,
}

/// Which bonus tiles count.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BonusMatch {
    /// Every bonus tile.
    Any,
    /// The number matches the seat (1 East … 4 North).
    Seat,
    /// The number matches a prevailing wind.
    Round,
}

pub use crate::win::{Announcement, Source, Timing};

fn is_false(b: &bool) -> bool {
    !*b
}

/// The named pattern detectors. Each returns how many times its element applies to an arrangement
/// (0 = not at all); set detectors count matching sets, hand detectors return 0 or 1.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Detector {
    /// Every legal mahjong.
    Mahjong,
    /// Each set of the given shape and tile class; `concealed` restricts to concealed (true) or
    /// exposed (false) sets.
    Set {
        /// The set's shape.
        shape: Shape,
        /// The class of its tiles.
        tiles: TileClass,
        /// Only concealed (true) or only exposed (false) sets.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        concealed: Option<bool>,
    },
    /// The number of matching sets lies in `min..=max`. With `exposed_kong_as_concealed`, an
    /// exposed kong counts as a concealed pung (`rode-boekje`).
    SetCount {
        /// The sets' shape.
        shape: Shape,
        /// The class of their tiles.
        tiles: TileClass,
        /// Only concealed (true) or only exposed (false) sets.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        concealed: Option<bool>,
        /// An exposed kong counts as a concealed pung.
        #[serde(default, skip_serializing_if = "is_false")]
        exposed_kong_as_concealed: bool,
        /// At least this many.
        min: u8,
        /// At most this many.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max: Option<u8>,
    },
    /// All the player's tiles (melds included, bonus tiles not): every tile in one of `allowed`
    /// (empty: any), at least one tile of each class in `required`, and the number of suits
    /// present within `min_suits..=max_suits`.
    Tiles {
        /// Every tile is of one of these classes (empty: any).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        allowed: Vec<TileClass>,
        /// At least one tile of each of these classes.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        required: Vec<TileClass>,
        /// At least this many suits.
        #[serde(default)]
        min_suits: u8,
        /// At most this many suits.
        #[serde(default = "three")]
        max_suits: u8,
    },
    /// Four chows and a pair; with `valueless_pair`, a pair that is not a dragon, the seat wind or
    /// a prevailing wind.
    AllChows {
        /// The pair must be worth nothing.
        #[serde(default, skip_serializing_if = "is_false")]
        valueless_pair: bool,
    },
    /// Four pungs/kongs and a pair.
    AllPungs,
    /// No exposed declared melds (a set completed by a claimed winning tile does not count; a
    /// claimed kong counts as concealed).
    ConcealedHand,
    /// The winning tile came from the wall or was a kong replacement.
    SelfDrawn,
    /// The winning tile came from this source.
    WinSource {
        /// The source.
        source: Source,
    },
    /// The last tile: of the wall when `self_drawn` is true, the last discard when false, either
    /// when absent.
    LastTile {
        /// The last wall tile (true), the last discard (false), either (absent).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        self_drawn: Option<bool>,
    },
    /// Heavenly or earthly hand.
    Timing {
        /// The timing.
        timing: Timing,
    },
    /// The winning tile completes the pair; with `tiles`, a pair of that class.
    CompletesPair {
        /// The class of the pair.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tiles: Option<TileClass>,
    },
    /// The hand had exactly one wait (ordinary waits); with `shape`, the winning tile also
    /// completes a set of that shape.
    OnlyWait {
        /// The set the winning tile completes.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shape: Option<Shape>,
    },
    /// The winning tile is one of these.
    WinningTile {
        /// Tile codes.
        tiles: Vec<String>,
    },
    /// Exactly `pungs` pungs/kongs of dragons, plus a dragon pair when `pair`.
    DragonSets {
        /// How many pungs/kongs of dragons.
        pungs: u8,
        /// And a dragon pair.
        #[serde(default, skip_serializing_if = "is_false")]
        pair: bool,
    },
    /// Exactly `pungs` pungs/kongs of winds, plus a wind pair when `pair`.
    WindSets {
        /// How many pungs/kongs of winds.
        pungs: u8,
        /// And a wind pair.
        #[serde(default, skip_serializing_if = "is_false")]
        pair: bool,
    },
    /// The arrangement has this structural pattern.
    Pattern {
        /// The pattern.
        pattern: Pattern,
    },
    /// Nine gates: no melds, one suit, 1112345678999 plus one more tile of the suit, of class
    /// `extra` (any when absent); `extra_wins`: when that tile must be the winning tile.
    NineGates {
        /// The class of the extra tile.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        extra: Option<TileClass>,
        /// When the extra tile must be the winning tile.
        #[serde(default, skip_serializing_if = "ExtraWins::is_never")]
        extra_wins: ExtraWins,
    },
    /// The winner made this announcement (`win.announcements`), with at most `max_exposed`
    /// exposed groups when given (declared exposed melds, and the group a claimed winning tile
    /// completes; a claimed kong counts as concealed).
    Announced {
        /// The announcement.
        announcement: Announcement,
        /// At most this many exposed groups.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        max_exposed: Option<u8>,
    },
    /// The snake of `dmjl`: one suit, a pung or kong of 1 and of 9, a pair of 2, 5 or 8, and two
    /// chows of the other ranks.
    SquirmingSnake,
    /// The snake of `bmja`: no melds, one suit, a pair of 1, one each of 2–9 and of the four
    /// winds.
    WrigglingSnake,
    /// 1–9 of one suit plus a pung of `pung` and a pair of `pair` (dragon and wind tails), no melds.
    Tail {
        /// The class of the pung.
        pung: TileClass,
        /// The class of the pair.
        pair: TileClass,
    },
    /// Each bonus tile of the kind and matching rule.
    Bonus {
        /// Flowers, seasons or both.
        which: BonusKind,
        /// Which of them count.
        matching: BonusMatch,
    },
    /// All four flowers or all four seasons.
    BonusSet {
        /// Flowers or seasons.
        which: BonusKind,
    },
    /// No bonus tiles at all.
    NoBonus,
    /// The player sits in this seat.
    Seat {
        /// The seat.
        wind: Wind,
    },
    /// Every one of the detectors applies.
    AllOf {
        /// The detectors.
        #[cfg_attr(feature = "openapi", schema(no_recursion))]
        all: Vec<Detector>,
    },
    /// The player's other points (all other elements except those suppressed by this one) are 0.
    NoOtherPoints,
    /// Each dora of the hand (`riichi`): a tile held (melds included) of the kind an indicator
    /// names, once per indicator; or each red five held.
    Dora {
        /// Which dora.
        which: DoraKind,
    },
    /// Exactly `pairs` pairs of identical chows (same suit and ranks; a chow held three times
    /// makes one pair, four times two).
    IdenticalChows {
        /// How many pairs.
        pairs: u8,
    },
    /// Sets of `shape` (chows, or pungs and kongs) of the same ranks in all three suits.
    SameInThreeSuits {
        /// The sets' shape: `chow` or `pung_or_kong`.
        shape: Shape,
    },
    /// Chows 1-2-3, 4-5-6 and 7-8-9 of one suit.
    FullStraight,
    /// Four sets and a pair, each holding a tile of this class.
    EveryGroup {
        /// The class every set and the pair touch.
        tiles: TileClass,
    },
    /// The set the winning tile completes in the arrangement was waited on this way.
    Wait {
        /// The wait.
        wait: WaitShape,
    },
    /// How often one fan of the Chinese Official rules (`mcr`) counts for the arrangement. The
    /// fans are counted together, by one procedure that applies the rules' combination principles
    /// (a fan implied by another is not counted again; a set combines once per kind of fan):
    /// docs/rules-mcr.md §3.
    Fan {
        /// The fan's id (`pure_straight`, `flower_tiles`, ...: docs/rules-mcr.md §2).
        fan: String,
    },
}

/// Which dora a `dora` detector counts.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DoraKind {
    /// Named by the win's `dora_indicators`.
    Dora,
    /// Named by the win's `ura_indicators`.
    Ura,
    /// The red fives held (aka dora).
    Red,
}

/// How the set the winning tile completes was waited on.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum WaitShape {
    /// On the 3 of 1-2-3 or the 7 of 7-8-9 (penchan).
    Edge,
    /// On the middle tile of a chow (kanchan).
    Closed,
    /// On the second tile of the pair (tanki).
    Pair,
}

fn three() -> u8 {
    3
}

/// When the extra tile of nine gates must be the winning tile.
#[derive(Copy, Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ExtraWins {
    /// Any winning tile.
    #[default]
    Never,
    /// Always (`dmjl`).
    Always,
    /// When the winning tile was claimed (`bmja`: a claimed tile may only complete a pair).
    WhenClaimed,
}

impl ExtraWins {
    fn is_never(&self) -> bool {
        *self == ExtraWins::Never
    }
}

/// The OpenAPI component `Detector`: a `oneOf` of one named schema per variant
/// (`DetectorSetCount`, `DetectorAllOf`, …) with `kind` as its discriminator. Generators that
/// cannot take a recursive union of inline objects (openapi-python-client: "Invalid property in
/// union") take it in this form; the variants' schemas are the ones derived from [`Detector`].
#[cfg(feature = "openapi")]
pub struct DetectorSchema;

#[cfg(feature = "openapi")]
impl DetectorSchema {
    /// Each variant's `kind` and its schema, in declaration order.
    fn variants() -> Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)> {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::schema::Schema;
        let RefOr::T(Schema::OneOf(union)) = <Detector as utoipa::PartialSchema>::schema() else {
            unreachable!("Detector's derived schema is a oneOf")
        };
        union
            .items
            .into_iter()
            .map(|mut item| {
                let kind = match &item {
                    RefOr::T(Schema::Object(object)) => object
                        .properties
                        .get("kind")
                        .and_then(|kind| match kind {
                            RefOr::T(Schema::Object(kind)) => kind.enum_values.as_ref()?.first()?.as_str(),
                            _ => None,
                        })
                        .map(str::to_owned),
                    _ => None,
                };
                let kind = kind.expect("every Detector variant is an object with its kind");
                // The discriminator's one-value enum as a component named after its variant
                // (`DetectorSetCountKind`), so that generators making a class of it name it so
                // rather than `Kind1` … `Kind37` (datamodel-code-generator warns past a fifth of
                // its classes numbered).
                if let RefOr::T(Schema::Object(object)) = &mut item
                    && let Some(k) = object.properties.get_mut("kind")
                {
                    *k = RefOr::Ref(utoipa::openapi::Ref::from_schema_name(Self::kind_component(&kind)));
                }
                (kind, item)
            })
            .collect()
    }

    /// `set_count` -> `DetectorSetCountKind`: the component of the variant's `kind`, an enum of
    /// its one name.
    fn kind_component(kind: &str) -> String {
        format!("{}Kind", Self::component(kind))
    }

    /// `set_count` -> `DetectorSetCount`.
    fn component(kind: &str) -> String {
        let mut name = String::from("Detector");
        for word in kind.split('_') {
            let mut chars = word.chars();
            if let Some(first) = chars.next() {
                name.extend(first.to_uppercase());
                name.push_str(chars.as_str());
            }
        }
        name
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for DetectorSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::Ref;
        use utoipa::openapi::schema::{Discriminator, OneOfBuilder};
        let mut union = OneOfBuilder::new().description(Some(
            "The named pattern detectors. Each returns how many times its element applies to an arrangement \
             (0 = not at all); set detectors count matching sets, hand detectors return 0 or 1.",
        ));
        let mut discriminator = Discriminator::new("kind");
        for (kind, _) in Self::variants() {
            let name = Self::component(&kind);
            discriminator.mapping.insert(kind, format!("#/components/schemas/{name}"));
            union = union.item(Ref::from_schema_name(name));
        }
        union.discriminator(Some(discriminator)).into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for DetectorSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "Detector".into()
    }

    fn schemas(schemas: &mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>) {
        use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
        for (kind, schema) in Self::variants() {
            let name =
                ObjectBuilder::new().schema_type(SchemaType::Type(Type::String)).enum_values(Some([kind.clone()]));
            schemas.push((Self::kind_component(&kind), name.into()));
            schemas.push((Self::component(&kind), schema));
        }
        <Detector as utoipa::ToSchema>::schemas(schemas);
    }
}

/// Which players an element applies to.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Applies {
    /// Every player.
    All,
    /// The winner only.
    Winner,
    /// Players other than the winner only.
    NonWinner,
}

/// One scoring element of a rule set.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Element {
    /// Stable id, unique in the rule set.
    pub id: String,
    /// Its names.
    pub name: Names,
    /// Where the rule comes from: the source document's section, and the section of the rules
    /// reference (`docs/rules.md`) where an ambiguity was settled.
    pub source: String,
    /// Who scores it.
    pub applies: Applies,
    /// Points it is worth (each time it applies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Doublings it is worth (each time it applies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doublings: Option<u32>,
    /// Doublings it is worth on an open hand (one with an exposed declared meld; `han_fu`
    /// rule sets), where they differ from `doublings`; 0: not on an open hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open_doublings: Option<u32>,
    /// A limit hand of this value (replaces the ordinary total when higher).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// An irregular limit hand (`rode-boekje`: half value for a waiting non-winner).
    #[serde(default, skip_serializing_if = "is_false")]
    pub irregular: bool,
    /// What it detects.
    #[cfg_attr(feature = "openapi", schema(value_type = DetectorSchema))]
    pub detector: Detector,
    /// Not awarded when any of these elements is detected.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unless: Vec<String>,
    /// Only when this boolean option is on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled_by: Option<String>,
    /// Only for arrangements with one of these patterns (empty: any).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub patterns: Vec<Pattern>,
}

/// A rule set option's type and default, as used by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A boolean option.
    Bool {
        /// Its default.
        default: bool,
    },
    /// An integer option.
    Int {
        /// Its default.
        default: i64,
        /// Smallest allowed value.
        min: i64,
        /// Largest allowed value.
        max: i64,
    },
}

/// Option types.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum OptionType {
    /// `true` or `false`.
    Bool,
    /// An integer.
    Int,
}

/// A named rule set option that a request may override.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct OptionDef {
    /// The option's id (the key of `options` in requests).
    pub id: String,
    /// Its names.
    pub name: Names,
    /// Where the rule comes from.
    pub source: String,
    /// Its type.
    #[serde(rename = "type")]
    pub ty: OptionType,
    /// Its default.
    pub default: OptionValue,
    /// Smallest allowed value of an integer option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// Largest allowed value of an integer option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

impl OptionDef {
    /// The option's type with its default and bounds (checked by [`Ruleset::compile`]).
    pub fn kind(&self) -> OptionKind {
        match (self.ty, self.default) {
            (OptionType::Bool, OptionValue::Bool(b)) => OptionKind::Bool { default: b },
            (OptionType::Int, OptionValue::Int(n)) => {
                OptionKind::Int { default: n, min: self.min.unwrap_or(i64::MIN), max: self.max.unwrap_or(i64::MAX) }
            }
            (OptionType::Bool, _) => OptionKind::Bool { default: false },
            (OptionType::Int, _) => OptionKind::Int { default: 0, min: i64::MIN, max: i64::MAX },
        }
    }
}

/// An option value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum OptionValue {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
}

/// A pattern a mahjong may take, possibly behind an option.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PatternDef {
    /// The pattern.
    pub pattern: Pattern,
    /// Only when this boolean option is on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub enabled_by: Option<String>,
    /// An arrangement of this pattern scores exactly its limit hand: points and doublings are
    /// earned only by an arrangement into sets and a pair (irregular hands: seven pairs, thirteen
    /// orphans, wind snake, svarione). A hand that also forms sets and a pair is scored both ways
    /// and the higher total wins.
    #[serde(default, skip_serializing_if = "is_false")]
    pub limit_only: bool,
    /// With `limit_only`: an arrangement of this pattern is a mahjong only when one of these
    /// limit elements applies (`bmja`: seven pairs only as all pair honours); a limit of the win
    /// (heavenly hand, …) does not make it one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requires: Vec<String>,
}

/// The minimum a winning hand must reach (otherwise it is a false mahjong).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Minimum {
    /// At least this many doublings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doublings: Option<u32>,
    /// At least this many points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<Setting<u32>>,
    /// Any of these elements also satisfies the minimum; a limit hand always does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub or_elements: Vec<String>,
    /// These elements' points do not count towards `points` (`mcr`: flowers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluding: Vec<String>,
}

/// Tile-count faults of non-winners.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TileCountFaults {
    /// One tile short still scores.
    #[serde(default)]
    pub short_scores: bool,
    /// One tile too many scores 0.
    #[serde(default)]
    pub long_scores_zero: bool,
}

/// What a waiting non-winner earns for the hand it waits on: a share of a limit hand
/// (`rode-boekje` half of an irregular one, `bmja` 2/5 of any), and doublings for some winner
/// elements (`bmja`: calling for purity).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct WaitingLimit {
    /// Only irregular limit hands count.
    pub irregular_only: bool,
    /// The limit value is multiplied by this (default 1)…
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub multiplier: u32,
    /// …and divided by this.
    pub divisor: u32,
    /// Winner elements whose hand a non-winner waits on earn it these doublings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doublings: Vec<WaitingDoublings>,
}

/// Doublings a waiting non-winner earns when a hand it waits on has a winner element.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct WaitingDoublings {
    /// The element's id.
    pub element: String,
    /// The doublings earned.
    pub doublings: u32,
}

fn one() -> u32 {
    1
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

/// Claim priority rules.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ClaimRules {
    /// Mahjong claims are ranked limit > pair > pung > chow before turn order.
    pub rank_mahjong: bool,
    /// Only the next player may claim for a chow.
    pub chow_only_next: bool,
    /// A discard may be taken for a chow only to complete mahjong.
    pub chow_only_for_mahjong: bool,
    /// Two or more mahjong claims void the deal.
    pub multiple_mahjong_voids: bool,
    /// Several mahjong claims on one discard all win (`riichi`: double ron); otherwise the first
    /// in turn after the discarder wins (head bump).
    #[serde(default = "fixed_false")]
    pub several_mahjong_win: Setting<bool>,
    /// Three mahjong claims on one discard void the deal (`riichi`: the triple-ron abortive draw).
    #[serde(default = "fixed_false")]
    pub three_mahjong_void: Setting<bool>,
    /// Where the rules come from.
    pub source: String,
}

/// How the next East is found.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Rotation {
    /// East always passes.
    Always,
    /// East stays after winning; passes otherwise (draws included).
    UnlessEastWins,
    /// East stays after winning or a draw.
    UnlessEastWinsOrDraw,
    /// East passes after every deal except a void one; after the second void deal in a row too.
    ExceptFirstVoid,
}

/// How payments are made.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "method", rename_all = "snake_case", deny_unknown_fields)]
pub enum Payments {
    /// Non-winners pay the winner the winner's score and each other their differences.
    Classical {
        /// Every payment to or from East is doubled.
        east_double: Setting<bool>,
    },
    /// Chip bands by points; the discarder or everyone on self-pick pays double.
    Chips {
        /// The bands, by points.
        bands: Vec<ChipBand>,
        /// What a false declaration costs, to each opponent.
        false_declaration: u32,
    },
    /// Han and fu (`riichi`): the winner's hand total paid by the discarder, or split on a
    /// self-draw (the dealer twice each other player); honba, riichi deposits, noten payments
    /// at an exhaustive draw; the dealer stays East on a win or tenpai at a draw.
    HanFu,
    /// Fans (`mcr`): on a discard the discarder pays the winner's total + `base` and the two
    /// others `base` each; self-drawn, each of the three pays the total + `base`; a drawn deal
    /// pays nothing. A false mahjong (`false_mahjong`) costs the offender `false_mahjong` to each
    /// other player, and no one wins.
    Fans {
        /// What every loser pays besides the discarder's (or on a self-draw each one's) total.
        base: u32,
        /// What a false mahjong costs, to each other player: fixed, or an `int` option of the
        /// rule set (0 or more).
        false_mahjong: Setting<i64>,
    },
}

/// Base chips `base` per payer for `min_points` and more.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ChipBand {
    /// From this many points.
    pub min_points: u32,
    /// Base chips per payer.
    pub base: u32,
}

/// A penalty a rule set with classical payments takes (`settlement.penalties`: `dmjl`, `bmja`):
/// its amount and who pays whom. The offenders pay; each payer pays each payee the amount ÷
/// (payers × payees), rounded down (500 to three payees: 166 each); penalties are not doubled
/// for East. A request's penalty of a kind the rule set does not list is refused.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PenaltyRule {
    /// The penalty, as a request names it.
    pub kind: crate::ops::deals::PenaltyKind,
    /// Its names.
    pub name: Names,
    /// Where the rule comes from.
    pub source: String,
    /// The request's penalties of this kind in one deal are taken together, and this rule applies
    /// when there are exactly this many (a false mahjong by one, two or three players); without
    /// it, each penalty of the kind is one offence of one player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offenders: Option<u32>,
    /// The amount in points…
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// …or a share of the rule set's limit…
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit_share: Option<LimitShare>,
    /// …or the offender, the discarder of the winning tile, pays for all (with `payees`
    /// `winner`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay_for_all: Option<PayForAll>,
    /// Who receives it.
    pub payees: PenaltyPayees,
}

/// A share of the limit: the limit × `multiplier` ÷ `divisor`, rounded down.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct LimitShare {
    /// Default 1.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub multiplier: u32,
    /// Not 0.
    pub divisor: u32,
}

/// Pay for all: the offender alone pays the winner the winner's total × `times` (`east_times`
/// when the winner is East), and no one pays anything else for the hands of that deal.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PayForAll {
    /// The multiple of the winner's total when the winner is not East.
    pub times: u32,
    /// The multiple when the winner is East.
    pub east_times: u32,
}

/// Who receives a penalty.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PenaltyPayees {
    /// One player, named by the request's penalty (`to`).
    Named,
    /// Every player who is not one of the offenders.
    Others,
    /// The winner (pay for all).
    Winner,
}

/// Settlement rules.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SettlementRules {
    /// How payments are made.
    pub payments: Payments,
    /// How the next East is found.
    pub rotation: Rotation,
    /// Where the rules come from.
    pub source: String,
    /// The penalties the rule set takes, with classical payments (`nine-dragons`' chip penalties
    /// are built in: docs/rules.md, Nine Dragons).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyRule>,
}

/// A named set of option values (`riichi`: the EMA and WRC rules).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PresetDef {
    /// The preset's id: the rule set `<id>-<preset>` serves it.
    pub id: String,
    /// Its names.
    pub name: Names,
    /// The rules it follows, and where they say so.
    pub source: String,
    /// The option values it sets (the others keep their defaults).
    pub options: std::collections::BTreeMap<String, OptionValue>,
}

/// How han and fu become a total (`method = "han_fu"`), each setting named after the field of the
/// reference package's `OptionalRules` it equals (docs/rules-riichi.md#riichi-options).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct HanFuDef {
    /// 13 han or more without a yakuman: 0 paid as a yakuman, 1 as a sanbaiman, 2 as one yakuman
    /// per 13 han.
    pub kazoe_limit: Setting<i64>,
    /// 4 han 30 fu and 3 han 60 fu are paid as a mangan.
    pub kiriage: Setting<bool>,
    /// An open hand with no fu but the base gets 2 fu (30 fu in all).
    pub fu_for_open_pinfu: Setting<bool>,
    /// A self-drawn win gets its 2 fu even with no other fu (and so no pinfu on a self-draw).
    pub fu_for_pinfu_tsumo: Setting<bool>,
    /// No hand is paid more than six yakuman (78 han).
    pub limit_to_sextuple_yakuman: Setting<bool>,
}

/// A rule set definition, as written in its TOML file and served by `GET /v1/rulesets/{id}`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RulesetDef {
    /// The rule set's id.
    pub id: String,
    /// Its names.
    pub name: Names,
    /// The source document, by title and edition.
    pub source: String,
    /// How a hand's total is formed.
    pub method: Method,
    /// The limit (cap) of a hand's total, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// No cap on ordinary totals ("roof off"); a limit hand still scores its limit exactly.
    #[serde(default = "fixed_false", skip_serializing_if = "is_fixed_false")]
    pub roof_off: Setting<bool>,
    /// The most chows a standard mahjong may have (`bmja` 1), if limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_chows: Option<u8>,
    /// A tile won as a kong replacement needs no declared kong in the hand (Kajongg's tests win
    /// on the kong box without one).
    #[serde(default, skip_serializing_if = "is_false")]
    pub kong_box_without_kong: bool,
    /// Rounding of the final total.
    #[serde(default)]
    pub rounding: Rounding,
    /// Whether players other than the winner score their hands.
    pub non_winners_score: bool,
    /// Whether a second prevailing wind may be named (`italian`, third turn).
    #[serde(default)]
    pub extra_round_wind: bool,
    /// Chips each player starts a session with, where the rule set reconciles session totals
    /// 3:3:3:1 (`italian`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_chips: Option<i64>,
    /// Whether bonus tiles (flowers, seasons) are in play.
    pub bonus_tiles: Setting<bool>,
    /// Whether red fives (`0m`, `0p`, `0s`) are in play; without them a red five is refused.
    /// Default false.
    #[serde(default = "fixed_false", skip_serializing_if = "is_fixed_false")]
    pub red_fives: Setting<bool>,
    /// Whether a hand may declare a claimed kong (`"claimed": true` on a kong, `{…}` in compact
    /// notation: a concealed pung completed by a claimed discard, scored as an exposed kong and
    /// counted as concealed for the rules on concealed hands). Without it such a hand is refused
    /// (`not_in_ruleset`). Default false.
    #[serde(default)]
    pub claimed_kongs: bool,
    /// The announcements a win may carry under this rule set (`original_call`,
    /// `twofold_fortune`); a win with any other is refused (`not_in_ruleset`). Default none.
    #[serde(default)]
    pub announcements: Vec<Announcement>,
    /// The patterns a mahjong may take.
    pub patterns: Vec<PatternDef>,
    /// Seven pairs variants.
    #[serde(default)]
    pub seven_pairs: SevenPairsRule,
    /// The minimum a winning hand must reach.
    #[serde(default)]
    pub minimum: Minimum,
    /// Tile-count faults of non-winners.
    #[serde(default)]
    pub tile_count_faults: TileCountFaults,
    /// A waiting non-winner's share of a limit hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waiting_limit: Option<WaitingLimit>,
    /// The han and fu method's settings (`method = "han_fu"`: required there, refused elsewhere).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub han_fu: Option<HanFuDef>,
    /// The options a request may override.
    #[serde(default)]
    pub options: Vec<OptionDef>,
    /// Named option sets, each served as a rule set of its own, `<id>-<preset>` (`riichi-ema`):
    /// this rule set with the preset's option values as its defaults.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub presets: Vec<PresetDef>,
    /// The scoring elements.
    pub elements: Vec<Element>,
    /// Claim priority rules.
    pub claims: ClaimRules,
    /// Settlement rules.
    pub settlement: SettlementRules,
    /// The order of play of a session (docs/sessions.md).
    #[serde(default)]
    pub session: SessionRules,
    /// Tournament standings and prizes (docs/sessions.md).
    #[serde(default)]
    pub tournament: TournamentRules,
}

fn fixed_false() -> Setting<bool> {
    Setting::Fixed(false)
}

fn is_fixed_false(s: &Setting<bool>) -> bool {
    *s == Setting::Fixed(false)
}

// ------------------------------------------------------------------ sessions and tournaments

/// One round of the order of play: its prevailing wind(s).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RoundDef {
    /// The prevailing wind.
    pub wind: Wind,
    /// A second prevailing wind (`italian`, third turno); needs `extra_round_wind`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra: Option<Wind>,
}

/// Rounds grouped into parts, each played at its own table (`italian`: a turno of two giri).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PartDef {
    /// Rounds per part.
    pub rounds: u32,
    /// What a part is called (`italian`: turno).
    pub name: Names,
}

/// What totals count.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// Points, settled between the players.
    #[default]
    Points,
    /// Chips (`nine-dragons`: every deal is settled in chips).
    Chips,
}

impl Unit {
    /// The unit's name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Unit::Points => "points",
            Unit::Chips => "chips",
        }
    }
}

fn four_rounds() -> Vec<RoundDef> {
    [Wind::East, Wind::South, Wind::West, Wind::North].map(|wind| RoundDef { wind, extra: None }).to_vec()
}

fn four() -> u32 {
    4
}

/// The order of play (`[session]`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SessionRules {
    /// The rounds in order; the session is over after the last.
    #[serde(default = "four_rounds")]
    pub rounds: Vec<RoundDef>,
    /// A round ends when the deal has passed this many times (deals in which East keeps the
    /// deal do not count).
    #[serde(default = "four")]
    pub passes_per_round: u32,
    /// Rounds grouped into parts played at separate tables (`italian` turni).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parts: Option<PartDef>,
    /// Each player's total before the first deal.
    #[serde(default)]
    pub starting_total: i64,
    /// At the end of every round, totals that do not add up to 4 × `starting_total` are
    /// reconciled 3:3:3:1 (`italian`); without it, starting totals must add up.
    #[serde(default)]
    pub reconcile_each_round: bool,
    /// East's win number `n` since taking the deal is a limit hand (East scores the rule set's
    /// limit) and passes the deal (`dmjl`: 9, "East won nine times in a row").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east_win_limit: Option<u32>,
    /// What totals count.
    #[serde(default)]
    pub unit: Unit,
    /// Placement scoring (`riichi`): the players start with `placement.start` points (instead
    /// of `starting_total`), and a session that is over ends in final scores and standings by
    /// them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<Placement>,
    /// The players change seats between rounds (`mcr`: EMA MCR): for each round, the seat in
    /// its first deal of the players who sat East, South, West and North in the session's first
    /// deal. Each round starts with East in the seat where the session began. Empty: only East
    /// moves, as the deal passes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seats: Vec<[Wind; 4]>,
    /// Table points for the first to the fourth place of a session that is over (`mcr`: 4, 2,
    /// 1, 0); tied players share the points of the places they fill. Tournament standings rank
    /// by their sum, then by the total. Empty: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub table_points: Vec<u32>,
    /// Where the order of play comes from.
    #[serde(default)]
    pub source: String,
}

impl Default for SessionRules {
    fn default() -> SessionRules {
        SessionRules {
            rounds: four_rounds(),
            passes_per_round: 4,
            parts: None,
            starting_total: 0,
            reconcile_each_round: false,
            east_win_limit: None,
            unit: Unit::Points,
            placement: None,
            seats: Vec::new(),
            table_points: Vec::new(),
            source: String::new(),
        }
    }
}

/// A session's final scores by placement (`riichi`'s oka and uma): each player's points less
/// `target`, plus the uma of their place; the first also takes the oka, `4 × (target − start)`,
/// and the riichi deposits left on the table. Tied players share their places' uma (and oka,
/// deposits) equally.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Placement {
    /// Each player's points before the first deal.
    pub start: Setting<i64>,
    /// The points a final score is measured from (the return points).
    pub target: Setting<i64>,
    /// The uma of the first and the second place; the fourth and the third pay them.
    pub uma: [Setting<i64>; 2],
}

/// A named tie-break between equal tournament totals.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// More sessions finished first at the table (shared firsts count).
    SessionWins,
    /// The higher best single session result.
    BestSession,
}

/// Who gets a prize.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Award {
    /// The highest total.
    Highest,
    /// The lowest total.
    Lowest,
}

/// A prize the rule set names.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PrizeDef {
    /// Stable id.
    pub id: String,
    /// The prize's name.
    pub name: Names,
    /// Who gets it.
    pub award: Award,
}

/// What one tournament round is.
#[derive(Copy, Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TournamentRound {
    /// A whole session at each table.
    #[default]
    Session,
    /// One part of the order of play (`italian`: round r is turno r, with its round winds).
    Part,
}

/// Tournaments (`[tournament]`): players are ranked by the sum of their session results (final
/// minus starting total), highest first, then by the tie-breaks in order.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Default)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TournamentRules {
    /// The number of rounds, where the rule set fixes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// What one tournament round is.
    #[serde(default)]
    pub round: TournamentRound,
    /// Tie-breaks between equal totals, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tie_breaks: Vec<TieBreak>,
    /// The named prizes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prizes: Vec<PrizeDef>,
    /// Where the tournament rules come from.
    #[serde(default)]
    pub source: String,
}

impl SessionRules {
    /// The first round of part `part` (from 0).
    pub fn part_start(&self, part: u32) -> Option<u32> {
        let per = self.parts.as_ref()?.rounds;
        let first = part.checked_mul(per)?;
        ((first as usize) < self.rounds.len()).then_some(first)
    }

    /// The part (from 0) round `round` (from 0) belongs to.
    pub fn part_of(&self, round: u32) -> Option<u32> {
        self.parts.as_ref().map(|p| round / p.rounds)
    }
}
