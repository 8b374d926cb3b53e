//! The REST adapter (axum): each handler decodes the body, calls one core operation and encodes
//! the answer. Errors are RFC 9457 problem documents. The OpenAPI document is generated from the
//! contract's types and the annotations here (utoipa), each operation listing its answer and one
//! of the shared error response sets (`crate::types::schema`), and served at `/openapi.json`,
//! with Swagger UI at `/docs`.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use tokio::sync::Semaphore;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::decode::decode;
use crate::api::error::Allowance;
use crate::api::language_hint;
use crate::api::{ApiError, Core, ErrorKind};
use crate::engine::ruleset::Lang;
use crate::export::Format;
use crate::server::ConnHandle;
use crate::server::body::{self, BodyBudget, BodyError};
use crate::types::schema::{BatchErrors, BodyErrors, LookupErrors, QueryErrors, Unavailable};
use crate::types::{
    BatchRequest, BatchResponse, ClaimsRequest, ClaimsResponse, DealRequest, DealResponse, HandRequest,
    ProblemDocument, ReconcileRequest, ReconcileResponse, RulesetDef, RulesetList, ScoreResponse, SessionRequest,
    SessionResponse, SettleRequest, SettleResponse, TournamentRequest, TournamentResponse, ValidateResponse,
    WaitsResponse,
};

/// The body limit of a route, for a service whose message limit is `general` (see
/// [`crate::server::message_limit`]: larger for sessions and tournaments).
pub fn body_limit(path: &str, general: usize) -> usize {
    crate::server::message_limit(path, general)
}

/// What the REST limits share (see [`read_body`] and [`limit`]).
#[derive(Clone, Debug)]
pub struct Gate {
    /// Concurrency slots of the listener.
    pub permits: Arc<Semaphore>,
    /// The request time limit: for the body to arrive, and again for the work.
    pub timeout: Duration,
    /// Largest body, except on the routes of [`body_limit`].
    pub max_body: usize,
    /// Bytes all bodies may hold at once (shared with gRPC).
    pub budget: BodyBudget,
}

/// What the handlers share.
#[derive(Clone)]
pub struct AppState {
    pub core: Core,
    /// False while starting and once shutdown has begun.
    pub ready: Arc<AtomicBool>,
    /// Renders the Prometheus exposition.
    pub metrics: Arc<dyn Fn() -> String + Send + Sync>,
}

/// An [`ApiError`] as a REST answer: its problem document, `application/problem+json`, with the
/// error's HTTP status. (The error type is the core's, in the engine crate; this is its REST
/// form, as `grpc::status` is its gRPC form.)
pub struct Problem(pub ApiError);

impl From<ApiError> for Problem {
    fn from(e: ApiError) -> Problem {
        Problem(e)
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let doc = self.0.problem();
        let status = StatusCode::from_u16(doc.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let mut resp = json_response(&doc, 512);
        *resp.status_mut() = status;
        resp.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        resp
    }
}

/// Bodies larger than this are decoded on the blocking pool rather than on an I/O thread.
const DECODE_INLINE_MAX: usize = 64 * 1024;

/// A JSON request body as bytes: `Content-Type: application/json` (or `+json`), already read
/// whole by [`read_body`].
pub struct JsonBytes(pub axum::body::Bytes);

/// A request body [`read_body`] has read whole.
#[derive(Clone)]
struct ReadBody(axum::body::Bytes);

impl<S: Send + Sync> FromRequest<S> for JsonBytes {
    type Rejection = Problem;

