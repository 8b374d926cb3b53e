//! Connections: one accept loop per listener, and each connection served by hyper-util on a task
//! of its own under a supervisor that holds its graceful-shutdown handle.
//!
//! The supervisor closes a connection
//! - that has not sent a whole request head within the header-read timeout (HTTP/1.1: from the
//!   first byte of the head; either protocol: from the accept until its first request);
//! - that has been idle (no request in flight) for the idle timeout: HTTP/2 gets GOAWAY,
//!   HTTP/1.1 is closed between requests;
//! - that was asked to go away ([`Conn::go_away`]: the drain, or later connection ageing):
//!   HTTP/2 gets GOAWAY once its first request is in, HTTP/1.1 answers `Connection: close`;
//! - that was told to close by the listener's connection cap (eviction, below);
//! - that has a request in flight but no progress for longer than a request may take plus the
//!   idle timeout, or has not finished closing within the close timeout: cut off.
//!
//! Each listener keeps at most `max_connections` open. A connection beyond the cap makes room by
//! closing another among those doing no work (no request holding a concurrency slot): the one
//! idle longest, where a connection that has served requests counts as idle for a second less
//! (see [`Conn::eviction_order`]). Idle and slowloris clients are the first to go, so a flood of
//! them cannot lock out a health probe or a real client. Only when every connection is doing
//! work is a new one refused. Either is logged (at most once a second, with counts) and counted
//! in `mahjong_connections_closed_total`.
//!
//! Connection ageing spreads long-lived connections over replicas: each connection gets a maximum
//! age (the configured age ± 10 %, so that connections opened together do not all leave
//! together); at that age it is asked to go away exactly as the drain asks ([`Conn::go_away`]:
//! GOAWAY on HTTP/2, so in-flight calls finish and the client opens a new connection, which a
//! balancer in front may send to another replica; `Connection: close` on the next HTTP/1.1
//! answer). A connection still open a grace period after its age is cut off. Asking is counted in
//! `mahjong_connections_closed_total{reason="max_age"}`, cutting as `reason="max_age_grace"`.

use std::collections::HashMap;
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use bytes::Bytes;
use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, watch};
use tokio::time::Instant;
use tokio_util::task::TaskTracker;

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// Where the server is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum Phase {
    Serving = 0,
    /// Not ready, still serving: every connection is asked to go away.
    Draining = 1,
    /// No new connections; open ones finish what is in flight and close.
    Stopping = 2,
    /// Every connection is cut off.
    Closing = 3,
}

/// The phase: read on every request without a lock, watched by every connection.
#[derive(Clone, Debug)]
pub struct PhaseCell {
    now: Arc<AtomicU8>,
    tx: Arc<watch::Sender<Phase>>,
}

impl Default for PhaseCell {
    fn default() -> PhaseCell {
        PhaseCell {
            now: Arc::new(AtomicU8::new(Phase::Serving as u8)),
            tx: Arc::new(watch::Sender::new(Phase::Serving)),
        }
    }
}

impl PhaseCell {
    pub fn get(&self) -> Phase {
        match self.now.load(Relaxed) {
            0 => Phase::Serving,
            1 => Phase::Draining,
            2 => Phase::Stopping,
            _ => Phase::Closing,
        }
    }

    /// Moves on to `p` (never back).
    pub fn advance(&self, p: Phase) {
        if p > self.get() {
            self.now.store(p as u8, Relaxed);
            self.tx.send_replace(p);
        }
    }

    pub fn subscribe(&self) -> watch::Receiver<Phase> {
        self.tx.subscribe()
    }

    /// Waits until the phase is at least `p`.
    pub async fn reached(&self, p: Phase) {
        let mut rx = self.subscribe();
        let _ = rx.wait_for(|now| *now >= p).await;
    }
}

