//! The frames of a unary request, read whole by the limits ([`super::Guard`]) before the service
//! sees them.

use http::HeaderMap;
use tonic::Status;

/// The length of a gRPC message's frame header: the compressed flag and the length.
pub(super) const FRAME_HEADER: usize = 5;

/// Checks the frames of a unary request body read whole, before any decoder sees them: a frame
/// that claims more than the message limit `max` is RESOURCE_EXHAUSTED (`body_too_large`), and a
/// body that is not a sequence of whole frames, or a frame flagged compressed on a request that
/// names no encoding, is INVALID_ARGUMENT (`invalid_message`): the caller's mistake, where
/// tonic's own reader would answer INTERNAL. A compressed request is left to tonic (which answers
/// UNIMPLEMENTED: the service takes no compression).
pub(super) fn check_frames(headers: &HeaderMap, mut body: &[u8], max: usize) -> Result<(), Status> {
    use crate::api::{ApiError, ErrorKind};
    let invalid = |msg: String| super::status(&ApiError::field(ErrorKind::BadRequest, "", "invalid_message", msg));
    let encoded = headers.get("grpc-encoding").is_some_and(|e| e.as_bytes() != b"identity");
    if body.is_empty() {
        return Err(invalid("the request has no message".into()));
    }
    while !body.is_empty() {
        let Some((head, rest)) = body.split_first_chunk::<FRAME_HEADER>() else {
            return Err(invalid(format!("the request ends inside a frame header ({} bytes)", body.len())));
        };
        if head[0] > 1 || (head[0] == 1 && !encoded) {
            return Err(invalid(format!("a frame's compressed flag is {} with no grpc-encoding", head[0])));
        }
        let len = u32::from_be_bytes([head[1], head[2], head[3], head[4]]) as usize;
        if len > max {
            return Err(super::status(&ApiError::field(
                ErrorKind::TooLarge,
                "",
                "body_too_large",
                format!("a frame claims a message of {len} bytes; the limit is {max}"),
            )));
        }
        if rest.len() < len {
            return Err(invalid(format!("a frame claims {len} bytes and {} follow", rest.len())));
        }
        body = &rest[len..];
    }
    Ok(())
}
