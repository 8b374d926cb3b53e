//! Hostile input against the real binary, from outside, on every operation of both transports
//! and of the command line: one request must never take the service down.
//!
//! For each operation a golden request is taken as the base and bent into shapes built to exhaust
//! a reader: arrays and objects nested 1k, 30k, 100k and 400k deep and up to the size limit, at
//! the top and inside every field; a 900 KB string, a number of 500,000 digits, `1e999999999`,
//! `-0`, lone surrogate escapes and `\u0000` in every leaf field; invalid UTF-8; a byte-order
//! mark; 50,000 duplicate keys; the body cut at every length; wrong and missing content types.
//! Over gRPC: groups nested as deep, unknown length-delimited fields nested, huge length
//! prefixes, truncated varints, unknown fields by the thousand, invalid UTF-8, the message cut at
//! every length, a frame that claims 4 GB, a compressed flag with no encoding.
//!
//! Each request must get its documented answer (a 4xx problem document with a known code, or
//! INVALID_ARGUMENT / RESOURCE_EXHAUSTED / NOT_FOUND; a request that is still valid may succeed)
//! within a second, with an answer no more than 8 times its size (plus 16 KiB); after each one
//! the same connection still gets `/healthz` (gRPC health) and the golden score, correctly. The
//! command line exits 2 with the problem on stderr, never by a signal.
//!
//! `MAHJONG_SCORING_BIN` runs the suite against another build of the binary (CI runs it against
//! the release build too: the readers of an optimised build differ).

#[path = "common/binary.rs"]
mod binary;

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::{TokioExecutor, TokioIo};
use mahjong_loadtest::mix;
use mahjong_scoring::grpc::pb;
use mahjong_scoring::types::Operation;
use mahjong_scoring::types::problem::problem_code;
use serde_json::Value;

/// Deepest nesting a request may have (`api::decode::MAX_DEPTH`).
const MAX_DEPTH: usize = mahjong_scoring::api::decode::MAX_DEPTH;
/// How long one hostile request may take: a second against the release build
/// (`MAHJONG_SCORING_BIN`, as CI runs it), three against the debug build `cargo test` builds,
/// whose readers are about ten times slower.
fn within() -> Duration {
    match std::env::var_os("MAHJONG_SCORING_BIN") {
        Some(_) => Duration::from_secs(1),
        None => Duration::from_secs(3),
    }
}
const DEPTHS: [usize; 4] = [1_000, 30_000, 100_000, 400_000];

/// One operation with a body as each transport names it (from the operation table): the golden
/// cases' name, the REST path, the gRPC method and the command-line subcommand.
struct Op {
    golden: &'static str,
    rest: &'static str,
    grpc: Option<&'static str>,
    cli: Option<&'static str>,
    /// The message limit of the operation (its body limit, as `server::message_limit`).
    limit: usize,
}

const MIB: usize = 1 << 20;

/// Every operation with a REST body; the command line has a subcommand of the same name for each
/// but the batch.
fn ops() -> Vec<Op> {
    Operation::all()
        .filter_map(|op| {
            let e = op.entry();
            e.request?;
            Some(Op {
                golden: e.name,
                rest: op.rest_path()?,
                grpc: e.grpc,
                cli: (op != Operation::ScoreBatch).then_some(e.name),
                limit: op.body_limit(MIB),
            })
        })
        .collect()
}

/// What a hostile request may be answered with.
#[derive(Clone, Debug)]
enum Expect {
    /// 400 `too_deep` with a pointer inside this one (or 413 where the body is over the limit).
    TooDeep(String),
    /// A documented 4xx problem, or a success where the request is still valid.
    Refused,
    /// A documented 4xx problem other than `too_deep` (nested as deep as allowed).
    NotTooDeep,
    /// This status exactly.
    Status(u16),
}

struct Case {
    name: String,
    body: Vec<u8>,
    content_type: Option<&'static str>,
    expect: Expect,
}