/// Connection-level limits of a listener.
#[derive(Clone, Debug)]
pub struct ConnLimits {
    /// Connections open at once.
    pub max_connections: usize,
    /// Longest wait for a whole request head (and for the first request of a connection).
    pub header_timeout: Duration,
    /// Longest a connection may stay open with no request in flight.
    pub idle_timeout: Duration,
    /// Longest a request may take (the request time limit); a connection whose requests make no
    /// progress for this plus the idle timeout is cut off.
    pub request_timeout: Duration,
    /// HTTP/2: streams a client may open at once on one connection.
    pub max_concurrent_streams: u32,
    /// Only HTTP/2 (gRPC); otherwise HTTP/1.1 and HTTP/2 with prior knowledge.
    pub http2_only: bool,
    /// Offer vectored writes to hyper (see [`TrackedIo`]).
    pub vectored_writes: bool,
    /// Connection ageing: the maximum age (± [`AGE_JITTER`]); `None`: connections never age.
    pub max_age: Option<Duration>,
    /// How long a connection past its age gets to finish what it has in flight.
    pub age_grace: Duration,
}

/// Connection ageing's jitter: each connection's maximum age is the configured one times a
/// random factor in `1 ± AGE_JITTER`.
pub const AGE_JITTER: f64 = 0.1;

/// How much less idle a connection that has served requests counts at the connection cap (see
/// [`Conn::eviction_order`]).
const SERVED_CREDIT: Duration = Duration::from_secs(1);

/// How long after its preface an HTTP/2 connection that sent no request is taken to have finished
/// its handshake (a client sends its first request with the preface or right after).
const H2_SETTLED: Duration = Duration::from_millis(200);

/// Connections taken from the listen queue when the listener closes (Linux's default queue
/// length, `somaxconn`, is 4096).
const BACKLOG: usize = 4096;

/// Longest size of a request head (HTTP/1.1) or header list (HTTP/2).
const MAX_HEADER_BYTES: usize = 64 * 1024;
/// HTTP/2 keep-alive: a ping after this much silence, and the connection is dead without an answer
/// within [`KEEPALIVE_TIMEOUT`].
const KEEPALIVE_INTERVAL: Duration = Duration::from_secs(30);
const KEEPALIVE_TIMEOUT: Duration = Duration::from_secs(10);

/// One open connection, as its supervisor and the requests on it see it. Requests reach it
/// through the [`ConnHandle`] in their extensions.
#[derive(Debug)]
pub struct Conn {
    id: u64,
    epoch: Instant,
    /// Requests handed to the service and not yet answered to the end.
    in_flight: AtomicU32,
    /// Requests holding a concurrency slot.
    busy: AtomicU32,
    /// Milliseconds since `epoch` of the last request start or end (or the accept).
    last_active: AtomicU64,
    /// 1 + milliseconds since `epoch` when the current request head began; 0 when none is
    /// being read.
    head_since: AtomicU64,
    http2: AtomicBool,
    /// Bytes have arrived.
    read_any: AtomicBool,
    /// A request has come in.
    served: AtomicBool,
    go_away: AtomicBool,
    evicted: AtomicBool,
    /// Not cut off: the socket lingers when closed (see [`TrackedIo`]'s `Drop`).
    linger: AtomicBool,
    /// Milliseconds since `epoch` when the connection reaches its maximum age (ageing).
    age_due: Option<u64>,
    wake: Notify,
}

impl Conn {
    fn new(id: u64, epoch: Instant, max_age: Option<Duration>) -> Conn {
        let now = ms(epoch);
        let age_due = max_age.map(|age| {
            let factor = 1.0 - AGE_JITTER + 2.0 * AGE_JITTER * fastrand::f64();
            now + (age.as_millis() as f64 * factor) as u64
        });
        Conn {
            id,
            epoch,
            in_flight: AtomicU32::new(0),
            busy: AtomicU32::new(0),
            last_active: AtomicU64::new(now),
            head_since: AtomicU64::new(now + 1),
            http2: AtomicBool::new(false),
            read_any: AtomicBool::new(false),
            served: AtomicBool::new(false),
            go_away: AtomicBool::new(false),
            evicted: AtomicBool::new(false),
            linger: AtomicBool::new(true),
            age_due,
            wake: Notify::new(),
        }
    }

