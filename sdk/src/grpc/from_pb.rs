//! Answers: the gRPC messages into the contract's bodies, the one way in (the service writes them
//! with its own `to_pb`; `round_trip.rs` checks both against each other). A value the contract
//! does not know (a wind, tile or kind) is an [`ErrorKind::Decode`](crate::ErrorKind::Decode).

use serde_json::Value;

use super::ScoredHand;
use crate::error::Error;
use crate::pb;
use crate::*;

fn wind(s: &str) -> Result<Wind, Error> {
    s.parse().map_err(|_| Error::decode(format!("the server sent {s:?} for a wind")))
}

fn tile(s: &str) -> Result<Tile, Error> {
    Tile::parse(s).ok_or_else(|| Error::decode(format!("the server sent {s:?} for a tile")))
}

fn tiles(v: Vec<String>) -> Result<Tiles, Error> {
    if v.len() > 4 {
        return Err(Error::decode(format!("the server sent {} tiles for a set", v.len())));
    }
    v.iter().map(|t| tile(t)).collect()
}

fn set_kind(s: &str) -> Result<SetKind, Error> {
    SetKind::parse(s).ok_or_else(|| Error::decode(format!("the server sent {s:?} for a set kind")))
}

fn claim_kind(s: &str) -> Result<ClaimKind, Error> {
    ClaimKind::parse(s).ok_or_else(|| Error::decode(format!("the server sent {s:?} for a claim kind")))
}

fn option_value(v: Option<pb::OptionValue>) -> Result<OptionValue, Error> {
    match v.and_then(|v| v.value) {
        Some(pb::option_value::Value::BoolValue(b)) => Ok(OptionValue::Bool(b)),
        Some(pb::option_value::Value::IntValue(n)) => Ok(OptionValue::Int(n)),
        None => Err(Error::decode("an option without a default")),
    }
}

fn summary(r: pb::RulesetSummary) -> Result<RulesetSummary, Error> {
    Ok(RulesetSummary {
        id: r.id,
        name: r.name,
        method: r.method,
        limit: r.limit,
        source: r.source,
        options: r
            .options
            .into_iter()
            .map(|o| {
                Ok(RulesetOption {
                    id: o.id,
                    name: o.name,
                    kind: o.r#type,
                    default: option_value(o.default)?,
                    min: o.min,
                    max: o.max,
                })
            })
            .collect::<Result<_, Error>>()?,
    })
}

fn violation(f: pb::FieldError) -> FieldViolation {
    FieldViolation { pointer: f.pointer, code: f.code, message: f.message }
}

fn reason(r: pb::Reason) -> Reason {
    Reason { code: r.code, message: r.message }
}

fn limit(l: Option<pb::LimitHand>) -> Option<LimitHand> {
    l.map(|l| LimitHand { id: l.id, name: l.name, value: l.value, waiting: l.waiting })
}

pub fn score(s: pb::ScoreResponse) -> Result<ScoreResponse, Error> {
    Ok(ScoreResponse {
        ruleset: s.ruleset,
        mahjong: s.mahjong,
        total: s.total,
        points: s.points,
        doublings: s.doublings,
        limit_hand: limit(s.limit_hand),
        capped: s.capped,
        elements: s
            .elements
            .into_iter()
            .map(|e| {
                Ok(Element {
                    id: e.id,
                    name: e.name,
                    points: e.points,
                    doublings: e.doublings,
                    limit: e.limit,
                    tiles: tiles(e.tiles)?,
                })
            })
            .collect::<Result<_, Error>>()?,
        arrangement: s
            .arrangement
            .into_iter()
            .map(|a| {
                Ok(ArrangedSet {
                    kind: set_kind(&a.kind)?,
                    tiles: tiles(a.tiles)?,
                    exposed: a.exposed,
                    winning: a.winning,
                })
            })
            .collect::<Result<_, Error>>()?,
        reasons: s.reasons.into_iter().map(reason).collect(),
    })
}

