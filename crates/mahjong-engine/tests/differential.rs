//! Randomized checks of the scoring service over generated legal hands of every rule set
//! (`mahjong_testkit::hands`): properties that follow from RULES.md (and, for `dmjl` and `bmja`,
//! from their rules specification) without a second scorer, and agreement with the plain
//! reference scorer of `mahjong_testkit::reference` on mahjong, total, points and doublings, the
//! limit hand and the waits.
//!
//! The property tests below run a bounded number of cases; the long run repeats every check on
//! millions of hands:
//!
//! ```text
//! MAHJONG_HANDS=2000000 cargo test --release --test differential -- --ignored --nocapture
//! ```

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, OnceLock};

use mahjong_engine::hand;
use mahjong_engine::registry::Registry;
use mahjong_engine::ruleset::{Rules, Ruleset};
use mahjong_engine::score;
use mahjong_engine::service::Core;
use mahjong_engine::tile::Wind;
use mahjong_testkit::hands::{self, Class, GenHand, MeldKind, Rng, Source, Timing};
use mahjong_testkit::reference;
use mahjong_types::{HandBody, SetKind, TileForm, Win as WinText};
use mahjong_types::{HandRequest, ScoreResponse, WaitsResponse};
use proptest::prelude::*;
use serde_json::{Value, json};

fn core() -> &'static Core {
    static CORE: OnceLock<Core> = OnceLock::new();
    CORE.get_or_init(|| Core::new(Registry::builtin()))
}

fn request(v: &Value) -> HandRequest {
    serde_json::from_value(v.clone()).expect("a generated request is well-formed")
}

fn score_value(v: &Value) -> Result<ScoreResponse, String> {
    core().score(&request(v), None).map_err(|e| format!("{e}: {:?}", e.errors))
}

fn score(h: &GenHand) -> Result<ScoreResponse, String> {
    score_value(&h.request())
}

fn waits(h: &GenHand) -> Result<WaitsResponse, String> {
    core().waits(&request(&h.request()), None).map_err(|e| format!("{e}: {:?}", e.errors))
}

fn limit_id(s: &ScoreResponse) -> Option<&str> {
    s.limit_hand.as_ref().map(|l| l.id.as_str())
}

/// The failure of a check: what was expected, for which hand.
fn fail(h: &GenHand, what: String) -> String {
    format!("{what}\n  request: {}", h.request())
}

type Check = Result<(), String>;

macro_rules! ensure {
    ($h:expr, $cond:expr, $($fmt:tt)+) => {
        if !$cond {
            return Err(fail($h, format!($($fmt)+)));
        }
    };
}

/// The limit of a rule set's hand totals, if any.
fn limit(ruleset: usize) -> Option<u32> {
    match ruleset {
        hands::RODE_BOEKJE => Some(2000),
        hands::ECR | hands::ITALIAN | hands::DMJL => Some(500),
        hands::BMJA => Some(1000),
        _ => None,
    }
}

/// The cap of a hand's ordinary total, if any: its rule set's limit, unless the roof is off
/// (`dmjl`, `bmja`).
fn cap(h: &GenHand) -> Option<u32> {
    limit(h.ruleset).filter(|_| !h.option_bool("roof_off", false))
}

// ------------------------------------------------------------------------------------------------
// Checks, each on one generated hand.

/// Reordering concealed tiles, melds and bonus tiles, and writing the hand in compact notation,
/// in codes or in mpsz (`123m`, issue #42), never changes an answer (RULES.md §1: a hand is its
/// tiles); the mpsz hand's answer writes its tiles in mpsz, and its waits too.
fn same_answer_in_any_order_and_form(h: &GenHand, rng: &mut Rng) -> Check {
    let a = score(h);
    let b = score(&h.reordered(rng));
    ensure!(h, a == b, "reordering changed the answer: {a:?} / {b:?}");
    let c = score_value(&h.request_compact());
    ensure!(h, a == c, "compact notation changed the answer: {a:?} / {c:?}");
    let m = score_value(&h.request_mpsz());
    if let Ok(m) = &m {
        let tiles = m.elements.iter().map(|e| &e.tiles).chain(m.arrangement.iter().map(|s| &s.tiles));
        for t in tiles {
            let form = if t.iter().any(|t| !t.is_bonus()) { TileForm::Mpsz } else { TileForm::Codes };
            ensure!(h, t.1 == form, "the mpsz hand's answer writes {t:?} in {:?}", t.1);
        }
    }
    let m = m.map(|s| in_codes(&s));
    ensure!(h, a == m, "mpsz changed the answer: {a:?} / {m:?}\n  mpsz: {}", h.request_mpsz());
    if let Some(w) = h.waiting() {
        let codes = waits(&w);
        let mpsz = core().waits(&request(&w.request_mpsz()), None).map_err(|e| format!("{e}: {:?}", e.errors));
        if let Ok(x) = &mpsz {
            ensure!(h, x.waits.iter().all(|x| x.form == TileForm::Mpsz), "waits in codes for an mpsz hand");
        }
        let mpsz = mpsz.map(|mut x| {
            x.waits.iter_mut().for_each(|x| x.form = TileForm::Codes);
            x
        });
        ensure!(h, codes == mpsz, "mpsz changed the waits: {codes:?} / {mpsz:?}");
    }
    Ok(())
}

