//! The one error type of the service and its mapping to problem+json (RFC 9457). The gRPC
//! mapping (INVALID_ARGUMENT with `google.rpc.BadRequest`) lives beside the gRPC adapter and reads
//! the same fields, so both transports report the same pointers and codes.
//!
//! An answer never grows with the input beyond a small factor: at most [`MAX_PROBLEMS`] problems
//! are listed (`more_errors` counts the rest), a message quotes at most an excerpt of the input
//! (see [`bounded`]) and a pointer at most [`MAX_POINTER`] bytes.

pub use mahjong_types::problem::{EXCERPT, MAX_MESSAGE, MAX_POINTER, bounded};
pub use mahjong_types::{FieldError, ProblemDocument};

use crate::Problem;

/// What went wrong, which decides the HTTP status and the gRPC code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Malformed request: not JSON, wrong types, unknown or missing fields (400 / INVALID_ARGUMENT).
    BadRequest,
    /// Well-formed but invalid: unknown tiles, wrong counts, unknown rule set… (422 / INVALID_ARGUMENT).
    Invalid,
    /// No such resource (404 / NOT_FOUND).
    NotFound,
    /// Body or batch too large (413 / RESOURCE_EXHAUSTED).
    TooLarge,
    /// The request body did not arrive within the time limit (408 / DEADLINE_EXCEEDED).
    BodyTimeout,
    /// Wrong content type (415 / INVALID_ARGUMENT).
    UnsupportedMediaType,
    /// Wrong HTTP method (405; gRPC has no equivalent).
    MethodNotAllowed,
    /// Overloaded: shed rather than queued (503 / UNAVAILABLE).
    Overloaded,
    /// The request took longer than the per-request time limit (503 / DEADLINE_EXCEEDED).
    Timeout,
    /// A defect on our side (500 / INTERNAL). Never caused by input.
    Internal,
}

impl ErrorKind {
    pub fn status(self) -> u16 {
        match self {
            ErrorKind::BadRequest => 400,
            ErrorKind::Invalid => 422,
            ErrorKind::NotFound => 404,
            ErrorKind::TooLarge => 413,
            ErrorKind::BodyTimeout => 408,
            ErrorKind::UnsupportedMediaType => 415,
            ErrorKind::MethodNotAllowed => 405,
            ErrorKind::Overloaded | ErrorKind::Timeout => 503,
            ErrorKind::Internal => 500,
        }
    }

    /// The problem code of an answer of this kind with no field problem, or with problems of
    /// different codes (the problem `type` is per code).
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::BadRequest => "malformed_request",
            ErrorKind::Invalid => "invalid_request",
            ErrorKind::NotFound => "not_found",
            ErrorKind::TooLarge => "body_too_large",
            ErrorKind::BodyTimeout => "body_timeout",
            ErrorKind::UnsupportedMediaType => "unsupported_media_type",
            ErrorKind::MethodNotAllowed => "method_not_allowed",
            ErrorKind::Overloaded => "overloaded",
            ErrorKind::Timeout => "timeout",
            ErrorKind::Internal => "internal",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            ErrorKind::BadRequest => "Malformed request",
            ErrorKind::Invalid => "Invalid request",
            ErrorKind::NotFound => "Not found",
            ErrorKind::TooLarge => "Request too large",
            ErrorKind::BodyTimeout => "Request body too slow",
            ErrorKind::UnsupportedMediaType => "Unsupported media type",
            ErrorKind::MethodNotAllowed => "Method not allowed",
            ErrorKind::Overloaded => "Service overloaded",
            ErrorKind::Timeout => "Request timed out",
            ErrorKind::Internal => "Internal error",
        }
    }
}

/// Most problems listed in one answer; the rest are counted (`more_errors`, `more_problems`).
pub const MAX_PROBLEMS: usize = 16;

/// Request bytes that earn one more listed problem in a batch or stream answer: a listed problem
/// is about 150 bytes of JSON, so the listings of all answers stay near the request's own size.
pub const BYTES_PER_LISTED_PROBLEM: usize = 128;

/// How many problems the answers to one request may list in all: a batch answers each of its
/// requests, a stream each of its messages, and a request that is small but wrong in many ways
/// must not get an answer many times its size. The allowance starts at [`MAX_PROBLEMS`] and
/// grows with the bytes received.
#[derive(Clone, Debug)]
pub struct Allowance(usize);

