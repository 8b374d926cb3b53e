//! Property tests for the engine's invariants (issue #2, #3):
//! - the order of tiles never changes a result;
//! - every listed wait completes the hand into a legal arrangement (a mahjong, minimums aside),
//!   and no unlisted tile does;
//! - the reported arrangement uses exactly the hand's tiles;
//! - random bytes and random JSON never panic the parser or the core;
//! - permuting claims never changes the winner; nets sum to zero; the order scores are listed in
//!   does not matter;
//! - `dmjl`, `bmja`: the roof (`roof_off` off) caps ordinary totals only and taking it off never
//!   lowers a total; a `bmja` mahjong of sets holds at most one chow, and any with at most one is
//!   a mahjong.

use mahjong_engine::arrange;
use mahjong_engine::hand;
use mahjong_engine::registry::Registry;
use mahjong_engine::ruleset::Rules;
use mahjong_engine::service::{ApiError, Core, ErrorKind};
use mahjong_engine::tile::{KINDS, Tile, Wind};
use mahjong_types::{
    ClaimsRequest, DealRequest, Hand, HandBody, HandRequest, Meld, ScoreResponse, SetKind, SettleRequest, TileText,
};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::sync::OnceLock;

/// A request read as the service reads it (serde); a body that cannot be read is a 400.
fn decode<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    serde_json::from_slice(body).map_err(|e| ApiError::new(ErrorKind::BadRequest, e.to_string()))
}

fn core() -> &'static Core {
    static CORE: OnceLock<Core> = OnceLock::new();
    CORE.get_or_init(|| Core::new(Registry::builtin()))
}

const RULESETS: [&str; 6] = ["rode-boekje", "ecr", "italian", "nine-dragons", "dmjl", "bmja"];
/// Indexes into [`RULESETS`] of Kajongg's two rule sets.
const DMJL: usize = 4;
const BMJA: usize = 5;
const WINDS: [&str; 4] = ["east", "south", "west", "north"];

/// A set: 0 chow, 1 pung, 2 kong (declared only); starting tile index.
#[derive(Clone, Debug)]
struct SetSpec {
    kind: u8,
    tile: usize,
    declared: bool,
    exposed: bool,
}

fn set_tiles(s: &SetSpec) -> Vec<usize> {
    match s.kind {
        0 => vec![s.tile, s.tile + 1, s.tile + 2],
        1 => vec![s.tile; 3],
        _ => vec![s.tile; 4],
    }
}

fn set_strategy(tiles: impl Strategy<Value = usize>) -> impl Strategy<Value = SetSpec> {
    (0u8..3, tiles, any::<bool>(), any::<bool>()).prop_map(|(kind, tile, declared, exposed)| {
        // Chows need a suit tile of rank <= 7; otherwise make it a pung.
        let kind = if kind == 0 && !(tile < 27 && tile % 9 <= 6) { 1 } else { kind };
        // Kongs exist only when declared.
        let declared = declared || kind == 2;
        SetSpec { kind, tile, declared, exposed: exposed || kind != 2 }
    })
}

/// A random complete hand: four sets and a pair, some sets declared, at most four copies.
#[derive(Clone, Debug)]
struct Deal {
    sets: Vec<SetSpec>,
    pair: usize,
    win_pos: usize,
    ruleset: usize,
    seat: usize,
    round: usize,
    source: usize,
    bonus: Vec<usize>,
}

/// Hands of any tiles.
fn deal_strategy() -> impl Strategy<Value = Deal> {
    deal_strategy_from(0usize..KINDS)
}

/// Dense hands: sets and pairs of a few neighbouring kinds (bamboo 1-4, circles 1-2, red dragon),
/// so that kinds held four times, overlapping waits and the bamboo-1/circles-1 of Vogel eet cake
/// come up often rather than almost never.
fn dense_deal_strategy() -> impl Strategy<Value = Deal> {
    deal_strategy_from(prop::sample::select(vec![0usize, 1, 2, 3, 18, 19, 31]))
}

