//! Arrangements: every way a hand's tiles form a mahjong (docs/rules.md §1 "Best arrangement"), the
//! quick completeness test behind waits, and the waits themselves.
//!
//! Completeness uses a table built once: for every count vector of one suit (counts 0–4 per rank,
//! 5^9 of them, held as two halves of ranks 1–4 and 5–9 that meet in the chows crossing them)
//! whether it splits into sets only, or into sets plus one pair. A hand is then
//! complete when one suit or honour group holds the pair and every other group splits into sets.
//! Scoring needs the sets themselves, so it enumerates decompositions recursively; both work on
//! `[u8; 34]` counting arrays and fixed-capacity vectors, without allocating.

use std::sync::OnceLock;

use arrayvec::ArrayVec;

use super::hand::{Hand, MeldKind, Win};
use super::ruleset::{Pattern, Rules, Source};
use super::tile::{Counts, KINDS, Tile, TileMask, count_masks};

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
        // Without a branch on the kind (the kinds of a hand's sets are not predictable): a chow
        // spans three kinds from its lowest, the mixed pair is bamboo-1 and circles-1, any other
        // set its one kind.
        let mixed = self.kind == SetKind::MixedPair;
        let span = if self.kind == SetKind::Chow { 3 } else { 1 };
        let d = t.index().wrapping_sub(self.tile.index());
        (!mixed & (d < span)) | (mixed & ((t == Tile::B1) | (t == Tile::D1)))
    }

    pub fn is_pung_or_kong(&self) -> bool {
        matches!(self.kind, SetKind::Pung | SetKind::Kong)
    }
}

/// The most sets an arrangement has (the singles of an irregular hand).
pub const MAX_SETS: usize = 14;

/// The sets of an arrangement, in place. Unlike a growable list it is `Copy`: a whole copy is a
/// few moves, where a copy of a slice of unknown length is a call (arrangements are copied once
/// per decomposition and per better arrangement found).
#[derive(Copy, Clone)]
pub struct Sets {
    items: [Set; MAX_SETS],
    len: u8,
}

impl Sets {
    /// What fills the unused places.
    const NONE: Set = Set { kind: SetKind::Single, tile: Tile::B1, concealed: false, declared: false, winning: false };

    pub const fn new() -> Sets {
        Sets { items: [Sets::NONE; MAX_SETS], len: 0 }
    }

    /// Adds a set; `Err` (and nothing added) when all [`MAX_SETS`] places are taken.
    pub fn try_push(&mut self, s: Set) -> Result<(), Set> {
        match self.items.get_mut(self.len as usize) {
            Some(place) => {
                *place = s;
                self.len += 1;
                Ok(())
            }
            None => Err(s),
        }
    }

    /// Adds a set. An arrangement never has more than [`MAX_SETS`]: one beyond is left out.
    pub fn push(&mut self, s: Set) {
        let added = self.try_push(s);
        debug_assert!(added.is_ok(), "more than {MAX_SETS} sets");
    }
}

impl Default for Sets {
    fn default() -> Sets {
        Sets::new()
    }
}

impl std::ops::Deref for Sets {
    type Target = [Set];
    fn deref(&self) -> &[Set] {
        &self.items[..self.len as usize]
    }
}

impl std::ops::DerefMut for Sets {
    fn deref_mut(&mut self) -> &mut [Set] {
        &mut self.items[..self.len as usize]
    }
}

impl<'a> IntoIterator for &'a Sets {
    type Item = &'a Set;
    type IntoIter = std::slice::Iter<'a, Set>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Sets {
    fn eq(&self, other: &Sets) -> bool {
        **self == **other
    }
}

impl Eq for Sets {}

impl std::fmt::Debug for Sets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A full arrangement of a hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Arrangement {
    pub pattern: Pattern,
    pub sets: Sets,
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
#[cfg(test)]
const POW5: [usize; 10] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];
/// What one tile of each rank adds to a suit key. A key is two base-5 numbers: ranks 1–4 in its
/// low ten bits (below 625), ranks 5–9 above them, so that the table's halves are read with a
/// mask and a shift. Adding or taking a rank's unit keeps the other ranks' digits.
const KEY_UNIT: [usize; 9] = [1, 5, 25, 125, 1 << 10, 5 << 10, 25 << 10, 125 << 10, 625 << 10];
/// The bits of a suit key's low half.
const LOW_BITS: u32 = 10;

/// The per-suit table in two halves that fit a core's first-level cache (16.5 KiB instead of the
/// 480 KiB of two bits per key, whose lookups missed it): ranks 1–4, the key's low ten bits, and
/// ranks 5–9, the bits above. The halves meet in the chows that cross from one to the other: `a` from
/// rank 3 and `b` from rank 4 (`a + b ≤ 4`: both hold a rank-4 tile). For each half and each of
/// the 15 ways of meeting, whether the half's tiles less its share of the crossing chows split
/// into sets (bit `s`) and into sets and a pair (bit `16 + s`). A suit splits when both halves
/// do for one way of meeting, the pair in one half at most.
struct SuitTable {
    low: Vec<u32>,
    high: Vec<u32>,
}

impl SuitTable {
    /// The flags of `key` (`SETS_ONLY`, `SETS_AND_PAIR` or none).
    #[inline(always)]
    fn flags(&self, key: usize) -> u8 {
        let l = self.low[key & ((1 << LOW_BITS) - 1)];
        let h = self.high[key >> LOW_BITS];
        let only = l & h & 0xffff;
        let pair = ((l >> 16) & h | l & (h >> 16)) & 0xffff;
        (u8::from(only != 0) * SETS_ONLY) | (u8::from(pair != 0) * SETS_AND_PAIR)
    }

    fn build() -> SuitTable {
        // The ways of meeting: (a, b) with a + b ≤ 4, bit s for the s-th.
        let ways: Vec<(u8, u8)> = (0..=4u8).flat_map(|a| (0..=4 - a).map(move |b| (a, b))).collect();
        // A half's bits, its counts `c` less the crossing chows' tiles (`take(a, b)`), split with
        // chows starting at most at rank index `last_chow` of the half.
        let half = |c: [u8; 5], take: &dyn Fn(u8, u8) -> [u8; 5], last_chow: usize| {
            let mut bits = 0u32;
            for (s, &(a, b)) in ways.iter().enumerate() {
                let t = take(a, b);
                let Some(mut rest) = c.iter().zip(t).map(|(n, t)| n.checked_sub(t)).collect::<Option<Vec<u8>>>() else {
                    continue;
                };
                if half_splits(&mut rest, last_chow) {
                    bits |= 1 << s;
                }
                for r in 0..rest.len() {
                    if rest[r] >= 2 {
                        rest[r] -= 2;
                        let ok = half_splits(&mut rest, last_chow);
                        rest[r] += 2;
                        if ok {
                            bits |= 1 << (16 + s);
                            break;
                        }
                    }
                }
            }
            bits
        };
        // A half's counts from its base-5 number (`n` ranks).
        let digits = |mut key: usize, n: usize| {
            let mut c = [0u8; 5];
            for d in c.iter_mut().take(n) {
                *d = (key % 5) as u8;
                key /= 5;
            }
            c
        };
        // The low half gives a chow from rank 3 its ranks 3 and 4, one from rank 4 its rank 4;
        // its own chows start at ranks 1 and 2.
        // (Numbers from 625 up stand for no counts: no key has them.)
        let low = (0..1 << LOW_BITS)
            .map(|k| if k < 625 { half(digits(k, 4), &|a, b| [0, 0, a, a + b, 0], 1) } else { 0 })
            .collect();
        // The high half gives them rank 5, and a chow from rank 4 rank 6 too; its own chows
        // start at ranks 5, 6 and 7.
        let high = (0..SUIT_STATES / 625).map(|k| half(digits(k, 5), &|a, b| [a + b, b, 0, 0, 0], 2)).collect();
        SuitTable { low, high }
    }
}

/// Whether counts `c` split into pungs and chows, the chows starting at index `last_chow` at
/// most (depth first from the lowest rank held).
fn half_splits(c: &mut [u8], last_chow: usize) -> bool {
    let Some(i) = c.iter().position(|n| *n > 0) else { return true };
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = half_splits(c, last_chow);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i <= last_chow && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i..i + 3].iter_mut().for_each(|n| *n -= 1);
        let ok = half_splits(c, last_chow);
        c[i..i + 3].iter_mut().for_each(|n| *n += 1);
        return ok;
    }
    false
}

fn suit_table() -> &'static SuitTable {
    static TABLE: OnceLock<SuitTable> = OnceLock::new();
    TABLE.get_or_init(SuitTable::build)
}

/// The counts of ranks 1–9 a suit key stands for (lowest rank first).
fn key_digits(key: usize) -> [u8; 9] {
    let mut digits = [0u8; 9];
    let (mut low, mut high) = (key & ((1 << LOW_BITS) - 1), key >> LOW_BITS);
    for (r, d) in digits.iter_mut().enumerate() {
        let half = if r < 4 { &mut low } else { &mut high };
        *d = (*half % 5) as u8;
        *half /= 5;
    }
    digits
}

/// The suit key of the counts of ranks 1–9 (each at most 4).
fn key_of(digits: &[u8; 9]) -> usize {
    digits.iter().zip(KEY_UNIT).map(|(d, u)| *d as usize * u).sum()
}

/// The counts of ranks 1–9 that the reference table's index `i` stands for (its base-5
/// digits, lowest rank first).
#[cfg(test)]
fn base5_digits(mut i: usize) -> [u8; 9] {
    let mut digits = [0u8; 9];
    for d in &mut digits {
        *d = (i % 5) as u8;
        i /= 5;
    }
    digits
}

