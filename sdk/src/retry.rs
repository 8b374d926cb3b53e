//! Which failed calls are sent again, and how often: the one retry path of both clients (and of
//! the workspace's load tool).
//!
//! Every operation of the service computes its answer from the request alone, so a call that
//! failed at its connection can be sent again safely, on another connection. Three failures
//! qualify ([`ConnectionFailure`]), recognised from the error's chain of sources:
//!
//! - **refused**: no connection could be made (connection refused, unreachable, connect timeout,
//!   TLS handshake): the call never left the client;
//! - **closing**: the connection was closing when the call went out (an HTTP/2 GOAWAY or
//!   `REFUSED_STREAM`, an HTTP/1.1 connection closed after `Connection: close`): the service did
//!   not work on it;
//! - **lost**: the call went out and its connection was lost before the answer (reset, closed,
//!   broken pipe: a replica killed, a proxy dropping it): the service may or may not have worked
//!   on it.
//!
//! Nothing else is sent again: no answer of the server (any HTTP status, any gRPC status the
//! server sent), no timeout (the client's per-call timeout covers every send of a call; a
//! `DEADLINE_EXCEEDED`, an HTTP/2 keep-alive timeout), no reset of one stream by the server, no
//! answer that cannot be read.
//!
//! A call is sent again at most [`CONNECTION_RETRIES`] times, and at most [`LOST_RETRIES`] time
//! after it was lost (a request that brings its replica down is not carried to every other one),
//! and only while the client's [`RetryBudget`] allows: every send again takes from it, every call
//! adds to it, so that resends stay a small share of the calls and a failing fleet is not stormed.
//! A lost call is sent again after a short random pause ([`LOST_PAUSE`]): a replica killed with
//! SIGKILL still completes the handshake of a connection or two while it dies, and a balancer in
//! front (haproxy, kube-proxy) may place the resend's new connection there until it knows; the
//! pause also spreads the resends of the calls a replica lost at once.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use tower::retry::budget::{Budget, TpsBudget};

use crate::error::{Error, ErrorKind};

/// How many times a call that failed at its connection is sent again, at most.
pub const CONNECTION_RETRIES: u32 = 2;

/// How many times a call lost with its connection ([`ConnectionFailure::Lost`]) is sent again, at
/// most.
pub const LOST_RETRIES: u32 = 1;

/// How long a call lost with its connection waits before it is sent again: a random time in this
/// range.
pub const LOST_PAUSE: std::ops::RangeInclusive<Duration> = Duration::from_millis(20)..=Duration::from_millis(40);

/// How a call failed at its connection (see [`connection_failure`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ConnectionFailure {
    /// No connection could be made (refused, unreachable, connect timeout, TLS handshake): the
    /// call never left the client.
    Refused,
    /// The connection was closing when the call went out (HTTP/2 GOAWAY or `REFUSED_STREAM`; an
    /// HTTP/1.1 connection closed after its last answer): the service did not work on it.
    Closing,
    /// The call went out and its connection was lost before the answer came (reset, closed,
    /// broken pipe): the service may or may not have worked on it.
    Lost,
}

