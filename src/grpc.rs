//! The gRPC adapter (tonic). Each method turns its message into the JSON body of the matching
//! REST operation, decodes it through the same path (so validation, error codes and pointers are
//! identical), calls one core operation and converts the answer back.

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use serde_json::{Map, Value, json};
use tokio::sync::Semaphore;
use tokio_stream::{Stream, StreamExt};
use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, FieldViolation, StatusExt};

use crate::api::batch::MAX_BATCH;
use crate::api::decode::decode;
use crate::api::error::Allowance;
use crate::api::ops::accept_language;
use crate::api::types as t;
use crate::api::{ApiError, Core, ErrorKind};
use crate::engine::hand::{HandText, MeldText, TileText};
use crate::engine::ruleset::Lang;
use crate::server::{BodyBudget, ConnHandle, Limits};

/// Generated from `proto/mahjong/v1/scoring.proto`.
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("mahjong.v1");
}

/// The encoded descriptor set, for server reflection.
pub const DESCRIPTOR_SET: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/mahjong_descriptor.bin"));

use pb::scoring_server::{Scoring, ScoringServer};

/// The one mapping of [`ApiError`] to a gRPC status: INVALID_ARGUMENT (and friends) carrying
/// `google.rpc.BadRequest` field violations with the REST pointers; `reason` is the code.
pub fn status(e: &ApiError) -> Status {
    let code = match e.kind {
        ErrorKind::BadRequest | ErrorKind::Invalid | ErrorKind::UnsupportedMediaType | ErrorKind::MethodNotAllowed => {
            tonic::Code::InvalidArgument
        }
        ErrorKind::NotFound => tonic::Code::NotFound,
        ErrorKind::TooLarge => tonic::Code::ResourceExhausted,
        ErrorKind::Overloaded => tonic::Code::Unavailable,
        ErrorKind::Timeout | ErrorKind::BodyTimeout => tonic::Code::DeadlineExceeded,
        ErrorKind::Internal => tonic::Code::Internal,
    };
    if e.errors.is_empty() {
        return Status::new(code, e.detail.clone());
    }
    let violations = e
        .errors
        .iter()
        .map(|f| {
            let mut v = FieldViolation::new(f.pointer.clone(), format!("{}: {}", f.code, f.message));
            v.reason = f.code.clone();
            v
        })
        .collect::<Vec<_>>();
    let mut details = ErrorDetails::with_bad_request(violations);
    if e.more_errors > 0 {
        let more = [("more_errors".to_string(), e.more_errors.to_string())];
        details.set_error_info("MORE_ERRORS", "mahjong.v1", more);
    }
    Status::with_error_details(code, e.detail.clone(), details)
}

fn lang_hint<T>(req: &Request<T>) -> Option<Lang> {
    req.metadata().get("accept-language").and_then(|v| v.to_str().ok()).and_then(accept_language)
}

// ------------------------------------------------------------------------------------ to JSON

fn put(m: &mut Map<String, Value>, k: &str, v: &str) {
    if !v.is_empty() {
        m.insert(k.into(), json!(v));
    }
}

fn put_opt(m: &mut Map<String, Value>, k: &str, v: &Option<String>) {
    if let Some(v) = v {
        m.insert(k.into(), json!(v));
    }
}

fn options_json(o: &HashMap<String, pb::OptionValue>) -> Value {
    Value::Object(
        o.iter()
            .map(|(k, v)| {
                let v = match v.value {
                    Some(pb::option_value::Value::BoolValue(b)) => json!(b),
                    Some(pb::option_value::Value::IntValue(n)) => json!(n),
                    None => Value::Null,
                };
                (k.clone(), v)
            })
            .collect(),
    )
}

fn hand_json(h: &pb::Hand) -> Value {
    if !h.compact.is_empty() {
        if h.concealed.is_empty() && h.melds.is_empty() && h.bonus.is_empty() {
            return json!(h.compact);
        }
        // Both forms: let the object form report the conflict as an unknown field.
        return json!({"concealed": h.concealed, "compact": h.compact});
    }
    let melds: Vec<Value> = h
        .melds
        .iter()
        .map(|m| {
            let mut o = Map::new();
            o.insert("kind".into(), json!(m.kind));
            o.insert("tiles".into(), json!(m.tiles));
            if let Some(e) = m.exposed {
                o.insert("exposed".into(), json!(e));
            }
            Value::Object(o)
        })
        .collect();
    json!({"concealed": h.concealed, "melds": melds, "bonus": h.bonus})
}

fn win_json(w: &pb::Win) -> Value {
    let mut o = Map::new();
    put(&mut o, "tile", &w.tile);
    put(&mut o, "source", &w.source);
    put_opt(&mut o, "discarder", &w.discarder);
    if w.last_tile {
        o.insert("last_tile".into(), json!(true));
    }
    put(&mut o, "timing", &w.timing);
    Value::Object(o)
}

/// The fields every request starts with: the rule set and its option overrides.
fn head(ruleset: &str, options: &HashMap<String, pb::OptionValue>) -> Map<String, Value> {
    let mut o = Map::new();
    put(&mut o, "ruleset", ruleset);
    if !options.is_empty() {
        o.insert("options".into(), options_json(options));
    }
    o
}

