//! A seeded generator of MCR (Chinese Official) winning hands and their win context, for the
//! differential test against the reference calculator (`pymahjonggb` 1.4.0, driven by
//! `reference/mcr/score.py`; the rules are in `docs/rules-mcr.md`), and the runner of that driver.
//!
//! Every [`Case`] comes from a 64-bit seed ([`case`]), so a failure is reproduced from its seed
//! alone. Every case is a winner as the calculator sees it (its answer has `error` null): four sets
//! and a pair (§1, §4 *Regular*), or one of the special forms of §4 (seven pairs, seven shifted
//! pairs, thirteen orphans, greater and lesser honors and knitted tiles, knitted straight with a
//! set and a pair and 0 or 1 pack, nine gates). An [`Aim`] steers the tiles so that each of the 82
//! elements of §2 comes up: one suit, honours, terminals, green, reversible and rank-bounded
//! hands, the chow and pung patterns, concealed pungs, kongs (melded, concealed, 1–4 of them),
//! tile hogs, the waits, melded hands. Packs are exposed chows, pungs and kongs and concealed
//! kongs; the win flags of §5 are always consistent with the hand (replacement tile only with a
//! kong among the packs, robbing the kong only when the winning tile is nowhere else in the hand,
//! the 4th-tile flag only when the standing tiles hold no other copy, never about kong with wall
//! last).
//!
//! **Tiles** are counted by kind: characters `1m`–`9m` (0–8), dots `1p`–`9p` (9–17), bamboo
//! `1s`–`9s` (18–26), winds east, south, west, north (27–30, `1z`–`4z`), dragons white, green, red
//! (31–33, `5z`–`7z`, the Tenhou order). No kind is held more than four times. Flowers and seasons
//! are only a count (0–8), written `f1`…`f4` then `s1`…`s4` as bonus tiles in [`Case::hand_text`].

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use mahjong_types::{Source, Win, Wind};

use crate::hands::Rng;
use crate::riichi::{self, is_simple, mpsz};

pub const KINDS: usize = 34;
pub const EAST: usize = 27;
pub const SOUTH: usize = 28;
pub const WEST: usize = 29;
pub const NORTH: usize = 30;
pub const WHITE: usize = 31;
pub const GREEN: usize = 32;
pub const RED: usize = 33;
/// The driver's names of the winds 27–30.
pub const WIND_NAMES: [&str; 4] = ["E", "S", "W", "N"];
const WINDS: [usize; 4] = [EAST, SOUTH, WEST, NORTH];
const DRAGONS: [usize; 3] = [WHITE, GREEN, RED];
const HONOURS: [usize; 7] = [27, 28, 29, 30, 31, 32, 33];
const TERMINALS: [usize; 6] = [0, 8, 9, 17, 18, 26];
/// The thirteen terminals and honours (§4, thirteen orphans).
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/// The green tiles of §1: bamboo 2 3 4 6 8 and the green dragon.
const GREENS: [usize; 6] = [19, 20, 21, 23, 25, GREEN];
/// The reversible tiles of §1: dots 1 2 3 4 5 8 9, bamboo 2 4 5 6 8 9, the white dragon.
const REVERSIBLE: [usize; 14] = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, WHITE];
/// The six orders of the three suits (for knitted tiles and the mixed patterns).
const SUIT_ORDERS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// Tile kinds in mpsz runs (`123m456p11z`), sorted, each suit's letter once after its digits.
pub fn mpsz_tiles(kinds: &[usize]) -> String {
    riichi::mpsz_tiles(&kinds.iter().map(|k| riichi::Tile::plain(*k)).collect::<Vec<_>>())
}

fn rank(kind: usize) -> usize {
    kind % 9
}

/// A pack's type, as the driver names it (§1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MeldType {
    Chow,
    Pung,
    Kong,
}

impl MeldType {
    pub fn name(self) -> &'static str {
        match self {
            MeldType::Chow => "chow",
            MeldType::Pung => "pung",
            MeldType::Kong => "kong",
        }
    }
}

/// A declared pack (§1): an exposed chow, pung or kong, or a concealed kong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meld {
    pub kind: MeldType,
    /// Its tile kinds, sorted (three, four for a kong).
    pub tiles: Vec<usize>,
    /// A concealed kong (only a kong is ever concealed).
    pub concealed: bool,
    /// Who gave the tile, 1–3 (the calculator reads a concealed kong's as 0, whatever it is here).
    pub offer: u8,
}

/// What a case was built to be: the element(s) of §2 the tiles are steered towards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Aim {
    /// Four random sets and a pair.
    Mixed,
    /// Sets that relate to nothing, an honour pair, some packs, a discard win (chicken hand).
    Chicken,
    AllSimples,
    FullFlush,
    HalfFlush,
    AllHonors,
    AllTerminals,
    TerminalsAndHonors,
    OutsideHand,
    BigFourWinds,
    LittleFourWinds,
    BigThreeWinds,
    BigThreeDragons,
    LittleThreeDragons,
    TwoDragonPungs,
    AllGreen,
    Reversible,
    UpperTiles,
    MiddleTiles,
    LowerTiles,
    UpperFour,
    LowerFour,
    AllFives,
    AllEvenPungs,
    PureStraight,
    MixedStraight,
    PureTripleChow,
    QuadrupleChow,
    PureShiftedChows,
    FourPureShiftedChows,
    MixedTripleChow,
    MixedShiftedChows,
    PureTerminalChows,
    ThreeSuitedTerminalChows,
    /// Two chows of a 1-fan element (pure or mixed double chow, short straight, terminal chows).
    ChowPair,
    PureShiftedPungs,
    FourPureShiftedPungs,
    MixedShiftedPungs,
    TriplePung,
    DoublePung,
    AllPungs,
    /// Two to four concealed pungs (concealed kongs among them).
    ConcealedPungs,
    /// One to four kongs, melded or concealed.
    Kongs,
    /// A kind held four times outside a kong.
    TileHog,
    /// Several packs and a winning tile on a chow's edge or middle or the pair: the waits of §5.
    Waits,
    /// Four exposed packs, won on the pair.
    MeldedHand,
    SevenPairs,
    SevenShiftedPairs,
    ThirteenOrphans,
    GreaterHonorsKnitted,
    LesserHonorsKnitted,
    /// A knitted straight with a set and a pair; the set may be the one pack.
    KnittedStraight,
    NineGates,
}

