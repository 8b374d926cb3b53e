//! Answers: the contract's answer bodies into their messages (`From`, how the service writes
//! them) and back (`TryFrom`, how a client reads them: a value the contract does not know is an
//! [`Invalid`] with the pointer of the field in the equivalent JSON answer).

use std::collections::HashMap;

use mahjong_types as t;
use serde_json::{Map, Value};

use crate::requests::{At, Object, option_value};
use crate::{Invalid, pb};

// --------------------------------------------------------------------------------- writing

fn name(w: t::Wind) -> String {
    w.as_str().to_string()
}

fn amounts<V>(m: t::PerPlayer<V>) -> HashMap<String, V> {
    m.into_iter().collect()
}

fn seat_amounts(p: t::PerSeat<i64>) -> pb::SeatAmounts {
    pb::SeatAmounts { east: p.east, south: p.south, west: p.west, north: p.north }
}

impl From<t::LimitHand> for pb::LimitHand {
    fn from(l: t::LimitHand) -> pb::LimitHand {
        pb::LimitHand { id: l.id, name: l.name, value: l.value, waiting: l.waiting }
    }
}

impl From<t::Reason> for pb::Reason {
    fn from(r: t::Reason) -> pb::Reason {
        pb::Reason { code: r.code, message: r.message }
    }
}

impl From<t::FieldError> for pb::FieldError {
    fn from(f: t::FieldError) -> pb::FieldError {
        pb::FieldError { pointer: f.pointer, code: f.code, message: f.message }
    }
}

impl From<t::RulesetList> for pb::ListRulesetsResponse {
    fn from(list: t::RulesetList) -> pb::ListRulesetsResponse {
        pb::ListRulesetsResponse { rulesets: list.rulesets.into_iter().map(pb::RulesetSummary::from).collect() }
    }
}

impl From<t::RulesetSummary> for pb::RulesetSummary {
    fn from(r: t::RulesetSummary) -> pb::RulesetSummary {
        pb::RulesetSummary {
            id: r.id,
            name: r.name,
            method: r.method,
            limit: r.limit,
            source: r.source,
            options: r
                .options
                .into_iter()
                .map(|o| pb::RulesetOption {
                    id: o.id,
                    name: o.name,
                    r#type: o.kind,
                    default: Some(o.default.into()),
                    min: o.min,
                    max: o.max,
                })
                .collect(),
        }
    }
}

impl From<t::RulesetDef> for pb::GetRulesetResponse {
    /// The definition as a protobuf Struct of its JSON form (the contract holds it as JSON:
    /// `GET /v1/rulesets/{id}` answers exactly that).
    fn from(def: t::RulesetDef) -> pb::GetRulesetResponse {
        let definition = match serde_json::to_value(def) {
            Ok(Value::Object(o)) => prost_struct(o),
            _ => prost_types::Struct::default(),
        };
        pb::GetRulesetResponse { definition: Some(definition) }
    }
}

impl From<t::ValidateResponse> for pb::ValidateResponse {
    fn from(v: t::ValidateResponse) -> pb::ValidateResponse {
        pb::ValidateResponse {
            ruleset: v.ruleset,
            valid: v.valid,
            mahjong: v.mahjong,
            problems: v.problems.into_iter().map(pb::FieldError::from).collect(),
            reasons: v.reasons.into_iter().map(pb::Reason::from).collect(),
            more_problems: u32::try_from(v.more_problems).unwrap_or(u32::MAX),
        }
    }
}

impl From<t::WaitScore> for pb::WaitScore {
    fn from(s: t::WaitScore) -> pb::WaitScore {
        pb::WaitScore {
            mahjong: s.mahjong,
            total: s.total,
            limit_hand: s.limit_hand.map(pb::LimitHand::from),
            han_fu: s.han_fu.map(crate::wire::HanFuScore),
            fans: s.fans.into_iter().map(|f| pb::FanCount { id: f.id, value: f.value, count: f.count }).collect(),
        }
    }
}

