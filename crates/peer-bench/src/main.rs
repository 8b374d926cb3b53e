//! The engine side by side with `agari` 0.27, a Rust riichi scorer, in one process.
//!
//! For each rule set, 5,000 random winners of four sets and a pair from the engine benchmarks'
//! generator (`crates/mahjong-engine/benches/common`, itself the randomized tests' generator) are
//! read from compact notation, checked and scored; the same winners are scored already checked;
//! and the same winners less their winning tile have their waits found and each scored won from a
//! discard and self-drawn. `agari` scores 5,000 random riichi winners generated here (four sets
//! and a pair, some chi, pon and open or closed kan, riichi on closed hands, ron or tsumo, random
//! seat and round wind, one dora indicator): decomposition, yaku, fu and payment for every
//! decomposition and the best kept, parse excluded (and, second figure, parse included). The
//! engine scores the same hands under `riichi` (`riichi/check_score`) and finds the waits of each
//! less its winning tile, every wait scored on a discard and self-drawn (`riichi/waits`).
//!
//! Every figure is the median of 5 passes over its hands (a pass's time divided by its hands);
//! the passes of every list alternate, so load on the machine falls on all alike. Run pinned to
//! one core: `scripts/peer-bench.sh` (builds, then `taskset -c 1 target/.../peer-bench`).
//!
//! MCR (`mcr/check_score`): the engine's `mcr` rule set, without its 8-fan minimum so that every
//! hand is scored in full, on 5,000 winners of the MCR generator (`mahjong_testkit::mcr`, the
//! differential test's, seeds `0x0c4a_0000 + i`), beside the C++ fan calculator of pymahjonggb
//! 1.4.0 on the same hands. No FFI (the project has no `unsafe`): `cpp/mcr_bench.cpp` is a program
//! of its own, which `scripts/peer-bench.sh` builds and names in `MCR_BENCH`; the default run
//! writes the hands (converted to the calculator's input, with our totals) beside it, runs it on
//! the same core after the lists and reads its median. `peer-bench mcr-hands FILE` writes the file.
//!
//! `peer-bench once WHAT [PASSES]` runs one pass (or PASSES, printing their median) of one list
//! (`rode-boekje/check_score`, `ecr/score`, `italian/waits`, `agari`, ...) in `measured`, for
//! callgrind (`--toggle-collect='peer_bench::measured*'`): instructions per hand are its total
//! over the hands printed. `peer-bench digest` prints a digest of every list's whole answers.

#[path = "../../mahjong-engine/benches/common/mod.rs"]
mod common;

use std::collections::HashMap;
use std::hint::black_box;
use std::time::Instant;

use agari::context::{GameContext, WinType};
use agari::hand::{HandStructure, KanType, Meld, decompose_hand, decompose_hand_with_melds};
use agari::parse::{TileCounts, parse_hand_with_aka, to_counts};
use agari::scoring::calculate_score;
use agari::tile::{Honor, Suit, Tile};
use agari::yaku::detect_yaku_with_context;
use common::hands::Rng;
use common::{Case, Kind, RULESETS};
use mahjong_engine::registry::Registry;
use mahjong_engine::ruleset::{Options, Rules, Ruleset};
use mahjong_engine::tile::Wind;
use mahjong_testkit::mcr::{self, MeldType};
use mahjong_types::{Announcement, HandBody, Source, Win as WinText};

const HANDS: usize = 5000;
/// Special hands and non-winners per rule set (parse + check + score), so that a change that
/// slows them shows.
const OTHERS: usize = 1000;
const PASSES: usize = 5;
const SEED: u64 = 0x5EED_2020;
/// The MCR hands' seeds: `MCR_SEED + i` (those of `tests/mcr_differential.rs`).
const MCR_SEED: u64 = 0x0c4a_0000;

/// A riichi winner: concealed tiles with the winning tile, called melds, and the context.
struct RiichiHand {
    text: String,
    counts: TileCounts,
    all: TileCounts,
    melds: Vec<Meld>,
    ctx: GameContext,
    expected: u32,
    /// The same hand and win as a request to the engine's `riichi` rule set.
    ours: OurRiichi,
}

