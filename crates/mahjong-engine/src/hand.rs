//! Hands: the request's hand (the contract's [`HandBody`]: an object, or compact notation read by
//! [`mahjong_types::notation`]) read into counting arrays, and every structural check.

use arrayvec::ArrayVec;
use mahjong_types::notation::{self, Item};
use mahjong_types::{HandBody, MAX_MELDS, Meld as MeldText, TileText, Win as WinText, check_meld};

use super::problem::{Code, Problem};
use super::ruleset::{Rules, Source, Timing};
use super::tile::{Counts, KINDS, Tile, Wind};

pub use mahjong_types::MeldKind;

/// A declared meld: its kind, its lowest tile and whether it is exposed (a concealed kong is not).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
    pub exposed: bool,
}

impl Meld {
    /// The meld's tiles in order.
    pub fn tiles(&self) -> ArrayVec<Tile, 4> {
        let mut v = ArrayVec::new();
        match self.kind {
            MeldKind::Chow => {
                let i = self.tile.index();
                for k in 0..3 {
                    v.push(Tile::from_index(i + k).unwrap_or(self.tile));
                }
            }
            MeldKind::Pung => v.extend([self.tile; 3]),
            MeldKind::Kong => v.extend([self.tile; 4]),
        }
        v
    }
}

/// A parsed hand in counting form. The order tiles were given in is gone, so no result can depend
/// on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    /// Tiles in hand that are not in a declared meld (for a winner, with the winning tile).
    pub concealed: Counts,
    pub melds: ArrayVec<Meld, 4>,
    /// Bonus tiles: bit 0–3 flowers 1–4, bit 4–7 seasons 1–4.
    pub bonus: u8,
}

impl Hand {
    /// Number of concealed tiles.
    pub fn concealed_len(&self) -> usize {
        self.concealed.iter().map(|c| *c as usize).sum()
    }

    /// Counts of all the player's tiles (melds included; a kong counts four).
    pub fn all_counts(&self) -> Counts {
        let mut c = self.concealed;
        for m in &self.melds {
            for t in m.tiles() {
                c[t.index()] += 1;
            }
        }
        c
    }

    /// Concealed tiles in canonical order.
    pub fn concealed_tiles(&self) -> Vec<Tile> {
        counts_to_tiles(&self.concealed)
    }

    /// Bonus tiles in canonical order.
    pub fn bonus_tiles(&self) -> Vec<Tile> {
        (0..8).filter(|b| self.bonus & (1 << b) != 0).filter_map(|b| Tile::from_index(34 + b)).collect()
    }

    /// The hand in compact notation, canonical order.
    pub fn to_compact(&self) -> String {
        let mut s: String = self.concealed_tiles().iter().map(|t| t.code()).collect();
        for m in &self.melds {
            let inner: String = m.tiles().iter().map(|t| t.code()).collect();
            s.push(' ');
            if m.exposed {
                s.push_str(&format!("({inner})"));
            } else {
                s.push_str(&format!("[{inner}]"));
            }
        }
        for b in self.bonus_tiles() {
            s.push(' ');
            s.push_str(b.code());
        }
        s
    }
}

/// Tiles of a counting array in canonical order.
pub fn counts_to_tiles(c: &Counts) -> Vec<Tile> {
    let mut v = Vec::with_capacity(14);
    for (i, n) in c.iter().enumerate() {
        for _ in 0..*n {
            v.extend(Tile::from_index(i));
        }
    }
    v
}

/// A checked win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Win {
    pub tile: Tile,
    pub source: Source,
    pub discarder: Option<Wind>,
    pub last_tile: bool,
    pub timing: Timing,
}

/// Where the hand stands: seat, prevailing wind(s) and, for the winner, the win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Context {
    pub seat: Wind,
    /// Prevailing winds as a bit set (`italian` may have two).
    pub rounds: u8,
    pub win: Option<Win>,
}

/// A structural meld spec: kind, tiles and exposure, with tiles parsed.
struct MeldSpec {
    kind: MeldKind,
    tiles: ArrayVec<Tile, 4>,
    exposed: bool,
}

/// Where a parsed tile or meld was written; the JSON pointer is only rendered for a problem.
#[derive(Copy, Clone, Debug)]
enum Loc {
    /// The compact string as a whole.
    Hand,
    Concealed(usize),
    Meld(usize),
    Bonus(usize),
}

impl Loc {
    fn pointer(self) -> String {
        match self {
            Loc::Hand => "/hand".to_string(),
            Loc::Concealed(i) => format!("/hand/concealed/{i}"),
            Loc::Meld(i) => format!("/hand/melds/{i}"),
            Loc::Bonus(i) => format!("/hand/bonus/{i}"),
        }
    }
}

