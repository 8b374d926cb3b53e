//! The reference for `dmjl` and `bmja`, the two rule sets of KDE Kajongg ("Classical Chinese
//! DMJL / BMJA"), read from their rules specification only: §1 totals (limit, `roof_off`, a
//! fractional limit against the uncapped ordinary total), §2 the elements (original call and
//! twofold fortune announced with the win), §2.4 the winning patterns and limit hands, §5
//! concealment (a claimed winning tile makes the group it completes exposed and, for the hands
//! that allow no declared group, declared; a claimed kong scores as an exposed kong but counts as
//! concealed for only concealed melds, hidden treasure, concealed true colour and three concealed
//! pungs, and is a declared group), §6 the doubts as it settles them. Every reading of the tiles
//! is listed and each rule is a line below; nothing is taken from the rule set files but the order
//! limit hands are listed in (which names one of several of the same value).

use super::{Answer, Facts, K, Limit, S, best_limit, bonus_mask, is_round_wind, is_seat_wind, meld_sets, split_sets};
use crate::hands::*;

/// The limit (§1): 500 for `dmjl`, 1000 for `bmja`.
fn limit_of(h: &GenHand) -> u32 {
    if h.ruleset == DMJL { 500 } else { 1000 }
}

/// Option `roof_off` (default off): no cap on ordinary totals.
fn roof_off(h: &GenHand) -> bool {
    h.option_bool("roof_off", false)
}

/// No exposed meld: a claimed kong, though scored as an exposed kong, counts as concealed here
/// (§5: only concealed melds, hidden treasure, concealed true colour).
fn no_exposed_meld(h: &GenHand) -> bool {
    h.melds.iter().all(|m| !m.exposed || m.claimed)
}

/// The claimed kongs, concealed pungs for three concealed pungs (`dmjl`, §5).
fn claimed_kongs(h: &GenHand) -> usize {
    h.melds.iter().filter(|m| m.claimed).count()
}

/// The exposed groups for original call (§5): exposed melds other than claimed kongs, and the
/// group a claimed winning tile completes.
fn exposed_groups(h: &GenHand, win: &Win) -> usize {
    h.melds.iter().filter(|m| m.exposed && !m.claimed).count() + win.source.claimed() as usize
}

/// What a reading of a winner's tiles is (§2.4 winning patterns).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    /// Four sets and a pair (`bmja`: at most one chow).
    Standard,
    ThirteenOrphans,
    /// `bmja`: 1112345678999 of a suit and a simple of it.
    GatesOfHeaven,
    /// `bmja`: a pair of 1, one each of 2–9 of the suit, the four winds.
    WrigglingSnake,
    /// `bmja`: seven couples (one rank in each of the hand's two suits), no honours.
    Knitting,
    /// `bmja`: four knitted triples and a knitted pair, no honours.
    TripleKnitting,
    /// `bmja`: seven different pairs of terminals and honours.
    AllPairHonours,
}

/// One reading: its shape and, for four sets and a pair, the sets (declared melds included), the
/// one the winning tile completes marked.
#[derive(Clone, Debug)]
struct Reading {
    shape: Shape,
    sets: Vec<S>,
}

impl Reading {
    fn count(&self, f: impl Fn(&S) -> bool) -> usize {
        self.sets.iter().filter(|s| f(s)).count()
    }
    fn pair(&self) -> Option<&S> {
        self.sets.iter().find(|s| s.k == K::Pair)
    }
    fn winning(&self) -> Option<&S> {
        self.sets.iter().find(|s| s.winning)
    }
    fn chows(&self) -> usize {
        self.count(|s| s.k == K::Chow)
    }
    /// Four pungs or kongs and a pair ("no chow").
    fn all_pungs(&self) -> bool {
        self.shape == Shape::Standard && self.count(S::pung_like) == 4
    }
}

// ------------------------------------------------------------------------------------------------
// Winning patterns.

fn tiles_held(c: &[u8; KINDS]) -> usize {
    c.iter().map(|n| *n as usize).sum()
}

/// Every terminal and honour and one more of them.
fn thirteen_orphans(c: &[u8; KINDS]) -> bool {
    ORPHANS.iter().all(|t| c[*t] >= 1) && ORPHANS.iter().map(|t| c[*t] as usize).sum::<usize>() == tiles_held(c)
}

