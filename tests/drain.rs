//! Drain on SIGTERM, with the real binary and a real signal: 64 connections send back to back
//! on each transport while the service is told to stop. Not one request that reached the
//! service may go unanswered:
//! - HTTP/1.1: every answer during the drain carries `Connection: close`, so each client moves
//!   to a new connection; once the service stops accepting, connecting is refused;
//! - HTTP/2 (gRPC): every connection gets GOAWAY; a request the service did not take (a stream
//!   the GOAWAY refused) is sent again on a new connection, as gRPC clients do.
//!
//! A request counts as lost when its connection was established and it got no complete answer
//! (a reset, an early end) for any reason other than GOAWAY's refusal. The service must also
//! keep answering during the drain, report not-ready meanwhile, and exit 0.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::{TokioExecutor, TokioIo};
use tokio::net::TcpStream;

const CONNECTIONS: usize = 64;
const DRAIN_MS: u64 = 1500;

const SCORE: &str = r#"{"ruleset":"ecr","seat_wind":"south","round_wind":"east","hand":"b1b2b3 d5d5d5 c7c8c9 wewe drdrdr","win":{"tile":"we","source":"discard","discarder":"north"}}"#;

/// The service binary, started on free ports.
struct Service {
    child: Child,
    http: SocketAddr,
    grpc: SocketAddr,
    log: Arc<std::sync::Mutex<Vec<String>>>,
}

impl Service {
    fn start() -> Service {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mahjong-scoring"))
            .args(["serve", "--http", "127.0.0.1:0", "--grpc", "127.0.0.1:0", "--log-format", "json"])
            // A generous grace: a debug build on a busy machine is slow, and the test is about
            // finishing what is in flight, not about how fast.
            .args(["--drain-ms", &DRAIN_MS.to_string(), "--shutdown-grace-ms", "20000"])
            .env("RUST_LOG", "warn,mahjong_scoring::server=info")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the binary starts");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut addrs = None;
        for line in lines.by_ref() {
            let line = line.expect("a log line");
            let v: serde_json::Value = serde_json::from_str(&line).unwrap_or_default();
            if v["message"] == "serving" {
                let addr = |k: &str| v[k].as_str().and_then(|a| a.parse().ok()).expect("an address");
                addrs = Some((addr("http"), addr("grpc")));
                break;
            }
        }
        let (http, grpc) = addrs.expect("the service logs its addresses");
        let log = Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = log.clone();
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        Service { child, http, grpc, log }
    }

    fn sigterm(&self) {
        let ok = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().expect("kill runs");
        assert!(ok.success());
    }