    async fn from_request(req: Request, _: &S) -> Result<Self, Problem> {
        json_media_type(req.headers())?;
        // `read_body` has read it (within the limit) and left it as an extension; a route outside
        // `read_body` (none today) would read it here.
        let mut req = req;
        if let Some(ReadBody(bytes)) = req.extensions_mut().remove::<ReadBody>() {
            return Ok(JsonBytes(bytes));
        }
        let bytes = axum::body::to_bytes(req.into_body(), usize::MAX).await.map_err(|e| {
            ApiError::field(ErrorKind::BadRequest, "", "unreadable_body", format!("cannot read the body: {e}"))
        })?;
        Ok(JsonBytes(bytes))
    }
}

/// The body is declared JSON, or 415.
fn json_media_type(headers: &axum::http::HeaderMap) -> Result<(), ApiError> {
    let ct = headers.get(header::CONTENT_TYPE);
    // The usual value compared as it is, before the value is checked for text.
    if ct.is_some_and(|v| v.as_bytes() == b"application/json") {
        return Ok(());
    }
    let ct = ct.and_then(|v| v.to_str().ok()).unwrap_or("");
    if is_json_media_type(ct) {
        return Ok(());
    }
    Err(ApiError::field(
        ErrorKind::UnsupportedMediaType,
        "",
        "unsupported_media_type",
        format!("send the body as JSON with Content-Type: application/json (got {:?})", ct),
    ))
}

/// `application/json` or a `+json` type, in any case, parameters aside (compared in place: no
/// lower-cased copy per request).
fn is_json_media_type(content_type: &str) -> bool {
    let mime = content_type.split(';').next().unwrap_or("").trim().as_bytes();
    let suffix = b"+json";
    mime.eq_ignore_ascii_case(b"application/json")
        || (mime.len() >= suffix.len() && mime[mime.len() - suffix.len()..].eq_ignore_ascii_case(suffix))
}

/// A JSON request body decoded with pointers at the offending field; a large one is decoded on
/// the blocking pool.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: crate::api::decode::Body + Send + 'static> FromRequest<S> for JsonBody<T> {
    type Rejection = Problem;

    async fn from_request(req: Request, state: &S) -> Result<Self, Problem> {
        let JsonBytes(bytes) = JsonBytes::from_request(req, state).await?;
        Ok(JsonBody(decode_body(bytes).await?))
    }
}

/// A JSON body decoded: on the blocking pool when it is large.
async fn decode_body<T: crate::api::decode::Body + Send + 'static>(bytes: axum::body::Bytes) -> Result<T, ApiError> {
    if bytes.len() <= DECODE_INLINE_MAX {
        return decode(&bytes);
    }
    blocking(move || decode(&bytes)).await
}

/// Runs `f` on the blocking pool (see [`crate::server::heavy`]).
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T, ApiError> + Send + 'static) -> Result<T, ApiError> {
    crate::server::heavy(f).await.map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))?
}

fn body_too_large(max: usize) -> ApiError {
    ApiError::field(ErrorKind::TooLarge, "", "body_too_large", format!("the body is larger than {max} bytes"))
}

/// How many bytes of a body over the limit `max` are still read (and thrown away) so that the
/// 413 reaches the client: the limit and three times the general limit `general` (four times the
/// limit on most routes).
pub fn drain_max(max: usize, general: usize) -> u64 {
    (max + 3 * general) as u64
}

