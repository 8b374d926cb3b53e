//! The `riichi` rule set against the reference package (mahjong 2.1.0, run by
//! `crates/mahjong-testkit/reference/riichi/score.py` in its pinned venv): random hands of the
//! seeded generator (`mahjong_testkit::riichi`), every yaku, dora, fu trap and win context, each
//! scored by both. Every difference in han, fu, yaku or payment fails, but the documented ones
//! (`explained`).

use std::collections::BTreeMap;
use std::path::Path;

use mahjong_engine::hand::{self, Context};
use mahjong_engine::ruleset::{OptionValue, Rules, Ruleset};
use mahjong_engine::score;
use mahjong_engine::tile::Wind;
use mahjong_testkit::riichi::{self, Case, MeldType};
use mahjong_types::{Announcement, HandBody, Source, Timing, Win};
use serde_json::Value;

fn riichi_set() -> Ruleset {
    Ruleset::from_toml(include_str!("../src/rulesets/riichi.toml")).expect("riichi.toml compiles")
}

/// The case as the service's request gives it, or why it cannot be written (the package takes
/// input the service has no words for).
struct Request {
    hand: String,
    win: Win,
    seat: Wind,
    round: Wind,
    options: Vec<(String, OptionValue)>,
}

fn request(c: &Case) -> Result<Request, &'static str> {
    // Without aka dora the package reads a red five as a five; the service refuses it
    // (docs/rules-riichi.md): the request writes it as a plain five.
    let plain = |ts: &[riichi::Tile]| -> Vec<riichi::Tile> {
        ts.iter().map(|t| riichi::Tile { kind: t.kind, red: t.red && c.options.has_aka_dora }).collect()
    };
    let concealed = c.concealed();
    if !concealed.iter().any(|t| t.kind == c.win_tile.kind) {
        // Won on a tile of a concealed kan: no such win in play; the service refuses it.
        return Err("won on a tile of a concealed kan");
    }
    let hand = hand_text(c, &concealed)?;
    let f = &c.flags;
    // The service says where the winning tile came from (source) and whether it was the last
    // (last_tile): the package's contradicting flags have no request at all.
    if (f.tsumo && (f.houtei || f.chankan))
        || (!f.tsumo && (f.haitei || f.rinshan))
        || (f.haitei && f.rinshan)
        || (f.houtei && f.chankan)
    {
        return Err("win flags that contradict each other");
    }
    let source = match (f.tsumo, f.rinshan, f.chankan) {
        (true, true, _) => Source::KongReplacement,
        (true, false, _) => Source::Wall,
        (false, _, true) => Source::RobbedKong,
        (false, _, false) => Source::Discard,
    };
    let mut win = Win::new(plain(&[c.win_tile])[0].mpsz(), source);
    win.last_tile = f.haitei || f.houtei;
    win.timing = if f.tenhou {
        Timing::Heavenly
    } else if f.chiihou {
        Timing::BlessingOfEarth
    } else if f.renhou {
        Timing::BlessingOfMan
    } else {
        Timing::Normal
    };
    if f.daburu_riichi {
        win.announcements.push(Announcement::DoubleRiichi);
    } else if f.riichi {
        win.announcements.push(Announcement::Riichi);
    }
    if f.ippatsu {
        win.announcements.push(Announcement::Ippatsu);
    }
    // The package ignores open riichi without riichi; the service refuses it.
    if f.open_riichi && (f.riichi || f.daburu_riichi) {
        win.announcements.push(Announcement::OpenRiichi);
    }
    win.dora_indicators = plain(&c.dora).iter().map(|t| t.mpsz().into()).collect();
    // The package drops ura dora without riichi; the service refuses them.
    if f.riichi || f.daburu_riichi {
        win.ura_indicators = plain(&c.ura).iter().map(|t| t.mpsz().into()).collect();
    }
    win.honba = u8::try_from(c.tsumi_number).map_err(|_| "more honba than a request takes")?;
    win.deposits = u8::try_from(c.kyoutaku_number).map_err(|_| "more deposits than a request takes")?;
    let o = &c.options;
    let options = vec![
        ("has_open_tanyao".to_string(), OptionValue::Bool(o.has_open_tanyao)),
        ("has_aka_dora".to_string(), OptionValue::Bool(o.has_aka_dora)),
        ("has_double_yakuman".to_string(), OptionValue::Bool(o.has_double_yakuman)),
        ("kazoe_limit".to_string(), OptionValue::Int(i64::from(o.kazoe_limit))),
        ("kiriage".to_string(), OptionValue::Bool(o.kiriage)),
        ("fu_for_open_pinfu".to_string(), OptionValue::Bool(o.fu_for_open_pinfu)),
        ("fu_for_pinfu_tsumo".to_string(), OptionValue::Bool(o.fu_for_pinfu_tsumo)),
        ("renhou_as_yakuman".to_string(), OptionValue::Bool(o.renhou_as_yakuman)),
    ];
    let wind = |k: usize| Wind::ALL[k - 27];
    Ok(Request { hand, win, seat: wind(c.player_wind), round: wind(c.round_wind), options })
}

