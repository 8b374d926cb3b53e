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

// ------------------------------------------------------------------------------------------------
// The same golden cases with every hand written in mpsz (issue #42): the same answers, tile for
// tile, the tiles written in mpsz.

/// A compact hand written again in mpsz runs (`b1b2b3 (drdrdr)` → `123s (777z)`); `None` when a
/// group is not tile codes (the case is about bad notation).
fn compact_in_mpsz(text: &str) -> Option<String> {
    let mut groups = Vec::new();
    for group in text.split_whitespace() {
        let (open, body, close) = match group.as_bytes().first() {
            Some(b'(' | b'[' | b'{') if group.len() >= 2 => {
                (&group[..1], &group[1..group.len() - 1], &group[group.len() - 1..])
            }
            _ => ("", group, ""),
        };
        let tiles = mahjong_types::tiles(body).ok()?;
        groups.push(format!("{open}{}{close}", mahjong_testkit::hands::mpsz_run(tiles.iter().map(|t| t.index()))));
    }
    Some(groups.join(" "))
}

/// A tile code written in mpsz; any other text as it is.
fn tile_in_mpsz(v: &mut Value) {
    if let Some(t) = v.as_str().and_then(mahjong_types::Tile::parse) {
        *v = Value::String(t.mpsz().to_string());
    }
}

/// The request with every hand (compact or object) and win tile written in mpsz; `false` when a
/// hand cannot be.
fn request_in_mpsz(v: &mut Value) -> bool {
    match v {
        Value::Object(map) => {
            for (k, x) in map.iter_mut() {
                match (k.as_str(), &mut *x) {
                    ("hand", Value::String(s)) => match compact_in_mpsz(s) {
                        Some(m) => *s = m,
                        None => return false,
                    },
                    ("hand", Value::Object(h)) => {
                        for list in ["concealed", "bonus"] {
                            h.get_mut(list).and_then(Value::as_array_mut).into_iter().flatten().for_each(tile_in_mpsz);
                        }
                        for m in h.get_mut("melds").and_then(Value::as_array_mut).into_iter().flatten() {
                            m.get_mut("tiles")
                                .and_then(Value::as_array_mut)
                                .into_iter()
                                .flatten()
                                .for_each(tile_in_mpsz);
                        }
                    }
                    ("win", Value::Object(w)) => w.get_mut("tile").into_iter().for_each(tile_in_mpsz),
                    _ => {
                        if !request_in_mpsz(x) {
                            return false;
                        }
                    }
                }
            }
            true
        }
        Value::Array(items) => items.iter_mut().all(request_in_mpsz),
        _ => true,
    }
}

/// An answer with its tiles (`tiles` lists and `tile` fields) written as codes, and whether any
/// was written in mpsz.
fn answer_in_codes(v: &mut Value, mpsz: &mut bool) {
    fn code(x: &mut Value, mpsz: &mut bool) {
        if let Some(s) = x.as_str()
            && s.as_bytes().first().is_some_and(u8::is_ascii_digit)
            && let Some(t) = mahjong_types::Tile::parse(s)
        {
            *mpsz = true;
            *x = Value::String(t.code().to_string());
        }
    }
    match v {
        Value::Object(map) => {
            for (k, x) in map.iter_mut() {
                match k.as_str() {
                    "tiles" => x.as_array_mut().into_iter().flatten().for_each(|x| code(x, mpsz)),
                    "tile" => code(x, mpsz),
                    _ => answer_in_codes(x, mpsz),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|x| answer_in_codes(x, mpsz)),
        _ => {}
    }
}

/// The codes and pointers of a problem document.
fn errors_of(doc: &Value) -> Vec<(Value, Value)> {
    doc["errors"].as_array().into_iter().flatten().map(|e| (e["code"].clone(), e["pointer"].clone())).collect()
}

#[test]
fn golden_cases_in_mpsz_answer_the_same_in_mpsz() {
    let core = Core::new(Registry::builtin());
    let (mut compared, mut written_mpsz) = (0, 0);
    let mut per_ruleset: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for case in golden::cases() {
        if !matches!(case.op, Op::ValidateHand | Op::ScoreHand | Op::ScoreBatch | Op::FindWaits | Op::ScoreDeal)
            || case.error_status() == Some(400)
        {
            continue;
        }
        let mut request = case.request.clone();
        if !request_in_mpsz(&mut request) || request == case.request {
            continue;
        }
        let mut mpsz = case.clone();
        mpsz.body = serde_json::to_vec(&request).expect("serialises");
        let (Ok(codes), Ok(in_mpsz)) = (call(&core, &case), call(&core, &mpsz)) else {
            failures.push(format!("{}: a request cannot be read", case.label()));
            continue;
        };
        compared += 1;
        *per_ruleset.entry(case.ruleset.clone()).or_default() += 1;
        let same = match (codes, in_mpsz) {
            (Ok(mut a), Ok(mut b)) => {
                let mut any = false;
                answer_in_codes(&mut b, &mut any);
                written_mpsz += usize::from(any);
                // A case written in mpsz already is answered in mpsz either way.
                answer_in_codes(&mut a, &mut false);
                a == b
            }
            // Problems: the same codes at the same places (messages quote the text as written).
            (Err(a), Err(b)) => a["status"] == b["status"] && errors_of(&a) == errors_of(&b),
            _ => false,
        };
        if !same {
            failures.push(format!("{}: the answers differ; mpsz request {request}", case.label()));
        }
    }
    println!("golden in mpsz: {compared} cases compared, {written_mpsz} answers with tiles in mpsz; {per_ruleset:?}");
    assert!(failures.is_empty(), "{} case(s) differ in mpsz:\n{}", failures.len(), failures.join("\n"));
    for rs in mahjong_testkit::hands::RULESETS {
        assert!(per_ruleset.get(rs).copied().unwrap_or(0) >= 20, "{rs}: {per_ruleset:?}");
    }
    assert!(written_mpsz > 200, "{written_mpsz} answers in mpsz");
}
