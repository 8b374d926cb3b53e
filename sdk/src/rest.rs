//! The REST client (feature `rest`): the same operations, request and answer types and [`Error`]
//! as the gRPC [`Client`](crate::Client), over the JSON API of the committed OpenAPI document
//! (`docs/openapi.json`). Problem documents (RFC 9457) become [`Error`]s with the field
//! violations of their `errors` list.

use std::sync::Arc;
use std::time::Duration;

use reqwest::header::{ACCEPT, ACCEPT_LANGUAGE, CONTENT_TYPE, HeaderMap, HeaderValue};
use reqwest::{Method, StatusCode, Url};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{Error, ErrorKind};
use crate::grpc::ClientBuilder;
use crate::pool::Pool;
use crate::retry::{ConnectionFailure, RetryBudget, connection_failure};
use crate::*;

/// The REST client of the scoring service.
///
/// Cheap to clone (clones share a connection pool). Every call has a timeout: the client's
/// default, or another one through [`with_timeout`](RestClient::with_timeout).
///
/// A request that failed at its connection (refused, the connection closed before it went out,
/// or lost with its connection before the whole answer came: see
/// [`connection_failure`](crate::connection_failure)) is sent again on a fresh connection (with
/// several endpoints: the next one), at most twice, at most once after a loss and then after a
/// short pause ([`LOST_PAUSE`](crate::LOST_PAUSE)), while the client's [`RetryBudget`] allows.
/// Every operation computes its answer from the request alone, so that is harmless.
///
/// ```no_run
/// # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
/// use mahjong_scoring_sdk::{Hand, HandRequest, RestClient, Wind};
///
/// let client = RestClient::new("http://127.0.0.1:8080")?;
/// let req = HandRequest::new("rode-boekje", Wind::East, Wind::East, Hand::parse("b2b3b4 d7d8 wewewe dgdgdg c5c5")?);
/// for wait in client.find_waits(&req).await?.waits {
///     println!("{}: {} on a discard", wait.tile, wait.discard.total);
/// }
/// # Ok(()) }
/// ```
#[derive(Clone, Debug)]
pub struct RestClient {
    http: reqwest::Client,
    /// The service's endpoints, taken in turn (one unless [`ClientBuilder::endpoints`]).
    bases: Arc<Pool<Url>>,
    first: Url,
    timeout: Duration,
    budget: RetryBudget,
}

/// How a request failed at its connection (see [`connection_failure`]); `None` for a timeout.
fn failure(e: &reqwest::Error) -> Option<ConnectionFailure> {
    if e.is_connect() {
        Some(ConnectionFailure::Refused)
    } else if e.is_timeout() {
        None
    } else {
        connection_failure(e)
    }
}

fn transport(e: reqwest::Error) -> Error {
    let kind = if e.is_timeout() {
        ErrorKind::Timeout
    } else if failure(&e).is_some() {
        ErrorKind::Connect
    } else if e.is_decode() {
        ErrorKind::Decode
    } else if e.is_builder() {
        ErrorKind::InvalidInput
    } else {
        ErrorKind::Connect
    };
    let message = e.to_string();
    Error::new(kind, message).with_source(e)
}

impl RestClient {
    /// A client of the service at `url` (`http://host:port`, optionally with a path prefix) with
    /// the default settings. Nothing is sent until the first call.
    pub fn new(url: impl Into<String>) -> Result<RestClient, Error> {
        ClientBuilder::new(url).build_rest()
    }

    /// Settings for a client of the service at `url`; finish with
    /// [`build_rest`](ClientBuilder::build_rest).
    pub fn builder(url: impl Into<String>) -> ClientBuilder {
        ClientBuilder::new(url)
    }

