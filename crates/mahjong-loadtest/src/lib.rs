//! `mahjong-scoring loadtest`: a load generator for the service's own endpoints, fit for CI.
//!
//! Each of N workers owns one connection (HTTP/1.1 keep-alive, or one tonic channel, which is one
//! HTTP/2 connection). Closed loop (default): every worker sends back to back. Open loop
//! (`--rate R`): requests fall due at a constant R per second whatever the service does; a free
//! connection takes the next due request, and its latency counts from when it was due, so a
//! service that falls behind shows its queueing in the latency (no coordinated omission); a
//! request no connection could send before the end counts as missed (an error).
//!
//! What is sent ([`mix`]): the trivial endpoint, one repeated score request, a score batch, or
//! (default) a mix drawn from the golden cases with a share of bad requests. Every request of a
//! workload is sent and checked once before the run; during it an answer other than the expected
//! one (2xx / OK, or the bad request's 4xx) is an error. Latencies of the measured period go into
//! HDR histograms (µs). With `--server-pid` the server's CPU time over the measured period
//! (/proc/PID/stat) is divided by the requests.
//!
//! Thresholds (`--min-rps`, `--max-p99-ms`, `--max-error-rate`, `--max-cpu-us`) decide the
//! verdict, printed as one line; the exit status is 0 when all are met, 1 when one is not, 2 when
//! the run could not be made. `--json` and `--junit FILE` give the machine-readable reports
//! ([`report`]).
//!
//! It only ever sends to `--target` (meant for a service on 127.0.0.1 or the pipeline's own).

pub mod mix;
pub mod report;
pub mod soak;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use bytes::Bytes;
use clap::{Args, ValueEnum};
use hdrhistogram::Histogram;
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1;
use hyper::{Method, Request, header};
use hyper_util::rt::TokioIo;
use mahjong_scoring_sdk::{ConnectionFailure, RetryBudget, connection_failure};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tonic::transport::{Channel, Endpoint};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;

use mahjong_proto::pb;
use mahjong_types::Operation as Op;
pub use mix::{Expect, Req, Weights, Workload};
pub use report::{ClassStats, Pacing, Report, ServerCpu, Thresholds, Verdict};

/// Scoring should reach this share of the trivial endpoint's throughput (REST).
pub const TARGET_RATIO_HTTP: f64 = 0.7;
/// The same for gRPC `ScoreHand` against the health check.
pub const TARGET_RATIO_GRPC: f64 = 0.85;

/// How long a request may still run after the measured period before the worker gives up on it.
const DRAIN: Duration = Duration::from_secs(5);
/// How long to connect before giving up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// Pause before reconnecting after a lost connection.
const RECONNECT_PAUSE: Duration = Duration::from_millis(50);
/// Open loop: a worker wakes this much before a request is due (the timer's granularity is 1 ms)
/// and sends it then; its latency counts from the earlier of due and sent.
const EARLY: Duration = Duration::from_millis(1);

/// Exit status when a threshold is not met.
pub const EXIT_FAILED: u8 = 1;
/// Exit status when the run could not be made (bad option, no service, a first check failed).
pub const EXIT_SETUP: u8 = 2;

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
    /// The golden-case mix (every rule set; score, waits, validate, claims, deals, sessions as
    /// weighted by --mix; --bad-share of deliberately bad requests).
    Mix,
    /// Score one hand, again and again: `POST /v1/hands/score`, `mahjong.v1.Scoring/ScoreHand`.
    Score,
    /// Score --batch-size hands per request: `POST /v1/hands/score-batch`, the `ScoreHands` stream.
    Batch,
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

    /// The throughput ratio score/healthz the project aims for.
    pub fn target_ratio(self) -> f64 {
        match self {
            Transport::Http => TARGET_RATIO_HTTP,
            Transport::Grpc => TARGET_RATIO_GRPC,
        }
    }
}

impl Operation {
    fn name(self) -> &'static str {
        match self {
            Operation::Mix => "mix",
            Operation::Score => "score",
            Operation::Batch => "batch",
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
    #[arg(long, value_enum, default_value_t = Operation::Mix)]
    pub operation: Operation,
    /// Mix weights by class: score, waits, validate, claims, deals, sessions (left out: 0).
    #[arg(long, default_value_t = Weights::default(), value_name = "CLASS=W,...")]
    pub mix: Weights,
    /// Share of the mix's requests that are deliberately bad (each must get its expected 4xx):
    /// 0.05 or 5%.
    #[arg(long, default_value = "0.05", value_parser = share)]
    pub bad_share: f64,
    /// Seed of the mix's order.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Hands per request of --operation batch.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub batch_size: u32,
    /// Open loop: send at this constant rate (requests per second, all connections together) and
    /// count latency from when each request was due. Without it: closed loop, back to back.
    #[arg(long, value_parser = positive_rate)]
    pub rate: Option<f64>,
    /// Measured period in seconds.
    #[arg(long, default_value_t = 10.0, value_parser = positive_seconds)]
    pub duration: f64,
    /// Workers, each with its own connection (in open loop: the most requests in flight).
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub concurrency: u32,
    /// Warm-up in seconds before the measured period (requests sent, not counted).
    #[arg(long, default_value_t = 1.0, value_parser = seconds)]
    pub warmup: f64,
    /// A JSON score request (body of POST /v1/hands/score) for --operation score instead of the
    /// built-in hand.
    #[arg(long)]
    pub body: Option<PathBuf>,
    /// The server's process id: report its CPU time per request (utime + stime from /proc/PID/stat
    /// over the measured period), which does not depend on what else shares the machine.
    #[arg(long, value_name = "PID")]
    pub server_pid: Option<u32>,
    /// Keep the load tool's threads busy while they wait for answers (warm-up and measured
    /// period), instead of letting them sleep: for a load tool with a core of its own on the
    /// server's machine, where waking a sleeping load tool costs the server's core (an
    /// inter-processor interrupt per answer that finds it asleep) what a client elsewhere would
    /// not. It uses its cores whole.
    #[arg(long)]
    pub busy_poll: bool,
    /// Fail (exit 1) below this many requests per second.
    #[arg(long, value_name = "RPS", value_parser = non_negative)]
    pub min_rps: Option<f64>,
    /// Fail (exit 1) when the p99 latency is above this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = non_negative)]
    pub max_p99_ms: Option<f64>,
    /// Fail (exit 1) when more than this share of requests are errors (0.01 or 1%); a bad request
    /// answered with its expected 4xx is not an error.
    #[arg(long, value_name = "SHARE", value_parser = share)]
    pub max_error_rate: Option<f64>,
    /// Fail (exit 1) when the server spends more than this many µs of CPU per request (needs --server-pid).
    #[arg(long, value_name = "US", value_parser = non_negative, requires = "server_pid")]
    pub max_cpu_us: Option<f64>,
    /// Print the result as one JSON object (the verdict line then goes to stderr).
    #[arg(long)]
    pub json: bool,
    /// Also write a JUnit XML report to this file: one testcase per threshold.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Run healthz, then score, with the same settings; print both and the ratio score/healthz
    /// (thresholds apply to the score run).
    #[arg(long, conflicts_with = "operation")]
    pub compare: bool,
    /// Print the score request that `--operation score` sends (the `--body` file, or the built-in
    /// hand) and exit, so that another generator can send the very same bytes.
    #[arg(long)]
    pub print_body: bool,
}

/// The REST body of `--operation score`: the `--body` file as it is, or the built-in hand.
fn score_body(a: &LoadtestArgs) -> Result<Bytes, String> {
    match &a.body {
        Some(path) => {
            let raw = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let v: Value = serde_json::from_slice(&raw).map_err(|e| format!("{} is not JSON: {e}", path.display()))?;
            if !v.is_object() {
                return Err(format!("{} must hold a JSON object (a score request)", path.display()));
            }
            Ok(Bytes::from(raw))
        }
        None => Ok(Bytes::from(default_body().to_string())),
    }
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

fn non_negative(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!("{s:?} is not a number of at least 0")),
    }
}

