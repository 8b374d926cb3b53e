//! The `riichi` rule set on hands worked by hand (docs/rules-riichi.md; the package's own
//! examples where cited): yaku with their closed and open han, fu with their parts, the total
//! the winner is paid (without honba and deposits).

use mahjong_engine::hand::{self, Context};
use mahjong_engine::ruleset::{OptionValue, Rules, Ruleset};
use mahjong_engine::score;
use mahjong_engine::tile::Wind;
use mahjong_types::{HandBody, Source, Win};

fn riichi() -> Ruleset {
    Ruleset::from_toml(include_str!("../src/rulesets/riichi.toml")).expect("riichi.toml compiles")
}

/// What a scored hand came to: han, fu, the total, and the element ids awarded (each once per
/// hit, in the rule set's order).
#[derive(Debug, PartialEq, Eq)]
struct Scored {
    han: u32,
    fu: u32,
    total: u32,
    ids: Vec<String>,
}

fn scored(hand: &str, tile: &str, source: Source, seat: Wind, round: Wind, opts: &[(&str, OptionValue)]) -> Scored {
    let set = riichi();
    let overrides: Vec<(String, OptionValue)> = opts.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let opts = set.resolve_options(&overrides).expect("options");
    let rules = Rules { set: &set, opts: &opts };
    let win = Win::new(tile, source);
    let (checked, win) =
        hand::check_hand(rules, &HandBody::Compact(hand.into()), Some(&win), seat).expect("a legal hand");
    let ctx = Context { seat, rounds: round.bit(), win };
    let s = score::score(rules, &checked, &ctx);
    assert!(s.mahjong, "{hand}: {:?}", s.reasons);
    let ids = s.elements.iter().map(|h| set.def.elements[h.element as usize].id.clone()).collect();
    Scored { han: s.doublings, fu: s.points, total: s.total, ids }
}