/// A value nested `depth` deep: arrays, or objects with one member.
fn nested(depth: usize, objects: bool) -> String {
    if objects {
        format!("{}1{}", r#"{"a":"#.repeat(depth), "}".repeat(depth))
    } else {
        format!("{}{}", "[".repeat(depth), "]".repeat(depth))
    }
}

/// Every field of `v` (objects' members, arrays' first item), as (pointer, is a leaf).
fn fields(v: &Value, at: String, out: &mut Vec<(String, bool)>) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                let p = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push((p.clone(), !(x.is_object() || x.is_array())));
                fields(x, p, out);
            }
        }
        Value::Array(a) => {
            if let Some(x) = a.first() {
                let p = format!("{at}/0");
                out.push((p.clone(), !(x.is_object() || x.is_array())));
                fields(x, p, out);
            }
        }
        _ => {}
    }
}

/// `base` with the value at `pointer` replaced by the raw JSON text `raw`.
fn with_raw(base: &Value, pointer: &str, raw: &str) -> Vec<u8> {
    const MARK: &str = "\u{1}hostile\u{1}";
    let mut v = base.clone();
    if let Some(slot) = v.pointer_mut(pointer) {
        *slot = Value::String(MARK.into());
    }
    let text = serde_json::to_string(&v).expect("a value writes");
    text.replacen(&serde_json::to_string(MARK).expect("a string writes"), raw, 1).into_bytes()
}

