//! Mahjong scoring service: validates and scores mahjong hands, resolves claims on a discard and
//! settles payments for the classical rule sets European clubs play.
//!
//! - [`engine`]: the pure domain (tiles, hands, arrangements, rule sets, scoring).
//! - [`api`]: request/response bodies, validation with JSON pointers, the error type and the core
//!   operations that every transport calls.
//! - [`rest`], [`grpc`]: thin adapters; [`server`]: both listeners, limits, shutdown;
//!   [`telemetry`]: logs, traces, metrics.
#![forbid(unsafe_code)]

pub mod api;
pub mod engine;
pub mod grpc;
pub mod loadtest;
pub mod rest;
pub mod server;
pub mod soak;
pub mod telemetry;
