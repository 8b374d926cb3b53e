//! The operations on the contract's values, shared by every transport: a request's rule set and
//! options resolved, its hands read and checked (every problem with a JSON pointer into the
//! request), the engine called, the answer built. The transports decode their bytes into the
//! contract's request types, call one function of [`Core`], and encode the answer; the one error
//! type, [`ApiError`], maps to a problem document (and, in the service, to a gRPC status).

pub mod batch;
pub mod deal;
pub mod error;
pub mod ops;
pub mod session;
pub mod tournament;

pub use error::{ApiError, ErrorKind, FieldError};
pub use ops::Core;