/// 1112345678999 of suit `s` (0, 9 or 18), nothing else.
fn gates(c: &[u8; KINDS], s: usize) -> bool {
    (0..KINDS).all(|t| {
        let want = match t {
            _ if t < s || t >= s + 9 => 0,
            _ if t == s || t == s + 8 => 3,
            _ => 1,
        };
        c[t] == want
    })
}

/// `bmja`'s gates of heaven: the extra tile (a simple) of 1112345678999 plus one of the suit.
fn gates_of_heaven_extra(c: &[u8; KINDS]) -> Option<usize> {
    for s in [0, 9, 18] {
        for x in s + 1..s + 8 {
            if c[x] == 0 {
                continue;
            }
            let mut rest = *c;
            rest[x] -= 1;
            if gates(&rest, s) {
                return Some(x);
            }
        }
    }
    None
}

/// `bmja`'s wriggling snake: a pair of 1, one each of 2–9 of the suit and of the four winds.
fn wriggling_snake(c: &[u8; KINDS]) -> bool {
    [0, 9, 18].into_iter().any(|s| {
        (0..KINDS).all(|t| {
            let want = match t {
                _ if t == s => 2,
                _ if t > s && t < s + 9 => 1,
                27..=30 => 1,
                _ => 0,
            };
            c[t] == want
        })
    })
}

/// `bmja`'s knitting: no honours, the hand's two suits hold the same ranks as often.
fn knitting(c: &[u8; KINDS]) -> bool {
    let suits: Vec<usize> = [0, 9, 18].into_iter().filter(|s| (0..9).any(|r| c[s + r] > 0)).collect();
    (27..KINDS).all(|t| c[t] == 0) && suits.len() == 2 && (0..9).all(|r| c[suits[0] + r] == c[suits[1] + r])
}

/// `bmja`'s triple knitting: no honours; less a knitted pair (one rank in two suits), every rank is
/// held as often in all three suits (four knitted triples, the hand holding 14 tiles).
fn triple_knitting(c: &[u8; KINDS]) -> bool {
    if (27..KINDS).any(|t| c[t] > 0) {
        return false;
    }
    (0..9).any(|q| {
        [(0, 9), (0, 18), (9, 18)].into_iter().any(|(x, y)| {
            if c[x + q] == 0 || c[y + q] == 0 {
                return false;
            }
            let mut rest = *c;
            rest[x + q] -= 1;
            rest[y + q] -= 1;
            (0..9).all(|r| rest[r] == rest[9 + r] && rest[9 + r] == rest[18 + r])
        })
    })
}

/// `bmja`'s all pair honours: seven different pairs, all terminals and honours.
fn all_pair_honours(c: &[u8; KINDS]) -> bool {
    (0..KINDS).all(|t| c[t] == 0 || (c[t] == 2 && is_major(t))) && c.iter().filter(|n| **n == 2).count() == 7
}

