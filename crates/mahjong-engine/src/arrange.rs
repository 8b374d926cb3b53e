//! Arrangements: every way a hand's tiles form a mahjong (docs/rules.md §1 "Best arrangement"), the
//! quick completeness test behind waits, and the waits themselves.
//!
//! Completeness uses a table built once: for every count vector of one suit (5^9 entries, counts
//! 0–4 per rank) whether it splits into sets only, or into sets plus one pair. A hand is then
//! complete when one suit or honour group holds the pair and every other group splits into sets.
//! Scoring needs the sets themselves, so it enumerates decompositions recursively; both work on
//! `[u8; 34]` counting arrays and fixed-capacity vectors, without allocating.

use std::sync::OnceLock;

use arrayvec::ArrayVec;

use super::hand::{Hand, MeldKind, Win};
use super::ruleset::{Pattern, Rules, Source};
use super::tile::{Counts, KINDS, Tile};

/// Kind of a set in an arrangement.
pub use mahjong_types::SetKind;

/// One set of an arrangement.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Set {
    pub kind: SetKind,
    /// The lowest tile.
    pub tile: Tile,
    pub concealed: bool,
    /// A declared meld (as opposed to tiles arranged from the hand).
    pub declared: bool,
    /// The set the winning tile completes.
    pub winning: bool,
}

impl Set {
    fn new(kind: SetKind, tile: Tile) -> Set {
        Set { kind, tile, concealed: true, declared: false, winning: false }
    }

    /// The tiles of the set.
    pub fn tiles(&self) -> ArrayVec<Tile, 4> {
        let mut v = ArrayVec::new();
        let i = self.tile.index();
        match self.kind {
            SetKind::Chow => v.extend((0..3).filter_map(|k| Tile::from_index(i + k))),
            SetKind::Pung => v.extend([self.tile; 3]),
            SetKind::Kong => v.extend([self.tile; 4]),
            SetKind::Pair => v.extend([self.tile; 2]),
            SetKind::MixedPair => v.extend([Tile::B1, Tile::D1]),
            SetKind::Single => v.push(self.tile),
        }
        v
    }

    /// Whether the set holds a tile of kind `t` (as [`Set::tiles`] would list it).
    pub fn contains(&self, t: Tile) -> bool {
        match self.kind {
            SetKind::Chow => {
                let (i, j) = (self.tile.index(), t.index());
                j >= i && j < i + 3
            }
            SetKind::MixedPair => t == Tile::B1 || t == Tile::D1,
            _ => t == self.tile,
        }
    }

    pub fn is_pung_or_kong(&self) -> bool {
        matches!(self.kind, SetKind::Pung | SetKind::Kong)
    }
}

/// A full arrangement of a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrangement {
    pub pattern: Pattern,
    pub sets: ArrayVec<Set, 14>,
}

impl Arrangement {
    pub fn winning_set(&self) -> Option<&Set> {
        self.sets.iter().find(|s| s.winning)
    }
    pub fn pair(&self) -> Option<&Set> {
        self.sets.iter().find(|s| matches!(s.kind, SetKind::Pair | SetKind::MixedPair))
    }
}

// ------------------------------------------------------------------------------------------------
// The per-suit table.

const SUIT_STATES: usize = 1_953_125; // 5^9
const SETS_ONLY: u8 = 1;
const SETS_AND_PAIR: u8 = 2;
const POW5: [usize; 10] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];

fn suit_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(build_suit_table)
}

