//! The order of play of a session and the standings of a session or tournament (docs/sessions.md),
//! as rule set data: the `[session]` and `[tournament]` sections of a rule set file.
//!
//! Who deals next after a deal is the rule set's `settlement.rotation` (also what
//! `POST /v1/deals/settle` answers as `next_east`); this module takes that answer and moves the
//! table on: seats move with East, a round ends when the deal has passed `passes_per_round`
//! times, and the session is over after the last of `rounds`.

use super::tile::Wind;

pub use mahjong_types::ruleset::{
    Award, PartDef, PrizeDef, RoundDef, SessionRules, TieBreak, TournamentRound, TournamentRules, Unit,
};

/// Checks the two sections of a rule set (called by `Ruleset::compile`).
pub(crate) fn check(s: &SessionRules, t: &TournamentRules, extra_round_wind: bool) -> Result<(), String> {
    if s.rounds.is_empty() || s.rounds.len() > 64 {
        return Err("session.rounds: 1 to 64 rounds".into());
    }
    if !(1..=64).contains(&s.passes_per_round) {
        return Err("session.passes_per_round: 1 to 64".into());
    }
    if s.rounds.iter().any(|r| r.extra.is_some()) && !extra_round_wind {
        return Err("session.rounds: a second prevailing wind needs extra_round_wind = true".into());
    }
    if s.rounds.iter().any(|r| r.extra == Some(r.wind)) {
        return Err("session.rounds: the second prevailing wind must differ from the first".into());
    }
    if s.starting_total.abs() > 1_000_000_000 {
        return Err("session.starting_total: at most 10^9 in size".into());
    }
    if let Some(p) = &s.parts
        && (p.rounds == 0 || !s.rounds.len().is_multiple_of(p.rounds as usize))
    {
        return Err("session.parts.rounds must divide the number of rounds".into());
    }
    if t.round == TournamentRound::Part && s.parts.is_none() {
        return Err("tournament.round = \"part\" needs session.parts".into());
    }
    if t.rounds == Some(0) {
        return Err("tournament.rounds: at least 1".into());
    }
    if !s.seats.is_empty() {
        if s.seats.len() != s.rounds.len() {
            return Err("session.seats: one entry per round".into());
        }
        if s.seats.iter().any(|r| r.iter().fold(0u8, |m, w| m | w.bit()) != 0b1111) {
            return Err("session.seats: each round's entry names the four seats once".into());
        }
    }
    if !s.table_points.is_empty() && (s.table_points.len() != 4 || s.table_points.windows(2).any(|w| w[0] < w[1])) {
        return Err("session.table_points: four values, first place first, none above the one before".into());
    }
    let mut ids = std::collections::BTreeSet::new();
    for p in &t.prizes {
        if !ids.insert(p.id.as_str()) {
            return Err(format!("tournament.prizes: duplicate id {:?}", p.id));
        }
    }
    Ok(())
}

/// Where a session stands: the round (from 0), passes in it, East by place (0–3: the seat of the
/// round's first deal, East 0, South 1, …), each player's place in the round (players by table
/// position: the player who sat East in the session's first deal is 0, South 1, …; the same as
/// the places unless players change seats between rounds, `session.seats`), deals played, and
/// drawn or void deals in a row under the present East.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub round: u32,
    pub passes: u32,
    pub east: usize,
    pub places: [u8; 4],
    pub deals_played: u32,
    pub voids: u32,
    /// Deals the present East has won since taking the deal.
    pub east_wins: u32,
    /// Honba counters and riichi deposits on the table (han and fu rule sets).
    pub honba: u32,
    pub deposits: u32,
}

/// What a deal did to the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The deal ended its round.
    pub round_ended: bool,
    /// The deal ended the session.
    pub over: bool,
}

/// The places of the players in round `round` (from 0): where `session.seats` moves them, else
/// where they sat in the session's first deal.
pub fn places_in(rules: &SessionRules, round: u32) -> [u8; 4] {
    match rules.seats.get(round as usize) {
        Some(seats) => seats.map(|w| w.index() as u8),
        None => [0, 1, 2, 3],
    }
}

impl Position {
    /// The seat wind of the player at table position `pos`.
    pub fn seat_of(&self, pos: usize) -> Wind {
        let place = self.places.get(pos).map_or(pos, |p| *p as usize);
        Wind::ALL[(place + 4 - self.east % 4) % 4]
    }

    /// The table position of the player in `seat`.
    pub fn at(&self, seat: Wind) -> usize {
        let place = ((self.east + seat.index()) % 4) as u8;
        self.places.iter().position(|p| *p == place).unwrap_or(place as usize)
    }

    /// The session is over: every round has been played.
    pub fn over(&self, rules: &SessionRules) -> bool {
        self.round as usize >= rules.rounds.len()
    }

