//! The gRPC client: the generated `mahjong.v1.Scoring` client behind one async method per
//! operation, with per-call timeouts and errors decoded into [`Error`].

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio_stream::{Stream, StreamExt};
use tonic::metadata::AsciiMetadataValue;
use tonic::transport::{Channel, Endpoint};

use std::sync::Arc;

use crate::error::{Error, ErrorKind};
use crate::pb::{self, scoring_client::ScoringClient};
use crate::pool::{Member, Pool};
use crate::retry::{ConnectionFailure, RetryBudget, connection_failure};
use crate::*;

mod resolve;

/// An answer read into the contract (`TryFrom`, crate `mahjong-proto`); a value the contract does
/// not know (a wind, tile or kind) is an [`ErrorKind::Decode`].
fn read<M, T: TryFrom<M, Error = mahjong_proto::Invalid>>(m: M) -> Result<T, Error> {
    T::try_from(m).map_err(|e| Error::decode(format!("the server's answer: {e}")))
}

/// One answer of `ScoreHands`.
fn scored(r: pb::ScoreHandsResult) -> Result<ScoredHand, Error> {
    let result = match r.result {
        Some(pb::score_hands_result::Result::Score(s)) => Ok(read(s)?),
        Some(pb::score_hands_result::Result::Error(p)) => Err(Problem::from(p)),
        None => return Err(Error::decode(format!("answer {} is empty", r.index))),
    };
    Ok(ScoredHand { index: r.index, result })
}

/// The per-call timeout a client starts with.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// The connect timeout a client starts with.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Settings shared by the gRPC and REST clients.
#[derive(Clone, Debug)]
pub struct ClientBuilder {
    pub(crate) url: String,
    /// Further endpoints of the same service ([`ClientBuilder::endpoints`]).
    pub(crate) more: Vec<String>,
    /// Re-resolve the host name this often and balance over its addresses (gRPC).
    pub(crate) resolve_every: Option<Duration>,
    pub(crate) timeout: Duration,
    pub(crate) connect_timeout: Duration,
    pub(crate) language: Option<String>,
    /// The budget of resends; `None`: a fresh default one per client built.
    pub(crate) retry_budget: Option<RetryBudget>,
}

impl ClientBuilder {
    /// Settings for the service at `url` (`http://host:port`).
    pub fn new(url: impl Into<String>) -> ClientBuilder {
        ClientBuilder {
            url: url.into(),
            more: Vec::new(),
            resolve_every: None,
            timeout: DEFAULT_TIMEOUT,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            language: None,
            retry_budget: None,
        }
    }

    /// Further endpoints (replicas) of the same service; calls are spread over all of them.
    /// The gRPC client balances with tonic's balancing channel (of two endpoints picked at random,
    /// the one with fewer calls in flight); the REST client takes them in turn. A call that fails
    /// at the connection goes to another endpoint ([`RetryBudget`]). With several
    /// endpoints the gRPC client connects on its first call, as [`connect_lazy`](Self::connect_lazy).
    #[must_use]
    pub fn endpoints(mut self, urls: impl IntoIterator<Item = impl Into<String>>) -> ClientBuilder {
        self.more.extend(urls.into_iter().map(Into::into));
        self
    }

    /// gRPC: resolve the URL's host name now and every `every` after, and balance calls over
    /// every address it resolves to; addresses that appear are added, those that disappear are
    /// removed once their calls are done. This is client-side balancing over a Kubernetes
    /// headless Service (`mahjong-scoring-headless:50051`). Needs a Tokio runtime when the client
    /// is built. The REST client ignores it (its connections are spread by the server's
    /// connection ageing, see the scaling guide).
    #[must_use]
    pub fn resolve_every(mut self, every: Duration) -> ClientBuilder {
        self.resolve_every = Some(every);
        self
    }

    /// The default per-call timeout ([`DEFAULT_TIMEOUT`] unless set). A call that takes longer
    /// fails with [`ErrorKind::Timeout`]; the server is told the deadline too.
    #[must_use]
    pub fn timeout(mut self, timeout: Duration) -> ClientBuilder {
        self.timeout = timeout;
        self
    }

    /// How long to wait for a connection ([`DEFAULT_CONNECT_TIMEOUT`] unless set).
    #[must_use]
    pub fn connect_timeout(mut self, timeout: Duration) -> ClientBuilder {
        self.connect_timeout = timeout;
        self
    }

