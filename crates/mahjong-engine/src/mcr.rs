//! MCR (Chinese Official) fan counting, matching the fan calculator of `pymahjonggb` 1.4.0 as
//! `docs/rules-mcr.md` describes it (build switches as shipped: combined concealed + melded kong on,
//! knitted-straight waits on, shifted chows not told apart, no blessings, no strict 1998 mode).
//!
//! The work is split in two: [`hand_facts`] gathers once per hand what does not depend on how the
//! tiles are grouped (tile counts, corrected win flags, whether the wait is unique, the suit and
//! tile-trait fans), and the per-arrangement functions ([`regular`], [`knitted_straight`]) and the
//! special forms ([`seven_pairs`], [`honors_and_knitted`], [`thirteen_orphans`], [`nine_gates`])
//! fill a [`FanTable`] from those facts without allocating. Flowers are never added by them: call
//! [`add_flowers`] on the table finally chosen.
//!
//! Internally every tile is turned into the calculator's order (characters, bamboo, dots, then
//! East South West North, red, green, white), because several steps depend on sorting tiles.
//!
//! # Choosing among arrangements (reproduces the calculator; `docs/rules-mcr.md` §4)
//!
//! 1. **No declared melds**: try, in this order, and stop at the first that returns `true`:
//!    [`seven_pairs`] (also gives seven shifted pairs), [`honors_and_knitted`],
//!    [`thirteen_orphans`], then the knitted-straight arrangement ([`knitted_straight`], see 3),
//!    then [`nine_gates`].
//! 2. **Exactly one declared meld**: only the knitted-straight arrangement is tried (the meld, even
//!    a concealed kong, is its set; the rest of the standing tiles must be exactly a pair).
//! 3. The knitted straight: at most one of the six 147/258/369 suit assignments can be present in
//!    the standing tiles; with it removed, the rest (with the meld, if any) must be one set and a
//!    pair, which is then unique. If that fits, it is the result.
//! 4. **Regular arrangements** are scored with [`regular`] only when none of the above fitted, or
//!    when the one that fitted is plain seven pairs (its table has `seven_pairs`, not
//!    `seven_shifted_pairs`). Of equal totals (flowers aside) the calculator keeps:
//!    - without seven pairs: the one with the greatest [`arrangement_key`] among those that score
//!      pure triple chow or triple pung, if any; otherwise the one with the smallest key (it keeps
//!      the first maximum and lets a later tie replace it only when that tie has pure triple chow
//!      or triple pung);
//!    - after seven pairs: seven pairs only if every regular arrangement scores less; otherwise
//!      the regular arrangement with the greatest key (a regular arrangement wins a tie with
//!      seven pairs).
//!
//!    The engine applies this as the rank of an arrangement (`score::fan_table`); it offers each
//!    arrangement once or once per place of the winning tile, which [`regular`] ignores.
//!
//!    The key is the calculator's enumeration order: the standing (not declared) sets, each coded
//!    by its lowest tile in the calculator's tile order (a pung before the chow of the same tile),
//!    sorted, compared lexicographically.
//! 5. Nothing fitted (no special form, no arrangement): not a win (`ERROR_NOT_WIN`).
//! 6. Add the flowers ([`add_flowers`]); the fans' values are the rule set's (`mcr.toml`). The
//!    8-fan minimum is not applied here (`docs/rules-mcr.md` §6).

/// Size of a fan table: index = the calculator's fan number 1..=82, 0 unused.
pub const FANS: usize = 83;

/// Fan ids in the calculator's order, `docs/rules-mcr.md` §2.
pub const FAN_IDS: [&str; FANS] = [
    "",
    "big_four_winds",
    "big_three_dragons",
    "all_green",
    "nine_gates",
    "four_kongs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "all_terminals",
    "little_four_winds",
    "little_three_dragons",
    "all_honors",
    "four_concealed_pungs",
    "pure_terminal_chows",
    "quadruple_chow",
    "four_pure_shifted_pungs",
    "four_pure_shifted_chows",
    "three_kongs",
    "all_terminals_and_honors",
    "seven_pairs",
    "greater_honors_and_knitted_tiles",
    "all_even_pungs",
    "full_flush",
    "pure_triple_chow",
    "pure_shifted_pungs",
    "upper_tiles",
    "middle_tiles",
    "lower_tiles",
    "pure_straight",
    "three_suited_terminal_chows",
    "pure_shifted_chows",
    "all_fives",
    "triple_pung",
    "three_concealed_pungs",
    "lesser_honors_and_knitted_tiles",
    "knitted_straight",
    "upper_four",
    "lower_four",
    "big_three_winds",
    "mixed_straight",
    "reversible_tiles",
    "mixed_triple_chow",
    "mixed_shifted_pungs",
    "chicken_hand",
    "last_tile_draw",
    "last_tile_claim",
    "out_with_replacement_tile",
    "robbing_the_kong",
    "all_pungs",
    "half_flush",
    "mixed_shifted_chows",
    "all_types",
    "melded_hand",
    "two_concealed_kongs",
    "two_dragon_pungs",
    "outside_hand",
    "fully_concealed_hand",
    "two_melded_kongs",
    "last_tile",
    "dragon_pung",
    "prevalent_wind",
    "seat_wind",
    "concealed_hand",
    "all_chows",
    "tile_hog",
    "double_pung",
    "two_concealed_pungs",
    "concealed_kong",
    "all_simples",
    "pure_double_chow",
    "mixed_double_chow",
    "short_straight",
    "two_terminal_chows",
    "pung_of_terminals_or_honors",
    "melded_kong",
    "one_voided_suit",
    "no_honors",
    "edge_wait",
    "closed_wait",
    "single_wait",
    "self_drawn",
    "flower_tiles",
    "concealed_and_melded_kong",
];

/// How many times each fan counts, indexed like [`FAN_IDS`].
pub type FanTable = [u8; FANS];

/// The kind of one group of an arrangement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Chow,
    Pung,
    Kong,
    Pair,
}

/// One group of an arrangement, or a declared meld.
#[derive(Clone, Copy, Debug)]
pub struct Pack {
    pub kind: Kind,
    /// The lowest tile (engine index 0..34).
    pub tile: u8,
    /// A meld declared during play (a fixed pack of the calculator).
    pub declared: bool,
    /// `false` only for an exposed declared meld; a concealed kong is `declared && concealed`;
    /// groups formed from the standing tiles are `!declared && concealed`.
    pub concealed: bool,
}

/// The win context flags as the caller gives them, `docs/rules-mcr.md` §1 and §5.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flags {
    pub self_drawn: bool,
    pub fourth_tile: bool,
    pub about_kong: bool,
    pub wall_last: bool,
}

/// Everything about the hand that does not depend on the arrangement, computed once per hand.
#[derive(Clone, Debug)]
pub struct HandFacts {
    /// Input was consistent (tile indices below 34, 3 x melds + standing = 14 with the winning tile).
    pub valid: bool,
    /// Every tile of the hand, melds included (a kong counts 4), engine index.
    pub all: [u8; 34],
    /// The tiles of the declared melds only (a kong counts 4).
    pub fixed: [u8; 34],
    /// The concealed tiles not in declared melds, the winning tile included.
    pub standing: [u8; 34],
    /// The winning tile, engine index.
    pub win: u8,
    /// Number of declared melds (0..=4).
    pub n_melds: usize,
    /// The declared melds, the first `n_melds` used.
    pub melds: [Pack; 4],
    /// The flags after the calculator's corrections (`docs/rules-mcr.md` §5).
    pub flags: Flags,
    /// Whether exactly one tile completes the 13 standing tiles (regular form; seven pairs too
    /// without melds), found when first asked ([`HandFacts::unique_wait`]): only a hand whose
    /// winning tile sits in a chow or the pair asks.
    unique_wait: std::cell::Cell<Option<bool>>,
    /// Seat wind, 0..4 = East South West North.
    pub seat: u8,
    /// Prevalent wind, 0..4 = East South West North.
    pub prevalent: u8,
    /// Flowers held.
    pub flowers: u8,
    /// The suit, tile-trait and rank-range fans, which depend on the tiles alone.
    traits: FanTable,
    /// Kinds held four times (melds included).
    fours: u8,
}

