//! A seeded generator of riichi hands and their win context, for the differential test against
//! the reference package (mahjong 2.1.0, driven by `reference/riichi/score.py`; the rules are in
//! `docs/rules-riichi.md`), and the runner of that driver.
//!
//! Every [`Case`] comes from a 64-bit seed ([`case`]), so a failure is reproduced from its seed
//! alone. Most cases are winners: four blocks and a pair, whose tiles a theme steers so that every
//! yaku and yakuman of the specification comes up (one suit, honours, terminals, green tiles,
//! dragons, winds, triplets, kans, identical or matching sequences, crowded kinds with several
//! arrangements, pinfu shapes), and seven pairs, thirteen orphans (also on the 13-sided wait) and
//! nine gates (also on the 9-sided wait). Melds are chi, pon, open kan, added kan (shouminkan) and
//! concealed kan. The win context is legal for the package, but for a few cases whose flags are
//! chosen to raise one of its errors (§7); a few hands do not win, a few win without a yaku.
//!
//! **Tiles** are counted by kind in the package's 34-index order: characters `1m`–`9m` (0–8),
//! circles `1p`–`9p` (9–17), bamboo `1s`–`9s` (18–26), winds east, south, west, north (27–30,
//! `1z`–`4z`), dragons white, green, red (31–33, `5z`–`7z`). A [`Tile`] is a kind and whether it
//! is the red copy of a five (written `0m`, `0p`, `0s`). No kind is held more than four times,
//! counting the hand and the dora and ura indicators together, and each suit has one red five.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::hands::{Rng, splits_into_sets_and_pair};

pub const KINDS: usize = 34;
pub const EAST: usize = 27;
pub const SOUTH: usize = 28;
pub const WEST: usize = 29;
pub const NORTH: usize = 30;
pub const HAKU: usize = 31;
pub const HATSU: usize = 32;
pub const CHUN: usize = 33;
/// The driver's names of the winds 27–30.
pub const WIND_NAMES: [&str; 4] = ["east", "south", "west", "north"];
const SUIT_LETTERS: [char; 4] = ['m', 'p', 's', 'z'];

/// The mpsz form of tile kind `kind` (0–33), `1m` … `7z`.
pub fn mpsz(kind: usize) -> String {
    format!("{}{}", kind % 9 + 1, SUIT_LETTERS[kind / 9])
}

pub fn is_honour(kind: usize) -> bool {
    kind >= 27
}
pub fn is_terminal(kind: usize) -> bool {
    kind < 27 && matches!(kind % 9, 0 | 8)
}
pub fn is_simple(kind: usize) -> bool {
    kind < 27 && !is_terminal(kind)
}
pub fn is_major(kind: usize) -> bool {
    !is_simple(kind)
}
/// The tiles of ryuuiisou: 2s 3s 4s 6s 8s and the green dragon.
pub fn is_green(kind: usize) -> bool {
    matches!(kind, 19 | 20 | 21 | 23 | 25 | HATSU)
}

/// One tile: its kind (0–33, see the module) and whether it is the red copy of a five.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile {
    pub kind: usize,
    pub red: bool,
}

impl Tile {
    pub fn plain(kind: usize) -> Tile {
        Tile { kind, red: false }
    }
    /// `5m`, or `0m` for the red five.
    pub fn mpsz(&self) -> String {
        if self.red { format!("0{}", SUIT_LETTERS[self.kind / 9]) } else { mpsz(self.kind) }
    }
}

/// Tiles in mpsz runs (`123m406p11z`), sorted by kind, each suit's letter once after its digits.
pub fn mpsz_tiles(tiles: &[Tile]) -> String {
    let mut sorted = tiles.to_vec();
    sorted.sort();
    let mut out = String::new();
    let mut suit: Option<usize> = None;
    for t in &sorted {
        let s = t.kind / 9;
        if let Some(prev) = suit.filter(|p| *p != s) {
            out.push(SUIT_LETTERS[prev]);
        }
        suit = Some(s);
        let digit = if t.red { 0 } else { t.kind % 9 + 1 };
        out.push_str(&digit.to_string());
    }
    if let Some(s) = suit {
        out.push(SUIT_LETTERS[s]);
    }
    out
}

/// A meld's type, as the driver names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MeldType {
    Chi,
    Pon,
    /// An open kan (called on a discard), or a concealed kan with `opened` false.
    Kan,
    /// A kan added to an own pon (always opened).
    Shouminkan,
}

impl MeldType {
    pub fn name(self) -> &'static str {
        match self {
            MeldType::Chi => "chi",
            MeldType::Pon => "pon",
            MeldType::Kan => "kan",
            MeldType::Shouminkan => "shouminkan",
        }
    }
}

/// A declared meld: its tiles are among the hand's tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meld {
    pub kind: MeldType,
    pub tiles: Vec<Tile>,
    /// False only for a concealed kan.
    pub opened: bool,
}

/// The package's `HandConfig` flags, by its names less `is_`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    pub tsumo: bool,
    pub riichi: bool,
    pub daburu_riichi: bool,
    pub ippatsu: bool,
    pub rinshan: bool,
    pub chankan: bool,
    pub haitei: bool,
    pub houtei: bool,
    pub tenhou: bool,
    pub chiihou: bool,
    pub renhou: bool,
    pub open_riichi: bool,
}

/// The package's `OptionalRules` this generator varies, by its names; the local yakuman options
/// (daisharin, daichisei, sashikomi), paarenchan's and three-player play keep their defaults.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub has_open_tanyao: bool,
    pub has_aka_dora: bool,
    pub has_double_yakuman: bool,
    /// 0 counted yakuman, 1 sanbaiman, 2 no limit.
    pub kazoe_limit: u8,
    pub kiriage: bool,
    pub fu_for_open_pinfu: bool,
    pub fu_for_pinfu_tsumo: bool,
    pub renhou_as_yakuman: bool,
}

impl Default for Options {
    /// The package's defaults.
    fn default() -> Options {
        Options {
            has_open_tanyao: false,
            has_aka_dora: false,
            has_double_yakuman: true,
            kazoe_limit: 0,
            kiriage: false,
            fu_for_open_pinfu: true,
            fu_for_pinfu_tsumo: false,
            renhou_as_yakuman: false,
        }
    }
}