/// Tiles of a hand before the structural checks, with where each came from.
struct Parsed {
    concealed: Vec<(Tile, Loc)>,
    melds: ArrayVec<(MeldSpec, Loc), 8>,
    bonus: ArrayVec<(Tile, Loc), 8>,
    /// Something could not be parsed: counts would mislead, so count checks are skipped.
    broken: bool,
}

impl Parsed {
    fn new(concealed: usize) -> Parsed {
        Parsed {
            concealed: Vec::with_capacity(concealed),
            melds: ArrayVec::new(),
            bonus: ArrayVec::new(),
            broken: false,
        }
    }

    fn push_bonus(&mut self, t: Tile, at: Loc, problems: &mut Vec<Problem>) {
        if self.bonus.try_push((t, at)).is_err() {
            problems.push(Problem::new(at.pointer(), Code::DuplicateBonusTile, "there are only 8 bonus tiles"));
            self.broken = true;
        }
    }
}

fn parse_structured(
    concealed: &[TileText],
    melds: &[MeldText],
    bonus: &[TileText],
    problems: &mut Vec<Problem>,
) -> Parsed {
    let mut p = Parsed::new(concealed.len());
    for (i, code) in concealed.iter().enumerate() {
        match code.tile() {
            Some(t) if t.is_bonus() => {
                problems.push(Problem::new(
                    Loc::Concealed(i).pointer(),
                    Code::BonusTileInHand,
                    format!("{} is a bonus tile: list it under \"bonus\"", t.code()),
                ));
                p.broken = true;
            }
            Some(t) => p.concealed.push((t, Loc::Concealed(i))),
            None => {
                problems.push(unknown_tile(Loc::Concealed(i).pointer(), code.as_str()));
                p.broken = true;
            }
        }
    }
    if melds.len() > MAX_MELDS {
        problems.push(Problem::new(
            "/hand/melds",
            Code::TooManyMelds,
            format!("a hand has at most {MAX_MELDS} declared melds, not {}", melds.len()),
        ));
        p.broken = true;
    }
    for (i, m) in melds.iter().enumerate().take(MAX_MELDS) {
        let at = Loc::Meld(i);
        let kind = m.kind.known();
        if kind.is_none() {
            problems.push(Problem::new(
                format!("{}/kind", at.pointer()),
                Code::InvalidMeld,
                format!("meld kind must be chow, pung or kong, not {:?}", m.kind.as_str()),
            ));
        }
        let mut tiles = ArrayVec::<Tile, 4>::new();
        let mut ok = kind.is_some();
        if m.tiles.len() > 4 {
            problems.push(Problem::new(
                format!("{}/tiles", at.pointer()),
                Code::InvalidMeld,
                format!("a meld has 3 or 4 tiles, not {}", m.tiles.len()),
            ));
            ok = false;
        }
        for (j, code) in m.tiles.iter().enumerate() {
            match code.tile() {
                Some(t) if t.is_bonus() => {
                    problems.push(Problem::new(
                        format!("{}/tiles/{j}", at.pointer()),
                        Code::InvalidMeld,
                        format!("{} is a bonus tile and cannot be part of a meld", t.code()),
                    ));
                    ok = false;
                }
                Some(t) => {
                    let _ = tiles.try_push(t);
                }
                None => {
                    problems.push(unknown_tile(format!("{}/tiles/{j}", at.pointer()), code.as_str()));
                    ok = false;
                }
            }
        }
        if let (true, Some(kind)) = (ok, kind) {
            let exposed = m.exposed.unwrap_or(true);
            match check_meld(kind, &tiles, exposed) {
                Ok(()) => p.melds.push((MeldSpec { kind, tiles, exposed }, at)),
                Err(msg) => {
                    problems.push(Problem::new(at.pointer(), Code::InvalidMeld, msg));
                    ok = false;
                }
            }
        }
        p.broken |= !ok;
    }
    for (i, code) in bonus.iter().enumerate() {
        let at = Loc::Bonus(i);
        match code.tile() {
            Some(t) if t.is_bonus() => p.push_bonus(t, at, problems),
            Some(t) => {
                problems.push(Problem::new(
                    at.pointer(),
                    Code::NotABonusTile,
                    format!("{} is not a flower or season: list it under \"concealed\" or in a meld", t.code()),
                ));
                p.broken = true;
            }
            None => {
                problems.push(unknown_tile(at.pointer(), code.as_str()));
                p.broken = true;
            }
        }
    }
    p
}