fn positive_rate(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= 10_000_000.0 => Ok(v),
        _ => Err(format!("{s:?} is not a rate between 0 and 10000000 requests per second")),
    }
}

/// A share: `0.05` or `5%`, between 0 and 1.
fn share(s: &str) -> Result<f64, String> {
    let v = match s.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().map(|v| v / 100.0),
        None => s.parse::<f64>(),
    };
    match v {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is not a share between 0 and 1 (or 0% and 100%)")),
    }
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

/// What the workers send.
#[derive(Clone, Debug)]
pub enum Load {
    /// The golden mix.
    Mix {
        weights: Weights,
        bad_share: f64,
        seed: u64,
    },
    /// One score request (the REST body), again and again.
    Score(Bytes),
    /// Batches of this many hands.
    Batch(usize),
    Healthz,
}

/// One resolved load-test setup.
#[derive(Clone, Debug)]
pub struct Config {
    pub transport: Transport,
    /// Base URL.
    pub target: String,
    pub load: Load,
    pub duration: Duration,
    pub warmup: Duration,
    pub concurrency: usize,
    /// Open loop at this many requests per second; None: closed loop.
    pub rate: Option<f64>,
    pub server_pid: Option<u32>,
    /// Keep the runtime's workers busy while waiting (`--busy-poll`).
    pub busy_poll: bool,
}

impl Config {
    /// The setup from the command line (reads `--body`, checks `--server-pid`).
    pub fn from_args(a: &LoadtestArgs) -> Result<Config, String> {
        let operation = if a.compare { Operation::Score } else { a.operation };
        if a.body.is_some() && operation != Operation::Score {
            return Err("--body is the request of --operation score (or --compare)".into());
        }
        let load = match operation {
            Operation::Mix => Load::Mix { weights: a.mix.clone(), bad_share: a.bad_share, seed: a.seed },
            Operation::Score => Load::Score(score_body(a)?),
            Operation::Batch => Load::Batch(a.batch_size as usize),
            Operation::Healthz => Load::Healthz,
        };
        if let Some(pid) = a.server_pid {
            cpu_seconds(pid)?;
        }
        let target = a.target.clone().unwrap_or_else(|| match a.transport {
            Transport::Http => "http://127.0.0.1:8080".into(),
            Transport::Grpc => "http://127.0.0.1:50051".into(),
        });
        Ok(Config {
            transport: a.transport,
            target,
            load,
            duration: Duration::from_secs_f64(a.duration),
            warmup: Duration::from_secs_f64(a.warmup),
            concurrency: a.concurrency as usize,
            rate: a.rate,
            server_pid: a.server_pid,
            busy_poll: a.busy_poll,
        })
    }

    fn operation(&self) -> Operation {
        match self.load {
            Load::Mix { .. } => Operation::Mix,
            Load::Score(_) => Operation::Score,
            Load::Batch(_) => Operation::Batch,
            Load::Healthz => Operation::Healthz,
        }
    }
}

/// CPU seconds (user + system) the process has used so far, from /proc/PID/stat.
pub fn cpu_seconds(pid: u32) -> Result<f64, String> {
    let path = format!("/proc/{pid}/stat");
    let stat = std::fs::read_to_string(&path).map_err(|e| format!("--server-pid {pid}: cannot read {path}: {e}"))?;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so fields count from
    // the last ')'. utime and stime are fields 14 and 15 (proc(5)), in clock ticks.
    let rest = stat.rsplit_once(')').map(|(_, r)| r).ok_or_else(|| format!("{path}: unreadable"))?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let tick = |i: usize| -> Result<u64, String> {
        fields.get(i).and_then(|f| f.parse().ok()).ok_or_else(|| format!("{path}: field {} unreadable", i + 3))
    };
    let ticks = tick(11)? + tick(12)?;
    Ok(ticks as f64 / rustix::param::clock_ticks_per_second() as f64)
}

/// Throughput of score over throughput of healthz.
pub fn ratio(healthz: &Report, score: &Report) -> f64 {
    let h = healthz.rps();
    if h > 0.0 { score.rps() / h } else { 0.0 }
}

// ------------------------------------------------------------------------------- the workload

/// What the requests of a setup are.
fn workload(cfg: &Config) -> Result<Workload, String> {
    let grpc = cfg.transport == Transport::Grpc;
    let w = match &cfg.load {
        Load::Mix { weights, bad_share, seed } => mix::mix(weights, *bad_share, *seed, grpc)?,
        Load::Batch(n) => Workload::single(mix::batch(*n)?),
        Load::Healthz => Workload::single(Req {
            label: "health check".into(),
            class: "healthz",
            expect: Expect::Success,
            http: Some(mix::HttpReq { body: None, path: "/healthz" }),
            grpc: Some(mix::GrpcReq {
                path: "/grpc.health.v1.Health/Check",
                messages: vec![Bytes::from(prost::Message::encode_to_vec(&HealthCheckRequest {
                    service: String::new(),
                }))],
                streaming: false,
            }),
            items: 1,
        }),
        Load::Score(body) => {
            let grpc = if grpc {
                let v: Value =
                    serde_json::from_slice(body).map_err(|e| format!("the score request is not JSON: {e}"))?;
                let m = hand_request_pb(&v)?;
                Some(mix::GrpcReq {
                    path: Op::ScoreHand.grpc_path().unwrap_or_default(),
                    messages: vec![Bytes::from(prost::Message::encode_to_vec(&m))],
                    streaming: false,
                })
            } else {
                None
            };
            Workload::single(Req {
                label: "score".into(),
                class: "score",
                expect: Expect::Success,
                http: Some(mix::HttpReq {
                    body: Some(body.clone()),
                    path: Op::ScoreHand.rest_path().unwrap_or_default(),
                }),
                grpc,
                items: 1,
            })
        }
    };
    w.retain(|r| if grpc { r.grpc.is_some() } else { r.http.is_some() })
}

// ------------------------------------------------------------------------------- connections

/// Where and what every worker sends.
struct Plan {
    load: Workload,
    target: Target,
    /// Check a score's total in the first checked request (the single score operation).
    verify_total: bool,
    /// The budget of requests sent again, all workers together (the SDK's default).
    budget: RetryBudget,
}