/// A riichi hand as the engine reads it, and the engine's total (computed before timing).
struct OurRiichi {
    body: HandBody,
    win: WinText,
    seat: mahjong_engine::tile::Wind,
    rounds: u8,
    expected: u32,
    /// The same hand less its winning tile (13 tiles and the melds), for its waits.
    waiting: HandBody,
    /// [`ours_waits`] of `waiting`, computed before timing.
    waits_expected: u64,
}

/// The engine's check and score of a riichi hand under `riichi`, as a request does: the compact
/// notation read, the hand and win checked, the best arrangement scored (u32::MAX for a refusal,
/// 0 for a hand without yaku).
fn ours_score(set: &Ruleset, opts: &Options, h: &OurRiichi) -> u32 {
    ours_check_score(set, opts, &h.body, &h.win, h.seat, h.rounds)
}

/// The same for any rule set's hand and win.
fn ours_check_score(set: &Ruleset, opts: &Options, body: &HandBody, win: &WinText, seat: Wind, rounds: u8) -> u32 {
    let rules = Rules { set, opts };
    match mahjong_engine::hand::check_hand(rules, body, Some(win), seat) {
        Ok((checked, win)) => {
            let ctx = mahjong_engine::hand::Context { seat, rounds, win };
            mahjong_engine::score::score(rules, &checked, &ctx).total
        }
        Err(_) => u32::MAX,
    }
}

/// The waits of a riichi hand as `POST /v1/hands/waits` finds them: the compact notation read,
/// the hand checked, every wait scored on a discard and self-drawn; a digest of the answers.
fn ours_waits(set: &Ruleset, opts: &Options, h: &OurRiichi) -> u64 {
    let rules = Rules { set, opts };
    let Ok((checked, _)) = mahjong_engine::hand::check_hand(rules, &h.waiting, None, h.seat) else { return u64::MAX };
    let ctx = mahjong_engine::hand::Context { seat: h.seat, rounds: h.rounds, win: None };
    let discarder = mahjong_engine::tile::Wind::ALL[(h.seat.index() + 3) % 4];
    let mut acc = 0u64;
    for (t, discard, wall) in mahjong_engine::score::score_waits(rules, &checked.hand, &ctx, discarder) {
        acc = acc.wrapping_mul(31).wrapping_add(t.index() as u64);
        acc = acc.wrapping_mul(31).wrapping_add(u64::from(discard.total));
        acc = acc.wrapping_mul(31).wrapping_add(u64::from(wall.total));
    }
    acc
}

fn riichi_tile(i: usize) -> Tile {
    const HONORS: [Honor; 7] =
        [Honor::East, Honor::South, Honor::West, Honor::North, Honor::White, Honor::Green, Honor::Red];
    match i {
        0..=8 => Tile::suited(Suit::Man, i as u8 + 1),
        9..=17 => Tile::suited(Suit::Pin, i as u8 - 8),
        18..=26 => Tile::suited(Suit::Sou, i as u8 - 17),
        _ => Tile::honor(HONORS[i - 27]),
    }
}

/// Tile kind `i` (0–33: man, pin, sou, then E S W N white green red) in agari's notation.
fn riichi_code(i: usize) -> String {
    let (digit, suit) = if i < 27 { (i % 9 + 1, ['m', 'p', 's'][i / 9]) } else { (i - 26, 'z') };
    format!("{digit}{suit}")
}