fn hand_request_json(r: &pb::HandRequest) -> Value {
    let mut o = head(&r.ruleset, &r.options);
    put(&mut o, "seat_wind", &r.seat_wind);
    put(&mut o, "round_wind", &r.round_wind);
    put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
    if let Some(h) = &r.hand {
        o.insert("hand".into(), hand_json(h));
    }
    if let Some(w) = &r.win {
        o.insert("win".into(), win_json(w));
    }
    put_opt(&mut o, "language", &r.language);
    Value::Object(o)
}

fn penalties_json(p: &[pb::Penalty]) -> Value {
    Value::Array(p.iter().map(|p| json!({"kind": p.kind, "seat": p.seat})).collect())
}

fn seats_json<T: Copy + Into<Value>>(e: Option<T>, s: Option<T>, w: Option<T>, n: Option<T>) -> Value {
    let mut o = Map::new();
    for (k, v) in [("east", e), ("south", s), ("west", w), ("north", n)] {
        if let Some(v) = v {
            o.insert(k.into(), v.into());
        }
    }
    Value::Object(o)
}

/// A hand request read straight from the message, or `None` when anything is missing or not
/// spelled as the API allows: such a message goes through [`hand_request`]'s JSON path instead,
/// so its error is exactly the REST one.
fn hand_request_direct(r: &pb::HandRequest) -> Option<t::HandRequest> {
    fn spelled<T: serde::de::DeserializeOwned>(s: &str) -> Option<T> {
        T::deserialize(serde::de::value::StrDeserializer::<serde::de::value::Error>::new(s)).ok()
    }
    fn tiles(codes: &[String]) -> Vec<TileText> {
        codes.iter().map(|c| TileText::parse(c)).collect()
    }
    if r.ruleset.is_empty() {
        return None;
    }
    let mut options = std::collections::BTreeMap::new();
    for (k, v) in &r.options {
        let v = match v.value? {
            pb::option_value::Value::BoolValue(b) => Value::Bool(b),
            pb::option_value::Value::IntValue(n) => Value::from(n),
        };
        options.insert(k.clone(), v);
    }
    let h = r.hand.as_ref()?;
    let hand = if h.compact.is_empty() {
        HandText::Structured {
            concealed: tiles(&h.concealed),
            melds: h
                .melds
                .iter()
                .map(|m| MeldText { kind: m.kind.clone(), tiles: tiles(&m.tiles), exposed: m.exposed })
                .collect(),
            bonus: tiles(&h.bonus),
        }
    } else if h.concealed.is_empty() && h.melds.is_empty() && h.bonus.is_empty() {
        HandText::Compact(h.compact.clone())
    } else {
        return None;
    };
    let win = match &r.win {
        None => None,
        Some(w) if w.tile.is_empty() => return None,
        Some(w) => Some(t::WinBody {
            tile: TileText::parse(&w.tile),
            source: spelled(&w.source)?,
            discarder: match &w.discarder {
                None => None,
                Some(d) => Some(spelled(d)?),
            },
            last_tile: w.last_tile,
            timing: if w.timing.is_empty() { t::TimingName::Normal } else { spelled(&w.timing)? },
        }),
    };
    Some(t::HandRequest {
        ruleset: r.ruleset.clone(),
        options,
        seat_wind: spelled(&r.seat_wind)?,
        round_wind: spelled(&r.round_wind)?,
        extra_round_wind: match &r.extra_round_wind {
            None => None,
            Some(w) => Some(spelled(w)?),
        },
        hand,
        win,
        language: r.language.clone(),
    })
}

/// The core request of a `HandRequest` message. Well-formed messages are read directly; any
/// other goes through its JSON form and the REST decoder, so both transports reject it with the
/// same pointer, code and message.
fn hand_request(r: &pb::HandRequest) -> Result<t::HandRequest, ApiError> {
    if let Some(req) = hand_request_direct(r) {
        return Ok(req);
    }
    let bytes =
        serde_json::to_vec(&hand_request_json(r)).map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))?;
    decode(&bytes)
}

/// Decodes the JSON form of a message through the REST decoder.
fn via_json<T: serde::de::DeserializeOwned>(v: Value) -> Result<T, Status> {
    let bytes = serde_json::to_vec(&v).map_err(|e| Status::internal(e.to_string()))?;
    decode(&bytes).map_err(|e| status(&e))
}