    /// The budget for sending calls again that failed at their connection (refused, closing,
    /// lost: see [`connection_failure`]); without it each client built gets its own
    /// [`RetryBudget::default`] (10 resends per second plus 20 % of the calls). Clients built with
    /// the same budget share it; `RetryBudget::new(0, 0.0)` sends nothing again.
    #[must_use]
    pub fn retry_budget(mut self, budget: RetryBudget) -> ClientBuilder {
        self.retry_budget = Some(budget);
        self
    }

    /// The budget of a client being built: the one given, or a new default one.
    pub(crate) fn budget(&self) -> RetryBudget {
        self.retry_budget.clone().unwrap_or_default()
    }

    /// The language of names in every answer (`en`, `nl`, `it`), sent as `accept-language`; a
    /// request's own `language` field takes precedence.
    #[must_use]
    pub fn language(mut self, lang: impl Into<String>) -> ClientBuilder {
        self.language = Some(lang.into());
        self
    }

    fn language_value(&self) -> Result<Option<AsciiMetadataValue>, Error> {
        match &self.language {
            None => Ok(None),
            Some(l) => AsciiMetadataValue::try_from(l.as_str())
                .map(Some)
                .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("invalid language {l:?}")).with_source(e)),
        }
    }

    fn endpoint(&self, url: &str) -> Result<Endpoint, Error> {
        let endpoint = Endpoint::from_shared(url.to_string())
            .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("invalid URL {url:?}: {e}")).with_source(e))?
            .connect_timeout(self.connect_timeout);
        tls(endpoint, url, None)
    }

    /// The endpoint of one resolved address `key` (`http://10.1.2.3:50051`) of `url`: requests
    /// still name the service (`:authority` of `url`) and TLS checks the certificate for `host`.
    pub(crate) fn resolved_endpoint(&self, key: &str, url: &str, host: &str) -> Result<Endpoint, Error> {
        let origin: tonic::codegen::http::Uri = url.parse().map_err(|e: tonic::codegen::http::uri::InvalidUri| {
            Error::new(ErrorKind::InvalidInput, format!("invalid URL {url:?}: {e}")).with_source(e)
        })?;
        let endpoint = Endpoint::from_shared(key.to_string())
            .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("invalid URL {key:?}: {e}")).with_source(e))?
            .origin(origin)
            .connect_timeout(self.connect_timeout);
        tls(endpoint, key, Some(host))
    }

    /// Whether calls are spread over several endpoints (or resolved addresses).
    fn balanced(&self) -> bool {
        !self.more.is_empty() || self.resolve_every.is_some()
    }

    /// The endpoints taken in turn, and the task that re-resolves the host names.
    fn pool(&self) -> Result<Endpoints, Error> {
        let client =
            |url: &String| Ok::<_, Error>((url.clone(), ScoringClient::new(self.endpoint(url)?.connect_lazy())));
        let more = self.more.iter().map(client).collect::<Result<Vec<_>, _>>()?;
        let pool = Arc::new(Pool::new(client(&self.url)?, more));
        if let Some(every) = self.resolve_every {
            let runtime = tokio::runtime::Handle::try_current().map_err(|e| {
                Error::new(ErrorKind::InvalidInput, "resolve_every needs a Tokio runtime when the client is built")
                    .with_source(e)
            })?;
            let resolver = resolve::Resolver::new(self.clone(), every)?;
            runtime.spawn(resolver.run(Arc::downgrade(&pool)));
        }
        Ok(Endpoints::Pool(pool))
    }

    /// Connects the gRPC client (with several endpoints: each on its first call).
    pub async fn connect(self) -> Result<Client, Error> {
        let language = self.language_value()?;
        let endpoints = if self.balanced() {
            self.pool()?
        } else {
            Endpoints::One(ScoringClient::new(self.endpoint(&self.url)?.connect().await.map_err(|e| {
                Error::new(ErrorKind::Connect, format!("cannot connect to {}: {e}", self.url)).with_source(e)
            })?))
        };
        Ok(Client { endpoints, timeout: self.timeout, language, budget: self.budget() })
    }

    /// A gRPC client that connects on its first call (and reconnects as needed).
    pub fn connect_lazy(self) -> Result<Client, Error> {
        let language = self.language_value()?;
        let endpoints = if self.balanced() {
            self.pool()?
        } else {
            Endpoints::One(ScoringClient::new(self.endpoint(&self.url)?.connect_lazy()))
        };
        Ok(Client { endpoints, timeout: self.timeout, language, budget: self.budget() })
    }

    /// The REST client with these settings.
    #[cfg(feature = "rest")]
    pub fn build_rest(self) -> Result<crate::rest::RestClient, Error> {
        crate::rest::RestClient::from_builder(self)
    }
}

