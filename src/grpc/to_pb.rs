//! Answers: the contract's bodies ([`crate::types`]) into the gRPC messages, the one way out.
//! Enums are written with their JSON spelling (`"east"`, `"mahjong"`), tiles as their codes.

use serde_json::{Map, Value};
use tonic::Status;

use super::pb;
use crate::engine::ruleset::RulesetDef;
use crate::types as t;

/// `ListRulesets`.
pub fn rulesets(list: t::RulesetList) -> pb::ListRulesetsResponse {
    pb::ListRulesetsResponse {
        rulesets: list
            .rulesets
            .into_iter()
            .map(|r| pb::RulesetSummary {
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
                        default: Some(option_value(o.default)),
                        min: o.min,
                        max: o.max,
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// `GetRuleset`: the definition as a protobuf Struct of its JSON form.
pub fn ruleset(def: RulesetDef) -> Result<pb::GetRulesetResponse, Status> {
    let Value::Object(o) = serde_json::to_value(def).map_err(|e| Status::internal(e.to_string()))? else {
        return Err(Status::internal("rule set is not an object"));
    };
    Ok(pb::GetRulesetResponse { definition: Some(prost_struct(o)) })
}

/// `ValidateHand`.
pub fn validate(v: t::ValidateResponse) -> pb::ValidateResponse {
    pb::ValidateResponse {
        ruleset: v.ruleset,
        valid: v.valid,
        mahjong: v.mahjong,
        problems: field_errors(v.problems),
        more_problems: v.more_problems as u32,
        reasons: reasons(v.reasons),
    }
}

/// `ScoreHand` (and each answer of `ScoreHands`).
pub fn score(s: t::ScoreResponse) -> pb::ScoreResponse {
    pb::ScoreResponse {
        ruleset: s.ruleset,
        mahjong: s.mahjong,
        total: s.total,
        points: s.points,
        doublings: s.doublings,
        limit_hand: s.limit_hand.map(limit),
        capped: s.capped,
        elements: s
            .elements
            .into_iter()
            .map(|e| pb::Element {
                id: e.id,
                name: e.name,
                points: e.points,
                doublings: e.doublings,
                limit: e.limit,
                tiles: e.tiles.codes(),
            })
            .collect(),
        arrangement: s
            .arrangement
            .into_iter()
            .map(|a| pb::ArrangedSet {
                kind: a.kind.as_str().to_string(),
                tiles: a.tiles.codes(),
                exposed: a.exposed,
                winning: a.winning,
            })
            .collect(),
        reasons: reasons(s.reasons),
    }
}

/// `FindWaits`.
pub fn waits(w: t::WaitsResponse) -> pb::WaitsResponse {
    let score =
        |s: t::WaitScore| pb::WaitScore { mahjong: s.mahjong, total: s.total, limit_hand: s.limit_hand.map(limit) };
    pb::WaitsResponse {
        ruleset: w.ruleset,
        waits: w
            .waits
            .into_iter()
            .map(|x| pb::Wait {
                tile: x.tile.code().to_string(),
                discard: Some(score(x.discard)),
                self_drawn: Some(score(x.self_drawn)),
            })
            .collect(),
    }
}

/// `ResolveClaims`.
pub fn claims(c: t::ClaimsResponse) -> pb::ClaimsResponse {
    pb::ClaimsResponse {
        ruleset: c.ruleset,
        winner: c.winner.map(claim_ref),
        void: c.void,
        ranking: c.ranking.into_iter().map(claim_ref).collect(),
        rejected: c
            .rejected
            .into_iter()
            .map(|x| pb::RejectedClaim {
                seat: x.seat.as_str().to_string(),
                kind: x.kind.as_str().to_string(),
                code: x.code,
                message: x.message,
            })
            .collect(),
    }
}

/// `SettleDeal` (and the settlement of `ScoreDeal`).
pub fn settle(s: t::SettleResponse) -> pb::SettleResponse {
    pb::SettleResponse {
        ruleset: s.ruleset,
        payments: s
            .payments
            .into_iter()
            .map(|p| pb::Payment { from: p.from.as_str().to_string(), to: p.to.as_str().to_string(), amount: p.amount })
            .collect(),
        net: Some(seat_amounts(s.net)),
        next_east: s.next_east.as_str().to_string(),
    }
}

/// `ScoreDeal`.
pub fn deal(d: t::DealResponse) -> pb::DealResponse {
    pb::DealResponse {
        ruleset: d.ruleset,
        winner: d.winner.map(|w| w.as_str().to_string()),
        players: d
            .players
            .into_iter()
            .map(|p| pb::DealPlayerResult { seat: p.seat.as_str().to_string(), score: Some(score(p.score)) })
            .collect(),
        settlement: Some(settle(d.settlement)),
    }
}

/// `ReconcileSession`.
pub fn reconcile(x: t::ReconcileResponse) -> pb::ReconcileResponse {
    pb::ReconcileResponse {
        ruleset: x.ruleset,
        expected: x.expected,
        difference: x.difference,
        totals: Some(seat_amounts(x.totals)),
    }
}

fn seat_names(m: t::PerPlayer<t::Wind>) -> std::collections::HashMap<String, String> {
    m.into_iter().map(|(k, v)| (k, v.as_str().to_string())).collect()
}

fn amounts<V>(m: t::PerPlayer<V>) -> std::collections::HashMap<String, V> {
    m.into_iter().collect()
}

/// A session player.
pub fn session_player(p: t::SessionPlayer) -> pb::SessionPlayer {
    pb::SessionPlayer { id: p.id, name: p.name, seat: p.seat.as_str().to_string() }
}

/// A session state.
pub fn session_state(s: t::SessionState) -> pb::SessionState {
    pb::SessionState {
        round: s.round,
        round_wind: s.round_wind.map(|w| w.as_str().to_string()),
        extra_round_wind: s.extra_round_wind.map(|w| w.as_str().to_string()),
        passes: s.passes,
        east: s.east,
        deals_played: s.deals_played,
        voids: s.voids,
        totals: amounts(s.totals),
    }
}

/// `ScoreSession`.
pub fn session(s: t::SessionResponse) -> pb::SessionResponse {
    pb::SessionResponse {
        ruleset: s.ruleset,
        unit: s.unit,
        players: s.players.into_iter().map(session_player).collect(),
        deals: s
            .deals
            .into_iter()
            .map(|d| pb::SessionDealResult {
                deal: d.deal,
                round: d.round,
                round_wind: d.round_wind.as_str().to_string(),
                extra_round_wind: d.extra_round_wind.map(|w| w.as_str().to_string()),
                seats: seat_names(d.seats),
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
        next: Some(session_state(s.next)),
    }
}

/// `TournamentStandings`.
pub fn tournament(x: t::TournamentResponse) -> pb::TournamentResponse {
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
                tie_breaks: s.tie_breaks,
                rounds: s.rounds.into_iter().map(|r| pb::RoundResult { round: r.round, result: r.result }).collect(),
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
            })
            .collect(),
    }
}

/// A rejected request inside `ScoreHands`: its problem document.
pub fn problem(d: t::ProblemDocument) -> pb::Problem {
    pb::Problem {
        status: d.status.into(),
        title: d.title,
        detail: d.detail,
        errors: field_errors(d.errors),
        more_errors: d.more_errors as u32,
    }
}

fn limit(l: t::LimitHand) -> pb::LimitHand {
    pb::LimitHand { id: l.id, name: l.name, value: l.value, waiting: l.waiting }
}

fn reasons(v: Vec<t::Reason>) -> Vec<pb::Reason> {
    v.into_iter().map(|r| pb::Reason { code: r.code, message: r.message }).collect()
}

fn field_errors(v: Vec<t::FieldError>) -> Vec<pb::FieldError> {
    v.into_iter().map(|f| pb::FieldError { pointer: f.pointer, code: f.code, message: f.message }).collect()
}

fn option_value(v: t::OptionValue) -> pb::OptionValue {
    let value = match v {
        t::OptionValue::Bool(b) => Some(pb::option_value::Value::BoolValue(b)),
        t::OptionValue::Int(n) => Some(pb::option_value::Value::IntValue(n)),
        t::OptionValue::Invalid => None,
    };
    pb::OptionValue { value }
}

fn seat_amounts(p: t::PerSeat<i64>) -> pb::SeatAmounts {
    pb::SeatAmounts { east: p.east, south: p.south, west: p.west, north: p.north }
}

fn claim_ref(c: t::ClaimRef) -> pb::ClaimRef {
    pb::ClaimRef { seat: c.seat.as_str().to_string(), kind: c.kind.as_str().to_string(), category: c.category }
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
