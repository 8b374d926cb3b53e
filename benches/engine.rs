//! Engine benchmarks over 1,200 varied hands: winners of every rule set (wall and discard wins,
//! declared melds, kongs), non-winners, and special hands. Each timed call's answer is checked
//! against the one computed before timing, so a benchmark never times a wrong answer.
//!
//! Run: `cargo bench --bench engine`. Reports the time per scored hand and per waits call.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mahjong_scoring::engine::arrange;
use mahjong_scoring::engine::hand::{self, CheckedHand, Context};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::engine::ruleset::{Options, Rules, Ruleset, Source, Timing};
use mahjong_scoring::engine::score;
use mahjong_scoring::engine::tile::{KINDS, Tile, Wind};
use mahjong_scoring::types::{HandBody, TileText, Win};

/// A small deterministic generator (xorshift64*), so every run times the same hands.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn code(i: usize) -> &'static str {
    Tile::from_index(i).map(Tile::code).unwrap_or("b1")
}

/// A random complete hand in compact notation plus its winning tile.
fn random_complete(rng: &mut Rng, bonus: bool) -> (String, String) {
    loop {
        let mut counts = [0u8; KINDS];
        let mut groups: Vec<String> = Vec::new();
        let mut concealed: Vec<usize> = Vec::new();
        for _ in 0..4 {
            let t = rng.below(KINDS);
            let chow = t < 27 && t % 9 <= 6 && rng.below(2) == 0;
            let tiles: Vec<usize> = if chow { vec![t, t + 1, t + 2] } else { vec![t; 3] };
            for x in &tiles {
                counts[*x] += 1;
            }
            match rng.below(6) {
                0 => groups.push(format!("({})", tiles.iter().map(|x| code(*x)).collect::<String>())),
                1 if !chow => {
                    counts[t] += 1;
                    let open = if rng.below(2) == 0 { ('(', ')') } else { ('[', ']') };
                    groups.push(format!("{}{}{}", open.0, code(t).repeat(4), open.1));
                }
                _ => concealed.extend(tiles),
            }
        }
        let p = rng.below(KINDS);
        counts[p] += 2;
        concealed.extend([p, p]);
        if counts.iter().any(|c| *c > 4) {
            continue;
        }
        let win = concealed[rng.below(concealed.len())];
        let mut text: String = concealed.iter().map(|x| code(*x)).collect();
        for g in groups {
            text.push(' ');
            text.push_str(&g);
        }
        if bonus {
            for b in 0..8 {
                if rng.below(4) == 0 {
                    text.push(' ');
                    text.push_str(code(34 + b));
                }
            }
        }
        return (text, code(win).to_string());
    }
}

struct Case {
    set: usize,
    checked: CheckedHand,
    ctx: Context,
    total: u32,
}

const SPECIAL: [(&str, &str); 8] = [
    ("b1d1d9c1c9b9wewswwwndrdgdwdw", "dw"),
    ("b1b1b1b2b3b4b5b6b7b8b9b9b9b5", "b5"),
    ("b1b1b3b3b5b5b7b7c2c2c4c4dwdw", "dw"),
    ("d1d2d3d4d5d6d7d8d9wewswwwnwn", "wn"),
    ("c1c2c3c4c5c6c7c8c9drdrdrwewe", "we"),
    ("b2b2b2b3b4b6b6b6b8b8dgdgdgb4", "b4"),
    ("wewewewswswswwwwwwwnwnwndrdr", "dr"),
    ("b1b1b1b9b9b9c1c1c1d9d9d9wewe", "we"),
];

fn build_cases(sets: &[&Ruleset], opts: &[Options], n: usize) -> Vec<Case> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut cases = Vec::new();
    let mut i = 0;
    while cases.len() < n {
        i += 1;
        let s = i % sets.len();
        let rules = Rules { set: sets[s], opts: &opts[s] };
        let seat = Wind::ALL[rng.below(4)];
        let rounds = Wind::ALL[rng.below(4)].bit();
        let (text, win_tile) = if i % 10 == 0 {
            let (t, w) = SPECIAL[rng.below(SPECIAL.len())];
            (t.to_string(), w.to_string())
        } else {
            random_complete(&mut rng, sets[s].bonus_tiles(&opts[s]))
        };
        let winner = rng.below(4) != 0;
        let source = if rng.below(2) == 0 { Source::Wall } else { Source::Discard };
        let win = winner.then(|| Win {
            tile: TileText::parse(&win_tile),
            source,
            discarder: (source == Source::Discard).then(|| seat.next()),
            last_tile: rng.below(8) == 0,
            timing: Timing::Normal,
        });
        let text = if winner {
            HandBody::Compact(text)
        } else {
            // A non-winner: the complete hand less its winning tile.
            let t = text.replacen(&win_tile, "", 1);
            HandBody::Compact(t)
        };
        let Ok((checked, win)) = hand::check_hand(rules, &text, win.as_ref(), seat) else { continue };
        let ctx = Context { seat, rounds, win };
        let total = score::score(rules, &checked, &ctx).total;
        cases.push(Case { set: s, checked, ctx, total });
    }
    cases
}

fn bench(c: &mut Criterion) {
    let registry = Registry::builtin();
    arrange::warm_up();
    let sets: Vec<&Ruleset> = ["rode-boekje", "ecr", "italian", "nine-dragons"]
        .iter()
        .filter_map(|id| registry.get(id).map(|a| a.as_ref()))
        .collect();
    let opts: Vec<Options> = sets.iter().map(|s| s.default_options()).collect();
    let cases = build_cases(&sets, &opts, 1200);
    let winners = cases.iter().filter(|c| c.ctx.win.is_some()).count();
    eprintln!("{} hands: {} winners, {} non-winners", cases.len(), winners, cases.len() - winners);

    let mut g = c.benchmark_group("engine");
    g.throughput(Throughput::Elements(cases.len() as u64));
    g.bench_function("score_1200_hands", |b| {
        b.iter(|| {
            for case in &cases {
                let rules = Rules { set: sets[case.set], opts: &opts[case.set] };
                let s = score::score(rules, black_box(&case.checked), &case.ctx);
                assert_eq!(s.total, case.total);
            }
        })
    });
    let waiting: Vec<&Case> = cases.iter().filter(|c| c.ctx.win.is_none()).collect();
    let expected: Vec<usize> = waiting
        .iter()
        .map(|c| arrange::waits(Rules { set: sets[c.set], opts: &opts[c.set] }, &c.checked.hand, false).len())
        .collect();
    g.throughput(Throughput::Elements(waiting.len() as u64));
    g.bench_function("waits_per_non_winner", |b| {
        b.iter(|| {
            for (case, n) in waiting.iter().zip(&expected) {
                let rules = Rules { set: sets[case.set], opts: &opts[case.set] };
                assert_eq!(arrange::waits(rules, black_box(&case.checked.hand), false).len(), *n);
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
