//! Client for the mahjong scoring service: validates and scores mahjong hands, finds waits,
//! resolves claims on a discard and settles deals for the European classical rule sets
//! (`rode-boekje`, `ecr`, `italian`, `nine-dragons`, `dmjl`, `bmja`).
//!
//! - [`Client`]: the gRPC client (`mahjong.v1.Scoring`), one async method per operation, with a
//!   per-call timeout ([`DEFAULT_TIMEOUT`] unless configured) and bulk scoring over a stream.
//! - [`RestClient`] (feature `rest`): the same operations over the JSON API, with the same
//!   request and answer types and the same answers.
//! - [`ScoringApi`]: the operations as a trait both clients implement.
//! - [`Tile`], [`Wind`], [`Hand`] (with compact-notation parsing and a builder) and request
//!   builders ([`HandRequest::new`], [`Win`], [`ClaimsRequest`], [`SettleRequest`],
//!   [`DealRequest`]). These are the service's own types (crate `mahjong-types`, re-exported
//!   here): what the SDK sends and reads is what the server takes and answers, and
//!   [`Hand::parse`] is the service's own compact-notation reader, so a hand the SDK accepts is a
//!   hand the service reads the same way.
//! - [`Error`]: one error type; when the server rejects a request, [`Error::violations`] lists
//!   every problem with a JSON pointer into the request, a stable code and a message, decoded
//!   from gRPC `google.rpc.BadRequest` details or from REST problem documents alike.
//!
//! The gRPC code and the conversions between the messages and the contract's types are the
//! service's own (crate `mahjong-proto`, generated from its `proto/` and committed), so building
//! the SDK needs no `protoc` or other tools.
//!
//! # Hands and tiles
//!
//! Tiles are two-character codes (`b1`–`b9`, `c1`–`c9`, `d1`–`d9`, `we` `ws` `ww` `wn`,
//! `dr` `dg` `dw`, `f1`–`f4`, `s1`–`s4`), or in the mpsz form of riichi tools (`5m`, `7z`;
//! compact notation `123m456p789s11z`). A hand can be parsed from compact notation on the
//! client (its tiles then written as codes; send the text itself, `HandBody::Compact`, for an
//! answer that keeps the text's form) or built from tiles:
//!
//! ```
//! use mahjong_scoring_sdk::{Hand, Tile, TileKind, Dragon};
//!
//! let hand = Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3")?;
//! assert_eq!(hand.melds.len(), 2);
//! assert_eq!(hand.bonus, ["f1", "s3"]);
//!
//! let same = Hand::builder()
//!     .concealed("b1b2b3 d5d5d5 c7c8c9 wewe")
//!     .pung(Tile::DR)
//!     .concealed_kong(Tile::C1)
//!     .bonus(Tile::F1)
//!     .bonus(Tile::S3)
//!     .build()?;
//! assert_eq!(same, hand);
//!
//! let red: Tile = "DR".parse()?;
//! assert_eq!(red.kind(), TileKind::Dragon(Dragon::Red));
//! assert!(Hand::parse("b1b2b3 (b1b2b4)").is_err()); // not a chow
//!
//! // A claimed kong (a concealed pung completed by a claimed discard) is written in braces; it
//! // and announcements on the win are taken only under a rule set that declares them
//! // (`RulesetDef::claimed_kongs`, `RulesetDef::announcements`).
//! let claimed = Hand::builder().concealed("b1b2b3 d5d5d5 wewe").pung(Tile::DR).claimed_kong(Tile::C3).build()?;
//! assert_eq!(claimed.to_compact(), "b1b2b3d5d5d5wewe (drdrdr) {c3c3c3c3}");
//! assert_eq!(Hand::parse("b1b2b3 d5d5d5 wewe (drdrdr) {c3c3c3c3}")?, claimed);
//! let win = mahjong_scoring_sdk::Win::self_drawn(Tile::WE).announce(mahjong_scoring_sdk::Announcement::OriginalCall);
//! assert_eq!(win.announcements.len(), 1);
//! # Ok::<(), mahjong_scoring_sdk::ParseError>(())
//! ```
//!
//! # Scoring a hand
//!
//! ```no_run
//! use mahjong_scoring_sdk::{Client, Hand, HandRequest, Tile, Win, Wind};
//!
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let client = Client::connect("http://127.0.0.1:50051").await?;
//! let hand = Hand::parse("b1b2b3 d5d5d5 wewe (drdrdr) [c1c1c1c1] f1 s3")?;
//! let req = HandRequest::new("ecr", Wind::North, Wind::East, hand)
//!     .win(Win::discard(Tile::WE, Wind::West));
//! let score = client.score_hand(&req).await?;
//! println!("total {}", score.total);
//! for e in &score.elements {
//!     println!("  {:<40} {:>3} points {} doublings", e.name, e.points, e.doublings);
//! }
//! # Ok(()) }
//! ```
//!
//! # Errors with field violations
//!
//! The server checks every request; a rejected one fails with [`ErrorKind::InvalidRequest`]
//! and the problems it found:
//!
//! ```no_run
//! use mahjong_scoring_sdk::{Client, ErrorKind, Hand, HandRequest, Wind};
//!
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! let client = Client::connect("http://127.0.0.1:50051").await?;
//! let hand = Hand { concealed: vec!["b1".into(), "zz".into()], ..Hand::default() };
//! let err = client.validate_hand(&HandRequest::new("ecr", Wind::East, Wind::East, hand)).await.unwrap_err();
//! assert_eq!(err.kind(), ErrorKind::InvalidRequest);
//! for v in err.violations() {
//!     println!("{} {} {}", v.pointer, v.code, v.message); // /hand/concealed/1 unknown_tile ...
//! }
//! # Ok(()) }
//! ```
//!
//! # Timeouts
//!
//! Every call has a timeout: the client's default, set with [`ClientBuilder::timeout`], or one
//! for some calls with [`Client::with_timeout`] (a cheap copy on the same connection):
//!
//! ```no_run
//! use std::time::Duration;
//! use mahjong_scoring_sdk::Client;
//!
//! # async fn demo() -> Result<(), mahjong_scoring_sdk::Error> {
//! let client = Client::builder("http://127.0.0.1:50051")
//!     .timeout(Duration::from_secs(3))
//!     .language("nl")
//!     .connect()
//!     .await?;
//! let rulesets = client.with_timeout(Duration::from_millis(500)).list_rulesets().await?;
//! # Ok(()) }
//! ```
//!
//! # REST
//!
//! With feature `rest`, [`RestClient`] takes the same requests and gives the same answers:
//!
//! ```no_run
//! # #[cfg(feature = "rest")]
//! # async fn demo() -> Result<(), Box<dyn std::error::Error>> {
//! use mahjong_scoring_sdk::{Hand, HandRequest, RestClient, Wind};
//!
//! let rest = RestClient::new("http://127.0.0.1:8080")?;
//! let req = HandRequest::new("rode-boekje", Wind::East, Wind::East, Hand::parse("b2b3b4 d7d8 wewewe dgdgdg c5c5")?);
//! let waits = rest.find_waits(&req).await?;
//! # Ok(()) }
//! ```
//!
//! # Features
//!
//! - `rest`: the REST client (reqwest, no OpenSSL).
//! - `tls`: `https://` endpoints (rustls with the webpki roots) for gRPC, and for REST with `rest`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]
// Without feature `rest` the links to `RestClient` have no target and read as plain text (docs.rs
// builds with every feature: see `package.metadata.docs.rs`).
#![cfg_attr(not(feature = "rest"), allow(rustdoc::broken_intra_doc_links))]