#[cfg(feature = "tls")]
fn tls(endpoint: Endpoint, url: &str, domain: Option<&str>) -> Result<Endpoint, Error> {
    if url.starts_with("https:") {
        let mut config = tonic::transport::ClientTlsConfig::new().with_webpki_roots();
        if let Some(d) = domain {
            config = config.domain_name(d);
        }
        return endpoint
            .tls_config(config)
            .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("TLS setup for {url}: {e}")).with_source(e));
    }
    Ok(endpoint)
}

#[cfg(not(feature = "tls"))]
fn tls(endpoint: Endpoint, url: &str, _domain: Option<&str>) -> Result<Endpoint, Error> {
    if url.starts_with("https:") {
        return Err(Error::new(ErrorKind::InvalidInput, format!("{url}: https needs the SDK's `tls` feature")));
    }
    Ok(endpoint)
}

/// The gRPC client of the scoring service.
///
/// Cheap to clone (clones share one HTTP/2 connection). Every call has a timeout: the client's
/// default, or another one for some calls through [`with_timeout`](Client::with_timeout).
///
/// A call that failed at its connection (refused, refused unsent by a closing connection, or
/// lost with its connection before the answer: see [`connection_failure`]) is sent again on a
/// fresh connection (with several endpoints: the next one), at most twice, at most once after a
/// loss and then after a short pause ([`LOST_PAUSE`](crate::LOST_PAUSE)), while the client's
/// [`RetryBudget`] allows; the per-call timeout covers every send. Every operation computes its
/// answer from the request alone, so that is harmless.
///
/// ```no_run
/// # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
/// use std::time::Duration;
/// use mahjong_scoring_sdk::{Client, Hand, HandRequest, Tile, Win, Wind};
///
/// let client = Client::connect("http://127.0.0.1:50051").await?;
/// let hand = Hand::parse("b1b2b3 d5d5d5 wewe (drdrdr) [c1c1c1c1] f1 s3")?;
/// let req = HandRequest::new("ecr", Wind::North, Wind::East, hand).win(Win::self_drawn(Tile::WE));
/// let score = client.with_timeout(Duration::from_secs(2)).score_hand(&req).await?;
/// println!("{} points", score.total);
/// # Ok(()) }
/// ```
#[derive(Clone, Debug)]
pub struct Client {
    endpoints: Endpoints,
    timeout: Duration,
    language: Option<AsciiMetadataValue>,
    budget: RetryBudget,
}

/// One endpoint of several, with its client.
type GrpcMember = Member<ScoringClient<Channel>>;

/// One endpoint's client, or several taken in turn.
#[derive(Clone, Debug)]
enum Endpoints {
    One(ScoringClient<Channel>),
    Pool(Arc<Pool<ScoringClient<Channel>>>),
}

impl Client {
    /// Connects to the service at `url` (`http://host:port`) with the default settings.
    pub async fn connect(url: impl Into<String>) -> Result<Client, Error> {
        ClientBuilder::new(url).connect().await
    }

    /// Settings for a client of the service at `url`.
    pub fn builder(url: impl Into<String>) -> ClientBuilder {
        ClientBuilder::new(url)
    }

    /// A client over an existing channel (custom TLS, interceptors elsewhere, tests).
    pub fn from_channel(channel: Channel) -> Client {
        Client {
            endpoints: Endpoints::One(ScoringClient::new(channel)),
            timeout: DEFAULT_TIMEOUT,
            language: None,
            budget: RetryBudget::default(),
        }
    }

    /// The per-call timeout.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// A client on the same connection with another per-call timeout.
    ///
    /// `client.with_timeout(Duration::from_millis(200)).score_hand(&req)` times one call.
    #[must_use]
    pub fn with_timeout(&self, timeout: Duration) -> Client {
        Client { timeout, ..self.clone() }
    }

    /// The generated client, for anything this layer does not cover (with several endpoints:
    /// the next one's).
    pub fn raw(&self) -> ScoringClient<Channel> {
        self.pick().0
    }

    /// The client to send the next call with (and its pool member).
    fn pick(&self) -> (ScoringClient<Channel>, Option<Arc<GrpcMember>>) {
        match &self.endpoints {
            Endpoints::One(c) => (c.clone(), None),
            Endpoints::Pool(p) => {
                let m = p.pick();
                (m.client.clone(), Some(m))
            }
        }
    }

    fn request<T>(&self, msg: T, deadline: bool) -> tonic::Request<T> {
        let mut r = tonic::Request::new(msg);
        if deadline {
            r.set_timeout(self.timeout);
        }
        if let Some(l) = &self.language {
            r.metadata_mut().insert("accept-language", l.clone());
        }
        r
    }