// The calculator's fan numbers.
const BIG_FOUR_WINDS: usize = 1;
const BIG_THREE_DRAGONS: usize = 2;
const ALL_GREEN: usize = 3;
const NINE_GATES: usize = 4;
const FOUR_KONGS: usize = 5;
pub const SEVEN_SHIFTED_PAIRS: usize = 6;
const THIRTEEN_ORPHANS: usize = 7;
const ALL_TERMINALS: usize = 8;
const LITTLE_FOUR_WINDS: usize = 9;
const LITTLE_THREE_DRAGONS: usize = 10;
const ALL_HONORS: usize = 11;
const FOUR_CONCEALED_PUNGS: usize = 12;
const PURE_TERMINAL_CHOWS: usize = 13;
const QUADRUPLE_CHOW: usize = 14;
const FOUR_PURE_SHIFTED_PUNGS: usize = 15;
const FOUR_PURE_SHIFTED_CHOWS: usize = 16;
const THREE_KONGS: usize = 17;
const ALL_TERMINALS_AND_HONORS: usize = 18;
pub const SEVEN_PAIRS: usize = 19;
const GREATER_HONORS_AND_KNITTED: usize = 20;
const ALL_EVEN_PUNGS: usize = 21;
const FULL_FLUSH: usize = 22;
pub const PURE_TRIPLE_CHOW: usize = 23;
const PURE_SHIFTED_PUNGS: usize = 24;
const UPPER_TILES: usize = 25;
const MIDDLE_TILES: usize = 26;
const LOWER_TILES: usize = 27;
const PURE_STRAIGHT: usize = 28;
const THREE_SUITED_TERMINAL_CHOWS: usize = 29;
const PURE_SHIFTED_CHOWS: usize = 30;
const ALL_FIVES: usize = 31;
pub const TRIPLE_PUNG: usize = 32;
const THREE_CONCEALED_PUNGS: usize = 33;
const LESSER_HONORS_AND_KNITTED: usize = 34;
pub const KNITTED_STRAIGHT: usize = 35;
const UPPER_FOUR: usize = 36;
const LOWER_FOUR: usize = 37;
const BIG_THREE_WINDS: usize = 38;
const MIXED_STRAIGHT: usize = 39;
const REVERSIBLE_TILES: usize = 40;
const MIXED_TRIPLE_CHOW: usize = 41;
const MIXED_SHIFTED_PUNGS: usize = 42;
const CHICKEN_HAND: usize = 43;
const LAST_TILE_DRAW: usize = 44;
const LAST_TILE_CLAIM: usize = 45;
const OUT_WITH_REPLACEMENT_TILE: usize = 46;
const ROBBING_THE_KONG: usize = 47;
const ALL_PUNGS: usize = 48;
const HALF_FLUSH: usize = 49;
const MIXED_SHIFTED_CHOWS: usize = 50;
const ALL_TYPES: usize = 51;
const MELDED_HAND: usize = 52;
const TWO_CONCEALED_KONGS: usize = 53;
const TWO_DRAGON_PUNGS: usize = 54;
const OUTSIDE_HAND: usize = 55;
const FULLY_CONCEALED_HAND: usize = 56;
const TWO_MELDED_KONGS: usize = 57;
const LAST_TILE: usize = 58;
const DRAGON_PUNG: usize = 59;
const PREVALENT_WIND: usize = 60;
const SEAT_WIND: usize = 61;
const CONCEALED_HAND: usize = 62;
const ALL_CHOWS: usize = 63;
const TILE_HOG: usize = 64;
const DOUBLE_PUNG: usize = 65;
const TWO_CONCEALED_PUNGS: usize = 66;
pub const CONCEALED_KONG: usize = 67;
const ALL_SIMPLES: usize = 68;
const PURE_DOUBLE_CHOW: usize = 69;
const MIXED_DOUBLE_CHOW: usize = 70;
const SHORT_STRAIGHT: usize = 71;
const TWO_TERMINAL_CHOWS: usize = 72;
const PUNG_OF_TERMINALS_OR_HONORS: usize = 73;
pub const MELDED_KONG: usize = 74;
const ONE_VOIDED_SUIT: usize = 75;
const NO_HONORS: usize = 76;
const EDGE_WAIT: usize = 77;
const CLOSED_WAIT: usize = 78;
const SINGLE_WAIT: usize = 79;
const SELF_DRAWN: usize = 80;
pub const FLOWER_TILES: usize = 81;
pub const CONCEALED_AND_MELDED_KONG: usize = 82;

// ---------------------------------------------------------------------------------------------
// Tiles in the calculator's coding: suit in the high nibble (1 characters, 2 bamboo, 3 dots,
// 4 honours), rank 1..9 in the low one; honours 0x41..0x47 = E S W N red green white.
// ---------------------------------------------------------------------------------------------

const EAST: u8 = 0x41;
const NORTH: u8 = 0x44;
const RED: u8 = 0x45;
const GREEN: u8 = 0x46;
const WHITE: u8 = 0x47;

/// Engine index -> the calculator's tile code (0 for an index out of range).
const fn code(t: u8) -> u8 {
    match t {
        0..=8 => 0x21 + t,
        9..=17 => 0x11 + (t - 9),
        18..=26 => 0x31 + (t - 18),
        27..=33 => 0x41 + (t - 27),
        _ => 0,
    }
}

/// Position of an engine tile in the calculator's order (0..34).
fn calc_pos(t: u8) -> u8 {
    match t {
        0..=8 => t + 9,
        9..=17 => t - 9,
        _ => t,
    }
}

const fn suit(c: u8) -> u8 {
    c >> 4
}

const fn rank(c: u8) -> u8 {
    c & 0x0F
}

const fn is_numbered(c: u8) -> bool {
    c & 0xC0 == 0
}

const fn is_terminal(c: u8) -> bool {
    c & 0xC7 == 1
}

const fn is_wind(c: u8) -> bool {
    c >= EAST && c <= NORTH
}

const fn is_dragon(c: u8) -> bool {
    c >= RED && c <= WHITE
}

const fn is_honor(c: u8) -> bool {
    c >= EAST && c <= WHITE
}

const fn is_terminal_or_honor(c: u8) -> bool {
    is_terminal(c) || is_honor(c)
}

/// Green tiles: bamboo 2 3 4 6 8 and the green dragon (`docs/rules-mcr.md` §1).
const fn is_green(c: u8) -> bool {
    matches!(c, 0x22 | 0x23 | 0x24 | 0x26 | 0x28 | GREEN)
}

/// Reversible tiles: bamboo 2 4 5 6 8 9, dots 1 2 3 4 5 8 9, white dragon (`docs/rules-mcr.md` §1).
const fn is_reversible(c: u8) -> bool {
    matches!(c, 0x22 | 0x24 | 0x25 | 0x26 | 0x28 | 0x29 | 0x31..=0x35 | 0x38 | 0x39 | WHITE)
}

fn count(table: &[u8; 34], t: u8) -> u8 {
    table.get(usize::from(t)).copied().unwrap_or(0)
}

fn inc(out: &mut FanTable, fan: usize) {
    if let Some(v) = out.get_mut(fan) {
        *v = v.saturating_add(1);
    }
}

fn dec(out: &mut FanTable, fan: usize) {
    if let Some(v) = out.get_mut(fan) {
        *v = v.saturating_sub(1);
    }
}

/// Writes the flower count into a chosen table (`docs/rules-mcr.md` §6: added last).
pub fn add_flowers(h: &HandFacts, out: &mut FanTable) {
    out[FLOWER_TILES] = h.flowers;
}

/// Which groups each fan used, for the arrangement an answer itemises: bit `i` for the `i`-th
/// group given to [`regular`] (`sets`); for [`knitted_straight`] bit 0 the set and bit 1 the pair
/// (the knitted tiles are the caller's). A fan counted `n` times used the first `n` of its
/// records; a fan of the whole hand (suits, tile traits, all pungs, the win) records none. The
/// engine records while it searches the arrangements (the best is most often the last counted);
/// `()` records nothing and costs nothing.
pub trait Record {
    /// Group `group` is the caller's set `set` (told by the caller, for its own use).
    fn group(&mut self, _group: usize, _set: usize) {}
    /// `fan` counted once with the groups `groups()`.
    fn used(&mut self, _fan: usize, _groups: impl FnOnce() -> u8) {}
    /// The record of `fan` with exactly the groups `groups` no longer counts (a pung's fan given
    /// up for a fan that includes it).
    fn unused(&mut self, _fan: usize, _groups: u8) {}
}

impl Record for () {}

/// The chows (by middle tile) and pungs (kongs too) of one arrangement with their group bits,
/// to name the groups of a fan found by tile codes.
#[derive(Default)]
struct Pool {
    chows: [(u8, u8); 4],
    nc: usize,
    pungs: [(u8, u8); 4],
    np: usize,
}

impl Pool {
    /// The groups holding `codes`, each code a different group.
    fn of(list: &[(u8, u8)], codes: &[u8]) -> u8 {
        let mut taken = 0u8;
        for &c in codes {
            if let Some(&(_, bit)) = list.iter().find(|&&(x, bit)| x == c && taken & bit == 0) {
                taken |= bit;
            }
        }
        taken
    }

    fn chows(&self, mids: &[u8]) -> u8 {
        Pool::of(&self.chows[..self.nc], mids)
    }

    fn pungs(&self, codes: &[u8]) -> u8 {
        Pool::of(&self.pungs[..self.np], codes)
    }

    fn pungs_where(&self, of: fn(u8) -> bool) -> u8 {
        self.pungs[..self.np].iter().filter(|&&(c, _)| of(c)).fold(0, |m, &(_, bit)| m | bit)
    }
}

// ---------------------------------------------------------------------------------------------
// Facts of the hand
// ---------------------------------------------------------------------------------------------

/// Can `c` (3k + 2 tiles) be split into sets and one pair (`need_pair`), or into sets only?
fn splits(c: &mut [u8; 34], need_pair: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        return !need_pair;
    };
    if need_pair && c[i] >= 2 {
        c[i] -= 2;
        let ok = splits(c, false);
        c[i] += 2;
        if ok {
            return true;
        }
    }
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = splits(c, need_pair);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = splits(c, need_pair);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        if ok {
            return true;
        }
    }
    false
}