/// Every reading of a winner's hand (concealed counts `c`, the winning tile among them): four
/// sets and a pair, once for each set the winning tile may complete (exposed when the tile was
/// claimed), and the special patterns of the rule set, which need all 14 tiles concealed.
fn readings(h: &GenHand, c: &[u8; KINDS], win: &Win) -> Vec<Reading> {
    let claimed = win.source.claimed();
    let need = 4usize.saturating_sub(h.melds.len());
    let n = tiles_held(c);
    let mut out = Vec::new();
    if n == 3 * need + 2 {
        for p in 0..KINDS {
            if c[p] < 2 {
                continue;
            }
            let mut rest = *c;
            rest[p] -= 2;
            let mut found = Vec::new();
            split_sets(&mut rest, need, &mut Vec::new(), &mut found);
            for split in found {
                let mut sets = meld_sets(h);
                sets.extend(split);
                sets.push(S { k: K::Pair, t: p, concealed: true, declared: false, winning: false });
                // `bmja`: a standard mahjong has at most one chow (§1).
                if h.ruleset == BMJA && sets.iter().filter(|s| s.k == K::Chow).count() > 1 {
                    continue;
                }
                for j in 0..sets.len() {
                    if sets[j].declared || !sets[j].holds(win.tile) {
                        continue;
                    }
                    let mut marked = sets.clone();
                    marked[j].winning = true;
                    marked[j].concealed = !claimed;
                    out.push(Reading { shape: Shape::Standard, sets: marked });
                }
            }
        }
    }
    if !h.melds.is_empty() || n != 14 {
        return out;
    }
    let special = |shape| Reading { shape, sets: Vec::new() };
    if thirteen_orphans(c) {
        out.push(special(Shape::ThirteenOrphans));
    }
    if h.ruleset == BMJA {
        // A claimed tile takes only the extra tile of the gates (it completes the pair, §2.4, §6).
        if let Some(x) = gates_of_heaven_extra(c)
            && (!claimed || win.tile == x)
        {
            out.push(special(Shape::GatesOfHeaven));
        }
        // No declared group: a claimed winning tile would make one (§6).
        if wriggling_snake(c) && !claimed {
            out.push(special(Shape::WrigglingSnake));
        }
        if knitting(c) {
            out.push(special(Shape::Knitting));
        }
        if triple_knitting(c) {
            out.push(special(Shape::TripleKnitting));
        }
        if all_pair_honours(c) {
            out.push(special(Shape::AllPairHonours));
        }
    }
    out
}

/// The tile kinds that complete a hand without a win into a mahjong, self-drawn; a kind the hand
/// holds four of is no wait (§6).
pub(super) fn waits(h: &GenHand) -> Vec<usize> {
    let all = h.all_counts();
    (0..KINDS).filter(|t| all[*t] < 4 && !readings_of(&h.completed(*t, Source::Wall)).is_empty()).collect()
}

fn readings_of(h: &GenHand) -> Vec<Reading> {
    let win = h.win.expect("a winner");
    readings(h, &h.concealed_counts(), &win)
}

// ------------------------------------------------------------------------------------------------
// Limit hands (§2.4), in the order the rule set lists them.

/// `dmjl`'s nine gates: no declared group (so self-drawn: a claimed tile's group is declared, §6),
/// and less the winning tile, 1112345678999 of its suit.
fn nine_gates(h: &GenHand, c: &[u8; KINDS], win: &Win) -> bool {
    if !h.melds.is_empty() || !win.source.self_drawn() || !is_suited(win.tile) {
        return false;
    }
    let mut rest = *c;
    rest[win.tile] -= 1;
    gates(&rest, win.tile / 9 * 9)
}

/// `dmjl`'s squirming snake: one suit; a pung or kong of 1 and of 9, a pair of 2, 5 or 8, and two
/// chows of the other ranks.
fn squirming_snake(r: &Reading) -> bool {
    let Some(pair) = r.pair() else { return false };
    if r.shape != Shape::Standard || !is_suited(pair.t) || r.sets.iter().any(|s| s.t / 9 != pair.t / 9) {
        return false;
    }
    let ends = |rk| r.count(|s| s.pung_like() && rank(s.t) == rk) == 1;
    let mut chows: Vec<usize> = r.sets.iter().filter(|s| s.k == K::Chow).map(|s| rank(s.t)).collect();
    chows.sort_unstable();
    let want = match rank(pair.t) {
        2 => [3, 6],
        5 => [2, 6],
        8 => [2, 5],
        _ => return false,
    };
    ends(1) && ends(9) && chows == want
}

