//! Hands: the request's hand (the contract's [`HandBody`]: an object, or compact notation read by
//! [`mahjong_types::notation`], in codes or mpsz) read into counting arrays, and every structural
//! check. A red five (`0m`) is read as its five and refused unless the rule set takes red fives
//! ([`crate::ruleset::Ruleset::red_fives`]: none today).

use arrayvec::ArrayVec;
use mahjong_types::notation::{self, Item};
use mahjong_types::{
    Announcement, HandBody, MAX_ANNOUNCEMENTS, MAX_MELDS, Meld as MeldText, TileText, Win as WinText, check_claimed,
    check_meld,
};

use super::problem::{Code, Problem};
use super::ruleset::{Rules, Source, Timing};
use super::tile::{Counts, KINDS, Tile, Wind};

pub use mahjong_types::MeldKind;

/// A declared meld: its kind, its lowest tile, whether it is exposed (a concealed kong is not) and
/// whether it is a claimed kong (a concealed pung completed by a claimed discard: `exposed` too,
/// it scores as an exposed kong, but counts as concealed for the rules on concealed hands; only
/// under a rule set with `claimed_kongs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
    pub exposed: bool,
    pub claimed: bool,
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
    /// Red fives held, melds included (each also counted as its five), where the rule set
    /// plays with them.
    pub red: u8,
}

impl Hand {
    /// Number of concealed tiles.
    pub fn concealed_len(&self) -> usize {
        super::tile::total(&self.concealed)
    }