fn deal_strategy_from(tiles: impl Strategy<Value = usize> + Clone) -> impl Strategy<Value = Deal> {
    (
        prop::collection::vec(set_strategy(tiles.clone()), 4),
        tiles,
        0usize..14,
        0usize..RULESETS.len(),
        0usize..4,
        0usize..4,
        0usize..2,
        prop::collection::vec(0usize..8, 0..3),
    )
        .prop_map(|(sets, pair, win_pos, ruleset, seat, round, source, bonus)| Deal {
            sets,
            pair,
            win_pos,
            ruleset,
            seat,
            round,
            source,
            bonus,
        })
        .prop_filter("at most four copies", |d| {
            let tiles = d.sets.iter().flat_map(set_tiles).chain([d.pair, d.pair]);
            at_most_four_of_a_kind(tiles) && d.sets.iter().any(|s| !s.declared)
        })
}

fn code(i: usize) -> String {
    Tile::from_index(i).map(|t| t.code().to_string()).unwrap_or_default()
}

/// The request for a deal, with concealed tiles in the given order permutation seed.
fn request(d: &Deal, order: &[usize]) -> Value {
    let mut concealed: Vec<usize> = vec![d.pair, d.pair];
    let mut melds = Vec::new();
    for s in &d.sets {
        if s.declared {
            let kind = ["chow", "pung", "kong"][s.kind as usize];
            melds.push(json!({"kind": kind, "tiles": set_tiles(s).iter().map(|t| code(*t)).collect::<Vec<_>>(), "exposed": s.exposed}));
        } else {
            concealed.extend(set_tiles(s));
        }
    }
    let win = concealed[d.win_pos % concealed.len()];
    let mut permuted: Vec<usize> = concealed.clone();
    for (i, j) in order.iter().enumerate() {
        let n = permuted.len();
        permuted.swap(i % n, j % n);
    }
    let ruleset = RULESETS[d.ruleset];
    let bonus: Vec<String> = if ruleset == "rode-boekje" {
        Vec::new()
    } else {
        let mut b: Vec<usize> = d.bonus.clone();
        b.sort();
        b.dedup();
        b.iter().map(|i| code(34 + i)).collect()
    };
    let seat = WINDS[d.seat];
    let source = ["wall", "discard"][d.source];
    let mut win_obj = json!({"tile": code(win), "source": source});
    if source == "discard" {
        win_obj["discarder"] = json!(WINDS[(d.seat + 3) % 4]);
    }
    json!({
        "ruleset": ruleset,
        "seat_wind": seat,
        "round_wind": WINDS[d.round],
        "hand": {"concealed": permuted.iter().map(|t| code(*t)).collect::<Vec<_>>(), "melds": melds, "bonus": bonus},
        "win": win_obj,
    })
}

fn score(v: &Value) -> Result<ScoreResponse, mahjong_engine::service::ApiError> {
    let req: HandRequest = serde_json::from_value(v.clone()).expect("well-formed request");
    core().score(&req, None)
}