/// The best limit hand of a reading: value, place in the rule set's list, id.
fn limit_hand(h: &GenHand, r: &Reading, c: &[u8; KINDS], win: &Win, f: &Facts) -> Option<Limit> {
    let full = limit_of(h);
    let self_drawn = win.source.self_drawn();
    // No exposed group: no exposed meld (a claimed kong is none here), and the winning tile not
    // claimed (§5, §6).
    let no_exposed = no_exposed_meld(h) && self_drawn;
    let dragon_sets = r.count(|s| s.pung_like() && is_dragon(s.t));
    let wind_sets = r.count(|s| s.pung_like() && is_wind(s.t));
    let kongs = r.count(|s| s.k == K::Kong);
    let heavenly = win.timing == Timing::Heavenly;
    let earthly = win.timing == Timing::Earthly;
    let plum = win.source == Source::KongReplacement && win.tile == D5;
    // Self-drawn only: not on the last discard.
    let moon = win.last_tile && self_drawn && win.tile == D1;
    let pole = win.source == Source::RobbedKong && win.tile == B2;
    let list: Vec<(bool, u32, &'static str)> = if h.ruleset == DMJL {
        vec![
            (heavenly, full, "heavenly_hand"),
            (earthly, full, "earthly_hand"),
            // Announced, on any mahjong (§2.4, §5).
            (win.twofold_fortune, full, "twofold_fortune"),
            (nine_gates(h, c, win), full, "nine_gates"),
            (r.shape == Shape::ThirteenOrphans, full, "thirteen_orphans"),
            (squirming_snake(r), full, "squirming_snake"),
            (f.one_suit_only() && no_exposed, full, "concealed_true_colour"),
            (f.only(is_honour), full, "all_honours"),
            (r.all_pungs() && no_exposed, full, "hidden_treasure"),
            (f.only(is_terminal), full, "heads_and_tails"),
            (kongs == 4, full, "fourfold_plenty"),
            (dragon_sets == 3, full, "three_great_scholars"),
            (wind_sets == 4, full, "four_blessings"),
            (f.only(is_green), full, "imperial_jade"),
            (plum, full, "plum_blossom"),
            (moon, full, "moon_from_the_sea"),
            (pole, full, "carrying_pole"),
        ]
    } else {
        // Buried treasure: four concealed pungs (a kong does not do), one suit or none.
        let buried = r.shape == Shape::Standard && r.count(|s| s.k == K::Pung && s.concealed) == 4 && f.suits <= 1;
        vec![
            (heavenly, full, "heavenly_hand"),
            (earthly, full, "earthly_hand"),
            (win.twofold_fortune, full, "twofold_fortune"),
            (r.shape == Shape::GatesOfHeaven, full, "gates_of_heaven"),
            (r.shape == Shape::ThirteenOrphans, full, "thirteen_orphans"),
            (r.shape == Shape::WrigglingSnake, full, "wriggling_snake"),
            (r.shape == Shape::TripleKnitting, full / 2, "triple_knitting"),
            (r.shape == Shape::Knitting, full / 2, "knitting"),
            (r.shape == Shape::AllPairHonours, full / 2, "all_pair_honours"),
            (f.only(is_honour), full, "all_honours"),
            (buried, full, "buried_treasure"),
            (f.only(is_terminal), full, "heads_and_tails"),
            (kongs == 4, full, "fourfold_plenty"),
            (dragon_sets == 3 && r.all_pungs(), full, "three_great_scholars"),
            (wind_sets == 4, full, "four_blessings"),
            (f.only(is_green), full, "imperial_jade"),
            (plum, full, "plum_blossom"),
            (moon, full, "moon_from_the_sea"),
            (pole, full, "carrying_pole"),
        ]
    };
    let mut best = None;
    for (i, (applies, value, id)) in list.into_iter().enumerate() {
        if applies {
            best = best_limit(best, (value, i, id));
        }
    }
    best
}

// ------------------------------------------------------------------------------------------------
// Points and doublings (§2.1–2.3).

