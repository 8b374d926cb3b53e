//! Both listeners in one process, their limits, and a drained shutdown.
//!
//! A request passes, in order:
//! 1. the listener ([`conn`]): a connection cap per listener, the header-read and idle timeouts,
//!    HTTP/2 stream limits;
//! 2. the body ([`body`]): read whole, at most [`Limits::max_message_bytes`], within the request
//!    time limit (or 408 / DEADLINE_EXCEEDED) and within the process-wide budget of bytes held in
//!    bodies (or 503 / UNAVAILABLE);
//! 3. only then a concurrency slot (shed with 503 / UNAVAILABLE when none is free) and the request
//!    time limit on the work;
//! 4. a thin adapter (`rest`, `grpc`) and one core call; large inputs and batches run on the
//!    blocking pool, so the I/O threads keep answering.
//!
//! Liveness, readiness and metrics (`/healthz`, `/readyz`, `/metrics`, `grpc.health.v1.Health`)
//! pass none of the limits of steps 2–3, and the connection cap makes room for them by closing
//! idle connections.
//!
//! On SIGTERM (or Ctrl-C) the service drains: it reports not-ready at once (`/readyz` 503, gRPC
//! health NOT_SERVING) and keeps serving for [`Limits::drain`] so that load balancers stop sending
//! to it; meanwhile HTTP/1.1 answers carry `Connection: close` and HTTP/2 connections get GOAWAY,
//! so clients move to other replicas without losing a request. Then it stops accepting, lets
//! in-flight requests finish within [`Limits::grace`], and exits. A second signal ends the drain
//! early.

pub mod body;
pub mod conn;
pub mod deadline;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio_util::task::TaskTracker;

use crate::api::{ApiError, Core, ErrorKind};
use crate::rest::{self, AppState, Gate, Problem};
use crate::{grpc, telemetry};

pub use body::BodyBudget;
pub use conn::{ConnHandle, Phase, PhaseCell};

/// Service limits. The defaults are those of the `serve` command, except [`Limits::drain`]
/// (none here; `serve` drains for 5 s).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Requests handled at once per listener; more are shed with 503 / UNAVAILABLE.
    pub concurrency: usize,
    /// Longest a request may take: to arrive (408 past it) and to be answered (503).
    pub timeout: Duration,
    /// How long in-flight requests get to finish once the drain is over.
    pub grace: Duration,
    /// How long the service keeps serving after SIGTERM, not ready, before it stops accepting.
    pub drain: Duration,
    /// Largest REST body and largest gRPC message (413 / RESOURCE_EXHAUSTED): sized for a batch
    /// of 1,000 requests.
    pub max_message_bytes: usize,
    /// Bytes all request bodies being read or worked on may hold at once (both listeners);
    /// beyond it requests are shed (503 / UNAVAILABLE).
    pub max_buffered_bytes: usize,
    /// Connections open at once per listener (lowered to fit the open-file limit).
    pub max_connections: usize,
    /// Longest wait for a request head (and for a new connection's first request).
    pub header_timeout: Duration,
    /// Longest a connection may stay open with no request in flight.
    pub idle_timeout: Duration,
    /// HTTP/2 streams a client may open at once on one connection.
    pub max_concurrent_streams: u32,
    /// Connection ageing: a connection is asked to go away (GOAWAY / `Connection: close`) at
    /// this age, ± 10 %, so that clients reconnect and a balancer in front spreads them over
    /// replicas; `None` turns it off.
    pub max_connection_age: Option<Duration>,
    /// How long an aged connection gets to finish its in-flight requests before it is cut off.
    pub max_connection_age_grace: Duration,
    /// Browser origins allowed to call the REST API (CORS); off by default.
    pub cors: crate::web::Cors,
}