/// Does exactly one tile complete `rest` (the standing tiles without the winning tile)?
/// Every kind is tried, even one already held four times (`docs/rules-mcr.md` §5 and §8 item 4):
/// regular form, plus seven pairs when `seven` (13 tiles, no melds).
fn wait_is_unique(rest: &[u8; 34], seven: bool) -> bool {
    // Sets and a pair by the engine's suit table, then the fifth tile of a kind held four times
    // by the plain search (no table key holds five).
    let mut waits = crate::arrange::completing_kinds(rest);
    let mut c = *rest;
    for t in 0..34 {
        if rest[t] >= 4 {
            c[t] += 1;
            if splits(&mut c, true) {
                waits |= 1 << t;
            }
            c[t] -= 1;
        }
    }
    if seven {
        // Seven pairs: the one kind held an odd number of times, when there is one.
        let odd = (0..34).filter(|t| rest[*t] % 2 == 1).fold(0u64, |m, t| m | 1 << t);
        if odd.count_ones() == 1 {
            waits |= odd;
        }
    }
    waits.count_ones() == 1
}

/// The kinds (bit `t`: engine index `t`) whose calculator code `$pred` holds of.
macro_rules! kinds_where {
    ($pred:ident) => {{
        let mut mask = 0u64;
        let mut t = 0u8;
        while t < 34 {
            if $pred(code(t)) {
                mask |= 1 << t;
            }
            t += 1;
        }
        mask
    }};
}

const TERMINAL_OR_HONOR: u64 = kinds_where!(is_terminal_or_honor);
const TERMINAL: u64 = kinds_where!(is_terminal);
const HONOR: u64 = kinds_where!(is_honor);
const WIND: u64 = kinds_where!(is_wind);
const DRAGON: u64 = kinds_where!(is_dragon);
const GREEN_TILES: u64 = kinds_where!(is_green);
const REVERSIBLE: u64 = kinds_where!(is_reversible);
/// The nine kinds of a suit, at the engine's suit `s` (bamboo, characters, dots).
const SUIT: u64 = 0x1FF;

/// Suit fans (`docs/rules-mcr.md` §3 step 4): no honors, one voided suit per missing suit, two
/// missing become half or full flush, all types (three suits, a wind and a dragon). `held`: the
/// kinds held (bit `t`: engine index `t`).
fn suit_fans(held: u64, out: &mut FanTable) {
    // The calculator's suits as bits: characters 1, bamboo 2, dots 3, honours 4.
    let mut flag = 0u8;
    for (s, bit) in [(0, 2u8), (1, 1), (2, 3)] {
        if held >> (9 * s) & SUIT != 0 {
            flag |= 1 << bit;
        }
    }
    if held & HONOR != 0 {
        flag |= 1 << 4;
    }
    if flag & 0xF1 == 0 {
        out[NO_HONORS] = 1;
    }
    for mask in [0xE3u8, 0xE5, 0xE9] {
        if flag & mask == 0 {
            inc(out, ONE_VOIDED_SUIT);
        }
    }
    if out[ONE_VOIDED_SUIT] == 2 {
        out[ONE_VOIDED_SUIT] = 0;
        if out[NO_HONORS] == 0 {
            out[HALF_FLUSH] = 1;
        } else {
            out[FULL_FLUSH] = 1;
            out[NO_HONORS] = 0;
        }
    }
    if flag == 0x1E && held & WIND != 0 && held & DRAGON != 0 {
        out[ALL_TYPES] = 1;
    }
}

/// Tile-trait fans (`docs/rules-mcr.md` §3 step 4): all simples, reversible tiles, all green, then
/// (only without all simples) the first of all honors, all terminals, all terminals and honors.
fn tile_trait_fans(held: u64, out: &mut FanTable) {
    let all = |mask: u64| held & !mask == 0;
    if held & TERMINAL_OR_HONOR == 0 {
        out[ALL_SIMPLES] = 1;
    }
    if all(REVERSIBLE) {
        out[REVERSIBLE_TILES] = 1;
    }
    if all(GREEN_TILES) {
        out[ALL_GREEN] = 1;
    }
    if out[ALL_SIMPLES] != 0 {
        return;
    }
    if all(HONOR) {
        out[ALL_HONORS] = 1;
    } else if all(TERMINAL) {
        out[ALL_TERMINALS] = 1;
    } else if all(TERMINAL_OR_HONOR) {
        out[ALL_TERMINALS_AND_HONORS] = 1;
    }
}

/// Rank-range fans (`docs/rules-mcr.md` §3 step 4), only without honours: ranks 1-4 give lower four
/// with a 4, else lower tiles; ranks 6-9 upper four with a 6, else upper tiles; ranks 4-6 middle.
fn rank_range_fans(held: u64, out: &mut FanTable) {
    if held & HONOR != 0 {
        return;
    }
    // Bit r for each rank r (1..=9) held in any suit.
    let flag = (((held & SUIT) | (held >> 9 & SUIT) | (held >> 18 & SUIT)) << 1) as u16;
    if flag & 0xFFE1 == 0 {
        out[if flag & 0x0010 != 0 { LOWER_FOUR } else { LOWER_TILES }] = 1;
    } else if flag & 0xFC3F == 0 {
        out[if flag & 0x0040 != 0 { UPPER_FOUR } else { UPPER_TILES }] = 1;
    } else if flag & 0xFF8F == 0 {
        out[MIDDLE_TILES] = 1;
    }
}

/// Adds a pack's tiles to a count table (a kong counts 4, a pair 2).
fn add_pack(table: &mut [u8; 34], p: &Pack) -> bool {
    let t = usize::from(p.tile);
    let (n, span) = match p.kind {
        Kind::Chow => (1, 3),
        Kind::Pung => (3, 1),
        Kind::Kong => (4, 1),
        Kind::Pair => (2, 1),
    };
    if t + span > 34 || (span == 3 && (t >= 27 || t % 9 > 6)) {
        return false;
    }
    for slot in table.iter_mut().skip(t).take(span) {
        *slot = slot.saturating_add(n);
    }
    true
}

/// Gathers the facts of a hand (`docs/rules-mcr.md` §1 and §5). The result is marked not
/// [`HandFacts::valid`] (and every form then returns false) for inconsistent input: more than four
/// melds, a tile index of 34 or more, a wrong tile count, five or more of a kind.
///
/// `standing` holds the concealed tiles outside the declared melds, with or without the winning
/// tile (told apart by the count: 13 - 3 × melds without it, 14 - 3 × melds with it). The flags
/// are corrected as the calculator does: the fourth-tile flag is dropped when another copy of the
/// winning tile stands in the hand and forced on when the melds hold three copies; the kong flag
/// is dropped for a self-drawn win without a declared kong, and for a discard win when the winning
/// tile appears anywhere else in the hand.
pub fn hand_facts(
    melds: &[Pack],
    standing: &[u8; 34],
    win_tile: u8,
    flags: Flags,
    seat: u8,
    prevalent: u8,
    flowers: u8,
) -> HandFacts {
    let empty = Pack { kind: Kind::Pair, tile: 0, declared: true, concealed: false };
    let mut h = HandFacts {
        valid: true,
        all: [0; 34],
        fixed: [0; 34],
        standing: *standing,
        win: win_tile,
        n_melds: melds.len().min(4),
        melds: [empty; 4],
        flags,
        unique_wait: std::cell::Cell::new(None),
        seat,
        prevalent,
        flowers,
        traits: [0; FANS],
        fours: 0,
    };
    if melds.len() > 4 || win_tile >= 34 {
        h.valid = false;
        return h;
    }
    for (slot, m) in h.melds.iter_mut().zip(melds) {
        *slot = *m;
        if m.kind == Kind::Pair || !add_pack(&mut h.fixed, m) {
            h.valid = false;
        }
    }
    let n_standing: usize = standing.iter().map(|&n| usize::from(n)).sum();
    let expected = 13 - 3 * h.n_melds;
    if n_standing == expected {
        h.standing[usize::from(win_tile)] = h.standing[usize::from(win_tile)].saturating_add(1);
    } else if n_standing != expected + 1 || count(standing, win_tile) == 0 {
        h.valid = false;
    }
    if !h.valid {
        return h;
    }
    for t in 0..34 {
        h.all[t] = h.fixed[t].saturating_add(h.standing[t]);
    }
    // More than four of a kind cannot be dealt (the calculator would score it; the driver refuses it).
    if h.all.iter().any(|&n| n > 4) {
        h.valid = false;
        return h;
    }
    // §5: corrections of the flags.
    let w = usize::from(win_tile);
    if h.standing[w] != 1 {
        h.flags.fourth_tile = false;
    }
    if h.fixed[w] == 3 {
        h.flags.fourth_tile = true;
    }
    if h.flags.about_kong {
        if h.flags.self_drawn {
            if !melds.iter().any(|m| m.kind == Kind::Kong) {
                h.flags.about_kong = false;
            }
        } else if h.fixed[w] != 0 || h.standing[w] != 1 {
            h.flags.about_kong = false;
        }
    }
    // §3 step 4: the fans of the tiles alone.
    let held = h.all.iter().enumerate().fold(0u64, |m, (t, &n)| if n > 0 { m | 1 << t } else { m });
    suit_fans(held, &mut h.traits);
    tile_trait_fans(held, &mut h.traits);
    rank_range_fans(held, &mut h.traits);
    h.fours = h.all.iter().filter(|&&n| n == 4).count() as u8;
    h
}

