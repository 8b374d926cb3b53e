//! Logs, traces and metrics.
//!
//! - Logs: one line per request (operation, status, rule set, duration), text or JSON, written
//!   by a background thread.
//! - Traces: OpenTelemetry over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//!   `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, configured by the standard `OTEL_*` variables;
//!   a span per request (operation, rule set, outcome) with the engine's spans beneath, parented
//!   on the W3C `traceparent` of the incoming request.
//! - Metrics: Prometheus text at `/metrics` — request counts and latency histograms per
//!   transport, operation and status, scored hands per rule set, requests in flight.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use opentelemetry::propagation::TextMapPropagator;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use tracing::{Instrument, field};
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::filter::FilterExt;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

use crate::engine::ruleset::Ruleset;

/// Log line format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum, Default)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

/// Keeps the trace exporter and the log writer alive; flushes both when dropped.
pub struct Guard {
    provider: Option<opentelemetry_sdk::trace::SdkTracerProvider>,
    _log: Option<tracing_appender::non_blocking::WorkerGuard>,
}

impl Guard {
    /// Exports every finished span now.
    pub fn flush(&self) {
        if let Some(p) = &self.provider {
            let _ = p.force_flush();
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        if let Some(p) = self.provider.take() {
            let _ = p.shutdown();
        }
    }
}

/// Where traces go: the OTLP/gRPC endpoint, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    pub format: LogFormat,
    pub otlp_endpoint: Option<String>,
}

impl Config {
    /// From the standard variables: `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or
    /// `OTEL_EXPORTER_OTLP_ENDPOINT` (off when unset or `OTEL_SDK_DISABLED=true`). The exporter
    /// reads the other `OTEL_*` variables (headers, timeout, …) itself.
    pub fn from_env(format: LogFormat) -> Config {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.trim().is_empty());
        let disabled = var("OTEL_SDK_DISABLED").is_some_and(|v| v.eq_ignore_ascii_case("true"));
        let endpoint = var("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT").or_else(|| var("OTEL_EXPORTER_OTLP_ENDPOINT"));
        Config { format, otlp_endpoint: if disabled { None } else { endpoint } }
    }
}

/// Builds the OTLP (gRPC) tracer provider for an endpoint.
pub fn tracer_provider(endpoint: &str) -> Result<opentelemetry_sdk::trace::SdkTracerProvider, String> {
    use opentelemetry_otlp::WithExportConfig;
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_tonic()
        .with_endpoint(endpoint)
        .build()
        .map_err(|e| e.to_string())?;
    let resource = opentelemetry_sdk::Resource::builder().with_service_name(service_name()).build();
    Ok(opentelemetry_sdk::trace::SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource)
        .build())
}

fn service_name() -> String {
    std::env::var("OTEL_SERVICE_NAME").unwrap_or_else(|_| "mahjong-scoring".into())
}

/// Installs the global subscriber: log lines (RUST_LOG, default `info`) and, when configured,
/// the OpenTelemetry layer. Call once, inside a Tokio runtime.
///
/// Log lines are formatted on the request's thread and written by a background thread, which
/// writes whatever has queued up in one system call (a busy service writes thousands of lines a
/// second). Should the queue ever hold 128k lines, new ones are dropped rather than stalling
/// requests. Request spans are not part of log lines: the request line carries their fields.
pub fn init(config: &Config) -> Guard {
    let format = config.format;
    let (writer, log_guard) = log_writer();
    let filter = || {
        let env = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
        // The combination has the stricter of the two level hints, or none if either has none;
        // so the span filter states one (TRACE, it filters by name only). Without a hint,
        // callsites below the log level (h2's per-poll TRACE spans, say) would no longer be
        // skipped up front and would cost on every call.
        let no_request_span = tracing_subscriber::filter::filter_fn(|m| !(m.is_span() && m.name() == REQUEST_SPAN))
            .with_max_level_hint(tracing::level_filters::LevelFilter::TRACE);
        env.and(no_request_span)
    };
    let fmt: Box<dyn Layer<_> + Send + Sync> = match format {
        // Colours only on a terminal: a log file or collector gets plain text.
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_writer(writer)
            .with_target(false)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
            .with_filter(filter())
            .boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .with_writer(writer)
            .json()
            .flatten_event(true)
            .with_filter(filter())
            .boxed(),
    };
    let provider = if let Some(endpoint) = &config.otlp_endpoint {
        match tracer_provider(endpoint) {
            Ok(p) => Some(p),
            Err(e) => {
                eprintln!("OpenTelemetry exporter not started: {e}");
                None
            }
        }
    } else {
        None
    };
    let otel = provider.as_ref().map(|p| {
        tracing_opentelemetry::layer()
            .with_tracer(p.tracer("mahjong-scoring"))
            // Request spans are INFO; the engine's spans beneath them are DEBUG, so they cost
            // nothing unless traces are exported.
            .with_filter(
                tracing_subscriber::filter::Targets::new()
                    .with_target("mahjong_scoring", tracing::Level::DEBUG)
                    // The core operations' spans (`engine.score`, ...), in the engine crate.
                    .with_target("mahjong_engine", tracing::Level::DEBUG)
                    .with_default(tracing::Level::INFO),
            )
    });
    let _ = tracing_subscriber::registry().with(fmt).with(otel).try_init();
    Guard { provider, _log: Some(log_guard) }
}