    /// Moves on after a deal: `east_keeps` as settlement answered it (`next_east` is East),
    /// `drawn` when no one won.
    pub fn advance(&mut self, rules: &SessionRules, east_keeps: bool, drawn: bool) -> Moved {
        self.deals_played += 1;
        if east_keeps {
            self.voids = if drawn { self.voids + 1 } else { 0 };
            // Counted where the rule set has a use for it (`dmjl`).
            if !drawn && rules.east_win_limit.is_some() {
                self.east_wins += 1;
            }
            return Moved { round_ended: false, over: false };
        }
        self.voids = 0;
        self.east_wins = 0;
        self.east = (self.east + 1) % 4;
        self.passes += 1;
        if self.passes < rules.passes_per_round {
            return Moved { round_ended: false, over: false };
        }
        self.passes = 0;
        self.round += 1;
        if !rules.seats.is_empty() {
            // The players change seats; the new round's first East sits where the session began.
            self.places = places_in(rules, self.round);
            self.east = 0;
        }
        Moved { round_ended: true, over: self.over(rules) }
    }
}

/// Final scores by placement (`session.placement`, docs/riichi.md#sessions): each player's
/// `points` less `target`, plus the uma of their place (`uma` of the first two; the last two pay
/// them back), the first also taking the oka `4 × (target − start)` and `deposits` riichi sticks
/// left on the table. Players with equal points share their places' sum equally, the remainder
/// of an uneven split going to the earliest of them in `points` order (table position).
pub fn placement_scores(points: [i64; 4], deposits: u32, start: i64, target: i64, uma: [i64; 2]) -> [i64; 4] {
    let bonus = [uma[0] + 4 * (target - start) + 1000 * i64::from(deposits), uma[1], -uma[1], -uma[0]];
    let mut out = points.map(|p| p - target);
    by_tied_places(&points, |places, tied| {
        let sum: i64 = bonus[places].iter().sum();
        let n = tied.len() as i64;
        let (share, rest) = (sum.div_euclid(n), sum.rem_euclid(n));
        for (k, idx) in tied.iter().enumerate() {
            out[*idx] += share + if k == 0 { rest } else { 0 };
        }
    });
    out
}

/// Table points by placement (`session.table_points`: `mcr` 4, 2, 1, 0): players with equal
/// totals share the points of the places they fill ((4 + 2) / 2 = 3 each for two firsts).
pub fn table_points(totals: &[i64; 4], points: &[u32]) -> [f64; 4] {
    let mut out = [0.0; 4];
    by_tied_places(totals, |places, tied| {
        let sum: u32 = points.iter().skip(places.start).take(places.len()).sum();
        for idx in tied {
            out[*idx] = f64::from(sum) / tied.len() as f64;
        }
    });
    out
}

/// Calls `f` for each group of equal totals, best first, with the places the group fills (from
/// 0) and its members' indices in `totals` order (the earliest first).
fn by_tied_places(totals: &[i64; 4], mut f: impl FnMut(std::ops::Range<usize>, &[usize])) {
    let ranked = rank(totals);
    let mut i = 0;
    while i < ranked.len() {
        let place = ranked[i].1 as usize - 1;
        let tied: Vec<usize> = ranked[i..].iter().take_while(|(_, r)| *r == ranked[i].1).map(|(idx, _)| *idx).collect();
        f(place..place + tied.len(), &tied);
        i += tied.len();
    }
}