fn wait_score(s: Option<pb::WaitScore>) -> Result<WaitScore, Error> {
    let s = s.ok_or_else(|| Error::decode("a wait without its score"))?;
    Ok(WaitScore { mahjong: s.mahjong, total: s.total, limit_hand: limit(s.limit_hand) })
}

fn claim_ref(c: pb::ClaimRef) -> Result<ClaimRef, Error> {
    Ok(ClaimRef { seat: wind(&c.seat)?, kind: claim_kind(&c.kind)?, category: c.category })
}

fn amounts(a: Option<pb::SeatAmounts>) -> PerSeat<i64> {
    let a = a.unwrap_or_default();
    PerSeat { east: a.east, south: a.south, west: a.west, north: a.north }
}

pub fn settlement(s: pb::SettleResponse) -> Result<SettleResponse, Error> {
    Ok(SettleResponse {
        ruleset: s.ruleset,
        payments: s
            .payments
            .into_iter()
            .map(|p| Ok(Payment { from: wind(&p.from)?, to: wind(&p.to)?, amount: p.amount }))
            .collect::<Result<_, Error>>()?,
        net: amounts(s.net),
        next_east: wind(&s.next_east)?,
    })
}

pub fn rulesets(r: pb::ListRulesetsResponse) -> Result<Vec<RulesetSummary>, Error> {
    r.rulesets.into_iter().map(summary).collect()
}

pub fn validate(r: pb::ValidateResponse) -> ValidateResponse {
    ValidateResponse {
        ruleset: r.ruleset,
        valid: r.valid,
        mahjong: r.mahjong,
        problems: r.problems.into_iter().map(violation).collect(),
        more_problems: r.more_problems as usize,
        reasons: r.reasons.into_iter().map(reason).collect(),
    }
}

pub fn waits(r: pb::WaitsResponse) -> Result<WaitsResponse, Error> {
    Ok(WaitsResponse {
        ruleset: r.ruleset,
        waits: r
            .waits
            .into_iter()
            .map(|w| {
                Ok(Wait {
                    tile: tile(&w.tile)?,
                    discard: wait_score(w.discard)?,
                    self_drawn: wait_score(w.self_drawn)?,
                })
            })
            .collect::<Result<_, Error>>()?,
    })
}

pub fn claims(r: pb::ClaimsResponse) -> Result<ClaimsResponse, Error> {
    Ok(ClaimsResponse {
        ruleset: r.ruleset,
        winner: r.winner.map(claim_ref).transpose()?,
        void: r.void,
        ranking: r.ranking.into_iter().map(claim_ref).collect::<Result<_, _>>()?,
        rejected: r
            .rejected
            .into_iter()
            .map(|x| {
                Ok(RejectedClaim { seat: wind(&x.seat)?, kind: claim_kind(&x.kind)?, code: x.code, message: x.message })
            })
            .collect::<Result<_, Error>>()?,
    })
}

pub fn deal(r: pb::DealResponse) -> Result<DealResponse, Error> {
    Ok(DealResponse {
        ruleset: r.ruleset,
        winner: r.winner.as_deref().map(wind).transpose()?,
        players: r
            .players
            .into_iter()
            .map(|p| {
                let s = p.score.ok_or_else(|| Error::decode("a deal player without a score"))?;
                Ok(DealPlayerResult { seat: wind(&p.seat)?, score: score(s)? })
            })
            .collect::<Result<_, Error>>()?,
        settlement: settlement(r.settlement.ok_or_else(|| Error::decode("a deal without a settlement"))?)?,
    })
}

pub fn reconcile(r: pb::ReconcileResponse) -> ReconcileResponse {
    ReconcileResponse { ruleset: r.ruleset, expected: r.expected, difference: r.difference, totals: amounts(r.totals) }
}

fn by_id<V>(m: std::collections::HashMap<String, V>) -> PerPlayer<V> {
    m.into_iter().collect()
}

fn seats(m: std::collections::HashMap<String, String>) -> Result<PerPlayer<Wind>, Error> {
    m.into_iter().map(|(k, v)| Ok((k, wind(&v)?))).collect()
}