/// The gRPC message equivalent to a REST request body (tests, fuzzing seeds, tools): the body
/// rewritten into the serde form of the generated message types (a compact hand becomes
/// `{"compact": ...}`, an option value its `oneof`) and read as `T`.
pub fn message_from_rest_json<T: serde::de::DeserializeOwned>(body: &Value) -> Result<T, String> {
    fn rewrite(v: &Value) -> Value {
        match v {
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, v)| {
                        let v = match (k.as_str(), v) {
                            ("hand", Value::String(s)) => json!({"compact": s}),
                            ("options", Value::Object(opts)) => Value::Object(
                                opts.iter()
                                    .map(|(name, x)| {
                                        let ov = match x {
                                            Value::Bool(b) => json!({"value": {"BoolValue": b}}),
                                            Value::Number(n) if n.is_i64() => json!({"value": {"IntValue": n}}),
                                            _ => json!({}),
                                        };
                                        (name.clone(), ov)
                                    })
                                    .collect(),
                            ),
                            _ => rewrite(v),
                        };
                        (k.clone(), v)
                    })
                    .collect(),
            ),
            Value::Array(a) => Value::Array(a.iter().map(rewrite).collect()),
            v => v.clone(),
        }
    }
    serde_json::from_value(rewrite(body)).map_err(|e| e.to_string())
}

// ---------------------------------------------------------------------------------- from core

fn limit_pb(l: &Option<t::LimitHandBody>) -> Option<pb::LimitHand> {
    l.as_ref().map(|l| pb::LimitHand { id: l.id.clone(), name: l.name.clone(), value: l.value, waiting: l.waiting })
}

