//! `mahjong-scoring loadtest`: a closed-loop load generator for the service's own endpoints.
//!
//! Each of N workers owns one connection (HTTP/1.1 keep-alive, or one tonic channel, which is one
//! HTTP/2 connection) and sends requests back to back: first for a warm-up, then for the measured
//! period, after which every worker stops by itself. The latency of every successful request of
//! the measured period goes into an HDR histogram (microseconds); a non-success answer (HTTP
//! non-2xx, a gRPC error status, a lost connection) counts as an error.
//!
//! `--compare` runs the trivial endpoint (`GET /healthz`, `grpc.health.v1.Health/Check`) and then
//! scoring with the same settings and prints the throughput ratio score/healthz: the project's
//! check that scoring reaches at least [`TARGET_RATIO`] of the trivial endpoint's throughput.
//!
//! It only ever sends to `--target` (meant for a service on 127.0.0.1).

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use clap::{Args, ValueEnum};
use hdrhistogram::Histogram;
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1;
use hyper::{Method, Request, header};
use hyper_util::rt::TokioIo;
use serde_json::{Map, Value, json};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tonic::transport::{Channel, Endpoint};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

use crate::grpc::pb;
use crate::grpc::pb::scoring_client::ScoringClient;

/// Scoring should reach this share of the trivial endpoint's throughput.
pub const TARGET_RATIO: f64 = 0.8;

/// How long a request may still run after the measured period before the worker gives up on it.
const DRAIN: Duration = Duration::from_secs(5);
/// How long to connect before giving up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Pause before reconnecting after a lost connection.
const RECONNECT_PAUSE: Duration = Duration::from_millis(50);

/// The transport to load.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Transport {
    /// REST over HTTP/1.1.
    Http,
    /// gRPC over HTTP/2.
    Grpc,
}

/// What each request does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Operation {
    /// Score one hand: `POST /v1/hands/score`, `mahjong.v1.Scoring/ScoreHand`.
    Score,
    /// The trivial endpoint: `GET /healthz`, `grpc.health.v1.Health/Check`.
    Healthz,
}

impl Transport {
    fn name(self) -> &'static str {
        match self {
            Transport::Http => "http",
            Transport::Grpc => "grpc",
        }
    }
}

impl Operation {
    fn name(self) -> &'static str {
        match self {
            Operation::Score => "score",
            Operation::Healthz => "healthz",
        }
    }
}

/// Options of `mahjong-scoring loadtest`.
#[derive(Args, Clone, Debug)]
pub struct LoadtestArgs {
    /// Transport to load.
    #[arg(long, value_enum, default_value_t = Transport::Http)]
    pub transport: Transport,
    /// Base URL of the service [default: http://127.0.0.1:8080 for http, http://127.0.0.1:50051 for grpc].
    #[arg(long)]
    pub target: Option<String>,
    /// What each request does.
    #[arg(long, value_enum, default_value_t = Operation::Score)]
    pub operation: Operation,
    /// Measured period in seconds.
    #[arg(long, default_value_t = 10.0, value_parser = positive_seconds)]
    pub duration: f64,
    /// Workers, each with its own connection, each sending requests back to back.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub concurrency: u32,
    /// Warm-up in seconds before the measured period (requests sent, not counted).
    #[arg(long, default_value_t = 1.0, value_parser = seconds)]
    pub warmup: f64,
    /// A JSON score request (body of POST /v1/hands/score) to send instead of the built-in hand.
    #[arg(long)]
    pub body: Option<PathBuf>,
    /// Print the result as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Run healthz, then score, with the same settings; print both and the ratio score/healthz.
    #[arg(long, conflicts_with = "operation")]
    pub compare: bool,
}

fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.parse().map_err(|_| format!("{s:?} is not a number of seconds"))?;
    if v.is_finite() && (0.0..=86_400.0).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{s} is not between 0 and 86400 seconds"))
    }
}

fn positive_seconds(s: &str) -> Result<f64, String> {
    seconds(s).and_then(|v| if v > 0.0 { Ok(v) } else { Err("the duration must be more than 0 seconds".into()) })
}

