//! Core operations for a deal: claims on a discard, settlement, scoring a whole deal and the
//! Italian session reconciliation.

use crate::arrange;
use crate::claims::{self, Claim};
use crate::hand::{self, Context};
use crate::ruleset::{Lang, Payments, Source, Timing};
use crate::score;
use crate::settle::{self, Outcome, Penalty, PenaltyKind};
use crate::tile::{KINDS, Tile, Wind};
use crate::{Code, Problem};

use super::error::{ApiError, ErrorKind};
use super::ops::{Core, Resolved, check_player_at, language, rounds_of, score_body};
use mahjong_types::{
    ClaimRef, ClaimsRequest, ClaimsResponse, DealPlayerResult, DealRequest, DealResponse, Payment,
    Penalty as PenaltyBody, PerSeat, ReconcileRequest, ReconcileResponse, RejectedClaim, ScoreResponse, SettleRequest,
    SettleResponse,
};

/// Most claims on one discard.
const MAX_CLAIMS: usize = 8;

fn penalty(p: &PenaltyBody) -> Penalty {
    Penalty { kind: p.kind, seat: p.seat, to: p.to }
}

fn settle_body(ruleset: &str, s: &settle::Settlement) -> SettleResponse {
    SettleResponse {
        ruleset: ruleset.to_string(),
        payments: s.payments.iter().map(|p| Payment { from: p.from, to: p.to, amount: p.amount }).collect(),
        net: PerSeat::from_array(s.net),
        next_east: s.next_east,
        next_honba: s.next_table.map(|(honba, _)| honba),
        next_deposits: s.next_table.map(|(_, deposits)| deposits),
    }
}

fn settle_problems(ps: Vec<settle::SettleProblem>) -> ApiError {
    ApiError::invalid(ps.into_iter().map(|p| Problem::new(p.pointer, p.code, p.message)).collect())
}