    pub(crate) fn from_builder(b: ClientBuilder) -> Result<RestClient, Error> {
        let invalid = |m: String| Error::new(ErrorKind::InvalidInput, m);
        let mut bases = Vec::with_capacity(1 + b.more.len());
        for url in std::iter::once(&b.url).chain(&b.more) {
            let base = Url::parse(url).map_err(|e| invalid(format!("invalid URL {url:?}: {e}")).with_source(e))?;
            match base.scheme() {
                "http" => {}
                "https" if cfg!(feature = "tls") => {}
                "https" => return Err(invalid(format!("{url}: https needs the SDK's `tls` feature"))),
                other => return Err(invalid(format!("{url}: unsupported scheme {other:?}"))),
            }
            if base.cannot_be_a_base() {
                return Err(invalid(format!("{url}: not a base URL")));
            }
            bases.push(base);
        }
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT, HeaderValue::from_static("application/json, application/problem+json"));
        if let Some(l) = &b.language {
            let v = HeaderValue::from_str(l).map_err(|e| invalid(format!("invalid language {l:?}")).with_source(e))?;
            headers.insert(ACCEPT_LANGUAGE, v);
        }
        let http = reqwest::Client::builder()
            .connect_timeout(b.connect_timeout)
            .default_headers(headers)
            .build()
            .map_err(transport)?;
        let mut bases = bases.into_iter().map(|u| (u.to_string(), u));
        let first = bases.next().ok_or_else(|| invalid("no URL".into()))?;
        let first_url = first.1.clone();
        Ok(RestClient {
            http,
            bases: Arc::new(Pool::new(first, bases)),
            first: first_url,
            timeout: b.timeout,
            budget: b.budget(),
        })
    }

    /// The per-call timeout.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// A client on the same connection pool with another per-call timeout.
    #[must_use]
    pub fn with_timeout(&self, timeout: Duration) -> RestClient {
        RestClient { timeout, ..self.clone() }
    }

    /// The base URL (with several endpoints: the first).
    pub fn base_url(&self) -> &Url {
        &self.first
    }

    /// The URL of `segments` on `base`.
    fn url(base: &Url, segments: &[&str]) -> Result<Url, Error> {
        let mut url = base.clone();
        url.path_segments_mut()
            .map_err(|()| Error::new(ErrorKind::InvalidInput, format!("{base}: not a base URL")))?
            .pop_if_empty()
            .extend(segments);
        Ok(url)
    }

    async fn call<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &[&str],
        body: Option<&impl Serialize>,
    ) -> Result<T, Error> {
        let body = match body {
            None => None,
            Some(b) => Some(
                serde_json::to_vec(b).map_err(|e| Error::new(ErrorKind::InvalidInput, e.to_string()).with_source(e))?,
            ),
        };
        self.send(method, path, body).await
    }

    async fn send_json<T: DeserializeOwned>(&self, path: &[&str], body: Vec<u8>) -> Result<T, Error> {
        self.send(Method::POST, path, Some(body)).await
    }

    /// Sends one request, on the next endpoint in turn, and reads its answer. A request that
    /// failed at its connection is sent again on a fresh connection or the next endpoint as the
    /// budget allows (see [`RestClient`]); an endpoint that refused or lost it is skipped for a
    /// while.
    async fn send<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &[&str],
        body: Option<Vec<u8>>,
    ) -> Result<T, Error> {
        let body: Option<bytes::Bytes> = body.map(Into::into);
        let mut resends = self.budget.call();
        let (status, bytes) = loop {
            let member = self.bases.pick();
            let mut rb = self.http.request(method.clone(), Self::url(&member.client, path)?).timeout(self.timeout);
            if let Some(b) = &body {
                rb = rb.header(CONTENT_TYPE, "application/json").body(b.clone());
            }
            // The answer read whole: a connection lost in the middle of it loses the call too.
            let answer = async {
                let resp = rb.send().await?;
                let status = resp.status();
                Ok::<_, reqwest::Error>((status, resp.bytes().await?))
            };
            match answer.await {
                Ok(answer) => {
                    self.bases.succeeded(&member);
                    break answer;
                }
                Err(e) => {
                    let failure = failure(&e);
                    if matches!(failure, Some(ConnectionFailure::Refused | ConnectionFailure::Lost)) {
                        self.bases.failed(&member);
                    }
                    match resends.again(failure) {
                        None => return Err(transport(e)),
                        Some(pause) if !pause.is_zero() => tokio::time::sleep(pause).await,
                        Some(_) => {}
                    }
                }
            }
        };
        if status.is_success() {
            return serde_json::from_slice(&bytes)
                .map_err(|e| Error::decode(format!("unexpected answer from {}: {e}", path.join("/"))).with_source(e));
        }
        Err(Error::from_problem(problem(status, &bytes)))
    }

    async fn post<T: DeserializeOwned>(&self, path: &[&str], body: &impl Serialize) -> Result<T, Error> {
        self.call(Method::POST, path, Some(body)).await
    }

    /// The rule sets: ids, names, limits and options with their defaults.
    pub async fn list_rulesets(&self) -> Result<Vec<RulesetSummary>, Error> {
        let list: RulesetList = self.call(Method::GET, &["v1", "rulesets"], None::<&()>).await?;
        Ok(list.rulesets)
    }

    /// One rule set's full definition: every scoring element with its value, detector and names,
    /// its options, claim and settlement rules.
    pub async fn get_ruleset(&self, id: &str) -> Result<RulesetDef, Error> {
        self.call(Method::GET, &["v1", "rulesets", id], None::<&()>).await
    }

    /// Structural validity with every problem listed; whether the hand is a mahjong.
    pub async fn validate_hand(&self, req: &HandRequest) -> Result<ValidateResponse, Error> {
        self.post(&["v1", "hands", "validate"], req).await
    }

    /// One player's score with the itemised breakdown.
    pub async fn score_hand(&self, req: &HandRequest) -> Result<ScoreResponse, Error> {
        self.post(&["v1", "hands", "score"], req).await
    }

    /// The tiles that complete a waiting hand, with the score each would give.
    pub async fn find_waits(&self, req: &HandRequest) -> Result<WaitsResponse, Error> {
        self.post(&["v1", "hands", "waits"], req).await
    }

    /// Which claim on a discard wins.
    pub async fn resolve_claims(&self, req: &ClaimsRequest) -> Result<ClaimsResponse, Error> {
        self.post(&["v1", "claims", "resolve"], req).await
    }

    /// Payments between the four players from their scores, and the next East.
    pub async fn settle_deal(&self, req: &SettleRequest) -> Result<SettleResponse, Error> {
        self.post(&["v1", "deals", "settle"], req).await
    }

    /// All four hands of a finished deal: scores, payments, next East.
    pub async fn score_deal(&self, req: &DealRequest) -> Result<DealResponse, Error> {
        self.post(&["v1", "deals", "score"], req).await
    }

    /// Italian session reconciliation (3:3:3:1).
    pub async fn reconcile_session(&self, req: &ReconcileRequest) -> Result<ReconcileResponse, Error> {
        self.post(&["v1", "sessions", "reconcile"], req).await
    }

    /// A whole session scored from its record (`POST /v1/sessions/score`).
    pub async fn score_session(&self, req: &SessionRequest) -> Result<SessionResponse, Error> {
        self.post(&["v1", "sessions", "score"], req).await
    }

    /// Tournament standings from its sessions (`POST /v1/tournaments/standings`).
    pub async fn tournament_standings(&self, req: &TournamentRequest) -> Result<TournamentResponse, Error> {
        self.post(&["v1", "tournaments", "standings"], req).await
    }

    /// Scores many hands through `POST /v1/hands/score-batch`, in batches of at most
    /// [`MAX_BATCH`] requests and [`MAX_BODY_BYTES`]; answers in request order. A rejected request
    /// gets its [`Problem`] with pointers relative to that request, as over gRPC, and does not
    /// stop the others. The per-call timeout covers all batches.
    pub async fn score_hands(&self, requests: &[HandRequest]) -> Result<Vec<ScoreResult>, Error> {
        let all = async {
            let mut out = Vec::with_capacity(requests.len());
            for (body, n) in batches(requests)? {
                let answer: BatchResponse = self.send_json(&["v1", "hands", "score-batch"], body).await?;
                if answer.results.len() != n {
                    return Err(Error::decode(format!("{} answers to a batch of {n} requests", answer.results.len())));
                }
                for (i, item) in answer.results.into_iter().enumerate() {
                    out.push(match (item.score, item.error) {
                        (Some(score), _) => Ok(score),
                        (None, Some(p)) => Err(unprefix(p, i)),
                        (None, None) => return Err(Error::decode(format!("answer {i} of a batch is empty"))),
                    });
                }
            }
            Ok(out)
        };
        match tokio::time::timeout(self.timeout, all).await {
            Err(_) => Err(Error::timeout(self.timeout)),
            Ok(r) => r,
        }
    }
}

