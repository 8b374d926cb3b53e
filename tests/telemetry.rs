//! Traces, metrics and logs (issue #6). In its own test binary: it installs the process-wide
//! tracing subscriber.
//!
//! An OTLP collector is served in-process; the service exports to it. A REST and a gRPC request
//! carry a W3C `traceparent`; their request spans must arrive with the operation, rule set and
//! outcome as attributes, the caller's trace id and parent span, and the engine span beneath.

use std::sync::{Arc, Mutex};
use std::time::Duration;

#[path = "common/binary.rs"]
mod binary;

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::grpc::pb;
use mahjong_scoring::server::{self, Limits};
use mahjong_scoring::telemetry::{self, Config, LogFormat};
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{TraceService, TraceServiceServer};
use opentelemetry_proto::tonic::collector::trace::v1::{ExportTraceServiceRequest, ExportTraceServiceResponse};
use opentelemetry_proto::tonic::common::v1::any_value::Value as AnyValue;
use opentelemetry_proto::tonic::trace::v1::Span;

#[derive(Clone, Default)]
struct Collector {
    spans: Arc<Mutex<Vec<Span>>>,
}

#[tonic::async_trait]
impl TraceService for Collector {
    async fn export(
        &self,
        req: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let mut spans = self.spans.lock().unwrap();
        for rs in req.into_inner().resource_spans {
            for ss in rs.scope_spans {
                spans.extend(ss.spans);
            }
        }
        Ok(tonic::Response::new(ExportTraceServiceResponse { partial_success: None }))
    }
}

