//! The riichi generator against the reference package (mahjong 2.1.0, `reference/riichi/score.py`
//! in its pinned venv): every generated hand is valid input for the driver, the generator reaches
//! every yaku and yakuman of docs/rules-riichi.md §4 (but the option-only local ones) and each
//! error of §7 it aims at, and most cases are winners. `--nocapture` shows hands per yaku.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use mahjong_testkit::riichi::{Aim, Case, FLAG_ERRORS, YAKU_IDS, case, run_reference, yaku_ids};
use serde_json::Value;

const CASES: u64 = 20_000;
/// Each yaku must be awarded in at least this many hands.
const MIN_HANDS: usize = 20;
/// The fu details of docs/rules-riichi.md §5, each of which some winner must show.
const FU_REASONS: [&str; 16] = [
    "base",
    "penchan",
    "kanchan",
    "valued_pair",
    "double_valued_pair",
    "pair_wait",
    "tsumo",
    "hand_without_fu",
    "closed_pon",
    "open_pon",
    "closed_terminal_pon",
    "open_terminal_pon",
    "closed_kan",
    "open_kan",
    "closed_terminal_kan",
    "open_terminal_kan",
];

/// The shapes the fu and yaku traps need (docs/rules-riichi.md §5, §9) that a winner shows.
fn shapes(c: &Case, answer: &Value) -> Vec<&'static str> {
    let yaku = yaku_ids(answer);
    let opened = c.melds.iter().any(|m| m.opened);
    let concealed: Vec<usize> = c.concealed().iter().map(|t| t.kind).collect();
    let held = |k: usize| concealed.iter().filter(|x| **x == k).count();
    let w = c.win_tile.kind;
    let rank = w % 9 + 1;
    let neighbour = w < 27 && ((rank > 1 && held(w - 1) > 0) || (rank < 9 && held(w + 1) > 0));
    let mut out = Vec::new();
    if yaku.contains(&"tanyao") {
        out.push(if opened { "tanyao, open" } else { "tanyao, closed" });
    }
    if yaku.contains(&"pinfu") {
        out.push(if c.flags.tsumo { "pinfu, tsumo" } else { "pinfu, ron" });
    }
    if held(w) == 0 {
        out.push("won on a concealed kan's kind");
    }
    if held(w) >= 3 && neighbour {
        out.push("won on a sequence's or a triplet's tile");
    }
    if c.player_wind == c.round_wind && yaku.iter().any(|y| y.starts_with("seat_wind")) {
        out.push("seat wind = round wind triplet");
    }
    out
}

#[test]
fn generator_reaches_every_yaku_of_the_reference() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let started = Instant::now();
    // Seeds spread over the 64-bit range (a multiplier of splitmix's family), fixed.
    let cases: Vec<_> = (0..CASES).map(|i| case(i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x7269_6963_6869)).collect();
    let generated = started.elapsed();
    let lines: Vec<_> = cases.iter().map(|c| c.reference_line()).collect();
    let answers = run_reference(&root, &lines);
    let scored = started.elapsed() - generated;

    let mut hands_per_yaku: BTreeMap<&str, usize> = YAKU_IDS.iter().map(|y| (*y, 0)).collect();
    let mut fu_reasons: BTreeMap<String, usize> = FU_REASONS.iter().map(|r| (r.to_string(), 0)).collect();
    let mut traps: BTreeMap<&str, usize> = BTreeMap::new();
    let mut errors: BTreeMap<String, usize> = BTreeMap::new();
    let mut themes: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut input_errors = Vec::new();
    let mut missed_aims = Vec::new();
    let mut winners = 0;
    for ((c, line), answer) in cases.iter().zip(&lines).zip(&answers) {
        let error = answer["error"].as_str();
        let theme = themes.entry(c.theme).or_default();
        theme.0 += 1;
        match error {
            None => {
                winners += 1;
                theme.1 += 1;
                for y in yaku_ids(answer) {
                    *hands_per_yaku.entry(y).or_default() += 1;
                }
                for d in answer["fu_details"].as_array().into_iter().flatten() {
                    *fu_reasons.entry(d["reason"].as_str().unwrap_or("?").to_string()).or_default() += 1;
                }
                for t in shapes(c, answer) {
                    *traps.entry(t).or_default() += 1;
                }
            }
            Some(e) if e.starts_with("input") => input_errors.push(format!("seed {}: {e}: {line}", c.seed)),
            Some(e) => *errors.entry(e.to_string()).or_default() += 1,
        }
        // Flag errors and non-winners are exact (the package checks flags before the tiles);
        // a winner's flags are legal and its tiles form a hand, so at worst it has no yaku.
        let missed = match c.aim {
            Aim::Error(e) => error != Some(e),
            Aim::NotWinning => error != Some("hand_not_winning"),
            Aim::Winner | Aim::NoYaku => error.is_some_and(|e| e != "no_yaku"),
        };
        if missed {
            missed_aims.push(format!("seed {}: aimed at {:?}, got {answer}: {line}", c.seed, c.aim));
        }
    }

    println!("{:<24} {:>6}", "yaku", "hands");
    for (y, n) in &hands_per_yaku {
        println!("{y:<24} {n:>6}");
    }
    println!("\n{:<40} {:>6}", "fu detail or shape", "hands");
    for (r, n) in &fu_reasons {
        println!("{r:<40} {n:>6}");
    }
    for (t, n) in &traps {
        println!("{t:<40} {n:>6}");
    }
    println!("\n{:<36} {:>6}", "error", "hands");
    for (e, n) in &errors {
        println!("{e:<36} {n:>6}");
    }
    println!("\n{:<16} {:>6} {:>8}", "theme", "cases", "winners");
    for (t, (n, w)) in &themes {
        println!("{t:<16} {n:>6} {w:>8}");
    }
    println!(
        "\n{winners} winners of {CASES} cases; generated in {:.2?}, scored by the reference in {scored:.2?}",
        generated
    );

    assert!(input_errors.is_empty(), "{} invalid driver inputs:\n{}", input_errors.len(), input_errors.join("\n"));
    assert!(missed_aims.is_empty(), "{} cases missed their aim:\n{}", missed_aims.len(), missed_aims.join("\n"));
    let rare: Vec<String> =
        hands_per_yaku.iter().filter(|(_, n)| **n < MIN_HANDS).map(|(y, n)| format!("{y}: {n}")).collect();
    assert!(rare.is_empty(), "yaku in fewer than {MIN_HANDS} hands: {}", rare.join(", "));
    let rare: Vec<String> = fu_reasons
        .iter()
        .map(|(r, n)| (r.as_str(), n))
        .chain(traps.iter().map(|(t, n)| (*t, n)))
        .filter(|(_, n)| **n < MIN_HANDS)
        .map(|(r, n)| format!("{r}: {n}"))
        .collect();
    assert!(rare.is_empty(), "fu details or shapes in fewer than {MIN_HANDS} winners: {}", rare.join(", "));
    assert_eq!(traps.len(), 7, "a shape never seen: {traps:?}");
    let unknown: Vec<&&str> = hands_per_yaku.keys().filter(|y| !YAKU_IDS.contains(y)).collect();
    assert!(unknown.is_empty(), "yaku the table does not know: {unknown:?}");
    for e in FLAG_ERRORS.iter().chain(&["hand_not_winning", "no_yaku"]) {
        assert!(errors.contains_key(*e), "no case raised {e}");
    }
    assert!(winners * 100 >= CASES as usize * 80, "only {winners} winners of {CASES}");
}