/// The body step of [`observed_read_body`]: reads the whole request body (at most [`body_limit`]
/// bytes, within the time limit and the body budget) before any later layer or handler may answer,
/// then takes a concurrency slot and runs the request within the time limit (see [`limit`]).
///
/// An HTTP/1.1 server cannot refuse a body that is on its way. One that answers first (a 415, a
/// 413, a 503) and then closes the connection with the body unread makes its kernel reset the
/// connection, and the client, still sending, may lose the answer and see only a broken
/// connection. So:
/// - a body within the limit is read whole, then the request goes on (handlers read the body
///   anyway, so this moves that work earlier);
/// - a body over the limit (or one the budget has no room for) is read to its end and thrown
///   away, up to four times the limit, and answered 413 (503) on a connection that stays usable;
/// - a client that announced a larger body with `Expect: 100-continue` has sent none of it yet:
///   it is answered 413 at once (the body is never asked for, so no `100 Continue` goes out);
/// - a body announced beyond four times the limit is answered 413 at once: the connection closes;
/// - a body that does not arrive within the time limit is answered 408 and the connection
///   closes.
async fn read_body(State(gate): State<Arc<Gate>>, req: Request, next: Next) -> Response {
    let (parts, mut body) = req.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let max = body_limit(parts.uri.path(), gate.max_body);
    let drain_max = drain_max(max, gate.max_body);
    if let Some(n) = declared.filter(|n| *n > max as u64) {
        let expects =
            parts.headers.get(header::EXPECT).is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"100-continue"));
        if expects || n > drain_max {
            return Problem(body_too_large(max)).into_response();
        }
    }
    let deadline = tokio::time::Instant::now() + gate.timeout;
    let error = match body::read_whole(&mut body, max, &gate.budget, deadline).await {
        Ok((bytes, held)) => {
            let conn = parts.extensions.get::<ConnHandle>().cloned();
            // The body travels as an extension, taken by `JsonBytes` as it is (a body rebuilt
            // around it would be boxed and then collected again).
            let mut parts = parts;
            parts.extensions.insert(ReadBody(bytes));
            let resp = limit(&gate, conn.as_ref(), next.run(Request::from_parts(parts, Body::empty()))).await;
            drop(held);
            return resp;
        }
        Err(BodyError::TooLarge(read)) => {
            body::discard(&mut body, read, drain_max, deadline).await;
            body_too_large(max)
        }
        Err(BodyError::Busy(read)) => {
            body::discard(&mut body, read, drain_max, deadline).await;
            ApiError::new(ErrorKind::Overloaded, "too many request bodies in flight; retry shortly")
        }
        Err(BodyError::Slow) => {
            let e = ApiError::new(ErrorKind::BodyTimeout, "the request body did not arrive within the time limit");
            let mut resp = Problem(e).into_response();
            resp.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
            return resp;
        }
        Err(BodyError::Broken(e)) => {
            ApiError::field(ErrorKind::BadRequest, "", "unreadable_body", format!("cannot read the body: {e}"))
        }
    };
    Problem(error).into_response()
}

/// [`read_body`] inside the request's observation ([`crate::telemetry::observe_http`]): the one
/// middleware of the routes under the limits (the open routes are only observed).
pub async fn observed_read_body(State(gate): State<Arc<Gate>>, req: Request, next: Next) -> Response {
    // Boxed: the observation moves its inner future by value (a box is one pointer to copy).
    crate::telemetry::observe_http(req, |req| Box::pin(read_body(State(gate), req, next))).await
}

/// A request whose body is in: a concurrency slot (or 503 at once) and the time limit on the
/// work (503). Part of [`read_body`] rather than a layer of its own: a layer costs a clone of the
/// routes below it on every request.
async fn limit(gate: &Gate, conn: Option<&ConnHandle>, work: impl Future<Output = Response>) -> Response {
    let Ok(_permit) = gate.permits.clone().try_acquire_owned() else {
        return Problem(ApiError::new(ErrorKind::Overloaded, "too many requests in flight; retry shortly"))
            .into_response();
    };
    let _busy = conn.map(ConnHandle::busy);
    match crate::server::deadline::within(tokio::time::Instant::now() + gate.timeout, work).await {
        Some(resp) => resp,
        None => {
            Problem(ApiError::new(ErrorKind::Timeout, "the request took longer than the time limit")).into_response()
        }
    }
}

/// A JSON response body, written into a buffer sized for a typical answer (a score is about 1 KB)
/// rather than grown from a few bytes, by the one writer of REST answers, [`json_response`].
pub struct JsonOut<T>(pub T);

impl<T: serde::Serialize> IntoResponse for JsonOut<T> {
    fn into_response(self) -> Response {
        json_response(&self.0, 2048)
    }
}

