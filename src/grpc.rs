//! The gRPC adapter (tonic). Each method turns its message into the contract's body of the
//! matching REST operation ([`from_pb`]: validation, error codes and pointers are the REST ones),
//! calls one core operation and turns the answer into its message ([`to_pb`]).

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio_stream::{Stream, StreamExt};
use tonic::{Request, Response, Status};
use tonic_types::{ErrorDetails, FieldViolation, StatusExt};

use crate::api::ops::accept_language;
use crate::api::{ApiError, Core, ErrorKind};
use crate::engine::ruleset::Lang;
use crate::server::Limits;
use crate::types::MAX_STREAM;

pub mod from_pb;
pub mod to_pb;

/// Generated from `proto/mahjong/v1/scoring.proto`.
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("mahjong.v1");
}

/// The encoded descriptor set, for server reflection.
pub const DESCRIPTOR_SET: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/mahjong_descriptor.bin"));

use pb::scoring_server::{Scoring, ScoringServer};

/// The one mapping of [`ApiError`] to a gRPC status: INVALID_ARGUMENT (and friends) carrying
/// `google.rpc.BadRequest` field violations with the REST pointers; `reason` is the code.
pub fn status(e: &ApiError) -> Status {
    let code = match e.kind {
        ErrorKind::BadRequest | ErrorKind::Invalid | ErrorKind::UnsupportedMediaType | ErrorKind::MethodNotAllowed => {
            tonic::Code::InvalidArgument
        }
        ErrorKind::NotFound => tonic::Code::NotFound,
        ErrorKind::TooLarge => tonic::Code::ResourceExhausted,
        ErrorKind::Overloaded => tonic::Code::Unavailable,
        ErrorKind::Timeout => tonic::Code::DeadlineExceeded,
        ErrorKind::Internal => tonic::Code::Internal,
    };
    if e.errors.is_empty() {
        return Status::new(code, e.detail.clone());
    }
    let violations = e
        .errors
        .iter()
        .map(|f| {
            let mut v = FieldViolation::new(f.pointer.clone(), format!("{}: {}", f.code, f.message));
            v.reason = f.code.clone();
            v
        })
        .collect::<Vec<_>>();
    Status::with_error_details(code, e.detail.clone(), ErrorDetails::with_bad_request(violations))
}

fn lang_hint<T>(req: &Request<T>) -> Option<Lang> {
    req.metadata().get("accept-language").and_then(|v| v.to_str().ok()).and_then(accept_language)
}

// ------------------------------------------------------------------------------------ service

/// The `mahjong.v1.Scoring` service over the core.
#[derive(Clone)]
pub struct ScoringService {
    core: Core,
}

impl ScoringService {
    pub fn new(core: Core) -> ScoringService {
        ScoringService { core }
    }

    fn score_one(&self, r: &pb::HandRequest, hint: Option<Lang>) -> Result<pb::ScoreResponse, ApiError> {
        self.core.score(&from_pb::hand_request(r)?, hint).map(to_pb::score)
    }
}

type ResultStream = Pin<Box<dyn Stream<Item = Result<pb::ScoreHandsResult, Status>> + Send>>;

#[tonic::async_trait]
impl Scoring for ScoringService {
    async fn list_rulesets(
        &self,
        req: Request<pb::ListRulesetsRequest>,
    ) -> Result<Response<pb::ListRulesetsResponse>, Status> {
        let hint = lang_hint(&req);
        let lang = crate::api::ops::language(req.get_ref().language.as_deref(), hint).map_err(|e| status(&e))?;
        Ok(Response::new(to_pb::rulesets(self.core.rulesets(lang))))
    }

    async fn get_ruleset(
        &self,
        req: Request<pb::GetRulesetRequest>,
    ) -> Result<Response<pb::GetRulesetResponse>, Status> {
        let def = self.core.ruleset(&req.get_ref().id).map_err(|e| status(&e))?;
        to_pb::ruleset(def).map(Response::new)
    }

    async fn validate_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ValidateResponse>, Status> {
        let hint = lang_hint(&req);
        let r = from_pb::hand_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.validate(&r, hint).map(|v| Response::new(to_pb::validate(v))).map_err(|e| status(&e))
    }

    async fn score_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ScoreResponse>, Status> {
        let hint = lang_hint(&req);
        self.score_one(req.get_ref(), hint).map(Response::new).map_err(|e| status(&e))
    }

