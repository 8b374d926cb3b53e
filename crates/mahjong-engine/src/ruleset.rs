//! Rule sets as data.
//!
//! A rule set is one TOML document (see `rulesets/*.toml`) that lists its scoring elements, each a
//! value (points, doublings or a limit) attached to one of a small set of named pattern detectors
//! ([`Detector`]). The definition's types are the contract's ([`mahjong_types::ruleset`]): the same
//! structure is served back by `GET /v1/rulesets/{id}`, so everything a rule set does is visible in
//! it. [`Ruleset::compile`] checks a definition once, at start-up, and resolves names to indices so
//! that scoring never looks anything up by string.

use std::collections::BTreeMap;

use arrayvec::ArrayVec;
pub use mahjong_types::ruleset::*;

use super::hanfu::{HanFuRules, Kazoe};
use super::tile::{Tile, TileMask, Wind, mask_where};

/// A problem found while compiling a rule set definition.
#[derive(Debug, thiserror::Error)]
#[error("rule set {ruleset}: {message}")]
pub struct RulesetError {
    pub ruleset: String,
    pub message: String,
}

/// A detector with names resolved to indices and tile classes to masks.
#[derive(Clone, Debug)]
pub(crate) enum Det {
    Mahjong,
    /// `cells`: the (shape, side) cells of [`set_cells`] the filter counts.
    Set {
        shape: Shape,
        class: TileClass,
        concealed: Option<bool>,
        cells: u8,
    },
    /// `cells` includes exposed kongs where they count as concealed pungs.
    SetCount {
        class: TileClass,
        min: u8,
        max: u8,
        cells: u8,
    },
    /// Class sets (bit = `TileClass as usize`); `allowed` 0 = any. `allowed_static`: the union
    /// of the allowed classes that are the same for every player (all kinds for any), the seat
    /// and round wind classes left in `allowed`.
    Tiles {
        allowed: u16,
        allowed_static: TileMask,
        required: u16,
        min_suits: u8,
        max_suits: u8,
    },
    AllChows {
        valueless_pair: bool,
    },
    AllPungs,
    ConcealedHand,
    SelfDrawn,
    WinSource(Source),
    LastTile(Option<bool>),
    Timing(Timing),
    /// The pair's kinds.
    CompletesPair(TileMask),
    OnlyWait(Option<Shape>),
    WinningTile(TileMask),
    DragonSets {
        pungs: u8,
        pair: bool,
    },
    WindSets {
        pungs: u8,
        pair: bool,
    },
    Pattern(Pattern),
    /// `extra`: the kinds the extra tile may be.
    NineGates {
        extra: TileMask,
        extra_wins: ExtraWins,
    },
    /// The announcement and the most exposed groups allowed.
    Announced(Announcement, Option<u8>),
    SquirmingSnake,
    WrigglingSnake,
    Tail {
        pung: TileClass,
        pair: TileClass,
    },
    Bonus(BonusKind, BonusMatch),
    BonusSet(BonusKind),
    NoBonus,
    Seat(Wind),
    AllOf(Vec<Det>),
    NoOtherPoints,
    IdenticalChows(u8),
    /// `true`: pungs and kongs; `false`: chows.
    SameInThreeSuits(bool),
    FullStraight,
    EveryGroup(TileClass),
    Wait(WaitShape),
    Dora(DoraKind),
    /// One fan of `mcr` ([`crate::mcr::FAN_IDS`] index), read from the arrangement's fan table.
    Fan(u8),
}

impl Det {
    /// The facts ([`facts`]) the detector asks for, all of which must hold, when that is what it
    /// is.
    pub(crate) fn facts(&self) -> Option<u32> {
        use facts::*;
        Some(match self {
            Det::Mahjong => WIN,
            Det::ConcealedHand => CONCEALED,
            Det::SelfDrawn => SELF_DRAWN,
            Det::WinSource(s) => SOURCE << *s as u32,
            Det::LastTile(None) => LAST_TILE,
            Det::LastTile(Some(true)) => LAST_TILE | SELF_DRAWN,
            Det::LastTile(Some(false)) => LAST_TILE | CLAIMED,
            Det::Timing(t) => TIMING << *t as u32,
            Det::NoBonus => NO_BONUS,
            Det::BonusSet(BonusKind::Flower) => ALL_FLOWERS,
            Det::BonusSet(BonusKind::Season) => ALL_SEASONS,
            Det::Seat(w) => SEAT << *w as u32,
            Det::Announced(a, None) => ANNOUNCED << *a as u32,
            Det::AllOf(all) => return all.iter().map(Det::facts).try_fold(0, |m, f| f.map(|f| m | f)),
            _ => return None,
        })
    }

    /// Facts a hand-level detector decided by itself ([`HandTest::Other`]) needs in order to
    /// apply at all: without them it counts 0 and is not looked at.
    pub(crate) fn prerequisites(&self) -> u32 {
        use facts::*;
        match self {
            Det::NineGates { .. } | Det::Tail { .. } | Det::WrigglingSnake => NO_MELDS | ONE_SUIT,
            Det::SquirmingSnake => ONE_SUIT,
            _ => 0,
        }
    }

    /// What the detector needs of the kinds held for some arrangement to count it, when that is
    /// all the tiles held can rule out (see [`Need`]); `None` when nothing or more.
    pub(crate) fn needs(&self) -> Option<ArrayVec<Need, 2>> {
        // Pungs and kongs are of different kinds: no more of them than kinds held three (kongs:
        // four) times.
        const PUNGS_KONGS: u8 = 0b11_1100;
        const KONGS: u8 = 0b11_0000;
        let mut v = ArrayVec::new();
        match self {
            Det::SetCount { class, min, cells, .. } if *min > 0 && cells & !PUNGS_KONGS == 0 => {
                v.push(Need { times: if cells & !KONGS == 0 { 4 } else { 3 }, class: *class, kinds: *min })
            }
            Det::AllPungs => v.push(Need { times: 3, class: TileClass::Any, kinds: 4 }),
            Det::DragonSets { pungs, pair } | Det::WindSets { pungs, pair } => {
                let class = if matches!(self, Det::DragonSets { .. }) { TileClass::Dragon } else { TileClass::Wind };
                v.push(Need { times: 3, class, kinds: *pungs });
                if *pair {
                    v.push(Need { times: 2, class, kinds: pungs.saturating_add(1) });
                }
            }
            _ => return None,
        }
        Some(v)
    }

    /// Whether the tiles held may rule the detector out before any arrangement is looked at
    /// (`score::possible`).
    pub(crate) fn filtered(&self) -> bool {
        match self {
            Det::SetCount { min, .. } => *min > 0,
            Det::AllPungs | Det::DragonSets { .. } | Det::WindSets { .. } => true,
            Det::AllOf(all) => all.iter().any(|d| d.hand_level() || d.filtered()),
            _ => false,
        }
    }

    /// Whether the detector reads the arrangement's set statistics (`score::SetStats`).
    pub(crate) fn reads_sets(&self) -> bool {
        match self {
            Det::Set { .. }
            | Det::SetCount { .. }
            | Det::AllChows { .. }
            | Det::AllPungs
            | Det::DragonSets { .. }
            | Det::WindSets { .. } => true,
            Det::AllOf(all) => all.iter().any(Det::reads_sets),
            _ => false,
        }
    }

    /// Whether the detector's answer depends only on the hand and the win, not on how the tiles
    /// are arranged: such detectors run once per hand rather than once per arrangement.
    pub(crate) fn hand_level(&self) -> bool {
        match self {
            Det::Mahjong
            | Det::Tiles { .. }
            | Det::ConcealedHand
            | Det::SelfDrawn
            | Det::WinSource(_)
            | Det::LastTile(_)
            | Det::Timing(_)
            | Det::WinningTile(_)
            | Det::NineGates { .. }
            | Det::SquirmingSnake
            | Det::WrigglingSnake
            | Det::Announced(..)
            | Det::Tail { .. }
            | Det::Bonus(..)
            | Det::BonusSet(_)
            | Det::NoBonus
            | Det::Seat(_)
            | Det::Dora(_) => true,
            Det::AllOf(all) => all.iter().all(Det::hand_level),
            _ => false,
        }
    }
}