/// The JSON spelling of a unit enum (wind, claim kind): its serde name.
fn name<T: serde::Serialize>(v: T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

fn score_pb(s: t::ScoreResponse) -> pb::ScoreResponse {
    pb::ScoreResponse {
        ruleset: s.ruleset,
        mahjong: s.mahjong,
        total: s.total,
        points: s.points,
        doublings: s.doublings,
        limit_hand: limit_pb(&s.limit_hand),
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
        reasons: s.reasons.into_iter().map(|r| pb::Reason { code: r.code, message: r.message }).collect(),
    }
}

fn field_errors(v: Vec<crate::api::FieldError>) -> Vec<pb::FieldError> {
    v.into_iter().map(|f| pb::FieldError { pointer: f.pointer, code: f.code, message: f.message }).collect()
}

fn option_pb(v: &Value) -> Option<pb::OptionValue> {
    let value = match v {
        Value::Bool(b) => Some(pb::option_value::Value::BoolValue(*b)),
        Value::Number(n) => n.as_i64().map(pb::option_value::Value::IntValue),
        _ => None,
    };
    Some(pb::OptionValue { value })
}

fn settle_pb(s: t::SettleResponse) -> pb::SettleResponse {
    pb::SettleResponse {
        ruleset: s.ruleset,
        payments: s
            .payments
            .into_iter()
            .map(|p| pb::Payment { from: name(p.from), to: name(p.to), amount: p.amount })
            .collect(),
        net: Some(seat_amounts(s.net)),
        next_east: name(s.next_east),
    }
}

fn seat_amounts(p: t::PerSeat<i64>) -> pb::SeatAmounts {
    pb::SeatAmounts { east: p.east, south: p.south, west: p.west, north: p.north }
}

fn claim_ref(c: t::ClaimRef) -> pb::ClaimRef {
    pb::ClaimRef { seat: name(c.seat), kind: name(c.kind), category: c.category }
}

/// Converts a JSON value to a protobuf Struct value.
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

// ------------------------------------------------------------------------------------ service

/// The `mahjong.v1.Scoring` service over the core.
#[derive(Clone)]
pub struct ScoringService {
    core: Core,
    /// The concurrency slots of the gRPC listener: `ScoreHands` takes one per group of messages.
    permits: Arc<Semaphore>,
}

/// Most messages of a `ScoreHands` stream scored together under one slot.
const STREAM_GROUP: usize = 64;
/// Most messages in one `ScoreHands` stream.
pub const MAX_STREAM: usize = 100 * MAX_BATCH;

impl ScoringService {
    /// The service with slots of its own (the default concurrency).
    pub fn new(core: Core) -> ScoringService {
        ScoringService::with_permits(core, Arc::new(Semaphore::new(Limits::default().concurrency)))
    }

    /// The service sharing the listener's concurrency slots.
    pub fn with_permits(core: Core, permits: Arc<Semaphore>) -> ScoringService {
        ScoringService { core, permits }
    }

    fn score_one(&self, r: &pb::HandRequest, hint: Option<Lang>) -> Result<pb::ScoreResponse, ApiError> {
        self.core.score(&hand_request(r)?, hint).map(score_pb)
    }

    /// One answer of a stream: a score, or its problem listing what is left of `allowance`.
    fn stream_item(
        &self,
        r: &pb::HandRequest,
        hint: Option<Lang>,
        allowance: &mut Allowance,
    ) -> pb::score_hands_result::Result {
        match self.score_one(r, hint) {
            Ok(s) => pb::score_hands_result::Result::Score(s),
            Err(e) => pb::score_hands_result::Result::Error(problem_pb(allowance.apply(e))),
        }
    }
}

/// The problem document of an error, as a message.
fn problem_pb(e: ApiError) -> pb::Problem {
    let d = e.problem();
    pb::Problem {
        status: d.status as u32,
        title: d.title,
        detail: d.detail,
        errors: field_errors(d.errors),
        more_errors: d.more_errors as u32,
    }
}

type ResultStream = Pin<Box<dyn Stream<Item = Result<pb::ScoreHandsResult, Status>> + Send>>;

#[tonic::async_trait]
impl Scoring for ScoringService {
    async fn list_rulesets(
        &self,
        req: Request<pb::ListRulesetsRequest>,
    ) -> Result<Response<pb::ListRulesetsResponse>, Status> {
        let hint = lang_hint(&req);
        let lang = crate::api::ops::language(req.get_ref().language.as_deref(), hint).map_err(|e| status(&e))?;
        let list = self.core.rulesets(lang);
        Ok(Response::new(pb::ListRulesetsResponse {
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
                            default: option_pb(&o.default),
                            min: o.min,
                            max: o.max,
                        })
                        .collect(),
                })
                .collect(),
        }))
    }

    async fn get_ruleset(
        &self,
        req: Request<pb::GetRulesetRequest>,
    ) -> Result<Response<pb::GetRulesetResponse>, Status> {
        let def = self.core.ruleset(&req.get_ref().id).map_err(|e| status(&e))?;
        let Value::Object(o) = serde_json::to_value(def).map_err(|e| Status::internal(e.to_string()))? else {
            return Err(Status::internal("rule set is not an object"));
        };
        Ok(Response::new(pb::GetRulesetResponse { definition: Some(prost_struct(o)) }))
    }

    async fn validate_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ValidateResponse>, Status> {
        let hint = lang_hint(&req);
        let r = hand_request(req.get_ref()).map_err(|e| status(&e))?;
        let v = self.core.validate(&r, hint).map_err(|e| status(&e))?;
        Ok(Response::new(pb::ValidateResponse {
            ruleset: v.ruleset,
            valid: v.valid,
            mahjong: v.mahjong,
            problems: field_errors(v.problems),
            more_problems: v.more_problems as u32,
            reasons: v.reasons.into_iter().map(|r| pb::Reason { code: r.code, message: r.message }).collect(),
        }))
    }

    async fn score_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ScoreResponse>, Status> {
        let hint = lang_hint(&req);
        self.score_one(req.get_ref(), hint).map(Response::new).map_err(|e| status(&e))
    }

    async fn find_waits(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::WaitsResponse>, Status> {
        let hint = lang_hint(&req);
        let r = hand_request(req.get_ref()).map_err(|e| status(&e))?;
        let w = self.core.waits(&r, hint).map_err(|e| status(&e))?;
        let ws =
            |s: t::WaitScore| pb::WaitScore { mahjong: s.mahjong, total: s.total, limit_hand: limit_pb(&s.limit_hand) };
        Ok(Response::new(pb::WaitsResponse {
            ruleset: w.ruleset,
            waits: w
                .waits
                .into_iter()
                .map(|x| pb::Wait { tile: x.tile, discard: Some(ws(x.discard)), self_drawn: Some(ws(x.self_drawn)) })
                .collect(),
        }))
    }

    async fn resolve_claims(&self, req: Request<pb::ClaimsRequest>) -> Result<Response<pb::ClaimsResponse>, Status> {
        let r = req.get_ref();
        let mut o = head(&r.ruleset, &r.options);
        put(&mut o, "round_wind", &r.round_wind);
        put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
        put(&mut o, "discard", &r.discard);
        put(&mut o, "discarder", &r.discarder);
        put_opt(&mut o, "source", &r.source);
        put_opt(&mut o, "timing", &r.timing);
        let claims: Vec<Value> = r
            .claims
            .iter()
            .map(|c| {
                let mut m = Map::new();
                put(&mut m, "seat", &c.seat);
                put(&mut m, "kind", &c.kind);
                if let Some(h) = &c.hand {
                    m.insert("hand".into(), hand_json(h));
                }
                Value::Object(m)
            })
            .collect();
        o.insert("claims".into(), Value::Array(claims));
        let body: t::ClaimsRequest = via_json(Value::Object(o))?;
        let c = self.core.resolve_claims(&body).map_err(|e| status(&e))?;
        Ok(Response::new(pb::ClaimsResponse {
            ruleset: c.ruleset,
            winner: c.winner.map(claim_ref),
            void: c.void,
            ranking: c.ranking.into_iter().map(claim_ref).collect(),
            rejected: c
                .rejected
                .into_iter()
                .map(|x| pb::RejectedClaim { seat: name(x.seat), kind: name(x.kind), code: x.code, message: x.message })
                .collect(),
        }))
    }

    async fn settle_deal(&self, req: Request<pb::SettleRequest>) -> Result<Response<pb::SettleResponse>, Status> {
        let r = req.get_ref();
        let mut o = head(&r.ruleset, &r.options);
        put_opt(&mut o, "winner", &r.winner);
        if let Some(s) = &r.scores {
            o.insert("scores".into(), seats_json(s.east, s.south, s.west, s.north));
        }
        if let Some(w) = &r.win {
            let mut m = Map::new();
            put(&mut m, "source", &w.source);
            put_opt(&mut m, "discarder", &w.discarder);
            o.insert("win".into(), Value::Object(m));
        }
        if r.void {
            o.insert("void".into(), json!(true));
        }
        o.insert("previous_voids".into(), json!(r.previous_voids));
        if !r.penalties.is_empty() {
            o.insert("penalties".into(), penalties_json(&r.penalties));
        }
        let body: t::SettleRequest = via_json(Value::Object(o))?;
        self.core.settle(&body).map(|s| Response::new(settle_pb(s))).map_err(|e| status(&e))
    }

    async fn score_deal(&self, req: Request<pb::DealRequest>) -> Result<Response<pb::DealResponse>, Status> {
        let hint = lang_hint(&req);
        let r = req.get_ref();
        let mut o = head(&r.ruleset, &r.options);
        put(&mut o, "round_wind", &r.round_wind);
        put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
        let players: Vec<Value> = r
            .players
            .iter()
            .map(|p| {
                let mut m = Map::new();
                put(&mut m, "seat", &p.seat);
                if let Some(h) = &p.hand {
                    m.insert("hand".into(), hand_json(h));
                }
                if let Some(w) = &p.win {
                    m.insert("win".into(), win_json(w));
                }
                Value::Object(m)
            })
            .collect();
        o.insert("players".into(), Value::Array(players));
        if !r.penalties.is_empty() {
            o.insert("penalties".into(), penalties_json(&r.penalties));
        }
        o.insert("previous_voids".into(), json!(r.previous_voids));
        put_opt(&mut o, "language", &r.language);
        let body: t::DealRequest = via_json(Value::Object(o))?;
        let d = self.core.score_deal(&body, hint).map_err(|e| status(&e))?;
        Ok(Response::new(pb::DealResponse {
            ruleset: d.ruleset,
            winner: d.winner.map(name),
            players: d
                .players
                .into_iter()
                .map(|p| pb::DealPlayerResult { seat: name(p.seat), score: Some(score_pb(p.score)) })
                .collect(),
            settlement: Some(settle_pb(d.settlement)),
        }))
    }

    async fn reconcile_session(
        &self,
        req: Request<pb::ReconcileRequest>,
    ) -> Result<Response<pb::ReconcileResponse>, Status> {
        let r = req.get_ref();
        let mut o = Map::new();
        put(&mut o, "ruleset", &r.ruleset);
        let totals = r.totals.unwrap_or_default();
        o.insert("totals".into(), seats_json(totals.east, totals.south, totals.west, totals.north));
        let body: t::ReconcileRequest = via_json(Value::Object(o))?;
        let x = self.core.reconcile(&body).map_err(|e| status(&e))?;
        Ok(Response::new(pb::ReconcileResponse {
            ruleset: x.ruleset,
            expected: x.expected,
            difference: x.difference,
            totals: Some(seat_amounts(x.totals)),
        }))
    }

    type ScoreHandsStream = ResultStream;

    async fn score_hands(
        &self,
        req: Request<tonic::Streaming<pb::HandRequest>>,
    ) -> Result<Response<Self::ScoreHandsStream>, Status> {
        use futures_util::FutureExt;
        let hint = lang_hint(&req);
        let deadline = req.extensions().get::<Deadline>().map(|d| d.0);
        let mut input = req.into_inner();
        let svc = self.clone();
        let (tx, rx) = tokio::sync::mpsc::channel(64);
        tokio::spawn(async move {
            let late = || Status::deadline_exceeded("the stream took longer than the time limit");
            let mut index: u32 = 0;
            let mut allowance = Allowance::for_bytes(0);
            loop {
                let next = match deadline {
                    Some(d) => tokio::time::timeout_at(d, input.next()).await.unwrap_or_else(|_| Some(Err(late()))),
                    None => input.next().await,
                };
                let Some(first) = next else { break };
                // The messages that have already arrived are scored together.
                let mut group = vec![first];
                while group.len() < STREAM_GROUP && group.last().is_some_and(Result::is_ok) {
                    match input.next().now_or_never() {
                        Some(Some(m)) => group.push(m),
                        _ => break,
                    }
                }
                let mut stop = None;
                let mut msgs = Vec::with_capacity(group.len());
                for m in group {
                    match m {
                        Ok(_) if index as usize + msgs.len() >= MAX_STREAM => {
                            stop = Some(Status::resource_exhausted("at most 100,000 requests per stream"));
                            break;
                        }
                        Ok(m) => msgs.push(m),
                        Err(e) => {
                            stop = Some(e);
                            break;
                        }
                    }
                }
                let results = match svc.permits.clone().try_acquire_owned() {
                    Err(_) => {
                        let shed =
                            || ApiError::new(ErrorKind::Overloaded, "too many requests in flight; retry shortly");
                        Ok(msgs.iter().map(|_| pb::score_hands_result::Result::Error(problem_pb(shed()))).collect())
                    }
                    Ok(permit) => {
                        for m in &msgs {
                            allowance.grow(prost::Message::encoded_len(m));
                        }
                        let (svc, mut a) = (svc.clone(), allowance.clone());
                        // Scored on the blocking pool, under the slot and within the deadline.
                        let job = crate::server::heavy(move || {
                            let _permit = permit;
                            let out: Vec<_> = msgs.iter().map(|r| svc.stream_item(r, hint, &mut a)).collect();
                            (out, a)
                        });
                        let done = match deadline {
                            Some(d) => tokio::time::timeout_at(d, job).await.map_err(|_| late()),
                            None => Ok(job.await),
                        };
                        match done {
                            Ok(Ok((out, a))) => {
                                allowance = a;
                                Ok(out)
                            }
                            Ok(Err(e)) => Err(Status::internal(e.to_string())),
                            Err(s) => Err(s),
                        }
                    }
                };
                let results = match results {
                    Ok(r) => r,
                    Err(s) => {
                        let _ = tx.send(Err(s)).await;
                        break;
                    }
                };
                for result in results {
                    if tx.send(Ok(pb::ScoreHandsResult { index, result: Some(result) })).await.is_err() {
                        return;
                    }
                    index += 1;
                }
                if let Some(s) = stop {
                    let _ = tx.send(Err(s)).await;
                    break;
                }
            }
        });
        Ok(Response::new(Box::pin(tokio_stream::wrappers::ReceiverStream::new(rx))))
    }
}