    /// One call under the per-call timeout: `call` makes one attempt on the client it is given
    /// (unary, or a whole stream). An attempt that failed at its connection is made again on a
    /// fresh connection (the channel's next one, or the next endpoint) as the budget allows (see
    /// [`Client`]); an endpoint that refused or lost the call is skipped for a while.
    async fn unary<T, F, Fut>(&self, call: F) -> Result<T, Error>
    where
        F: Fn(ScoringClient<Channel>) -> Fut,
        Fut: Future<Output = Result<T, tonic::Status>>,
    {
        let attempts = async {
            let mut resends = self.budget.call();
            loop {
                let (client, member) = self.pick();
                let failure = match call(client).await {
                    Ok(r) => {
                        if let (Endpoints::Pool(p), Some(m)) = (&self.endpoints, &member) {
                            p.succeeded(m);
                        }
                        return Ok(r);
                    }
                    Err(status) => (connection_failure(&status), status),
                };
                if let (Some(ConnectionFailure::Refused | ConnectionFailure::Lost), Endpoints::Pool(p), Some(m)) =
                    (failure.0, &self.endpoints, &member)
                {
                    p.failed(m);
                }
                match resends.again(failure.0) {
                    None => return Err(Error::from_status(failure.1)),
                    Some(pause) if !pause.is_zero() => tokio::time::sleep(pause).await,
                    Some(_) => {}
                }
            }
        };
        match tokio::time::timeout(self.timeout, attempts).await {
            Err(_) => Err(Error::timeout(self.timeout)),
            Ok(r) => r,
        }
    }

    /// The rule sets: ids, names, limits and options with their defaults.
    pub async fn list_rulesets(&self) -> Result<Vec<RulesetSummary>, Error> {
        let msg = pb::ListRulesetsRequest { language: None };
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.list_rulesets(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r).map(|l: RulesetList| l.rulesets)
    }