/// The aims with their weights (out of their sum).
const AIMS: [(Aim, usize); 53] = [
    (Aim::Mixed, 60),
    (Aim::Chicken, 16),
    (Aim::AllSimples, 10),
    (Aim::FullFlush, 14),
    (Aim::HalfFlush, 12),
    (Aim::AllHonors, 6),
    (Aim::AllTerminals, 6),
    (Aim::TerminalsAndHonors, 6),
    (Aim::OutsideHand, 8),
    (Aim::BigFourWinds, 5),
    (Aim::LittleFourWinds, 5),
    (Aim::BigThreeWinds, 6),
    (Aim::BigThreeDragons, 5),
    (Aim::LittleThreeDragons, 5),
    (Aim::TwoDragonPungs, 6),
    (Aim::AllGreen, 6),
    (Aim::Reversible, 8),
    (Aim::UpperTiles, 6),
    (Aim::MiddleTiles, 6),
    (Aim::LowerTiles, 6),
    (Aim::UpperFour, 6),
    (Aim::LowerFour, 6),
    (Aim::AllFives, 6),
    (Aim::AllEvenPungs, 6),
    (Aim::PureStraight, 6),
    (Aim::MixedStraight, 6),
    (Aim::PureTripleChow, 6),
    (Aim::QuadrupleChow, 5),
    (Aim::PureShiftedChows, 6),
    (Aim::FourPureShiftedChows, 5),
    (Aim::MixedTripleChow, 6),
    (Aim::MixedShiftedChows, 6),
    (Aim::PureTerminalChows, 5),
    (Aim::ThreeSuitedTerminalChows, 5),
    (Aim::ChowPair, 10),
    (Aim::PureShiftedPungs, 6),
    (Aim::FourPureShiftedPungs, 5),
    (Aim::MixedShiftedPungs, 6),
    (Aim::TriplePung, 6),
    (Aim::DoublePung, 6),
    (Aim::AllPungs, 8),
    (Aim::ConcealedPungs, 12),
    (Aim::Kongs, 16),
    (Aim::TileHog, 8),
    (Aim::Waits, 14),
    (Aim::MeldedHand, 8),
    (Aim::SevenPairs, 10),
    (Aim::SevenShiftedPairs, 5),
    (Aim::ThirteenOrphans, 5),
    (Aim::GreaterHonorsKnitted, 5),
    (Aim::LesserHonorsKnitted, 6),
    (Aim::KnittedStraight, 10),
    (Aim::NineGates, 5),
];

/// One MCR winning hand and its win context: the calculator's input of §1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub seed: u64,
    pub aim: Aim,
    /// The declared packs (0–4).
    pub melds: Vec<Meld>,
    /// The concealed standing tiles WITHOUT the winning tile, sorted: 13 − 3 × packs of them.
    pub standing: Vec<usize>,
    /// The winning tile (added to the standing tiles it completes the hand).
    pub win_tile: usize,
    /// Flowers and seasons held, 0–8.
    pub flowers: u8,
    pub self_drawn: bool,
    /// The winning tile is the last of its kind (*juezhang*, §5).
    pub fourth_tile: bool,
    /// Out with a replacement tile when self-drawn, robbing the kong on a discard (§5).
    pub about_kong: bool,
    /// The last tile of the wall: last tile draw when self-drawn, last tile claim on a discard.
    pub wall_last: bool,
    /// Seat wind, 27–30.
    pub seat_wind: usize,
    /// Prevalent wind, 27–30.
    pub prevalent_wind: usize,
}

impl Case {
    /// The concealed tiles with the winning tile (sorted).
    pub fn concealed(&self) -> Vec<usize> {
        let mut c = self.standing.clone();
        c.push(self.win_tile);
        c.sort_unstable();
        c
    }

    /// Every tile of the hand: standing tiles, winning tile and the packs' tiles (14 plus one per
    /// kong).
    pub fn all_tiles(&self) -> Vec<usize> {
        let mut all = self.concealed();
        all.extend(self.melds.iter().flat_map(|m| m.tiles.iter().copied()));
        all
    }

    /// The driver's input object (`reference/mcr/score.py`, docs/rules-mcr.md §9), tiles in mpsz;
    /// the seed is its `id`.
    pub fn reference_line(&self) -> Value {
        let melds: Vec<Value> = self
            .melds
            .iter()
            .map(|m| {
                json!({"type": m.kind.name(), "tiles": mpsz_tiles(&m.tiles), "concealed": m.concealed,
                       "offer": m.offer})
            })
            .collect();
        json!({
            "id": self.seed.to_string(),
            "concealed": mpsz_tiles(&self.standing),
            "melds": melds,
            "win_tile": mpsz(self.win_tile),
            "flowers": self.flowers,
            "self_drawn": self.self_drawn,
            "fourth_tile": self.fourth_tile,
            "about_kong": self.about_kong,
            "wall_last": self.wall_last,
            "seat_wind": WIND_NAMES[self.seat_wind - EAST],
            "prevalent_wind": WIND_NAMES[self.prevalent_wind - EAST],
        })
    }

