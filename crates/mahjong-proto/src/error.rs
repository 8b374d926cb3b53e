//! The error of a message the contract does not accept, and the one mapping of such an error
//! shape to a gRPC status.

use mahjong_types::FieldError;
use tonic::Status;
use tonic_types::{ErrorDetails, FieldViolation, StatusExt};

/// A message the contract does not accept: what the REST decoder says of the equivalent JSON
/// body (a 400 `malformed_request`): one problem, or every required field an object lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    /// The problem's message, or how many required fields are missing.
    pub detail: String,
    /// The problems, each with its JSON pointer into the equivalent REST request and its code
    /// (`invalid_value`, `missing_field`, `unknown_field`, `invalid_message`, `too_deep`).
    pub errors: Vec<FieldError>,
}

impl Invalid {
    /// One problem at `pointer`.
    pub fn field(pointer: impl Into<String>, code: &str, message: impl Into<String>) -> Invalid {
        let e = FieldError::new(pointer, code, message);
        Invalid { detail: e.message.clone(), errors: vec![e] }
    }

    /// The required fields `missing` of the object at `parent`, all listed (`missing_field`).
    pub(crate) fn missing(parent: &str, missing: &[&str]) -> Invalid {
        let detail = match missing {
            [one] => format!("{one:?} is required"),
            many => format!("{} required fields are missing: {}", many.len(), many.join(", ")),
        };
        let errors = missing
            .iter()
            .map(|f| FieldError::new(format!("{parent}/{f}"), "missing_field", format!("{f:?} is required")))
            .collect();
        Invalid { detail: mahjong_types::problem::bounded(detail), errors }
    }

    /// The status of this error: INVALID_ARGUMENT with its field violations ([`status`]).
    pub fn to_status(&self) -> Status {
        status(tonic::Code::InvalidArgument, &self.detail, &self.errors, 0)
    }
}

impl std::fmt::Display for Invalid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.errors.as_slice() {
            [one] if one.pointer.is_empty() => f.write_str(&self.detail),
            [one] => write!(f, "{}: {}", one.pointer, self.detail),
            _ => f.write_str(&self.detail),
        }
    }
}

impl std::error::Error for Invalid {}

/// The one shape of an error status: `code` with `detail` as its message and, when there are
/// field problems, `google.rpc.BadRequest` field violations (`field` the JSON pointer, `reason`
/// the problem code, `description` `"<code>: <message>"`), plus a `google.rpc.ErrorInfo`
/// (`MORE_ERRORS`, domain `mahjong.v1`, metadata `more_errors`) when `more_errors` are not
/// listed.
pub fn status(code: tonic::Code, detail: &str, errors: &[FieldError], more_errors: usize) -> Status {
    if errors.is_empty() {
        return Status::new(code, detail.to_string());
    }
    let violations = errors
        .iter()
        .map(|f| {
            let mut v = FieldViolation::new(f.pointer.clone(), format!("{}: {}", f.code, f.message));
            v.reason = f.code.clone();
            v
        })
        .collect::<Vec<_>>();
    let mut details = ErrorDetails::with_bad_request(violations);
    if more_errors > 0 {
        let more = [("more_errors".to_string(), more_errors.to_string())];
        details.set_error_info("MORE_ERRORS", "mahjong.v1", more);
    }
    Status::with_error_details(code, detail.to_string(), details)
}