impl HandFacts {
    /// Whether exactly one tile completes the 13 standing tiles (`docs/rules-mcr.md` §5), from the
    /// standing tiles alone; found once.
    pub fn unique_wait(&self) -> bool {
        if let Some(u) = self.unique_wait.get() {
            return u;
        }
        let mut rest = self.standing;
        let w = usize::from(self.win);
        rest[w] = rest[w].saturating_sub(1);
        let u = wait_is_unique(&rest, self.n_melds == 0);
        self.unique_wait.set(Some(u));
        u
    }
}

// ---------------------------------------------------------------------------------------------
// Pieces shared by the forms
// ---------------------------------------------------------------------------------------------

/// Win flags (`docs/rules-mcr.md` §5): last tile; self-drawn, turned into last tile draw or out
/// with replacement tile; on a discard last tile claim, and robbing the kong, which drops last tile.
fn win_flag_fans(f: &Flags, out: &mut FanTable) {
    if f.fourth_tile {
        out[LAST_TILE] = 1;
    }
    if f.self_drawn {
        out[SELF_DRAWN] = 1;
        if f.wall_last {
            out[LAST_TILE_DRAW] = 1;
            out[SELF_DRAWN] = 0;
        }
        if f.about_kong {
            out[OUT_WITH_REPLACEMENT_TILE] = 1;
            out[SELF_DRAWN] = 0;
        }
    } else {
        if f.wall_last {
            out[LAST_TILE_CLAIM] = 1;
        }
        if f.about_kong {
            out[ROBBING_THE_KONG] = 1;
            out[LAST_TILE] = 0;
        }
    }
}

/// The "not counted with" column of `docs/rules-mcr.md` §2, applied in the calculator's order
/// (§3 step 5); the wind fans come after it, elsewhere. `wind_pungs`: the groups of the wind
/// pungs (for `rec`; none in a special form).
// Out of line: inlined into `regular` it cost 1% more instructions (callgrind, once mcr/check_score).
#[inline(never)]
fn final_adjust(t: &mut FanTable, wind_pungs: impl FnOnce() -> u8, rec: &mut impl Record) {
    if t[BIG_FOUR_WINDS] != 0 {
        t[ALL_PUNGS] = 0;
        t[PUNG_OF_TERMINALS_OR_HONORS] = 0;
    }
    if t[BIG_THREE_DRAGONS] != 0 {
        t[DRAGON_PUNG] = 0;
    }
    if t[ALL_GREEN] != 0 {
        t[HALF_FLUSH] = 0;
        t[ONE_VOIDED_SUIT] = 0;
    }
    if t[FOUR_KONGS] != 0 {
        t[SINGLE_WAIT] = 0;
    }
    if t[ALL_TERMINALS] != 0 {
        t[ALL_PUNGS] = 0;
        t[OUTSIDE_HAND] = 0;
        t[PUNG_OF_TERMINALS_OR_HONORS] = 0;
        t[NO_HONORS] = 0;
        t[DOUBLE_PUNG] = 0;
    }
    if t[LITTLE_FOUR_WINDS] != 0 {
        t[PUNG_OF_TERMINALS_OR_HONORS] = 0;
    }
    if t[LITTLE_THREE_DRAGONS] != 0 {
        t[DRAGON_PUNG] = 0;
    }
    if t[ALL_HONORS] != 0 {
        t[ALL_PUNGS] = 0;
        t[OUTSIDE_HAND] = 0;
        t[PUNG_OF_TERMINALS_OR_HONORS] = 0;
        t[ONE_VOIDED_SUIT] = 0;
    }
    if t[FOUR_CONCEALED_PUNGS] != 0 {
        t[ALL_PUNGS] = 0;
        t[CONCEALED_HAND] = 0;
        if t[FULLY_CONCEALED_HAND] != 0 {
            t[FULLY_CONCEALED_HAND] = 0;
            t[SELF_DRAWN] = 1;
        }
    }
    if t[PURE_TERMINAL_CHOWS] != 0 {
        t[FULL_FLUSH] = 0;
        t[ALL_CHOWS] = 0;
        t[NO_HONORS] = 0;
    }
    if t[FOUR_PURE_SHIFTED_PUNGS] != 0 {
        t[ALL_PUNGS] = 0;
    }
    if t[ALL_TERMINALS_AND_HONORS] != 0 {
        t[ALL_PUNGS] = 0;
        t[OUTSIDE_HAND] = 0;
        t[PUNG_OF_TERMINALS_OR_HONORS] = 0;
    }
    if t[ALL_EVEN_PUNGS] != 0 {
        t[ALL_PUNGS] = 0;
        t[ALL_SIMPLES] = 0;
        t[NO_HONORS] = 0;
    }
    if t[UPPER_TILES] != 0 {
        t[NO_HONORS] = 0;
    }
    if t[MIDDLE_TILES] != 0 {
        t[ALL_SIMPLES] = 0;
        t[NO_HONORS] = 0;
    }
    if t[LOWER_TILES] != 0 {
        t[NO_HONORS] = 0;
    }
    if t[THREE_SUITED_TERMINAL_CHOWS] != 0 {
        t[ALL_CHOWS] = 0;
        t[NO_HONORS] = 0;
    }
    if t[ALL_FIVES] != 0 {
        t[ALL_SIMPLES] = 0;
        t[NO_HONORS] = 0;
    }
    if t[UPPER_FOUR] != 0 {
        t[NO_HONORS] = 0;
    }
    if t[LOWER_FOUR] != 0 {
        t[NO_HONORS] = 0;
    }
    if t[BIG_THREE_WINDS] != 0 && t[ALL_HONORS] == 0 && t[ALL_TERMINALS_AND_HONORS] == 0 {
        // The three wind pungs of big three winds give up their pung of terminals or honors.
        t[PUNG_OF_TERMINALS_OR_HONORS] = t[PUNG_OF_TERMINALS_OR_HONORS].saturating_sub(3);
        let mut winds = wind_pungs();
        while winds != 0 {
            rec.unused(PUNG_OF_TERMINALS_OR_HONORS, winds & winds.wrapping_neg());
            winds &= winds - 1;
        }
    }
    if t[REVERSIBLE_TILES] != 0 {
        t[ONE_VOIDED_SUIT] = 0;
    }
    if t[LAST_TILE_DRAW] != 0 {
        t[SELF_DRAWN] = 0;
    }
    if t[OUT_WITH_REPLACEMENT_TILE] != 0 {
        t[SELF_DRAWN] = 0;
    }
    if t[MELDED_HAND] != 0 {
        t[SINGLE_WAIT] = 0;
    }
    if t[TWO_DRAGON_PUNGS] != 0 {
        t[DRAGON_PUNG] = 0;
    }
    if t[FULLY_CONCEALED_HAND] != 0 {
        t[SELF_DRAWN] = 0;
    }
    if t[ALL_CHOWS] != 0 {
        t[NO_HONORS] = 0;
    }
    if t[ALL_SIMPLES] != 0 {
        t[NO_HONORS] = 0;
    }
}

/// Seat and prevalent wind for one wind pung (`docs/rules-mcr.md` §5): each scores its fan and
/// takes back the pung's pung of terminals or honors (once when both winds are the same), unless
/// big three winds, all terminals and honors, all honors or little four winds already did.
/// `bit` is the pung's group.
fn wind_fans(c: u8, bit: u8, h: &HandFacts, t: &mut FanTable, rec: &mut impl Record) {
    let deducted =
        t[BIG_THREE_WINDS] != 0 || t[ALL_TERMINALS_AND_HONORS] != 0 || t[ALL_HONORS] != 0 || t[LITTLE_FOUR_WINDS] != 0;
    let delta = c.wrapping_sub(EAST);
    if delta == h.prevalent {
        t[PREVALENT_WIND] = 1;
        rec.used(PREVALENT_WIND, || bit);
        if !deducted {
            dec(t, PUNG_OF_TERMINALS_OR_HONORS);
            rec.unused(PUNG_OF_TERMINALS_OR_HONORS, bit);
        }
    }
    if delta == h.seat {
        t[SEAT_WIND] = 1;
        rec.used(SEAT_WIND, || bit);
        if h.seat != h.prevalent && !deducted {
            dec(t, PUNG_OF_TERMINALS_OR_HONORS);
            rec.unused(PUNG_OF_TERMINALS_OR_HONORS, bit);
        }
    }
}

/// Edge, closed or single wait from the standing groups holding the winning tile (`docs/rules-mcr.md`
/// §5): an end of a chow gives edge, else a chow's middle closed, else the pair single; one at most.
/// `groups` are (kind, calculator code of the middle tile for a chow, of the tile otherwise, the
/// group's bit).
fn wait_fans(
    groups: &[(Kind, u8, u8)],
    win: u8,
    unique: impl FnOnce() -> bool,
    t: &mut FanTable,
    rec: &mut impl Record,
) {
    if t[MELDED_HAND] != 0 || t[FOUR_KONGS] != 0 {
        return;
    }
    // The first group of each wait, by its bit.
    let (mut edge, mut closed, mut single) = (0u8, 0u8, 0u8);
    for &(kind, c, bit) in groups {
        let first = |found: u8| if found == 0 { bit } else { found };
        match kind {
            Kind::Chow => {
                if c == win {
                    closed = first(closed);
                } else if c.wrapping_add(1) == win || c.wrapping_sub(1) == win {
                    edge = first(edge);
                }
            }
            Kind::Pair if c == win => single = first(single),
            Kind::Pair | Kind::Pung | Kind::Kong => {}
        }
    }
    let (fan, bit) = if edge != 0 {
        (EDGE_WAIT, edge)
    } else if closed != 0 {
        (CLOSED_WAIT, closed)
    } else if single != 0 {
        (SINGLE_WAIT, single)
    } else {
        return;
    };
    if !unique() {
        return;
    }
    t[fan] = 1;
    rec.used(fan, || bit);
}