enum Target {
    /// `host:port` to connect to and send as `Host`, and the target's path (prefix of every path).
    Http {
        authority: String,
        prefix: String,
    },
    Grpc(Box<Endpoint>),
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
                Target::Http { authority, prefix: uri.path().trim_end_matches('/').to_string() }
            }
            Transport::Grpc => Target::Grpc(Box::new(
                Endpoint::from_shared(cfg.target.clone())
                    .map_err(|e| format!("--target {:?} is not a URL: {e}", cfg.target))?
                    .connect_timeout(CONNECT_TIMEOUT)
                    .tcp_nodelay(true),
            )),
        };
        Ok(Plan {
            load: workload(cfg)?,
            target,
            verify_total: matches!(cfg.load, Load::Score(_)),
            budget: RetryBudget::default(),
        })
    }

    fn endpoint(&self, cfg: &Config) -> String {
        let one = &self.load.reqs[0];
        let many = self.load.reqs.len() > 1;
        match &self.target {
            Target::Http { .. } if many => {
                format!("{} ({} requests of the golden mix)", cfg.target, self.load.reqs.len())
            }
            Target::Grpc(_) if many => format!("{} ({} calls of the golden mix)", cfg.target, self.load.reqs.len()),
            Target::Http { authority, prefix } => {
                format!("http://{authority}{prefix}{}", one.http.as_ref().map_or("", |h| h.path))
            }
            Target::Grpc(_) => format!("{} {}", cfg.target, one.grpc.as_ref().map_or("", |g| &g.path[1..])),
        }
    }

    async fn connect(&self) -> Result<Conn, String> {
        match &self.target {
            Target::Http { authority, .. } => {
                let stream = tokio::time::timeout(CONNECT_TIMEOUT, TcpStream::connect(authority))
                    .await
                    .map_err(|_| format!("cannot connect to {authority}: timed out"))?
                    .map_err(|e| format!("cannot connect to {authority}: {e}"))?;
                stream.set_nodelay(true).map_err(|e| format!("cannot set TCP_NODELAY: {e}"))?;
                let (sender, conn) = http1::handshake(TokioIo::new(stream))
                    .await
                    .map_err(|e| format!("HTTP handshake with {authority} failed: {e}"))?;
                tokio::spawn(async move {
                    let _ = conn.await;
                });
                Ok(Conn::Http(sender))
            }
            Target::Grpc(endpoint) => {
                let channel = endpoint
                    .connect()
                    .await
                    .map_err(|e| format!("cannot connect to {}: {}", endpoint.uri(), chain(&e)))?;
                Ok(Conn::Grpc(Box::new(tonic::client::Grpc::new(channel))))
            }
        }
    }
}

/// An error with its causes, "a: b: c" (tonic's transport errors say little at the top).
fn chain(e: &dyn std::error::Error) -> String {
    sources(&e.to_string(), e)
}

/// `top` followed by the causes of `e` (not `e` itself), "top: b: c" (a cause already said is
/// left out).
fn sources(top: &str, e: &dyn std::error::Error) -> String {
    let mut s = top.to_string();
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
    /// Calls with [`RawCodec`]: pre-encoded requests, answers kept as bytes. The load generator
    /// may share the machine with the service, so it does no per-call protobuf work of its own,
    /// as h2load with a pre-encoded body would not; the HTTP side likewise reads answers without
    /// parsing them (except in the checked first round).
    Grpc(Box<tonic::client::Grpc<Channel>>),
}

/// `grpc.health.v1.HealthCheckResponse { status: SERVING }` on the wire.
const SERVING: &[u8] = &[0x08, ServingStatus::Serving as u8];

/// How one request ended.
enum Outcome {
    /// The expected answer (`rejected`: the expected 4xx of a bad request), with the score total
    /// when a checked single score was asked for.
    Expected { rejected: bool, total: Option<u64> },
    /// Another answer; the connection is still good.
    Unexpected(String, String),
    /// The connection is unusable.
    Broken(String),
    /// The request failed at its connection ([`connection_failure`]): the connection was closing
    /// before it went out (HTTP/1.1: closed after a `Connection: close` answer; HTTP/2: GOAWAY),
    /// or it went out and the connection was lost before the answer (a replica killed). It may be
    /// sent again, as the SDK's clients do.
    Failed(ConnectionFailure, String),
}

/// A request's outcome after its resends: the outcome, how many times it was sent again, and how
/// many of those followed a lost connection.
struct Sent {
    outcome: Outcome,
    resends: u32,
    lost: u32,
}

impl Conn {
    /// Sends `req`, and again while it fails at its connection, by the SDK's rules and budget
    /// ([`mahjong_scoring_sdk::Resends`]: at most twice, at most once and after a short pause
    /// after a lost connection):
    /// HTTP/1.1 on a new connection; gRPC on a new channel after a lost connection or a refused
    /// one, on its channel (which reconnects itself) after a GOAWAY.
    async fn call_resending(&mut self, plan: &Plan, req: &Req, check: bool) -> Sent {
        let mut resends = plan.budget.call();
        loop {
            let outcome = self.call(plan, req, check).await;
            let again = match &outcome {
                Outcome::Failed(f, _) => resends.again(Some(*f)).map(|pause| (*f, pause)),
                _ => None,
            };
            let Some((failure, pause)) = again else {
                return Sent { outcome, resends: resends.count(), lost: resends.lost() };
            };
            if !pause.is_zero() {
                tokio::time::sleep(pause).await;
            }
            if matches!(self, Conn::Http(_)) || failure != ConnectionFailure::Closing {
                match plan.connect().await {
                    Ok(fresh) => *self = fresh,
                    Err(e) => {
                        return Sent { outcome: Outcome::Broken(e), resends: resends.count(), lost: resends.lost() };
                    }
                }
            }
        }
    }

    async fn call(&mut self, plan: &Plan, req: &Req, check: bool) -> Outcome {
        match (self, &plan.target) {
            (Conn::Http(sender), Target::Http { authority, prefix }) => match &req.http {
                Some(h) => http_call(sender, authority, prefix, h, req, check && plan.verify_total).await,
                None => Outcome::Broken("internal: no REST form of the request".into()),
            },
            (Conn::Grpc(c), Target::Grpc(_)) => match &req.grpc {
                Some(g) => grpc_call(c, g, req, check).await,
                None => Outcome::Broken("internal: no gRPC form of the request".into()),
            },
            _ => Outcome::Broken("internal: connection and target differ".into()),
        }
    }
}

/// The outcome of a REST answer (`ok`: 2xx; `got`: "http N") against what `req` expects.
fn judge(req: &Req, ok: bool, got: String, detail: impl FnOnce() -> String) -> Outcome {
    match req.expect {
        Expect::Success if ok => Outcome::Expected { rejected: false, total: None },
        Expect::Rejected(_) if !ok && got == expected_name(req) => Outcome::Expected { rejected: true, total: None },
        Expect::Success => Outcome::Unexpected(got, detail()),
        Expect::Rejected(_) => Outcome::Unexpected(format!("{got} (want {})", expected_name(req)), detail()),
    }
}

fn expected_name(req: &Req) -> String {
    match req.expect {
        Expect::Rejected(s) => format!("http {s}"),
        Expect::Success => "http 2xx".into(),
    }
}

