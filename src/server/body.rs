//! Reading a request body whole before any work starts on it: within the message size limit, by
//! a deadline, and within the process-wide budget of bytes held in request bodies.
//!
//! Both transports read their bodies here (REST bodies, gRPC unary messages), so a request holds
//! a concurrency slot only once its message is in (a client that sends slowly holds no slot),
//! and the bytes all clients have in flight at once stay within one bound however many
//! connections and streams they open.

use std::sync::Arc;

use bytes::{Bytes, BytesMut};
use http_body_util::BodyExt;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

/// The budget counts in units of this many bytes.
const UNIT: usize = 1024;

/// The bytes that request bodies being read or worked on may hold at once, shared by both
/// listeners.
#[derive(Clone, Debug)]
pub struct BodyBudget {
    units: Arc<Semaphore>,
}

impl BodyBudget {
    pub fn new(bytes: usize) -> BodyBudget {
        let units = bytes.div_ceil(UNIT).clamp(1, Semaphore::MAX_PERMITS);
        BodyBudget { units: Arc::new(Semaphore::new(units)) }
    }

    /// Room for `bytes` bytes in all, added to `held`; false when the budget is spent.
    fn grow(&self, held: &mut Held, bytes: usize) -> bool {
        let want = bytes.div_ceil(UNIT);
        let have = held.0.as_ref().map_or(0, OwnedSemaphorePermit::num_permits);
        if want <= have {
            return true;
        }
        let Ok(more) = self.units.clone().try_acquire_many_owned((want - have) as u32) else { return false };
        match &mut held.0 {
            Some(p) => p.merge(more),
            None => held.0 = Some(more),
        }
        true
    }
}

/// Room taken in the budget, given back when dropped.
#[derive(Debug, Default)]
pub struct Held(Option<OwnedSemaphorePermit>);

/// Why a body was not read.
#[derive(Debug)]
pub enum BodyError {
    /// Over the limit after this many bytes.
    TooLarge(u64),
    /// The budget of bytes held in bodies is spent: the service is overloaded.
    Busy(u64),
    /// The deadline passed first.
    Slow,
    /// The body broke off (the client reset the stream or closed the connection).
    Broken(String),
}

/// Reads `body` whole: at most `max` bytes, by `deadline`, within `budget`. A body of one frame
/// (the usual case) is not copied. On [`BodyError::TooLarge`] and [`BodyError::Busy`] the rest
/// of the body is still unread: see [`discard`].
pub async fn read_whole<B>(
    body: &mut B,
    max: usize,
    budget: &BodyBudget,
    deadline: Instant,
) -> Result<(Bytes, Held), BodyError>
where
    B: http_body::Body<Data = Bytes> + Unpin,
    B::Error: std::fmt::Display,
{
    let read = async {
        let mut held = Held::default();
        let mut first: Option<Bytes> = None;
        let mut more = BytesMut::new();
        let mut len = 0usize;
        while !body.is_end_stream() {
            let Some(frame) = body.frame().await else { break };
            let Ok(data) = frame.map_err(|e| BodyError::Broken(e.to_string()))?.into_data() else { continue };
            len += data.len();
            if len > max {
                return Err(BodyError::TooLarge(len as u64));
            }
            if !budget.grow(&mut held, len) {
                return Err(BodyError::Busy(len as u64));
            }
            match &first {
                None => first = Some(data),
                Some(f) => {
                    if more.is_empty() {
                        more.reserve(f.len() + data.len());
                        more.extend_from_slice(f);
                    }
                    more.extend_from_slice(&data);
                }
            }
        }
        let bytes = if more.is_empty() { first.unwrap_or_default() } else { more.freeze() };
        Ok((bytes, held))
    };
    super::deadline::within(deadline, read).await.unwrap_or(Err(BodyError::Slow))
}

/// Reads on and throws away what is left of a body, until `read` bytes in all have come, the
/// body ends or `deadline` passes: an HTTP/1.1 answer sent while the client is still sending may
/// otherwise be lost to a reset connection.
pub async fn discard<B>(body: &mut B, mut read: u64, up_to: u64, deadline: Instant)
where
    B: http_body::Body<Data = Bytes> + Unpin,
{
    let drain = async {
        while read <= up_to && !body.is_end_stream() {
            match body.frame().await {
                Some(Ok(f)) => read += f.data_ref().map_or(0, |d| d.len() as u64),
                Some(Err(_)) | None => break,
            }
        }
    };
    let _ = tokio::time::timeout_at(deadline, drain).await;
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body_util::{Full, StreamBody};
    use std::time::Duration;

    fn later() -> Instant {
        Instant::now() + Duration::from_secs(5)
    }

    #[tokio::test]
    async fn reads_within_the_limit_and_the_budget() {
        let budget = BodyBudget::new(10 * 1024);
        let mut body = Full::new(Bytes::from(vec![b'x'; 3000]));
        let (bytes, held) = read_whole(&mut body, 4000, &budget, later()).await.unwrap();
        assert_eq!(bytes.len(), 3000);
        assert_eq!(budget.units.available_permits(), 7);
        // Over the limit; then over what is left of the budget.
        let mut body = Full::new(Bytes::from(vec![b'x'; 5000]));
        assert!(matches!(read_whole(&mut body, 4000, &budget, later()).await, Err(BodyError::TooLarge(5000))));
        let mut body = Full::new(Bytes::from(vec![b'x'; 8000]));
        assert!(matches!(read_whole(&mut body, 9000, &budget, later()).await, Err(BodyError::Busy(8000))));
        drop(held);
        assert_eq!(budget.units.available_permits(), 10);
    }

    #[tokio::test]
    async fn a_slow_body_misses_its_deadline() {
        let budget = BodyBudget::new(1 << 20);
        let frames = tokio_stream::iter(vec![Ok::<_, std::convert::Infallible>(http_body::Frame::data(
            Bytes::from_static(b"{"),
        ))])
        .chain(tokio_stream::pending());
        use tokio_stream::StreamExt;
        let mut body = StreamBody::new(frames);
        let deadline = Instant::now() + Duration::from_millis(20);
        assert!(matches!(read_whole(&mut body, 100, &budget, deadline).await, Err(BodyError::Slow)));
    }

    #[tokio::test]
    async fn frames_are_joined() {
        let budget = BodyBudget::new(1 << 20);
        let frames =
            (0..3).map(|i| Ok::<_, std::convert::Infallible>(http_body::Frame::data(Bytes::from(vec![b'a' + i; 2]))));
        let mut body = StreamBody::new(tokio_stream::iter(frames));
        let (bytes, _) = read_whole(&mut body, 100, &budget, later()).await.unwrap();
        assert_eq!(&bytes[..], b"aabbcc");
    }
}