    async fn find_waits(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::WaitsResponse>, Status> {
        let hint = lang_hint(&req);
        let r = from_pb::hand_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.waits(&r, hint).map(|w| Response::new(to_pb::waits(w))).map_err(|e| status(&e))
    }

    async fn resolve_claims(&self, req: Request<pb::ClaimsRequest>) -> Result<Response<pb::ClaimsResponse>, Status> {
        let body = from_pb::claims_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.resolve_claims(&body).map(|c| Response::new(to_pb::claims(c))).map_err(|e| status(&e))
    }

    async fn settle_deal(&self, req: Request<pb::SettleRequest>) -> Result<Response<pb::SettleResponse>, Status> {
        let body = from_pb::settle_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.settle(&body).map(|s| Response::new(to_pb::settle(s))).map_err(|e| status(&e))
    }

    async fn score_deal(&self, req: Request<pb::DealRequest>) -> Result<Response<pb::DealResponse>, Status> {
        let hint = lang_hint(&req);
        let body = from_pb::deal_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.score_deal(&body, hint).map(|d| Response::new(to_pb::deal(d))).map_err(|e| status(&e))
    }

    async fn reconcile_session(
        &self,
        req: Request<pb::ReconcileRequest>,
    ) -> Result<Response<pb::ReconcileResponse>, Status> {
        let body = from_pb::reconcile_request(req.get_ref()).map_err(|e| status(&e))?;
        self.core.reconcile(&body).map(|x| Response::new(to_pb::reconcile(x))).map_err(|e| status(&e))
    }

    async fn score_session(&self, req: Request<pb::SessionRequest>) -> Result<Response<pb::SessionResponse>, Status> {
        let hint = lang_hint(&req);
        let body = from_pb::session_request(req.get_ref()).map_err(|e| status(&e))?;
        let core = self.core.clone();
        // A whole session is milliseconds of CPU: keep it off the I/O threads.
        let answer = tokio::task::spawn_blocking(move || core.score_session(&body, hint))
            .await
            .map_err(|e| Status::internal(e.to_string()))?;
        answer.map(|s| Response::new(to_pb::session(s))).map_err(|e| status(&e))
    }

    async fn tournament_standings(
        &self,
        req: Request<pb::TournamentRequest>,
    ) -> Result<Response<pb::TournamentResponse>, Status> {
        let hint = lang_hint(&req);
        let body = from_pb::tournament_request(req.get_ref()).map_err(|e| status(&e))?;
        let core = self.core.clone();
        let answer = tokio::task::spawn_blocking(move || core.tournament(&body, hint))
            .await
            .map_err(|e| Status::internal(e.to_string()))?;
        answer.map(|t| Response::new(to_pb::tournament(t))).map_err(|e| status(&e))
    }

    type ScoreHandsStream = ResultStream;

    async fn score_hands(
        &self,
        req: Request<tonic::Streaming<pb::HandRequest>>,
    ) -> Result<Response<Self::ScoreHandsStream>, Status> {
        let hint = lang_hint(&req);
        let mut input = req.into_inner();
        let svc = self.clone();
        let (tx, rx) = tokio::sync::mpsc::channel(64);
        tokio::spawn(async move {
            let mut index: u32 = 0;
            while let Some(item) = input.next().await {
                let out = match item {
                    Err(e) => Err(e),
                    Ok(_) if index as usize >= MAX_STREAM => {
                        Err(Status::resource_exhausted("at most 100,000 requests per stream"))
                    }
                    Ok(r) => {
                        let result = match svc.score_one(&r, hint) {
                            Ok(s) => pb::score_hands_result::Result::Score(s),
                            Err(e) => pb::score_hands_result::Result::Error(to_pb::problem(e.problem())),
                        };
                        Ok(pb::ScoreHandsResult { index, result: Some(result) })
                    }
                };
                index += 1;
                let stop = out.is_err();
                if tx.send(out).await.is_err() || stop {
                    break;
                }
            }
        });
        Ok(Response::new(Box::pin(tokio_stream::wrappers::ReceiverStream::new(rx))))
    }
}

// ------------------------------------------------------------------------- limits and serving

/// Concurrency limit with load shedding (UNAVAILABLE), a per-request deadline
/// (DEADLINE_EXCEEDED), metrics and a request span, around every gRPC call.
#[derive(Clone)]
pub struct Guard<S> {
    inner: S,
    permits: Arc<Semaphore>,
    timeout: std::time::Duration,
}

/// Layer for [`Guard`].
#[derive(Clone)]
pub struct GuardLayer {
    permits: Arc<Semaphore>,
    timeout: std::time::Duration,
}

impl<S> tower::Layer<S> for GuardLayer {
    type Service = Guard<S>;
    fn layer(&self, inner: S) -> Guard<S> {
        Guard { inner, permits: self.permits.clone(), timeout: self.timeout }
    }
}

type BoxFut<T> = Pin<Box<dyn std::future::Future<Output = T> + Send>>;

impl<S, B> tower::Service<http::Request<B>> for Guard<S>
where
    S: tower::Service<http::Request<B>, Response = http::Response<tonic::body::Body>> + Clone + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Send + 'static,
    B: Send + 'static,
{
    type Response = http::Response<tonic::body::Body>;
    type Error = S::Error;
    type Future = BoxFut<Result<Self::Response, S::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: http::Request<B>) -> Self::Future {
        use crate::telemetry::{self, Transport};
        let started = Instant::now();
        let operation = method_label(req.uri().path());
        let span = telemetry::request_span(Transport::Grpc, operation, req.headers());
        let permit = self.permits.clone().try_acquire_owned();
        let timeout = self.timeout;
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        Box::pin(async move {
            let (resp, ruleset) = match permit {
                Err(_) => (Ok(Status::unavailable("too many requests in flight; retry shortly").into_http()), None),
                Ok(_permit) => {
                    let call = async {
                        match tokio::time::timeout(timeout, inner.call(req)).await {
                            Ok(r) => r,
                            Err(_) => {
                                Ok(Status::deadline_exceeded("the request took longer than the time limit").into_http())
                            }
                        }
                    };
                    telemetry::around(Transport::Grpc, &span, call).await
                }
            };
            if let Ok(r) = &resp {
                // Errors travel in the headers of a trailers-only response; absent means OK so far.
                let code = r
                    .headers()
                    .get("grpc-status")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<u16>().ok())
                    .unwrap_or(0);
                let outcome = match code {
                    0 => "ok",
                    3 => "rejected",
                    _ => "error",
                };
                telemetry::finish(
                    &span,
                    &telemetry::Finished {
                        transport: Transport::Grpc,
                        operation,
                        status: code,
                        outcome,
                        ruleset: ruleset.as_deref(),
                        started,
                    },
                );
            }
            resp
        })
    }
}