    /// The hand in the service's compact notation (docs/api.md, *Hands*): the concealed tiles
    /// with the winning tile in mpsz, then each pack, `(345p)` exposed and `[1111m]` a concealed
    /// kong, then the flowers and seasons as bonus tiles (`f1f2s1`).
    pub fn hand_text(&self) -> String {
        let mut text = mpsz_tiles(&self.concealed());
        for m in &self.melds {
            let tiles = mpsz_tiles(&m.tiles);
            if m.concealed {
                text += &format!(" [{tiles}]");
            } else {
                text += &format!(" ({tiles})");
            }
        }
        if self.flowers > 0 {
            text.push(' ');
            for i in 0..self.flowers {
                text += &if i < 4 { format!("f{}", i + 1) } else { format!("s{}", i - 3) };
            }
        }
        text
    }

    /// The winning tile in mpsz (`5m`).
    pub fn win_tile_text(&self) -> String {
        mpsz(self.win_tile)
    }

    /// The win as a request gives it: the source from the self-drawn and about-kong flags (§5),
    /// the player before the winner as the discarder of a claimed tile, the last tile of the wall
    /// and the last of its kind.
    pub fn win(&self) -> Win {
        let source = match (self.self_drawn, self.about_kong) {
            (true, true) => Source::KongReplacement,
            (true, false) => Source::Wall,
            (false, true) => Source::RobbedKong,
            (false, false) => Source::Discard,
        };
        let win = Win::new(self.win_tile_text(), source).last_tile(self.wall_last).last_of_kind(self.fourth_tile);
        if self.self_drawn { win } else { win.discarder(self.seat().next()) }
    }

    /// The winner's seat.
    pub fn seat(&self) -> Wind {
        Wind::ALL[(self.seat_wind - EAST) % 4]
    }

    /// The prevailing wind.
    pub fn prevalent(&self) -> Wind {
        Wind::ALL[(self.prevalent_wind - EAST) % 4]
    }
}

/// The engine's `mcr` rule set file without its 8-fan minimum: every hand scored in full, as the
/// calculator scores it (the differential test compares the fans of hands under 8 too; the
/// benchmark times the same work on both sides).
pub fn rule_set_without_minimum() -> String {
    const MCR: &str = include_str!("../../mahjong-engine/src/rulesets/mcr.toml");
    let text = MCR.replace("minimum = { points = 8, excluding = [\"flower_tiles\"] }", "");
    assert_ne!(text, MCR, "mcr.toml's minimum line is where the test kit expects it");
    text
}

// ------------------------------------------------------------------------------------------------
// Building a hand.

/// Tile counts by kind (at most four each).
#[derive(Clone)]
struct Stock([u8; KINDS]);

impl Stock {
    fn new() -> Stock {
        Stock([0; KINDS])
    }
    fn room(&self, kinds: &[usize]) -> bool {
        let mut u = self.0;
        kinds.iter().all(|k| {
            u[*k] += 1;
            u[*k] <= 4
        })
    }
    fn take(&mut self, kinds: &[usize]) {
        for k in kinds {
            self.0[*k] += 1;
        }
    }
    /// Takes `kinds` when they fit.
    fn try_take(&mut self, kinds: &[usize]) -> bool {
        let ok = self.room(kinds);
        if ok {
            self.take(kinds);
        }
        ok
    }
}

/// One of the four sets: a chow (its lowest kind) or a pung (its kind), maybe made a kong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Set {
    seq: bool,
    kind: usize,
    /// A pung made a kong when planned (its fourth tile taken).
    kong: bool,
}

impl Set {
    fn tiles(&self) -> Vec<usize> {
        match (self.seq, self.kong) {
            (true, _) => vec![self.kind, self.kind + 1, self.kind + 2],
            (false, false) => vec![self.kind; 3],
            (false, true) => vec![self.kind; 4],
        }
    }
}

/// Which tile a plan would like to win on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum WinPref {
    Any,
    Pair,
    /// The 3 of a standing 123 or the 7 of a 789 (edge wait).
    Edge,
    /// The middle of a standing chow (closed wait).
    Middle,
    /// An end of a standing chow that leaves a two-sided wait (not the 3 of 123, the 7 of 789).
    TwoSided,
}

/// A regular hand's plan: the sets and pair, and how to hold and win them.
struct Plan {
    stock: Stock,
    sets: Vec<Set>,
    pair: usize,
    /// Chance in percent that a set (not one of the first `keep`) is exposed.
    open_pct: usize,
    /// At least this many sets are exposed (when there are that many not kept).
    min_exposed: usize,
    /// Chance in percent that a pung becomes a kong.
    kong_pct: usize,
    /// The first `keep` sets stay concealed (a pung among them may be a concealed kong).
    keep: usize,
    /// Every set is exposed.
    all_exposed: bool,
    win: WinPref,
    /// The win is self-drawn (Some(true)), on a discard (Some(false)), or either.
    self_drawn: Option<bool>,
    /// A win without flags, flowers aside (chicken hand).
    plain: bool,
}

fn starts(suits: &[usize], ranks: &[usize]) -> Vec<usize> {
    suits.iter().flat_map(|s| ranks.iter().map(move |r| s * 9 + r)).collect()
}
fn numbered_with(ranks: &[usize]) -> Vec<usize> {
    starts(&[0, 1, 2], ranks)
}

/// Adds a set of exact kind; false when it does not fit.
fn put(st: &mut Stock, sets: &mut Vec<Set>, seq: bool, kind: usize) -> bool {
    let set = Set { seq, kind, kong: false };
    let ok = st.try_take(&set.tiles());
    if ok {
        sets.push(set);
    }
    ok
}

/// Adds `n` sets: a chow from `seqs` with chance `seq_pct`, else a pung from `trips`; false after
/// a few misses (the caller starts again).
fn fill(
    rng: &mut Rng,
    st: &mut Stock,
    sets: &mut Vec<Set>,
    n: usize,
    seq_pct: usize,
    seqs: &[usize],
    trips: &[usize],
) -> bool {
    for _ in 0..n {
        let mut done = false;
        for _ in 0..24 {
            let seq = !seqs.is_empty() && (trips.is_empty() || rng.chance(seq_pct));
            let kind = if seq { rng.pick(seqs) } else { rng.pick(trips) };
            if put(st, sets, seq, kind) {
                done = true;
                break;
            }
        }
        if !done {
            return false;
        }
    }
    true
}

