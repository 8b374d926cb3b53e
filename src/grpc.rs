//! The gRPC adapter (tonic). The generated `mahjong.v1.Scoring` service ([`ScoringService`]) is
//! the entry point of every method; each reads its message into the contract's body of the
//! matching REST operation (`TryFrom`, crate `mahjong-proto`: validation, error codes and
//! pointers are the REST ones), calls one core operation and writes the answer into its message
//! (`From`). The [`Guard`] in front of it is the limits layer (frames, message sizes, deadlines,
//! concurrency).

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;

use tokio::sync::Semaphore;
use tonic::{Request, Response, Status};

use crate::api::error::Allowance;
use crate::api::language_hint;
use crate::api::{ApiError, Core, ErrorKind};
use crate::engine::ruleset::Lang;
use crate::server::{BodyBudget, ConnHandle, Limits};
use crate::types as t;

mod stream;
mod unary;

/// The messages, client and server generated from `proto/mahjong/v1/scoring.proto` (crate
/// `mahjong-proto`).
pub use mahjong_proto::pb;

/// The encoded descriptor set, for server reflection.
pub use mahjong_proto::DESCRIPTOR_SET;

use pb::scoring_server::{Scoring, ScoringServer};

/// The one mapping of [`ApiError`] to a gRPC status: INVALID_ARGUMENT (and friends) carrying
/// `google.rpc.BadRequest` field violations with the REST pointers; `reason` is the code (the
/// shape is `mahjong_proto::status`, which the codec's errors take too).
pub fn status(e: &ApiError) -> Status {
    let code = match e.kind {
        ErrorKind::BadRequest | ErrorKind::Invalid | ErrorKind::UnsupportedMediaType | ErrorKind::MethodNotAllowed => {
            tonic::Code::InvalidArgument
        }
        ErrorKind::NotFound => tonic::Code::NotFound,
        ErrorKind::TooLarge => tonic::Code::ResourceExhausted,
        ErrorKind::Overloaded => tonic::Code::Unavailable,
        ErrorKind::Timeout | ErrorKind::BodyTimeout => tonic::Code::DeadlineExceeded,
        ErrorKind::Internal => tonic::Code::Internal,
    };
    mahjong_proto::status(code, &e.detail, &e.errors, e.more_errors)
}

/// A message the contract does not accept, as the one error type: a 400 (`malformed_request`)
/// with the REST decoder's pointers, codes and messages.
pub fn invalid(e: mahjong_proto::Invalid) -> ApiError {
    ApiError { kind: ErrorKind::BadRequest, detail: e.detail, errors: e.errors, more_errors: 0 }
}

/// The contract's body of a request message, or its status.
fn read<M, T: TryFrom<M, Error = mahjong_proto::Invalid>>(m: M) -> Result<T, Status> {
    T::try_from(m).map_err(|e| status(&invalid(e)))
}

fn lang_hint<T>(req: &Request<T>) -> Option<Lang> {
    language_hint(req.metadata().as_ref())
}

/// An answer of the core written into its message, or the error's status.
fn answer<A, M: From<A>>(a: Result<A, ApiError>) -> Result<Response<M>, Status> {
    a.map(|a| Response::new(M::from(a))).map_err(|e| status(&e))
}

// ------------------------------------------------------------------------------------ service

/// The `mahjong.v1.Scoring` service over the core.
#[derive(Clone)]
pub struct ScoringService {
    core: Core,
    /// The concurrency slots of the gRPC listener: `ScoreHands` takes one per group of messages.
    permits: Arc<Semaphore>,
}

impl ScoringService {
    /// The service with slots of its own (the default concurrency).
    pub fn new(core: Core) -> ScoringService {
        ScoringService::with_permits(core, Arc::new(Semaphore::new(Limits::default().concurrency)))
    }

    /// The service sharing the listener's concurrency slots.
    pub fn with_permits(core: Core, permits: Arc<Semaphore>) -> ScoringService {
        ScoringService { core, permits }
    }

    /// One score: the request read, scored and written.
    fn score_one(
        &self,
        req: Result<t::HandRequest, ApiError>,
        hint: Option<Lang>,
    ) -> Result<pb::ScoreResponse, ApiError> {
        Ok(self.core.score(&req?, hint)?.into())
    }

