//! Engine benchmarks per rule set, on hands from the randomized tests' seeded generator
//! (`benches/common`): for each rule set
//!
//! - `check_score`: 5,000 winners of four sets and a pair, read from compact notation, checked and
//!   scored (what a score request costs the engine);
//! - `score`: the same winners already checked, scored only;
//! - `waits`: the same winners less their winning tile, every wait found and scored won from a
//!   discard and self-drawn (the waits operation);
//! - `special`: 1,000 special hands of the rule set, checked and scored;
//! - `non_winner`: 1,000 non-winners, checked and scored.
//!
//! Each iteration takes the next hand of its list, so criterion's time is the mean per hand over
//! the list; every answer is checked against the one computed before timing.
//!
//! Run: `cargo bench -p mahjong-engine --bench engine` (one core: `taskset -c 1 cargo bench ...`).

mod common;

use std::hint::black_box;

use common::{Case, Kind, RULESETS};
use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_engine::arrange;
use mahjong_engine::registry::Registry;
use mahjong_engine::ruleset::Ruleset;

const SEED: u64 = 0x5EED_2020;

fn cycle(b: &mut criterion::Bencher<'_>, set: &Ruleset, cases: &[Case], f: impl Fn(&Ruleset, &Case) -> u64) {
    let mut i = 0;
    b.iter(|| {
        let c = &cases[i];
        i = if i + 1 == cases.len() { 0 } else { i + 1 };
        let got = f(set, black_box(c));
        assert_eq!(got, c.expected);
    })
}

fn bench(c: &mut Criterion) {
    let registry = Registry::builtin();
    arrange::warm_up();
    for (r, id) in RULESETS.iter().enumerate() {
        let set = registry.get(id).expect("built-in rule set").as_ref();
        let winners = common::cases(&registry, r, Kind::Winners, 5000, SEED);
        let waiting = common::cases(&registry, r, Kind::Waiting, 5000, SEED);
        let special = common::cases(&registry, r, Kind::Special, 1000, SEED);
        let non_winners = common::cases(&registry, r, Kind::NonWinners, 1000, SEED);
        let mut g = c.benchmark_group(*id);
        g.bench_function("check_score", |b| cycle(b, set, &winners, |s, c| common::check_and_score(s, c) as u64));
        g.bench_function("score", |b| cycle(b, set, &winners, |s, c| common::score_only(s, c) as u64));
        g.bench_function("waits", |b| cycle(b, set, &waiting, common::waits_scored));
        g.bench_function("special", |b| cycle(b, set, &special, |s, c| common::check_and_score(s, c) as u64));
        g.bench_function("non_winner", |b| cycle(b, set, &non_winners, |s, c| common::check_and_score(s, c) as u64));
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
