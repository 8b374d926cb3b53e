//! The load test's requests: the trivial endpoint, one repeated score request, a batch, or the
//! built-in mix drawn from the golden cases (every rule set; score, waits, validate, claims,
//! deals and, when asked for, sessions), with a settable share of deliberately bad requests.
//!
//! The golden cases are compiled in (build.rs turns the engine's `tests/golden/*.toml` into JSON), so an
//! installed binary or the container image carries the mix. Each request knows the answer it must
//! get: 200 / gRPC OK, or the 4xx its case expects (INVALID_ARGUMENT, NOT_FOUND, ... on gRPC). A
//! bad request answered as expected is not an error; any other answer is.

use std::fmt;
use std::str::FromStr;

use bytes::Bytes;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use serde_json::{Value, json};

use mahjong_proto::pb;
use mahjong_types::Operation;

/// The golden cases as `[{case, ruleset, op, status, body}]` (written by build.rs).
const GOLDEN_MIX: &str = include_str!(concat!(env!("OUT_DIR"), "/loadtest_mix.json"));

/// Length of the shuffled schedule every worker walks through (shares exact to 1/DECK).
const DECK: usize = 10_000;

/// The kinds of request in the mix; each gets a weight.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    Score,
    Waits,
    Validate,
    Claims,
    /// Settlement, whole deals and Italian reconciliation.
    Deals,
    /// Whole sessions and tournament standings (large bodies).
    Sessions,
}

impl Class {
    pub const ALL: [Class; 6] =
        [Class::Score, Class::Waits, Class::Validate, Class::Claims, Class::Deals, Class::Sessions];

    pub fn name(self) -> &'static str {
        match self {
            Class::Score => "score",
            Class::Waits => "waits",
            Class::Validate => "validate",
            Class::Claims => "claims",
            Class::Deals => "deals",
            Class::Sessions => "sessions",
        }
    }

    fn of_op(op: &str) -> Option<Class> {
        Some(match Operation::from_name(op)? {
            Operation::ScoreHand => Class::Score,
            Operation::FindWaits => Class::Waits,
            Operation::ValidateHand => Class::Validate,
            Operation::ResolveClaims => Class::Claims,
            Operation::SettleDeal | Operation::ScoreDeal | Operation::ReconcileSession => Class::Deals,
            Operation::ScoreSession | Operation::TournamentStandings => Class::Sessions,
            Operation::ListRulesets | Operation::GetRuleset | Operation::ScoreBatch | Operation::ScoreHands => {
                return None;
            }
        })
    }
}

/// The weight of each class (`score=50,waits=15,...`); a class left out weighs 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights(pub Vec<(Class, u32)>);

impl Default for Weights {
    /// Mostly scoring, as a club's scoring page sends; sessions (whole records) are opt-in.
    fn default() -> Weights {
        Weights(vec![
            (Class::Score, 50),
            (Class::Waits, 15),
            (Class::Validate, 10),
            (Class::Claims, 10),
            (Class::Deals, 15),
            (Class::Sessions, 0),
        ])
    }
}

impl FromStr for Weights {
    type Err = String;

    fn from_str(s: &str) -> Result<Weights, String> {
        let mut out: Vec<(Class, u32)> = Vec::new();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, w) = part.split_once('=').ok_or_else(|| format!("{part:?}: expected CLASS=WEIGHT"))?;
            let class = Class::ALL.into_iter().find(|c| c.name() == name.trim()).ok_or_else(|| {
                let names: Vec<&str> = Class::ALL.iter().map(|c| c.name()).collect();
                format!("{name:?} is not one of {}", names.join(", "))
            })?;
            let w: u32 = w.trim().parse().map_err(|_| format!("{part:?}: the weight must be a whole number"))?;
            if out.iter().any(|(c, _)| *c == class) {
                return Err(format!("{name} is given twice"));
            }
            out.push((class, w));
        }
        if out.iter().all(|(_, w)| *w == 0) {
            return Err("at least one weight must be more than 0".into());
        }
        Ok(Weights(out))
    }
}

impl fmt::Display for Weights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(c, w)| format!("{}={w}", c.name())).collect();
        f.write_str(&parts.join(","))
    }
}

/// What a request must get back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expect {
    /// HTTP 2xx / gRPC OK.
    Success,
    /// This HTTP status (4xx) / the gRPC code the service maps it to.
    Rejected(u16),
}

impl Expect {
    /// The gRPC code of an HTTP status (the service's one error mapping).
    pub fn grpc_code(self) -> tonic::Code {
        match self {
            Expect::Success => tonic::Code::Ok,
            Expect::Rejected(400 | 415 | 422) => tonic::Code::InvalidArgument,
            Expect::Rejected(404) => tonic::Code::NotFound,
            Expect::Rejected(413) => tonic::Code::ResourceExhausted,
            Expect::Rejected(_) => tonic::Code::Internal,
        }
    }