/// The built-in score request: an ECR winner on a discard with an exposed dragon pung, an exposed
/// chow, a concealed chow pair and a flower (total 128: seven scoring elements).
pub fn default_body() -> Value {
    json!({
        "ruleset": "ecr",
        "seat_wind": "south",
        "round_wind": "east",
        "hand": {
            "concealed": ["c2", "c3", "c4", "d6", "d7", "d8", "ws", "ws"],
            "melds": [
                {"kind": "pung", "tiles": ["dg", "dg", "dg"], "exposed": true},
                {"kind": "chow", "tiles": ["b3", "b4", "b5"], "exposed": true}
            ],
            "bonus": ["f2"]
        },
        "win": {"tile": "ws", "source": "discard", "discarder": "west"},
        "language": "en"
    })
}

/// One resolved load-test setup.
#[derive(Clone, Debug)]
pub struct Config {
    pub transport: Transport,
    /// Base URL.
    pub target: String,
    pub operation: Operation,
    pub duration: Duration,
    pub warmup: Duration,
    pub concurrency: usize,
    /// The score request, exactly as sent over HTTP.
    pub body: Bytes,
}

impl Config {
    /// The setup from the command line (reads `--body`).
    pub fn from_args(a: &LoadtestArgs) -> Result<Config, String> {
        let body = match &a.body {
            Some(path) => {
                let raw = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                let v: Value =
                    serde_json::from_slice(&raw).map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
                if !v.is_object() {
                    return Err(format!("{} must hold a JSON object (a score request)", path.display()));
                }
                Bytes::from(raw)
            }
            None => Bytes::from(default_body().to_string()),
        };
        let target = a.target.clone().unwrap_or_else(|| match a.transport {
            Transport::Http => "http://127.0.0.1:8080".into(),
            Transport::Grpc => "http://127.0.0.1:50051".into(),
        });
        Ok(Config {
            transport: a.transport,
            target,
            operation: a.operation,
            duration: Duration::from_secs_f64(a.duration),
            warmup: Duration::from_secs_f64(a.warmup),
            concurrency: a.concurrency as usize,
            body,
        })
    }
}

/// What one run measured.
#[derive(Clone, Debug)]
pub struct Report {
    pub transport: Transport,
    pub operation: Operation,
    /// What the requests went to: a URL or a gRPC method.
    pub endpoint: String,
    pub concurrency: usize,
    pub warmup: Duration,
    /// Start of the measured period to the last answer of a request started in it.
    pub elapsed: Duration,
    /// Requests started in the measured period that got an answer or failed.
    pub requests: u64,
    pub errors: u64,
    /// Errors by kind ("http 503", "grpc Unavailable", ...).
    pub error_kinds: BTreeMap<String, u64>,
    /// Latencies of the successful requests, in microseconds.
    pub latency: Histogram<u64>,
    /// The score total of the verification request (score only).
    pub verified_total: Option<u64>,
}

impl Report {
    /// Requests per second over the measured period.
    pub fn rps(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 { self.requests as f64 / s } else { 0.0 }
    }

    fn latency_json(&self) -> Value {
        let h = &self.latency;
        let q = |x: f64| if h.is_empty() { 0 } else { h.value_at_quantile(x) };
        json!({"p50": q(0.5), "p90": q(0.9), "p99": q(0.99), "max": h.max()})
    }

