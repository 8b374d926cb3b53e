//! Allocation counts on the scoring path, measured with a counting global allocator (in this test
//! binary only). Issue #2 asks for no allocation per hand beyond the response; the service's
//! throughput depends on the whole request path staying lean, so its count is bounded too.

use mahjong_scoring::api::Core;
use mahjong_scoring::api::decode::decode;
use mahjong_scoring::api::types::HandRequest;
use mahjong_scoring::engine::hand::{self, Context};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::engine::{arrange, score};

/// The load test's request (`mahjong_loadtest::default_body`): an ECR winner with two declared
/// melds and a flower, seven scoring elements.
const SCORE: &str = r#"{"ruleset":"ecr","seat_wind":"south","round_wind":"east","hand":{"concealed":["c2","c3","c4","d6","d7","d8","ws","ws"],"melds":[{"kind":"pung","tiles":["dg","dg","dg"],"exposed":true},{"kind":"chow","tiles":["b3","b4","b5"],"exposed":true}],"bonus":["f2"]},"win":{"tile":"ws","source":"discard","discarder":"west"},"language":"en"}"#;

/// Hands of every rule set, winners and non-winners, in the REST request form.
fn requests() -> Vec<String> {
    let hand = |ruleset: &str, hand: &str, win: Option<&str>| {
        let win = win.map(|w| format!(r#","win":{{"tile":"{w}","source":"wall"}}"#)).unwrap_or_default();
        format!(r#"{{"ruleset":"{ruleset}","seat_wind":"east","round_wind":"east","hand":"{hand}"{win}}}"#)
    };
    let mut v = vec![SCORE.to_string()];
    for rs in ["rode-boekje", "ecr", "italian", "nine-dragons", "dmjl", "bmja"] {
        v.push(hand(rs, "b1b2b3 c4c5c6 d7d8d9 wewewe drdr", Some("dr")));
        v.push(hand(rs, "b1b1b2b2c3c3c4c4d5d5d6d6wnwn", Some("wn")));
        v.push(hand(rs, "b1b9c1c9d1d9wewswwwndrdgdwdw", Some("dw")));
        v.push(hand(rs, "b2b3b4 b5b5b5 [c1c1c1c1] (dgdgdg) wsws", Some("b4")));
        v.push(hand(rs, "b1b2b3 c4c5c6 d7d8d9 wewewe dr", None));
        v.push(hand(rs, "b1b1b1 b2b3 c5c5c5 d9 wn (drdrdr)", None));
    }
    v
}

#[test]
fn the_engine_allocates_nothing_beyond_the_score() {
    let core = Core::new(Registry::builtin());
    for body in requests() {
        let req: HandRequest = decode(body.as_bytes()).expect("valid request");
        let Ok(r) = core.resolve(&req.ruleset, &req.options) else { panic!("{body}: unknown rule set") };
        let win = req.win.as_ref();
        let seat = req.seat_wind;
        // Checking a legal hand counts its tiles in place: nothing is allocated.
        let check = allocation_counter::measure(|| {
            let _ = hand::check_hand(r.rules(), &req.hand, win, seat);
        });
        assert_eq!(check.count_total, 0, "{body}: check_hand allocated");
        let (checked, win) = hand::check_hand(r.rules(), &req.hand, win, seat).expect("legal hand");
        let ctx = Context { seat, rounds: 1, win };
        let s = score::score(r.rules(), &checked, &ctx);
        // The score's own lists: the elements only when more than a hand's usual number (those and
        // the arrangement are held in place); a false mahjong also has its reasons, whose messages
        // are formatted (a few strings each).
        let scored = allocation_counter::measure(|| {
            std::hint::black_box(score::score(r.rules(), &checked, &ctx));
        });
        let own = [s.elements.spilled(), !s.reasons.is_empty()];
        let expected = own.iter().filter(|x| **x).count() as u64 + 8 * s.reasons.len() as u64;
        assert!(
            scored.count_total <= expected,
            "{body}: score made {} allocations, its lists {expected}",
            scored.count_total
        );
        if ctx.win.is_none() {
            let w = allocation_counter::measure(|| {
                std::hint::black_box(arrange::count_waits(r.rules(), &checked.hand, false, 14));
            });
            assert_eq!(w.count_total, 0, "{body}: counting waits allocated");
        }
    }
}

#[test]
fn a_score_request_allocates_a_bounded_number_of_times() {
    let core = Core::new(Registry::builtin());
    // Decode, check, score and encode, as the REST handler does.
    let once = || {
        let req: HandRequest = decode(SCORE.as_bytes()).expect("valid request");
        let resp = core.score(&req, None).expect("scores");
        serde_json::to_vec(&resp).expect("encodes")
    };
    let first = once();
    let m = allocation_counter::measure(|| {
        std::hint::black_box(once());
    });
    // Measured 38 (2026-11-22): request strings and lists (ruleset, language, hand lists, meld
    // kinds, win tile), the score's two lists, each element's id and name, the output buffer.
    // It was 165 with a `serde_json::Value` hand and `String` tile codes.
    eprintln!("score request allocations: {}", m.count_total);
    assert!(m.count_total <= 45, "a score request made {} allocations", m.count_total);
    assert!(first.len() > 500);
}
