//! The gRPC client: the generated `mahjong.v1.Scoring` client behind one async method per
//! operation, with per-call timeouts and errors decoded into [`Error`].

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use serde_json::Value;
use tokio_stream::{Stream, StreamExt};
use tonic::metadata::AsciiMetadataValue;
use tonic::transport::{Channel, Endpoint};

use crate::error::{Error, ErrorKind, FieldViolation};
use crate::hand::{Hand, HandBody, Meld};
use crate::pb::{self, scoring_client::ScoringClient};
use crate::tile::{Tile, Wind};
use crate::types::*;

/// The per-call timeout a client starts with.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// Most requests the server answers on one `ScoreHands` stream.
pub const MAX_STREAM: usize = 100_000;

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
        r.rulesets.into_iter().map(from_pb::summary).collect()
    }

    /// One rule set's full definition (every scoring element with its value and names), as the
    /// JSON document `GET /v1/rulesets/{id}` returns.
    pub async fn get_ruleset(&self, id: &str) -> Result<Value, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.get_ruleset(self.request(pb::GetRulesetRequest { id: id.to_string() }, true))).await?;
        let def = r.definition.ok_or_else(|| Error::decode("GetRuleset answered without a definition"))?;
        Ok(from_pb::json_struct(def))
    }

    /// Structural validity with every problem listed; whether the hand is a mahjong.
    pub async fn validate_hand(&self, req: &HandRequest) -> Result<ValidateResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.validate_hand(self.request(to_pb::hand_request(req), true))).await?;
        Ok(ValidateResponse {
            ruleset: r.ruleset,
            valid: r.valid,
            mahjong: r.mahjong,
            problems: r.problems.into_iter().map(from_pb::violation).collect(),
            more_problems: r.more_problems,
            reasons: r.reasons.into_iter().map(from_pb::reason).collect(),
        })
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
        Ok(WaitsResponse {
            ruleset: r.ruleset,
            waits: r
                .waits
                .into_iter()
                .map(|w| {
                    Ok(Wait {
                        tile: from_pb::tile(&w.tile)?,
                        discard: from_pb::wait_score(w.discard)?,
                        self_drawn: from_pb::wait_score(w.self_drawn)?,
                    })
                })
                .collect::<Result<_, Error>>()?,
        })
    }

    /// Which claim on a discard wins.
    pub async fn resolve_claims(&self, req: &ClaimsRequest) -> Result<ClaimsResponse, Error> {
        let mut c = self.inner.clone();
        let r = self.unary(c.resolve_claims(self.request(to_pb::claims_request(req), true))).await?;
        Ok(ClaimsResponse {
            ruleset: r.ruleset,
            winner: r.winner.map(from_pb::claim_ref).transpose()?,
            void: r.void,
            ranking: r.ranking.into_iter().map(from_pb::claim_ref).collect::<Result<_, _>>()?,
            rejected: r
                .rejected
                .into_iter()
                .map(|x| {
                    Ok(RejectedClaim {
                        seat: from_pb::wind(&x.seat)?,
                        kind: from_pb::claim_kind(&x.kind)?,
                        code: x.code,
                        message: x.message,
                    })
                })
                .collect::<Result<_, Error>>()?,
        })
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
        Ok(DealResponse {
            ruleset: r.ruleset,
            winner: r.winner.as_deref().map(from_pb::wind).transpose()?,
            players: r
                .players
                .into_iter()
                .map(|p| {
                    let score = p.score.ok_or_else(|| Error::decode("a deal player without a score"))?;
                    Ok(DealPlayerResult { seat: from_pb::wind(&p.seat)?, score: from_pb::score(score)? })
                })
                .collect::<Result<_, Error>>()?,
            settlement: from_pb::settlement(r.settlement.ok_or_else(|| Error::decode("a deal without a settlement"))?)?,
        })
    }

    /// Italian session reconciliation (3:3:3:1).
    pub async fn reconcile_session(&self, req: &ReconcileRequest) -> Result<ReconcileResponse, Error> {
        let mut c = self.inner.clone();
        let msg = pb::ReconcileRequest { ruleset: req.ruleset.clone(), totals: Some(to_pb::amounts(&req.totals)) };
        let r = self.unary(c.reconcile_session(self.request(msg, true))).await?;
        Ok(ReconcileResponse {
            ruleset: r.ruleset,
            expected: r.expected,
            difference: r.difference,
            totals: from_pb::amounts(r.totals),
        })
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

/// The messages of the SDK's requests.
mod to_pb {
    use super::*;

    fn options(o: &Options) -> HashMap<String, pb::OptionValue> {
        o.iter()
            .map(|(k, v)| {
                let value = match *v {
                    OptionValue::Bool(b) => pb::option_value::Value::BoolValue(b),
                    OptionValue::Int(n) => pb::option_value::Value::IntValue(n),
                };
                (k.clone(), pb::OptionValue { value: Some(value) })
            })
            .collect()
    }

    fn name(w: Wind) -> String {
        w.as_str().to_string()
    }

    fn meld(m: &Meld) -> pb::Meld {
        pb::Meld { kind: m.kind.as_str().to_string(), tiles: m.tiles.clone(), exposed: Some(m.exposed) }
    }

    pub(super) fn hand(h: &HandBody) -> pb::Hand {
        match h {
            HandBody::Compact(s) => pb::Hand { compact: s.clone(), ..pb::Hand::default() },
            HandBody::Hand(Hand { concealed, melds, bonus }) => pb::Hand {
                concealed: concealed.clone(),
                melds: melds.iter().map(meld).collect(),
                bonus: bonus.clone(),
                compact: String::new(),
            },
        }
    }

    fn win(w: &Win) -> pb::Win {
        pb::Win {
            tile: w.tile.clone(),
            source: w.source.as_str().to_string(),
            discarder: w.discarder.map(name),
            last_tile: w.last_tile,
            timing: w.timing.as_str().to_string(),
        }
    }

    fn penalties(p: &[Penalty]) -> Vec<pb::Penalty> {
        p.iter().map(|p| pb::Penalty { kind: p.kind.as_str().to_string(), seat: name(p.seat) }).collect()
    }

    pub(super) fn amounts(p: &PerSeat<i64>) -> pb::SeatAmounts {
        pb::SeatAmounts { east: p.east, south: p.south, west: p.west, north: p.north }
    }

    pub(super) fn hand_request(r: &HandRequest) -> pb::HandRequest {
        pb::HandRequest {
            ruleset: r.ruleset.clone(),
            options: options(&r.options),
            seat_wind: name(r.seat_wind),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            hand: Some(hand(&r.hand)),
            win: r.win.as_ref().map(win),
            language: r.language.clone(),
        }
    }

    pub(super) fn claims_request(r: &ClaimsRequest) -> pb::ClaimsRequest {
        pb::ClaimsRequest {
            ruleset: r.ruleset.clone(),
            options: options(&r.options),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            discard: r.discard.clone(),
            discarder: name(r.discarder),
            claims: r
                .claims
                .iter()
                .map(|c| pb::Claim {
                    seat: name(c.seat),
                    kind: c.kind.as_str().to_string(),
                    hand: c.hand.as_ref().map(hand),
                })
                .collect(),
            source: r.source.map(|s| s.as_str().to_string()),
            timing: Some(r.timing.as_str().to_string()),
        }
    }

    pub(super) fn settle_request(r: &SettleRequest) -> pb::SettleRequest {
        pb::SettleRequest {
            ruleset: r.ruleset.clone(),
            options: options(&r.options),
            winner: r.winner.map(name),
            scores: Some(pb::SeatScores {
                east: r.scores.east,
                south: r.scores.south,
                west: r.scores.west,
                north: r.scores.north,
            }),
            win: r
                .win
                .as_ref()
                .map(|w| pb::SettleWin { source: w.source.as_str().to_string(), discarder: w.discarder.map(name) }),
            void: r.void,
            previous_voids: r.previous_voids,
            penalties: penalties(&r.penalties),
        }
    }

    pub(super) fn deal_request(r: &DealRequest) -> pb::DealRequest {
        pb::DealRequest {
            ruleset: r.ruleset.clone(),
            options: options(&r.options),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            players: r
                .players
                .iter()
                .map(|p| pb::DealPlayer { seat: name(p.seat), hand: Some(hand(&p.hand)), win: p.win.as_ref().map(win) })
                .collect(),
            penalties: penalties(&r.penalties),
            previous_voids: r.previous_voids,
            language: r.language.clone(),
        }
    }
}

/// The SDK's answers from the messages.
mod from_pb {
    use super::*;

    pub(super) fn wind(s: &str) -> Result<Wind, Error> {
        s.parse().map_err(|_| Error::decode(format!("the server sent {s:?} for a wind")))
    }

    pub(super) fn tile(s: &str) -> Result<Tile, Error> {
        Tile::parse(s).map_err(|_| Error::decode(format!("the server sent {s:?} for a tile")))
    }

    fn tiles(v: Vec<String>) -> Result<Vec<Tile>, Error> {
        v.iter().map(|t| tile(t)).collect()
    }

    pub(super) fn claim_kind(s: &str) -> Result<ClaimKind, Error> {
        ClaimKind::parse(s).ok_or_else(|| Error::decode(format!("the server sent {s:?} for a claim kind")))
    }

    fn option_value(v: Option<pb::OptionValue>) -> Result<OptionValue, Error> {
        match v.and_then(|v| v.value) {
            Some(pb::option_value::Value::BoolValue(b)) => Ok(OptionValue::Bool(b)),
            Some(pb::option_value::Value::IntValue(n)) => Ok(OptionValue::Int(n)),
            None => Err(Error::decode("an option without a default")),
        }
    }

    pub(super) fn summary(r: pb::RulesetSummary) -> Result<RulesetSummary, Error> {
        Ok(RulesetSummary {
            id: r.id,
            name: r.name,
            method: r.method,
            limit: r.limit,
            source: r.source,
            options: r
                .options
                .into_iter()
                .map(|o| {
                    Ok(RulesetOption {
                        id: o.id,
                        name: o.name,
                        kind: o.r#type,
                        default: option_value(o.default)?,
                        min: o.min,
                        max: o.max,
                    })
                })
                .collect::<Result<_, Error>>()?,
        })
    }

    pub(super) fn violation(f: pb::FieldError) -> FieldViolation {
        FieldViolation { pointer: f.pointer, code: f.code, message: f.message }
    }

    pub(super) fn reason(r: pb::Reason) -> Reason {
        Reason { code: r.code, message: r.message }
    }

    fn limit(l: Option<pb::LimitHand>) -> Option<LimitHand> {
        l.map(|l| LimitHand { id: l.id, name: l.name, value: l.value, waiting: l.waiting })
    }

    pub(super) fn score(s: pb::ScoreResponse) -> Result<ScoreResponse, Error> {
        Ok(ScoreResponse {
            ruleset: s.ruleset,
            mahjong: s.mahjong,
            total: s.total,
            points: s.points,
            doublings: s.doublings,
            limit_hand: limit(s.limit_hand),
            capped: s.capped,
            elements: s
                .elements
                .into_iter()
                .map(|e| {
                    Ok(Element {
                        id: e.id,
                        name: e.name,
                        points: e.points,
                        doublings: e.doublings,
                        limit: e.limit,
                        tiles: tiles(e.tiles)?,
                    })
                })
                .collect::<Result<_, Error>>()?,
            arrangement: s
                .arrangement
                .into_iter()
                .map(|a| {
                    Ok(ArrangedSet { kind: a.kind, tiles: tiles(a.tiles)?, exposed: a.exposed, winning: a.winning })
                })
                .collect::<Result<_, Error>>()?,
            reasons: s.reasons.into_iter().map(reason).collect(),
        })
    }

    pub(super) fn wait_score(s: Option<pb::WaitScore>) -> Result<WaitScore, Error> {
        let s = s.ok_or_else(|| Error::decode("a wait without its score"))?;
        Ok(WaitScore { mahjong: s.mahjong, total: s.total, limit_hand: limit(s.limit_hand) })
    }

    pub(super) fn claim_ref(c: pb::ClaimRef) -> Result<ClaimRef, Error> {
        Ok(ClaimRef { seat: wind(&c.seat)?, kind: claim_kind(&c.kind)?, category: c.category })
    }

    pub(super) fn amounts(a: Option<pb::SeatAmounts>) -> PerSeat<i64> {
        let a = a.unwrap_or_default();
        PerSeat { east: a.east, south: a.south, west: a.west, north: a.north }
    }

    pub(super) fn settlement(s: pb::SettleResponse) -> Result<SettleResponse, Error> {
        Ok(SettleResponse {
            ruleset: s.ruleset,
            payments: s
                .payments
                .into_iter()
                .map(|p| Ok(Payment { from: wind(&p.from)?, to: wind(&p.to)?, amount: p.amount }))
                .collect::<Result<_, Error>>()?,
            net: amounts(s.net),
            next_east: wind(&s.next_east)?,
        })
    }

    pub(super) fn scored(r: pb::ScoreHandsResult) -> Result<ScoredHand, Error> {
        let result = match r.result {
            Some(pb::score_hands_result::Result::Score(s)) => Ok(score(s)?),
            Some(pb::score_hands_result::Result::Error(p)) => Err(Problem {
                status: u16::try_from(p.status).unwrap_or(500),
                title: p.title,
                detail: p.detail,
                errors: p.errors.into_iter().map(violation).collect(),
                more_errors: p.more_errors,
            }),
            None => return Err(Error::decode(format!("answer {} is empty", r.index))),
        };
        Ok(ScoredHand { index: r.index, result })
    }

    /// A protobuf Struct as JSON; whole numbers become JSON integers, as REST writes them.
    pub(super) fn json_struct(s: prost_types::Struct) -> Value {
        Value::Object(s.fields.into_iter().map(|(k, v)| (k, json(v))).collect())
    }

    fn json(v: prost_types::Value) -> Value {
        use prost_types::value::Kind;
        match v.kind {
            None | Some(Kind::NullValue(_)) => Value::Null,
            Some(Kind::BoolValue(b)) => Value::Bool(b),
            Some(Kind::StringValue(s)) => Value::String(s),
            Some(Kind::NumberValue(n)) => number(n),
            Some(Kind::StructValue(s)) => json_struct(s),
            Some(Kind::ListValue(l)) => Value::Array(l.values.into_iter().map(json).collect()),
        }
    }

    fn number(n: f64) -> Value {
        const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53: every whole number below is exact
        if n.fract() == 0.0 && n.abs() < EXACT {
            // Lossless: a whole number of magnitude below 2^53.
            #[allow(clippy::cast_possible_truncation)]
            let i = n as i64;
            Value::from(i)
        } else {
            serde_json::Number::from_f64(n).map_or(Value::Null, Value::Number)
        }
    }
}