impl Allowance {
    /// The allowance of a request of `bytes` bytes.
    pub fn for_bytes(bytes: usize) -> Allowance {
        Allowance(MAX_PROBLEMS + bytes / BYTES_PER_LISTED_PROBLEM)
    }

    /// No limit beyond [`MAX_PROBLEMS`] an answer (local tools).
    pub fn unlimited() -> Allowance {
        Allowance(usize::MAX)
    }

    /// More bytes received (the next message of a stream).
    pub fn grow(&mut self, bytes: usize) {
        self.0 = self.0.saturating_add(bytes / BYTES_PER_LISTED_PROBLEM);
    }

    /// `e` listing what is left of the allowance.
    pub fn apply(&mut self, e: ApiError) -> ApiError {
        let e = e.listing_at_most(self.0);
        self.0 -= e.errors.len();
        e
    }
}

/// The service's error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub kind: ErrorKind,
    pub detail: String,
    /// At most [`MAX_PROBLEMS`] field errors.
    pub errors: Vec<FieldError>,
    /// How many more problems were found than `errors` lists.
    pub more_errors: usize,
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.title(), self.detail)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    pub fn new(kind: ErrorKind, detail: impl Into<String>) -> ApiError {
        ApiError { kind, detail: bounded(detail.into()), errors: Vec::new(), more_errors: 0 }
    }

    /// A request that failed validation, with the first [`MAX_PROBLEMS`] problems found listed.
    pub fn invalid(problems: Vec<Problem>) -> ApiError {
        ApiError::listing(ErrorKind::Invalid, problems.into_iter().map(FieldError::from).collect())
    }

    /// An error with field errors: the first [`MAX_PROBLEMS`] listed, the rest counted; the detail
    /// is the one message, or how many problems there are.
    pub fn listing(kind: ErrorKind, mut errors: Vec<FieldError>) -> ApiError {
        let detail = match errors.len() {
            1 => errors[0].message.clone(),
            n => format!("{n} problems in the request"),
        };
        let more_errors = errors.len().saturating_sub(MAX_PROBLEMS);
        errors.truncate(MAX_PROBLEMS);
        ApiError { kind, detail, errors, more_errors }
    }

    pub fn field(kind: ErrorKind, pointer: impl Into<String>, code: &str, message: impl Into<String>) -> ApiError {
        let e = FieldError::new(pointer, code, message);
        ApiError { kind, detail: e.message.clone(), errors: vec![e], more_errors: 0 }
    }

    /// The same error listing at most `n` field errors (a batch or stream shares one allowance
    /// among its answers); the others are counted in `more_errors`.
    pub fn listing_at_most(mut self, n: usize) -> ApiError {
        if self.errors.len() > n {
            self.more_errors += self.errors.len() - n;
            self.errors.truncate(n);
        }
        self
    }

    /// The code the problem `type` names: that of every field problem when they share one, else
    /// the kind's.
    pub fn code(&self) -> &str {
        match self.errors.split_first() {
            Some((first, rest)) if rest.iter().all(|e| e.code == first.code) => &first.code,
            _ => self.kind.code(),
        }
    }

    /// The problem+json document.
    pub fn problem(&self) -> ProblemDocument {
        ProblemDocument {
            kind: mahjong_types::problem_type(self.code()),
            title: self.kind.title().into(),
            status: self.kind.status(),
            detail: self.detail.clone(),
            errors: self.errors.clone(),
            more_errors: self.more_errors,
        }
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_and_lists_are_bounded() {
        let key = "k".repeat(100_000);
        let e = FieldError::new(format!("/options/{key}"), "unknown_option", format!("no option {key:?}"));
        assert_eq!(e.pointer, "/options");
        assert!(e.message.len() < 60);
        let many = (0..100).map(|i| Problem::new(format!("/hand/concealed/{i}"), crate::Code::UnknownTile, "x"));
        let e = ApiError::invalid(many.collect());
        assert_eq!((e.errors.len(), e.more_errors), (MAX_PROBLEMS, 100 - MAX_PROBLEMS));
        assert_eq!(e.detail, "100 problems in the request");
        let e = e.listing_at_most(3);
        assert_eq!((e.errors.len(), e.more_errors), (3, 97));
        assert_eq!(e.problem().more_errors, 97);
    }
}
