//! The fuzz targets' bodies. Every input enters where a listener hands a request over:
//! - REST: the served axum app ([`mahjong_scoring::server::http_app`]) gets an HTTP request
//!   (tower `oneshot`), so it passes the body step (`rest::read_body`, which answers
//!   `/v1/hands/score` itself), the routing and the handlers;
//! - gRPC: the served service ([`mahjong_scoring::grpc::service`], the `Guard` with its
//!   hand-written readers for `ScoreHand` and `ScoreHands`) gets gRPC-framed HTTP/2 requests
//!   over a loopback TCP connection served by hyper, as the listener serves one.
//!
//! Both run on a multi-threaded runtime as the server's own, so a request's work runs on worker
//! threads with the server's stack size.
//!
//! Whatever the input, an answer must have these properties:
//! - no panic, no hang (libFuzzer's timeout), no 5xx and no gRPC INTERNAL / UNKNOWN / DATA_LOSS:
//!   bad input is a 4xx / INVALID_ARGUMENT (or RESOURCE_EXHAUSTED, ...) with pointers, broken
//!   frames and undecodable messages included;
//! - an answer lists at most `MAX_PROBLEMS` problems, a batch or stream within its allowance,
//!   and no message, detail or pointer is longer than its bound (no echo of the input);
//! - an answer is never more than [`RATIO`] times its request plus [`SLACK`];
//! - a body nested deeper than [`DEEP`] levels is refused (400, or 413 past the size limit).
//!
//! Inputs: `rest_json` takes `<operation>[ <accept>]\n<body>`; `grpc_message` takes
//! `<operation>[ raw]\n<protobuf message>` (framed by the target, or with `raw` sent as the body
//! as it is); `grpc_stream` takes a gRPC-framed `ScoreHands` request stream; `rest_structured`
//! takes libFuzzer's bytes as the choices of [`json`]. Operations are named, and mapped to their
//! REST paths, gRPC methods and message limits, by the service's operation table
//! ([`mahjong_scoring::types::Operation`]). `cargo run --example fuzz_seeds` (in the service's
//! crate) writes seeds from the golden cases.

pub mod json;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use bytes::{Buf, Bytes};
use http::{HeaderMap, HeaderValue, StatusCode, header};
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http2::SendRequest;
use hyper_util::rt::{TokioExecutor, TokioIo};
use mahjong_scoring::api::Core;
use mahjong_scoring::api::error::{BYTES_PER_LISTED_PROBLEM, MAX_MESSAGE, MAX_POINTER, MAX_PROBLEMS};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::grpc::pb;
use mahjong_scoring::rest::AppState;
use mahjong_scoring::server::{BodyBudget, Limits, http_app};
use mahjong_scoring::types::Operation;
use serde_json::Value;
use tonic_types::StatusExt;
use tower::ServiceExt;

// -------------------------------------------------------------------------- the served service

/// The service as `serve` builds it (default limits), and a connection to its gRPC side.
struct Served {
    rt: tokio::runtime::Runtime,
    rest: axum::Router,
    grpc: mahjong_scoring::grpc::Guard<tonic::service::Routes>,
    conn: Mutex<Option<SendRequest<Full<Bytes>>>>,
    limits: Limits,
}

fn served() -> &'static Served {
    static SERVED: OnceLock<Served> = OnceLock::new();
    SERVED.get_or_init(|| {
        // As `main` builds it: worker threads and the blocking pool with the service's stacks.
        let rt = mahjong_scoring::server::runtime().expect("a runtime");
        let core = Core::new(Registry::builtin());
        let limits = Limits::default();
        let budget = BodyBudget::new(limits.max_buffered_bytes);
        let state = AppState {
            core: core.clone(),
            ready: std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true)),
            metrics: std::sync::Arc::new(String::new),
        };
        let (grpc, rest) = rt.block_on(async {
            let rest = http_app(state, &limits, budget.clone());
            let (grpc, _health) = mahjong_scoring::grpc::service(core, &limits, budget).await;
            (grpc, rest)
        });
        Served { rt, rest, grpc, conn: Mutex::new(None), limits }
    })
}