/// The hostile REST bodies for one operation, bent from its golden body.
fn rest_cases(op: &Op, base: &Value) -> Vec<Case> {
    let golden = serde_json::to_vec(base).expect("a value writes");
    let mut cases = Vec::new();
    let case = |name: String, body: Vec<u8>, expect: Expect| Case { name, body, content_type: None, expect };
    // Nesting at the top, at each depth and up to the limit.
    for objects in [false, true] {
        for depth in DEPTHS {
            cases.push(case(
                format!("top {depth} deep (objects: {objects})"),
                nested(depth, objects).into_bytes(),
                Expect::TooDeep(String::new()),
            ));
        }
    }
    let at_limit = "[".repeat(op.limit / 2) + &"]".repeat(op.limit / 2);
    cases.push(case(
        format!("top nested to the limit ({} bytes)", at_limit.len()),
        at_limit.into_bytes(),
        Expect::TooDeep(String::new()),
    ));
    // Just inside and just past the limit.
    cases.push(case("top 64 deep".into(), nested(MAX_DEPTH, false).into_bytes(), Expect::NotTooDeep));
    cases.push(case("top 65 deep".into(), nested(MAX_DEPTH + 1, false).into_bytes(), Expect::TooDeep(String::new())));
    let mut all = Vec::new();
    fields(base, String::new(), &mut all);
    all.truncate(40);
    for (pointer, leaf) in &all {
        for objects in [false, true] {
            for depth in DEPTHS {
                cases.push(case(
                    format!("{pointer} {depth} deep (objects: {objects})"),
                    with_raw(base, pointer, &nested(depth, objects)),
                    Expect::TooDeep(pointer.clone()),
                ));
            }
        }
        if !leaf {
            continue;
        }
        let long = format!("\"{}\"", "x".repeat(900_000));
        let digits = "9".repeat(500_000);
        for (what, raw) in [
            ("a 900 KB string", long.as_str()),
            ("a number of 500,000 digits", digits.as_str()),
            ("1e999999999", "1e999999999"),
            ("-0", "-0"),
            ("a lone high surrogate", r#""\ud800""#),
            ("a lone low surrogate", r#""\udc00b1""#),
            ("a NUL", r#""\u0000""#),
        ] {
            cases.push(case(format!("{pointer}: {what}"), with_raw(base, pointer, raw), Expect::Refused));
        }
    }
    // Invalid UTF-8 inside the first string, and after the value; a byte-order mark.
    let mut bad = golden.clone();
    if let Some(i) = bad.iter().position(|&b| b == b':').map(|i| i + 2) {
        bad.insert(i, 0xff);
    }
    cases.push(case("invalid UTF-8 in a string".into(), bad, Expect::Refused));
    let mut bom = b"\xef\xbb\xbf".to_vec();
    bom.extend_from_slice(&golden);
    cases.push(case("a byte-order mark".into(), bom, Expect::Status(400)));
    // 50,000 duplicate keys at the top, and inside the options.
    // 50,000 duplicate keys: the shortest member of any object repeated in its object.
    let mut objects = vec![(String::new(), base)];
    let mut all = Vec::new();
    fields(base, String::new(), &mut all);
    objects.extend(all.iter().filter_map(|(p, _)| base.pointer(p).filter(|v| v.is_object()).map(|v| (p.clone(), v))));
    let shortest = objects
        .iter()
        .filter_map(|(p, v)| {
            let o = v.as_object()?;
            let dup = o.iter().map(|(k, x)| format!("{}:{x},", Value::String(k.clone()))).min_by_key(String::len)?;
            Some((p.clone(), dup, serde_json::to_string(v).ok()?))
        })
        .min_by_key(|(_, dup, _)| dup.len());
    if let Some((pointer, dup, text)) = shortest {
        let raw = format!("{{{}{}", dup.repeat(50_000), &text[1..]);
        let body = if pointer.is_empty() { raw.into_bytes() } else { with_raw(base, &pointer, &raw) };
        // A struct refuses a field given twice (400); a map (scores by player) keeps the last.
        let expect = match body.len() > op.limit {
            true => Expect::Status(413),
            false if pointer.is_empty() => Expect::Status(400),
            false => Expect::Refused,
        };
        cases.push(case(format!("50,000 duplicate keys at {pointer:?}"), body, expect));
    }
    let text = String::from_utf8_lossy(&golden).into_owned();
    let options = format!("{{\"options\":{{{}\"x\":true}},{}", "\"x\":true,".repeat(50_000), &text[1..]);
    cases.push(case("50,000 duplicate option keys".into(), options.into_bytes(), Expect::Refused));
    // Cut at every length (the whole body is the golden request).
    for n in 0..golden.len() {
        cases.push(case(format!("cut at {n} of {}", golden.len()), golden[..n].to_vec(), Expect::Status(400)));
    }
    for ct in [None, Some("text/plain"), Some("application/x-www-form-urlencoded"), Some("application/jsonx")] {
        cases.push(Case {
            name: format!("content type {ct:?}"),
            body: golden.clone(),
            content_type: Some(ct.unwrap_or("")),
            expect: Expect::Status(415),
        });
    }
    cases
}

/// The golden request of each operation that the service answers 200, with that answer.
async fn golden(client: &reqwest::Client, base: &str) -> Vec<(Value, Value)> {
    let bodies = mix::golden_bodies().expect("the golden cases load");
    let mut out = Vec::new();
    for op in &ops() {
        let mut found = None;
        for (name, body) in &bodies {
            let body = match (op.golden, name.as_str()) {
                ("batch", "score") => serde_json::json!({ "requests": [body, body] }),
                (want, have) if want == have => body.clone(),
                _ => continue,
            };
            let resp = client.post(format!("{base}{}", op.rest)).json(&body).send().await.expect("a golden request");
            if resp.status() == 200 {
                found = Some((body, resp.json::<Value>().await.expect("a JSON answer")));
                break;
            }
        }
        out.push(found.unwrap_or_else(|| panic!("no golden {} request the service accepts", op.golden)));
    }
    out
}

/// The suite on the REST transport: every operation, every shape, one connection throughout.
async fn rest(http: &str) -> usize {
    let base = format!("http://{http}");
    // One connection: a dropped one fails the request that finds it dropped.
    let client = reqwest::Client::builder().pool_max_idle_per_host(1).build().expect("a client");
    let golden = golden(&client, &base).await;
    let (score_body, score_answer) = golden[1].clone();
    let mut count = 0;
    for (op, (body, _)) in ops().iter().zip(&golden) {
        let cases = rest_cases(op, body);
        let mut slowest = Duration::ZERO;
        for case in &cases {
            let mut req = client.post(format!("{base}{}", op.rest)).body(case.body.clone());
            req = match case.content_type {
                None => req.header("content-type", "application/json"),
                Some("") => req,
                Some(ct) => req.header("content-type", ct),
            };
            let started = Instant::now();
            let resp = req.send().await.unwrap_or_else(|e| panic!("{} {}: no answer: {e}", op.rest, case.name));
            let status = resp.status().as_u16();
            let content_type = resp.headers().get("content-type").map(|v| v.to_str().unwrap_or("").to_string());
            let answer =
                resp.bytes().await.unwrap_or_else(|e| panic!("{} {}: answer broke off: {e}", op.rest, case.name));
            let took = started.elapsed();
            slowest = slowest.max(took);
            let what = format!(
                "{} {} ({} bytes): {status} {}",
                op.rest,
                case.name,
                case.body.len(),
                String::from_utf8_lossy(&answer[..answer.len().min(300)])
            );
            assert!(took < within(), "{what}: took {took:?}");
            assert!(answer.len() <= 8 * case.body.len() + 16 * 1024, "{what}: an answer of {} bytes", answer.len());
            if status != 200 {
                assert!((400..500).contains(&status), "{what}");
                assert_eq!(content_type.as_deref(), Some("application/problem+json"), "{what}");
                let doc: Value = serde_json::from_slice(&answer).unwrap_or_else(|e| panic!("{what}: not JSON: {e}"));
                let code = doc["type"].as_str().and_then(|t| t.strip_prefix("/problems/")).unwrap_or("");
                assert!(problem_code(code).is_some(), "{what}: undocumented code {code:?}");
                for e in doc["errors"].as_array().into_iter().flatten() {
                    let code = e["code"].as_str().unwrap_or("");
                    assert!(problem_code(code).is_some(), "{what}: undocumented code {code:?}");
                }
            }
            match &case.expect {
                Expect::TooDeep(inside) if status == 400 => {
                    let e = serde_json::from_slice::<Value>(&answer).expect("a problem");
                    let e = &e["errors"][0];
                    assert_eq!(e["code"], "too_deep", "{what}");
                    let pointer = e["pointer"].as_str().unwrap_or("");
                    assert!(pointer.starts_with(inside.as_str()), "{what}: pointer {pointer:?} not inside {inside:?}");
                }
                Expect::TooDeep(_) => assert_eq!(status, 413, "{what}"),
                Expect::Refused => {}
                Expect::NotTooDeep => assert!(!String::from_utf8_lossy(&answer).contains("too_deep"), "{what}"),
                Expect::Status(s) => {
                    // The whole body is the golden request; `-0` and duplicate options may be valid.
                    let whole = case.body.len() == serde_json::to_vec(body).map_or(0, |b| b.len());
                    assert!(status == *s || (whole && status == 200), "{what}");
                }
            }
            // The same service, on the same connection, still answers.
            let health = client.get(format!("{base}/healthz")).send().await.expect("healthz answers");
            assert_eq!(health.status(), 200, "after {what}");
            let again = client.post(format!("{base}/v1/hands/score")).json(&score_body).send().await.expect("a score");
            assert_eq!(again.json::<Value>().await.expect("JSON"), score_answer, "after {what}");
            count += 1;
        }
        eprintln!("REST {}: {} cases, slowest {slowest:?}", op.rest, cases.len());
    }
    count
}

/// A gRPC answer: the status code (0 OK) and the answer's message bytes.
async fn call(
    h2: &mut hyper::client::conn::http2::SendRequest<Full<Bytes>>,
    grpc: &str,
    path: &str,
    body: Vec<u8>,
    extra: &[(&str, &str)],
) -> Result<(u16, Bytes, String), String> {
    let mut req = http::Request::post(format!("http://{grpc}{path}"))
        .header("content-type", "application/grpc")
        .header("te", "trailers");
    for (k, v) in extra {
        req = req.header(*k, *v);
    }
    let req = req.body(Full::new(Bytes::from(body))).map_err(|e| e.to_string())?;
    h2.ready().await.map_err(|e| format!("connection lost: {e}"))?;
    let resp = h2.send_request(req).await.map_err(|e| format!("no answer: {e}"))?;
    let (parts, body) = resp.into_parts();
    let collected = body.collect().await.map_err(|e| format!("answer broke off: {e}"))?;
    let trailers = collected.trailers().cloned().unwrap_or_default();
    let header = |k: &str| {
        trailers.get(k).or_else(|| parts.headers.get(k)).and_then(|v| v.to_str().ok()).unwrap_or("").to_string()
    };
    let code =
        header("grpc-status").parse::<u16>().map_err(|_| format!("HTTP {} without grpc-status", parts.status))?;
    let message = percent_decoded(&header("grpc-message"));
    let bytes = collected.to_bytes();
    Ok((code, if bytes.len() >= 5 { bytes.slice(5..) } else { Bytes::new() }, message))
}

/// A `grpc-message` as text (it travels percent-encoded).
fn percent_decoded(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match (b[i], b.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(std::str::from_utf8(h).ok()?, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn framed(msg: &[u8]) -> Vec<u8> {
    let mut f = vec![0];
    f.extend_from_slice(&(msg.len() as u32).to_be_bytes());
    f.extend_from_slice(msg);
    f
}

fn varint(mut n: u64, out: &mut Vec<u8>) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Groups (field 100) nested `depth` deep.
fn groups(depth: usize) -> Vec<u8> {
    let mut v = Vec::with_capacity(depth * 4);
    (0..depth).for_each(|_| varint(100 << 3 | 3, &mut v));
    (0..depth).for_each(|_| varint(100 << 3 | 4, &mut v));
    v
}

/// Unknown length-delimited fields (field 100) nested `depth` deep.
fn nested_bytes(depth: usize) -> Vec<u8> {
    let mut v = Vec::new();
    for _ in 0..depth {
        let mut outer = Vec::with_capacity(v.len() + 8);
        varint(100 << 3 | 2, &mut outer);
        varint(v.len() as u64, &mut outer);
        outer.extend_from_slice(&v);
        v = outer;
    }
    v
}

/// The hostile gRPC bodies (framed) for one method, bent from its golden message.
/// A hostile gRPC call: its name, the framed body and extra headers.
type GrpcCase = (String, Vec<u8>, Vec<(&'static str, &'static str)>);

fn grpc_cases(op: &Op, msg: &[u8]) -> Vec<GrpcCase> {
    let mut cases: Vec<GrpcCase> = Vec::new();
    let with = |extra: &[u8]| {
        let mut m = msg.to_vec();
        m.extend_from_slice(extra);
        framed(&m)
    };
    for depth in DEPTHS.into_iter().chain([op.limit / 4 - msg.len()]) {
        cases.push((format!("groups {depth} deep"), with(&groups(depth)), vec![]));
    }
    for depth in [1_000, 30_000] {
        cases.push((format!("length-delimited fields {depth} deep"), with(&nested_bytes(depth)), vec![]));
    }
    let mut huge = vec![1 << 3 | 2];
    varint(1 << 62, &mut huge);
    cases.push(("a length prefix of 2^62".into(), with(&huge), vec![]));
    cases.push(("a truncated varint".into(), with(&[1 << 3, 0xff, 0xff, 0xff]), vec![]));
    cases.push((
        "a varint of eleven bytes".into(),
        with(&[2 << 3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]),
        vec![],
    ));
    let unknown: Vec<u8> = (0..10_000).flat_map(|i| [0xf8, 0x07, (i % 100) as u8]).collect();
    cases.push(("10,000 unknown fields".into(), with(&unknown), vec![]));
    let mut long = vec![1 << 3 | 2];
    varint(900_000, &mut long);
    long.extend(std::iter::repeat_n(b'x', 900_000));
    cases.push(("a 900 KB string".into(), with(&long), vec![]));
    cases.push(("invalid UTF-8 in a string".into(), with(&[1 << 3 | 2, 2, 0xff, 0xfe]), vec![]));
    cases.push(("a NUL in a string".into(), with(&[1 << 3 | 2, 1, 0]), vec![]));
    let mut claims4g = vec![0, 0xff, 0xff, 0xff, 0xff];
    claims4g.extend_from_slice(msg);
    cases.push(("a frame that claims 4 GB".into(), claims4g, vec![]));
    let mut compressed = framed(msg);
    compressed[0] = 1;
    cases.push(("a compressed flag with no encoding".into(), compressed.clone(), vec![]));
    cases.push(("a compressed message".into(), compressed, vec![("grpc-encoding", "gzip")]));
    cases.push(("no message".into(), Vec::new(), vec![]));
    cases.push(("a cut frame header".into(), vec![0, 0, 0], vec![]));
    let whole = framed(msg);
    for n in 5..whole.len() {
        let mut cut = whole[..n].to_vec();
        cut[1..5].copy_from_slice(&((n - 5) as u32).to_be_bytes());
        cases.push((format!("message cut at {} of {}", n - 5, msg.len()), cut, vec![]));
    }
    cases.push(("the frame cut".into(), whole[..whole.len() - 1].to_vec(), vec![]));
    cases
}

async fn grpc_suite(http: &str, grpc: &str) -> usize {
    let client = reqwest::Client::new();
    let golden = golden(&client, &format!("http://{http}")).await;
    let tcp = tokio::net::TcpStream::connect(grpc).await.expect("connect");
    let (mut h2, conn) =
        hyper::client::conn::http2::handshake(TokioExecutor::new(), TokioIo::new(tcp)).await.expect("h2");
    let conn = tokio::spawn(conn);
    let (_, score) = mix::grpc_message("score", &golden[1].0).expect("the golden score as a message");
    let total = golden[1].1["total"].as_u64().expect("a total");
    let mut count = 0;
    for (op, (body, _)) in ops().iter().zip(&golden) {
        let Some(method) = op.grpc else { continue };
        let path = format!("/mahjong.v1.Scoring/{method}");
        let (_, msg) = mix::grpc_message(op.golden, body).expect("a golden message");
        let cases = grpc_cases(op, &msg);
        let mut slowest = Duration::ZERO;
        for (name, body, extra) in &cases {
            let started = Instant::now();
            let answer = call(&mut h2, grpc, &path, body.clone(), extra).await;
            let took = started.elapsed();
            slowest = slowest.max(took);
            let what = format!("{path} {name} ({} bytes)", body.len());
            let (code, answer, message) = answer.unwrap_or_else(|e| panic!("{what}: {e}"));
            let what = format!("{what}: {code} {message}");
            assert!(took < within(), "{what}: took {took:?}");
            // OK, INVALID_ARGUMENT, NOT_FOUND, RESOURCE_EXHAUSTED, UNIMPLEMENTED (compression).
            assert!([0, 3, 5, 8, 12].contains(&code), "{what}");
            assert!(answer.len() <= 8 * body.len() + 16 * 1024, "{what}: an answer of {} bytes", answer.len());
            if name.starts_with("groups") {
                assert!(code == 8 || (code == 3 && message.contains("recursion limit")), "{what}");
            }
            if name.contains("4 GB") {
                assert_eq!(code, 8, "{what}");
            }
            // The same connection still answers health and the golden score.
            let (code, health, _) = call(&mut h2, grpc, "/grpc.health.v1.Health/Check", framed(&[]), &[])
                .await
                .unwrap_or_else(|e| panic!("health after {what}: {e}"));
            assert_eq!((code, &health[..]), (0, &[8, 1][..]), "health after {what}");
            let (code, again, _) = call(&mut h2, grpc, "/mahjong.v1.Scoring/ScoreHand", framed(&score), &[])
                .await
                .unwrap_or_else(|e| panic!("score after {what}: {e}"));
            let again: pb::ScoreResponse = prost::Message::decode(again).expect("a score answer");
            assert_eq!((code, u64::from(again.0.total)), (0, total), "score after {what}");
            count += 1;
        }
        eprintln!("gRPC {method}: {} cases, slowest {slowest:?}", cases.len());
    }
    // ScoreHands: a stream of hostile messages, then a good one.
    let mut stream = Vec::new();
    for (_, body, extra) in grpc_cases(&ops()[1], &score) {
        if extra.is_empty() && body.len() < 64 * 1024 && body.len() > 5 {
            stream.extend_from_slice(&body);
            count += 1;
        }
    }
    stream.extend(framed(&score));
    let (code, _, message) =
        call(&mut h2, grpc, "/mahjong.v1.Scoring/ScoreHands", stream.clone(), &[]).await.expect("the stream");
    assert!([0, 3, 8].contains(&code), "ScoreHands: {code} {message}");
    // A stream whose last frame is cut, or claims 4 GB, or is flagged compressed.
    let mut broken = vec![stream[..stream.len() - 1].to_vec(), stream.clone(), stream];
    broken[1].extend([0, 0xff, 0xff, 0xff, 0xff, 1]);
    broken[2].extend([1, 0, 0, 0, 1, 1]);
    for body in broken {
        let (code, _, message) =
            call(&mut h2, grpc, "/mahjong.v1.Scoring/ScoreHands", body, &[]).await.expect("the stream");
        assert!([3, 8].contains(&code), "ScoreHands: {code} {message}");
        count += 1;
    }
    assert!(!conn.is_finished(), "the connection is open");
    count
}

/// The command line: every subcommand exits 2 with the problem on stderr.
fn cli() -> usize {
    let golden = {
        let rt = tokio::runtime::Runtime::new().expect("a runtime");
        let server = binary::spawn(&[]);
        let _child = Killed(server.child);
        rt.block_on(golden(&reqwest::Client::new(), &format!("http://{}", server.http)))
    };
    let mut count = 0;
    for (op, (body, _)) in ops().iter().zip(&golden) {
        let Some(sub) = op.cli else { continue };
        let first = {
            let mut all = Vec::new();
            fields(body, String::new(), &mut all);
            all.first().map(|f| f.0.clone()).unwrap_or_default()
        };
        let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
        for depth in DEPTHS {
            inputs.push((format!("top {depth} deep"), nested(depth, false).into_bytes()));
            inputs.push((format!("{first} {depth} deep"), with_raw(body, &first, &nested(depth, true))));
        }
        let limit = 4 * MIB;
        inputs.push(("nested to stdin's limit".into(), ("[".repeat(limit / 2) + &"]".repeat(limit / 2)).into_bytes()));
        for (name, input) in inputs {
            let mut child = Command::new(binary::bin())
                .arg(sub)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary starts");
            let mut stdin = child.stdin.take().expect("stdin");
            let writer = std::thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
            let out = child.wait_with_output().expect("the binary exits");
            let _ = writer.join();
            let what = format!(
                "{sub} {name}: {:?} {}",
                out.status,
                String::from_utf8_lossy(&out.stderr[..out.stderr.len().min(300)])
            );
            assert_eq!(out.status.code(), Some(2), "{what}");
            let doc: Value = serde_json::from_slice(&out.stderr).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(doc["errors"][0]["code"], "too_deep", "{what}");
            count += 1;
        }
    }
    count
}

/// A spawned service, killed when the test ends however it ends.
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn hostile_bodies_never_take_the_service_down() {
    let server = binary::spawn(&[]);
    let mut child = Killed(server.child);
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    let (http, grpc) = (server.http.clone(), server.grpc.clone());
    let rest = rt.block_on(rest(&http));
    let grpc = rt.block_on(grpc_suite(&http, &grpc));
    assert!(child.0.try_wait().expect("try_wait").is_none(), "the service is still running");
    drop(child);
    let cli = cli();
    eprintln!("hostile cases: REST {rest}, gRPC {grpc}, command line {cli}");
}