    /// The report as a JSON object (latencies in microseconds).
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("transport".into(), json!(self.transport.name()));
        o.insert("operation".into(), json!(self.operation.name()));
        o.insert("endpoint".into(), json!(self.endpoint));
        o.insert("concurrency".into(), json!(self.concurrency));
        o.insert("warmup_s".into(), json!(self.warmup.as_secs_f64()));
        o.insert("duration_s".into(), json!(round3(self.elapsed.as_secs_f64())));
        o.insert("requests".into(), json!(self.requests));
        o.insert("errors".into(), json!(self.errors));
        o.insert("error_kinds".into(), json!(self.error_kinds));
        o.insert("rps".into(), json!(round3(self.rps())));
        o.insert("latency_us".into(), self.latency_json());
        if let Some(t) = self.verified_total {
            o.insert("verified_total".into(), json!(t));
        }
        Value::Object(o)
    }

    /// The report as a few lines of text.
    pub fn to_text(&self) -> String {
        let h = &self.latency;
        let ms = |us: u64| format!("{:.3} ms", us as f64 / 1000.0);
        let q = |x: f64| if h.is_empty() { "-".to_string() } else { ms(h.value_at_quantile(x)) };
        let mut s = format!("{} {} -> {}\n", self.transport.name(), self.operation.name(), self.endpoint);
        if let Some(t) = self.verified_total {
            s += &format!("  verified     the score response has \"total\" ({t})\n");
        }
        s += &format!("  concurrency  {} connections, warm-up {:.1} s\n", self.concurrency, self.warmup.as_secs_f64());
        s += &format!("  requests     {}\n", self.requests);
        s += &format!("  errors       {}", self.errors);
        if !self.error_kinds.is_empty() {
            let kinds: Vec<String> = self.error_kinds.iter().map(|(k, n)| format!("{k}: {n}")).collect();
            s += &format!(" ({})", kinds.join(", "));
        }
        s += "\n";
        s += &format!("  duration     {:.2} s\n", self.elapsed.as_secs_f64());
        s += &format!("  requests/s   {:.0}\n", self.rps());
        s += &format!(
            "  latency      p50 {}  p90 {}  p99 {}  max {}\n",
            q(0.5),
            q(0.9),
            q(0.99),
            if h.is_empty() { "-".into() } else { ms(h.max()) }
        );
        s
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// Throughput of score over throughput of healthz.
pub fn ratio(healthz: &Report, score: &Report) -> f64 {
    let h = healthz.rps();
    if h > 0.0 { score.rps() / h } else { 0.0 }
}

// ------------------------------------------------------------------------------- connections

/// What every worker sends.
struct Plan {
    operation: Operation,
    target: Target,
}

enum Target {
    Http(HttpTarget),
    Grpc(Box<GrpcTarget>),
}

struct GrpcTarget {
    endpoint: Endpoint,
    request: pb::HandRequest,
    /// `request`, and the health check, encoded once: the measured calls send these bytes.
    request_bytes: Bytes,
    health_bytes: Bytes,
}

struct HttpTarget {
    /// `host:port` to connect to and send as `Host`.
    authority: String,
    /// Path of the request, with the target's path as prefix.
    path: String,
    body: Bytes,
}

impl Plan {
    fn new(cfg: &Config) -> Result<Plan, String> {
        let target = match cfg.transport {
            Transport::Http => {
                let uri: hyper::Uri =
                    cfg.target.parse().map_err(|e| format!("--target {:?} is not a URL: {e}", cfg.target))?;
                if uri.scheme_str() != Some("http") {
                    return Err(format!("--target {:?}: only http:// URLs are supported", cfg.target));
                }
                let host = uri.host().ok_or_else(|| format!("--target {:?} has no host", cfg.target))?;
                let authority = format!("{host}:{}", uri.port_u16().unwrap_or(80));
                let prefix = uri.path().trim_end_matches('/');
                let path = match cfg.operation {
                    Operation::Score => format!("{prefix}/v1/hands/score"),
                    Operation::Healthz => format!("{prefix}/healthz"),
                };
                Target::Http(HttpTarget { authority, path, body: cfg.body.clone() })
            }
            Transport::Grpc => {
                let endpoint = Endpoint::from_shared(cfg.target.clone())
                    .map_err(|e| format!("--target {:?} is not a URL: {e}", cfg.target))?
                    .connect_timeout(CONNECT_TIMEOUT)
                    .tcp_nodelay(true);
                let v: Value =
                    serde_json::from_slice(&cfg.body).map_err(|e| format!("the score request is not JSON: {e}"))?;
                let request = hand_request_pb(&v)?;
                let request_bytes = Bytes::from(prost::Message::encode_to_vec(&request));
                let health_bytes =
                    Bytes::from(prost::Message::encode_to_vec(&HealthCheckRequest { service: String::new() }));
                Target::Grpc(Box::new(GrpcTarget { endpoint, request, request_bytes, health_bytes }))
            }
        };
        Ok(Plan { operation: cfg.operation, target })
    }

    fn endpoint(&self, base: &str) -> String {
        match (&self.target, self.operation) {
            (Target::Http(t), _) => format!("http://{}{}", t.authority, t.path),
            (Target::Grpc(_), Operation::Score) => format!("{base} mahjong.v1.Scoring/ScoreHand"),
            (Target::Grpc(_), Operation::Healthz) => format!("{base} grpc.health.v1.Health/Check"),
        }
    }

    async fn connect(&self) -> Result<Conn, String> {
        match &self.target {
            Target::Http(t) => {
                let stream = tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect(&t.authority))
                    .await
                    .map_err(|_| format!("cannot connect to {}: timed out", t.authority))?
                    .map_err(|e| format!("cannot connect to {}: {e}", t.authority))?;
                stream.set_nodelay(true).map_err(|e| format!("cannot set TCP_NODELAY: {e}"))?;
                let (sender, conn) = http1::handshake(TokioIo::new(stream))
                    .await
                    .map_err(|e| format!("HTTP handshake with {} failed: {e}", t.authority))?;
                tokio::spawn(async move {
                    let _ = conn.await;
                });
                Ok(Conn::Http(sender))
            }
            Target::Grpc(g) => {
                let endpoint = &g.endpoint;
                let channel = endpoint
                    .connect()
                    .await
                    .map_err(|e| format!("cannot connect to {}: {}", endpoint.uri(), chain(&e)))?;
                Ok(Conn::Grpc(Box::new(GrpcConn {
                    scoring: ScoringClient::new(channel.clone()),
                    health: HealthClient::new(channel.clone()),
                    raw: tonic::client::Grpc::new(channel),
                })))
            }
        }
    }
}