/// The cells of a set filter, as bits: a set's cell is its shape (chow 0, pung 1, kong 2, pair 3)
/// and side (exposed 0, concealed 1), cell `2 * shape + side`.
pub(crate) fn set_cells(shape: Shape, concealed: Option<bool>) -> u8 {
    let shapes: &[u32] = match shape {
        Shape::Chow => &[0],
        Shape::Pung => &[1],
        Shape::Kong => &[2],
        Shape::PungOrKong => &[1, 2],
        Shape::Pair => &[3],
    };
    let sides: &[u32] = match concealed {
        None => &[0, 1],
        Some(false) => &[0],
        Some(true) => &[1],
    };
    let mut m = 0u8;
    for sh in shapes {
        for side in sides {
            m |= 1 << (2 * sh + side);
        }
    }
    m
}

/// What an element is worth.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Points(u32),
    Doublings(u32),
    Limit(u32),
}

impl Value {
    /// The points and doublings an element's hit lists: a limit element lists neither (its
    /// limit is listed apart, [`Value::limit`]).
    pub fn points_and_doublings(self) -> (u32, u32) {
        match self {
            Value::Points(p) => (p, 0),
            Value::Doublings(d) => (0, d),
            Value::Limit(_) => (0, 0),
        }
    }

    /// A limit element's value.
    pub fn limit(self) -> Option<u32> {
        match self {
            Value::Limit(l) => Some(l),
            _ => None,
        }
    }
}

/// A compiled element.
#[derive(Clone, Debug)]
pub(crate) struct CElement {
    pub det: Det,
    pub value: Value,
    /// The value on an open hand (`open_doublings`; the same as `value` unless given).
    pub open_value: Value,
    pub applies: Applies,
    pub unless: Vec<usize>,
    pub enabled_by: Option<usize>,
    pub patterns: Vec<Pattern>,
    pub irregular: bool,
    /// `det.hand_level()`.
    pub hand_level: bool,
    /// Bits of `patterns` ([`Pattern::bit`]); every bit when `patterns` is empty.
    pub pattern_bits: u16,
    /// In [`Plan::simple`].
    pub simple: bool,
    /// How a hand-level detector is decided.
    pub hand_test: HandTest,
}

/// How a hand-level detector is decided: most are facts of the win and the player (see
/// [`facts`]), all of which must hold, perhaps with the winning tile among some kinds.
#[derive(Copy, Clone, Debug)]
pub(crate) enum HandTest {
    Facts(u32),
    WinningTile(TileMask, u32),
    /// The detector itself.
    Other,
}

/// Facts of a hand's win and player, as bits: what most hand-level detectors ask.
pub(crate) mod facts {
    pub const WIN: u32 = 1;
    pub const SELF_DRAWN: u32 = 1 << 1;
    /// Won with a claimed tile (a discard or a robbed kong).
    pub const CLAIMED: u32 = 1 << 2;
    /// Won from source `s`: `SOURCE << s as u32` (four sources).
    pub const SOURCE: u32 = 1 << 3;
    pub const LAST_TILE: u32 = 1 << 7;
    /// Won at timing `t`: `TIMING << t as u32` (five timings).
    pub const TIMING: u32 = 1 << 8;
    /// No exposed declared meld.
    pub const CONCEALED: u32 = 1 << 13;
    pub const NO_BONUS: u32 = 1 << 14;
    pub const ALL_FLOWERS: u32 = 1 << 15;
    pub const ALL_SEASONS: u32 = 1 << 16;
    /// Sits in seat `w`: `SEAT << w as u32`.
    pub const SEAT: u32 = 1 << 17;
    /// No declared meld at all (concealed kongs included).
    pub const NO_MELDS: u32 = 1 << 21;
    /// The suited tiles held, melds included, are of one suit.
    pub const ONE_SUIT: u32 = 1 << 22;
    /// The winner made announcement `a`: `ANNOUNCED << a as u32` (six announcements).
    pub const ANNOUNCED: u32 = 1 << 23;

    // Each group of bits is wide enough for its enum, and the last ends within 32 bits.
    const _: () = {
        use mahjong_types::{Announcement, Source, Timing};
        assert!(SOURCE << Source::ALL.len() <= LAST_TILE);
        assert!(TIMING << Timing::ALL.len() <= CONCEALED);
        assert!(SEAT << 4 <= NO_MELDS);
        assert!(Announcement::ALL.len() <= 32 - 23);
    };
}

/// Most elements a rule set may have (they are counted in fixed arrays while scoring).
pub const MAX_ELEMENTS: usize = 128;

/// A checked, compiled rule set.
#[derive(Debug)]
pub struct Ruleset {
    pub def: RulesetDef,
    pub(crate) elements: Vec<CElement>,
    pub(crate) min_or: Vec<usize>,
    /// Elements whose points do not count towards the minimum (`minimum.excluding`).
    pub(crate) min_excluding: Vec<usize>,
    /// Elements that name others in `unless`.
    pub(crate) with_unless: Vec<usize>,
    /// The winner elements a waiting non-winner earns doublings for (element, doublings).
    pub(crate) waiting_doublings: Vec<(usize, u32)>,
    pub(crate) class_masks: [TileMask; TileClass::COUNT],
    /// Everything scoring needs, resolved once (bit sets indexed by element).
    pub(crate) plan: Plan,
    /// The options with nothing overridden, worked out once (most requests override none).
    defaults: Options,
}

/// Element bit sets and resolved settings, computed by [`Ruleset::compile`] so that scoring walks
/// only the elements that can matter for a hand.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// What scoring walks for a winner (0) and for a non-winner (1).
    pub roles: [RolePlan; 2],
    /// Elements behind a boolean option: (element, option index).
    pub gated: Vec<(usize, usize)>,
    /// Hand-level elements with no pattern filter, no `unless` on either side and not
    /// `no_other_points`: their count is the same for every arrangement, and so is their value.
    pub simple: u128,
    /// Elements with a non-empty `unless`, and elements some `unless` names.
    pub with_unless: u128,
    pub no_other_points: u128,
    pub min_or: u128,
    /// Elements worth a limit.
    pub limits: u128,
    /// Elements not awarded on an open hand (`open_doublings` 0).
    pub closed_only: u128,
    /// Elements counting dora: han, but not yaku (a hand needs a yaku besides).
    pub dora: u128,
    /// For each fan of `mcr` ([`crate::mcr::FAN_IDS`] index), the element that counts it
    /// (`u8::MAX`: none).
    pub fan_elements: [u8; crate::mcr::FANS],
    /// Every element is a fan (`mcr`): none reads which set the winning tile completes.
    pub fans_only: bool,
    /// Elements whose breakdown entries list no tiles (whole-hand detectors: see
    /// `score::occurrences`).
    pub tileless: u128,
    /// Patterns always in play, and patterns behind a boolean option.
    pub patterns_fixed: u16,
    pub patterns_gated: Vec<(u16, usize)>,
    /// Patterns whose arrangements score only their limit hand ([`PatternDef::limit_only`]).
    pub patterns_limit_only: u16,
    /// For each pattern ([`Pattern::ALL`] order), the limit elements one of which an arrangement
    /// of it needs to be a mahjong ([`PatternDef::requires`]; 0: any limit).
    pub pattern_requires: [u128; Pattern::ALL.len()],
    pub min_points: Option<MinPoints>,
    /// Static tile classes of each tile kind as bytes (byte `TileClass as usize` is 1 for a class
    /// the kind is in; seat and round winds are per player), so that a set adds its classes to a
    /// statistics vector in one addition (`score::SetStats`).
    pub class_bytes: [u128; 34],
    /// The waiting-limit search can decide each limit element from the patterns the completed
    /// hand has and hand-level detectors alone (see `score::waiting_limit`).
    pub waiting_by_pattern: bool,
}

impl Plan {
    /// The plan of a winner's or a non-winner's hand.
    pub fn role(&self, winner: bool) -> &RolePlan {
        &self.roles[usize::from(!winner)]
    }
}