    /// One answer of a stream: a score, or its problem listing what is left of `allowance`.
    fn stream_item(
        &self,
        index: u32,
        m: pb::HandRequest,
        hint: Option<Lang>,
        allowance: &mut Allowance,
    ) -> pb::ScoreHandsResult {
        use pb::score_hands_result::Result as R;
        let result = match self.score_one(t::HandRequest::try_from(m).map_err(invalid), hint) {
            Ok(score) => R::Score(score),
            Err(e) => R::Error(allowance.apply(e).problem().into()),
        };
        pb::ScoreHandsResult { index, result: Some(result) }
    }
}

#[tonic::async_trait]
impl Scoring for ScoringService {
    async fn list_rulesets(
        &self,
        req: Request<pb::ListRulesetsRequest>,
    ) -> Result<Response<pb::ListRulesetsResponse>, Status> {
        let hint = lang_hint(&req);
        let lang = crate::api::ops::language(req.get_ref().language.as_deref(), hint).map_err(|e| status(&e))?;
        Ok(Response::new(self.core.rulesets(lang).into()))
    }

    async fn get_ruleset(
        &self,
        req: Request<pb::GetRulesetRequest>,
    ) -> Result<Response<pb::GetRulesetResponse>, Status> {
        answer(self.core.ruleset(&req.get_ref().id))
    }

    async fn validate_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ValidateResponse>, Status> {
        let hint = lang_hint(&req);
        let r: t::HandRequest = read(req.into_inner())?;
        answer(self.core.validate(&r, hint))
    }

