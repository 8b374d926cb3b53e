//! `ScoreHand` answered from the request's frame, without tonic's unary machinery.
//!
//! Every gRPC call has its request read whole by the limits ([`super::Guard`]) before it is
//! handled. For `ScoreHand`, the one call a client makes per hand, that read body is parsed here
//! as tonic parses a unary request (the same statuses and messages for a compressed or broken
//! frame), the hand is scored from the message's bytes
//! ([`ScoringService::score_hand_into`](super::ScoringService)) and the answer is written into
//! its frame in place. Going through tonic instead (the body boxed again, re-framed by its
//! decoder, the answer copied into its encoder's buffer, the router, a stream of one message)
//! cost about 5,000 instructions per call (`scripts/callgrind-grpc.sh ... score`), a third of
//! what the call adds to a health check.

use std::convert::Infallible;

use bytes::{Buf, Bytes};
use http::{HeaderMap, HeaderValue};
use http_body_util::BodyExt;
use tonic::Status;

use super::ScoringService;
use crate::api::language_hint;

/// The length of a gRPC message's frame header: the compressed flag and the length.
const FRAME_HEADER: usize = 5;

/// The answer to a `ScoreHand` call whose request body is `body` (read whole): its message,
/// decoded, scored and encoded, or the status tonic would have given.
pub(super) fn score_hand(svc: &ScoringService, headers: &HeaderMap, body: Bytes) -> http::Response<tonic::body::Body> {
    let hint = language_hint(headers);
    let mut frame = Vec::with_capacity(FRAME_HEADER + super::stream::ANSWER_BYTES);
    frame.extend_from_slice(&[0; FRAME_HEADER]);
    let answered = request_message(headers, body).and_then(|msg| svc.score_hand_into(msg, hint, &mut frame));
    if let Err(status) = answered {
        return status.into_http();
    }
    let len = u32::try_from(frame.len() - FRAME_HEADER).unwrap_or(u32::MAX);
    frame[1..FRAME_HEADER].copy_from_slice(&len.to_be_bytes());
    let mut trailers = HeaderMap::with_capacity(1);
    trailers.insert("grpc-status", HeaderValue::from_static("0"));
    let answer = http_body_util::Full::new(Bytes::from(frame))
        .with_trailers(std::future::ready(Some(Ok::<_, Infallible>(trailers))));
    let mut resp = http::Response::new(tonic::body::Body::new(answer));
    resp.headers_mut().insert(http::header::CONTENT_TYPE, HeaderValue::from_static("application/grpc"));
    resp
}