mod api;
mod error;
mod grpc;
mod pool;
mod retry;

#[cfg(feature = "rest")]
mod rest;

/// The messages, client and server generated from `proto/mahjong/v1/scoring.proto` (crate
/// `mahjong-proto`), with `From`/`TryFrom` conversions to and from the contract's types.
pub use mahjong_proto::pb;

pub use api::ScoringApi;
pub use error::{Error, ErrorKind};
pub use grpc::{Client, ClientBuilder, DEFAULT_CONNECT_TIMEOUT, DEFAULT_TIMEOUT, ScoreStream, ScoredHand};
/// One problem in a request: a JSON pointer into it (as REST bodies are shaped), a stable code
/// and a message.
pub use mahjong_types::FieldError as FieldViolation;
/// A request rejected inside a bulk call (`score_hands`): the problem document the request alone
/// would have produced, pointers relative to that request (`/hand/concealed/1`).
pub use mahjong_types::ProblemDocument as Problem;
/// The request and answer types: the service's own (crate `mahjong-types`).
pub use mahjong_types::*;
#[cfg(feature = "rest")]
#[cfg_attr(docsrs, doc(cfg(feature = "rest")))]
pub use rest::RestClient;
pub use retry::{
    CONNECTION_RETRIES, ConnectionFailure, LOST_PAUSE, LOST_RETRIES, Resends, RetryBudget, connection_failure,
    is_refused_unsent,
};

/// The README's examples, compiled as doctests: the README compiles as written.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// One answer of `score_hands`: a score, or the problem of that request alone.
pub type ScoreResult = Result<ScoreResponse, Problem>;

/// Re-exported for [`Client::score_hands_stream`] inputs and [`ScoreStream`].
pub use tokio_stream;