/// Batch bodies (`{"requests":[...]}`) of at most [`MAX_BATCH`] requests and, unless a single
/// request is larger, [`MAX_BODY_BYTES`]; each with its number of requests.
fn batches(requests: &[HandRequest]) -> Result<Vec<(Vec<u8>, usize)>, Error> {
    const OPEN: &[u8] = b"{\"requests\":[";
    const CLOSE: &[u8] = b"]}";
    let mut out = Vec::new();
    let (mut body, mut n) = (OPEN.to_vec(), 0usize);
    for r in requests {
        let json =
            serde_json::to_vec(r).map_err(|e| Error::new(ErrorKind::InvalidInput, e.to_string()).with_source(e))?;
        let full = n == MAX_BATCH || body.len() + 1 + json.len() + CLOSE.len() > MAX_BODY_BYTES;
        if n > 0 && full {
            body.extend_from_slice(CLOSE);
            out.push((std::mem::replace(&mut body, OPEN.to_vec()), n));
            n = 0;
        }
        if n > 0 {
            body.push(b',');
        }
        body.extend_from_slice(&json);
        n += 1;
    }
    if n > 0 {
        body.extend_from_slice(CLOSE);
        out.push((body, n));
    }
    Ok(out)
}

/// The problem of one request of a batch, with pointers relative to that request.
fn unprefix(mut p: Problem, i: usize) -> Problem {
    let prefix = format!("/requests/{i}");
    for v in &mut p.errors {
        if let Some(rest) = v.pointer.strip_prefix(&prefix)
            && (rest.is_empty() || rest.starts_with('/'))
        {
            v.pointer = rest.to_string();
        }
    }
    p
}