/// The elements scoring walks for one role (winner or non-winner), resolved once.
#[derive(Clone, Debug)]
pub(crate) struct RolePlan {
    /// The elements that apply (before options).
    pub active: u128,
    /// Hand-level elements: counted once per hand.
    pub hand_level_bits: u128,
    /// Hand-level elements decided by facts of the win and the player alone, perhaps with the
    /// winning tile among some kinds ([`HandTest::Facts`], [`HandTest::WinningTile`]): counted 1
    /// or 0 for the whole set at once, by the masks below.
    pub fact_tested: u128,
    /// For each fact bit ([`facts`]), the elements of `fact_tested` that need it, and the other
    /// hand-level elements that cannot apply without it ([`Det::prerequisites`]).
    pub fact_needs: [u128; 32],
    /// The fact bits some element of `fact_needs` needs.
    pub facts_used: u32,
    /// For each winning tile kind, the elements of `fact_tested` it rules out (a
    /// [`HandTest::WinningTile`] not among its kinds).
    pub tile_excludes: [u128; 34],
    /// The [`HandTest::WinningTile`] elements (none applies without a win).
    pub winning_tile_tests: u128,
    /// Hand-level `bonus` detectors: counted in one loop of their own (each bonus tile of its
    /// kind and wind), only for a hand with bonus tiles; as (element, kind, matching).
    pub bonus_counted: u128,
    pub bonus: Vec<(u8, BonusKind, BonusMatch)>,
    /// Hand-level `tiles` detectors with no seat or round wind class among the allowed: decided
    /// all at once by the masks below.
    pub tiles_tests: u128,
    /// For each tile kind, the elements of `tiles_tests` that do not allow it.
    pub tile_not_allowed: [u128; 34],
    /// The same for five kinds at once: per run of five kinds (kinds 0–4, 5–9, … 30–33), indexed
    /// by those of them held as a mask, the union of their `tile_not_allowed` (3.5 KiB, so that it
    /// stays in the first-level cache; a table per suit of nine kinds took 32 KiB).
    pub kinds_not_allowed: Box<[[u128; 32]; 7]>,
    /// For each number of suits held (0–3), the elements of `tiles_tests` it rules out.
    pub suits_excludes: [u128; 4],
    /// For each tile class ([`TileClass::slot`]), the elements of `tiles_tests` that require it,
    /// and the classes some element requires.
    pub class_required: [u128; TileClass::COUNT],
    pub classes_required: u16,
    /// Elements counted per arrangement, in element order: all but the `simple` ones (counted
    /// once per hand) and the tabled ones.
    pub per_arrangement: Vec<u8>,
    /// The same for an arrangement of each pattern ([`Pattern::ALL`] order): without the elements
    /// the pattern excludes (`patterns`, a `pattern` detector of another pattern), which count 0.
    pub by_pattern: [u128; Pattern::ALL.len()],
    /// The needs of the elements in `filtered` that are only counts of kinds held
    /// (`score::possible` decides the others).
    pub needs: Vec<(u8, Need)>,
    /// Hand-level parts of `all_of` elements with needs, which must apply too (the element is
    /// in `need_elements`, its other parts' needs in `needs`).
    pub need_hand_level: Vec<(u8, Det)>,
    /// The elements with needs (each has its needs in `needs`, one entry per need).
    pub need_elements: u128,
    /// Hand-level elements the pattern of an arrangement excludes, by pattern.
    pub excluded_by_pattern: [u128; Pattern::ALL.len()],
    /// Elements counted per arrangement: hand-level ones (live when they apply to the hand),
    /// those the tiles held may rule out (`score::possible`), and the others (always live).
    pub per_arrangement_hand_level: u128,
    pub filtered: u128,
    pub unfiltered: u128,
    /// Elements whose detector reads the arrangement's set statistics.
    pub reads_sets: u128,
    /// Set elements whose values [`SetTable`] sums set by set, with no count per element (they
    /// are counted only for the breakdown).
    pub tabled: u128,
    pub table: SetTable,
    /// The elements counted per arrangement that are not hand-level, grouped by detector kind, so
    /// that an arrangement counts each group in a loop of its own (no dispatch per element).
    pub kinds: DetKinds,
}

/// Per-arrangement elements (not hand-level) by detector kind ([`RolePlan::kinds`]).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct DetKinds {
    /// `set`, `set_count`, `all_pungs`, `completes_pair`, `pattern`, `no_other_points`.
    pub set: u128,
    pub set_count: u128,
    pub all_pungs: u128,
    pub completes_pair: u128,
    pub pattern: u128,
    pub no_other_points: u128,
    /// `fan`: read from the arrangement's fan table, computed once for all of them.
    pub fan: u128,
    /// Every other detector (counted by `score::count`).
    pub other: u128,
}

/// Points and doublings a set earns from the tabled set elements ([`RolePlan::tabled`]): set
/// elements of any pattern, with no `unless` on either side, no option and no part in the
/// minimum, worth points or doublings. Indexed by the set's cell (`2 × shape + concealed`, shape
/// chow 0, pung 1, kong 2, pair 3, as in [`set_cells`]) and tile kind; the seat and prevailing
/// wind classes, which depend on the player, have a row each, added for the player's winds.
#[derive(Clone, Debug)]
pub(crate) struct SetTable {
    pub by_tile: Box<[[SetValue; 34]; 8]>,
    pub seat: [SetValue; 8],
    pub round: [SetValue; 8],
    /// The tabled elements a set matches, laid out the same way (for the breakdown).
    pub elements_by_tile: Box<[[u128; 34]; 8]>,
    pub seat_elements: [u128; 8],
    pub round_elements: [u128; 8],
}

/// What one set earns.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SetValue {
    pub points: u32,
    pub doublings: u32,
}

impl SetValue {
    pub fn add(&mut self, o: SetValue) {
        self.points += o.points;
        self.doublings += o.doublings;
    }
}

impl RolePlan {
    fn empty() -> RolePlan {
        RolePlan {
            active: 0,
            hand_level_bits: 0,
            fact_tested: 0,
            fact_needs: [0; 32],
            facts_used: 0,
            tile_excludes: [0; 34],
            winning_tile_tests: 0,
            bonus_counted: 0,
            bonus: Vec::new(),
            tiles_tests: 0,
            tile_not_allowed: [0; 34],
            kinds_not_allowed: Box::new([[0; 32]; 7]),
            suits_excludes: [0; 4],
            class_required: [0; TileClass::COUNT],
            classes_required: 0,
            per_arrangement: Vec::new(),
            tabled: 0,
            table: SetTable {
                by_tile: Box::new([[SetValue::default(); 34]; 8]),
                seat: [SetValue::default(); 8],
                round: [SetValue::default(); 8],
                elements_by_tile: Box::new([[0; 34]; 8]),
                seat_elements: [0; 8],
                round_elements: [0; 8],
            },
            by_pattern: [0; Pattern::ALL.len()],
            needs: Vec::new(),
            need_elements: 0,
            need_hand_level: Vec::new(),
            excluded_by_pattern: [0; Pattern::ALL.len()],
            per_arrangement_hand_level: 0,
            filtered: 0,
            unfiltered: 0,
            reads_sets: 0,
            kinds: DetKinds::default(),
        }
    }