fn multiset(tiles: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = tiles.into_iter().collect();
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, .. ProptestConfig::default() })]

    /// Tile order never changes a score (same request with the concealed tiles and melds reordered).
    #[test]
    fn tile_order_never_changes_a_score(d in prop_oneof![deal_strategy(), dense_deal_strategy()], order in prop::collection::vec(0usize..14, 0..20)) {
        let a = score(&request(&d, &[]));
        let mut reordered = request(&d, &order);
        if let Some(m) = reordered["hand"]["melds"].as_array_mut() { m.reverse(); }
        if let Some(b) = reordered["hand"]["bonus"].as_array_mut() { b.reverse(); }
        let b = score(&reordered);
        prop_assert_eq!(a, b);
    }

    /// The reported arrangement holds exactly the hand's tiles, and a complete hand is scored as
    /// a mahjong or rejected with a reason.
    #[test]
    fn arrangement_uses_exactly_the_hands_tiles(d in prop_oneof![deal_strategy(), dense_deal_strategy()]) {
        let req = request(&d, &[]);
        let s = score(&req).expect("a generated hand is valid");
        let mut hand_tiles: Vec<String> = req["hand"]["concealed"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()).collect();
        for m in req["hand"]["melds"].as_array().unwrap() {
            hand_tiles.extend(m["tiles"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().to_string()));
        }
        let arranged: Vec<String> = s.arrangement.iter().flat_map(|set| set.tiles.codes()).collect();
        prop_assert_eq!(multiset(hand_tiles), multiset(arranged));
        prop_assert!(s.mahjong || !s.reasons.is_empty());
        if !s.mahjong { prop_assert_eq!(s.total, 0); }
    }

    /// Every listed wait completes the hand (an arrangement exists, found by the recursive search
    /// rather than the table), and no unlisted tile does.
    #[test]
    fn waits_are_exactly_the_completing_tiles(d in deal_strategy(), drop in 0usize..14) {
        check_waits(&d, drop)?;
    }

    /// Random bytes never panic the decoder or the core.
    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        if let Ok(r) = decode::<HandRequest>(&bytes) {
            let _ = core().score(&r, None);
            let _ = core().validate(&r, None);
        }
        let _ = decode::<ClaimsRequest>(&bytes);
        let _ = decode::<DealRequest>(&bytes);
    }

    /// Random compact notation and random JSON hands never panic and always answer.
    #[test]
    fn random_hands_never_panic(s in "[bcdwfs()\\[\\] 0-9a-z]{0,60}", v in json_value(), ruleset in 0usize..RULESETS.len(), win in any::<bool>()) {
        for hand in [json!(s), v] {
            let mut req = json!({"ruleset": RULESETS[ruleset], "seat_wind": "east", "round_wind": "south", "hand": hand});
            if win { req["win"] = json!({"tile": "b1", "source": "wall"}); }
            if let Ok(r) = serde_json::from_value::<HandRequest>(req) {
                let _ = core().score(&r, None);
                let _ = core().validate(&r, None);
                let mut r2 = r.clone();
                r2.win = None;
                let _ = core().waits(&r2, None);
            }
        }
    }

    /// Permuting the claims never changes the winner, the ranking or the rejections.
    #[test]
    fn claim_order_never_changes_the_winner(ruleset in 0usize..RULESETS.len(), discard in 0usize..KINDS, discarder in 0usize..4,
        claims in prop::collection::vec((0usize..4, 0usize..4, any::<bool>(), deal_strategy()), 1..4), rot in 0usize..4) {
        let mut seen = std::collections::BTreeSet::new();
        let claims: Vec<Value> = claims.into_iter().filter(|c| seen.insert(c.0)).map(|(seat, kind, with_hand, d)| {
            let mut c = json!({"seat": WINDS[seat], "kind": (["chow", "pung", "kong", "mahjong"][kind])});
            if with_hand {
                // A 13-tile hand: a generated complete hand minus one concealed tile, flowers dropped.
                let mut h = request(&d, &[])["hand"].clone();
                h["concealed"].as_array_mut().unwrap().pop();
                h["bonus"] = json!([]);
                c["hand"] = h;
            }
            c
        }).collect();
        let mut rotated = claims.clone();
        let n = rotated.len();
        rotated.rotate_left(rot % n);
        let body = |cs: &Vec<Value>| json!({"ruleset": RULESETS[ruleset], "round_wind": "east", "discard": code(discard), "discarder": WINDS[discarder], "claims": cs});
        let a = serde_json::from_value::<ClaimsRequest>(body(&claims)).map(|r| core().resolve_claims(&r));
        let b = serde_json::from_value::<ClaimsRequest>(body(&rotated)).map(|r| core().resolve_claims(&r));
        match (a, b) {
            (Ok(Ok(a)), Ok(Ok(b))) => {
                prop_assert_eq!(&a.winner, &b.winner);
                prop_assert_eq!(a.void, b.void);
                prop_assert_eq!(&a.ranking, &b.ranking);
                let mut ra = a.rejected.clone(); ra.sort_by_key(|r| format!("{:?}", r.seat));
                let mut rb = b.rejected.clone(); rb.sort_by_key(|r| format!("{:?}", r.seat));
                prop_assert_eq!(ra, rb);
            }
            (Ok(Err(a)), Ok(Err(b))) => {
                let mut ea: Vec<String> = a.errors.iter().map(|e| e.code.clone()).collect(); ea.sort();
                let mut eb: Vec<String> = b.errors.iter().map(|e| e.code.clone()).collect(); eb.sort();
                prop_assert_eq!(ea, eb);
            }
            (a, b) => prop_assert!(false, "different outcomes: {:?} / {:?}", a.map(|r| r.is_ok()), b.map(|r| r.is_ok())),
        }
    }

    /// Nets sum to zero, and listing the scores in another order changes nothing.
    #[test]
    fn settlement_nets_sum_to_zero(ruleset in 0usize..RULESETS.len(), scores in prop::array::uniform4(0u32..3000), winner in prop::option::of(0usize..4),
        source in 0usize..2, discarder in 0usize..4, void in any::<bool>(), prev in 0u32..3) {
        let mut body = json!({"ruleset": RULESETS[ruleset], "previous_voids": prev});
        if void { body["void"] = json!(true); }
        if let (Some(w), false) = (winner, void) {
            body["winner"] = json!(WINDS[w]);
            let mut win = json!({"source": (["wall", "discard"][source])});
            if source == 1 { win["discarder"] = json!(WINDS[if discarder == w { (w + 1) % 4 } else { discarder }]); }
            body["win"] = win;
        }
        let forward: serde_json::Map<String, Value> = (0..4).map(|i| (WINDS[i].to_string(), json!(scores[i]))).collect();
        let backward: serde_json::Map<String, Value> = (0..4).rev().map(|i| (WINDS[i].to_string(), json!(scores[i]))).collect();
        let text_fwd = { let mut b = body.clone(); b["scores"] = Value::Object(forward); serde_json::to_string(&b).unwrap() };
        let mut b2 = body.clone();
        b2["scores"] = Value::Object(backward);
        let mut text_bwd = serde_json::to_string(&b2).unwrap();
        // serde_json maps sort keys; write the reversed order by hand.
        let rev_scores = (0..4).rev().map(|i| format!("\"{}\":{}", WINDS[i], scores[i])).collect::<Vec<_>>().join(",");
        if let Some(start) = text_bwd.find("\"scores\":{") {
            let end = start + text_bwd[start..].find('}').unwrap();
            text_bwd.replace_range(start..=end, &format!("\"scores\":{{{rev_scores}}}"));
        }
        let a = decode::<SettleRequest>(text_fwd.as_bytes()).and_then(|r| core().settle(&r)).expect("valid settlement");
        let b = decode::<SettleRequest>(text_bwd.as_bytes()).and_then(|r| core().settle(&r)).expect("valid settlement");
        let net = a.net;
        let sum: i64 = [net.east, net.south, net.west, net.north].iter().map(|x| x.unwrap_or(0)).sum();
        prop_assert_eq!(sum, 0);
        prop_assert_eq!(a, b);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, .. ProptestConfig::default() })]

    /// `bmja` (dmjl/bmja rules §1, "most chows in a standard mahjong: 1"): any four sets and a pair
    /// scored under `bmja` is a mahjong whose arrangement holds at most one chow, or no mahjong;
    /// four sets with at most one chow among them always make a mahjong.
    #[test]
    fn bmja_standard_mahjongs_hold_at_most_one_chow(d in prop_oneof![deal_strategy(), dense_deal_strategy()]) {
        let d = Deal { ruleset: BMJA, ..d };
        let s = score(&request(&d, &[])).expect("a generated hand is valid");
        let chows = s.arrangement.iter().filter(|a| a.kind == SetKind::Chow).count();
        prop_assert!(!s.mahjong || chows <= 1, "a mahjong arranged with {} chows: {:?}", chows, s.arrangement);
        if d.sets.iter().filter(|x| x.kind == 0).count() <= 1 {
            prop_assert!(s.mahjong, "sets with at most one chow are no mahjong: {:?}", s.reasons);
        }
    }

    /// `dmjl`, `bmja` (dmjl/bmja rules §1): the same hand with the roof on and off. With the roof
    /// on no total exceeds the limit; taking it off never lowers a total, leaves an ordinary total
    /// uncapped (points × 2^doublings) and a limit hand at exactly the limit.
    #[test]
    fn the_roof_off_never_lowers_a_total(d in prop_oneof![deal_strategy(), dense_deal_strategy()], kajongg in DMJL..=BMJA) {
        let d = Deal { ruleset: kajongg, ..d };
        let limit = if kajongg == DMJL { 500 } else { 1000 };
        let with_roof_off = |on: bool| {
            let mut v = request(&d, &[]);
            v["options"] = json!({"roof_off": on});
            score(&v).expect("a generated hand is valid")
        };
        let (a, b) = (with_roof_off(false), with_roof_off(true));
        prop_assert!(a.total <= limit, "roof on: {} above the limit", a.total);
        prop_assert!(b.total >= a.total, "roof off lowered {} to {}", a.total, b.total);
        prop_assert_eq!(a.mahjong, b.mahjong);
        for s in [&a, &b] {
            if let Some(l) = &s.limit_hand {
                prop_assert!(s.total == limit && l.value == limit, "the limit hand {} scores {}", l.id, s.total);
            }
        }
        if b.limit_hand.is_none() {
            prop_assert!(!b.capped && b.total as u64 == (b.points as u64) << b.doublings.min(40), "roof off: {:?}", b);
        }
        if a.limit_hand.is_none() && b.limit_hand.is_none() {
            prop_assert_eq!(a.total, b.total.min(limit));
        }
    }
}

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        "[a-z0-9]{0,4}".prop_map(Value::String),
        prop::sample::select(vec!["b1", "we", "dr", "f1", "c9", "d5", "x"]).prop_map(|s| json!(s)),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..16).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec!["concealed", "melds", "bonus", "kind", "tiles", "exposed", "zz"])
                    .prop_map(String::from),
                inner,
                0..4
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// The waits of a 13-tile hand (`d` less its tile `drop`) are exactly the tiles that complete it:
/// each listed wait has an arrangement (found by the recursive search rather than the table), no
/// unlisted tile has one, and a kind held four times is never listed (RULES.md §6).
fn check_waits(d: &Deal, drop: usize) -> Result<(), TestCaseError> {
    let req = request(d, &[]);
    let ruleset = RULESETS[d.ruleset];
    let registry = core().registry();
    let set = registry.get(ruleset).unwrap();
    let opts = set.default_options();
    let rules = Rules { set, opts: &opts };
    let mut concealed: Vec<TileText> =
        req["hand"]["concealed"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().into()).collect();
    concealed.remove(drop % concealed.len());
    let melds: Vec<Meld> = req["hand"]["melds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| Meld {
            kind: m["kind"].as_str().unwrap().into(),
            tiles: m["tiles"].as_array().unwrap().iter().map(|t| t.as_str().unwrap().into()).collect(),
            exposed: m["exposed"].as_bool(),
            claimed: m["claimed"].as_bool(),
        })
        .collect();
    check_waits_of(rules, &HandBody::Hand(Hand { concealed, melds, bonus: vec![] }))
}

