//! The golden cases (`tests/golden/*.toml`, format in `mahjong_testkit::golden`), every one run on
//! the engine's operations ([`Core`]) with the request read by serde: each case works its expected
//! answer out by hand and cites its rule, so a changed value in a rule set's TOML fails here.
//!
//! A case that expects a 400 because its body cannot be read as the request (a wrong type, a
//! missing field) is only checked to be refused here; the pointer and code of that refusal are
//! the service's reader's, checked in the service's own `tests/golden.rs`.
//!
//! `GOLDEN_CASE=<part of a name>` runs the matching cases only.

use std::collections::BTreeMap;

use mahjong_engine::registry::Registry;
use mahjong_engine::service::error::Allowance;
use mahjong_engine::service::{ApiError, Core};
use mahjong_testkit::golden::{self, Case};
use mahjong_types::Operation as Op;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// The request read by serde (`Err` with serde's message when it cannot be), then the operation:
/// its answer as JSON, or its problem document as JSON.
fn run<Q: DeserializeOwned, A: Serialize>(
    body: &[u8],
    op: impl FnOnce(&Q) -> Result<A, ApiError>,
) -> Result<Result<Value, Value>, String> {
    let req: Q = serde_json::from_slice(body).map_err(|e| e.to_string())?;
    Ok(op(&req)
        .map(|a| serde_json::to_value(a).expect("an answer serialises"))
        .map_err(|e| serde_json::to_value(e.problem()).expect("a problem serialises")))
}

fn call(core: &Core, case: &Case) -> Result<Result<Value, Value>, String> {
    let b = &case.body;
    match case.op {
        Op::ValidateHand => run(b, |r| core.validate(r, None)),
        Op::ScoreHand => run(b, |r| core.score(r, None)),
        Op::ScoreBatch => run(b, |r| core.score_batch(r, None, &mut Allowance::for_bytes(b.len()))),
        Op::FindWaits => run(b, |r| core.waits(r, None)),
        Op::ResolveClaims => run(b, |r| core.resolve_claims(r)),
        Op::SettleDeal => run(b, |r| core.settle(r)),
        Op::ScoreDeal => run(b, |r| core.score_deal(r, None)),
        Op::ReconcileSession => run(b, |r| core.reconcile(r)),
        Op::ScoreSession => run(b, |r| core.score_session(r, None)),
        Op::TournamentStandings => run(b, |r| core.tournament(r, None)),
        Op::ListRulesets | Op::GetRuleset | Op::ScoreHands => Err(format!("{:?} has no golden cases", case.op)),
    }
}

#[test]
fn golden_cases() {
    let core = Core::new(Registry::builtin());
    let only = std::env::var("GOLDEN_CASE").ok();
    let cases = golden::cases();
    let mut per_ruleset: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut run_count, mut refused) = (0, 0);
    let mut failures = Vec::new();
    for case in &cases {
        *per_ruleset.entry(case.ruleset.as_str()).or_default() += 1;
        if only.as_deref().is_some_and(|o| !case.name.contains(o)) {
            continue;
        }
        run_count += 1;
        let problems = match call(&core, case) {
            Ok(answer) => golden::check(case, answer),
            // Refused by the reader: what the case expects of a body that cannot be read.
            Err(_) if case.error_status() == Some(400) => {
                refused += 1;
                Vec::new()
            }
            Err(e) => vec![format!("the request cannot be read: {e}")],
        };
        if !problems.is_empty() {
            failures.push(format!("{}\n    {}", case.label(), problems.join("\n    ")));
        }
    }
    println!(
        "golden: {run_count} cases run ({refused} refused by the reader, as they expect), {} failed",
        failures.len()
    );
    for (rs, n) in &per_ruleset {
        println!("  {rs}: {n} cases");
    }
    assert!(failures.is_empty(), "{} golden case(s) failed:\n{}", failures.len(), failures.join("\n"));
    if only.is_none() {
        for rs in ["rode-boekje", "ecr", "italian", "nine-dragons"] {
            let n = per_ruleset.get(rs).copied().unwrap_or(0);
            assert!(
                n >= golden::MIN_CASES,
                "rule set {rs} has {n} golden cases, at least {} wanted",
                golden::MIN_CASES
            );
        }
    }
}