impl Core {
    /// `POST /v1/claims/resolve`.
    pub fn resolve_claims(&self, req: &ClaimsRequest) -> Result<ClaimsResponse, ApiError> {
        // Every rule set: `riichi` resolves claims with its own settings (docs/riichi.md#claims).
        let r = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        let mut problems = Vec::new();
        let rounds = rounds_of(&r, req.round_wind, req.extra_round_wind, &mut problems);
        let discard = match req.discard.tile() {
            Some(t) if !t.is_bonus() => Some(t),
            Some(t) => {
                problems.push(Problem::new(
                    "/discard",
                    Code::InvalidClaim,
                    format!("{t} is a bonus tile and is never discarded"),
                ));
                None
            }
            None => match req.discard.red_five() {
                // A red five: its five, under a rule set that plays with red fives (none today).
                Some(five) if r.set.red_fives(&r.opts) => Some(five),
                Some(five) => {
                    problems.push(Problem::new(
                        "/discard",
                        Code::NotInRuleset,
                        format!(
                            "rule set {:?} plays without red fives ({}): write the five as {}",
                            r.set.id(),
                            req.discard.as_str(),
                            five.mpsz()
                        ),
                    ));
                    None
                }
                None => {
                    problems.push(Problem::new(
                        "/discard",
                        Code::UnknownTile,
                        format!("{:?} is not a tile code", req.discard.as_str()),
                    ));
                    None
                }
            },
        };
        if req.claims.len() > MAX_CLAIMS {
            problems.push(Problem::new("/claims", Code::InvalidClaim, format!("at most {MAX_CLAIMS} claims")));
        }
        let discarder = req.discarder;
        if !matches!(req.source, None | Some(Source::Discard | Source::RobbedKong)) {
            problems.push(Problem::new(
                "/source",
                Code::InvalidClaim,
                "a claimed tile comes from a discard or a robbed kong",
            ));
        }
        match req.timing {
            Timing::Normal => {}
            Timing::Earthly if discarder == Wind::East => {}
            Timing::Earthly => problems.push(Problem::new(
                "/timing",
                Code::InvalidClaim,
                "an earthly hand wins on East's first discard",
            )),
            Timing::BlessingOfMan => {}
            Timing::Heavenly | Timing::BlessingOfEarth => problems.push(Problem::new(
                "/timing",
                Code::InvalidClaim,
                format!("a {} hand is self-drawn, not claimed", req.timing),
            )),
        }
        let mut parsed = Vec::new();
        let mut seats = 0u8;
        for (i, c) in req.claims.iter().enumerate().take(MAX_CLAIMS) {
            let seat = c.seat;
            if seats & seat.bit() != 0 {
                problems.push(Problem::new(
                    format!("/claims/{i}/seat"),
                    Code::InvalidClaim,
                    format!("{seat} already claimed this discard"),
                ));
            }
            seats |= seat.bit();
            let at = format!("/claims/{i}");
            let hand = match &c.hand {
                None => None,
                Some(h) => match check_player_at(&r, h, None, seat, &at) {
                    Ok((checked, _)) => {
                        if let Some(t) = discard
                            && checked.hand.all_counts()[t.index()] >= 4
                        {
                            problems.push(Problem::new(
                                format!("/claims/{i}/hand"),
                                Code::TooManyCopies,
                                format!("the hand already holds four {t}: the discard would be a fifth"),
                            ));
                        }
                        Some(checked)
                    }
                    Err(ps) => {
                        problems.extend(ps);
                        None
                    }
                },
            };
            let held = hand.as_ref().map(|h: &crate::hand::CheckedHand| &h.hand);
            let announced = hand::claim_announcements(r.rules(), held, &at, &c.announcements, &mut problems);
            parsed.push(Claim { seat, kind: c.kind, hand, announced });
        }
        let Some(discard) = discard else { return Err(ApiError::invalid(problems)) };
        if !problems.is_empty() {
            return Err(ApiError::invalid(problems));
        }
        let source = req.source.unwrap_or(Source::Discard);
        let timing = req.timing;
        r.note(0);
        let res = tracing::debug_span!("engine.claims", ruleset = r.set.id()).in_scope(|| {
            claims::resolve(r.rules(), rounds, claims::Discard { tile: discard, discarder, source, timing }, &parsed)
        });
        let claim_ref = |x: &claims::Ranked| ClaimRef {
            seat: x.seat,
            kind: req.claims[x.index].kind,
            category: x.category.map(|c| c.as_str().to_string()),
        };
        Ok(ClaimsResponse {
            ruleset: r.set.id().to_string(),
            winner: res.winner.as_ref().map(claim_ref),
            winners: res.winners.iter().map(claim_ref).collect(),
            void: res.void,
            ranking: res.ranking.iter().map(claim_ref).collect(),
            rejected: res
                .rejected
                .iter()
                .map(|x| RejectedClaim {
                    seat: x.seat,
                    kind: req.claims[x.index].kind,
                    code: x.code.to_string(),
                    message: x.message.clone(),
                })
                .collect(),
        })
    }

    /// `POST /v1/deals/settle`.
    pub fn settle(&self, req: &SettleRequest) -> Result<SettleResponse, ApiError> {
        // Every rule set: `riichi` settles with its own payments (honba, deposits, noten).
        let r = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        settle_under(&r, req)
    }

    /// `POST /v1/deals/score`: all four hands, validated across hands, scored and settled.
    pub fn score_deal(&self, req: &DealRequest, hint: Option<Lang>) -> Result<DealResponse, ApiError> {
        let lang = language(req.language.as_deref(), hint)?;
        // Every rule set: `riichi` scores the winner, reads tenpai from the hands at a draw and
        // settles with its table (docs/riichi.md#deals).
        let r = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        score_deal_under(&r, req, lang, Breakdown::Full)
    }
}

/// [`Core::settle`] under a rule set already resolved (`req.ruleset` and `req.options` are not
/// read again).
fn settle_under(r: &Resolved, req: &SettleRequest) -> Result<SettleResponse, ApiError> {
    settled(r, &settle_outcome(r, req)?)
}

/// Settles a deal's outcome: the one step that ends [`Core::settle`], [`Core::score_deal`] and
/// each deal of a session.
pub(crate) fn settled(r: &Resolved, o: &Outcome) -> Result<SettleResponse, ApiError> {
    r.note(0);
    let s = tracing::debug_span!("engine.settle", ruleset = r.set.id())
        .in_scope(|| settle::settle(r.rules(), o))
        .map_err(settle_problems)?;
    Ok(settle_body(r.set.id(), &s))
}