/// The default maximum connection age: 5 minutes (a new replica gets its share of existing
/// clients within minutes; reconnecting that often costs nothing measurable).
pub const DEFAULT_MAX_CONNECTION_AGE: Duration = Duration::from_secs(300);
/// The default grace after the maximum age: 30 s (three times the request time limit).
pub const DEFAULT_MAX_CONNECTION_AGE_GRACE: Duration = Duration::from_secs(30);

/// The default body and message limit: 1 MiB, room for 1,000 requests of about 1 KiB each (a
/// realistic request in the object form is 250–450 bytes). Sessions and tournaments keep their
/// own larger limits ([`message_limit`]).
pub const DEFAULT_MAX_MESSAGE_BYTES: usize = crate::types::MAX_BODY_BYTES;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            concurrency: 1024,
            timeout: Duration::from_secs(10),
            grace: Duration::from_secs(5),
            drain: Duration::ZERO,
            max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
            max_buffered_bytes: 64 << 20,
            max_connections: 4096,
            header_timeout: Duration::from_secs(5),
            idle_timeout: Duration::from_secs(60),
            max_concurrent_streams: 128,
            max_connection_age: Some(DEFAULT_MAX_CONNECTION_AGE),
            max_connection_age_grace: DEFAULT_MAX_CONNECTION_AGE_GRACE,
            cors: Default::default(),
        }
    }
}

/// The message limit of an operation (a REST path or a gRPC method path) for a service whose
/// general limit is `general`, the same on both transports: sessions and tournaments carry
/// whole records (1,000 deals; 1,000 sessions) and keep the larger limits the contract states
/// for them (2 MiB, 4 MiB) when `general` is smaller; every other operation takes `general`
/// (the operation table, [`crate::types::Operation`]).
pub fn message_limit(path: &str, general: usize) -> usize {
    crate::types::Operation::limit_of_path(path, general)
}

impl Limits {
    fn conn(&self, max_connections: usize, http2_only: bool) -> conn::ConnLimits {
        conn::ConnLimits {
            max_connections,
            header_timeout: self.header_timeout,
            idle_timeout: self.idle_timeout,
            request_timeout: self.timeout,
            max_concurrent_streams: self.max_concurrent_streams,
            http2_only,
            // gRPC answers are small: one write each (see conn::TrackedIo).
            vectored_writes: !http2_only,
            max_age: self.max_connection_age,
            age_grace: self.max_connection_age_grace,
        }
    }
}

/// A running service: its bound addresses and a handle to stop it.
pub struct Running {
    pub http: SocketAddr,
    pub grpc: SocketAddr,
    phase: PhaseCell,
    ready: Arc<AtomicBool>,
    health: grpc::Health,
    tasks: TaskTracker,
    listeners: Vec<tokio::task::JoinHandle<()>>,
    open: [Arc<AtomicUsize>; 2],
    limits: Limits,
}

impl Running {
    /// REST connections open now.
    pub fn open_connections_http(&self) -> usize {
        self.open[0].load(Ordering::Relaxed)
    }

    /// gRPC connections open now.
    pub fn open_connections_grpc(&self) -> usize {
        self.open[1].load(Ordering::Relaxed)
    }

    /// Starts the drain: not ready from now on (`/readyz` 503, gRPC health NOT_SERVING);
    /// HTTP/1.1 answers carry `Connection: close`, HTTP/2 connections get GOAWAY.
    pub async fn begin_drain(&self) {
        self.ready.store(false, Ordering::Relaxed);
        self.phase.advance(Phase::Draining);
        self.health.not_serving().await;
    }

    /// Drains for [`Limits::drain`], then [`Running::stop`]s.
    pub async fn shutdown(self) {
        self.begin_drain().await;
        tokio::time::sleep(self.limits.drain).await;
        self.stop().await;
    }