// ---------------------------------------------------------------------------------------------
// Sets with each other (`docs/rules-mcr.md` §3 step 2); chows are given by their middle tile.
// ---------------------------------------------------------------------------------------------

fn shifted_1(a: u8, b: u8, c: u8) -> bool {
    a.wrapping_add(1) == b && b.wrapping_add(1) == c
}

fn shifted_2(a: u8, b: u8, c: u8) -> bool {
    a.wrapping_add(2) == b && b.wrapping_add(2) == c
}

fn mixed(a: u8, b: u8, c: u8) -> bool {
    a != b && a != c && b != c
}

fn shifted_1_any(a: u8, b: u8, c: u8) -> bool {
    shifted_1(a, b, c)
        || shifted_1(a, c, b)
        || shifted_1(b, a, c)
        || shifted_1(b, c, a)
        || shifted_1(c, a, b)
        || shifted_1(c, b, a)
}

/// Four chows (sorted): four pure shifted chows (step 2, then step 1), quadruple chow.
fn four_chows_fan(m: [u8; 4]) -> Option<usize> {
    let step = |d: u8| m[0].wrapping_add(d) == m[1] && m[1].wrapping_add(d) == m[2] && m[2].wrapping_add(d) == m[3];
    if step(2) || step(1) {
        Some(FOUR_PURE_SHIFTED_CHOWS)
    } else if step(0) {
        Some(QUADRUPLE_CHOW)
    } else {
        None
    }
}

/// Three chows (sorted): in three suits mixed shifted chows, mixed triple chow, mixed straight; in
/// fewer suits pure straight, pure shifted chows (step 2, then 1), pure triple chow.
fn three_chows_fan(a: u8, b: u8, c: u8) -> Option<usize> {
    let (ra, rb, rc) = (rank(a), rank(b), rank(c));
    if mixed(suit(a), suit(b), suit(c)) {
        if shifted_1_any(ra, rb, rc) {
            return Some(MIXED_SHIFTED_CHOWS);
        }
        if ra == rb && rb == rc {
            return Some(MIXED_TRIPLE_CHOW);
        }
        let mut r = [ra, rb, rc];
        r.sort_unstable();
        if r == [2, 5, 8] {
            return Some(MIXED_STRAIGHT);
        }
    } else {
        if a.wrapping_add(3) == b && b.wrapping_add(3) == c {
            return Some(PURE_STRAIGHT);
        }
        if shifted_2(a, b, c) || shifted_1(a, b, c) {
            return Some(PURE_SHIFTED_CHOWS);
        }
        if a == b && a == c {
            return Some(PURE_TRIPLE_CHOW);
        }
    }
    None
}

/// Two chows, either order: mixed double chow across suits; short straight, two terminal chows,
/// pure double chow in one suit.
fn two_chows_fan(a: u8, b: u8) -> Option<usize> {
    if suit(a) != suit(b) {
        if rank(a) == rank(b) {
            return Some(MIXED_DOUBLE_CHOW);
        }
    } else {
        if a.wrapping_add(3) == b || b.wrapping_add(3) == a {
            return Some(SHORT_STRAIGHT);
        }
        let (ra, rb) = (rank(a), rank(b));
        if (ra == 2 && rb == 8) || (ra == 8 && rb == 2) {
            return Some(TWO_TERMINAL_CHOWS);
        }
        if a == b {
            return Some(PURE_DOUBLE_CHOW);
        }
    }
    None
}

/// Four pungs (sorted): four pure shifted pungs, big four winds.
fn four_pungs_fan(m: [u8; 4]) -> Option<usize> {
    if is_numbered(m[0]) && shifted_1(m[0], m[1], m[2]) && m[2].wrapping_add(1) == m[3] {
        Some(FOUR_PURE_SHIFTED_PUNGS)
    } else if m == [EAST, EAST + 1, EAST + 2, NORTH] {
        Some(BIG_FOUR_WINDS)
    } else {
        None
    }
}

/// Three pungs (sorted): numbered in three suits mixed shifted pungs, triple pung; in fewer suits
/// pure shifted pungs; else big three winds, big three dragons.
fn three_pungs_fan(a: u8, b: u8, c: u8) -> Option<usize> {
    if is_numbered(a) && is_numbered(b) && is_numbered(c) {
        let (ra, rb, rc) = (rank(a), rank(b), rank(c));
        if mixed(suit(a), suit(b), suit(c)) {
            if shifted_1_any(ra, rb, rc) {
                return Some(MIXED_SHIFTED_PUNGS);
            }
            if ra == rb && rb == rc {
                return Some(TRIPLE_PUNG);
            }
        } else if shifted_1(a, b, c) {
            return Some(PURE_SHIFTED_PUNGS);
        }
    } else {
        if is_wind(a) && is_wind(b) && is_wind(c) && a < b && b < c {
            return Some(BIG_THREE_WINDS);
        }
        if a == RED && b == GREEN && c == WHITE {
            return Some(BIG_THREE_DRAGONS);
        }
    }
    None
}

/// Two pungs, either order: double pung (numbered, same rank), two dragons pungs.
fn two_pungs_fan(a: u8, b: u8) -> Option<usize> {
    if is_numbered(a) && is_numbered(b) {
        if rank(a) == rank(b) {
            return Some(DOUBLE_PUNG);
        }
    } else if is_dragon(a) && is_dragon(b) {
        return Some(TWO_DRAGON_PUNGS);
    }
    None
}

/// The 1-fan chow pairings over the limit `max` (`docs/rules-mcr.md` §3 step 2): count them by
/// kind, then cut duplicates first (down to one of a kind, then to none), from two terminal chows
/// back to pure double chow, until at most `max` remain.
fn limit_pairings(fans: &[Option<usize>], max: i32, t: &mut FanTable) {
    let mut per = [0i32; 4];
    let mut n = 0i32;
    for f in fans.iter().flatten() {
        if let Some(slot) = f.checked_sub(PURE_DOUBLE_CHOW).and_then(|i| per.get_mut(i)) {
            *slot += 1;
            n += 1;
        }
    }
    let mut keep = 1;
    while n > max && keep >= 0 {
        for slot in per.iter_mut().rev() {
            while *slot > keep && n > max {
                *slot -= 1;
                n -= 1;
            }
            if n <= max {
                break;
            }
        }
        keep -= 1;
    }
    for (i, &v) in per.iter().enumerate() {
        t[PURE_DOUBLE_CHOW + i] = v.clamp(0, 255) as u8;
    }
}

/// A 3-chow fan among `a b c` and at most one 1-fan element of the fourth chow `x` with one of them,
/// preferring pure double chow, mixed double chow, short straight, two terminal chows.
fn three_of_four_chows([a, b, c, x]: [u8; 4], pool: &Pool, t: &mut FanTable, rec: &mut impl Record) -> bool {
    let Some(f) = three_chows_fan(a, b, c) else {
        return false;
    };
    t[f] = 1;
    rec.used(f, || pool.chows(&[a, b, c]));
    let extra = [two_chows_fan(a, x), two_chows_fan(b, x), two_chows_fan(c, x)];
    for pick in [PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS] {
        if let Some(k) = extra.iter().position(|&e| e == Some(pick)) {
            t[pick] = 1;
            rec.used(pick, || pool.chows(&[[a, b, c][k], x]));
            break;
        }
    }
    true
}

/// Four chows (`docs/rules-mcr.md` §3 step 2), middle tiles sorted in the calculator's order.
fn four_chows(m: [u8; 4], pool: &Pool, t: &mut FanTable, rec: &mut impl Record) {
    if let Some(f) = four_chows_fan(m) {
        t[f] = 1;
        rec.used(f, || pool.chows(&m));
        return;
    }
    if three_of_four_chows([m[0], m[1], m[2], m[3]], pool, t, rec)
        || three_of_four_chows([m[0], m[1], m[3], m[2]], pool, t, rec)
        || three_of_four_chows([m[0], m[2], m[3], m[1]], pool, t, rec)
        || three_of_four_chows([m[1], m[2], m[3], m[0]], pool, t, rec)
    {
        return;
    }
    const PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let f = PAIRS.map(|(i, j)| two_chows_fan(m[i], m[j]));
    // One pairing fewer for each chow related to no other.
    let mut max = 3;
    for idx in [[0, 1, 2], [0, 3, 4], [1, 3, 5], [2, 4, 5]] {
        if idx.iter().all(|&i| f[i].is_none()) {
            max -= 1;
        }
    }
    if max > 0 {
        limit_pairings(&f, max, t);
        for (fan, (i, j)) in f.iter().zip(PAIRS) {
            if let Some(fan) = *fan {
                rec.used(fan, || pool.chows(&[m[i], m[j]]));
            }
        }
    }
}