/// [`check_waits`] for one waiting hand.
fn check_waits_of(rules: Rules<'_>, text: &HandBody) -> Result<(), TestCaseError> {
    let (checked, _) = hand::check_hand(rules, text, None, Wind::East).expect("13-tile hand is valid");
    let waits = arrange::waits(rules, &checked.hand, false);
    let all = checked.hand.all_counts();
    for (i, held) in all.iter().enumerate() {
        let t = Tile::from_index(i).unwrap();
        let mut h = checked.hand.clone();
        h.concealed[i] += 1;
        let win = hand::Win {
            tile: t,
            source: mahjong_engine::ruleset::Source::Wall,
            discarder: None,
            last_tile: false,
            timing: Default::default(),
            ..hand::Win::self_drawn(t)
        };
        let mut found = 0;
        arrange::for_each_winning_arrangement(rules, &h, &win, &mut |_| found += 1);
        let completes = *held < 4 && found > 0 && wins_but_for_a_minimum(rules, &h, win);
        prop_assert_eq!(waits.contains(&t), completes, "tile {} in {:?}", t, checked.hand.to_compact());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4500, .. ProptestConfig::default() })]

    /// [`check_waits`] on dense hands (few kinds, so four-of-a-kind and Vogel eet cake's
    /// bamboo-1/circles-1 come up): this found waits listing circles-1 for a hand holding all four
    /// bamboo-1, which then scored no mahjong.
    #[test]
    fn waits_of_dense_hands_are_exactly_the_completing_tiles(d in dense_deal_strategy(), drop in 0usize..14) {
        check_waits(&d, drop)?;
    }

    /// [`check_waits`] on any 13 concealed tiles drawn from a few kinds, sets or not: one suit
    /// (nine gates, pure hands), terminals and honours (thirteen orphans, seven pairs, svarione),
    /// bamboo 1-4 with circles-1 and the winds (Vogel eet cake, wind snake).
    #[test]
    fn waits_of_any_thirteen_tiles_are_exactly_the_completing_tiles((ruleset, tiles) in thirteen_strategy()) {
        let registry = core().registry();
        let set = registry.get(RULESETS[ruleset]).unwrap();
        let opts = set.default_options();
        let concealed = tiles.iter().map(|t| TileText::from(code(*t).as_str())).collect();
        check_waits_of(Rules { set, opts: &opts }, &HandBody::Hand(Hand { concealed, melds: vec![], bonus: vec![] }))?;
    }
}