/// An error with its causes, "a: b: c" (tonic's transport errors say little at the top).
fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        let m = c.to_string();
        if !s.contains(&m) {
            s += ": ";
            s += &m;
        }
        cur = c.source();
    }
    s
}

/// One worker's connection.
enum Conn {
    Http(http1::SendRequest<Full<Bytes>>),
    Grpc(Box<GrpcConn>),
}

struct GrpcConn {
    /// Typed clients, for the checked first request.
    scoring: ScoringClient<Channel>,
    health: HealthClient<Channel>,
    /// The measured calls: pre-encoded request, answer kept as bytes (see [`RawCodec`]).
    raw: tonic::client::Grpc<Channel>,
}

/// A pass-through gRPC codec: the request goes out as already-encoded protobuf and the answer
/// stays bytes. The load generator shares the machine with the service, so it does no per-call
/// protobuf work of its own, as h2load with a pre-encoded body would not; the HTTP side likewise
/// reads answers without parsing them. The first request of a run is sent and checked with the
/// typed client.
#[derive(Clone, Copy, Default)]
struct RawCodec;

impl tonic::codec::Codec for RawCodec {
    type Encode = Bytes;
    type Decode = Bytes;
    type Encoder = RawCodec;
    type Decoder = RawCodec;

    fn encoder(&mut self) -> RawCodec {
        RawCodec
    }

    fn decoder(&mut self) -> RawCodec {
        RawCodec
    }
}

impl tonic::codec::Encoder for RawCodec {
    type Item = Bytes;
    type Error = tonic::Status;

    fn encode(&mut self, item: Bytes, dst: &mut tonic::codec::EncodeBuf<'_>) -> Result<(), tonic::Status> {
        bytes::BufMut::put(dst, item);
        Ok(())
    }
}

impl tonic::codec::Decoder for RawCodec {
    type Item = Bytes;
    type Error = tonic::Status;

    fn decode(&mut self, src: &mut tonic::codec::DecodeBuf<'_>) -> Result<Option<Bytes>, tonic::Status> {
        let n = bytes::Buf::remaining(src);
        Ok(Some(bytes::Buf::copy_to_bytes(src, n)))
    }
}

/// A unary call with the raw codec: the answer's bytes, or the error status.
async fn raw_unary(
    grpc: &mut tonic::client::Grpc<Channel>,
    path: &'static str,
    body: &Bytes,
) -> Result<Bytes, tonic::Status> {
    grpc.ready().await.map_err(|e| tonic::Status::unavailable(format!("connection lost: {e}")))?;
    let path = http::uri::PathAndQuery::from_static(path);
    grpc.unary(tonic::Request::new(body.clone()), path, RawCodec).await.map(tonic::Response::into_inner)
}

/// `grpc.health.v1.HealthCheckResponse { status: SERVING }` on the wire.
const SERVING: &[u8] = &[0x08, ServingStatus::Serving as u8];

/// How one request ended.
enum Outcome {
    /// Success, with the answer's score total when it was a score.
    Ok(Option<u64>),
    /// A non-success answer; the connection is still good.
    Rejected(String, String),
    /// The connection is unusable.
    Broken(String),
}

