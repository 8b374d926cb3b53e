//! Settlement of a deal: payments between the four players, net amounts and the next East
//! (docs/rules.md §2–§5 "Settlement", "Next East"), and the Italian session reconciliation (§4).

use super::problem::Code;
use super::ruleset::{Payments, PenaltyPayees, PenaltyRule, Rotation, Rules, Ruleset, Source};
use super::tile::Wind;

/// Penalties: Nine Dragons' (docs/rules.md §5), and those a rule set with classical payments lists
/// in `settlement.penalties` (docs/rules-dmjl-bmja.md §6).
pub use mahjong_types::PenaltyKind;

use mahjong_types::FanPayments;

/// What the other players pay a winner of `total` under fan payments (`mcr`,
/// docs/rules-mcr.md#mcr-minimum): on a discard the discarder the total + `base` and the two
/// others `base` each; self-drawn, each of the three the total + `base`.
pub fn fan_payments(base: u32, total: u32, self_drawn: bool) -> FanPayments {
    let full = total.saturating_add(base);
    if self_drawn {
        FanPayments { discarder: 0, others: full, total: full.saturating_mul(3) }
    } else {
        FanPayments { discarder: full, others: base, total: full.saturating_add(base.saturating_mul(2)) }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Penalty {
    pub kind: PenaltyKind,
    /// Who pays it (the offender).
    pub seat: Wind,
    /// Who receives it, for a penalty paid to one player the request names.
    pub to: Option<Wind>,
}

/// A deal's outcome as settlement needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Wind>,
    /// Hand totals by seat (already capped and rounded).
    pub scores: [u32; 4],
    pub source: Option<Source>,
    pub discarder: Option<Wind>,
    pub void: bool,
    pub previous_voids: u32,
    pub penalties: Vec<Penalty>,
    /// The table's counters and declarations (han and fu rule sets; empty under the others).
    pub table: Table,
}

/// What a han and fu deal (`riichi`) carries besides the hands: counters on the table and who
/// declared riichi or was tenpai, seats as bits ([`Wind::bit`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    /// Honba counters at the start of the deal.
    pub honba: u32,
    /// Riichi deposits on the table at the start of the deal.
    pub deposits: u32,
    /// The players who declared riichi in this deal.
    pub riichi: u8,
    /// The players tenpai at an exhaustive draw.
    pub tenpai: u8,
    /// Winners of the same discard besides [`Outcome::winner`], the first in turn (double ron).
    pub more_winners: u8,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub from: Wind,
    pub to: Wind,
    pub amount: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub payments: Vec<Payment>,
    /// Net per seat (east, south, west, north); sums to 0 but for the riichi deposits taken from
    /// the table or put on it.
    pub net: [i64; 4],
    pub next_east: Wind,
    /// Han and fu rule sets: the next deal's honba counters and the deposits left on the table.
    pub next_table: Option<(u32, u32)>,
}

/// A settlement input the rules cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettleProblem {
    pub pointer: String,
    pub code: Code,
    pub message: String,
}

/// A problem; its code follows from the field it points at.
fn problem(pointer: impl Into<String>, message: impl Into<String>) -> SettleProblem {
    let pointer = pointer.into();
    let code = if pointer.starts_with("/penalties") {
        Code::InvalidPenalty
    } else if pointer.starts_with("/scores") {
        Code::InvalidScore
    } else if pointer.starts_with("/win") {
        Code::InvalidWin
    } else {
        Code::InvalidDeal
    };
    SettleProblem { pointer, code, message: message.into() }
}

