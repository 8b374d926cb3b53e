//! The golden cases (the engine's `tests/golden/*.toml`, format in `mahjong_testkit::golden`)
//! through the service's reader: each body read by the REST reader (`api::decode`, as the command
//! line and REST read it) into the core. The engine runs the same cases on its own values
//! (`cargo test -p mahjong-engine`); here they check the reading: every golden body is read, and
//! the cases whose body cannot be read get the reader's code and pointer.
//!
//! `GOLDEN_CASE=<part of a name>` runs the matching cases only.

use mahjong_scoring::api::{Core, call_json};
use mahjong_scoring::engine::registry::Registry;
use mahjong_testkit::golden;

#[test]
fn golden_cases_through_the_reader() {
    let core = Core::new(Registry::builtin());
    let only = std::env::var("GOLDEN_CASE").ok();
    let mut failures = Vec::new();
    let (mut run, mut refused) = (0, 0);
    for case in golden::cases() {
        if only.as_deref().is_some_and(|o| !case.name.contains(o)) {
            continue;
        }
        run += 1;
        let answer = call_json(&core, case.op, &case.body, None)
            .unwrap_or_else(|| panic!("{}: {:?} takes no body", case.label(), case.op))
            .map_err(|e| serde_json::to_value(e.problem()).expect("a problem serialises"));
        if answer.as_ref().is_err_and(|doc| doc["status"] == 400) {
            refused += 1;
        }
        let problems = golden::check(&case, answer);
        if !problems.is_empty() {
            failures.push(format!("{}\n    {}", case.label(), problems.join("\n    ")));
        }
    }
    println!("golden through the reader: {run} cases, {refused} refused with 400, {} failed", failures.len());
    assert!(failures.is_empty(), "{} golden case(s) failed:\n{}", failures.len(), failures.join("\n"));
    assert!(only.is_some() || refused >= 4, "{refused} cases about reading a body");
}