fn riichi_winner(rng: &mut Rng) -> RiichiHand {
    loop {
        let mut used = [0u8; 34];
        let mut concealed: Vec<usize> = Vec::new();
        let mut melds: Vec<Meld> = Vec::new();
        let mut groups: Vec<String> = Vec::new();
        let mut ok = true;
        for _ in 0..4 {
            let t = rng.below(34);
            let chow = t < 27 && t % 9 <= 6 && rng.chance(60);
            let kong = !chow && rng.chance(10);
            let tiles: Vec<usize> = if chow { vec![t, t + 1, t + 2] } else { vec![t; if kong { 4 } else { 3 }] };
            for x in &tiles {
                used[*x] += 1;
            }
            let tile = riichi_tile(t);
            let inner: String = tiles.iter().map(|x| riichi_code(*x)).collect();
            if kong {
                let closed = rng.chance(50);
                melds.push(Meld::Kan(tile, if closed { KanType::Closed } else { KanType::Open }));
                groups.push(if closed { format!("[{inner}]") } else { format!("({inner})") });
            } else if rng.chance(25) {
                melds.push(if chow { Meld::Shuntsu(tile, true) } else { Meld::Koutsu(tile, true) });
                groups.push(format!("({inner})"));
            } else {
                concealed.extend(tiles);
            }
        }
        let pair = rng.below(34);
        used[pair] += 2;
        concealed.extend([pair, pair]);
        ok &= used.iter().all(|n| *n <= 4);
        if !ok {
            continue;
        }
        let win_kind = concealed[rng.below(concealed.len())];
        let win = riichi_tile(win_kind);
        let open = melds.iter().any(Meld::is_open);
        let tsumo = rng.chance(50);
        let winds = [Honor::East, Honor::South, Honor::West, Honor::North];
        let (round, seat, dora) = (rng.below(2), rng.below(4), rng.below(34));
        let mut ctx = GameContext::new(if tsumo { WinType::Tsumo } else { WinType::Ron }, winds[round], winds[seat])
            .with_winning_tile(win)
            .with_dora(vec![riichi_tile(dora)]);
        let mut our_win = WinText::new(riichi_code(win_kind), if tsumo { Source::Wall } else { Source::Discard });
        our_win.dora_indicators = vec![riichi_code(dora).into()];
        if open {
            ctx = ctx.open();
        } else if rng.chance(70) {
            ctx = ctx.riichi();
            our_win.announcements.push(Announcement::Riichi);
        }
        let counts = to_counts(&concealed.iter().map(|i| riichi_tile(*i)).collect::<Vec<_>>());
        let mut all_tiles: Vec<Tile> = concealed.iter().map(|i| riichi_tile(*i)).collect();
        for m in &melds {
            let t = m.tile();
            match m {
                Meld::Shuntsu(..) => {
                    let Tile::Suited { suit, value } = t else { unreachable!("a chow is suited") };
                    all_tiles.extend((0..3).map(|k| Tile::suited(suit, value + k)));
                }
                Meld::Koutsu(..) => all_tiles.extend([t; 3]),
                Meld::Kan(..) => all_tiles.extend([t; 4]),
            }
        }
        let mut text: String = concealed.iter().map(|i| riichi_code(*i)).collect();
        let mut less_win = concealed.clone();
        if let Some(at) = less_win.iter().position(|k| *k == win_kind) {
            less_win.remove(at);
        }
        let mut waiting: String = less_win.iter().map(|i| riichi_code(*i)).collect();
        for g in groups {
            text.push_str(&g);
            waiting.push_str(&g);
        }
        let wind = mahjong_engine::tile::Wind::ALL;
        let ours = OurRiichi {
            body: HandBody::Compact(text.clone()),
            win: our_win,
            seat: wind[seat],
            rounds: wind[round].bit(),
            expected: 0,
            waiting: HandBody::Compact(waiting),
            waits_expected: 0,
        };
        let mut h = RiichiHand { text, counts, all: to_counts(&all_tiles), melds, ctx, expected: 0, ours };
        h.expected = agari_score(&h);
        if agari_parse_score(&h) != h.expected {
            continue;
        }
        return h;
    }
}

/// agari's scoring of a winner: every decomposition, yaku, fu and payment, the best kept.
fn agari_best(counts: &TileCounts, all: &TileCounts, melds: &[Meld], ctx: &GameContext) -> u32 {
    let structures: Vec<HandStructure> =
        if melds.is_empty() { decompose_hand(counts) } else { decompose_hand_with_melds(counts, melds) };
    structures
        .iter()
        .map(|s| {
            let y = detect_yaku_with_context(s, all, ctx);
            calculate_score(s, &y, ctx).payment.total
        })
        .max()
        .unwrap_or(0)
}

fn agari_score(h: &RiichiHand) -> u32 {
    agari_best(&h.counts, &h.all, &h.melds, &h.ctx)
}

/// The same with the hand read from agari's notation first.
fn agari_parse_score(h: &RiichiHand) -> u32 {
    let Ok(p) = parse_hand_with_aka(&h.text) else { return u32::MAX };
    let counts = to_counts(&p.tiles);
    let mut all_tiles = p.tiles.clone();
    for c in &p.called_melds {
        all_tiles.extend(&c.tiles);
    }
    let melds: Vec<Meld> = p.called_melds.iter().map(|c| c.meld.clone()).collect();
    agari_best(&counts, &to_counts(&all_tiles), &melds, &h.ctx)
}