    /// One rule set's full definition: every scoring element with its value, detector and names,
    /// its options, claim and settlement rules.
    pub async fn get_ruleset(&self, id: &str) -> Result<RulesetDef, Error> {
        let msg = pb::GetRulesetRequest { id: id.to_string() };
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.get_ruleset(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// Structural validity with every problem listed; whether the hand is a mahjong.
    pub async fn validate_hand(&self, req: &HandRequest) -> Result<ValidateResponse, Error> {
        let msg = pb::HandRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.validate_hand(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        Ok(ValidateResponse::from(r))
    }

    /// One player's score with the itemised breakdown.
    pub async fn score_hand(&self, req: &HandRequest) -> Result<ScoreResponse, Error> {
        let msg = pb::HandRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.score_hand(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// The tiles that complete a waiting hand, with the score each would give.
    pub async fn find_waits(&self, req: &HandRequest) -> Result<WaitsResponse, Error> {
        let msg = pb::HandRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.find_waits(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// Which claim on a discard wins.
    pub async fn resolve_claims(&self, req: &ClaimsRequest) -> Result<ClaimsResponse, Error> {
        let msg = pb::ClaimsRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.resolve_claims(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// Payments between the four players from their scores, and the next East.
    pub async fn settle_deal(&self, req: &SettleRequest) -> Result<SettleResponse, Error> {
        let msg = pb::SettleRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.settle_deal(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// All four hands of a finished deal: scores, payments, next East.
    pub async fn score_deal(&self, req: &DealRequest) -> Result<DealResponse, Error> {
        let msg = pb::DealRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.score_deal(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// Italian session reconciliation (3:3:3:1).
    pub async fn reconcile_session(&self, req: &ReconcileRequest) -> Result<ReconcileResponse, Error> {
        let msg = pb::ReconcileRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.reconcile_session(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        Ok(ReconcileResponse::from(r))
    }

    /// A whole session scored from its record: per deal the seats, East, the round wind,
    /// scores, payments and running totals; totals, standings and the state to continue from.
    pub async fn score_session(&self, req: &SessionRequest) -> Result<SessionResponse, Error> {
        let msg = pb::SessionRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.score_session(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        read(r)
    }

    /// Tournament standings from its sessions: the ranking with the rule set's tie-breaks,
    /// each round's results and the prizes the rule set names.
    pub async fn tournament_standings(&self, req: &TournamentRequest) -> Result<TournamentResponse, Error> {
        let msg = pb::TournamentRequest::from(req);
        let r = self
            .unary(|mut c| {
                let r = self.request(msg.clone(), true);
                async move { c.tournament_standings(r).await.map(tonic::Response::into_inner) }
            })
            .await?;
        Ok(TournamentResponse::from(r))
    }

    /// Scores many hands over bidirectional streams (`ScoreHands`, [`MAX_STREAM`] requests per
    /// stream), answers in request order; a rejected request gets its [`Problem`] and does not
    /// stop the others. The per-call timeout covers the whole exchange.
    pub async fn score_hands(&self, requests: &[HandRequest]) -> Result<Vec<ScoreResult>, Error> {
        let exchange = async {
            let mut out = Vec::with_capacity(requests.len());
            for chunk in requests.chunks(MAX_STREAM) {
                out.extend(self.score_chunk(chunk).await?);
            }
            Ok(out)
        };
        match tokio::time::timeout(self.timeout, exchange).await {
            Err(_) => Err(Error::timeout(self.timeout)),
            Ok(r) => r,
        }
    }

    /// One `ScoreHands` stream of at most [`MAX_STREAM`] requests.
    async fn score_chunk(&self, requests: &[HandRequest]) -> Result<Vec<ScoreResult>, Error> {
        let n = requests.len();
        let msgs: Vec<pb::HandRequest> = requests.iter().map(pb::HandRequest::from).collect();
        // The whole exchange is one attempt: a stream lost with its connection is sent again
        // whole, as a unary call is (its answers are a function of its requests alone).
        let answers = self
            .unary(|mut c| {
                let r = self.request(tokio_stream::iter(msgs.clone()), true);
                async move {
                    let mut stream = c.score_hands(r).await?.into_inner();
                    let mut answers = Vec::with_capacity(n);
                    while let Some(item) = stream.message().await? {
                        answers.push(item);
                    }
                    Ok(answers)
                }
            })
            .await?;
        let mut out: Vec<Option<ScoreResult>> = vec![None; n];
        for item in answers {
            let scored = scored(item)?;
            let slot = out
                .get_mut(scored.index as usize)
                .ok_or_else(|| Error::decode(format!("answer for request {} of {n}", scored.index)))?;
            *slot = Some(scored.result);
        }
        out.into_iter()
            .enumerate()
            .map(|(i, r)| r.ok_or_else(|| Error::decode(format!("no answer for request {i}"))))
            .collect()
    }

    /// Scores a stream of hands as they come (`ScoreHands`), for inputs too large to hold. The
    /// per-call timeout covers opening the stream only; answers arrive in request order. The
    /// server takes at most [`MAX_STREAM`] requests per stream and then ends it with
    /// [`ErrorKind::TooLarge`].
    ///
    /// ```no_run
    /// # async fn demo(client: mahjong_scoring_sdk::Client, reqs: Vec<mahjong_scoring_sdk::HandRequest>)
    /// #     -> Result<(), mahjong_scoring_sdk::Error> {
    /// let mut answers = client.score_hands_stream(tokio_stream::iter(reqs)).await?;
    /// while let Some(answer) = answers.next().await {
    ///     let answer = answer?;
    ///     match answer.result {
    ///         Ok(score) => println!("#{}: {}", answer.index, score.total),
    ///         Err(problem) => println!("#{}: {}", answer.index, problem.detail),
    ///     }
    /// }
    /// # Ok(()) }
    /// ```
    pub async fn score_hands_stream<S>(&self, requests: S) -> Result<ScoreStream, Error>
    where
        S: Stream<Item = HandRequest> + Send + 'static,
    {
        let msgs = requests.map(pb::HandRequest::from);
        let mut c = self.pick().0;
        // A stream is not sent again: its requests are consumed as they go.
        let stream = match tokio::time::timeout(self.timeout, c.score_hands(self.request(msgs, false))).await {
            Err(_) => return Err(Error::timeout(self.timeout)),
            Ok(r) => r.map_err(Error::from_status)?.into_inner(),
        };
        let answers = stream.map(|item| item.map_err(Error::from_status).and_then(scored));
        Ok(ScoreStream { inner: Box::pin(answers) })
    }
}

/// One answer of [`Client::score_hands_stream`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredHand {
    /// The request's position in the stream, from 0.
    pub index: u32,
    /// Its score, or the problem with it.
    pub result: ScoreResult,
}

/// The answers of [`Client::score_hands_stream`]; an `Err` item ends the stream.
pub struct ScoreStream {
    inner: Pin<Box<dyn Stream<Item = Result<ScoredHand, Error>> + Send>>,
}

impl ScoreStream {
    /// The next answer, or `None` after the last.
    pub async fn next(&mut self) -> Option<Result<ScoredHand, Error>> {
        StreamExt::next(&mut self.inner).await
    }
}

impl std::fmt::Debug for ScoreStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ScoreStream")
    }
}

impl Stream for ScoreStream {
    type Item = Result<ScoredHand, Error>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.inner.as_mut().poll_next(cx)
    }
}