/// How a call failed at its connection, read from the chain of sources of its error (a gRPC
/// [`tonic::Status`], a `hyper` or `reqwest` error):
///
/// - [`Refused`](ConnectionFailure::Refused): tonic's `ConnectError`, or an I/O error "connection
///   refused", "address not available", "host/network unreachable";
/// - [`Closing`](ConnectionFailure::Closing): the server's HTTP/2 GOAWAY or `REFUSED_STREAM`, a
///   request hyper dropped unsent (canceled, its connection closed);
/// - [`Lost`](ConnectionFailure::Lost): an HTTP/1.1 answer cut short ("connection closed before
///   message completed"), an HTTP/2 connection's I/O error, an I/O error "connection reset",
///   "connection aborted", "broken pipe", "unexpected end of file", "not connected".
///
/// `None` for everything else: every answer of the server (an HTTP status, a gRPC status the
/// server sent: they have no source), every timeout (tonic's `TimeoutExpired`, hyper's, an I/O
/// "timed out"), a stream reset by the server, an HTTP/2 protocol error, an answer that cannot be
/// read.
pub fn connection_failure(error: &(dyn std::error::Error + 'static)) -> Option<ConnectionFailure> {
    let mut next = Some(error);
    while let Some(e) = next {
        // tonic's own per-request timeout (`grpc-timeout` on the client): a timeout.
        if e.is::<tonic::TimeoutExpired>() {
            return None;
        }
        if e.is::<tonic::ConnectError>() {
            return Some(ConnectionFailure::Refused);
        }
        if let Some(h) = e.downcast_ref::<hyper::Error>() {
            if h.is_timeout() {
                return None;
            }
            // Dropped before it was written: the connection was closing (or closed) first.
            if h.is_canceled() || h.is_closed() {
                return Some(ConnectionFailure::Closing);
            }
            // HTTP/1.1: the connection ended before the answer did.
            if h.is_incomplete_message() {
                return Some(ConnectionFailure::Lost);
            }
        }
        if let Some(h) = e.downcast_ref::<h2::Error>() {
            // The server's GOAWAY: the call was not taken (a stream past its last stream id), or
            // hyper gave it up while opening it although the server took it (hyperium/hyper#2500).
            if h.is_remote() && (h.is_go_away() || h.reason() == Some(h2::Reason::REFUSED_STREAM)) {
                return Some(ConnectionFailure::Closing);
            }
            // The connection's I/O failed; any other HTTP/2 error (a stream reset by the server,
            // a protocol error) is not a lost connection.
            return h.get_io().and_then(io_failure);
        }
        if let Some(io) = e.downcast_ref::<std::io::Error>() {
            if let Some(f) = io_failure(io) {
                return Some(f);
            }
            // An error wrapped in an I/O error: its `source()` skips the wrapped error itself.
            if let Some(inner) = io.get_ref() {
                next = Some(inner);
                continue;
            }
        }
        next = e.source();
    }
    None
}

fn io_failure(e: &std::io::Error) -> Option<ConnectionFailure> {
    use std::io::ErrorKind::*;
    match e.kind() {
        ConnectionRefused | AddrNotAvailable | HostUnreachable | NetworkUnreachable => Some(ConnectionFailure::Refused),
        ConnectionReset | ConnectionAborted | BrokenPipe | UnexpectedEof | NotConnected => {
            Some(ConnectionFailure::Lost)
        }
        _ => None,
    }
}

/// Whether a gRPC call failed because its connection was closing (the server's GOAWAY: connection
/// ageing, a drain) rather than because of the call: the HTTP/2 client dropped it unsent, or the
/// server's GOAWAY said it was not taken (a stream after the GOAWAY's last stream id), or the
/// client gave it up although the server had taken it. The last happens in hyper's HTTP/2 client
/// when the GOAWAY arrives while the call's stream is still being opened (hyperium/hyper#2500):
/// one or two calls in 3,000, each on a fresh connection during a drain, traced. Every operation
/// of the service is a pure function of its request, so such a call can be sent again at no risk;
/// the clients of this crate do so themselves. The same as
/// `connection_failure(status) == Some(ConnectionFailure::Closing)`.
pub fn is_refused_unsent(status: &tonic::Status) -> bool {
    connection_failure(status) == Some(ConnectionFailure::Closing)
}

/// How many calls may be sent again: a token bucket over a sliding window of 10 s (tower's
/// `TpsBudget`, Finagle's retry budget). Every call puts `ratio` of a token in, every send again
/// takes one out; on top of that `min_per_sec` resends per second are always allowed, so that a
/// client making few calls still gets its resends. The default, 10 per second plus 20 % of the
/// calls, lets every call of a healthy service whose replica dies be sent again, but not every
/// call of a service that is failing everywhere.
///
/// Cheap to clone: clones share one bucket. A client gets its own unless given one
/// ([`ClientBuilder::retry_budget`](crate::ClientBuilder::retry_budget)); give the same one to
/// several clients to share it. `RetryBudget::new(0, 0.0)` allows no resend at all.
#[derive(Clone)]
pub struct RetryBudget {
    bucket: Arc<TpsBudget>,
    min_per_sec: u32,
    ratio: f32,
}

/// The window over which calls and resends are counted.
const WINDOW: Duration = Duration::from_secs(10);

impl RetryBudget {
    /// A budget of `min_per_sec` resends per second plus `ratio` (0 to 1: 0.2 is 20 %) of the
    /// calls.
    pub fn new(min_per_sec: u32, ratio: f32) -> Result<RetryBudget, Error> {
        if !(ratio.is_finite() && (0.0..=1.0).contains(&ratio)) {
            return Err(Error::new(ErrorKind::InvalidInput, format!("retry ratio {ratio} is not between 0 and 1")));
        }
        if min_per_sec > 1_000_000 {
            return Err(Error::new(
                ErrorKind::InvalidInput,
                format!("{min_per_sec} resends per second is more than 1000000"),
            ));
        }
        Ok(RetryBudget { bucket: Arc::new(TpsBudget::new(WINDOW, min_per_sec, ratio)), min_per_sec, ratio })
    }

    /// A new call: adds to the budget and gives the call's count of resends.
    pub fn call(&self) -> Resends<'_> {
        self.bucket.deposit();
        Resends { budget: self, count: 0, lost: 0 }
    }
}