/// Ranks entries by their keys, best first: each key is compared as a whole (first element
/// first), higher is better; entries with equal keys share a rank (1, 2, 2, 4) and keep their
/// given order. Returns (index into `keys`, rank) in standing order.
pub fn rank<K: Ord>(keys: &[K]) -> Vec<(usize, u32)> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|a, b| keys[*b].cmp(&keys[*a]).then(a.cmp(b)));
    let mut out = Vec::with_capacity(order.len());
    for (i, idx) in order.iter().enumerate() {
        let rank = match out.last() {
            Some((prev, r)) if keys[*prev] == keys[*idx] => *r,
            _ => i as u32 + 1,
        };
        out.push((*idx, rank));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/riichi.md#sessions: 25,000 start, 30,000 target, uma 15,000 / 5,000. 42,000 / 31,000
    /// / 17,000 / 9,000 with one deposit left: the first 12,000 + 15,000 + 20,000 oka + 1,000 =
    /// 48,000; 1,000 + 5,000 = 6,000; −13,000 − 5,000 = −18,000; −21,000 − 15,000 = −36,000.
    /// Two tied for second share 5,000 − 5,000 = 0.
    #[test]
    fn placement_scores_with_uma_oka_and_ties() {
        let f = placement_scores([42_000, 31_000, 17_000, 9_000], 1, 25_000, 30_000, [15_000, 5_000]);
        assert_eq!(f, [48_000, 6_000, -18_000, -36_000]);
        assert_eq!(f.iter().sum::<i64>(), 0);
        let tied = placement_scores([40_000, 30_000, 30_000, 20_000], 0, 30_000, 30_000, [15_000, 5_000]);
        assert_eq!(tied, [25_000, 0, 0, -25_000]);
        // Three tied for first share 15,000 + 5,000 − 5,000 = 15,000: 5,000 each.
        let three = placement_scores([35_000, 35_000, 35_000, 15_000], 0, 30_000, 30_000, [15_000, 5_000]);
        assert_eq!(three, [10_000, 10_000, 10_000, -30_000]);
    }

    #[test]
    fn ranks_share_on_ties() {
        let r = rank(&[10, 30, 20, 30, 20, -5]);
        assert_eq!(r, [(1, 1), (3, 1), (2, 3), (4, 3), (0, 5), (5, 6)]);
        let r = rank(&[(5, 1), (5, 2), (5, 1)]);
        assert_eq!(r, [(1, 1), (0, 2), (2, 2)]);
        assert!(rank::<i64>(&[]).is_empty());
    }

    #[test]
    fn seats_move_with_east() {
        let rules = SessionRules::default();
        let mut p = Position {
            round: 0,
            passes: 0,
            east: 0,
            places: [0, 1, 2, 3],
            deals_played: 0,
            voids: 0,
            east_wins: 0,
            honba: 0,
            deposits: 0,
        };
        assert_eq!([0, 1, 2, 3].map(|i| p.seat_of(i)), Wind::ALL);
        // East keeps on a draw: nothing moves but the void count.
        assert_eq!(p.advance(&rules, true, true), Moved { round_ended: false, over: false });
        assert_eq!((p.east, p.voids, p.deals_played), (0, 1, 1));
        p.advance(&rules, false, false);
        // The player who was South is East.
        assert_eq!((p.east, p.voids), (1, 0));
        assert_eq!(p.seat_of(1), Wind::East);
        assert_eq!(p.seat_of(0), Wind::North);
        assert_eq!(p.at(Wind::South), 2);
        for _ in 0..2 {
            p.advance(&rules, false, false);
        }
        assert_eq!(p.advance(&rules, false, true), Moved { round_ended: true, over: false });
        assert_eq!((p.round, p.passes, p.east), (1, 0, 0));
        for _ in 0..11 {
            assert!(!p.advance(&rules, false, false).over);
        }
        assert_eq!(p.advance(&rules, false, false), Moved { round_ended: true, over: true });
        assert!(p.over(&rules));
        assert_eq!(p.deals_played, 17);
    }

    /// docs/rules-mcr.md#mcr-sessions, the EMA MCR seats: by the seat in each round's first deal,
    /// the player starting East sits E, S, N, W; South S, E, W, N; West W, N, E, S; North N, W,
    /// S, E. Each round's first East sits where the session began.
    #[test]
    fn players_change_seats_between_rounds() {
        use Wind::{East as E, North as N, South as S, West as W};
        let rules = SessionRules {
            seats: vec![[E, S, W, N], [S, E, N, W], [N, W, E, S], [W, N, S, E]],
            ..SessionRules::default()
        };
        let mut p = Position {
            round: 0,
            passes: 0,
            east: 0,
            places: places_in(&rules, 0),
            deals_played: 0,
            voids: 0,
            east_wins: 0,
            honba: 0,
            deposits: 0,
        };
        let mut first_deals = Vec::new();
        let mut easts = Vec::new();
        for _ in 0..16 {
            if p.passes == 0 {
                first_deals.push([0, 1, 2, 3].map(|i| p.seat_of(i)));
            }
            easts.push(p.at(E));
            p.advance(&rules, false, false);
        }
        assert_eq!(first_deals, [[E, S, W, N], [S, E, N, W], [N, W, E, S], [W, N, S, E]]);
        // In each round East passes to the next seat: round 2 starts with the player who
        // started South (table position 1), then the one now South (West's starter, 3), …
        assert_eq!(easts, [0, 1, 2, 3, 1, 0, 3, 2, 2, 3, 1, 0, 3, 2, 0, 1]);
        assert!(p.over(&rules));
    }

    /// docs/rules-mcr.md#mcr-sessions: 4, 2, 1, 0; two firsts share (4 + 2) / 2 = 3, two lasts
    /// (1 + 0) / 2 = 0.5; three equal share 7 / 3.
    #[test]
    fn table_points_are_shared_on_ties() {
        let p = [4, 2, 1, 0];
        assert_eq!(table_points(&[10, 40, 20, 30], &p), [0.0, 4.0, 1.0, 2.0]);
        assert_eq!(table_points(&[50, 50, -20, -80], &p), [3.0, 3.0, 1.0, 0.0]);
        assert_eq!(table_points(&[50, 10, -30, -30], &p), [4.0, 2.0, 0.5, 0.5]);
        assert_eq!(table_points(&[0, 0, 0, 0], &p), [1.75; 4]);
        assert_eq!(table_points(&[5, 5, 5, -15], &p), [7.0 / 3.0, 7.0 / 3.0, 7.0 / 3.0, 0.0]);
    }
}
