//! gRPC `ScoreHand` as served against the core: the generated service's method (the message read
//! into the contract, scored, the answer written with `From`) answers exactly what the core
//! answers for the same request as a REST body.

mod rest_messages;

use std::sync::OnceLock;

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::types::HandRequest;
use mahjong_testkit::hands::{self, Rng};
use serde_json::{Value, json};

fn core() -> &'static Core {
    static CORE: OnceLock<Core> = OnceLock::new();
    CORE.get_or_init(|| Core::new(Registry::builtin()))
}

/// `ScoreHand` as served (the generated service's method: the message read into the contract,
/// scored, the answer written with `From`) answers exactly what the core answers for the REST
/// body (`Core::score`, then the message), and a request the core refuses gets the same status,
/// message and details. Over generated hands of every rule set (winners, special hands,
/// non-winners and waiting hands, object and compact notation in codes and in mpsz, every language) and over the
/// golden cases' score requests (those the contract reads: the others are REST-only).
#[test]
fn score_hand_answers_equal_the_core_answers() {
    use mahjong_scoring::grpc::pb::scoring_server::Scoring;
    use mahjong_scoring::grpc::{ScoringService, pb, status};
    let svc = ScoringService::new(core().clone());
    let rt = tokio::runtime::Builder::new_current_thread().build().unwrap();
    let check = |body: &Value| -> Result<(), String> {
        let Ok(msg) = rest_messages::message_from_rest_json::<pb::HandRequest>(body) else { return Ok(()) };
        let served = rt.block_on(svc.score_hand(tonic::Request::new(msg))).map(tonic::Response::into_inner);
        let expected = mahjong_scoring::api::decode::decode::<HandRequest>(&serde_json::to_vec(body).unwrap())
            .and_then(|r| core().score(&r, None));
        match (served, expected) {
            (Ok(got), Ok(want)) => {
                let (got, want) = (
                    prost::Message::encode_to_vec(&got),
                    prost::Message::encode_to_vec(&pb::ScoreResponse::from(want)),
                );
                if got[..] != want[..] {
                    return Err(format!("bytes differ for {body}:\n  got  {got:?}\n  want {want:?}"));
                }
            }
            (Err(got), Err(want)) => {
                let want = status(&want);
                if (got.code(), got.message(), got.details()) != (want.code(), want.message(), want.details()) {
                    return Err(format!("status differs for {body}: got {got:?}, want {want:?}"));
                }
            }
            (got, want) => return Err(format!("{body}: served {got:?}, core {:?}", want.map(|_| ()))),
        }
        Ok(())
    };
    let mut rng = Rng::new(0x5c0e_b17e);
    let rulesets = hands::RULESETS.len();
    let mut per_ruleset = [0usize; hands::RULESETS.len()];
    // About 3000 hands of each rule set.
    for n in 0..3000 * rulesets {
        let h = if n % 2 == 0 { hands::any(&mut rng) } else { hands::winner(&mut rng, n / 2 % rulesets) };
        per_ruleset[h.ruleset] += 1;
        let mut body = match n % 6 {
            0 | 3 => h.request_compact(),
            // Written in mpsz, answered in mpsz (issue #42).
            1 => h.request_mpsz(),
            _ => h.request(),
        };
        match n % 4 {
            1 => body["language"] = json!("nl"),
            2 => body["language"] = json!("it"),
            _ => {}
        }
        check(&body).unwrap();
    }
    assert!(per_ruleset.iter().all(|&k| k >= 2000), "{per_ruleset:?}");
    let mut scored = 0;
    for case in mahjong_testkit::golden::cases().iter().filter(|c| c.op == mahjong_scoring::types::Operation::ScoreHand)
    {
        check(&case.request).unwrap();
        scored += 1;
    }
    assert!(scored > 100, "{scored} golden score requests");
}
