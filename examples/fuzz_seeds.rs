//! Writes the fuzz targets' seed corpora (`fuzz/`) from the golden cases:
//! `cargo run --example fuzz_seeds -- fuzz/corpus`.
//!
//! - `rest_json/`: `<operation>\n<JSON body>` for every golden request, batches of the score
//!   requests of each file, a full batch (also padded to the message limit) and a full session,
//!   and the rule set lookups;
//! - `grpc_message/`: `<operation>\n<protobuf message>`, the same requests as gRPC messages (the
//!   full session too, and a score message padded to the limit);
//! - `grpc_stream/`: gRPC-framed `ScoreHands` streams of the score requests of each file, one of
//!   1,000 messages and one of a message at the limit.
//!
//! Operations are named by the service's operation table (`mahjong_scoring::types::Operation`),
//! as in the golden cases; the targets map them to REST paths and gRPC methods with the same
//! table. `rest_structured` needs no seeds: its bodies are built from the golden requests
//! themselves.

use std::collections::BTreeMap;
use std::path::PathBuf;

use mahjong_loadtest::mix::grpc_message;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::grpc::pb;
use mahjong_scoring::types::{MAX_BATCH, MAX_BODY_BYTES, MAX_SESSION_DEALS, Operation};
use prost::Message;
use serde_json::{Value, json};

/// A golden request: its file's stem, its operation, its JSON body and the status it is answered
/// with alone.
struct Case {
    stem: String,
    op: String,
    body: Value,
    status: u64,
}

/// Every golden request, read by the golden cases' one loader (`mahjong_testkit::golden`).
fn golden() -> Vec<Case> {
    mahjong_testkit::golden::cases()
        .into_iter()
        .map(|c| Case {
            stem: c.stem().to_string(),
            op: c.op_name.clone(),
            status: c.error_status().unwrap_or(200),
            body: c.request,
        })
        .collect()
}

fn frame(msg: &[u8]) -> Vec<u8> {
    let mut f = vec![0];
    f.extend_from_slice(&(msg.len() as u32).to_be_bytes());
    f.extend_from_slice(msg);
    f
}

/// `msg` with an unknown length-delimited field (number 9999) that makes it `len` bytes long:
/// protobuf readers skip it.
fn pad(msg: &[u8], len: usize) -> Vec<u8> {
    use prost::encoding::{WireType, encode_key, encode_varint, encoded_len_varint};
    let mut out = msg.to_vec();
    encode_key(9999, WireType::LengthDelimited, &mut out);
    let room = len.saturating_sub(out.len());
    // The length's own varint comes out of the room.
    let mut n = room.saturating_sub(encoded_len_varint(room as u64));
    if n + encoded_len_varint(n as u64) < room {
        n += 1;
    }
    encode_varint(n as u64, &mut out);
    out.resize(out.len() + n, 0);
    out
}