// ------------------------------------------------------------------------- limits and serving

/// The deadline of a call (in its extensions): the request time limit, or the client's shorter
/// `grpc-timeout`.
#[derive(Copy, Clone, Debug)]
pub struct Deadline(pub tokio::time::Instant);

/// What the gRPC limits share.
#[derive(Clone, Debug)]
struct Gate {
    permits: Arc<Semaphore>,
    timeout: std::time::Duration,
    /// Largest message.
    max_message: usize,
    budget: BodyBudget,
}

/// Messages larger than this are decoded and handled on the blocking pool.
const INLINE_MAX: usize = 64 * 1024;

/// The limits around every gRPC call, with metrics and a request span:
/// - `grpc.health.v1.Health`: none (health answers whatever the load);
/// - unary calls: the message is read whole first (size limit, body budget, deadline), then a
///   concurrency slot is taken (UNAVAILABLE when none is free) and the call runs within the
///   deadline (DEADLINE_EXCEEDED); a large message is handled on the blocking pool;
/// - client streams (`ScoreHands`, reflection): the stream takes no slot of its own (its messages
///   do as they are scored) and its answer stream ends at the deadline.
#[derive(Clone)]
pub struct Guard<S> {
    inner: S,
    gate: Arc<Gate>,
}

type BoxFut<T> = Pin<Box<dyn std::future::Future<Output = T> + Send>>;

