//! `mahjong-scoring`: the service and its command-line tools.
//!
//! Every tool subcommand reads the REST request body (docs/api.md) as JSON on stdin and prints the
//! REST response body on stdout. Bad input exits with status 2 and the problem document on stderr.

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use mahjong_loadtest::soak::{self, SoakArgs};
use mahjong_loadtest::{self as loadtest, LoadtestArgs};
use mahjong_scoring::api::{ApiError, Core, ErrorKind, decode::decode};
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::export::{self, Format};
use mahjong_scoring::server::{self, Limits};
use mahjong_scoring::telemetry::{self, LogFormat};
use mahjong_scoring::types::{MAX_TOURNAMENT_BODY_BYTES, SessionRequest, TournamentRequest};
use mahjong_scoring::web::Cors;
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
    /// Largest REST body and largest gRPC message, in bytes (413 / RESOURCE_EXHAUSTED); sessions
    /// and tournaments keep their larger limits (2 MiB, 4 MiB) when this is smaller.
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
    /// Connection ageing: at this age (± 10 %) a connection is asked to go away (HTTP/2 GOAWAY,
    /// HTTP/1.1 `Connection: close`), so that clients reconnect and load spreads over replicas;
    /// `0` turns it off. A duration: `300s`, `5m`, `1h 30m`.
    #[arg(long, env = "MAHJONG_MAX_CONNECTION_AGE", default_value = "5m", value_parser = duration)]
    max_connection_age: Duration,
    /// How long an aged connection gets to finish its in-flight requests before it is cut off.
    #[arg(long, env = "MAHJONG_MAX_CONNECTION_AGE_GRACE", default_value = "30s", value_parser = duration)]
    max_connection_age_grace: Duration,
}

/// A duration on the command line: `300ms`, `30s`, `5m`, `1h 30m`; a bare `0` is none.
fn duration(s: &str) -> Result<Duration, String> {
    if s.trim() == "0" {
        return Ok(Duration::ZERO);
    }
    humantime::parse_duration(s).map_err(|e| format!("{s:?} is not a duration such as 30s or 5m: {e}"))
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
            // Room for the largest body of any route (a tournament's, at least).
            max_buffered_bytes: self.max_buffered_bytes.max(self.max_message_bytes).max(MAX_TOURNAMENT_BODY_BYTES),
            max_connections: self.max_connections.max(1),
            header_timeout: ms(self.header_timeout_ms.max(1)),
            idle_timeout: ms(self.idle_timeout_ms.max(1)),
            max_concurrent_streams: self.max_concurrent_streams.max(1),
            max_connection_age: Some(self.max_connection_age).filter(|a| !a.is_zero()),
            max_connection_age_grace: self.max_connection_age_grace,
            cors: Default::default(),
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
        /// Let web pages from this origin call the REST API (CORS), e.g. https://club.example;
        /// repeatable; `*` allows any origin. Off by default. The variable takes a comma-separated list.
        #[arg(
            long = "cors-allow-origin",
            value_name = "ORIGIN",
            env = "MAHJONG_CORS_ALLOW_ORIGINS",
            value_delimiter = ','
        )]
        cors_allow_origin: Vec<String>,
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
    /// Score a whole session from its record (body of POST /v1/sessions/score on stdin).
    Session {
        /// Output: the JSON answer, the deals as CSV, or a printable HTML score sheet.
        #[arg(long, value_enum, default_value_t = OutputFormat::Json)]
        format: OutputFormat,
    },
    /// Tournament standings from its sessions (body of POST /v1/tournaments/standings on stdin).
    Tournament {
        /// Output: the JSON answer, the standings as CSV, or printable HTML standings.
        #[arg(long, value_enum, default_value_t = OutputFormat::Json)]
        format: OutputFormat,
    },
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

/// What `session` and `tournament` print.
#[derive(Copy, Clone, Debug, clap::ValueEnum)]
enum OutputFormat {
    Json,
    Csv,
    Html,
}

impl OutputFormat {
    fn format(self) -> Format {
        match self {
            OutputFormat::Json => Format::Json,
            OutputFormat::Csv => Format::Csv,
            OutputFormat::Html => Format::Html,
        }
    }
}

/// The answer in the format asked for.
fn render<T: Serialize>(
    r: Result<T, ApiError>,
    format: Format,
    csv: impl FnOnce(&T) -> String,
    html: impl FnOnce(&T) -> String,
) -> Result<String, ApiError> {
    let v = r?;
    match format {
        Format::Json => json(Ok(v)),
        Format::Csv => Ok(csv(&v)),
        Format::Html => Ok(html(&v)),
    }
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
        Command::Serve { http, grpc, log_format, limits, cors_allow_origin } => {
            let cors = match Cors::parse(&cors_allow_origin) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            return serve(core, http, grpc, log_format, Limits { cors, ..limits.limits() });
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
        Command::Session { format } => read_stdin().and_then(|b| decode::<SessionRequest>(&b)).and_then(|r| {
            let name = core.ruleset_name(&r.ruleset, r.language.as_deref(), None);
            render(core.score_session(&r, None), format.format(), export::session_csv, |a| {
                export::session_html(a, &name)
            })
        }),
        Command::Tournament { format } => read_stdin().and_then(|b| decode::<TournamentRequest>(&b)).and_then(|r| {
            let name = core.ruleset_name(&r.ruleset, r.language.as_deref(), None);
            render(core.tournament(&r, None), format.format(), export::tournament_csv, |a| {
                export::tournament_html(a, &name)
            })
        }),
        Command::Rulesets { id: None } => json(Ok(core.rulesets(Default::default()))),
        Command::Rulesets { id: Some(id) } => json(core.ruleset(&id)),
    };
    match result {
        // A reader that stops early (`| head`) closes the pipe: that ends the output quietly.
        Ok(out) => match writeln!(std::io::stdout().lock(), "{out}") {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                eprintln!("error: cannot write the answer: {e}");
                ExitCode::from(1)
            }
            _ => ExitCode::SUCCESS,
        },
        Err(e) => {
            let doc = serde_json::to_string_pretty(&e.problem()).unwrap_or_else(|_| e.to_string());
            eprintln!("{doc}");
            ExitCode::from(2)
        }
    }
}

fn serve(core: Core, http: SocketAddr, grpc: SocketAddr, log_format: LogFormat, limits: Limits) -> ExitCode {
    let rt = match server::runtime() {
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

/// Reads stdin: at most the largest body the service takes (a tournament's).
fn read_stdin() -> Result<Vec<u8>, ApiError> {
    let limit = MAX_TOURNAMENT_BODY_BYTES;
    let mut buf = Vec::new();
    std::io::stdin()
        .take(limit as u64 + 1)
        .read_to_end(&mut buf)
        .map_err(|e| ApiError::new(ErrorKind::BadRequest, format!("cannot read stdin: {e}")))?;
    if buf.len() > limit {
        return Err(ApiError::new(ErrorKind::TooLarge, format!("the input is larger than {limit} bytes")));
    }
    Ok(buf)
}

fn json<T: Serialize>(r: Result<T, ApiError>) -> Result<String, ApiError> {
    let v = r?;
    serde_json::to_string_pretty(&v).map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))
}