/// Picks a pair from `kinds` that fits; None after a few misses.
fn pair(rng: &mut Rng, st: &mut Stock, kinds: &[usize]) -> Option<usize> {
    (0..24).map(|_| rng.pick(kinds)).find(|k| st.try_take(&[*k, *k]))
}

/// The plan for a regular aim; None when the random picks did not fit (the caller tries again).
fn plan(rng: &mut Rng, aim: Aim, seat: usize, prevalent: usize) -> Option<Plan> {
    let mut st = Stock::new();
    let mut sets = Vec::new();
    let all: Vec<usize> = (0..KINDS).collect();
    let all_seqs = numbered_with(&[0, 1, 2, 3, 4, 5, 6]);
    let mut p = Plan {
        stock: Stock::new(),
        sets: Vec::new(),
        pair: 0,
        open_pct: 30,
        min_exposed: 0,
        kong_pct: 8,
        keep: 0,
        all_exposed: false,
        win: WinPref::Any,
        self_drawn: None,
        plain: false,
    };
    let s = &mut sets;
    let st_ = &mut st;
    let suit = rng.below(3);
    let order = rng.pick(&SUIT_ORDERS);
    let pair_kind = match aim {
        Aim::Mixed => {
            fill(rng, st_, s, 4, 55, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::Chicken => {
            // Three chows in three suits of ranks unrelated (no equal starts, no shifted or
            // straight run), a simple pung, an honour pair: nothing scores but the chicken hand.
            let r: Vec<usize> = (0..3).map(|_| rng.below(7)).collect();
            let mut sorted = r.clone();
            sorted.sort_unstable();
            let related = sorted[0] == sorted[1]
                || sorted[1] == sorted[2]
                || (sorted[1] == sorted[0] + 1 && sorted[2] == sorted[1] + 1)
                || sorted == [0, 3, 6];
            if related {
                return None;
            }
            for i in 0..3 {
                put(st_, s, true, order[i] * 9 + r[i]).then_some(())?;
            }
            // The pung shares no kind with a chow (no tile hog).
            let in_chows: Vec<usize> = s.iter().flat_map(Set::tiles).collect();
            let pungs: Vec<usize> = (0..27).filter(|k| is_simple(*k) && !in_chows.contains(k)).collect();
            put(st_, s, false, rng.pick(&pungs)).then_some(())?;
            rng.shuffle(&mut s[1..]);
            // One to three packs (not a concealed hand, not a melded hand); the first set, a chow,
            // stands, and the win is two-sided on a standing chow (no wait fan).
            p.keep = 1;
            p.open_pct = 40;
            p.min_exposed = 1;
            p.kong_pct = 0;
            p.win = WinPref::TwoSided;
            p.self_drawn = Some(false);
            p.plain = true;
            // No valued pair matters; keep it off the dragons and the winds in play anyway.
            let quiet: Vec<usize> = HONOURS.iter().copied().filter(|k| *k != seat && *k != prevalent).collect();
            pair(rng, st_, &quiet)?
        }
        Aim::AllSimples => {
            let simples: Vec<usize> = (0..27).filter(|k| is_simple(*k)).collect();
            fill(rng, st_, s, 4, 60, &numbered_with(&[1, 2, 3, 4, 5]), &simples).then_some(())?;
            pair(rng, st_, &simples)?
        }
        Aim::FullFlush | Aim::HalfFlush => {
            let kinds: Vec<usize> = (suit * 9..suit * 9 + 9).collect();
            let seqs = starts(&[suit], &[0, 1, 2, 3, 4, 5, 6]);
            p.open_pct = 25;
            if aim == Aim::FullFlush {
                fill(rng, st_, s, 4, 60, &seqs, &kinds).then_some(())?;
                pair(rng, st_, &kinds)?
            } else {
                let n = rng.below(3);
                fill(rng, st_, s, n, 0, &[], &HONOURS).then_some(())?;
                fill(rng, st_, s, 4 - n, 60, &seqs, &kinds).then_some(())?;
                pair(rng, st_, if n == 0 { &HONOURS } else { &kinds })?
            }
        }
        Aim::AllHonors => {
            fill(rng, st_, s, 4, 0, &[], &HONOURS).then_some(())?;
            pair(rng, st_, &HONOURS)?
        }
        Aim::AllTerminals => {
            fill(rng, st_, s, 4, 0, &[], &TERMINALS).then_some(())?;
            pair(rng, st_, &TERMINALS)?
        }
        Aim::TerminalsAndHonors => {
            fill(rng, st_, s, 1, 0, &[], &TERMINALS).then_some(())?;
            fill(rng, st_, s, 1, 0, &[], &HONOURS).then_some(())?;
            fill(rng, st_, s, 2, 0, &[], &ORPHANS).then_some(())?;
            pair(rng, st_, &ORPHANS)?
        }
        Aim::OutsideHand => {
            let seqs = numbered_with(&[0, 6]);
            fill(rng, st_, s, 4, 65, &seqs, &ORPHANS).then_some(())?;
            pair(rng, st_, &ORPHANS)?
        }
        Aim::BigFourWinds | Aim::LittleFourWinds | Aim::BigThreeWinds => {
            let mut winds = WINDS;
            rng.shuffle(&mut winds);
            let n = if aim == Aim::BigFourWinds { 4 } else { 3 };
            for w in &winds[..n] {
                put(st_, s, false, *w).then_some(())?;
            }
            let others: Vec<usize> = (0..KINDS).filter(|k| !WINDS.contains(k)).collect();
            if n == 3 {
                fill(rng, st_, s, 1, 50, &all_seqs, &others).then_some(())?;
            }
            match aim {
                Aim::LittleFourWinds => pair(rng, st_, &winds[3..])?,
                Aim::BigThreeWinds => pair(rng, st_, &others)?,
                _ => pair(rng, st_, &all)?,
            }
        }
        Aim::BigThreeDragons | Aim::LittleThreeDragons | Aim::TwoDragonPungs => {
            let mut dragons = DRAGONS;
            rng.shuffle(&mut dragons);
            let n = if aim == Aim::BigThreeDragons { 3 } else { 2 };
            for d in &dragons[..n] {
                put(st_, s, false, *d).then_some(())?;
            }
            let others: Vec<usize> = (0..KINDS).filter(|k| !DRAGONS.contains(k)).collect();
            fill(rng, st_, s, 4 - n, 55, &all_seqs, &others).then_some(())?;
            if aim == Aim::LittleThreeDragons { pair(rng, st_, &dragons[2..])? } else { pair(rng, st_, &others)? }
        }
        Aim::AllGreen => {
            fill(rng, st_, s, 4, 45, &[19], &GREENS).then_some(())?;
            pair(rng, st_, &GREENS)?
        }
        Aim::Reversible => {
            fill(rng, st_, s, 4, 50, &[9, 10, 11, 21], &REVERSIBLE).then_some(())?;
            pair(rng, st_, &REVERSIBLE)?
        }
        Aim::UpperTiles | Aim::MiddleTiles | Aim::LowerTiles | Aim::UpperFour | Aim::LowerFour => {
            let (ranks, seq_ranks): (&[usize], &[usize]) = match aim {
                Aim::UpperTiles => (&[6, 7, 8], &[6]),
                Aim::MiddleTiles => (&[3, 4, 5], &[3]),
                Aim::LowerTiles => (&[0, 1, 2], &[0]),
                Aim::UpperFour => (&[5, 6, 7, 8], &[5, 6]),
                _ => (&[0, 1, 2, 3], &[0, 1]),
            };
            let kinds = numbered_with(ranks);
            fill(rng, st_, s, 4, 55, &numbered_with(seq_ranks), &kinds).then_some(())?;
            pair(rng, st_, &kinds)?
        }
        Aim::AllFives => {
            let fives = numbered_with(&[4]);
            fill(rng, st_, s, 4, 70, &numbered_with(&[2, 3, 4]), &fives).then_some(())?;
            pair(rng, st_, &fives)?
        }
        Aim::AllEvenPungs => {
            let evens = numbered_with(&[1, 3, 5, 7]);
            p.open_pct = 40;
            fill(rng, st_, s, 4, 0, &[], &evens).then_some(())?;
            pair(rng, st_, &evens)?
        }
        Aim::PureStraight | Aim::MixedStraight => {
            for (i, r) in [0, 3, 6].iter().enumerate() {
                let su = if aim == Aim::PureStraight { suit } else { order[i] };
                put(st_, s, true, su * 9 + r).then_some(())?;
            }
            fill(rng, st_, s, 1, 55, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::PureTripleChow | Aim::QuadrupleChow => {
            let k = rng.pick(&all_seqs);
            let n = if aim == Aim::QuadrupleChow { 4 } else { 3 };
            for _ in 0..n {
                put(st_, s, true, k).then_some(())?;
            }
            fill(rng, st_, s, 4 - n, 55, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::PureShiftedChows | Aim::FourPureShiftedChows => {
            let n = if aim == Aim::FourPureShiftedChows { 4 } else { 3 };
            let step = 1 + rng.below(2);
            let top = 6 - step * (n - 1);
            let a = rng.below(top + 1);
            for i in 0..n {
                put(st_, s, true, suit * 9 + a + i * step).then_some(())?;
            }
            fill(rng, st_, s, 4 - n, 55, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::MixedTripleChow | Aim::MixedShiftedChows => {
            let a = rng.below(if aim == Aim::MixedTripleChow { 7 } else { 5 });
            for (i, su) in order.iter().enumerate() {
                let r = if aim == Aim::MixedTripleChow { a } else { a + i };
                put(st_, s, true, su * 9 + r).then_some(())?;
            }
            fill(rng, st_, s, 1, 55, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::PureTerminalChows => {
            for r in [0, 0, 6, 6] {
                put(st_, s, true, suit * 9 + r).then_some(())?;
            }
            p.open_pct = 20;
            pair(rng, st_, &[suit * 9 + 4])?
        }
        Aim::ThreeSuitedTerminalChows => {
            for (su, r) in [(order[0], 0), (order[0], 6), (order[1], 0), (order[1], 6)] {
                put(st_, s, true, su * 9 + r).then_some(())?;
            }
            pair(rng, st_, &[order[2] * 9 + 4])?
        }
        Aim::ChowPair => {
            let a = rng.below(7);
            let (x, y) = match rng.below(4) {
                0 => (suit * 9 + a, suit * 9 + a),
                1 => (order[0] * 9 + a, order[1] * 9 + a),
                2 => (suit * 9 + a.min(3), suit * 9 + a.min(3) + 3),
                _ => (suit * 9, suit * 9 + 6),
            };
            put(st_, s, true, x).then_some(())?;
            put(st_, s, true, y).then_some(())?;
            fill(rng, st_, s, 2, 60, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::PureShiftedPungs | Aim::FourPureShiftedPungs | Aim::MixedShiftedPungs => {
            let n = if aim == Aim::FourPureShiftedPungs { 4 } else { 3 };
            let a = rng.below(10 - n);
            let suits = if aim == Aim::MixedShiftedPungs { order.to_vec() } else { vec![suit; n] };
            for (i, su) in suits.iter().enumerate() {
                put(st_, s, false, su * 9 + a + i).then_some(())?;
            }
            fill(rng, st_, s, 4 - n, 50, &all_seqs, &all).then_some(())?;
            p.open_pct = 35;
            pair(rng, st_, &all)?
        }
        Aim::TriplePung | Aim::DoublePung => {
            let r = rng.below(9);
            let n = if aim == Aim::TriplePung { 3 } else { 2 };
            for su in &order[..n] {
                put(st_, s, false, su * 9 + r).then_some(())?;
            }
            fill(rng, st_, s, 4 - n, 50, &all_seqs, &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::AllPungs => {
            p.open_pct = 50;
            fill(rng, st_, s, 4, 0, &[], &all).then_some(())?;
            pair(rng, st_, &all)?
        }
        Aim::ConcealedPungs => {
            let n = 2 + rng.below(3);
            fill(rng, st_, s, n, 0, &[], &all).then_some(())?;
            fill(rng, st_, s, 4 - n, 50, &all_seqs, &all).then_some(())?;
            p.keep = n;
            p.kong_pct = 12;
            if n == 4 || rng.chance(50) {
                // A pung completed by a discard counts as exposed (§5): win on the pair or
                // self-drawn.
                if rng.chance(50) {
                    p.self_drawn = Some(true);
                } else {
                    p.win = WinPref::Pair;
                }
            }
            pair(rng, st_, &all)?
        }
        Aim::Kongs => {
            let n = 1 + rng.below(4);
            fill(rng, st_, s, n, 0, &[], &all).then_some(())?;
            for set in s.iter_mut() {
                set.kong = true;
                st_.try_take(&[set.kind]).then_some(())?;
            }
            fill(rng, st_, s, 4 - n, 50, &all_seqs, &all).then_some(())?;
            // The first `keep` kongs are concealed, the others mostly exposed.
            p.keep = rng.below(n + 1);
            p.open_pct = 70;
            p.kong_pct = 5;
            pair(rng, st_, &all)?
        }
        Aim::TileHog => {
            // A chow and a pung, or a chow and the pair, sharing a kind held four times.
            let c = rng.pick(&all_seqs);
            let k = c + rng.below(3);
            put(st_, s, true, c).then_some(())?;
            if rng.chance(60) {
                put(st_, s, false, k).then_some(())?;
                fill(rng, st_, s, 2, 60, &all_seqs, &all).then_some(())?;
                pair(rng, st_, &all)?
            } else {
                put(st_, s, true, c).then_some(())?;
                fill(rng, st_, s, 2, 60, &all_seqs, &all).then_some(())?;
                pair(rng, st_, &[k])?
            }
        }
        Aim::Waits => {
            fill(rng, st_, s, 4, 70, &all_seqs, &all).then_some(())?;
            rng.shuffle(s);
            p.open_pct = 60;
            p.min_exposed = 1 + rng.below(3);
            p.win = match rng.below(3) {
                0 => WinPref::Edge,
                1 => WinPref::Middle,
                _ => WinPref::Pair,
            };
            pair(rng, st_, &all)?
        }
        Aim::MeldedHand => {
            fill(rng, st_, s, 4, 50, &all_seqs, &all).then_some(())?;
            p.all_exposed = true;
            p.kong_pct = 10;
            pair(rng, st_, &all)?
        }
        _ => unreachable!("special forms have no plan of sets"),
    };
    p.stock = st;
    p.sets = sets;
    p.pair = pair_kind;
    Some(p)
}

/// How a set is held.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Held {
    Standing,
    Exposed,
    ConcealedKong,
}

/// A built hand: its packs, its concealed tiles with the winning tile, the winning tile.
struct Built {
    melds: Vec<Meld>,
    concealed: Vec<usize>,
    win: usize,
}

/// Holds a plan's sets (standing, exposed, kongs) and picks its winning tile.
fn hold(rng: &mut Rng, p: &mut Plan) -> Built {
    let n = p.sets.len();
    let mut held = vec![Held::Standing; n];
    for (i, h) in held.iter_mut().enumerate() {
        if p.all_exposed || (i >= p.keep && rng.chance(p.open_pct)) {
            *h = Held::Exposed;
        }
    }
    let mut free: Vec<usize> = (p.keep..n).filter(|i| held[*i] == Held::Standing).collect();
    while held.iter().filter(|h| **h == Held::Exposed).count() < p.min_exposed && !free.is_empty() {
        let i = free.remove(rng.below(free.len()));
        held[i] = Held::Exposed;
    }
    for (i, set) in p.sets.iter_mut().enumerate() {
        if !set.seq && !set.kong && rng.chance(p.kong_pct) && p.stock.try_take(&[set.kind]) {
            set.kong = true;
        }
        if set.kong && held[i] == Held::Standing {
            // A kept kong is concealed; a free one is concealed half the time.
            if i < p.keep || rng.chance(50) {
                held[i] = Held::ConcealedKong;
            } else {
                held[i] = Held::Exposed;
            }
        }
    }
    let mut melds = Vec::new();
    let mut concealed = vec![p.pair, p.pair];
    // Candidates of the winning preference among the standing sets.
    let mut edges = Vec::new();
    let mut middles = Vec::new();
    let mut two_sided = Vec::new();
    for (set, h) in p.sets.iter().zip(&held) {
        let tiles = set.tiles();
        match h {
            Held::Standing => {
                if set.seq {
                    middles.push(set.kind + 1);
                    if rank(set.kind) > 0 {
                        two_sided.push(set.kind + 2);
                    }
                    if rank(set.kind) < 6 {
                        two_sided.push(set.kind);
                    }
                    match rank(set.kind) {
                        0 => edges.push(set.kind + 2),
                        6 => edges.push(set.kind),
                        _ => {}
                    }
                }
                concealed.extend(tiles);
            }
            _ => {
                let kind = match (set.seq, set.kong) {
                    (true, _) => MeldType::Chow,
                    (false, false) => MeldType::Pung,
                    (false, true) => MeldType::Kong,
                };
                melds.push(Meld { kind, tiles, concealed: *h == Held::ConcealedKong, offer: 1 + rng.below(3) as u8 });
            }
        }
    }
    rng.shuffle(&mut melds);
    let win = match p.win {
        WinPref::Pair => p.pair,
        WinPref::Edge if !edges.is_empty() => rng.pick(&edges),
        WinPref::Middle if !middles.is_empty() => rng.pick(&middles),
        WinPref::TwoSided if !two_sided.is_empty() => rng.pick(&two_sided),
        _ => rng.pick(&concealed),
    };
    Built { melds, concealed, win }
}

/// Seven pairs (§4): seven pairs of any kinds, now and then a kind held four times (two pairs).
fn seven_pairs(rng: &mut Rng) -> Vec<usize> {
    let mut st = Stock::new();
    let mut tiles = Vec::new();
    let hog = rng.chance(15);
    while tiles.len() < 14 {
        let k = rng.below(KINDS);
        let doubled = st.0[k] > 0;
        if (doubled && !hog) || !st.try_take(&[k, k]) {
            continue;
        }
        tiles.extend([k, k]);
    }
    tiles
}

/// The nine knitted tiles of a suit order: ranks 147 in the first suit, 258 in the second, 369
/// in the third (§4).
fn knitted(order: [usize; 3]) -> Vec<usize> {
    (0..3).flat_map(|g| (0..3).map(move |j| order[g] * 9 + g + 3 * j)).collect()
}

/// Picks `n` of `from`, without repeats.
fn choose(rng: &mut Rng, from: &[usize], n: usize) -> Vec<usize> {
    let mut v = from.to_vec();
    rng.shuffle(&mut v);
    v.truncate(n);
    v
}

/// A special form of §4: its packs (a knitted straight's at most one) and its concealed tiles
/// with the winning tile.
fn special(rng: &mut Rng, aim: Aim) -> Built {
    let mut melds = Vec::new();
    let concealed = match aim {
        Aim::SevenPairs => seven_pairs(rng),
        Aim::SevenShiftedPairs => {
            let first = 9 * rng.below(3) + rng.below(3);
            (first..first + 7).flat_map(|k| [k, k]).collect()
        }
        Aim::ThirteenOrphans => {
            let mut t = ORPHANS.to_vec();
            t.push(rng.pick(&ORPHANS));
            t
        }
        Aim::GreaterHonorsKnitted | Aim::LesserHonorsKnitted => {
            // 14 different tiles: 7–9 of one knitted set, the rest honours; all seven honours
            // make it the greater form, nine knitted tiles add a knitted straight.
            let k = if aim == Aim::GreaterHonorsKnitted { 7 } else { 8 + rng.below(2) };
            let order = rng.pick(&SUIT_ORDERS);
            let mut t = choose(rng, &knitted(order), k);
            t.extend(choose(rng, &HONOURS, 14 - k));
            t
        }
        Aim::KnittedStraight => loop {
            let mut st = Stock::new();
            let mut t = knitted(rng.pick(&SUIT_ORDERS));
            st.take(&t);
            let all: Vec<usize> = (0..KINDS).collect();
            let mut sets = Vec::new();
            if !fill(rng, &mut st, &mut sets, 1, 40, &numbered_with(&[0, 1, 2, 3, 4, 5, 6]), &all) {
                continue;
            }
            let Some(pk) = pair(rng, &mut st, &all) else { continue };
            t.extend([pk, pk]);
            let mut set = sets[0];
            let kong = !set.seq && rng.chance(30) && st.try_take(&[set.kind]);
            set.kong = kong;
            // The set is the one pack a third of the time (always when a kong).
            if kong || rng.chance(30) {
                let kind = match (set.seq, kong) {
                    (true, _) => MeldType::Chow,
                    (false, false) => MeldType::Pung,
                    (false, true) => MeldType::Kong,
                };
                let concealed = kong && rng.chance(50);
                melds.push(Meld { kind, tiles: set.tiles(), concealed, offer: 1 + rng.below(3) as u8 });
            } else {
                t.extend(set.tiles());
            }
            break t;
        },
        _ => {
            // Nine gates: 1112345678999 of one suit and any tile of it.
            let s = 9 * rng.below(3);
            let mut t: Vec<usize> = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].iter().map(|r| s + r).collect();
            t.push(s + rng.below(9));
            t
        }
    };
    // Nine gates is won on its fourteenth tile (the thirteen standing are the pure form).
    let win = if aim == Aim::NineGates { concealed[13] } else { rng.pick(&concealed) };
    Built { melds, concealed, win }
}

/// The case for `seed`.
pub fn case(seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    let rng = &mut rng;
    let aim = rng.weighted(&AIMS);
    let mut seat = rng.pick(&WINDS);
    let prevalent = rng.pick(&WINDS);
    let special_form = matches!(
        aim,
        Aim::SevenPairs
            | Aim::SevenShiftedPairs
            | Aim::ThirteenOrphans
            | Aim::GreaterHonorsKnitted
            | Aim::LesserHonorsKnitted
            | Aim::KnittedStraight
            | Aim::NineGates
    );
    let (built, self_drawn_choice, plain) = if special_form {
        (special(rng, aim), None, false)
    } else {
        loop {
            let Some(mut p) = plan(rng, aim, seat, prevalent) else { continue };
            // The wind aims give the seat one of their winds half of the time (seat wind fan).
            if matches!(aim, Aim::BigThreeWinds | Aim::LittleFourWinds | Aim::AllHonors)
                && rng.chance(50)
                && let Some(w) = p.sets.iter().find(|s| WINDS.contains(&s.kind))
            {
                seat = w.kind;
            }
            let b = hold(rng, &mut p);
            break (b, p.self_drawn, p.plain);
        }
    };
    let Built { melds, mut concealed, win } = built;
    let i = concealed.iter().position(|k| *k == win).expect("the winning tile is a concealed one");
    concealed.remove(i);
    concealed.sort_unstable();
    let standing = concealed;
    // The win flags (§5), consistent with the hand.
    let self_drawn = self_drawn_choice.unwrap_or_else(|| rng.chance(50));
    let kong = melds.iter().any(|m| m.kind == MeldType::Kong);
    let in_standing = standing.iter().filter(|k| **k == win).count();
    let in_melds = melds.iter().flat_map(|m| &m.tiles).filter(|k| **k == win).count();
    let (mut about_kong, mut wall_last) = (false, false);
    // The last of its kind: the other copies are in sight (never while one stands in the hand);
    // three copies in the packs make it so.
    let mut fourth_tile = in_melds == 3;
    if !plain {
        about_kong = if self_drawn { kong && rng.chance(30) } else { in_standing + in_melds == 0 && rng.chance(15) };
        wall_last = !about_kong && rng.chance(8);
        fourth_tile |= in_standing == 0 && rng.chance(if about_kong { 50 } else { 15 });
    }
    let flowers = if rng.chance(55) { 0 } else { 1 + rng.below(8) as u8 };
    Case {
        seed,
        aim,
        melds,
        standing,
        win_tile: win,
        flowers,
        self_drawn,
        fourth_tile,
        about_kong,
        wall_last,
        seat_wind: seat,
        prevalent_wind: prevalent,
    }
}

// ------------------------------------------------------------------------------------------------
// The reference driver.

/// The Python of the MCR reference: `$MCR_PYTHON` when set (a venv with `PyMahjongGB` made by
/// hand), else that of the pinned venv `target/mcr-venv`, made with `scripts/pinned-venv.sh`
/// (needs PyPI once, g++ and the Python headers).
pub fn reference_python(root: &Path) -> PathBuf {
    match std::env::var_os("MCR_PYTHON") {
        Some(python) => PathBuf::from(python),
        None => crate::driver::pinned_python(
            root,
            "target/mcr-venv",
            "crates/mahjong-testkit/reference/mcr/requirements.txt",
        ),
    }
}

/// Runs `crates/mahjong-testkit/reference/mcr/score.py` on `lines` ([`Case::reference_line`] or
/// any driver input, docs/rules-mcr.md §9) and returns its answers in order. `root` is the
/// workspace's root.
pub fn run_reference(root: &Path, lines: &[Value]) -> Vec<Value> {
    crate::driver::run(&reference_python(root), &root.join("crates/mahjong-testkit/reference/mcr/score.py"), lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mpsz_runs() {
        assert_eq!(mpsz_tiles(&[33, 0, 1, 9, 27]), "12m1p17z");
        assert_eq!(mpsz(31), "5z");
    }

    #[test]
    fn cases_are_deterministic_and_well_formed() {
        for seed in 0..3000 {
            let c = case(seed);
            assert_eq!(c, case(seed));
            let kongs = c.melds.iter().filter(|m| m.kind == MeldType::Kong).count();
            assert!(c.melds.len() <= 4);
            assert_eq!(c.standing.len(), 13 - 3 * c.melds.len(), "seed {seed}: {}", c.reference_line());
            assert_eq!(c.all_tiles().len(), 14 + kongs, "seed {seed}");
            let mut counts = [0u8; KINDS];
            for k in c.all_tiles() {
                counts[k] += 1;
            }
            assert!(counts.iter().all(|n| *n <= 4), "seed {seed}: {}", c.reference_line());
            for m in &c.melds {
                let t = &m.tiles;
                match m.kind {
                    MeldType::Chow => {
                        assert!(t.len() == 3 && t[0] < 27 && t[0] % 9 <= 6 && t[1] == t[0] + 1 && t[2] == t[0] + 2)
                    }
                    MeldType::Pung => assert!(t.len() == 3 && t.iter().all(|k| *k == t[0])),
                    MeldType::Kong => assert!(t.len() == 4 && t.iter().all(|k| *k == t[0])),
                }
                assert!(!m.concealed || m.kind == MeldType::Kong);
                assert!((1..=3).contains(&m.offer));
            }
            assert!(c.flowers <= 8);
            assert!((EAST..=NORTH).contains(&c.seat_wind) && (EAST..=NORTH).contains(&c.prevalent_wind));
            // Consistent flags (§5).
            if c.about_kong {
                assert!(!c.wall_last);
                if c.self_drawn {
                    assert!(kongs > 0);
                } else {
                    assert_eq!(counts[c.win_tile], 1, "seed {seed}: robbing with the tile held");
                }
            }
            assert!(!c.fourth_tile || !c.standing.contains(&c.win_tile));
            // The compact notation holds every tile once.
            let text = c.hand_text();
            assert!(text.starts_with(&mpsz_tiles(&c.concealed())));
            assert_eq!(text.matches('(').count() + text.matches('[').count(), c.melds.len());
        }
    }

    #[test]
    fn hand_text_reads_back_as_the_hand() {
        use mahjong_types::notation::{Item, read};
        for seed in 0..1000 {
            let c = case(seed);
            let (mut concealed, mut melds, mut bonus) = (Vec::new(), Vec::new(), 0);
            read(&c.hand_text(), |item| match item {
                Item::Tile(t) => concealed.push(t.mpsz().to_string()),
                Item::Bonus(_) => bonus += 1,
                Item::Meld { tiles, exposed, .. } => {
                    melds.push((tiles.iter().map(|t| t.mpsz()).collect::<String>(), exposed));
                }
                other => panic!("seed {seed}: {} reads as {other:?}", c.hand_text()),
            });
            assert_eq!(concealed, c.concealed().into_iter().map(mpsz).collect::<Vec<_>>(), "seed {seed}");
            let want: Vec<(String, bool)> =
                c.melds.iter().map(|m| (m.tiles.iter().map(|k| mpsz(*k)).collect(), !m.concealed)).collect();
            assert_eq!(melds, want, "seed {seed}");
            assert_eq!(bonus, c.flowers, "seed {seed}");
            assert_eq!(c.win_tile_text(), mpsz(c.win_tile));
        }
    }

    #[test]
    fn every_aim_comes_up() {
        let seen: std::collections::HashSet<Aim> = (0..5000).map(|s| case(s).aim).collect();
        assert_eq!(seen.len(), AIMS.len());
    }
}