/// The flags of every key by the definition (the reference the halves are tested against),
/// indexed by the plain base-5 number of the counts: entries in increasing order only depend on
/// smaller ones.
#[cfg(test)]
fn build_suit_table() -> Vec<u8> {
    let mut t = vec![0u8; SUIT_STATES];
    t[0] = SETS_ONLY;
    for key in 1..SUIT_STATES {
        let digits = base5_digits(key).map(usize::from);
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
    let _ = suit_splits();
}

fn suit_key(c: &Counts, suit: usize) -> usize {
    (0..9).map(|r| c[suit * 9 + r].min(4) as usize * KEY_UNIT[r]).sum()
}

/// The table keys of the three suits.
fn suit_keys(c: &Counts) -> [usize; 3] {
    [suit_key(c, 0), suit_key(c, 1), suit_key(c, 2)]
}

/// For each set of a suit's ranks (bit r for rank r), the sum of its ranks' [`KEY_UNIT`]s.
const RANK_POWERS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 1;
    while m < 512 {
        let r = (m as u32).trailing_zeros() as usize;
        t[m] = t[m & (m - 1)] + KEY_UNIT[r] as u32;
        m += 1;
    }
    t
};

/// [`suit_keys`] from the masks of the kinds held at least once, twice, three and four times: a
/// rank's digit is the number of those masks that hold it.
fn suit_keys_of_masks(masks: &[TileMask; 4]) -> [usize; 3] {
    let mut keys = [0usize; 3];
    for (s, key) in keys.iter_mut().enumerate() {
        *key = masks.iter().map(|m| RANK_POWERS[((m >> (9 * s)) & 0x1ff) as usize] as usize).sum();
    }
    keys
}

/// Whether the counts split into sets plus exactly one pair.
pub fn is_sets_and_pair(c: &Counts) -> bool {
    sets_and_pair(c, &suit_keys(c))
}