fn unknown_tile(ptr: String, code: &str) -> Problem {
    Problem::new(ptr, Code::UnknownTile, mahjong_types::tile::not_a_tile(code))
}

/// Reads compact notation with the contract's one reader; every tile, meld and problem is at
/// `/hand` (the string as a whole).
fn parse_compact(text: &str, problems: &mut Vec<Problem>) -> Parsed {
    let mut p = Parsed::new(14);
    notation::read(text, |item| match item {
        Item::Tile(t) => p.concealed.push((t, Loc::Hand)),
        Item::Bonus(t) => p.push_bonus(t, Loc::Hand, problems),
        Item::Meld { kind, tiles, exposed } => {
            // More than four is the reader's problem (`too_many_melds`), reported after the melds.
            let _ = p.melds.try_push((MeldSpec { kind, tiles, exposed }, Loc::Hand));
        }
        Item::Problem(e) => {
            problems.push(Problem::new(Loc::Hand.pointer(), e.code(), e.into_message()));
            p.broken = true;
        }
    });
    p
}

/// What the hand is checked as.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    Winner,
    NonWinner,
}

/// Tile-count verdict for a non-winner under `italian`'s tile-count faults.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CountFault {
    None,
    /// One tile short: still scores.
    Short,
    /// One tile too many: scores 0.
    Long,
}

/// A hand that passed every check, with the role it was checked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedHand {
    pub hand: Hand,
    pub fault: CountFault,
}

