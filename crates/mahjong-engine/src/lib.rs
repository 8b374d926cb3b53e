//! The scoring engine: pure domain code with no transport dependency.
//!
//! Data flows one way: a request's hand (the contract's [`mahjong_types::HandBody`]) is read and
//! checked ([`hand::check_hand`]), then scored ([`score::score`]) under a rule set with the
//! request's options ([`ruleset::Rules`]).
#![forbid(unsafe_code)]

pub mod arrange;
pub mod claims;
pub mod hand;
pub mod hanfu;
pub mod mcr;
pub mod problem;
pub mod registry;
pub mod ruleset;
pub mod score;
pub mod service;
pub mod session;
pub mod settle;
pub mod tile;

pub use problem::{Code, Problem};