    async fn score_hand(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::ScoreResponse>, Status> {
        let hint = lang_hint(&req);
        let r = t::HandRequest::try_from(req.into_inner()).map_err(invalid);
        self.score_one(r, hint).map(Response::new).map_err(|e| status(&e))
    }

    async fn find_waits(&self, req: Request<pb::HandRequest>) -> Result<Response<pb::WaitsResponse>, Status> {
        let hint = lang_hint(&req);
        let r: t::HandRequest = read(req.into_inner())?;
        answer(self.core.waits(&r, hint))
    }

    async fn resolve_claims(&self, req: Request<pb::ClaimsRequest>) -> Result<Response<pb::ClaimsResponse>, Status> {
        let body: t::ClaimsRequest = read(req.into_inner())?;
        answer(self.core.resolve_claims(&body))
    }

    async fn settle_deal(&self, req: Request<pb::SettleRequest>) -> Result<Response<pb::SettleResponse>, Status> {
        let body: t::SettleRequest = read(req.into_inner())?;
        answer(self.core.settle(&body))
    }

    async fn score_deal(&self, req: Request<pb::DealRequest>) -> Result<Response<pb::DealResponse>, Status> {
        let hint = lang_hint(&req);
        let body: t::DealRequest = read(req.into_inner())?;
        answer(self.core.score_deal(&body, hint))
    }

    async fn reconcile_session(
        &self,
        req: Request<pb::ReconcileRequest>,
    ) -> Result<Response<pb::ReconcileResponse>, Status> {
        let body: t::ReconcileRequest = read(req.into_inner())?;
        answer(self.core.reconcile(&body))
    }

    async fn score_session(&self, req: Request<pb::SessionRequest>) -> Result<Response<pb::SessionResponse>, Status> {
        let hint = lang_hint(&req);
        let body: t::SessionRequest = read(req.into_inner())?;
        let core = self.core.clone();
        // A whole session is milliseconds of CPU: keep it off the I/O threads.
        let done = tokio::task::spawn_blocking(move || core.score_session(&body, hint))
            .await
            .map_err(|e| Status::internal(e.to_string()))?;
        answer(done)
    }

    async fn tournament_standings(
        &self,
        req: Request<pb::TournamentRequest>,
    ) -> Result<Response<pb::TournamentResponse>, Status> {
        let hint = lang_hint(&req);
        let body: t::TournamentRequest = read(req.into_inner())?;
        let core = self.core.clone();
        let done = tokio::task::spawn_blocking(move || core.tournament(&body, hint))
            .await
            .map_err(|e| Status::internal(e.to_string()))?;
        answer(done)
    }

    type ScoreHandsStream = stream::Answering;

    async fn score_hands(
        &self,
        req: Request<tonic::Streaming<pb::HandRequest>>,
    ) -> Result<Response<Self::ScoreHandsStream>, Status> {
        Ok(Response::new(stream::score(self.clone(), req)))
    }
}

// ------------------------------------------------------------------------- limits and serving

/// The deadline of a call (in its extensions): the request time limit, or the client's shorter
/// `grpc-timeout`.
#[derive(Copy, Clone, Debug)]
pub struct Deadline(pub tokio::time::Instant);

/// What the gRPC limits share.
#[derive(Clone)]
struct Gate {
    permits: Arc<Semaphore>,
    timeout: std::time::Duration,
    /// Largest message.
    max_message: usize,
    budget: BodyBudget,
}

/// Messages larger than this are decoded and handled on the blocking pool.
const INLINE_MAX: usize = 64 * 1024;

/// The limits around every gRPC call, with metrics and a request span:
/// - `grpc.health.v1.Health`: none (health answers whatever the load);
/// - unary calls: the message is read whole first (size limit, body budget, deadline), then a
///   concurrency slot is taken (UNAVAILABLE when none is free) and the call runs within the
///   deadline (DEADLINE_EXCEEDED); a large message is handled on the blocking pool;
/// - client streams (`ScoreHands`, reflection): the stream takes no slot of its own (its messages
///   do as they are scored) and its answer stream ends at the deadline.
///
/// Every call is then answered by the service behind it (the generated `Scoring` server, health,
/// reflection).
#[derive(Clone)]
pub struct Guard<S> {
    inner: S,
    gate: Arc<Gate>,
}

type BoxFut<T> = Pin<Box<dyn std::future::Future<Output = T> + Send>>;

impl<S> tower::Service<http::Request<hyper::body::Incoming>> for Guard<S>
where
    S: tower::Service<
            http::Request<tonic::body::Body>,
            Response = http::Response<tonic::body::Body>,
            Error = std::convert::Infallible,
        > + Clone
        + Send
        + 'static,
    S::Future: Send + 'static,
{
    type Response = http::Response<tonic::body::Body>;
    type Error = std::convert::Infallible;
    type Future = BoxFut<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: http::Request<hyper::body::Incoming>) -> Self::Future {
        use crate::telemetry::{self, Transport};
        let started = Instant::now();
        let method = method_info(req.uri().path());
        let span = telemetry::request_span(Transport::Grpc, method.name, req.headers());
        let gate = self.gate.clone();
        let clone = self.inner.clone();
        let inner = std::mem::replace(&mut self.inner, clone);
        Box::pin(async move {
            // The safety net: a defect that panics in a call answers INTERNAL, and the
            // connection and the process keep serving.
            let call =
                futures_util::FutureExt::catch_unwind(std::panic::AssertUnwindSafe(guarded(gate, inner, method, req)));
            let call = async {
                call.await.unwrap_or_else(|panic| {
                    let text = crate::server::panic_text(panic.as_ref());
                    tracing::error!(panic = text, "a gRPC call panicked");
                    Status::internal("internal error: the call could not be answered").into_http()
                })
            };
            let (resp, ruleset) = telemetry::around(Transport::Grpc, &span, call).await;
            // Errors travel in the headers of a trailers-only response; absent means OK so far.
            let code = resp
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
                    operation: method.name,
                    status: code,
                    outcome,
                    ruleset: ruleset.as_deref(),
                    started,
                },
            );
            Ok(resp)
        })
    }
}