async fn http_call(
    sender: &mut http1::SendRequest<Full<Bytes>>,
    authority: &str,
    prefix: &str,
    h: &mix::HttpReq,
    req: &Req,
    check_total: bool,
) -> Outcome {
    if sender.ready().await.is_err() {
        // Closed after its last answer (`Connection: close`, an idle timeout): nothing was sent.
        return Outcome::Failed(ConnectionFailure::Closing, "connection closing, request not sent".into());
    }
    let builder = Request::builder().uri(format!("{prefix}{}", h.path)).header(header::HOST, authority);
    let built = match &h.body {
        Some(b) => {
            builder.method(Method::POST).header(header::CONTENT_TYPE, "application/json").body(Full::new(b.clone()))
        }
        None => builder.method(Method::GET).body(Full::new(Bytes::new())),
    };
    let built = match built {
        Ok(r) => r,
        Err(e) => return Outcome::Broken(format!("cannot build the request: {e}")),
    };
    let resp = match sender.try_send_request(built).await {
        Ok(r) => r,
        Err(mut e) => {
            // The connection closed before the request was written: nothing was sent.
            if e.take_message().is_some() {
                return Outcome::Failed(ConnectionFailure::Closing, "connection closing, request not sent".into());
            }
            return lost_or_broken(e.error(), "connection lost");
        }
    };
    let status = resp.status();
    // Read the whole body, so the connection can carry the next request.
    let body = match resp.into_body().collect().await {
        Ok(b) => b.to_bytes(),
        Err(e) => return lost_or_broken(&e, "connection lost reading the body"),
    };
    let outcome = judge(req, status.is_success(), format!("http {}", status.as_u16()), || {
        String::from_utf8_lossy(&body[..body.len().min(500)]).into_owned()
    });
    if check_total && matches!(outcome, Outcome::Expected { rejected: false, .. }) {
        return match serde_json::from_slice::<Value>(&body).ok().and_then(|v| v.get("total").and_then(Value::as_u64)) {
            Some(total) => Outcome::Expected { rejected: false, total: Some(total) },
            None => Outcome::Unexpected(
                "no total".into(),
                format!("the answer has no \"total\": {}", String::from_utf8_lossy(&body)),
            ),
        };
    }
    outcome
}

/// The error kind of a request that failed at its connection after its resends.
fn failure_kind(failure: ConnectionFailure) -> &'static str {
    match failure {
        ConnectionFailure::Refused => "connection refused",
        ConnectionFailure::Closing => "connection closing, request not sent",
        _ => "connection lost before the answer",
    }
}