/// The elements every player scores, for the sets `sets` (melds, and the sets and pairs of the
/// concealed tiles): points for pungs, kongs, pairs and bonus tiles, doublings for dragon and wind
/// sets, bonus tiles and (`dmjl`) three concealed pungs and the dragon and wind families.
fn all_players(h: &GenHand, sets: &[S]) -> (u32, u32) {
    let (mut points, mut doublings) = (0u32, 0u32);
    for s in sets {
        let (dragon, seat, round) = (is_dragon(s.t) as u32, is_seat_wind(h, s.t) as u32, is_round_wind(h, s.t) as u32);
        match s.k {
            K::Pung | K::Kong => {
                // Pung of simples exposed 2; terminals or honours twice that; a kong four times;
                // concealed twice again.
                let mut p = 2;
                if is_major(s.t) {
                    p *= 2;
                }
                if s.k == K::Kong {
                    p *= 4;
                }
                if s.concealed {
                    p *= 2;
                }
                points += p;
                doublings += dragon + seat + round;
            }
            K::Pair => points += 2 * (dragon + seat + round),
            _ => {}
        }
    }
    let bonus = bonus_mask(h);
    points += 4 * bonus.count_ones();
    let own_flower = bonus & (1 << h.seat) != 0;
    let own_season = bonus & (1 << (4 + h.seat)) != 0;
    let all_flowers = bonus & 0x0f == 0x0f;
    let all_seasons = bonus & 0xf0 == 0xf0;
    let count = |f: &dyn Fn(&S) -> bool| sets.iter().filter(|s| f(s)).count();
    if h.ruleset == DMJL {
        doublings += (own_flower && own_season) as u32 + all_flowers as u32 + all_seasons as u32;
        // A claimed kong is a concealed pung here (§5), though it scores as an exposed kong.
        if count(&|s| s.pung_like() && s.concealed) + claimed_kongs(h) >= 3 {
            doublings += 1;
        }
        let dragon_sets = count(&|s| s.pung_like() && is_dragon(s.t));
        let wind_sets = count(&|s| s.pung_like() && is_wind(s.t));
        let dragon_pair = count(&|s| s.k == K::Pair && is_dragon(s.t)) > 0;
        let wind_pair = count(&|s| s.k == K::Pair && is_wind(s.t)) > 0;
        doublings += match dragon_sets {
            2 if dragon_pair => 1,
            3 => 2,
            _ => 0,
        };
        doublings += match wind_sets {
            3 if wind_pair => 1,
            4 => 2,
            _ => 0,
        };
    } else {
        doublings += own_flower as u32 + own_season as u32 + 2 * all_flowers as u32 + 2 * all_seasons as u32;
    }
    (points, doublings)
}

/// Points and doublings of a winner's four sets and a pair.
fn ordinary(h: &GenHand, r: &Reading, win: &Win, f: &Facts, only_tile: bool) -> (u32, u32) {
    let (mut points, mut doublings) = all_players(h, &r.sets);
    let dmjl = h.ruleset == DMJL;
    let self_drawn = win.source.self_drawn();
    points += 20;
    if self_drawn {
        points += 2;
    }
    if dmjl && let Some(w) = r.winning().filter(|s| s.k == K::Pair) {
        points += if is_major(w.t) { 4 } else { 2 };
    }
    if dmjl && only_tile {
        points += 2;
    }
    // Zero point hand: no set or pair earns anything (bonus tiles aside).
    let pair_worthless = r.pair().is_some_and(|p| !is_dragon(p.t) && !is_seat_wind(h, p.t) && !is_round_wind(h, p.t));
    if dmjl && r.chows() == 4 && pair_worthless {
        doublings += 1;
    }
    if r.all_pungs() {
        doublings += 1;
    }
    // Only concealed melds: no exposed group, the winning tile's included (§5; a claimed kong
    // allowed).
    if no_exposed_meld(h) && self_drawn {
        doublings += 1;
    }
    if dmjl {
        if f.one_suit_with_honours() {
            doublings += 1;
        }
        if f.one_suit_only() {
            doublings += 3;
        }
    } else if f.one_suit_only() && r.chows() == 0 {
        // Purity.
        doublings += 3;
    }
    if f.only(is_major) {
        doublings += 1;
    }
    if win.last_tile && self_drawn {
        doublings += 1;
    }
    if win.last_tile && win.source == Source::Discard {
        doublings += 1;
    }
    if dmjl && win.source == Source::KongReplacement {
        doublings += 1;
    }
    if win.source == Source::RobbedKong {
        doublings += 1;
    }
    // Original call, announced, with fewer than three exposed groups (§2.3, §5).
    if win.original_call && exposed_groups(h, win) <= 2 {
        doublings += 1;
    }
    (points, doublings)
}

/// One reading's outcome.
#[derive(Clone, Debug)]
struct Outcome {
    total: u32,
    limit: Option<Limit>,
    points: u32,
    doublings: u32,
}

