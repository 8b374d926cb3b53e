//! `ScoreHands`: the messages that have arrived are scored together, in groups, on the blocking
//! pool under one concurrency slot per group and within the call's deadline.
//!
//! As served, the stream carries its messages as bytes ([`route`]): each group is decoded,
//! scored and its answers encoded in one job on the blocking pool, into one buffer the answers
//! share. The I/O thread only moves bytes, and the many small allocations of a message and its
//! answer are made and freed on the same thread (an answer built on the blocking pool and freed
//! by the I/O thread after encoding cost about as much in the allocator as the scoring itself).
//! The `Scoring` trait's method runs the same loop over decoded messages.

use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use futures_util::FutureExt;
use tokio_stream::{Stream, StreamExt};
use tonic::{Request, Response, Status};

use super::{Deadline, RawCodec, ScoringService, from_pb, lang_hint, pb, score_pb, to_pb};
use crate::api::error::Allowance;
use crate::api::{ApiError, ErrorKind};
use crate::engine::ruleset::{Lang, Ruleset};
use crate::engine::score::Score;
use crate::types as t;
use crate::types::MAX_STREAM;

/// Most messages of a stream scored together under one slot. Every group is one job on the
/// blocking pool, so its hand-over (a wake-up and two context switches on a loaded core) is paid
/// per group: with 1,024 rather than 256 an 800-hand stream is mostly one group, and one server
/// core streams about 11% more hands (docs/load-testing.md, "Throughput per core"). A group's
/// answers take about 0.7 MiB.
const GROUP: usize = 1024;

/// Room per answer in a group's buffer.
pub(super) const ANSWER_BYTES: usize = 1024;

/// Groups of answers waiting for the connection to take them.
const QUEUED_GROUPS: usize = 2;

/// A stream's messages as the scoring loop takes them and its answers as it gives them.
pub(super) trait Wire: Send + 'static {
    type In: Send + 'static;
    type Out: Send + 'static;
    /// The answers of a group as they are added.
    type Group;
    /// The message's size on the wire (the problem allowance grows with it).
    fn len(m: &Self::In) -> usize;
    /// The request in the message, or why it is refused (a message that cannot be decoded
    /// ends the stream with the status tonic gives such a message).
    fn read(m: Self::In) -> Result<Result<t::HandRequest, ApiError>, Status>;
    /// Room for `n` answers.
    fn group(n: usize) -> Self::Group;
    /// Adds the answer of message `index`: a score (written with `answers` where it is encoded).
    fn scored(g: &mut Self::Group, answers: &score_pb::Answers, index: u32, set: &Ruleset, s: &Score, lang: Lang);
    /// Adds the answer of message `index`: its problem.
    fn problem(g: &mut Self::Group, index: u32, p: pb::Problem);
    /// The answers as sent.
    fn finish(g: Self::Group) -> Vec<Self::Out>;
}

fn problem_result(index: u32, p: pb::Problem) -> pb::ScoreHandsResult {
    pb::ScoreHandsResult { index, result: Some(pb::score_hands_result::Result::Error(p)) }
}

/// Decoded messages (the `Scoring` trait's method).
pub(super) struct Decoded;

impl Wire for Decoded {
    type In = pb::HandRequest;
    type Out = pb::ScoreHandsResult;
    type Group = Vec<pb::ScoreHandsResult>;
    fn len(m: &pb::HandRequest) -> usize {
        prost::Message::encoded_len(m)
    }
    fn read(m: pb::HandRequest) -> Result<Result<t::HandRequest, ApiError>, Status> {
        Ok(from_pb::hand_request(&m))
    }
    fn group(n: usize) -> Self::Group {
        Vec::with_capacity(n)
    }
    fn scored(g: &mut Self::Group, _: &score_pb::Answers, index: u32, set: &Ruleset, s: &Score, lang: Lang) {
        let score = to_pb::score(crate::api::ops::score_body(set, s, lang));
        g.push(pb::ScoreHandsResult { index, result: Some(pb::score_hands_result::Result::Score(score)) });
    }
    fn problem(g: &mut Self::Group, index: u32, p: pb::Problem) {
        g.push(problem_result(index, p));
    }
    fn finish(g: Self::Group) -> Vec<pb::ScoreHandsResult> {
        g
    }
}

/// Messages as bytes (the served route): each answer written straight from the engine's score
/// ([`score_pb`]) into one buffer the group's answers share, and cut from it when the group is
/// done.
pub(super) struct Encoded;