    pub fn is_bad(self) -> bool {
        matches!(self, Expect::Rejected(_))
    }
}

/// A REST request.
#[derive(Clone, Debug)]
pub struct HttpReq {
    /// `GET` when there is no body.
    pub body: Option<Bytes>,
    /// Path below the target's base path.
    pub path: &'static str,
}

/// A gRPC call, pre-encoded.
#[derive(Clone, Debug)]
pub struct GrpcReq {
    pub path: &'static str,
    /// One message (unary) or the messages of a client stream (`ScoreHands`).
    pub messages: Vec<Bytes>,
    pub streaming: bool,
}

/// One request of a workload, as both transports send it (where it can be sent).
#[derive(Clone, Debug)]
pub struct Req {
    /// The golden case (`ecr::name`), or what the request is.
    pub label: String,
    /// Class in reports: a mix class name, or `healthz`, `score`, `batch`.
    pub class: &'static str,
    pub expect: Expect,
    pub http: Option<HttpReq>,
    /// None: the body cannot be written as the gRPC message (e.g. a JSON type error).
    pub grpc: Option<GrpcReq>,
    /// Hands scored per request (a batch's size; else 1).
    pub items: u64,
}

/// A workload: its requests and the order every worker sends them in.
#[derive(Clone, Debug)]
pub struct Workload {
    pub reqs: Vec<Req>,
    /// Indices into `reqs`, shuffled; worker `w` starts at its own offset.
    pub deck: Vec<u32>,
}

impl Workload {
    /// A workload of one request.
    pub fn single(req: Req) -> Workload {
        Workload { reqs: vec![req], deck: vec![0] }
    }

    /// The request at step `n` of the schedule.
    pub fn at(&self, n: usize) -> &Req {
        &self.reqs[self.deck[n % self.deck.len()] as usize]
    }

    /// Keeps the requests `keep` accepts (and the deck entries pointing at them).
    pub fn retain(self, keep: impl Fn(&Req) -> bool) -> Result<Workload, String> {
        let mut map = vec![u32::MAX; self.reqs.len()];
        let mut reqs = Vec::new();
        for (i, r) in self.reqs.into_iter().enumerate() {
            if keep(&r) {
                map[i] = reqs.len() as u32;
                reqs.push(r);
            }
        }
        let deck: Vec<u32> = self.deck.iter().map(|&i| map[i as usize]).filter(|&i| i != u32::MAX).collect();
        if deck.is_empty() {
            return Err("no request of the workload can be sent over this transport".into());
        }
        Ok(Workload { reqs, deck })
    }
}

/// A golden case as build.rs wrote it.
#[derive(serde::Deserialize)]
struct Golden {
    case: String,
    op: String,
    status: u16,
    body: Value,
}

fn golden() -> Result<Vec<Golden>, String> {
    serde_json::from_str(GOLDEN_MIX).map_err(|e| format!("the built-in mix is unreadable: {e}"))
}

/// Every golden case's operation (`score`, `claims`, `deal`, ...) and REST body, good and bad.
pub fn golden_bodies() -> Result<Vec<(String, Value)>, String> {
    Ok(golden()?.into_iter().map(|g| (g.op, g.body)).collect())
}

/// The REST path of a golden case's operation (`score`, `claims`, `deal`, ...): the operation
/// table's.
pub fn rest_path(op: &str) -> Option<&'static str> {
    Operation::from_name(op)?.rest_path()
}

/// The gRPC method and encoded message of an operation's REST body: the body read into the
/// contract's type (serde, as the REST decoder reads it) and written as its message (`From`);
/// None where the body is not one of the contract (a misspelt wind, a missing field: a REST-only
/// case) or the operation has no unary method.
pub fn grpc_message(op: &str, body: &Value) -> Option<(&'static str, Bytes)> {
    fn enc<T, M>(body: &Value) -> Option<Bytes>
    where
        T: serde::de::DeserializeOwned,
        M: prost::Message + for<'a> From<&'a T>,
    {
        let contract: T = serde::Deserialize::deserialize(body).ok()?;
        Some(Bytes::from(M::from(&contract).encode_to_vec()))
    }
    use mahjong_types as t;
    let op = Operation::from_name(op)?;
    let message = match op {
        Operation::ScoreHand | Operation::ValidateHand | Operation::FindWaits => {
            enc::<t::HandRequest, pb::HandRequest>(body)?
        }
        Operation::ResolveClaims => enc::<t::ClaimsRequest, pb::ClaimsRequest>(body)?,
        Operation::SettleDeal => enc::<t::SettleRequest, pb::SettleRequest>(body)?,
        Operation::ScoreDeal => enc::<t::DealRequest, pb::DealRequest>(body)?,
        Operation::ReconcileSession => enc::<t::ReconcileRequest, pb::ReconcileRequest>(body)?,
        Operation::ScoreSession => enc::<t::SessionRequest, pb::SessionRequest>(body)?,
        Operation::TournamentStandings => enc::<t::TournamentRequest, pb::TournamentRequest>(body)?,
        Operation::ListRulesets | Operation::GetRuleset | Operation::ScoreBatch | Operation::ScoreHands => return None,
    };
    Some((op.grpc_path()?, message))
}