/// Whether `h` won with `win` is a mahjong, or would be but for a minimum: an arrangement of a
/// pattern that wins only as its own limit hand (`bmja`: seven pairs only as all pair honours) is
/// none without it (docs/rules-dmjl-bmja.md §3), and its tile is no wait.
fn wins_but_for_a_minimum(rules: Rules<'_>, h: &hand::Hand, win: hand::Win) -> bool {
    let checked = hand::CheckedHand { hand: h.clone(), fault: hand::CountFault::None };
    let ctx = hand::Context { seat: Wind::East, rounds: Wind::East.bit(), win: Some(win) };
    let s = mahjong_engine::score::score_totals(rules, &checked, &ctx);
    s.mahjong || s.reasons.iter().any(|r| r.code == "minimum_not_met")
}

/// A rule set and 13 tiles of one of a few small pools, at most four of a kind.
fn thirteen_strategy() -> impl Strategy<Value = (usize, Vec<usize>)> {
    let pools: Vec<Vec<usize>> = vec![
        (0..9).collect(),
        vec![0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33],
        vec![0, 1, 2, 3, 18, 27, 28, 29, 30],
    ];
    (0usize..RULESETS.len(), prop::sample::select(pools))
        .prop_flat_map(|(ruleset, pool)| (Just(ruleset), prop::collection::vec(prop::sample::select(pool), 13)))
        .prop_filter("at most four copies", |(_, tiles)| at_most_four_of_a_kind(tiles.iter().copied()))
}