/// What a case was built to be.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Aim {
    /// A complete hand with (almost always) a yaku and legal flags.
    Winner,
    /// Thirteen tiles plus one (and the kans' fourth tiles) that form no hand: `hand_not_winning`.
    NotWinning,
    /// A complete open hand built to have no yaku: mostly `no_yaku`.
    NoYaku,
    /// A complete hand whose flags raise this package error (§7).
    Error(&'static str),
}

/// The flag errors of §7 the generator aims at, in the package's order of checking. (Not
/// `winning_tile_not_in_hand`: the winning tile is always one of the hand's.)
pub const FLAG_ERRORS: [&str; 18] = [
    "open_hand_riichi_not_allowed",
    "open_hand_daburi_not_allowed",
    "ippatsu_without_riichi_not_allowed",
    "chankan_with_tsumo_not_allowed",
    "rinshan_without_tsumo_not_allowed",
    "haitei_without_tsumo_not_allowed",
    "houtei_with_tsumo_not_allowed",
    "haitei_with_rinshan_not_allowed",
    "houtei_with_chankan_not_allowed",
    "tenhou_not_as_dealer_not_allowed",
    "tenhou_without_tsumo_not_allowed",
    "tenhou_with_meld_not_allowed",
    "chiihou_as_dealer_not_allowed",
    "chiihou_without_tsumo_not_allowed",
    "chiihou_with_meld_not_allowed",
    "renhou_as_dealer_not_allowed",
    "renhou_with_tsumo_not_allowed",
    "renhou_with_meld_not_allowed",
];

/// One riichi hand and its win context.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    pub seed: u64,
    /// The theme that steered the tiles (`pinfu`, `winds`, `kokushi`, …), for counting.
    pub theme: &'static str,
    pub aim: Aim,
    /// All the tiles: 14, plus one per kan; melds and the winning tile included.
    pub tiles: Vec<Tile>,
    /// The winning tile: one of `tiles`, never only inside an opened meld (it may be inside a
    /// concealed kan, which the package then scores as a win group).
    pub win_tile: Tile,
    pub melds: Vec<Meld>,
    /// Dora indicators (1–5).
    pub dora: Vec<Tile>,
    /// Ura dora indicators (often none; some without riichi, which the package ignores).
    pub ura: Vec<Tile>,
    pub flags: Flags,
    /// Seat wind, 27–30 (east is the dealer).
    pub player_wind: usize,
    /// Round wind, 27–30.
    pub round_wind: usize,
    /// Honba counters (`tsumi_number`).
    pub tsumi_number: u32,
    /// Riichi deposits on the table (`kyoutaku_number`).
    pub kyoutaku_number: u32,
    pub options: Options,
}

impl Case {
    /// The hand's concealed tiles: all tiles less the melds'.
    pub fn concealed(&self) -> Vec<Tile> {
        let mut rest = self.tiles.clone();
        for m in &self.melds {
            for t in &m.tiles {
                if let Some(i) = rest.iter().position(|x| x == t) {
                    rest.remove(i);
                }
            }
        }
        rest
    }

    /// The dealer is the player whose seat wind is east.
    pub fn is_dealer(&self) -> bool {
        self.player_wind == EAST
    }

    /// The driver's input object (`reference/riichi/score.py`); every field written out.
    pub fn reference_line(&self) -> Value {
        let f = &self.flags;
        let o = &self.options;
        let tiles = |ts: &[Tile]| ts.iter().map(Tile::mpsz).collect::<Vec<_>>();
        let melds: Vec<Value> = self
            .melds
            .iter()
            .map(|m| json!({"type": m.kind.name(), "tiles": mpsz_tiles(&m.tiles), "opened": m.opened}))
            .collect();
        json!({
            "hand": mpsz_tiles(&self.tiles),
            "win_tile": self.win_tile.mpsz(),
            "melds": melds,
            "dora": tiles(&self.dora),
            "ura": tiles(&self.ura),
            "config": {
                "is_tsumo": f.tsumo, "is_riichi": f.riichi, "is_daburu_riichi": f.daburu_riichi,
                "is_ippatsu": f.ippatsu, "is_rinshan": f.rinshan, "is_chankan": f.chankan,
                "is_haitei": f.haitei, "is_houtei": f.houtei, "is_tenhou": f.tenhou,
                "is_chiihou": f.chiihou, "is_renhou": f.renhou, "is_open_riichi": f.open_riichi,
                "player_wind": WIND_NAMES[self.player_wind - EAST],
                "round_wind": WIND_NAMES[self.round_wind - EAST],
                "tsumi_number": self.tsumi_number, "kyoutaku_number": self.kyoutaku_number,
            },
            "options": {
                "has_open_tanyao": o.has_open_tanyao, "has_aka_dora": o.has_aka_dora,
                "has_double_yakuman": o.has_double_yakuman, "kazoe_limit": o.kazoe_limit,
                "kiriage": o.kiriage, "fu_for_open_pinfu": o.fu_for_open_pinfu,
                "fu_for_pinfu_tsumo": o.fu_for_pinfu_tsumo, "renhou_as_yakuman": o.renhou_as_yakuman,
            },
        })
    }
}

// ------------------------------------------------------------------------------------------------
// Building a hand.

/// Where a block of the hand sits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Held {
    Concealed,
    /// An opened chi or pon.
    Called,
    OpenKan,
    Shouminkan,
    ClosedKan,
}

/// A set of four blocks and a pair: a sequence (lowest kind) or a triplet (kind).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Set {
    seq: bool,
    kind: usize,
    held: Held,
}

impl Set {
    fn kinds(&self) -> Vec<usize> {
        match (self.seq, self.held) {
            (true, _) => vec![self.kind, self.kind + 1, self.kind + 2],
            (false, Held::OpenKan | Held::Shouminkan | Held::ClosedKan) => vec![self.kind; 4],
            (false, _) => vec![self.kind; 3],
        }
    }
    fn is_kan(&self) -> bool {
        matches!(self.held, Held::OpenKan | Held::Shouminkan | Held::ClosedKan)
    }
    fn is_meld(&self) -> bool {
        self.held != Held::Concealed
    }
    fn opened(&self) -> bool {
        matches!(self.held, Held::Called | Held::OpenKan | Held::Shouminkan)
    }
}

/// Tile counts by kind, hand and indicators together (at most four each).
#[derive(Clone)]
struct Stock([u8; KINDS]);

impl Stock {
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
}

/// Which tile of the hand wins.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum WinAt {
    /// The pair.
    Pair,
    /// Set `i`, its `j`-th tile.
    Set(usize, usize),
}