/// The outcome a settle request describes, checked: also each deal of a session given by its
/// known scores.
pub(crate) fn settle_outcome(r: &Resolved, req: &SettleRequest) -> Result<Outcome, ApiError> {
    let mut problems = Vec::new();
    let (winner, more_winners) = winners_of(r, req, &mut problems);
    let classical = matches!(r.set.payments_rule(), Payments::Classical { .. });
    let mut scores = [0u32; 4];
    for w in Wind::ALL {
        match req.scores.get(w) {
            Some(s) if s <= 1_000_000_000 => scores[w.index()] = s,
            Some(s) => problems.push(Problem::new(
                format!("/scores/{w}"),
                Code::InvalidScore,
                format!("a hand's score is at most 10^9, not {s}"),
            )),
            None if winner.is_some()
                && !req.void
                && (classical || winner == Some(w) || more_winners & w.bit() != 0) =>
            {
                problems.push(Problem::new(
                    format!("/scores/{w}"),
                    Code::InvalidScore,
                    format!("the {w} score is needed to settle"),
                ))
            }
            None => {}
        }
    }
    if req.void && winner.is_some() {
        problems.push(Problem::new("/winner", Code::InvalidDeal, "a void deal has no winner"));
    }
    let table = settle::Table { more_winners, ..table_of(r, req, &mut problems) };
    if !problems.is_empty() {
        return Err(ApiError::invalid(problems));
    }
    Ok(Outcome {
        winner,
        scores,
        source: req.win.as_ref().map(|w| w.source),
        discarder: req.win.as_ref().and_then(|w| w.discarder),
        void: req.void,
        previous_voids: req.previous_voids,
        penalties: req.penalties.iter().map(penalty).collect(),
        table,
    })
}

/// The winner of a settle request and, for several winners of one discard (`winners`, where the
/// rule set lets several win), the others: the first in turn after the discarder is the winner.
fn winners_of(r: &Resolved, req: &SettleRequest, problems: &mut Vec<Problem>) -> (Option<Wind>, u8) {
    if req.winners.is_empty() {
        return (req.winner, 0);
    }
    let claims = &r.set.def.claims;
    if !r.set.setting_bool(&claims.several_mahjong_win, &r.opts) {
        problems.push(Problem::new(
            "/winners",
            Code::NotInRuleset,
            format!("under {:?} one discard has one winner (riichi: option double_ron)", r.set.id()),
        ));
        return (None, 0);
    }
    if req.winner.is_some() {
        problems.push(Problem::new("/winner", Code::InvalidDeal, "give winner or winners, not both"));
    }
    if req.winners.len() < 2 || req.winners.len() > 3 {
        problems.push(Problem::new("/winners", Code::InvalidDeal, "winners lists two or three players"));
    }
    if req.winners.len() == 3 && r.set.setting_bool(&claims.three_mahjong_void, &r.opts) {
        problems.push(Problem::new(
            "/winners",
            Code::InvalidDeal,
            "three winners of one discard void the deal (triple_ron_draw): settle it as void",
        ));
    }
    let bits = seat_bits("winners", &req.winners, problems);
    // Turn order after the discarder (where none is given, the win is refused in settlement).
    let from = req.win.as_ref().and_then(|w| w.discarder).unwrap_or(Wind::East);
    let first = req.winners.iter().copied().min_by_key(|w| from.distance_to(*w));
    (first, first.map_or(0, |f| bits & !f.bit()))
}

/// A settle request's table (honba, deposits, riichi and tenpai seats), which only a han and fu
/// rule set takes: each seat listed once.
fn table_of(r: &Resolved, req: &SettleRequest, problems: &mut Vec<Problem>) -> settle::Table {
    let given = [
        ("/honba", req.honba != 0),
        ("/deposits", req.deposits != 0),
        ("/riichi", !req.riichi.is_empty()),
        ("/tenpai", !req.tenpai.is_empty()),
    ];
    if !takes_table(r, &given, problems) {
        return settle::Table::default();
    }
    let riichi = seat_bits("riichi", &req.riichi, problems);
    let tenpai = seat_bits("tenpai", &req.tenpai, problems);
    settle::Table { honba: u32::from(req.honba), deposits: u32::from(req.deposits), riichi, tenpai, more_winners: 0 }
}