/// The hand in compact notation: `concealed`, then the case's melds.
fn hand_text(c: &Case, concealed: &[riichi::Tile]) -> Result<String, &'static str> {
    let plain = |ts: &[riichi::Tile]| -> Vec<riichi::Tile> {
        ts.iter().map(|t| riichi::Tile { kind: t.kind, red: t.red && c.options.has_aka_dora }).collect()
    };
    let mpsz = |ts: &[riichi::Tile]| riichi::mpsz_tiles(&plain(ts));
    let mut hand = mpsz(concealed);
    for m in &c.melds {
        let tiles = mpsz(&m.tiles);
        match (m.kind, m.opened) {
            (MeldType::Kan, false) => hand += &format!(" [{tiles}]"),
            (_, true) => hand += &format!(" ({tiles})"),
            // A chi or pon the package is told is not opened: the service has no such meld.
            (_, false) => return Err("a chi or pon not opened"),
        }
    }
    Ok(hand)
}

/// The service's outcome in the package's terms.
#[derive(Debug, PartialEq)]
enum Outcome {
    /// han, fu (0 for a yakuman), yaku ids with their han (sorted), total with honba and deposits.
    Win {
        han: u32,
        fu: u32,
        yaku: Vec<(String, u32)>,
        total: u64,
    },
    NoWin,
    Refused(String),
}

/// The package's id of one of our elements hit on a hand.
fn package_id(id: &str, tiles: &[mahjong_engine::tile::Tile], c: &Case) -> Option<String> {
    const WINDS: [&str; 4] = ["east", "south", "west", "north"];
    let double = c.options.has_double_yakuman;
    Some(match id {
        _ if id.starts_with("fu_") => return None,
        "yakuhai_dragon" => match tiles.first().map(|t| t.code()) {
            Some("dw") => "haku",
            Some("dg") => "hatsu",
            _ => "chun",
        }
        .into(),
        "yakuhai_seat_wind" => format!("seat_wind_{}", WINDS[c.player_wind - 27]),
        "yakuhai_round_wind" => format!("round_wind_{}", WINDS[c.round_wind - 27]),
        "kuitan" => "tanyao".into(),
        "dai_suushii_single" => "dai_suushii".into(),
        "kokushi_musou" if !double && won_on_the_pair(c) => "daburu_kokushi_musou".into(),
        "suuankou" if !double && won_on_the_pair(c) => "suuankou_tanki".into(),
        "chuuren_poutou" if !double && nine_wait(c) => "daburu_chuuren_poutou".into(),
        other => other.into(),
    })
}