/// How a theme would like the hand won.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum WinPref {
    Any,
    /// On an end of a concealed sequence that is a two-sided wait (pinfu).
    Ryanmen,
    /// On the pair (tanki) or on a concealed triplet (suuankou and its tanki).
    PairOrTriplet,
    /// On the kind that both a sequence and a triplet hold (`45666` won on 6).
    Shared,
}

/// A winner's plan: the blocks and how to hold and win them.
struct Plan {
    sets: Vec<Set>,
    pair: usize,
    /// Keep the hand closed (yaku that need it: pinfu, iipeiko, suuankou, …).
    closed: bool,
    /// Chance in percent of opening some sets.
    open_pct: usize,
    /// Chance in percent of a triplet becoming a kan.
    kan_pct: usize,
    win: WinPref,
    /// Ask for open tanyao (a simples theme that may be opened).
    open_tanyao: bool,
    /// Aim of the theme (a winner, or a hand built without yaku).
    aim: Aim,
}

fn suit_kinds(s: usize) -> Vec<usize> {
    (s * 9..s * 9 + 9).collect()
}
fn seq_starts(suits: &[usize], ranks: std::ops::RangeInclusive<usize>) -> Vec<usize> {
    suits.iter().flat_map(|s| ranks.clone().map(move |r| s * 9 + r)).collect()
}
const ALL_SUITS: [usize; 3] = [0, 1, 2];
const TERMINALS: [usize; 6] = [0, 8, 9, 17, 18, 26];
const HONOURS: [usize; 7] = [27, 28, 29, 30, 31, 32, 33];
const WINDS: [usize; 4] = [EAST, SOUTH, WEST, NORTH];
const DRAGONS: [usize; 3] = [HAKU, HATSU, CHUN];
/// The thirteen terminals and honours.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Adds one set to `sets`: a sequence from `seqs` with chance `seq_pct`, else a triplet from
/// `trips`, whichever fits the stock; false after a few misses (the caller starts again).
fn add_set(
    rng: &mut Rng,
    stock: &mut Stock,
    sets: &mut Vec<Set>,
    seq_pct: usize,
    seqs: &[usize],
    trips: &[usize],
) -> bool {
    for _ in 0..24 {
        let seq = !seqs.is_empty() && (trips.is_empty() || rng.chance(seq_pct));
        let kind = if seq { rng.pick(seqs) } else { rng.pick(trips) };
        let set = Set { seq, kind, held: Held::Concealed };
        if stock.room(&set.kinds()) {
            stock.take(&set.kinds());
            sets.push(set);
            return true;
        }
    }
    false
}

/// Adds the given sets (sequences or triplets of exact kinds); false when they do not fit.
fn add_exact(stock: &mut Stock, sets: &mut Vec<Set>, blocks: &[(bool, usize)]) -> bool {
    for &(seq, kind) in blocks {
        let set = Set { seq, kind, held: Held::Concealed };
        if !stock.room(&set.kinds()) {
            return false;
        }
        stock.take(&set.kinds());
        sets.push(set);
    }
    true
}

/// Picks a pair from `kinds` that fits; None after a few misses.
fn add_pair(rng: &mut Rng, stock: &mut Stock, kinds: &[usize]) -> Option<usize> {
    for _ in 0..24 {
        let k = rng.pick(kinds);
        if stock.room(&[k, k]) {
            stock.take(&[k, k]);
            return Some(k);
        }
    }
    None
}

/// The themes of four blocks and a pair, with their weights.
const SET_THEMES: [(&str, usize); 26] = [
    ("mixed", 8),
    ("tanyao", 6),
    ("pinfu", 7),
    ("iipeiko", 4),
    ("ryanpeikou", 3),
    ("sanshoku", 4),
    ("ittsu", 4),
    ("chantai", 4),
    ("junchan", 4),
    ("honroto", 3),
    ("toitoi", 4),
    ("sanankou", 4),
    ("suuankou", 3),
    ("kans", 4),
    ("sanshoku_doukou", 3),
    ("dragons", 4),
    ("winds", 4),
    ("yakuhai", 5),
    ("honitsu", 4),
    ("chinitsu", 4),
    ("ryuuiisou", 2),
    ("tsuuiisou", 2),
    ("chinroutou", 2),
    ("bare", 3),
    ("crowded", 4),
    ("wind_pair", 2),
];

/// The special themes, after the sets themes, with their weights.
const SPECIAL_THEMES: [(&str, usize); 4] = [("chiitoitsu", 5), ("kokushi", 2), ("chuuren", 2), ("not_winning", 3)];