/// Settles a deal.
pub fn settle(rules: Rules<'_>, o: &Outcome) -> Result<Settlement, Vec<SettleProblem>> {
    if matches!(rules.set.payments_rule(), Payments::HanFu) {
        return settle_han_fu(o);
    }
    let mut problems = Vec::new();
    let mut payments: Vec<Payment> = Vec::new();
    let mut pay = |from: Wind, to: Wind, amount: u64| {
        if amount > 0 && from != to {
            payments.push(Payment { from, to, amount });
        }
    };
    let set = rules.set;
    let no_payments = o.void || o.winner.is_none();
    if let (false, Some(w)) = (o.void, o.winner)
        && let Some(min) = below_minimum(rules, o.scores[w.index()])
    {
        problems.push(problem(
            format!("/scores/{w}"),
            format!("a hand below the minimum of {min} points cannot win: the winner scores {}", o.scores[w.index()]),
        ));
    }
    match set.payments_rule() {
        Payments::Classical { east_double } => {
            let charged = if o.penalties.is_empty() {
                Charged::default()
            } else if set.def.settlement.penalties.is_empty() {
                problems.push(problem("/penalties", format!("rule set {:?} has no penalties", set.id())));
                Charged::default()
            } else {
                classical_penalties(set, o, &mut problems)
            };
            let double = set.setting_bool(east_double, rules.opts);
            let factor = |a: Wind, b: Wind| if double && (a == Wind::East || b == Wind::East) { 2 } else { 1 };
            if let (false, Some(p)) = (no_payments, charged.pay_for_all) {
                pay(p.from, p.to, p.amount);
            } else if let (false, Some(w)) = (no_payments, o.winner) {
                let sw = o.scores[w.index()] as u64;
                for p in Wind::ALL.into_iter().filter(|p| *p != w) {
                    pay(p, w, sw * factor(p, w));
                }
                let losers: Vec<Wind> = Wind::ALL.into_iter().filter(|p| *p != w).collect();
                for (i, a) in losers.iter().enumerate() {
                    for b in &losers[i + 1..] {
                        let (sa, sb) = (o.scores[a.index()] as u64, o.scores[b.index()] as u64);
                        if sa > sb {
                            pay(*b, *a, (sa - sb) * factor(*a, *b));
                        } else if sb > sa {
                            pay(*a, *b, (sb - sa) * factor(*a, *b));
                        }
                    }
                }
            }
            for p in charged.payments {
                pay(p.from, p.to, p.amount);
            }
        }
        Payments::Chips { bands, false_declaration } => {
            let base = |points: u32| bands.iter().rev().find(|b| points >= b.min_points).map_or(1, |b| b.base) as u64;
            for (i, p) in o.penalties.iter().enumerate() {
                let ptr = format!("/penalties/{i}");
                let option_off = |name: &str| !set.option_bool(name, rules.opts);
                match p.kind {
                    PenaltyKind::FalseNamingChow
                    | PenaltyKind::FalseNamingPungKong
                    | PenaltyKind::FalseNamingMahjong
                    | PenaltyKind::FalseMahjong => {
                        problems.push(problem(
                            ptr,
                            format!(
                                "rule set {:?} has no penalty {}; it takes nine_pieces, twelve_pieces, \
                                 false_declaration, fifth_tile",
                                set.id(),
                                p.kind
                            ),
                        ));
                    }
                    _ if p.to.is_some() => {
                        problems.push(problem(
                            format!("{ptr}/to"),
                            "this penalty is paid to the winner or to every opponent: `to` is only for a penalty \
                             paid to one player",
                        ));
                    }
                    PenaltyKind::FalseDeclaration if option_off("false_declaration") => {
                        problems.push(problem(ptr, "the false_declaration option is off"));
                    }
                    PenaltyKind::FifthTile if option_off("fifth_tile") => {
                        problems.push(problem(ptr, "the fifth_tile option is off"));
                    }
                    PenaltyKind::FalseDeclaration => {
                        if o.winner.is_some() {
                            problems.push(problem(ptr, "a false declaration ends the hand: there is no winner"));
                        }
                    }
                    PenaltyKind::NinePieces | PenaltyKind::FifthTile | PenaltyKind::TwelvePieces
                        if o.winner.is_none() =>
                    {
                        problems.push(problem(ptr, "this penalty pays the winner: the deal has no winner"));
                    }
                    PenaltyKind::NinePieces | PenaltyKind::FifthTile => {
                        if o.source != Some(Source::Discard) || o.discarder != Some(p.seat) {
                            problems.push(problem(
                                ptr,
                                "nine pieces and fifth tile are paid by the discarder of the winning tile (a win on a discard)",
                            ));
                        }
                    }
                    PenaltyKind::TwelvePieces => {
                        if !o.source.is_some_and(Source::self_drawn) || Some(p.seat) == o.winner || o.winner.is_none() {
                            problems.push(problem(
                                ptr,
                                "twelve pieces is paid by another player when the winner self-picks",
                            ));
                        }
                    }
                }
            }
            if problems.is_empty() {
                for p in o.penalties.iter().filter(|p| p.kind == PenaltyKind::FalseDeclaration) {
                    for other in Wind::ALL.into_iter().filter(|x| *x != p.seat) {
                        pay(p.seat, other, *false_declaration as u64);
                    }
                }
                if let (false, Some(w)) = (o.void, o.winner) {
                    let b = base(o.scores[w.index()]);
                    let self_pick = o.source.is_some_and(Source::self_drawn);
                    let whole_by = o.penalties.iter().find(|p| {
                        matches!(p.kind, PenaltyKind::NinePieces | PenaltyKind::FifthTile | PenaltyKind::TwelvePieces)
                    });
                    let others = || Wind::ALL.into_iter().filter(move |p| *p != w);
                    match (self_pick, whole_by) {
                        (true, Some(p)) => pay(p.seat, w, 6 * b),
                        (true, None) => others().for_each(|p| pay(p, w, 2 * b)),
                        (false, Some(p)) => pay(p.seat, w, 4 * b),
                        (false, None) => {
                            let d = o.discarder;
                            others().for_each(|p| pay(p, w, if Some(p) == d { 2 * b } else { b }));
                        }
                    }
                }
            }
            if o.winner.is_some() && o.source.is_none() {
                problems.push(problem("/win", "chip payments depend on how the winner won: give win.source"));
            }
            if o.winner.is_some() && o.source == Some(Source::Discard) && o.discarder.is_none() {
                problems.push(problem("/win/discarder", "a win on a discard needs the discarder"));
            }
        }
        Payments::Fans { base, false_mahjong } => {
            let false_mahjong = u64::try_from(set.setting_int(false_mahjong, rules.opts)).unwrap_or(0);
            for (i, p) in o.penalties.iter().enumerate() {
                let ptr = format!("/penalties/{i}");
                if p.kind != PenaltyKind::FalseMahjong {
                    problems.push(problem(
                        ptr,
                        format!("rule set {:?} has one penalty, false_mahjong; not {}", set.id(), p.kind),
                    ));
                } else if p.to.is_some() {
                    problems.push(problem(format!("{ptr}/to"), "a false mahjong is paid to every other player"));
                } else if o.winner.is_some() {
                    problems.push(problem(ptr, "a false mahjong ends the hand: there is no winner"));
                } else {
                    for other in Wind::ALL.into_iter().filter(|x| *x != p.seat) {
                        pay(p.seat, other, false_mahjong);
                    }
                }
            }
            if let (false, Some(w)) = (o.void, o.winner) {
                let total = o.scores[w.index()];
                let paid = |self_drawn| fan_payments(*base, total, self_drawn);
                match (o.source.map(Source::self_drawn), o.discarder) {
                    (Some(true), _) => Wind::ALL.into_iter().for_each(|p| pay(p, w, u64::from(paid(true).others))),
                    (Some(false), Some(d)) => {
                        let paid = paid(false);
                        let amount = |p| u64::from(if p == d { paid.discarder } else { paid.others });
                        Wind::ALL.into_iter().for_each(|p| pay(p, w, amount(p)))
                    }
                    (Some(false), None) => {
                        problems.push(problem("/win/discarder", "a win on a discard needs the discarder"))
                    }
                    (None, _) => {
                        problems.push(problem("/win", "fan payments depend on how the winner won: give win.source"))
                    }
                }
            }
        }
        // Settled by `settle_han_fu`, above.
        Payments::HanFu => {}
    }
    let net = net_of(o, &payments, problems)?;
    Ok(Settlement { payments, net, next_east: next_east(set.def.settlement.rotation, o), next_table: None })
}