    /// Asks the connection to close gracefully: HTTP/2 gets GOAWAY (in-flight streams finish,
    /// the client opens a new connection for the next ones), HTTP/1.1 closes after its next
    /// answer, which carries `Connection: close`. The drain and connection ageing use it.
    pub fn go_away(&self) {
        if !self.go_away.swap(true, Relaxed) {
            self.wake.notify_one();
        }
    }

    fn now(&self) -> u64 {
        ms(self.epoch)
    }

    fn request_started(&self, http2: bool) {
        self.in_flight.fetch_add(1, Relaxed);
        self.head_since.store(0, Relaxed);
        self.last_active.store(self.now(), Relaxed);
        if http2 && !self.http2.load(Relaxed) {
            self.http2.store(true, Relaxed);
        }
        if !self.served.load(Relaxed) {
            self.served.store(true, Relaxed);
            // Asked to go away before it could safely close: now it can.
            if self.go_away.load(Relaxed) {
                self.wake.notify_one();
            }
        }
    }

    fn request_ended(&self) {
        self.in_flight.fetch_sub(1, Relaxed);
        self.last_active.store(self.now(), Relaxed);
    }

    /// Bytes arrived: on an HTTP/1.1 connection between requests, the next head has begun.
    fn bytes_read(&self) {
        if self.head_since.load(Relaxed) == 0 && self.in_flight.load(Relaxed) == 0 && !self.http2.load(Relaxed) {
            self.head_since.store(self.now() + 1, Relaxed);
        }
    }

    /// The HTTP/2 preface arrived: from now on only the idle timeout applies between requests.
    fn preface_read(&self) {
        self.http2.store(true, Relaxed);
        self.head_since.store(0, Relaxed);
        self.last_active.store(self.now(), Relaxed);
        if self.go_away.load(Relaxed) {
            // Asked to go away: it may once its handshake has settled (see `check`).
            self.wake.notify_one();
        }
    }

    /// Whether a graceful shutdown now cannot lose a request the client has already sent: it
    /// has served one (HTTP/2: the handshake is done; HTTP/1.1: hyper finishes a request in
    /// progress); or, HTTP/2, its preface came a while ago (the handshake is done, no request
    /// followed); or, HTTP/1.1, bytes have come (hyper serves a first request in progress, then
    /// closes). A connection that has sent nothing is left to the header-read timeout: before its
    /// first bytes, hyper-util's protocol detection would drop it, request or not.
    fn safe_to_close(&self) -> bool {
        if self.served.load(Relaxed) {
            true
        } else if self.http2.load(Relaxed) {
            self.now() >= self.last_active.load(Relaxed) + H2_SETTLED.as_millis() as u64
        } else {
            self.read_any.load(Relaxed)
        }
    }

    /// Which connection makes room first at the cap (the least): the one idle longest, among
    /// those with no request in flight first; a connection that has served requests counts as
    /// idle for [`SERVED_CREDIT`] less, so that a flood of connections that never send a request
    /// (idle and slowloris clients) goes before a client between two requests.
    fn eviction_order(&self) -> (bool, u64) {
        let last = self.last_active.load(Relaxed);
        let credit = if self.served.load(Relaxed) { SERVED_CREDIT.as_millis() as u64 } else { 0 };
        (self.in_flight.load(Relaxed) > 0, last + credit)
    }

    /// Whether the connection may be closed to make room: no request on it holds a slot.
    fn evictable(&self) -> bool {
        self.busy.load(Relaxed) == 0 && !self.evicted.load(Relaxed)
    }