/// The total of points and doublings, or of a limit hand (§1): a whole limit replaces everything,
/// roof or not; a fraction of one counts when at least the uncapped ordinary total; an ordinary
/// total is capped at the limit unless `roof_off`.
fn outcome(h: &GenHand, points: u32, doublings: u32, limit: Option<Limit>) -> Outcome {
    let full = limit_of(h) as u64;
    let uncapped = (points as u64) << doublings.min(40);
    match limit {
        Some(l) if l.0 as u64 >= full || l.0 as u64 >= uncapped => {
            Outcome { total: l.0, limit: Some(l), points: 0, doublings: 0 }
        }
        _ => {
            let total = if roof_off(h) { uncapped.min(u32::MAX as u64) } else { uncapped.min(full) };
            Outcome { total: total as u32, limit: None, points, doublings }
        }
    }
}

/// The best of several outcomes: the highest total; at equal totals a limit hand (the most
/// valuable, then the first listed); every tied breakdown of an ordinary total.
fn best_of(outcomes: Vec<Outcome>, mahjong: bool) -> Answer {
    let Some(total) = outcomes.iter().map(|o| o.total).max() else { return Answer::nothing(false) };
    let top: Vec<&Outcome> = outcomes.iter().filter(|o| o.total == total).collect();
    let limit = top.iter().filter_map(|o| o.limit).fold(None, best_limit);
    let breakdowns: Vec<(u32, u32)> = if limit.is_some() {
        vec![(0, 0)]
    } else {
        let mut b: Vec<(u32, u32)> = Vec::new();
        for o in top {
            if !b.contains(&(o.points, o.doublings)) {
                b.push((o.points, o.doublings));
            }
        }
        b
    };
    let (points, doublings) = breakdowns[0];
    Answer { mahjong, total, limit: limit.map(|l| l.2), points, doublings, breakdowns }
}

pub(super) fn score(h: &GenHand) -> Answer {
    let c = h.concealed_counts();
    let f = Facts::of(h);
    let Some(win) = &h.win else { return non_winner(h, &c) };
    let readings = readings(h, &c, win);
    if readings.is_empty() {
        return Answer::nothing(false);
    }
    // `dmjl`'s only possible tile: the hand before its winning tile waited on one kind.
    let only_tile = h.ruleset == DMJL && h.waiting().is_some_and(|before| waits(&before).len() == 1);
    let outcomes = readings
        .iter()
        .map(|r| {
            let limit = limit_hand(h, r, &c, win, &f);
            let (points, doublings) =
                if r.shape == Shape::Standard { ordinary(h, r, win, &f, only_tile) } else { (0, 0) };
            outcome(h, points, doublings, limit)
        })
        .collect();
    best_of(outcomes, true)
}

/// A non-winner: declared melds, a pung of each kind held three or four times, a pair of each held
/// twice. `bmja` (§2.4, "calling for"): 2/5 of the best limit hand among the hands its waits make
/// (won from the wall), if that is at least its own uncapped total (§1), and 3 doublings when one
/// of them is purity.
fn non_winner(h: &GenHand, c: &[u8; KINDS]) -> Answer {
    let mut sets = meld_sets(h);
    for (t, n) in c.iter().enumerate() {
        let set = |k| S { k, t, concealed: true, declared: false, winning: false };
        match n {
            2 => sets.push(set(K::Pair)),
            3 | 4 => sets.push(set(K::Pung)),
            _ => {}
        }
    }
    let (points, mut doublings) = all_players(h, &sets);
    let mut calling = None;
    if h.ruleset == BMJA {
        let mut purity = false;
        for t in waits(h) {
            let won = h.completed(t, Source::Wall);
            let win = won.win.expect("a winner");
            let (c2, f2) = (won.concealed_counts(), Facts::of(&won));
            for r in readings(&won, &c2, &win) {
                if let Some(l) = limit_hand(&won, &r, &c2, &win, &f2) {
                    calling = best_limit(calling, l);
                }
                purity |= r.shape == Shape::Standard && f2.one_suit_only() && r.chows() == 0;
            }
        }
        if purity {
            doublings += 3;
        }
    }
    let fraction = calling.map(|(v, i, id)| (v * 2 / 5, i, id));
    best_of(vec![outcome(h, points, doublings, fraction)], false)
}
