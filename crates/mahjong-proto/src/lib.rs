//! The gRPC contract of the mahjong scoring service, in one crate: the code generated from
//! `proto/mahjong/v1/scoring.proto` ([`pb`]: the messages, the `mahjong.v1.Scoring` client and
//! server), its encoded descriptor set ([`DESCRIPTOR_SET`], for server reflection), the codec the
//! generated service and client use ([`codec`]), and the typed conversions between the messages
//! and the contract's types ([`mahjong_types`]) in both directions.
//!
//! The service and the SDK both build on this crate (as tokio-rs/mini-redis keeps its frames and
//! their parsing together, and qdrant's `api` crate its protos and conversions), so there is one
//! reader and one writer per message:
//!
//! - contract → message: `From` (`pb::HandRequest::from(&request)` or `request.into()`), for
//!   every request and answer of the contract;
//! - the hand and the score answer, the messages of every score call, are not built as messages
//!   of strings: the generated code holds the contract's values ([`wire::Hand`],
//!   [`wire::ScoreResponse`]) and encodes and decodes them with [`wire`]'s writer and reader;
//! - message → contract: `TryFrom` (`t::HandRequest::try_from(message)`), for every request and
//!   answer. A value the contract does not accept is an [`Invalid`]: the JSON pointer, problem
//!   code and message the REST decoder gives for the equivalent JSON body (`"up" is not a wind`
//!   at `/seat_wind`, `"seat_wind" is required`), read by the contract's own parsers
//!   ([`mahjong_types::parse_name`], [`mahjong_types::TileText`]). Tile codes and meld kinds
//!   are kept as written ([`mahjong_types::Spelled`]): the service points at an unknown one when
//!   it validates the request, as it does for REST.
//!
//! proto3 cannot tell an empty string from an absent one: an empty required text (`ruleset`, a
//! wind, a win's tile or source, a player id) is read as absent (`missing_field`), an empty
//! optional one as given. The generated code is committed (`src/gen/`) and checked current by
//! `tests/generated_current.rs`: building needs no protoc and no build script.
//!
//! ```
//! use mahjong_proto::pb;
//! use mahjong_types::{Hand, HandRequest, Wind};
//!
//! let req = HandRequest::new("ecr", Wind::South, Wind::East, Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr")?);
//! let msg = pb::HandRequest::from(&req);
//! assert_eq!(msg.seat_wind, "south");
//! assert_eq!(HandRequest::try_from(msg).ok(), Some(req));
//!
//! let bad = pb::HandRequest { seat_wind: "up".into(), ..pb::HandRequest::from(&HandRequest::new("ecr", Wind::East, Wind::East, Hand::parse("b1")?)) };
//! let e = HandRequest::try_from(bad).unwrap_err();
//! assert_eq!((e.errors[0].pointer.as_str(), e.errors[0].code.as_str()), ("/seat_wind", "invalid_value"));
//! # Ok::<(), mahjong_types::ParseError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod answers;
pub mod codec;
mod error;
mod requests;
pub mod wire;

pub use answers::json_struct;
pub use error::{Invalid, status};

/// The messages, client (`pb::scoring_client`) and server (`pb::scoring_server`) generated from
/// `proto/mahjong/v1/scoring.proto` (committed in `src/gen/`; see `tests/generated_current.rs`).
pub mod pb {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    include!("gen/mahjong.v1.rs");
    /// `mahjong.v1.Hand` and `mahjong.v1.ScoreResponse` are the contract's values with their own
    /// writer and reader ([`crate::wire`]).
    pub use crate::wire::{Hand, ScoreResponse};
}

/// The encoded `FileDescriptorSet` of `proto/mahjong/v1/scoring.proto`, for server reflection
/// (generated with the code).
pub const DESCRIPTOR_SET: &[u8] = include_bytes!("gen/mahjong.v1.bin");