/// Whether the rule set keeps a table (han and fu payments: honba, deposits, riichi, tenpai);
/// where it does not, each of the `given` fields (pointer, given) is refused.
fn takes_table(r: &Resolved, given: &[(&str, bool)], problems: &mut Vec<Problem>) -> bool {
    if matches!(r.set.payments_rule(), Payments::HanFu) {
        return true;
    }
    for (at, _) in given.iter().filter(|(_, g)| *g) {
        problems.push(Problem::new(
            *at,
            Code::NotInRuleset,
            format!("rule set {:?} has no honba, riichi deposits, riichi declarations or tenpai", r.set.id()),
        ));
    }
    false
}

/// Seats listed at `/field/N` as a bit set ([`Wind::bit`]), each seat once (`invalid_deal`).
fn seat_bits(field: &str, seats: &[Wind], problems: &mut Vec<Problem>) -> u8 {
    let mut set = 0u8;
    for (i, w) in seats.iter().enumerate() {
        if set & w.bit() != 0 {
            problems.push(Problem::new(format!("/{field}/{i}"), Code::InvalidDeal, format!("{w} is listed twice")));
        }
        set |= w.bit();
    }
    set
}

/// What a scored deal answers for each player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Breakdown {
    /// The whole score: elements, arrangement, names.
    Full,
    /// The totals alone (a session only needs them).
    Totals,
}

/// [`Core::score_deal`] under a rule set already resolved (`req.ruleset`, `req.options` and
/// `req.language` are not read again).
fn score_deal_under(
    r: &Resolved,
    req: &DealRequest,
    lang: Lang,
    breakdown: Breakdown,
) -> Result<DealResponse, ApiError> {
    let (winner, players, o) = deal_outcome(r, req, lang, breakdown)?;
    Ok(DealResponse { ruleset: r.set.id().to_string(), winner, players, settlement: settled(r, &o)? })
}

