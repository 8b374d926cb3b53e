//! Client-side balancing over the addresses a host name resolves to (a Kubernetes headless
//! Service): the names are looked up now and every period after, and the client's endpoints
//! (taken in turn, see `crate::pool`) follow: addresses that appear are added, those that went
//! away are dropped (calls already sent on them finish).

use std::sync::Weak;
use std::time::Duration;

use tonic::codegen::http::Uri;
use tonic::transport::Channel;

use super::ClientBuilder;
use crate::error::{Error, ErrorKind};
use crate::pb::scoring_client::ScoringClient;
use crate::pool::Pool;

/// One URL the client was given, looked up by name.
struct Target {
    url: String,
    scheme: String,
    host: String,
    port: u16,
}

/// Re-resolves the targets and keeps the pool's endpoints in step.
pub(super) struct Resolver {
    builder: ClientBuilder,
    targets: Vec<Target>,
    every: Duration,
}

impl Resolver {
    pub(super) fn new(builder: ClientBuilder, every: Duration) -> Result<Resolver, Error> {
        let mut targets = Vec::with_capacity(1 + builder.more.len());
        for url in std::iter::once(&builder.url).chain(&builder.more) {
            let uri: Uri = url
                .parse()
                .map_err(|e| Error::new(ErrorKind::InvalidInput, format!("invalid URL {url:?}: {e}")).with_source(e))?;
            let scheme = uri.scheme_str().unwrap_or("http").to_string();
            let host = uri
                .host()
                .ok_or_else(|| Error::new(ErrorKind::InvalidInput, format!("{url}: no host name to resolve")))?
                .trim_start_matches('[')
                .trim_end_matches(']')
                .to_string();
            let port = uri.port_u16().unwrap_or(if scheme == "https" { 443 } else { 80 });
            targets.push(Target { url: url.clone(), scheme, host, port });
        }
        Ok(Resolver { builder, targets, every: every.max(Duration::from_millis(100)) })
    }

    /// The endpoints wanted now: every resolved address of every target. A target that does not
    /// resolve keeps the endpoints it had (its URL as given, at first: the connector resolves
    /// that itself on each connection).
    /// Endpoints already in the pool get no new client (`None`): the pool keeps theirs.
    async fn wanted(&self, had: &[String]) -> Vec<(String, Option<ScoringClient<Channel>>)> {
        let mut want = Vec::new();
        for t in &self.targets {
            let mut found: Vec<String> = match tokio::net::lookup_host((t.host.as_str(), t.port)).await {
                Ok(addrs) => addrs.map(|a| format!("{}://{a}", t.scheme)).collect(),
                Err(_) => Vec::new(),
            };
            found.sort();
            found.dedup();
            let resolved = !found.is_empty();
            if !resolved {
                let prefix = format!("{}://", t.scheme);
                found = had.iter().filter(|k| k.starts_with(&prefix) && **k != t.url).cloned().collect();
                if found.is_empty() {
                    found.push(t.url.clone());
                }
            }
            for key in found {
                if had.contains(&key) {
                    want.push((key, None));
                    continue;
                }
                let endpoint = if key == t.url {
                    self.builder.endpoint(&key)
                } else {
                    self.builder.resolved_endpoint(&key, &t.url, &t.host)
                };
                if let Ok(e) = endpoint {
                    want.push((key, Some(ScoringClient::new(e.connect_lazy()))));
                }
            }
        }
        want
    }

    /// Runs until the client (every clone of it) is gone.
    pub(super) async fn run(self, pool: Weak<Pool<ScoringClient<Channel>>>) {
        loop {
            let Some(had) = pool.upgrade().map(|p| p.keys()) else { return };
            let want = self.wanted(&had).await;
            match pool.upgrade() {
                Some(p) => p.replace(want),
                None => return,
            }
            tokio::time::sleep(self.every).await;
        }
    }
}