/// The one message of a unary request body, as tonic's server reads it: no compression is
/// accepted (UNIMPLEMENTED, as from a server without compression), the first message is the
/// request, later ones are read and dropped, and a broken frame is INTERNAL.
fn request_message(headers: &HeaderMap, mut body: Bytes) -> Result<Bytes, Status> {
    if let Some(encoding) = headers.get("grpc-encoding").filter(|e| e.as_bytes() != b"identity") {
        let mut status = Status::unimplemented(format!(
            "Content is compressed with `{}` which isn't supported",
            String::from_utf8_lossy(encoding.as_bytes())
        ));
        status.metadata_mut().insert("grpc-accept-encoding", tonic::metadata::MetadataValue::from_static("identity"));
        return Err(status);
    }
    let mut first = None;
    while body.has_remaining() {
        if body.len() < FRAME_HEADER {
            return Err(Status::internal("Unexpected EOF decoding stream."));
        }
        match body[0] {
            0 => {}
            1 => {
                return Err(Status::internal(
                    "protocol error: received message with compressed-flag but no grpc-encoding was specified",
                ));
            }
            f => {
                return Err(Status::internal(format!(
                    "protocol error: received message with invalid compression flag: {f} (valid flags are 0 and 1), while sending request"
                )));
            }
        }
        let len = u32::from_be_bytes([body[1], body[2], body[3], body[4]]) as usize;
        if body.len() - FRAME_HEADER < len {
            return Err(Status::internal("Unexpected EOF decoding stream."));
        }
        body.advance(FRAME_HEADER);
        let msg = body.split_to(len);
        first.get_or_insert(msg);
    }
    first.ok_or_else(|| Status::internal("Missing request message."))
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::Core;
    use crate::engine::registry::Registry;
    use crate::grpc::RawCodec;

    fn framed(flag: u8, msg: &[u8]) -> Vec<u8> {
        let mut f = vec![flag];
        f.extend_from_slice(&(msg.len() as u32).to_be_bytes());
        f.extend_from_slice(msg);
        f
    }

    fn read(headers: &HeaderMap, body: Vec<u8>) -> Result<Bytes, (tonic::Code, String)> {
        request_message(headers, Bytes::from(body)).map_err(|s| (s.code(), s.message().to_string()))
    }

    #[test]
    fn frames_are_read_as_tonic_reads_a_unary_request() {
        let none = HeaderMap::new();
        assert_eq!(read(&none, framed(0, b"abc")).unwrap(), Bytes::from_static(b"abc"));
        assert_eq!(read(&none, framed(0, b"")).unwrap(), Bytes::new());
        // A second message is read and dropped.
        let mut two = framed(0, b"first");
        two.extend(framed(0, b"second"));
        assert_eq!(read(&none, two).unwrap(), Bytes::from_static(b"first"));
        let internal = |m: &str| Err((tonic::Code::Internal, m.to_string()));
        assert_eq!(read(&none, vec![]), internal("Missing request message."));
        assert_eq!(read(&none, vec![0, 0, 0]), internal("Unexpected EOF decoding stream."));
        let mut short = framed(0, b"abcdef");
        short.truncate(8);
        assert_eq!(read(&none, short), internal("Unexpected EOF decoding stream."));
        assert_eq!(
            read(&none, framed(1, b"abc")),
            internal("protocol error: received message with compressed-flag but no grpc-encoding was specified")
        );
        assert_eq!(
            read(&none, framed(7, b"abc")),
            internal(
                "protocol error: received message with invalid compression flag: 7 (valid flags are 0 and 1), while sending request"
            )
        );
        let mut identity = HeaderMap::new();
        identity.insert("grpc-encoding", HeaderValue::from_static("identity"));
        assert_eq!(read(&identity, framed(0, b"abc")).unwrap(), Bytes::from_static(b"abc"));
        let mut gzip = HeaderMap::new();
        gzip.insert("grpc-encoding", HeaderValue::from_static("gzip"));
        let refused = request_message(&gzip, Bytes::from(framed(1, b"abc"))).unwrap_err();
        assert_eq!(refused.code(), tonic::Code::Unimplemented);
        assert_eq!(refused.message(), "Content is compressed with `gzip` which isn't supported");
        assert_eq!(refused.metadata().get("grpc-accept-encoding").unwrap(), "identity");
    }

    /// tonic's unary service over the same scoring, as `ScoreHand` was served before.
    #[derive(Clone)]
    struct Tonic(ScoringService);

    impl tonic::server::UnaryService<Bytes> for Tonic {
        type Response = Bytes;
        type Future = std::future::Ready<Result<tonic::Response<Bytes>, Status>>;
        fn call(&mut self, req: tonic::Request<Bytes>) -> Self::Future {
            let hint = language_hint(req.metadata().as_ref());
            std::future::ready(self.0.score_hand_bytes(req.into_inner(), hint).map(tonic::Response::new))
        }
    }

    /// An answer as the client sees it: status line, headers, the body's bytes and trailers.
    async fn seen(resp: http::Response<tonic::body::Body>) -> (http::StatusCode, HeaderMap, Bytes, Option<HeaderMap>) {
        let (parts, body) = resp.into_parts();
        let collected = body.collect().await.expect("an answer body does not fail");
        let trailers = collected.trailers().cloned();
        (parts.status, parts.headers, collected.to_bytes(), trailers)
    }

    fn request(headers: &HeaderMap, body: &[u8]) -> http::Request<tonic::body::Body> {
        let mut req =
            http::Request::new(tonic::body::Body::new(http_body_util::Full::new(Bytes::copy_from_slice(body))));
        *req.headers_mut() = headers.clone();
        req
    }

    /// The answer written here is the one tonic's unary server gives, byte for byte (status,
    /// headers, frame, trailers), for the golden score requests, with and without a language
    /// preference, and for broken and compressed frames.
    #[tokio::test]
    async fn answers_equal_tonics() {
        let svc = ScoringService::new(Core::new(Registry::builtin()));
        let mut bodies: Vec<Vec<u8>> = crate::loadtest::mix::golden_bodies()
            .expect("the golden cases load")
            .iter()
            .filter(|(op, _)| op == "score")
            .map(|(_, body)| {
                let msg: crate::grpc::pb::HandRequest =
                    crate::grpc::message_from_rest_json(body).expect("a golden body is a message");
                framed(0, &prost::Message::encode_to_vec(&msg))
            })
            .collect();
        assert!(bodies.len() > 100, "{} golden score requests", bodies.len());
        let first = bodies[0].clone();
        let mut two = first.clone();
        two.extend_from_slice(&first);
        let mut cut = first.clone();
        cut.truncate(first.len() - 1);
        bodies.extend([
            vec![],
            vec![0, 0],
            cut,
            two,
            framed(1, &first[5..]),
            framed(2, &first[5..]),
            framed(0, b"\xff\xff"),
        ]);
        let mut dutch = HeaderMap::new();
        dutch.insert("accept-language", HeaderValue::from_static("nl"));
        let mut gzip = HeaderMap::new();
        gzip.insert("grpc-encoding", HeaderValue::from_static("gzip"));
        let mut oks = 0;
        for headers in [HeaderMap::new(), dutch, gzip] {
            for body in &bodies {
                let ours = seen(score_hand(&svc, &headers, Bytes::copy_from_slice(body))).await;
                let mut grpc = tonic::server::Grpc::new(RawCodec);
                let theirs = seen(grpc.unary(Tonic(svc.clone()), request(&headers, body)).await).await;
                assert_eq!(ours, theirs, "headers {headers:?}, body {body:?}");
                oks += usize::from(ours.3.is_some());
            }
        }
        assert!(oks > 200, "{oks} answers with trailers");
    }
}