/// Three chows: a 3-chow fan ends it, else at most two of the three pairings.
fn three_chows(m: [u8; 3], pool: &Pool, t: &mut FanTable, rec: &mut impl Record) {
    if let Some(f) = three_chows_fan(m[0], m[1], m[2]) {
        t[f] = 1;
        rec.used(f, || pool.chows(&m));
        return;
    }
    const PAIRS: [(usize, usize); 3] = [(0, 1), (0, 2), (1, 2)];
    let f = PAIRS.map(|(i, j)| two_chows_fan(m[i], m[j]));
    limit_pairings(&f, 2, t);
    for (fan, (i, j)) in f.iter().zip(PAIRS) {
        if let Some(fan) = *fan {
            rec.used(fan, || pool.chows(&[m[i], m[j]]));
        }
    }
}

/// Four pungs: a 4-pung fan ends it; else the first 3-pung fan (012, 013, 023, 123) and the fourth
/// pung once with one of the three; else every pairing.
fn four_pungs(m: [u8; 4], pool: &Pool, t: &mut FanTable, rec: &mut impl Record) {
    if let Some(f) = four_pungs_fan(m) {
        t[f] = 1;
        rec.used(f, || pool.pungs(&m));
        return;
    }
    for (tri, free) in [([0, 1, 2], 3usize), ([0, 1, 3], 2), ([0, 2, 3], 1), ([1, 2, 3], 0)] {
        let three = tri.map(|i| m[i]);
        if let Some(f) = three_pungs_fan(three[0], three[1], three[2]) {
            t[f] = 1;
            rec.used(f, || pool.pungs(&three));
            for i in 0..4 {
                if i == free {
                    continue;
                }
                if let Some(g) = two_pungs_fan(m[i], m[free]) {
                    inc(t, g);
                    rec.used(g, || pool.pungs(&[m[i], m[free]]));
                    break;
                }
            }
            return;
        }
    }
    for (i, j) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
        if let Some(g) = two_pungs_fan(m[i], m[j]) {
            inc(t, g);
            rec.used(g, || pool.pungs(&[m[i], m[j]]));
        }
    }
}

/// Three pungs: a 3-pung fan ends it, else every pairing.
fn three_pungs(m: [u8; 3], pool: &Pool, t: &mut FanTable, rec: &mut impl Record) {
    if let Some(f) = three_pungs_fan(m[0], m[1], m[2]) {
        t[f] = 1;
        rec.used(f, || pool.pungs(&m));
        return;
    }
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if let Some(g) = two_pungs_fan(m[i], m[j]) {
            inc(t, g);
            rec.used(g, || pool.pungs(&[m[i], m[j]]));
        }
    }
}

/// Kongs and concealed pungs (`docs/rules-mcr.md` §3 step 3). A concealed kong counts as a
/// concealed pung; a melded and a concealed kong together make the combined 5-fan element
/// (recorded as the two kongs' own fans, as the rule book counts them). `bits`: the groups of the
/// concealed pungs and kongs counted, of the melded kongs, of the concealed kongs.
fn kong_fans(cp: i32, mk: i32, ck: i32, bits: [u8; 3], t: &mut FanTable, rec: &mut impl Record) {
    let [concealed_bits, melded_kongs, concealed_kongs] = bits;
    let mut concealed = |n: i32, t: &mut FanTable| {
        let fan = match n {
            2 => TWO_CONCEALED_PUNGS,
            3 => THREE_CONCEALED_PUNGS,
            4 => FOUR_CONCEALED_PUNGS,
            _ => return,
        };
        t[fan] = 1;
        rec.used(fan, || concealed_bits);
    };
    let mut kong = None;
    match mk + ck {
        0 => concealed(cp, t),
        1 => {
            if mk == 1 {
                kong = Some(MELDED_KONG);
                if cp == 2 || cp == 3 {
                    concealed(cp, t);
                }
            } else {
                kong = Some(CONCEALED_KONG);
                concealed(cp + 1, t);
            }
        }
        2 => match ck {
            0 => {
                kong = Some(TWO_MELDED_KONGS);
                if cp == 2 {
                    concealed(2, t);
                }
            }
            1 => {
                t[CONCEALED_AND_MELDED_KONG] = 1;
                if cp == 1 || cp == 2 {
                    concealed(cp + 1, t);
                }
            }
            _ => {
                kong = Some(TWO_CONCEALED_KONGS);
                if cp == 1 || cp == 2 {
                    concealed(cp + 2, t);
                }
            }
        },
        3 => {
            kong = Some(THREE_KONGS);
            match ck {
                1 if cp > 0 => concealed(2, t),
                2 => concealed(if cp == 0 { 2 } else { 3 }, t),
                3 => concealed(if cp == 0 { 3 } else { 4 }, t),
                _ => {}
            }
        }
        4 => {
            kong = Some(FOUR_KONGS);
            if ck >= 2 {
                concealed(ck, t);
            }
        }
        _ => {}
    }
    if mk == 1 && ck == 1 {
        rec.used(CONCEALED_KONG, || concealed_kongs);
        rec.used(MELDED_KONG, || melded_kongs);
    }
    if let Some(fan) = kong {
        t[fan] = 1;
        rec.used(fan, || match fan {
            MELDED_KONG | TWO_MELDED_KONGS => melded_kongs,
            CONCEALED_KONG | TWO_CONCEALED_KONGS => concealed_kongs,
            _ => melded_kongs | concealed_kongs,
        });
    }
}

/// Three-suited terminal chows: a 5 pair and, in each of the two other suits, 123 and 789.
fn three_suited_terminal_chows(mids: &[u8; 4], pair: u8) -> bool {
    if !is_numbered(pair) || rank(pair) != 5 {
        return false;
    }
    let mut low = [false; 4];
    let mut high = [false; 4];
    for &m in mids {
        let s = usize::from(suit(m) & 3);
        if suit(m) == suit(pair) {
            return false;
        }
        match rank(m) {
            2 => low[s] = true,
            8 => high[s] = true,
            _ => return false,
        }
    }
    (1..4).filter(|&s| s != usize::from(suit(pair))).all(|s| low[s] && high[s])
}

/// Pure terminal chows: a 5 pair and 123, 123, 789, 789 of its suit.
fn pure_terminal_chows(mids: &[u8; 4], pair: u8) -> bool {
    if !is_numbered(pair) || rank(pair) != 5 {
        return false;
    }
    let (mut low, mut high) = (0, 0);
    for &m in mids {
        if suit(m) != suit(pair) {
            return false;
        }
        match rank(m) {
            2 => low += 1,
            8 => high += 1,
            _ => return false,
        }
    }
    low == 2 && high == 2
}

// ---------------------------------------------------------------------------------------------
// Regular arrangements
// ---------------------------------------------------------------------------------------------

/// The calculator's enumeration order of an arrangement (`docs/rules-mcr.md` §4): its standing sets
/// coded by lowest tile in the calculator's order (pung before chow), sorted, read as one number.
/// Compare keys only between arrangements of the same hand.
pub fn arrangement_key(sets: &[Pack; 5]) -> u32 {
    let mut codes = [u8::MAX; 4];
    let mut n = 0;
    for p in sets.iter().filter(|p| !p.declared && p.kind != Kind::Pair) {
        if let Some(slot) = codes.get_mut(n) {
            *slot = calc_pos(p.tile).saturating_mul(2).saturating_add(u8::from(p.kind == Kind::Chow));
            n += 1;
        }
    }
    codes.sort_unstable();
    codes.iter().fold(0u32, |k, &c| (k << 8) | u32::from(c))
}

