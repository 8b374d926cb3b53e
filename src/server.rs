//! Both listeners in one process, their limits, and a clean shutdown.
//!
//! Requests flow: listener → limits (body size, concurrency with load shedding, per-request
//! timeout) → a thin adapter (`rest`, `grpc`) → one core call. On SIGTERM or Ctrl-C the service
//! reports not-ready, stops accepting connections, lets in-flight requests finish and exits; if
//! they do not finish within the grace period, it exits anyway.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::error_handling::HandleErrorLayer;
use axum::response::IntoResponse;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower::ServiceBuilder;

use crate::api::{ApiError, Core, ErrorKind};
use crate::rest::{self, AppState};
use crate::{grpc, telemetry};

/// Service limits.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Requests handled at once per listener; more are shed with 503 / UNAVAILABLE.
    pub concurrency: usize,
    /// Longest a request may take.
    pub timeout: Duration,
    /// How long in-flight requests get to finish on shutdown.
    pub grace: Duration,
    /// Browser origins allowed to call the REST API (CORS); off by default.
    pub cors: crate::web::Cors,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            concurrency: 1024,
            timeout: Duration::from_secs(10),
            grace: Duration::from_secs(5),
            cors: Default::default(),
        }
    }
}

/// A running service: its bound addresses and a handle to stop it.
pub struct Running {
    pub http: SocketAddr,
    pub grpc: SocketAddr,
    stop: watch::Sender<bool>,
    ready: Arc<AtomicBool>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Begins a graceful shutdown and waits for both servers to stop.
    pub async fn shutdown(self) {
        self.ready.store(false, Ordering::Relaxed);
        let _ = self.stop.send(true);
        for t in self.tasks {
            let _ = t.await;
        }
    }
}

/// The REST app with its limits (also used by in-process tests).
pub fn http_app(state: AppState, limits: &Limits) -> axum::Router {
    let (router, api) = rest::router(state);
    let docs = utoipa_swagger_ui::SwaggerUi::new("/docs").url("/openapi.json", api);
    let app = router
        .merge(docs)
        .merge(crate::web::router())
        .fallback(|| async { ApiError::new(ErrorKind::NotFound, "no such endpoint; see /docs") })
        .method_not_allowed_fallback(|| async {
            ApiError::field(
                ErrorKind::MethodNotAllowed,
                "",
                "method_not_allowed",
                "method not allowed for this endpoint",
            )
        })
        .layer(
            ServiceBuilder::new()
                .layer(HandleErrorLayer::new(|e: tower::BoxError| async move { shed_error(e).into_response() }))
                .load_shed()
                // One semaphore for the whole listener (axum applies layers per route).
                .layer(tower::limit::GlobalConcurrencyLimitLayer::with_semaphore(Arc::new(
                    tokio::sync::Semaphore::new(limits.concurrency),
                )))
                .timeout(limits.timeout),
        )
        // Outside the limits, so that no early answer leaves a body unread (see `read_body`).
        .layer(axum::middleware::from_fn_with_state(limits.timeout, rest::read_body))
        .layer(axum::middleware::from_fn(telemetry::http_middleware));
    crate::web::with_cors(app, &limits.cors)
}

fn shed_error(e: tower::BoxError) -> ApiError {
    if e.is::<tower::load_shed::error::Overloaded>() {
        ApiError::new(ErrorKind::Overloaded, "too many requests in flight; retry shortly")
    } else if e.is::<tower::timeout::error::Elapsed>() {
        ApiError::new(ErrorKind::Timeout, "the request took longer than the time limit")
    } else {
        ApiError::new(ErrorKind::Internal, e.to_string())
    }
}

/// Binds both listeners and serves until [`Running::shutdown`].
pub async fn start(core: Core, http: SocketAddr, grpc_addr: SocketAddr, limits: Limits) -> std::io::Result<Running> {
    let ready = Arc::new(AtomicBool::new(false));
    let metrics = telemetry::metrics_renderer();
    let state = AppState { core: core.clone(), ready: ready.clone(), metrics };
    let (stop, stop_rx) = watch::channel(false);

    let http_listener = TcpListener::bind(http).await?;
    let http_addr = http_listener.local_addr()?;
    let app = http_app(state, &limits);
    let mut rx = stop_rx.clone();
    let http_task = tokio::spawn(async move {
        let serve = axum::serve(http_listener, app).with_graceful_shutdown(async move {
            let _ = rx.wait_for(|s| *s).await;
        });
        if let Err(e) = serve.await {
            tracing::error!(error = %e, "http server stopped");
        }
    });

    let grpc_listener = TcpListener::bind(grpc_addr).await?;
    let grpc_bound = grpc_listener.local_addr()?;
    let mut rx = stop_rx.clone();
    let grpc_task = tokio::spawn(async move {
        let serve = grpc::serve(core, grpc_listener, limits.clone(), async move {
            let _ = rx.wait_for(|s| *s).await;
        });
        if let Err(e) = serve.await {
            tracing::error!(error = %e, "grpc server stopped");
        }
    });
    ready.store(true, Ordering::Relaxed);
    tracing::info!(http = %http_addr, grpc = %grpc_bound, "serving");
    Ok(Running { http: http_addr, grpc: grpc_bound, stop, ready, tasks: vec![http_task, grpc_task] })
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

/// Runs the service until a signal, then shuts down within the grace period.
pub async fn run(core: Core, http: SocketAddr, grpc: SocketAddr, limits: Limits) -> std::io::Result<()> {
    let grace = limits.grace;
    let running = start(core, http, grpc, limits).await?;
    shutdown_signal().await;
    tracing::info!("shutting down: refusing new requests, finishing in-flight ones");
    if tokio::time::timeout(grace, running.shutdown()).await.is_err() {
        tracing::warn!(grace_secs = grace.as_secs(), "in-flight requests did not finish in time; exiting");
    }
    Ok(())
}