    /// Stops accepting, waits up to [`Limits::grace`] for in-flight requests and cuts off the
    /// connections still open then. True when everything finished in time.
    pub async fn stop(self) -> bool {
        self.ready.store(false, Ordering::Relaxed);
        self.phase.advance(Phase::Stopping);
        for l in self.listeners {
            let _ = l.await;
        }
        self.tasks.close();
        let finished = tokio::time::timeout(self.limits.grace, self.tasks.wait()).await.is_ok();
        if !finished {
            self.phase.advance(Phase::Closing);
            let _ = tokio::time::timeout(Duration::from_secs(1), self.tasks.wait()).await;
        }
        finished
    }
}

/// The REST app with its limits (and CORS, when allowed); `budget` is shared with gRPC.
pub fn http_app(state: AppState, limits: &Limits, budget: BodyBudget) -> axum::Router {
    let gate = Gate {
        permits: Arc::new(Semaphore::new(limits.concurrency)),
        timeout: limits.timeout,
        max_body: limits.max_message_bytes,
        budget,
    };
    let (limited, open, api) = rest::router(state);
    let docs = utoipa_swagger_ui::SwaggerUi::new("/docs").url("/openapi.json", api);
    let method_not_allowed = || async {
        Problem(ApiError::field(
            ErrorKind::MethodNotAllowed,
            "",
            "method_not_allowed",
            "method not allowed for this endpoint",
        ))
    };
    let limited = limited
        .merge(docs)
        .merge(crate::web::router())
        .fallback(|| async { Problem(ApiError::new(ErrorKind::NotFound, "no such endpoint; see /docs")) })
        .method_not_allowed_fallback(method_not_allowed)
        // Observed (span, metrics, log line), then the body, then the slot: a request holds one
        // only once its body is in (and no early answer leaves a body unread, see `read_body`).
        // One layer doing both: a second would clone and box the routes below it per request.
        .layer(axum::middleware::from_fn_with_state(Arc::new(gate), rest::observed_read_body));
    // Health, readiness and metrics: outside every limit, only observed.
    let app = open
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn(telemetry::http_middleware))
        .merge(limited)
        // The safety net: a defect that panics in a handler answers 500 with a problem document
        // and the connection and the process keep serving.
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(panic_answer));
    crate::web::with_cors(app, &limits.cors)
}

/// The answer to a request whose handler panicked: a 500 problem document (the panic is logged).
fn panic_answer(panic: Box<dyn std::any::Any + Send + 'static>) -> axum::response::Response {
    use axum::response::IntoResponse;
    tracing::error!(panic = panic_text(panic.as_ref()), "a request's handler panicked");
    Problem(ApiError::new(ErrorKind::Internal, "internal error: the request could not be answered")).into_response()
}

/// What a panic says, where it says it as text.
pub fn panic_text(panic: &(dyn std::any::Any + Send)) -> &str {
    panic.downcast_ref::<&str>().copied().or_else(|| panic.downcast_ref::<String>().map(String::as_str)).unwrap_or("")
}

/// Connections the kernel queues for a listener before they are accepted (the system caps it at
/// `net.core.somaxconn`, 4096 by default): a burst of new connections (a flood, or every client
/// of a restarted replica at once) must not make a health probe's connection wait for a SYN
/// retransmit (a second).
const LISTEN_BACKLOG: u32 = 4096;