/// [`is_sets_and_pair`] with the suits' keys.
fn sets_and_pair(c: &Counts, keys: &[usize; 3]) -> bool {
    let table = suit_table();
    let mut pairs = 0;
    for key in keys {
        match table.flags(*key) {
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

/// The kinds one more of which makes `rest` (a waiting hand's concealed tiles, 3k + 1 of them)
/// sets and a pair, by the suit table: a tile completes the hand only in a group (a suit, or the
/// honours) while every other group is whole, one of them at most with the pair; and only next to
/// a kind the group holds (two ranks away at most in a suit, the same kind among honours). Each
/// group's state is looked up once and each candidate by its own group's key alone (as
/// [`single_wait`] does). Kinds held four times are left out: a fifth tile is no table key (`mcr`
/// tries those itself).
pub(crate) fn completing_kinds(rest: &Counts) -> TileMask {
    let table = suit_table();
    let keys = suit_keys(rest);
    let levels = count_masks(rest);
    let present = levels[0];
    let honours = honour_kinds(&levels);
    // Each group's state (whole sets 0, sets and the pair 1, neither 2), as masks of groups.
    let (mut paired, mut broken) = (0u8, 0u8);
    for g in 0..4 {
        let st = keys.get(g).map_or(honour_state(honours), |k| group_state(table.flags(*k)));
        paired |= u8::from(st == 1) << g;
        broken |= u8::from(st == 2) << g;
    }
    let mut out = 0;
    for g in 0..4 {
        let others = !(1u8 << g);
        let pairs = (paired & others).count_ones() as u8;
        if broken & others != 0 || pairs > 1 {
            continue;
        }
        if let Some(&key) = keys.get(g) {
            let p = (present >> (9 * g)) & 0x1ff;
            let mut ranks = (p | p << 1 | p << 2 | p >> 1 | p >> 2) & 0x1ff & !(levels[3] >> (9 * g));
            while ranks != 0 {
                let r = ranks.trailing_zeros() as usize;
                ranks &= ranks - 1;
                let st = group_state(table.flags(key + KEY_UNIT[r]));
                if st < 2 && st + pairs == 1 {
                    out |= 1 << (9 * g + r);
                }
            }
        } else {
            let mut cand = present & HONOURS & !levels[3];
            while cand != 0 {
                let t = cand.trailing_zeros() as usize;
                cand &= cand - 1;
                let st = honour_state_with(&levels, honours, t);
                if st < 2 && st + pairs == 1 {
                    out |= 1 << t;
                }
            }
        }
    }
    out
}

// ------------------------------------------------------------------------------------------------
// Enumeration.

/// The ways each suit's tiles split into sets alone, for every suit key that does in at most four
/// sets (a hand's suit holds no more once its pair is out), built once: a hand's decompositions
/// are then the products of its suits' lists, with no search.
///
/// A split is packed in a `u32`: the number of sets in bits 0–2, then per set five bits (rank in
/// the low four, 1 in the fifth for a chow, 0 for a pung). A key's splits are listed in the order
/// of the depth-first search from the lowest rank, a pung before a chow ([`suit_splits_of`]),
/// which is the order the whole hand's search found them in: a suit's sets never reach into
/// another suit, so the whole search is the suits' searches nested, the lowest suit outermost.
struct SuitSplits {
    /// Cuckoo hashing: a key is in one of its two slots ([`SuitSplits::slots_of`]), each slot
    /// `key + 1` (0 when empty) and the key's splits as `start << 8 | count` in `splits`. Both
    /// slots are read and the matching one picked without a branch (a probe loop mispredicts on
    /// collisions, which vary from hand to hand).
    slots: Vec<(u32, u32)>,
    splits: Vec<u32>,
}

const SPLIT_SLOTS_LOG2: u32 = 13;

impl SuitSplits {
    /// The two slots a key may be in.
    #[inline(always)]
    fn slots_of(key: usize) -> [usize; 2] {
        let k = key as u32;
        [0x9E37_79B1u32, 0x85EB_CA77].map(|m| (k.wrapping_mul(m) >> (32 - SPLIT_SLOTS_LOG2)) as usize)
    }

    /// The splits of a suit key into sets alone; empty when there is none.
    #[inline(always)]
    fn get(&self, key: usize) -> &[u32] {
        let [a, b] = Self::slots_of(key).map(|i| self.slots.get(i).copied().unwrap_or_default());
        let k = key as u32 + 1;
        // Every tabled key has a split at least, so 0 (no split) means not tabled.
        let at = if a.0 == k {
            a.1
        } else if b.0 == k {
            b.1
        } else {
            0
        };
        let (start, n) = ((at >> 8) as usize, (at & 0xff) as usize);
        self.splits.get(start..start + n).unwrap_or_default()
    }
}

fn suit_splits() -> &'static SuitSplits {
    static SPLITS: OnceLock<SuitSplits> = OnceLock::new();
    SPLITS.get_or_init(build_suit_splits)
}

/// Every suit key of at most four sets, each with its splits: the multisets of up to four of the
/// 16 sets of a suit (nine pungs, seven chows) that hold no rank more than four times give the
/// keys, and the depth-first search of each key its splits, in order.
fn build_suit_splits() -> SuitSplits {
    let mut keys: Vec<usize> = Vec::new();
    // Sets by index: 0–8 the pung of rank r, 9–15 the chow from rank r − 9.
    fn add(counts: &mut [u8; 9], set: usize, by: i8) {
        let ranks: &[usize] = if set < 9 { &[set, set, set] } else { &[set - 9, set - 8, set - 7] };
        for r in ranks {
            counts[*r] = counts[*r].wrapping_add_signed(by);
        }
    }
    fn multisets(counts: &mut [u8; 9], from: usize, left: usize, keys: &mut Vec<usize>) {
        if counts.iter().any(|n| *n > 4) {
            return;
        }
        keys.push(key_of(counts));
        if left == 0 {
            return;
        }
        for set in from..16 {
            add(counts, set, 1);
            multisets(counts, set, left - 1, keys);
            add(counts, set, -1);
        }
    }
    multisets(&mut [0; 9], 0, 4, &mut keys);
    keys.sort_unstable();
    keys.dedup();
    let size = 1usize << SPLIT_SLOTS_LOG2;
    assert!(keys.len() * 2 <= size, "suit split table too small for {} keys", keys.len());
    let mut slots = vec![(0u32, 0u32); size];
    let mut splits = Vec::new();
    for key in keys {
        let mut counts = key_digits(key);
        let start = splits.len();
        suit_splits_of(&mut counts, 0, 0, 0, &mut splits);
        let at = (start as u32) << 8 | (splits.len() - start) as u32;
        // Into its first slot, moving whatever was there to that key's other slot, and so on.
        let mut item = (key as u32 + 1, at);
        let mut i = SuitSplits::slots_of(key)[0];
        let mut moves = 0;
        loop {
            std::mem::swap(&mut slots[i], &mut item);
            if item.0 == 0 {
                break;
            }
            let [a, b] = SuitSplits::slots_of(item.0 as usize - 1);
            i = if a == i { b } else { a };
            moves += 1;
            assert!(moves < 1000, "the suit split table's hashing failed");
        }
    }
    SuitSplits { slots, splits }
}

/// The depth-first search of one suit's counts into sets, from the lowest rank held, a pung
/// before a chow: each complete split is pushed (`acc` holds the `n` sets found so far).
fn suit_splits_of(counts: &mut [u8; 9], from: usize, acc: u32, n: u32, out: &mut Vec<u32>) {
    let Some(r) = (from..9).find(|r| counts[*r] > 0) else {
        out.push(acc | n);
        return;
    };
    let at = 3 + 5 * n;
    if counts[r] >= 3 {
        counts[r] -= 3;
        suit_splits_of(counts, r, acc | (r as u32) << at, n + 1, out);
        counts[r] += 3;
    }
    if r <= 6 && counts[r + 1] > 0 && counts[r + 2] > 0 {
        counts[r..r + 3].iter_mut().for_each(|n| *n -= 1);
        suit_splits_of(counts, r, acc | (r as u32 | 16) << at, n + 1, out);
        counts[r..r + 3].iter_mut().for_each(|n| *n += 1);
    }
}

/// Appends the sets of split `x` of suit `suit`.
#[inline(always)]
fn push_split(sets: &mut Sets, suit: usize, x: u32) {
    for k in 0..(x & 7) {
        let s = (x >> (3 + 5 * k)) & 31;
        let kind = if s & 16 != 0 { SetKind::Chow } else { SetKind::Pung };
        let _ = sets.try_push(Set::new(kind, tile(9 * suit + (s & 15) as usize)));
    }
}

/// Calls `f` with every decomposition of the concealed tiles into sets and one pair, each after
/// the sets of `melds`, in order: pairs by kind, then sets depth first from the lowest tile, a
/// pung before a chow. The tiles must split into sets and a pair ([`Held::sets_and_pair`]):
/// `keys` are their suit keys, `levels` their count levels. Each decomposition comes as a
/// standard arrangement, which `f` may mark in place.
fn decompose_standard(melds: &Sets, keys: [usize; 3], levels: &[TileMask; 4], f: &mut impl FnMut(&mut Arrangement)) {
    let splits = suit_splits();
    let table = suit_table();
    // The honours are pungs (held three times) and perhaps the pair (twice).
    let honour_pairs = levels[1] & !levels[2] & HONOURS;
    let honour_pungs = levels[2] & HONOURS;
    // The pair is in the suit that splits into sets and a pair (or among the honours): only
    // its kinds are candidates, and the other suits' splits are the same for each of them.
    let paired = (0..3).find(|s| table.flags(keys[*s]) & SETS_AND_PAIR != 0);
    let mut candidates = match paired {
        Some(s) => levels[1] & 0x1ff << (9 * s),
        None => honour_pairs,
    };
    let mut lists = keys.map(|key| splits.get(key));
    while candidates != 0 {
        let p = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        // The rest splits into sets: the honours are pungs but for this pair, and every suit
        // splits (an empty list otherwise).
        if p < 27 {
            if honour_pairs != 0 {
                continue;
            }
            lists[p / 9] = splits.get(keys[p / 9] - 2 * KEY_UNIT[p % 9]);
        } else if honour_pairs != 1 << p {
            continue;
        }
        let [s0, s1, s2] = lists;
        for a in s0 {
            for b in s1 {
                for c in s2 {
                    // Built where it is used (a copy of a just-written arrangement waits for its
                    // stores).
                    let mut arr = Arrangement { pattern: Pattern::Standard, sets: *melds };
                    let sets = &mut arr.sets;
                    sets.push(Set::new(SetKind::Pair, tile(p)));
                    push_split(sets, 0, *a);
                    push_split(sets, 1, *b);
                    push_split(sets, 2, *c);
                    let mut h = honour_pungs;
                    while h != 0 {
                        let t = h.trailing_zeros() as usize;
                        h &= h - 1;
                        let _ = sets.try_push(Set::new(SetKind::Pung, tile(t)));
                    }
                    f(&mut arr);
                }
            }
        }
    }
}

fn tile(i: usize) -> Tile {
    Tile::from_index(i).unwrap_or(Tile::B1)
}

/// The search behind [`sets_from`]: depth first from the lowest tile, a pung before a chow, with
/// the suits' table keys kept up to date so that a pung or chow after which the rest of its suit
/// does not split into sets is skipped (which changes nothing but the time taken).
#[cfg(test)]
fn sets_from_keyed(
    c: &mut Counts,
    keys: &mut [usize; 3],
    present: TileMask,
    start: usize,
    need: usize,
    buf: &mut ArrayVec<Set, 5>,
    f: &mut impl FnMut(&[Set]),
) {
    let rest = present & (TileMask::MAX << start);
    if rest == 0 {
        if need == 0 {
            f(buf);
        }
        return;
    }
    if need == 0 {
        return;
    }
    let i = rest.trailing_zeros() as usize;
    let table = suit_table();
    if c[i] >= 3 {
        let live = i >= 27 || table.flags(keys[i / 9] - 3 * KEY_UNIT[i % 9]) & SETS_ONLY != 0;
        if live {
            c[i] -= 3;
            if i < 27 {
                keys[i / 9] -= 3 * KEY_UNIT[i % 9];
            }
            buf.push(Set::new(SetKind::Pung, tile(i)));
            let left = if c[i] == 0 { present & !(1 << i) } else { present };
            sets_from_keyed(c, keys, left, i, need - 1, buf, f);
            buf.pop();
            if i < 27 {
                keys[i / 9] += 3 * KEY_UNIT[i % 9];
            }
            c[i] += 3;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        let d = KEY_UNIT[i % 9] + KEY_UNIT[i % 9 + 1] + KEY_UNIT[i % 9 + 2];
        if table.flags(keys[i / 9] - d) & SETS_ONLY != 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            keys[i / 9] -= d;
            buf.push(Set::new(SetKind::Chow, tile(i)));
            let emptied = (0..3).fold(0, |m, k| m | TileMask::from(c[i + k] == 0) << (i + k));
            let left = present & !emptied;
            sets_from_keyed(c, keys, left, i, need - 1, buf, f);
            buf.pop();
            keys[i / 9] += d;
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
    }
}

/// Calls `f` with every split of `c` into `need` sets, from kind `start` on. Every kind must be
/// held at most four times (the suit keys count to four), as it is once a pair is out. The
/// depth-first search the split tables are checked against (the engine reads the tables).
#[cfg(test)]
fn sets_from(c: &mut Counts, start: usize, need: usize, buf: &mut ArrayVec<Set, 5>, f: &mut impl FnMut(&[Set])) {
    let mut keys = suit_keys(c);
    sets_from_keyed(c, &mut keys, crate::tile::present_mask(c), start, need, buf, f);
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const WINDS: TileMask = 0xf << 27;
const DRAGONS: TileMask = 0x7 << 31;

/// Which kinds a hand holds how often, as masks, worked out once per hand: the quick tests of the
/// irregular patterns (each a necessary condition of the full test that follows it) and the
/// candidates for waits read them.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Held {
    /// Kinds held concealed at least once, twice, three and four times.
    pub concealed: [TileMask; 4],
    /// The same with the melds' tiles.
    pub all: [TileMask; 4],
    /// The concealed tiles' suit table keys.
    keys: [usize; 3],
    /// The number of concealed tiles ([`Hand::concealed_len`]).
    pub len: usize,
}

impl Held {
    pub fn of(h: &Hand) -> Held {
        let concealed = count_masks(&h.concealed);
        // The melds' tiles added to the masks, one tile of each kind of a meld at a time: a kind
        // held k times gains level k (the masks are levels 0–3 of a count).
        let mut all = concealed;
        for m in &h.melds {
            let j = m.tile.index();
            let (kinds, times): (TileMask, u8) = match m.kind {
                MeldKind::Chow => (0b111 << j, 1),
                MeldKind::Pung => (1 << j, 3),
                MeldKind::Kong => (1 << j, 4),
            };
            if all[0] & kinds == 0 {
                // None of its kinds held yet (the usual case): they reach levels 1 to `times`.
                for level in &mut all[..times as usize] {
                    *level |= kinds;
                }
                continue;
            }
            for _ in 0..times {
                let mut rising = kinds;
                for level in &mut all {
                    let reached = rising & !*level;
                    *level |= reached;
                    rising &= !reached;
                }
            }
        }
        Held { concealed, all, keys: suit_keys_of_masks(&concealed), len: h.concealed_len() }
    }

    /// Kinds among the concealed tiles.
    pub fn present(&self) -> TileMask {
        self.concealed[0]
    }

    /// [`is_sets_and_pair`] of the concealed tiles, from the masks and keys: each group's state
    /// without a branch per kind (which kinds an honour group holds how often is not predictable).
    fn sets_and_pair(&self) -> bool {
        let table = suit_table();
        let states = self.keys.map(|k| group_state(table.flags(k)));
        let (bad, pairs) = honour_kinds(&self.concealed);
        // Every group whole (state 0) or with the pair (1), one pair in all.
        let honours = u8::from(bad != 0) * 2 + u8::from(pairs != 0) + u8::from(pairs & pairs.wrapping_sub(1) != 0) * 2;
        let worst = states[0].max(states[1]).max(states[2]).max(honours);
        worst < 2 && states[0] + states[1] + states[2] + honours == 1
    }

    /// Kinds held concealed an odd number of times.
    fn odd(&self) -> TileMask {
        let [a, b, c, d] = self.concealed;
        a ^ b ^ c ^ d
    }

    /// The masks of `h`, which differs from the hand of `self` only in the count of kind `i`.
    pub fn update(self, h: &Hand, i: usize) -> Held {
        Held { len: h.concealed_len(), ..self.set_kind(i, h.concealed[i], held_in_all(h, i)) }
    }

    /// The masks after one concealed tile of kind `i` (held concealed) is taken out.
    fn remove(mut self, i: usize) -> Held {
        let bit: TileMask = 1 << i;
        // The levels are nested: a level loses the kind when the one above it does not hold it.
        let top = |m: &mut [TileMask; 4]| {
            let [a, b, c, d] = *m;
            *m = [a & (!bit | b), b & (!bit | c), c & (!bit | d), d & !bit];
        };
        top(&mut self.concealed);
        top(&mut self.all);
        if i < 27 {
            self.keys[i / 9] -= KEY_UNIT[i % 9];
        }
        self.len -= 1;
        self
    }

    /// The same after kind `i` came to be held `concealed` times concealed and `all` times in all.
    fn set_kind(mut self, i: usize, concealed: u8, all: u8) -> Held {
        if i < 27 {
            let was = (0..4).filter(|k| (self.concealed[*k] >> i) & 1 != 0).count();
            self.keys[i / 9] = self.keys[i / 9] - was * KEY_UNIT[i % 9] + concealed.min(4) as usize * KEY_UNIT[i % 9];
        }
        for k in 0..4 {
            let bit = 1 << i;
            self.concealed[k] = self.concealed[k] & !bit | (((concealed as usize > k) as u64) << i);
            self.all[k] = self.all[k] & !bit | (((all as usize > k) as u64) << i);
        }
        self
    }
}

/// How many times the hand holds kind `i`, melds included.
fn held_in_all(h: &Hand, i: usize) -> u8 {
    let mut n = h.concealed[i];
    for m in &h.melds {
        let j = m.tile.index();
        n = n.saturating_add(match m.kind {
            MeldKind::Chow => (j <= i && i < j + 3) as u8,
            MeldKind::Pung => 3 * (i == j) as u8,
            MeldKind::Kong => 4 * (i == j) as u8,
        });
    }
    n
}

fn is_thirteen_orphans(h: &Hand, held: &Held) -> bool {
    h.melds.is_empty()
        && held.present() & MAJOR_MASK == MAJOR_MASK
        && ORPHANS.iter().map(|i| h.concealed[*i] as usize).sum::<usize>() == 14
}

fn is_wind_snake(h: &Hand, held: &Held) -> bool {
    if !h.melds.is_empty() || held.present() & WINDS != WINDS || held.present() & DRAGONS != 0 {
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
fn seven_pairs(rules: Rules<'_>, h: &Hand, held: &Held) -> Option<Sets> {
    if held.odd() != 0 {
        return None;
    }
    let rule = &rules.set.def.seven_pairs;
    let mut sets = Sets::new();
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
            4 if !rule.distinct && (rule.kong_as_two_pairs || rule.four_as_two_pairs) => {
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

fn meld_sets(h: &Hand) -> Sets {
    let mut sets = Sets::new();
    for m in &h.melds {
        let kind = match m.kind {
            MeldKind::Chow => SetKind::Chow,
            MeldKind::Pung => SetKind::Pung,
            MeldKind::Kong => SetKind::Kong,
        };
        sets.push(Set { kind, tile: m.tile, concealed: !m.exposed, declared: true, winning: false });
    }
    sets
}

/// Concealed tiles grouped by kind (irregular hands): 1 single, 2 pair, 3 pung, 4 pung + single.
fn grouped(h: &Hand) -> Sets {
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

/// Calls `f` once for each distinct concealed set of `arr` holding the winning tile, with that
/// set marked as the winning one (and exposed when the tile was claimed): the one arrangement is
/// marked and restored in place, not copied for each. With `once`, for the first such set alone:
/// where no element reads which set the tile completes (`mcr`'s fans), the others score the same
/// and the first found is the one kept.
fn emit(arr: &mut Arrangement, win_tile: Tile, claimed: bool, once: bool, f: &mut dyn FnMut(&Arrangement)) {
    // The sets holding the winning tile, found without a branch per set.
    let mut candidates = 0u16;
    for (i, s) in arr.sets.iter().enumerate() {
        candidates |= u16::from(!s.declared & s.contains(win_tile)) << i;
    }
    // The (kind, lowest tile) pairs tried, one tile mask per kind.
    let mut tried = [0 as TileMask; 6];
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let s = arr.sets[i];
        let seen = &mut tried[s.kind as usize];
        let bit: TileMask = 1 << s.tile.index();
        if *seen & bit != 0 {
            continue;
        }
        *seen |= bit;
        arr.sets[i].winning = true;
        if claimed {
            arr.sets[i].concealed = false;
        }
        f(arr);
        arr.sets[i] = s;
        if once {
            return;
        }
    }
}

/// Calls `f` with every arrangement of a winner's hand under the rule set's patterns, once for
/// each distinct set the winning tile may complete (docs/rules.md §1, §6). The winning set is marked
/// and, when the tile was claimed, exposed. Arrangements come pattern by pattern (see
/// [`arrangements`]).
pub fn for_each_winning_arrangement(rules: Rules<'_>, h: &Hand, win: &Win, f: &mut impl FnMut(&Arrangement)) {
    arrangements(rules, h, &Held::of(h), win, false, f)
}

/// [`for_each_winning_arrangement`] with the hand's [`Held`] masks. Each pattern's test is
/// [`has_shape`]'s; the patterns are tried in this order, written out (a loop over them costs 3%
/// more instructions per score: callgrind, `peer-bench once bmja/check_score`), and of equal
/// outcomes the first found is scored.
///
/// With `once`, each arrangement once, its first set holding the winning tile marked (see
/// [`emit`]): for scoring under a rule set of fans alone, which no winning set changes.
pub(crate) fn arrangements(
    rules: Rules<'_>,
    h: &Hand,
    held: &Held,
    win: &Win,
    once: bool,
    f: &mut impl FnMut(&Arrangement),
) {
    let claimed = matches!(win.source, Source::Discard | Source::RobbedKong);
    let f: &mut dyn FnMut(&Arrangement) = f;
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    let melds = meld_sets(h);
    let need = 4usize.saturating_sub(h.melds.len());
    if enabled(Pattern::Standard) && held.len == 3 * need + 2 && held.sets_and_pair() {
        let max_chows = rules.set.def.max_chows;
        decompose_standard(&melds, held.keys, &held.concealed, &mut |arr| {
            if max_chows.is_none_or(|m| chows(arr) <= m as usize) {
                emit(arr, win.tile, claimed, once, f);
            }
        });
    }
    if enabled(Pattern::SevenPairs)
        && let Some(sets) = seven_pairs(rules, h, held)
    {
        emit(&mut Arrangement { pattern: Pattern::SevenPairs, sets }, win.tile, claimed, once, f);
    }
    // The whole-hand shapes: the hand's tiles, grouped, are the arrangement.
    let mut whole = |p: Pattern| {
        if enabled(p) && has_shape(rules, h, held, win.tile, p) {
            emit(&mut Arrangement { pattern: p, sets: grouped(h) }, win.tile, claimed, once, f);
        }
    };
    whole(Pattern::ThirteenOrphans);
    whole(Pattern::WindSnake);
    whole(Pattern::Svarione);
    whole(Pattern::NineGates);
    whole(Pattern::Knitting);
    whole(Pattern::TripleKnitting);
    whole(Pattern::HonorsAndKnitted);
    if enabled(Pattern::KnittedStraight) {
        knitted_straights(h, &melds, &mut |sets| {
            emit(&mut Arrangement { pattern: Pattern::KnittedStraight, sets }, win.tile, claimed, once, f)
        });
    }
    if enabled(Pattern::VogelEetCake)
        && let Some(keys) = vogel_keys(held, win.tile, need)
    {
        vogel_eet_cake(&melds, held, keys, claimed, f);
    }
}

/// The arrangements of "Vogel eet cake" (`rode-boekje`): the hand waited on a bamboo-1 pair;
/// circles-1 closes it as the mixed pair. The rest splits as the suits' tables list it (the order
/// of a depth-first search), the honours are pungs.
fn vogel_eet_cake(melds: &Sets, held: &Held, keys: [usize; 3], claimed: bool, f: &mut dyn FnMut(&Arrangement)) {
    let splits = suit_splits();
    let [s0, s1, s2] = keys.map(|key| splits.get(key));
    let pair = Set { kind: SetKind::MixedPair, tile: Tile::B1, concealed: !claimed, declared: false, winning: true };
    for a in s0 {
        for b in s1 {
            for c in s2 {
                let mut sets = *melds;
                push_split(&mut sets, 0, *a);
                push_split(&mut sets, 1, *b);
                push_split(&mut sets, 2, *c);
                let mut pungs = held.concealed[2] & HONOURS;
                while pungs != 0 {
                    let t = pungs.trailing_zeros() as usize;
                    pungs &= pungs - 1;
                    let _ = sets.try_push(Set::new(SetKind::Pung, tile(t)));
                }
                let _ = sets.try_push(pair);
                f(&Arrangement { pattern: Pattern::VogelEetCake, sets });
            }
        }
    }
}

/// Whether the hand (its winning tile `win_tile` among the concealed tiles) has an arrangement of
/// pattern `p`, enabled or not: the one test of each pattern, which the arrangements, the mahjong
/// check and [`completes_as`] share.
#[inline(always)]
fn has_shape(rules: Rules<'_>, h: &Hand, held: &Held, win_tile: Tile, p: Pattern) -> bool {
    let need = 4usize.saturating_sub(h.melds.len());
    let n = held.len;
    match p {
        // A decomposition covers every concealed tile, the winning one too.
        Pattern::Standard => n == 3 * need + 2 && is_sets_and_pair(&h.concealed) && within_max_chows(rules, h),
        // Every concealed tile is in a pair (or kong) of the arrangement.
        Pattern::SevenPairs => seven_pairs(rules, h, held).is_some(),
        Pattern::ThirteenOrphans => is_thirteen_orphans(h, held),
        Pattern::WindSnake => is_wind_snake(h, held),
        Pattern::Svarione => all_major(held) && n == 3 * need + 2,
        Pattern::VogelEetCake => is_vogel_eet_cake(held, win_tile, need),
        Pattern::Knitting => is_knitting(h),
        Pattern::TripleKnitting => is_triple_knitting(h),
        Pattern::NineGates => is_nine_gates(h),
        Pattern::KnittedStraight => is_knitted_straight(h),
        Pattern::HonorsAndKnitted => is_honors_and_knitted(h, held),
    }
}

/// The three suits (indices 0 bamboo, 1 characters, 2 dots) holding ranks 1-4-7, 2-5-8 and 3-6-9
/// of a knitted straight, in the six ways a knitted straight can take them.
const KNITTED: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The kinds of the knitted straight whose ranks 1-4-7, 2-5-8, 3-6-9 are in the suits `suits`.
fn knitted_mask(suits: [usize; 3]) -> TileMask {
    suits.iter().enumerate().fold(0, |m, (k, s)| m | (0b001_001_001 << k) << (9 * s))
}

/// Calls `f` with each arrangement of a knitted straight with a set and a pair (`mcr`): the nine
/// knitted tiles as singles, then the set (the one declared meld, or concealed tiles) and the
/// pair; at most one meld.
fn knitted_straights(h: &Hand, melds: &Sets, f: &mut impl FnMut(Sets)) {
    if h.melds.len() > 1 || h.concealed_len() + 3 * h.melds.len() != 14 {
        return;
    }
    let present = count_masks(&h.concealed)[0];
    for suits in KNITTED {
        let knitted = knitted_mask(suits);
        if knitted & !present != 0 {
            continue;
        }
        let mut rest = h.concealed;
        let mut whole = true;
        for (i, n) in rest.iter_mut().enumerate() {
            if (knitted >> i) & 1 != 0 {
                match n.checked_sub(1) {
                    Some(m) => *n = m,
                    None => whole = false,
                }
            }
        }
        if !whole {
            continue;
        }
        let mut base = *melds;
        for i in 0..KINDS {
            if (knitted >> i) & 1 != 0 {
                base.push(Set::new(SetKind::Single, tile(i)));
            }
        }
        // The pair, then (without a meld) a pung or a chow of the three tiles left.
        for p in 0..KINDS {
            if rest[p] < 2 {
                continue;
            }
            rest[p] -= 2;
            let mut with_pair = base;
            if h.melds.is_empty() {
                for t in 0..KINDS {
                    let chow = t < 27 && t % 9 < 7 && rest[t] > 0 && rest[t + 1] > 0 && rest[t + 2] > 0;
                    for (kind, ok) in [(SetKind::Pung, rest[t] == 3), (SetKind::Chow, chow)] {
                        if ok {
                            let mut sets = with_pair;
                            sets.push(Set::new(kind, tile(t)));
                            sets.push(Set::new(SetKind::Pair, tile(p)));
                            f(sets);
                        }
                    }
                }
            } else if rest.iter().all(|n| *n == 0) {
                with_pair.push(Set::new(SetKind::Pair, tile(p)));
                f(with_pair);
            }
            rest[p] += 2;
        }
    }
}

/// Whether the hand is a knitted straight with a set and a pair (`mcr`), the test of
/// [`has_shape`], which needs no masks of the hand.
pub(crate) fn is_knitted_straight(h: &Hand) -> bool {
    let mut found = false;
    knitted_straights(h, &meld_sets(h), &mut |_| found = true);
    found
}

/// Honours and knitted tiles (`mcr`): no melds, fourteen different tiles, the numbered ones all of
/// one knitted straight's kinds.
fn is_honors_and_knitted(h: &Hand, held: &Held) -> bool {
    let present = held.present();
    h.melds.is_empty()
        && held.len == 14
        && present.count_ones() == 14
        && KNITTED.iter().any(|suits| present & !HONOURS & !knitted_mask(*suits) == 0)
}

/// Whether [`for_each_winning_arrangement`] finds at least one arrangement of pattern `p` (enabled
/// or not) for a winner's hand whose winning tile `win_tile` is among the concealed tiles.
pub(crate) fn completes_as(rules: Rules<'_>, h: &Hand, win_tile: Tile, p: Pattern) -> bool {
    has_shape(rules, h, &Held::of(h), win_tile, p)
}

/// Nine gates' shape: no melds, 1112345678999 of one suit and one more tile of it.
fn is_nine_gates(h: &Hand) -> bool {
    nine_gates_suit(h).is_some()
}

/// The suit of a nine gates' shape (no melds, 1112345678999 of the suit and one more tile of it,
/// nothing else), if the hand has it; the pattern and the `nine_gates` detector both read it.
pub(crate) fn nine_gates_suit(h: &Hand) -> Option<usize> {
    let c = &h.concealed;
    if !h.melds.is_empty() || h.concealed_len() != 14 {
        return None;
    }
    (0..3).find(|s| {
        let r = &c[s * 9..s * 9 + 9];
        r[0] >= 3 && r[8] >= 3 && r[1..8].iter().all(|n| *n >= 1) && r.iter().map(|n| *n as usize).sum::<usize>() == 14
    })
}

/// The chows of an arrangement.
fn chows(arr: &Arrangement) -> usize {
    arr.sets.iter().filter(|s| s.kind == SetKind::Chow).count()
}

/// Whether a hand whose tiles form sets and a pair has such an arrangement with no more chows than
/// the rule set allows (`bmja`: one), declared chows included.
fn within_max_chows(rules: Rules<'_>, h: &Hand) -> bool {
    let Some(max) = rules.set.def.max_chows else { return true };
    let held = Held::of(h);
    let mut ok = false;
    decompose_standard(&meld_sets(h), held.keys, &held.concealed, &mut |arr| ok |= chows(arr) <= max as usize);
    ok
}

/// Knitting (`bmja`): no melds, no honours, fourteen tiles of two suits, each rank held as often
/// in one as in the other: seven couples.
fn is_knitting(h: &Hand) -> bool {
    let c = &h.concealed;
    if !h.melds.is_empty() || c[27..].iter().any(|n| *n > 0) || h.concealed_len() != 14 {
        return false;
    }
    let suits: ArrayVec<usize, 3> = (0..3).filter(|s| c[s * 9..s * 9 + 9].iter().any(|n| *n > 0)).collect();
    suits.len() == 2 && (0..9).all(|k| c[suits[0] * 9 + k] == c[suits[1] * 9 + k])
}

/// Triple knitting (`bmja`): no melds, no honours, four knitted triples (one rank in each suit)
/// and a knitted pair (one rank in two suits).
fn is_triple_knitting(h: &Hand) -> bool {
    let c = &h.concealed;
    if !h.melds.is_empty() || c[27..].iter().any(|n| *n > 0) || h.concealed_len() != 14 {
        return false;
    }
    // The pair's rank and its two suits; the rest is the same in every suit, rank by rank.
    (0..9).any(|k| {
        [(0, 1), (0, 2), (1, 2)].iter().any(|&(x, y)| {
            let mut r = *c;
            if r[x * 9 + k] == 0 || r[y * 9 + k] == 0 {
                return false;
            }
            r[x * 9 + k] -= 1;
            r[y * 9 + k] -= 1;
            (0..9).all(|j| r[j] == r[9 + j] && r[j] == r[18 + j])
        })
    })
}

/// The suit keys of a *Vogel eet cake* hand's concealed tiles with its circles-1 read as the
/// bamboo-1 it stands for and that bamboo-1 pair taken out, or `None` when the hand cannot be one
/// (docs/rules.md §2 rode-boekje, §6): circles-1 is the winning tile, the hand waited on a bamboo-1
/// pair, which it cannot have done while holding all four bamboo-1 (§6 leaves a kind held four
/// times out of the waits), and every honour held concealed is held three times (a pung).
fn vogel_keys(held: &Held, win_tile: Tile, need: usize) -> Option<[usize; 3]> {
    let (b1, d1) = (Tile::B1.index(), Tile::D1.index());
    let levels = &held.concealed;
    let honours = levels[0] & HONOURS;
    let ok = win_tile == Tile::D1
        && levels[0] & (1 << d1) != 0
        // With the winning tile as bamboo-1 the hand holds a bamboo-1 pair, and held no more
        // than three before.
        && levels[0] & (1 << b1) != 0
        && held.all[3] & (1 << b1) == 0
        && held.len == 3 * need + 2
        && levels[2] & HONOURS == honours
        && levels[3] & HONOURS == 0;
    ok.then(|| {
        let mut keys = held.keys;
        // Circles-1 out; bamboo-1 in, then its pair out.
        keys[d1 / 9] -= KEY_UNIT[d1 % 9];
        keys[b1 / 9] -= KEY_UNIT[b1 % 9];
        keys
    })
}

/// Whether the hand (masks `held`) is a *Vogel eet cake*: [`vogel_keys`], and every suit of the
/// rest splits into sets (the split tables list every key that does).
fn is_vogel_eet_cake(held: &Held, win_tile: Tile, need: usize) -> bool {
    let splits = suit_splits();
    vogel_keys(held, win_tile, need).is_some_and(|keys| keys.iter().all(|k| !splits.get(*k).is_empty()))
}

/// Every tile held, melds included, is a terminal or an honour.
fn all_major(held: &Held) -> bool {
    held.all[0] & !MAJOR_MASK == 0
}

/// Whether a 14-tile (+kongs) hand is a mahjong by any pattern of the rule set, ignoring minimums.
/// With `ordinary`, "Vogel eet cake" does not count (docs/rules.md §2 "only possible place").
pub fn is_mahjong(rules: Rules<'_>, h: &Hand, win_tile: Tile, ordinary: bool) -> bool {
    let held = Held::of(h);
    let standard = rules.set.enabled_patterns(rules.opts) & Pattern::Standard.bit() != 0
        && has_shape(rules, h, &held, win_tile, Pattern::Standard);
    standard || is_special_mahjong(rules, h, &held, win_tile, ordinary)
}

/// [`is_mahjong`] by the patterns other than four sets and a pair.
fn is_special_mahjong(rules: Rules<'_>, h: &Hand, held: &Held, win_tile: Tile, ordinary: bool) -> bool {
    special_patterns(rules, h, held, win_tile, ordinary) != 0
}

/// The patterns other than four sets and a pair the hand has ([`Pattern::bit`]s).
fn special_patterns(rules: Rules<'_>, h: &Hand, held: &Held, win_tile: Tile, ordinary: bool) -> u16 {
    let patterns = rules.set.enabled_patterns(rules.opts);
    let mut found = 0;
    // Written out, as in `arrangements`.
    let mut add = |p: Pattern| {
        if patterns & p.bit() != 0 && has_shape(rules, h, held, win_tile, p) {
            found |= p.bit();
        }
    };
    add(Pattern::SevenPairs);
    add(Pattern::ThirteenOrphans);
    add(Pattern::WindSnake);
    add(Pattern::Svarione);
    add(Pattern::Knitting);
    add(Pattern::TripleKnitting);
    add(Pattern::NineGates);
    add(Pattern::KnittedStraight);
    add(Pattern::HonorsAndKnitted);
    if !ordinary {
        add(Pattern::VogelEetCake);
    }
    found
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
    waits_of(rules, h, &Held::of(h), ordinary, f)
}

/// [`for_each_wait`] with the hand's [`Held`] masks.
pub(crate) fn waits_of(rules: Rules<'_>, h: &Hand, held: &Held, ordinary: bool, f: &mut impl FnMut(Tile) -> bool) {
    let table = suit_table();
    let c = &h.concealed;
    let need = 4usize.saturating_sub(h.melds.len());
    let n = held.len;
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    let standard = enabled(Pattern::Standard) && n + 1 == 3 * need + 2;
    // Four sets and a pair, group by group (the three suits, the honours): a group is whole sets
    // (state 0), sets and the pair (1) or neither (2). A tile completes the hand only in a group
    // holding no multiple of three tiles while every other group is whole, one of them at most
    // with the pair; and only next to a kind the group holds (two ranks away at most in a suit,
    // the same kind among honours), since a tile alone forms nothing.
    let keys = held.keys;
    // Honours: each count must be 0 or 3, except one pair (the kinds that spoil the group and
    // the pairs, from the count levels without a branch per kind).
    let honours = honour_kinds(&held.concealed);
    // For each group: pairs among the other groups (all whole).
    let mut rest_pairs = [0u8; 4];
    // Candidate kinds for four sets and a pair.
    let mut std_cand: u64 = 0;
    if standard {
        let mut sizes = [0usize; 4];
        let mut state = [0u8; 4];
        for s in 0..3 {
            sizes[s] = c[s * 9..s * 9 + 9].iter().map(|n| *n as usize).sum();
            state[s] = group_state(table.flags(keys[s]));
        }
        sizes[3] = c[27..KINDS].iter().map(|n| *n as usize).sum();
        state[3] = honour_state(honours);
        let present = held.present();
        for g in 0..4 {
            let others = (0..4).filter(|o| *o != g);
            let pairs = others.clone().filter(|o| state[*o] == 1).count();
            // Adding a tile to a group of 3k tiles leaves 3k + 1: never sets (and a pair).
            if sizes[g] % 3 == 0 || others.clone().any(|o| state[o] == 2) || pairs > 1 {
                continue;
            }
            rest_pairs[g] = pairs as u8;
            std_cand |= if g < 3 {
                let p = (present >> (9 * g)) & 0x1ff;
                ((p | p << 1 | p << 2 | p >> 1 | p >> 2) & 0x1ff) << (9 * g)
            } else {
                present & HONOURS
            };
        }
    }
    let special_cand = special_candidates(rules, h.melds.is_empty(), held, ordinary);
    let mut cand = std_cand | special_cand;
    if cand == 0 {
        return;
    }
    // Kinds held four times, melds included, are no wait.
    cand &= !held.all[3];
    let mut h2: Option<Hand> = None;
    while cand != 0 {
        let i = cand.trailing_zeros() as usize;
        cand &= cand - 1;
        let complete = std_cand & (1 << i) != 0 && {
            let g = i / 9;
            let state = if i < 27 {
                group_state(table.flags(keys[g] + KEY_UNIT[i % 9]))
            } else {
                honour_state_with(&held.concealed, honours, i)
            };
            state < 2 && state + rest_pairs[g.min(3)] == 1
        };
        // With a most number of chows, only a decomposition within it completes the hand.
        let complete = complete
            && (rules.set.def.max_chows.is_none() || {
                let h2 = h2.get_or_insert_with(|| h.clone());
                h2.concealed[i] += 1;
                let r = within_max_chows(rules, h2);
                h2.concealed[i] -= 1;
                r
            });
        let complete = complete || {
            special_cand & (1 << i) != 0 && {
                let h2 = h2.get_or_insert_with(|| h.clone());
                h2.concealed[i] += 1;
                let found = special_patterns(rules, h2, &held.update(h2, i), tile(i), ordinary);
                // A pattern that scores only its limit hand completes the hand only with a limit
                // hand (`bmja`: a wind snake is a wriggling snake only with its pair of 1s).
                let r = found != 0
                    && (found & !rules.set.plan.patterns_limit_only != 0
                        || crate::score::wins_from_the_wall(rules, h2, tile(i)));
                h2.concealed[i] -= 1;
                r
            }
        };
        if complete && !f(tile(i)) {
            return;
        }
    }
}

/// The kinds that could complete a pattern other than four sets and a pair for a waiting hand
/// with masks `held` and, when `concealed_only`, no declared meld (a necessary condition; the
/// full test follows).
fn special_candidates(rules: Rules<'_>, concealed_only: bool, held: &Held, ordinary: bool) -> TileMask {
    let patterns = rules.set.enabled_patterns(rules.opts);
    let enabled = |p: Pattern| patterns & p.bit() != 0;
    // Thirteen orphans and the wind snake are thirteen distinct kinds plus one of them again:
    // with thirteen tiles, either all thirteen are held (any completes) or twelve (the missing
    // one does).
    let present = held.present();
    let distinct = present.count_ones();
    let thirteen_of = |kinds: TileMask| match distinct {
        13 if present == kinds => kinds,
        12 if present & !kinds == 0 => kinds & !present,
        _ => 0,
    };
    let mut special_cand: u64 = 0;
    let odd = held.odd();
    if enabled(Pattern::SevenPairs) && odd != 0 && odd & (odd - 1) == 0 {
        special_cand |= odd;
    }
    if enabled(Pattern::ThirteenOrphans) && concealed_only {
        special_cand |= thirteen_of(MAJOR_MASK);
    }
    if enabled(Pattern::WindSnake) && concealed_only {
        let suit = (0..3).find(|s| present & (0x1ff << (9 * s)) != 0);
        if let Some(s) = suit {
            special_cand |= thirteen_of(WINDS | 0x1ff << (9 * s));
        }
    }
    if enabled(Pattern::Svarione) && all_major(held) {
        special_cand |= MAJOR_MASK;
    }
    if !ordinary && enabled(Pattern::VogelEetCake) {
        special_cand |= 1 << Tile::D1.index();
    }
    // Nine gates: the kinds of the one suit held.
    if concealed_only && enabled(Pattern::NineGates) && present & HONOURS == 0 {
        let suits: TileMask = (0..3).filter(|s| present & (0x1ff << (9 * s)) != 0).fold(0, |m, s| m | 0x1ff << (9 * s));
        if suits.count_ones() == 9 {
            special_cand |= suits;
        }
    }
    // Knitted straight and honours and knitted tiles (`mcr`): any kind (the full test follows).
    if enabled(Pattern::KnittedStraight) || (concealed_only && enabled(Pattern::HonorsAndKnitted)) {
        special_cand |= (1 << KINDS) - 1;
    }
    // The knitted hands: a rank held in some suit (the full test follows).
    if concealed_only && (enabled(Pattern::Knitting) || enabled(Pattern::TripleKnitting)) && present & HONOURS == 0 {
        let ranks = (present | present >> 9 | present >> 18) & 0x1ff;
        special_cand |= ranks | ranks << 9 | ranks << 18;
    }
    special_cand
}

/// The honours of count-level masks (kinds held at least once, twice, three, four times) that
/// spoil the honours group (held once, or four times) and that are pairs.
fn honour_kinds(levels: &[TileMask; 4]) -> (TileMask, TileMask) {
    let [a, b, c, d] = levels.map(|m| m & HONOURS);
    ((a & !b) | d, b & !c)
}

/// The state of the honours group from [`honour_kinds`]: whole pungs (0), pungs and the pair (1),
/// neither (2).
fn honour_state((bad, pairs): (TileMask, TileMask)) -> u8 {
    match (bad, pairs) {
        (0, 0) => 0,
        (0, p) if p & (p - 1) == 0 => 1,
        _ => 2,
    }
}

/// The state of the honours group after one tile of honour kind `t` is added.
fn honour_state_with(levels: &[TileMask; 4], (bad, pairs): (TileMask, TileMask), t: usize) -> u8 {
    let bit: TileMask = 1 << t;
    let n = 1 + levels.iter().map(|m| (m >> t) & 1).sum::<u64>();
    let bad = bad & !bit | if n == 1 || n >= 4 { bit } else { 0 };
    let pairs = pairs & !bit | if n == 2 { bit } else { 0 };
    honour_state((bad, pairs))
}

/// Whether the winning set of `arr`, an arrangement into sets and a pair of a winner's hand
/// (masks `held`) won with `win`, shows that the hand waited on another kind too: a pung completed
/// from a pair while the arrangement's pair waited as well (either pair could have become the
/// pung), or a chow completed at one end of two consecutive tiles whose other end is in the suit
/// (an open wait). The other kind is a wait unless all four of it are held. A `false` decides
/// nothing: the waits are then looked for ([`single_wait`]).
pub(crate) fn other_wait_shown(arr: &Arrangement, win: Tile, held: &Held) -> bool {
    if arr.pattern != Pattern::Standard {
        return false;
    }
    let Some(s) = arr.winning_set() else { return false };
    let (w, t) = (win.index(), s.tile.index());
    let other = match s.kind {
        SetKind::Pung => match arr.pair() {
            Some(p) if p.kind == SetKind::Pair && p.tile != win => Some(p.tile.index()),
            _ => None,
        },
        // A chow's kinds are in one suit (`t` is its lowest).
        SetKind::Chow if w == t && t % 9 <= 5 => Some(t + 3),
        SetKind::Chow if w == t + 2 && t % 9 >= 1 => Some(t - 1),
        _ => None,
    };
    other.is_some_and(|o| held.all[3] & (1 << o) == 0)
}

/// Whether a winner's hand `h` (masks `held`), won with `win` among its concealed tiles, waited
/// on that kind alone before: [`count_waits`] of the hand less the tile, ordinary waits, is 1.
///
/// When the hand is four sets and a pair, the tile it won with is one wait and the search is for
/// another; otherwise (Vogel eet cake) for any. Only the groups the waiting hand left broken are
/// searched, each candidate decided by one table lookup from the suit keys; the patterns other
/// than four sets and a pair are tried only for kinds that could complete them. The search stops
/// at the second wait.
pub(crate) fn single_wait(rules: Rules<'_>, h: &Hand, held: &Held, win: Tile) -> bool {
    let i = win.index();
    let table = suit_table();
    let need = 4usize.saturating_sub(h.melds.len());
    let held_before = held.remove(i);
    let keys = held_before.keys;
    let levels = &held_before.concealed;
    let honours = honour_kinds(levels);
    // Each group's state before the win (whole sets 0, sets and the pair 1, neither 2), as
    // masks of groups; the winning hand's differs only in the winning tile's group.
    let mut state = [0u8; 4];
    for (s, st) in state.iter_mut().enumerate().take(3) {
        *st = group_state(table.flags(keys[s]));
    }
    state[3] = honour_state(honours);
    let g = (i / 9).min(3);
    let won = if i < 27 {
        group_state(table.flags(keys[g] + KEY_UNIT[i % 9]))
    } else {
        honour_state_with(levels, honours, i)
    };
    // Groups in state 1 and 2, as bit masks.
    let (mut paired, mut broken) = (0u8, 0u8);
    for (g, st) in state.iter().enumerate() {
        paired |= u8::from(*st == 1) << g;
        broken |= u8::from(*st == 2) << g;
    }
    let others = !(1u8 << g);
    // Four sets and a pair can be a wait at all (enabled, and the right number of tiles).
    let sets_and_pair =
        rules.set.enabled_patterns(rules.opts) & Pattern::Standard.bit() != 0 && held.len == 3 * need + 2;
    // The winning hand is four sets and a pair: the tile it won with is one wait. Otherwise
    // (rode-boekje's Vogel eet cake, say) it is searched for like any other kind.
    let won_standard =
        sets_and_pair && won < 2 && broken & others == 0 && (paired & others).count_ones() + u32::from(won) == 1;
    let mut waits = u32::from(won_standard);
    // Kinds held four times, melds included, are no wait. A tile completes the hand only in a
    // group while every other group is whole, one of them at most with the pair; and only next
    // to a kind the group holds (two ranks away at most in a suit, the same kind among honours).
    let mut excluded = held_before.all[3] | if won_standard { 1 << i } else { 0 };
    let present = held_before.present();
    // One more wait found: `false` as soon as there are two.
    let mut found = |t: usize, excluded: &mut TileMask| {
        *excluded |= 1 << t;
        waits += 1;
        waits < 2
    };
    for g in 0..4 {
        let others = !(1u8 << g);
        let pairs = (paired & others).count_ones() as u8;
        if !sets_and_pair || broken & others != 0 || pairs > 1 {
            continue;
        }
        if let Some(&key) = keys.get(g) {
            // A suit: its ranks next to a rank held, by rank.
            let p = (present >> (9 * g)) & 0x1ff;
            let mut ranks = (p | p << 1 | p << 2 | p >> 1 | p >> 2) & 0x1ff & !(excluded >> (9 * g));
            while ranks != 0 {
                let r = ranks.trailing_zeros() as usize;
                ranks &= ranks - 1;
                let st = group_state(table.flags(key + KEY_UNIT[r]));
                if st < 2 && st + pairs == 1 && !found(9 * g + r, &mut excluded) {
                    return false;
                }
            }
        } else {
            let mut cand = present & HONOURS & !excluded;
            while cand != 0 {
                let t = cand.trailing_zeros() as usize;
                cand &= cand - 1;
                let st = honour_state_with(levels, honours, t);
                if st < 2 && st + pairs == 1 && !found(t, &mut excluded) {
                    return false;
                }
            }
        }
    }
    // The other patterns, for the kinds that could complete them and are not a wait already.
    let mut cand = special_candidates(rules, h.melds.is_empty(), &held_before, true) & !excluded;
    if cand != 0 {
        let mut before = h.clone();
        before.concealed[i] -= 1;
        while cand != 0 {
            let t = cand.trailing_zeros() as usize;
            cand &= cand - 1;
            before.concealed[t] += 1;
            let complete = is_special_mahjong(rules, &before, &held_before.update(&before, t), tile(t), true);
            before.concealed[t] -= 1;
            if complete && !found(t, &mut excluded) {
                return false;
            }
        }
    }
    waits == 1
}

/// A suit's state from its table flags: whole sets (0), sets and the pair (1), neither (2).
#[inline(always)]
fn group_state(flags: u8) -> u8 {
    // Flags 0, SETS_ONLY, SETS_AND_PAIR (never both: the sizes differ modulo 3).
    const STATE: [u8; 4] = [2, 0, 1, 0];
    STATE[(flags & 3) as usize]
}

const HONOURS: TileMask = 0x7f << 27;

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
    count_waits_of(rules, h, &Held::of(h), ordinary, limit)
}

/// [`count_waits`] with the hand's [`Held`] masks.
pub(crate) fn count_waits_of(rules: Rules<'_>, h: &Hand, held: &Held, ordinary: bool, limit: usize) -> usize {
    let mut n = 0;
    waits_of(rules, h, held, ordinary, &mut |_| {
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
    use crate::tile::total;

    fn counts(s: &str) -> Counts {
        parse_compact_hand(s).unwrap().concealed
    }

    /// Seeded pseudo-random numbers (xorshift): `next(n)` is below `n`.
    fn numbers(seed: u64) -> impl FnMut(usize) -> usize {
        let mut x = seed;
        move |n| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        }
    }

    /// The decompositions of a hand's concealed tiles as the tables list them, in order.
    fn decompositions(c: &Counts) -> Vec<Vec<Set>> {
        let mut out = Vec::new();
        let h = Hand { concealed: *c, melds: ArrayVec::new(), bonus: 0, red: 0 };
        let held = Held::of(&h);
        if held.sets_and_pair() {
            decompose_standard(&Sets::new(), held.keys, &held.concealed, &mut |arr| out.push(arr.sets.to_vec()));
        }
        out
    }

    /// The same by the depth-first search over the whole hand: pairs by kind, then the sets
    /// from the lowest tile, a pung before a chow.
    fn searched(c: &Counts) -> Vec<Vec<Set>> {
        let mut out = Vec::new();
        let need = (total(c) - 2) / 3;
        for p in 0..KINDS {
            if c[p] < 2 {
                continue;
            }
            let mut rest = *c;
            rest[p] -= 2;
            let mut buf = ArrayVec::new();
            sets_from(&mut rest, 0, need, &mut buf, &mut |found| {
                let mut sets = vec![Set::new(SetKind::Pair, tile(p))];
                sets.extend_from_slice(found);
                out.push(sets);
            });
        }
        out
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
            let c = counts(s);
            let found = searched(&c);
            assert_eq!(decompositions(&c), found, "{s}");
            assert_eq!(is_sets_and_pair(&c), !found.is_empty(), "{s}");
            let h = parse_compact_hand(s).unwrap();
            assert_eq!(Held::of(&h).sets_and_pair(), !found.is_empty(), "{s}");
        }
    }

    #[test]
    fn tabled_decompositions_equal_the_search_in_order() {
        // Random hands of sets and a pair from few kinds (so that they decompose many ways),
        // with melds standing for some sets (fewer concealed tiles), and the same hands with
        // one tile moved (most then split no way).
        let mut next = numbers(0x51_7CC1_B727_220A);
        let mut many = 0;
        for round in 0..20_000 {
            let mut c: Counts = [0; KINDS];
            let sets = 1 + next(4);
            // Kinds from one or two suits near each other, and some honours.
            let base = 9 * next(3) + next(4);
            for _ in 0..sets {
                let t = if next(6) == 0 { 27 + next(7) } else { (base + next(9)) % 27 };
                if t < 27 && t % 9 <= 6 && next(2) == 0 {
                    (t..t + 3).for_each(|k| c[k] += 1);
                } else {
                    c[t] += 3;
                }
            }
            c[if next(6) == 0 { 27 + next(7) } else { (base + next(9)) % 27 }] += 2;
            if round % 3 == 0 {
                let from = next(KINDS);
                if c[from] > 0 {
                    c[from] -= 1;
                    c[(from + 1 + next(3)) % KINDS] += 1;
                }
            }
            if c.iter().any(|n| *n > 4) {
                continue;
            }
            let found = searched(&c);
            many += usize::from(found.len() > 1);
            assert_eq!(decompositions(&c), found, "{c:?}");
        }
        assert!(many > 500, "only {many} hands with several decompositions");
    }

    #[test]
    fn the_suit_table_halves_agree_with_the_definition_for_every_key() {
        // Every base-5 key of a suit, counts 0–4 for each of its nine ranks.
        let reference = build_suit_table();
        let table = suit_table();
        let mut split = [0usize; 3];
        for (i, want) in reference.iter().enumerate() {
            let digits = base5_digits(i);
            let key = key_of(&digits);
            assert_eq!(key_digits(key), digits);
            assert_eq!(table.flags(key), *want, "counts {digits:?}");
            split[*want as usize] += 1;
        }
        // Both kinds of split occur, and most keys split in no way.
        assert!(split[SETS_ONLY as usize] > 1000 && split[SETS_AND_PAIR as usize] > 1000, "{split:?}");
        assert!(split[0] > SUIT_STATES / 2, "{split:?}");
    }

    #[test]
    fn every_suit_key_of_sets_is_tabled() {
        // Every key the suit table says splits into sets alone, with at most twelve tiles, has
        // its splits listed, each of them rebuilding the key.
        let table = suit_table();
        let splits = suit_splits();
        let mut listed = 0;
        for i in 0..SUIT_STATES {
            let key = key_of(&base5_digits(i));
            let digits = key_digits(key).map(usize::from);
            let tiles: usize = digits.iter().sum();
            let list = splits.get(key);
            if tiles > 12 || table.flags(key) & SETS_ONLY == 0 {
                assert!(list.is_empty() || tiles > 12, "{key}");
                continue;
            }
            assert!(!list.is_empty(), "{digits:?}");
            listed += 1;
            for x in list {
                let mut sets = Sets::new();
                push_split(&mut sets, 0, *x);
                let mut rebuilt = [0usize; 9];
                for s in &sets {
                    for t in s.tiles() {
                        rebuilt[t.index()] += 1;
                    }
                }
                assert_eq!(rebuilt, digits, "{x:#x}");
            }
        }
        assert!(listed > 1000, "{listed}");
    }

    #[test]
    fn suit_keys_from_masks_agree_with_counts() {
        // Every count 0..=4 at every rank of every suit, the other ranks varied too.
        for seed in 0..2000u32 {
            let mut c: Counts = [0; KINDS];
            let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
            for n in c.iter_mut() {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                *n = (x % 5) as u8;
            }
            assert_eq!(suit_keys_of_masks(&count_masks(&c)), suit_keys(&c), "{c:?}");
            let h = Hand { concealed: c, melds: ArrayVec::new(), bonus: 0, red: 0 };
            assert_eq!(Held::of(&h).sets_and_pair(), is_sets_and_pair(&c), "{c:?}");
        }
    }

    #[test]
    fn masks_with_melds_agree_with_the_counts() {
        for text in [
            "b1b1b1b2b3 (b1b2b3) (c4c4c4) [d5d5d5d5] wewe",
            "b2b3 (b1b2b3) (b2b3b4) (b3b4b5) (b1b1b1) c1c1",
            "dr (drdrdr) [wnwnwnwn] (b7b8b9) (b7b8b9)",
            "b1b2b3c4c5c6d7d8d9wewewedrdr",
        ] {
            let h = parse_compact_hand(text).unwrap();
            assert_eq!(Held::of(&h).all, count_masks(&h.all_counts()), "{text}");
        }
    }

    #[test]
    fn a_wait_shown_by_the_winning_set_is_one_the_waits_search_finds() {
        // Random winners of four sets and a pair from few kinds (many waits), won with each of
        // their kinds in turn: where an arrangement's winning set shows another wait, the waits
        // search finds two at least; and the single-wait check agrees with it on every hand.
        use crate::registry::Registry;
        use crate::ruleset::Timing;
        let registry = Registry::builtin();
        let set = registry.get("rode-boekje").expect("built in");
        let opts = set.default_options();
        let rules = Rules { set, opts: &opts };
        let mut next = numbers(0x2545_F491_4F6C_DD1D);
        let (mut shown, mut single) = (0, 0);
        for _ in 0..3_000 {
            let mut c: Counts = [0; KINDS];
            let base = 9 * next(3) + next(3);
            for _ in 0..4 {
                let t = if next(8) == 0 { 27 + next(7) } else { base + next(7) };
                if t < 27 && t % 9 <= 6 && next(3) > 0 {
                    (t..t + 3).for_each(|k| c[k] += 1);
                } else {
                    c[t] += 3;
                }
            }
            c[base + next(9).min(8 - base % 9)] += 2;
            if c.iter().any(|n| *n > 4) {
                continue;
            }
            let h = Hand { concealed: c, melds: ArrayVec::new(), bonus: 0, red: 0 };
            let held = Held::of(&h);
            for w in (0..KINDS).filter(|k| c[*k] > 0) {
                let win = Win {
                    tile: tile(w),
                    source: Source::Wall,
                    discarder: None,
                    last_tile: false,
                    timing: Timing::Normal,
                    ..Win::self_drawn(tile(w))
                };
                let mut before = h.clone();
                before.concealed[w] -= 1;
                let waits = count_waits(rules, &before, true, 3);
                let mut any_shown = false;
                arrangements(rules, &h, &held, &win, false, &mut |arr| {
                    any_shown |= other_wait_shown(arr, win.tile, &held);
                });
                if any_shown {
                    shown += 1;
                    assert!(waits >= 2, "{c:?} won with {w}: {waits} waits");
                }
                single += usize::from(waits == 1);
                assert_eq!(single_wait(rules, &h, &held, win.tile), waits == 1, "{c:?} won with {w}");
            }
        }
        assert!(shown > 2_000 && single > 500, "{shown} hands with a wait shown, {single} single waits");
    }

    /// The completing kinds from each group's state are exactly the kinds, held fewer than four
    /// times, one more of which makes the tiles sets and a pair, found by trying every kind:
    /// random waiting hands of 1, 4, 7, 10 and 13 tiles, mostly in one suit with a few honours and
    /// tiles of another suit (where the waits are many).
    #[test]
    fn completing_kinds_are_the_kinds_that_complete() {
        let mut next = numbers(0x005E_ED0F_7A11);
        let (mut hands, mut waits) = (0usize, 0usize);
        for round in 0..20_000 {
            let mut c: Counts = [0; KINDS];
            let base = 9 * next(3);
            let n = 3 * (round % 5) + 1;
            let mut placed = 0;
            while placed < n {
                let k = match next(10) {
                    0 => 27 + next(7),
                    1 => (base + 9 + next(9)) % 27,
                    _ => base + next(9),
                };
                if c[k] < 4 {
                    c[k] += 1;
                    placed += 1;
                }
            }
            let brute = (0..KINDS).filter(|&t| c[t] < 4).fold(0 as TileMask, |m, t| {
                let mut d = c;
                d[t] += 1;
                if is_sets_and_pair(&d) { m | 1 << t } else { m }
            });
            assert_eq!(completing_kinds(&c), brute, "{c:?}");
            hands += 1;
            waits += brute.count_ones() as usize;
        }
        assert!(waits > 5_000, "{hands} hands, {waits} waits");
    }

    #[test]
    fn the_single_wait_check_agrees_with_the_waits_search_on_any_hand() {
        // Hands of every shape the search must handle, not only four sets and a pair: Vogel eet
        // cake (bamboo-1 and circles-1 for the pair), seven pairs, thirteen orphans, and near
        // misses (one tile of a winner changed); each won with each kind it holds concealed, under
        // every rule set. The single-wait check must say what counting the waits of the hand
        // less that tile says.
        use crate::registry::Registry;
        let registry = Registry::builtin();
        let mut next = numbers(0x9E37_79B9_7F4A_7C15);
        let mut checked = [0usize; 2];
        for id in ["rode-boekje", "ecr", "italian", "nine-dragons"] {
            let set = registry.get(id).expect("built in");
            let opts = set.default_options();
            let rules = Rules { set, opts: &opts };
            for round in 0..4_000 {
                let mut c: Counts = [0; KINDS];
                let base = 9 * next(3);
                let kind = |next: &mut dyn FnMut(usize) -> usize| {
                    if next(6) == 0 { 27 + next(7) } else { base + next(9) }
                };
                match round % 4 {
                    // Seven pairs.
                    0 => (0..7).for_each(|_| c[kind(&mut next)] += 2),
                    // Thirteen orphans.
                    1 => {
                        ORPHANS.iter().for_each(|k| c[*k] += 1);
                        c[ORPHANS[next(ORPHANS.len())]] += 1;
                    }
                    // Four sets and bamboo-1, circles-1 (Vogel eet cake), or four sets and a pair
                    // with one tile changed.
                    _ => {
                        for _ in 0..4 {
                            let t = kind(&mut next);
                            if t < 27 && t % 9 <= 6 && next(3) > 0 {
                                (t..t + 3).for_each(|k| c[k] += 1);
                            } else {
                                c[t] += 3;
                            }
                        }
                        if round % 4 == 2 {
                            c[0] += 1;
                            c[9] += 1;
                        } else {
                            c[kind(&mut next)] += 2;
                            let held: Vec<usize> = (0..KINDS).filter(|k| c[*k] > 0).collect();
                            c[held[next(held.len())]] -= 1;
                            c[kind(&mut next)] += 1;
                        }
                    }
                }
                if c.iter().any(|n| *n > 4) {
                    continue;
                }
                let h = Hand { concealed: c, melds: ArrayVec::new(), bonus: 0, red: 0 };
                let held = Held::of(&h);
                for w in (0..KINDS).filter(|k| c[*k] > 0) {
                    let mut before = h.clone();
                    before.concealed[w] -= 1;
                    let single = count_waits(rules, &before, true, 3) == 1;
                    checked[usize::from(single)] += 1;
                    assert_eq!(single_wait(rules, &h, &held, tile(w)), single, "{id}: {c:?} won with {w}");
                }
            }
        }
        assert!(checked[0] > 20_000 && checked[1] > 2_000, "{checked:?} (not single, single)");
    }

    #[test]
    fn decompositions_are_all_found() {
        // 222 333 444 555 66. With the pair 33 (pairs come by kind): 222 345 456 456. With the
        // pair 66: four pungs, or the 3-4-5 block as three chows, or the 2-3-4 block.
        let b = |k: usize, kind: SetKind| Set::new(kind, tile(k));
        let (pair, pung, chow) = (SetKind::Pair, SetKind::Pung, SetKind::Chow);
        assert_eq!(
            decompositions(&counts("b2b2b2b3b3b3b4b4b4b5b5b5b6b6")),
            vec![
                vec![b(2, pair), b(1, pung), b(2, chow), b(3, chow), b(3, chow)],
                vec![b(5, pair), b(1, pung), b(2, pung), b(3, pung), b(4, pung)],
                vec![b(5, pair), b(1, pung), b(2, chow), b(2, chow), b(2, chow)],
                vec![b(5, pair), b(1, chow), b(1, chow), b(1, chow), b(4, pung)],
            ]
        );
    }
}