#[test]
fn generated_hands_are_written_in_mpsz_runs() {
    // Bamboo 1-3, characters 1, east, red dragon, flower 1, dots 5 5.
    assert_eq!(hands::mpsz_run([0, 1, 2, 9, 27, 31, 34, 22, 22]), "123s1m17zf155p");
    let h = hands::from_seed(7);
    let text = h.request_mpsz()["hand"].as_str().expect("compact").to_string();
    let codes = h.request_compact()["hand"].as_str().expect("compact").to_string();
    let read = |t: &str| mahjong_engine::hand::parse_compact_hand(t).map_err(|e| format!("{e:?}"));
    assert_eq!(read(&text), read(&codes), "{text} / {codes}");
    assert_eq!(mahjong_types::notation::form(&text), TileForm::Mpsz, "{text}");
}

/// A score answer with its tiles written as codes.
fn in_codes(s: &ScoreResponse) -> ScoreResponse {
    let mut s = s.clone();
    s.elements.iter_mut().for_each(|e| e.tiles = e.tiles.in_codes());
    s.arrangement.iter_mut().for_each(|x| x.tiles = x.tiles.in_codes());
    s
}

/// A total is its points times 2^doublings (classical) or its points (`nine-dragons`), cut to the
/// limit, or a limit hand's value; never above the limit; elements add up (RULES.md §1 Totals).
fn totals_add_up_and_respect_the_limit(h: &GenHand) -> Check {
    let s = score(h).map_err(|e| fail(h, format!("a generated hand was refused: {e}")))?;
    if let Some(cap) = cap(h) {
        ensure!(h, s.total <= cap, "total {} above the limit {cap}", s.total);
    }
    if h.win.is_none() {
        ensure!(h, !s.mahjong, "a non-winner answered mahjong");
        if h.ruleset == hands::NINE_DRAGONS {
            ensure!(h, s.total == 0, "a nine-dragons non-winner scored {}", s.total);
        }
    }
    if h.win.is_some() && !s.mahjong {
        ensure!(h, s.total == 0 && s.elements.is_empty(), "a false mahjong scores 0 with no elements");
        return Ok(());
    }
    let sum_points: u32 = s.elements.iter().map(|e| e.points).sum();
    let sum_doublings: u32 = s.elements.iter().map(|e| e.doublings).sum();
    match &s.limit_hand {
        Some(l) => {
            ensure!(h, s.points == 0 && s.doublings == 0 && !s.capped, "a limit hand carries points or doublings");
            ensure!(h, s.elements.len() == 1 && s.elements[0].id == l.id, "a limit hand lists only itself");
            let value = if h.ruleset == hands::ITALIAN { round_tens(l.value) } else { l.value };
            ensure!(h, s.total == value, "total {} is not the limit value {}", s.total, l.value);
        }
        None => {
            ensure!(h, sum_points == s.points && sum_doublings == s.doublings, "elements do not add up");
            let raw: u64 = if h.ruleset == hands::NINE_DRAGONS {
                s.points as u64
            } else {
                (s.points as u64) << s.doublings.min(40)
            };
            let capped = cap(h).map_or(raw, |c| raw.min(c as u64)) as u32;
            let want = if h.ruleset == hands::ITALIAN { round_tens(capped) } else { capped };
            ensure!(
                h,
                s.total == want,
                "total {} is not {} × 2^{} (capped, rounded) = {want}",
                s.total,
                s.points,
                s.doublings
            );
            ensure!(h, s.capped == cap(h).is_some_and(|c| raw > c as u64), "capped flag {} for {raw}", s.capped);
        }
    }
    Ok(())
}

fn round_tens(t: u32) -> u32 {
    match t % 10 {
        0 => t,
        d if d <= 4 => t - d,
        d => t + 10 - d,
    }
}

/// An irregular hand (seven pairs, thirteen orphans, wind snake, svarione) whose tiles form no
/// sets + pair scores exactly its limit value (RULES.md §6 Limit versus arrangement).
fn irregular_hands_score_exactly_their_limit(h: &GenHand) -> Check {
    let limit_only = match h.class {
        Class::SevenPairs => h.ruleset != hands::NINE_DRAGONS,
        Class::ThirteenOrphans | Class::WindSnake | Class::Svarione => true,
        // `bmja`: the wriggling snake, the knitting family and gates of heaven (whose tiles form
        // sets and a pair only with two chows or more).
        Class::WrigglingSnake | Class::Knitting | Class::TripleKnitting | Class::NineGates => h.ruleset == hands::BMJA,
        _ => false,
    };
    let sets = 4 - h.melds.len();
    let splits = h.ruleset != hands::BMJA && hands::splits_into_sets_and_pair(&h.concealed_counts(), sets);
    if !limit_only || h.foreign || h.win.is_none() || splits {
        return Ok(());
    }
    let s = score(h).map_err(|e| fail(h, e))?;
    let Some(l) = &s.limit_hand else { return Err(fail(h, format!("irregular hand without a limit hand: {s:?}"))) };
    let value = if h.ruleset == hands::ITALIAN { round_tens(l.value) } else { l.value };
    ensure!(h, s.mahjong && s.total == value && s.points == 0 && s.doublings == 0, "irregular hand: {s:?}");
    Ok(())
}