/// The four hands of a deal scored, and its outcome to settle: also each deal of a session given
/// as four hands.
pub(crate) fn deal_outcome(
    r: &Resolved,
    req: &DealRequest,
    lang: Lang,
    breakdown: Breakdown,
) -> Result<(Option<Wind>, Vec<DealPlayerResult>, Outcome), ApiError> {
    let mut problems = Vec::new();
    let rounds = rounds_of(r, req.round_wind, req.extra_round_wind, &mut problems);
    if req.players.len() != 4 {
        problems.push(Problem::new(
            "/players",
            Code::InvalidDeal,
            format!("a deal has 4 players, not {}", req.players.len()),
        ));
        return Err(ApiError::invalid(problems));
    }
    let given = [("/honba", req.honba != 0), ("/deposits", req.deposits != 0), ("/riichi", !req.riichi.is_empty())];
    let han_fu = takes_table(r, &given, &mut problems);
    let mut seats = 0u8;
    let mut winners = 0;
    let mut checked = Vec::new();
    for (i, p) in req.players.iter().enumerate() {
        // A han and fu deal's counters are the deal's: the winner's score counts them.
        if han_fu
            && let Some(w) = &p.win
            && (w.honba != 0 || w.deposits != 0)
        {
            problems.push(Problem::new(
                format!("/players/{i}/win"),
                Code::InvalidDeal,
                "a deal gives honba and deposits once, as its own honba and deposits, not in the win",
            ));
        }
        let seat = p.seat;
        if seats & seat.bit() != 0 {
            problems.push(Problem::new(
                format!("/players/{i}/seat"),
                Code::InvalidDeal,
                format!("two players sit {seat}"),
            ));
        }
        seats |= seat.bit();
        if p.win.is_some() {
            winners += 1;
            if winners > 1 {
                problems.push(Problem::new(
                    format!("/players/{i}/win"),
                    Code::InvalidDeal,
                    "at most one player wins a deal",
                ));
            }
        }
        match check_player_at(r, &p.hand, p.win.as_ref(), seat, &format!("/players/{i}")) {
            Ok((c, mut win)) => {
                if let Some(w) = &mut win {
                    (w.honba, w.deposits) = (u32::from(req.honba), u32::from(req.deposits));
                }
                checked.push(Some((c, win)))
            }
            Err(ps) => {
                problems.extend(ps);
                checked.push(None);
            }
        }
    }
    // Across hands: no tile more than four times, each bonus tile once.
    let mut total = [0u8; KINDS];
    let mut bonus = 0u8;
    for (i, c) in checked.iter().enumerate() {
        let Some((c, _)) = c else { continue };
        let counts = c.hand.all_counts();
        for (k, n) in counts.iter().enumerate() {
            let before = total[k];
            total[k] = total[k].saturating_add(*n);
            if before <= 4 && total[k] > 4 {
                let t = Tile::from_index(k).unwrap_or(Tile::B1);
                problems.push(Problem::new(
                    format!("/players/{i}/hand"),
                    Code::TooManyCopies,
                    format!("{t} appears more than 4 times across the four hands"),
                ));
            }
        }
        if bonus & c.hand.bonus != 0 {
            problems.push(Problem::new(
                format!("/players/{i}/hand/bonus"),
                Code::DuplicateBonusTile,
                "a bonus tile of this hand is also in another hand",
            ));
        }
        bonus |= c.hand.bonus;
    }
    // Riichi declared: the listed seats and a winner's own announcement, each on a concealed hand.
    let mut riichi = seat_bits("riichi", &req.riichi, &mut problems);
    for (i, w) in req.riichi.iter().enumerate() {
        let player = req.players.iter().position(|p| p.seat == *w);
        if let Some(Some((c, _))) = player.map(|k| &checked[k])
            && c.hand.melds.iter().any(|m| m.exposed)
        {
            problems.push(Problem::new(
                format!("/riichi/{i}"),
                Code::InvalidDeal,
                format!("{w} has an exposed meld and cannot have declared riichi"),
            ));
        }
    }
    for (p, c) in req.players.iter().zip(&checked) {
        if let Some((_, Some(win))) = c
            && crate::hand::riichi_declared(win.announcements)
        {
            riichi |= p.seat.bit();
        }
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid(problems));
    }
    r.note(4);
    let _span = tracing::debug_span!("engine.deal", ruleset = r.set.id()).entered();
    let mut players = Vec::new();
    let mut scores = [0u32; 4];
    let mut winner = None;
    let mut declared = None;
    let mut win_info = None;
    for (p, c) in req.players.iter().zip(checked.iter().flatten()) {
        let seat = p.seat;
        let (hand, win) = c;
        let ctx = Context { seat, rounds, win: *win };
        let s = score::score(r.rules(), hand, &ctx);
        scores[seat.index()] = s.total;
        if let Some(w) = win {
            declared = Some(seat);
            win_info = Some(*w);
            if s.mahjong {
                winner = Some(seat);
            }
        }
        let score = match breakdown {
            Breakdown::Full => score_body(&r.set, &s, lang, p.hand.tile_form()),
            Breakdown::Totals => ScoreResponse {
                ruleset: String::new(),
                mahjong: s.mahjong,
                total: s.total,
                points: s.points,
                doublings: s.doublings,
                limit_hand: None,
                capped: s.capped,
                elements: Vec::new(),
                arrangement: Vec::new(),
                reasons: Vec::new(),
                han_fu: None,
                fan_payments: None,
            },
        };
        players.push(DealPlayerResult { seat: p.seat, score });
    }
    let mut penalties: Vec<Penalty> = req.penalties.iter().map(penalty).collect();
    // A false declaration: no one wins; the offender pays under Nine Dragons with the option on,
    // and under a rule set that lists false_mahjong (unless the request charges them already).
    if let (Some(d), None) = (declared, winner) {
        let kind = match r.set.payments_rule() {
            Payments::Chips { .. } => {
                r.set.option_bool("false_declaration", &r.opts).then_some(PenaltyKind::FalseDeclaration)
            }
            Payments::Classical { .. } => (r.set.def.settlement.penalties.iter())
                .any(|p| p.kind == PenaltyKind::FalseMahjong)
                .then_some(PenaltyKind::FalseMahjong),
            // Riichi: a declaration that is no win is the caller's to charge (chombo).
            Payments::HanFu => None,
            Payments::Fans { .. } => Some(PenaltyKind::FalseMahjong),
        };
        if let Some(kind) = kind
            && !penalties.iter().any(|p| p.kind == kind && (kind == PenaltyKind::FalseDeclaration || p.seat == d))
        {
            penalties.push(Penalty { kind, seat: d, to: None });
        }
    }
    if let (true, Some(d), None) = (han_fu, declared, winner) {
        let i = req.players.iter().position(|p| p.seat == d).unwrap_or(0);
        return Err(ApiError::invalid(vec![Problem::new(
            format!("/players/{i}/win"),
            Code::InvalidDeal,
            format!(
                "{d}'s declared win is no win under {:?} (its score says why); a false win is the caller's to charge",
                r.set.id()
            ),
        )]));
    }
    // At a draw (no one declared a win), who is tenpai is read from the hands: a tile completes
    // the hand (a kind held four times is no wait).
    let tenpai = if han_fu && declared.is_none() {
        req.players
            .iter()
            .zip(checked.iter().flatten())
            .filter(|(_, (c, _))| arrange::count_waits(r.rules(), &c.hand, false, 1) > 0)
            .fold(0u8, |bits, (p, _)| bits | p.seat.bit())
    } else {
        0
    };
    let table = if han_fu {
        settle::Table {
            honba: u32::from(req.honba),
            deposits: u32::from(req.deposits),
            riichi,
            tenpai,
            more_winners: 0,
        }
    } else {
        settle::Table::default()
    };
    let o = Outcome {
        winner,
        scores,
        source: win_info.map(|w| w.source),
        discarder: win_info.and_then(|w| w.discarder),
        void: false,
        previous_voids: req.previous_voids,
        penalties,
        table,
    };
    Ok((winner, players, o))
}

