//! The han and fu method (`riichi`; docs/rules-riichi.md#riichi-points): a winning hand's han and
//! fu become base points by tier, and the base points the payments of the players who pay.
//!
//! Below 5 han the base points are `fu × 2^(2 + han)`, capped at a mangan's 2,000; from 5 han up
//! each tier has fixed base points. Every payment is a multiple of the base points rounded up to
//! the next 100. Honba add 300 a counter to the winner (100 from each payer on a self-draw), riichi
//! deposits 1,000 each.

/// How 13 or more han without a yakuman are scored ("counted yakuman", kazoe).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kazoe {
    /// As a yakuman (the package's `KAZOE_LIMITED`, its default).
    Yakuman,
    /// As a sanbaiman (`KAZOE_SANBAIMAN`; the EMA and WRC rules).
    Sanbaiman,
    /// As many yakuman as 13 han go into the total (`KAZOE_NO_LIMIT`).
    NoLimit,
}

/// The rule set's choices for turning han and fu into base points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HanFuRules {
    pub kazoe: Kazoe,
    /// 4 han 30 fu and 3 han 60 fu are paid as a mangan (kiriage mangan).
    pub kiriage: bool,
    /// 78 han or more are a sextuple yakuman and no more.
    pub sextuple_cap: bool,
    /// An open hand with no fu but the base gets 2 fu.
    pub open_pinfu_fu: bool,
    /// A self-drawn win gets its 2 fu even with no other fu.
    pub pinfu_tsumo_fu: bool,
}

impl Default for HanFuRules {
    /// The defaults of the reference package's `OptionalRules`.
    fn default() -> HanFuRules {
        HanFuRules {
            kazoe: Kazoe::Yakuman,
            kiriage: false,
            sextuple_cap: true,
            open_pinfu_fu: true,
            pinfu_tsumo_fu: false,
        }
    }
}

/// The tier a hand is paid at.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tier {
    /// Below a mangan: the base points are `fu × 2^(2 + han)`.
    Ordinary,
    Mangan,
    /// 4 han 30 fu or 3 han 60 fu paid as a mangan.
    KiriageMangan,
    Haneman,
    Baiman,
    Sanbaiman,
    /// 13 or more han without a yakuman, paid as a sanbaiman.
    CountedSanbaiman,
    /// 13 or more han without a yakuman, paid as a yakuman.
    CountedYakuman,
    /// One to six yakuman (as many times 8,000 base points).
    Yakuman(u8),
}

impl Tier {
    /// The limit's name as the answer gives it (empty below a mangan).
    pub fn name(self) -> &'static str {
        match self {
            Tier::Ordinary => "",
            Tier::Mangan => "mangan",
            Tier::KiriageMangan => "kiriage_mangan",
            Tier::Haneman => "haneman",
            Tier::Baiman => "baiman",
            Tier::Sanbaiman => "sanbaiman",
            Tier::CountedSanbaiman => "counted_sanbaiman",
            Tier::CountedYakuman => "counted_yakuman",
            Tier::Yakuman(1) => "yakuman",
            Tier::Yakuman(2) => "double_yakuman",
            Tier::Yakuman(3) => "triple_yakuman",
            Tier::Yakuman(4) => "quadruple_yakuman",
            Tier::Yakuman(5) => "quintuple_yakuman",
            Tier::Yakuman(_) => "sextuple_yakuman",
        }
    }
}

/// A hand's base points and tier.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BasePoints {
    pub tier: Tier,
    /// The base points (not rounded).
    pub base: u64,
}

/// Rounds up to the next multiple of 100.
fn up100(x: u64) -> u64 {
    x.div_ceil(100) * 100
}