/// Fans of one regular arrangement (`docs/rules-mcr.md` §3, §5): `sets` are the four sets and the
/// pair, declared melds included, in any order. Adds into `out` (zeroed by the caller); flowers
/// are not added. Does nothing for an arrangement that is not four sets and a pair. `rec` learns
/// which of `sets` each fan used ([`Record`]).
pub fn regular(h: &HandFacts, sets: &[Pack; 5], out: &mut FanTable, rec: &mut impl Record) {
    if !h.valid {
        return;
    }
    let win = code(h.win);
    let mut chows = [0u8; 4];
    let mut chow_open = [false; 4];
    let mut nc = 0;
    let mut pungs = [0u8; 4];
    let mut pung_open = [false; 4];
    let mut np = 0;
    let mut pool = Pool::default();
    let mut pair = None;
    let mut pair_bit = 0u8;
    let (mut cp, mut mk, mut ck) = (0i32, 0i32, 0i32);
    // The groups of the concealed pungs, the melded kongs, the concealed kongs.
    let (mut cp_bits, mut mk_bits, mut ck_bits) = (0u8, 0u8, 0u8);
    let mut groups = [(Kind::Pair, 0u8, 0u8); 5];
    let mut ng = 0;
    let mut melded_fixed = 0;
    for (i, p) in sets.iter().enumerate() {
        if p.tile >= 34 {
            return;
        }
        let c = code(p.tile);
        let bit = 1u8 << i;
        match p.kind {
            Kind::Chow => {
                if nc >= 4 || p.tile >= 27 || p.tile % 9 > 6 {
                    return;
                }
                chows[nc] = c + 1;
                chow_open[nc] = !p.concealed;
                pool.chows[nc] = (c + 1, bit);
                nc += 1;
            }
            Kind::Pung | Kind::Kong => {
                if np >= 4 {
                    return;
                }
                pungs[np] = c;
                pung_open[np] = !p.concealed;
                pool.pungs[np] = (c, bit);
                np += 1;
                match (p.kind, p.concealed) {
                    (Kind::Pung, true) => {
                        cp += 1;
                        cp_bits |= bit;
                    }
                    (Kind::Kong, true) => {
                        ck += 1;
                        ck_bits |= bit;
                    }
                    (Kind::Kong, false) => {
                        mk += 1;
                        mk_bits |= bit;
                    }
                    _ => {}
                }
            }
            Kind::Pair => {
                if pair.is_some() {
                    return;
                }
                pair = Some(c);
                pair_bit = bit;
            }
        }
        if p.declared {
            melded_fixed += usize::from(!p.concealed);
        } else if let Some(g) = groups.get_mut(ng) {
            *g = (p.kind, if p.kind == Kind::Chow { c + 1 } else { c }, bit);
            ng += 1;
        }
    }
    (pool.nc, pool.np) = (nc, np);
    let Some(pair) = pair else {
        return;
    };
    if nc + np != 4 {
        return;
    }
    // §5: win flags.
    win_flag_fans(&h.flags, out);
    // §5: on a discard, a concealed pung of the winning tile counts as exposed unless the tile can
    // sit in a concealed chow.
    if !h.flags.self_drawn {
        let in_chow = (0..nc).any(|i| !chow_open[i] && (chows[i] == win + 1 || chows[i] == win || chows[i] + 1 == win));
        if !in_chow {
            for i in 0..np {
                if pungs[i] == win && !pung_open[i] {
                    cp -= 1;
                    cp_bits &= !pool.pungs[i].1;
                }
            }
        }
    }
    // §3 steps 1 and 3: kongs and concealed pungs, all pungs, each pung's own fan.
    if np != 0 {
        kong_fans(cp, mk, ck, [cp_bits | ck_bits, mk_bits, ck_bits], out, rec);
        if np == 4 && out[FOUR_KONGS] == 0 && out[FOUR_CONCEALED_PUNGS] == 0 {
            out[ALL_PUNGS] = 1;
        }
        for &(c, bit) in &pool.pungs[..np] {
            let fan = if is_dragon(c) {
                DRAGON_PUNG
            } else if is_terminal(c) || is_wind(c) {
                PUNG_OF_TERMINALS_OR_HONORS
            } else {
                continue;
            };
            inc(out, fan);
            rec.used(fan, || bit);
        }
    }
    // §3 step 2: the sets with each other, by the number of chows.
    match nc {
        4 => {
            let fan = if three_suited_terminal_chows(&chows, pair) {
                THREE_SUITED_TERMINAL_CHOWS
            } else if pure_terminal_chows(&chows, pair) {
                PURE_TERMINAL_CHOWS
            } else {
                let mut m = chows;
                m.sort_unstable();
                four_chows(m, &pool, out, rec);
                0
            };
            if fan != 0 {
                out[fan] = 1;
                rec.used(fan, || pool.chows(&chows) | pair_bit);
            }
        }
        3 => {
            let mut m = [chows[0], chows[1], chows[2]];
            m.sort_unstable();
            three_chows(m, &pool, out, rec);
        }
        2 => {
            if let Some(f) = two_chows_fan(chows[0], chows[1]) {
                inc(out, f);
                rec.used(f, || pool.chows(&chows[..2]));
            }
            if let Some(f) = two_pungs_fan(pungs[0], pungs[1]) {
                inc(out, f);
                rec.used(f, || pool.pungs(&pungs[..2]));
            }
        }
        1 => {
            let mut m = [pungs[0], pungs[1], pungs[2]];
            m.sort_unstable();
            three_pungs(m, &pool, out, rec);
        }
        _ => {
            let mut m = pungs;
            m.sort_unstable();
            four_pungs(m, &pool, out, rec);
        }
    }
    // §5: win method. No exposed meld: concealed hand, or fully concealed hand when self-drawn;
    // four exposed melds: melded hand, or self-drawn; else self-drawn when self-drawn.
    match melded_fixed {
        0 => out[if h.flags.self_drawn { FULLY_CONCEALED_HAND } else { CONCEALED_HAND }] = 1,
        4 => out[if h.flags.self_drawn { SELF_DRAWN } else { MELDED_HAND }] = 1,
        _ => {
            if h.flags.self_drawn {
                out[SELF_DRAWN] = 1;
            }
        }
    }
    // §3 step 4: the pair. Four chows and a numbered pair: all chows; two dragons pungs and a
    // dragon pair: little three dragons; big three winds and a wind pair: little four winds.
    if nc == 4 {
        if is_numbered(pair) {
            out[ALL_CHOWS] = 1;
        }
    } else if out[TWO_DRAGON_PUNGS] != 0 {
        if is_dragon(pair) {
            out[LITTLE_THREE_DRAGONS] = 1;
            out[TWO_DRAGON_PUNGS] = 0;
            rec.used(LITTLE_THREE_DRAGONS, || pool.pungs_where(is_dragon) | pair_bit);
        }
    } else if out[BIG_THREE_WINDS] != 0 && is_wind(pair) {
        out[LITTLE_FOUR_WINDS] = 1;
        out[BIG_THREE_WINDS] = 0;
        rec.used(LITTLE_FOUR_WINDS, || pool.pungs_where(is_wind) | pair_bit);
    }
    // §3 step 4: outside hand, all fives, all even pungs, counted over the five groups.
    let (mut terminal, mut honor, mut five, mut even) = (0, 0, 0, 0);
    let groups_all = chows[..nc]
        .iter()
        .map(|&c| (true, c))
        .chain(pungs[..np].iter().map(|&c| (false, c)))
        .chain(core::iter::once((false, pair)));
    for (is_chow, c) in groups_all {
        if !is_numbered(c) {
            honor += 1;
        } else if is_chow {
            match rank(c) {
                2 | 8 => terminal += 1,
                4..=6 => five += 1,
                _ => {}
            }
        } else {
            match rank(c) {
                1 | 9 => terminal += 1,
                5 => five += 1,
                2 | 4 | 6 | 8 => even += 1,
                _ => {}
            }
        }
    }
    if terminal + honor == 5 {
        out[OUTSIDE_HAND] = 1;
    } else if five == 5 {
        out[ALL_FIVES] = 1;
    } else if even == 5 {
        out[ALL_EVEN_PUNGS] = 1;
    }
    // §3 step 4: suits, tile traits, rank range (the same for every arrangement; no step before
    // counts these fans, so or-ing them in is setting them, without a branch per fan).
    for (o, &v) in out.iter_mut().zip(h.traits.iter()) {
        *o |= v;
    }
    // §3 step 4: tile hog, each kind held four times outside a kong (none with quadruple chow).
    if out[QUADRUPLE_CHOW] == 0 {
        out[TILE_HOG] = h.fours.wrapping_sub((mk + ck) as u8);
    }
    // §5: the wait, when unique, from the standing groups.
    wait_fans(&groups[..ng], win, || h.unique_wait(), out, rec);
    // §3 step 5: exclusions, then the wind fans per wind pung.
    final_adjust(out, || pool.pungs_where(is_wind), rec);
    if out[BIG_FOUR_WINDS] == 0 {
        for &(c, bit) in &pool.pungs[..np] {
            if is_wind(c) {
                wind_fans(c, bit, h, out, rec);
            }
        }
    }
    // No fan at all (or-ed without a branch per fan).
    if out.iter().fold(0, |any, &n| any | n) == 0 {
        out[CHICKEN_HAND] = 1;
    }
}

// ---------------------------------------------------------------------------------------------
// Special forms (`docs/rules-mcr.md` §4)
// ---------------------------------------------------------------------------------------------

/// Seven pairs, or seven shifted pairs (`docs/rules-mcr.md` §4). Only without declared melds; every
/// kind held an even number of times (four of a kind is two pairs). Seven consecutive pairs of the
/// winning tile's suit are seven shifted pairs (plus all simples for 2-8, plus win flags); other
/// seven pairs add the suit, tile-trait, rank-range and tile-hog fans and the win flags, then the
/// exclusions. The caller still scores the regular arrangements after plain seven pairs.
pub fn seven_pairs(h: &HandFacts, out: &mut FanTable) -> bool {
    if !h.valid || h.n_melds != 0 || h.standing.iter().any(|&n| n % 2 != 0) {
        return false;
    }
    let w = h.win;
    if w < 27 {
        // Engine index of rank 1 of the winning tile's suit; ranks 3..=7 must all be pairs.
        let base = usize::from(w / 9 * 9);
        let r = |k: usize| h.standing[base + k - 1];
        let shifted =
            (3..=7).all(|k| r(k) == 2) && if r(2) == 2 { r(1) == 2 || r(8) == 2 } else { r(8) == 2 && r(9) == 2 };
        if shifted {
            let mut t = [0u8; FANS];
            t[SEVEN_SHIFTED_PAIRS] = 1;
            if r(1) == 0 && r(9) == 0 {
                t[ALL_SIMPLES] = 1;
            }
            win_flag_fans(&h.flags, &mut t);
            *out = t;
            return true;
        }
    }
    let mut t = h.traits;
    t[SEVEN_PAIRS] = 1;
    t[TILE_HOG] = h.fours;
    win_flag_fans(&h.flags, &mut t);
    final_adjust(&mut t, || 0, &mut ());
    *out = t;
    true
}

/// Thirteen orphans (`docs/rules-mcr.md` §4): no melds, the 13 terminals and honours all held (one
/// doubled); only win flags besides.
pub fn thirteen_orphans(h: &HandFacts, out: &mut FanTable) -> bool {
    if !h.valid || h.n_melds != 0 {
        return false;
    }
    let ok = (0..34u8).all(|t| {
        let orphan = is_terminal_or_honor(code(t));
        (count(&h.standing, t) > 0) == orphan
    });
    if !ok {
        return false;
    }
    out[THIRTEEN_ORPHANS] = 1;
    win_flag_fans(&h.flags, out);
    true
}

