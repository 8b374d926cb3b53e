//! Claims on a discard: which claim wins (docs/rules.md §2–§6 "Claims").
//!
//! Mahjong beats pung/kong beats chow. Rule sets that rank mahjong claims compare them by
//! category (limit > pair > pung > chow, the best any legal arrangement allows); ties go to the
//! claimant first in turn after the discarder. `italian` voids the deal on two mahjong claims and
//! takes a discard for a chow only to complete mahjong. `riichi` (docs/riichi.md#claims): a
//! player in riichi claims only for mahjong, riichi counting as their yaku; several mahjong
//! claims go to the first in turn (head bump) or, with `double_ron`, all win, and three void the
//! deal with `triple_ron_draw`.

use super::hand::{CheckedHand, Context, CountFault, Win};
use super::ruleset::{Rules, Source, Timing};
use super::score::{self, Category};
use super::tile::{Tile, Wind};

pub use mahjong_types::ClaimKind;

/// Mahjong 2, pung/kong 1, chow 0.
fn rank(kind: ClaimKind) -> u8 {
    match kind {
        ClaimKind::Chow => 0,
        ClaimKind::Pung | ClaimKind::Kong => 1,
        ClaimKind::Mahjong => 2,
    }
}

/// One claim, with the claimant's hand before taking the discard where given.
#[derive(Clone, Debug)]
pub struct Claim {
    pub seat: Wind,
    pub kind: ClaimKind,
    pub hand: Option<CheckedHand>,
    /// The claimant's announcements, a bit set ([`crate::hand::Win::announcements`]).
    pub announced: u8,
}

/// A valid claim in the ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    /// Index into the request's claims.
    pub index: usize,
    pub seat: Wind,
    pub kind: ClaimKind,
    /// For a checked mahjong claim: its category.
    pub category: Option<Category>,
}

/// A claim the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejected {
    pub index: usize,
    pub seat: Wind,
    pub code: &'static str,
    pub message: String,
}

/// The outcome of a claim resolution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub winner: Option<Ranked>,
    /// Several mahjong claims that all win (`several_mahjong_win`), in turn; empty otherwise.
    pub winners: Vec<Ranked>,
    /// Two or more mahjong claims void the deal (`italian`).
    pub void: bool,
    pub ranking: Vec<Ranked>,
    pub rejected: Vec<Rejected>,
}

/// The claimed tile: what was discarded (or added to a kong), by whom, and when.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Discard {
    pub tile: Tile,
    pub discarder: Wind,
    /// `Discard` or `RobbedKong`.
    pub source: Source,
    /// `Normal` or `Earthly`.
    pub timing: Timing,
}