/// The plan of a sets theme: None when the random picks did not fit (the caller tries again).
fn plan(rng: &mut Rng, theme: &str, seat: usize, round: usize) -> Option<Plan> {
    let mut stock = Stock([0; KINDS]);
    let mut sets = Vec::new();
    let all: Vec<usize> = (0..KINDS).collect();
    let all_seqs = seq_starts(&ALL_SUITS, 0..=6);
    let valued = |k: usize| DRAGONS.contains(&k) || k == seat || k == round;
    let unvalued: Vec<usize> = all.iter().copied().filter(|k| !valued(*k)).collect();
    let simples: Vec<usize> = all.iter().copied().filter(|k| is_simple(*k)).collect();
    let simple_seqs = seq_starts(&ALL_SUITS, 1..=5);
    let majors: Vec<usize> = all.iter().copied().filter(|k| is_major(*k)).collect();
    let st = &mut stock;
    let mut p = Plan {
        sets: Vec::new(),
        pair: 0,
        closed: false,
        open_pct: 35,
        kan_pct: 6,
        win: WinPref::Any,
        open_tanyao: false,
        aim: Aim::Winner,
    };
    let pair = match theme {
        "mixed" => {
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "tanyao" => {
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 65, &simple_seqs, &simples).then_some(())?;
            }
            p.open_tanyao = rng.chance(75);
            add_pair(rng, st, &simples)?
        }
        "pinfu" => {
            // Sometimes opened: the open pinfu shape (no fu but `hand_without_fu`); on simples
            // then, with open tanyao, so that it still has a yaku.
            let simple = rng.chance(50);
            p.open_pct = 15;
            p.open_tanyao = simple;
            p.win = WinPref::Ryanmen;
            let seqs = if simple { &simple_seqs } else { &all_seqs };
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 100, seqs, &[]).then_some(())?;
            }
            let pairs: Vec<usize> = if simple { simples.clone() } else { unvalued.clone() };
            add_pair(rng, st, &pairs)?
        }
        "iipeiko" | "ryanpeikou" => {
            p.closed = true;
            let a = rng.pick(&all_seqs);
            add_exact(st, &mut sets, &[(true, a), (true, a)]).then_some(())?;
            if theme == "ryanpeikou" {
                let b = rng.pick(&all_seqs);
                add_exact(st, &mut sets, &[(true, b), (true, b)]).then_some(())?;
            } else {
                for _ in 0..2 {
                    add_set(rng, st, &mut sets, 70, &all_seqs, &all).then_some(())?;
                }
            }
            add_pair(rng, st, &all)?
        }
        "sanshoku" => {
            let r = rng.below(7);
            add_exact(st, &mut sets, &[(true, r), (true, 9 + r), (true, 18 + r)]).then_some(())?;
            add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            add_pair(rng, st, &all)?
        }
        "ittsu" => {
            let s = 9 * rng.below(3);
            add_exact(st, &mut sets, &[(true, s), (true, s + 3), (true, s + 6)]).then_some(())?;
            add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            add_pair(rng, st, &all)?
        }
        "chantai" | "junchan" => {
            // Sequences 123 and 789, triplets and pair of terminals (and honours for chantai).
            let seqs =
                seq_starts(&ALL_SUITS, 0..=0).into_iter().chain(seq_starts(&ALL_SUITS, 6..=6)).collect::<Vec<_>>();
            let trips: Vec<usize> = if theme == "junchan" { TERMINALS.to_vec() } else { majors.clone() };
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 65, &seqs, &trips).then_some(())?;
            }
            if theme == "chantai" && rng.chance(60) { add_pair(rng, st, &HONOURS)? } else { add_pair(rng, st, &trips)? }
        }
        "honroto" => {
            p.open_pct = 40;
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 0, &[], &majors).then_some(())?;
            }
            add_pair(rng, st, &majors)?
        }
        "toitoi" => {
            p.open_pct = 60;
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 0, &[], &all).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "sanankou" => {
            // Three concealed triplets; the fourth block may be called.
            p.kan_pct = 15;
            for _ in 0..3 {
                add_set(rng, st, &mut sets, 0, &[], &all).then_some(())?;
            }
            add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            p.win = WinPref::Shared;
            add_pair(rng, st, &all)?
        }
        "suuankou" => {
            p.closed = true;
            p.kan_pct = 12;
            p.win = WinPref::PairOrTriplet;
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 0, &[], &all).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "kans" => {
            // Three or four triplets that become kans (see below), open and concealed.
            p.kan_pct = 0;
            let n = if rng.chance(50) { 4 } else { 3 };
            let trips = if rng.chance(30) { simples.clone() } else { all.clone() };
            for _ in 0..n {
                add_set(rng, st, &mut sets, 0, &[], &trips).then_some(())?;
            }
            for set in sets.iter_mut() {
                let extra = set.kind;
                if !st.room(&[extra]) {
                    return None;
                }
                st.take(&[extra]);
                set.held = match rng.below(4) {
                    0 => Held::OpenKan,
                    1 => Held::Shouminkan,
                    _ => Held::ClosedKan,
                };
            }
            for _ in n..4 {
                add_set(rng, st, &mut sets, 50, &all_seqs, &all).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "sanshoku_doukou" => {
            let r = rng.below(9);
            add_exact(st, &mut sets, &[(false, r), (false, 9 + r), (false, 18 + r)]).then_some(())?;
            add_set(rng, st, &mut sets, 50, &all_seqs, &all).then_some(())?;
            add_pair(rng, st, &all)?
        }
        "dragons" => {
            let mut d = DRAGONS.to_vec();
            rng.shuffle(&mut d);
            let n = if rng.chance(50) { 3 } else { 2 };
            add_exact(st, &mut sets, &d[..n].iter().map(|k| (false, *k)).collect::<Vec<_>>()).then_some(())?;
            for _ in n..4 {
                add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            }
            if n == 2 && rng.chance(75) { add_pair(rng, st, &d[2..])? } else { add_pair(rng, st, &all)? }
        }
        "winds" => {
            let mut w = WINDS.to_vec();
            rng.shuffle(&mut w);
            let n = if rng.chance(45) { 4 } else { 3 };
            add_exact(st, &mut sets, &w[..n].iter().map(|k| (false, *k)).collect::<Vec<_>>()).then_some(())?;
            if n == 3 {
                add_set(rng, st, &mut sets, 50, &all_seqs, &all).then_some(())?;
            }
            if n == 3 && rng.chance(75) { add_pair(rng, st, &w[3..])? } else { add_pair(rng, st, &all)? }
        }
        "yakuhai" => {
            p.open_pct = 50;
            let k = rng.pick(&[HAKU, HATSU, CHUN, seat, round, seat, round]);
            add_exact(st, &mut sets, &[(false, k)]).then_some(())?;
            for _ in 0..3 {
                add_set(rng, st, &mut sets, 60, &all_seqs, &all).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "honitsu" | "chinitsu" => {
            let s = rng.below(3);
            let mut kinds = suit_kinds(s);
            if theme == "honitsu" {
                kinds.extend(HONOURS);
            }
            let seqs = seq_starts(&[s], 0..=6);
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 60, &seqs, &kinds).then_some(())?;
            }
            add_pair(rng, st, &kinds)?
        }
        "ryuuiisou" => {
            let greens: Vec<usize> = all.iter().copied().filter(|k| is_green(*k)).collect();
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 35, &[19], &greens).then_some(())?;
            }
            add_pair(rng, st, &greens)?
        }
        "tsuuiisou" => {
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 0, &[], &HONOURS).then_some(())?;
            }
            add_pair(rng, st, &HONOURS)?
        }
        "chinroutou" => {
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 0, &[], &TERMINALS).then_some(())?;
            }
            add_pair(rng, st, &TERMINALS)?
        }
        "bare" => {
            // Built to have no yaku: called, no valued honour triplet, a terminal or honour
            // somewhere (no tanyao), sequences of several suits; won by ron, no flags.
            p.aim = Aim::NoYaku;
            p.open_pct = 100;
            p.kan_pct = 0;
            let s = rng.below(3);
            add_exact(st, &mut sets, &[(true, s * 9 + if rng.chance(50) { 0 } else { 6 })]).then_some(())?;
            let other: Vec<usize> = all_seqs.iter().copied().filter(|k| k / 9 != s).collect();
            add_set(rng, st, &mut sets, 100, &other, &[]).then_some(())?;
            for _ in 0..2 {
                add_set(rng, st, &mut sets, 70, &all_seqs, &unvalued).then_some(())?;
            }
            add_pair(rng, st, &all)?
        }
        "crowded" => {
            // A few neighbouring kinds of one suit: several arrangements, a kind held four
            // times, a winning tile that completes a sequence or a triplet.
            p.win = WinPref::Shared;
            let base = 9 * rng.below(3) + rng.below(5);
            let seqs: Vec<usize> = (base..=base + 2).collect();
            let kinds: Vec<usize> = (base..base + 5).collect();
            let k = rng.pick(&seqs);
            add_exact(st, &mut sets, &[(true, k), (false, k + rng.below(3))]).then_some(())?;
            for _ in 0..2 {
                add_set(rng, st, &mut sets, 60, &seqs, &kinds).then_some(())?;
            }
            add_pair(rng, st, &kinds)?
        }
        "wind_pair" => {
            // A pair of the seat wind (often also the round wind: a double wind pair, 4 fu).
            for _ in 0..4 {
                add_set(rng, st, &mut sets, 70, &all_seqs, &all).then_some(())?;
            }
            p.win = if rng.chance(30) { WinPref::PairOrTriplet } else { WinPref::Any };
            add_pair(rng, st, &[seat])?
        }
        _ => return None,
    };
    p.sets = sets;
    p.pair = pair;
    Some(p)
}