/// The log writer: standard output through a buffer, written by a background thread.
fn log_writer() -> (tracing_appender::non_blocking::NonBlocking, tracing_appender::non_blocking::WorkerGuard) {
    let builder =
        || tracing_appender::non_blocking::NonBlockingBuilder::default().lossy(true).thread_name("log-writer");
    // Standard output as a plain file (std's handle flushes every line), buffered: the writer
    // thread flushes whenever its queue is empty.
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() {
            return builder().finish(std::io::BufWriter::with_capacity(64 << 10, std::fs::File::from(fd)));
        }
    }
    builder().finish(std::io::stdout())
}

/// The global Prometheus recorder (installed once per process) and a renderer for `/metrics`.
pub fn metrics_renderer() -> Arc<dyn Fn() -> String + Send + Sync> {
    match prometheus().clone() {
        Some(h) => Arc::new(move || h.render()),
        None => Arc::new(String::new),
    }
}

/// How often the Prometheus recorder folds its recorded histogram samples into the histograms.
const UPKEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// Starts (once per process) a thread that runs the recorder's upkeep every few seconds: until
/// a scrape or an upkeep, the recorder keeps every histogram sample, so a service that nobody
/// scrapes would otherwise grow by about 20 bytes a request.
pub fn start_upkeep() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        if let Some(handle) = prometheus().clone() {
            let spawned = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_EVERY);
                    handle.run_upkeep();
                }
            });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start the metrics upkeep thread");
            }
        }
    });
}

/// Open connections of a listener.
pub fn connections_open(listener: &'static str, open: usize) {
    let _ = prometheus();
    metrics::gauge!("mahjong_connections_open", "listener" => listener).set(open as f64);
}

/// A connection closed by force (header timeout, stalled, evicted at the cap) or refused.
pub fn connection_closed(listener: &'static str, reason: &'static str) {
    let _ = prometheus();
    metrics::counter!("mahjong_connections_closed_total", "listener" => listener, "reason" => reason).increment(1);
}

/// Installs the process-wide Prometheus recorder on first use.
fn prometheus() -> &'static Option<PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(
                Matcher::Suffix("duration_seconds".into()),
                &[0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5, 1.0],
            )
            .ok()?
            .build_recorder();
        let handle = recorder.handle();
        metrics::set_global_recorder(recorder).ok()?;
        metrics::describe_counter!("mahjong_requests_total", "Requests by transport, operation and status");
        metrics::describe_histogram!(
            "mahjong_request_duration_seconds",
            "Request latency by transport, operation and status"
        );
        metrics::describe_gauge!("mahjong_requests_in_flight", "Requests being handled");
        metrics::describe_counter!("mahjong_hands_scored_total", "Hands scored by rule set");
        metrics::describe_gauge!("mahjong_connections_open", "Open connections by listener");
        metrics::describe_counter!(
            "mahjong_connections_closed_total",
            "Connections closed by the server by force, or refused, by listener and reason"
        );
        Some(handle)
    })
}

// ------------------------------------------------------------------------------ per request
//
// Every request, trivial or not, pays for what follows, so none of it allocates or takes a lock
// once warm: metric handles are registered once per label set and kept per thread, the request
// span exists only when a layer wants it (with OTLP export), and the rule set a request ran
// under travels in a task-local rather than through span records.