/// Resolves the claims on a discard.
pub fn resolve(rules: Rules<'_>, rounds: u8, d: Discard, claims: &[Claim]) -> Resolution {
    let (discard, discarder) = (d.tile, d.discarder);
    let cr = &rules.set.def.claims;
    let mut ranking = Vec::new();
    let mut rejected = Vec::new();
    for (index, c) in claims.iter().enumerate() {
        let reject = |code: &'static str, message: String| Rejected { index, seat: c.seat, code, message };
        if c.seat == discarder {
            rejected.push(reject("own_discard", format!("{} discarded the {} and cannot claim it", c.seat, discard)));
            continue;
        }
        let held = |n: u8| c.hand.as_ref().is_none_or(|h| h.hand.concealed[discard.index()] >= n);
        let robbed = d.source == Source::RobbedKong;
        let verdict: Result<Option<Category>, Rejected> = match c.kind {
            ClaimKind::Chow | ClaimKind::Pung | ClaimKind::Kong if crate::hand::riichi_declared(c.announced) => {
                Err(reject("in_riichi", "a player in riichi claims a discard only for mahjong (ron)".into()))
            }
            ClaimKind::Chow | ClaimKind::Pung | ClaimKind::Kong if robbed => {
                Err(reject("mahjong_only", "a tile added to a kong may be robbed only for mahjong".into()))
            }
            ClaimKind::Chow => {
                if cr.chow_only_for_mahjong {
                    Err(reject(
                        "chow_only_for_mahjong",
                        "a discard may be taken for a chow only to complete mahjong".into(),
                    ))
                } else if cr.chow_only_next && c.seat != discarder.next() {
                    Err(reject(
                        "chow_not_next",
                        format!("only {} (next after {}) may claim a chow", discarder.next(), discarder),
                    ))
                } else if !discard.is_suited() {
                    Err(reject("chow_impossible", format!("{} is an honour: no chow can hold it", discard)))
                } else if c.hand.as_ref().is_some_and(|h| !can_chow(&h.hand.concealed, discard)) {
                    Err(reject("cannot_chow", format!("the hand holds no two tiles that make a chow with {}", discard)))
                } else {
                    Ok(None)
                }
            }
            ClaimKind::Pung if !held(2) => {
                Err(reject("cannot_pung", format!("a pung claim needs a pair of {} in hand", discard)))
            }
            ClaimKind::Kong if !held(3) => {
                Err(reject("cannot_kong", format!("a kong claim needs three {} in hand", discard)))
            }
            ClaimKind::Pung | ClaimKind::Kong => Ok(None),
            ClaimKind::Mahjong => match &c.hand {
                None if cr.rank_mahjong => Err(reject(
                    "hand_required",
                    format!("rule set {:?} ranks mahjong claims: the claim needs the claimant's hand", rules.set.id()),
                )),
                None => Ok(None),
                Some(h) if h.fault != CountFault::None => {
                    Err(reject("not_mahjong", "the hand has a wrong number of tiles and cannot make mahjong".into()))
                }
                Some(h) => {
                    let mut with = h.clone();
                    with.hand.concealed[discard.index()] += 1;
                    let win = Win {
                        tile: discard,
                        source: d.source,
                        discarder: Some(discarder),
                        last_tile: false,
                        timing: d.timing,
                        announcements: c.announced,
                        ..Win::self_drawn(discard)
                    };
                    let ctx = Context { seat: c.seat, rounds, win: Some(win) };
                    match score::mahjong_category(rules, &with, &ctx) {
                        Some(cat) => Ok(Some(cat)),
                        None => Err(reject(
                            "not_mahjong",
                            format!("the hand with {} is not a legal mahjong under {:?}", discard, rules.set.id()),
                        )),
                    }
                }
            },
        };
        match verdict {
            Ok(category) => ranking.push(Ranked { index, seat: c.seat, kind: c.kind, category }),
            Err(r) => rejected.push(r),
        }
    }
    // Best first: claim kind, then (where ranked) mahjong category, then turn order after the
    // discarder. The index only breaks exact duplicates, which the API refuses anyway.
    ranking.sort_by_key(|r| {
        let cat = if cr.rank_mahjong { r.category.map_or(0, |c| c as u8 + 1) } else { 0 };
        (std::cmp::Reverse(rank(r.kind)), std::cmp::Reverse(cat), discarder.distance_to(r.seat), r.index)
    });
    let mahjongs = ranking.iter().filter(|r| r.kind == ClaimKind::Mahjong).count();
    let setting = |s| rules.set.setting_bool(s, rules.opts);
    let void = (cr.multiple_mahjong_voids && mahjongs >= 2) || (setting(&cr.three_mahjong_void) && mahjongs >= 3);
    let winner = if void { None } else { ranking.first().cloned() };
    // Mahjong claims rank first, in turn after the discarder: they are the ranking's head.
    let winners = if !void && mahjongs >= 2 && setting(&cr.several_mahjong_win) {
        ranking[..mahjongs].to_vec()
    } else {
        Vec::new()
    };
    Resolution { winner, winners, void, ranking, rejected }
}

fn can_chow(c: &super::tile::Counts, t: Tile) -> bool {
    let i = t.index();
    let has = |d: isize| {
        let j = i as isize + d;
        (0..27).contains(&j) && (j as usize) / 9 == i / 9 && c[j as usize] > 0
    };
    (has(-2) && has(-1)) || (has(-1) && has(1)) || (has(1) && has(2))
}