/// A meld before red fives: its type, kinds and whether it is opened.
type MeldKinds = (MeldType, Vec<usize>, bool);

/// Where the winning tile of a built hand is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum WinPlace {
    /// `concealed[i]`.
    Concealed(usize),
    /// The `j`-th tile of meld `m`, a concealed kan.
    InKan(usize, usize),
}

/// A hand as concealed tiles, melds and the winning tile's place.
struct Built {
    concealed: Vec<usize>,
    melds: Vec<MeldKinds>,
    win: WinPlace,
}

/// Decides which sets are melds, then the winning tile; returns None when it cannot (no block
/// to win on as the theme would like).
fn hold_and_win(rng: &mut Rng, p: &mut Plan, stock: &mut Stock, force_open: bool) -> Option<Built> {
    let open = force_open || (!p.closed && rng.chance(p.open_pct));
    for set in p.sets.iter_mut() {
        if set.is_meld() {
            continue;
        }
        if !set.seq && rng.chance(p.kan_pct) && stock.room(&[set.kind]) {
            stock.take(&[set.kind]);
            set.held = if open && rng.chance(50) {
                if rng.chance(50) { Held::OpenKan } else { Held::Shouminkan }
            } else {
                Held::ClosedKan
            };
        } else if open && rng.chance(50) {
            set.held = Held::Called;
        }
    }
    if open && !p.sets.iter().any(Set::opened) {
        let i = rng.below(p.sets.len());
        let set = &mut p.sets[i];
        set.held = if set.is_kan() { Held::OpenKan } else { Held::Called };
    }
    // The winning tile.
    let concealed_sets: Vec<usize> = (0..p.sets.len()).filter(|i| !p.sets[*i].is_meld()).collect();
    let closed_kans: Vec<usize> = (0..p.sets.len()).filter(|i| p.sets[*i].held == Held::ClosedKan).collect();
    let any_block = |rng: &mut Rng| -> WinAt {
        if !closed_kans.is_empty() && rng.chance(5) {
            // A concealed kan holding the winning kind (the package makes it a win group).
            return WinAt::Set(rng.pick(&closed_kans), rng.below(4));
        }
        let n = concealed_sets.len();
        let b = rng.below(n + 1);
        if b == n { WinAt::Pair } else { WinAt::Set(concealed_sets[b], rng.below(3)) }
    };
    let win = match p.win {
        WinPref::Any => any_block(rng),
        WinPref::Ryanmen => {
            // An end of a concealed sequence that is no penchan (123 on 3, 789 on 7).
            let ends: Vec<(usize, usize)> = concealed_sets
                .iter()
                .filter(|i| p.sets[**i].seq)
                .flat_map(|i| {
                    let r = p.sets[*i].kind % 9;
                    [(r != 6).then_some((*i, 0)), (r != 0).then_some((*i, 2))]
                })
                .flatten()
                .collect();
            if ends.is_empty() {
                any_block(rng)
            } else {
                let (i, j) = rng.pick(&ends);
                WinAt::Set(i, j)
            }
        }
        WinPref::PairOrTriplet => {
            let trips: Vec<usize> = concealed_sets.iter().copied().filter(|i| !p.sets[*i].seq).collect();
            if trips.is_empty() || rng.chance(45) { WinAt::Pair } else { WinAt::Set(rng.pick(&trips), 0) }
        }
        WinPref::Shared => {
            // A kind both a concealed sequence and a concealed triplet hold, when there is one.
            let shared: Vec<(usize, usize)> = concealed_sets
                .iter()
                .filter(|i| p.sets[**i].seq)
                .flat_map(|i| (0..3).map(move |j| (*i, j)))
                .filter(|(i, j)| {
                    let k = p.sets[*i].kind + j;
                    concealed_sets.iter().any(|t| !p.sets[*t].seq && p.sets[*t].kind == k) || p.pair == k
                })
                .collect();
            if shared.is_empty() || rng.chance(20) {
                any_block(rng)
            } else {
                let (i, j) = rng.pick(&shared);
                WinAt::Set(i, j)
            }
        }
    };
    // Flatten: concealed tiles (the winning tile first, then the rest), melds.
    let mut concealed = Vec::new();
    let mut melds = Vec::new();
    let mut win_at = WinPlace::Concealed(0);
    if win == WinAt::Pair {
        concealed.push(p.pair);
    }
    for (i, set) in p.sets.iter().enumerate() {
        let kinds = set.kinds();
        if set.is_meld() {
            let kind = match set.held {
                Held::Called if set.seq => MeldType::Chi,
                Held::Called => MeldType::Pon,
                Held::Shouminkan => MeldType::Shouminkan,
                _ => MeldType::Kan,
            };
            if let WinAt::Set(w, j) = win
                && w == i
            {
                win_at = WinPlace::InKan(melds.len(), j);
            }
            melds.push((kind, kinds, set.opened()));
        } else if let WinAt::Set(w, j) = win
            && w == i
        {
            concealed.insert(0, kinds[j]);
            concealed.extend(kinds.iter().enumerate().filter(|(x, _)| *x != j).map(|(_, k)| *k));
        } else {
            concealed.extend(kinds);
        }
    }
    if win == WinAt::Pair {
        concealed.push(p.pair);
    } else {
        concealed.extend([p.pair, p.pair]);
    }
    Some(Built { concealed, melds, win: win_at })
}

