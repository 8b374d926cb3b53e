//! `mahjong-scoring`: the service and its command-line tools.
//!
//! Every tool subcommand reads the REST request body of API.md as JSON on stdin and prints the
//! REST response body on stdout. Bad input exits with status 2 and the problem document on stderr.

use std::io::Read;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use mahjong_scoring::api::{ApiError, Core, ErrorKind, decode::decode};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::loadtest::{self, LoadtestArgs};
use mahjong_scoring::server::{self, Limits};
use mahjong_scoring::soak::{self, SoakArgs};
use mahjong_scoring::telemetry::{self, LogFormat};
use serde::Serialize;

// The request path allocates many small strings and vectors (JSON in and out); mimalloc serves
// them from thread-local pages, markedly cheaper than glibc malloc under load.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "mahjong-scoring", version, about = "Scores mahjong hands under European classical rule sets")]
struct Cli {
    /// Also load custom rule sets (*.toml) from this directory.
    #[arg(long, global = true, env = "MAHJONG_RULESETS_DIR")]
    rulesets: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

/// The service's limits (see `server::Limits`).
#[derive(clap::Args)]
struct LimitArgs {
    /// Requests handled at once per transport; more are shed (503 / UNAVAILABLE).
    #[arg(long, env = "MAHJONG_MAX_CONCURRENCY", default_value_t = 1024)]
    max_concurrency: usize,
    /// Per-request time limit in milliseconds: for the body to arrive (408) and for the answer.
    #[arg(long, env = "MAHJONG_REQUEST_TIMEOUT_MS", default_value_t = 10_000)]
    request_timeout_ms: u64,
    /// After SIGTERM: how long to keep serving, not ready, before no longer accepting, in ms.
    #[arg(long, env = "MAHJONG_DRAIN_MS", default_value_t = 5_000)]
    drain_ms: u64,
    /// After the drain: how long in-flight requests get to finish, in milliseconds.
    #[arg(long, env = "MAHJONG_SHUTDOWN_GRACE_MS", default_value_t = 5_000)]
    shutdown_grace_ms: u64,
    /// Largest REST body and largest gRPC message, in bytes (413 / RESOURCE_EXHAUSTED).
    #[arg(long, env = "MAHJONG_MAX_MESSAGE_BYTES", default_value_t = server::DEFAULT_MAX_MESSAGE_BYTES)]
    max_message_bytes: usize,
    /// Bytes all request bodies may hold at once, both transports; more are shed (503).
    #[arg(long, env = "MAHJONG_MAX_BUFFERED_BYTES", default_value_t = 64 << 20)]
    max_buffered_bytes: usize,
    /// Connections open at once per listener; at the cap the longest-idle one is closed.
    #[arg(long, env = "MAHJONG_MAX_CONNECTIONS", default_value_t = 4096)]
    max_connections: usize,
    /// Longest wait for a request head, and for a new connection's first request, in ms.
    #[arg(long, env = "MAHJONG_HEADER_TIMEOUT_MS", default_value_t = 5_000)]
    header_timeout_ms: u64,
    /// Longest a connection stays open with no request in flight, in milliseconds.
    #[arg(long, env = "MAHJONG_IDLE_TIMEOUT_MS", default_value_t = 60_000)]
    idle_timeout_ms: u64,
    /// HTTP/2 streams a client may open at once on one connection.
    #[arg(long, env = "MAHJONG_MAX_CONCURRENT_STREAMS", default_value_t = 128)]
    max_concurrent_streams: u32,
}

impl LimitArgs {
    fn limits(&self) -> Limits {
        let ms = |n: u64| Duration::from_millis(n);
        Limits {
            concurrency: self.max_concurrency.max(1),
            timeout: ms(self.request_timeout_ms.max(1)),
            grace: ms(self.shutdown_grace_ms),
            drain: ms(self.drain_ms),
            max_message_bytes: self.max_message_bytes.max(1024),
            max_buffered_bytes: self.max_buffered_bytes.max(self.max_message_bytes),
            max_connections: self.max_connections.max(1),
            header_timeout: ms(self.header_timeout_ms.max(1)),
            idle_timeout: ms(self.idle_timeout_ms.max(1)),
            max_concurrent_streams: self.max_concurrent_streams.max(1),
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Run the service: REST and gRPC in one process.
    Serve {
        /// REST listen address.
        #[arg(long, env = "MAHJONG_HTTP_ADDR", default_value = "127.0.0.1:8080")]
        http: SocketAddr,
        /// gRPC listen address.
        #[arg(long, env = "MAHJONG_GRPC_ADDR", default_value = "127.0.0.1:50051")]
        grpc: SocketAddr,
        /// Log line format.
        #[arg(long, env = "MAHJONG_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
        log_format: LogFormat,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Check a hand (body of POST /v1/hands/validate on stdin).
    Validate,
    /// Score a hand (body of POST /v1/hands/score on stdin).
    Score,
    /// List the tiles that complete a hand (body of POST /v1/hands/waits on stdin).
    Waits,
    /// Resolve claims on a discard (body of POST /v1/claims/resolve on stdin).
    Claims,
    /// Settle a deal from the four scores (body of POST /v1/deals/settle on stdin).
    Settle,
    /// Score a whole deal: four hands, scores, payments, next East (body of POST /v1/deals/score).
    Deal,
    /// Italian session reconciliation (body of POST /v1/sessions/reconcile on stdin).
    Reconcile,
    /// List the rule sets, or print one rule set's full definition.
    Rulesets {
        /// A rule set id.
        id: Option<String>,
    },
    /// Load-test a running service (REST or gRPC) and print throughput and latency.
    Loadtest(LoadtestArgs),
    /// Soak a running service with good, bad and abusive clients for a while; fail on any
    /// failed good request, slow health probe, large answer or memory growth.
    Soak(SoakArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut registry = Registry::builtin();
    if let Some(dir) = &cli.rulesets
        && let Err(e) = registry.load_dir(dir)
    {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    let core = Core::new(registry);
    let result = match cli.command {
        Command::Serve { http, grpc, log_format, limits } => {
            return serve(core, http, grpc, log_format, limits.limits());
        }
        Command::Loadtest(args) => return loadtest::run(args),
        Command::Soak(args) => return soak::run(args),
        Command::Validate => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.validate(&r, None))),
        Command::Score => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.score(&r, None))),
        Command::Waits => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.waits(&r, None))),
        Command::Claims => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.resolve_claims(&r))),
        Command::Settle => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.settle(&r))),
        Command::Deal => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.score_deal(&r, None))),
        Command::Reconcile => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.reconcile(&r))),
        Command::Rulesets { id: None } => json(Ok(core.rulesets(Default::default()))),
        Command::Rulesets { id: Some(id) } => json(core.ruleset(&id)),
    };
    match result {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            let doc = serde_json::to_string_pretty(&e.problem()).unwrap_or_else(|_| e.to_string());
            eprintln!("{doc}");
            ExitCode::from(2)
        }
    }
}

fn serve(core: Core, http: SocketAddr, grpc: SocketAddr, log_format: LogFormat, limits: Limits) -> ExitCode {
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the runtime: {e}");
            return ExitCode::from(1);
        }
    };
    rt.block_on(async move {
        let _guard = telemetry::init(&telemetry::Config::from_env(log_format));
        match server::run(core, http, grpc, limits).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                tracing::error!(error = %e, "cannot serve");
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        }
    })
}

/// Reads stdin, at most 1 MiB.
fn read_stdin() -> Result<Vec<u8>, ApiError> {
    let mut buf = Vec::new();
    std::io::stdin()
        .take(1 << 20)
        .read_to_end(&mut buf)
        .map_err(|e| ApiError::new(ErrorKind::BadRequest, format!("cannot read stdin: {e}")))?;
    Ok(buf)
}

fn json<T: Serialize>(r: Result<T, ApiError>) -> Result<String, ApiError> {
    let v = r?;
    serde_json::to_string_pretty(&v).map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))
}
