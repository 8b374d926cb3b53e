//! `ScoreHands`: the messages that have arrived are scored together, in groups, on the blocking
//! pool under one concurrency slot per group and within the call's deadline.
//!
//! tonic decodes each message (the service's codec: an undecodable one ends the stream with
//! INVALID_ARGUMENT) and encodes each answer; a group's messages are read into the contract,
//! scored and written into their answers in one job on the blocking pool.

use std::pin::Pin;
use std::task::{Context, Poll};

use futures_util::FutureExt;
use tokio_stream::{Stream, StreamExt};
use tonic::{Request, Status};

use super::unary::FRAME_HEADER;
use super::{Deadline, ScoringService, lang_hint, pb};
use crate::api::error::Allowance;
use crate::api::{ApiError, ErrorKind};
use crate::types::MAX_STREAM;

/// Most messages of a stream scored together under one slot. Every group is one job on the
/// blocking pool, so its hand-over (a wake-up and two context switches on a loaded core) is paid
/// per group: with 1,024 rather than 256 an 800-hand stream is mostly one group, and one server
/// core streams about 11% more hands (docs/load-testing.md, "Throughput per core"). A group's
/// answers take about 0.7 MiB.
const GROUP: usize = 1024;

/// Groups of answers waiting for the connection to take them.
const QUEUED_GROUPS: usize = 2;

/// The answers of a stream may take this many bytes per byte received (frame headers counted)...
const ANSWER_RATIO: usize = 8;
/// ... plus this many.
const ANSWER_SLACK: usize = 16 * 1024;

/// What a stream has received, and answered with problems, in bytes: a problem that would take
/// them past [`ANSWER_RATIO`] times what was received (plus [`ANSWER_SLACK`]) is answered with its
/// status and title alone, its problems counted in `more_errors`. A stream of empty messages (five
/// bytes each, every one missing its fields) would otherwise be answered with about 120 bytes a
/// message: an answer twenty times its request (found by fuzzing `grpc_stream`). A score's answer
/// is not counted (nor measured, which would cost a streamed hand a tenth more): its size follows
/// from the hand the request holds.
#[derive(Clone, Copy, Debug, Default)]
struct Sizes {
    received: usize,
    answered: usize,
}

impl Sizes {
    /// Counts a problem's bytes, first reducing it to status and title when it does not fit.
    fn answer(&mut self, mut r: pb::ScoreHandsResult) -> pb::ScoreHandsResult {
        use prost::Message;
        if matches!(r.result, Some(pb::score_hands_result::Result::Error(_))) {
            let budget = ANSWER_RATIO.saturating_mul(self.received).saturating_add(ANSWER_SLACK);
            if self.answered + r.encoded_len() + FRAME_HEADER > budget
                && let Some(pb::score_hands_result::Result::Error(p)) = r.result.as_mut()
            {
                p.more_errors = p.more_errors.saturating_add(p.errors.len() as u32);
                p.errors = Vec::new();
                p.detail = String::new();
            }
            self.answered += r.encoded_len() + FRAME_HEADER;
        }
        r
    }
}

/// The answers of a stream: the groups the scoring loop queued, one answer at a time.
struct Answers {
    groups: tokio::sync::mpsc::Receiver<Result<Vec<pb::ScoreHandsResult>, Status>>,
    ready: std::vec::IntoIter<pb::ScoreHandsResult>,
}

// Answers are moved out of the queue, never pinned.
impl Unpin for Answers {}

impl Stream for Answers {
    type Item = Result<pb::ScoreHandsResult, Status>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<pb::ScoreHandsResult, Status>>> {
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
pub(super) type Answering = Pin<Box<dyn Stream<Item = Result<pb::ScoreHandsResult, Status>> + Send>>;

/// Scores a stream: reads the messages that have arrived (at most [`GROUP`]), scores them in one
/// job on the blocking pool under one concurrency slot (or answers each with 503 when none is
/// free), queues their answers and goes on; past the deadline the stream ends with
/// DEADLINE_EXCEEDED, past [`MAX_STREAM`] messages with RESOURCE_EXHAUSTED.
pub(super) fn score(
    svc: ScoringService,
    req: Request<impl Stream<Item = Result<pb::HandRequest, Status>> + Send + Unpin + 'static>,
) -> Answering {
    let hint = lang_hint(&req);
    let deadline = req.extensions().get::<Deadline>().map(|d| d.0);
    let mut input = req.into_inner();
    let (tx, rx) = tokio::sync::mpsc::channel(QUEUED_GROUPS);
    tokio::spawn(async move {
        let late = || Status::deadline_exceeded("the stream took longer than the time limit");
        let mut index: u32 = 0;
        let mut allowance = Allowance::for_bytes(0);
        let mut sizes = Sizes::default();
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
                    let results = (first_index..)
                        .zip(&msgs)
                        .map(|(index, m)| {
                            sizes.received += prost::Message::encoded_len(m) + FRAME_HEADER;
                            sizes.answer(pb::ScoreHandsResult {
                                index,
                                result: Some(pb::score_hands_result::Result::Error(shed().problem().into())),
                            })
                        })
                        .collect();
                    Ok(results)
                }
                Ok(permit) => {
                    let (svc, mut a, mut z) = (svc.clone(), allowance.clone(), sizes);
                    // Read into the contract, scored and written on the blocking pool, under the
                    // slot and within the deadline.
                    let job = crate::server::heavy(move || {
                        let _permit = permit;
                        let results: Vec<_> = (first_index..)
                            .zip(msgs)
                            .map(|(index, m)| {
                                let len = prost::Message::encoded_len(&m);
                                a.grow(len);
                                z.received += len + FRAME_HEADER;
                                z.answer(svc.stream_item(index, m, hint, &mut a))
                            })
                            .collect();
                        (results, a, z)
                    });
                    let done = match deadline {
                        Some(d) => tokio::time::timeout_at(d, job).await.map_err(|_| late()),
                        None => Ok(job.await),
                    };
                    match done {
                        Ok(Ok((out, a, z))) => {
                            allowance = a;
                            sizes = z;
                            Ok(out)
                        }
                        Ok(Err(e)) => Err(Status::internal(e.to_string())),
                        Err(s) => Err(s),
                    }
                }
            };
            let results = match results {
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
            if let Some(s) = stop {
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