/// A new HTTP/2 connection to the gRPC service over loopback TCP, served by hyper as the listener
/// serves one (the service takes hyper's own request bodies). (An in-memory pipe would do, but
/// tokio's keeps the bytes it has passed on in a buffer LeakSanitizer cannot see into: a
/// connection torn down at exit with a frame in it reads as a leak.)
async fn connect(grpc: mahjong_scoring::grpc::Guard<tonic::service::Routes>) -> SendRequest<Full<Bytes>> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback listener");
    let addr = listener.local_addr().expect("its address");
    let (client, server) = tokio::join!(tokio::net::TcpStream::connect(addr), listener.accept());
    let (client, (server, _)) = (client.expect("a connection"), server.expect("the connection accepted"));
    // As the listener sets its connections.
    let _ = (client.set_nodelay(true), server.set_nodelay(true));
    let service = hyper_util::service::TowerToHyperService::new(grpc);
    tokio::spawn(
        hyper::server::conn::http2::Builder::new(TokioExecutor::new()).serve_connection(TokioIo::new(server), service),
    );
    let (sender, conn) = hyper::client::conn::http2::Builder::new(TokioExecutor::new())
        .handshake(TokioIo::new(client))
        .await
        .expect("an HTTP/2 connection");
    tokio::spawn(conn);
    sender
}

/// An answer as the client sees it.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: Bytes,
    trailers: Option<HeaderMap>,
}

/// A REST request to the served app; the answer read whole.
fn rest_call(req: http::Request<Full<Bytes>>) -> Answer {
    let s = served();
    let app = s.rest.clone();
    s.rt.block_on(async move {
        // On a worker thread, as a connection's task runs it.
        let call = tokio::spawn(async move {
            let resp = match app.oneshot(req).await {
                Ok(r) => r,
                Err(e) => match e {},
            };
            let (parts, body) = resp.into_parts();
            let body = body.collect().await.expect("the answer body is read").to_bytes();
            Answer { status: parts.status, headers: parts.headers, body, trailers: None }
        });
        call.await.expect("the request's task ends")
    })
}

/// A gRPC request to the served service (the body as given: frames and all); the answer read
/// whole.
fn grpc_call(path: &str, body: Bytes) -> Answer {
    let s = served();
    let req = http::Request::post(format!("http://fuzz.local{path}"))
        .header(header::CONTENT_TYPE, "application/grpc")
        .header(header::TE, "trailers")
        .body(Full::new(body))
        .expect("a request");
    s.rt.block_on(async move {
        let open = s.conn.lock().expect("the connection").take().filter(|c| !c.is_closed());
        let mut sender = match open {
            Some(c) => c,
            None => connect(s.grpc.clone()).await,
        };
        sender.ready().await.expect("the connection takes a request");
        let resp = sender.send_request(req).await;
        *s.conn.lock().expect("the connection") = Some(sender);
        let resp = resp.unwrap_or_else(|e| panic!("the call failed on the connection: {e:?}"));
        let (parts, body) = resp.into_parts();
        let collected = body.collect().await.unwrap_or_else(|e| panic!("the answer stream failed: {e:?}"));
        let trailers = collected.trailers().cloned();
        Answer { status: parts.status, headers: parts.headers, body: collected.to_bytes(), trailers }
    })
}

// --------------------------------------------------------------------------------- the oracle

/// An answer may be this many times its request, plus [`SLACK`] (a score's itemised breakdown
/// is about 1 KB whatever the request's size).
pub const RATIO: usize = 12;
pub const SLACK: usize = 32 * 1024;