// The package names a double yakuman by its shape even when it counts 13 (has_double_yakuman
// off): which shape is judged from the tiles as the package does. Kokushi on a 13-sided wait and
// suu ankou tanki are both won on the pair: the winning kind is held twice.
fn won_on_the_pair(c: &Case) -> bool {
    c.tiles.iter().filter(|t| t.kind == c.win_tile.kind).count() == 2
}
fn nine_wait(c: &Case) -> bool {
    let n = c.tiles.iter().filter(|t| t.kind == c.win_tile.kind).count();
    let rank = c.win_tile.kind % 9;
    n == if rank == 0 || rank == 8 { 4 } else { 2 }
}

fn ours(set: &Ruleset, c: &Case) -> Result<Outcome, &'static str> {
    let r = request(c)?;
    let opts = set.resolve_options(&r.options).expect("the options resolve");
    let rules = Rules { set, opts: &opts };
    let (checked, win) = match hand::check_hand(rules, &HandBody::Compact(r.hand.clone()), Some(&r.win), r.seat) {
        Ok(x) => x,
        Err(p) => return Ok(Outcome::Refused(format!("{}: {}", p[0].pointer, p[0].message))),
    };
    let ctx = Context { seat: r.seat, rounds: r.round.bit(), win };
    let s = score::score(rules, &checked, &ctx);
    if !s.mahjong {
        return Ok(Outcome::NoWin);
    }
    let mut yaku: BTreeMap<String, u32> = BTreeMap::new();
    for h in &s.elements {
        let e = s.entry(set, h);
        let id = &set.def.elements[h.element as usize].id;
        if let Some(pid) = package_id(id, &e.tiles, c) {
            *yaku.entry(pid).or_default() += e.limit.unwrap_or(e.doublings);
        }
    }
    let yakuman = s.limit_hand.is_some();
    Ok(Outcome::Win {
        han: s.doublings,
        fu: if yakuman { 0 } else { s.points },
        yaku: yaku.into_iter().collect(),
        total: u64::from(s.total) + 300 * u64::from(c.tsumi_number) + 1000 * u64::from(c.kyoutaku_number),
    })
}

fn theirs(a: &Value) -> Outcome {
    match a["error"].as_str() {
        Some("no_yaku" | "hand_not_winning") => Outcome::NoWin,
        Some(e) => Outcome::Refused(e.to_string()),
        None => {
            let mut yaku: Vec<(String, u32)> = a["yaku"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(|y| y["han"].as_u64() != Some(0))
                .map(|y| (y["id"].as_str().unwrap_or("").to_string(), y["han"].as_u64().unwrap_or(0) as u32))
                .collect();
            yaku.sort();
            let yakuman = a["yaku"].as_array().into_iter().flatten().any(|y| y["han"].as_u64().unwrap_or(0) >= 13);
            Outcome::Win {
                han: a["han"].as_u64().unwrap_or(0) as u32,
                fu: if yakuman { 0 } else { a["fu"].as_u64().unwrap_or(0) as u32 },
                yaku,
                total: a["cost"]["total"].as_u64().unwrap_or(0),
            }
        }
    }
}

/// Cases where the service and the package differ on purpose, with the reason; `None` for a
/// difference that fails the test.
fn explained(ours: &Outcome, theirs: &Outcome) -> Option<&'static str> {
    match (ours, theirs) {
        // Both refuse; the service says why in its own words.
        (Outcome::Refused(_), Outcome::Refused(_)) => Some("both refuse the win context"),
        // The package takes rinshan without a kan (docs/rules-riichi.md#riichi-surprises); the
        // service refuses a kong replacement tile without a kong.
        (Outcome::Refused(m), _) if m.starts_with("/win/source: a kong replacement tile needs a declared kong") => {
            Some("rinshan without a kan")
        }
        _ => None,
    }
}

