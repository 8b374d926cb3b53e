//! `mahjong-scoring soak`: a bounded soak and abuse run against a service on loopback.
//!
//! For `--duration` seconds it runs, at once:
//! - **good clients** that keep the service saturated: REST keep-alive connections sending
//!   scores, validations, waits, whole deals and batches back to back, and gRPC channels sending
//!   `ScoreHand` calls and `ScoreHands` streams — every one of these must succeed;
//! - **bad clients**: well-formed HTTP with wrong content (unknown tiles, broken JSON, a wrong
//!   content type), each of which must get its 4xx;
//! - **abusive clients**: slowloris connections that trickle a request head, idle connections,
//!   bodies that trickle in, HTTP/2 streams that send headers and never a message, oversized
//!   bodies and messages, and inputs built to make the answer large (batches of hands full of
//!   unknown tiles, a made-up 250 KB option name, streams of bad messages);
//! - **probes**: `GET /healthz` on a new connection every 100 ms, as a kubelet does, and the gRPC
//!   health check on a new connection every 250 ms;
//! - with `--pid`, the service's resident memory, sampled every second.
//!
//! It fails (exit status 1) when any good request fails, a bad one gets another answer than its
//! 4xx, a `/healthz` probe is not 200 within `--healthz-bound-ms`, a gRPC health check does not
//! answer SERVING, an answer is more than `--max-ratio` times its request (for requests of
//! 1 KiB and more), or the memory at the end is more than `--rss-growth` times the memory after
//! the warm-up.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use clap::Args;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::{TokioExecutor, TokioIo};
use prost::Message;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::time::Instant;
use tonic::transport::{Channel, Endpoint};

use crate::hand_request_pb;
use mahjong_proto::pb;
use mahjong_proto::pb::scoring_client::ScoringClient;

/// Options of `mahjong-scoring soak`.
#[derive(Args, Clone, Debug)]
pub struct SoakArgs {
    /// REST address of the service.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub http: SocketAddr,
    /// gRPC address of the service.
    #[arg(long, default_value = "127.0.0.1:50051")]
    pub grpc: SocketAddr,
    /// How long to run, in seconds.
    #[arg(long, default_value_t = 60)]
    pub duration: u64,
    /// The service's process id, to sample its resident memory.
    #[arg(long)]
    pub pid: Option<u32>,
    /// Good REST connections (back to back).
    #[arg(long, default_value_t = 32)]
    pub good_http: usize,
    /// Good gRPC channels (back to back).
    #[arg(long, default_value_t = 16)]
    pub good_grpc: usize,
    /// Clients sending well-formed HTTP with bad content.
    #[arg(long, default_value_t = 4)]
    pub bad: usize,
    /// Clients sending inputs built to get large answers.
    #[arg(long, default_value_t = 2)]
    pub amplifiers: usize,
    /// Connections that trickle a request head (slowloris).
    #[arg(long, default_value_t = 200)]
    pub slowloris: usize,
    /// Connections that connect and send nothing.
    #[arg(long, default_value_t = 1000)]
    pub idle: usize,
    /// Connections that send a request head and trickle its body.
    #[arg(long, default_value_t = 8)]
    pub slow_body: usize,
    /// HTTP/2 connections whose streams send headers and never a message.
    #[arg(long, default_value_t = 8)]
    pub stalled_h2: usize,
    /// Stalled streams on each of those connections.
    #[arg(long, default_value_t = 64)]
    pub stalled_streams: usize,
    /// The service's message size limit (oversized requests are made just above it).
    #[arg(long, default_value_t = mahjong_types::MAX_BODY_BYTES)]
    pub max_message_bytes: usize,
    /// Longest a `/healthz` probe may take, in milliseconds.
    #[arg(long, default_value_t = 100)]
    pub healthz_bound_ms: u64,
    /// Largest answer/request size ratio allowed for requests of 1 KiB and more.
    #[arg(long, default_value_t = 8.0)]
    pub max_ratio: f64,
    /// Largest end/warm memory ratio allowed.
    #[arg(long, default_value_t = 2.0)]
    pub rss_growth: f64,
    /// Print the result as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Also write the result as JSON to this file.
    #[arg(long)]
    pub json_out: Option<std::path::PathBuf>,
}

// ------------------------------------------------------------------------------------- tallies

/// Counts of one kind of client.
#[derive(Default)]
struct Count {
    ok: AtomicU64,
    failed: AtomicU64,
}