/// The name of the per-request span.
const REQUEST_SPAN: &str = "request";

/// The two transports, as metric and span labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Transport {
    Http,
    Grpc,
}

impl Transport {
    fn label(self) -> &'static str {
        match self {
            Transport::Http => "http",
            Transport::Grpc => "grpc",
        }
    }
}

/// The request counter and latency histogram of one (transport, operation, status).
struct RequestHandles {
    count: metrics::Counter,
    duration: metrics::Histogram,
}

/// Request handles by (transport, status), then operation.
type HandleCache = HashMap<(Transport, u16), HashMap<Box<str>, RequestHandles>>;

thread_local! {
    static HANDLES: RefCell<HandleCache> = RefCell::new(HashMap::new());
    /// Scored-hands counters by rule set id.
    static HANDS: RefCell<Vec<(Box<str>, metrics::Counter)>> = const { RefCell::new(Vec::new()) };
}

/// Records one finished request: its count and latency. `operation` must come from a bounded
/// set (route templates, known gRPC methods), as it becomes a label.
fn record(transport: Transport, operation: &str, status: u16, elapsed: std::time::Duration) {
    HANDLES.with_borrow_mut(|m| {
        let by_op = m.entry((transport, status)).or_default();
        let h = match by_op.get(operation) {
            Some(h) => h,
            None => {
                // The recorder must exist before a handle is made, or the handle would count nowhere.
                let _ = prometheus();
                let labels = [
                    ("transport", transport.label().to_string()),
                    ("operation", operation.to_string()),
                    ("status", status.to_string()),
                ];
                let h = RequestHandles {
                    count: metrics::counter!("mahjong_requests_total", &labels),
                    duration: metrics::histogram!("mahjong_request_duration_seconds", &labels),
                };
                by_op.entry(operation.into()).or_insert(h)
            }
        };
        h.count.increment(1);
        h.duration.record(elapsed.as_secs_f64());
    });
}

/// The in-flight gauge of a transport.
fn in_flight(transport: Transport) -> &'static metrics::Gauge {
    static GAUGES: OnceLock<[metrics::Gauge; 2]> = OnceLock::new();
    let g = GAUGES.get_or_init(|| {
        let _ = prometheus();
        [
            metrics::gauge!("mahjong_requests_in_flight", "transport" => "http"),
            metrics::gauge!("mahjong_requests_in_flight", "transport" => "grpc"),
        ]
    });
    &g[transport as usize]
}

/// Counts scored hands of a rule set.
fn count_hands(ruleset: &str, hands: u64) {
    HANDS.with_borrow_mut(|v| {
        if let Some((_, c)) = v.iter().find(|(id, _)| &**id == ruleset) {
            c.increment(hands);
            return;
        }
        let _ = prometheus();
        let c = metrics::counter!("mahjong_hands_scored_total", "ruleset" => ruleset.to_string());
        c.increment(hands);
        v.push((ruleset.into(), c));
    });
}

tokio::task_local! {
    /// The rule set the current request ran under, noted by the core (see [`note_ruleset`]).
    static RULESET: RefCell<Option<Arc<Ruleset>>>;
}

/// Notes the rule set of the current request (for its span and log line) and counts `hands`
/// scored hands under it. Outside a request (a batch worker thread, a stream task) only the
/// count is kept.
pub fn note_ruleset(set: &Arc<Ruleset>, hands: u64) {
    let _ = RULESET.try_with(|r| {
        let mut r = r.borrow_mut();
        if r.is_none() {
            *r = Some(set.clone());
        }
    });
    if hands > 0 {
        count_hands(set.id(), hands);
    }
}

/// Extracts the W3C trace context from request headers (REST) or metadata (gRPC, the same
/// headers on the wire).
pub fn parent_context(headers: &http::HeaderMap) -> opentelemetry::Context {
    TraceContextPropagator::new().extract(&opentelemetry_http::HeaderExtractor(headers))
}