/// The problem document of an error answer, or one made up from the status for other bodies.
fn problem(status: StatusCode, body: &[u8]) -> Problem {
    if let Ok(p) = serde_json::from_slice::<Problem>(body) {
        return Problem { status: status.as_u16(), ..p };
    }
    let text = String::from_utf8_lossy(body);
    let text: String = text.chars().take(500).collect();
    Problem {
        kind: "about:blank".into(),
        status: status.as_u16(),
        title: status.canonical_reason().unwrap_or("error").to_string(),
        detail: if text.trim().is_empty() { format!("HTTP {status}") } else { text },
        errors: Vec::new(),
        more_errors: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FieldViolation;

    #[test]
    fn urls_keep_a_path_prefix_and_escape_ids() {
        let c = RestClient::new("http://h:1/api/").expect("client");
        assert_eq!(
            RestClient::url(c.base_url(), &["v1", "rulesets", "a b/c"]).map(|u| u.to_string()).ok().as_deref(),
            Some("http://h:1/api/v1/rulesets/a%20b%2Fc")
        );
        let c = RestClient::new("http://h:1").expect("client");
        assert_eq!(
            RestClient::url(c.base_url(), &["v1", "rulesets"]).map(|u| u.to_string()).ok().as_deref(),
            Some("http://h:1/v1/rulesets")
        );
    }

    #[test]
    fn rejects_bad_urls() {
        for bad in ["nonsense", "ftp://h/", "mailto:x@y"] {
            assert_eq!(RestClient::new(bad).map(|_| ()).map_err(|e| e.kind()), Err(ErrorKind::InvalidInput), "{bad}");
        }
    }

    #[test]
    fn batch_pointers_become_relative() {
        let v = |p: &str| FieldViolation { pointer: p.into(), code: "c".into(), message: "m".into() };
        let p = Problem {
            kind: "about:blank".into(),
            status: 422,
            title: "t".into(),
            detail: "d".into(),
            errors: vec![v("/requests/3/hand/concealed/1"), v("/requests/3"), v("/requests/30/x")],
            more_errors: 0,
        };
        let p = unprefix(p, 3);
        let ptrs: Vec<_> = p.errors.iter().map(|e| e.pointer.as_str()).collect();
        assert_eq!(ptrs, ["/hand/concealed/1", "", "/requests/30/x"]);
    }

    #[test]
    fn batches_respect_count_and_size() {
        let small = HandRequest::new("ecr", crate::Wind::East, crate::Wind::East, "b1b2b3");
        let b = batches(&vec![small.clone(); 2500]).expect("batches");
        assert_eq!(b.iter().map(|(_, n)| *n).collect::<Vec<_>>(), [1000, 1000, 500]);
        for (body, n) in &b {
            let v: serde_json::Value = serde_json::from_slice(body).expect("valid JSON");
            assert_eq!(v["requests"].as_array().map(Vec::len), Some(*n));
        }
        let big = HandRequest::new("ecr", crate::Wind::East, crate::Wind::East, "b1".repeat(120_000));
        let b = batches(&vec![big; 5]).expect("batches");
        assert!(b.len() >= 2 && b.iter().all(|(body, n)| body.len() <= MAX_BODY_BYTES || *n == 1));
        assert_eq!(b.iter().map(|(_, n)| n).sum::<usize>(), 5);
        assert!(batches(&[]).expect("batches").is_empty());
    }

    #[test]
    fn non_problem_bodies() {
        let p = problem(StatusCode::BAD_GATEWAY, b"<html>oops</html>");
        assert_eq!((p.status, p.detail.as_str()), (502, "<html>oops</html>"));
        assert_eq!(Error::from(p).kind(), ErrorKind::Unavailable);
        let p = problem(StatusCode::UNPROCESSABLE_ENTITY, br#"{"type":"about:blank","title":"Invalid request","status":422,"detail":"d","errors":[{"pointer":"/ruleset","code":"unknown_ruleset","message":"m"}]}"#);
        assert_eq!(p.errors[0].code, "unknown_ruleset");
    }
}