/// Settles a han and fu deal (docs/rules-riichi.md#riichi-settlement): a win paid by the
/// discarder (the hand's total and 300 a honba) or on a self-draw by the dealer twice what each
/// other player pays (100 a honba each); the riichi sticks of the deal and the table's deposits
/// to the winner; at an exhaustive draw 3,000 from the players not tenpai to those tenpai, and
/// the sticks stay on the table. The dealer stays East after winning or tenpai at a draw (and an
/// abortive draw, `void`); honba go up by one but after another player's win (back to 0).
fn settle_han_fu(o: &Outcome) -> Result<Settlement, Vec<SettleProblem>> {
    let t = o.table;
    let mut problems = Vec::new();
    let mut payments: Vec<Payment> = Vec::new();
    let mut pay = |from: Wind, to: Wind, amount: u64| {
        if amount > 0 && from != to {
            payments.push(Payment { from, to, amount });
        }
    };
    let seats = |bits: u8| Wind::ALL.into_iter().filter(move |w| bits & w.bit() != 0);
    if !o.penalties.is_empty() {
        problems.push(SettleProblem {
            pointer: "/penalties".into(),
            code: Code::NotInRuleset,
            message: "a han and fu rule set has no penalties".into(),
        });
    }
    let drawn = o.void || o.winner.is_none();
    if t.tenpai != 0 && (o.winner.is_some() || o.void) {
        problems.push(problem("/tenpai", "tenpai is only for an exhaustive draw (no winner, not void)"));
    }
    if o.winner.is_none() && !o.void && t.riichi & !t.tenpai != 0 {
        problems.push(problem("/riichi", "a player who declared riichi is tenpai at a draw: each is among the tenpai"));
    }
    let honba = u64::from(t.honba);
    let mut from_table = 0i64;
    let (next_east, next_honba, next_deposits) = match (o.void, o.winner) {
        (false, Some(w)) => {
            let total = u64::from(o.scores[w.index()]);
            let dealer = w == Wind::East;
            let bad_total = |what: &str| problem(format!("/scores/{w}"), format!("{total} is not {what}"));
            match o.source {
                None => problems
                    .push(problem("/win", "a han and fu payment depends on how the winner won: give win.source")),
                Some(source) if source.self_drawn() => {
                    if dealer {
                        // Each of the three pays up(2b): the total is three equal payments.
                        if total % 300 != 0 || total == 0 {
                            problems
                                .push(bad_total("a dealer's self-draw total (three payments of a multiple of 100)"));
                        }
                        for p in Wind::ALL.into_iter().filter(|p| *p != w) {
                            pay(p, w, total / 3 + 100 * honba);
                        }
                    } else {
                        // The dealer pays up(2b), the others up(b) each: up(2b) is 2 up(b) or 100
                        // less, so the total is 4 up(b) or 100 less, and tells which.
                        let (dealer_pays, other_pays) = match total % 400 {
                            0 => (total / 2, total / 4),
                            300 => ((total + 100) / 2 - 100, (total + 100) / 4),
                            _ => {
                                problems.push(bad_total(
                                    "a self-draw total (the dealer's payment and twice another's, multiples of 100)",
                                ));
                                (0, 0)
                            }
                        };
                        for p in Wind::ALL.into_iter().filter(|p| *p != w) {
                            pay(p, w, if p == Wind::East { dealer_pays } else { other_pays } + 100 * honba);
                        }
                    }
                }
                Some(_) => match o.discarder {
                    // The first winner in turn takes the honba; each other winner of the discard
                    // (double ron) its total alone.
                    Some(d) => {
                        for v in std::iter::once(w).chain(seats(t.more_winners)) {
                            let total = u64::from(o.scores[v.index()]);
                            if total % 100 != 0 || total == 0 {
                                problems.push(problem(
                                    format!("/scores/{v}"),
                                    format!("{total} is not a payment (a positive multiple of 100)"),
                                ));
                            }
                            pay(d, v, total + if v == w { 300 * honba } else { 0 });
                        }
                    }
                    None => problems.push(problem("/win/discarder", "a win on a discard needs the discarder")),
                },
            }
            if t.more_winners != 0 && o.source.is_some_and(Source::self_drawn) {
                problems.push(problem("/winners", "several players win only one discard, not a self-drawn tile"));
            }
            for s in seats(t.riichi) {
                pay(s, w, 1000);
            }
            from_table = 1000 * i64::from(t.deposits);
            // The dealer keeps the deal when among the winners.
            let dealer_won = dealer || t.more_winners & Wind::East.bit() != 0;
            (if dealer_won { Wind::East } else { Wind::South }, if dealer_won { t.honba + 1 } else { 0 }, 0)
        }
        _ => {
            let tenpai = t.tenpai.count_ones() as u64;
            if !o.void && (1..=3).contains(&tenpai) {
                // 3,000 in all: each player not tenpai pays each tenpai one an equal share.
                let share = 3000 / ((4 - tenpai) * tenpai);
                for n in seats(!t.tenpai & 0x0f) {
                    for p in seats(t.tenpai) {
                        pay(n, p, share);
                    }
                }
            }
            let stays = o.void || t.tenpai & Wind::East.bit() != 0;
            (if stays { Wind::East } else { Wind::South }, t.honba + 1, t.deposits + t.riichi.count_ones())
        }
    };
    let mut net = net_of(o, &payments, problems)?;
    match o.winner.filter(|_| !drawn) {
        Some(w) => net[w.index()] += from_table,
        // Sticks of a drawn deal go on the table.
        None => seats(t.riichi).for_each(|s| net[s.index()] -= 1000),
    }
    Ok(Settlement { payments, net, next_east, next_table: Some((next_honba, next_deposits)) })
}