/// One call under the limits (see [`Guard`]).
async fn guarded<S>(
    gate: Arc<Gate>,
    mut inner: S,
    method: &'static Method,
    req: http::Request<hyper::body::Incoming>,
) -> http::Response<tonic::body::Body>
where
    S: tower::Service<
            http::Request<tonic::body::Body>,
            Response = http::Response<tonic::body::Body>,
            Error = std::convert::Infallible,
        > + Send
        + 'static,
    S::Future: Send + 'static,
{
    use crate::server::body::{BodyError, read_whole};
    let answer = |r: Result<http::Response<tonic::body::Body>, std::convert::Infallible>| match r {
        Ok(r) => r,
        Err(e) => match e {},
    };
    if method.health {
        return answer(Box::pin(inner.call(req.map(tonic::body::Body::new))).await);
    }
    let timeout = grpc_timeout(req.headers()).map_or(gate.timeout, |t| t.min(gate.timeout));
    let deadline = tokio::time::Instant::now() + timeout;
    let conn = req.extensions().get::<ConnHandle>().cloned();
    let (mut parts, mut body) = req.into_parts();
    parts.extensions.insert(Deadline(deadline));
    if method.client_streaming {
        let resp = answer(Box::pin(inner.call(http::Request::from_parts(parts, tonic::body::Body::new(body)))).await);
        return resp.map(|b| tonic::body::Body::new(DeadlineBody::new(b, deadline)));
    }
    let max = crate::server::message_limit(parts.uri.path(), gate.max_message);
    // The 5-byte gRPC frame header comes on top of the message.
    let (bytes, held) = match read_whole(&mut body, max + 5, &gate.budget, deadline).await {
        Ok(read) => read,
        Err(BodyError::TooLarge(_)) => {
            return Status::resource_exhausted(format!("the message is larger than {max} bytes")).into_http();
        }
        Err(BodyError::Busy(_)) => {
            return Status::unavailable("too many request messages in flight; retry shortly").into_http();
        }
        Err(BodyError::Slow) => {
            return Status::deadline_exceeded("the request message did not arrive within the time limit").into_http();
        }
        Err(BodyError::Broken(e)) => {
            return Status::cancelled(format!("the request stream broke off: {e}")).into_http();
        }
    };
    if let Err(status) = unary::check_frames(&parts.headers, &bytes, max) {
        return status.into_http();
    }
    let Ok(_permit) = gate.permits.clone().try_acquire_owned() else {
        return Status::unavailable("too many requests in flight; retry shortly").into_http();
    };
    let _busy = conn.as_ref().map(ConnHandle::busy);
    let large = bytes.len() > INLINE_MAX;
    let req = http::Request::from_parts(parts, tonic::body::Body::new(http_body_util::Full::new(bytes)));
    let call = Box::pin(inner.call(req));
    let work: BoxFut<http::Response<tonic::body::Body>> = Box::pin(async move {
        if large {
            // Decoding, validating and encoding a large message: on the blocking pool.
            let rt = tokio::runtime::Handle::current();
            match crate::server::heavy(move || rt.block_on(call)).await {
                Ok(r) => answer(r),
                Err(e) => Status::internal(e.to_string()).into_http(),
            }
        } else {
            answer(call.await)
        }
    });
    let resp = match crate::server::deadline::within(deadline, work).await {
        Some(r) => r,
        None => Status::deadline_exceeded("the request took longer than the time limit").into_http(),
    };
    drop(held);
    if method.server_streaming { resp.map(|b| tonic::body::Body::new(DeadlineBody::new(b, deadline))) } else { resp }
}

/// The client's `grpc-timeout` header (`<digits><unit>`, unit one of H M S m u n).
fn grpc_timeout(headers: &http::HeaderMap) -> Option<std::time::Duration> {
    let v = headers.get("grpc-timeout")?.to_str().ok()?;
    if v.len() < 2 || v.len() > 9 {
        return None;
    }
    let (digits, unit) = v.split_at(v.len() - 1);
    let n: u64 = digits.parse().ok()?;
    use std::time::Duration;
    Some(match unit {
        "H" => Duration::from_secs(n.saturating_mul(3600)),
        "M" => Duration::from_secs(n.saturating_mul(60)),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return None,
    })
}

pin_project_lite::pin_project! {
    /// An answer stream that ends with DEADLINE_EXCEEDED when the deadline passes first.
    struct DeadlineBody {
        #[pin]
        inner: tonic::body::Body,
        #[pin]
        sleep: tokio::time::Sleep,
        done: bool,
    }
}

