//! The gRPC client: the generated `mahjong.v1.Scoring` client behind one async method per
//! operation, with per-call timeouts and errors decoded into [`Error`].

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio_stream::{Stream, StreamExt};
use tonic::metadata::AsciiMetadataValue;
use tonic::transport::{Channel, Endpoint};

use crate::error::{Error, ErrorKind};
use crate::pb::{self, scoring_client::ScoringClient};
use crate::*;

#[doc(hidden)]
pub mod from_pb;
#[doc(hidden)]
pub mod to_pb;

/// The per-call timeout a client starts with.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// The connect timeout a client starts with.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Settings shared by the gRPC and REST clients.
#[derive(Clone, Debug)]
pub struct ClientBuilder {
    pub(crate) url: String,
    pub(crate) timeout: Duration,
    pub(crate) connect_timeout: Duration,
    pub(crate) language: Option<String>,
}

impl ClientBuilder {
    /// Settings for the service at `url` (`http://host:port`).
    pub fn new(url: impl Into<String>) -> ClientBuilder {
        ClientBuilder {
            url: url.into(),
            timeout: DEFAULT_TIMEOUT,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            language: None,
        }
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

    /// The language of names in every answer (`en`, `nl`, `it`), sent as `accept-language`; a
    /// request's own `language` field takes precedence.
    #[must_use]
    pub fn language(mut self, lang: impl Into<String>) -> ClientBuilder {
        self.language = Some(lang.into());
        self
    }

    fn endpoint(&self) -> Result<(Endpoint, Option<AsciiMetadataValue>), Error> {
        let endpoint = Endpoint::from_shared(self.url.clone())
            .map_err(|e| {
                Error::new(ErrorKind::InvalidInput, format!("invalid URL {:?}: {e}", self.url)).with_source(e)
            })?
            .connect_timeout(self.connect_timeout);
        let endpoint = tls(endpoint, &self.url)?;
        let language =
            match &self.language {
                None => None,
                Some(l) => Some(AsciiMetadataValue::try_from(l.as_str()).map_err(|e| {
                    Error::new(ErrorKind::InvalidInput, format!("invalid language {l:?}")).with_source(e)
                })?),
            };
        Ok((endpoint, language))
    }

    /// Connects the gRPC client.
    pub async fn connect(self) -> Result<Client, Error> {
        let (endpoint, language) = self.endpoint()?;
        let channel = endpoint.connect().await.map_err(|e| {
            Error::new(ErrorKind::Connect, format!("cannot connect to {}: {e}", self.url)).with_source(e)
        })?;
        Ok(Client { inner: ScoringClient::new(channel), timeout: self.timeout, language })
    }

    /// A gRPC client that connects on its first call (and reconnects as needed).
    pub fn connect_lazy(self) -> Result<Client, Error> {
        let (endpoint, language) = self.endpoint()?;
        Ok(Client { inner: ScoringClient::new(endpoint.connect_lazy()), timeout: self.timeout, language })
    }

    /// The REST client with these settings.
    #[cfg(feature = "rest")]
    pub fn build_rest(self) -> Result<crate::rest::RestClient, Error> {
        crate::rest::RestClient::from_builder(self)
    }
}

#[cfg(feature = "tls")]
fn tls(endpoint: Endpoint, url: &str) -> Result<Endpoint, Error> {
    if url.starts_with("https:") {
        let config = tonic::transport::ClientTlsConfig::new().with_webpki_roots();
        return endpoint
            .tls_config(config)
            .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("TLS setup for {url}: {e}")).with_source(e));
    }
    Ok(endpoint)
}