/// Each seat's net of `payments`, once the problems found (and a winner who discarded the winning
/// tile, or a winner of the same discard who did) are none.
fn net_of(o: &Outcome, payments: &[Payment], mut problems: Vec<SettleProblem>) -> Result<[i64; 4], Vec<SettleProblem>> {
    if let (Some(w), Some(d)) = (o.winner, o.discarder)
        && (w == d || o.table.more_winners & d.bit() != 0)
    {
        problems.push(problem("/win/discarder", "the winner cannot have discarded the winning tile"));
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut net = [0i64; 4];
    for p in payments {
        net[p.from.index()] -= p.amount as i64;
        net[p.to.index()] += p.amount as i64;
    }
    Ok(net)
}

/// What a deal's penalties pay under a rule set with classical payments.
#[derive(Default)]
struct Charged {
    /// Penalty payments, besides the hands' (in the order of the request's penalties).
    payments: Vec<Payment>,
    /// Pay for all: this one payment replaces the hands' payments.
    pay_for_all: Option<Payment>,
}

/// The payments of a deal's penalties from the rule set's `settlement.penalties`
/// (docs/rules-dmjl-bmja.md#dmjl-bmja-settlement): each payer pays each payee the amount ÷
/// (payers × payees), rounded down, not doubled for East; a penalty of a kind listed with
/// `offenders` is taken together with the others of its kind in the deal (a false mahjong by
/// one, two or three players); pay for all is the discarder's alone.
fn classical_penalties(set: &Ruleset, o: &Outcome, problems: &mut Vec<SettleProblem>) -> Charged {
    let rules = &set.def.settlement.penalties;
    let mut out = Charged::default();
    let mut split = |amount: u64, payers: &[Wind], payees: &[Wind]| {
        let each = amount / (payers.len() * payees.len()).max(1) as u64;
        for from in payers {
            for to in payees {
                out.payments.push(Payment { from: *from, to: *to, amount: each });
            }
        }
    };
    // Penalties taken together (kinds listed with `offenders`): the kind and the request's indices.
    let mut groups: Vec<(PenaltyKind, Vec<usize>)> = Vec::new();
    let mut pay_for_all = None;
    for (i, p) in o.penalties.iter().enumerate() {
        let ptr = format!("/penalties/{i}");
        let Some(rule) = rules.iter().find(|r| r.kind == p.kind) else {
            let mut taken: Vec<&str> = Vec::new();
            for r in rules {
                if !taken.contains(&r.kind.as_str()) {
                    taken.push(r.kind.as_str());
                }
            }
            problems.push(problem(
                ptr,
                format!("rule set {:?} has no penalty {}; it takes {}", set.id(), p.kind, taken.join(", ")),
            ));
            continue;
        };
        let to_problem = match (rule.payees, p.to) {
            (PenaltyPayees::Named, None) => {
                Some(format!("{} is paid to one player: give `to`, the seat that receives it", p.kind))
            }
            (PenaltyPayees::Named, Some(t)) if t == p.seat => Some("the offender cannot pay themself".into()),
            (PenaltyPayees::Others, Some(_)) => Some(format!(
                "{} is paid to every player who is not an offender: `to` is only for a penalty paid to one player",
                p.kind
            )),
            (PenaltyPayees::Winner, Some(_)) => {
                Some(format!("{} is paid to the winner: `to` is only for a penalty paid to one player", p.kind))
            }
            _ => None,
        };
        if let Some(m) = to_problem {
            problems.push(problem(format!("{ptr}/to"), m));
            continue;
        }
        if matches!(p.kind, PenaltyKind::FalseMahjong | PenaltyKind::FalseDeclaration) && o.winner.is_some() {
            problems.push(problem(ptr, "a false declaration of mahjong ends the hand: there is no winner"));
            continue;
        }
        if rule.offenders.is_some() {
            if o.penalties[..i].iter().any(|q| q.kind == p.kind && q.seat == p.seat) {
                problems.push(problem(ptr, format!("{} is already charged with {} in this deal", p.seat, p.kind)));
            } else if let Some(g) = groups.iter_mut().find(|g| g.0 == p.kind) {
                g.1.push(i);
            } else {
                groups.push((p.kind, vec![i]));
            }
            continue;
        }
        match (rule.payees, p.to, &rule.pay_for_all) {
            (PenaltyPayees::Winner, _, Some(times)) => {
                let Some(w) = o.winner else {
                    problems.push(problem(ptr, "pay for all pays the winner: the deal has no winner"));
                    continue;
                };
                if o.source != Some(Source::Discard) || o.discarder != Some(p.seat) {
                    problems.push(problem(
                        ptr,
                        "pay for all is paid by the discarder of the winning tile (a win on a discard)",
                    ));
                } else if pay_for_all.is_some() {
                    problems.push(problem(ptr, "one player at most pays for all"));
                } else {
                    let times = if w == Wind::East { times.east_times } else { times.times };
                    pay_for_all =
                        Some(Payment { from: p.seat, to: w, amount: o.scores[w.index()] as u64 * times as u64 });
                }
            }
            (PenaltyPayees::Named, Some(to), _) => split(amount(set, rule), &[p.seat], &[to]),
            _ => {
                let others: Vec<Wind> = Wind::ALL.into_iter().filter(|w| *w != p.seat).collect();
                split(amount(set, rule), &[p.seat], &others);
            }
        }
    }
    for (kind, at) in groups {
        let n = at.len();
        let Some(rule) = rules.iter().find(|r| r.kind == kind && r.offenders == Some(n as u32)) else {
            let counts: Vec<String> =
                rules.iter().filter(|r| r.kind == kind).filter_map(|r| r.offenders).map(|c| c.to_string()).collect();
            problems.push(problem(
                format!("/penalties/{}", at[n - 1]),
                format!(
                    "rule set {:?} has no {kind} penalty for {n} offenders in one deal, only for {}",
                    set.id(),
                    counts.join(" or ")
                ),
            ));
            continue;
        };
        let payers: Vec<Wind> = at.iter().map(|i| o.penalties[*i].seat).collect();
        let payees: Vec<Wind> = Wind::ALL.into_iter().filter(|w| !payers.contains(w)).collect();
        split(amount(set, rule), &payers, &payees);
    }
    out.pay_for_all = pay_for_all;
    out
}

/// A penalty's amount: its points, or its share of the rule set's limit.
fn amount(set: &Ruleset, rule: &PenaltyRule) -> u64 {
    match (rule.points, &rule.limit_share) {
        (Some(p), _) => p as u64,
        (None, Some(s)) => set.def.limit.unwrap_or(0) as u64 * s.multiplier as u64 / (s.divisor as u64).max(1),
        (None, None) => 0,
    }
}

/// The rule set's minimum of points (docs/rules.md §5 `minimum_points`, "below it the hand cannot
/// win") when a winner's `score` is below it and is no limit hand's value (a limit hand meets
/// every minimum, as in scoring): such a score cannot be a win.
fn below_minimum(rules: Rules<'_>, score: u32) -> Option<u32> {
    let min = rules.opts.min_points.filter(|m| score < *m)?;
    let enabled = |i: usize| rules.opts.disabled.checked_shr(i as u32).is_none_or(|d| d & 1 == 0);
    let limit_value = rules.set.elements.iter().enumerate().any(|(i, e)| enabled(i) && e.value.limit() == Some(score));
    (!limit_value).then_some(min)
}

/// The seat wind, in this deal, of the player who is East in the next.
pub fn next_east(rotation: Rotation, o: &Outcome) -> Wind {
    let drawn = o.void || o.winner.is_none();
    let stays = match rotation {
        Rotation::Always => false,
        Rotation::UnlessEastWins => !drawn && o.winner == Some(Wind::East),
        Rotation::UnlessEastWinsOrDraw => drawn || o.winner == Some(Wind::East),
        Rotation::ExceptFirstVoid => drawn && o.previous_voids == 0,
    };
    if stays { Wind::East } else { Wind::South }
}

/// Italian session reconciliation (docs/rules.md §4; 001:211-214): a shortfall of the expected chip
/// total goes 3:3:3:1 to the three lowest and the highest; a surplus is taken 3:3:3:1 from the
/// three highest and the lowest. Ties are broken by seat order (East first). Whole points: the
/// single share takes what rounding leaves.
pub fn reconcile(totals: [i64; 4], expected: i64) -> [i64; 4] {
    let diff = expected - totals.iter().sum::<i64>();
    if diff == 0 {
        return totals;
    }
    let d = diff.abs();
    // Three parts of 3/10 each, rounded to the nearest point (halves up); the fourth share
    // takes the rest, unless rounding up would leave it negative.
    let mut three = (d * 3 + 5) / 10;
    if 3 * three > d {
        three = d * 3 / 10;
    }
    let one = d - 3 * three;
    let mut order: Vec<usize> = (0..4).collect();
    order.sort_by_key(|i| (totals[*i], *i));
    let mut out = totals;
    if diff > 0 {
        // Shortfall: the three lowest get 3 parts, the highest 1.
        for i in &order[..3] {
            out[*i] += three;
        }
        out[order[3]] += one;
    } else {
        // Surplus: taken from the three highest (3 parts) and the lowest (1).
        for i in &order[1..] {
            out[*i] -= three;
        }
        out[order[0]] -= one;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A han and fu win settled from the hand's total pays what the points table says
    /// (`hanfu::payments`, checked against the reference package by `tests/riichi_points.rs`):
    /// every han from 1 to 13 with every fu, dealer or not, ron or self-drawn, 0 to 3 honba, and
    /// the self-draw split read back from the total alone (docs/riichi.md#settlement).
    #[test]
    fn han_fu_settlement_pays_the_points_table() {
        use crate::hanfu::{HanFuRules, base_points, payments};
        let mut checked = 0;
        for han in 1..=13 {
            for fu in [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110] {
                for (winner, self_drawn, honba) in [Wind::East, Wind::West]
                    .into_iter()
                    .flat_map(|w| [false, true].map(|t| (w, t)))
                    .flat_map(|(w, t)| (0..4).map(move |h| (w, t, h)))
                {
                    let dealer = winner == Wind::East;
                    let b = base_points(han, fu, false, HanFuRules::default());
                    let p = payments(b, dealer, self_drawn, honba, 0);
                    let total = p.main + 2 * p.additional * u64::from(self_drawn);
                    let mut scores = [0; 4];
                    scores[winner.index()] = u32::try_from(total).expect("a hand's total fits");
                    let o = Outcome {
                        winner: Some(winner),
                        scores,
                        source: Some(if self_drawn { Source::Wall } else { Source::Discard }),
                        discarder: (!self_drawn).then_some(Wind::North),
                        void: false,
                        previous_voids: 0,
                        penalties: Vec::new(),
                        table: Table { honba, ..Table::default() },
                    };
                    let s = settle_han_fu(&o).unwrap_or_else(|e| panic!("{han} han {fu} fu: {e:?}"));
                    let paid = |from: Wind| s.payments.iter().find(|x| x.from == from).map_or(0, |x| x.amount);
                    if self_drawn {
                        let main_payer = if dealer { Wind::South } else { Wind::East };
                        assert_eq!(paid(main_payer), p.main + p.main_bonus, "{han} han {fu} fu {winner}");
                        assert_eq!(paid(Wind::North), p.additional + p.additional_bonus, "{han} han {fu} fu {winner}");
                    } else {
                        assert_eq!(paid(Wind::North), p.main + p.main_bonus, "{han} han {fu} fu {winner}");
                    }
                    assert_eq!(s.net[winner.index()] as u64, p.total, "{han} han {fu} fu {winner}");
                    assert_eq!(s.net.iter().sum::<i64>(), 0);
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 13 * 11 * 16);
    }

    #[test]
    fn reconciliation_follows_the_seed_example() {
        // 001:211-214: 100 short → 30 to each of the three lowest, 10 to the highest.
        let t = [9000, 5000, 4000, 5900];
        assert_eq!(reconcile(t, 24000), [9010, 5030, 4030, 5930]);
        // 100 too many → 30 from each of the three highest, 10 from the lowest.
        let t = [9000, 5000, 4000, 6100];
        assert_eq!(reconcile(t, 24000), [8970, 4970, 3990, 6070]);
        assert_eq!(reconcile([6000; 4], 24000), [6000; 4]);
        // 25 short: 3:3:3:1 is 7.5 each and 2.5; whole points 8, 8, 8 and 1.
        assert_eq!(reconcile([9000, 5000, 4000, 5975], 24000), [9001, 5008, 4008, 5983]);
        // 5 short: 1.5 each would round to 2 × 3 = 6 > 5, so 1, 1, 1 and 2.
        assert_eq!(reconcile([9000, 5000, 4000, 5995], 24000), [9002, 5001, 4001, 5996]);
    }

    /// The penalties of `settlement.penalties` are checked when a rule set is read
    /// (docs/rules-dmjl-bmja.md §6): one amount each, pay for all with the winner and only with
    /// it, `offenders` (1 to 3) with payees "others" only, a kind listed twice each time for
    /// another number of offenders, and classical payments only.
    #[test]
    fn penalty_rules_that_cannot_be_are_refused() {
        use crate::registry::BUILTIN;
        use crate::ruleset::Ruleset;
        let text = |id: &str| BUILTIN.iter().find(|(i, _)| *i == id).map(|(_, t)| t.to_string()).unwrap_or_default();
        let dmjl = text("dmjl");
        let chow = "points = 50\npayees = \"named\"";
        for (from, to, why) in [
            (chow, "points = 50\nlimit_share = { divisor = 2 }\npayees = \"named\"", "exactly one of"),
            (chow, "points = 50\npayees = \"winner\"", "pay_for_all goes with"),
            (chow, "pay_for_all = { times = 4, east_times = 6 }\npayees = \"named\"", "pay_for_all goes with"),
            (chow, "limit_share = { divisor = 0 }\npayees = \"named\"", "divisor must not be 0"),
            (chow, "offenders = 1\npoints = 50\npayees = \"named\"", "offenders only with"),
            ("offenders = 3\n", "offenders = 4\n", "offenders is 1, 2 or 3"),
            ("offenders = 2\n", "offenders = 1\n", "a different number of offenders"),
            ("kind = \"false_naming_pung_kong\"", "kind = \"false_naming_chow\"", "a different number of offenders"),
        ] {
            assert!(dmjl.contains(from), "{from}");
            let e = Ruleset::from_toml(&dmjl.replacen(from, to, 1)).expect_err(why).to_string();
            assert!(e.contains(why), "{why}: {e}");
        }
        let chips = text("nine-dragons")
            + "\n[[settlement.penalties]]\nkind = \"false_mahjong\"\nname = { en = \"x\" }\nsource = \"x\"\n\
               points = 1\npayees = \"others\"\n";
        let e = Ruleset::from_toml(&chips).expect_err("chips take no penalty rules").to_string();
        assert!(e.contains("only with classical payments"), "{e}");
    }

    /// The false mahjong penalty of fan payments (`mcr`): a fixed amount of 0 or more, or an int
    /// option of 0 or more (docs/rules-mcr.md#mcr-minimum: 10 to each other player, an option).
    #[test]
    fn fan_payments_take_a_penalty_of_zero_or_more() {
        use crate::registry::BUILTIN;
        let mcr = BUILTIN.iter().find(|(id, _)| *id == "mcr").map(|(_, t)| t.to_string()).unwrap_or_default();
        let option = "false_mahjong = { option = \"false_mahjong_penalty\" }";
        assert!(mcr.contains(option));
        for (to, ok) in [
            ("false_mahjong = 10", true),
            ("false_mahjong = 0", true),
            ("false_mahjong = -1", false),
            ("false_mahjong = { option = \"none_such\" }", false),
        ] {
            let r = Ruleset::from_toml(&mcr.replacen(option, to, 1));
            assert_eq!(r.is_ok(), ok, "{to}: {:?}", r.err().map(|e| e.to_string()));
        }
        let e = Ruleset::from_toml(&mcr.replacen("min = 0\nmax = 1000", "min = -5\nmax = 1000", 1))
            .expect_err("an option that may go below 0")
            .to_string();
        assert!(e.contains("settlement.payments.false_mahjong"), "{e}");
    }

    /// Penalties move points between players and nothing else: the nets of a deal with every
    /// dmjl penalty sum to 0, and an amount that does not divide (bmja: 500 among three) loses
    /// its remainder rather than making points.
    #[test]
    fn penalties_net_to_zero() {
        use crate::registry::Registry;
        let reg = Registry::builtin();
        let p = |kind, seat, to| Penalty { kind, seat, to };
        let outcome = |penalties| Outcome {
            winner: None,
            scores: [0; 4],
            source: None,
            discarder: None,
            void: false,
            previous_voids: 0,
            penalties,
            table: Table::default(),
        };
        let dmjl = reg.get("dmjl").expect("dmjl");
        let opts = dmjl.resolve_options(&[]).expect("defaults");
        let o = outcome(vec![
            p(PenaltyKind::FalseNamingChow, Wind::East, Some(Wind::South)),
            p(PenaltyKind::FalseNamingPungKong, Wind::West, Some(Wind::East)),
            p(PenaltyKind::FalseNamingMahjong, Wind::North, None),
            p(PenaltyKind::FalseMahjong, Wind::South, None),
            p(PenaltyKind::FalseMahjong, Wind::North, None),
        ]);
        let s = settle(Rules { set: dmjl, opts: &opts }, &o).expect("settles");
        // East −50 + 100 + 100 + 75 + 75; South +50 + 100 − 75 − 75; West −100 + 100 + 75 + 75;
        // North −300 − 75 − 75.
        assert_eq!(s.net, [300, 0, 150, -450]);
        assert_eq!(s.net.iter().sum::<i64>(), 0);
        let bmja = reg.get("bmja").expect("bmja");
        let opts = bmja.resolve_options(&[]).expect("defaults");
        let o = outcome(vec![p(PenaltyKind::FalseMahjong, Wind::West, None)]);
        let s = settle(Rules { set: bmja, opts: &opts }, &o).expect("settles");
        assert_eq!(s.net, [166, 166, -498, 166]);
    }

    /// A winner's score below the minimum of points cannot be a win (docs/rules.md §5 "below it
    /// the hand cannot win"), unless it is a limit hand's value: a limit hand meets every minimum.
    /// Nine Dragons' special hands are worth 10, above its largest minimum (3), so a variant with
    /// a minimum of 12 shows the exception.
    #[test]
    fn a_winner_below_the_minimum_cannot_win_unless_a_limit_hand() {
        use crate::registry::BUILTIN;
        use crate::ruleset::{OptionValue, Ruleset};
        let text = BUILTIN.iter().find(|(id, _)| *id == "nine-dragons").map(|(_, t)| *t).unwrap_or_default();
        let text = text.replacen("default = 0\nmin = 0\nmax = 3", "default = 0\nmin = 0\nmax = 20", 1);
        let set = Ruleset::from_toml(&text).expect("the variant compiles");
        let opts = set.resolve_options(&[("minimum_points".into(), OptionValue::Int(12))]).expect("in range");
        let rules = Rules { set: &set, opts: &opts };
        let outcome = |score: u32| Outcome {
            winner: Some(Wind::South),
            scores: [0, score, 0, 0],
            source: Some(Source::Wall),
            discarder: None,
            void: false,
            previous_voids: 0,
            penalties: Vec::new(),
            table: Table::default(),
        };
        for refused in [0, 9, 11] {
            let e = settle(rules, &outcome(refused)).expect_err("below the minimum");
            assert_eq!(e.len(), 1);
            assert_eq!((e[0].pointer.as_str(), e[0].code), ("/scores/south", Code::InvalidScore));
        }
        for accepted in [10, 12, 13] {
            assert!(settle(rules, &outcome(accepted)).is_ok(), "{accepted}");
        }
        // A void deal or a draw has no winner to check.
        assert!(settle(rules, &Outcome { winner: None, ..outcome(0) }).is_ok());
    }
}