struct Stats {
    good_http: Count,
    good_grpc: Count,
    bad: Count,
    amplifying: Count,
    oversized: Count,
    /// Abusive connections the service closed (slowloris, idle), and those it answered 408.
    slowloris_closed: AtomicU64,
    idle_closed: AtomicU64,
    slow_body_408: AtomicU64,
    stalled_deadline: AtomicU64,
    healthz: Count,
    healthz_max_us: AtomicU64,
    /// Every `/healthz` probe's latency, microseconds.
    healthz_us: Mutex<Vec<u64>>,
    grpc_health: Count,
    grpc_health_max_us: AtomicU64,
    /// Failures by what went wrong: how many, and the second of the run of the first.
    failures: Mutex<BTreeMap<String, (u64, u64)>>,
    started: std::time::Instant,
    /// Largest answer/request ratio by kind of input (requests of 1 KiB and more).
    ratios: Mutex<BTreeMap<&'static str, (f64, usize, usize)>>,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats {
            good_http: Count::default(),
            good_grpc: Count::default(),
            bad: Count::default(),
            amplifying: Count::default(),
            oversized: Count::default(),
            slowloris_closed: AtomicU64::new(0),
            idle_closed: AtomicU64::new(0),
            slow_body_408: AtomicU64::new(0),
            stalled_deadline: AtomicU64::new(0),
            healthz: Count::default(),
            healthz_max_us: AtomicU64::new(0),
            healthz_us: Mutex::new(Vec::new()),
            grpc_health: Count::default(),
            grpc_health_max_us: AtomicU64::new(0),
            failures: Mutex::new(BTreeMap::new()),
            ratios: Mutex::new(BTreeMap::new()),
            started: std::time::Instant::now(),
        }
    }
}

impl Stats {
    fn fail(&self, c: &Count, what: String) {
        c.failed.fetch_add(1, Relaxed);
        let at = self.started.elapsed().as_secs();
        let mut f = self.failures.lock().unwrap_or_else(|e| e.into_inner());
        let e = f.entry(what).or_insert((0, at));
        e.0 += 1;
    }

    fn ratio(&self, kind: &'static str, request: usize, answer: usize) {
        if request < 1024 {
            return;
        }
        let r = answer as f64 / request as f64;
        let mut m = self.ratios.lock().unwrap_or_else(|e| e.into_inner());
        let e = m.entry(kind).or_insert((0.0, 0, 0));
        if r > e.0 {
            *e = (r, request, answer);
        }
    }
}

fn max(a: &AtomicU64, v: u64) {
    a.fetch_max(v, Relaxed);
}

// --------------------------------------------------------------------------------- HTTP/1.1

/// One HTTP/1.1 keep-alive connection.
struct H1(hyper::client::conn::http1::SendRequest<Full<Bytes>>);

/// An answer: status, whether the connection closes, body.
struct Answer {
    status: u16,
    close: bool,
    body: Bytes,
}

impl H1 {
    async fn connect(addr: SocketAddr) -> Result<H1, String> {
        let s = tokio::time::timeout(Duration::from_secs(5), TcpStream::connect(addr))
            .await
            .map_err(|_| "connect timed out".to_string())?
            .map_err(|e| format!("connect: {e}"))?;
        let _ = s.set_nodelay(true);
        let (send, conn) =
            hyper::client::conn::http1::handshake(TokioIo::new(s)).await.map_err(|e| format!("handshake: {e}"))?;
        tokio::spawn(conn);
        Ok(H1(send))
    }

    async fn call(&mut self, method: &str, path: &str, ct: &str, body: Bytes) -> Result<Answer, String> {
        self.0.ready().await.map_err(|e| format!("connection: {e}"))?;
        let req = hyper::Request::builder()
            .method(method)
            .uri(path)
            .header("host", "soak")
            .header("content-type", ct)
            .body(Full::new(body))
            .map_err(|e| e.to_string())?;
        let resp = tokio::time::timeout(Duration::from_secs(30), self.0.send_request(req))
            .await
            .map_err(|_| "no answer within 30 s".to_string())?
            .map_err(|e| format!("{e}"))?;
        let status = resp.status().as_u16();
        let close = resp.headers().get("connection").is_some_and(|v| v == "close");
        let body = resp.into_body().collect().await.map_err(|e| format!("body: {e}"))?.to_bytes();
        Ok(Answer { status, close, body })
    }
}

/// Good requests: each must get 200.
fn good_requests() -> Vec<Req> {
    let score = json!({"ruleset": "ecr", "seat_wind": "south", "round_wind": "east",
        "hand": "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr", "win": {"tile": "we", "source": "discard", "discarder": "north"}});
    let object = crate::default_body();
    let waits = json!({"ruleset": "rode-boekje", "seat_wind": "west", "round_wind": "east", "hand": "b1b1b1b2b3b4b5b6b7b8b9b9b9"});
    let validate = json!({"ruleset": "rode-boekje", "seat_wind": "east", "round_wind": "east",
        "hand": {"concealed": ["b1", "b1", "x9"], "bonus": ["f1"]}});
    let deal = json!({"ruleset": "ecr", "round_wind": "east", "players": [
        {"seat": "east", "hand": "b1b1b1 c2c3c4 d5d6 wnwn drdg ws"},
        {"seat": "south", "hand": "b2b3b4 c5c5c5 d7d8d9 wewewe c1c1", "win": {"tile": "we", "source": "wall"}},
        {"seat": "west", "hand": "b6b7b8 c6c7c8 d1d1d1 dwdw ww d9"},
        {"seat": "north", "hand": "b9b9b9 c9c9 d2d3d4 d5 wswsws dr"}]});
    let batch = json!({"requests": vec![object.clone(); 100]});
    let ok =
        |path, v: &Value| Req { path, content_type: "application/json", body: Bytes::from(v.to_string()), status: 200 };
    vec![
        ok("/v1/hands/score", &score),
        ok("/v1/hands/score", &object),
        ok("/v1/hands/score", &score),
        ok("/v1/hands/score", &object),
        ok("/v1/hands/waits", &waits),
        ok("/v1/hands/validate", &validate),
        ok("/v1/deals/score", &deal),
        ok("/v1/hands/score", &score),
        ok("/v1/hands/score-batch", &batch),
    ]
}

