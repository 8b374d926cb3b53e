//! A plain second scorer written from the rules (docs/rules.md; `dmjl` and `bmja` from the
//! dmjl/bmja rules specification, in [`kajongg`]), for the differential long run: every
//! arrangement is listed and every rule is a line of code, with no tables, no data-driven rule
//! sets and no shortcuts. It answers what an outside checker compares: whether a hand is a
//! mahjong, its total, points and doublings, the limit hand named, and the waits with their
//! totals.

use crate::hands::*;

mod kajongg;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum K {
    Chow,
    Pung,
    Kong,
    Pair,
    /// Vogel eet cake's bamboo-1 + circles-1.
    Mixed,
}

#[derive(Copy, Clone, Debug)]
struct S {
    k: K,
    t: usize,
    concealed: bool,
    declared: bool,
    winning: bool,
}

impl S {
    fn holds(&self, x: usize) -> bool {
        match self.k {
            K::Chow => x >= self.t && x < self.t + 3,
            K::Mixed => x == B1 || x == D1,
            _ => x == self.t,
        }
    }
    fn pung_like(&self) -> bool {
        matches!(self.k, K::Pung | K::Kong)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pat {
    Sets,
    Vogel,
    SevenPairs,
    Orphans,
    Snake,
    Svarione,
}

#[derive(Clone, Debug)]
struct Arr {
    pat: Pat,
    sets: Vec<S>,
}

impl Arr {
    fn pair(&self) -> Option<&S> {
        self.sets.iter().find(|s| matches!(s.k, K::Pair | K::Mixed))
    }
    fn winning(&self) -> Option<&S> {
        self.sets.iter().find(|s| s.winning)
    }
    fn sets_and_pair(&self) -> bool {
        matches!(self.pat, Pat::Sets | Pat::Vogel)
    }
    fn count(&self, f: impl Fn(&S) -> bool) -> usize {
        self.sets.iter().filter(|s| f(s)).count()
    }
}

/// The reference answer for one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub mahjong: bool,
    pub total: u32,
    /// The limit hand named (for a waiting `rode-boekje` non-winner and a `bmja` non-winner
    /// calling for a limit hand, the one waited on).
    pub limit: Option<&'static str>,
    /// Points and doublings of the reading scored (both 0 for a limit hand or a false mahjong).
    pub points: u32,
    pub doublings: u32,
    /// Every (points, doublings) of the readings that reach the same total as well as the one
    /// scored (readings may tie, a capped total above all): a scorer may report any of them.
    pub breakdowns: Vec<(u32, u32)>,
}

impl Answer {
    fn nothing(mahjong: bool) -> Answer {
        Answer { mahjong, total: 0, limit: None, points: 0, doublings: 0, breakdowns: vec![(0, 0)] }
    }

