//! Several endpoints of one service, taken in turn (round robin). An endpoint whose connection
//! failed is skipped for a while (500 ms, doubling with each failure in a row up to 10 s), so a
//! stopped replica costs at most one retried call until it is back; when every endpoint is down,
//! the one due back first is tried anyway.

use std::sync::atomic::{AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

const FIRST_BACKOFF: Duration = Duration::from_millis(500);
const MAX_BACKOFF: Duration = Duration::from_secs(10);

/// One endpoint and its client.
#[derive(Debug)]
pub(crate) struct Member<T> {
    /// What identifies it (its URL, or a resolved address).
    pub(crate) key: String,
    pub(crate) client: T,
    /// Milliseconds since the pool's epoch until which it is skipped.
    down_until: AtomicU64,
    /// Connection failures in a row.
    failures: AtomicU32,
}

impl<T> Member<T> {
    fn new(key: String, client: T) -> Arc<Member<T>> {
        Arc::new(Member { key, client, down_until: AtomicU64::new(0), failures: AtomicU32::new(0) })
    }
}

/// The endpoints, taken in turn.
#[derive(Debug)]
pub(crate) struct Pool<T> {
    members: RwLock<Arc<[Arc<Member<T>>]>>,
    next: AtomicUsize,
    epoch: Instant,
}

impl<T: Clone> Pool<T> {
    /// The pool of `first` and `more`: never empty.
    pub(crate) fn new(first: (String, T), more: impl IntoIterator<Item = (String, T)>) -> Pool<T> {
        let members: Vec<Arc<Member<T>>> = std::iter::once(first).chain(more).map(|(k, c)| Member::new(k, c)).collect();
        Pool { members: RwLock::new(Arc::from(members)), next: AtomicUsize::new(0), epoch: Instant::now() }
    }

    fn now(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    fn snapshot(&self) -> Arc<[Arc<Member<T>>]> {
        self.members.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The keys of the endpoints, in order.
    pub(crate) fn keys(&self) -> Vec<String> {
        self.snapshot().iter().map(|m| m.key.clone()).collect()
    }

    /// Sets the endpoints. One already known (same key) keeps its client and state, so its
    /// client may be `None`; a new one without a client is left out. A list that leaves nothing
    /// changes nothing (the pool is never empty).
    pub(crate) fn replace(&self, wanted: Vec<(String, Option<T>)>) {
        let old = self.snapshot();
        let members: Vec<Arc<Member<T>>> = wanted
            .into_iter()
            .filter_map(|(key, client)| match old.iter().find(|m| m.key == key) {
                Some(m) => Some(m.clone()),
                None => client.map(|c| Member::new(key, c)),
            })
            .collect();
        if members.is_empty() {
            return;
        }
        *self.members.write().unwrap_or_else(|e| e.into_inner()) = Arc::from(members);
    }

    /// The next endpoint in turn that is not skipped (when all are, the one due back first).
    pub(crate) fn pick(&self) -> Arc<Member<T>> {
        let members = self.snapshot();
        let n = members.len();
        let start = self.next.fetch_add(1, Relaxed);
        let now = self.now();
        let up = (0..n).map(|i| &members[(start + i) % n]).find(|m| m.down_until.load(Relaxed) <= now);
        // Never empty (see `new` and `replace`).
        up.or_else(|| members.iter().min_by_key(|m| m.down_until.load(Relaxed))).unwrap_or(&members[0]).clone()
    }

    /// The call on `member` failed at the connection: skip it for a while.
    pub(crate) fn failed(&self, member: &Member<T>) {
        let k = member.failures.fetch_add(1, Relaxed).min(5);
        let backoff = (FIRST_BACKOFF * 2u32.pow(k)).min(MAX_BACKOFF);
        member.down_until.store(self.now() + backoff.as_millis() as u64, Relaxed);
    }

    /// The call on `member` reached the service.
    pub(crate) fn succeeded(&self, member: &Member<T>) {
        if member.failures.load(Relaxed) != 0 {
            member.failures.store(0, Relaxed);
            member.down_until.store(0, Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_turn_skipping_the_failed() {
        let pool = Pool::new(("a".to_string(), 'a'), [("b".to_string(), 'b'), ("c".to_string(), 'c')]);
        let picks: String = (0..6).map(|_| pool.pick().client).collect();
        assert_eq!(picks, "abcabc");
        assert_eq!(pool.pick().client, 'a');
        let b = pool.pick();
        assert_eq!(b.client, 'b');
        pool.failed(&b);
        let picks: String = (0..4).map(|_| pool.pick().client).collect();
        assert!(!picks.contains('b'), "{picks}");
        pool.succeeded(&b);
        let picks: String = (0..3).map(|_| pool.pick().client).collect();
        assert!(picks.contains('b'), "{picks}");
    }

    #[test]
    fn all_down_still_tries_one() {
        let pool = Pool::new(("a".to_string(), 1), [("b".to_string(), 2)]);
        for _ in 0..2 {
            let m = pool.pick();
            pool.failed(&m);
        }
        // Both down: the one due back first ("a", failed first).
        assert_eq!(pool.pick().client, 1);
        pool.replace(vec![("b".to_string(), Some(9)), ("c".to_string(), Some(3)), ("d".to_string(), None)]);
        // "b" kept its client (and its state: down); "c" is new; "d", new without a client, is left out.
        assert_eq!(pool.keys(), ["b", "c"]);
        assert_eq!(pool.pick().client, 3);
        assert_eq!(pool.pick().client, 3);
        pool.replace(Vec::new());
        assert_eq!(pool.keys(), ["b", "c"]);
    }
}