impl Wire for Encoded {
    type In = Bytes;
    type Out = Bytes;
    /// The group's buffer and where each answer in it ends.
    type Group = (Vec<u8>, Vec<usize>);
    fn len(m: &Bytes) -> usize {
        m.len()
    }
    /// Read straight from the bytes where [`from_pb::hand_request_bytes`] takes them, else
    /// decoded into the message first.
    fn read(m: Bytes) -> Result<Result<t::HandRequest, ApiError>, Status> {
        if let Some(r) = from_pb::hand_request_bytes(&m) {
            return Ok(Ok(r));
        }
        // As the service's codec reports it.
        let msg: pb::HandRequest = prost::Message::decode(m).map_err(|e| super::codec::decode_status(&e))?;
        Ok(from_pb::hand_request(&msg))
    }
    fn group(n: usize) -> Self::Group {
        // Room for typical answers (about 700 bytes); the buffer grows when they need more.
        (Vec::with_capacity(n * ANSWER_BYTES), Vec::with_capacity(n))
    }
    fn scored(
        (buf, ends): &mut Self::Group,
        answers: &score_pb::Answers,
        index: u32,
        set: &Ruleset,
        s: &Score,
        lang: Lang,
    ) {
        answers.scored_result(buf, index, set, s, lang);
        ends.push(buf.len());
    }
    fn problem((buf, ends): &mut Self::Group, index: u32, p: pb::Problem) {
        let _ = prost::Message::encode(&problem_result(index, p), buf);
        ends.push(buf.len());
    }
    fn finish((buf, ends): Self::Group) -> Vec<Bytes> {
        let all = Bytes::from(buf);
        let mut start = 0;
        ends.into_iter()
            .map(|end| {
                let answer = all.slice(start..end);
                start = end;
                answer
            })
            .collect()
    }
}

/// The answers of a stream: the groups the scoring loop queued, one answer at a time.
struct Answers<O> {
    groups: tokio::sync::mpsc::Receiver<Result<Vec<O>, Status>>,
    ready: std::vec::IntoIter<O>,
}

// Answers are moved out of the queue, never pinned.
impl<O> Unpin for Answers<O> {}

impl<O> Stream for Answers<O> {
    type Item = Result<O, Status>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<O, Status>>> {
        loop {
            if let Some(o) = self.ready.next() {
                return Poll::Ready(Some(Ok(o)));
            }
            match self.groups.poll_recv(cx) {
                Poll::Ready(Some(Ok(group))) => self.ready = group.into_iter(),
                Poll::Ready(Some(Err(s))) => return Poll::Ready(Some(Err(s))),
                Poll::Ready(None) => return Poll::Ready(None),
                Poll::Pending => return Poll::Pending,
            }
        }
    }
}

/// An answer stream.
pub(super) type Answering<O> = Pin<Box<dyn Stream<Item = Result<O, Status>> + Send>>;

