//! The one error type of the service and its mapping to problem+json (RFC 9457). The gRPC
//! mapping (INVALID_ARGUMENT with `google.rpc.BadRequest`) lives beside the gRPC adapter and reads
//! the same fields, so both transports report the same pointers and codes.

pub use mahjong_types::{FieldError, ProblemDocument};

use crate::engine::Problem;

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
            ErrorKind::UnsupportedMediaType => "Unsupported media type",
            ErrorKind::MethodNotAllowed => "Method not allowed",
            ErrorKind::Overloaded => "Service overloaded",
            ErrorKind::Timeout => "Request timed out",
            ErrorKind::Internal => "Internal error",
        }
    }
}

/// The service's error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub kind: ErrorKind,
    pub detail: String,
    pub errors: Vec<FieldError>,
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.kind.title(), self.detail)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    pub fn new(kind: ErrorKind, detail: impl Into<String>) -> ApiError {
        ApiError { kind, detail: detail.into(), errors: Vec::new() }
    }

    /// A request that failed validation, with every problem found.
    pub fn invalid(problems: Vec<Problem>) -> ApiError {
        let detail = match problems.len() {
            1 => problems[0].message.clone(),
            n => format!("{n} problems in the request"),
        };
        ApiError { kind: ErrorKind::Invalid, detail, errors: problems.into_iter().map(FieldError::from).collect() }
    }

    pub fn field(kind: ErrorKind, pointer: impl Into<String>, code: &str, message: impl Into<String>) -> ApiError {
        let message = message.into();
        ApiError {
            kind,
            detail: message.clone(),
            errors: vec![FieldError { pointer: pointer.into(), code: code.into(), message }],
        }
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
        }
    }
}
