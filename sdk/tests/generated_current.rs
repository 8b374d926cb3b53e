//! The committed gRPC code (`src/gen/mahjong.v1.rs`) must be what `proto/` generates today.
//!
//! The generator is pure Rust (protox parses the protos, tonic-prost-build writes the client), so
//! neither the SDK's users nor this check need a protoc. When the proto changes, regenerate with
//!
//! ```text
//! UPDATE_GENERATED=1 cargo test -p mahjong-scoring-sdk --test generated_current
//! ```
//!
//! and commit the file. (The test links the SDK, so it runs while the committed file still
//! compiles, which an outdated one does; a hand-damaged one is restored with `git checkout`.)
//!
//! A second check keeps the hand-written layer complete: every rpc of the service must be one of
//! the operations [`mahjong_scoring_sdk::Client`] wraps.

use std::path::{Path, PathBuf};

const HEADER: &str = "\
// @generated from proto/mahjong/v1/scoring.proto by sdk/tests/generated_current.rs
// (protox + tonic-prost-build, client only). Do not edit: regenerate with
// `UPDATE_GENERATED=1 cargo test -p mahjong-scoring-sdk --test generated_current`.

";

fn descriptors() -> prost_types::FileDescriptorSet {
    let sdk = Path::new(env!("CARGO_MANIFEST_DIR"));
    let proto_root = sdk.join("../proto");
    let proto = proto_root.join("mahjong/v1/scoring.proto");
    protox::compile([&proto], [&proto_root]).expect("proto/ compiles")
}

fn generate() -> String {
    let fds = descriptors();
    let out = std::env::temp_dir().join(format!("mahjong-sdk-gen-{}", std::process::id()));
    std::fs::create_dir_all(&out).expect("temp dir");
    tonic_prost_build::configure()
        .build_server(false)
        .build_client(true)
        .build_transport(true)
        .emit_rerun_if_changed(false)
        .out_dir(&out)
        .compile_fds(fds)
        .expect("code generation");
    let generated = std::fs::read_to_string(out.join("mahjong.v1.rs")).expect("generated mahjong.v1.rs");
    let _ = std::fs::remove_dir_all(&out);
    format!("{HEADER}{generated}")
}

fn committed_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gen/mahjong.v1.rs")
}

#[test]
fn committed_grpc_code_is_current() {
    let generated = generate();
    let path = committed_path();
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&path, &generated).expect("write src/gen/mahjong.v1.rs");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != generated {
        let line = committed
            .lines()
            .zip(generated.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| committed.lines().count().min(generated.lines().count()) + 1, |i| i + 1);
        panic!(
            "sdk/src/gen/mahjong.v1.rs is out of date with proto/ (first difference at line {line}).\n\
             Regenerate it with\n\n    UPDATE_GENERATED=1 cargo test -p mahjong-scoring-sdk --test generated_current\n\n\
             and commit the result."
        );
    }
}

/// The rpcs `Client` has a method for (and `RestClient` / `ScoringApi`, except the streaming one).
const WRAPPED: [&str; 12] = [
    "ListRulesets",
    "GetRuleset",
    "ValidateHand",
    "ScoreHand",
    "FindWaits",
    "ResolveClaims",
    "SettleDeal",
    "ScoreDeal",
    "ReconcileSession",
    "ScoreSession",
    "TournamentStandings",
    "ScoreHands",
];

#[test]
fn every_rpc_has_a_client_method() {
    let fds = descriptors();
    let rpcs: Vec<String> = fds
        .file
        .iter()
        .filter(|f| f.package() == "mahjong.v1")
        .flat_map(|f| f.service.iter())
        .flat_map(|s| s.method.iter().map(|m| m.name().to_string()))
        .collect();
    let missing: Vec<&String> = rpcs.iter().filter(|r| !WRAPPED.contains(&r.as_str())).collect();
    assert!(
        missing.is_empty(),
        "proto/ has rpcs the SDK does not wrap yet: {missing:?}; add them to Client, RestClient and ScoringApi"
    );
    assert_eq!(rpcs.len(), WRAPPED.len(), "rpcs in proto/: {rpcs:?}");
}