/// The base points of a winning hand of `han` han and `fu` fu (rounded fu, or 25 for seven
/// pairs); `yakuman` when its han come from yakuman (13 a yakuman), so that they are not counted.
pub fn base_points(han: u32, fu: u32, yakuman: bool, rules: HanFuRules) -> BasePoints {
    let mut han = han;
    let mut counted = None;
    if han >= 13 && !yakuman {
        match rules.kazoe {
            Kazoe::Yakuman => {
                han = 13;
                counted = Some(Tier::CountedYakuman);
            }
            Kazoe::Sanbaiman => {
                han = 12;
                counted = Some(Tier::CountedSanbaiman);
            }
            Kazoe::NoLimit => {}
        }
    }
    if han >= 5 {
        let (tier, base) = match han {
            5 => (Tier::Mangan, 2000),
            6..=7 => (Tier::Haneman, 3000),
            8..=10 => (Tier::Baiman, 4000),
            11..=12 => (Tier::Sanbaiman, 6000),
            13..=77 => (Tier::Yakuman((han / 13) as u8), 8000 * u64::from(han / 13)),
            _ if rules.sextuple_cap => (Tier::Yakuman(6), 48000),
            _ => (Tier::Yakuman(6), 48000 + 8000 * u64::from((han - 78) / 13)),
        };
        return BasePoints { tier: counted.unwrap_or(tier), base };
    }
    let base = u64::from(fu) << (2 + han);
    if rules.kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60)) {
        BasePoints { tier: Tier::KiriageMangan, base: 2000 }
    } else if up100(base) > 2000 {
        BasePoints { tier: Tier::Mangan, base: 2000 }
    } else {
        BasePoints { tier: Tier::Ordinary, base }
    }
}

/// What the players pay a winner: `main` from the discarder (ron) or the dealer (a non-dealer's
/// self-draw; any player on a dealer's), `additional` from each other player on a self-draw;
/// each with its honba bonus. `deposits` are the riichi sticks on the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Payments {
    pub main: u64,
    pub additional: u64,
    pub main_bonus: u64,
    pub additional_bonus: u64,
    pub deposits: u64,
    /// What the winner gains: `main + main_bonus + 2 × (additional + additional_bonus) + deposits`.
    pub total: u64,
}