/// Scores a stream: reads the messages that have arrived (at most [`GROUP`]), scores them in one
/// job on the blocking pool under one concurrency slot (or answers each with 503 when none is
/// free), queues their answers and goes on; past the deadline the stream ends with
/// DEADLINE_EXCEEDED, past [`MAX_STREAM`] messages with RESOURCE_EXHAUSTED.
pub(super) fn score<W: Wire>(
    svc: ScoringService,
    req: Request<impl Stream<Item = Result<W::In, Status>> + Send + Unpin + 'static>,
) -> Answering<W::Out> {
    let hint = lang_hint(&req);
    let deadline = req.extensions().get::<Deadline>().map(|d| d.0);
    let mut input = req.into_inner();
    let (tx, rx) = tokio::sync::mpsc::channel(QUEUED_GROUPS);
    tokio::spawn(async move {
        let late = || Status::deadline_exceeded("the stream took longer than the time limit");
        let mut index: u32 = 0;
        let mut allowance = Allowance::for_bytes(0);
        loop {
            let next = match deadline {
                Some(d) => tokio::time::timeout_at(d, input.next()).await.unwrap_or_else(|_| Some(Err(late()))),
                None => input.next().await,
            };
            let Some(first) = next else { break };
            // The messages that have already arrived are scored together.
            let mut group = vec![first];
            while group.len() < GROUP && group.last().is_some_and(Result::is_ok) {
                match input.next().now_or_never() {
                    Some(Some(m)) => group.push(m),
                    _ => break,
                }
            }
            let mut stop = None;
            let mut msgs = Vec::with_capacity(group.len());
            for m in group {
                match m {
                    Ok(_) if index as usize + msgs.len() >= MAX_STREAM => {
                        stop = Some(Status::resource_exhausted("at most 100,000 requests per stream"));
                        break;
                    }
                    Ok(m) => msgs.push(m),
                    Err(e) => {
                        stop = Some(broken_stream(e));
                        break;
                    }
                }
            }
            let first_index = index;
            let results = match svc.permits.clone().try_acquire_owned() {
                Err(_) => {
                    let shed = || ApiError::new(ErrorKind::Overloaded, "too many requests in flight; retry shortly");
                    let mut results = W::group(msgs.len());
                    for (index, _) in (first_index..).zip(&msgs) {
                        W::problem(&mut results, index, to_pb::problem(shed().problem()));
                    }
                    Ok((W::finish(results), None))
                }
                Ok(permit) => {
                    for m in &msgs {
                        allowance.grow(W::len(m));
                    }
                    let (svc, mut a) = (svc.clone(), allowance.clone());
                    // Decoded, scored and encoded on the blocking pool, under the slot and
                    // within the deadline.
                    let job = crate::server::heavy(move || {
                        let _permit = permit;
                        let mut results = W::group(msgs.len());
                        let mut broken = None;
                        for (index, m) in (first_index..).zip(msgs) {
                            match W::read(m) {
                                Ok(r) => svc.stream_item::<W>(&mut results, index, r, hint, &mut a),
                                Err(s) => {
                                    broken = Some(s);
                                    break;
                                }
                            }
                        }
                        (W::finish(results), a, broken)
                    });
                    let done = match deadline {
                        Some(d) => tokio::time::timeout_at(d, job).await.map_err(|_| late()),
                        None => Ok(job.await),
                    };
                    match done {
                        Ok(Ok((out, a, broken))) => {
                            allowance = a;
                            Ok((out, broken))
                        }
                        Ok(Err(e)) => Err(Status::internal(e.to_string())),
                        Err(s) => Err(s),
                    }
                }
            };
            let (results, broken) = match results {
                Ok(r) => r,
                Err(s) => {
                    let _ = tx.send(Err(s)).await;
                    break;
                }
            };
            index += results.len() as u32;
            if tx.send(Ok(results)).await.is_err() {
                return;
            }
            if let Some(s) = broken.or(stop) {
                let _ = tx.send(Err(s)).await;
                break;
            }
        }
    });
    Box::pin(Answers { groups: rx, ready: Vec::new().into_iter() })
}

/// The status a broken request stream ends with: tonic reports a cut frame or a wrong compression
/// flag as INTERNAL, but they are the caller's mistake: INVALID_ARGUMENT (`invalid_message`).
fn broken_stream(e: Status) -> Status {
    if e.code() != tonic::Code::Internal {
        return e;
    }
    let msg = format!("the request stream is broken: {}", e.message());
    super::status(&ApiError::field(ErrorKind::BadRequest, "", "invalid_message", msg))
}

struct Handler(ScoringService);

impl tonic::server::StreamingService<Bytes> for Handler {
    type Response = Bytes;
    type ResponseStream = Answering<Bytes>;
    type Future = std::future::Ready<Result<Response<Answering<Bytes>>, Status>>;

    fn call(&mut self, req: Request<tonic::Streaming<Bytes>>) -> Self::Future {
        std::future::ready(Ok(Response::new(score::<Encoded>(self.0.clone(), req))))
    }
}

/// The route of `ScoreHands`: messages as bytes (see the module documentation), each at most
/// `max` bytes.
pub(super) fn route(
    svc: ScoringService,
    max: usize,
) -> impl tower::Service<
    http::Request<axum::body::Body>,
    Response = http::Response<tonic::body::Body>,
    Error = Infallible,
    Future = impl Send + 'static,
> + Clone
+ Send
+ Sync
+ 'static {
    tower::service_fn(move |req: http::Request<axum::body::Body>| {
        let svc = svc.clone();
        async move {
            let mut grpc = tonic::server::Grpc::new(RawCodec).apply_max_message_size_config(Some(max), None);
            let handler = Handler(svc);
            Ok::<_, Infallible>(grpc.streaming(handler, req).await)
        }
    })
}
