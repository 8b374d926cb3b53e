//! Writes the fuzz targets' seed corpora (`fuzz/`) from the golden cases:
//! `cargo run --example fuzz_seeds -- fuzz/corpus`.
//!
//! - `rest_json/`: `<operation>\n<JSON body>` for every golden request, and batches of them;
//! - `grpc_message/`: `<operation>\n<protobuf message>`, the same requests as gRPC messages;
//! - `grpc_stream/`: gRPC-framed `ScoreHands` streams of the hand requests of each file.

use std::path::{Path, PathBuf};

use mahjong_scoring::grpc::{message_from_rest_json, pb};
use prost::Message;
use serde_json::{Value, json};

/// Every golden request: (file stem, operation, JSON body).
fn golden() -> Vec<(String, String, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/golden")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let doc: toml::Value = toml::from_str(&std::fs::read_to_string(&f).expect("a golden file")).expect("TOML");
        let ruleset = doc.get("ruleset").and_then(|r| r.as_str()).unwrap_or("ecr").to_string();
        let stem = f.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        for c in doc.get("case").and_then(|c| c.as_array()).into_iter().flatten() {
            let Some(req) = c.get("request") else { continue };
            let mut body = serde_json::to_value(req).expect("JSON");
            if body.get("ruleset").is_none() {
                body["ruleset"] = json!(ruleset);
            }
            let op = c.get("op").and_then(|o| o.as_str()).unwrap_or("score").to_string();
            out.push((stem.clone(), op, body));
        }
    }
    out
}

fn frame(msg: &[u8]) -> Vec<u8> {
    let mut f = vec![0];
    f.extend_from_slice(&(msg.len() as u32).to_be_bytes());
    f.extend_from_slice(msg);
    f
}

/// The protobuf encoding of a REST body for an operation.
fn protobuf(op: &str, body: &Value) -> Option<Vec<u8>> {
    fn enc<T: Message + Default + serde::de::DeserializeOwned>(body: &Value) -> Option<Vec<u8>> {
        message_from_rest_json::<T>(body).ok().map(|m| m.encode_to_vec())
    }
    match op {
        "score" | "validate" | "waits" => enc::<pb::HandRequest>(body),
        "claims" => enc::<pb::ClaimsRequest>(body),
        "settle" => enc::<pb::SettleRequest>(body),
        "deal" => enc::<pb::DealRequest>(body),
        "reconcile" => enc::<pb::ReconcileRequest>(body),
        "session" => enc::<pb::SessionRequest>(body),
        "tournament" => enc::<pb::TournamentRequest>(body),
        _ => None,
    }
}

fn main() {
    let root = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "fuzz/corpus".into()));
    let dirs = ["rest_json", "grpc_message", "grpc_stream"].map(|d| root.join(d));
    for d in &dirs {
        std::fs::create_dir_all(d).expect("a corpus directory");
    }
    let write = |dir: &Path, name: String, bytes: &[u8]| std::fs::write(dir.join(name), bytes).expect("a seed");
    let cases = golden();
    let mut streams: std::collections::BTreeMap<String, Vec<u8>> = Default::default();
    let mut batches: std::collections::BTreeMap<String, Vec<Value>> = Default::default();
    let mut counts = [0usize; 3];
    for (i, (stem, op, body)) in cases.iter().enumerate() {
        let text = serde_json::to_vec(body).expect("JSON");
        write(&dirs[0], format!("{stem}-{i}"), &[op.as_bytes(), b"\n", &text].concat());
        counts[0] += 1;
        if let Some(msg) = protobuf(op, body) {
            write(&dirs[1], format!("{stem}-{i}"), &[op.as_bytes(), b"\n", &msg].concat());
            counts[1] += 1;
            if op == "score" {
                streams.entry(stem.clone()).or_default().extend(frame(&msg));
                batches.entry(stem.clone()).or_default().push(body.clone());
            }
        }
    }
    for (stem, stream) in &streams {
        write(&dirs[2], stem.clone(), stream);
        counts[2] += 1;
    }
    for (stem, requests) in batches {
        let body = serde_json::to_vec(&json!({ "requests": requests })).expect("JSON");
        write(&dirs[0], format!("{stem}-batch"), &[b"batch\n".as_slice(), &body].concat());
        counts[0] += 1;
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