impl<S> tower::Service<http::Request<hyper::body::Incoming>> for Guard<S>
where
    S: tower::Service<
            http::Request<tonic::body::Body>,
            Response = http::Response<tonic::body::Body>,
            Error = std::convert::Infallible,
        > + Clone
        + Send
        + 'static,
    S::Future: Send + 'static,
{
    type Response = http::Response<tonic::body::Body>;
    type Error = std::convert::Infallible;
    type Future = BoxFut<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: http::Request<hyper::body::Incoming>) -> Self::Future {
        use crate::telemetry::{self, Transport};
        let started = Instant::now();
        let method = method_info(req.uri().path());
        let span = telemetry::request_span(Transport::Grpc, method.name, req.headers());
        let gate = self.gate.clone();
        let clone = self.inner.clone();
        let inner = std::mem::replace(&mut self.inner, clone);
        Box::pin(async move {
            let (resp, ruleset) = telemetry::around(Transport::Grpc, &span, guarded(gate, inner, method, req)).await;
            // Errors travel in the headers of a trailers-only response; absent means OK so far.
            let code = resp
                .headers()
                .get("grpc-status")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<u16>().ok())
                .unwrap_or(0);
            let outcome = match code {
                0 => "ok",
                3 => "rejected",
                _ => "error",
            };
            telemetry::finish(
                &span,
                &telemetry::Finished {
                    transport: Transport::Grpc,
                    operation: method.name,
                    status: code,
                    outcome,
                    ruleset: ruleset.as_deref(),
                    started,
                },
            );
            Ok(resp)
        })
    }
}