/// An MCR winner of the generator, as the engine reads it and as the calculator's program does.
struct McrHand {
    body: HandBody,
    win: WinText,
    seat: Wind,
    rounds: u8,
    /// The engine's total (flowers included), computed before timing.
    expected: u32,
    /// The calculator's input, a line of the hands file after our total (`mcr_bench.cpp`).
    calc: String,
}

/// The engine's `mcr` rule set without its 8-fan minimum, as `tests/mcr_differential.rs` builds it:
/// every hand is scored in full (a hand under 8 fans is not refused), as the calculator scores it.
fn mcr_bare() -> Ruleset {
    Ruleset::from_toml(&mcr::rule_set_without_minimum()).expect("mcr.toml without its minimum compiles")
}

/// Tile kind `k` (0–33, mpsz order) as the calculator's code: suit << 4 | rank, m characters 1,
/// s bamboo 2, p dots 3, honours 4 (E S W N 1–4, red 5, green 6, white 7).
fn calc_tile(k: usize) -> String {
    let (suit, rank) = match k {
        0..=8 => (1, k + 1),
        9..=17 => (3, k - 8),
        18..=26 => (2, k - 17),
        27..=30 => (4, k - 26),
        _ => (4, [7, 6, 5][k - 31]),
    };
    format!("0x{suit}{rank}")
}

/// A generated MCR case as a request (as `tests/mcr_differential.rs`'s `ours`) and as the
/// calculator's input (as the binding builds it from `reference/mcr/score.py`'s input).
fn mcr_hand(c: &mcr::Case) -> McrHand {
    let flags = u8::from(c.self_drawn)
        | u8::from(c.fourth_tile) << 1
        | u8::from(c.about_kong) << 2
        | u8::from(c.wall_last) << 3;
    let mut calc = format!(
        "{} {flags} {} {} {} {}",
        c.flowers,
        c.seat_wind - mcr::EAST,
        c.prevalent_wind - mcr::EAST,
        calc_tile(c.win_tile),
        c.melds.len()
    );
    for m in &c.melds {
        let (kind, tile) = match m.kind {
            MeldType::Chow => (1, m.tiles[1]),
            MeldType::Pung => (2, m.tiles[0]),
            MeldType::Kong => (3, m.tiles[0]),
        };
        calc += &format!("  {kind} {} {}", if m.concealed { 0 } else { m.offer }, calc_tile(tile));
    }
    calc += &format!("  {}", c.standing.len());
    for t in &c.standing {
        calc += &format!(" {}", calc_tile(*t));
    }
    McrHand {
        body: HandBody::Compact(c.hand_text()),
        win: c.win(),
        seat: c.seat(),
        rounds: c.prevalent().bit(),
        expected: 0,
        calc,
    }
}

/// The hands file of `mcr_bench` (its format is described there): our total, then the input.
fn write_mcr_hands(path: &str, hands: &[McrHand]) -> std::io::Result<()> {
    let mut text = String::from(
        "# peer-bench mcr-hands: our total, then the calculator's input (crates/peer-bench/cpp/mcr_bench.cpp):\n\
         # OURS FLOWERS FLAGS SEAT PREVALENT WIN NPACKS {TYPE OFFER TILE}* NSTANDING {TILE}*\n",
    );
    for h in hands {
        text += &format!("{} {}\n", h.expected, h.calc);
    }
    std::fs::write(path, text)
}

/// The calculator's figures, as `mcr_bench` prints them.
struct Calculator {
    ns: f64,
    agree: usize,
    differ: usize,
}

/// Runs the calculator's program (`MCR_BENCH`, built by `scripts/peer-bench.sh`) on the hands,
/// written beside it, in its own process, which inherits this one's core; or says why not.
fn run_calculator(hands: &[McrHand]) -> Result<Calculator, String> {
    let bench = std::env::var("MCR_BENCH").map_err(|_| "MCR_BENCH not set (scripts/peer-bench.sh builds it)")?;
    let file = format!("{bench}-hands.txt");
    write_mcr_hands(&file, hands).map_err(|e| format!("{file}: {e}"))?;
    let out = std::process::Command::new(&bench).arg(&file).output().map_err(|e| format!("{bench}: {e}"))?;
    eprint!("{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let field = |key: &str| {
        text.split_whitespace().find_map(|w| w.strip_prefix(key)?.strip_prefix('=')).and_then(|v| v.parse::<f64>().ok())
    };
    match (field("ns"), field("agree"), field("differ")) {
        (Some(ns), Some(agree), Some(differ)) => Ok(Calculator { ns, agree: agree as usize, differ: differ as usize }),
        _ => Err(format!("{bench} printed no figures ({}): {}", out.status, text.trim())),
    }
}