fn golden_req(label: String, op: &str, expect: Expect, body: &Value, raw: Option<Bytes>) -> Option<Req> {
    let class = Class::of_op(op)?;
    // A raw body (deliberately unreadable JSON) only exists for REST.
    let grpc = match raw {
        Some(_) => None,
        None => grpc_message(op, body).map(|(path, m)| GrpcReq { path, messages: vec![m], streaming: false }),
    };
    let bytes = raw.unwrap_or_else(|| Bytes::from(body.to_string()));
    Some(Req {
        label,
        class: class.name(),
        expect,
        http: Some(HttpReq { body: Some(bytes), path: rest_path(op)? }),
        grpc,
        items: 1,
    })
}

/// The golden cases as requests: each case as written (200 or its 4xx), and for each class three
/// deliberately bad requests of its own: a body cut short (400 `invalid_json`, REST only), a
/// body with an unknown field (400 `unknown_field`, REST only: protobuf skips unknown fields) and
/// one naming a rule set that does not exist (422 `unknown_ruleset`, both transports).
pub fn golden_requests() -> Result<Vec<Req>, String> {
    let cases = golden()?;
    let mut out = Vec::with_capacity(cases.len() + 2 * Class::ALL.len());
    for g in &cases {
        let expect = if g.status < 300 { Expect::Success } else { Expect::Rejected(g.status) };
        if let Some(r) = golden_req(g.case.clone(), &g.op, expect, &g.body, None) {
            out.push(r);
        }
    }
    for class in Class::ALL {
        let Some(g) = cases.iter().find(|g| g.status == 200 && Class::of_op(&g.op) == Some(class)) else { continue };
        let text = g.body.to_string();
        let cut = Bytes::from(text.as_bytes()[..text.len() / 2].to_vec());
        let label = format!("{}::cut-short", g.case);
        out.extend(golden_req(label, &g.op, Expect::Rejected(400), &g.body, Some(cut)));
        let mut extra = g.body.clone();
        extra["no_such_field"] = json!(1);
        let label = format!("{}::unknown-field", g.case);
        let raw = Bytes::from(extra.to_string());
        out.extend(golden_req(label, &g.op, Expect::Rejected(400), &extra, Some(raw)));
        let mut unknown = g.body.clone();
        unknown["ruleset"] = json!("no-such-rules");
        let label = format!("{}::unknown-ruleset", g.case);
        out.extend(golden_req(label, &g.op, Expect::Rejected(422), &unknown, None));
    }
    Ok(out)
}

/// The mix: the golden requests weighted by class, `bad_share` of each class's requests (0..=1)
/// drawn from its bad ones, shuffled from `seed`. `grpc`: only requests that can go over gRPC.
pub fn mix(weights: &Weights, bad_share: f64, seed: u64, grpc: bool) -> Result<Workload, String> {
    let reqs: Vec<Req> = golden_requests()?.into_iter().filter(|r| !grpc || r.grpc.is_some()).collect();
    let total: u64 = weights.0.iter().map(|(_, w)| u64::from(*w)).sum();
    let mut deck: Vec<u32> = Vec::with_capacity(DECK + Class::ALL.len());
    for &(class, w) in &weights.0 {
        if w == 0 {
            continue;
        }
        let idx = |bad: bool| -> Vec<u32> {
            (0..reqs.len() as u32)
                .filter(|&i| reqs[i as usize].class == class.name() && reqs[i as usize].expect.is_bad() == bad)
                .collect()
        };
        let (good, bad) = (idx(false), idx(true));
        if good.is_empty() {
            return Err(format!("the mix has no {} request for this transport", class.name()));
        }
        let n = ((DECK as u64 * u64::from(w)) as f64 / total as f64).round().max(1.0) as usize;
        let n_bad = if bad.is_empty() { 0 } else { (n as f64 * bad_share).round() as usize };
        // Round robin over the cases, so every case is sent.
        deck.extend(bad.iter().cycle().take(n_bad));
        deck.extend(good.iter().cycle().take(n - n_bad));
    }
    deck.shuffle(&mut rand::rngs::StdRng::seed_from_u64(seed));
    Ok(Workload { reqs, deck })
}