    /// Counts of all the player's tiles (melds included; a kong counts four).
    pub fn all_counts(&self) -> Counts {
        let mut c = self.concealed;
        for m in &self.melds {
            let j = m.tile.index();
            let (kinds, each) = match m.kind {
                MeldKind::Chow => (3, 1),
                MeldKind::Pung => (1, 3),
                MeldKind::Kong => (1, 4),
            };
            for n in c.iter_mut().skip(j).take(kinds) {
                *n = n.saturating_add(each);
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
            if m.claimed {
                s.push_str(&format!("{{{inner}}}"));
            } else if m.exposed {
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
    /// The winning tile is the last of its kind (the other three in sight).
    pub last_of_kind: bool,
    pub timing: Timing,
    /// The winner's announcements as a bit set ([`Announcement::bit`]), each one the rule set
    /// takes (its `announcements`); see [`Win::announced`].
    pub announcements: u8,
    /// Dora: for each tile kind, how many dora indicators name it ([`Indicated`]).
    pub dora: Indicated,
    /// Ura dora, the same way.
    pub ura: Indicated,
    /// Honba counters and riichi deposits on the table.
    pub honba: u32,
    pub deposits: u32,
}

/// For each tile kind, how many indicators name it: three bits a kind (at most five indicators).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Indicated(u128);

impl Indicated {
    /// The kind an indicator names: the next of its suit (9 → 1), wind (North → East) or dragon
    /// (red → green → white → red, in the order of the tiles' indices).
    pub fn named_by(indicator: Tile) -> Tile {
        let i = indicator.index();
        let next = match i {
            0..=26 => i / 9 * 9 + (i % 9 + 1) % 9,
            27..=30 => 27 + (i - 27 + 1) % 4,
            _ => 31 + (i - 31 + 2) % 3,
        };
        Tile::from_index(next).unwrap_or(indicator)
    }

    /// Adds an indicator.
    pub fn add(&mut self, indicator: Tile) {
        self.0 += 1 << (3 * Indicated::named_by(indicator).index());
    }

    /// How many indicators name kind `i`.
    pub fn of(self, i: usize) -> u32 {
        ((self.0 >> (3 * i)) & 0b111) as u32
    }

    /// The dora of a hand: each tile held (melds included) once per indicator naming its kind.
    pub fn count(self, hand: &Hand) -> u32 {
        if self.0 == 0 {
            return 0;
        }
        let held = hand.all_counts();
        (0..KINDS).map(|i| self.of(i) * u32::from(held[i])).sum()
    }
}

impl Win {
    /// An ordinary win on `tile` self-drawn from the wall, without announcements.
    pub fn self_drawn(tile: Tile) -> Win {
        Win {
            tile,
            source: Source::Wall,
            discarder: None,
            last_tile: false,
            last_of_kind: false,
            timing: Timing::Normal,
            announcements: 0,
            dora: Indicated::default(),
            ura: Indicated::default(),
            honba: 0,
            deposits: 0,
        }
    }

    /// Whether the winner made announcement `a`.
    pub fn announced(&self, a: Announcement) -> bool {
        self.announcements & a.bit() != 0
    }
}

/// Where the hand stands: seat, prevailing wind(s) and, for the winner, the win.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Context {
    pub seat: Wind,
    /// Prevailing winds as a bit set (`italian` may have two).
    pub rounds: u8,
    pub win: Option<Win>,
}

/// A structural meld spec: kind, tiles, exposure and claim, with tiles parsed.
struct MeldSpec {
    kind: MeldKind,
    tiles: ArrayVec<Tile, 4>,
    exposed: bool,
    claimed: bool,
}

/// Where a parsed tile or meld was written; the JSON pointer is only rendered for a problem.
#[derive(Copy, Clone, Debug)]
enum Loc {
    /// The compact string as a whole.
    Hand,
    Concealed(u32),
    Meld(u32),
    /// Tile `.1` of meld `.0`.
    MeldTile(u32, u32),
    Bonus(u32),
}

impl Loc {
    fn pointer(self) -> String {
        match self {
            Loc::Hand => "/hand".to_string(),
            Loc::Concealed(i) => format!("/hand/concealed/{i}"),
            Loc::Meld(i) => format!("/hand/melds/{i}"),
            Loc::MeldTile(i, j) => format!("/hand/melds/{i}/tiles/{j}"),
            Loc::Bonus(i) => format!("/hand/bonus/{i}"),
        }
    }
}

/// Tiles of a hand before the structural checks: concealed tiles counted by kind (where each came
/// from is found again only for a problem, see [`copies`]), melds and bonus tiles with where each
/// came from.
struct Parsed {
    concealed: Counts,
    melds: ArrayVec<(MeldSpec, Loc), 8>,
    bonus: ArrayVec<(Tile, Loc), 8>,
    /// The fives written red (`0m`), each counted as its five, and where each stands.
    red: Vec<(Tile, Loc)>,
    /// Something could not be parsed: counts would mislead, so count checks are skipped.
    broken: bool,
}

impl Parsed {
    fn new() -> Parsed {
        Parsed { concealed: [0; KINDS], melds: ArrayVec::new(), bonus: ArrayVec::new(), red: Vec::new(), broken: false }
    }

    fn count(&mut self, t: Tile) {
        self.concealed[t.index()] = self.concealed[t.index()].saturating_add(1);
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
    let mut p = Parsed::new();
    for (i, code) in concealed.iter().enumerate() {
        match code.tile() {
            Some(t) if t.is_bonus() => {
                problems.push(Problem::new(
                    Loc::Concealed(i as u32).pointer(),
                    Code::BonusTileInHand,
                    format!("{} is a bonus tile: list it under \"bonus\"", t.code()),
                ));
                p.broken = true;
            }
            Some(t) => p.count(t),
            None => match code.red_five() {
                Some(five) => {
                    p.count(five);
                    p.red.push((five, Loc::Concealed(i as u32)));
                }
                None => {
                    problems.push(unknown_tile(Loc::Concealed(i as u32).pointer(), code.as_str()));
                    p.broken = true;
                }
            },
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
        let at = Loc::Meld(i as u32);
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
                None => match code.red_five() {
                    Some(five) => {
                        let _ = tiles.try_push(five);
                        p.red.push((five, Loc::MeldTile(i as u32, j as u32)));
                    }
                    None => {
                        problems.push(unknown_tile(format!("{}/tiles/{j}", at.pointer()), code.as_str()));
                        ok = false;
                    }
                },
            }
        }
        if let (true, Some(kind)) = (ok, kind) {
            let exposed = m.exposed.unwrap_or(true);
            let claimed = m.is_claimed();
            match check_meld(kind, &tiles, exposed) {
                // A claim is checked on a meld that forms, and pointed at on its own.
                Ok(()) => match if claimed { check_claimed(kind, exposed) } else { Ok(()) } {
                    Ok(()) => p.melds.push((MeldSpec { kind, tiles, exposed, claimed }, at)),
                    Err(msg) => {
                        problems.push(Problem::new(format!("{}/claimed", at.pointer()), Code::InvalidMeld, msg));
                        ok = false;
                    }
                },
                Err(msg) => {
                    problems.push(Problem::new(at.pointer(), Code::InvalidMeld, msg));
                    ok = false;
                }
            }
        }
        p.broken |= !ok;
    }
    for (i, code) in bonus.iter().enumerate() {
        let at = Loc::Bonus(i as u32);
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
                match code.red_five() {
                    Some(five) => problems.push(Problem::new(
                        at.pointer(),
                        Code::NotABonusTile,
                        format!(
                            "{} (a red {}) is not a flower or season: list it under \"concealed\" or in a meld",
                            code.as_str(),
                            five.mpsz()
                        ),
                    )),
                    None => problems.push(unknown_tile(at.pointer(), code.as_str())),
                }
                p.broken = true;
            }
        }
    }
    p
}

fn unknown_tile(ptr: String, code: &str) -> Problem {
    Problem::new(ptr, Code::UnknownTile, mahjong_types::tile::not_a_tile(code))
}

/// The refusal of a red five (of `five`) under a rule set without red fives, at `ptr`.
fn red_five_refused(rules: Rules<'_>, five: Tile, ptr: String) -> Problem {
    Problem::new(
        ptr,
        Code::NotInRuleset,
        format!(
            "rule set {:?} plays without red fives ({}): write the five as {}",
            rules.set.id(),
            five.red_five_text().unwrap_or("0"),
            five.mpsz()
        ),
    )
}

/// The tile of each two-byte code `a` `b`, either case, at `a << 8 | b` ([`Tile::from_code_bytes`]
/// as a table, so that no byte needs testing first); `NO_TILE` where there is none.
static CODE_TILES: [u8; 1 << 16] = {
    let mut t = [NO_TILE; 1 << 16];
    let mut k = 0;
    while k < t.len() {
        let (a, b) = ((k >> 8) as u8, (k & 0xff) as u8);
        if a < 0x80
            && b < 0x80
            && let Some(tile) = Tile::from_code_bytes(a, b)
        {
            t[k] = tile.index() as u8;
        }
        k += 1;
    }
    t
};
const NO_TILE: u8 = u8::MAX;

/// The tile written `a` `b`, read by one lookup.
#[inline(always)]
fn code_tile(a: u8, b: u8) -> Option<Tile> {
    Tile::from_index(CODE_TILES[(a as usize) << 8 | b as usize] as usize)
}

/// The longest text [`read_plain_into`] reads: at most 255 two-byte codes, so that no count of
/// a kind can overflow its byte (a longer text goes to the contract's reader).
const PLAIN_MAX_LEN: usize = 2 * u8::MAX as usize;

/// Compact notation read in one pass over its bytes when it is plain: ASCII whitespace between
/// groups of tile codes, melds in `( )` or `[ ]` of tiles alone that form one, at most
/// [`MAX_MELDS`] melds and 8 bonus tiles, at most [`PLAIN_MAX_LEN`] bytes. Anything else is
/// `None`, for the contract's reader, which says what is wrong; for plain text both read the same
/// tiles, melds and bonus tiles, in the same order. Text with mpsz (`123m`, a red five `0m`) is
/// never plain: its runs start with a digit at a code's first byte, or an `m`, `p` or `z` there
/// (the reading below goes code by code, and [`CODE_TILES`] names no tile for either), so the
/// contract's reader reads it.
///
/// Reads into `p` (new), which is left part-filled when the text is not plain.
#[inline(always)]
fn read_plain_into(text: &str, p: &mut Parsed) -> Option<()> {
    let b = text.as_bytes();
    if b.len() > PLAIN_MAX_LEN.min(mahjong_types::MAX_COMPACT_LEN) {
        return None;
    }
    // The six ASCII whitespace bytes the contract's reader splits on.
    const SPACES: u64 = 1 << b' ' | 1 << b'\t' | 1 << b'\n' | 1 << 0x0b | 1 << 0x0c | 1 << b'\r';
    let space = |c: u8| c <= b' ' && SPACES & (1 << c) != 0;
    let mut k = 0;
    while k < b.len() {
        match b[k] {
            c if space(c) => k += 1,
            open @ (b'(' | b'[') => {
                let close = if open == b'(' { b')' } else { b']' };
                let mut tiles = ArrayVec::<Tile, 4>::new();
                k += 1;
                while *b.get(k)? != close {
                    let t = code_tile(b[k], *b.get(k + 1)?)?;
                    if t.is_bonus() {
                        return None;
                    }
                    tiles.try_push(t).ok()?;
                    k += 2;
                }
                k += 1;
                if b.get(k).is_some_and(|c| !space(*c)) {
                    return None;
                }
                let kind = match tiles.len() {
                    3 if tiles.iter().all(|t| *t == tiles[0]) => MeldKind::Pung,
                    3 => MeldKind::Chow,
                    4 => MeldKind::Kong,
                    _ => return None,
                };
                let exposed = open == b'(';
                if !meld_forms(kind, &tiles, exposed) {
                    return None;
                }
                p.melds.try_push((MeldSpec { kind, tiles, exposed, claimed: false }, Loc::Hand)).ok()?;
            }
            _ => {
                while k < b.len() && !space(b[k]) {
                    // The tile's index straight from the table: a kind, a bonus tile or none.
                    let x = CODE_TILES[(b[k] as usize) << 8 | *b.get(k + 1)? as usize] as usize;
                    if x < KINDS {
                        // No overflow: at most `PLAIN_MAX_LEN / 2` codes.
                        p.concealed[x] += 1;
                    } else {
                        p.bonus.try_push((Tile::from_index(x)?, Loc::Hand)).ok()?;
                    }
                    k += 2;
                }
            }
        }
    }
    (p.melds.len() <= MAX_MELDS).then_some(())
}

/// Whether tiles read as a meld of `kind` (three identical: a pung; three others: a chow; four: a
/// kong) form it, as [`check_meld`] decides, without its sorting: a pung or chow must be exposed,
/// a chow's three kinds are consecutive in one suit, a kong's four tiles identical.
#[inline(always)]
fn meld_forms(kind: MeldKind, tiles: &[Tile], exposed: bool) -> bool {
    match (kind, tiles) {
        (MeldKind::Pung, _) => exposed,
        (MeldKind::Chow, [a, b, c]) => {
            let (a, b, c) = (a.index(), b.index(), c.index());
            let lo = a.min(b).min(c);
            // Three distinct kinds two apart at most are the three consecutive ones.
            exposed && a != b && b != c && a != c && a.max(b).max(c) == lo + 2 && lo < 27 && lo % 9 <= 6
        }
        (MeldKind::Kong, [a, rest @ ..]) => rest.iter().all(|t| t == a),
        _ => false,
    }
}

/// Reads compact notation ([`read_plain_into`], or the contract's one reader); every tile, meld and
/// problem is at `/hand` (the string as a whole).
fn parse_compact(text: &str, problems: &mut Vec<Problem>) -> Parsed {
    let mut p = Parsed::new();
    parse_compact_into(text, problems, &mut p);
    p
}

/// [`parse_compact`] into a fresh `p` (in place: the parse result is large, a copy costs).
fn parse_compact_into(text: &str, problems: &mut Vec<Problem>, p: &mut Parsed) {
    if read_plain_into(text, p).is_none() {
        *p = read_contract(text, problems);
    }
}

/// Reads compact notation with the contract's reader.
fn read_contract(text: &str, problems: &mut Vec<Problem>) -> Parsed {
    let mut p = Parsed::new();
    notation::read(text, |item| match item {
        Item::Tile(t) => p.count(t),
        Item::RedFive(t) => {
            p.count(t);
            p.red.push((t, Loc::Hand));
        }
        Item::Bonus(t) => p.push_bonus(t, Loc::Hand, problems),
        Item::Meld { kind, tiles, exposed, claimed, red } => {
            for (k, t) in tiles.iter().enumerate() {
                if red & (1 << k) != 0 {
                    p.red.push((*t, Loc::Hand));
                }
            }
            // More than four is the reader's problem (`too_many_melds`), reported after the melds.
            let _ = p.melds.try_push((MeldSpec { kind, tiles, exposed, claimed }, Loc::Hand));
        }
        Item::Problem(e) => {
            problems.push(Problem::new(Loc::Hand.pointer(), e.code(), e.into_message()));
            p.broken = true;
        }
    });
    p
}

/// Copies: a fifth copy of any kind, wherever it stands, reported where it stands (concealed
/// tiles in the order given, then the melds). The counts decide whether there is one; only then are
/// the concealed tiles read again in order.
fn copies(text: &HandBody, p: &Parsed, problems: &mut Vec<Problem>) {
    let mut seen = p.concealed;
    for (m, _) in &p.melds {
        for t in &m.tiles {
            seen[t.index()] = seen[t.index()].saturating_add(1);
        }
    }
    if seen.iter().all(|n| *n <= 4) {
        return;
    }
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
    match text {
        HandBody::Hand(h) => {
            for (i, code) in h.concealed.iter().enumerate() {
                // A red five counts as its five.
                if let Some(t) = code.tile().filter(|t| !t.is_bonus()).or_else(|| code.red_five()) {
                    report_copy(t, Loc::Concealed(i as u32), problems);
                }
            }
        }
        HandBody::Compact(s) => notation::read(s, |item| {
            if let Item::Tile(t) | Item::RedFive(t) = item {
                report_copy(t, Loc::Hand, problems);
            }
        }),
    }
    for (m, at) in &p.melds {
        for t in &m.tiles {
            report_copy(*t, *at, problems);
        }
    }
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
    let mut p = Parsed::new();
    match text {
        HandBody::Hand(h) => p = parse_structured(&h.concealed, &h.melds, &h.bonus, &mut problems),
        HandBody::Compact(s) => parse_compact_into(s, &mut problems, &mut p),
    }
    copies(text, &p, &mut problems);
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
    // Red fives, where they stand: read as fives, taken only by a rule set that plays with them.
    let red_fives = rules.set.red_fives(rules.opts);
    if !p.red.is_empty() && !red_fives {
        for (five, at) in &p.red {
            problems.push(red_five_refused(rules, *five, at.pointer()));
        }
    }
    let red = if red_fives { p.red.len().min(u8::MAX as usize) as u8 } else { 0 };
    let mut hand = Hand { concealed: p.concealed, melds: ArrayVec::new(), bonus, red };
    for (m, at) in p.melds.iter().take(4) {
        let tile = m.tiles.iter().copied().min().unwrap_or(Tile::B1);
        if m.claimed && !rules.set.def.claimed_kongs {
            let ptr = match at {
                Loc::Hand => at.pointer(),
                _ => format!("{}/claimed", at.pointer()),
            };
            let codes: String = m.tiles.iter().map(|t| t.code()).collect();
            problems.push(Problem::new(
                ptr,
                Code::NotInRuleset,
                format!(
                    "rule set {:?} does not take claimed kongs ({{{codes}}}): declare it an exposed kong",
                    rules.set.id()
                ),
            ));
        }
        hand.melds.push(Meld { kind: m.kind, tile, exposed: m.exposed, claimed: m.claimed });
    }
    // Canonical order: the order melds were given in cannot matter.
    hand.melds.sort();

    // The win.
    let mut checked_win = None;
    if let Some(w) = win {
        let tile = match (w.tile.tile(), w.tile.red_five()) {
            (None, Some(five)) => {
                if !rules.set.red_fives(rules.opts) {
                    problems.push(red_five_refused(rules, five, "/win/tile".into()));
                }
                Some(five)
            }
            (tile, _) => tile,
        };
        match tile {
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
                    last_of_kind: w.last_of_kind,
                    timing: w.timing,
                    announcements: 0,
                    dora: Indicated::default(),
                    ura: Indicated::default(),
                    honba: u32::from(w.honba),
                    deposits: u32::from(w.deposits),
                });
            }
        }
        let announcements = check_announcements(rules, "/win", &w.announcements, &mut problems);
        check_riichi(&hand, "/win", &w.announcements, announcements, &mut problems);
        if !w.ura_indicators.is_empty() && !riichi_declared(announcements) {
            problems.push(Problem::new(
                "/win/ura_indicators",
                Code::InvalidWin,
                "ura dora count only for a winner who declared riichi or double_riichi",
            ));
        }
        let dora = indicators(rules, "dora_indicators", &w.dora_indicators, &mut problems);
        let ura = indicators(rules, "ura_indicators", &w.ura_indicators, &mut problems);
        if let Some(cw) = &mut checked_win {
            cw.announcements = announcements;
            cw.dora = dora;
            cw.ura = ura;
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
        if w.source == Source::KongReplacement
            && !p.broken
            && !rules.set.def.kong_box_without_kong
            && !hand.melds.iter().any(|m| m.kind == MeldKind::Kong)
        {
            problems.push(Problem::new(
                "/win/source",
                Code::InvalidWin,
                "a kong replacement tile needs a declared kong in the hand",
            ));
        }
        match w.timing {
            Timing::Normal => {}
            Timing::Heavenly => {
                if seat != Wind::East || w.source != Source::Wall || !hand.melds.is_empty() {
                    problems.push(Problem::new(
                        "/win/timing",
                        Code::InvalidWin,
                        "a heavenly hand is East's dealt hand, self-drawn (source \"wall\"), no meld declared",
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
            Timing::BlessingOfEarth | Timing::BlessingOfMan if !rules.set.scores_timing(w.timing) => {
                problems.push(Problem::new(
                    "/win/timing",
                    Code::NotInRuleset,
                    format!("rule set {:?} does not score the timing {} (riichi does)", rules.set.id(), w.timing),
                ));
            }
            Timing::BlessingOfEarth | Timing::BlessingOfMan => {
                let (earth, source) = (w.timing == Timing::BlessingOfEarth, w.source);
                let source_ok = if earth { source == Source::Wall } else { source == Source::Discard };
                if seat == Wind::East || !source_ok || !hand.melds.is_empty() {
                    let what = if earth {
                        "a blessing of earth is a non-dealer's win on their first draw (source \"wall\", no meld)"
                    } else {
                        "a blessing of man is a non-dealer's win on a discard before their first draw (source \"discard\", no meld)"
                    };
                    problems.push(Problem::new("/win/timing", Code::InvalidWin, what));
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

/// Whether announcements (a bit set) hold riichi or double riichi.
pub fn riichi_declared(announced: u8) -> bool {
    announced & (Announcement::Riichi.bit() | Announcement::DoubleRiichi.bit()) != 0
}

/// A claimant's announcements (`/claims/N/announcements`), checked as a winner's are: each one
/// the rule set takes, once; riichi's on a concealed hand, where the claim gives the hand. The
/// bit set.
pub fn claim_announcements(
    rules: Rules<'_>,
    hand: Option<&Hand>,
    at: &str,
    listed: &[Announcement],
    problems: &mut Vec<Problem>,
) -> u8 {
    let announced = check_announcements(rules, at, listed, problems);
    if let Some(hand) = hand {
        check_riichi(hand, at, listed, announced, problems);
    }
    announced
}

/// Riichi's announcements need a concealed hand, and each other one riichi (the reference
/// package's checks, docs/rules-riichi.md#riichi-errors): riichi or double riichi (not both) on a
/// hand with no exposed meld; ippatsu and open riichi only with one of them. `at` is the object
/// holding `announcements` (`/win`, `/claims/N`).
fn check_riichi(hand: &Hand, at: &str, listed: &[Announcement], announced: u8, problems: &mut Vec<Problem>) {
    let has = |a: Announcement| announced & a.bit() != 0;
    let at = |a: Announcement| {
        let i = listed.iter().position(|x| *x == a).unwrap_or(0);
        format!("{at}/announcements/{i}")
    };
    let riichi = riichi_declared(announced);
    if has(Announcement::Riichi) && has(Announcement::DoubleRiichi) {
        problems.push(Problem::new(
            at(Announcement::DoubleRiichi),
            Code::InvalidWin,
            "double_riichi is riichi declared on the first turn: list it instead of riichi, not beside it",
        ));
    }
    if riichi && hand.melds.iter().any(|m| m.exposed) {
        let a = if has(Announcement::Riichi) { Announcement::Riichi } else { Announcement::DoubleRiichi };
        problems.push(Problem::new(at(a), Code::InvalidWin, format!("{a} needs a concealed hand: no exposed meld")));
    }
    for a in [Announcement::Ippatsu, Announcement::OpenRiichi] {
        if has(a) && !riichi {
            problems.push(Problem::new(at(a), Code::InvalidWin, format!("{a} needs riichi or double_riichi")));
        }
    }
}

/// The most dora (or ura dora) indicators a win shows: the dead wall's five.
pub const MAX_INDICATORS: usize = 5;

/// A win's dora or ura dora indicators: tiles (a red five is a five), at most
/// [`MAX_INDICATORS`], only under a rule set that counts dora.
fn indicators(rules: Rules<'_>, field: &str, listed: &[TileText], problems: &mut Vec<Problem>) -> Indicated {
    let mut out = Indicated::default();
    if listed.is_empty() {
        return out;
    }
    if !rules.set.counts_dora() {
        problems.push(Problem::new(
            format!("/win/{field}"),
            Code::NotInRuleset,
            format!("rule set {:?} has no dora: leave {field} out", rules.set.id()),
        ));
        return out;
    }
    if listed.len() > MAX_INDICATORS {
        problems.push(Problem::new(
            format!("/win/{field}"),
            Code::InvalidWin,
            format!("at most {MAX_INDICATORS} {field}, not {}", listed.len()),
        ));
        return out;
    }
    for (i, t) in listed.iter().enumerate() {
        match t.tile().or(t.red_five()) {
            Some(tile) if !tile.is_bonus() => out.add(tile),
            Some(tile) => problems.push(Problem::new(
                format!("/win/{field}/{i}"),
                Code::InvalidWin,
                format!("{} is a bonus tile, never an indicator", tile.code()),
            )),
            None => problems.push(unknown_tile(format!("/win/{field}/{i}"), t.as_str())),
        }
    }
    out
}

/// The announcements of a win (or a claim: `at`) as a bit set: each at most once (`invalid_win`),
/// each one the rule set takes (`not_in_ruleset`), pointed at where it stands; a list longer than
/// [`MAX_ANNOUNCEMENTS`] is one problem.
fn check_announcements(rules: Rules<'_>, at: &str, listed: &[Announcement], problems: &mut Vec<Problem>) -> u8 {
    if listed.len() > MAX_ANNOUNCEMENTS {
        problems.push(Problem::new(
            format!("{at}/announcements"),
            Code::InvalidWin,
            format!("a win lists at most {MAX_ANNOUNCEMENTS} announcements, each once, not {}", listed.len()),
        ));
        return 0;
    }
    let mut bits = 0u8;
    for (i, a) in listed.iter().enumerate() {
        if bits & a.bit() != 0 {
            problems.push(Problem::new(
                format!("{at}/announcements/{i}"),
                Code::InvalidWin,
                format!("{a} is announced twice: list each announcement once"),
            ));
        } else if !rules.set.def.announcements.contains(a) {
            let takes = match rules.set.def.announcements.as_slice() {
                [] => "none".to_string(),
                some => some.iter().map(|a| a.as_str()).collect::<Vec<_>>().join(", "),
            };
            problems.push(Problem::new(
                format!("{at}/announcements/{i}"),
                Code::NotInRuleset,
                format!("rule set {:?} does not take the announcement {a} (it takes: {takes})", rules.set.id()),
            ));
        }
        bits |= a.bit();
    }
    bits
}

/// Parses a hand's tiles without rule set checks (for tools and tests).
pub fn parse_compact_hand(text: &str) -> Result<Hand, Vec<Problem>> {
    let mut problems = Vec::new();
    let p = parse_compact(text, &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut hand = Hand { concealed: p.concealed, melds: ArrayVec::new(), bonus: 0, red: 0 };
    for (m, _) in &p.melds {
        let tile = m.tiles.iter().copied().min().unwrap_or(Tile::B1);
        hand.melds.push(Meld { kind: m.kind, tile, exposed: m.exposed, claimed: m.claimed });
    }
    hand.melds.sort();
    for (t, _) in &p.bonus {
        hand.bonus |= t.bonus_bit();
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::Registry;
    use mahjong_types::{Hand as HandText, TileText};

    fn problems(body: HandBody) -> Vec<(Code, String)> {
        let registry = Registry::builtin();
        let set = registry.get("ecr").expect("built in");
        let opts = set.default_options();
        let rules = Rules { set, opts: &opts };
        match check_hand(rules, &body, None, Wind::East) {
            Ok(_) => Vec::new(),
            Err(ps) => ps.into_iter().map(|p| (p.code, p.pointer)).collect(),
        }
    }

    fn read_plain(text: &str) -> Option<Parsed> {
        let mut p = Parsed::new();
        read_plain_into(text, &mut p).map(|()| p)
    }

    /// What a reading found: concealed counts, melds and bonus tiles in order.
    type Read = (Counts, Vec<(MeldKind, Vec<Tile>, bool, bool)>, Vec<Tile>);

    fn summary(p: &Parsed) -> Read {
        let melds = p.melds.iter().map(|(m, _)| (m.kind, m.tiles.to_vec(), m.exposed, m.claimed)).collect();
        (p.concealed, melds, p.bonus.iter().map(|(t, _)| *t).collect())
    }

    #[test]
    fn plain_reading_agrees_with_the_contract_reader() {
        // Texts from fragments, plain and not: codes in either case, melds that form and do not,
        // brackets, bonus tiles, whitespace, junk, multi-byte characters, mpsz (never plain).
        const PIECES: [&str; 49] = [
            "123m",
            "5m",
            "0p",
            "7Z",
            "(555p)",
            "[1111m]",
            "{3333s}",
            "m",
            "12",
            "s1s",
            "b1",
            "B2",
            "c3",
            "d9",
            "WE",
            "ws",
            "dR",
            "dg",
            "f1",
            "S4",
            "b1b2b3",
            "(b1b2b3)",
            "(c5c5c5)",
            "[d7d7d7d7]",
            "(wewewewe)",
            "[b1b1b1]",
            "(b1b2b4)",
            "(b3b1b2)",
            "(b8b9c1)",
            "(c9d1d2)",
            "(b1b1b2)",
            "[b4b5b6]",
            "(f1b1b1b1)",
            "()",
            "(",
            ")",
            "[",
            "]",
            " ",
            "  ",
            "\t",
            "\n",
            "x",
            "b",
            "b0",
            "é",
            "\u{3000}",
            "(b1b1b1",
            "b1)",
        ];
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut plain = 0;
        for _ in 0..20_000 {
            let mut text = String::new();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for _ in 0..(x % 14) {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                text.push_str(PIECES[(x >> 32) as usize % PIECES.len()]);
                if x.is_multiple_of(3) {
                    text.push(' ');
                }
            }
            if let Some(fast) = read_plain(&text) {
                plain += 1;
                let mut problems = Vec::new();
                let slow = read_contract(&text, &mut problems);
                assert!(problems.is_empty(), "{text:?}: {problems:?}");
                assert_eq!(summary(&fast), summary(&slow), "{text:?}");
            }
        }
        assert!(plain > 1000, "only {plain} plain texts");
        // mpsz goes to the contract's reader, whatever stands around it.
        for text in ["123m456p789s11z", "b1b2b3 5m", "1s", "(555p)", "[1111m]", "{3333m}", "0m", "b1b2b3 (777z)", "m"] {
            assert!(read_plain(text).is_none(), "{text:?}");
        }
        // Every text the contract reader reads without a problem is read plainly too (but for
        // the cases `read_plain` leaves to it).
        for text in ["b1b2b3 c4c4c4 (d1d2d3) [wewewewe] drdr f1 s2", "B1b1B1 (DRdrDR)\tc7c8c9\n", ""] {
            let fast = read_plain(text).expect(text);
            let mut problems = Vec::new();
            assert_eq!(summary(&fast), summary(&read_contract(text, &mut problems)), "{text:?}");
            assert!(problems.is_empty());
        }
    }

    #[test]
    fn plain_reading_stops_where_a_count_could_overflow() {
        // 255 codes of one kind still count in a byte; a longer text goes to the contract reader,
        // whose counts saturate.
        let most = "b1".repeat(255);
        assert_eq!(read_plain(&most).map(|p| p.concealed[0]), Some(255));
        let longer = format!("{most} b1");
        assert!(read_plain(&longer).is_none());
        let mut problems = Vec::new();
        assert_eq!(read_contract(&longer, &mut problems).concealed[0], 255);
        assert!(problems.is_empty(), "{problems:?}");
    }

    /// ECR's definition with claimed kongs and both announcements declared, as `dmjl` and `bmja`
    /// will declare them.
    fn ecr_with_claims() -> crate::ruleset::Ruleset {
        let text = crate::registry::BUILTIN.iter().find(|(id, _)| *id == "ecr").expect("built in").1;
        let mut def: crate::ruleset::RulesetDef = toml::from_str(text).expect("ecr reads");
        def.id = "ecr-with-claims".into();
        def.claimed_kongs = true;
        def.announcements = vec![Announcement::OriginalCall, Announcement::TwofoldFortune];
        crate::ruleset::Ruleset::compile(def).expect("compiles")
    }

    /// Problems as (code, pointer).
    type Problems = Vec<(Code, String)>;

    fn check(
        set: &crate::ruleset::Ruleset,
        body: HandBody,
        win: Option<&WinText>,
    ) -> Result<(Hand, Option<Win>), Problems> {
        let opts = set.default_options();
        let rules = Rules { set, opts: &opts };
        check_hand(rules, &body, win, Wind::South)
            .map(|(c, w)| (c.hand, w))
            .map_err(|ps| ps.into_iter().map(|p| (p.code, p.pointer)).collect())
    }

    /// Eleven concealed tiles with the winning we, and a claimed c3 kong.
    fn claimed_hand() -> HandText {
        HandText::parse("b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}").expect("parses")
    }

    #[test]
    fn claimed_kongs_and_announcements_are_refused_where_the_rule_set_has_none() {
        let registry = Registry::builtin();
        let ecr = registry.get("ecr").expect("built in");
        let win = WinText::self_drawn(Tile::WE);
        let nir = |p: &str| (Code::NotInRuleset, p.to_string());
        // Object form: at the meld's flag; compact: at the string.
        assert_eq!(check(ecr, claimed_hand().into(), Some(&win)), Err(vec![nir("/hand/melds/0/claimed")]));
        let compact = HandBody::Compact("b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}".into());
        assert_eq!(check(ecr, compact, Some(&win)), Err(vec![nir("/hand")]));
        // Announcements: each at its index; twice is a bad win whatever the rule set.
        let announced = win.clone().announce(Announcement::TwofoldFortune).announce(Announcement::OriginalCall);
        let plain = HandBody::Compact("b1b2b3 d5d5d5 c7c8c9 wewe (c3c3c3c3)".into());
        assert_eq!(
            check(ecr, plain.clone(), Some(&announced)),
            Err(vec![nir("/win/announcements/0"), nir("/win/announcements/1")])
        );
        let twice = WinText { announcements: vec![Announcement::OriginalCall; 2], ..win.clone() };
        assert_eq!(
            check(ecr, plain.clone(), Some(&twice)),
            Err(vec![nir("/win/announcements/0"), (Code::InvalidWin, "/win/announcements/1".into())])
        );
        // A longer list than there are announcements: one problem, whatever it holds.
        let long = WinText { announcements: vec![Announcement::OriginalCall; 10_000], ..win.clone() };
        assert_eq!(check(ecr, plain, Some(&long)), Err(vec![(Code::InvalidWin, "/win/announcements".into())]));
        // No win, no announcements: a waiting hand with a claimed kong is refused alike.
        let waiting = HandText::parse("b1b2b3 d5d5d5 c7c8c9 we {c3c3c3c3}").expect("parses");
        assert_eq!(check(ecr, waiting.into(), None), Err(vec![nir("/hand/melds/0/claimed")]));
    }

    #[test]
    fn a_claim_on_anything_but_an_exposed_kong_is_an_invalid_meld() {
        // Whatever the rule set: the meld is wrong before the rule set is asked.
        let with = ecr_with_claims();
        let registry = Registry::builtin();
        let ecr = registry.get("ecr").expect("built in");
        let win = WinText::self_drawn(Tile::WE);
        let at = |p: &str| Err(vec![(Code::InvalidMeld, p.to_string())]);
        for set in [&with, &**ecr] {
            let mut pung = HandText::parse("b1b2b3 d5d5d5 c7c8c9 wewe (c3c3c3)").expect("parses");
            pung.melds[0].claimed = Some(true);
            assert_eq!(check(set, pung.into(), Some(&win)), at("/hand/melds/0/claimed"));
            let mut concealed = HandText::parse("b1b2b3 d5d5d5 c7c8c9 wewe [c3c3c3c3]").expect("parses");
            concealed.melds[0].claimed = Some(true);
            assert_eq!(check(set, concealed.into(), Some(&win)), at("/hand/melds/0/claimed"));
            let braces = HandBody::Compact("b1b2b3 d5d5d5 c7c8c9 c3 wewe {c3c3c3}".into());
            assert_eq!(check(set, braces, Some(&win)), at("/hand"));
        }
    }

    #[test]
    fn a_rule_set_that_declares_them_takes_them_and_the_engine_carries_them() {
        let set = ecr_with_claims();
        let win = WinText::self_drawn(Tile::WE).announce(Announcement::OriginalCall);
        let (hand, checked) = check(&set, claimed_hand().into(), Some(&win)).expect("taken");
        assert_eq!(
            hand.melds.as_slice(),
            [Meld { kind: MeldKind::Kong, tile: Tile::C3, exposed: true, claimed: true }]
        );
        let checked = checked.expect("a win");
        assert!(checked.announced(Announcement::OriginalCall) && !checked.announced(Announcement::TwofoldFortune));
        assert_eq!(checked.announcements, Announcement::OriginalCall.bit());
        // Compact notation reads the same hand, and writes it back in braces.
        let compact = HandBody::Compact("b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}".into());
        assert_eq!(check(&set, compact, Some(&win)).map(|(h, _)| h), Ok(hand.clone()));
        assert_eq!(hand.to_compact(), "b1b2b3c7c8c9d5d5d5wewe {c3c3c3c3}");
        assert_eq!(parse_compact_hand(&hand.to_compact()), Ok(hand.clone()));
        // Both announcements, in any order: the same set.
        let both =
            WinText::self_drawn(Tile::WE).announce(Announcement::TwofoldFortune).announce(Announcement::OriginalCall);
        let (_, w) = check(&set, claimed_hand().into(), Some(&both)).expect("taken");
        assert_eq!(w.map(|w| w.announcements), Some(0b11));
        // A claimed kong is not the exposed kong it scores as: hands, and so anything keyed by
        // them, tell the two apart; so do wins with and without an announcement.
        let exposed = HandBody::Compact("b1b2b3 d5d5d5 c7c8c9 wewe (c3c3c3c3)".into());
        let (plain, plain_win) = check(&set, exposed, Some(&WinText::self_drawn(Tile::WE))).expect("taken");
        assert_ne!(plain, hand);
        assert_ne!(plain_win, Some(checked));
        let key = |h: &Hand| {
            use std::hash::{Hash, Hasher};
            let mut s = std::collections::hash_map::DefaultHasher::new();
            h.hash(&mut s);
            s.finish()
        };
        assert_ne!(key(&plain), key(&hand));
    }

    #[test]
    fn a_claimed_kong_scores_as_the_exposed_kong() {
        // No rule set scores a claim or an announcement yet: each hand scores as with an exposed
        // kong and no announcement. (An exposed pung besides keeps the hand from being concealed
        // either way, whatever a rule set makes of a claimed kong's concealment.)
        let set = ecr_with_claims();
        let opts = set.default_options();
        let rules = Rules { set: &set, opts: &opts };
        let score = |text: &str, win: &WinText| {
            let (checked, w) =
                check_hand(rules, &HandBody::Compact(text.into()), Some(win), Wind::South).expect("valid");
            let s =
                crate::score::score(rules, &checked, &Context { seat: Wind::South, rounds: Wind::East.bit(), win: w });
            (s.total, s.elements.len())
        };
        let win = WinText::self_drawn(Tile::WE);
        let claimed =
            score("b1b2b3 c7c8c9 wewe (dgdgdg) {c3c3c3c3}", &win.clone().announce(Announcement::OriginalCall));
        assert_eq!(claimed, score("b1b2b3 c7c8c9 wewe (dgdgdg) (c3c3c3c3)", &win));
        assert!(claimed.0 > 0);
    }

    #[test]
    fn fifth_copies_are_reported_where_they_stand_in_order() {
        let copies = |body| {
            problems(body).into_iter().filter(|(c, _)| *c == Code::TooManyCopies).map(|(_, p)| p).collect::<Vec<_>>()
        };
        // Concealed tiles in the order given (c5 reaches five before b1), then the melds.
        let h = HandText {
            concealed: ["c5", "b1", "c5", "b1", "c5", "b1", "c5", "b1", "c5", "xx", "b1"].map(Into::into).to_vec(),
            melds: vec![mahjong_types::Meld::pung(Tile::DR), mahjong_types::Meld::pung(Tile::DG)],
            bonus: Vec::new(),
        };
        assert_eq!(copies(HandBody::Hand(h.clone())), ["/hand/concealed/8", "/hand/concealed/10"]);
        let mut h2 = h;
        h2.concealed.truncate(3);
        h2.melds.push(mahjong_types::Meld::kong(Tile::C5));
        assert_eq!(copies(HandBody::Hand(h2)), ["/hand/melds/2"]);
        assert_eq!(copies(HandBody::Compact("b1b1b1b1b1 c2c2c2c2c2".into())), ["/hand", "/hand"]);
        assert!(copies(HandBody::Compact("b1b1b1b1 (b2b2b2) c2c2c2c2".into())).is_empty());
    }

    #[test]
    fn mpsz_reads_as_the_same_hand_as_codes() {
        let registry = Registry::builtin();
        let ecr = registry.get("ecr").expect("built in");
        let win = WinText::self_drawn(Tile::WE);
        let pairs = [
            ("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr)", "123s555p789m11z (777z)"),
            ("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr)", "1s2s3s 5p5p5p 7m8m9m 1z1z (7z7z7z)"),
            ("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr)", "b1b2b3 555p 789m wewe (777z)"),
            ("c7c8c9 wewe [b4b4b4b4] (dgdgdg) (d1d2d3)", "789m11z [4444s] (666z) (123p)"),
        ];
        for (codes, mpsz) in pairs {
            let a = check(ecr, HandBody::Compact(codes.into()), Some(&win));
            let b = check(ecr, HandBody::Compact(mpsz.into()), Some(&win));
            assert!(a.is_ok(), "{codes}: {a:?}");
            assert_eq!(a, b, "{codes} / {mpsz}");
            // And the object form, tiles in mpsz.
            let object = HandText::parse(mpsz).expect("parses");
            let spelled = HandText {
                concealed: object.concealed.iter().map(|t| TileText::parse(t.tile().expect("a tile").mpsz())).collect(),
                ..object
            };
            assert_eq!(check(ecr, spelled.into(), Some(&WinText::self_drawn(TileText::parse("1z")))), a, "{mpsz}");
        }
    }

    #[test]
    fn red_fives_are_refused_where_they_stand() {
        let registry = Registry::builtin();
        let nir = |p: &str| (Code::NotInRuleset, p.to_string());
        for id in crate::registry::BUILTIN.iter().map(|(id, _)| *id) {
            let set = registry.get(id).expect("built in");
            let win = WinText::self_drawn(Tile::WE);
            // Compact notation: at the string, once per red five; never read as a plain five.
            let compact = HandBody::Compact("123s0p55p789m11z (777z)".into());
            assert_eq!(check(set, compact, Some(&win)), Err(vec![nir("/hand")]), "{id}");
            let two = HandBody::Compact("123s055p789m11z (406m)".into());
            assert_eq!(check(set, two, Some(&win)), Err(vec![nir("/hand"), nir("/hand")]), "{id}");
            // Object form: at the tile.
            let h = HandText::parse("123s055p11z (777z) (406m)").expect("parses");
            assert_eq!(h.concealed[3], TileText::parse("0p"));
            let got = check(set, h.into(), Some(&WinText::self_drawn(TileText::parse("0p"))));
            assert_eq!(
                got,
                Err(vec![nir("/hand/concealed/3"), nir("/hand/melds/1/tiles/1"), nir("/win/tile")]),
                "{id}"
            );
            // Under bonus: not a bonus tile, whatever the rule set.
            let mut b = HandText::parse("123s555p789m11z (777z)").expect("parses");
            b.bonus.push(TileText::parse("0s"));
            let got = check(set, b.into(), Some(&win)).expect_err("refused");
            assert_eq!(got[0], (Code::NotABonusTile, "/hand/bonus/0".to_string()), "{id}");
        }
        // The message names the red five and the five to write instead.
        let set = registry.get("ecr").expect("built in");
        let opts = set.default_options();
        let rules = Rules { set, opts: &opts };
        let ps = check_hand(rules, &HandBody::Compact("123s0p55p789m11z (777z)".into()), None, Wind::East)
            .expect_err("refused");
        assert_eq!(ps[0].message, r#"rule set "ecr" plays without red fives (0p): write the five as 5p"#);
        // A fifth five counts its red one.
        let five = HandBody::Compact("0p5555p 123s 789m 1z".into());
        let ps = check(set, five, None).expect_err("refused");
        assert!(ps.contains(&(Code::TooManyCopies, "/hand".into())), "{ps:?}");
    }
}