    /// What the supervisor must do now, or when to look again.
    fn check(&self, limits: &ConnLimits, closing_since: Option<u64>) -> Verdict {
        let now = self.now();
        let mut next = now + limits.idle_timeout.as_millis() as u64;
        if closing_since.is_none() && self.go_away.load(Relaxed) && self.http2.load(Relaxed) {
            // Asked to go away, waiting for the handshake to settle.
            next = next.min(self.last_active.load(Relaxed) + H2_SETTLED.as_millis() as u64 + 1);
        }
        let head = self.head_since.load(Relaxed);
        if head != 0 {
            let due = head - 1 + limits.header_timeout.as_millis() as u64;
            if now >= due {
                return Verdict::Close(Reason::HeaderTimeout);
            }
            next = next.min(due);
        }
        let last = self.last_active.load(Relaxed);
        if self.in_flight.load(Relaxed) == 0 {
            // Idle (and not reading a head, which the header timeout covers).
            if head == 0 && closing_since.is_none() {
                let due = last + limits.idle_timeout.as_millis() as u64;
                if now >= due {
                    return Verdict::GoAway;
                }
                next = next.min(due);
            }
        } else {
            let due = last + (limits.request_timeout + limits.idle_timeout).as_millis() as u64;
            if now >= due {
                return Verdict::Close(Reason::Stalled);
            }
            next = next.min(due);
        }
        if let Some(since) = closing_since {
            let due = since + (limits.request_timeout + limits.header_timeout).as_millis() as u64;
            if now >= due {
                return Verdict::Close(Reason::Stalled);
            }
            next = next.min(due);
        }
        if let Some(age) = self.age_due {
            let cut = age + limits.age_grace.as_millis() as u64;
            if now >= cut {
                return Verdict::Close(Reason::AgeGrace);
            }
            if now >= age {
                if !self.go_away.load(Relaxed) {
                    return Verdict::Aged;
                }
            } else {
                next = next.min(age);
            }
            next = next.min(cut);
        }
        Verdict::Wait(self.epoch + Duration::from_millis(next))
    }
}

fn ms(epoch: Instant) -> u64 {
    epoch.elapsed().as_millis() as u64
}

enum Verdict {
    Close(Reason),
    /// Idle for the idle timeout: close once it safely can.
    GoAway,
    /// At its maximum age: ask it to go away ([`Conn::go_away`]).
    Aged,
    Wait(Instant),
}

/// Why a connection was closed by force (a metric label).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reason {
    HeaderTimeout,
    Stalled,
    Evicted,
    Refused,
    /// Still open a grace period after its maximum age.
    AgeGrace,
}

impl Reason {
    fn label(self) -> &'static str {
        match self {
            Reason::HeaderTimeout => "header_timeout",
            Reason::Stalled => "stalled",
            Reason::Evicted => "evicted",
            Reason::Refused => "refused",
            Reason::AgeGrace => "max_age_grace",
        }
    }
}

/// The connection a request came on (in the request's extensions).
#[derive(Clone, Debug)]
pub struct ConnHandle(Arc<Conn>);

impl ConnHandle {
    /// Marks the connection as doing work (holding a concurrency slot) until the guard drops: such
    /// a connection is never closed to make room for another.
    pub fn busy(&self) -> Busy {
        self.0.busy.fetch_add(1, Relaxed);
        Busy(self.0.clone())
    }

    /// Asks the connection to close gracefully (see [`Conn::go_away`]).
    pub fn go_away(&self) {
        self.0.go_away();
    }
}

/// See [`ConnHandle::busy`].
#[derive(Debug)]
pub struct Busy(Arc<Conn>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Relaxed);
    }
}

// ------------------------------------------------------------------------------- the listener

/// The open connections of one listener.
struct Registry {
    name: &'static str,
    cap: usize,
    max_age: Option<Duration>,
    epoch: Instant,
    next_id: AtomicU64,
    conns: Mutex<HashMap<u64, Arc<Conn>>>,
    /// How many are open (read by [`crate::server::Running`]).
    open: Arc<AtomicUsize>,
    log: Mutex<CapLog>,
}

/// Connections closed or refused at the cap since the last log line.
#[derive(Default)]
struct CapLog {
    last: Option<Instant>,
    evicted: u64,
    refused: u64,
}