/// A seven pairs hand: seven different kinds, from a pool a theme picks.
fn chiitoitsu(rng: &mut Rng) -> Vec<usize> {
    let pool: Vec<usize> = match rng.below(7) {
        0 => (0..KINDS).filter(|k| is_simple(*k)).collect(),
        1 => {
            let s = rng.below(3);
            (s * 9..s * 9 + 9).chain(HONOURS).collect()
        }
        2 => suit_kinds(rng.below(3)),
        3 => ORPHANS.to_vec(),
        4 => HONOURS.to_vec(),
        _ => (0..KINDS).collect(),
    };
    let mut pool = pool;
    rng.shuffle(&mut pool);
    pool.truncate(7);
    pool.iter().flat_map(|k| [*k, *k]).collect()
}

/// A thirteen orphans hand; the winning tile first: on the 13-sided wait half of the time.
fn kokushi(rng: &mut Rng) -> Vec<usize> {
    let double = rng.pick(&ORPHANS);
    let mut rest: Vec<usize> = ORPHANS.to_vec();
    rest.push(double);
    let win = if rng.chance(50) { double } else { rng.pick(&ORPHANS) };
    let i = rest.iter().position(|k| *k == win).unwrap_or(0);
    rest.remove(i);
    rest.insert(0, win);
    rest
}

/// A nine gates hand (1112345678999 and one more of the suit); the winning tile first: the
/// extra one (the 9-sided wait) half of the time.
fn chuuren(rng: &mut Rng) -> Vec<usize> {
    let s = 9 * rng.below(3);
    let mut tiles: Vec<usize> = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].iter().map(|r| s + r).collect();
    let extra = s + rng.below(9);
    tiles.push(extra);
    let win = if rng.chance(50) { extra } else { rng.pick(&tiles) };
    let i = tiles.iter().position(|k| *k == win).unwrap_or(0);
    tiles.remove(i);
    tiles.insert(0, win);
    tiles
}

/// Whether concealed tiles with `melds` melds form a hand (the package's arrangements, or
/// kokushi).
fn forms_hand(concealed: &[usize], melds: usize) -> bool {
    let mut c = [0u8; KINDS];
    for k in concealed {
        c[*k] += 1;
    }
    if melds == 0 {
        if c.iter().filter(|n| **n == 2).count() == 7 {
            return true;
        }
        if ORPHANS.iter().all(|k| c[*k] >= 1) && ORPHANS.iter().map(|k| c[*k] as usize).sum::<usize>() == 14 {
            return true;
        }
    }
    melds <= 4 && splits_into_sets_and_pair(&c, 4 - melds)
}

/// Draws an indicator that fits the stock; a five may be the suit's red one if no red five of
/// that suit is used yet.
fn indicator(rng: &mut Rng, stock: &mut Stock, reds: &mut [bool; 3]) -> Tile {
    loop {
        let k = rng.below(KINDS);
        if stock.room(&[k]) {
            stock.take(&[k]);
            let red = k < 27 && k % 9 == 4 && !reds[k / 9] && rng.chance(20);
            if red {
                reds[k / 9] = true;
            }
            return Tile { kind: k, red };
        }
    }
}

/// The flags that raise `error` (and no error checked before it), with the seat they need.
fn illegal_flags(rng: &mut Rng, error: &str, seat: &mut usize) -> Flags {
    let mut f = Flags::default();
    let non_dealer = |rng: &mut Rng| rng.pick(&[SOUTH, WEST, NORTH]);
    match error {
        "open_hand_riichi_not_allowed" => f.riichi = true,
        "open_hand_daburi_not_allowed" => {
            f.daburu_riichi = true;
            f.riichi = rng.chance(50);
        }
        "ippatsu_without_riichi_not_allowed" => f.ippatsu = true,
        "chankan_with_tsumo_not_allowed" => (f.tsumo, f.chankan) = (true, true),
        "rinshan_without_tsumo_not_allowed" => f.rinshan = true,
        "haitei_without_tsumo_not_allowed" => f.haitei = true,
        "houtei_with_tsumo_not_allowed" => (f.tsumo, f.houtei) = (true, true),
        "haitei_with_rinshan_not_allowed" => (f.tsumo, f.haitei, f.rinshan) = (true, true, true),
        "houtei_with_chankan_not_allowed" => (f.houtei, f.chankan) = (true, true),
        "tenhou_not_as_dealer_not_allowed" => {
            (f.tenhou, f.tsumo) = (true, rng.chance(50));
            *seat = non_dealer(rng);
        }
        "tenhou_without_tsumo_not_allowed" => (f.tenhou, *seat) = (true, EAST),
        "tenhou_with_meld_not_allowed" => (f.tenhou, f.tsumo, *seat) = (true, true, EAST),
        "chiihou_as_dealer_not_allowed" => (f.chiihou, f.tsumo, *seat) = (true, rng.chance(50), EAST),
        "chiihou_without_tsumo_not_allowed" => {
            f.chiihou = true;
            *seat = non_dealer(rng);
        }
        "chiihou_with_meld_not_allowed" => {
            (f.chiihou, f.tsumo) = (true, true);
            *seat = non_dealer(rng);
        }
        "renhou_as_dealer_not_allowed" => (f.renhou, f.tsumo, *seat) = (true, rng.chance(50), EAST),
        "renhou_with_tsumo_not_allowed" => {
            (f.renhou, f.tsumo) = (true, true);
            *seat = non_dealer(rng);
        }
        _ => {
            // renhou_with_meld_not_allowed
            f.renhou = true;
            *seat = non_dealer(rng);
        }
    }
    f
}

/// Whether an aimed error needs a meld (an opened one, which also serves "any meld").
fn needs_open(error: &str) -> bool {
    error.starts_with("open_hand") || error.ends_with("with_meld_not_allowed")
}

