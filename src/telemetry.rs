//! Logs, traces and metrics.
//!
//! - Logs: one line per request (operation, status, duration), text or JSON.
//! - Traces: OpenTelemetry over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//!   `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, configured by the standard `OTEL_*` variables;
//!   a span per request (operation, rule set, outcome) with the engine's spans beneath, parented
//!   on the W3C `traceparent` of the incoming request.
//! - Metrics: Prometheus text at `/metrics` — request counts and latency histograms per
//!   transport, operation and status, scored hands per rule set, requests in flight.

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
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// Log line format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum, Default)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

/// Keeps the trace exporter alive; flushes it when dropped.
pub struct Guard {
    provider: Option<opentelemetry_sdk::trace::SdkTracerProvider>,
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
pub fn init(config: &Config) -> Guard {
    let format = config.format;
    let filter = || EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let fmt: Box<dyn Layer<_> + Send + Sync> = match format {
        // Colours only on a terminal: a log file or collector gets plain text.
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_target(false)
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
            .with_filter(filter())
            .boxed(),
        LogFormat::Json => tracing_subscriber::fmt::layer().json().flatten_event(true).with_filter(filter()).boxed(),
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
                    .with_default(tracing::Level::INFO),
            )
    });
    let _ = tracing_subscriber::registry().with(fmt).with(otel).try_init();
    Guard { provider }
}

/// The global Prometheus recorder (installed once per process) and a renderer for `/metrics`.
pub fn metrics_renderer() -> Arc<dyn Fn() -> String + Send + Sync> {
    match prometheus().clone() {
        Some(h) => Arc::new(move || h.render()),
        None => Arc::new(String::new),
    }
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
        Some(handle)
    })
}

/// Records one finished request.
pub fn record(transport: &'static str, operation: &str, status: &str, started: Instant) {
    let labels =
        [("transport", transport.to_string()), ("operation", operation.to_string()), ("status", status.to_string())];
    metrics::counter!("mahjong_requests_total", &labels).increment(1);
    metrics::histogram!("mahjong_request_duration_seconds", &labels).record(started.elapsed().as_secs_f64());
}

/// Extracts the W3C trace context from request headers (REST) or metadata (gRPC, the same
/// headers on the wire).
pub fn parent_context(headers: &http::HeaderMap) -> opentelemetry::Context {
    TraceContextPropagator::new().extract(&opentelemetry_http::HeaderExtractor(headers))
}

/// A request span; `ruleset` and `outcome` are filled in as the request proceeds.
pub fn request_span(transport: &'static str, operation: &str, headers: &http::HeaderMap) -> tracing::Span {
    let span = tracing::info_span!(
        "request",
        otel.name = %format!("{transport} {operation}"),
        transport,
        operation = %operation,
        ruleset = field::Empty,
        outcome = field::Empty,
        status = field::Empty,
    );
    let _ = span.set_parent(parent_context(headers));
    span
}

/// REST middleware: span, in-flight gauge, metrics and one log line per request.
pub async fn http_middleware(req: Request, next: Next) -> Response {
    let started = Instant::now();
    let operation = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| format!("{} {}", req.method(), p.as_str()))
        .unwrap_or_else(|| format!("{} (unmatched)", req.method()));
    let span = request_span("http", &operation, req.headers());
    let gauge = metrics::gauge!("mahjong_requests_in_flight", "transport" => "http");
    gauge.increment(1.0);
    let resp = next.run(req).instrument(span.clone()).await;
    gauge.decrement(1.0);
    let status = resp.status();
    span.record("status", status.as_u16());
    span.record(
        "outcome",
        if status.is_success() {
            "ok"
        } else if status.is_client_error() {
            "rejected"
        } else {
            "error"
        },
    );
    record("http", &operation, status.as_str(), started);
    span.in_scope(|| {
        tracing::info!(operation = %operation, status = status.as_u16(), micros = started.elapsed().as_micros() as u64, "request")
    });
    resp
}

/// The scored-hands counter of a rule set, registered once per rule set rather than per request.
fn hands_counter(ruleset: &str) -> metrics::Counter {
    static COUNTERS: OnceLock<std::sync::RwLock<std::collections::HashMap<String, metrics::Counter>>> = OnceLock::new();
    // The recorder must exist before a handle is cached, or the handle would count nowhere.
    let _ = prometheus();
    let map = COUNTERS.get_or_init(Default::default);
    if let Some(c) = map.read().ok().and_then(|m| m.get(ruleset).cloned()) {
        return c;
    }
    let c = metrics::counter!("mahjong_hands_scored_total", "ruleset" => ruleset.to_string());
    if let Ok(mut m) = map.write() {
        m.insert(ruleset.to_string(), c.clone());
    }
    c
}

/// Notes the rule set on the current request span and counts a scored hand.
pub fn note_ruleset(ruleset: &str, hands: u64) {
    tracing::Span::current().record("ruleset", ruleset);
    if hands > 0 {
        hands_counter(ruleset).increment(hands);
    }
}