impl Conn {
    async fn call(&mut self, plan: &Plan, check: bool) -> Outcome {
        match (self, &plan.target) {
            (Conn::Http(sender), Target::Http(t)) => http_call(sender, t, plan.operation, check).await,
            (Conn::Grpc(c), Target::Grpc(g)) if !check => {
                let (path, body) = match plan.operation {
                    Operation::Score => ("/mahjong.v1.Scoring/ScoreHand", &g.request_bytes),
                    Operation::Healthz => ("/grpc.health.v1.Health/Check", &g.health_bytes),
                };
                match raw_unary(&mut c.raw, path, body).await {
                    Ok(b) if plan.operation == Operation::Healthz && b != SERVING => {
                        Outcome::Rejected("grpc not serving".into(), format!("health answer {b:?}"))
                    }
                    Ok(_) => Outcome::Ok(None),
                    Err(s) => Outcome::Rejected(format!("grpc {:?}", s.code()), s.message().to_string()),
                }
            }
            (Conn::Grpc(c), Target::Grpc(g)) => match plan.operation {
                Operation::Score => match c.scoring.score_hand(g.request.clone()).await {
                    Ok(r) => Outcome::Ok(Some(u64::from(r.get_ref().total))),
                    Err(s) => Outcome::Rejected(format!("grpc {:?}", s.code()), s.message().to_string()),
                },
                Operation::Healthz => match c.health.check(HealthCheckRequest { service: String::new() }).await {
                    Ok(r) if r.get_ref().status == ServingStatus::Serving as i32 => Outcome::Ok(None),
                    Ok(r) => {
                        Outcome::Rejected("grpc not serving".into(), format!("health status {}", r.get_ref().status))
                    }
                    Err(s) => Outcome::Rejected(format!("grpc {:?}", s.code()), s.message().to_string()),
                },
            },
            _ => Outcome::Broken("internal: connection and target differ".into()),
        }
    }
}

async fn http_call(
    sender: &mut http1::SendRequest<Full<Bytes>>,
    t: &HttpTarget,
    op: Operation,
    check: bool,
) -> Outcome {
    if let Err(e) = sender.ready().await {
        return Outcome::Broken(format!("connection lost: {e}"));
    }
    let builder = Request::builder().uri(t.path.as_str()).header(header::HOST, t.authority.as_str());
    let req = match op {
        Operation::Score => builder
            .method(Method::POST)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Full::new(t.body.clone())),
        Operation::Healthz => builder.method(Method::GET).body(Full::new(Bytes::new())),
    };
    let req = match req {
        Ok(r) => r,
        Err(e) => return Outcome::Broken(format!("cannot build the request: {e}")),
    };
    let resp = match sender.send_request(req).await {
        Ok(r) => r,
        Err(e) => return Outcome::Broken(format!("connection lost: {e}")),
    };
    let status = resp.status();
    // Read the whole body, so the connection can carry the next request.
    let body = match resp.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(e) => return Outcome::Broken(format!("connection lost reading the body: {e}")),
    };
    if !status.is_success() {
        return Outcome::Rejected(format!("http {}", status.as_u16()), String::from_utf8_lossy(&body).into_owned());
    }
    if check && op == Operation::Score {
        return match serde_json::from_slice::<Value>(&body).ok().and_then(|v| v.get("total").and_then(Value::as_u64)) {
            Some(total) => Outcome::Ok(Some(total)),
            None => Outcome::Rejected(
                "no total".into(),
                format!("the answer has no \"total\": {}", String::from_utf8_lossy(&body)),
            ),
        };
    }
    Outcome::Ok(None)
}

// ------------------------------------------------------------------------------- the run

/// The time frame every worker shares.
#[derive(Copy, Clone)]
struct Window {
    /// Start of the measured period (end of the warm-up).
    start: Instant,
    /// No request starts at or after this.
    end: Instant,
}

struct Tally {
    latency: Histogram<u64>,
    requests: u64,
    errors: u64,
    error_kinds: BTreeMap<String, u64>,
    /// When the last request started in the measured period ended.
    last: Option<Instant>,
}

impl Tally {
    fn new() -> Result<Tally, String> {
        // 1 µs to 1 h at 3 significant digits; larger values saturate.
        let latency = Histogram::new_with_bounds(1, 3_600_000_000, 3).map_err(|e| format!("histogram: {e}"))?;
        Ok(Tally { latency, requests: 0, errors: 0, error_kinds: BTreeMap::new(), last: None })
    }

    fn error(&mut self, kind: String) {
        self.errors += 1;
        *self.error_kinds.entry(kind).or_default() += 1;
    }

    fn merge(&mut self, o: Tally) -> Result<(), String> {
        self.latency.add(&o.latency).map_err(|e| format!("histogram: {e}"))?;
        self.requests += o.requests;
        self.errors += o.errors;
        for (k, n) in o.error_kinds {
            *self.error_kinds.entry(k).or_default() += n;
        }
        self.last = self.last.max(o.last);
        Ok(())
    }
}