impl Core {
    /// `POST /v1/sessions/reconcile` (docs/rules.md §4).
    pub fn reconcile(&self, req: &ReconcileRequest) -> Result<ReconcileResponse, ApiError> {
        let r = self.resolve(&req.ruleset, &Default::default()).map_err(ApiError::invalid)?;
        let Some(chips) = r.set.def.session_chips else {
            return Err(ApiError::field(
                ErrorKind::Invalid,
                "/ruleset",
                "no_reconciliation",
                format!("rule set {:?} has no session reconciliation", r.set.id()),
            ));
        };
        let mut totals = [0i64; 4];
        let mut problems = Vec::new();
        for w in Wind::ALL {
            match req.totals.get(w) {
                Some(t) if t.unsigned_abs() <= 1_000_000_000 => totals[w.index()] = t,
                _ => problems.push(Problem::new(
                    format!("/totals/{w}"),
                    Code::InvalidScore,
                    "a chip total per seat, at most 10^9 in size",
                )),
            }
        }
        if !problems.is_empty() {
            return Err(ApiError::invalid(problems));
        }
        let expected = 4 * chips;
        let out = settle::reconcile(totals, expected);
        Ok(ReconcileResponse {
            ruleset: r.set.id().to_string(),
            expected,
            difference: expected - totals.iter().sum::<i64>(),
            totals: PerSeat::from_array(out),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::registry::Registry;
    use crate::service::{ApiError, Core};

    fn decode<T: serde::de::DeserializeOwned>(body: &[u8]) -> serde_json::Result<T> {
        serde_json::from_slice(body)
    }

    fn codes(e: ApiError) -> Vec<(String, String)> {
        e.errors.into_iter().map(|f| (f.pointer, f.code)).collect()
    }

    /// Numbers at the edge of their types are refused with a pointer, never a panic (the
    /// smallest i64 has no absolute value; a score past 2^31 is no hand's).
    #[test]
    fn extreme_numbers_are_refused() {
        let core = Core::new(Registry::builtin());
        let body =
            br#"{"ruleset":"italian","totals":{"east":9000,"south":5000,"west":-9223372036854775808,"north":5900}}"#;
        let e = core.reconcile(&decode(body).expect("well-formed")).expect_err("refused");
        assert_eq!(codes(e), [("/totals/west".to_string(), "invalid_score".to_string())]);
        let body = br#"{"ruleset":"rode-boekje","winner":"south","scores":{"east":120,"south":480,"west":2147483648,"north":56},"win":{"source":"discard","discarder":"north"}}"#;
        let e = core.settle(&decode(body).expect("well-formed")).expect_err("refused");
        assert_eq!(codes(e), [("/scores/west".to_string(), "invalid_score".to_string())]);
        // A language outside the set anywhere in a batch makes the batch malformed, as the
        // schema says.
        let body =
            br#"{"requests":[{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"","language":"AAA"}]}"#;
        let e = core
            .score_batch(&decode(body).expect("well-formed"), None, &mut crate::service::error::Allowance::unlimited())
            .expect_err("refused");
        assert_eq!(e.kind.status(), 400);
        assert_eq!(codes(e), [("/requests/0/language".to_string(), "unknown_language".to_string())]);
    }
}