fn ids(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// docs/rules-riichi.md#riichi-examples, without riichi: menzen tsumo and pinfu, 2 han; the
/// base alone, 20 fu (no tsumo fu on pinfu); b = 20 × 2^4 = 320; a non-dealer's self-draw: the
/// dealer pays up(640) = 700, the others up(320) = 400 each: 1,500.
#[test]
fn pinfu_tsumo() {
    let s = scored("234789m12345666p", "6p", Source::Wall, Wind::South, Wind::East, &[]);
    assert_eq!(s, Scored { han: 2, fu: 20, total: 1500, ids: ids(&["tsumo", "pinfu"]) });
}

/// Pinfu on a discard: 1 han, 30 fu (20 base + 10 for a concealed hand won on a discard);
/// b = 30 × 8 = 240, a non-dealer's ron up(960) = 1,000.
#[test]
fn pinfu_ron_is_30_fu() {
    let s = scored("234789m12345666p", "6p", Source::Discard, Wind::South, Wind::East, &[]);
    assert_eq!(s, Scored { han: 1, fu: 30, total: 1000, ids: ids(&["pinfu"]) });
}

/// Open pinfu shape (docs/rules-riichi.md#riichi-surprises): an open hand with no fu gets 2 fu
/// (`fu_for_open_pinfu`, default on): 20 + 2 = 22 → 30 fu. 123m called, 456789m, 345p, pair 66p,
/// won on 9m by ron (78m waited on 6m or 9m: two-sided, no fu); open ittsu, 1 han.
/// b = 30 × 8 = 240; a non-dealer's ron up(960) = 1,000.
#[test]
fn open_pinfu_shape_gets_2_fu() {
    let s = scored("456789m34566p (123m)", "9m", Source::Discard, Wind::South, Wind::East, &[]);
    assert_eq!(s, Scored { han: 1, fu: 30, total: 1000, ids: ids(&["ittsu"]) });
    // Without the option: 20 fu, b = 20 × 8 = 160, ron up(640) = 700.
    let s = scored(
        "456789m34566p (123m)",
        "9m",
        Source::Discard,
        Wind::South,
        Wind::East,
        &[("fu_for_open_pinfu", OptionValue::Bool(false))],
    );
    assert_eq!((s.han, s.fu, s.total), (1, 20, 700));
}

/// Chiitoitsu: 2 han, 25 fu, no rounding; with tanyao 3 han: b = 25 × 32 = 800, a dealer's ron
/// up(4,800) = 4,800.
#[test]
fn chiitoitsu_is_25_fu() {
    let s = scored("22m44m66p88p33s55s77s", "7s", Source::Discard, Wind::East, Wind::East, &[]);
    assert_eq!(s, Scored { han: 3, fu: 25, total: 4800, ids: ids(&["tanyao", "chiitoitsu"]) });
}

/// Fu of sets and the wait: 111p concealed pung of terminals 8, 555z concealed pung of white
/// dragons 8 (yakuhai, 1 han), 24s won on 3s (closed wait, 2), 678m, pair 99s (nothing), the
/// base of a concealed ron 30: 48 → 50 fu, 1 han; b = 50 × 8 = 400, a non-dealer's ron
/// up(1,600) = 1,600.
#[test]
fn set_and_wait_fu() {
    let s = scored("111p555z234s678m99s", "3s", Source::Discard, Wind::West, Wind::East, &[]);
    assert_eq!(s.fu, 50, "{s:?}");
    assert_eq!(s.han, 1, "{s:?}");
    assert_eq!(s.total, 1600);
    assert!(s.ids.contains(&"fu_wait_closed".to_string()) && s.ids.contains(&"yakuhai_dragon".to_string()));
}

/// A double wind pair (seat = round = East) is 4 fu: 2 for each (docs/rules-riichi.md#riichi-fu
/// step 3). Dealer, East round, menzen tsumo: pair 11z, 234m 567p 678s 345s won on 5s (34s waited
/// on 2s or 5s: two-sided). Tsumo fu 2 (the pair gave fu): 20 + 4 + 2 = 26 → 30 fu, 1 han:
/// b = 30 × 8 = 240; a dealer's self-draw: up(480) = 500 from each: 1,500.
#[test]
fn double_wind_pair() {
    let s = scored("234m567p678s345s11z", "5s", Source::Wall, Wind::East, Wind::East, &[]);
    assert_eq!(
        s,
        Scored { han: 1, fu: 30, total: 1500, ids: ids(&["fu_pair_seat_wind", "fu_pair_round_wind", "tsumo"]) }
    );
}

/// Open and closed han: chinitsu is 6 han closed, 5 open; an open hand loses pinfu, tsumo and
/// iipeiko. `(123p)` called, 234456789p 55p won on 9p by ron: chinitsu 5 + ittsu 1 (open) = 6
/// han: a haneman, b = 3,000, a non-dealer's ron 12,000.
#[test]
fn open_values() {
    let s = scored("234456789p55p (123p)", "9p", Source::Discard, Wind::South, Wind::East, &[]);
    assert_eq!(s.han, 6, "{s:?}");
    assert_eq!(s.total, 12000);
}

/// Yakuman add up: daisangen and tsuuiisou, 26 han, a double yakuman: a non-dealer's ron
/// 2 × 32,000 = 64,000. Won on the 1z pung by ron, that pung counts as open: three concealed
/// pungs, no suu ankou.
#[test]
fn yakuman_add_up() {
    let s = scored("555z666z777z111z22z", "1z", Source::Discard, Wind::South, Wind::East, &[]);
    assert_eq!(s.han, 26, "{s:?}");
    assert_eq!(s.total, 64000);
    assert_eq!(s.ids, ids(&["daisangen", "tsuuiisou"]));
    // Won on the pair, all four pungs stay concealed: suu ankou tanki (26) as well: 52 han, a
    // quadruple yakuman, 4 × 32,000 = 128,000.
    let s = scored("555z666z777z111z22z", "2z", Source::Discard, Wind::South, Wind::East, &[]);
    assert_eq!((s.han, s.total), (52, 128000));
    assert_eq!(s.ids, ids(&["suuankou_tanki", "daisangen", "tsuuiisou"]));
    // Without double yakuman the tanki is one yakuman: 39 han, 96,000.
    let s = scored(
        "555z666z777z111z22z",
        "2z",
        Source::Discard,
        Wind::South,
        Wind::East,
        &[("has_double_yakuman", OptionValue::Bool(false))],
    );
    assert_eq!((s.han, s.total), (39, 96000));
}

/// A complete hand with no yaku is no win: open, no yakuhai, not all simples.
#[test]
fn no_yaku_no_win() {
    let set = riichi();
    let opts = set.default_options();
    let rules = Rules { set: &set, opts: &opts };
    let win = Win::new("9m", Source::Discard);
    let (checked, win) =
        hand::check_hand(rules, &HandBody::Compact("789m34566p (123s) (456s)".into()), Some(&win), Wind::South)
            .expect("a legal hand");
    let ctx = Context { seat: Wind::South, rounds: Wind::East.bit(), win };
    let s = score::score(rules, &checked, &ctx);
    assert!(!s.mahjong, "{s:?}");
}