/// Sends requests back to back on `conn` until the window ends.
async fn worker(plan: Arc<Plan>, mut conn: Option<Conn>, w: Window) -> Result<Tally, String> {
    let mut tally = Tally::new()?;
    let hard_stop = w.end + DRAIN;
    loop {
        let started = Instant::now();
        if started >= w.end {
            break;
        }
        let measured = started >= w.start;
        let c = match conn.as_mut() {
            Some(c) => c,
            None => match plan.connect().await {
                Ok(c) => conn.insert(c),
                Err(e) => {
                    if measured {
                        tally.requests += 1;
                        tally.error(e);
                        tally.last = Some(Instant::now());
                    }
                    tokio::time::sleep_until((Instant::now() + RECONNECT_PAUSE).min(w.end)).await;
                    continue;
                }
            },
        };
        let outcome = tokio::time::timeout_at(hard_stop, c.call(&plan, false)).await;
        let done = Instant::now();
        if measured {
            tally.requests += 1;
            tally.last = Some(done);
        }
        match outcome {
            Ok(Outcome::Ok(_)) => {
                if measured {
                    let micros = u64::try_from(done.duration_since(started).as_micros()).unwrap_or(u64::MAX);
                    tally.latency.saturating_record(micros.max(1));
                }
            }
            Ok(Outcome::Rejected(kind, _)) => {
                if measured {
                    tally.error(kind);
                }
            }
            Ok(Outcome::Broken(kind)) => {
                if measured {
                    tally.error(kind);
                }
                conn = None;
                tokio::time::sleep_until((Instant::now() + RECONNECT_PAUSE).min(w.end)).await;
            }
            Err(_) => {
                if measured {
                    tally.error("no answer before the end of the run".into());
                }
                break;
            }
        }
    }
    Ok(tally)
}

/// Connects every worker, checks one request, then runs warm-up and measured period.
pub async fn measure(cfg: &Config) -> Result<Report, String> {
    if cfg.concurrency == 0 {
        return Err("the concurrency must be at least 1".into());
    }
    let plan = Arc::new(Plan::new(cfg)?);
    let endpoint = plan.endpoint(&cfg.target);

    // Every worker's connection first, so connecting is not part of the measurement.
    let mut connecting = Vec::with_capacity(cfg.concurrency);
    for _ in 0..cfg.concurrency {
        let plan = plan.clone();
        connecting.push(tokio::spawn(async move { plan.connect().await }));
    }
    let mut conns = Vec::with_capacity(cfg.concurrency);
    for c in connecting {
        conns.push(c.await.map_err(|e| format!("connecting: {e}"))??);
    }

    // One checked request: the service answers this operation (score: with a "total").
    let verified_total = match conns[0].call(&plan, true).await {
        Outcome::Ok(total) => total,
        Outcome::Rejected(kind, detail) => {
            return Err(format!("{endpoint}: the first request failed ({kind}): {detail}"));
        }
        Outcome::Broken(e) => return Err(format!("{endpoint}: {e}")),
    };

    let begin = Instant::now();
    let start = begin + cfg.warmup;
    let w = Window { start, end: start + cfg.duration };
    let mut running = Vec::with_capacity(cfg.concurrency);
    for conn in conns {
        running.push(tokio::spawn(worker(plan.clone(), Some(conn), w)));
    }
    let mut total = Tally::new()?;
    for r in running {
        total.merge(r.await.map_err(|e| format!("worker: {e}"))??)?;
    }
    let elapsed = total.last.map_or(cfg.duration, |l| l.duration_since(start)).max(Duration::from_micros(1));
    Ok(Report {
        transport: cfg.transport,
        operation: cfg.operation,
        endpoint,
        concurrency: cfg.concurrency,
        warmup: cfg.warmup,
        elapsed,
        requests: total.requests,
        errors: total.errors,
        error_kinds: total.error_kinds,
        latency: total.latency,
        verified_total: if cfg.operation == Operation::Score { verified_total } else { None },
    })
}

/// Healthz, then score, with the same settings.
pub async fn compare(cfg: &Config) -> Result<(Report, Report), String> {
    let healthz = measure(&Config { operation: Operation::Healthz, ..cfg.clone() }).await?;
    let score = measure(&Config { operation: Operation::Score, ..cfg.clone() }).await?;
    Ok((healthz, score))
}