impl Registry {
    /// Registers a new connection, making room at the cap; `None` when it must be refused.
    fn admit(&self) -> Option<Arc<Conn>> {
        let id = self.next_id.fetch_add(1, Relaxed);
        let conn = Arc::new(Conn::new(id, self.epoch, self.max_age));
        let mut conns = self.conns.lock().unwrap_or_else(|e| e.into_inner());
        if conns.len() >= self.cap {
            let victim = conns.values().filter(|c| c.evictable()).min_by_key(|c| c.eviction_order()).cloned();
            match victim {
                Some(v) => {
                    conns.remove(&v.id);
                    drop(conns);
                    v.evicted.store(true, Relaxed);
                    v.wake.notify_one();
                    self.note(Reason::Evicted);
                    conns = self.conns.lock().unwrap_or_else(|e| e.into_inner());
                }
                None => {
                    drop(conns);
                    self.note(Reason::Refused);
                    return None;
                }
            }
        }
        conns.insert(id, conn.clone());
        let open = conns.len();
        drop(conns);
        self.open.store(open, Relaxed);
        crate::telemetry::connections_open(self.name, open);
        Some(conn)
    }

    fn remove(&self, id: u64) {
        let mut conns = self.conns.lock().unwrap_or_else(|e| e.into_inner());
        conns.remove(&id);
        let open = conns.len();
        drop(conns);
        self.open.store(open, Relaxed);
        crate::telemetry::connections_open(self.name, open);
    }

    fn all(&self) -> Vec<Arc<Conn>> {
        self.conns.lock().unwrap_or_else(|e| e.into_inner()).values().cloned().collect()
    }

    /// Counts a connection closed or refused at the cap and logs, at most once a second.
    fn note(&self, reason: Reason) {
        crate::telemetry::connection_closed(self.name, reason.label());
        let mut log = self.log.lock().unwrap_or_else(|e| e.into_inner());
        match reason {
            Reason::Evicted => log.evicted += 1,
            _ => log.refused += 1,
        }
        let now = Instant::now();
        if log.last.is_none_or(|t| now.duration_since(t) >= Duration::from_secs(1)) {
            tracing::warn!(
                listener = self.name,
                max_connections = self.cap,
                closed_idle = log.evicted,
                refused = log.refused,
                "connection limit reached: closed the longest-idle connections to make room, \
                 refused new ones where every connection was busy"
            );
            *log = CapLog { last: Some(now), evicted: 0, refused: 0 };
        }
    }
}

/// The open-file limit of the process, where the system tells it.
fn open_file_limit() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// The connection cap of each of `listeners` listeners: `wanted`, or less where the open-file
/// limit would not leave room for every listener's connections and some spare.
pub fn fit_cap(wanted: usize, listeners: usize) -> usize {
    match open_file_limit() {
        Some(limit) if wanted.saturating_mul(listeners) + 256 > limit => {
            let fit = (limit.saturating_sub(256) / listeners).max(16);
            tracing::warn!(
                wanted,
                open_file_limit = limit,
                max_connections = fit,
                "the open-file limit leaves no room for --max-connections on every listener: lowered"
            );
            fit
        }
        _ => wanted,
    }
}

/// A service that can serve a connection: every request of it, in turn.
pub trait ConnService<B>:
    tower::Service<http::Request<Incoming>, Response = http::Response<B>, Error = Infallible, Future: Send + 'static>
    + Clone
    + Send
    + 'static
{
}

impl<S, B> ConnService<B> for S where
    S: tower::Service<
            http::Request<Incoming>,
            Response = http::Response<B>,
            Error = Infallible,
            Future: Send + 'static,
        > + Clone
        + Send
        + 'static
{
}

