//! The `mcr` rule set against the reference calculator (pymahjonggb 1.4.0, run by
//! `crates/mahjong-testkit/reference/mcr/score.py` in its pinned venv): random winning hands of the
//! seeded generator (`mahjong_testkit::mcr`: every fan, the special forms, flowers, every win flag
//! and wind) scored by both. Every difference in the fans, their counts or the total fails, but
//! the documented departures of the calculator from the rule book (`explained`); the service's
//! 8-fan minimum, which the calculator does not apply, must hold exactly when the calculator's
//! total less the flowers reaches 8.

use std::collections::BTreeMap;
use std::path::Path;

use mahjong_engine::hand::{self, Context};
use mahjong_engine::ruleset::{Rules, Ruleset};
use mahjong_engine::score;
use mahjong_testkit::mcr::{self, Case};
use mahjong_types::HandBody;
use serde_json::Value;

const MCR: &str = include_str!("../src/rulesets/mcr.toml");

/// The rule set as served, and the same without its minimum (so that a hand worth under 8 fans
/// still lists its fans for the comparison).
fn sets() -> (Ruleset, Ruleset) {
    let served = Ruleset::from_toml(MCR).expect("mcr.toml compiles");
    let bare = Ruleset::from_toml(&mcr::rule_set_without_minimum()).expect("mcr.toml without its minimum compiles");
    (served, bare)
}

/// A scored hand: each fan with its count, the total (flowers included).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Fans {
    fans: BTreeMap<String, u32>,
    total: u32,
}

/// Scores the case as `POST /v1/hands/score` does: the compact notation checked, then scored.
fn ours(set: &Ruleset, c: &Case) -> Result<(bool, Fans), String> {
    let opts = set.resolve_options(&[]).expect("the default options resolve");
    let rules = Rules { set, opts: &opts };
    let seat = c.seat();
    let (checked, win) = hand::check_hand(rules, &HandBody::Compact(c.hand_text()), Some(&c.win()), seat)
        .map_err(|p| format!("{}: {}", p[0].pointer, p[0].message))?;
    let ctx = Context { seat, rounds: c.prevalent().bit(), win };
    let s = score::score(rules, &checked, &ctx);
    let mut fans = BTreeMap::new();
    for h in &s.elements {
        *fans.entry(set.def.elements[h.element as usize].id.clone()).or_default() += 1;
    }
    Ok((s.mahjong, Fans { fans, total: s.total }))
}

/// The calculator's answer, with its one fan that is no MCR fan read as the rule book counts it
/// (docs/rules-mcr.md#mcr-errors, departure 1: a concealed kong and a melded kong are 2 + 1 fans,
/// not one 5-fan element).
fn theirs(a: &Value) -> Result<Fans, String> {
    if let Some(e) = a["error"].as_str() {
        return Err(e.to_string());
    }
    let mut fans = BTreeMap::new();
    let mut total = a["total"].as_u64().unwrap_or(0) as u32;
    for f in a["fans"].as_array().into_iter().flatten() {
        let id = f["id"].as_str().unwrap_or("").to_string();
        let n = f["count"].as_u64().unwrap_or(0) as u32;
        if id == "concealed_and_melded_kong" {
            *fans.entry("concealed_kong".to_string()).or_default() += n;
            *fans.entry("melded_kong".to_string()).or_default() += n;
            total = total - 5 * n + 3 * n;
        } else {
            *fans.entry(id).or_default() += n;
        }
    }
    Ok(Fans { fans, total })
}

#[test]
fn mcr_as_the_reference_calculator() {
    let n: u64 = std::env::var("MCR_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (served, bare) = sets();
    let cases: Vec<Case> = (0..n).map(|i| mcr::case(0x0c4a_0000 + i)).collect();
    let lines: Vec<Value> = cases.iter().map(Case::reference_line).collect();
    let answers = mcr::run_reference(&root, &lines);
    let mut same = 0usize;
    let mut under_eight = 0usize;
    let mut per_fan = BTreeMap::<String, usize>::new();
    let mut diffs = Vec::new();
    for (c, a) in cases.iter().zip(&answers) {
        let theirs = theirs(a);
        let ours_bare = ours(&bare, c);
        let ours_served = ours(&served, c);
        let ok = match (&theirs, &ours_bare, &ours_served) {
            (Ok(t), Ok((true, o)), Ok((mahjong, _))) if o == t => {
                // The minimum: 8 fans without the flowers (docs/rules-mcr.md#mcr-minimum).
                let flowers = u32::from(c.flowers);
                under_eight += usize::from(t.total - flowers < 8);
                *mahjong == (t.total - flowers >= 8)
            }
            _ => false,
        };
        if ok {
            same += 1;
            for id in theirs.iter().flat_map(|t| t.fans.keys()) {
                *per_fan.entry(id.clone()).or_default() += 1;
            }
        } else {
            diffs.push(format!(
                "seed {:#x} {} / {:?}\n  ours:   {ours_bare:?} (served: {:?})\n  theirs: {theirs:?}",
                c.seed,
                c.reference_line(),
                c.hand_text(),
                ours_served.map(|(m, f)| (m, f.total))
            ));
        }
    }
    println!("mcr: {n} cases, {same} the same ({under_eight} of them under the 8-fan minimum)");
    println!("the same, per fan: {per_fan:?}");
    let shown: Vec<&String> = diffs.iter().take(12).collect();
    assert!(
        diffs.is_empty(),
        "{} differences; the first:\n{}",
        diffs.len(),
        shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    // Every fan of the rule book is reached (docs/rules-mcr.md#mcr-fans).
    let missing: Vec<&String> =
        served.def.elements.iter().map(|e| &e.id).filter(|id| !per_fan.contains_key(*id)).collect();
    assert!(n < 5_000 || missing.is_empty(), "fans never compared: {missing:?}");
}
