//! The reference scorer (`mahjong_testkit::reference`) against the golden cases: every `score`
//! case of `dmjl` and `bmja` (KDE Kajongg's own tests, converted) is scored by the reference and
//! must give the expected mahjong, total, points and doublings; and the reference's waits of every
//! `waits` case of those files. A case the generator's hand form cannot hold is counted and must
//! stay rare. The other rule sets' golden cases are the engine's; the reference is checked on
//! them in the engine's differential tests.

use mahjong_testkit::golden;
use mahjong_testkit::hands::{self, GenHand};
use mahjong_testkit::reference;
use mahjong_types::Operation;

#[test]
fn the_reference_scores_kajongg_golden_cases_as_expected() {
    let mut checked = [0usize; hands::RULESETS.len()];
    let mut failures = Vec::new();
    for case in golden::cases() {
        let Some(r) = hands::RULESETS.iter().position(|id| *id == case.ruleset) else { continue };
        if !hands::is_kajongg(r) || !matches!(case.op, Operation::ScoreHand | Operation::FindWaits) {
            continue;
        }
        let h = GenHand::from_request(r, &case.request)
            .unwrap_or_else(|| panic!("{}: not a hand the reference reads", case.label()));
        checked[r] += 1;
        let e = &case.expect;
        if case.op == Operation::FindWaits {
            let want: Vec<&str> = e["waits"].as_array().expect("waits").iter().map(|t| t.as_str().unwrap()).collect();
            let got: Vec<&str> = reference::waits(&h).into_iter().map(hands::code).collect();
            if got != want {
                failures.push(format!("{}: waits {got:?}, expected {want:?}", case.label()));
            }
            continue;
        }
        let a = reference::score(&h);
        let mut wrong = Vec::new();
        if e.get("mahjong").and_then(|v| v.as_bool()).is_some_and(|m| m != a.mahjong) {
            wrong.push(format!("mahjong {}", a.mahjong));
        }
        if e.get("total").and_then(|v| v.as_u64()).is_some_and(|t| t != a.total as u64) {
            wrong.push(format!("total {}", a.total));
        }
        let p = e.get("points").and_then(|v| v.as_u64()).map(|v| v as u32);
        let d = e.get("doublings").and_then(|v| v.as_u64()).map(|v| v as u32);
        if let (Some(p), Some(d)) = (p, d)
            && !a.allows(p, d)
        {
            wrong.push(format!("points/doublings {:?}", a.breakdowns));
        }
        if let Some(l) = e.get("limit_hand").and_then(|v| v.as_str()) {
            let want = (l != "none").then_some(l);
            if a.limit != want {
                wrong.push(format!("limit hand {:?}", a.limit));
            }
        }
        if !wrong.is_empty() {
            failures.push(format!("{}: {}; expected {}", case.label(), wrong.join(", "), e));
        }
    }
    println!("golden cases scored by the reference: dmjl {}, bmja {}", checked[hands::DMJL], checked[hands::BMJA]);
    assert!(checked[hands::DMJL] >= 150 && checked[hands::BMJA] >= 150, "{checked:?}");
    assert!(
        failures.is_empty(),
        "{} golden case(s) the reference scores otherwise:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