    /// Whether `points` and `doublings` are those of one of the best readings.
    pub fn allows(&self, points: u32, doublings: u32) -> bool {
        self.breakdowns.contains(&(points, doublings))
    }
}

/// One limit hand: value, then its place in the rule set's list, then its id.
type Limit = (u32, usize, &'static str);

// ------------------------------------------------------------------------------------------------
// Hand facts.

struct Facts {
    all: [u8; KINDS],
    suits: usize,
    honours: bool,
    terminals: bool,
    any_tile: bool,
}

impl Facts {
    fn of(h: &GenHand) -> Facts {
        let all = h.all_counts();
        let present = |f: fn(usize) -> bool| (0..KINDS).any(|t| all[t] > 0 && f(t));
        let suits = (0..3).filter(|s| (0..9).any(|r| all[s * 9 + r] > 0)).count();
        Facts { all, suits, honours: present(is_honour), terminals: present(is_terminal), any_tile: present(|_| true) }
    }
    fn only(&self, f: fn(usize) -> bool) -> bool {
        self.any_tile && (0..KINDS).all(|t| self.all[t] == 0 || f(t))
    }
    /// One suit and at least one honour.
    fn one_suit_with_honours(&self) -> bool {
        self.suits == 1 && self.honours
    }
    /// One suit, no honours.
    fn one_suit_only(&self) -> bool {
        self.suits == 1 && !self.honours
    }
}

fn rounds(h: &GenHand) -> u8 {
    h.rounds()
}
fn is_seat_wind(h: &GenHand, t: usize) -> bool {
    t == 27 + h.seat
}
fn is_round_wind(h: &GenHand, t: usize) -> bool {
    is_wind(t) && rounds(h) & (1 << (t - 27)) != 0
}
fn bonus_mask(h: &GenHand) -> u8 {
    h.bonus.iter().fold(0, |m, b| m | 1 << b)
}

// ------------------------------------------------------------------------------------------------
// Arrangements.

fn split_sets(c: &mut [u8; KINDS], need: usize, cur: &mut Vec<S>, out: &mut Vec<Vec<S>>) {
    let Some(i) = (0..KINDS).find(|i| c[*i] > 0) else {
        if need == 0 {
            out.push(cur.clone());
        }
        return;
    };
    if need == 0 {
        return;
    }
    let set = |k, t| S { k, t, concealed: true, declared: false, winning: false };
    if c[i] >= 3 {
        c[i] -= 3;
        cur.push(set(K::Pung, i));
        split_sets(c, need - 1, cur, out);
        cur.pop();
        c[i] += 3;
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        cur.push(set(K::Chow, i));
        split_sets(c, need - 1, cur, out);
        cur.pop();
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
}

fn meld_sets(h: &GenHand) -> Vec<S> {
    h.melds
        .iter()
        .map(|m| S {
            k: match m.kind {
                MeldKind::Chow => K::Chow,
                MeldKind::Pung => K::Pung,
                MeldKind::Kong => K::Kong,
            },
            t: m.tile,
            concealed: !m.exposed,
            declared: true,
            winning: false,
        })
        .collect()
}

fn sets_needed(h: &GenHand) -> usize {
    4usize.saturating_sub(h.melds.len())
}

/// Seven pairs under the rule set: `rode-boekje` and `nine-dragons` seven different pairs and no
/// melds; `italian` four identical tiles (held, or a concealed kong) count as two pairs.
fn seven_pairs(h: &GenHand, c: &[u8; KINDS]) -> bool {
    match h.ruleset {
        RODE_BOEKJE => {
            h.melds.is_empty() && c.iter().filter(|n| **n == 2).count() == 7 && c.iter().all(|n| *n == 0 || *n == 2)
        }
        NINE_DRAGONS => {
            h.option_bool("seven_pairs", false)
                && h.melds.is_empty()
                && c.iter().filter(|n| **n == 2).count() == 7
                && c.iter().all(|n| *n == 0 || *n == 2)
        }
        ITALIAN => {
            if h.melds.iter().any(|m| m.exposed || m.kind != MeldKind::Kong) {
                return false;
            }
            if c.iter().any(|n| *n % 2 == 1) {
                return false;
            }
            let pairs: usize = c.iter().map(|n| *n as usize / 2).sum::<usize>() + 2 * h.melds.len();
            pairs == 7
        }
        _ => false,
    }
}

fn thirteen_orphans(h: &GenHand, c: &[u8; KINDS]) -> bool {
    matches!(h.ruleset, RODE_BOEKJE | ECR | NINE_DRAGONS)
        && h.melds.is_empty()
        && ORPHANS.iter().all(|t| c[*t] >= 1)
        && ORPHANS.iter().map(|t| c[*t] as usize).sum::<usize>() == 14
}

fn wind_snake(h: &GenHand, c: &[u8; KINDS]) -> bool {
    if h.ruleset != RODE_BOEKJE || !h.melds.is_empty() || c.iter().map(|n| *n as usize).sum::<usize>() != 14 {
        return false;
    }
    (0..3).any(|s| {
        (0..9).all(|r| c[s * 9 + r] >= 1)
            && (27..31).all(|w| c[w] >= 1)
            && (0..KINDS).all(|t| c[t] == 0 || (t / 9 == s && t < 27) || is_wind(t))
    })
}

fn svarione(h: &GenHand, c: &[u8; KINDS]) -> bool {
    let n: usize = c.iter().map(|n| *n as usize).sum();
    h.ruleset == ITALIAN && n == 3 * sets_needed(h) + 2 && Facts::of(h).only(is_major)
}

/// The declared melds, each split of `rest` into the sets the hand still needs, and `pair`.
fn melds_and_splits(h: &GenHand, mut rest: [u8; KINDS], pair: S) -> Vec<Vec<S>> {
    let mut found = Vec::new();
    split_sets(&mut rest, sets_needed(h), &mut Vec::new(), &mut found);
    found
        .into_iter()
        .map(|f| {
            let mut sets = meld_sets(h);
            sets.extend(f);
            sets.push(pair);
            sets
        })
        .collect()
}

/// Every arrangement of a winner's hand (concealed counts `c`, winning tile `win`), one for each
/// set the winning tile may complete; that set is exposed when the tile was claimed.
fn arrangements(h: &GenHand, c: &[u8; KINDS], win: &Win, include_vogel: bool) -> Vec<Arr> {
    let claimed = win.source.claimed();
    let need = sets_needed(h);
    let n: usize = c.iter().map(|n| *n as usize).sum();
    let mut out = Vec::new();
    let push_marked = |pat: Pat, sets: Vec<S>, out: &mut Vec<Arr>| {
        for j in 0..sets.len() {
            if sets[j].declared || !sets[j].holds(win.tile) {
                continue;
            }
            let mut s = sets.clone();
            s[j].winning = true;
            if claimed {
                s[j].concealed = false;
            }
            out.push(Arr { pat, sets: s });
        }
    };
    if n == 3 * need + 2 {
        for p in 0..KINDS {
            if c[p] < 2 {
                continue;
            }
            let mut rest = *c;
            rest[p] -= 2;
            let pair = S { k: K::Pair, t: p, concealed: true, declared: false, winning: false };
            for sets in melds_and_splits(h, rest, pair) {
                push_marked(Pat::Sets, sets, &mut out);
            }
        }
    }
    // Vogel eet cake: the hand waited on a bamboo-1 pair and circles-1 closed it.
    if include_vogel
        && h.ruleset == RODE_BOEKJE
        && win.tile == D1
        && n == 3 * need + 2
        && c[D1] >= 1
        && c[B1] >= 1
        && Facts::of(h).all[B1] < 4
    {
        let mut rest = *c;
        rest[D1] -= 1;
        rest[B1] -= 1;
        let pair = S { k: K::Mixed, t: B1, concealed: !claimed, declared: false, winning: true };
        for sets in melds_and_splits(h, rest, pair) {
            out.push(Arr { pat: Pat::Vogel, sets });
        }
    }
    let grouped = || {
        let mut sets = meld_sets(h);
        for (t, k) in c.iter().enumerate() {
            for _ in 0..*k / 2 {
                sets.push(S { k: K::Pair, t, concealed: true, declared: false, winning: false });
            }
        }
        sets
    };
    if seven_pairs(h, c) {
        push_marked(Pat::SevenPairs, grouped(), &mut out);
    }
    if thirteen_orphans(h, c) {
        out.push(Arr { pat: Pat::Orphans, sets: meld_sets(h) });
    }
    if wind_snake(h, c) {
        out.push(Arr { pat: Pat::Snake, sets: meld_sets(h) });
    }
    if svarione(h, c) {
        out.push(Arr { pat: Pat::Svarione, sets: meld_sets(h) });
    }
    out
}

/// Tile kinds that complete a 13-tile (+ kongs) hand by any pattern, minimums ignored; kinds held
/// four times are left out (docs/rules.md). `ordinary` leaves Vogel eet cake out.
fn waits_of(h: &GenHand, ordinary: bool) -> Vec<usize> {
    let all = h.all_counts();
    let c = h.concealed_counts();
    (0..KINDS)
        .filter(|t| all[*t] < 4)
        .filter(|t| {
            let mut c2 = c;
            c2[*t] += 1;
            let win = Win::new(*t, Source::Wall, None);
            let mut h2 = h.clone();
            h2.concealed.push(*t);
            !arrangements(&h2, &c2, &win, !ordinary).is_empty()
        })
        .collect()
}

/// The waits of a hand without a win (docs/rules.md, waits).
pub fn waits(h: &GenHand) -> Vec<usize> {
    if is_kajongg(h.ruleset) {
        return kajongg::waits(h);
    }
    waits_of(h, false)
}

// ------------------------------------------------------------------------------------------------
// Scoring.

/// One arrangement's outcome.
#[derive(Clone, Debug, Default)]
struct Ev {
    points: u32,
    doublings: u32,
    limit: Option<Limit>,
    /// A minimum is met (or the rule set has none).
    legal: bool,
}

fn best_limit(a: Option<Limit>, b: Limit) -> Option<Limit> {
    match a {
        Some(x) if x.0 > b.0 || (x.0 == b.0 && x.1 <= b.1) => Some(x),
        _ => Some(b),
    }
}

fn set_points_classical(s: &S, pung_simple: u32) -> u32 {
    // Exposed pung of simples; a major pung doubles it, a kong quadruples, concealed doubles.
    let mut p = pung_simple;
    if is_major(s.t) {
        p *= 2;
    }
    if s.k == K::Kong {
        p *= 4;
    }
    if s.concealed {
        p *= 2;
    }
    p
}

/// The "only possible place" wait count of a winner: ordinary waits of the hand before the
/// winning tile.
fn single_wait(h: &GenHand, win: &Win) -> bool {
    let mut before = h.clone();
    if let Some(i) = before.concealed.iter().position(|t| *t == win.tile) {
        before.concealed.remove(i);
    }
    before.win = None;
    waits_of(&before, true).len() == 1
}

fn nine_gates(h: &GenHand, c: &[u8; KINDS]) -> bool {
    h.melds.is_empty()
        && (0..3).any(|s| {
            let r = &c[s * 9..s * 9 + 9];
            r.iter().map(|n| *n as usize).sum::<usize>() == 14
                && r[0] >= 3
                && r[8] >= 3
                && r[1..8].iter().all(|n| *n >= 1)
        })
}

/// Dragon tail (`pung_dragon`) or wind tail: 1–9 of one suit once each, a pung of one class and a
/// pair of the other, no melds.
fn tail(h: &GenHand, c: &[u8; KINDS], pung_dragon: bool) -> bool {
    if !h.melds.is_empty() {
        return false;
    }
    let suit_ok = (0..3).any(|s| (0..9).all(|r| c[s * 9 + r] == 1) && (0..27).all(|t| t / 9 == s || c[t] == 0));
    type Class = fn(usize) -> bool;
    let (pung_class, pair_class): (Class, Class) =
        if pung_dragon { (is_dragon, is_wind) } else { (is_wind, is_dragon) };
    let pungs = (27..34).filter(|t| c[*t] == 3 && pung_class(*t)).count();
    let pairs = (27..34).filter(|t| c[*t] == 2 && pair_class(*t)).count();
    let others = (27..34).filter(|t| c[*t] != 0).count();
    suit_ok && pungs == 1 && pairs == 1 && others == 2
}

fn rode_boekje(h: &GenHand, arr: &Arr, win: Option<&Win>, c: &[u8; KINDS], f: &Facts) -> Ev {
    let mut e = Ev { legal: true, ..Ev::default() };
    for s in &arr.sets {
        match s.k {
            K::Pung | K::Kong => {
                e.points += set_points_classical(s, 2);
                if is_dragon(s.t) {
                    e.doublings += 1;
                }
                if is_seat_wind(h, s.t) {
                    e.doublings += 1;
                }
                if is_round_wind(h, s.t) {
                    e.doublings += 1;
                }
            }
            K::Pair => {
                if is_seat_wind(h, s.t) {
                    e.points += 2;
                }
                if is_round_wind(h, s.t) {
                    e.points += 2;
                }
                if is_dragon(s.t) {
                    e.points += 2;
                }
            }
            _ => {}
        }
    }
    // An exposed kong counts as a concealed pung here.
    let concealed_pungs = arr.count(|s| s.pung_like() && (s.concealed || s.k == K::Kong));
    e.doublings += match concealed_pungs {
        3 => 1,
        n if n >= 4 => 2,
        _ => 0,
    };
    if arr.count(|s| s.k == K::Kong && s.concealed) >= 3 {
        e.doublings += 2;
    }
    let schoon = f.one_suit_with_honours();
    if schoon {
        e.doublings += 1;
    }
    if f.only(is_major) && f.terminals && f.honours {
        e.doublings += 1;
    }
    if f.only(is_terminal) {
        e.doublings += 3;
    }
    if f.one_suit_only() {
        e.doublings += 3;
    }
    if f.only(is_honour) {
        e.doublings += 3;
    }
    let Some(w) = win else { return e };
    e.points += 20;
    if arr.winning().is_some_and(|s| matches!(s.k, K::Pair | K::Mixed)) {
        e.points += 2;
    }
    if single_wait(h, w) {
        e.points += 2;
    }
    if w.source.self_drawn() {
        e.points += 2;
    }
    if arr.pat == Pat::Vogel {
        e.points += 10;
    }
    if arr.sets_and_pair() && arr.count(|s| s.k == K::Chow) == 4 {
        e.doublings += 1;
    }
    if arr.sets_and_pair() && arr.count(S::pung_like) == 4 {
        e.doublings += 1;
    }
    if f.only(is_simple) {
        e.doublings += 1;
    }
    if w.last_tile && w.source.self_drawn() {
        e.doublings += 1;
    }
    if w.source == Source::KongReplacement {
        e.doublings += 1;
    }
    if w.source == Source::RobbedKong {
        e.doublings += 1;
    }
    if h.melds.iter().all(|m| !m.exposed) && w.source.self_drawn() {
        e.doublings += 3;
    }
    let mut limit = None;
    let twins_pairs = arr.pat == Pat::SevenPairs;
    let candidates: [(bool, u32, &str); 11] = [
        (nine_gates(h, c), 2000, "nine_gates"),
        (arr.pat == Pat::Orphans, 2000, "thirteen_orphans"),
        (arr.pat == Pat::Snake, 1000, "wind_snake"),
        (tail(h, c, true), 1000, "dragon_tail"),
        (tail(h, c, false), 1000, "wind_tail"),
        (twins_pairs && f.one_suit_only(), 1000, "heavenly_twins"),
        (twins_pairs && f.one_suit_with_honours(), 500, "clean_twins"),
        (twins_pairs, 250, "seven_twins"),
        (arr.sets_and_pair() && arr.count(|s| s.pung_like() && is_wind(s.t)) == 4, 2000, "four_blessings"),
        (arr.sets_and_pair() && arr.count(|s| s.pung_like() && is_dragon(s.t)) == 3, 2000, "three_wise_men"),
        (arr.pat == Pat::Sets && f.only(is_green), 2000, "imperial_jade"),
    ];
    for (i, (ok, v, id)) in candidates.into_iter().enumerate() {
        if ok {
            limit = best_limit(limit, (v, i, id));
        }
    }
    e.limit = limit;
    e.legal = e.doublings >= 2 || schoon || e.limit.is_some();
    e
}

fn ecr(h: &GenHand, arr: &Arr, win: Option<&Win>, c: &[u8; KINDS], f: &Facts) -> Ev {
    let mut e = Ev { legal: true, ..Ev::default() };
    for s in &arr.sets {
        match s.k {
            K::Pung | K::Kong => {
                e.points += set_points_classical(s, 2);
                e.doublings += is_dragon(s.t) as u32 + is_seat_wind(h, s.t) as u32 + is_round_wind(h, s.t) as u32;
            }
            K::Pair => {
                e.points += 2 * (is_dragon(s.t) as u32 + is_seat_wind(h, s.t) as u32 + is_round_wind(h, s.t) as u32);
            }
            _ => {}
        }
    }
    let bonus = bonus_mask(h);
    if h.bonus_allowed() {
        e.points += 4 * bonus.count_ones();
        // Own flower, own season: bonus tile number = seat.
        e.doublings += (bonus & (1 << h.seat) != 0) as u32 + (bonus & (1 << (4 + h.seat)) != 0) as u32;
        if bonus & 0x0f == 0x0f {
            e.doublings += 2;
        }
        if bonus & 0xf0 == 0xf0 {
            e.doublings += 2;
        }
    }
    let Some(w) = win else { return e };
    let concealed_hand = h.melds.iter().all(|m| !m.exposed);
    e.points += 20;
    if concealed_hand {
        e.points += 10;
    }
    if w.source.self_drawn() {
        e.points += 2;
    }
    let winning = arr.winning().map(|s| s.k);
    if winning == Some(K::Pair) {
        e.points += 2;
    }
    if winning == Some(K::Chow) && single_wait(h, w) {
        e.points += 2;
    }
    let pair_valueless = arr.pair().is_some_and(|p| !is_dragon(p.t) && !is_seat_wind(h, p.t) && !is_round_wind(h, p.t));
    if arr.sets_and_pair() && arr.count(|s| s.k == K::Chow) == 4 && pair_valueless {
        e.doublings += 1;
    }
    if arr.sets_and_pair() && arr.count(S::pung_like) == 4 {
        e.doublings += 1;
    }
    if concealed_hand && w.source.self_drawn() {
        e.doublings += 1;
    }
    if w.last_tile && w.source.self_drawn() {
        e.doublings += 1;
    }
    if w.last_tile && w.source == Source::Discard {
        e.doublings += 1;
    }
    if w.source == Source::RobbedKong {
        e.doublings += 1;
    }
    if w.source == Source::KongReplacement {
        e.doublings += 1;
    }
    let dragon_pungs = arr.count(|s| s.pung_like() && is_dragon(s.t));
    let wind_pungs = arr.count(|s| s.pung_like() && is_wind(s.t));
    if arr.sets_and_pair() && dragon_pungs == 2 && arr.pair().is_some_and(|p| is_dragon(p.t)) {
        e.doublings += 1;
    }
    if f.one_suit_with_honours() {
        e.doublings += 1;
    }
    if f.only(is_major) && f.terminals && f.honours {
        e.doublings += 1;
    }
    if f.one_suit_only() {
        e.doublings += 3;
    }
    let sets = arr.sets_and_pair();
    let candidates: [(bool, &str); 15] = [
        (w.timing == Timing::Heavenly, "heavenly_hand"),
        (w.timing == Timing::Earthly, "earthly_hand"),
        (sets && wind_pungs == 4, "big_four_winds"),
        (sets && wind_pungs == 3 && arr.pair().is_some_and(|p| is_wind(p.t)), "little_four_winds"),
        (sets && dragon_pungs == 3, "big_three_dragons"),
        (sets && f.only(is_green), "all_green"),
        (arr.count(|s| s.k == K::Kong) == 4, "four_kongs"),
        (sets && f.only(is_terminal), "all_terminals"),
        (sets && arr.count(|s| s.pung_like() && s.concealed) == 4, "hidden_treasure"),
        (nine_gates(h, c), "nine_gates"),
        (arr.pat == Pat::Orphans, "thirteen_orphans"),
        (sets && f.only(is_honour), "all_honours"),
        (w.last_tile && w.tile == D1, "moon_from_the_bottom_of_the_sea"),
        (w.source == Source::KongReplacement && w.tile == D1 + 4, "plum_blossom_on_the_roof"),
        (w.source == Source::RobbedKong && w.tile == B1 + 1, "scratching_a_carrying_pole"),
    ];
    for (i, (ok, id)) in candidates.into_iter().enumerate() {
        if ok {
            e.limit = best_limit(e.limit, (500, i, id));
        }
    }
    e
}

fn italian(h: &GenHand, arr: &Arr, win: Option<&Win>, f: &Facts) -> Ev {
    let mut e = Ev { legal: true, ..Ev::default() };
    for s in &arr.sets {
        match s.k {
            K::Pung | K::Kong => {
                e.points += set_points_classical(s, 2);
                e.doublings += is_seat_wind(h, s.t) as u32 + is_round_wind(h, s.t) as u32 + is_dragon(s.t) as u32;
            }
            K::Pair => e.points += 2 * (is_dragon(s.t) as u32 + is_seat_wind(h, s.t) as u32),
            _ => {}
        }
    }
    let bonus = bonus_mask(h);
    e.points += 2 * bonus.count_ones();
    if h.seat == 0 && h.option_bool("east_doubles_score", true) {
        e.doublings += 1;
    }
    for b in 0..8 {
        if bonus & (1 << b) == 0 {
            continue;
        }
        let wind = b % 4;
        e.doublings += (wind == h.seat) as u32 + (rounds(h) & (1 << wind) != 0) as u32;
    }
    if f.suits == 1 {
        e.doublings += 1;
    }
    if bonus & 0x0f == 0x0f {
        e.doublings += 2;
    }
    if bonus & 0xf0 == 0xf0 {
        e.doublings += 2;
    }
    let Some(w) = win else { return e };
    e.points += if e.points == 0 { 30 } else { 20 };
    let all_pungs = arr.sets_and_pair() && arr.count(S::pung_like) == 4;
    if all_pungs {
        e.doublings += 1;
    }
    if w.source == Source::RobbedKong {
        e.doublings += 1;
    }
    let candidates: [(bool, &str); 6] = [
        (f.one_suit_only(), "colore"),
        (f.only(is_major), "svarione"),
        (arr.pat == Pat::SevenPairs, "seven_pairs"),
        (all_pungs && arr.pair().is_some_and(|p| is_major(p.t)), "all_pungs_head_pair"),
        (w.timing == Timing::Earthly, "first_discard"),
        (w.timing == Timing::Heavenly, "servito"),
    ];
    for (i, (ok, id)) in candidates.into_iter().enumerate() {
        if ok {
            e.limit = best_limit(e.limit, (500, i, id));
        }
    }
    e
}

fn nine_dragons(h: &GenHand, arr: &Arr, w: &Win, c: &[u8; KINDS], f: &Facts) -> Ev {
    let mut e = Ev::default();
    let sets = arr.sets_and_pair();
    if sets && arr.count(|s| s.k == K::Chow) == 4 {
        e.points += 1;
    }
    if sets && arr.count(S::pung_like) == 4 {
        e.points += 3;
    }
    if w.source.self_drawn() {
        e.points += 1;
    }
    if w.source == Source::KongReplacement {
        e.points += 1;
    }
    let dragon_pungs = arr.count(|s| s.pung_like() && is_dragon(s.t)) as u32;
    if dragon_pungs == 3 {
        e.points += 6;
    } else if dragon_pungs == 2 && arr.pair().is_some_and(|p| is_dragon(p.t)) {
        e.points += 4;
    } else {
        e.points += dragon_pungs;
    }
    for s in arr.sets.iter().filter(|s| s.pung_like()) {
        e.points += is_round_wind(h, s.t) as u32 + is_seat_wind(h, s.t) as u32;
    }
    let bonus = bonus_mask(h);
    if bonus == 0 {
        e.points += 1;
    }
    e.points += (0..8).filter(|b| bonus & (1 << b) != 0 && b % 4 == h.seat).count() as u32;
    if bonus & 0x0f == 0x0f {
        e.points += 1;
    }
    if bonus & 0xf0 == 0xf0 {
        e.points += 1;
    }
    if f.one_suit_with_honours() {
        e.points += 3;
    }
    if f.one_suit_only() {
        e.points += 6;
    }
    if f.only(is_honour) {
        e.points += 7;
    }
    if arr.pat == Pat::SevenPairs {
        e.points += 4;
    }
    let candidates: [(bool, &str); 5] = [
        (arr.pat == Pat::Orphans, "thirteen_orphans"),
        (sets && f.only(is_terminal), "all_terminals"),
        (nine_gates(h, c), "nine_gates"),
        (arr.count(|s| s.pung_like() && s.concealed) == 4 && w.source.self_drawn(), "four_concealed_pungs"),
        (arr.count(|s| s.k == K::Kong) == 4, "four_kongs"),
    ];
    for (i, (ok, id)) in candidates.into_iter().enumerate() {
        if ok {
            e.limit = best_limit(e.limit, (10, i, id));
        }
    }
    let min = h.option_int("minimum_points", 0) as u32;
    e.legal = e.limit.is_some() || e.points >= min;
    e
}

/// Total of an evaluated arrangement: (total, the limit hand it is, capped).
fn total_of(h: &GenHand, arr: &Arr, e: &Ev) -> (u32, Option<Limit>) {
    let limit_only = match h.ruleset {
        RODE_BOEKJE => matches!(arr.pat, Pat::SevenPairs | Pat::Orphans | Pat::Snake),
        ECR | NINE_DRAGONS => arr.pat == Pat::Orphans,
        _ => matches!(arr.pat, Pat::SevenPairs | Pat::Svarione),
    };
    let ordinary = if limit_only {
        0
    } else if h.ruleset == NINE_DRAGONS {
        e.points
    } else {
        let cap = if h.ruleset == RODE_BOEKJE { 2000u64 } else { 500 };
        ((e.points as u64) << e.doublings.min(40)).min(cap) as u32
    };
    let (total, limit) = match e.limit {
        Some(l) if l.0 >= ordinary => (l.0, Some(l)),
        _ => (ordinary, None),
    };
    let total = if h.ruleset == ITALIAN {
        match total % 10 {
            0 => total,
            d if d <= 4 => total - d,
            d => total + 10 - d,
        }
    } else {
        total
    };
    (total, limit)
}

fn evaluate(h: &GenHand, arr: &Arr, win: Option<&Win>, c: &[u8; KINDS], f: &Facts) -> Ev {
    match h.ruleset {
        RODE_BOEKJE => rode_boekje(h, arr, win, c, f),
        ECR => ecr(h, arr, win, c, f),
        ITALIAN => italian(h, arr, win, f),
        _ => match win {
            Some(w) => nine_dragons(h, arr, w, c, f),
            None => Ev::default(),
        },
    }
}

/// Scores a generated hand as docs/rules.md says (`dmjl`, `bmja`: as their specification says).
pub fn score(h: &GenHand) -> Answer {
    if is_kajongg(h.ruleset) {
        return kajongg::score(h);
    }
    let c = h.concealed_counts();
    let f = Facts::of(h);
    let Some(win) = &h.win else { return non_winner(h, &c, &f) };
    // (total, a limit hand, its place in the list), the limit hand's id, the tied breakdowns.
    type Key = (u32, bool, std::cmp::Reverse<usize>);
    type Best = (Key, Option<&'static str>, Vec<(u32, u32)>);
    let mut best: Option<Best> = None;
    for arr in arrangements(h, &c, win, true) {
        let e = evaluate(h, &arr, Some(win), &c, &f);
        if !e.legal {
            continue;
        }
        let (total, limit) = total_of(h, &arr, &e);
        let key = (total, limit.is_some(), std::cmp::Reverse(limit.map_or(usize::MAX, |l| l.1)));
        let breakdown = if limit.is_some() { (0, 0) } else { (e.points, e.doublings) };
        match &mut best {
            Some((k, _, b)) if *k == key => {
                if !b.contains(&breakdown) {
                    b.push(breakdown);
                }
            }
            Some((k, _, _)) if *k > key => {}
            _ => best = Some((key, limit.map(|l| l.2), vec![breakdown])),
        }
    }
    match best {
        Some(((total, _, _), limit, breakdowns)) => {
            let (points, doublings) = breakdowns[0];
            Answer { mahjong: true, total, limit, points, doublings, breakdowns }
        }
        None => Answer::nothing(false),
    }
}

/// A non-winner: pungs of three or four held, pairs, declared melds (chows score nothing).
fn non_winner(h: &GenHand, c: &[u8; KINDS], f: &Facts) -> Answer {
    if h.ruleset == NINE_DRAGONS {
        return Answer::nothing(false);
    }
    let expected = 13 - 3 * h.melds.len();
    if h.ruleset == ITALIAN && h.concealed.len() == expected + 1 {
        return Answer::nothing(false);
    }
    let mut sets = meld_sets(h);
    for (t, k) in c.iter().enumerate() {
        let set = |k| S { k, t, concealed: true, declared: false, winning: false };
        match k {
            2 => sets.push(set(K::Pair)),
            3 | 4 => sets.push(set(K::Pung)),
            _ => {}
        }
    }
    let arr = Arr { pat: Pat::Sets, sets };
    let e = evaluate(h, &arr, None, c, f);
    let (mut total, _) = total_of(h, &arr, &e);
    let mut limit = None;
    // `rode-boekje`: waiting on an irregular limit hand earns half of it, if that is more.
    if h.ruleset == RODE_BOEKJE && h.melds.is_empty() && h.concealed.len() == expected {
        let mut best: Option<Limit> = None;
        for t in waits(h) {
            let mut c2 = *c;
            c2[t] += 1;
            let mut h2 = h.clone();
            h2.concealed.push(t);
            let f2 = Facts::of(&h2);
            let irregular: [(bool, u32, &str); 8] = [
                (nine_gates(&h2, &c2), 2000, "nine_gates"),
                (thirteen_orphans(&h2, &c2), 2000, "thirteen_orphans"),
                (wind_snake(&h2, &c2), 1000, "wind_snake"),
                (tail(&h2, &c2, true), 1000, "dragon_tail"),
                (tail(&h2, &c2, false), 1000, "wind_tail"),
                (seven_pairs(&h2, &c2) && f2.one_suit_only(), 1000, "heavenly_twins"),
                (seven_pairs(&h2, &c2) && f2.one_suit_with_honours(), 500, "clean_twins"),
                (seven_pairs(&h2, &c2), 250, "seven_twins"),
            ];
            for (i, (ok, v, id)) in irregular.into_iter().enumerate() {
                if ok {
                    best = best_limit(best, (v, i, id));
                }
            }
        }
        if let Some((v, _, id)) = best
            && v / 2 > total
        {
            total = v / 2;
            limit = Some(id);
        }
    }
    let (points, doublings) = if limit.is_some() { (0, 0) } else { (e.points, e.doublings) };
    Answer { mahjong: false, total, limit, points, doublings, breakdowns: vec![(points, doublings)] }
}