/// Whether no tile kind occurs more than four times.
fn at_most_four_of_a_kind(tiles: impl IntoIterator<Item = usize>) -> bool {
    let mut c = [0u8; KINDS];
    tiles.into_iter().for_each(|t| c[t] += 1);
    c.iter().all(|n| *n <= 4)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, .. ProptestConfig::default() })]

    /// Any 14 concealed tiles from the small pools, won on any of them, from the wall or a
    /// discard: the score does not depend on the tiles' order, a mahjong's arrangement holds
    /// exactly the hand's tiles, and validation agrees with scoring on whether it is a mahjong.
    #[test]
    fn any_fourteen_tiles_score_consistently(
        (ruleset, tiles) in fourteen_strategy(), win in 0usize..14, discard in any::<bool>(), seat in 0usize..4,
        order in prop::collection::vec(0usize..14, 0..20),
    ) {
        let body = |tiles: &[usize]| {
            let mut w = json!({"tile": code(tiles[win % tiles.len()]), "source": if discard { "discard" } else { "wall" }});
            if discard {
                w["discarder"] = json!(WINDS[(seat + 3) % 4]);
            }
            json!({
                "ruleset": RULESETS[ruleset], "seat_wind": WINDS[seat], "round_wind": "east",
                "hand": {"concealed": tiles.iter().map(|t| code(*t)).collect::<Vec<_>>()},
                "win": w,
            })
        };
        let a = score(&body(&tiles)).expect("a 14-tile hand is valid");
        let win_tile = tiles[win % tiles.len()];
        let mut shuffled = tiles.clone();
        for (i, j) in order.iter().enumerate() {
            shuffled.swap(i % 14, j % 14);
        }
        // Keep the same winning tile kind.
        let pos = shuffled.iter().position(|t| *t == win_tile).unwrap();
        let mut b_body = body(&shuffled);
        b_body["win"]["tile"] = json!(code(shuffled[pos]));
        let b = score(&b_body).expect("valid");
        prop_assert_eq!(&a, &b);
        if a.mahjong {
            let arranged: Vec<String> = a.arrangement.iter().flat_map(|set| set.tiles.codes()).collect();
            prop_assert_eq!(multiset(tiles.iter().map(|t| code(*t))), multiset(arranged));
        }
        let req: HandRequest = serde_json::from_value(body(&tiles)).unwrap();
        let v = core().validate(&req, None).expect("validates");
        prop_assert_eq!(v.mahjong, Some(a.mahjong), "validate and score disagree");
    }
}