impl Default for RetryBudget {
    /// 10 resends per second plus 20 % of the calls.
    fn default() -> RetryBudget {
        RetryBudget { bucket: Arc::new(TpsBudget::new(WINDOW, 10, 0.2)), min_per_sec: 10, ratio: 0.2 }
    }
}

impl fmt::Debug for RetryBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RetryBudget").field("min_per_sec", &self.min_per_sec).field("ratio", &self.ratio).finish()
    }
}

/// One call's resends: decides whether, and after which pause, it is sent again after a failure
/// ([`again`](Self::again)).
#[derive(Debug)]
pub struct Resends<'a> {
    budget: &'a RetryBudget,
    count: u32,
    lost: u32,
}

impl Resends<'_> {
    /// Whether the call, which failed with `failure` (`None`: not at its connection), is sent
    /// again, and after which pause (zero, or [`LOST_PAUSE`] after a loss); when it is, the resend
    /// is counted and taken from the budget. `None` when the failure is not a connection's, after
    /// [`CONNECTION_RETRIES`] resends, after a second loss ([`LOST_RETRIES`]), or when the budget
    /// is spent.
    pub fn again(&mut self, failure: Option<ConnectionFailure>) -> Option<Duration> {
        let failure = failure?;
        let lost = failure == ConnectionFailure::Lost;
        if self.count >= CONNECTION_RETRIES || (lost && self.lost >= LOST_RETRIES) || !self.budget.bucket.withdraw() {
            return None;
        }
        self.count += 1;
        self.lost += u32::from(lost);
        if !lost {
            return Some(Duration::ZERO);
        }
        let (low, high) = (LOST_PAUSE.start().as_micros() as u64, LOST_PAUSE.end().as_micros() as u64);
        Some(Duration::from_micros(fastrand::u64(low..=high)))
    }

    /// How many times the call was sent again.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// How many of those followed a loss ([`ConnectionFailure::Lost`]).
    pub fn lost(&self) -> u32 {
        self.lost
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ConnectionFailure::*;

    #[test]
    fn at_most_twice_and_once_after_a_loss() {
        let budget = RetryBudget::default();
        let mut r = budget.call();
        assert_eq!(r.again(None), None, "not a connection's failure");
        assert_eq!(r.again(Some(Closing)), Some(Duration::ZERO));
        assert_eq!(r.again(Some(Refused)), Some(Duration::ZERO));
        assert_eq!(r.again(Some(Closing)), None, "a third time");
        assert_eq!((r.count(), r.lost()), (2, 0));
        let mut r = budget.call();
        let pause = r.again(Some(Lost)).expect("sent again");
        assert!(LOST_PAUSE.contains(&pause), "{pause:?}");
        assert_eq!(r.again(Some(Lost)), None, "lost twice");
        assert_eq!(r.again(Some(Closing)), Some(Duration::ZERO));
        assert_eq!((r.count(), r.lost()), (2, 1));
    }

    #[test]
    fn the_budget_runs_out_and_calls_refill_it() {
        // 1 per second over 10 s: 10 resends in reserve, nothing from the calls.
        let budget = RetryBudget::new(1, 0.0).expect("budget");
        let sent_again = (0..15).filter(|_| budget.call().again(Some(Lost)).is_some()).count();
        assert_eq!(sent_again, 10);
        // Half of the calls: 10 more calls pay for 5 resends.
        let budget = RetryBudget::new(0, 0.5).expect("budget");
        assert_eq!(budget.call().again(Some(Closing)), None, "nothing in the budget yet");
        for _ in 0..10 {
            let _ = budget.call();
        }
        let sent_again = (0..10).filter(|_| budget.bucket.withdraw()).count();
        // The 10 calls above and the first one: 11 halves.
        assert_eq!(sent_again, 5);
        let none = RetryBudget::new(0, 0.0).expect("budget");
        assert_eq!(none.call().again(Some(Refused)), None);
    }

    #[test]
    fn bad_budgets() {
        for ratio in [-0.1, 1.5, f32::NAN, f32::INFINITY] {
            assert_eq!(RetryBudget::new(10, ratio).map(|_| ()).map_err(|e| e.kind()), Err(ErrorKind::InvalidInput));
        }
        assert!(RetryBudget::new(2_000_000, 0.1).is_err());
        assert_eq!(format!("{:?}", RetryBudget::default()), "RetryBudget { min_per_sec: 10, ratio: 0.2 }");
    }

    #[test]
    fn failures_from_the_chain() {
        use std::io;
        let io = |k| io::Error::new(k, "x");
        assert_eq!(connection_failure(&io(io::ErrorKind::ConnectionReset)), Some(Lost));
        assert_eq!(connection_failure(&io(io::ErrorKind::UnexpectedEof)), Some(Lost));
        assert_eq!(connection_failure(&io(io::ErrorKind::ConnectionRefused)), Some(Refused));
        assert_eq!(connection_failure(&io(io::ErrorKind::TimedOut)), None);
        // Deeper in the chain: an I/O error inside another error.
        let wrapped = io::Error::other(io(io::ErrorKind::BrokenPipe));
        assert_eq!(connection_failure(&wrapped), Some(Lost));
        let status = |e: Box<dyn std::error::Error + Send + Sync>| tonic::Status::from_error(e);
        assert_eq!(connection_failure(&status(Box::new(io(io::ErrorKind::ConnectionAborted)))), Some(Lost));
        assert_eq!(
            connection_failure(&status(Box::new(tonic::ConnectError(Box::new(io(io::ErrorKind::TimedOut)))))),
            Some(Refused)
        );
        // HTTP/2: a reason of our own, not the server's GOAWAY (those come from a connection only:
        // tests/sdk_retry.rs and tests/sdk_scale.rs in the workspace).
        assert_eq!(connection_failure(&h2::Error::from(h2::Reason::NO_ERROR)), None);
        // Answers of the server: no source at all.
        assert_eq!(connection_failure(&tonic::Status::unavailable("overloaded")), None);
        assert_eq!(connection_failure(&tonic::Status::invalid_argument("bad")), None);
        assert!(!is_refused_unsent(&tonic::Status::unavailable("overloaded")));
    }
}