async fn execute(args: &LoadtestArgs, cfg: &Config) -> Result<String, String> {
    if !args.compare {
        let r = measure(cfg).await?;
        return Ok(if args.json { r.to_json().to_string() } else { r.to_text().trim_end().to_string() });
    }
    let (h, s) = compare(cfg).await?;
    let r = ratio(&h, &s);
    let met = r >= TARGET_RATIO;
    Ok(if args.json {
        json!({
            "transport": cfg.transport.name(),
            "healthz": h.to_json(),
            "score": s.to_json(),
            "ratio": round3(r),
            "target_ratio": TARGET_RATIO,
            "meets_target": met
        })
        .to_string()
    } else {
        format!(
            "{}{}score/healthz throughput: {r:.3} (target >= {TARGET_RATIO}: {})",
            h.to_text(),
            s.to_text(),
            if met { "met" } else { "NOT met" }
        )
    })
}

/// `mahjong-scoring loadtest`: runs, prints, and exits 1 on a setup problem (bad option, no
/// service at the target, a first request that fails).
pub fn run(args: LoadtestArgs) -> ExitCode {
    let cfg = match Config::from_args(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::from(1);
        }
    };
    match rt.block_on(execute(&args, &cfg)) {
        Ok(s) => {
            println!("{s}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

// ------------------------------------------------------------------------------- JSON to gRPC

/// The gRPC message for a REST score request body (the inverse of the gRPC adapter's mapping).
pub fn hand_request_pb(v: &Value) -> Result<pb::HandRequest, String> {
    let o = object(v, "the score request")?;
    known(o, "", &["ruleset", "options", "seat_wind", "round_wind", "extra_round_wind", "hand", "win", "language"])?;
    let mut options = HashMap::new();
    if let Some(opts) = o.get("options") {
        for (k, v) in object(opts, "/options")? {
            let value = match v {
                Value::Bool(b) => pb::option_value::Value::BoolValue(*b),
                Value::Number(n) => pb::option_value::Value::IntValue(
                    n.as_i64().ok_or_else(|| format!("/options/{k} must be an integer"))?,
                ),
                _ => return Err(format!("/options/{k} must be a boolean or an integer")),
            };
            options.insert(k.clone(), pb::OptionValue { value: Some(value) });
        }
    }
    let hand = match o.get("hand") {
        None => None,
        Some(Value::String(s)) => Some(pb::Hand { compact: s.clone(), ..Default::default() }),
        Some(h) => {
            let h = object(h, "/hand")?;
            known(h, "/hand", &["concealed", "melds", "bonus"])?;
            let mut melds = Vec::new();
            if let Some(ms) = h.get("melds") {
                for (i, m) in array(ms, "/hand/melds")?.iter().enumerate() {
                    let at = format!("/hand/melds/{i}");
                    let m = object(m, &at)?;
                    known(m, &at, &["kind", "tiles", "exposed"])?;
                    let exposed = match m.get("exposed") {
                        None => None,
                        Some(Value::Bool(b)) => Some(*b),
                        Some(_) => return Err(format!("{at}/exposed must be a boolean")),
                    };
                    melds.push(pb::Meld { kind: string(m, "kind", &at)?, tiles: strings(m, "tiles", &at)?, exposed });
                }
            }
            Some(pb::Hand {
                concealed: strings(h, "concealed", "/hand")?,
                melds,
                bonus: strings(h, "bonus", "/hand")?,
                compact: String::new(),
            })
        }
    };
    let win = match o.get("win") {
        None => None,
        Some(w) => {
            let w = object(w, "/win")?;
            known(w, "/win", &["tile", "source", "discarder", "last_tile", "timing"])?;
            let last_tile = match w.get("last_tile") {
                None => false,
                Some(Value::Bool(b)) => *b,
                Some(_) => return Err("/win/last_tile must be a boolean".into()),
            };
            Some(pb::Win {
                tile: string(w, "tile", "/win")?,
                source: string(w, "source", "/win")?,
                discarder: opt_string(w, "discarder", "/win")?,
                last_tile,
                timing: string(w, "timing", "/win")?,
            })
        }
    };
    Ok(pb::HandRequest {
        ruleset: string(o, "ruleset", "")?,
        options,
        seat_wind: string(o, "seat_wind", "")?,
        round_wind: string(o, "round_wind", "")?,
        extra_round_wind: opt_string(o, "extra_round_wind", "")?,
        hand,
        win,
        language: opt_string(o, "language", "")?,
    })
}

fn object<'a>(v: &'a Value, at: &str) -> Result<&'a Map<String, Value>, String> {
    v.as_object().ok_or_else(|| format!("{at} must be an object"))
}

fn array<'a>(v: &'a Value, at: &str) -> Result<&'a Vec<Value>, String> {
    v.as_array().ok_or_else(|| format!("{at} must be an array"))
}

