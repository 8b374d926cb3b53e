//! The han and fu method against the reference package's points table (mahjong 2.1.0,
//! `ScoresCalculator.calculate_scores`, run by `crates/mahjong-testkit/reference/riichi/points.py`
//! in its pinned venv, made by `scripts/pinned-venv.sh`; `mahjong_testkit::riichi::run_driver`):
//! every han from 1 to 100 with every fu a hand can have, each option, dealer or not, ron or
//! self-draw, random honba and deposits. Every payment and the limit's tier must agree.

use std::path::Path;

use mahjong_engine::hanfu::{HanFuRules, Kazoe, Tier, base_points, payments};
use mahjong_testkit::hands::Rng;
use mahjong_testkit::riichi::run_driver;
use serde_json::{Value, json};

/// The package's `yaku_level` for a tier (it labels a counted yakuman as a yakuman, a counted
/// sanbaiman as a sanbaiman, and a mangan reached by fu under kiriage not at all: docs/rules-riichi.md
/// "Where the package surprises").
fn package_level(tier: Tier, han: u32, kiriage: bool) -> &'static str {
    match tier {
        Tier::Ordinary => "",
        Tier::Mangan if kiriage && han < 5 => "",
        Tier::Mangan => "mangan",
        Tier::KiriageMangan => "kiriage mangan",
        Tier::Haneman => "haneman",
        Tier::Baiman => "baiman",
        Tier::Sanbaiman | Tier::CountedSanbaiman => "sanbaiman",
        Tier::CountedYakuman | Tier::Yakuman(1) => "yakuman",
        Tier::Yakuman(2) => "2x yakuman",
        Tier::Yakuman(3) => "3x yakuman",
        Tier::Yakuman(4) => "4x yakuman",
        Tier::Yakuman(5) => "5x yakuman",
        Tier::Yakuman(_) => "6x yakuman",
    }
}

#[test]
fn points_table_as_the_reference_package() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut rng = Rng::new(0x5eed_0001);
    let mut cases = Vec::new();
    for han in 1..=100u32 {
        for fu in [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110] {
            let yakuman = han % 13 == 0 && rng.chance(50);
            let rules = HanFuRules {
                kazoe: rng.pick(&[Kazoe::Yakuman, Kazoe::Sanbaiman, Kazoe::NoLimit]),
                kiriage: rng.chance(50),
                sextuple_cap: rng.chance(80),
                ..HanFuRules::default()
            };
            let (dealer, self_drawn) = (rng.chance(50), rng.chance(50));
            let (honba, deposits) = (rng.below(6) as u32, rng.below(5) as u32);
            cases.push((han, fu, yakuman, rules, dealer, self_drawn, honba, deposits));
        }
    }
    let input: Vec<Value> = cases
        .iter()
        .map(|&(han, fu, yakuman, rules, dealer, tsumo, honba, deposits)| {
            let kazoe = match rules.kazoe {
                Kazoe::Yakuman => 0,
                Kazoe::Sanbaiman => 1,
                Kazoe::NoLimit => 2,
            };
            let options =
                json!({"kazoe_limit": kazoe, "kiriage": rules.kiriage, "limit_to_sextuple_yakuman": rules.sextuple_cap});
            json!({"han": han, "fu": fu, "yakuman": yakuman, "dealer": dealer, "tsumo": tsumo,
                "honba": honba, "deposits": deposits, "options": options})
        })
        .collect();
    let answers = run_driver(&root, "points.py", &input);

    let mut differ = Vec::new();
    for (case, want) in cases.iter().zip(&answers) {
        let &(han, fu, yakuman, rules, dealer, self_drawn, honba, deposits) = case;
        let b = base_points(han, fu, yakuman, rules);
        let p = payments(b, dealer, self_drawn, honba, deposits);
        let got = json!({"main": p.main, "additional": p.additional, "main_bonus": p.main_bonus,
            "additional_bonus": p.additional_bonus, "kyoutaku_bonus": p.deposits, "total": p.total,
            "yaku_level": package_level(b.tier, han, rules.kiriage)});
        if &got != want {
            differ.push(format!("{case:?}: package {want}, engine {got}"));
        }
    }
    assert!(differ.is_empty(), "{} of {} differ:\n{}", differ.len(), cases.len(), differ.join("\n"));
}
