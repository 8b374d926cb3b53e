//! The real binary, spawned with `serve` on free ports and JSON logs on stdout: shared by the tests
//! that need the process itself (the load tool's exit codes, the log lines and SIGTERM), included
//! with `#[path = "common/binary.rs"] mod binary;`.
#![allow(dead_code)] // each test uses part of it

use std::io::{BufRead, BufReader, Lines};
use std::process::{Child, ChildStdout, Command, Stdio};

pub const BIN: &str = env!("CARGO_BIN_EXE_mahjong-scoring");

/// The binary [`spawn`] starts: `MAHJONG_SCORING_BIN` when set (another build of it, such as the
/// release build), else the one cargo built for the tests.
pub fn bin() -> String {
    std::env::var("MAHJONG_SCORING_BIN").unwrap_or_else(|_| BIN.to_string())
}

/// A spawned `serve`: the child, its remaining log lines, and the bound `host:port` of each transport.
pub struct Spawned {
    pub child: Child,
    pub lines: Lines<BufReader<ChildStdout>>,
    pub http: String,
    pub grpc: String,
}

/// Starts `serve` (plus `extra` arguments) with no trace exporter and reads log lines up to the
/// start-up line that names the bound addresses.
pub fn spawn(extra: &[&str]) -> Spawned {
    let mut child = Command::new(bin())
        .args(["serve", "--http", "127.0.0.1:0", "--grpc", "127.0.0.1:0", "--log-format", "json"])
        .args(extra)
        .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
        .env_remove("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut addrs = None;
    for line in lines.by_ref().take(20) {
        let v: serde_json::Value = serde_json::from_str(&line.unwrap()).expect("log lines are JSON");
        if v["message"] == "serving" {
            addrs = Some((v["http"].as_str().unwrap().to_string(), v["grpc"].as_str().unwrap().to_string()));
            break;
        }
    }
    let (http, grpc) = addrs.expect("a 'serving' line with the addresses");
    Spawned { child, lines, http, grpc }
}