/// One call under the limits (see [`Guard`]).
async fn guarded<S>(
    gate: Arc<Gate>,
    mut inner: S,
    method: &'static Method,
    req: http::Request<hyper::body::Incoming>,
) -> http::Response<tonic::body::Body>
where
    S: tower::Service<
            http::Request<tonic::body::Body>,
            Response = http::Response<tonic::body::Body>,
            Error = std::convert::Infallible,
        > + Send
        + 'static,
    S::Future: Send + 'static,
{
    use crate::server::body::{BodyError, read_whole};
    let answer = |r: Result<http::Response<tonic::body::Body>, std::convert::Infallible>| match r {
        Ok(r) => r,
        Err(e) => match e {},
    };
    if method.health {
        return answer(inner.call(req.map(tonic::body::Body::new)).await);
    }
    let timeout = grpc_timeout(req.headers()).map_or(gate.timeout, |t| t.min(gate.timeout));
    let deadline = tokio::time::Instant::now() + timeout;
    let conn = req.extensions().get::<ConnHandle>().cloned();
    let (mut parts, mut body) = req.into_parts();
    parts.extensions.insert(Deadline(deadline));
    if method.client_streaming {
        let resp = answer(inner.call(http::Request::from_parts(parts, tonic::body::Body::new(body))).await);
        return resp.map(|b| tonic::body::Body::new(DeadlineBody::new(b, deadline)));
    }
    // The 5-byte gRPC frame header comes on top of the message.
    let (bytes, held) = match read_whole(&mut body, gate.max_message + 5, &gate.budget, deadline).await {
        Ok(read) => read,
        Err(BodyError::TooLarge(_)) => {
            return Status::resource_exhausted(format!("the message is larger than {} bytes", gate.max_message))
                .into_http();
        }
        Err(BodyError::Busy(_)) => {
            return Status::unavailable("too many request messages in flight; retry shortly").into_http();
        }
        Err(BodyError::Slow) => {
            return Status::deadline_exceeded("the request message did not arrive within the time limit").into_http();
        }
        Err(BodyError::Broken(e)) => {
            return Status::cancelled(format!("the request stream broke off: {e}")).into_http();
        }
    };
    let Ok(_permit) = gate.permits.clone().try_acquire_owned() else {
        return Status::unavailable("too many requests in flight; retry shortly").into_http();
    };
    let _busy = conn.as_ref().map(ConnHandle::busy);
    let large = bytes.len() > INLINE_MAX;
    let req = http::Request::from_parts(parts, tonic::body::Body::new(http_body_util::Full::new(bytes)));
    let call = inner.call(req);
    let work = async move {
        if large {
            // Decoding, validating and encoding a large message: on the blocking pool.
            let rt = tokio::runtime::Handle::current();
            match crate::server::heavy(move || rt.block_on(call)).await {
                Ok(r) => answer(r),
                Err(e) => Status::internal(e.to_string()).into_http(),
            }
        } else {
            answer(call.await)
        }
    };
    let resp = match tokio::time::timeout_at(deadline, work).await {
        Ok(r) => r,
        Err(_) => Status::deadline_exceeded("the request took longer than the time limit").into_http(),
    };
    drop(held);
    if method.server_streaming { resp.map(|b| tonic::body::Body::new(DeadlineBody::new(b, deadline))) } else { resp }
}

/// The client's `grpc-timeout` header (`<digits><unit>`, unit one of H M S m u n).
fn grpc_timeout(headers: &http::HeaderMap) -> Option<std::time::Duration> {
    let v = headers.get("grpc-timeout")?.to_str().ok()?;
    if v.len() < 2 || v.len() > 9 {
        return None;
    }
    let (digits, unit) = v.split_at(v.len() - 1);
    let n: u64 = digits.parse().ok()?;
    use std::time::Duration;
    Some(match unit {
        "H" => Duration::from_secs(n.saturating_mul(3600)),
        "M" => Duration::from_secs(n.saturating_mul(60)),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return None,
    })
}

pin_project_lite::pin_project! {
    /// An answer stream that ends with DEADLINE_EXCEEDED when the deadline passes first.
    struct DeadlineBody {
        #[pin]
        inner: tonic::body::Body,
        #[pin]
        sleep: tokio::time::Sleep,
        done: bool,
    }
}

impl DeadlineBody {
    fn new(inner: tonic::body::Body, deadline: tokio::time::Instant) -> DeadlineBody {
        DeadlineBody { inner, sleep: tokio::time::sleep_until(deadline), done: false }
    }
}