/// What is timed.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Work {
    CheckScore,
    Score,
    Waits,
    Agari,
    AgariParse,
    /// The engine on agari's hands (`riichi` rule set).
    Riichi,
    /// The engine's waits of agari's hands less their winning tile (`riichi`).
    RiichiWaits,
    /// The engine on the MCR hands (`mcr` without its minimum).
    Mcr,
}

/// One list of hands and how it is timed.
struct List<'a> {
    set: Option<&'a Ruleset>,
    cases: Vec<Case>,
    riichi: &'a [RiichiHand],
    mcr: &'a [McrHand],
    work: Work,
    samples: Vec<f64>,
}

/// One pass over a list: every answer is checked.
#[inline(never)]
fn measured(list: &List<'_>) -> usize {
    let mut wrong = 0;
    match (list.work, list.set) {
        (Work::Agari, _) => {
            for h in list.riichi {
                wrong += (agari_score(black_box(h)) != h.expected) as usize;
            }
        }
        (Work::AgariParse, _) => {
            for h in list.riichi {
                wrong += (agari_parse_score(black_box(h)) != h.expected) as usize;
            }
        }
        (Work::Riichi, Some(set)) => {
            let opts = set.default_options();
            for h in list.riichi {
                wrong += (ours_score(set, &opts, black_box(&h.ours)) != h.ours.expected) as usize;
            }
        }
        (Work::RiichiWaits, Some(set)) => {
            let opts = set.default_options();
            for h in list.riichi {
                wrong += (ours_waits(set, &opts, black_box(&h.ours)) != h.ours.waits_expected) as usize;
            }
        }
        (Work::Mcr, Some(set)) => {
            let opts = set.default_options();
            for h in list.mcr {
                let h = black_box(h);
                wrong += (ours_check_score(set, &opts, &h.body, &h.win, h.seat, h.rounds) != h.expected) as usize;
            }
        }
        (work, Some(set)) => {
            for c in &list.cases {
                let got = match work {
                    Work::CheckScore => common::check_and_score(set, black_box(c)) as u64,
                    Work::Score => common::score_only(set, black_box(c)) as u64,
                    _ => common::waits_scored(set, black_box(c)),
                };
                wrong += (got != c.expected) as usize;
            }
        }
        (_, None) => {}
    }
    wrong
}