/// The knitted tiles (engine indices) of one suit assignment: `knitted[k]` is the suit (0 bamboo,
/// 1 characters, 2 dots, engine order) holding ranks k+1, k+4, k+7.
fn knitted_tiles(knitted: [u8; 3]) -> Option<[u8; 9]> {
    let mut seen = [false; 3];
    let mut tiles = [0u8; 9];
    for (k, &s) in knitted.iter().enumerate() {
        let slot = seen.get_mut(usize::from(s))?;
        if *slot {
            return None;
        }
        *slot = true;
        for j in 0..3 {
            tiles[k * 3 + j] = s * 9 + k as u8 + 3 * j as u8;
        }
    }
    Some(tiles)
}

/// Is `t` (engine index) one of the knitted tiles of an assignment of suits to 147/258/369?
fn knitted_fit(t: u8, assignment: &[u8; 3]) -> bool {
    t < 27 && assignment[usize::from((t % 9) % 3)] == t / 9
}

/// Greater or lesser honors and knitted tiles (`docs/rules-mcr.md` §4): no melds, 14 different
/// tiles, 7-9 of them numbered and all from one knitted set, the rest honours. All 7 honours:
/// greater; else lesser, plus knitted straight with 9 numbered. Only win flags besides.
pub fn honors_and_knitted(h: &HandFacts, out: &mut FanTable) -> bool {
    if !h.valid || h.n_melds != 0 || h.standing.iter().any(|&n| n > 1) {
        return false;
    }
    let numbered = h.standing[..27].iter().filter(|&&n| n > 0).count();
    if !(7..=9).contains(&numbered) {
        return false;
    }
    let fits = PERMUTATIONS.iter().any(|a| (0..27u8).all(|t| count(&h.standing, t) == 0 || knitted_fit(t, a)));
    if !fits {
        return false;
    }
    if numbered == 7 {
        out[GREATER_HONORS_AND_KNITTED] = 1;
    } else {
        out[LESSER_HONORS_AND_KNITTED] = 1;
        if numbered == 9 {
            out[KNITTED_STRAIGHT] = 1;
        }
    }
    win_flag_fans(&h.flags, out);
    true
}

/// The six assignments of the suits (engine order 0 bamboo, 1 characters, 2 dots) to 147, 258, 369.
const PERMUTATIONS: [[u8; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// Nine gates (`docs/rules-mcr.md` §4): no melds; the standing tiles less the winning tile are
/// 1112345678999 of the winning tile's suit. Extras by the winning rank: 1 or 9 pure straight and
/// tile hog; 2 or 8 two concealed pungs, short straight, pung of terminals; 5 two concealed pungs
/// and pung of terminals; 3 4 6 7 short straight; plus win flags.
pub fn nine_gates(h: &HandFacts, out: &mut FanTable) -> bool {
    if !h.valid || h.n_melds != 0 || h.win >= 27 {
        return false;
    }
    let base = usize::from(h.win / 9 * 9);
    let r = usize::from(h.win % 9) + 1;
    let mut rest = h.standing;
    rest[usize::from(h.win)] -= 1;
    let gates = (1..=9).all(|k| rest[base + k - 1] == if k == 1 || k == 9 { 3 } else { 1 });
    if !gates {
        return false;
    }
    out[NINE_GATES] = 1;
    match r {
        1 | 9 => {
            out[PURE_STRAIGHT] = 1;
            out[TILE_HOG] = 1;
        }
        2 | 8 => {
            out[TWO_CONCEALED_PUNGS] = 1;
            out[SHORT_STRAIGHT] = 1;
            out[PUNG_OF_TERMINALS_OR_HONORS] = 1;
        }
        5 => {
            out[TWO_CONCEALED_PUNGS] = 1;
            out[PUNG_OF_TERMINALS_OR_HONORS] = 1;
        }
        _ => out[SHORT_STRAIGHT] = 1,
    }
    win_flag_fans(&h.flags, out);
    true
}

/// Knitted straight with one set and a pair (`docs/rules-mcr.md` §4, §8 item 5). `knitted[k]` is the
/// suit (0 bamboo, 1 characters, 2 dots) holding ranks k+1, k+4, k+7; the 9 knitted tiles must
/// stand, and the other standing tiles must be exactly `set` (unless it is the one declared meld)
/// and `pair`. Returns false (out untouched) when this does not fit.
///
/// Steps: knitted straight; with a chow set, all chows for a numbered pair and tile hog when the
/// pair's kind is held four times; with a pung or kong, a wind's pung of terminals (then the wind
/// fans) and all types with a dragon pair, a dragon pung and all types with a wind pair, a numbered
/// one pung of terminals for 1 or 9, no honors with a numbered pair and tile hog for a pung (not a
/// kong) whose kind is held four times; win flags; melded kong for an exposed kong; for a concealed
/// set concealed kong for a kong and concealed hand, or fully concealed hand (dropping self-drawn);
/// waits; exclusions.
pub fn knitted_straight(
    h: &HandFacts,
    knitted: [u8; 3],
    set: Pack,
    pair: Pack,
    out: &mut FanTable,
    rec: &mut impl Record,
) -> bool {
    if !h.valid || h.n_melds > 1 || pair.kind != Kind::Pair || set.kind == Kind::Pair {
        return false;
    }
    let Some(tiles) = knitted_tiles(knitted) else {
        return false;
    };
    let mut rest = h.standing;
    for &t in &tiles {
        match rest.get_mut(usize::from(t)) {
            Some(n) if *n > 0 => *n -= 1,
            _ => return false,
        }
    }
    // The remainder must be the pair and, unless declared, the set; a declared set must be the meld.
    let mut expect = [0u8; 34];
    if !add_pack(&mut expect, &pair) {
        return false;
    }
    if set.declared {
        let same = h.n_melds == 1
            && h.melds[0].kind == set.kind
            && h.melds[0].tile == set.tile
            && h.melds[0].concealed == set.concealed;
        if !same {
            return false;
        }
    } else if h.n_melds != 0 || !add_pack(&mut expect, &set) {
        return false;
    }
    if expect != rest {
        return false;
    }
    // The groups as [`Record`] names them.
    const SET: u8 = 1;
    const PAIR: u8 = 2;
    let mut t = [0u8; FANS];
    let pc = code(pair.tile);
    let sc = code(set.tile);
    t[KNITTED_STRAIGHT] = 1;
    if set.kind == Kind::Chow {
        if is_numbered(pc) {
            t[ALL_CHOWS] = 1;
        }
        if count(&h.all, pair.tile) == 4 {
            t[TILE_HOG] = 1;
        }
    } else if is_honor(sc) {
        if is_wind(sc) {
            t[PUNG_OF_TERMINALS_OR_HONORS] = 1;
            rec.used(PUNG_OF_TERMINALS_OR_HONORS, || SET);
            wind_fans(sc, SET, h, &mut t, rec);
            if is_dragon(pc) {
                t[ALL_TYPES] = 1;
            }
        } else {
            t[DRAGON_PUNG] = 1;
            rec.used(DRAGON_PUNG, || SET);
            if is_wind(pc) {
                t[ALL_TYPES] = 1;
            }
        }
    } else {
        if is_terminal(sc) {
            t[PUNG_OF_TERMINALS_OR_HONORS] = 1;
            rec.used(PUNG_OF_TERMINALS_OR_HONORS, || SET);
        }
        if !is_honor(pc) {
            t[NO_HONORS] = 1;
        }
        if set.kind != Kind::Kong && count(&h.all, set.tile) == 4 {
            t[TILE_HOG] = 1;
        }
    }
    win_flag_fans(&h.flags, &mut t);
    if !set.concealed {
        if set.kind == Kind::Kong {
            t[MELDED_KONG] = 1;
            rec.used(MELDED_KONG, || SET);
        }
    } else {
        if set.kind == Kind::Kong {
            t[CONCEALED_KONG] = 1;
            rec.used(CONCEALED_KONG, || SET);
        }
        if h.flags.self_drawn {
            t[FULLY_CONCEALED_HAND] = 1;
            t[SELF_DRAWN] = 0;
        } else {
            t[CONCEALED_HAND] = 1;
        }
    }
    let w = usize::from(h.win);
    if h.n_melds == 0 {
        // The 4 other standing tiles' wait, when unique, placed in the set or the pair; a winning
        // tile outside them (in the knitted part only) gets nothing.
        if rest[w] > 0 {
            let mut four = rest;
            four[w] -= 1;
            if wait_is_unique(&four, false) {
                let set_mid = if set.kind == Kind::Chow { sc + 1 } else { sc };
                let groups = [(set.kind, set_mid, SET), (Kind::Pair, pc, PAIR)];
                wait_fans(&groups, code(h.win), || true, &mut t, rec);
            }
        }
    } else if !tiles.contains(&h.win) || h.standing[w] == 3 {
        // With the declared set, the pair is the only wait: single wait.
        t[SINGLE_WAIT] = 1;
        rec.used(SINGLE_WAIT, || PAIR);
    }
    final_adjust(&mut t, || 0, rec);
    *out = t;
    true
}