/// Legal flags for a hand: `closed` (no opened meld), `no_melds` (not even a concealed kan),
/// `kan` (a kan among the melds).
fn legal_flags(rng: &mut Rng, closed: bool, no_melds: bool, kan: bool, dealer: bool, tsumo_pct: usize) -> Flags {
    let mut f = Flags { tsumo: rng.chance(tsumo_pct), ..Flags::default() };
    if no_melds && rng.chance(8) {
        // The first go-around: tenhou (dealer) or chiihou on the first draw, renhou on a
        // discard before it (non-dealer only; a dealer's first-turn ron is nothing).
        match (f.tsumo, dealer) {
            (true, true) => f.tenhou = true,
            (true, false) => f.chiihou = true,
            (false, false) => f.renhou = true,
            (false, true) => {}
        }
        return f;
    }
    if closed && rng.chance(40) {
        if rng.chance(20) {
            f.daburu_riichi = true;
        } else {
            f.riichi = true;
        }
        f.ippatsu = rng.chance(25);
        f.open_riichi = rng.chance(12);
    }
    if f.tsumo {
        f.rinshan = rng.chance(if kan { 35 } else { 3 });
        f.haitei = !f.rinshan && rng.chance(5);
    } else {
        f.chankan = rng.chance(4);
        f.houtei = !f.chankan && rng.chance(5);
    }
    f
}

fn random_options(rng: &mut Rng) -> Options {
    Options {
        has_open_tanyao: rng.chance(50),
        has_aka_dora: rng.chance(50),
        has_double_yakuman: rng.chance(80),
        kazoe_limit: rng.below(3) as u8,
        kiriage: rng.chance(30),
        fu_for_open_pinfu: rng.chance(80),
        fu_for_pinfu_tsumo: rng.chance(20),
        renhou_as_yakuman: rng.chance(35),
    }
}