/// An answer holding several scores (a batch, a stream) may hold this much per score besides:
/// a score's breakdown and arrangement do not shrink with its request, and a batch of a thousand
/// hands in short compact notation answers each with its whole breakdown (the one-hour
/// `rest_structured` run of 7 December 2026 found a batch answered at 12.3 times its size:
/// 1,476 bytes a hand). The largest score answer among the golden cases is 2,087 bytes; the
/// batch and the stream are bounded in hands (`MAX_BATCH`, `MAX_STREAM`), so the answer is too.
pub const PER_SCORE: usize = 4 * 1024;

/// A body nested deeper than this must be refused (400 `too_deep`, or 413 past the size limit),
/// never answered or crashed on.
pub const DEEP: usize = 1000;

/// The bound on a message: [`MAX_MESSAGE`] bytes and an ellipsis.
const MESSAGE_BOUND: usize = MAX_MESSAGE + 3;

/// With `FUZZ_SHOW` set, each request and its answer in a line on stderr (replaying an input).
fn show(what: &str, request: usize, status: impl std::fmt::Display, answer: usize) {
    static ON: OnceLock<bool> = OnceLock::new();
    if *ON.get_or_init(|| std::env::var_os("FUZZ_SHOW").is_some()) {
        eprintln!("{what}: a request of {request} bytes answered {status}, {answer} bytes");
    }
}

fn excerpt(b: &[u8]) -> String {
    String::from_utf8_lossy(&b[..b.len().min(400)]).into_owned()
}