/// Builds the table: entries in increasing key order only depend on smaller keys.
fn build_suit_table() -> Vec<u8> {
    let mut t = vec![0u8; SUIT_STATES];
    t[0] = SETS_ONLY;
    for key in 1..SUIT_STATES {
        let mut digits = [0usize; 9];
        let mut k = key;
        for d in &mut digits {
            *d = k % 5;
            k /= 5;
        }
        let total: usize = digits.iter().sum();
        let mut flags = 0;
        // Sets only: the lowest rank starts a pung or a chow.
        if total.is_multiple_of(3) {
            let r = digits.iter().position(|d| *d > 0).unwrap_or(0);
            if digits[r] >= 3 && t[key - 3 * POW5[r]] & SETS_ONLY != 0 {
                flags |= SETS_ONLY;
            }
            if r <= 6
                && digits[r + 1] > 0
                && digits[r + 2] > 0
                && t[key - POW5[r] - POW5[r + 1] - POW5[r + 2]] & SETS_ONLY != 0
            {
                flags |= SETS_ONLY;
            }
        }
        if total % 3 == 2 {
            for r in 0..9 {
                if digits[r] >= 2 && t[key - 2 * POW5[r]] & SETS_ONLY != 0 {
                    flags |= SETS_AND_PAIR;
                    break;
                }
            }
        }
        t[key] = flags;
    }
    t
}

/// Builds the table now rather than on the first request.
pub fn warm_up() {
    let _ = suit_table();
}

fn suit_key(c: &Counts, suit: usize) -> usize {
    let mut key = 0;
    for r in (0..9).rev() {
        key = key * 5 + c[suit * 9 + r].min(4) as usize;
    }
    key
}