impl From<t::WaitsResponse> for pb::WaitsResponse {
    fn from(w: t::WaitsResponse) -> pb::WaitsResponse {
        pb::WaitsResponse {
            ruleset: w.ruleset,
            waits: w
                .waits
                .into_iter()
                .map(|x| pb::Wait {
                    // In the request's form (codes or mpsz), as REST writes it.
                    tile: x.form.write(x.tile).to_string(),
                    discard: Some(x.discard.into()),
                    self_drawn: Some(x.self_drawn.into()),
                })
                .collect(),
            tenpai: w.tenpai,
        }
    }
}

impl From<t::ClaimRef> for pb::ClaimRef {
    fn from(c: t::ClaimRef) -> pb::ClaimRef {
        pb::ClaimRef { seat: name(c.seat), kind: c.kind.as_str().to_string(), category: c.category }
    }
}

impl From<t::ClaimsResponse> for pb::ClaimsResponse {
    fn from(c: t::ClaimsResponse) -> pb::ClaimsResponse {
        pb::ClaimsResponse {
            ruleset: c.ruleset,
            winner: c.winner.map(pb::ClaimRef::from),
            winners: c.winners.into_iter().map(pb::ClaimRef::from).collect(),
            void: c.void,
            ranking: c.ranking.into_iter().map(pb::ClaimRef::from).collect(),
            rejected: c
                .rejected
                .into_iter()
                .map(|x| pb::RejectedClaim {
                    seat: name(x.seat),
                    kind: x.kind.as_str().to_string(),
                    code: x.code,
                    message: x.message,
                })
                .collect(),
        }
    }
}

impl From<t::SettleResponse> for pb::SettleResponse {
    fn from(s: t::SettleResponse) -> pb::SettleResponse {
        pb::SettleResponse {
            ruleset: s.ruleset,
            payments: s
                .payments
                .into_iter()
                .map(|p| pb::Payment { from: name(p.from), to: name(p.to), amount: p.amount })
                .collect(),
            net: Some(seat_amounts(s.net)),
            next_east: name(s.next_east),
            next_honba: s.next_honba,
            next_deposits: s.next_deposits,
        }
    }
}

impl From<t::DealResponse> for pb::DealResponse {
    fn from(d: t::DealResponse) -> pb::DealResponse {
        pb::DealResponse {
            ruleset: d.ruleset,
            winner: d.winner.map(name),
            players: d
                .players
                .into_iter()
                .map(|p| pb::DealPlayerResult { seat: name(p.seat), score: Some(p.score.into()) })
                .collect(),
            settlement: Some(d.settlement.into()),
        }
    }
}

impl From<t::ReconcileResponse> for pb::ReconcileResponse {
    fn from(x: t::ReconcileResponse) -> pb::ReconcileResponse {
        pb::ReconcileResponse {
            ruleset: x.ruleset,
            expected: x.expected,
            difference: x.difference,
            totals: Some(seat_amounts(x.totals)),
        }
    }
}