#[test]
fn riichi_as_the_reference_package() {
    let n: u64 = std::env::var("RIICHI_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let set = riichi_set();
    let cases: Vec<Case> = (0..n).map(|i| riichi::case(0x0e1c_0000 + i)).collect();
    let lines: Vec<Value> = cases.iter().map(Case::reference_line).collect();
    let answers = riichi::run_reference(&root, &lines);
    let (mut same, mut skipped) = (0usize, BTreeMap::<&str, usize>::new());
    let mut explained_n = BTreeMap::<&str, usize>::new();
    let mut diffs = Vec::new();
    // Hands scored the same, by each yaku they hold.
    let mut per_yaku = BTreeMap::<String, usize>::new();
    for (c, a) in cases.iter().zip(&answers) {
        let theirs = theirs(a);
        let ours = match ours(&set, c) {
            Ok(o) => o,
            Err(why) => {
                *skipped.entry(why).or_default() += 1;
                continue;
            }
        };
        if ours == theirs {
            same += 1;
            if let Outcome::Win { yaku, .. } = &ours {
                for (id, _) in yaku {
                    *per_yaku.entry(id.clone()).or_default() += 1;
                }
            }
        } else if let Some(why) = explained(&ours, &theirs) {
            *explained_n.entry(why).or_default() += 1;
        } else {
            diffs.push(format!("seed {:#x} {}\n  ours:   {ours:?}\n  theirs: {theirs:?}", c.seed, c.reference_line()));
        }
    }
    println!("riichi: {n} cases, {same} the same, explained {explained_n:?}, skipped {skipped:?}");
    println!("the same, per yaku: {per_yaku:?}");
    let shown: Vec<&String> = diffs.iter().take(12).collect();
    assert!(
        diffs.is_empty(),
        "{} differences; the first:\n{}",
        diffs.len(),
        shown.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
}

/// A wait's outcome, on a discard or self-drawn: `None` when the tile does not complete the hand;
/// `Some(None)` when it completes it without a yaku; else the han and the hand's total.
type WaitOutcome = Option<Option<(u32, u64)>>;

fn their_wait(a: &Value) -> Result<WaitOutcome, String> {
    Ok(match a["error"].as_str() {
        Some("hand_not_winning") => None,
        Some("no_yaku") => Some(None),
        Some(e) => return Err(e.to_string()),
        None => Some(Some((a["han"].as_u64().unwrap_or(0) as u32, a["cost"]["total"].as_u64().unwrap_or(0)))),
    })
}

/// Waits (`score::score_waits`, what `POST /v1/hands/waits` answers) against the package: each
/// generated hand less its winning tile, asked for its waits; the package scores the hand
/// completed by every kind the hand does not hold four of, on a discard and self-drawn, without
/// announcements, dora, honba or deposits (as a wait is scored). The kinds the package finds
/// complete must be the waits, and each wait's han and total (or no yaku) the package's.
#[test]
fn riichi_waits_as_the_reference_package() {
    let n: u64 = std::env::var("RIICHI_WAITS_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(600);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let set = riichi_set();
    let mut asked = Vec::new();
    let mut lines = Vec::new();
    for i in 0..n {
        let mut c = riichi::case(0x0a17_0000 + i);
        c.flags = Default::default();
        (c.dora, c.ura, c.tsumi_number, c.kyoutaku_number) = (vec![], vec![], 0, 0);
        let mut concealed = c.concealed();
        let Some(at) = concealed.iter().position(|t| *t == c.win_tile) else { continue };
        concealed.remove(at);
        let Ok(hand) = hand_text(&c, &concealed) else { continue };
        let mut base_tiles = c.tiles.clone();
        if let Some(at) = base_tiles.iter().position(|t| *t == c.win_tile) {
            base_tiles.remove(at);
        }
        let mut kinds = Vec::new();
        for k in 0..34 {
            if base_tiles.iter().filter(|t| t.kind == k).count() == 4 {
                continue;
            }
            for tsumo in [false, true] {
                let mut ck = c.clone();
                ck.win_tile = riichi::Tile::plain(k);
                ck.tiles = base_tiles.clone();
                ck.tiles.push(ck.win_tile);
                ck.flags.tsumo = tsumo;
                lines.push(ck.reference_line());
            }
            kinds.push(k);
        }
        asked.push((c, hand, kinds));
    }
    let answers = riichi::run_reference(&root, &lines);
    let mut answers = answers.iter();
    let (mut hands, mut waits_n, mut tenpai, mut no_yaku, mut skipped) = (0usize, 0usize, 0usize, 0usize, 0usize);
    let mut diffs = Vec::new();
    for (c, hand, kinds) in &asked {
        let o = &c.options;
        let options = [
            ("has_open_tanyao", OptionValue::Bool(o.has_open_tanyao)),
            ("has_aka_dora", OptionValue::Bool(o.has_aka_dora)),
            ("has_double_yakuman", OptionValue::Bool(o.has_double_yakuman)),
            ("kazoe_limit", OptionValue::Int(i64::from(o.kazoe_limit))),
            ("kiriage", OptionValue::Bool(o.kiriage)),
            ("fu_for_open_pinfu", OptionValue::Bool(o.fu_for_open_pinfu)),
            ("fu_for_pinfu_tsumo", OptionValue::Bool(o.fu_for_pinfu_tsumo)),
            ("renhou_as_yakuman", OptionValue::Bool(o.renhou_as_yakuman)),
        ]
        .map(|(k, v)| (k.to_string(), v));
        let opts = set.resolve_options(&options).expect("the options resolve");
        let rules = Rules { set: &set, opts: &opts };
        let seat = Wind::ALL[c.player_wind - 27];
        let checked = match hand::check_hand(rules, &HandBody::Compact(hand.clone()), None, seat) {
            Ok((checked, _)) => checked,
            Err(p) => panic!("seed {:#x}: {hand} refused: {p:?}", c.seed),
        };
        let ctx = Context { seat, rounds: Wind::ALL[c.round_wind - 27].bit(), win: None };
        let ours = score::score_waits(rules, &checked.hand, &ctx, Wind::ALL[(seat.index() + 3) % 4]);
        hands += 1;
        waits_n += ours.len();
        tenpai += usize::from(!ours.is_empty());
        let outcome = |s: &score::Score| if s.mahjong { Some((s.doublings, u64::from(s.total))) } else { None };
        for k in kinds {
            let mut theirs = [None, None];
            let mut input = false;
            for t in &mut theirs {
                let a = answers.next().expect("an answer per line");
                match their_wait(a) {
                    Ok(w) => *t = w,
                    // The driver's own refusal, not the package's (a fourth plain five where the
                    // package's tile set has a red one): nothing to compare.
                    Err(e) if e.starts_with("input:") => input = true,
                    Err(e) => panic!("seed {:#x}: the package refused {hand} + {}: {e}", c.seed, riichi::mpsz(*k)),
                }
            }
            if input {
                skipped += 1;
                continue;
            }
            let tile = riichi::mpsz(*k);
            let wait = ours.iter().find(|(t, _, _)| t.mpsz() == tile);
            let ours_k = wait.map_or([None, None], |(_, d, w)| [Some(outcome(d)), Some(outcome(w))]);
            no_yaku += ours_k.iter().filter(|x| matches!(x, Some(None))).count();
            if ours_k != theirs {
                diffs.push(format!("seed {:#x} {hand} + {tile}: ours {ours_k:?}, theirs {theirs:?}", c.seed));
            }
        }
    }
    println!(
        "riichi waits: {hands} hands, {tenpai} tenpai, {waits_n} waits ({no_yaku} ron or tsumo without a yaku), \
         {} kinds asked of the package ({skipped} kinds the driver cannot write)",
        lines.len() / 2
    );
    assert!(hands > n as usize / 2, "only {hands} of {n} cases could be asked");
    assert!(diffs.is_empty(), "{} differences; the first:\n{}", diffs.len(), diffs[..diffs.len().min(12)].join("\n"));
}