fn main() {
    let root = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "fuzz/corpus".into()));
    let dirs = ["rest_json", "grpc_message", "grpc_stream"].map(|d| root.join(d));
    for d in &dirs {
        std::fs::create_dir_all(d).expect("a corpus directory");
    }
    let mut counts = [0usize; 3];
    let mut write = |target: usize, name: String, bytes: &[u8]| {
        std::fs::write(dirs[target].join(name), bytes).expect("a seed");
        counts[target] += 1;
    };
    let seed = |op: &str, body: &[u8]| [op.as_bytes(), b"\n", body].concat();
    let cases = golden();
    let mut streams: BTreeMap<String, Vec<u8>> = Default::default();
    let mut batches: BTreeMap<String, Vec<Value>> = Default::default();
    let (mut scores, mut score_messages) = (Vec::new(), Vec::new());
    for (i, Case { stem, op, body, status }) in cases.iter().enumerate() {
        write(0, format!("{stem}-{i}"), &seed(op, &serde_json::to_vec(body).expect("JSON")));
        // The server's own mapping of a golden request to its gRPC message.
        if let Some((_, msg)) = grpc_message(op, body) {
            write(1, format!("{stem}-{i}"), &seed(op, &msg));
            if op == Operation::ScoreHand.name() {
                streams.entry(stem.clone()).or_default().extend(frame(&msg));
                // A request malformed as JSON (400) makes its whole batch 400; any other problem
                // is that request's alone.
                if *status != 400 {
                    batches.entry(stem.clone()).or_default().push(body.clone());
                }
                if *status == 200 {
                    scores.push(body.clone());
                    score_messages.push(msg);
                }
            }
        }
    }
    for (stem, stream) in &streams {
        write(2, stem.clone(), stream);
    }
    for (stem, requests) in batches {
        let body = serde_json::to_vec(&json!({ "requests": requests })).expect("JSON");
        write(0, format!("{stem}-batch"), &seed(Operation::ScoreBatch.name(), &body));
    }
    // The largest batch and a stream as long, of the golden score requests answered 200 in turn.
    let full: Vec<&Value> = scores.iter().cycle().take(MAX_BATCH).collect();
    let body = serde_json::to_vec(&json!({ "requests": full })).expect("JSON");
    write(0, "full-batch".into(), &seed(Operation::ScoreBatch.name(), &body));
    let stream: Vec<u8> = score_messages.iter().cycle().take(MAX_BATCH).flat_map(|m| frame(m)).collect();
    write(2, "full-stream".into(), &stream);
    // Requests at the message limit (less the target's operation line, within libFuzzer's
    // -max_len of 1 MiB): the full batch followed by white space, and a score message whose
    // unknown field fills it (alone and as a stream's one message).
    let near = MAX_BODY_BYTES - 64;
    let mut body = serde_json::to_vec(&json!({ "requests": full })).expect("JSON");
    body.resize(near, b' ');
    write(0, "limit-batch".into(), &seed(Operation::ScoreBatch.name(), &body));
    if let Some(msg) = score_messages.first() {
        let padded = pad(msg, near);
        write(1, "limit-score".into(), &seed(Operation::ScoreHand.name(), &padded));
        write(2, "limit-message".into(), &frame(&padded));
    }
    // The longest session answered 200, its deals in turn up to the most a session may have (the
    // session is over before: the answer is a 422 at the deal past its end).
    let longest = cases
        .iter()
        .filter(|c| c.op == Operation::ScoreSession.name() && c.status == 200)
        .max_by_key(|c| c.body["deals"].as_array().map_or(0, Vec::len))
        .map(|c| c.body.clone());
    if let Some(mut session) = longest {
        let deals = session["deals"].as_array().cloned().unwrap_or_default();
        session["deals"] = deals.into_iter().cycle().take(MAX_SESSION_DEALS).collect();
        let name = Operation::ScoreSession.name();
        write(0, "full-session".into(), &seed(name, &serde_json::to_vec(&session).expect("JSON")));
        if let Some((_, msg)) = grpc_message(name, &session) {
            write(1, "full-session".into(), &seed(name, &msg));
        }
    }
    // The rule set lookups (REST: the input is the query's language or the path's id).
    let (list, get) = (Operation::ListRulesets.name(), Operation::GetRuleset.name());
    write(0, "rulesets".into(), &seed(list, b""));
    write(0, "rulesets-nl".into(), &seed(list, b"nl"));
    let languages = pb::ListRulesetsRequest { language: Some("nl".into()) }.encode_to_vec();
    write(1, "rulesets".into(), &seed(list, b""));
    write(1, "rulesets-nl".into(), &seed(list, &languages));
    for id in Registry::builtin().ids() {
        write(0, format!("ruleset-{id}"), &seed(get, id.as_bytes()));
        let msg = pb::GetRulesetRequest { id: id.into() }.encode_to_vec();
        write(1, format!("ruleset-{id}"), &seed(get, &msg));
    }
    println!(
        "seeds from {} golden requests: rest_json {}, grpc_message {}, grpc_stream {} (in {})",
        cases.len(),
        counts[0],
        counts[1],
        counts[2],
        root.display()
    );
}