    fn new(elements: &[CElement], plan: &Plan, class_masks: &[TileMask], applies: Applies) -> RolePlan {
        // Values small enough that no sum of counted values can overflow: then summing set by set
        // and element by element agree (otherwise nothing is tabled).
        let most: u64 = elements
            .iter()
            .map(|e| match e.value {
                Value::Points(v) | Value::Doublings(v) => u64::from(v) * 255,
                Value::Limit(_) => 0,
            })
            .sum();
        let tableable = most < 1 << 31;
        let mut r = RolePlan::empty();
        for (i, e) in elements.iter().enumerate() {
            if e.applies != Applies::All && e.applies != applies {
                continue;
            }
            let bit = 1u128 << i;
            r.active |= bit;
            if e.hand_level {
                r.hand_level_bits |= bit;
                let (needs, tiles) = match e.hand_test {
                    HandTest::Facts(f) => (Some(f), None),
                    HandTest::WinningTile(m, f) => (Some(f), Some(m)),
                    HandTest::Other => (None, None),
                };
                if needs.is_some() {
                    r.fact_tested |= bit;
                }
                // The facts it is decided by; a detector decided by itself is still skipped when
                // a fact it needs is missing.
                let facts = needs.unwrap_or_else(|| e.det.prerequisites());
                r.facts_used |= facts;
                for (b, needs) in r.fact_needs.iter_mut().enumerate() {
                    if facts & (1 << b) != 0 {
                        *needs |= bit;
                    }
                }
                if let Det::Bonus(kind, matching) = e.det
                    && needs.is_none()
                {
                    r.bonus_counted |= bit;
                    r.bonus.push((i as u8, kind, matching));
                }
                if let Det::Tiles { allowed: 0, allowed_static, required, min_suits, max_suits } = e.det {
                    r.tiles_tests |= bit;
                    for (t, excludes) in r.tile_not_allowed.iter_mut().enumerate() {
                        if allowed_static & (1 << t) == 0 {
                            *excludes |= bit;
                        }
                    }
                    for (n, excludes) in r.suits_excludes.iter_mut().enumerate() {
                        if !(min_suits as usize..=max_suits as usize).contains(&n) {
                            *excludes |= bit;
                        }
                    }
                    r.classes_required |= required;
                    for (c, requires) in r.class_required.iter_mut().enumerate() {
                        if required & (1 << c) != 0 {
                            *requires |= bit;
                        }
                    }
                }
                if let Some(m) = tiles {
                    r.winning_tile_tests |= bit;
                    for (t, excludes) in r.tile_excludes.iter_mut().enumerate() {
                        if m & (1 << t) == 0 {
                            *excludes |= bit;
                        }
                    }
                }
            }
            let value = match e.value {
                Value::Points(p) => Some(SetValue { points: p, doublings: 0 }),
                Value::Doublings(d) => Some(SetValue { points: 0, doublings: d }),
                Value::Limit(_) => None,
            };
            match (&e.det, value) {
                (Det::Set { class, cells, .. }, Some(value))
                    if tableable
                        && e.pattern_bits == u16::MAX
                        && e.enabled_by.is_none()
                        && (plan.with_unless | plan.min_or) & bit == 0 =>
                {
                    r.tabled |= bit;
                    let t = &mut r.table;
                    for cell in (0..8).filter(|c| cells & (1 << c) != 0) {
                        match class {
                            TileClass::SeatWind => {
                                t.seat[cell].add(value);
                                t.seat_elements[cell] |= bit;
                            }
                            TileClass::RoundWind => {
                                t.round[cell].add(value);
                                t.round_elements[cell] |= bit;
                            }
                            c => {
                                for k in (0..34).filter(|k| class_masks[c.slot()] & (1 << k) != 0) {
                                    t.by_tile[cell][k].add(value);
                                    t.elements_by_tile[cell][k] |= bit;
                                }
                            }
                        }
                    }
                }
                _ if plan.simple & bit != 0 => {}
                (det, _) => {
                    r.per_arrangement.push(i as u8);
                    if !e.hand_level {
                        let k = &mut r.kinds;
                        *match det {
                            Det::Set { .. } => &mut k.set,
                            Det::SetCount { .. } => &mut k.set_count,
                            Det::AllPungs => &mut k.all_pungs,
                            Det::CompletesPair(_) => &mut k.completes_pair,
                            Det::Pattern(_) => &mut k.pattern,
                            Det::NoOtherPoints => &mut k.no_other_points,
                            Det::Fan(_) => &mut k.fan,
                            _ => &mut k.other,
                        } |= bit;
                    }
                    if det.reads_sets() {
                        r.reads_sets |= bit;
                    }
                    if e.hand_level {
                        r.per_arrangement_hand_level |= bit;
                    } else if let Some(needs) = det.needs() {
                        r.need_elements |= bit;
                        r.needs.extend(needs.into_iter().map(|n| (i as u8, n)));
                    } else if let Det::AllOf(all) = det
                        && all.iter().all(|d| d.hand_level() || d.needs().is_some() || !d.filtered())
                        && all.iter().any(|d| d.needs().is_some())
                    {
                        // Every part must apply: the parts' needs, and the hand-level parts
                        // decided once per hand; the tiles held rule out no other part.
                        r.need_elements |= bit;
                        for d in all {
                            match d.needs() {
                                Some(needs) => r.needs.extend(needs.into_iter().map(|n| (i as u8, n))),
                                None if d.hand_level() => r.need_hand_level.push((i as u8, d.clone())),
                                None => {}
                            }
                        }
                    } else if det.filtered() {
                        r.filtered |= bit;
                    } else {
                        r.unfiltered |= bit;
                    }
                    for (k, p) in Pattern::ALL.iter().enumerate() {
                        let other_pattern = matches!(det, Det::Pattern(q) if q != p);
                        if e.pattern_bits & p.bit() != 0 && !other_pattern {
                            r.by_pattern[k] |= bit;
                        } else if e.hand_level {
                            r.excluded_by_pattern[k] |= bit;
                        }
                    }
                }
            }
        }
        for (c, table) in r.kinds_not_allowed.iter_mut().enumerate() {
            for (m, union) in table.iter_mut().enumerate() {
                for (k, excludes) in r.tile_not_allowed.iter().enumerate().skip(5 * c).take(5) {
                    if m & (1 << (k - 5 * c)) != 0 {
                        *union |= excludes;
                    }
                }
            }
        }
        r
    }
}

/// A necessary condition on the tiles held: at least `kinds` kinds of `class` held `times`
/// times or more (melds included).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Need {
    pub times: u8,
    pub class: TileClass,
    pub kinds: u8,
}

/// A resolved minimum of points.
#[derive(Copy, Clone, Debug)]
pub(crate) enum MinPoints {
    Fixed(u32),
    Option(usize),
}

impl Ruleset {
    /// What element `i` is worth (the rule set's points, doublings or limit for it).
    pub fn element_value(&self, i: usize) -> Value {
        self.elements[i].value
    }

    /// What element `i` is worth on an open hand (`han_fu` rule sets; else its value).
    pub fn element_open_value(&self, i: usize) -> Value {
        self.elements[i].open_value
    }