    /// Waits for the exit and returns its status.
    fn wait(mut self, within: Duration) -> std::process::ExitStatus {
        let until = std::time::Instant::now() + within;
        loop {
            if let Some(s) = self.child.try_wait().expect("try_wait") {
                return s;
            }
            if std::time::Instant::now() > until {
                let _ = self.child.kill();
                panic!("the service did not exit within {within:?}; log: {:?}", self.log.lock().unwrap());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// What the clients saw.
struct Tally {
    started: std::time::Instant,
    answered: AtomicU64,
    answered_after_signal: AtomicU64,
    lost: AtomicU64,
    reconnects: AtomicU64,
    closes: AtomicU64,
    lost_examples: std::sync::Mutex<Vec<String>>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            started: std::time::Instant::now(),
            answered: AtomicU64::new(0),
            answered_after_signal: AtomicU64::new(0),
            lost: AtomicU64::new(0),
            reconnects: AtomicU64::new(0),
            closes: AtomicU64::new(0),
            lost_examples: std::sync::Mutex::new(Vec::new()),
        }
    }

    fn lose(&self, what: String) {
        self.lost.fetch_add(1, Ordering::Relaxed);
        let mut e = self.lost_examples.lock().unwrap();
        if e.len() < 5 {
            e.push(format!("at {} ms: {what}", self.started.elapsed().as_millis()));
        }
    }
}

/// Every 8th request of a client is a batch (milliseconds of work), so that requests are in
/// flight at every moment of the shutdown.
fn rest_body(n: u64) -> (&'static str, Bytes) {
    if n % 8 == 7 {
        ("/v1/hands/score-batch", Bytes::from(format!("{{\"requests\":[{}]}}", vec![SCORE; 50].join(","))))
    } else {
        ("/v1/hands/score", Bytes::from_static(SCORE.as_bytes()))
    }
}

/// One HTTP/1.1 client: keep-alive, back to back, a new connection whenever the service closes
/// one, until connecting is refused.
async fn rest_client(addr: SocketAddr, tally: Arc<Tally>, signalled: Arc<AtomicBool>) {
    let mut n = 0u64;
    'connections: loop {
        let Ok(stream) = TcpStream::connect(addr).await else { return };
        let Ok((mut send, conn)) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await else {
            tally.lose("handshake failed".into());
            return;
        };
        tokio::spawn(conn);
        loop {
            if send.ready().await.is_err() {
                // The service closed the connection after an answer with `Connection: close`.
                tally.reconnects.fetch_add(1, Ordering::Relaxed);
                continue 'connections;
            }
            let (path, body) = rest_body(n);
            n += 1;
            let req = hyper::Request::post(path)
                .header("host", "x")
                .header("content-type", "application/json")
                .body(Full::new(body))
                .unwrap();
            match send.send_request(req).await {
                Ok(resp) => {
                    let status = resp.status();
                    let close = resp.headers().get("connection").is_some_and(|v| v == "close");
                    match resp.into_body().collect().await {
                        Ok(_) if status == 200 => {
                            tally.answered.fetch_add(1, Ordering::Relaxed);
                            if signalled.load(Ordering::Relaxed) {
                                tally.answered_after_signal.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                        Ok(_) => tally.lose(format!("{path}: HTTP {status}")),
                        Err(e) => tally.lose(format!("{path}: body broke off: {e}")),
                    }
                    if close {
                        tally.closes.fetch_add(1, Ordering::Relaxed);
                    }
                }
                // Canceled: never written, the connection was already closing.
                Err(e) if e.is_canceled() => {}
                Err(e) => tally.lose(format!("{path}: {e:?}")),
            }
        }
    }
}

fn grpc_frame(msg: &impl prost::Message) -> Bytes {
    let body = msg.encode_to_vec();
    let mut f = Vec::with_capacity(body.len() + 5);
    f.push(0);
    f.extend_from_slice(&(body.len() as u32).to_be_bytes());
    f.extend_from_slice(&body);
    Bytes::from(f)
}

/// Whether an error says the service did not take the request (a stream refused by GOAWAY, or
/// not sent because the connection was going away).
fn refused(e: &hyper::Error) -> bool {
    let mut src: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(s) = src {
        if let Some(h2) = s.downcast_ref::<h2::Error>() {
            return h2.is_go_away() || h2.reason() == Some(h2::Reason::REFUSED_STREAM);
        }
        src = s.source();
    }
    e.is_canceled()
}

/// One gRPC client over HTTP/2: unary ScoreHand calls back to back on one connection, a new one
/// after GOAWAY, until connecting is refused.
async fn grpc_client(addr: SocketAddr, tally: Arc<Tally>, signalled: Arc<AtomicBool>) {
    let body: serde_json::Value = serde_json::from_str(SCORE).unwrap();
    let frame = grpc_frame(&mahjong_loadtest::hand_request_pb(&body).expect("a message"));
    'connections: loop {
        let Ok(stream) = TcpStream::connect(addr).await else { return };
        let Ok((mut send, conn)) =
            hyper::client::conn::http2::handshake(TokioExecutor::new(), TokioIo::new(stream)).await
        else {
            tally.lose("handshake failed".into());
            return;
        };
        tokio::spawn(conn);
        let mut fresh = true;
        loop {
            if send.ready().await.is_err() {
                tally.reconnects.fetch_add(1, Ordering::Relaxed);
                continue 'connections;
            }
            let req = hyper::Request::post(format!("http://{addr}/mahjong.v1.Scoring/ScoreHand"))
                .header("content-type", "application/grpc")
                .header("te", "trailers")
                .body(Full::new(frame.clone()))
                .unwrap();
            match send.send_request(req).await {
                Ok(resp) => match resp.into_body().collect().await {
                    Ok(c) => {
                        fresh = false;
                        let status = c.trailers().and_then(|t| t.get("grpc-status")).map(|v| v.as_bytes().to_vec());
                        if status.as_deref() == Some(b"0") && !c.to_bytes().is_empty() {
                            tally.answered.fetch_add(1, Ordering::Relaxed);
                            if signalled.load(Ordering::Relaxed) {
                                tally.answered_after_signal.fetch_add(1, Ordering::Relaxed);
                            }
                        } else {
                            tally.lose(format!("grpc-status {:?}", status.map(String::from_utf8)));
                        }
                    }
                    Err(e) => tally.lose(format!("answer broke off: {e:?}")),
                },
                Err(e) if refused(&e) => {
                    // Not taken: send again on a new connection.
                    tally.reconnects.fetch_add(1, Ordering::Relaxed);
                    continue 'connections;
                }
                Err(e) => tally.lose(format!("{e:?} fresh={fresh}")),
            }
        }
    }
}

async fn readyz(addr: SocketAddr) -> Option<u16> {
    let stream = TcpStream::connect(addr).await.ok()?;
    let (mut send, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.ok()?;
    tokio::spawn(conn);
    let req = hyper::Request::get("/readyz").header("host", "x").body(Full::new(Bytes::new())).ok()?;
    Some(send.send_request(req).await.ok()?.status().as_u16())
}

async fn drain_under_load(grpc: bool) {
    let service = Service::start();
    let tally = Arc::new(Tally::new());
    let signalled = Arc::new(AtomicBool::new(false));
    let mut clients = Vec::new();
    for _ in 0..CONNECTIONS {
        let (t, s) = (tally.clone(), signalled.clone());
        clients.push(if grpc {
            tokio::spawn(grpc_client(service.grpc, t, s))
        } else {
            tokio::spawn(rest_client(service.http, t, s))
        });
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = tally.answered.load(Ordering::Relaxed);
    assert!(before > 0, "no answers before the signal");
    signalled.store(true, Ordering::Relaxed);
    eprintln!("SIGTERM at {} ms", tally.started.elapsed().as_millis());
    service.sigterm();
    // Not ready within moments, while still serving (the drain lasts 1.5 s).
    let mut seen = Vec::new();
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        seen.push(readyz(service.http).await);
        if seen.last() == Some(&Some(503)) {
            break;
        }
    }
    assert_eq!(seen.last(), Some(&Some(503)), "not ready while draining: {seen:?}");
    for c in clients {
        tokio::time::timeout(Duration::from_secs(30), c).await.expect("clients stop once refused").unwrap();
    }
    let log = service.log.clone();
    let status = service.wait(Duration::from_secs(30));
    eprintln!("exited at {} ms", tally.started.elapsed().as_millis());
    let log = log.lock().unwrap();
    for l in log.iter().filter(|l| !l.contains("\"INFO\"")).take(8) {
        eprintln!("service: {l}");
    }
    assert!(status.success(), "exit status {status}");
    let lost = tally.lost.load(Ordering::Relaxed);
    let examples = tally.lost_examples.lock().unwrap().clone();
    let answered = tally.answered.load(Ordering::Relaxed);
    let after = tally.answered_after_signal.load(Ordering::Relaxed);
    eprintln!(
        "{}: {answered} answered ({after} after SIGTERM), {lost} lost, {} reconnects, {} `Connection: close`",
        if grpc { "gRPC" } else { "REST" },
        tally.reconnects.load(Ordering::Relaxed),
        tally.closes.load(Ordering::Relaxed)
    );
    assert_eq!(lost, 0, "requests lost across SIGTERM: {examples:?}");
    assert!(after > 0, "the service kept answering during the drain");
    // Every connection was asked to go (64 at least, one per connection).
    assert!(tally.reconnects.load(Ordering::Relaxed) >= CONNECTIONS as u64);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_loses_no_request_across_sigterm_at_64_connections() {
    drain_under_load(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grpc_loses_no_request_across_sigterm_at_64_connections() {
    drain_under_load(true).await;
}