/// Serves `service` on every connection of `listener` until the phase reaches
/// [`Phase::Stopping`]; connection tasks go to `tasks`; `open` follows the number of open
/// connections.
#[allow(clippy::too_many_arguments)]
pub async fn serve<S, B>(
    name: &'static str,
    listener: TcpListener,
    limits: ConnLimits,
    open: Arc<AtomicUsize>,
    phase: PhaseCell,
    tasks: TaskTracker,
    service: S,
) where
    S: ConnService<B> + Sync,
    B: http_body::Body<Data = Bytes> + Send + 'static,
    B::Error: Into<BoxError>,
{
    let registry = Arc::new(Registry {
        name,
        cap: limits.max_connections.max(1),
        max_age: limits.max_age.filter(|a| !a.is_zero()),
        epoch: Instant::now(),
        next_id: AtomicU64::new(0),
        conns: Mutex::new(HashMap::new()),
        open,
        log: Mutex::new(CapLog::default()),
    });
    let builder = Arc::new(builder(&limits));
    let spawn = |stream: TcpStream, conn: Arc<Conn>| {
        let _ = stream.set_nodelay(true);
        let svc = Tracked { inner: service.clone(), conn: conn.clone(), phase: phase.clone() };
        tasks.spawn(supervise(builder.clone(), stream, svc, conn, limits.clone(), phase.clone(), registry.clone()));
    };
    let mut stop = phase.subscribe();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = stop.wait_for(|p| *p >= Phase::Stopping) => break,
        };
        let stream = match accepted {
            Ok((s, _)) => s,
            Err(e) => {
                // Out of file descriptors or similar: the condition passes; do not spin on it.
                tracing::warn!(listener = name, error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
        };
        if let Some(conn) = registry.admit() {
            spawn(stream, conn);
        }
    }
    // Connections the kernel has already accepted are served (their first request is answered
    // with `Connection: close` or GOAWAY) rather than reset with the listener: they are taken
    // with plain non-blocking accepts until none is left (at most a backlog's worth, should
    // clients keep connecting), and then the listener closes at once.
    if let Ok(listener) = listener.into_std() {
        for _ in 0..BACKLOG {
            let Ok((stream, _)) = listener.accept() else { break };
            let Ok(stream) = stream.set_nonblocking(true).and_then(|()| TcpStream::from_std(stream)) else { continue };
            if let Some(conn) = registry.admit() {
                spawn(stream, conn);
            }
        }
    }
    // Stopping: every open connection finishes what it has in flight and closes.
    for c in registry.all() {
        c.go_away();
    }
}

fn builder(limits: &ConnLimits) -> auto::Builder<TokioExecutor> {
    let mut b = auto::Builder::new(TokioExecutor::new());
    if limits.http2_only {
        b = b.http2_only();
    }
    b.http1()
        .timer(TokioTimer::new())
        // The supervisor enforces the header-read timeout itself (hyper's would also cut off
        // idle keep-alive connections at the same moment).
        .header_read_timeout(None)
        .max_buf_size(MAX_HEADER_BYTES)
        .keep_alive(true);
    b.http2()
        .timer(TokioTimer::new())
        .max_concurrent_streams(limits.max_concurrent_streams)
        .max_header_list_size(MAX_HEADER_BYTES as u32)
        .max_pending_accept_reset_streams(Some(20))
        .max_local_error_reset_streams(Some(256))
        .keep_alive_interval(KEEPALIVE_INTERVAL)
        .keep_alive_timeout(KEEPALIVE_TIMEOUT);
    b
}

