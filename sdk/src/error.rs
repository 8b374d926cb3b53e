//! The one error type of both clients, with the server's field violations decoded: from the
//! `google.rpc.BadRequest` details of a gRPC status, or from the `errors` of an RFC 9457
//! problem document.

use std::fmt;
use std::time::Duration;

use tonic_types::StatusExt;

use crate::{FieldViolation, ParseError, Problem};

/// What kind of failure an [`Error`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The server rejected the request (HTTP 400, 415 or 422; gRPC `INVALID_ARGUMENT`): see
    /// [`Error::violations`].
    InvalidRequest,
    /// No such resource, e.g. an unknown rule set id (404; `NOT_FOUND`).
    NotFound,
    /// The request or batch is too large (413; `RESOURCE_EXHAUSTED`).
    TooLarge,
    /// The server is overloaded or unreachable right now; retrying later may work (503;
    /// `UNAVAILABLE`).
    Unavailable,
    /// The call did not finish in time: the client's per-call timeout, or the server's own limit
    /// (`DEADLINE_EXCEEDED`).
    Timeout,
    /// Could not reach the server (bad address, refused connection, TLS, broken connection).
    Connect,
    /// Invalid input found on the client before sending (a bad URL, a tile code, a hand).
    InvalidInput,
    /// The answer could not be understood.
    Decode,
    /// A failure on the server's side (500; `INTERNAL` and other codes).
    Server,
}

impl ErrorKind {
    fn describe(self) -> &'static str {
        match self {
            ErrorKind::InvalidRequest => "invalid request",
            ErrorKind::NotFound => "not found",
            ErrorKind::TooLarge => "request too large",
            ErrorKind::Unavailable => "service unavailable",
            ErrorKind::Timeout => "timed out",
            ErrorKind::Connect => "cannot reach the service",
            ErrorKind::InvalidInput => "invalid input",
            ErrorKind::Decode => "unexpected answer",
            ErrorKind::Server => "server error",
        }
    }

    /// The kind an HTTP status stands for.
    pub(crate) fn from_http(status: u16, title: &str) -> ErrorKind {
        match status {
            400 | 405 | 415 | 422 => ErrorKind::InvalidRequest,
            404 => ErrorKind::NotFound,
            408 | 504 => ErrorKind::Timeout,
            413 => ErrorKind::TooLarge,
            503 if title.to_ascii_lowercase().contains("timed out") => ErrorKind::Timeout,
            429 | 502 | 503 => ErrorKind::Unavailable,
            _ => ErrorKind::Server,
        }
    }

    fn from_grpc(code: tonic::Code) -> ErrorKind {
        use tonic::Code;
        match code {
            Code::InvalidArgument | Code::FailedPrecondition | Code::OutOfRange => ErrorKind::InvalidRequest,
            Code::NotFound => ErrorKind::NotFound,
            Code::ResourceExhausted => ErrorKind::TooLarge,
            Code::Unavailable => ErrorKind::Unavailable,
            // tonic servers report an expired `grpc-timeout` as CANCELLED.
            Code::DeadlineExceeded | Code::Cancelled => ErrorKind::Timeout,
            _ => ErrorKind::Server,
        }
    }
}

/// A failed call, from either client.
///
/// When the server rejected the request, [`violations`](Error::violations) lists every problem
/// it found with the same pointers and codes over gRPC and REST:
///
/// ```no_run
/// # async fn demo() -> Result<(), mahjong_scoring_sdk::Error> {
/// use mahjong_scoring_sdk::{Client, ErrorKind, Hand, HandRequest, Wind};
///
/// let client = Client::connect("http://127.0.0.1:50051").await?;
/// let hand = Hand { concealed: vec!["b1".into(), "x9".into()], ..Hand::default() };
/// let err = client.score_hand(&HandRequest::new("ecr", Wind::East, Wind::East, hand)).await.unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidRequest);
/// let v = &err.violations()[0];
/// assert_eq!((v.pointer.as_str(), v.code.as_str()), ("/hand/concealed/1", "unknown_tile"));
/// # Ok(()) }
/// ```
pub struct Error {
    inner: Box<Inner>,
}

struct Inner {
    kind: ErrorKind,
    message: String,
    violations: Vec<FieldViolation>,
    http_status: Option<u16>,
    grpc_code: Option<tonic::Code>,
    source: Option<Box<dyn std::error::Error + Send + Sync>>,
}