fn len(list: &List<'_>) -> usize {
    if list.work == Work::Mcr {
        list.mcr.len()
    } else if matches!(list.work, Work::Agari | Work::AgariParse | Work::Riichi | Work::RiichiWaits) {
        list.riichi.len()
    } else {
        list.cases.len()
    }
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `peer-bench digest`: a digest of every answer of every list (the whole score, breakdown and
/// arrangement, as `Debug` prints it), per list, so that two builds can be compared answer for
/// answer: a change made for speed must print the same digests.
fn digest(registry: &Registry) {
    use mahjong_engine::score;
    let fnv = |h: u64, s: &str| s.bytes().fold(h, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    let kinds = [
        ("winners", Kind::Winners),
        ("special", Kind::Special),
        ("non_winner", Kind::NonWinners),
        ("waits", Kind::Waiting),
    ];
    for (r, id) in RULESETS.iter().enumerate() {
        let Some(set) = registry.get(id) else { continue };
        for (name, kind) in kinds {
            let mut h = 0xcbf2_9ce4_8422_2325u64;
            for c in common::cases(registry, r, kind, 20_000, SEED ^ 0xD1) {
                let text = if kind == Kind::Waiting {
                    let discarder = mahjong_engine::tile::Wind::ALL[(c.seat.index() + 3) % 4];
                    format!("{:?}", score::score_waits(c.rules(set), &c.checked.hand, &c.ctx, discarder))
                } else {
                    let rules = c.rules(set);
                    let checked = mahjong_engine::hand::check_hand(rules, &c.body, c.win.as_ref(), c.seat);
                    format!("{:?} {:?}", checked, score::score(rules, &c.checked, &c.ctx))
                };
                h = fnv(h, &text);
            }
            println!("{id}/{name} {h:016x}");
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let registry = Registry::builtin();
    mahjong_engine::arrange::warm_up();
    if args.first().is_some_and(|a| a == "digest") {
        digest(&registry);
        return;
    }
    let mcr_set = mcr_bare();
    let mcr_opts = mcr_set.default_options();
    let mut mcr_hands: Vec<McrHand> = (0..HANDS as u64).map(|i| mcr_hand(&mcr::case(MCR_SEED + i))).collect();
    for (i, h) in mcr_hands.iter_mut().enumerate() {
        h.expected = ours_check_score(&mcr_set, &mcr_opts, &h.body, &h.win, h.seat, h.rounds);
        assert_ne!(h.expected, u32::MAX, "mcr seed {:#x}: the engine refuses the hand", MCR_SEED + i as u64);
    }
    if let [cmd, file] = args.as_slice()
        && cmd == "mcr-hands"
    {
        if let Err(e) = write_mcr_hands(file, &mcr_hands) {
            eprintln!("{file}: {e}");
            std::process::exit(1);
        }
        println!("{file}: {} MCR hands for mcr_bench", mcr_hands.len());
        return;
    }
    let mut rng = Rng::new(SEED);
    let mut riichi: Vec<RiichiHand> = (0..HANDS).map(|_| riichi_winner(&mut rng)).collect();
    let riichi_set = registry.get("riichi").expect("riichi is built in");
    let riichi_opts = riichi_set.default_options();
    for h in &mut riichi {
        h.ours.expected = ours_score(riichi_set, &riichi_opts, &h.ours);
        h.ours.waits_expected = ours_waits(riichi_set, &riichi_opts, &h.ours);
    }
    let only = match args.as_slice() {
        [] => None,
        [once, what] if once == "once" => Some(what.as_str()),
        [once, what, _] if once == "once" => Some(what.as_str()),
        _ => {
            eprintln!("usage: peer-bench [once LIST [PASSES] | digest | mcr-hands FILE]");
            std::process::exit(2);
        }
    };
    let mut names: Vec<String> = Vec::new();
    for id in RULESETS {
        names.extend(["check_score", "score", "waits", "special", "non_winner"].map(|w| format!("{id}/{w}")));
    }
    names.extend(["agari", "agari_parse", "riichi/check_score", "riichi/waits", "mcr/check_score"].map(String::from));
    if let Some(what) = only
        && !names.iter().any(|n| n == what)
    {
        eprintln!("unknown list {what:?}; one of: {}", names.join(", "));
        std::process::exit(2);
    }
    let mut lists: Vec<(String, List<'_>)> = Vec::new();
    for name in names.into_iter().filter(|n| only.is_none_or(|w| w == n)) {
        let (id, what) = name.split_once('/').unwrap_or((name.as_str(), ""));
        let r = RULESETS.iter().position(|x| *x == id);
        let set = r
            .and_then(|r| registry.get(RULESETS[r]))
            .or_else(|| (id == "riichi").then_some(riichi_set))
            .map(|s| s.as_ref())
            .or((id == "mcr").then_some(&mcr_set));
        let (work, cases) = match (r, what) {
            (Some(r), "check_score") => (Work::CheckScore, common::cases(&registry, r, Kind::Winners, HANDS, SEED)),
            (Some(r), "score") => (Work::Score, common::cases(&registry, r, Kind::Winners, HANDS, SEED)),
            (Some(r), "special") => (Work::CheckScore, common::cases(&registry, r, Kind::Special, OTHERS, SEED)),
            (Some(r), "non_winner") => (Work::CheckScore, common::cases(&registry, r, Kind::NonWinners, OTHERS, SEED)),
            (Some(r), _) => (Work::Waits, common::cases(&registry, r, Kind::Waiting, HANDS, SEED)),
            (None, _) if name == "riichi/check_score" => (Work::Riichi, Vec::new()),
            (None, _) if name == "riichi/waits" => (Work::RiichiWaits, Vec::new()),
            (None, _) if name == "mcr/check_score" => (Work::Mcr, Vec::new()),
            (None, _) if name == "agari" => (Work::Agari, Vec::new()),
            (None, _) => (Work::AgariParse, Vec::new()),
        };
        lists.push((name, List { set, cases, riichi: &riichi, mcr: &mcr_hands, work, samples: Vec::new() }));
    }
    if let Some(what) = only {
        let list = &lists[0].1;
        // More passes for a sampling profiler (`perf record`); callgrind needs one.
        let passes: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1).max(1);
        let mut wrong = 0;
        let mut samples = Vec::with_capacity(passes);
        for _ in 0..passes {
            let t = Instant::now();
            wrong = measured(list);
            samples.push(t.elapsed().as_nanos() as f64 / len(list) as f64);
        }
        if passes > 1 {
            println!("{what}: median {:.1} ns per hand over {passes} passes", median(&samples));
        }
        println!("{what}: {} hands, {wrong} wrong", len(list));
        std::process::exit(i32::from(wrong != 0));
    }

    // A warm-up pass, then the timed passes, every list in turn.
    for (name, list) in &lists {
        let wrong = measured(list);
        assert_eq!(wrong, 0, "{name}: {wrong} answers differ from the ones computed before timing");
    }
    for _ in 0..PASSES {
        for (_, list) in &mut lists {
            // An untimed pass first, so that the list's inputs are in the cache as a request's
            // body, just read from its socket, is (the other lists ran since its last pass).
            black_box(measured(list));
            let t = Instant::now();
            black_box(measured(list));
            let ns = t.elapsed().as_nanos() as f64 / len(list) as f64;
            list.samples.push(ns);
        }
    }
    let med: HashMap<&str, f64> = lists.iter().map(|(n, l)| (n.as_str(), median(&l.samples))).collect();
    let agari = med["agari"];
    println!(
        "{HANDS} random winners per rule set, median of {PASSES} passes, ns per hand (one pass: its time / {HANDS})"
    );
    println!(
        "{:<14} {:>12} {:>7} {:>21} {:>20} {:>9} {:>11}",
        "rule set", "check+score", "score", "waits (13-tile hand)", "agari / check+score", "special", "non-winner"
    );
    for id in RULESETS {
        let m = |w: &str| med[format!("{id}/{w}").as_str()];
        let cs = m("check_score");
        println!(
            "{:<14} {:>12.0} {:>7.0} {:>21.0} {:>19.1}x {:>9.0} {:>11.0}",
            id,
            cs,
            m("score"),
            m("waits"),
            agari / cs,
            m("special"),
            m("non_winner")
        );
    }
    println!("(special hands and non-winners: {OTHERS} per rule set, parse + check + score)");
    println!(
        "agari 0.27 on {HANDS} random riichi winners: {agari:.0} ns (decompose + yaku + fu + payment, best of \
         arrangements, parse excluded); {:.0} ns with parse",
        med["agari_parse"]
    );
    let worst =
        RULESETS.iter().map(|id| agari / med[format!("{id}/check_score").as_str()]).fold(f64::INFINITY, f64::min);
    println!("lowest ratio: {worst:.1}x");
    let ours = med["riichi/check_score"];
    let refused = riichi.iter().filter(|h| h.ours.expected == u32::MAX).count();
    let no_yaku = riichi.iter().filter(|h| h.ours.expected == 0).count();
    println!(
        "riichi on agari's {HANDS} hands (parse + check + score; {refused} refused, {no_yaku} without yaku): {ours:.0} ns; \
         agari with parse / riichi: {:.1}x, without: {:.1}x",
        med["agari_parse"] / ours,
        agari / ours
    );
    println!(
        "riichi waits of the same hands less their winning tile (parse + check + every wait scored on a discard \
         and self-drawn): {:.0} ns",
        med["riichi/waits"]
    );
    let ours = med["mcr/check_score"];
    let head = format!("mcr on {HANDS} random winners: ours {ours:.0} ns (parse + check + score)");
    match run_calculator(&mcr_hands) {
        Ok(c) => {
            println!(
                "{head}, calculator {:.0} ns (calculate_fan only, its own process on the same core): ratio {:.2}\u{d7}",
                c.ns,
                c.ns / ours
            );
            if c.differ != 0 {
                println!("mcr: the calculator's total differs from ours on {} hands, agrees on {}", c.differ, c.agree);
            }
        }
        Err(why) => println!("{head}, calculator skipped: {why}"),
    }
}
