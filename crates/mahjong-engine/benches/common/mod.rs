//! The hands the engine benchmarks time, from the seeded generator the randomized tests use
//! (`mahjong_testkit::hands`): per rule set, random winners of four sets and a pair
//! (exposed melds, concealed kongs, bonus tiles where the rule set has them, every win source,
//! random seat and round, option overrides), the same winners less their winning tile (the waits
//! of a 13-tile hand), special hands and non-winners. Every hand is in compact notation, as most
//! requests write it, and its expected answer is computed before any timing.
//!
//! Shared by `benches/engine.rs` (criterion) and the peer comparison (`crates/peer-bench`).
#![allow(dead_code)]

pub use mahjong_testkit::hands;

use hands::{Class, GenHand, Rng};
use mahjong_engine::hand::{self, CheckedHand, Context};
use mahjong_engine::registry::Registry;
use mahjong_engine::ruleset::{OptionValue, Options, Rules, Ruleset};
use mahjong_engine::score;
use mahjong_engine::tile::Wind;
use mahjong_types::{HandBody, HandRequest, Win as WinText};

pub use hands::RULESETS;

/// What a group of hands is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Winners built from four sets and a pair.
    Winners,
    /// Special hands of the rule set (seven pairs, thirteen orphans, nine gates, ...).
    Special,
    /// Players who did not win.
    NonWinners,
    /// Winners less their winning tile (13 tiles plus kongs), for waits.
    Waiting,
}

/// One hand as a request gives it, and the same hand checked.
pub struct Case {
    pub opts: Options,
    pub body: HandBody,
    pub win: Option<WinText>,
    pub seat: Wind,
    pub rounds: u8,
    pub checked: CheckedHand,
    pub ctx: Context,
    /// The answer computed before timing: the total (score), or the waits with their totals.
    pub expected: u64,
}

impl Case {
    pub fn rules<'a>(&'a self, set: &'a Ruleset) -> Rules<'a> {
        Rules { set, opts: &self.opts }
    }
}

/// Parse, check and score, as a request does (the compact notation is read each time).
pub fn check_and_score(set: &Ruleset, c: &Case) -> u32 {
    let rules = c.rules(set);
    match hand::check_hand(rules, &c.body, c.win.as_ref(), c.seat) {
        Ok((checked, win)) => {
            let ctx = Context { seat: c.seat, rounds: c.rounds, win };
            score::score(rules, &checked, &ctx).total
        }
        Err(_) => u32::MAX,
    }
}

/// Score a checked hand.
pub fn score_only(set: &Ruleset, c: &Case) -> u32 {
    score::score(c.rules(set), &c.checked, &c.ctx).total
}

/// The waits of a 13-tile hand, each scored won from a discard and self-drawn (as the waits
/// operation answers), folded into one number that changes with any wait or total.
pub fn waits_scored(set: &Ruleset, c: &Case) -> u64 {
    let rules = c.rules(set);
    let discarder = Wind::ALL[(c.seat.index() + 3) % 4];
    let mut acc = 0u64;
    for (t, discard, wall) in score::score_waits(rules, &c.checked.hand, &c.ctx, discarder) {
        acc = acc.wrapping_mul(31).wrapping_add(t.index() as u64);
        acc = acc.wrapping_mul(31).wrapping_add(discard.total as u64);
        acc = acc.wrapping_mul(31).wrapping_add(wall.total as u64);
    }
    acc
}

/// The answer a case is timed against.
pub fn answer(set: &Ruleset, c: &Case, kind: Kind) -> u64 {
    match kind {
        Kind::Waiting => waits_scored(set, c),
        _ => score_only(set, c) as u64,
    }
}

fn wanted(h: &GenHand, kind: Kind) -> bool {
    match kind {
        Kind::Winners | Kind::Waiting => h.class == Class::Sets || h.class == Class::VogelEetCake,
        Kind::Special => !h.class.is_sets() && h.class != Class::Loose && h.class != Class::NonWinner && !h.foreign,
        Kind::NonWinners => h.class == Class::NonWinner,
    }
}

/// `n` hands of rule set `ruleset` (index into [`RULESETS`]) of a kind, from `seed`.
pub fn cases(registry: &Registry, ruleset: usize, kind: Kind, n: usize, seed: u64) -> Vec<Case> {
    let set = registry.get(RULESETS[ruleset]).expect("built-in rule set");
    let mut rng = Rng::new(seed ^ (ruleset as u64) << 56 ^ (kind as u64) << 48);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let h = match kind {
            Kind::NonWinners => hands::any(&mut rng),
            _ => hands::winner(&mut rng, ruleset),
        };
        if h.ruleset != ruleset || !wanted(&h, kind) {
            continue;
        }
        let h = if kind == Kind::Waiting {
            match h.waiting() {
                Some(w) => w,
                None => continue,
            }
        } else {
            h
        };
        if let Some(c) = case(set, &h, kind) {
            out.push(c);
        }
    }
    out
}

fn case(set: &Ruleset, h: &GenHand, kind: Kind) -> Option<Case> {
    let req: HandRequest = serde_json::from_value(h.request_compact()).ok()?;
    let overrides: Vec<(String, OptionValue)> = req
        .options
        .iter()
        .filter_map(|(k, v)| match v {
            mahjong_types::OptionValue::Bool(b) => Some((k.clone(), OptionValue::Bool(*b))),
            mahjong_types::OptionValue::Int(n) => Some((k.clone(), OptionValue::Int(*n))),
            mahjong_types::OptionValue::Invalid => None,
        })
        .collect();
    let opts = set.resolve_options(&overrides).ok()?;
    let rounds = req.round_wind.bit() | req.extra_round_wind.map_or(0, Wind::bit);
    let rules = Rules { set, opts: &opts };
    let (checked, win) = hand::check_hand(rules, &req.hand, req.win.as_ref(), req.seat_wind).ok()?;
    let ctx = Context { seat: req.seat_wind, rounds, win };
    let mut c = Case { opts, body: req.hand, win: req.win, seat: req.seat_wind, rounds, checked, ctx, expected: 0 };
    c.expected = answer(set, &c, kind);
    Some(c)
}