/// A JSON answer written into a buffer of `capacity` bytes (grown if it needs more) by
/// [`crate::json`], the one writer of REST answers and problem documents.
fn json_response<T: serde::Serialize>(answer: &T, capacity: usize) -> Response {
    let mut buf = Vec::with_capacity(capacity);
    match crate::json::write(&mut buf, answer) {
        Ok(()) => json_bytes(buf),
        Err(e) => Problem(ApiError::new(ErrorKind::Internal, format!("cannot encode the answer: {e}"))).into_response(),
    }
}

/// A JSON answer already written.
fn json_bytes(buf: Vec<u8>) -> Response {
    // Built directly: the body's own `IntoResponse` sets a content type that the header would
    // then replace.
    let mut res = Response::new(axum::body::Body::from(buf));
    res.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    res
}

/// Room for a batch answer of `n` results: a score answer is about 1.1 KB (a batch of 1,000 would
/// otherwise be copied over a dozen times while its buffer grows).
const BATCH_ITEM_BYTES: usize = 1280;

/// The `Accept-Language` preference (`en`, `nl`, `it`), read without copying the headers.
struct LangHint(Option<Lang>);

impl<S: Send + Sync> FromRequestParts<S> for LangHint {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(LangHint(language_hint(&parts.headers)))
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Mahjong scoring service",
        description = "Validates and scores mahjong hands, resolves claims on a discard and settles payments for the classical rule sets European clubs play: rode-boekje, ecr, italian and nine-dragons.\n\nTiles are two-character codes (`b1`-`b9` bamboo, `c1`-`c9` characters, `d1`-`d9` dots, `we ws ww wn` winds, `dr dg dw` dragons, `f1`-`f4` flowers, `s1`-`s4` seasons); a hand is an object or one string in compact notation (`b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1`). Tiles are also read in the mpsz form of riichi tools (`5m`, `123m456p789s11z (777z)`: m characters, p dots, s bamboo, z honours 1-7), and answers keep the form the hand used; a red five (`0m`) is refused (`not_in_ruleset`). Every operation with a body has named examples.\n\nErrors are RFC 9457 problem documents whose `errors` list JSON pointers into the request with stable codes; a problem's `type` is `/problems/{code}`, a page this service serves. The API guide, the rules reference and the errors page are in the repository's `docs/` folder (`docs/api.md`, `docs/rules.md`, `docs/errors.md`).",
        license(name = "MIT", identifier = "MIT")
    ),
    tags(
        (name = "rulesets", description = "Rule sets and their options"),
        (name = "hands", description = "One player's hand"),
        (name = "deals", description = "Claims, settlement and whole deals"),
        (name = "sessions", description = "Whole sessions and tournaments, scored from their record (also as CSV and as a printable HTML score sheet), and Italian session reconciliation"),
        (name = "service", description = "Health")
    ),
    // Every error answer refers to it (the shared responses of `crate::types::schema`).
    components(schemas(ProblemDocument))
)]
struct ApiDoc;

/// The REST routes: those under the limits, those outside every limit (health, readiness,
/// metrics), and the OpenAPI document describing both.
pub fn router(state: AppState) -> (axum::Router, axum::Router, utoipa::openapi::OpenApi) {
    let (open, open_api) = OpenApiRouter::new()
        .routes(routes!(healthz))
        .routes(routes!(readyz))
        .with_state(state.clone())
        .split_for_parts();
    let open = open.route("/metrics", axum::routing::get(metrics)).with_state(state.clone());
    let (router, mut api) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(list_rulesets))
        .routes(routes!(get_ruleset))
        .routes(routes!(validate_hand))
        .routes(routes!(score_hand))
        .routes(routes!(score_batch))
        .routes(routes!(find_waits))
        .routes(routes!(resolve_claims))
        .routes(routes!(settle_deal))
        .routes(routes!(score_deal))
        .routes(routes!(reconcile_session))
        .routes(routes!(score_session))
        .routes(routes!(tournament_standings))
        .with_state(state.clone())
        .split_for_parts();
    api.merge(open_api);
    crate::api::examples::attach(&mut api, &state.core);
    (router, open, api)
}