/// A listening socket on `addr`.
fn listen(addr: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = if addr.is_ipv4() { tokio::net::TcpSocket::new_v4()? } else { tokio::net::TcpSocket::new_v6()? };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Binds both listeners and serves until [`Running::shutdown`].
pub async fn start(core: Core, http: SocketAddr, grpc_addr: SocketAddr, limits: Limits) -> std::io::Result<Running> {
    telemetry::start_upkeep();
    // Each request's rule set labels its metrics; the hands it scores are counted per rule set.
    let core = core.observed(telemetry::note_ruleset);
    let ready = Arc::new(AtomicBool::new(false));
    let phase = PhaseCell::default();
    let tasks = TaskTracker::new();
    let budget = BodyBudget::new(limits.max_buffered_bytes);
    let max_connections = conn::fit_cap(limits.max_connections, 2);

    let http_listener = listen(http)?;
    let http_addr = http_listener.local_addr()?;
    let grpc_listener = listen(grpc_addr)?;
    let grpc_bound = grpc_listener.local_addr()?;

    let state = AppState { core: core.clone(), ready: ready.clone(), metrics: telemetry::metrics_renderer() };
    let app = http_app(state, &limits, budget.clone());
    let open = [Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0))];
    let http_task = tokio::spawn(conn::serve(
        "http",
        http_listener,
        limits.conn(max_connections, false),
        open[0].clone(),
        phase.clone(),
        tasks.clone(),
        app,
    ));

    let (grpc_service, health) = grpc::service(core, &limits, budget).await;
    let grpc_task = tokio::spawn(conn::serve(
        "grpc",
        grpc_listener,
        limits.conn(max_connections, true),
        open[1].clone(),
        phase.clone(),
        tasks.clone(),
        grpc_service,
    ));
    ready.store(true, Ordering::Relaxed);
    tracing::info!(http = %http_addr, grpc = %grpc_bound, max_connections, "serving");
    Ok(Running {
        http: http_addr,
        grpc: grpc_bound,
        phase,
        ready,
        health,
        tasks,
        listeners: vec![http_task, grpc_task],
        open,
        limits,
    })
}

/// Stack of the service's threads (tokio's workers and its blocking pool). Reading a request
/// recurses once per level of nesting, at most [`crate::api::decode::MAX_DEPTH`] levels: an
/// optimised build needs a small part of the 2 MiB default for that, a debug build (the tests)
/// about 2.5 MiB (sonic-rs skips an ignored value recursively, about 32 KB a level unoptimised;
/// measured on threads of given stacks). Only the pages touched are resident.
pub const THREAD_STACK: usize = 8 << 20;

/// The runtime the service runs on: worker threads and the blocking pool with [`THREAD_STACK`].
pub fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread().thread_stack_size(THREAD_STACK).enable_all().build()
}

/// Runs CPU-heavy work (a large body decoded, a batch, a group of stream messages) on the
/// blocking pool, at most one job per core but one at a time: the I/O threads keep a core to
/// answer on (health probes above all) however many heavy requests arrive, and the jobs beyond
/// that wait their turn within their requests' time limits instead of crowding out everything
/// else.
pub async fn heavy<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, tokio::task::JoinError> {
    static CORES: std::sync::OnceLock<Arc<Semaphore>> = std::sync::OnceLock::new();
    let cores = CORES.get_or_init(|| {
        let n = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
        Arc::new(Semaphore::new(n.saturating_sub(1).max(1)))
    });
    // The semaphore is never closed.
    let permit = cores.clone().acquire_owned().await.ok();
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        f()
    })
    .await
}

/// Waits for SIGTERM or Ctrl-C.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

/// Runs the service until a signal, then drains and shuts down (see the module documentation).
pub async fn run(core: Core, http: SocketAddr, grpc: SocketAddr, limits: Limits) -> std::io::Result<()> {
    let (drain, grace) = (limits.drain, limits.grace);
    let running = start(core, http, grpc, limits).await?;
    shutdown_signal().await;
    tracing::info!(drain_ms = drain.as_millis() as u64, "draining: not ready, still serving");
    running.begin_drain().await;
    tokio::select! {
        _ = tokio::time::sleep(drain) => {},
        _ = shutdown_signal() => tracing::info!("second signal: ending the drain early"),
    }
    tracing::info!(grace_ms = grace.as_millis() as u64, "stopping: no new connections, finishing in-flight requests");
    if running.stop().await {
        tracing::info!("stopped");
    } else {
        tracing::warn!(grace_ms = grace.as_millis() as u64, "in-flight requests did not finish in time; cut off");
    }
    Ok(())
}