/// A request span; `ruleset`, `status` and `outcome` are recorded when it ends. Disabled (and
/// free) unless a layer wants it: only the OpenTelemetry layer does.
pub fn request_span(transport: Transport, operation: &str, headers: &http::HeaderMap) -> tracing::Span {
    let span = tracing::info_span!(
        REQUEST_SPAN,
        otel.name = %format_args!("{} {operation}", transport.label()),
        transport = transport.label(),
        operation = %operation,
        ruleset = field::Empty,
        outcome = field::Empty,
        status = field::Empty,
    );
    if !span.is_disabled() {
        let _ = span.set_parent(parent_context(headers));
    }
    span
}

/// What became of a request, for its span and metrics.
pub struct Finished<'a> {
    pub transport: Transport,
    pub operation: &'a str,
    /// HTTP status, or gRPC status code.
    pub status: u16,
    /// `ok`, `rejected` (the caller's fault) or `error`.
    pub outcome: &'static str,
    pub ruleset: Option<&'a Ruleset>,
    pub started: Instant,
}

/// Records a finished request on its span, in the metrics and as its log line (`status` for
/// HTTP, `grpc_status` for gRPC).
pub fn finish(span: &tracing::Span, f: &Finished<'_>) {
    if !span.is_disabled() {
        span.record("status", f.status);
        span.record("outcome", f.outcome);
        if let Some(r) = f.ruleset {
            span.record("ruleset", r.id());
        }
    }
    let elapsed = f.started.elapsed();
    record(f.transport, f.operation, f.status, elapsed);
    let (operation, ruleset, micros) = (f.operation, f.ruleset.map(Ruleset::id), elapsed.as_micros() as u64);
    match f.transport {
        Transport::Http => tracing::info!(operation = %operation, status = f.status, ruleset, micros, "request"),
        Transport::Grpc => tracing::info!(operation, grpc_status = f.status, ruleset, micros, "request"),
    }
}

/// Runs one request: the in-flight gauge around it, the span over it, and the rule set the core
/// noted during it, returned with its output.
pub async fn around<F: std::future::Future>(
    transport: Transport,
    span: &tracing::Span,
    fut: F,
) -> (F::Output, Option<Arc<Ruleset>>) {
    let gauge = in_flight(transport);
    gauge.increment(1.0);
    let out = RULESET
        .scope(RefCell::new(None), async {
            let out = fut.instrument(span.clone()).await;
            (out, RULESET.with(|r| r.borrow_mut().take()))
        })
        .await;
    gauge.decrement(1.0);
    out
}

/// The HTTP method as a label: the standard ones by name, any other as `OTHER` (a client may
/// send any token there).
fn method_label(m: &http::Method) -> &'static str {
    match *m {
        http::Method::GET => "GET",
        http::Method::POST => "POST",
        http::Method::PUT => "PUT",
        http::Method::DELETE => "DELETE",
        http::Method::HEAD => "HEAD",
        http::Method::OPTIONS => "OPTIONS",
        http::Method::PATCH => "PATCH",
        http::Method::TRACE => "TRACE",
        http::Method::CONNECT => "CONNECT",
        _ => "OTHER",
    }
}

/// REST middleware: span, in-flight gauge, metrics and one log line per request (see [`finish`]).
pub async fn http_middleware(req: Request, next: Next) -> Response {
    observe_http(req, |req| next.run(req)).await
}

/// What [`http_middleware`] does around `inner`: for a middleware that observes and does more
/// (one layer costs less than two: each clones and boxes what is below it per request).
pub async fn observe_http<F: std::future::Future<Output = Response>>(
    req: Request,
    inner: impl FnOnce(Request) -> F,
) -> Response {
    let started = Instant::now();
    let method = method_label(req.method());
    let operation = match req.extensions().get::<MatchedPath>() {
        Some(p) => format!("{method} {}", p.as_str()),
        None => format!("{method} (unmatched)"),
    };
    let span = request_span(Transport::Http, &operation, req.headers());
    let (resp, ruleset) = around(Transport::Http, &span, inner(req)).await;
    let status = resp.status();
    let outcome = if status.is_success() {
        "ok"
    } else if status.is_client_error() {
        "rejected"
    } else {
        "error"
    };
    finish(
        &span,
        &Finished {
            transport: Transport::Http,
            operation: &operation,
            status: status.as_u16(),
            outcome,
            ruleset: ruleset.as_deref(),
            started,
        },
    );
    resp
}