/// The method name of a gRPC path (`/mahjong.v1.Scoring/ScoreHand` → `ScoreHand`) for metrics and
/// logs: methods of the services this server knows (from their descriptor sets), and
/// `(unknown)` for any other path, so that a client cannot grow the label set.
fn method_label(path: &str) -> &'static str {
    static KNOWN: std::sync::OnceLock<HashMap<String, String>> = std::sync::OnceLock::new();
    let known = KNOWN.get_or_init(|| {
        let mut m = HashMap::new();
        for set in [
            DESCRIPTOR_SET,
            tonic_health::pb::FILE_DESCRIPTOR_SET,
            tonic_reflection::pb::v1::FILE_DESCRIPTOR_SET,
            tonic_reflection::pb::v1alpha::FILE_DESCRIPTOR_SET,
        ] {
            let Ok(fds) = <prost_types::FileDescriptorSet as prost::Message>::decode(set) else { continue };
            for file in fds.file {
                let package = file.package.unwrap_or_default();
                for service in file.service {
                    let service_name = service.name.unwrap_or_default();
                    for method in service.method {
                        let name = method.name.unwrap_or_default();
                        m.insert(format!("/{package}.{service_name}/{name}"), name);
                    }
                }
            }
        }
        m
    });
    known.get(path).map_or("(unknown)", String::as_str)
}

/// A gRPC connection that does not offer vectored writes.
///
/// On a socket that takes vectored writes, h2 sends a DATA frame of more than 256 bytes from the
/// message's own buffer, and may then buffer nothing more until that frame is written: a
/// `ScoreHand` answer (about 700 bytes) went out in one `writev` and its trailers in a second,
/// each waking the client. Without vectored writes h2 copies payloads of up to 1 KiB into its
/// frame buffer, so headers, message and trailers of a typical answer leave in one write (the
/// copy costs far less than the system call it saves).
struct OneWrite(tokio::net::TcpStream);

impl tokio::io::AsyncRead for OneWrite {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl tokio::io::AsyncWrite for OneWrite {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }

    fn is_write_vectored(&self) -> bool {
        false
    }
}

impl tonic::transport::server::Connected for OneWrite {
    type ConnectInfo = tonic::transport::server::TcpConnectInfo;

    fn connect_info(&self) -> Self::ConnectInfo {
        self.0.connect_info()
    }
}

/// Serves gRPC (the scoring service, health, reflection) on `listener` until `shutdown`.
pub async fn serve(
    core: Core,
    listener: TcpListener,
    limits: Limits,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), tonic::transport::Error> {
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    health_reporter.set_serving::<ScoringServer<ScoringService>>().await;
    // Both reflection versions: grpcurl and tonic clients ask `v1`, Python's grpcio-reflection
    // and npm's grpc-js-reflection-client ask `v1alpha` by default.
    let reflection = || {
        tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(DESCRIPTOR_SET)
            .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
    };
    let reflection = reflection().build_v1().and_then(|v1| Ok((v1, reflection().build_v1alpha()?))).map_err(|e| {
        tracing::error!(error = %e, "reflection");
        e
    });
    let guard = GuardLayer { permits: Arc::new(Semaphore::new(limits.concurrency)), timeout: limits.timeout };
    let scoring = ScoringServer::new(ScoringService::new(core));
    // TCP_NODELAY: should a response and its trailers go out as separate writes, the trailers
    // must not wait for the client's delayed ACK (about 40 ms per call).
    let incoming =
        tonic::transport::server::TcpIncoming::from(listener).with_nodelay(Some(true)).map(|conn| conn.map(OneWrite));
    let reporter = health_reporter.clone();
    let shutdown = async move {
        shutdown.await;
        reporter.set_not_serving::<ScoringServer<ScoringService>>().await;
    };
    let mut builder = tonic::transport::Server::builder().layer(guard);
    let router = builder.add_service(health_service).add_service(scoring);
    let router = match reflection {
        Ok((v1, v1alpha)) => router.add_service(v1).add_service(v1alpha),
        Err(_) => router,
    };
    router.serve_with_incoming_shutdown(incoming, shutdown).await
}