/// The case for `seed`.
pub fn case(seed: u64) -> Case {
    let mut rng = Rng::new(seed);
    let rng = &mut rng;
    let mut seat = rng.pick(&WINDS);
    let round = rng.pick(&WINDS);
    // About 3 in 100 cases aim at a flag error (a winner with illegal flags).
    let error = rng.chance(3).then(|| rng.pick(&FLAG_ERRORS));
    let mut illegal = error.map(|e| illegal_flags(rng, e, &mut seat));
    let force_open = error.is_some_and(needs_open);
    let all_themes: Vec<(&'static str, usize)> = SET_THEMES.iter().chain(SPECIAL_THEMES.iter()).copied().collect();
    let mut theme = rng.weighted(&all_themes);
    if error.is_some() && (force_open || theme == "not_winning" || theme == "bare") {
        theme = "mixed";
    }
    let mut options = random_options(rng);
    let mut aim = error.map_or(Aim::Winner, Aim::Error);
    let suuankou = theme == "suuankou";
    let (mut stock, Built { mut concealed, melds, mut win }) = match theme {
        "chiitoitsu" | "kokushi" | "chuuren" => {
            let concealed = match theme {
                "chiitoitsu" => chiitoitsu(rng),
                "kokushi" => kokushi(rng),
                _ => chuuren(rng),
            };
            // The winning tile is the first of a kokushi or chuuren; any for seven pairs.
            let win = WinPlace::Concealed(if theme == "chiitoitsu" { rng.below(14) } else { 0 });
            let mut stock = Stock([0; KINDS]);
            stock.take(&concealed);
            (stock, Built { concealed, melds: Vec::new(), win })
        }
        _ => loop {
            let name = if theme == "not_winning" { "mixed" } else { theme };
            let Some(mut p) = plan(rng, name, seat, round) else { continue };
            let mut st = Stock([0; KINDS]);
            for s in &p.sets {
                st.take(&s.kinds());
            }
            st.take(&[p.pair, p.pair]);
            if p.open_tanyao {
                options.has_open_tanyao = true;
            }
            if p.aim == Aim::NoYaku && error.is_none() {
                aim = Aim::NoYaku;
            }
            if let Some(b) = hold_and_win(rng, &mut p, &mut st, force_open) {
                break (st, b);
            }
        },
    };
    let kan = melds.iter().any(|(_, kinds, _)| kinds.len() == 4);
    if theme == "not_winning" {
        // Change concealed tiles until the hand forms nothing (13 + 1 tiles that are not a
        // hand), the winning tile then one of the concealed ones.
        aim = Aim::NotWinning;
        loop {
            let i = rng.below(concealed.len());
            let k = rng.below(KINDS);
            if k == concealed[i] || !stock.room(&[k]) {
                continue;
            }
            stock.0[concealed[i]] -= 1;
            stock.take(&[k]);
            concealed[i] = k;
            if !forms_hand(&concealed, melds.len()) {
                break;
            }
        }
        win = WinPlace::Concealed(rng.below(concealed.len()));
    }
    // Red fives: a suit's red copy is one of its fives in the hand, half of the time; always
    // when aka dora is on and the hand holds four fives of the suit (the set has a red one).
    let mut tiles_c: Vec<Tile> = concealed.iter().map(|k| Tile::plain(*k)).collect();
    let mut tiles_m: Vec<Vec<Tile>> =
        melds.iter().map(|(_, ks, _)| ks.iter().map(|k| Tile::plain(*k)).collect()).collect();
    let mut reds = [false; 3];
    for (s, red) in reds.iter_mut().enumerate() {
        let five = s * 9 + 4;
        let mut places: Vec<(Option<usize>, usize)> =
            (0..tiles_c.len()).filter(|i| tiles_c[*i].kind == five).map(|i| (None, i)).collect();
        for (m, ts) in tiles_m.iter().enumerate() {
            places.extend((0..ts.len()).filter(|j| ts[*j].kind == five).map(|j| (Some(m), j)));
        }
        if places.is_empty() || !(rng.chance(50) || (options.has_aka_dora && places.len() == 4)) {
            continue;
        }
        *red = true;
        match rng.pick(&places) {
            (None, i) => tiles_c[i].red = true,
            (Some(m), j) => tiles_m[m][j].red = true,
        }
    }
    let win_tile = match win {
        WinPlace::Concealed(i) => tiles_c[i],
        WinPlace::InKan(m, j) => tiles_m[m][j],
    };
    let melds: Vec<Meld> = melds
        .iter()
        .zip(tiles_m)
        .map(|((kind, _, opened), tiles)| Meld { kind: *kind, tiles, opened: *opened })
        .collect();
    let mut tiles = tiles_c;
    for m in &melds {
        tiles.extend(m.tiles.iter().copied());
    }
    // The win context.
    let closed = melds.iter().all(|m| !m.opened);
    let flags = match illegal.take() {
        Some(f) => f,
        None if aim == Aim::NoYaku => Flags::default(),
        None => legal_flags(rng, closed, melds.is_empty(), kan, seat == EAST, if suuankou { 60 } else { 50 }),
    };
    if flags.renhou && rng.chance(40) {
        options.renhou_as_yakuman = true;
    }
    // Indicators come from the wall: they share the four copies of each kind with the hand.
    let n = match rng.below(100) {
        0..=49 => 1,
        50..=74 => 2,
        75..=87 => 3,
        88..=94 => 4,
        _ => 5,
    };
    let dora: Vec<Tile> = (0..n).map(|_| indicator(rng, &mut stock, &mut reds)).collect();
    let riichi = flags.riichi || flags.daburu_riichi;
    let ura: Vec<Tile> = if rng.chance(if riichi { 60 } else { 5 }) {
        (0..n).map(|_| indicator(rng, &mut stock, &mut reds)).collect()
    } else {
        Vec::new()
    };
    let tsumi_number = if rng.chance(70) { 0 } else { 1 + rng.below(5) as u32 };
    let kyoutaku_number = if rng.chance(70) { 0 } else { 1 + rng.below(3) as u32 };
    Case {
        seed,
        theme,
        aim,
        tiles,
        win_tile,
        melds,
        dora,
        ura,
        flags,
        player_wind: seat,
        round_wind: round,
        tsumi_number,
        kyoutaku_number,
        options,
    }
}

// ------------------------------------------------------------------------------------------------
// The reference driver.

/// The Python of the riichi reference's pinned venv (`target/riichi-venv`, made with
/// `scripts/pinned-venv.sh`; needs PyPI once).
pub fn reference_python(root: &Path) -> PathBuf {
    crate::driver::pinned_python(root, "target/riichi-venv", "crates/mahjong-testkit/reference/riichi/requirements.txt")
}

/// Runs the driver `script` of `crates/mahjong-testkit/reference/riichi/` (`score.py`,
/// `points.py`) in the pinned venv on `lines`, one JSON object each, and returns its answers in
/// order. `root` is the workspace's root.
pub fn run_driver(root: &Path, script: &str, lines: &[Value]) -> Vec<Value> {
    crate::driver::run(
        &reference_python(root),
        &root.join("crates/mahjong-testkit/reference/riichi").join(script),
        lines,
    )
}

/// The reference package's answers (`score.py`) to driver input objects
/// ([`Case::reference_line`]), in order.
pub fn run_reference(root: &Path, lines: &[Value]) -> Vec<Value> {
    run_driver(root, "score.py", lines)
}

/// The yaku ids of an answer (none for an error).
pub fn yaku_ids(answer: &Value) -> Vec<&str> {
    answer["yaku"].as_array().map(|a| a.iter().filter_map(|y| y["id"].as_str()).collect()).unwrap_or_default()
}

/// Every yaku id of §4 (both tables) and the dora, but the option-only local ones (daisharin,
/// daichisei, sashikomi, paarenchan) and nagashi mangan, which this generator does not make.
pub const YAKU_IDS: [&str; 58] = [
    "tsumo",
    "riichi",
    "open_riichi",
    "ippatsu",
    "chankan",
    "rinshan",
    "haitei",
    "houtei",
    "daburu_riichi",
    "daburu_open_riichi",
    "renhou",
    "pinfu",
    "tanyao",
    "iipeiko",
    "haku",
    "hatsu",
    "chun",
    "seat_wind_east",
    "seat_wind_south",
    "seat_wind_west",
    "seat_wind_north",
    "round_wind_east",
    "round_wind_south",
    "round_wind_west",
    "round_wind_north",
    "sanshoku",
    "ittsu",
    "chantai",
    "honroto",
    "toitoi",
    "sanankou",
    "san_kantsu",
    "sanshoku_doukou",
    "chiitoitsu",
    "shosangen",
    "honitsu",
    "junchan",
    "ryanpeikou",
    "chinitsu",
    "kokushi_musou",
    "daburu_kokushi_musou",
    "chuuren_poutou",
    "daburu_chuuren_poutou",
    "suuankou",
    "suuankou_tanki",
    "daisangen",
    "shousuushii",
    "dai_suushii",
    "ryuuiisou",
    "suukantsu",
    "tsuuiisou",
    "chinroutou",
    "tenhou",
    "chiihou",
    "renhou_yakuman",
    "dora",
    "aka_dora",
    "ura_dora",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mpsz_runs() {
        let t = |k| Tile::plain(k);
        let tiles = [t(0), t(1), Tile { kind: 13, red: true }, t(9), t(33), t(27)];
        assert_eq!(mpsz_tiles(&tiles), "12m10p17z");
    }

    #[test]
    fn cases_are_deterministic_and_hold_at_most_four_of_a_kind() {
        for seed in 0..2000 {
            let c = case(seed);
            assert_eq!(c, case(seed));
            let mut counts = [0u8; KINDS];
            for t in c.tiles.iter().chain(&c.dora).chain(&c.ura) {
                counts[t.kind] += 1;
            }
            assert!(counts.iter().all(|n| *n <= 4), "seed {seed}: {}", c.reference_line());
            // One red five a suit, and only as a five the hand or the wall really holds.
            for s in 0..3 {
                let reds = c.tiles.iter().chain(&c.dora).chain(&c.ura).filter(|t| t.red && t.kind == s * 9 + 4).count();
                assert!(reds <= 1, "seed {seed}: {}", c.reference_line());
            }
            assert!(c.tiles.iter().chain(&c.dora).chain(&c.ura).all(|t| !t.red || t.kind % 9 == 4));
            let mut rest = c.tiles.clone();
            for t in c.melds.iter().flat_map(|m| &m.tiles) {
                let i = rest.iter().position(|x| x == t).expect("a meld's tile is one of the hand's");
                rest.remove(i);
            }
            let kans = c.melds.iter().filter(|m| m.tiles.len() == 4).count();
            assert_eq!(c.tiles.len(), 14 + kans, "seed {seed}");
            assert!(
                c.concealed().contains(&c.win_tile)
                    || c.melds.iter().any(|m| !m.opened && m.tiles.contains(&c.win_tile))
            );
        }
    }
}