/// A rule set and 14 tiles of one of the small pools of [`thirteen_strategy`].
fn fourteen_strategy() -> impl Strategy<Value = (usize, Vec<usize>)> {
    (thirteen_strategy(), 0usize..9, 0usize..13).prop_filter_map(
        "at most four copies",
        |((r, mut tiles), extra, pick)| {
            // One more tile: a kind already held (makes pairs and sets likelier) or a bamboo.
            let t = if extra < 5 { tiles[pick] } else { extra };
            tiles.push(t);
            at_most_four_of_a_kind(tiles.iter().copied()).then_some((r, tiles))
        },
    )
}

// ------------------------------------------------------------------------------ sessions

/// A random deal of a session: (winner or a draw, scores, self-drawn, discarder offset).
type SessionDealSpec = (Option<usize>, [u32; 4], bool, usize);

const IDS: [&str; 4] = ["ann", "bob", "cy", "dee"];

fn session_body(ruleset: usize, deals: &[SessionDealSpec], start: Option<&Value>) -> Value {
    // Scores every rule set takes: italian rounds to tens, classical ones stay within the limit.
    let score = |s: u32| if ruleset == 2 { s % 50 * 10 } else { s % 500 };
    let deals: Vec<Value> = deals
        .iter()
        .map(|(winner, scores, self_drawn, disc)| match winner {
            None => json!({"draw": true}),
            Some(w) => {
                let scores: serde_json::Map<String, Value> =
                    (0..4).map(|i| (IDS[i].to_string(), json!(score(scores[i])))).collect();
                let win = if *self_drawn {
                    json!({"source": "wall"})
                } else {
                    json!({"source": "discard", "discarder": IDS[(w + 1 + disc % 3) % 4]})
                };
                json!({"winner": IDS[*w], "scores": scores, "win": win})
            }
        })
        .collect();
    let mut body = json!({"ruleset": RULESETS[ruleset], "players": [
        {"id": "ann", "seat": "east"}, {"id": "bob", "seat": "south"}, {"id": "cy", "seat": "west"}, {"id": "dee", "seat": "north"}],
        "deals": deals});
    if let Some(s) = start {
        body["start"] = s.clone();
    }
    body
}

fn session(body: &Value) -> Value {
    let req = decode(&serde_json::to_vec(body).unwrap()).expect("the body decodes");
    json!(core().score_session(&req, None).unwrap_or_else(|e| panic!("{e}: {:?}\n{body}", e.errors)))
}