/// A failed exchange: [`Outcome::Failed`] when it failed at its connection, else broken.
fn lost_or_broken(e: &(dyn std::error::Error + 'static), what: &str) -> Outcome {
    match connection_failure(e) {
        Some(f) => Outcome::Failed(f, format!("{what}: {}", chain(e))),
        None => Outcome::Broken(format!("{what}: {e}")),
    }
}

async fn grpc_call(grpc: &mut tonic::client::Grpc<Channel>, g: &mix::GrpcReq, req: &Req, check: bool) -> Outcome {
    if let Err(e) = grpc.ready().await {
        return lost_or_broken(&e, "connection lost");
    }
    let path = http::uri::PathAndQuery::from_static(g.path);
    let judge_status = |s: tonic::Status| {
        let want = req.expect.grpc_code();
        if let Some(f) = connection_failure(&s) {
            Outcome::Failed(f, format!("grpc {:?}: {}", s.code(), sources(s.message(), &s)))
        } else if req.expect.is_bad() && s.code() == want {
            Outcome::Expected { rejected: true, total: None }
        } else if req.expect.is_bad() {
            Outcome::Unexpected(format!("grpc {:?} (want {want:?})", s.code()), s.message().to_string())
        } else {
            Outcome::Unexpected(format!("grpc {:?}", s.code()), s.message().to_string())
        }
    };
    let unexpected_ok = || Outcome::Unexpected(format!("grpc Ok (want {:?})", req.expect.grpc_code()), String::new());
    if g.streaming {
        let stream = tokio_stream::iter(g.messages.clone());
        let mut answers = match grpc.streaming(tonic::Request::new(stream), path, RawCodec).await {
            Ok(r) => r.into_inner(),
            Err(s) => return judge_status(s),
        };
        let mut n = 0usize;
        loop {
            match answers.message().await {
                Ok(Some(b)) => {
                    if check {
                        match <pb::ScoreHandsResult as prost::Message>::decode(b) {
                            Ok(pb::ScoreHandsResult {
                                result: Some(pb::score_hands_result::Result::Score(_)), ..
                            }) => {}
                            other => return Outcome::Unexpected("grpc stream item".into(), format!("{other:?}")),
                        }
                    }
                    n += 1;
                }
                Ok(None) => break,
                Err(s) => return judge_status(s),
            }
        }
        return if n == g.messages.len() {
            Outcome::Expected { rejected: false, total: None }
        } else {
            Outcome::Unexpected("grpc stream short".into(), format!("{n} answers to {} requests", g.messages.len()))
        };
    }
    let Some(message) = g.messages.first() else { return Outcome::Broken("internal: no message".into()) };
    match grpc.unary(tonic::Request::new(message.clone()), path, RawCodec).await.map(tonic::Response::into_inner) {
        Err(s) => judge_status(s),
        Ok(_) if req.expect.is_bad() => unexpected_ok(),
        Ok(b) if req.class == "healthz" && b != SERVING => {
            Outcome::Unexpected("grpc not serving".into(), format!("health answer {b:?}"))
        }
        Ok(b) if check && req.class == "score" && req.label == "score" => {
            match <pb::ScoreResponse as prost::Message>::decode(b) {
                Ok(r) => Outcome::Expected { rejected: false, total: Some(u64::from(r.0.total)) },
                Err(e) => Outcome::Unexpected("grpc answer unreadable".into(), e.to_string()),
            }
        }
        Ok(_) => Outcome::Expected { rejected: false, total: None },
    }
}

// ------------------------------------------------------------------------------- the run

/// The time frame every worker shares.
#[derive(Copy, Clone)]
struct Window {
    /// Start of the warm-up.
    begin: Instant,
    /// Start of the measured period (end of the warm-up).
    start: Instant,
    /// No request starts at or after this.
    end: Instant,
}

/// Open loop: request `n` is due at `begin + n / rate`; workers take the next one from `next`.
struct Schedule {
    rate: f64,
    next: AtomicU64,
}

impl Schedule {
    fn due(&self, w: &Window, n: u64) -> Instant {
        w.begin + Duration::from_secs_f64(n as f64 / self.rate)
    }

    /// Requests due in `[from, to)` after `begin`.
    fn due_between(&self, w: &Window, from: Instant, to: Instant) -> u64 {
        let count = |t: Instant| (t.duration_since(w.begin).as_secs_f64() * self.rate).ceil() as u64;
        count(to).saturating_sub(count(from))
    }
}

struct Tally {
    latency: Histogram<u64>,
    classes: BTreeMap<&'static str, ClassStats>,
    requests: u64,
    errors: u64,
    rejected_as_expected: u64,
    resent: u64,
    resent_lost: u64,
    error_kinds: BTreeMap<String, u64>,
    /// When the last request started in the measured period ended.
    last: Option<Instant>,
}

impl Tally {
    fn new() -> Result<Tally, String> {
        Ok(Tally {
            latency: report::histogram()?,
            classes: BTreeMap::new(),
            requests: 0,
            errors: 0,
            rejected_as_expected: 0,
            resent: 0,
            resent_lost: 0,
            error_kinds: BTreeMap::new(),
            last: None,
        })
    }

    fn class(&mut self, name: &'static str) -> Result<&mut ClassStats, String> {
        if !self.classes.contains_key(name) {
            self.classes.insert(name, ClassStats::new()?);
        }
        self.classes.get_mut(name).ok_or_else(|| "internal: class".to_string())
    }

    /// Counts a measured request that ended at `done`: Ok(latency) or Err(error kind).
    fn record(
        &mut self,
        class: &'static str,
        done: Instant,
        r: Result<(Duration, bool), String>,
    ) -> Result<(), String> {
        self.requests += 1;
        self.last = Some(done);
        let c = self.class(class)?;
        c.requests += 1;
        match r {
            Ok((latency, rejected)) => {
                let micros = u64::try_from(latency.as_micros()).unwrap_or(u64::MAX).max(1);
                c.latency.saturating_record(micros);
                c.rejected_as_expected += u64::from(rejected);
                self.latency.saturating_record(micros);
                self.rejected_as_expected += u64::from(rejected);
            }
            Err(kind) => {
                c.errors += 1;
                self.errors += 1;
                *self.error_kinds.entry(kind).or_default() += 1;
            }
        }
        Ok(())
    }

    fn merge(&mut self, o: Tally) -> Result<(), String> {
        self.latency.add(&o.latency).map_err(|e| format!("histogram: {e}"))?;
        self.requests += o.requests;
        self.errors += o.errors;
        self.rejected_as_expected += o.rejected_as_expected;
        self.resent += o.resent;
        self.resent_lost += o.resent_lost;
        for (k, n) in o.error_kinds {
            *self.error_kinds.entry(k).or_default() += n;
        }
        for (k, c) in &o.classes {
            self.class(k)?.merge(c)?;
        }
        self.last = self.last.max(o.last);
        Ok(())
    }
}

/// Sends requests on `conn` until the window ends: back to back (closed loop), or each when it
/// falls due (open loop, `schedule`). `first`: this worker's first step in the deck (closed loop).
async fn worker(
    plan: Arc<Plan>,
    mut conn: Option<Conn>,
    w: Window,
    schedule: Option<Arc<Schedule>>,
    first: usize,
) -> Result<Tally, String> {
    let mut tally = Tally::new()?;
    let hard_stop = w.end + DRAIN;
    let mut step = first;
    loop {
        // The request, when it is due, whether it is measured.
        let (n, due) = match &schedule {
            None => (step, None),
            Some(s) => {
                let n = s.next.fetch_add(1, Ordering::Relaxed);
                let due = s.due(&w, n);
                if due >= w.end {
                    break;
                }
                if due > Instant::now() + EARLY {
                    tokio::time::sleep_until(due - EARLY).await;
                }
                (n as usize, Some(due))
            }
        };
        step += 1;
        let sent = Instant::now();
        if sent >= w.end {
            // Open loop: the request was due but no connection was free before the end (missed).
            break;
        }
        let measured = due.unwrap_or(sent) >= w.start;
        let req = plan.load.at(n);
        let c = match conn.as_mut() {
            Some(c) => c,
            None => match plan.connect().await {
                Ok(c) => conn.insert(c),
                Err(e) => {
                    if measured {
                        tally.record(req.class, Instant::now(), Err(e))?;
                    }
                    tokio::time::sleep_until((Instant::now() + RECONNECT_PAUSE).min(w.end)).await;
                    continue;
                }
            },
        };
        // The latency counts from the first send, resends included.
        let outcome = match tokio::time::timeout_at(hard_stop, c.call_resending(&plan, req, false)).await {
            Ok(sent) => {
                if measured {
                    tally.resent += u64::from(sent.resends);
                    tally.resent_lost += u64::from(sent.lost);
                }
                Ok((sent.outcome, sent.resends))
            }
            Err(e) => Err(e),
        };
        let done = Instant::now();
        // Latency from when it was due, or sent if that was earlier (woken early by the timer).
        let from = due.map_or(sent, |d| d.min(sent));
        let timed_out = outcome.is_err();
        let result = match outcome {
            Ok((Outcome::Expected { rejected, .. }, _)) => Ok((done.duration_since(from), rejected)),
            Ok((Outcome::Unexpected(kind, _), _)) => Err(kind),
            Ok((Outcome::Failed(failure, detail), resends)) => {
                conn = None;
                if failure != ConnectionFailure::Closing {
                    tokio::time::sleep_until((Instant::now() + RECONNECT_PAUSE).min(w.end)).await;
                }
                Err(format!("{}, sent {} times ({detail})", failure_kind(failure), resends + 1))
            }
            Ok((Outcome::Broken(kind), _)) => {
                conn = None;
                tokio::time::sleep_until((Instant::now() + RECONNECT_PAUSE).min(w.end)).await;
                Err(kind)
            }
            Err(_) => Err("no answer before the end of the run".into()),
        };
        if measured {
            tally.record(req.class, done, result)?;
        }
        if timed_out {
            break;
        }
    }
    Ok(tally)
}

/// Sends every request of the workload once on `conn` and checks its answer; returns the score
/// total of a single score request.
async fn check_all(plan: &Plan, conn: &mut Conn, endpoint: &str) -> Result<Option<u64>, String> {
    let mut total = None;
    let mut wrong = Vec::new();
    for req in &plan.load.reqs {
        match conn.call_resending(plan, req, true).await.outcome {
            Outcome::Expected { total: t, .. } => total = total.or(t),
            Outcome::Unexpected(kind, detail) => wrong.push(format!("{} ({kind}): {detail}", req.label)),
            Outcome::Broken(e) => return Err(format!("{endpoint}: {e}")),
            Outcome::Failed(failure, detail) => {
                return Err(format!("{endpoint}: {} after its resends ({detail})", failure_kind(failure)));
            }
        }
    }
    match wrong.len() {
        0 => Ok(total),
        1 => Err(format!("{endpoint}: the first request failed: {}", wrong[0])),
        n => Err(format!(
            "{endpoint}: {n} of {} requests did not get the expected answer before the run, e.g.:\n  {}",
            plan.load.reqs.len(),
            wrong.iter().take(5).cloned().collect::<Vec<_>>().join("\n  ")
        )),
    }
}

/// Connects every worker, sends and checks each distinct request once, then runs warm-up and
/// measured period.
pub async fn measure(cfg: &Config) -> Result<Report, String> {
    if cfg.concurrency == 0 {
        return Err("the concurrency must be at least 1".into());
    }
    let plan = Arc::new(Plan::new(cfg)?);
    let endpoint = plan.endpoint(cfg);

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
    let verified_total = check_all(&plan, &mut conns[0], &endpoint).await?;

    // Over warm-up and measured period; stopped when it is dropped.
    let _busy = cfg.busy_poll.then(BusyPoll::start);
    let begin = Instant::now();
    let start = begin + cfg.warmup;
    let w = Window { begin, start, end: start + cfg.duration };
    let schedule = cfg.rate.map(|rate| Arc::new(Schedule { rate, next: AtomicU64::new(0) }));
    let cpu_start = cfg.server_pid.map(|pid| {
        tokio::spawn(async move {
            tokio::time::sleep_until(start).await;
            (Instant::now(), cpu_seconds(pid))
        })
    });
    let deck = plan.load.deck.len();
    let mut running = Vec::with_capacity(cfg.concurrency);
    for (i, conn) in conns.into_iter().enumerate() {
        let first = i * deck / cfg.concurrency;
        running.push(tokio::spawn(worker(plan.clone(), Some(conn), w, schedule.clone(), first)));
    }
    let mut total = Tally::new()?;
    for r in running {
        total.merge(r.await.map_err(|e| format!("worker: {e}"))??)?;
    }
    let server_cpu = match (cfg.server_pid, cpu_start) {
        (Some(pid), Some(task)) => {
            let (t0, c0) = task.await.map_err(|e| format!("reading the server's CPU time: {e}"))?;
            let c1 = cpu_seconds(pid)?;
            let cpus = report::allowed_cpus(&pid.to_string())
                .zip(report::allowed_cpus("self"))
                .map(|(server, load_tool)| report::Cpus { server, load_tool });
            Some(ServerCpu { pid, seconds: (c1 - c0?).max(0.0), wall: Instant::now().duration_since(t0), cpus })
        }
        _ => None,
    };
    let mut elapsed = total.last.map_or(cfg.duration, |l| l.duration_since(start));
    let mut missed = 0;
    if let Some(s) = &schedule {
        let due = s.due_between(&w, w.start, w.end);
        missed = due.saturating_sub(total.requests);
        if missed > 0 {
            total.errors += missed;
            total.requests += missed;
            *total.error_kinds.entry("missed: no connection free before the end".into()).or_default() += missed;
        }
        // The rate is over the whole measured period, however early the last answer came.
        elapsed = elapsed.max(cfg.duration);
    }
    Ok(Report {
        transport: cfg.transport.name(),
        operation: cfg.operation().name(),
        endpoint,
        concurrency: cfg.concurrency,
        warmup: cfg.warmup,
        pacing: cfg.rate.map_or(Pacing::Closed, Pacing::Open),
        busy_poll: cfg.busy_poll,
        elapsed: elapsed.max(Duration::from_micros(1)),
        requests: total.requests,
        errors: total.errors,
        missed,
        rejected_as_expected: total.rejected_as_expected,
        resent: total.resent,
        resent_lost: total.resent_lost,
        error_kinds: total.error_kinds,
        latency: total.latency,
        classes: total.classes,
        items_per_request: plan.load.reqs.iter().map(|r| r.items).max().unwrap_or(1),
        verified_total,
        server_cpu,
    })
}

/// `--busy-poll`: a task per runtime worker that only yields, so that no worker runs out of work
/// and sleeps; a worker with nothing else to run polls for I/O without waiting (a yielded task is
/// run again after the runtime's next look at its I/O). Stopped when dropped.
struct BusyPoll(Vec<tokio::task::JoinHandle<()>>);

impl BusyPoll {
    fn start() -> BusyPoll {
        let workers = tokio::runtime::Handle::current().metrics().num_workers();
        BusyPoll(
            (0..workers)
                .map(|_| {
                    tokio::spawn(async {
                        loop {
                            tokio::task::yield_now().await;
                        }
                    })
                })
                .collect(),
        )
    }
}

impl Drop for BusyPoll {
    fn drop(&mut self) {
        self.0.iter().for_each(tokio::task::JoinHandle::abort);
    }
}

/// Healthz, then score, with the same settings.
pub async fn compare(cfg: &Config) -> Result<(Report, Report), String> {
    let healthz = measure(&Config { load: Load::Healthz, ..cfg.clone() }).await?;
    let score = measure(cfg).await?;
    Ok((healthz, score))
}

/// What a run prints and writes.
pub struct Outcomes {
    /// Standard output.
    pub out: String,
    /// The verdict line (also part of `out` in text mode).
    pub verdict_line: String,
    pub passed: bool,
}

/// Runs, checks the thresholds, writes the JUnit report.
pub async fn execute(args: &LoadtestArgs, cfg: &Config) -> Result<Outcomes, String> {
    let thresholds = Thresholds {
        min_rps: args.min_rps,
        max_p99_ms: args.max_p99_ms,
        max_error_rate: args.max_error_rate,
        max_cpu_us: args.max_cpu_us,
    };
    let (healthz, r) = if args.compare {
        let (h, s) = compare(cfg).await?;
        (Some(h), s)
    } else {
        (None, measure(cfg).await?)
    };
    let verdict = thresholds.check(&r)?;
    let line = verdict.line(&r);
    if let Some(path) = &args.junit {
        std::fs::write(path, report::junit(&r, &verdict))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let out = match (&healthz, args.json) {
        (None, true) => {
            let mut v = r.to_json();
            v["verdict"] = verdict.to_json(&r);
            v.to_string()
        }
        (None, false) => format!("{}{line}", r.to_text()),
        (Some(h), json) => {
            let x = ratio(h, &r);
            let target = cfg.transport.target_ratio();
            let met = x >= target;
            if json {
                json!({
                    "transport": cfg.transport.name(),
                    "healthz": h.to_json(),
                    "score": r.to_json(),
                    "ratio": (x * 1000.0).round() / 1000.0,
                    "target_ratio": target,
                    "meets_target": met,
                    "verdict": verdict.to_json(&r),
                })
                .to_string()
            } else {
                format!(
                    "{}{}score/healthz throughput: {x:.3} (target >= {target}: {})\n{line}",
                    h.to_text(),
                    r.to_text(),
                    if met { "met" } else { "NOT met" }
                )
            }
        }
    };
    Ok(Outcomes { out, verdict_line: line, passed: verdict.passed() })
}

/// `mahjong-scoring loadtest`: runs, prints, and exits 0 when every threshold is met,
/// [`EXIT_FAILED`] when one is not, [`EXIT_SETUP`] on a setup problem (bad option, no service at
/// the target, a request that does not get its expected answer before the run).
pub fn run(args: LoadtestArgs) -> ExitCode {
    if args.print_body {
        use std::io::Write;
        let printed = score_body(&args).and_then(|b| {
            let mut out = std::io::stdout().lock();
            let newline: &[u8] = if b.ends_with(b"\n") { b"" } else { b"\n" };
            out.write_all(&b).and_then(|()| out.write_all(newline)).map_err(|e| format!("cannot print: {e}"))
        });
        return match printed {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(EXIT_SETUP)
            }
        };
    }
    let cfg = match Config::from_args(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
    };
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::from(EXIT_SETUP);
        }
    };
    match rt.block_on(execute(&args, &cfg)) {
        Ok(o) => {
            println!("{}", o.out);
            if args.json {
                eprintln!("{}", o.verdict_line);
            }
            if o.passed { ExitCode::SUCCESS } else { ExitCode::from(EXIT_FAILED) }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(EXIT_SETUP)
        }
    }
}

