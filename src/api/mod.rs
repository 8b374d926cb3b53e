//! The API layer: decoding of the request bodies (the contract's types, [`types`]) with JSON
//! pointers, the one error type, and the core operations every transport calls.

pub mod answer;
pub mod batch;
pub mod deal;
pub mod decode;
pub mod error;
pub mod examples;
pub mod ops;
mod plain;
pub mod session;
pub mod tournament;

pub use mahjong_types as types;

pub use error::{ApiError, ErrorKind, FieldError};
pub use ops::Core;