fn session_deals() -> impl Strategy<Value = (usize, Vec<SessionDealSpec>)> {
    let deal = (prop::option::weighted(0.8, 0usize..4), prop::array::uniform4(0u32..5000), any::<bool>(), 0usize..3);
    // At most 16 deals: no rule set's session ends before its 16th deal.
    (0usize..RULESETS.len(), prop::collection::vec(deal, 0..=16))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 450, .. ProptestConfig::default() })]

    /// Every deal's payments sum to zero and make its nets; the totals are the starting totals
    /// plus every net (and reconciliation adjustment); the standings are the four players sorted
    /// by total, highest first, equal totals sharing a rank.
    #[test]
    fn session_totals_are_the_sums_of_the_payments((ruleset, deals) in session_deals()) {
        let out = session(&session_body(ruleset, &deals, None));
        let start = if ruleset == 2 { 6000 } else { 0 };
        let mut totals = [start; 4];
        for d in out["deals"].as_array().unwrap() {
            let mut net = [0i64; 4];
            for p in d["payments"].as_array().unwrap() {
                let at = |k: &str| IDS.iter().position(|x| *x == p[k].as_str().unwrap()).unwrap();
                let a = p["amount"].as_i64().unwrap();
                net[at("from")] -= a;
                net[at("to")] += a;
            }
            prop_assert_eq!(net.iter().sum::<i64>(), 0);
            for (i, id) in IDS.iter().enumerate() {
                prop_assert_eq!(d["net"][id].as_i64(), Some(net[i]));
                totals[i] += net[i] + d["reconciliation"]["adjustments"][id].as_i64().unwrap_or(0);
                prop_assert_eq!(d["totals"][id].as_i64(), Some(totals[i]));
            }
        }
        for (i, id) in IDS.iter().enumerate() {
            prop_assert_eq!(out["totals"][id].as_i64(), Some(totals[i]));
        }
        let st = out["standings"].as_array().unwrap();
        let mut seen: Vec<&str> = st.iter().map(|s| s["player"].as_str().unwrap()).collect();
        seen.sort_unstable();
        let mut ids = IDS.to_vec();
        ids.sort_unstable();
        prop_assert_eq!(seen, ids);
        for (k, s) in st.iter().enumerate() {
            let t = s["total"].as_i64().unwrap();
            prop_assert_eq!(Some(t), out["totals"][s["player"].as_str().unwrap()].as_i64());
            if k > 0 {
                prop_assert!(st[k - 1]["total"].as_i64().unwrap() >= t);
            }
            let better = st.iter().filter(|o| o["total"].as_i64().unwrap() > t).count() as u64;
            prop_assert_eq!(s["rank"].as_u64(), Some(better + 1));
        }
    }

    /// Scoring a session in two parts, the second from the state the first answered, gives the
    /// same deals, totals, standings and next state as scoring it in one.
    #[test]
    fn a_session_split_in_two_scores_the_same((ruleset, deals) in session_deals(), cut in 0usize..=16) {
        let cut = cut.min(deals.len());
        let whole = session(&session_body(ruleset, &deals, None));
        let first = session(&session_body(ruleset, &deals[..cut], None));
        let second = session(&session_body(ruleset, &deals[cut..], Some(&first["next"])));
        prop_assert_eq!(&second["totals"], &whole["totals"]);
        prop_assert_eq!(&second["standings"], &whole["standings"]);
        prop_assert_eq!(&second["next"], &whole["next"]);
        prop_assert_eq!(&second["over"], &whole["over"]);
        let tail: Vec<Value> = whole["deals"].as_array().unwrap()[cut..].to_vec();
        prop_assert_eq!(second["deals"].as_array().unwrap(), &tail);
    }

    /// Tournament standings rank every player who played once, sorted by total, equal totals
    /// sharing a rank; each total is the sum of that player's round results.
    #[test]
    fn tournament_standings_are_sorted(results in prop::collection::vec((1u32..=3, prop::array::uniform3(-500i64..500), 0usize..8), 1..12)) {
        let players: Vec<String> = (0..8).map(|i| format!("p{i}")).collect();
        let mut rounds_taken = std::collections::BTreeSet::new();
        let mut sessions = Vec::new();
        for (round, r, first) in &results {
            let ids: Vec<&String> = (0..4).map(|k| &players[(first + 2 * k) % 8]).collect();
            if ids.iter().any(|id| !rounds_taken.insert((*round, (*id).clone()))) {
                continue;
            }
            let totals = json!({ids[0].as_str(): r[0], ids[1].as_str(): r[1], ids[2].as_str(): r[2], ids[3].as_str(): -(r[0] + r[1] + r[2])});
            sessions.push(json!({"round": round, "players": [{"id": ids[0], "seat": "east"}, {"id": ids[1], "seat": "south"},
                {"id": ids[2], "seat": "west"}, {"id": ids[3], "seat": "north"}], "totals": totals}));
        }
        let body = json!({"ruleset": "rode-boekje", "sessions": sessions});
        let req = decode(&serde_json::to_vec(&body).unwrap()).expect("decodes");
        let out = json!(core().tournament(&req, None).unwrap_or_else(|e| panic!("{e}: {:?}", e.errors)));
        let st = out["standings"].as_array().unwrap();
        let played: std::collections::BTreeSet<String> = rounds_taken.iter().map(|(_, id)| id.clone()).collect();
        prop_assert_eq!(st.len(), played.len());
        for (k, s) in st.iter().enumerate() {
            let t = s["total"].as_i64().unwrap();
            let sum: i64 = s["rounds"].as_array().unwrap().iter().map(|r| r["result"].as_i64().unwrap()).sum();
            prop_assert_eq!(sum, t);
            if k > 0 {
                prop_assert!(st[k - 1]["total"].as_i64().unwrap() >= t);
            }
            let better = st.iter().filter(|o| o["total"].as_i64().unwrap() > t).count() as u64;
            prop_assert_eq!(s["rank"].as_u64(), Some(better + 1));
        }
        prop_assert_eq!(out["standings"].as_array().unwrap().iter().map(|s| s["total"].as_i64().unwrap()).sum::<i64>(), 0);
    }
}