/// A batch of `size` good score requests from the golden cases (every rule set, in turn):
/// `POST /v1/hands/score-batch` and the `ScoreHands` stream.
pub fn batch(size: usize) -> Result<Req, String> {
    let bodies: Vec<Value> =
        golden()?.into_iter().filter(|g| g.op == "score" && g.status == 200).map(|g| g.body).collect();
    if bodies.is_empty() || size == 0 {
        return Err("no hands for a batch".into());
    }
    let picked: Vec<&Value> = bodies.iter().cycle().take(size).collect();
    let messages = picked
        .iter()
        .map(|b| grpc_message("score", b).map(|(_, m)| m))
        .collect::<Option<Vec<Bytes>>>()
        .ok_or("a batch hand cannot be written as a gRPC message")?;
    Ok(Req {
        label: format!("score-batch of {size}"),
        class: "batch",
        expect: Expect::Success,
        http: Some(HttpReq {
            body: Some(Bytes::from(json!({ "requests": picked }).to_string())),
            path: Operation::ScoreBatch.rest_path().unwrap_or_default(),
        }),
        grpc: Some(GrpcReq { path: Operation::ScoreHands.grpc_path().unwrap_or_default(), messages, streaming: true }),
        items: size as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mix_covers_every_rule_set_and_class_with_its_shares() {
        let reqs = golden_requests().unwrap();
        assert!(reqs.len() > 500, "{}", reqs.len());
        for rs in ["ecr", "italian", "nine-dragons", "rode-boekje"] {
            assert!(reqs.iter().any(|r| r.label.starts_with(&format!("{rs}::"))), "{rs}");
            assert!(reqs.iter().any(|r| r.label.starts_with(&format!("deals-{rs}::"))), "{rs}");
        }
        let w: Weights = "score=50,waits=20,validate=10,claims=10,deals=10".parse().unwrap();
        let m = mix(&w, 0.1, 7, false).unwrap();
        assert_eq!(m.deck.len(), DECK);
        let share = |f: &dyn Fn(&Req) -> bool| {
            m.deck.iter().filter(|&&i| f(&m.reqs[i as usize])).count() as f64 / m.deck.len() as f64
        };
        assert!((share(&|r| r.class == "score") - 0.5).abs() < 0.001);
        assert!((share(&|r| r.class == "waits") - 0.2).abs() < 0.001);
        assert_eq!(share(&|r| r.class == "sessions"), 0.0);
        assert!((share(&|r| r.expect.is_bad()) - 0.1).abs() < 0.002, "{}", share(&|r| r.expect.is_bad()));
        // The same seed gives the same schedule; another seed another one.
        assert_eq!(m.deck, mix(&w, 0.1, 7, false).unwrap().deck);
        assert_ne!(m.deck, mix(&w, 0.1, 8, false).unwrap().deck);
        // No bad requests at all when asked for none.
        let clean = mix(&w, 0.0, 7, false).unwrap();
        assert!(clean.deck.iter().all(|&i| !clean.reqs[i as usize].expect.is_bad()));
        // Over gRPC only what can be a message: no cut-short bodies.
        let g = mix(&w, 0.1, 7, true).unwrap();
        assert!(g.reqs.iter().all(|r| r.grpc.is_some()));
        assert!(g.reqs.iter().any(|r| r.expect.is_bad()));
    }

    #[test]
    fn weights_parse_and_reject_nonsense() {
        let w: Weights = "score=3, deals=1".parse().unwrap();
        assert_eq!(w.0, vec![(Class::Score, 3), (Class::Deals, 1)]);
        assert_eq!(w.to_string(), "score=3,deals=1");
        assert_eq!(Weights::default().to_string().parse::<Weights>().unwrap(), Weights::default());
        for bad in ["score", "scores=1", "score=x", "score=0", "score=1,score=2", ""] {
            assert!(bad.parse::<Weights>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_batch_cycles_through_good_hands_of_every_rule_set() {
        let b = batch(800).unwrap();
        assert_eq!(b.items, 800);
        assert_eq!(b.grpc.as_ref().unwrap().messages.len(), 800);
        let body: Value = serde_json::from_slice(b.http.as_ref().unwrap().body.as_ref().unwrap()).unwrap();
        let rulesets: std::collections::BTreeSet<&str> =
            body["requests"].as_array().unwrap().iter().map(|r| r["ruleset"].as_str().unwrap()).collect();
        // Every built-in rule set (and the presets some golden cases name).
        for (id, _) in mahjong_scoring::engine::registry::BUILTIN {
            assert!(rulesets.contains(id), "{id} is not in the batch: {rulesets:?}");
        }
    }
}