    /// The rule sets its presets serve (`<id>-<preset>`): this definition with the preset's values
    /// as the options' defaults, named after both, without presets of its own.
    pub fn presets(&self) -> Result<Vec<Ruleset>, RulesetError> {
        let err = |m: String| RulesetError { ruleset: self.def.id.clone(), message: m };
        let mut out = Vec::new();
        for p in &self.def.presets {
            let mut def = self.def.clone();
            def.id = format!("{}-{}", self.def.id, p.id);
            def.name = Names {
                en: format!("{} ({})", self.def.name.en, p.name.en),
                nl: self.def.name.nl.as_ref().map(|n| format!("{n} ({})", p.name.get(Lang::Nl))),
                it: self.def.name.it.as_ref().map(|n| format!("{n} ({})", p.name.get(Lang::It))),
            };
            def.source = format!("{}; preset {:?}: {}", self.def.source, p.id, p.source);
            def.presets = Vec::new();
            for (k, v) in &p.options {
                let Some(o) = def.options.iter_mut().find(|o| &o.id == k) else {
                    return Err(err(format!("preset {:?}: no option {k:?}", p.id)));
                };
                let fits = match (o.kind(), v) {
                    (OptionKind::Bool { .. }, OptionValue::Bool(_)) => true,
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) => (min..=max).contains(n),
                    _ => false,
                };
                if !fits {
                    return Err(err(format!("preset {:?}: {v:?} does not fit option {k:?}", p.id)));
                }
                o.default = *v;
            }
            out.push(Ruleset::compile(def)?);
        }
        Ok(out)
    }

    /// Parses and compiles a TOML definition.
    pub fn from_toml(text: &str) -> Result<Ruleset, RulesetError> {
        let def: RulesetDef =
            toml::from_str(text).map_err(|e| RulesetError { ruleset: "?".into(), message: e.to_string() })?;
        Ruleset::compile(def)
    }

    /// Checks a definition and resolves its names.
    pub fn compile(def: RulesetDef) -> Result<Ruleset, RulesetError> {
        let err = |m: String| RulesetError { ruleset: def.id.clone(), message: m };
        if def.id.is_empty() || !def.id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(err(format!("id {:?} must be non-empty ASCII letters, digits, '-' or '_'", def.id)));
        }
        if def.elements.len() > MAX_ELEMENTS {
            return Err(err(format!("at most {MAX_ELEMENTS} elements")));
        }
        let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, e) in def.elements.iter().enumerate() {
            if ids.insert(e.id.as_str(), i).is_some() {
                return Err(err(format!("duplicate element id {:?}", e.id)));
            }
        }
        let mut opt_ids: BTreeMap<&str, &OptionDef> = BTreeMap::new();
        for o in &def.options {
            if opt_ids.insert(o.id.as_str(), o).is_some() {
                return Err(err(format!("duplicate option id {:?}", o.id)));
            }
            let typed = matches!(
                (o.ty, o.default),
                (OptionType::Bool, OptionValue::Bool(_)) | (OptionType::Int, OptionValue::Int(_))
            );
            if !typed {
                return Err(err(format!("option {:?}: default does not match its type", o.id)));
            }
            if let OptionKind::Int { default, min, max } = o.kind()
                && !(min <= default && default <= max)
            {
                return Err(err(format!("option {:?}: default outside {min}..={max}", o.id)));
            }
        }
        let bool_opt = |name: &str, what: &str| -> Result<usize, RulesetError> {
            match def.options.iter().position(|o| o.id == name) {
                Some(i) if matches!(def.options[i].kind(), OptionKind::Bool { .. }) => Ok(i),
                Some(_) => Err(err(format!("{what}: option {name:?} is not boolean"))),
                None => Err(err(format!("{what}: no option {name:?}"))),
            }
        };
        let check_setting_bool = |s: &Setting<bool>, what: &str| match s {
            Setting::Fixed(_) => Ok(()),
            Setting::Option { option } => bool_opt(option, what).map(|_| ()),
        };
        check_setting_bool(&def.bonus_tiles, "bonus_tiles")?;
        check_setting_bool(&def.roof_off, "roof_off")?;
        check_setting_bool(&def.red_fives, "red_fives")?;
        if let Payments::Fans { false_mahjong, .. } = &def.settlement.payments {
            let ok = match false_mahjong {
                Setting::Fixed(n) => *n >= 0,
                Setting::Option { option } => {
                    def.options.iter().any(|o| &o.id == option && matches!(o.kind(), OptionKind::Int { min: 0.., .. }))
                }
            };
            if !ok {
                return Err(err("settlement.payments.false_mahjong: 0 or more, or an int option of 0 or more".into()));
            }
        }
        match (def.method, &def.han_fu) {
            (Method::HanFu, Some(h)) => {
                for (s, what) in [
                    (&h.kiriage, "han_fu.kiriage"),
                    (&h.fu_for_open_pinfu, "han_fu.fu_for_open_pinfu"),
                    (&h.fu_for_pinfu_tsumo, "han_fu.fu_for_pinfu_tsumo"),
                    (&h.limit_to_sextuple_yakuman, "han_fu.limit_to_sextuple_yakuman"),
                ] {
                    check_setting_bool(s, what)?;
                }
                match &h.kazoe_limit {
                    Setting::Fixed(0..=2) => {}
                    Setting::Fixed(k) => return Err(err(format!("han_fu.kazoe_limit: {k} is not 0, 1 or 2"))),
                    Setting::Option { option } => match def.options.iter().find(|o| &o.id == option) {
                        Some(o) if matches!(o.kind(), OptionKind::Int { min: 0.., max: ..=2, .. }) => {}
                        _ => return Err(err(format!("han_fu.kazoe_limit: {option:?} is not an option of 0 to 2"))),
                    },
                }
                if def.non_winners_score {
                    return Err(err("method han_fu: only the winner scores (non_winners_score = false)".into()));
                }
            }
            (Method::HanFu, None) => return Err(err("method han_fu needs its han_fu settings".into())),
            (_, Some(_)) => return Err(err("han_fu settings need method han_fu".into())),
            (_, None) => {}
        }
        if (def.method == Method::HanFu) != matches!(def.settlement.payments, Payments::HanFu) {
            return Err(err("payments han_fu go with method han_fu, and only with it".into()));
        }
        if let Payments::Classical { east_double } = &def.settlement.payments {
            check_setting_bool(east_double, "settlement.east_double")?;
        }
        check_setting_bool(&def.claims.several_mahjong_win, "claims.several_mahjong_win")?;
        check_setting_bool(&def.claims.three_mahjong_void, "claims.three_mahjong_void")?;
        if let Some(p) = &def.session.placement {
            for (s, what) in [
                (&p.start, "session.placement.start"),
                (&p.target, "session.placement.target"),
                (&p.uma[0], "session.placement.uma"),
                (&p.uma[1], "session.placement.uma"),
            ] {
                match s {
                    Setting::Fixed(v) if v.abs() <= 1_000_000_000 => {}
                    Setting::Fixed(_) => return Err(err(format!("{what}: at most 10^9 in size"))),
                    Setting::Option { option } => match def.options.iter().find(|o| &o.id == option) {
                        Some(o)
                            if matches!(o.kind(), OptionKind::Int { min, max, .. }
                                if min >= -1_000_000_000 && max <= 1_000_000_000) => {}
                        _ => return Err(err(format!("{what}: {option:?} is not an integer option within 10^9"))),
                    },
                }
            }
        }
        if let Some(Setting::Option { option }) = &def.minimum.points
            && !matches!(opt_ids.get(option.as_str()).map(|o| o.kind()), Some(OptionKind::Int { .. }))
        {
            return Err(err(format!("minimum.points: no integer option {option:?}")));
        }
        for p in &def.patterns {
            if let Some(o) = &p.enabled_by {
                bool_opt(o, "pattern")?;
            }
            if p.limit_only && p.pattern.is_sets_and_pair() {
                return Err(err(format!(
                    "pattern {:?}: sets and a pair always earn points, not only a limit",
                    p.pattern
                )));
            }
        }
        let mut elements = Vec::with_capacity(def.elements.len());
        for e in &def.elements {
            let what = format!("element {:?}", e.id);
            let value = match (e.points, e.doublings, e.limit) {
                (Some(p), None, None) => Value::Points(p),
                (None, Some(d), None) => Value::Doublings(d),
                (None, None, Some(l)) => Value::Limit(l),
                _ => return Err(err(format!("{what}: exactly one of points, doublings, limit"))),
            };
            let unless = e
                .unless
                .iter()
                .map(|u| {
                    ids.get(u.as_str()).copied().ok_or_else(|| err(format!("{what}: unknown element {u:?} in unless")))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let enabled_by = e.enabled_by.as_deref().map(|o| bool_opt(o, &what)).transpose()?;
            let det = compile_det(&e.detector).map_err(|m| err(format!("{what}: {m}")))?;
            // Under the han and fu method it is pinfu: han for a hand whose only fu are the base.
            if matches!(det, Det::NoOtherPoints)
                && !matches!(value, Value::Points(_))
                && !(def.method == Method::HanFu && matches!(value, Value::Doublings(_)))
            {
                return Err(err(format!("{what}: no_other_points must be worth points")));
            }
            let open_value = match (e.open_doublings, value) {
                (None, v) => v,
                (Some(d), Value::Doublings(_)) if def.method == Method::HanFu => Value::Doublings(d),
                _ => return Err(err(format!("{what}: open_doublings needs doublings and method han_fu"))),
            };
            let hand_level = det.hand_level();
            let pattern_bits =
                if e.patterns.is_empty() { u16::MAX } else { e.patterns.iter().fold(0, |m, p| m | p.bit()) };
            elements.push(CElement {
                det,
                value,
                open_value,
                applies: e.applies,
                unless,
                enabled_by,
                patterns: e.patterns.clone(),
                irregular: e.irregular,
                hand_level,
                pattern_bits,
                simple: false,
                hand_test: HandTest::Other,
            });
            let e = elements.last_mut().unwrap_or_else(|| unreachable!("just pushed"));
            e.hand_test = match (e.det.facts(), &e.det) {
                (Some(f), _) => HandTest::Facts(f),
                (None, Det::AllOf(all)) => {
                    let tiles: Vec<TileMask> =
                        all.iter().filter_map(|d| if let Det::WinningTile(m) = d { Some(*m) } else { None }).collect();
                    let rest: Option<Vec<u32>> =
                        all.iter().filter(|d| !matches!(d, Det::WinningTile(_))).map(Det::facts).collect();
                    match (tiles.as_slice(), rest) {
                        ([m], Some(f)) => HandTest::WinningTile(*m, f.iter().fold(0, |a, b| a | b)),
                        _ => HandTest::Other,
                    }
                }
                (None, Det::WinningTile(m)) => HandTest::WinningTile(*m, 0),
                _ => HandTest::Other,
            };
        }
        let min_or = def
            .minimum
            .or_elements
            .iter()
            .map(|u| ids.get(u.as_str()).copied().ok_or_else(|| err(format!("minimum: unknown element {u:?}"))))
            .collect::<Result<Vec<_>, _>>()?;
        let min_excluding = def
            .minimum
            .excluding
            .iter()
            .map(|u| ids.get(u.as_str()).copied().ok_or_else(|| err(format!("minimum: unknown element {u:?}"))))
            .collect::<Result<Vec<_>, _>>()?;
        let waiting_doublings = def
            .waiting_limit
            .iter()
            .flat_map(|w| &w.doublings)
            .map(|d| match ids.get(d.element.as_str()) {
                Some(i) => Ok((*i, d.doublings)),
                None => Err(err(format!("waiting_limit: unknown element {:?}", d.element))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if def.waiting_limit.as_ref().is_some_and(|w| w.divisor == 0) {
            return Err(err("waiting_limit.divisor must not be 0".into()));
        }
        if let Payments::Chips { bands, .. } = &def.settlement.payments
            && (bands.first().map(|b| b.min_points) != Some(0)
                || bands.windows(2).any(|w| w[0].min_points >= w[1].min_points))
        {
            return Err(err("settlement.bands must start at 0 points and increase".into()));
        }
        check_penalties(&def).map_err(err)?;
        if def.patterns.is_empty() {
            return Err(err("at least one pattern".into()));
        }
        super::session::check(&def.session, &def.tournament, def.extra_round_wind).map_err(err)?;
        if def.session.reconcile_each_round && def.session_chips != Some(def.session.starting_total) {
            return Err(err("session.reconcile_each_round: session_chips must equal session.starting_total".into()));
        }
        // Seat and round wind masks depend on the player: `static_mask` leaves them 0.
        let mut class_masks = [0; TileClass::COUNT];
        for c in TileClass::ALL {
            class_masks[c.slot()] = static_mask(c);
        }
        let with_unless = (0..elements.len()).filter(|i| !elements[*i].unless.is_empty()).collect();
        let mut plan = Plan::new(&def, &elements, &min_or, &class_masks);
        for p in &def.patterns {
            if !p.requires.is_empty() && !p.limit_only {
                return Err(err(format!("pattern {:?}: requires needs limit_only", p.pattern)));
            }
            for id in &p.requires {
                match ids.get(id.as_str()) {
                    Some(&i) if matches!(elements[i].value, Value::Limit(_)) => {
                        plan.pattern_requires[p.pattern as usize] |= 1 << i;
                    }
                    _ => return Err(err(format!("pattern {:?}: requires names no limit element {id:?}", p.pattern))),
                }
            }
        }
        for (i, e) in elements.iter_mut().enumerate() {
            e.simple = plan.simple & (1 << i) != 0;
        }
        let mut set = Ruleset {
            def,
            elements,
            min_or,
            min_excluding,
            with_unless,
            waiting_doublings,
            class_masks,
            plan,
            defaults: Options::EMPTY,
        };
        set.defaults = set.resolve_overrides(&[]).unwrap_or_else(|_| set.options(Vec::new()));
        Ok(set)
    }

    pub fn id(&self) -> &str {
        &self.def.id
    }

    /// How payments are made.
    pub fn payments_rule(&self) -> &Payments {
        &self.def.settlement.payments
    }

    /// The mask of a tile class for a player (seat and prevailing winds resolved).
    pub(crate) fn class_mask(&self, class: TileClass, seat: Wind, rounds: u8) -> TileMask {
        match class {
            TileClass::SeatWind => 1 << Tile::wind(seat).index(),
            TileClass::RoundWind => {
                Wind::ALL.iter().filter(|w| rounds & w.bit() != 0).fold(0, |m, w| m | 1 << Tile::wind(*w).index())
            }
            c => self.class_masks[c.slot()],
        }
    }

    /// Resolves request option overrides against the defaults.
    pub fn resolve_options(&self, overrides: &[(String, OptionValue)]) -> Result<Options, Vec<OptionProblem>> {
        if overrides.is_empty() {
            return Ok(self.defaults.clone());
        }
        self.resolve_overrides(overrides)
    }

    /// [`Ruleset::resolve_options`], worked out.
    fn resolve_overrides(&self, overrides: &[(String, OptionValue)]) -> Result<Options, Vec<OptionProblem>> {
        let mut values: Vec<OptionValue> = self
            .def
            .options
            .iter()
            .map(|o| match o.kind() {
                OptionKind::Bool { default } => OptionValue::Bool(default),
                OptionKind::Int { default, .. } => OptionValue::Int(default),
            })
            .collect();
        let mut problems = Vec::new();
        for (name, v) in overrides {
            match self.def.options.iter().position(|o| &o.id == name) {
                None => problems.push(OptionProblem {
                    option: name.clone(),
                    code: super::Code::UnknownOption,
                    message: format!(
                        "rule set {:?} has no option {:?}; its options are: {}",
                        self.def.id,
                        name,
                        if self.def.options.is_empty() {
                            "none".to_string()
                        } else {
                            self.def.options.iter().map(|o| o.id.as_str()).collect::<Vec<_>>().join(", ")
                        }
                    ),
                }),
                Some(i) => match (&self.def.options[i].kind(), v) {
                    (OptionKind::Bool { .. }, OptionValue::Bool(_)) => values[i] = *v,
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) if (min..=max).contains(&n) => {
                        values[i] = *v
                    }
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) => problems.push(OptionProblem {
                        option: name.clone(),
                        code: super::Code::InvalidOptionValue,
                        message: format!("option {name:?} must be between {min} and {max}, not {n}"),
                    }),
                    (kind, _) => problems.push(OptionProblem {
                        option: name.clone(),
                        code: super::Code::InvalidOptionValue,
                        message: format!(
                            "option {name:?} takes {}",
                            if matches!(kind, OptionKind::Bool { .. }) { "true or false" } else { "an integer" }
                        ),
                    }),
                },
            }
        }
        if problems.is_empty() { Ok(self.options(values)) } else { Err(problems) }
    }

    /// Options with their values, and what they decide worked out.
    fn options(&self, values: Vec<OptionValue>) -> Options {
        let mut opts = Options {
            values,
            disabled: 0,
            patterns: 0,
            bonus_tiles: false,
            roof_off: false,
            red_fives: false,
            min_points: None,
            han_fu: None,
        };
        for (e, o) in &self.plan.gated {
            if !opts.bool(*o) {
                opts.disabled |= 1u128 << e;
            }
        }
        opts.patterns = self.plan.patterns_fixed;
        for (bit, o) in &self.plan.patterns_gated {
            if opts.bool(*o) {
                opts.patterns |= bit;
            }
        }
        opts.bonus_tiles = self.setting_bool(&self.def.bonus_tiles, &opts);
        opts.roof_off = self.setting_bool(&self.def.roof_off, &opts);
        opts.red_fives = self.setting_bool(&self.def.red_fives, &opts);
        opts.han_fu = self.def.han_fu.as_ref().map(|h| HanFuRules {
            kazoe: match self.setting_int(&h.kazoe_limit, &opts) {
                1 => Kazoe::Sanbaiman,
                2 => Kazoe::NoLimit,
                _ => Kazoe::Yakuman,
            },
            kiriage: self.setting_bool(&h.kiriage, &opts),
            sextuple_cap: self.setting_bool(&h.limit_to_sextuple_yakuman, &opts),
            open_pinfu_fu: self.setting_bool(&h.fu_for_open_pinfu, &opts),
            pinfu_tsumo_fu: self.setting_bool(&h.fu_for_pinfu_tsumo, &opts),
        });
        opts.min_points = self.plan.min_points.map(|m| match m {
            MinPoints::Fixed(v) => v,
            MinPoints::Option(i) => opts.int(i).max(0) as u32,
        });
        opts
    }

    /// Option values with nothing overridden.
    pub fn default_options(&self) -> Options {
        self.defaults.clone()
    }

    pub(crate) fn setting_int(&self, s: &Setting<i64>, opts: &Options) -> i64 {
        match s {
            Setting::Fixed(v) => *v,
            Setting::Option { option } => {
                self.def.options.iter().position(|o| &o.id == option).map(|i| opts.int(i)).unwrap_or(0)
            }
        }
    }

    /// Each player's total before a session's first deal: the placement's start where the rule
    /// set scores by placement, else `session.starting_total`.
    pub fn session_start(&self, opts: &Options) -> i64 {
        match &self.def.session.placement {
            Some(p) => self.setting_int(&p.start, opts),
            None => self.def.session.starting_total,
        }
    }

    /// The placement's start, target and uma of the first two places, resolved.
    pub fn placement(&self, opts: &Options) -> Option<(i64, i64, [i64; 2])> {
        let p = self.def.session.placement.as_ref()?;
        let v = |s| self.setting_int(s, opts);
        Some((v(&p.start), v(&p.target), [v(&p.uma[0]), v(&p.uma[1])]))
    }

    pub(crate) fn setting_bool(&self, s: &Setting<bool>, opts: &Options) -> bool {
        match s {
            Setting::Fixed(b) => *b,
            Setting::Option { option } => {
                self.def.options.iter().position(|o| &o.id == option).map(|i| opts.bool(i)).unwrap_or(false)
            }
        }
    }

    /// Whether bonus tiles are in play under these options.
    pub fn bonus_tiles(&self, opts: &Options) -> bool {
        opts.bonus_tiles
    }

    /// Whether red fives (`0m`, `0p`, `0s`) are in play under these options (`red_fives`);
    /// without them a hand or win with one is refused (`not_in_ruleset`) rather than read as a
    /// plain five.
    pub fn red_fives(&self, opts: &Options) -> bool {
        opts.red_fives
    }

    /// Whether some element scores a win at timing `t` (nested in `all_of` too).
    pub fn scores_timing(&self, t: Timing) -> bool {
        fn has(d: &Det, t: Timing) -> bool {
            match d {
                Det::Timing(x) => *x == t,
                Det::AllOf(all) => all.iter().any(|d| has(d, t)),
                _ => false,
            }
        }
        self.elements.iter().any(|e| has(&e.det, t))
    }

    /// Whether some element counts dora (a win may then show dora indicators).
    pub fn counts_dora(&self) -> bool {
        self.plan.dora != 0
    }

    /// Whether a pattern is in play under these options.
    pub fn pattern_enabled(&self, p: Pattern, opts: &Options) -> bool {
        self.enabled_patterns(opts) & p.bit() != 0
    }

    /// The patterns in play under these options ([`Pattern::bit`]s).
    pub(crate) fn enabled_patterns(&self, opts: &Options) -> u16 {
        opts.patterns
    }

    /// The elements active for a winner or a non-winner under these options.
    pub(crate) fn active_elements(&self, opts: &Options, winner: bool) -> u128 {
        self.plan.role(winner).active & !opts.disabled
    }

    /// The value of a named boolean option (false when the rule set has no such option).
    pub fn option_bool(&self, name: &str, opts: &Options) -> bool {
        self.def.options.iter().position(|o| o.id == name).is_some_and(|i| opts.bool(i))
    }
}

impl Plan {
    fn new(def: &RulesetDef, elements: &[CElement], min_or: &[usize], class_masks: &[TileMask]) -> Plan {
        let opt_index = |id: &str| def.options.iter().position(|o| o.id == id);
        let mut plan = Plan {
            roles: [RolePlan::empty(), RolePlan::empty()],
            gated: Vec::new(),
            simple: 0,
            with_unless: 0,
            no_other_points: 0,
            min_or: 0,
            limits: 0,
            closed_only: 0,
            dora: 0,
            fan_elements: [u8::MAX; crate::mcr::FANS],
            fans_only: !elements.is_empty() && elements.iter().all(|e| matches!(e.det, Det::Fan(_))),
            tileless: 0,
            patterns_fixed: 0,
            patterns_gated: Vec::new(),
            patterns_limit_only: 0,
            pattern_requires: [0; Pattern::ALL.len()],
            min_points: None,
            class_bytes: [0; 34],
            waiting_by_pattern: false,
        };
        let mut named = 0u128;
        for e in elements {
            for u in &e.unless {
                named |= 1 << u;
            }
        }
        for (i, e) in elements.iter().enumerate() {
            let bit = 1u128 << i;
            if let Some(o) = e.enabled_by {
                plan.gated.push((i, o));
            }
            if matches!(e.value, Value::Limit(_)) {
                plan.limits |= bit;
            }
            if e.open_value == Value::Doublings(0) {
                plan.closed_only |= bit;
            }
            if matches!(e.det, Det::Dora(_)) {
                plan.dora |= bit;
            }
            if let Det::Fan(f) = e.det
                && let Some(slot) = plan.fan_elements.get_mut(f as usize)
            {
                *slot = i as u8;
            }
            if !e.det.lists_tiles() {
                plan.tileless |= bit;
            }
            let npo = matches!(e.det, Det::NoOtherPoints);
            if npo {
                plan.no_other_points |= bit;
            }
            if !e.unless.is_empty() || named & bit != 0 {
                plan.with_unless |= bit;
            }
            if e.hand_level && e.patterns.is_empty() && e.unless.is_empty() && named & bit == 0 && !npo {
                plan.simple |= bit;
            }
        }
        for i in min_or {
            plan.min_or |= 1 << i;
        }
        for p in &def.patterns {
            if p.limit_only {
                plan.patterns_limit_only |= p.pattern.bit();
            }
            match p.enabled_by.as_deref().map(opt_index) {
                None => plan.patterns_fixed |= p.pattern.bit(),
                Some(Some(o)) => plan.patterns_gated.push((p.pattern.bit(), o)),
                // An unknown option never enables (compile rejects it anyway).
                Some(None) => {}
            }
        }
        plan.min_points = def.minimum.points.as_ref().map(|p| match p {
            Setting::Fixed(v) => MinPoints::Fixed(*v),
            Setting::Option { option } => match opt_index(option) {
                Some(i) => MinPoints::Option(i),
                None => MinPoints::Fixed(0),
            },
        });
        for (t, bytes) in plan.class_bytes.iter_mut().enumerate() {
            for c in TileClass::ALL {
                if class_masks[c.slot()] & (1 << t) != 0 {
                    *bytes |= 1 << (8 * c.slot());
                }
            }
        }
        // The waiting-limit search needs, for each limit element it looks for, a detector that
        // depends on the hand alone or on the arrangement's pattern alone, and no `unless` among
        // those elements.
        let irregular_only = def.waiting_limit.as_ref().is_some_and(|w| w.irregular_only);
        let wanted: Vec<&CElement> = elements
            .iter()
            .filter(|e| {
                matches!(e.value, Value::Limit(_))
                    && (e.irregular || !irregular_only)
                    && e.applies != Applies::NonWinner
            })
            .collect();
        let wanted_bits: u128 = elements
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e.value, Value::Limit(_)) && (e.irregular || !irregular_only))
            .fold(0, |m, (i, _)| m | 1 << i);
        plan.waiting_by_pattern = wanted.iter().all(|e| {
            (e.hand_level || matches!(e.det, Det::Pattern(_))) && e.unless.iter().all(|u| wanted_bits & (1 << u) == 0)
        });
        plan.roles = [
            RolePlan::new(elements, &plan, class_masks, Applies::Winner),
            RolePlan::new(elements, &plan, class_masks, Applies::NonWinner),
        ];
        plan
    }
}