/// The OpenAPI document (for the committed copy and its consistency test).
pub fn openapi() -> utoipa::openapi::OpenApi {
    let state = AppState {
        core: Core::new(crate::engine::registry::Registry::builtin()),
        ready: Arc::new(AtomicBool::new(true)),
        metrics: Arc::new(String::new),
    };
    router(state).2
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct LanguageQuery {
    /// Language of names: en, nl, it (overrides Accept-Language).
    #[param(value_type = Option<crate::types::Lang>, example = "nl")]
    language: Option<String>,
}

/// List the rule sets: ids, names, limits, options with defaults.
#[utoipa::path(get, path = "/v1/rulesets", tag = "rulesets", params(LanguageQuery),
    responses((status = 200, body = RulesetList, description = "Every rule set: id, name, method, limit, source document, options with their defaults"), QueryErrors))]
async fn list_rulesets(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    q: Result<Query<LanguageQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<JsonOut<RulesetList>, Problem> {
    let q = q.map_err(|e| ApiError::field(ErrorKind::BadRequest, "", "invalid_query", e.body_text()))?;
    let lang = crate::api::ops::language(q.language.as_deref(), hint)?;
    Ok(JsonOut(s.core.rulesets(lang)))
}

/// One rule set's full definition: every scoring element with its value, detector and names.
#[utoipa::path(get, path = "/v1/rulesets/{id}", tag = "rulesets",
    params(("id" = String, Path, description = "Rule set id (`GET /v1/rulesets` lists them)", example = "ecr")),
    responses(
        (status = 200, body = RulesetDef, description = "The rule set's full definition: every scoring element with its value, detector and names, its options, claim and settlement rules"),
        LookupErrors
    ))]
async fn get_ruleset(State(s): State<AppState>, Path(id): Path<String>) -> Result<Response, Problem> {
    Ok(JsonOut(s.core.ruleset(&id)?).into_response())
}

/// Structural validity of a hand, every problem listed; whether it is a mahjong.
#[utoipa::path(post, path = "/v1/hands/validate", tag = "hands", request_body = HandRequest,
    responses((status = 200, body = ValidateResponse, description = "Whether the hand is valid (every problem listed) and whether it is a mahjong"), BodyErrors))]
async fn validate_hand(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    JsonBody(req): JsonBody<HandRequest>,
) -> Result<JsonOut<ValidateResponse>, Problem> {
    Ok(JsonOut(s.core.validate(&req, hint)?))
}

/// One player's score with the itemised breakdown.
#[utoipa::path(post, path = "/v1/hands/score", tag = "hands", request_body = HandRequest,
    responses((status = 200, body = ScoreResponse, description = "The hand's total with the itemised breakdown and the arrangement"), BodyErrors))]
async fn score_hand(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    JsonBody(req): JsonBody<HandRequest>,
) -> Result<JsonOut<ScoreResponse>, Problem> {
    Ok(JsonOut(s.core.score(&req, hint)?))
}

/// Up to 1,000 score requests in one call, each answered or rejected on its own.
#[utoipa::path(post, path = "/v1/hands/score-batch", tag = "hands", request_body = BatchRequest,
    responses((status = 200, body = BatchResponse, description = "One result per request, in order: a score or that request's problem document"), BatchErrors))]
async fn score_batch(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    JsonBytes(bytes): JsonBytes,
) -> Result<Response, Problem> {
    let core = s.core.clone();
    // A full batch is milliseconds of CPU: decoding, scoring and encoding stay off the I/O
    // threads. Its problem documents list problems in proportion to its size.
    blocking(move || {
        let req: BatchRequest = decode(&bytes)?;
        let answer = core.score_batch(&req, hint, &mut Allowance::for_bytes(bytes.len()))?;
        Ok(json_response(&answer, 64 + req.requests.len() * BATCH_ITEM_BYTES))
    })
    .await
    .map_err(Problem)
}