fn session_player(p: pb::SessionPlayer) -> Result<SessionPlayer, Error> {
    Ok(SessionPlayer { id: p.id, name: p.name, seat: wind(&p.seat)? })
}

fn opt_wind(w: Option<String>) -> Result<Option<Wind>, Error> {
    w.as_deref().map(wind).transpose()
}

pub fn session(r: pb::SessionResponse) -> Result<SessionResponse, Error> {
    let next = r.next.ok_or_else(|| Error::decode("a session without its next state"))?;
    Ok(SessionResponse {
        ruleset: r.ruleset,
        unit: r.unit,
        players: r.players.into_iter().map(session_player).collect::<Result<_, _>>()?,
        deals: r
            .deals
            .into_iter()
            .map(|d| {
                Ok(SessionDealResult {
                    deal: d.deal,
                    round: d.round,
                    round_wind: wind(&d.round_wind)?,
                    extra_round_wind: opt_wind(d.extra_round_wind)?,
                    seats: seats(d.seats)?,
                    east: d.east,
                    winner: d.winner,
                    false_mahjong: d.false_mahjong,
                    draw: d.draw,
                    scores: by_id(d.scores),
                    payments: d
                        .payments
                        .into_iter()
                        .map(|p| PlayerPayment { from: p.from, to: p.to, amount: p.amount })
                        .collect(),
                    net: by_id(d.net),
                    totals: by_id(d.totals),
                    east_keeps: d.east_keeps,
                    reconciliation: d.reconciliation.map(|x| RoundReconciliation {
                        expected: x.expected,
                        difference: x.difference,
                        adjustments: by_id(x.adjustments),
                    }),
                })
            })
            .collect::<Result<_, Error>>()?,
        totals: by_id(r.totals),
        standings: r
            .standings
            .into_iter()
            .map(|s| Standing { rank: s.rank, player: s.player, total: s.total })
            .collect(),
        over: r.over,
        next: SessionState {
            round: next.round,
            round_wind: opt_wind(next.round_wind)?,
            extra_round_wind: opt_wind(next.extra_round_wind)?,
            passes: next.passes,
            east: next.east,
            deals_played: next.deals_played,
            voids: next.voids,
            totals: by_id(next.totals),
        },
    })
}

pub fn tournament(r: pb::TournamentResponse) -> TournamentResponse {
    TournamentResponse {
        ruleset: r.ruleset,
        unit: r.unit,
        rounds: r.rounds,
        standings: r
            .standings
            .into_iter()
            .map(|s| TournamentStanding {
                rank: s.rank,
                player: s.player,
                name: s.name,
                total: s.total,
                tie_breaks: s.tie_breaks,
                rounds: s.rounds.into_iter().map(|x| RoundResult { round: x.round, result: x.result }).collect(),
            })
            .collect(),
        prizes: r
            .prizes
            .into_iter()
            .map(|p| Prize { id: p.id, name: p.name, players: p.players, total: p.total })
            .collect(),
        sessions: r
            .sessions
            .into_iter()
            .map(|s| TournamentSessionResult {
                round: s.round,
                table: s.table,
                deals: s.deals,
                totals: by_id(s.totals),
                results: by_id(s.results),
            })
            .collect(),
    }
}

pub fn scored(r: pb::ScoreHandsResult) -> Result<ScoredHand, Error> {
    let result = match r.result {
        Some(pb::score_hands_result::Result::Score(s)) => Ok(score(s)?),
        Some(pb::score_hands_result::Result::Error(p)) => {
            let status = u16::try_from(p.status).unwrap_or(500);
            let errors: Vec<_> = p.errors.into_iter().map(violation).collect();
            Err(Problem {
                kind: mahjong_types::problem::problem_type_of(status, &errors),
                status,
                title: p.title,
                detail: p.detail,
                errors,
                more_errors: p.more_errors as usize,
            })
        }
        None => return Err(Error::decode(format!("answer {} is empty", r.index))),
    };
    Ok(ScoredHand { index: r.index, result })
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