fn static_mask(c: TileClass) -> TileMask {
    match c {
        TileClass::Any => mask_where(|_| true),
        TileClass::Simple => mask_where(Tile::is_simple),
        TileClass::Terminal => mask_where(Tile::is_terminal),
        TileClass::Suit => mask_where(Tile::is_suited),
        TileClass::Honour => mask_where(Tile::is_honour),
        TileClass::Wind => mask_where(Tile::is_wind),
        TileClass::Dragon => mask_where(Tile::is_dragon),
        TileClass::Major => mask_where(Tile::is_major),
        TileClass::Green => mask_where(Tile::is_green),
        TileClass::SeatWind | TileClass::RoundWind => 0,
    }
}

/// The kinds of a class that is the same for every player (any kind when absent).
fn static_class(c: Option<TileClass>, what: &str) -> Result<TileMask, String> {
    match c {
        None => Ok(static_mask(TileClass::Any)),
        Some(TileClass::SeatWind | TileClass::RoundWind) => {
            Err(format!("{what}: the class must not depend on the player"))
        }
        Some(c) => Ok(static_mask(c)),
    }
}

fn compile_det(d: &Detector) -> Result<Det, String> {
    Ok(match d {
        Detector::Mahjong => Det::Mahjong,
        Detector::Set { shape, tiles, concealed } => {
            Det::Set { shape: *shape, class: *tiles, concealed: *concealed, cells: set_cells(*shape, *concealed) }
        }
        Detector::SetCount { shape, tiles, concealed, exposed_kong_as_concealed, min, max } => {
            let mut cells = set_cells(*shape, *concealed);
            // An exposed kong counted as a concealed pung (`rode-boekje`).
            if *exposed_kong_as_concealed
                && *concealed == Some(true)
                && matches!(shape, Shape::Kong | Shape::PungOrKong)
            {
                cells |= set_cells(Shape::Kong, Some(false));
            }
            Det::SetCount { class: *tiles, min: *min, max: max.unwrap_or(u8::MAX), cells }
        }
        Detector::Tiles { allowed, required, min_suits, max_suits } => {
            if min_suits > max_suits || *max_suits > 3 {
                return Err("tiles: need min_suits <= max_suits <= 3".into());
            }
            let dynamic = |c: &&TileClass| matches!(c, TileClass::SeatWind | TileClass::RoundWind);
            Det::Tiles {
                allowed: allowed.iter().filter(dynamic).fold(0, |m, c| m | 1 << c.slot()),
                allowed_static: if allowed.is_empty() {
                    TileMask::MAX
                } else {
                    allowed.iter().filter(|c| !dynamic(c)).fold(0, |m, c| m | static_mask(*c))
                },
                required: required.iter().fold(0, |m, c| m | 1 << c.slot()),
                min_suits: *min_suits,
                max_suits: *max_suits,
            }
        }
        Detector::AllChows { valueless_pair } => Det::AllChows { valueless_pair: *valueless_pair },
        Detector::AllPungs => Det::AllPungs,
        Detector::ConcealedHand => Det::ConcealedHand,
        Detector::SelfDrawn => Det::SelfDrawn,
        Detector::WinSource { source } => Det::WinSource(*source),
        Detector::LastTile { self_drawn } => Det::LastTile(*self_drawn),
        Detector::Timing { timing } => Det::Timing(*timing),
        Detector::CompletesPair { tiles } => Det::CompletesPair(static_class(*tiles, "completes_pair")?),
        Detector::OnlyWait { shape } => Det::OnlyWait(*shape),
        Detector::WinningTile { tiles } => {
            let mut m = 0;
            for t in tiles {
                match Tile::parse(t) {
                    Some(t) if !t.is_bonus() => m |= 1 << t.index(),
                    _ => return Err(format!("winning_tile: {t:?} is not a tile code")),
                }
            }
            Det::WinningTile(m)
        }
        Detector::DragonSets { pungs, pair } => Det::DragonSets { pungs: *pungs, pair: *pair },
        Detector::WindSets { pungs, pair } => Det::WindSets { pungs: *pungs, pair: *pair },
        Detector::Pattern { pattern } => Det::Pattern(*pattern),
        Detector::NineGates { extra, extra_wins } => {
            Det::NineGates { extra: static_class(*extra, "nine_gates")?, extra_wins: *extra_wins }
        }
        Detector::Announced { announcement, max_exposed } => Det::Announced(*announcement, *max_exposed),
        Detector::SquirmingSnake => Det::SquirmingSnake,
        Detector::WrigglingSnake => Det::WrigglingSnake,
        Detector::Tail { pung, pair } => Det::Tail { pung: *pung, pair: *pair },
        Detector::Bonus { which, matching } => Det::Bonus(*which, *matching),
        Detector::BonusSet { which } => Det::BonusSet(*which),
        Detector::NoBonus => Det::NoBonus,
        Detector::Seat { wind } => Det::Seat(*wind),
        Detector::AllOf { all } => {
            if all.is_empty() {
                return Err("all_of needs at least one detector".into());
            }
            Det::AllOf(all.iter().map(compile_det).collect::<Result<_, _>>()?)
        }
        Detector::NoOtherPoints => Det::NoOtherPoints,
        Detector::IdenticalChows { pairs } => Det::IdenticalChows(*pairs),
        Detector::SameInThreeSuits { shape } => match shape {
            Shape::Chow => Det::SameInThreeSuits(false),
            Shape::PungOrKong => Det::SameInThreeSuits(true),
            _ => return Err("same_in_three_suits: shape chow or pung_or_kong".into()),
        },
        Detector::FullStraight => Det::FullStraight,
        Detector::EveryGroup { tiles } => match tiles {
            TileClass::SeatWind | TileClass::RoundWind => {
                return Err("every_group: the class must not depend on the player".into());
            }
            c => Det::EveryGroup(*c),
        },
        Detector::Wait { wait } => Det::Wait(*wait),
        Detector::Dora { which } => Det::Dora(*which),
        Detector::Fan { fan } => match crate::mcr::FAN_IDS.iter().position(|f| !f.is_empty() && f == fan) {
            Some(i) => Det::Fan(i as u8),
            None => return Err(format!("fan: unknown fan {fan:?} (docs/rules-mcr.md §2)")),
        },
    })
}

