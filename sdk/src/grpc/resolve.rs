//! Client-side balancing over the addresses a host name resolves to (a Kubernetes headless
//! Service): the name is looked up now and every period after, and the balancing channel is told
//! which addresses appeared and which went away.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use tokio::sync::mpsc::Sender;
use tonic::codegen::http::Uri;
use tonic::transport::Endpoint;
use tonic::transport::channel::Change;

use super::ClientBuilder;
use crate::error::{Error, ErrorKind};

/// One URL the client was given, looked up by name.
struct Target {
    url: String,
    scheme: String,
    host: String,
    port: u16,
}

/// Re-resolves the targets and keeps the balancing channel's endpoints in step.
pub(super) struct Resolver {
    builder: ClientBuilder,
    targets: Vec<Target>,
    every: Duration,
}

impl Resolver {
    /// `endpoints` are the URLs the client was given, with their endpoints.
    pub(super) fn new(
        builder: ClientBuilder,
        endpoints: Vec<(String, Endpoint)>,
        every: Duration,
    ) -> Result<Resolver, Error> {
        let mut targets = Vec::with_capacity(endpoints.len());
        for (url, _) in endpoints {
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
            targets.push(Target { url, scheme, host, port });
        }
        Ok(Resolver { builder, targets, every: every.max(Duration::from_millis(100)) })
    }

    /// The endpoints wanted now: every resolved address of every target; a target that does
    /// not resolve keeps the addresses it had, or (the first time) its URL as it is, which the
    /// connector resolves on each connection.
    async fn wanted(&self, had: &BTreeMap<String, (usize, Endpoint)>) -> BTreeMap<String, (usize, Endpoint)> {
        let mut want = BTreeMap::new();
        for (i, t) in self.targets.iter().enumerate() {
            let found: BTreeSet<String> = match tokio::net::lookup_host((t.host.as_str(), t.port)).await {
                Ok(addrs) => addrs.map(|a| format!("{}://{a}", t.scheme)).collect(),
                Err(_) => BTreeSet::new(),
            };
            if found.is_empty() {
                let kept: Vec<_> = had.iter().filter(|(_, (target, _))| *target == i).collect();
                if kept.is_empty() {
                    if let Ok(e) = self.builder.endpoint(&t.url) {
                        want.insert(t.url.clone(), (i, e));
                    }
                } else {
                    want.extend(kept.into_iter().map(|(k, v)| (k.clone(), v.clone())));
                }
                continue;
            }
            for key in found {
                if let Some(known) = had.get(&key) {
                    want.insert(key, known.clone());
                } else if let Ok(e) = self.builder.resolved_endpoint(&key, &t.url, &t.host) {
                    want.insert(key, (i, e));
                }
            }
        }
        want
    }

    /// Runs until the client (every clone of it) is dropped.
    pub(super) async fn run(self, tx: Sender<Change<String, Endpoint>>) {
        let mut have: BTreeMap<String, (usize, Endpoint)> = BTreeMap::new();
        loop {
            let want = self.wanted(&have).await;
            for key in have.keys().filter(|k| !want.contains_key(*k)) {
                if tx.send(Change::Remove(key.clone())).await.is_err() {
                    return;
                }
            }
            for (key, (_, endpoint)) in want.iter().filter(|(k, _)| !have.contains_key(*k)) {
                if tx.send(Change::Insert(key.clone(), endpoint.clone())).await.is_err() {
                    return;
                }
            }
            have = want;
            tokio::select! {
                () = tokio::time::sleep(self.every) => {}
                () = tx.closed() => return,
            }
        }
    }
}