impl DeadlineBody {
    fn new(inner: tonic::body::Body, deadline: tokio::time::Instant) -> DeadlineBody {
        DeadlineBody { inner, sleep: tokio::time::sleep_until(deadline), done: false }
    }
}

impl http_body::Body for DeadlineBody {
    type Data = bytes::Bytes;
    type Error = Status;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<bytes::Bytes>, Status>>> {
        let this = self.project();
        if *this.done {
            return Poll::Ready(None);
        }
        match this.inner.poll_frame(cx) {
            Poll::Ready(Some(Ok(f))) => {
                *this.done = f.is_trailers();
                Poll::Ready(Some(Ok(f)))
            }
            Poll::Ready(other) => {
                *this.done = other.is_none();
                Poll::Ready(other)
            }
            Poll::Pending => match this.sleep.poll(cx) {
                Poll::Ready(()) => {
                    *this.done = true;
                    let mut trailers = http::HeaderMap::new();
                    let status = Status::deadline_exceeded("the stream took longer than the time limit");
                    if status.add_header(&mut trailers).is_err() {
                        trailers.insert("grpc-status", http::HeaderValue::from_static("4"));
                    }
                    Poll::Ready(Some(Ok(http_body::Frame::trailers(trailers))))
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.done
    }
}

/// A method the server knows.
#[derive(Debug)]
struct Method {
    /// The method name (`ScoreHand`), a metric label.
    name: &'static str,
    client_streaming: bool,
    server_streaming: bool,
    /// `grpc.health.v1.Health`: outside every limit.
    health: bool,
}

/// The method of a gRPC path (`/mahjong.v1.Scoring/ScoreHand`): methods of the services this
/// server knows (from their descriptor sets), and `(unknown)` (a unary call) for any other
/// path, so that a client cannot grow the label set.
fn method_info(path: &str) -> &'static Method {
    static KNOWN: std::sync::OnceLock<HashMap<String, &'static Method>> = std::sync::OnceLock::new();
    static UNKNOWN: Method =
        Method { name: "(unknown)", client_streaming: false, server_streaming: false, health: false };
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
                        let path = format!("/{package}.{service_name}/{name}");
                        let info = Method {
                            client_streaming: method.client_streaming.unwrap_or(false),
                            server_streaming: method.server_streaming.unwrap_or(false),
                            health: package == "grpc.health.v1",
                            name: Box::leak(name.into_boxed_str()),
                        };
                        m.insert(path, &*Box::leak(Box::new(info)));
                    }
                }
            }
        }
        m
    });
    known.get(path).copied().unwrap_or(&UNKNOWN)
}

/// The gRPC health service's state, turned to NOT_SERVING by the drain.
#[derive(Clone)]
pub struct Health(tonic_health::server::HealthReporter);

impl Health {
    /// Both the whole server (`""`) and `mahjong.v1.Scoring` report NOT_SERVING.
    pub async fn not_serving(&self) {
        self.0.set_not_serving::<ScoringServer<ScoringService>>().await;
        self.0.set_service_status("", tonic_health::ServingStatus::NotServing).await;
    }
}