fn known(o: &Map<String, Value>, at: &str, fields: &[&str]) -> Result<(), String> {
    match o.keys().find(|k| !fields.contains(&k.as_str())) {
        Some(k) => Err(format!("{at}/{k}: unknown field")),
        None => Ok(()),
    }
}

fn opt_string(o: &Map<String, Value>, k: &str, at: &str) -> Result<Option<String>, String> {
    match o.get(k) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(format!("{at}/{k} must be a string")),
    }
}

fn string(o: &Map<String, Value>, k: &str, at: &str) -> Result<String, String> {
    opt_string(o, k, at).map(Option::unwrap_or_default)
}

fn strings(o: &Map<String, Value>, k: &str, at: &str) -> Result<Vec<String>, String> {
    match o.get(k) {
        None => Ok(Vec::new()),
        Some(v) => array(v, &format!("{at}/{k}"))?
            .iter()
            .enumerate()
            .map(|(i, t)| t.as_str().map(String::from).ok_or_else(|| format!("{at}/{k}/{i} must be a string")))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::Core;
    use crate::engine::registry::Registry;
    use crate::server::{self, Limits};

    fn cfg(transport: Transport, target: String, operation: Operation) -> Config {
        Config {
            transport,
            target,
            operation,
            duration: Duration::from_millis(300),
            warmup: Duration::from_millis(100),
            concurrency: 4,
            body: Bytes::from(default_body().to_string()),
        }
    }

    #[test]
    fn the_default_body_maps_to_the_grpc_message() {
        let r = hand_request_pb(&default_body()).unwrap();
        assert_eq!(r.ruleset, "ecr");
        let h = r.hand.unwrap();
        assert_eq!(h.concealed.len(), 8);
        assert_eq!(h.melds.len(), 2);
        assert_eq!(h.melds[0].exposed, Some(true));
        assert_eq!(h.bonus, ["f2"]);
        assert_eq!(r.win.unwrap().discarder.as_deref(), Some("west"));
        assert!(hand_request_pb(&json!({"ruleset": "ecr", "hand": 3})).is_err());
        assert!(hand_request_pb(&json!({"rulset": "ecr"})).is_err());
        let compact = hand_request_pb(&json!({"ruleset": "ecr", "hand": "b1b2b3", "options": {"x": 2}})).unwrap();
        assert_eq!(compact.hand.unwrap().compact, "b1b2b3");
        assert_eq!(compact.options["x"].value, Some(pb::option_value::Value::IntValue(2)));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn both_transports_and_operations_run_without_errors() {
        let any = "127.0.0.1:0".parse().unwrap();
        let running = server::start(Core::new(Registry::builtin()), any, any, Limits::default()).await.unwrap();
        let http = format!("http://{}", running.http);
        let grpc = format!("http://{}", running.grpc);
        for (transport, target) in [(Transport::Http, &http), (Transport::Grpc, &grpc)] {
            let (h, s) = compare(&cfg(transport, target.clone(), Operation::Score)).await.unwrap();
            for r in [&h, &s] {
                assert!(r.requests > 0, "{}", r.to_text());
                assert_eq!(r.errors, 0, "{}", r.to_text());
                assert_eq!(r.latency.len(), r.requests);
            }
            assert_eq!(s.verified_total, Some(128));
            assert!(ratio(&h, &s) > 0.0);
            assert!(s.to_json()["latency_us"]["p99"].as_u64().unwrap() > 0);
        }
        running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_rejected_request_stops_the_run_with_the_problem() {
        let any = "127.0.0.1:0".parse().unwrap();
        let running = server::start(Core::new(Registry::builtin()), any, any, Limits::default()).await.unwrap();
        let mut c = cfg(Transport::Http, format!("http://{}", running.http), Operation::Score);
        c.body = Bytes::from_static(br#"{"ruleset": "nope"}"#);
        let e = measure(&c).await.unwrap_err();
        assert!(e.contains("http 4"), "{e}");
        running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_service_is_a_clear_error() {
        // A port that was free a moment ago.
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        for transport in [Transport::Http, Transport::Grpc] {
            let e = measure(&cfg(transport, format!("http://127.0.0.1:{port}"), Operation::Healthz)).await.unwrap_err();
            assert!(e.contains("cannot connect"), "{e}");
        }
    }
}
