//! Mahjong scoring service: validates and scores mahjong hands, resolves claims on a discard and
//! settles payments for the classical rule sets European clubs play.
//!
//! - [`types`] (crate `mahjong-types`): the wire contract, defined once: tiles, hands, the win,
//!   every request and answer body, the OpenAPI schemas. The SDK re-exports the same types.
//! - [`engine`] (crate `mahjong-engine`): the pure domain (hands, arrangements, rule sets,
//!   scoring, claims, settlement).
//! - [`api`]: decoding with JSON pointers, the error type and the core operations that every
//!   transport calls.
//! - [`json`]: the one writer of REST answers (compact JSON).
//! - [`export`]: session and tournament answers as CSV and as a printable HTML score sheet.
//! - [`rest`], [`grpc`]: thin adapters; [`server`]: both listeners, limits, shutdown;
//!   [`telemetry`]: logs, traces, metrics; [`web`]: the scoring page, the widget and CORS.
#![forbid(unsafe_code)]

pub use mahjong_engine as engine;
pub use mahjong_types as types;

pub mod api;
pub mod export;
pub mod grpc;
pub mod json;
pub mod problems;
pub mod rest;
pub mod server;
pub mod telemetry;
pub mod web;