/// The tiles that complete a waiting hand, with the score each would give.
#[utoipa::path(post, path = "/v1/hands/waits", tag = "hands", request_body = HandRequest,
    responses((status = 200, body = WaitsResponse, description = "The tiles that complete the hand, each with the score it would give"), BodyErrors))]
async fn find_waits(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    JsonBody(req): JsonBody<HandRequest>,
) -> Result<JsonOut<WaitsResponse>, Problem> {
    Ok(JsonOut(s.core.waits(&req, hint)?))
}

/// Which claim on a discard wins.
#[utoipa::path(post, path = "/v1/claims/resolve", tag = "deals", request_body = ClaimsRequest,
    responses((status = 200, body = ClaimsResponse, description = "The winning claim, the valid claims best first, and the claims the rules refuse"), BodyErrors))]
async fn resolve_claims(
    State(s): State<AppState>,
    JsonBody(req): JsonBody<ClaimsRequest>,
) -> Result<JsonOut<ClaimsResponse>, Problem> {
    Ok(JsonOut(s.core.resolve_claims(&req)?))
}

/// Payments between the four players from their scores, and the next East.
#[utoipa::path(post, path = "/v1/deals/settle", tag = "deals", request_body = SettleRequest,
    responses((status = 200, body = SettleResponse, description = "Payments between the players, the net per seat and the next East"), BodyErrors))]
async fn settle_deal(
    State(s): State<AppState>,
    JsonBody(req): JsonBody<SettleRequest>,
) -> Result<JsonOut<SettleResponse>, Problem> {
    Ok(JsonOut(s.core.settle(&req)?))
}

/// All four hands of a finished deal: scores, payments, next East.
#[utoipa::path(post, path = "/v1/deals/score", tag = "deals", request_body = DealRequest,
    responses((status = 200, body = DealResponse, description = "Each player's score, the settlement and the next East"), BodyErrors))]
async fn score_deal(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    JsonBody(req): JsonBody<DealRequest>,
) -> Result<JsonOut<DealResponse>, Problem> {
    Ok(JsonOut(s.core.score_deal(&req, hint)?))
}

/// Italian session reconciliation: chip totals corrected 3:3:3:1.
#[utoipa::path(post, path = "/v1/sessions/reconcile", tag = "sessions", request_body = ReconcileRequest,
    responses((status = 200, body = ReconcileResponse, description = "The corrected totals"), BodyErrors))]
async fn reconcile_session(
    State(s): State<AppState>,
    JsonBody(req): JsonBody<ReconcileRequest>,
) -> Result<JsonOut<ReconcileResponse>, Problem> {
    Ok(JsonOut(s.core.reconcile(&req)?))
}

/// The answer format the `Accept` header asks for (JSON, CSV or HTML).
struct Accept(Format);

impl<S: Send + Sync> FromRequestParts<S> for Accept {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Accept(Format::from_accept(parts.headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()))))
    }
}

/// The CSV and the HTML renderings of an answer (the HTML with the rule set's name).
type Renderings<A> = (fn(&A) -> String, fn(&A, &str) -> String);

/// A session or tournament record scored off the I/O threads (it may take milliseconds of CPU)
/// and answered in the format asked for: JSON, CSV or the HTML score sheet. `head` gives the
/// request's rule set and language (for the sheet's title).
async fn scored_record<Q: Send + 'static, A: serde::Serialize + Send + 'static>(
    core: Core,
    hint: Option<Lang>,
    format: Format,
    req: Q,
    head: fn(&Q) -> (String, Option<String>),
    run: fn(&Core, &Q, Option<Lang>) -> Result<A, ApiError>,
    (csv, html): Renderings<A>,
) -> Result<Response, Problem> {
    let work = move || {
        let answer = run(&core, &req, hint)?;
        let (ruleset, language) = head(&req);
        Ok::<_, ApiError>((answer, core.ruleset_name(&ruleset, language.as_deref(), hint)))
    };
    let (answer, name) = blocking(work).await?;
    let text = match format {
        Format::Json => return Ok(JsonOut(answer).into_response()),
        Format::Csv => csv(&answer),
        Format::Html => html(&answer, &name),
    };
    Ok(([(header::CONTENT_TYPE, HeaderValue::from_static(format.content_type()))], text).into_response())
}