/// One connection, from accept to close.
async fn supervise<S, B>(
    builder: Arc<auto::Builder<TokioExecutor>>,
    stream: TcpStream,
    svc: Tracked<S>,
    conn: Arc<Conn>,
    limits: ConnLimits,
    phase: PhaseCell,
    registry: Arc<Registry>,
) where
    S: ConnService<B>,
    B: http_body::Body<Data = Bytes> + Send + 'static,
    B::Error: Into<BoxError>,
{
    let io = TokioIo::new(TrackedIo {
        io: Some(stream),
        conn: conn.clone(),
        vectored: limits.vectored_writes,
        sniffed: false,
    });
    let served = builder.serve_connection(io, TowerToHyperService::new(svc));
    tokio::pin!(served);
    let mut phases = phase.subscribe();
    let mut closing_since: Option<u64> = None;
    let mut idle = false;
    let end = loop {
        if conn.evicted.load(Relaxed) {
            break End::Cut(Some(Reason::Evicted));
        }
        let now_phase = *phases.borrow_and_update();
        if now_phase >= Phase::Closing {
            break End::Cut(None);
        }
        // Asked to go away (the drain, ageing): HTTP/2 gets GOAWAY; an HTTP/1.1 connection's
        // next answer carries `Connection: close` (see `Tracked`), which closes it. Idle for the
        // idle timeout, or stopping: every connection closes once it safely can.
        let http2 = conn.http2.load(Relaxed);
        let asked = idle
            || now_phase >= Phase::Stopping
            || (http2 && (now_phase == Phase::Draining || conn.go_away.load(Relaxed)));
        if asked && closing_since.is_none() && conn.safe_to_close() {
            served.as_mut().graceful_shutdown();
            closing_since = Some(conn.now());
        }
        let wait = match conn.check(&limits, closing_since) {
            Verdict::Close(r) => break End::Cut(Some(r)),
            Verdict::GoAway => {
                idle = true;
                continue;
            }
            Verdict::Aged => {
                conn.go_away();
                crate::telemetry::connection_closed(registry.name, "max_age");
                continue;
            }
            Verdict::Wait(at) => at,
        };
        tokio::select! {
            _ = served.as_mut() => break End::Ended,
            _ = conn.wake.notified() => {}
            changed = phases.changed() => if changed.is_err() { break End::Cut(None) },
            _ = tokio::time::sleep_until(wait) => {}
        }
    };
    if let End::Cut(reason) = end {
        // Cut off: the socket closes at once (it lingers only when it ends by itself, which may
        // happen inside hyper, so lingering is the default).
        conn.linger.store(false, Relaxed);
        match reason {
            // Counted when chosen.
            Some(Reason::Evicted) | None => {}
            Some(r) => crate::telemetry::connection_closed(registry.name, r.label()),
        }
    }
    registry.remove(conn.id);
}

/// How a connection's supervision ended.
enum End {
    /// hyper finished with it (the client closed, or a graceful shutdown completed).
    Ended,
    /// Cut off, and why (none: the service is exiting).
    Cut(Option<Reason>),
}

// ------------------------------------------------------------------ per request, per connection

/// The service of one connection: counts its requests in flight, puts the [`ConnHandle`] in each
/// request's extensions and, while the server drains, asks the client to go elsewhere (HTTP/2:
/// GOAWAY after this request; HTTP/1.1: `Connection: close` on the answer).
#[derive(Clone)]
struct Tracked<S> {
    inner: S,
    conn: Arc<Conn>,
    phase: PhaseCell,
}

impl<S, B> tower::Service<http::Request<Incoming>> for Tracked<S>
where
    S: tower::Service<http::Request<Incoming>, Response = http::Response<B>, Error = Infallible>,
    S::Future: Send + 'static,
    B: http_body::Body<Data = Bytes> + Send + 'static,
{
    type Response = http::Response<TrackedBody<B>>;
    type Error = Infallible;
    type Future = Pin<Box<dyn std::future::Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: http::Request<Incoming>) -> Self::Future {
        let http2 = req.version() == http::Version::HTTP_2;
        self.conn.request_started(http2);
        let guard = InFlight(self.conn.clone());
        if http2 && self.phase.get() >= Phase::Draining {
            self.conn.go_away();
        }
        req.extensions_mut().insert(ConnHandle(self.conn.clone()));
        let fut = self.inner.call(req);
        let (phase, conn) = (self.phase.clone(), self.conn.clone());
        Box::pin(async move {
            let Ok(mut resp) = fut.await;
            if !http2 && (phase.get() >= Phase::Draining || conn.go_away.load(Relaxed)) {
                resp.headers_mut().insert(http::header::CONNECTION, http::HeaderValue::from_static("close"));
            }
            Ok(resp.map(|body| TrackedBody { body, _in_flight: guard }))
        })
    }
}