/// A request a REST client sends, and the status it must get.
struct Req {
    path: &'static str,
    content_type: &'static str,
    body: Bytes,
    status: u16,
}

/// A keep-alive REST client sending `requests` in turn, with `pause` between them, until
/// `until`; each must get its status. Counted in `count(stats)`.
async fn rest_client(
    addr: SocketAddr,
    requests: Vec<Req>,
    pause: Duration,
    stats: Arc<Stats>,
    count: fn(&Stats) -> &Count,
    until: Instant,
) {
    let mut conn: Option<H1> = None;
    let mut i = 0usize;
    while Instant::now() < until {
        let mut c = match conn.take() {
            Some(c) => c,
            None => match H1::connect(addr).await {
                Ok(c) => c,
                Err(e) => {
                    stats.fail(count(&stats), e);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let r = &requests[i % requests.len()];
        i += 1;
        match c.call("POST", r.path, r.content_type, r.body.clone()).await {
            Ok(a) if a.status == r.status => {
                count(&stats).ok.fetch_add(1, Relaxed);
                if !a.close {
                    conn = Some(c);
                }
            }
            Ok(a) => stats.fail(count(&stats), format!("{}: HTTP {} (wanted {})", r.path, a.status, r.status)),
            Err(e) => stats.fail(count(&stats), format!("{}: {e}", r.path)),
        }
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
}

async fn grpc_channel(addr: SocketAddr) -> Result<Channel, String> {
    Endpoint::from_shared(format!("http://{addr}"))
        .map_err(|e| e.to_string())?
        .connect_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(30))
        .connect()
        .await
        .map_err(|e| format!("connect: {e}"))
}

/// A well-behaved client's call: sent again (at most as often as the SDK's clients do) while its
/// closing connection refused it unsent (the server's connection ageing or drain sent GOAWAY).
async fn resending<T, Fut>(mut call: impl FnMut() -> Fut) -> Result<T, tonic::Status>
where
    Fut: std::future::Future<Output = Result<T, tonic::Status>>,
{
    let mut sent = call().await;
    for _ in 0..mahjong_scoring_sdk::CONNECTION_RETRIES {
        match &sent {
            Err(e) if mahjong_scoring_sdk::is_refused_unsent(e) => sent = call().await,
            _ => break,
        }
    }
    sent
}

async fn good_grpc(addr: SocketAddr, stats: Arc<Stats>, until: Instant) {
    let Ok(req) = hand_request_pb(&crate::default_body()) else { return };
    let mut client: Option<ScoringClient<Channel>> = None;
    let mut i = 0u64;
    while Instant::now() < until {
        let c = match client.take() {
            Some(c) => c,
            None => match grpc_channel(addr).await {
                Ok(ch) => ScoringClient::new(ch),
                Err(e) => {
                    stats.fail(&stats.good_grpc, e);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        i += 1;
        let ok = if i.is_multiple_of(50) {
            // A stream of 50: every answer a score.
            let opened = resending(|| {
                let (mut c, reqs) = (c.clone(), vec![req.clone(); 50]);
                async move { c.score_hands(tokio_stream::iter(reqs)).await }
            })
            .await;
            match opened {
                Ok(resp) => {
                    let mut s = resp.into_inner();
                    let mut n = 0;
                    let mut bad = None;
                    loop {
                        match s.message().await {
                            Ok(Some(r)) if matches!(r.result, Some(pb::score_hands_result::Result::Score(_))) => n += 1,
                            Ok(Some(r)) => bad = Some(format!("{:?}", r.result)),
                            Ok(None) => break,
                            Err(e) => {
                                bad = Some(format!("{e}"));
                                break;
                            }
                        }
                    }
                    match bad {
                        None if n == 50 => Ok(()),
                        None => Err(format!("ScoreHands: {n} of 50 answers")),
                        Some(b) => Err(format!("ScoreHands: {}", b.chars().take(120).collect::<String>())),
                    }
                }
                Err(e) => Err(format!("ScoreHands: {}", e.code())),
            }
        } else {
            let sent = resending(|| {
                let (mut c, r) = (c.clone(), req.clone());
                async move { c.score_hand(r).await }
            })
            .await;
            sent.map(|_| ()).map_err(|e| format!("ScoreHand: {} {}", e.code(), e.message()))
        };
        match ok {
            Ok(()) => stats.good_grpc.ok.fetch_add(1, Relaxed),
            Err(e) => {
                stats.fail(&stats.good_grpc, format!("good gRPC {e}"));
                0
            }
        };
        client = Some(c);
    }
}

/// Bad requests: each must get its 4xx.
fn bad_requests() -> Vec<Req> {
    let tiles = json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
        "hand": {"concealed": ["zz", "b1", "q7", "b1", "b1", "b1", "b1"]}, "win": {"tile": "zz", "source": "wall"}});
    let req = |path, content_type, body: &str, status| Req {
        path,
        content_type,
        body: Bytes::from(body.to_string()),
        status,
    };
    vec![
        req("/v1/hands/score", "application/json", &tiles.to_string(), 422),
        req("/v1/hands/score", "application/json", "{\"ruleset\":", 400),
        req("/v1/hands/score", "text/plain", "hello", 415),
        req("/v1/hands/waits", "application/json", "{\"ruleset\":\"mcr\"}", 400),
        req("/v1/deals/settle", "application/json", "{\"ruleset\":\"ecr\",\"scores\":7}", 400),
    ]
}

// ------------------------------------------------------------------------------ amplification

/// Inputs built to get large answers: (kind, path, body, expected status).
fn amplifying() -> Vec<(&'static str, &'static str, Bytes, u16)> {
    let zz = |n: usize| vec!["zz"; n];
    let hand = |tiles: Vec<&str>| {
        json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
            "hand": {"concealed": tiles, "bonus": ["x1", "x2", "x3"]}, "win": {"tile": "zz", "source": "wall"}})
    };
    let batch = json!({"requests": vec![hand(zz(29)); 1000]});
    let compact = json!({"requests": vec![json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
        "hand": "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"}); 1000]});
    let many_tiles = hand(zz(50_000));
    let key = "k".repeat(250_000);
    let mut options = serde_json::Map::new();
    options.insert(key.clone(), json!(true));
    let long_key =
        json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1", "options": options});
    let unknown_field = format!("{{\"ruleset\":\"ecr\",\"{key}\":1}}");
    vec![
        ("batch of 1000 hands of unknown tiles", "/v1/hands/score-batch", Bytes::from(batch.to_string()), 200),
        (
            "batch of 1000 compact hands of unknown tiles",
            "/v1/hands/score-batch",
            Bytes::from(compact.to_string()),
            200,
        ),
        ("validate a hand of 50,000 unknown tiles", "/v1/hands/validate", Bytes::from(many_tiles.to_string()), 200),
        ("a 250 KB option name", "/v1/hands/score", Bytes::from(long_key.to_string()), 422),
        ("a 250 KB unknown field", "/v1/hands/score", Bytes::from(unknown_field), 400),
    ]
}