/// Option values resolved for one request, indexed like [`RulesetDef::options`], with what they
/// decide for scoring worked out once (so that scoring a hand never looks an option up).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    values: Vec<OptionValue>,
    /// Elements switched off by a boolean option (`enabled_by`).
    pub(crate) disabled: u128,
    /// The patterns in play ([`Pattern::bit`]s).
    pub(crate) patterns: u16,
    /// Whether bonus tiles are in play.
    pub(crate) bonus_tiles: bool,
    /// No cap on ordinary totals.
    pub(crate) roof_off: bool,
    /// Red fives are in play.
    pub(crate) red_fives: bool,
    /// The han and fu method's settings (`han_fu` rule sets).
    pub(crate) han_fu: Option<HanFuRules>,
    /// The minimum of points of a winning hand, if any.
    pub(crate) min_points: Option<u32>,
}

impl Options {
    /// No values: a placeholder until the rule set's defaults are worked out.
    const EMPTY: Options = Options {
        values: Vec::new(),
        disabled: 0,
        patterns: 0,
        bonus_tiles: false,
        roof_off: false,
        red_fives: false,
        min_points: None,
        han_fu: None,
    };

    pub(crate) fn bool(&self, i: usize) -> bool {
        matches!(self.values.get(i), Some(OptionValue::Bool(true)))
    }
    pub(crate) fn int(&self, i: usize) -> i64 {
        match self.values.get(i) {
            Some(OptionValue::Int(n)) => *n,
            _ => 0,
        }
    }
}