/// The gRPC service (the scoring service, health, reflection) under its limits, and its health
/// state.
pub async fn service(core: Core, limits: &Limits, budget: BodyBudget) -> (Guard<tonic::service::Routes>, Health) {
    let (health_reporter, health_service) = tonic_health::server::health_reporter();
    health_reporter.set_serving::<ScoringServer<ScoringService>>().await;
    let permits = Arc::new(Semaphore::new(limits.concurrency));
    let max = limits.max_message_bytes;
    let scoring = ScoringService::with_permits(core, permits.clone());
    let mut routes = tonic::service::Routes::new(health_service.max_decoding_message_size(max))
        .add_service(ScoringServer::new(scoring.clone()).max_decoding_message_size(max));
    // The methods that take whole records (sessions, tournaments): their own larger limit
    // (`server::message_limit`), on routes of their own; every other message, ScoreHands'
    // stream messages included, stays within `max`.
    for method in ["/mahjong.v1.Scoring/ScoreSession", "/mahjong.v1.Scoring/TournamentStandings"] {
        let server =
            ScoringServer::new(scoring.clone()).max_decoding_message_size(crate::server::message_limit(method, max));
        let router = std::mem::take(routes.axum_router_mut());
        *routes.axum_router_mut() = router.route_service(
            method,
            tower::ServiceExt::map_request(server, |r: http::Request<axum::body::Body>| r.map(tonic::body::Body::new)),
        );
    }
    // Both reflection versions: grpcurl and tonic clients ask `v1`, Python's grpcio-reflection
    // and npm's grpc-js-reflection-client ask `v1alpha` by default. The `google.rpc` types
    // (`Status`, `BadRequest`, `ErrorInfo`, …; tonic-types' descriptors) are served too, so a
    // client without the proto files decodes an error's details.
    let reflection = || {
        tonic_reflection::server::Builder::configure()
            .register_encoded_file_descriptor_set(DESCRIPTOR_SET)
            .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
            .register_encoded_file_descriptor_set(tonic_types::pb::FILE_DESCRIPTOR_SET)
    };
    match reflection().build_v1().and_then(|v1| Ok((v1, reflection().build_v1alpha()?))) {
        Ok((v1, v1alpha)) => {
            routes = routes
                .add_service(v1.max_decoding_message_size(max))
                .add_service(v1alpha.max_decoding_message_size(max))
        }
        Err(e) => tracing::error!(error = %e, "reflection"),
    }
    let gate = Gate { permits, timeout: limits.timeout, max_message: max, budget };
    (Guard { inner: routes.prepare(), gate: Arc::new(gate) }, Health(health_reporter))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::api::decode::{Body, decode};

    /// A message of `body` (read into the contract, written with `From`) changed by `pb`, read
    /// with `TryFrom`, gives exactly what the REST decoder gives for `body` changed by `rest`
    /// (the same change in JSON): the same value, or the same error (pointers, codes, messages,
    /// detail).
    fn same<T, M>(body: &Value, rest: impl Fn(&mut Value), pb: impl Fn(&mut M))
    where
        T: Body + PartialEq + std::fmt::Debug + TryFrom<M, Error = mahjong_proto::Invalid>,
        M: for<'a> From<&'a T>,
    {
        let good: T = serde_json::from_value(body.clone()).expect("a contract body");
        let mut m = M::from(&good);
        pb(&mut m);
        let mut j = body.clone();
        rest(&mut j);
        let want = decode::<T>(&serde_json::to_vec(&j).expect("JSON"));
        assert_eq!(T::try_from(m).map_err(invalid), want, "{j}");
    }

    fn set(v: &mut Value, pointer: &str, x: Value) {
        *v.pointer_mut(pointer).unwrap_or_else(|| panic!("{pointer}")) = x;
    }

    fn remove(v: &mut Value, pointer: &str) {
        let (parent, key) = pointer.rsplit_once('/').expect("a pointer");
        v.pointer_mut(parent).and_then(Value::as_object_mut).map(|o| o.remove(key)).expect("present");
    }

    #[test]
    fn messages_are_refused_as_the_rest_decoder_refuses_their_json() {
        let hand = json!({"ruleset": "ecr", "options": {"x": 2}, "seat_wind": "south", "round_wind": "east",
            "extra_round_wind": "west",
            "hand": {"concealed": ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we"],
                "melds": [{"kind": "pung", "tiles": ["dr", "dr", "dr"], "exposed": true}]},
            "win": {"tile": "we", "source": "discard", "discarder": "north", "timing": "earthly"}});
        type H = t::HandRequest;
        type P = pb::HandRequest;
        fn win(m: &mut pb::HandRequest) -> &mut pb::Win {
            m.win.as_mut().expect("a win")
        }
        same::<H, P>(&hand, |_| {}, |_| {});
        same::<H, P>(&hand, |j| set(j, "/seat_wind", json!("up")), |m| m.seat_wind = "up".into());
        same::<H, P>(&hand, |j| set(j, "/round_wind", json!("East")), |m| m.round_wind = "East".into());
        same::<H, P>(&hand, |j| set(j, "/extra_round_wind", json!("")), |m| m.extra_round_wind = Some(String::new()));
        same::<H, P>(&hand, |j| set(j, "/win/source", json!("sky")), |m| win(m).source = "sky".into());
        same::<H, P>(&hand, |j| set(j, "/win/discarder", json!("x")), |m| win(m).discarder = Some("x".into()));
        same::<H, P>(&hand, |j| set(j, "/win/timing", json!("late")), |m| win(m).timing = "late".into());
        same::<H, P>(&hand, |j| remove(j, "/win/timing"), |m| win(m).timing = String::new());
        same::<H, P>(&hand, |j| remove(j, "/ruleset"), |m| m.ruleset = String::new());
        same::<H, P>(
            &hand,
            |j| {
                remove(j, "/seat_wind");
                remove(j, "/round_wind");
            },
            |m| {
                m.seat_wind = String::new();
                m.round_wind = String::new();
            },
        );
        same::<H, P>(&hand, |j| remove(j, "/hand"), |m| m.hand = None);
        same::<H, P>(
            &hand,
            |j| {
                remove(j, "/win/tile");
                remove(j, "/win/source");
            },
            |m| {
                win(m).tile = String::new();
                win(m).source = String::new();
            },
        );
        // A refused value comes before the missing fields of its object.
        same::<H, P>(
            &hand,
            |j| {
                remove(j, "/ruleset");
                set(j, "/round_wind", json!("up"));
            },
            |m| {
                m.ruleset = String::new();
                m.round_wind = "up".into();
            },
        );
        // Values the contract keeps for the service to point at.
        same::<H, P>(
            &hand,
            |j| set(j, "/hand/concealed/3", json!("zz")),
            |m| m.hand.as_mut().expect("a hand").concealed[3] = "zz".into(),
        );
        same::<H, P>(
            &hand,
            |j| set(j, "/hand/melds/0/kind", json!("trio")),
            |m| m.hand.as_mut().expect("a hand").melds[0].kind = "trio".into(),
        );
        same::<H, P>(
            &hand,
            |j| set(j, "/options/x", Value::Null),
            |m| {
                m.options.insert("x".into(), pb::OptionValue { value: None });
            },
        );

        let claims = json!({"ruleset": "ecr", "round_wind": "east", "discard": "b5", "discarder": "south",
            "claims": [{"seat": "west", "kind": "pung"}, {"seat": "north", "kind": "mahjong", "hand": "b1b2b3"}],
            "source": "discard", "timing": "normal"});
        type C = t::ClaimsRequest;
        type Q = pb::ClaimsRequest;
        same::<C, Q>(&claims, |_| {}, |_| {});
        same::<C, Q>(&claims, |j| set(j, "/claims/1/kind", json!("steal")), |m| m.claims[1].kind = "steal".into());
        same::<C, Q>(&claims, |j| remove(j, "/claims/0/seat"), |m| m.claims[0].seat = String::new());
        same::<C, Q>(&claims, |j| set(j, "/discarder", json!("up")), |m| m.discarder = "up".into());
        same::<C, Q>(&claims, |j| set(j, "/source", json!("")), |m| m.source = Some(String::new()));
        same::<C, Q>(&claims, |j| set(j, "/timing", json!("x")), |m| m.timing = Some("x".into()));
        same::<C, Q>(&claims, |j| remove(j, "/discard"), |m| m.discard = String::new());

        let deal = json!({"ruleset": "nine-dragons", "round_wind": "east",
            "players": [{"seat": "east", "hand": "b1b2b3", "win": {"tile": "b1", "source": "wall"}},
                {"seat": "south", "hand": {"concealed": ["b1"]}}],
            "penalties": [{"kind": "nine_pieces", "seat": "west"}]});
        type D = t::DealRequest;
        type E = pb::DealRequest;
        same::<D, E>(&deal, |_| {}, |_| {});
        same::<D, E>(&deal, |j| set(j, "/players/1/seat", json!("x")), |m| m.players[1].seat = "x".into());
        same::<D, E>(&deal, |j| remove(j, "/players/1/hand"), |m| m.players[1].hand = None);
        same::<D, E>(&deal, |j| set(j, "/penalties/0/kind", json!("fine")), |m| m.penalties[0].kind = "fine".into());
        same::<D, E>(
            &deal,
            |j| set(j, "/players/0/win/source", json!("sky")),
            |m| m.players[0].win.as_mut().expect("a win").source = "sky".into(),
        );

        let settle = json!({"ruleset": "ecr", "winner": "east", "scores": {"east": 40, "south": 8},
            "win": {"source": "discard", "discarder": "south"}, "penalties": [{"kind": "fifth_tile", "seat": "north"}]});
        type S = t::SettleRequest;
        type R = pb::SettleRequest;
        same::<S, R>(&settle, |_| {}, |_| {});
        same::<S, R>(&settle, |j| set(j, "/winner", json!("up")), |m| m.winner = Some("up".into()));
        same::<S, R>(&settle, |j| remove(j, "/win/source"), |m| m.win.as_mut().expect("a win").source = String::new());
        same::<S, R>(&settle, |j| set(j, "/penalties/0/seat", json!("x")), |m| m.penalties[0].seat = "x".into());
        same::<S, R>(&settle, |j| j["penalties"][0]["to"] = json!("up"), |m| m.penalties[0].to = Some("up".into()));

        let session = json!({"ruleset": "rode-boekje",
            "players": [{"id": "a", "seat": "east"}, {"id": "b", "name": "B", "seat": "south"}],
            "start": {"round": 1, "east": "a", "totals": {"a": 3}},
            "deals": [{"hands": [{"player": "a", "hand": "b1b2b3", "win": {"tile": "b1", "source": "wall"}}],
                "penalties": [{"kind": "fifth_tile", "player": "b"}]},
                {"winner": "a", "scores": {"a": 8}, "win": {"source": "discard", "discarder": "b"}}, {"draw": true}]});
        type X = t::SessionRequest;
        type Y = pb::SessionRequest;
        same::<X, Y>(&session, |_| {}, |_| {});
        same::<X, Y>(&session, |j| set(j, "/players/1/seat", json!("x")), |m| m.players[1].seat = "x".into());
        same::<X, Y>(&session, |j| remove(j, "/players/0/id"), |m| m.players[0].id = String::new());
        same::<X, Y>(
            &session,
            |j| remove(j, "/start/east"),
            |m| m.start.as_mut().expect("a start").east = String::new(),
        );
        same::<X, Y>(
            &session,
            |j| set(j, "/deals/0/hands/0/win/source", json!("x")),
            |m| m.deals[0].hands[0].win.as_mut().expect("a win").source = "x".into(),
        );
        same::<X, Y>(
            &session,
            |j| set(j, "/deals/0/penalties/0/kind", json!("x")),
            |m| m.deals[0].penalties[0].kind = "x".into(),
        );
        same::<X, Y>(
            &session,
            |j| set(j, "/deals/1/win/source", json!("x")),
            |m| m.deals[1].win.as_mut().expect("a win").source = "x".into(),
        );

        let tournament = json!({"ruleset": "rode-boekje", "players": [{"id": "a", "name": "A"}],
            "sessions": [{"round": 1, "players": [{"id": "a", "seat": "east"}], "totals": {"a": 5}}]});
        type T = t::TournamentRequest;
        type U = pb::TournamentRequest;
        same::<T, U>(&tournament, |_| {}, |_| {});
        same::<T, U>(&tournament, |j| remove(j, "/players/0/id"), |m| m.players[0].id = String::new());
        same::<T, U>(
            &tournament,
            |j| set(j, "/sessions/0/players/0/seat", json!("x")),
            |m| m.sessions[0].players[0].seat = "x".into(),
        );

        let reconcile = json!({"ruleset": "italian", "totals": {"east": 1, "south": 2}});
        same::<t::ReconcileRequest, pb::ReconcileRequest>(&reconcile, |_| {}, |_| {});
        same::<t::ReconcileRequest, pb::ReconcileRequest>(
            &reconcile,
            |j| remove(j, "/ruleset"),
            |m| m.ruleset = String::new(),
        );
    }
}