fn attr(span: &Span, key: &str) -> Option<String> {
    span.attributes.iter().find(|a| a.key == key).and_then(|a| match a.value.as_ref()?.value.as_ref()? {
        AnyValue::StringValue(s) => Some(s.clone()),
        AnyValue::IntValue(i) => Some(i.to_string()),
        AnyValue::BoolValue(b) => Some(b.to_string()),
        _ => None,
    })
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

const SCORE: &str = r#"{"ruleset":"ecr","seat_wind":"south","round_wind":"east","hand":"b1b2b3 d5d5d5 c7c8c9 wewe drdrdr","win":{"tile":"we","source":"discard","discarder":"north"}}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn request_spans_reach_the_otlp_collector_with_attributes_and_parent() {
    // The collector.
    let collector = Collector::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let svc = collector.clone();
    tokio::spawn(async move {
        tonic::transport::Server::builder()
            .add_service(TraceServiceServer::new(svc))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
            .await
    });

    let guard = telemetry::init(&Config { format: LogFormat::Json, otlp_endpoint: Some(format!("http://{addr}")) });
    // Nothing installed may open the TRACE level: the libraries under the service (h2, hyper)
    // have per-poll TRACE spans, which would then be built on every call.
    assert!(
        tracing::level_filters::LevelFilter::current() <= tracing::level_filters::LevelFilter::DEBUG,
        "the subscriber's level hint is {}",
        tracing::level_filters::LevelFilter::current()
    );
    let running = server::start(
        Core::new(Registry::builtin()),
        "127.0.0.1:0".parse().unwrap(),
        "127.0.0.1:0".parse().unwrap(),
        Limits::default(),
    )
    .await
    .unwrap();

    let rest_trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    let rest_parent = "00f067aa0ba902b7";
    let resp = reqwest::Client::new()
        .post(format!("http://{}/v1/hands/score", running.http))
        .header("content-type", "application/json")
        .header("traceparent", format!("00-{rest_trace}-{rest_parent}-01"))
        .body(SCORE)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    drop(resp.text().await);

    let grpc_trace = "0af7651916cd43dd8448eb211c80319c";
    let grpc_parent = "b7ad6b7169203331";
    let mut client = pb::scoring_client::ScoringClient::connect(format!("http://{}", running.grpc)).await.unwrap();
    let mut req = tonic::Request::new(pb::HandRequest {
        ruleset: "ecr".into(),
        seat_wind: "south".into(),
        round_wind: "east".into(),
        hand: Some(pb::Hand { compact: "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr".into(), ..Default::default() }),
        win: Some(pb::Win { tile: "we".into(), source: "wall".into(), ..Default::default() }),
        ..Default::default()
    });
    req.metadata_mut().insert("traceparent", format!("00-{grpc_trace}-{grpc_parent}-01").parse().unwrap());
    // 48 points (46 + 2 self-drawn) × 2² (dragon pung, fully concealed) = 192.
    assert_eq!(client.score_hand(req).await.unwrap().into_inner().0.total, 192);

    // Spans are exported in batches: flush until both request spans have arrived.
    let mut found = None;
    for _ in 0..50 {
        guard.flush();
        tokio::time::sleep(Duration::from_millis(100)).await;
        let spans = collector.spans.lock().unwrap().clone();
        let rest = spans.iter().find(|s| hex(&s.trace_id) == rest_trace && s.name.starts_with("http ")).cloned();
        let grpc = spans.iter().find(|s| hex(&s.trace_id) == grpc_trace && s.name.starts_with("grpc ")).cloned();
        if let (Some(r), Some(g)) = (rest, grpc) {
            found = Some((r, g, spans));
            break;
        }
    }
    let (rest, grpc, spans) = found.expect("request spans exported to the collector");

    assert_eq!(rest.name, "http POST /v1/hands/score");
    assert_eq!(hex(&rest.parent_span_id), rest_parent, "parented on the caller's span");
    assert_eq!(attr(&rest, "operation").as_deref(), Some("POST /v1/hands/score"));
    assert_eq!(attr(&rest, "ruleset").as_deref(), Some("ecr"));
    assert_eq!(attr(&rest, "outcome").as_deref(), Some("ok"));
    assert_eq!(attr(&rest, "status").as_deref(), Some("200"));

    assert_eq!(grpc.name, "grpc ScoreHand");
    assert_eq!(hex(&grpc.parent_span_id), grpc_parent);
    assert_eq!(attr(&grpc, "ruleset").as_deref(), Some("ecr"));
    assert_eq!(attr(&grpc, "outcome").as_deref(), Some("ok"));

    // The engine's span sits beneath each request span.
    for parent in [&rest, &grpc] {
        assert!(
            spans.iter().any(|s| s.name == "engine.score"
                && s.parent_span_id == parent.span_id
                && s.trace_id == parent.trace_id),
            "engine span under {}",
            parent.name
        );
    }
    running.shutdown().await;
}

/// The real binary: one JSON log line per request, and a clean exit on SIGTERM.
#[test]
fn binary_logs_json_lines_and_exits_cleanly_on_sigterm() {
    use std::process::Command;
    // A short drain (the default is 5 s: tests/drain.rs covers draining itself).
    let binary::Spawned { mut child, mut lines, http, .. } = binary::spawn(&["--drain-ms", "200"]);
    let rt = tokio::runtime::Runtime::new().unwrap();
    let status = rt.block_on(async {
        reqwest::Client::new()
            .post(format!("http://{http}/v1/hands/score"))
            .header("content-type", "application/json")
            .body(SCORE)
            .send()
            .await
            .unwrap()
            .status()
    });
    assert_eq!(status, 200);
    let line = lines.next().unwrap().unwrap();
    let v: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(v["message"], "request");
    assert_eq!(v["operation"], "POST /v1/hands/score");
    assert_eq!(v["status"], 200);
    assert_eq!(v["ruleset"], "ecr", "the line names the rule set the request ran under: {line}");
    assert!(v["micros"].as_u64().is_some(), "{line}");

    let started = std::time::Instant::now();
    assert!(Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap().success());
    let code = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "no exit within 10 s of SIGTERM");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(code.success(), "{code:?}");
    assert!(started.elapsed() < Duration::from_secs(5), "stopped in {:?}", started.elapsed());
}