async fn amplifier(http: SocketAddr, grpc: SocketAddr, stats: Arc<Stats>, until: Instant) {
    let inputs = amplifying();
    let stream_msg = pb::HandRequest {
        ruleset: "ecr".into(),
        seat_wind: "east".into(),
        round_wind: "east".into(),
        hand: Some(pb::Hand { concealed: vec!["zz".into(); 29], ..Default::default() }),
        ..Default::default()
    };
    let big_msg = pb::HandRequest {
        hand: Some(pb::Hand { concealed: vec!["zz".into(); 200_000], ..Default::default() }),
        ..stream_msg.clone()
    };
    let mut i = 0usize;
    while Instant::now() < until {
        i += 1;
        if i.is_multiple_of(3) {
            // gRPC: a stream of 1000 bad messages, and a message of 200,000 unknown tiles.
            let Ok(ch) = grpc_channel(grpc).await else { continue };
            let mut c = ScoringClient::new(ch).max_decoding_message_size(64 << 20);
            let sent = 1000 * (stream_msg.encoded_len() + 5);
            match c.score_hands(tokio_stream::iter(vec![stream_msg.clone(); 1000])).await {
                Ok(resp) => {
                    let mut s = resp.into_inner();
                    let mut got = 0;
                    while let Ok(Some(r)) = s.message().await {
                        got += r.encoded_len() + 5;
                    }
                    stats.amplifying.ok.fetch_add(1, Relaxed);
                    stats.ratio("gRPC stream of 1000 hands of unknown tiles", sent, got);
                }
                Err(e) => stats.fail(&stats.amplifying, format!("amplifying stream: {}", e.code())),
            }
            let sent = big_msg.encoded_len() + 5;
            match c.validate_hand(big_msg.clone()).await {
                Ok(r) => {
                    stats.amplifying.ok.fetch_add(1, Relaxed);
                    stats.ratio("gRPC ValidateHand of 200,000 unknown tiles", sent, r.into_inner().encoded_len() + 5);
                }
                Err(e) => stats.fail(&stats.amplifying, format!("amplifying ValidateHand: {}", e.code())),
            }
            continue;
        }
        let (kind, path, body, want) = &inputs[i % inputs.len()];
        let Ok(mut c) = H1::connect(http).await else { continue };
        match c.call("POST", path, "application/json", body.clone()).await {
            Ok(a) if a.status == *want => {
                stats.amplifying.ok.fetch_add(1, Relaxed);
                stats.ratio(kind, body.len(), a.body.len());
            }
            Ok(a) => stats.fail(&stats.amplifying, format!("{kind}: HTTP {} (wanted {want})", a.status)),
            Err(e) => stats.fail(&stats.amplifying, format!("{kind}: {e}")),
        }
    }
}

