//! The fuzz targets' bodies: every request decoder and operation of both transports, with the
//! properties every answer must have whatever the input:
//! - no panic, no hang (libFuzzer's timeout), no internal error (500 / INTERNAL): bad input is
//!   a 4xx / INVALID_ARGUMENT with pointers (gRPC's standard INTERNAL for a message that is not
//!   protobuf at all is the one exception);
//! - an answer lists at most `MAX_PROBLEMS` problems, a batch or stream within its allowance,
//!   and no message, detail or pointer is longer than its bound (no echo of the input);
//! - an answer is never many times the size of its request.
//!
//! Inputs: `rest_json` takes `<operation>\n<JSON body>` (operation as in the golden cases:
//! score, validate, waits, claims, settle, deal, reconcile, session, tournament, batch);
//! `grpc_message` takes
//! `<operation>\n<protobuf message>`, sent through the generated tonic service exactly as a
//! client's message would be; `grpc_stream` takes a gRPC-framed `ScoreHands` request stream.
//! `cargo run --example fuzz_seeds` (in the service's crate) writes seeds from the golden cases.

use std::sync::OnceLock;

use bytes::{Buf, Bytes};
use http_body_util::BodyExt;
use mahjong_scoring::api::decode::decode;
use mahjong_scoring::api::error::{Allowance, BYTES_PER_LISTED_PROBLEM, MAX_MESSAGE, MAX_POINTER, MAX_PROBLEMS};
use mahjong_scoring::api::{ApiError, Core, ErrorKind, FieldError};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::grpc::ScoringService;
use mahjong_scoring::grpc::pb::{self, scoring_server::ScoringServer};
use mahjong_scoring::types::{
    BatchRequest, ClaimsRequest, DealRequest, HandRequest, ReconcileRequest, SessionRequest, SettleRequest,
    TournamentRequest,
};
use serde::Serialize;
use tonic_types::StatusExt;
use tower::ServiceExt;

fn core() -> &'static Core {
    static CORE: OnceLock<Core> = OnceLock::new();
    CORE.get_or_init(|| Core::new(Registry::builtin()))
}

fn runtime() -> &'static tokio::runtime::Runtime {
    static RT: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RT.get_or_init(|| tokio::runtime::Builder::new_current_thread().build().expect("a runtime"))
}

/// `<operation>\n<body>`.
fn split(data: &[u8]) -> Option<(&str, &[u8])> {
    let nl = data.iter().position(|b| *b == b'\n')?;
    Some((std::str::from_utf8(&data[..nl]).ok()?, &data[nl + 1..]))
}

/// An answer may be this many times its request, plus a constant (a score's itemised breakdown
/// is about 1 KB whatever the request's size).
const RATIO: usize = 12;
const SLACK: usize = 32 * 1024;

/// The bound on a message: [`MAX_MESSAGE`] bytes and an ellipsis.
const MESSAGE_BOUND: usize = MAX_MESSAGE + 3;

fn check_text(what: &str, s: &str) {
    assert!(s.len() <= MESSAGE_BOUND, "{what} of {} bytes: {:?}", s.len(), &s[..s.len().min(200)]);
}

fn check_field(f: &FieldError) {
    assert!(f.pointer.len() <= MAX_POINTER, "pointer of {} bytes", f.pointer.len());
    check_text("message", &f.message);
}

fn check_error(e: &ApiError) {
    assert_ne!(e.kind, ErrorKind::Internal, "bad input answered as an internal error: {e:?}");
    assert!(e.errors.len() <= MAX_PROBLEMS, "{} problems listed", e.errors.len());
    check_text("detail", &e.detail);
    e.errors.iter().for_each(check_field);
}

fn check_size(request: usize, answer: &impl Serialize) {
    let n = serde_json::to_vec(answer).map(|v| v.len()).unwrap_or(0);
    assert!(n <= RATIO * request + SLACK, "an answer of {n} bytes to a request of {request}");
}

/// A REST operation on a JSON body, as the REST adapter runs it.
pub fn rest_json(data: &[u8]) {
    let Some((op, body)) = split(data) else { return };
    let c = core();
    fn answer<T: Serialize>(body: &[u8], r: Result<T, ApiError>) {
        match r {
            Ok(a) => check_size(body.len(), &a),
            Err(e) => {
                check_error(&e);
                check_size(body.len(), &e.problem());
            }
        }
    }
    match op {
        "score" => answer(body, decode::<HandRequest>(body).and_then(|r| c.score(&r, None))),
        "waits" => answer(body, decode::<HandRequest>(body).and_then(|r| c.waits(&r, None))),
        "validate" => {
            let r = decode::<HandRequest>(body).and_then(|r| c.validate(&r, None));
            if let Ok(v) = &r {
                assert!(v.problems.len() <= MAX_PROBLEMS);
                v.problems.iter().for_each(check_field);
            }
            answer(body, r)
        }
        "claims" => answer(body, decode::<ClaimsRequest>(body).and_then(|r| c.resolve_claims(&r))),
        "settle" => answer(body, decode::<SettleRequest>(body).and_then(|r| c.settle(&r))),
        "deal" => answer(body, decode::<DealRequest>(body).and_then(|r| c.score_deal(&r, None))),
        "reconcile" => answer(body, decode::<ReconcileRequest>(body).and_then(|r| c.reconcile(&r))),
        "session" => answer(body, decode::<SessionRequest>(body).and_then(|r| c.score_session(&r, None))),
        "tournament" => answer(body, decode::<TournamentRequest>(body).and_then(|r| c.tournament(&r, None))),
        "batch" => {
            let r = decode::<BatchRequest>(body)
                .and_then(|r| c.score_batch(&r, None, &mut Allowance::for_bytes(body.len())));
            if let Ok(b) = &r {
                let listed: usize = b.results.iter().filter_map(|i| i.error.as_ref()).map(|e| e.errors.len()).sum();
                assert!(listed <= MAX_PROBLEMS + body.len() / BYTES_PER_LISTED_PROBLEM, "{listed} problems listed");
                for e in b.results.iter().filter_map(|i| i.error.as_ref()) {
                    assert!(e.errors.len() <= MAX_PROBLEMS && e.status != 500, "{e:?}");
                    e.errors.iter().for_each(check_field);
                }
            }
            answer(body, r)
        }
        _ => {}
    }
}

