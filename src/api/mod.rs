//! The API layer: request and response bodies, their conversion to engine input with JSON
//! pointers, the one error type, and the core operations every transport calls.

pub mod batch;
pub mod deal;
pub mod decode;
pub mod error;
pub mod ops;
pub mod types;

pub use error::{ApiError, ErrorKind, FieldError};
pub use ops::Core;