/// Every generated winner is a mahjong, unless a rule minimum fails (`rode-boekje`'s two
/// doublings, `nine-dragons`' minimum points); then a doubling element (the same tiles wholly
/// concealed and self-drawn: concealed hand, 3 doublings) or the option at 0 makes it legal.
fn generated_winners_are_mahjong(h: &GenHand) -> Check {
    if h.win.is_none() || h.foreign {
        return Ok(());
    }
    let s = score(h).map_err(|e| fail(h, e))?;
    if s.mahjong {
        return Ok(());
    }
    let codes: Vec<&str> = s.reasons.iter().map(|r| r.code.as_str()).collect();
    ensure!(h, codes == ["minimum_not_met"], "a legal hand was answered {codes:?}");
    let legal = match h.ruleset {
        hands::RODE_BOEKJE => {
            let mut v = h.clone();
            for m in std::mem::take(&mut v.melds) {
                match m.kind {
                    MeldKind::Kong => v.melds.push(hands::Meld { exposed: false, ..m }),
                    _ if m.exposed => v.concealed.extend(m.tiles()),
                    _ => v.melds.push(m),
                }
            }
            let w = v.win.as_mut().expect("a winner");
            (w.source, w.discarder, w.timing, w.last_tile) = (Source::Wall, None, Timing::Normal, false);
            score(&v).map_err(|e| fail(h, e))?
        }
        hands::NINE_DRAGONS => {
            let mut v = h.clone();
            v.options.retain(|(k, _)| *k != "minimum_points");
            score(&v).map_err(|e| fail(h, e))?
        }
        _ => return Err(fail(h, format!("{} has no minimum, yet: {codes:?}", h.ruleset_id()))),
    };
    ensure!(h, legal.mahjong, "below the minimum, and still not a mahjong with a doubling added: {:?}", legal.reasons);
    Ok(())
}

/// The waits of a winner's hand less its winning tile include that tile exactly when the winner's
/// hand is a mahjong but for a minimum; each wait's scores are those of the completed hand won by
/// a discard (from the player before) and self-drawn; a self-drawn win never scores less than the
/// same win on a discard (RULES.md §1, §6 Waits), except with the roof off (`dmjl`, `bmja`): a
/// self-drawn reading may be a limit hand, exactly its limit, where the same tiles on a discard
/// count more (dmjl/bmja rules §1).
fn every_wait_scores_as_the_completed_hand(winner: &GenHand) -> Check {
    let Some(h) = winner.waiting() else { return Ok(()) };
    let w = waits(&h).map_err(|e| fail(&h, e))?;
    let tiles: Vec<&str> = w.waits.iter().map(|x| x.tile.code()).collect();
    let won = hands::code(winner.win.expect("a winner").tile);
    let s = score(winner).map_err(|e| fail(winner, e))?;
    // Or won self-drawn: some hands win only so (`bmja`'s wriggling snake, `dmjl`'s nine gates).
    let won_from_wall = || {
        let t = winner.win.expect("a winner").tile;
        score(&h.completed(t, Source::Wall)).is_ok_and(|x| x.mahjong)
    };
    let complete = s.mahjong || s.reasons.iter().any(|r| r.code == "minimum_not_met") || won_from_wall();
    ensure!(&h, tiles.contains(&won) == complete, "waits {tiles:?}; {won} completes the hand: {complete}");
    for x in &w.waits {
        let t = (0..hands::KINDS).find(|t| hands::code(*t) == x.tile.code()).expect("a tile code");
        for (source, got) in [(Source::Discard, &x.discard), (Source::Wall, &x.self_drawn)] {
            let s = score(&h.completed(t, source)).map_err(|e| fail(&h, e))?;
            let same = s.mahjong == got.mahjong
                && s.total == got.total
                && s.limit_hand.as_ref().map(|l| &l.id) == got.limit_hand.as_ref().map(|l| &l.id);
            ensure!(&h, same, "wait {} {}: {got:?}, scoring the completed hand: {s:?}", x.tile, source.name());
        }
        // With the roof off a self-drawn reading may be a limit hand (hidden treasure, concealed
        // true colour: exactly the limit) where the discard leaves an ordinary total above it.
        let roof_off = cap(&h).is_none() && hands::is_kajongg(h.ruleset);
        ensure!(
            &h,
            (x.self_drawn.total >= x.discard.total || roof_off) && (x.self_drawn.mahjong || !x.discard.mahjong),
            "wait {}: self-drawn {:?} below a discard {:?}",
            x.tile,
            x.self_drawn,
            x.discard
        );
    }
    Ok(())
}