/// Whether the counts split into sets plus exactly one pair.
pub fn is_sets_and_pair(c: &Counts) -> bool {
    let table = suit_table();
    let mut pairs = 0;
    for s in 0..3 {
        match table[suit_key(c, s)] {
            f if f & SETS_ONLY != 0 => {}
            f if f & SETS_AND_PAIR != 0 => pairs += 1,
            _ => return false,
        }
    }
    for n in &c[27..KINDS] {
        match n {
            0 | 3 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    pairs == 1
}

// ------------------------------------------------------------------------------------------------
// Enumeration.

/// Calls `f` with every decomposition of `c` into `sets` sets and one pair, in order: pairs by
/// kind, then sets depth first from the lowest tile, a pung before a chow. `c` must split into
/// sets and a pair ([`is_sets_and_pair`]); branches the suit table shows to be dead are skipped,
/// which changes nothing but the time taken.
fn decompose_standard(c: &mut Counts, sets: usize, f: &mut impl FnMut(&[Set])) {
    let table = suit_table();
    let mut keys = [suit_key(c, 0), suit_key(c, 1), suit_key(c, 2)];
    let mut buf: ArrayVec<Set, 5> = ArrayVec::new();
    for p in 0..KINDS {
        if c[p] < 2 {
            continue;
        }
        // The rest must split into sets: in a suit, the suit without the pair.
        if p < 27 && table[keys[p / 9] - 2 * POW5[p % 9]] & SETS_ONLY == 0 {
            continue;
        }
        c[p] -= 2;
        if p < 27 {
            keys[p / 9] -= 2 * POW5[p % 9];
        }
        buf.push(Set::new(SetKind::Pair, tile(p)));
        sets_from_keyed(c, &mut keys, 0, sets, &mut buf, f);
        buf.pop();
        if p < 27 {
            keys[p / 9] += 2 * POW5[p % 9];
        }
        c[p] += 2;
    }
}

fn tile(i: usize) -> Tile {
    Tile::from_index(i).unwrap_or(Tile::B1)
}

/// The search behind [`sets_from`]: depth first from the lowest tile, a pung before a chow, with
/// the suits' table keys kept up to date so that a pung or chow after which the rest of its suit
/// does not split into sets is skipped (which changes nothing but the time taken).
fn sets_from_keyed(
    c: &mut Counts,
    keys: &mut [usize; 3],
    start: usize,
    need: usize,
    buf: &mut ArrayVec<Set, 5>,
    f: &mut impl FnMut(&[Set]),
) {
    let Some(i) = (start..KINDS).find(|i| c[*i] > 0) else {
        if need == 0 {
            f(buf);
        }
        return;
    };
    if need == 0 {
        return;
    }
    let table = suit_table();
    if c[i] >= 3 {
        let live = i >= 27 || table[keys[i / 9] - 3 * POW5[i % 9]] & SETS_ONLY != 0;
        if live {
            c[i] -= 3;
            if i < 27 {
                keys[i / 9] -= 3 * POW5[i % 9];
            }
            buf.push(Set::new(SetKind::Pung, tile(i)));
            sets_from_keyed(c, keys, i, need - 1, buf, f);
            buf.pop();
            if i < 27 {
                keys[i / 9] += 3 * POW5[i % 9];
            }
            c[i] += 3;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        let d = POW5[i % 9] + POW5[i % 9 + 1] + POW5[i % 9 + 2];
        if table[keys[i / 9] - d] & SETS_ONLY != 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            keys[i / 9] -= d;
            buf.push(Set::new(SetKind::Chow, tile(i)));
            sets_from_keyed(c, keys, i, need - 1, buf, f);
            buf.pop();
            keys[i / 9] += d;
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
    }
}

/// Calls `f` with every split of `c` into `need` sets, from kind `start` on. Every kind must be
/// held at most four times (the suit keys count to four), as it is once a pair is out.
fn sets_from(c: &mut Counts, start: usize, need: usize, buf: &mut ArrayVec<Set, 5>, f: &mut impl FnMut(&[Set])) {
    let mut keys = [suit_key(c, 0), suit_key(c, 1), suit_key(c, 2)];
    sets_from_keyed(c, &mut keys, start, need, buf, f);
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn is_thirteen_orphans(h: &Hand) -> bool {
    h.melds.is_empty()
        && ORPHANS.iter().all(|i| h.concealed[*i] >= 1)
        && ORPHANS.iter().map(|i| h.concealed[*i] as usize).sum::<usize>() == 14
}

fn is_wind_snake(h: &Hand) -> bool {
    if !h.melds.is_empty() {
        return false;
    }
    let c = &h.concealed;
    let winds = (27..31).all(|i| c[i] >= 1) && (31..34).all(|i| c[i] == 0);
    let mut suits = (0..3).filter(|s| (0..9).any(|r| c[s * 9 + r] > 0));
    let (first, more) = (suits.next(), suits.next());
    winds && more.is_none() && first.is_some_and(|s| (0..9).all(|r| c[s * 9 + r] >= 1)) && h.concealed_len() == 14
}

/// Seven pairs under the rule set's variant, as pair sets (a concealed kong stands for two pairs
/// where allowed and is shown as the kong).
fn seven_pairs(rules: Rules<'_>, h: &Hand) -> Option<ArrayVec<Set, 14>> {
    let rule = &rules.set.def.seven_pairs;
    let mut sets = ArrayVec::new();
    let mut pairs = 0;
    for m in &h.melds {
        if !(rule.kong_as_two_pairs && m.kind == MeldKind::Kong && !m.exposed) {
            return None;
        }
        sets.push(Set { kind: SetKind::Kong, tile: m.tile, concealed: true, declared: true, winning: false });
        pairs += 2;
    }
    for (i, n) in h.concealed.iter().enumerate() {
        match n {
            0 => {}
            2 => {
                sets.push(Set::new(SetKind::Pair, tile(i)));
                pairs += 1;
            }
            4 if !rule.distinct && rule.kong_as_two_pairs => {
                sets.push(Set::new(SetKind::Pair, tile(i)));
                sets.push(Set::new(SetKind::Pair, tile(i)));
                pairs += 2;
            }
            _ => return None,
        }
    }
    if rule.distinct && !h.melds.is_empty() {
        return None;
    }
    (pairs == 7).then_some(sets)
}

fn meld_sets(h: &Hand) -> ArrayVec<Set, 14> {
    h.melds
        .iter()
        .map(|m| Set {
            kind: match m.kind {
                MeldKind::Chow => SetKind::Chow,
                MeldKind::Pung => SetKind::Pung,
                MeldKind::Kong => SetKind::Kong,
            },
            tile: m.tile,
            concealed: !m.exposed,
            declared: true,
            winning: false,
        })
        .collect()
}

/// Concealed tiles grouped by kind (irregular hands): 1 single, 2 pair, 3 pung, 4 pung + single.
fn grouped(h: &Hand) -> ArrayVec<Set, 14> {
    let mut sets = meld_sets(h);
    for (i, n) in h.concealed.iter().enumerate() {
        let kinds: &[SetKind] = match n {
            1 => &[SetKind::Single],
            2 => &[SetKind::Pair],
            3 => &[SetKind::Pung],
            4 => &[SetKind::Pung, SetKind::Single],
            _ => &[],
        };
        for k in kinds {
            if sets.try_push(Set::new(*k, tile(i))).is_err() {
                break;
            }
        }
    }
    sets
}

/// Calls `f` once for each distinct concealed set of `sets` holding the winning tile, with that
/// set marked as the winning one (and exposed when the tile was claimed).
fn emit(pattern: Pattern, sets: &ArrayVec<Set, 14>, win_tile: Tile, claimed: bool, f: &mut dyn FnMut(&Arrangement)) {
    let mut tried: ArrayVec<(SetKind, Tile), 14> = ArrayVec::new();
    for (i, s) in sets.iter().enumerate() {
        if s.declared || !s.contains(win_tile) || tried.contains(&(s.kind, s.tile)) {
            continue;
        }
        tried.push((s.kind, s.tile));
        let mut arr = Arrangement { pattern, sets: sets.clone() };
        arr.sets[i].winning = true;
        if claimed {
            arr.sets[i].concealed = false;
        }
        f(&arr);
    }
}

/// Calls `f` with every arrangement of a winner's hand under the rule set's patterns, once for
/// each distinct set the winning tile may complete (docs/rules.md §1, §6). The winning set is marked
/// and, when the tile was claimed, exposed. Arrangements come pattern by pattern, in
/// [`Pattern::ALL`] order.
pub fn for_each_winning_arrangement(rules: Rules<'_>, h: &Hand, win: &Win, f: &mut impl FnMut(&Arrangement)) {
    let claimed = matches!(win.source, Source::Discard | Source::RobbedKong);
    let f: &mut dyn FnMut(&Arrangement) = f;
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    let melds = meld_sets(h);
    let need = 4usize.saturating_sub(h.melds.len());
    let n = h.concealed_len();
    if enabled(Pattern::Standard) && n == 3 * need + 2 && is_sets_and_pair(&h.concealed) {
        let mut c = h.concealed;
        decompose_standard(&mut c, need, &mut |found| {
            let mut sets = melds.clone();
            sets.extend(found.iter().copied());
            emit(Pattern::Standard, &sets, win.tile, claimed, f);
        });
    }
    if enabled(Pattern::SevenPairs)
        && let Some(sets) = seven_pairs(rules, h)
    {
        emit(Pattern::SevenPairs, &sets, win.tile, claimed, f);
    }
    if enabled(Pattern::ThirteenOrphans) && is_thirteen_orphans(h) {
        emit(Pattern::ThirteenOrphans, &grouped(h), win.tile, claimed, f);
    }
    if enabled(Pattern::WindSnake) && is_wind_snake(h) {
        emit(Pattern::WindSnake, &grouped(h), win.tile, claimed, f);
    }
    if enabled(Pattern::Svarione) && all_major(h) && n == 3 * need + 2 {
        emit(Pattern::Svarione, &grouped(h), win.tile, claimed, f);
    }
    if enabled(Pattern::VogelEetCake) {
        // The hand waited on a bamboo-1 pair; circles-1 closes it as the mixed pair.
        if let Some(mut c) = vogel_counts(h, win.tile, need) {
            c[Tile::B1.index()] -= 2;
            let mut buf: ArrayVec<Set, 5> = ArrayVec::new();
            sets_from(&mut c, 0, need, &mut buf, &mut |found| {
                let mut sets = melds.clone();
                sets.extend(found.iter().copied());
                sets.push(Set {
                    kind: SetKind::MixedPair,
                    tile: Tile::B1,
                    concealed: !claimed,
                    declared: false,
                    winning: true,
                });
                f(&Arrangement { pattern: Pattern::VogelEetCake, sets });
            });
        }
    }
}

/// Whether [`for_each_winning_arrangement`] finds at least one arrangement of pattern `p` (enabled
/// or not) for a winner's hand whose winning tile `win_tile` is among the concealed tiles.
pub(crate) fn completes_as(rules: Rules<'_>, h: &Hand, win_tile: Tile, p: Pattern) -> bool {
    let need = 4usize.saturating_sub(h.melds.len());
    let n = h.concealed_len();
    match p {
        // A decomposition covers every concealed tile, the winning one too.
        Pattern::Standard => n == 3 * need + 2 && is_sets_and_pair(&h.concealed),
        // Every concealed tile is in a pair (or kong) of the arrangement.
        Pattern::SevenPairs => seven_pairs(rules, h).is_some(),
        Pattern::ThirteenOrphans => is_thirteen_orphans(h),
        Pattern::WindSnake => is_wind_snake(h),
        Pattern::Svarione => all_major(h) && n == 3 * need + 2,
        Pattern::VogelEetCake => is_vogel_eet_cake(h, win_tile, need),
    }
}

/// The concealed counts of a *Vogel eet cake* hand with its circles-1 read as the bamboo-1 it
/// stands for, or `None` when the hand cannot be one (docs/rules.md §2 rode-boekje, §6): circles-1 is
/// the winning tile, and the hand waited on a bamboo-1 pair, which it cannot have done while
/// holding all four bamboo-1 (§6 leaves a kind held four times out of the waits).
fn vogel_counts(h: &Hand, win_tile: Tile, need: usize) -> Option<Counts> {
    let (b1, d1) = (Tile::B1.index(), Tile::D1.index());
    if win_tile != Tile::D1 || h.concealed[d1] == 0 || h.all_counts()[b1] >= 4 || h.concealed_len() != 3 * need + 2 {
        return None;
    }
    let mut c = h.concealed;
    c[d1] -= 1;
    c[b1] += 1;
    (c[b1] >= 2 && is_sets_and_pair(&c)).then_some(c)
}

/// Whether the hand is a *Vogel eet cake*: [`vogel_counts`] with the bamboo-1 pair taken out
/// splitting into sets.
fn is_vogel_eet_cake(h: &Hand, win_tile: Tile, need: usize) -> bool {
    vogel_counts(h, win_tile, need).is_some_and(|mut c| {
        c[Tile::B1.index()] -= 2;
        let mut found = false;
        let mut buf: ArrayVec<Set, 5> = ArrayVec::new();
        sets_from(&mut c, 0, need, &mut buf, &mut |_| found = true);
        found
    })
}

fn all_major(h: &Hand) -> bool {
    h.all_counts().iter().enumerate().all(|(i, n)| *n == 0 || tile(i).is_major())
}

/// Whether a 14-tile (+kongs) hand is a mahjong by any pattern of the rule set, ignoring minimums.
/// With `ordinary`, "Vogel eet cake" does not count (docs/rules.md §2 "only possible place").
pub fn is_mahjong(rules: Rules<'_>, h: &Hand, win_tile: Tile, ordinary: bool) -> bool {
    let need = 4usize.saturating_sub(h.melds.len());
    let standard = rules.set.enabled_patterns(rules.opts) & Pattern::Standard.bit() != 0
        && h.concealed_len() == 3 * need + 2
        && is_sets_and_pair(&h.concealed);
    standard || is_special_mahjong(rules, h, win_tile, ordinary)
}

/// [`is_mahjong`] by the patterns other than four sets and a pair.
fn is_special_mahjong(rules: Rules<'_>, h: &Hand, win_tile: Tile, ordinary: bool) -> bool {
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    let need = 4usize.saturating_sub(h.melds.len());
    let n = h.concealed_len();
    if enabled(Pattern::SevenPairs) && seven_pairs(rules, h).is_some() {
        return true;
    }
    if enabled(Pattern::ThirteenOrphans) && is_thirteen_orphans(h) {
        return true;
    }
    if enabled(Pattern::WindSnake) && is_wind_snake(h) {
        return true;
    }
    if enabled(Pattern::Svarione) && n == 3 * need + 2 && all_major(h) {
        return true;
    }
    !ordinary && enabled(Pattern::VogelEetCake) && is_vogel_eet_cake(h, win_tile, need)
}

/// Calls `f` with each tile kind that completes a waiting hand (13 tiles + kongs), in canonical
/// order, until `f` returns false. Kinds the player holds four of are left out (docs/rules.md §6).
///
/// Four sets and a pair are tested incrementally: the hand's three suit keys are computed once and
/// a candidate tile changes one of them, so each kind costs one table lookup. Only the suits (or
/// honours) a tile can complete are tried: one holding a multiple of three tiles never can, nor can
/// any group while another one is broken. The other patterns are tried only for kinds that could
/// complete them.
pub(crate) fn for_each_wait(rules: Rules<'_>, h: &Hand, ordinary: bool, f: &mut impl FnMut(Tile) -> bool) {
    let table = suit_table();
    let c = &h.concealed;
    let need = 4usize.saturating_sub(h.melds.len());
    let n = h.concealed_len();
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    let standard = enabled(Pattern::Standard) && n + 1 == 3 * need + 2;
    let mut keys = [0usize; 3];
    let mut flags = [0u8; 3];
    // Honours: each count must be 0 or 3, except one pair.
    let mut honour_bad = 0;
    let mut honour_pairs = 0;
    // Candidate kinds for four sets and a pair.
    let mut std_cand: u64 = 0;
    if standard {
        let mut sizes = [0usize; 4];
        for s in 0..3 {
            let mut key = 0;
            let mut size = 0;
            for r in (0..9).rev() {
                key = key * 5 + c[s * 9 + r].min(4) as usize;
                size += c[s * 9 + r] as usize;
            }
            keys[s] = key;
            flags[s] = table[key];
            sizes[s] = size;
        }
        for k in &c[27..KINDS] {
            match k {
                0 | 3 => {}
                2 => honour_pairs += 1,
                _ => honour_bad += 1,
            }
            sizes[3] += *k as usize;
        }
        let broken = [flags[0] == 0, flags[1] == 0, flags[2] == 0, honour_bad > 0];
        let n_broken = broken.iter().filter(|b| **b).count();
        for g in 0..4 {
            // Adding a tile to a group of 3k tiles leaves 3k + 1: never sets (and a pair).
            if sizes[g] % 3 == 0 || n_broken > broken[g] as usize {
                continue;
            }
            std_cand |= if g < 3 { 0x1ff << (9 * g) } else { 0x7f << 27 };
        }
    }
    // Special patterns: which tile kinds could complete one at all?
    let odd_kinds = c.iter().filter(|k| **k % 2 == 1).count();
    let seven = enabled(Pattern::SevenPairs) && odd_kinds == 1;
    let orphans = enabled(Pattern::ThirteenOrphans)
        && h.melds.is_empty()
        && c.iter().enumerate().all(|(i, n)| *n == 0 || tile(i).is_major());
    let suits_held = (0..3).filter(|s| c[s * 9..s * 9 + 9].iter().any(|n| *n > 0)).count();
    let snake =
        enabled(Pattern::WindSnake) && h.melds.is_empty() && suits_held <= 1 && c[31..34].iter().all(|n| *n == 0);
    let svarione = enabled(Pattern::Svarione) && all_major(h);
    let vogel = !ordinary && enabled(Pattern::VogelEetCake);
    let mut special_cand: u64 = 0;
    if seven {
        special_cand |= c.iter().enumerate().filter(|(_, k)| **k % 2 == 1).fold(0, |m, (i, _)| m | 1 << i);
    }
    if orphans || svarione {
        special_cand |= MAJOR_MASK;
    }
    if snake {
        special_cand |= (1 << 31) - 1;
    }
    if vogel {
        special_cand |= 1 << Tile::D1.index();
    }
    let mut cand = std_cand | special_cand;
    if cand == 0 {
        return;
    }
    let all = h.all_counts();
    for (i, k) in all.iter().enumerate() {
        if *k >= 4 {
            cand &= !(1 << i);
        }
    }
    let mut h2: Option<Hand> = None;
    while cand != 0 {
        let i = cand.trailing_zeros() as usize;
        cand &= cand - 1;
        let complete = std_cand & (1 << i) != 0 && {
            let (mut pairs, mut bad) = (honour_pairs, honour_bad);
            let mut suit_flags = flags;
            if i < 27 {
                suit_flags[i / 9] = table[keys[i / 9] + POW5[i % 9]];
            } else {
                match c[i] {
                    0 => bad += 1, // 0 -> 1
                    1 => {
                        // 1 -> 2
                        bad -= 1;
                        pairs += 1;
                    }
                    2 => pairs -= 1, // 2 -> 3
                    _ => bad += 1,   // 3 -> 4
                }
            }
            let mut ok = bad == 0;
            for fl in suit_flags {
                if fl & SETS_ONLY == 0 {
                    if fl & SETS_AND_PAIR != 0 {
                        pairs += 1;
                    } else {
                        ok = false;
                    }
                }
            }
            ok && pairs == 1
        };
        let complete = complete || {
            special_cand & (1 << i) != 0 && {
                let h2 = h2.get_or_insert_with(|| h.clone());
                h2.concealed[i] += 1;
                let r = is_special_mahjong(rules, h2, tile(i), ordinary);
                h2.concealed[i] -= 1;
                r
            }
        };
        if complete && !f(tile(i)) {
            return;
        }
    }
}

/// Terminals and honours.
const MAJOR_MASK: u64 = 0x7f << 27 | 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;

/// Tile kinds that complete a waiting hand (13 tiles + kongs), in canonical order, leaving out
/// kinds the player already holds four of (docs/rules.md §1, §6).
pub fn waits(rules: Rules<'_>, h: &Hand, ordinary: bool) -> ArrayVec<Tile, KINDS> {
    let mut out = ArrayVec::new();
    for_each_wait(rules, h, ordinary, &mut |t| {
        out.push(t);
        true
    });
    out
}

/// The number of waits, counting no further than `limit`.
pub fn count_waits(rules: Rules<'_>, h: &Hand, ordinary: bool, limit: usize) -> usize {
    let mut n = 0;
    for_each_wait(rules, h, ordinary, &mut |_| {
        n += 1;
        n < limit
    });
    n
}

/// A non-winner's arrangement: declared melds, then every kind held three or more times as a
/// concealed pung, twice as a pair, the rest single. Chows score nothing for non-winners in any
/// built-in rule set, so none are formed (docs/rules.md §1, §6).
pub fn non_winner_arrangement(h: &Hand) -> Arrangement {
    Arrangement { pattern: Pattern::Standard, sets: grouped(h) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::parse_compact_hand;

    fn counts(s: &str) -> Counts {
        parse_compact_hand(s).unwrap().concealed
    }

    #[test]
    fn table_agrees_with_recursive_search() {
        for s in [
            "b1b1b1b2b3b4b5b6b7b8b9b9b9b9",
            "b1b2b3c4c5c6d7d8d9wewewedrdr",
            "b1b1b2b2b3b3c5c5c5d2d3d4dgdg",
            "b1b2b4c5c5c5d2d3d4dgdgdgwnwn",
            "b2b2b2b3b3b3b4b4b4b5b5b5b6b6",
        ] {
            let mut c = counts(s);
            let mut found = 0;
            decompose_standard(&mut c, 4, &mut |_| found += 1);
            assert_eq!(is_sets_and_pair(&counts(s)), found > 0, "{s}");
        }
    }

    #[test]
    fn decompositions_are_all_found() {
        // 222333444 555 66: three pungs or three chows for 2-4; 5s pung; 6s pair; plus
        // 23344 55 6... the recursive search lists every distinct multiset of sets.
        let mut c = counts("b2b2b2b3b3b3b4b4b4b5b5b5b6b6");
        let mut n = 0;
        decompose_standard(&mut c, 4, &mut |_| n += 1);
        // pair 66: {222,333,444,555}, {234,234,234,555}, {222,345,345,345}... enumerated below.
        assert!(n >= 3, "{n}");
    }
}