/// Parses a hand and checks it under a rule set: tile codes, copies, melds, bonus tiles, tile
/// count for the role and the win. Every problem is reported, each with a pointer into the
/// request (`/hand/...`, `/win/...`).
pub fn check_hand(
    rules: Rules<'_>,
    text: &HandBody,
    win: Option<&WinText>,
    seat: Wind,
) -> Result<(CheckedHand, Option<Win>), Vec<Problem>> {
    let mut problems = Vec::new();
    let p = match text {
        HandBody::Hand(h) => parse_structured(&h.concealed, &h.melds, &h.bonus, &mut problems),
        HandBody::Compact(s) => parse_compact(s, &mut problems),
    };
    // Copies: a fifth copy of any kind, wherever it stands.
    let mut seen = [0u8; KINDS];
    let mut report_copy = |t: Tile, at: Loc, problems: &mut Vec<Problem>| {
        seen[t.index()] = seen[t.index()].saturating_add(1);
        if seen[t.index()] == 5 {
            problems.push(Problem::new(
                at.pointer(),
                Code::TooManyCopies,
                format!("{} appears more than 4 times in the hand", t.code()),
            ));
        }
    };
    for (t, at) in &p.concealed {
        report_copy(*t, *at, &mut problems);
    }
    for (m, at) in &p.melds {
        for t in &m.tiles {
            report_copy(*t, *at, &mut problems);
        }
    }
    let mut bonus = 0u8;
    let bonus_allowed = rules.set.bonus_tiles(rules.opts);
    for (t, at) in &p.bonus {
        if !bonus_allowed {
            problems.push(Problem::new(
                at.pointer(),
                Code::BonusTilesNotAllowed,
                format!("rule set {:?} plays without flowers and seasons ({})", rules.set.id(), t.code()),
            ));
        } else if bonus & t.bonus_bit() != 0 {
            problems.push(Problem::new(
                at.pointer(),
                Code::DuplicateBonusTile,
                format!("there is only one {}", t.code()),
            ));
        }
        bonus |= t.bonus_bit();
    }
    let mut hand = Hand { concealed: [0; KINDS], melds: ArrayVec::new(), bonus };
    for (t, _) in &p.concealed {
        hand.concealed[t.index()] = hand.concealed[t.index()].saturating_add(1);
    }
    for (m, _) in p.melds.iter().take(4) {
        let tile = m.tiles.iter().copied().min().unwrap_or(Tile::B1);
        hand.melds.push(Meld { kind: m.kind, tile, exposed: m.exposed });
    }
    // Canonical order: the order melds were given in cannot matter.
    hand.melds.sort();

    // The win.
    let mut checked_win = None;
    if let Some(w) = win {
        match w.tile.tile() {
            None => problems.push(unknown_tile("/win/tile".into(), w.tile.as_str())),
            Some(t) if t.is_bonus() => problems.push(Problem::new(
                "/win/tile",
                Code::InvalidWin,
                format!("{} is a bonus tile and cannot win", t.code()),
            )),
            Some(t) => {
                if !p.broken && hand.concealed[t.index()] == 0 {
                    problems.push(Problem::new(
                        "/win/tile",
                        Code::WinningTileNotInHand,
                        format!("the winning tile {} must be among the concealed tiles", t.code()),
                    ));
                }
                checked_win = Some(Win {
                    tile: t,
                    source: w.source,
                    discarder: w.discarder,
                    last_tile: w.last_tile,
                    timing: w.timing,
                });
            }
        }
        let claimed = matches!(w.source, Source::Discard | Source::RobbedKong);
        match (claimed, w.discarder) {
            (true, Some(d)) if d == seat => problems.push(Problem::new(
                "/win/discarder",
                Code::InvalidWin,
                "a player cannot win on their own discard or kong",
            )),
            (false, Some(_)) => problems.push(Problem::new(
                "/win/discarder",
                Code::InvalidWin,
                "only a win on a discard or a robbed kong has a discarder",
            )),
            _ => {}
        }
        if w.last_tile && w.source == Source::RobbedKong {
            problems.push(Problem::new(
                "/win/last_tile",
                Code::InvalidWin,
                "a robbed kong is neither the last wall tile nor the last discard: last_tile needs source \"wall\", \"kong_replacement\" or \"discard\"",
            ));
        }
        if w.source == Source::KongReplacement && !p.broken && !hand.melds.iter().any(|m| m.kind == MeldKind::Kong) {
            problems.push(Problem::new(
                "/win/source",
                Code::InvalidWin,
                "a kong replacement tile needs a declared kong in the hand",
            ));
        }
        match w.timing {
            Timing::Normal => {}
            Timing::Heavenly => {
                if seat != Wind::East || w.source != Source::Wall {
                    problems.push(Problem::new(
                        "/win/timing",
                        Code::InvalidWin,
                        "a heavenly hand is East's, self-drawn (source \"wall\")",
                    ));
                }
            }
            Timing::Earthly => {
                if seat == Wind::East || w.source != Source::Discard || w.discarder.is_some_and(|d| d != Wind::East) {
                    problems.push(Problem::new(
                        "/win/timing",
                        Code::InvalidWin,
                        "an earthly hand wins on East's first discard (source \"discard\", discarder \"east\")",
                    ));
                }
            }
        }
    }

    // Tile count for the role.
    let mut fault = CountFault::None;
    if !p.broken {
        let n = hand.concealed_len();
        let sets = hand.melds.len();
        let (role, base) = if win.is_some() { (Role::Winner, 14) } else { (Role::NonWinner, 13) };
        let expected = base - 3 * sets;
        let faults = &rules.set.def.tile_count_faults;
        let seven_pairs_kongs = role == Role::Winner
            && rules.set.def.seven_pairs.kong_as_two_pairs
            && sets > 0
            && hand.melds.iter().all(|m| m.kind == MeldKind::Kong && !m.exposed)
            && n + 4 * sets == 14;
        if n == expected || seven_pairs_kongs {
        } else if role == Role::NonWinner && faults.short_scores && n + 1 == expected {
            fault = CountFault::Short;
        } else if role == Role::NonWinner && faults.long_scores_zero && n == expected + 1 {
            fault = CountFault::Long;
        } else {
            let who = if role == Role::Winner { "a winner" } else { "a non-winner" };
            // A compact hand is one string: point at it.
            let ptr = if matches!(text, HandBody::Compact(_)) { "/hand" } else { "/hand/concealed" };
            problems.push(Problem::new(
                ptr,
                Code::WrongTileCount,
                format!(
                    "{who} with {sets} declared meld(s) holds {expected} concealed tiles{}, not {n}",
                    if role == Role::Winner { " including the winning tile" } else { "" }
                ),
            ));
        }
    }
    if problems.is_empty() { Ok((CheckedHand { hand, fault }, checked_win)) } else { Err(problems) }
}

/// Parses a hand's tiles without rule set checks (for tools and tests).
pub fn parse_compact_hand(text: &str) -> Result<Hand, Vec<Problem>> {
    let mut problems = Vec::new();
    let p = parse_compact(text, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut hand = Hand { concealed: [0; KINDS], melds: ArrayVec::new(), bonus: 0 };
    for (t, _) in &p.concealed {
        hand.concealed[t.index()] = hand.concealed[t.index()].saturating_add(1);
    }
    for (m, _) in &p.melds {
        let tile = m.tiles.iter().copied().min().unwrap_or(Tile::B1);
        hand.melds.push(Meld { kind: m.kind, tile, exposed: m.exposed });
    }
    hand.melds.sort();
    for (t, _) in &p.bonus {
        hand.bonus |= t.bonus_bit();
    }
    Ok(hand)
}