/// An option override that could not be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionProblem {
    pub option: String,
    pub code: super::Code,
    pub message: String,
}

/// A rule set with the option values of one request.
#[derive(Clone, Copy, Debug)]
pub struct Rules<'a> {
    pub set: &'a Ruleset,
    pub opts: &'a Options,
}

/// The penalties of `settlement.penalties` (docs/rules-dmjl-bmja.md#dmjl-bmja-settlement): with
/// classical payments only; each with one amount (points, a share of the limit, or pay for all,
/// which goes with `payees = "winner"`); `offenders` (1 to 3) only for penalties paid to the
/// others; a kind listed twice only with a different `offenders` each time.
fn check_penalties(def: &RulesetDef) -> Result<(), String> {
    let rules = &def.settlement.penalties;
    if !rules.is_empty() && !matches!(def.settlement.payments, Payments::Classical { .. }) {
        return Err("settlement.penalties: only with classical payments".into());
    }
    for (i, r) in rules.iter().enumerate() {
        let what = format!("settlement.penalties[{i}] ({})", r.kind);
        let named_or_others = matches!(r.payees, PenaltyPayees::Named | PenaltyPayees::Others);
        match (r.points, &r.limit_share, &r.pay_for_all) {
            (Some(_), None, None) if named_or_others => {}
            (None, Some(share), None) if named_or_others => {
                if share.divisor == 0 {
                    return Err(format!("{what}: limit_share.divisor must not be 0"));
                }
                if def.limit.is_none() {
                    return Err(format!("{what}: a share of the limit needs a limit"));
                }
            }
            (None, None, Some(_)) if r.payees == PenaltyPayees::Winner => {}
            _ if r.payees == PenaltyPayees::Winner || r.pay_for_all.is_some() => {
                return Err(format!("{what}: pay_for_all goes with payees = \"winner\", and only it"));
            }
            _ => return Err(format!("{what}: exactly one of points, limit_share, pay_for_all")),
        }
        match r.offenders {
            Some(n) if !(1..=3).contains(&n) => return Err(format!("{what}: offenders is 1, 2 or 3")),
            Some(_) if r.payees != PenaltyPayees::Others => {
                return Err(format!("{what}: offenders only with payees = \"others\""));
            }
            _ => {}
        }
        for q in rules[..i].iter().filter(|q| q.kind == r.kind) {
            if q.offenders.is_none() || r.offenders.is_none() || q.offenders == r.offenders {
                return Err(format!("{what}: a kind listed twice needs a different number of offenders each time"));
            }
        }
    }
    Ok(())
}