/// The gRPC method of an operation name.
fn method(op: &str) -> Option<&'static str> {
    Some(match op {
        "score" => "ScoreHand",
        "validate" => "ValidateHand",
        "waits" => "FindWaits",
        "claims" => "ResolveClaims",
        "settle" => "SettleDeal",
        "deal" => "ScoreDeal",
        "reconcile" => "ReconcileSession",
        "session" => "ScoreSession",
        "tournament" => "TournamentStandings",
        "rulesets" => "ListRulesets",
        "ruleset" => "GetRuleset",
        _ => return None,
    })
}

/// Sends `body` (gRPC-framed messages) to a method of the generated service; the answer's data
/// and its status.
fn call(method: &str, body: Bytes) -> (Bytes, tonic::Status) {
    static SERVER: OnceLock<ScoringServer<ScoringService>> = OnceLock::new();
    let server = SERVER.get_or_init(|| ScoringServer::new(ScoringService::new(core().clone()))).clone();
    let req = http::Request::post(format!("/mahjong.v1.Scoring/{method}"))
        .header("content-type", "application/grpc")
        .header("te", "trailers")
        .body(tonic::body::Body::new(http_body_util::Full::new(body)))
        .expect("a request");
    runtime().block_on(async move {
        let resp = match server.oneshot(req).await {
            Ok(r) => r,
            Err(e) => match e {},
        };
        let (parts, body) = resp.into_parts();
        let collected = body.collect().await.expect("the answer is read");
        let trailers = collected.trailers().cloned().unwrap_or_else(|| parts.headers.clone());
        let status = tonic::Status::from_header_map(&trailers).unwrap_or_else(|| tonic::Status::ok(""));
        (collected.to_bytes(), status)
    })
}

fn frame(msg: &[u8]) -> Bytes {
    let mut f = Vec::with_capacity(msg.len() + 5);
    f.push(0);
    f.extend_from_slice(&(msg.len() as u32).to_be_bytes());
    f.extend_from_slice(msg);
    Bytes::from(f)
}

/// The messages of a gRPC-framed body.
fn messages(mut data: Bytes) -> Vec<Bytes> {
    let mut out = Vec::new();
    while data.len() >= 5 {
        let len = u32::from_be_bytes([data[1], data[2], data[3], data[4]]) as usize;
        data.advance(5);
        if len > data.len() {
            break;
        }
        out.push(data.split_to(len));
    }
    out
}

fn check_status(s: &tonic::Status) {
    use tonic::Code;
    // gRPC's status codes document: a request that does not parse (its framing, or its
    // protobuf) is INTERNAL; tonic answers so before any of the service's code runs.
    let tonic_decoding = ["failed to decode Protobuf message", "protocol error", "Unexpected EOF decoding stream"];
    let undecodable = s.code() == Code::Internal && tonic_decoding.iter().any(|m| s.message().starts_with(m));
    assert!(!matches!(s.code(), Code::Internal | Code::Unknown) || undecodable, "{s:?}");
    check_text("status message", s.message());
    if let Some(bad) = s.get_details_bad_request() {
        assert!(bad.field_violations.len() <= MAX_PROBLEMS, "{} violations", bad.field_violations.len());
        for v in &bad.field_violations {
            assert!(v.field.len() <= MAX_POINTER);
            // "<code>: <message>"
            assert!(v.description.len() <= MESSAGE_BOUND + 64);
        }
    }
}

/// A unary gRPC call with a protobuf message, through the generated service.
pub fn grpc_message(data: &[u8]) {
    let Some((op, msg)) = split(data) else { return };
    let Some(method) = method(op) else { return };
    let (answer, status) = call(method, frame(msg));
    check_status(&status);
    assert!(answer.len() <= RATIO * msg.len() + SLACK, "an answer of {} bytes to {}", answer.len(), msg.len());
    if method == "ValidateHand" {
        for m in messages(answer) {
            let v = <pb::ValidateResponse as prost::Message>::decode(m).expect("the service's own answer decodes");
            assert!(v.problems.len() <= MAX_PROBLEMS);
        }
    }
}

/// A `ScoreHands` stream.
pub fn grpc_stream(data: &[u8]) {
    let (answer, status) = call("ScoreHands", Bytes::copy_from_slice(data));
    check_status(&status);
    let mut listed = 0;
    for m in messages(answer) {
        let r = <pb::ScoreHandsResult as prost::Message>::decode(m).expect("the service's own answer decodes");
        if let Some(pb::score_hands_result::Result::Error(p)) = r.result {
            assert!(p.errors.len() <= MAX_PROBLEMS && p.status != 500, "{p:?}");
            listed += p.errors.len();
        }
    }
    assert!(listed <= MAX_PROBLEMS + data.len() / BYTES_PER_LISTED_PROBLEM, "{listed} problems listed");
}