fn check_text(what: &str, s: &str) {
    assert!(s.len() <= MESSAGE_BOUND, "{what} of {} bytes: {:?}", s.len(), &s[..s.len().min(200)]);
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

/// One listed problem (`errors` of a problem document, `problems` of a validation).
fn check_field(f: &Value) {
    let pointer = text(f, "pointer");
    assert!(pointer.len() <= MAX_POINTER, "pointer of {} bytes", pointer.len());
    check_text("message", text(f, "message"));
}

/// A problem document (alone or inside a batch answer); the problems it lists.
fn check_problem(doc: &Value) -> usize {
    let status = doc.get("status").and_then(Value::as_u64).unwrap_or(0);
    assert!((400..500).contains(&status), "a problem with status {status}: {doc}");
    check_text("detail", text(doc, "detail"));
    let errors = doc.get("errors").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
    assert!(errors.len() <= MAX_PROBLEMS, "{} problems listed", errors.len());
    errors.iter().for_each(check_field);
    errors.len()
}

/// `scores`: how many scores the answer holds (batch results, stream messages; 0 for others).
fn check_size(request: usize, answer: usize, scores: usize) {
    let bound = (RATIO * request).max(PER_SCORE * scores) + SLACK;
    assert!(answer <= bound, "an answer of {answer} bytes ({scores} scores) to a request of {request}");
}

fn content_type(headers: &HeaderMap) -> &str {
    headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("")
}

/// The checks of a REST answer to operation `op` with a request body of `request` bytes.
fn check_rest(op: Operation, request: usize, a: &Answer) {
    assert!(!a.status.is_server_error(), "{op:?} answered {}: {}", a.status, excerpt(&a.body));
    let ct = content_type(&a.headers);
    let json = ct.starts_with("application/json") || ct.starts_with("application/problem+json");
    let mut scores = 0;
    if json {
        let v: Value = serde_json::from_slice(&a.body)
            .unwrap_or_else(|e| panic!("an answer that is not JSON ({e}): {}", excerpt(&a.body)));
        if ct.starts_with("application/problem+json") {
            assert_eq!(v.get("status").and_then(Value::as_u64), Some(u64::from(a.status.as_u16())), "{v}");
            check_problem(&v);
        } else if op == Operation::ValidateHand {
            let problems = v.get("problems").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
            assert!(problems.len() <= MAX_PROBLEMS, "{} problems listed", problems.len());
            problems.iter().for_each(check_field);
        } else if op == Operation::ScoreBatch {
            let results = v.get("results").and_then(Value::as_array).map_or(&[][..], Vec::as_slice);
            let listed: usize = results.iter().filter_map(|r| r.get("error")).map(check_problem).sum();
            assert!(listed <= MAX_PROBLEMS + request / BYTES_PER_LISTED_PROBLEM, "{listed} problems listed");
            scores = results.len();
        }
    }
    // A GET's answer does not grow with its input (and a rule set's description is its own size).
    if op.entry().request.is_some() {
        check_size(request, a.body.len(), scores);
    }
}

/// The gRPC status of an answer (its trailers, or the headers of a trailers-only answer).
fn grpc_status(a: &Answer) -> tonic::Status {
    let from = a.trailers.as_ref().filter(|t| t.contains_key("grpc-status")).unwrap_or(&a.headers);
    tonic::Status::from_header_map(from)
        .unwrap_or_else(|| panic!("no grpc-status in {:?} / {:?}", a.headers, a.trailers))
}

/// The checks of a gRPC answer's status.
fn check_status(a: &Answer) -> tonic::Status {
    use tonic::Code;
    assert_eq!(a.status, StatusCode::OK, "an HTTP status other than 200 for a gRPC call");
    let s = grpc_status(a);
    assert!(!matches!(s.code(), Code::Internal | Code::Unknown | Code::DataLoss), "{s:?}");
    check_text("status message", s.message());
    if let Some(bad) = s.get_details_bad_request() {
        assert!(bad.field_violations.len() <= MAX_PROBLEMS, "{} violations", bad.field_violations.len());
        for v in &bad.field_violations {
            assert!(v.field.len() <= MAX_POINTER);
            // "<code>: <message>"
            assert!(v.description.len() <= MESSAGE_BOUND + 64);
        }
    }
    s
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

// ---------------------------------------------------------------------------------- the targets

/// `<head>\n<rest>`, the head split at its first space.
fn split(data: &[u8]) -> Option<(&str, &str, &[u8])> {
    let nl = data.iter().position(|b| *b == b'\n')?;
    let head = std::str::from_utf8(&data[..nl]).ok()?;
    let (name, arg) = head.split_once(' ').unwrap_or((head, ""));
    Some((name, arg, &data[nl + 1..]))
}

/// Percent-encodes everything but unreserved characters.
fn percent(input: &[u8]) -> String {
    let mut s = String::with_capacity(input.len() * 3);
    for &b in input {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            s.push(b as char);
        } else {
            s.push_str(&format!("%{b:02X}"));
        }
    }
    s
}

/// Sends `body` to operation `op` of the served REST app, with `accept` as the `Accept` header
/// when not empty, and checks the answer: a POST with `body` as its JSON body, a GET with `body`
/// as its path's parameter (`/v1/rulesets/{id}`) or else its `language` query. None where REST
/// does not serve the operation.
fn rest_request(op: Operation, accept: &str, body: &[u8]) -> Option<Answer> {
    let (method, path) = op.entry().rest?;
    let (method, uri, body) = match (method, path.split_once('{')) {
        ("POST", _) => (http::Method::POST, path.to_string(), Bytes::copy_from_slice(body)),
        (_, Some((head, param))) => {
            let tail = param.split_once('}').map_or("", |(_, t)| t);
            (http::Method::GET, format!("{head}{}{tail}", percent(body)), Bytes::new())
        }
        (_, None) => (http::Method::GET, format!("{path}?language={}", percent(body)), Bytes::new()),
    };
    let mut req = http::Request::builder().method(method).uri(uri);
    if !body.is_empty() {
        req = req.header(header::CONTENT_TYPE, "application/json").header(header::CONTENT_LENGTH, body.len());
    }
    if let Ok(v) = HeaderValue::from_str(accept)
        && !accept.is_empty()
    {
        req = req.header(header::ACCEPT, v);
    }
    let req = req.body(Full::new(body.clone())).ok()?;
    let a = rest_call(req);
    show(path, body.len(), format_args!("{}: {}", a.status, excerpt(&a.body)), a.body.len());
    check_rest(op, body.len(), &a);
    Some(a)
}

/// `rest_json`: `<operation>[ <accept>]\n<body>` to the served REST app.
pub fn rest_json(data: &[u8]) {
    let Some((name, accept, body)) = split(data) else { return };
    let Some(op) = Operation::from_name(name) else { return };
    rest_request(op, accept, body);
}

/// `rest_structured`: a golden request with nested, repeated or oversized JSON in one place
/// ([`json::Plan`]), to the served REST app.
pub fn rest_structured(data: &[u8]) {
    let general = served().limits.max_message_bytes;
    let Some(plan) = json::Plan::from_bytes(data, |name| Some(Operation::from_name(name)?.body_limit(general))) else {
        return;
    };
    let op = Operation::from_name(plan.op).expect("a golden operation");
    let Some(a) = rest_request(op, "", &plan.body) else { return };
    // The largest body and the deepest nest sent so far, as they are reached (the input is only
    // the choices: libFuzzer's statistics give its size, not the body's).
    static LARGEST: AtomicUsize = AtomicUsize::new(0);
    static DEEPEST: AtomicUsize = AtomicUsize::new(0);
    let larger = LARGEST.fetch_max(plan.body.len(), Ordering::Relaxed) < plan.body.len();
    let deeper = DEEPEST.fetch_max(plan.depth, Ordering::Relaxed) < plan.depth;
    if larger || deeper {
        eprintln!(
            "rest_structured: {} body of {} bytes, nested {} deep: {}",
            op.name(),
            plan.body.len(),
            plan.depth,
            a.status
        );
    }
    if plan.depth > DEEP {
        assert!(
            a.status == StatusCode::BAD_REQUEST || a.status == StatusCode::PAYLOAD_TOO_LARGE,
            "a body nested {} deep answered {}: {}",
            plan.depth,
            a.status,
            excerpt(&a.body)
        );
    }
}

/// `grpc_message`: `<operation>[ raw]\n<message>`, one unary call of the served gRPC service.
pub fn grpc_message(data: &[u8]) {
    let Some((name, arg, msg)) = split(data) else { return };
    // The stream's method is `grpc_stream`'s.
    let Some(op) = Operation::from_name(name).filter(|op| *op != Operation::ScoreHands) else { return };
    let Some(path) = op.grpc_path() else { return };
    let body = if arg == "raw" { Bytes::copy_from_slice(msg) } else { frame(msg) };
    let a = grpc_call(path, body);
    show(path, msg.len(), format_args!("{:?}", grpc_status(&a)), a.body.len());
    check_status(&a);
    check_size(msg.len(), a.body.len(), 0);
    if op == Operation::ValidateHand {
        for m in messages(a.body) {
            let v = <pb::ValidateResponse as prost::Message>::decode(m).expect("the service's own answer decodes");
            assert!(v.problems.len() <= MAX_PROBLEMS);
        }
    }
}

/// `grpc_stream`: a `ScoreHands` request stream (frames as given) to the served gRPC service.
pub fn grpc_stream(data: &[u8]) {
    let path = Operation::ScoreHands.grpc_path().expect("ScoreHands is a gRPC method");
    let a = grpc_call(path, Bytes::copy_from_slice(data));
    show(path, data.len(), format_args!("{:?}", grpc_status(&a)), a.body.len());
    check_status(&a);
    check_size(data.len(), a.body.len(), messages(a.body.clone()).len());
    let mut listed = 0;
    for m in messages(a.body) {
        let r = <pb::ScoreHandsResult as prost::Message>::decode(m).expect("the service's own answer decodes");
        if let Some(pb::score_hands_result::Result::Error(p)) = r.result {
            assert!(p.errors.len() <= MAX_PROBLEMS && p.status != 500, "{p:?}");
            listed += p.errors.len();
        }
    }
    assert!(listed <= MAX_PROBLEMS + data.len() / BYTES_PER_LISTED_PROBLEM, "{listed} problems listed");
}