impl From<t::SessionResponse> for pb::SessionResponse {
    fn from(s: t::SessionResponse) -> pb::SessionResponse {
        pb::SessionResponse {
            ruleset: s.ruleset,
            unit: s.unit,
            players: s.players.iter().map(pb::SessionPlayer::from).collect(),
            deals: s
                .deals
                .into_iter()
                .map(|d| pb::SessionDealResult {
                    deal: d.deal,
                    round: d.round,
                    round_wind: name(d.round_wind),
                    extra_round_wind: d.extra_round_wind.map(name),
                    seats: d.seats.into_iter().map(|(k, v)| (k, name(v))).collect(),
                    east: d.east,
                    winner: d.winner,
                    false_mahjong: d.false_mahjong,
                    draw: d.draw,
                    scores: amounts(d.scores),
                    payments: d
                        .payments
                        .into_iter()
                        .map(|p| pb::PlayerPayment { from: p.from, to: p.to, amount: p.amount })
                        .collect(),
                    net: amounts(d.net),
                    totals: amounts(d.totals),
                    east_keeps: d.east_keeps,
                    reconciliation: d.reconciliation.map(|r| pb::RoundReconciliation {
                        expected: r.expected,
                        difference: r.difference,
                        adjustments: amounts(r.adjustments),
                    }),
                })
                .collect(),
            totals: amounts(s.totals),
            standings: s
                .standings
                .into_iter()
                .map(|x| pb::Standing { rank: x.rank, player: x.player, total: x.total })
                .collect(),
            over: s.over,
            next: Some((&s.next).into()),
            final_scores: s.final_scores.map(amounts).unwrap_or_default(),
            table_points: s.table_points.map(amounts).unwrap_or_default(),
        }
    }
}

impl From<t::TournamentResponse> for pb::TournamentResponse {
    fn from(x: t::TournamentResponse) -> pb::TournamentResponse {
        pb::TournamentResponse {
            ruleset: x.ruleset,
            unit: x.unit,
            rounds: x.rounds,
            standings: x
                .standings
                .into_iter()
                .map(|s| pb::TournamentStanding {
                    rank: s.rank,
                    player: s.player,
                    name: s.name,
                    total: s.total,
                    table_points: s.table_points,
                    tie_breaks: s.tie_breaks,
                    rounds: s
                        .rounds
                        .into_iter()
                        .map(|r| pb::RoundResult { round: r.round, result: r.result })
                        .collect(),
                })
                .collect(),
            prizes: x
                .prizes
                .into_iter()
                .map(|p| pb::Prize { id: p.id, name: p.name, players: p.players, total: p.total })
                .collect(),
            sessions: x
                .sessions
                .into_iter()
                .map(|s| pb::TournamentSessionResult {
                    round: s.round,
                    table: s.table,
                    deals: s.deals,
                    totals: amounts(s.totals),
                    results: amounts(s.results),
                    table_points: s.table_points.map(amounts).unwrap_or_default(),
                })
                .collect(),
        }
    }
}

impl From<t::ProblemDocument> for pb::Problem {
    /// A rejected request inside `ScoreHands`: its problem document (the `type` follows from the
    /// status and the codes).
    fn from(d: t::ProblemDocument) -> pb::Problem {
        pb::Problem {
            status: d.status.into(),
            title: d.title,
            detail: d.detail,
            errors: d.errors.into_iter().map(pb::FieldError::from).collect(),
            more_errors: u32::try_from(d.more_errors).unwrap_or(u32::MAX),
        }
    }
}

/// A JSON value as a protobuf Struct value.
fn prost_value(v: Value) -> prost_types::Value {
    use prost_types::value::Kind;
    let kind = match v {
        Value::Null => Kind::NullValue(0),
        Value::Bool(b) => Kind::BoolValue(b),
        Value::Number(n) => Kind::NumberValue(n.as_f64().unwrap_or(0.0)),
        Value::String(s) => Kind::StringValue(s),
        Value::Array(a) => Kind::ListValue(prost_types::ListValue { values: a.into_iter().map(prost_value).collect() }),
        Value::Object(o) => Kind::StructValue(prost_struct(o)),
    };
    prost_types::Value { kind: Some(kind) }
}

fn prost_struct(o: Map<String, Value>) -> prost_types::Struct {
    prost_types::Struct { fields: o.into_iter().map(|(k, v)| (k, prost_value(v))).collect() }
}

// --------------------------------------------------------------------------------- reading

fn wind(o: &mut Object<'_>, field: &'static str, v: &str) -> Result<t::Wind, Invalid> {
    o.name(field, v, t::Wind::from_wire)?.ok_or_else(|| o.missing())
}