// ------------------------------------------------------------------------------- JSON to gRPC

/// The gRPC message for a REST score request body: the body read into the contract (serde, as
/// the REST decoder reads it) and written as its message.
pub fn hand_request_pb(v: &Value) -> Result<pb::HandRequest, String> {
    let req = <mahjong_types::HandRequest as serde::Deserialize>::deserialize(v)
        .map_err(|e| format!("the score request: {e}"))?;
    Ok(pb::HandRequest::from(&req))
}

/// A pass-through codec: messages stay bytes, encoded and decoded by whoever holds them (the
/// load tool sends pre-encoded requests and keeps the answers as bytes).
#[derive(Clone, Copy, Debug, Default)]
pub struct RawCodec;

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

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_scoring::api::Core;
    use mahjong_scoring::engine::registry::Registry;
    use mahjong_scoring::server::{self, Limits, Running};

    fn cfg(transport: Transport, target: String, load: Load) -> Config {
        Config {
            transport,
            target,
            load,
            duration: Duration::from_millis(300),
            warmup: Duration::from_millis(100),
            concurrency: 4,
            rate: None,
            server_pid: None,
            busy_poll: false,
        }
    }

    async fn start() -> (Running, [(Transport, String); 2]) {
        let any = "127.0.0.1:0".parse().unwrap();
        let running = server::start(Core::new(Registry::builtin()), any, any, Limits::default()).await.unwrap();
        let targets = [
            (Transport::Http, format!("http://{}", running.http)),
            (Transport::Grpc, format!("http://{}", running.grpc)),
        ];
        (running, targets)
    }

    fn every_class() -> Load {
        Load::Mix {
            weights: "score=5,waits=1,validate=1,claims=1,deals=1,sessions=1".parse().unwrap(),
            bad_share: 0.2,
            seed: 3,
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
        let compact = hand_request_pb(
            &json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1b2b3", "options": {"x": 2}}),
        )
        .unwrap();
        assert_eq!(compact.hand.unwrap().compact, "b1b2b3");
        assert_eq!(compact.options["x"].value, Some(pb::option_value::Value::IntValue(2)));
        // The mix's generic mapping gives the same message.
        let (path, bytes) = mix::grpc_message("score", &default_body()).unwrap();
        assert_eq!(path, "/mahjong.v1.Scoring/ScoreHand");
        assert_eq!(bytes, prost::Message::encode_to_vec(&hand_request_pb(&default_body()).unwrap()));
    }

    /// Every request of the mix, good and bad, gets exactly the answer it expects, over both
    /// transports: the bad ones their 4xx (gRPC: the mapped code), which is not an error.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn every_request_of_the_mix_gets_its_expected_answer() {
        let (running, targets) = start().await;
        for (transport, target) in targets {
            let plan = Plan::new(&cfg(transport, target, every_class())).unwrap();
            let bad: Vec<&Req> = plan.load.reqs.iter().filter(|r| r.expect.is_bad()).collect();
            assert!(bad.len() > 60, "{transport:?}: {} bad requests", bad.len());
            assert!(bad.iter().all(|r| matches!(r.expect, Expect::Rejected(400..=499))));
            for class in mix::Class::ALL {
                assert!(bad.iter().any(|r| r.class == class.name()), "{transport:?}: no bad {}", class.name());
            }
            let mut conn = plan.connect().await.unwrap();
            for req in &plan.load.reqs {
                match conn.call(&plan, req, true).await {
                    Outcome::Expected { rejected, .. } => assert_eq!(rejected, req.expect.is_bad(), "{}", req.label),
                    Outcome::Unexpected(k, d) => panic!("{transport:?} {}: {k}: {d}", req.label),
                    Outcome::Broken(e) => panic!("{transport:?} {}: {e}", req.label),
                    Outcome::Failed(_, e) => panic!("{transport:?} {}: {e}", req.label),
                }
            }
            // A wrong expectation is caught and named: a bad request expected to succeed, and a
            // good one expected to fail.
            let mut wrong = plan.load.reqs.iter().find(|r| r.expect == Expect::Rejected(422)).unwrap().clone();
            wrong.expect = Expect::Success;
            assert!(matches!(conn.call(&plan, &wrong, false).await, Outcome::Unexpected(..)), "{}", wrong.label);
            let mut wrong = plan.load.reqs.iter().find(|r| !r.expect.is_bad()).unwrap().clone();
            wrong.expect = Expect::Rejected(422);
            match conn.call(&plan, &wrong, false).await {
                Outcome::Unexpected(kind, _) => assert!(kind.contains("want"), "{kind}"),
                _ => panic!("{}: a success taken for the expected 422", wrong.label),
            }
        }
        running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn every_load_runs_over_both_transports_without_errors() {
        let (running, targets) = start().await;
        for (transport, target) in targets {
            let (h, s) =
                compare(&cfg(transport, target.clone(), Load::Score(default_body().to_string().into()))).await.unwrap();
            for r in [&h, &s] {
                assert!(r.requests > 0, "{}", r.to_text());
                assert_eq!(r.errors, 0, "{}", r.to_text());
                assert_eq!(r.latency.len(), r.requests);
            }
            assert_eq!(s.verified_total, Some(128));
            assert!(ratio(&h, &s) > 0.0);
            assert!(s.to_json()["latency_us"]["p99"].as_u64().unwrap() > 0);

            let m = measure(&cfg(transport, target.clone(), every_class())).await.unwrap();
            assert_eq!(m.errors, 0, "{}", m.to_text());
            assert!(m.rejected_as_expected > 0, "{}", m.to_text());
            assert_eq!(m.latency.len(), m.requests, "bad requests answered as expected have a latency too");
            // How many of each class a short run on a busy machine sends varies; which classes may not.
            let names: Vec<&str> = mix::Class::ALL.iter().map(|c| c.name()).collect();
            assert!(m.classes.keys().all(|k| names.contains(k)), "{:?}", m.classes.keys());
            assert_eq!(m.classes.values().map(|c| c.requests).sum::<u64>(), m.requests);
            let j = m.to_json();
            assert_eq!(j["operation"], "mix");
            assert!(j["classes"]["score"]["requests"].as_u64().unwrap() > 0);

            let b = measure(&cfg(transport, target, Load::Batch(50))).await.unwrap();
            assert_eq!(b.errors, 0, "{}", b.to_text());
            assert_eq!(b.items_per_request, 50);
            assert!((b.items_per_s() - 50.0 * b.rps()).abs() < 1e-6);
        }
        running.shutdown().await;
    }

    /// A TCP front before `upstream` that passes everything through but cuts every connection
    /// when its client sends the `nth` request (`marker`, the request's bytes): the request is
    /// lost with its connection, as on a replica killed mid-call.
    async fn cutting_front(upstream: std::net::SocketAddr, marker: Vec<u8>, nth: usize) -> std::net::SocketAddr {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let marker = marker.clone();
                tokio::spawn(async move {
                    let Ok(server) = TcpStream::connect(upstream).await else { return };
                    let (mut from_client, mut to_client) = client.into_split();
                    let (mut from_server, mut to_server) = server.into_split();
                    let back = tokio::spawn(async move {
                        let _ = tokio::io::copy(&mut from_server, &mut to_client).await;
                    });
                    let (mut seen, mut buf) = (Vec::new(), vec![0u8; 16 * 1024]);
                    while let Ok(n @ 1..) = from_client.read(&mut buf).await {
                        seen.extend_from_slice(&buf[..n]);
                        if seen.windows(marker.len()).filter(|w| *w == marker.as_slice()).count() >= nth
                            || to_server.write_all(&buf[..n]).await.is_err()
                        {
                            break;
                        }
                    }
                    back.abort();
                });
            }
        });
        addr
    }

    /// Every tenth request on a connection is lost with it: each is sent again on a new
    /// connection and answered there, counted as resent (lost), not as an error.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_request_lost_with_its_connection_is_resent_not_failed() {
        let (running, _) = start().await;
        let body = default_body().to_string();
        let message = prost::Message::encode_to_vec(&hand_request_pb(&default_body()).unwrap());
        for (transport, upstream, marker) in
            [(Transport::Http, running.http, body.clone().into_bytes()), (Transport::Grpc, running.grpc, message)]
        {
            let front = cutting_front(upstream, marker, 10).await;
            let r =
                measure(&cfg(transport, format!("http://{front}"), Load::Score(body.clone().into()))).await.unwrap();
            assert_eq!(r.errors, 0, "{transport:?}: {}", r.to_text());
            assert!(r.resent > 0 && r.resent_lost == r.resent, "{transport:?}: {}", r.to_text());
            assert!(r.requests >= 5 * r.resent, "{transport:?}: {}", r.to_text());
            assert!(r.to_text().contains(" lost with theirs, 0 never sent"), "{}", r.to_text());
            assert_eq!(r.to_json()["resent_lost"].as_u64(), Some(r.resent));
        }
        running.shutdown().await;
    }

    /// Open loop: exactly the due requests are counted; a rate the connections cannot carry
    /// shows as missed requests and as latency counted from when they were due.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_open_loop_sends_at_the_rate_and_counts_what_it_could_not() {
        let (running, targets) = start().await;
        for (transport, target) in targets {
            let load = Load::Mix { weights: Weights::default(), bad_share: 0.2, seed: 3 };
            let mut c = cfg(transport, target.clone(), load);
            // More connections than requests due: even a starved machine (tests run in parallel)
            // gets every request out.
            c.rate = Some(60.0);
            c.concurrency = 40;
            c.duration = Duration::from_millis(500);
            let r = measure(&c).await.unwrap();
            // 60/s over 0.5 s: due at 0.1 s (after the warm-up) ... < 0.6 s, whatever the timing.
            assert_eq!(r.requests, 30, "{}", r.to_text());
            // Every request sent got its expected answer.
            assert_eq!(r.errors, r.missed, "{}", r.to_text());
            assert_eq!(r.latency.len() + r.missed, 30);
            assert!(r.missed < 15, "{}", r.to_text());
            // Never faster than the rate.
            assert!(r.rps() <= 63.0, "{}", r.to_text());
            assert_eq!(r.to_json()["mode"], "open");

            // One connection cannot carry 50,000 requests per second: many are never sent, and
            // the latency of those sent includes how long they waited after falling due.
            let mut c = cfg(transport, target, Load::Healthz);
            c.rate = Some(50_000.0);
            c.concurrency = 1;
            c.warmup = Duration::ZERO;
            let r = measure(&c).await.unwrap();
            assert!(r.missed > 1000, "{}", r.to_text());
            assert_eq!(r.errors, r.missed, "{}", r.to_text());
            assert_eq!(r.requests, 15_000, "{}", r.to_text());
            assert!(r.p99_ms() > 50.0, "queueing shows in the latency: {}", r.to_text());
        }
        running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_server_cpu_per_request_is_read_from_proc() {
        let (running, targets) = start().await;
        let mut c = cfg(Transport::Http, targets[0].1.clone(), Load::Score(default_body().to_string().into()));
        // In-process: the server's pid is this test's.
        c.server_pid = Some(std::process::id());
        let r = measure(&c).await.unwrap();
        let cpu = r.server_cpu.as_ref().unwrap();
        assert!(cpu.seconds > 0.0 && cpu.wall >= Duration::from_millis(250), "{cpu:?}");
        assert!(cpu.per_request_us(r.requests) > 0.0);
        assert!(r.to_text().contains("µs per request"), "{}", r.to_text());
        assert!(r.to_json()["server_cpu"]["per_request_us"].as_f64().unwrap() > 0.0);
        // One process: the server's CPUs are the load tool's.
        let cpus = cpu.cpus.as_ref().unwrap();
        assert_eq!(cpus.server, cpus.load_tool);
        assert!(r.to_text().contains(": shared\n"), "{}", r.to_text());
        running.shutdown().await;
        assert!(cpu_seconds(u32::MAX).unwrap_err().contains("cannot read /proc/4294967295/stat"));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn busy_polling_keeps_the_load_tool_busy() {
        let (running, targets) = start().await;
        // 20 requests a second: a sleeping load tool and service use a few ms of CPU a second.
        let mut c = cfg(Transport::Http, targets[0].1.clone(), Load::Healthz);
        c.rate = Some(20.0);
        c.duration = Duration::from_millis(800);
        c.busy_poll = true;
        // In-process: the pid is this test's, load tool and service together.
        c.server_pid = Some(std::process::id());
        let r = measure(&c).await.unwrap();
        // The spinning workers (two here) keep at least one core busy; a third of one is a
        // bound that holds on a busy two-core machine too.
        let cpu = r.server_cpu.as_ref().unwrap();
        assert!(cpu.cores() > 0.33, "busy polling used {:.3} cores", cpu.cores());
        assert_eq!(r.errors, 0, "{}", r.to_text());
        assert_eq!(r.to_json()["busy_poll"], true);
        assert!(r.to_text().contains("busy-polling"), "{}", r.to_text());
        running.shutdown().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn busy_polling_spins_a_task_per_worker_until_dropped() {
        let busy = BusyPoll::start();
        let tasks: Vec<_> = busy.0.iter().map(|t| t.abort_handle()).collect();
        assert_eq!(tasks.len(), 2);
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert!(tasks.iter().all(|t| !t.is_finished()), "spinning while it lives");
        drop(busy);
        for _ in 0..100 {
            if tasks.iter().all(|t| t.is_finished()) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("the spinning tasks outlived their BusyPoll");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_service_is_a_clear_error() {
        // A port that was free a moment ago.
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        for transport in [Transport::Http, Transport::Grpc] {
            let e = measure(&cfg(transport, format!("http://127.0.0.1:{port}"), Load::Healthz)).await.unwrap_err();
            assert!(e.contains("cannot connect"), "{e}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_rejected_request_stops_the_run_with_the_problem() {
        let (running, targets) = start().await;
        let c = cfg(Transport::Http, targets[0].1.clone(), Load::Score(Bytes::from_static(br#"{"ruleset": "nope"}"#)));
        let e = measure(&c).await.unwrap_err();
        assert!(e.contains("http 4"), "{e}");
        running.shutdown().await;
    }

    #[test]
    fn shares_and_numbers_parse() {
        assert_eq!(share("0.05"), Ok(0.05));
        assert_eq!(share("5%"), Ok(0.05));
        assert!(share("120%").is_err() && share("-0.1").is_err() && share("x").is_err());
        assert!(positive_rate("0").is_err() && positive_rate("1e3").is_ok());
        assert!(non_negative("-1").is_err() && non_negative("NaN").is_err());
    }
}