impl http_body::Body for DeadlineBody {
    type Data = bytes::Bytes;
    type Error = Status;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<bytes::Bytes>, Status>>> {
        let this = self.project();
        if *this.done {
            return Poll::Ready(None);
        }
        match this.inner.poll_frame(cx) {
            Poll::Ready(Some(Ok(f))) => {
                *this.done = f.is_trailers();
                Poll::Ready(Some(Ok(f)))
            }
            Poll::Ready(other) => {
                *this.done = other.is_none();
                Poll::Ready(other)
            }
            Poll::Pending => match this.sleep.poll(cx) {
                Poll::Ready(()) => {
                    *this.done = true;
                    let mut trailers = http::HeaderMap::new();
                    let status = Status::deadline_exceeded("the stream took longer than the time limit");
                    if status.add_header(&mut trailers).is_err() {
                        trailers.insert("grpc-status", http::HeaderValue::from_static("4"));
                    }
                    Poll::Ready(Some(Ok(http_body::Frame::trailers(trailers))))
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.done
    }
}

/// A method the server knows.
#[derive(Debug)]
struct Method {
    /// The method name (`ScoreHand`), a metric label.
    name: &'static str,
    client_streaming: bool,
    server_streaming: bool,
    /// `grpc.health.v1.Health`: outside every limit.
    health: bool,
}

/// The method of a gRPC path (`/mahjong.v1.Scoring/ScoreHand`): methods of the services this
/// server knows (from their descriptor sets), and `(unknown)` (a unary call) for any other
/// path, so that a client cannot grow the label set.
fn method_info(path: &str) -> &'static Method {
    static KNOWN: std::sync::OnceLock<HashMap<String, &'static Method>> = std::sync::OnceLock::new();
    static UNKNOWN: Method =
        Method { name: "(unknown)", client_streaming: false, server_streaming: false, health: false };
    let known = KNOWN.get_or_init(|| {
        let mut m = HashMap::new();
        for set in [
            DESCRIPTOR_SET,
            tonic_health::pb::FILE_DESCRIPTOR_SET,
            tonic_reflection::pb::v1::FILE_DESCRIPTOR_SET,
            tonic_reflection::pb::v1alpha::FILE_DESCRIPTOR_SET,
        ] {
            let Ok(fds) = <prost_types::FileDescriptorSet as prost::Message>::decode(set) else { continue };
            for file in fds.file {
                let package = file.package.unwrap_or_default();
                for service in file.service {
                    let service_name = service.name.unwrap_or_default();
                    for method in service.method {
                        let info = Method {
                            name: Box::leak(method.name.unwrap_or_default().into_boxed_str()),
                            client_streaming: method.client_streaming.unwrap_or(false),
                            server_streaming: method.server_streaming.unwrap_or(false),
                            health: package == "grpc.health.v1",
                        };
                        m.insert(format!("/{package}.{service_name}/{}", info.name), &*Box::leak(Box::new(info)));
                    }
                }
            }
        }
        m
    });
    known.get(path).copied().unwrap_or(&UNKNOWN)
}

/// The gRPC health service's state, turned to NOT_SERVING by the drain.
#[derive(Clone)]
pub struct Health(tonic_health::server::HealthReporter);

impl Health {
    /// Both the whole server (`""`) and `mahjong.v1.Scoring` report NOT_SERVING.
    pub async fn not_serving(&self) {
        self.0.set_not_serving::<ScoringServer<ScoringService>>().await;
        self.0.set_service_status("", tonic_health::ServingStatus::NotServing).await;
    }
}

/// The gRPC service (the scoring service, health, reflection) under its limits, and its health
/// state.
pub async fn service(core: Core, limits: &Limits, budget: BodyBudget) -> (Guard<tonic::service::Routes>, Health) {
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    health_reporter.set_serving::<ScoringServer<ScoringService>>().await;
    let permits = Arc::new(Semaphore::new(limits.concurrency));
    let max = limits.max_message_bytes;
    let scoring =
        ScoringServer::new(ScoringService::with_permits(core, permits.clone())).max_decoding_message_size(max);
    let mut routes = tonic::service::Routes::new(health_service.max_decoding_message_size(max)).add_service(scoring);
    match tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1()
    {
        Ok(r) => routes = routes.add_service(r.max_decoding_message_size(max)),
        Err(e) => tracing::error!(error = %e, "reflection"),
    }
    let gate = Gate { permits, timeout: limits.timeout, max_message: max, budget };
    (Guard { inner: routes.prepare(), gate: Arc::new(gate) }, Health(health_reporter))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The direct reading of a message gives exactly what its JSON form decodes to, and leaves
    /// every message it cannot read to the JSON path (which then reports the REST error).
    #[test]
    fn direct_reading_equals_the_json_path() {
        let bodies = [
            json!({"ruleset": "ecr", "seat_wind": "south", "round_wind": "east",
                "hand": {"concealed": ["c2", "c3", "c4", "d6", "d7", "d8", "ws", "ws"],
                    "melds": [{"kind": "pung", "tiles": ["dg", "dg", "dg"], "exposed": true},
                              {"kind": "kong", "tiles": ["b3", "b3", "b3", "b3"], "exposed": false}],
                    "bonus": ["f2"]},
                "win": {"tile": "ws", "source": "discard", "discarder": "west", "last_tile": true},
                "language": "nl"}),
            json!({"ruleset": "italian", "options": {"x": 2, "y": true}, "seat_wind": "east",
                "round_wind": "east", "extra_round_wind": "north", "hand": "b1b2b3 (drdrdr) xx",
                "win": {"tile": "b1", "source": "wall", "timing": "heavenly"}}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
                "hand": {"concealed": ["zz", "B1"], "melds": [{"kind": "trio", "tiles": []}]}}),
            json!({"ruleset": "ecr", "seat_wind": "up", "round_wind": "east", "hand": "b1"}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1",
                "win": {"tile": "b1", "source": "sky"}}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1",
                "win": {"tile": "b1", "source": "wall", "discarder": "nowhere"}}),
            json!({"ruleset": "", "seat_wind": "east", "round_wind": "east", "hand": "b1"}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east"}),
        ];
        let mut direct = 0;
        for body in bodies {
            let msg = crate::loadtest::hand_request_pb(&body).expect("maps to a message");
            let via_json: Result<t::HandRequest, ApiError> =
                decode(&serde_json::to_vec(&hand_request_json(&msg)).unwrap());
            match hand_request_direct(&msg) {
                Some(r) => {
                    direct += 1;
                    assert_eq!(Ok(&r), via_json.as_ref().map_err(|e| e.detail.clone()), "{body}");
                }
                None => assert!(via_json.is_err(), "{body}: readable JSON but no direct reading"),
            }
            assert_eq!(hand_request(&msg).map_err(|e| e.errors), via_json.map_err(|e| e.errors), "{body}");
        }
        assert_eq!(direct, 3);
    }
}