/// The payments for a hand of base points `b` won by the dealer or not, self-drawn or not, with
/// `honba` counters and `deposits` riichi sticks on the table (four players).
pub fn payments(b: BasePoints, dealer: bool, self_drawn: bool, honba: u32, deposits: u32) -> Payments {
    let base = b.base;
    let (main, additional, main_bonus, additional_bonus) = if self_drawn {
        let each = up100(2 * base);
        let honba = 100 * u64::from(honba);
        (each, if dealer { each } else { up100(base) }, honba, honba)
    } else {
        let main = if dealer { up100(6 * base) } else { up100(4 * base) };
        (main, 0, 300 * u64::from(honba), 0)
    };
    let deposits = 1000 * u64::from(deposits);
    let total = main + main_bonus + 2 * (additional + additional_bonus) + deposits;
    Payments { main, additional, main_bonus, additional_bonus, deposits, total }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paid(han: u32, fu: u32, dealer: bool, self_drawn: bool) -> (u64, u64) {
        let p = payments(base_points(han, fu, false, HanFuRules::default()), dealer, self_drawn, 0, 0);
        (p.main, p.additional)
    }

    /// The points table as every riichi table states it (docs/rules-riichi.md#riichi-points),
    /// worked by hand: 1 han 30 fu is 30 × 2^3 = 240 base points, a non-dealer's ron 4 × 240 =
    /// 960 → 1,000; a dealer's 6 × 240 = 1,440 → 1,500; a non-dealer's self-draw 500 from the
    /// dealer (2 × 240 = 480 → 500) and 300 from each other (240 → 300).
    #[test]
    fn the_points_table() {
        assert_eq!(paid(1, 30, false, false), (1000, 0));
        assert_eq!(paid(1, 30, true, false), (1500, 0));
        assert_eq!(paid(1, 30, false, true), (500, 300));
        assert_eq!(paid(1, 30, true, true), (500, 500));
        // 3 han 30 fu: 30 × 32 = 960; ron 3,840 → 3,900 (the package's own example).
        assert_eq!(paid(3, 30, false, false), (3900, 0));
        // 2 han 20 fu (pinfu tsumo): 20 × 16 = 320; 700 from the dealer, 400 from each other.
        assert_eq!(paid(2, 20, false, true), (700, 400));
        // 4 han 40 fu: 40 × 64 = 2,560 > 2,000: a mangan, 8,000 / dealer 12,000.
        assert_eq!(paid(4, 40, false, false), (8000, 0));
        assert_eq!(paid(4, 40, true, false), (12000, 0));
        // 3 han 60 fu: 60 × 32 = 1,920, rounded 2,000 is not above 2,000: 7,700, not a mangan.
        assert_eq!(paid(3, 60, false, false), (7700, 0));
        // Tiers: haneman 3,000, baiman 4,000, sanbaiman 6,000, yakuman 8,000 base points.
        assert_eq!(paid(6, 30, false, false), (12000, 0));
        assert_eq!(paid(8, 30, false, false), (16000, 0));
        assert_eq!(paid(11, 30, false, false), (24000, 0));
        assert_eq!(paid(13, 30, false, false), (32000, 0));
        assert_eq!(paid(13, 30, true, true), (16000, 16000));
    }

    /// Kiriage rounds 4 han 30 fu (1,920 base points) and 3 han 60 fu up to a mangan; counted
    /// yakuman per the option; yakuman add up to the sextuple cap.
    #[test]
    fn options_and_yakuman() {
        let kiriage = HanFuRules { kiriage: true, ..HanFuRules::default() };
        assert_eq!(base_points(4, 30, false, kiriage), BasePoints { tier: Tier::KiriageMangan, base: 2000 });
        assert_eq!(base_points(3, 60, false, kiriage).tier, Tier::KiriageMangan);
        assert_eq!(base_points(4, 30, false, HanFuRules::default()), BasePoints { tier: Tier::Ordinary, base: 1920 });
        let sanbaiman = HanFuRules { kazoe: Kazoe::Sanbaiman, ..HanFuRules::default() };
        assert_eq!(base_points(14, 40, false, sanbaiman), BasePoints { tier: Tier::CountedSanbaiman, base: 6000 });
        assert_eq!(base_points(14, 40, false, HanFuRules::default()).tier, Tier::CountedYakuman);
        let no_limit = HanFuRules { kazoe: Kazoe::NoLimit, ..HanFuRules::default() };
        assert_eq!(base_points(26, 40, false, no_limit), BasePoints { tier: Tier::Yakuman(2), base: 16000 });
        assert_eq!(base_points(26, 0, true, sanbaiman), BasePoints { tier: Tier::Yakuman(2), base: 16000 });
        assert_eq!(base_points(91, 0, true, HanFuRules::default()).base, 48000);
        let uncapped = HanFuRules { sextuple_cap: false, ..HanFuRules::default() };
        assert_eq!(base_points(91, 0, true, uncapped).base, 56000);
    }

    /// Honba: 300 a counter on a ron, 100 from each payer on a self-draw; deposits 1,000 each.
    /// The package's example: a dealer's self-drawn mangan with 2 honba and 3 deposits, 4,000 + 200
    /// from each of three players and 3,000: 15,600.
    #[test]
    fn honba_and_deposits() {
        let mangan = base_points(5, 30, false, HanFuRules::default());
        let p = payments(mangan, true, true, 2, 3);
        assert_eq!((p.main, p.additional, p.main_bonus, p.additional_bonus, p.deposits), (4000, 4000, 200, 200, 3000));
        assert_eq!(p.total, 15600);
        let ron = payments(mangan, false, false, 2, 0);
        assert_eq!((ron.main, ron.main_bonus, ron.total), (8000, 600, 8600));
    }
}