fn tile(at: &At<'_>, code: &str) -> Result<t::Tile, Invalid> {
    code.parse::<t::Tile>().map_err(|e| Invalid::field(at.pointer(), "invalid_value", e.into_message()))
}

fn reasons(v: Vec<pb::Reason>) -> Vec<t::Reason> {
    v.into_iter().map(|r| t::Reason { code: r.code, message: r.message }).collect()
}

fn field_errors(v: Vec<pb::FieldError>) -> Vec<t::FieldError> {
    v.into_iter().map(|f| t::FieldError { pointer: f.pointer, code: f.code, message: f.message }).collect()
}

fn limit(l: Option<pb::LimitHand>) -> Option<t::LimitHand> {
    l.map(|l| t::LimitHand { id: l.id, name: l.name, value: l.value, waiting: l.waiting })
}

fn by_id<V>(m: HashMap<String, V>) -> t::PerPlayer<V> {
    m.into_iter().collect()
}

fn amounts_of(a: Option<pb::SeatAmounts>) -> t::PerSeat<i64> {
    let a = a.unwrap_or_default();
    t::PerSeat { east: a.east, south: a.south, west: a.west, north: a.north }
}

fn items<P, T>(
    o: &Object<'_>,
    field: &'static str,
    v: Vec<P>,
    read: impl Fn(P, &At<'_>) -> Result<T, Invalid>,
) -> Result<Vec<T>, Invalid> {
    let at = o.at(field);
    v.into_iter().enumerate().map(|(i, p)| read(p, &At::Index(&at, i))).collect()
}

fn required<T>(o: &mut Object<'_>, field: &'static str, v: Option<T>) -> Result<T, Invalid> {
    o.present(field, v).ok_or_else(|| o.missing())
}

fn wait_score(s: pb::WaitScore) -> t::WaitScore {
    t::WaitScore {
        mahjong: s.mahjong,
        total: s.total,
        limit_hand: limit(s.limit_hand),
        han_fu: s.han_fu.map(|h| h.0),
        fans: s.fans.into_iter().map(|f| t::FanCount { id: f.id, value: f.value, count: f.count }).collect(),
    }
}

fn waits(r: pb::WaitsResponse, at: &At<'_>) -> Result<t::WaitsResponse, Invalid> {
    let o = Object::new(at);
    let waits = items(&o, "waits", r.waits, |w, at| {
        let mut o = Object::new(at);
        let tile = tile(&o.at("tile"), &w.tile)?;
        let discard = required(&mut o, "discard", w.discard)?;
        let self_drawn = required(&mut o, "self_drawn", w.self_drawn)?;
        let form = t::TileForm::of_text(&w.tile);
        Ok(t::Wait { tile, discard: wait_score(discard), self_drawn: wait_score(self_drawn), form })
    })?;
    Ok(t::WaitsResponse { ruleset: r.ruleset, waits, tenpai: r.tenpai })
}

fn claim_ref(c: pb::ClaimRef, at: &At<'_>) -> Result<t::ClaimRef, Invalid> {
    let mut o = Object::new(at);
    let seat = wind(&mut o, "seat", &c.seat)?;
    let kind = o.name("kind", &c.kind, t::ClaimKind::from_wire)?.ok_or_else(|| o.missing())?;
    Ok(t::ClaimRef { seat, kind, category: c.category })
}

fn claims(r: pb::ClaimsResponse, at: &At<'_>) -> Result<t::ClaimsResponse, Invalid> {
    let o = Object::new(at);
    let winner = r.winner.map(|w| claim_ref(w, &o.at("winner"))).transpose()?;
    let ranking = items(&o, "ranking", r.ranking, claim_ref)?;
    let winners = items(&o, "winners", r.winners, claim_ref)?;
    let rejected = items(&o, "rejected", r.rejected, |x, at| {
        let mut o = Object::new(at);
        let seat = wind(&mut o, "seat", &x.seat)?;
        let kind = o.name("kind", &x.kind, t::ClaimKind::from_wire)?.ok_or_else(|| o.missing())?;
        Ok(t::RejectedClaim { seat, kind, code: x.code, message: x.message })
    })?;
    Ok(t::ClaimsResponse { ruleset: r.ruleset, winner, winners, void: r.void, ranking, rejected })
}

fn settlement(s: pb::SettleResponse, at: &At<'_>) -> Result<t::SettleResponse, Invalid> {
    let mut o = Object::new(at);
    let payments = items(&o, "payments", s.payments, |p, at| {
        let mut o = Object::new(at);
        let from = wind(&mut o, "from", &p.from)?;
        let to = wind(&mut o, "to", &p.to)?;
        Ok(t::Payment { from, to, amount: p.amount })
    })?;
    let next_east = wind(&mut o, "next_east", &s.next_east)?;
    Ok(t::SettleResponse {
        ruleset: s.ruleset,
        payments,
        net: amounts_of(s.net),
        next_east,
        next_honba: s.next_honba,
        next_deposits: s.next_deposits,
    })
}

fn deal(r: pb::DealResponse, at: &At<'_>) -> Result<t::DealResponse, Invalid> {
    let mut o = Object::new(at);
    let winner = o.opt_name("winner", r.winner.as_deref(), t::Wind::from_wire)?;
    let players = items(&o, "players", r.players, |p, at| {
        let mut o = Object::new(at);
        let seat = wind(&mut o, "seat", &p.seat)?;
        let s = required(&mut o, "score", p.score)?;
        Ok(t::DealPlayerResult { seat, score: s.0 })
    })?;
    let s = required(&mut o, "settlement", r.settlement)?;
    let settlement = settlement(s, &o.at("settlement"))?;
    Ok(t::DealResponse { ruleset: r.ruleset, winner, players, settlement })
}

fn session_player(p: pb::SessionPlayer, at: &At<'_>) -> Result<t::SessionPlayer, Invalid> {
    t::SessionPlayer::try_from(p).map_err(|e| rebase(e, at))
}

/// An error found at the root of a part, moved to where the part is.
fn rebase(mut e: Invalid, at: &At<'_>) -> Invalid {
    let prefix = at.pointer();
    for f in &mut e.errors {
        f.pointer = format!("{prefix}{}", f.pointer);
    }
    e
}

fn session(r: pb::SessionResponse, at: &At<'_>) -> Result<t::SessionResponse, Invalid> {
    let mut o = Object::new(at);
    let players = items(&o, "players", r.players, session_player)?;
    let deals = items(&o, "deals", r.deals, |d, at| {
        let mut o = Object::new(at);
        let round_wind = wind(&mut o, "round_wind", &d.round_wind)?;
        let extra_round_wind = o.opt_name("extra_round_wind", d.extra_round_wind.as_deref(), t::Wind::from_wire)?;
        let seats_at = o.at("seats");
        let mut seats = t::PerPlayer::new();
        for (k, v) in d.seats {
            let w = t::Wind::from_wire(&v)
                .map_err(|m| Invalid::field(format!("{}/{k}", seats_at.pointer()), "invalid_value", m))?;
            seats.insert(k, w);
        }
        Ok(t::SessionDealResult {
            deal: d.deal,
            round: d.round,
            round_wind,
            extra_round_wind,
            seats,
            east: d.east,
            winner: d.winner,
            false_mahjong: d.false_mahjong,
            draw: d.draw,
            scores: by_id(d.scores),
            payments: d
                .payments
                .into_iter()
                .map(|p| t::PlayerPayment { from: p.from, to: p.to, amount: p.amount })
                .collect(),
            net: by_id(d.net),
            totals: by_id(d.totals),
            east_keeps: d.east_keeps,
            reconciliation: d.reconciliation.map(|x| t::RoundReconciliation {
                expected: x.expected,
                difference: x.difference,
                adjustments: by_id(x.adjustments),
            }),
        })
    })?;
    let next = required(&mut o, "next", r.next)?;
    let next = t::SessionState::try_from(next).map_err(|e| rebase(e, &o.at("next")))?;
    Ok(t::SessionResponse {
        ruleset: r.ruleset,
        unit: r.unit,
        players,
        deals,
        totals: by_id(r.totals),
        standings: r
            .standings
            .into_iter()
            .map(|s| t::Standing { rank: s.rank, player: s.player, total: s.total })
            .collect(),
        over: r.over,
        next,
        final_scores: (!r.final_scores.is_empty()).then(|| by_id(r.final_scores)),
        table_points: (!r.table_points.is_empty()).then(|| by_id(r.table_points)),
    })
}

fn tournament(r: pb::TournamentResponse) -> t::TournamentResponse {
    t::TournamentResponse {
        ruleset: r.ruleset,
        unit: r.unit,
        rounds: r.rounds,
        standings: r
            .standings
            .into_iter()
            .map(|s| t::TournamentStanding {
                rank: s.rank,
                player: s.player,
                name: s.name,
                total: s.total,
                table_points: s.table_points,
                tie_breaks: s.tie_breaks,
                rounds: s.rounds.into_iter().map(|x| t::RoundResult { round: x.round, result: x.result }).collect(),
            })
            .collect(),
        prizes: r
            .prizes
            .into_iter()
            .map(|p| t::Prize { id: p.id, name: p.name, players: p.players, total: p.total })
            .collect(),
        sessions: r
            .sessions
            .into_iter()
            .map(|s| t::TournamentSessionResult {
                round: s.round,
                table: s.table,
                deals: s.deals,
                totals: by_id(s.totals),
                results: by_id(s.results),
                table_points: (!s.table_points.is_empty()).then(|| by_id(s.table_points)),
            })
            .collect(),
    }
}

fn rulesets(r: pb::ListRulesetsResponse, at: &At<'_>) -> Result<t::RulesetList, Invalid> {
    let o = Object::new(at);
    let rulesets = items(&o, "rulesets", r.rulesets, |s, at| {
        let o = Object::new(at);
        let options = items(&o, "options", s.options, |x, at| {
            let mut o = Object::new(at);
            let default = required(&mut o, "default", x.default)?;
            Ok(t::RulesetOption {
                id: x.id,
                name: x.name,
                kind: x.r#type,
                default: option_value(default),
                min: x.min,
                max: x.max,
            })
        })?;
        Ok(t::RulesetSummary { id: s.id, name: s.name, method: s.method, limit: s.limit, source: s.source, options })
    })?;
    Ok(t::RulesetList { rulesets })
}

/// The score answer is read by its own reader ([`crate::wire`]): nothing left to check.
impl TryFrom<pb::ScoreResponse> for t::ScoreResponse {
    type Error = Invalid;
    fn try_from(m: pb::ScoreResponse) -> Result<t::ScoreResponse, Invalid> {
        Ok(m.0)
    }
}

impl TryFrom<pb::WaitsResponse> for t::WaitsResponse {
    type Error = Invalid;
    fn try_from(m: pb::WaitsResponse) -> Result<t::WaitsResponse, Invalid> {
        waits(m, &At::Root)
    }
}

impl TryFrom<pb::ClaimsResponse> for t::ClaimsResponse {
    type Error = Invalid;
    fn try_from(m: pb::ClaimsResponse) -> Result<t::ClaimsResponse, Invalid> {
        claims(m, &At::Root)
    }
}

impl TryFrom<pb::SettleResponse> for t::SettleResponse {
    type Error = Invalid;
    fn try_from(m: pb::SettleResponse) -> Result<t::SettleResponse, Invalid> {
        settlement(m, &At::Root)
    }
}

impl TryFrom<pb::DealResponse> for t::DealResponse {
    type Error = Invalid;
    fn try_from(m: pb::DealResponse) -> Result<t::DealResponse, Invalid> {
        deal(m, &At::Root)
    }
}

impl TryFrom<pb::SessionResponse> for t::SessionResponse {
    type Error = Invalid;
    fn try_from(m: pb::SessionResponse) -> Result<t::SessionResponse, Invalid> {
        session(m, &At::Root)
    }
}

impl TryFrom<pb::ListRulesetsResponse> for t::RulesetList {
    type Error = Invalid;
    fn try_from(m: pb::ListRulesetsResponse) -> Result<t::RulesetList, Invalid> {
        rulesets(m, &At::Root)
    }
}

impl From<pb::ValidateResponse> for t::ValidateResponse {
    fn from(r: pb::ValidateResponse) -> t::ValidateResponse {
        t::ValidateResponse {
            ruleset: r.ruleset,
            valid: r.valid,
            mahjong: r.mahjong,
            problems: field_errors(r.problems),
            more_problems: r.more_problems as usize,
            reasons: reasons(r.reasons),
        }
    }
}

impl From<pb::ReconcileResponse> for t::ReconcileResponse {
    fn from(r: pb::ReconcileResponse) -> t::ReconcileResponse {
        t::ReconcileResponse {
            ruleset: r.ruleset,
            expected: r.expected,
            difference: r.difference,
            totals: amounts_of(r.totals),
        }
    }
}

impl From<pb::TournamentResponse> for t::TournamentResponse {
    fn from(r: pb::TournamentResponse) -> t::TournamentResponse {
        tournament(r)
    }
}

impl From<pb::Problem> for t::ProblemDocument {
    /// The problem document of a rejected `ScoreHands` request; its `type` follows from the
    /// status and the codes, as the service names it.
    fn from(p: pb::Problem) -> t::ProblemDocument {
        let status = u16::try_from(p.status).unwrap_or(500);
        let errors = field_errors(p.errors);
        t::ProblemDocument {
            kind: mahjong_types::problem::problem_type_of(status, &errors),
            status,
            title: p.title,
            detail: p.detail,
            errors,
            more_errors: p.more_errors as usize,
        }
    }
}

impl TryFrom<pb::GetRulesetResponse> for t::RulesetDef {
    type Error = Invalid;
    /// The definition from its JSON form (whole numbers become JSON integers, as REST writes
    /// them).
    fn try_from(m: pb::GetRulesetResponse) -> Result<t::RulesetDef, Invalid> {
        let Some(def) = m.definition else {
            return Err(Invalid::missing("", &["definition"]));
        };
        serde_json::from_value(json_struct(def))
            .map_err(|e| Invalid::field("/definition", "invalid_value", format!("not a rule set definition: {e}")))
    }
}

/// A protobuf Struct as JSON; whole numbers become JSON integers, as REST writes them.
pub fn json_struct(s: prost_types::Struct) -> Value {
    Value::Object(s.fields.into_iter().map(|(k, v)| (k, json(v))).collect())
}

fn json(v: prost_types::Value) -> Value {
    use prost_types::value::Kind;
    match v.kind {
        None | Some(Kind::NullValue(_)) => Value::Null,
        Some(Kind::BoolValue(b)) => Value::Bool(b),
        Some(Kind::StringValue(s)) => Value::String(s),
        Some(Kind::NumberValue(n)) => number(n),
        Some(Kind::StructValue(s)) => json_struct(s),
        Some(Kind::ListValue(l)) => Value::Array(l.values.into_iter().map(json).collect()),
    }
}

fn number(n: f64) -> Value {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: every whole number below is exact
    if n.fract() == 0.0 && n.abs() < EXACT {
        // Lossless: a whole number of magnitude below 2^53.
        #[allow(clippy::cast_possible_truncation)]
        let i = n as i64;
        Value::from(i)
    } else {
        serde_json::Number::from_f64(n).map_or(Value::Null, Value::Number)
    }
}