#[cfg(not(feature = "tls"))]
fn tls(endpoint: Endpoint, url: &str) -> Result<Endpoint, Error> {
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
    inner: ScoringClient<Channel>,
    timeout: Duration,
    language: Option<AsciiMetadataValue>,
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
        Client { inner: ScoringClient::new(channel), timeout: DEFAULT_TIMEOUT, language: None }
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

    /// The generated client, for anything this layer does not cover.
    pub fn raw(&self) -> ScoringClient<Channel> {
        self.inner.clone()
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

    async fn unary<T>(
        &self,
        call: impl Future<Output = Result<tonic::Response<T>, tonic::Status>>,
    ) -> Result<T, Error> {
        match tokio::time::timeout(self.timeout, call).await {
            Err(_) => Err(Error::timeout(self.timeout)),
            Ok(Err(status)) => Err(Error::from_status(status)),
            Ok(Ok(r)) => Ok(r.into_inner()),
        }
    }

    /// The rule sets: ids, names, limits and options with their defaults.
    pub async fn list_rulesets(&self) -> Result<Vec<RulesetSummary>, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.list_rulesets(self.request(pb::ListRulesetsRequest { language: None }, true))).await?;
        from_pb::rulesets(r)
    }

    /// One rule set's full definition: every scoring element with its value, detector and names,
    /// its options, claim and settlement rules.
    pub async fn get_ruleset(&self, id: &str) -> Result<RulesetDef, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.get_ruleset(self.request(pb::GetRulesetRequest { id: id.to_string() }, true))).await?;
        let def = r.definition.ok_or_else(|| Error::decode("GetRuleset answered without a definition"))?;
        serde_json::from_value(from_pb::json_struct(def))
            .map_err(|e| Error::decode(format!("GetRuleset answered a definition that is not one: {e}")))
    }

    /// Structural validity with every problem listed; whether the hand is a mahjong.
    pub async fn validate_hand(&self, req: &HandRequest) -> Result<ValidateResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.validate_hand(self.request(to_pb::hand_request(req), true))).await?;
        Ok(from_pb::validate(r))
    }

    /// One player's score with the itemised breakdown.
    pub async fn score_hand(&self, req: &HandRequest) -> Result<ScoreResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.score_hand(self.request(to_pb::hand_request(req), true))).await?;
        from_pb::score(r)
    }

    /// The tiles that complete a waiting hand, with the score each would give.
    pub async fn find_waits(&self, req: &HandRequest) -> Result<WaitsResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.find_waits(self.request(to_pb::hand_request(req), true))).await?;
        from_pb::waits(r)
    }

    /// Which claim on a discard wins.
    pub async fn resolve_claims(&self, req: &ClaimsRequest) -> Result<ClaimsResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.resolve_claims(self.request(to_pb::claims_request(req), true))).await?;
        from_pb::claims(r)
    }

    /// Payments between the four players from their scores, and the next East.
    pub async fn settle_deal(&self, req: &SettleRequest) -> Result<SettleResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.settle_deal(self.request(to_pb::settle_request(req), true))).await?;
        from_pb::settlement(r)
    }

    /// All four hands of a finished deal: scores, payments, next East.
    pub async fn score_deal(&self, req: &DealRequest) -> Result<DealResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.score_deal(self.request(to_pb::deal_request(req), true))).await?;
        from_pb::deal(r)
    }

    /// Italian session reconciliation (3:3:3:1).
    pub async fn reconcile_session(&self, req: &ReconcileRequest) -> Result<ReconcileResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.reconcile_session(self.request(to_pb::reconcile_request(req), true))).await?;
        Ok(from_pb::reconcile(r))
    }

    /// A whole session scored from its record: per deal the seats, East, the round wind,
    /// scores, payments and running totals; totals, standings and the state to continue from.
    pub async fn score_session(&self, req: &SessionRequest) -> Result<SessionResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.score_session(self.request(to_pb::session_request(req), true))).await?;
        from_pb::session(r)
    }

    /// Tournament standings from its sessions: the ranking with the rule set's tie-breaks,
    /// each round's results and the prizes the rule set names.
    pub async fn tournament_standings(&self, req: &TournamentRequest) -> Result<TournamentResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.tournament_standings(self.request(to_pb::tournament_request(req), true))).await?;
        Ok(from_pb::tournament(r))
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
        let msgs: Vec<pb::HandRequest> = requests.iter().map(to_pb::hand_request).collect();
        let mut c = self.inner.clone();
        let mut stream = c.score_hands(self.request(tokio_stream::iter(msgs), true)).await?.into_inner();
        let mut out: Vec<Option<ScoreResult>> = vec![None; n];
        while let Some(item) = stream.message().await? {
            let scored = from_pb::scored(item)?;
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
        let msgs = requests.map(|r| to_pb::hand_request(&r));
        let mut c = self.inner.clone();
        let stream = self.unary(c.score_hands(self.request(msgs, false))).await?;
        let answers = stream.map(|item| item.map_err(Error::from_status).and_then(from_pb::scored));
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