/// The built-in rule set with one element left out, compiled once.
fn without_element(ruleset: &str, element: &str) -> &'static Ruleset {
    static CACHE: OnceLock<Mutex<HashMap<(String, String), &'static Ruleset>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().expect("cache");
    cache.entry((ruleset.to_string(), element.to_string())).or_insert_with(|| {
        let mut def = core().registry().get(ruleset).expect("built in").def.clone();
        def.elements.retain(|e| e.id != element);
        // A pattern that needed that limit hand alone never wins without it: it goes too.
        def.patterns.retain(|p| p.requires.len() != 1 || p.requires[0] != element);
        for p in &mut def.patterns {
            p.requires.retain(|e| e != element);
        }
        Box::leak(Box::new(Ruleset::compile(def).expect("still compiles")))
    })
}

/// Of several limit hands of the same value, the one listed first is named (RULES.md §6): with the
/// named one left out of the rule set, any limit hand of the same total is listed after it.
fn the_named_limit_hand_is_the_first_listed(h: &GenHand) -> Check {
    if h.win.is_none() {
        return Ok(());
    }
    let s = score(h).map_err(|e| fail(h, e))?;
    let Some(named) = limit_id(&s) else { return Ok(()) };
    let set = without_element(h.ruleset_id(), named);
    let full = core().registry().get(h.ruleset_id()).expect("built in");
    let again = engine_score(h, set, score::score)?;
    if let Some(l) = again.limit_hand.filter(|_| again.total == s.total) {
        let other = &set.def.elements[l.element].id;
        let pos = |id: &str| full.def.elements.iter().position(|e| e.id == id);
        ensure!(h, pos(other) > pos(named), "{named} was named, but {other} (listed first) applies too");
    }
    Ok(())
}