/// A request in flight until its answer has been sent (or dropped).
struct InFlight(Arc<Conn>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.request_ended();
    }
}

pin_project_lite::pin_project! {
    /// A response body that ends its request's time in flight when it is done.
    pub struct TrackedBody<B> {
        #[pin]
        body: B,
        _in_flight: InFlight,
    }
}

impl<B: http_body::Body> http_body::Body for TrackedBody<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        self.project().body.poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// The socket, noting when bytes arrive (for the header-read timeout) and whether the client
/// speaks HTTP/2.
///
/// Without vectored writes (the gRPC listener) h2 copies payloads of up to 1 KiB into its frame
/// buffer, so headers, message and trailers of a typical answer leave in one write: on a socket
/// that takes vectored writes, h2 sends a DATA frame of more than 256 bytes from the message's own
/// buffer and may then buffer nothing more until that frame is written, so a `ScoreHand` answer
/// (about 700 bytes) went out in one `writev` and its trailers in a second, each waking the client.
struct TrackedIo {
    /// `None` only once dropped.
    io: Option<TcpStream>,
    conn: Arc<Conn>,
    vectored: bool,
    sniffed: bool,
}

/// The first bytes of an HTTP/2 connection.
const PREFACE: &[u8] = b"PRI * HTTP/2.0\r\n";

/// How long a connection that ended gracefully is still read (and what comes thrown away) after
/// the service is done with it.
const LINGER: Duration = Duration::from_secs(2);

fn gone() -> std::io::Error {
    std::io::Error::from(std::io::ErrorKind::NotConnected)
}

impl Drop for TrackedIo {
    /// A connection that ended gracefully lingers: closing a socket with unread bytes makes the
    /// kernel reset it, and a client whose reset arrives before it has read our last frames
    /// (HTTP/2's final GOAWAY, which says which of its streams were not taken) would count a
    /// request it could have sent again as lost. So the write side is shut and whatever the
    /// client still sends is read and thrown away until it closes too, for at most [`LINGER`].
    fn drop(&mut self) {
        if let Some(mut io) = self.io.take()
            && self.conn.linger.load(Relaxed)
            && let Ok(rt) = tokio::runtime::Handle::try_current()
        {
            rt.spawn(async move {
                use tokio::io::{AsyncReadExt, AsyncWriteExt};
                let _ = io.shutdown().await;
                let mut sink = [0u8; 4096];
                let drain = async { while matches!(io.read(&mut sink).await, Ok(n) if n > 0) {} };
                let _ = tokio::time::timeout(LINGER, drain).await;
            });
        }
    }
}

impl tokio::io::AsyncRead for TrackedIo {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let Some(io) = self.io.as_mut() else { return Poll::Ready(Err(gone())) };
        let r = Pin::new(io).poll_read(cx, buf);
        if matches!(r, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            if !self.sniffed {
                self.sniffed = true;
                self.conn.read_any.store(true, Relaxed);
                let read = &buf.filled()[before..];
                if read.len() >= PREFACE.len() && read.starts_with(PREFACE) {
                    self.conn.preface_read();
                }
            } else {
                self.conn.bytes_read();
            }
        }
        r
    }
}

impl tokio::io::AsyncWrite for TrackedIo {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        let Some(io) = self.io.as_mut() else { return Poll::Ready(Err(gone())) };
        Pin::new(io).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let Some(io) = self.io.as_mut() else { return Poll::Ready(Err(gone())) };
        Pin::new(io).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.vectored && self.io.as_ref().is_some_and(TcpStream::is_write_vectored)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let Some(io) = self.io.as_mut() else { return Poll::Ready(Err(gone())) };
        Pin::new(io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let Some(io) = self.io.as_mut() else { return Poll::Ready(Err(gone())) };
        Pin::new(io).poll_shutdown(cx)
    }
}