/// Bodies and messages just over the limit: 413 and RESOURCE_EXHAUSTED.
async fn oversized(http: SocketAddr, grpc: SocketAddr, max: usize, stats: Arc<Stats>, until: Instant) {
    let body = Bytes::from(vec![b' '; max + 1024]);
    let msg = pb::HandRequest { ruleset: "r".repeat(max + 1024), ..Default::default() };
    while Instant::now() < until {
        match H1::connect(http).await {
            Ok(mut c) => match c.call("POST", "/v1/hands/score", "application/json", body.clone()).await {
                Ok(a) if a.status == 413 => drop(stats.oversized.ok.fetch_add(1, Relaxed)),
                Ok(a) => stats.fail(&stats.oversized, format!("oversized body: HTTP {}", a.status)),
                Err(e) => stats.fail(&stats.oversized, format!("oversized body: {e}")),
            },
            Err(e) => stats.fail(&stats.oversized, e),
        }
        if let Ok(ch) = grpc_channel(grpc).await {
            let mut c = ScoringClient::new(ch).max_encoding_message_size(64 << 20);
            match c.score_hand(msg.clone()).await {
                Err(e) if e.code() == tonic::Code::ResourceExhausted => drop(stats.oversized.ok.fetch_add(1, Relaxed)),
                other => stats.fail(
                    &stats.oversized,
                    format!("oversized message: {:?}", other.map(|_| ()).map_err(|e| e.code())),
                ),
            }
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

// ------------------------------------------------------------------------------- slow clients

/// Reads until the service closes the connection (or `until`); true when it did.
async fn closed_by_service(s: &mut TcpStream, until: Instant) -> bool {
    let mut buf = [0u8; 1024];
    loop {
        match tokio::time::timeout_at(until, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => {}
            Err(_) => return false,
        }
    }
}

async fn slowloris(addr: SocketAddr, stats: Arc<Stats>, until: Instant) {
    while Instant::now() < until {
        let Ok(mut s) = TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        if s.write_all(b"POST /v1/hands/score HTTP/1.1\r\nhost: x\r\n").await.is_err() {
            continue;
        }
        // A header line a second; the service closes the connection at its header timeout.
        let mut n = 0;
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            n += 1;
            if Instant::now() >= until {
                return;
            }
            if s.write_all(format!("x-slow-{n}: {n}\r\n").as_bytes()).await.is_err()
                || closed_by_service(&mut s, Instant::now() + Duration::from_millis(1)).await
            {
                stats.slowloris_closed.fetch_add(1, Relaxed);
                break;
            }
        }
    }
}

async fn idle(addr: SocketAddr, stats: Arc<Stats>, until: Instant) {
    while Instant::now() < until {
        let Ok(mut s) = TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        if closed_by_service(&mut s, until).await {
            stats.idle_closed.fetch_add(1, Relaxed);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn slow_body(addr: SocketAddr, stats: Arc<Stats>, until: Instant) {
    while Instant::now() < until {
        let Ok(mut s) = TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let head = "POST /v1/hands/score HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n";
        if s.write_all(head.as_bytes()).await.is_err() {
            continue;
        }
        let (mut r, mut w) = s.into_split();
        let trickle = async {
            while w.write_all(b"          ").await.is_ok() {
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        };
        let mut answer = Vec::new();
        let read = async {
            let mut buf = [0u8; 1024];
            while let Ok(n) = r.read(&mut buf).await {
                if n == 0 {
                    break;
                }
                answer.extend_from_slice(&buf[..n]);
            }
        };
        tokio::select! {
            _ = read => {},
            _ = trickle => {},
            _ = tokio::time::sleep_until(until) => return,
        }
        if answer.starts_with(b"HTTP/1.1 408") {
            stats.slow_body_408.fetch_add(1, Relaxed);
        }
    }
}

/// HTTP/2 streams that send headers and never a message: each must end with DEADLINE_EXCEEDED.
async fn stalled_h2(addr: SocketAddr, streams: usize, stats: Arc<Stats>, until: Instant) {
    type Never = http_body_util::StreamBody<
        futures_util::stream::Pending<Result<http_body::Frame<Bytes>, std::convert::Infallible>>,
    >;
    while Instant::now() < until {
        let Ok(s) = TcpStream::connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        let Ok((send, conn)) =
            hyper::client::conn::http2::handshake::<_, _, Never>(TokioExecutor::new(), TokioIo::new(s)).await
        else {
            continue;
        };
        tokio::spawn(conn);
        let mut calls = Vec::new();
        for _ in 0..streams {
            let mut send = send.clone();
            let stats = stats.clone();
            calls.push(tokio::spawn(async move {
                if send.ready().await.is_err() {
                    return;
                }
                let req = hyper::Request::post(format!("http://{addr}/mahjong.v1.Scoring/ScoreHand"))
                    .header("content-type", "application/grpc")
                    .header("te", "trailers")
                    .body(http_body_util::StreamBody::new(futures_util::stream::pending()));
                let Ok(req) = req else { return };
                if let Ok(Ok(resp)) = tokio::time::timeout_at(until, send.send_request(req)).await
                    && resp.headers().get("grpc-status").is_some_and(|v| v == "4")
                {
                    stats.stalled_deadline.fetch_add(1, Relaxed);
                }
            }));
        }
        for c in calls {
            let _ = c.await;
        }
    }
}

// ------------------------------------------------------------------------------------- probes

async fn healthz_probe(addr: SocketAddr, bound: Duration, stats: Arc<Stats>, until: Instant) {
    while Instant::now() < until {
        let started = std::time::Instant::now();
        let r = async {
            let mut c = H1::connect(addr).await?;
            c.call("GET", "/healthz", "text/plain", Bytes::new()).await
        };
        match tokio::time::timeout(Duration::from_secs(10), r).await {
            Ok(Ok(a)) if a.status == 200 => {
                let us = started.elapsed().as_micros() as u64;
                max(&stats.healthz_max_us, us);
                stats.healthz_us.lock().unwrap_or_else(|e| e.into_inner()).push(us);
                if started.elapsed() > bound {
                    stats.fail(&stats.healthz, format!("/healthz slower than {} ms", bound.as_millis()));
                } else {
                    stats.healthz.ok.fetch_add(1, Relaxed);
                }
            }
            Ok(Ok(a)) => stats.fail(&stats.healthz, format!("/healthz: HTTP {}", a.status)),
            Ok(Err(e)) => stats.fail(&stats.healthz, format!("/healthz: {e}")),
            Err(_) => stats.fail(&stats.healthz, "/healthz: no answer within 10 s".into()),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn grpc_health_probe(addr: SocketAddr, stats: Arc<Stats>, until: Instant) {
    use tonic_health::pb::HealthCheckRequest;
    use tonic_health::pb::health_check_response::ServingStatus;
    while Instant::now() < until {
        let started = std::time::Instant::now();
        let r = async {
            let ch = grpc_channel(addr).await?;
            let mut h = tonic_health::pb::health_client::HealthClient::new(ch);
            h.check(HealthCheckRequest { service: String::new() }).await.map_err(|e| format!("{}", e.code()))
        };
        match tokio::time::timeout(Duration::from_secs(10), r).await {
            Ok(Ok(resp)) if resp.get_ref().status == ServingStatus::Serving as i32 => {
                max(&stats.grpc_health_max_us, started.elapsed().as_micros() as u64);
                stats.grpc_health.ok.fetch_add(1, Relaxed);
            }
            Ok(Ok(resp)) => stats.fail(&stats.grpc_health, format!("gRPC health: status {}", resp.get_ref().status)),
            Ok(Err(e)) => stats.fail(&stats.grpc_health, format!("gRPC health: {e}")),
            Err(_) => stats.fail(&stats.grpc_health, "gRPC health: no answer within 10 s".into()),
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// Resident memory of a process in KiB.
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Samples every second: (seconds from start, KiB).
async fn rss_sampler(pid: u32, until: Instant) -> Vec<(u64, u64)> {
    let start = Instant::now();
    let mut out = Vec::new();
    while Instant::now() < until {
        if let Some(kib) = rss_kib(pid) {
            out.push((start.elapsed().as_secs(), kib));
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    if let Some(kib) = rss_kib(pid) {
        out.push((start.elapsed().as_secs(), kib));
    }
    out
}

// ------------------------------------------------------------------------------------ the run

/// Runs the soak; the report as JSON, and whether it passed.
pub async fn soak(a: &SoakArgs) -> (Value, bool) {
    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let until = started + Duration::from_secs(a.duration);
    let mut tasks = Vec::new();
    let s = || stats.clone();
    for _ in 0..a.good_http {
        tasks.push(tokio::spawn(rest_client(a.http, good_requests(), Duration::ZERO, s(), |s| &s.good_http, until)));
    }
    for _ in 0..a.good_grpc {
        tasks.push(tokio::spawn(good_grpc(a.grpc, s(), until)));
    }
    for _ in 0..a.bad {
        // Bad clients are not the load: a request every few milliseconds each.
        let pause = Duration::from_millis(5);
        tasks.push(tokio::spawn(rest_client(a.http, bad_requests(), pause, s(), |s| &s.bad, until)));
    }
    for _ in 0..a.amplifiers {
        tasks.push(tokio::spawn(amplifier(a.http, a.grpc, s(), until)));
    }
    tasks.push(tokio::spawn(oversized(a.http, a.grpc, a.max_message_bytes, s(), until)));
    // The floods ramp up over their first second or so rather than in one instant.
    let ramp = |i: usize| async move { tokio::time::sleep(Duration::from_millis(i as u64)).await };
    for i in 0..a.slowloris {
        let (http, st) = (a.http, s());
        tasks.push(tokio::spawn(async move {
            ramp(i).await;
            slowloris(http, st, until).await
        }));
    }
    for i in 0..a.idle {
        // Half on each listener: a flood on one must not starve the other.
        let (addr, st) = (if i % 2 == 0 { a.http } else { a.grpc }, s());
        tasks.push(tokio::spawn(async move {
            ramp(i).await;
            idle(addr, st, until).await
        }));
    }
    for _ in 0..a.slow_body {
        tasks.push(tokio::spawn(slow_body(a.http, s(), until)));
    }
    for _ in 0..a.stalled_h2 {
        tasks.push(tokio::spawn(stalled_h2(a.grpc, a.stalled_streams, s(), until)));
    }
    // The probes run on a thread of their own, as a kubelet is a process of its own: their
    // latency is the service's, not the queue of this process's many clients.
    let bound = Duration::from_millis(a.healthz_bound_ms);
    let (http, grpc, probe_stats) = (a.http, a.grpc, s());
    let probes = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
        rt.block_on(async {
            let rest = healthz_probe(http, bound, probe_stats.clone(), until);
            tokio::join!(rest, grpc_health_probe(grpc, probe_stats, until));
        });
        Some(())
    });
    let rss = a.pid.map(|pid| tokio::spawn(rss_sampler(pid, until)));
    for t in tasks {
        let _ = t.await;
    }
    if tokio::task::spawn_blocking(move || probes.join()).await.is_err() {
        stats.fail(&stats.healthz, "the probe thread failed".into());
    }
    let rss = match rss {
        Some(t) => t.await.unwrap_or_default(),
        None => Vec::new(),
    };
    let metrics = match H1::connect(a.http).await {
        Ok(mut c) => c.call("GET", "/metrics", "text/plain", Bytes::new()).await.map(|a| a.body).unwrap_or_default(),
        Err(_) => Bytes::new(),
    };
    report(a, &stats, &rss, &String::from_utf8_lossy(&metrics), started.elapsed())
}

fn report(a: &SoakArgs, s: &Stats, rss: &[(u64, u64)], metrics: &str, took: Duration) -> (Value, bool) {
    let n = |c: &Count| json!({"ok": c.ok.load(Relaxed), "failed": c.failed.load(Relaxed)});
    let mut problems = Vec::new();
    for (name, c) in [
        ("good REST requests", &s.good_http),
        ("good gRPC calls", &s.good_grpc),
        ("bad requests", &s.bad),
        ("amplifying requests", &s.amplifying),
        ("oversized requests", &s.oversized),
        ("/healthz probes", &s.healthz),
        ("gRPC health checks", &s.grpc_health),
    ] {
        let failed = c.failed.load(Relaxed);
        if failed > 0 {
            problems.push(format!("{failed} {name} failed"));
        }
    }
    if s.good_http.ok.load(Relaxed) == 0 || s.healthz.ok.load(Relaxed) == 0 {
        problems.push("nothing was answered".into());
    }
    let ratios = s.ratios.lock().unwrap_or_else(|e| e.into_inner()).clone();
    for (kind, (r, req, ans)) in &ratios {
        if *r > a.max_ratio {
            problems.push(format!("{kind}: an answer of {ans} bytes to {req} ({r:.1}×)"));
        }
    }
    // Memory: the first sample, after the warm-up (a tenth of the run, at least 5 s), the peak and
    // the last.
    let warm_at = (a.duration / 10).max(5);
    let rss_json = if rss.is_empty() {
        Value::Null
    } else {
        let first = rss[0].1;
        let warm = rss.iter().find(|(t, _)| *t >= warm_at).map_or(first, |x| x.1);
        let peak = rss.iter().map(|x| x.1).max().unwrap_or(0);
        let end = rss.last().map_or(0, |x| x.1);
        if end as f64 > a.rss_growth * warm as f64 {
            problems.push(format!("memory grew from {warm} KiB (warm) to {end} KiB"));
        }
        json!({"start_kib": first, "warm_kib": warm, "peak_kib": peak, "end_kib": end, "warm_at_s": warm_at})
    };
    let closed: BTreeMap<String, f64> = metrics
        .lines()
        .filter(|l| l.starts_with("mahjong_connections_closed_total{"))
        .filter_map(|l| {
            let (labels, v) = l.rsplit_once(' ')?;
            Some((labels.trim_start_matches("mahjong_connections_closed_total").to_string(), v.parse().ok()?))
        })
        .collect();
    let mut probes = s.healthz_us.lock().unwrap_or_else(|e| e.into_inner()).clone();
    probes.sort_unstable();
    let healthz_ms = |q: f64| {
        let i = ((probes.len() as f64 * q) as usize).min(probes.len().saturating_sub(1));
        probes.get(i).map_or(0.0, |us| *us as f64 / 1000.0)
    };
    let failures: BTreeMap<String, Value> = s
        .failures
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .map(|(k, (n, at))| (k.clone(), json!({"count": n, "first_at_s": at})))
        .collect();
    let report = json!({
        "seconds": took.as_secs_f64(),
        "passed": problems.is_empty(),
        "problems": problems,
        "good_http": n(&s.good_http),
        "good_grpc": n(&s.good_grpc),
        "bad": n(&s.bad),
        "amplifying": n(&s.amplifying),
        "oversized": n(&s.oversized),
        "healthz": {"ok": s.healthz.ok.load(Relaxed), "failed": s.healthz.failed.load(Relaxed),
            "p50_ms": healthz_ms(0.5), "p99_ms": healthz_ms(0.99),
            "max_ms": s.healthz_max_us.load(Relaxed) as f64 / 1000.0, "bound_ms": a.healthz_bound_ms},
        "grpc_health": {"ok": s.grpc_health.ok.load(Relaxed), "failed": s.grpc_health.failed.load(Relaxed),
            "max_ms": s.grpc_health_max_us.load(Relaxed) as f64 / 1000.0},
        "abuse": {"slowloris_closed": s.slowloris_closed.load(Relaxed), "idle_closed": s.idle_closed.load(Relaxed),
            "slow_body_408": s.slow_body_408.load(Relaxed), "stalled_streams_deadline": s.stalled_deadline.load(Relaxed)},
        "max_ratio": ratios.iter().map(|(k, (r, req, ans))| (k.to_string(), json!({"ratio": (r * 100.0).round() / 100.0, "request": req, "answer": ans}))).collect::<serde_json::Map<_, _>>(),
        "rss": rss_json,
        "connections_closed_by_service": closed,
        "failures": failures,
    });
    let passed = report["passed"] == true;
    (report, passed)
}

fn text(r: &Value) -> String {
    let mut out = String::new();
    let line = |out: &mut String, s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    line(
        &mut out,
        format!(
            "soak: {:.0} s, {}",
            r["seconds"].as_f64().unwrap_or(0.0),
            if r["passed"] == true { "PASSED" } else { "FAILED" }
        ),
    );
    for k in ["good_http", "good_grpc", "bad", "amplifying", "oversized"] {
        line(&mut out, format!("  {k:<11} ok {:>9}  failed {}", r[k]["ok"], r[k]["failed"]));
    }
    line(
        &mut out,
        format!(
            "  /healthz    ok {:>9}  failed {}  p50 {} ms  p99 {} ms  max {} ms (bound {} ms)",
            r["healthz"]["ok"],
            r["healthz"]["failed"],
            r["healthz"]["p50_ms"],
            r["healthz"]["p99_ms"],
            r["healthz"]["max_ms"],
            r["healthz"]["bound_ms"]
        ),
    );
    line(
        &mut out,
        format!(
            "  gRPC health ok {:>9}  failed {}  max {} ms",
            r["grpc_health"]["ok"], r["grpc_health"]["failed"], r["grpc_health"]["max_ms"]
        ),
    );
    line(&mut out, format!("  abuse: {}", r["abuse"]));
    line(&mut out, format!("  closed by the service: {}", r["connections_closed_by_service"]));
    if let Some(m) = r["max_ratio"].as_object() {
        for (k, v) in m {
            line(&mut out, format!("  ratio {:>6}×  {k} ({} → {} bytes)", v["ratio"], v["request"], v["answer"]));
        }
    }
    if !r["rss"].is_null() {
        let k = |f: &str| r["rss"][f].as_u64().unwrap_or(0) / 1024;
        line(
            &mut out,
            format!(
                "  RSS MiB: start {}  warm {}  peak {}  end {}",
                k("start_kib"),
                k("warm_kib"),
                k("peak_kib"),
                k("end_kib")
            ),
        );
    }
    if let Some(f) = r["failures"].as_object() {
        for (k, v) in f.iter().take(20) {
            line(&mut out, format!("  failure ×{} (first at {} s): {k}", v["count"], v["first_at_s"]));
        }
    }
    for p in r["problems"].as_array().into_iter().flatten() {
        line(&mut out, format!("  PROBLEM: {}", p.as_str().unwrap_or("")));
    }
    out
}

/// `mahjong-scoring soak`.
pub fn run(a: SoakArgs) -> ExitCode {
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::from(1);
        }
    };
    let (report, passed) = rt.block_on(soak(&a));
    if let Some(path) = &a.json_out
        && let Err(e) = std::fs::write(path, format!("{report}\n"))
    {
        eprintln!("error: cannot write {}: {e}", path.display());
    }
    if a.json {
        println!("{report}");
    } else {
        print!("{}", text(&report));
    }
    if passed { ExitCode::SUCCESS } else { ExitCode::from(1) }
}