/// A whole session scored from its record: per deal the seats, East, the round wind, scores,
/// payments and running totals; then totals, standings and the state to continue from. With
/// `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
/// the running totals drawn as a chart.
#[utoipa::path(post, path = "/v1/sessions/score", tag = "sessions", request_body = SessionRequest,
    responses(
        (status = 200, description = "The scored session (JSON), its deals as CSV, or a printable HTML score sheet",
            content(
                (SessionResponse = "application/json"),
                (String = "text/csv"),
                (String = "text/html")
            )),
        BodyErrors
    ))]
async fn score_session(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    Accept(format): Accept,
    JsonBody(req): JsonBody<SessionRequest>,
) -> Result<Response, Problem> {
    let head = |r: &SessionRequest| (r.ruleset.clone(), r.language.clone());
    let render = (crate::export::session_csv as fn(&_) -> _, crate::export::session_html as fn(&_, &_) -> _);
    scored_record(s.core, hint, format, req, head, Core::score_session, render).await
}

/// Tournament standings from its sessions (several tables and rounds, players by id): the
/// ranking with the rule set's tie-breaks, each round's results and the prizes the rule set
/// names. With `Accept: text/csv` the standings as CSV; with `Accept: text/html` printable
/// standings with the running totals drawn as a chart.
#[utoipa::path(post, path = "/v1/tournaments/standings", tag = "sessions", request_body = TournamentRequest,
    responses(
        (status = 200, description = "The standings (JSON), as CSV, or as a printable HTML page",
            content(
                (TournamentResponse = "application/json"),
                (String = "text/csv"),
                (String = "text/html")
            )),
        BodyErrors
    ))]
async fn tournament_standings(
    State(s): State<AppState>,
    LangHint(hint): LangHint,
    Accept(format): Accept,
    JsonBody(req): JsonBody<TournamentRequest>,
) -> Result<Response, Problem> {
    let head = |r: &TournamentRequest| (r.ruleset.clone(), r.language.clone());
    let render = (crate::export::tournament_csv as fn(&_) -> _, crate::export::tournament_html as fn(&_, &_) -> _);
    scored_record(s.core, hint, format, req, head, Core::tournament, render).await
}

/// Liveness: the process answers.
#[utoipa::path(get, path = "/healthz", tag = "service",
    responses((status = 200, body = String, content_type = "text/plain", description = "`ok`: the process answers")))]
async fn healthz() -> &'static str {
    "ok"
}

/// Readiness: serving, not starting or shutting down.
#[utoipa::path(get, path = "/readyz", tag = "service",
    responses((status = 200, body = String, content_type = "text/plain", description = "`ready`: serving"), Unavailable))]
async fn readyz(State(s): State<AppState>) -> Result<&'static str, Problem> {
    if s.ready.load(Ordering::Relaxed) {
        Ok("ready")
    } else {
        Err(ApiError::new(ErrorKind::Overloaded, "shutting down").into())
    }
}

/// Prometheus metrics.
async fn metrics(State(s): State<AppState>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], (s.metrics)())
}

#[cfg(test)]
mod tests {
    use super::is_json_media_type;

    #[test]
    fn json_media_types() {
        for ct in [
            "application/json",
            "Application/JSON",
            " application/json ; charset=utf-8",
            "application/problem+json",
            "text/x+JSON",
        ] {
            assert!(is_json_media_type(ct), "{ct}");
        }
        for ct in ["", "text/plain", "application/jsonx", "json", "+jso", "application/x-www-form-urlencoded"] {
            assert!(!is_json_media_type(ct), "{ct}");
        }
    }
}