impl Error {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            inner: Box::new(Inner {
                kind,
                message: message.into(),
                violations: Vec::new(),
                http_status: None,
                grpc_code: None,
                source: None,
            }),
        }
    }

    pub(crate) fn with_source(mut self, source: impl std::error::Error + Send + Sync + 'static) -> Error {
        self.inner.source = Some(Box::new(source));
        self
    }

    pub(crate) fn decode(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Decode, message)
    }

    pub(crate) fn timeout(after: Duration) -> Error {
        Error::new(ErrorKind::Timeout, format!("no answer within {after:?}"))
    }

    /// What kind of failure this is.
    pub fn kind(&self) -> ErrorKind {
        self.inner.kind
    }

    /// The server's detail (or the client's description of the failure).
    pub fn message(&self) -> &str {
        &self.inner.message
    }

    /// Every problem the server found in the request, with JSON pointers into it. Empty for
    /// failures that are not about the request's content.
    pub fn violations(&self) -> &[FieldViolation] {
        &self.inner.violations
    }

    /// The first violation with this code.
    pub fn violation(&self, code: &str) -> Option<&FieldViolation> {
        self.inner.violations.iter().find(|v| v.code == code)
    }

    /// The HTTP status (REST client, or a problem inside a bulk answer).
    pub fn http_status(&self) -> Option<u16> {
        self.inner.http_status
    }

    /// The gRPC status code (gRPC client).
    pub fn grpc_code(&self) -> Option<tonic::Code> {
        self.inner.grpc_code
    }

    /// The server rejected the request's content.
    pub fn is_invalid_request(&self) -> bool {
        self.inner.kind == ErrorKind::InvalidRequest
    }

    /// Retrying the same call later may succeed (overload, timeout, connection trouble).
    pub fn is_retryable(&self) -> bool {
        matches!(self.inner.kind, ErrorKind::Unavailable | ErrorKind::Timeout | ErrorKind::Connect)
    }

    /// Decodes a gRPC status: the code, the message and the `google.rpc.BadRequest` field
    /// violations (`field` is the pointer, `reason` the code, `description` "code: message").
    pub fn from_status(status: tonic::Status) -> Error {
        let code = status.code();
        let violations = status
            .get_details_bad_request()
            .map(|br| {
                br.field_violations
                    .into_iter()
                    .map(|v| {
                        let code = if v.reason.is_empty() {
                            v.description.split_once(": ").map(|(c, _)| c.to_string()).unwrap_or_default()
                        } else {
                            v.reason
                        };
                        let message = match v.description.strip_prefix(code.as_str()).and_then(|m| m.strip_prefix(": "))
                        {
                            Some(m) if !code.is_empty() => m.to_string(),
                            _ => v.description,
                        };
                        FieldViolation { pointer: v.field, code, message }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let mut kind = ErrorKind::from_grpc(code);
        // A call that never reached the server (refused connection, bad address) surfaces as
        // UNAVAILABLE with a transport error as its source; one refused by a closing connection
        // or lost with its connection under other codes (CANCELLED, UNKNOWN, INTERNAL).
        if (code == tonic::Code::Unavailable && std::error::Error::source(&status).is_some())
            || crate::retry::connection_failure(&status).is_some()
        {
            kind = ErrorKind::Connect;
        }
        let message = if status.message().is_empty() { format!("{code:?}") } else { status.message().to_string() };
        let mut e = Error::new(kind, message);
        e.inner.violations = violations;
        e.inner.grpc_code = Some(code);
        e.with_source(status)
    }

    /// An error from an HTTP status and a problem document.
    pub(crate) fn from_problem(p: Problem) -> Error {
        let kind = ErrorKind::from_http(p.status, &p.title);
        let message = if p.detail.is_empty() { p.title } else { p.detail };
        let mut e = Error::new(kind, message);
        e.inner.violations = p.errors;
        e.inner.http_status = Some(p.status);
        e
    }
}

impl From<tonic::Status> for Error {
    fn from(s: tonic::Status) -> Error {
        Error::from_status(s)
    }
}

impl From<Problem> for Error {
    fn from(p: Problem) -> Error {
        Error::from_problem(p)
    }
}

impl From<ParseError> for Error {
    fn from(p: ParseError) -> Error {
        let mut e = Error::new(ErrorKind::InvalidInput, p.message());
        e.inner.violations = vec![FieldViolation {
            pointer: String::new(),
            code: p.code().to_string(),
            message: p.message().to_string(),
        }];
        e.with_source(p)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.inner.kind.describe(), self.inner.message)?;
        let n = self.inner.violations.len();
        // A single violation usually repeats the message; list them when there is more to say.
        if n > 1 || (n == 1 && self.inner.violations[0].message != self.inner.message) {
            for v in &self.inner.violations {
                write!(f, "; {v}")?;
            }
        } else if let Some(v) = self.inner.violations.first() {
            if v.pointer.is_empty() {
                write!(f, " ({})", v.code)?;
            } else {
                write!(f, " ({} at {})", v.code, v.pointer)?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Error");
        d.field("kind", &self.inner.kind).field("message", &self.inner.message);
        if !self.inner.violations.is_empty() {
            d.field("violations", &self.inner.violations);
        }
        if let Some(s) = self.inner.http_status {
            d.field("http_status", &s);
        }
        if let Some(c) = self.inner.grpc_code {
            d.field("grpc_code", &c);
        }
        // A gRPC status is decoded above; other sources (transport, JSON) say what went wrong.
        if let (Some(s), None) = (&self.inner.source, self.inner.grpc_code) {
            d.field("source", s);
        }
        d.finish()
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.inner.source.as_deref().map(|s| s as &(dyn std::error::Error + 'static))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tonic_types::{ErrorDetails, FieldViolation as PbViolation};

    #[test]
    fn decodes_bad_request_details() {
        let mut v = PbViolation::new("/hand/concealed/1", "unknown_tile: \"xx\" is not a tile code");
        v.reason = "unknown_tile".into();
        let status = tonic::Status::with_error_details(
            tonic::Code::InvalidArgument,
            "\"xx\" is not a tile code",
            ErrorDetails::with_bad_request(vec![v]),
        );
        let e = Error::from_status(status);
        assert_eq!(e.kind(), ErrorKind::InvalidRequest);
        assert_eq!(e.grpc_code(), Some(tonic::Code::InvalidArgument));
        assert_eq!(
            e.violations(),
            [FieldViolation {
                pointer: "/hand/concealed/1".into(),
                code: "unknown_tile".into(),
                message: "\"xx\" is not a tile code".into()
            }]
        );
        assert_eq!(e.to_string(), "invalid request: \"xx\" is not a tile code (unknown_tile at /hand/concealed/1)");
    }

    #[test]
    fn code_from_description_without_reason() {
        let v = PbViolation::new("/ruleset", "unknown_ruleset: no rule set \"x\"");
        let status = tonic::Status::with_error_details(
            tonic::Code::InvalidArgument,
            "bad",
            ErrorDetails::with_bad_request(vec![v]),
        );
        let e = Error::from_status(status);
        assert_eq!(e.violation("unknown_ruleset").map(|v| v.message.as_str()), Some("no rule set \"x\""));
    }

    #[test]
    fn plain_statuses() {
        assert_eq!(Error::from_status(tonic::Status::unavailable("busy")).kind(), ErrorKind::Unavailable);
        assert_eq!(Error::from_status(tonic::Status::deadline_exceeded("slow")).kind(), ErrorKind::Timeout);
        assert_eq!(Error::from_status(tonic::Status::not_found("no")).kind(), ErrorKind::NotFound);
        assert_eq!(Error::from_status(tonic::Status::internal("bug")).kind(), ErrorKind::Server);
        assert!(Error::from_status(tonic::Status::unavailable("busy")).is_retryable());
    }

    #[test]
    fn problems_map_by_status() {
        let p = |status, title: &str| Problem {
            kind: "about:blank".into(),
            status,
            title: title.into(),
            detail: String::new(),
            errors: vec![],
            more_errors: 0,
        };
        assert_eq!(Error::from(p(422, "Invalid request")).kind(), ErrorKind::InvalidRequest);
        assert_eq!(Error::from(p(400, "Malformed request")).kind(), ErrorKind::InvalidRequest);
        assert_eq!(Error::from(p(503, "Request timed out")).kind(), ErrorKind::Timeout);
        assert_eq!(Error::from(p(503, "Service overloaded")).kind(), ErrorKind::Unavailable);
        assert_eq!(Error::from(p(413, "Request too large")).http_status(), Some(413));
        assert_eq!(Error::from(p(500, "Internal error")).message(), "Internal error");
    }
}