/// `h` scored by the engine directly, under `set` (a built-in rule set or a variant of one), with
/// `scorer` (`score::score` or `score::score_totals`).
fn engine_score(
    h: &GenHand,
    set: &Ruleset,
    scorer: fn(Rules<'_>, &hand::CheckedHand, &hand::Context) -> score::Score,
) -> Result<score::Score, String> {
    let opts = set
        .resolve_options(&h.options.iter().map(|(k, v)| (k.to_string(), option_value(v))).collect::<Vec<_>>())
        .expect("options resolve");
    let rules = Rules { set, opts: &opts };
    let text: HandBody = serde_json::from_value(h.request()["hand"].clone()).expect("hand");
    let win_text = h.win.map(|win| WinText {
        tile: hands::code(win.tile).into(),
        source: serde_json::from_value(json!(win.source.name())).expect("source"),
        discarder: win.discarder.map(|d| Wind::ALL[d]),
        last_tile: win.last_tile,
        timing: serde_json::from_value(json!(win.timing.name())).expect("timing"),
        announcements: serde_json::from_value(json!(win.announcements())).expect("announcements"),
        ..WinText::new(hands::code(win.tile), mahjong_types::Source::Wall)
    });
    let seat = Wind::ALL[h.seat];
    let (checked, win) =
        hand::check_hand(rules, &text, win_text.as_ref(), seat).map_err(|p| fail(h, format!("{p:?}")))?;
    let ctx = hand::Context { seat, rounds: h.rounds(), win };
    Ok(scorer(rules, &checked, &ctx))
}

/// A score without its itemised breakdown (what the waits operation and validation use) is the
/// full score less its element hits: the same totals, limit hand, arrangement and reasons.
fn totals_only_is_the_score_less_its_elements(h: &GenHand) -> Check {
    let set = core().registry().get(h.ruleset_id()).expect("built in");
    let mut full = engine_score(h, set, score::score)?;
    let totals = engine_score(h, set, score::score_totals)?;
    ensure!(h, totals.elements.is_empty(), "score_totals listed elements: {:?}", totals.elements);
    ensure!(h, !full.mahjong || !full.elements.is_empty() || full.total == 0, "a winner's score lists no elements");
    full.elements.clear();
    ensure!(h, totals == full, "score_totals {totals:?}\n  score less its elements {full:?}");
    Ok(())
}

fn option_value(v: &Value) -> mahjong_engine::ruleset::OptionValue {
    use mahjong_engine::ruleset::OptionValue;
    match v {
        Value::Bool(b) => OptionValue::Bool(*b),
        v => OptionValue::Int(v.as_i64().unwrap_or(0)),
    }
}

/// Validation agrees with scoring on whether a winner's hand is a mahjong.
fn validate_agrees_with_score(h: &GenHand) -> Check {
    let v = core().validate(&request(&h.request()), None).map_err(|e| fail(h, e.to_string()))?;
    ensure!(h, v.valid, "a generated hand is invalid: {:?}", v.problems);
    if h.win.is_some() {
        let s = score(h).map_err(|e| fail(h, e))?;
        ensure!(h, v.mahjong == Some(s.mahjong), "validate {:?}, score {}", v.mahjong, s.mahjong);
    }
    Ok(())
}

/// The same hand with the option `roof_off` set to `on`.
fn with_roof_off(h: &GenHand, on: bool) -> GenHand {
    let mut v = h.clone();
    v.options.retain(|(k, _)| *k != "roof_off");
    v.options.push(("roof_off", json!(on)));
    v
}

/// `dmjl`, `bmja` (dmjl/bmja rules §1): the same hand scored with the roof on and off. The roof
/// caps every ordinary total at the limit; taking it off never lowers a total and leaves an
/// ordinary one uncapped (points × 2^doublings); a limit hand (a winner's whole limit, a fraction
/// of one, a `bmja` non-winner's call) scores exactly its value either way, whatever its own
/// ordinary count: with the roof off it gives way only to another reading of the tiles whose
/// ordinary total is higher (the best reading counts, RULES.md §1); both answers agree on being
/// a mahjong.
fn the_roof_only_caps_ordinary_totals(h: &GenHand) -> Check {
    let Some(limit) = limit(h.ruleset).filter(|_| hands::is_kajongg(h.ruleset)) else { return Ok(()) };
    let (on, off) = (with_roof_off(h, false), with_roof_off(h, true));
    let a = score(&on).map_err(|e| fail(&on, e))?;
    let b = score(&off).map_err(|e| fail(&off, e))?;
    ensure!(&on, a.total <= limit, "roof on: total {} above the limit {limit}", a.total);
    ensure!(&off, b.total >= a.total, "roof off lowered the total from {} to {}", a.total, b.total);
    ensure!(&off, a.mahjong == b.mahjong, "roof off changed mahjong from {} to {}", a.mahjong, b.mahjong);
    for (s, v) in [(&a, &on), (&b, &off)] {
        if let Some(l) = &s.limit_hand {
            ensure!(v, s.total == l.value, "the limit hand {} of value {} scores {}", l.id, l.value, s.total);
            if v.win.is_some() && l.value >= limit {
                ensure!(v, s.total == limit, "a whole limit hand scores {}, not the limit {limit}", s.total);
            }
        }
    }
    if b.limit_hand.is_none() {
        let raw = (b.points as u64) << b.doublings.min(40);
        ensure!(
            &off,
            !b.capped && b.total as u64 == raw,
            "roof off: {} is not {} × 2^{}",
            b.total,
            b.points,
            b.doublings
        );
    }
    match (&a.limit_hand, &b.limit_hand) {
        (Some(la), Some(lb)) => ensure!(&off, la == lb, "roof off changed the limit hand {la:?} to {lb:?}"),
        (None, Some(lb)) => {
            return Err(fail(&off, format!("roof off made {} a limit hand, scoring {}", lb.id, b.total)));
        }
        (Some(la), None) => {
            ensure!(&off, b.total > la.value, "roof off left {} ({}) for an ordinary {}", la.id, la.value, b.total);
        }
        (None, None) => {
            ensure!(
                &on,
                a.total == b.total.min(limit),
                "roof on: {} is not the roof-off total {} capped",
                a.total,
                b.total
            );
        }
    }
    Ok(())
}

/// `bmja` (dmjl/bmja rules §1): a mahjong of four sets and a pair holds at most one chow, in the
/// arrangement the service reports.
fn bmja_mahjongs_hold_at_most_one_chow(h: &GenHand) -> Check {
    if h.ruleset != hands::BMJA || h.win.is_none() {
        return Ok(());
    }
    let s = score(h).map_err(|e| fail(h, e))?;
    let chows = s.arrangement.iter().filter(|x| x.kind == SetKind::Chow).count();
    ensure!(h, !s.mahjong || chows <= 1, "a bmja mahjong arranged with {chows} chows: {:?}", s.arrangement);
    Ok(())
}

/// The service and the reference scorer agree on mahjong, total, points and doublings (those of
/// one of the best readings, where several tie) and the limit hand named.
fn agrees_with_the_reference(h: &GenHand) -> Check {
    let s = score(h).map_err(|e| fail(h, e))?;
    let r = reference::score(h);
    ensure!(h, (s.mahjong, s.total) == (r.mahjong, r.total), "service {s:?}\n  reference {r:?}");
    ensure!(h, limit_id(&s) == r.limit, "limit hand: service {:?}, reference {:?}", limit_id(&s), r.limit);
    ensure!(
        h,
        r.allows(s.points, s.doublings),
        "points and doublings: service {} and {}, reference {:?}",
        s.points,
        s.doublings,
        r.breakdowns
    );
    Ok(())
}

/// The service and the reference scorer agree on the waits of a winner's hand less its winning
/// tile, and on each wait's totals.
fn waits_agree_with_the_reference(winner: &GenHand) -> Check {
    let Some(h) = winner.waiting() else { return Ok(()) };
    let w = waits(&h).map_err(|e| fail(&h, e))?;
    let got: Vec<&str> = w.waits.iter().map(|x| x.tile.code()).collect();
    let want: Vec<usize> = reference::waits(&h);
    let want_codes: Vec<&str> = want.iter().map(|t| hands::code(*t)).collect();
    if got != want_codes {
        return Err(fail(&h, format!("waits: service {got:?}, reference {want_codes:?}")));
    }
    for x in &w.waits {
        let t = hands::index_of(x.tile.code()).expect("a tile code");
        for (source, got) in [(Source::Discard, &x.discard), (Source::Wall, &x.self_drawn)] {
            let won = h.completed(t, source);
            let r = reference::score(&won);
            let got_limit = got.limit_hand.as_ref().map(|l| l.id.as_str());
            ensure!(
                &h,
                (got.mahjong, got.total, got_limit) == (r.mahjong, r.total, r.limit),
                "wait {} {}: service {got:?}, reference {r:?}",
                x.tile,
                source.name()
            );
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------------
// Property tests: each check on generated hands from random seeds (bounded for the suite).

fn seeds() -> impl Strategy<Value = u64> {
    any::<u64>()
}

// Case counts: about 250 hands of each of the six rule sets per property (waits: about 75).
proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, failure_persistence: None, .. ProptestConfig::default() })]

    #[test]
    fn answers_do_not_depend_on_order_or_notation(seed in seeds()) {
        let h = hands::from_seed(seed);
        same_answer_in_any_order_and_form(&h, &mut Rng::new(seed ^ 1)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn totals_add_up_and_never_exceed_the_limit(seed in seeds()) {
        totals_add_up_and_respect_the_limit(&hands::from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn generated_winners_are_a_mahjong_unless_a_minimum_fails(seed in seeds()) {
        generated_winners_are_mahjong(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn the_named_limit_hand_is_the_first_listed_that_applies(seed in seeds()) {
        the_named_limit_hand_is_the_first_listed(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn a_score_without_its_breakdown_is_the_score_less_its_elements(seed in seeds()) {
        totals_only_is_the_score_less_its_elements(&hands::from_seed(seed)).map_err(TestCaseError::fail)?;
        totals_only_is_the_score_less_its_elements(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn validation_agrees_with_scoring(seed in seeds()) {
        validate_agrees_with_score(&hands::from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn the_service_agrees_with_the_reference_scorer(seed in seeds()) {
        agrees_with_the_reference(&hands::from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn the_roof_only_caps_ordinary_totals_and_never_a_limit_hand(seed in seeds()) {
        the_roof_only_caps_ordinary_totals(&hands::from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn bmja_winners_hold_at_most_one_chow(seed in seeds()) {
        bmja_mahjongs_hold_at_most_one_chow(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 450, failure_persistence: None, .. ProptestConfig::default() })]

    #[test]
    fn every_wait_scores_as_the_completed_hand_would(seed in seeds()) {
        every_wait_scores_as_the_completed_hand(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn waits_agree_with_the_reference_scorer(seed in seeds()) {
        waits_agree_with_the_reference(&hands::winner_from_seed(seed)).map_err(TestCaseError::fail)?;
    }
}

/// Irregular hands come up too rarely among all hands: this property draws special hands only.
#[test]
fn irregular_hands_without_a_set_reading_score_exactly_their_limit() {
    let mut n = 0;
    for seed in 0..6000u64 {
        let h = hands::winner_from_seed(seed);
        let irregular = matches!(
            h.class,
            Class::SevenPairs
                | Class::ThirteenOrphans
                | Class::WindSnake
                | Class::Svarione
                | Class::WrigglingSnake
                | Class::Knitting
                | Class::TripleKnitting
                | Class::NineGates
        );
        if irregular {
            n += 1;
            if let Err(e) = irregular_hands_score_exactly_their_limit(&h) {
                panic!("seed {seed}: {e}");
            }
        }
    }
    assert!(n > 400, "only {n} irregular hands generated");
}

/// What the generator makes of each rule set over the first `SEEDS` seeds of [`hands::from_seed`]
/// (the property tests above draw their seeds at random, about as many per rule set): hands,
/// classes, win sources and timings, options, and the limit hands the service names. `dmjl` and
/// `bmja` must see every class, source and timing they have, the roof on and off, claimed kongs,
/// twofold fortune and original call with 0 to 3 exposed groups, every limit hand of theirs named
/// at least once and (`bmja`) non-winners calling for a limit hand and for purity; the other rule
/// sets no claimed kong or announcement; every rule set about a sixth of the hands.
/// `--nocapture` prints the table.
#[test]
fn the_generator_covers_dmjl_and_bmja_as_the_other_rule_sets() {
    const SEEDS: u64 = 12_000;
    #[derive(Default)]
    struct Tally {
        hands: u64,
        winners: u64,
        mahjongs: u64,
        classes: BTreeMap<String, u64>,
        wins: BTreeMap<String, u64>,
        options: BTreeMap<String, u64>,
        limits: BTreeMap<String, u64>,
        calling: BTreeMap<String, u64>,
        purity_called: u64,
    }
    let mut tally: Vec<Tally> = hands::RULESETS.iter().map(|_| Tally::default()).collect();
    for seed in 0..SEEDS {
        let h = hands::from_seed(seed);
        let t = &mut tally[h.ruleset];
        t.hands += 1;
        *t.classes.entry(format!("{:?}", h.class)).or_default() += 1;
        if hands::is_kajongg(h.ruleset) {
            let roof = match h.options.iter().find(|(k, _)| *k == "roof_off") {
                Some((_, v)) => format!("roof_off={v}"),
                None => "roof_off default".into(),
            };
            *t.options.entry(roof).or_default() += 1;
        }
        if !h.bonus.is_empty() {
            *t.options.entry("bonus tiles".into()).or_default() += 1;
        }
        if h.melds.iter().any(|m| m.claimed) {
            *t.options.entry("claimed kong".into()).or_default() += 1;
        }
        let s = score(&h).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        if let Some(w) = h.win {
            t.winners += 1;
            t.mahjongs += s.mahjong as u64;
            *t.wins.entry(w.source.name().into()).or_default() += 1;
            if w.timing != Timing::Normal {
                *t.wins.entry(w.timing.name().into()).or_default() += 1;
            }
            if w.last_tile {
                *t.wins.entry("last_tile".into()).or_default() += 1;
            }
            if w.twofold_fortune {
                *t.wins.entry("twofold_fortune".into()).or_default() += 1;
            }
            if w.original_call {
                // Exposed groups: exposed melds but claimed kongs, and a claimed winning tile's.
                let exposed = h.melds.iter().filter(|m| m.exposed && !m.claimed).count() + w.source.claimed() as usize;
                *t.wins.entry(format!("original_call/{exposed}")).or_default() += 1;
            }
            if let Some(l) = limit_id(&s) {
                *t.limits.entry(l.into()).or_default() += 1;
            }
        } else if let Some(l) = limit_id(&s) {
            *t.calling.entry(l.into()).or_default() += 1;
        } else if s.elements.iter().any(|e| e.id == "purity") {
            t.purity_called += 1;
        }
    }
    let show = |m: &BTreeMap<String, u64>| m.iter().map(|(k, n)| format!("{k} {n}")).collect::<Vec<_>>().join(", ");
    for (r, id) in hands::RULESETS.iter().enumerate() {
        let t = &tally[r];
        println!("{id}: {} hands, {} winners ({} mahjong)", t.hands, t.winners, t.mahjongs);
        println!("  classes: {}", show(&t.classes));
        println!("  wins: {}", show(&t.wins));
        println!("  options: {}", show(&t.options));
        println!("  limit hands: {}", show(&t.limits));
        if !t.calling.is_empty() || t.purity_called > 0 {
            println!("  non-winners calling: {}; for purity {}", show(&t.calling), t.purity_called);
        }
        let share = SEEDS / hands::RULESETS.len() as u64;
        assert!(t.hands > share * 4 / 5 && t.hands < share * 6 / 5, "{id}: {} hands of {SEEDS}", t.hands);
    }
    let classes: [(usize, &[Class]); 2] = [
        (hands::DMJL, &[Class::Sets, Class::ThirteenOrphans, Class::NineGates, Class::SquirmingSnake, Class::Loose]),
        (
            hands::BMJA,
            &[
                Class::Sets,
                Class::ThirteenOrphans,
                Class::NineGates,
                Class::WrigglingSnake,
                Class::Knitting,
                Class::TripleKnitting,
                Class::SevenPairs,
                Class::Loose,
            ],
        ),
    ];
    for (r, want) in classes {
        let t = &tally[r];
        let id = hands::RULESETS[r];
        for c in want.iter().chain([&Class::NonWinner]) {
            let n = t.classes.get(&format!("{c:?}")).copied().unwrap_or(0);
            assert!(n >= 10, "{id}: {n} hands of class {c:?}");
        }
        for w in ["wall", "discard", "kong_replacement", "robbed_kong", "heavenly", "earthly", "last_tile"] {
            assert!(t.wins.get(w).is_some_and(|n| *n >= 3), "{id}: wins {w}: {:?}", t.wins.get(w));
        }
        for w in ["twofold_fortune", "original_call/0", "original_call/1", "original_call/2", "original_call/3"] {
            assert!(t.wins.get(w).is_some_and(|n| *n >= 3), "{id}: wins {w}: {:?}", t.wins.get(w));
        }
        for o in ["roof_off=true", "roof_off=false", "roof_off default", "bonus tiles", "claimed kong"] {
            assert!(t.options.get(o).is_some_and(|n| *n >= 50), "{id}: {o}: {:?}", t.options.get(o));
        }
        let def = &core().registry().get(id).expect("built in").def;
        for e in def.elements.iter().filter(|e| e.limit.is_some()) {
            assert!(t.limits.contains_key(&e.id), "{id}: no generated winner is named {}", e.id);
        }
        assert!(t.mahjongs * 10 >= t.winners * 7, "{id}: {} of {} winners a mahjong", t.mahjongs, t.winners);
    }
    // Claimed kongs and announcements are `dmjl`'s and `bmja`'s: the others refuse them.
    for (r, id) in hands::RULESETS.iter().enumerate().filter(|(r, _)| !hands::is_kajongg(*r)) {
        let t = &tally[r];
        let used = t.options.contains_key("claimed kong")
            || t.wins.keys().any(|w| w == "twofold_fortune" || w.starts_with("original_call"));
        assert!(!used, "{id}: a claimed kong or an announcement generated");
    }
    let bmja = &tally[hands::BMJA];
    assert!(
        bmja.calling.len() >= 5 && bmja.purity_called >= 3,
        "bmja calling: {:?}, purity {}",
        bmja.calling,
        bmja.purity_called
    );
}

// ------------------------------------------------------------------------------------------------
// The long run.

/// Every check on `MAHJONG_HANDS` generated hands (default 200,000) from seed `MAHJONG_SEED`
/// (default 0), on as many threads as `MAHJONG_THREADS` (default 2); waits are checked on every
/// `MAHJONG_WAITS_EVERY`-th hand if a winner (default 2). Prints the hands per rule set and class and every
/// disagreement (at most `MAHJONG_SHOW`, default 20, shown); fails if there is any.
#[test]
#[ignore = "long run: MAHJONG_HANDS=2000000 cargo test --release --test differential -- --ignored --nocapture"]
fn long_run() {
    let env = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let hands = env("MAHJONG_HANDS", 200_000);
    let start = env("MAHJONG_SEED", 0);
    let threads = env("MAHJONG_THREADS", 2).max(1);
    let waits_every = env("MAHJONG_WAITS_EVERY", 2).max(1);
    let show = env("MAHJONG_SHOW", 20) as usize;
    type Counts = BTreeMap<(usize, Class), u64>;
    let t0 = std::time::Instant::now();
    let results: Vec<(Counts, u64, u64, Vec<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|k| {
                scope.spawn(move || {
                    let mut counts = Counts::new();
                    let (mut waiting, mut disagreements) = (0u64, 0u64);
                    let mut shown = Vec::new();
                    let mut seed = start + k;
                    while seed < start + hands {
                        let h = hands::from_seed(seed);
                        *counts.entry((h.ruleset, h.class)).or_default() += 1;
                        let mut rng = Rng::new(seed ^ 0x5555);
                        let mut checks: Vec<(&str, Check)> = vec![
                            ("order and notation", same_answer_in_any_order_and_form(&h, &mut rng)),
                            ("totals", totals_add_up_and_respect_the_limit(&h)),
                            ("irregular", irregular_hands_score_exactly_their_limit(&h)),
                            ("winners", generated_winners_are_mahjong(&h)),
                            ("first listed", the_named_limit_hand_is_the_first_listed(&h)),
                            ("validate", validate_agrees_with_score(&h)),
                            ("totals only", totals_only_is_the_score_less_its_elements(&h)),
                            ("reference", agrees_with_the_reference(&h)),
                            ("roof", the_roof_only_caps_ordinary_totals(&h)),
                            ("one chow", bmja_mahjongs_hold_at_most_one_chow(&h)),
                        ];
                        if h.win.is_some() && seed % waits_every == 0 {
                            waiting += 1;
                            checks.push(("waits", every_wait_scores_as_the_completed_hand(&h)));
                            checks.push(("reference waits", waits_agree_with_the_reference(&h)));
                        }
                        for (name, r) in checks {
                            if let Err(e) = r {
                                disagreements += 1;
                                if shown.len() < show {
                                    shown.push(format!("seed {seed} [{name}]: {e}"));
                                }
                            }
                        }
                        seed += threads;
                    }
                    (counts, waiting, disagreements, shown)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().expect("worker")).collect()
    });
    let mut counts = Counts::new();
    let (mut waiting, mut disagreements) = (0, 0);
    let mut shown = Vec::new();
    for (c, w, d, s) in results {
        for (k, n) in c {
            *counts.entry(k).or_default() += n;
        }
        waiting += w;
        disagreements += d;
        shown.extend(s);
    }
    println!("long run: {hands} hands from seed {start} in {:.0?}", t0.elapsed());
    for (r, id) in hands::RULESETS.iter().enumerate() {
        let per: Vec<String> =
            Class::ALL.iter().filter_map(|c| counts.get(&(r, *c)).map(|n| format!("{c:?} {n}"))).collect();
        let total: u64 = counts.iter().filter(|((rs, _), _)| *rs == r).map(|(_, n)| n).sum();
        println!("  {id}: {total} hands ({})", per.join(", "));
    }
    println!("  waiting hands checked: {waiting}");
    println!("  disagreements: {disagreements}");
    for s in &shown {
        println!("{s}");
    }
    assert_eq!(disagreements, 0, "{} disagreement(s), first: {}", disagreements, shown.join("\n"));
}
