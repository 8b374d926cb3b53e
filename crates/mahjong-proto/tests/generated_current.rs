//! The committed gRPC code (`src/gen/mahjong.v1.rs`) and descriptor set
//! (`src/gen/mahjong.v1.bin`) must be what `proto/` generates today.
//!
//! The generator is pure Rust (protox parses the protos, tonic-prost-build writes the messages,
//! the client and the server), so neither the crate's users nor this check need a protoc. When
//! the proto changes, regenerate with
//!
//! ```text
//! UPDATE_GENERATED=1 cargo test -p mahjong-proto --test generated_current
//! ```
//!
//! and commit both files. (The test links the crate, so it runs while the committed file still
//! compiles, which an outdated one does; a hand-damaged one is restored with `git checkout`.)

use std::path::{Path, PathBuf};

const HEADER: &str = "\
// @generated from proto/mahjong/v1/scoring.proto by crates/mahjong-proto/tests/generated_current.rs
// (protox + tonic-prost-build: messages, client and server). Do not edit: regenerate with
// `UPDATE_GENERATED=1 cargo test -p mahjong-proto --test generated_current`.

";

fn descriptors() -> prost_types::FileDescriptorSet {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../proto");
    let proto = root.join("mahjong/v1/scoring.proto");
    protox::compile([&proto], [&root]).expect("proto/ compiles")
}

/// The generated code and the encoded descriptor set.
fn generate() -> (String, Vec<u8>) {
    let fds = descriptors();
    let descriptor_set = prost::Message::encode_to_vec(&fds);
    let out = std::env::temp_dir().join(format!("mahjong-proto-gen-{}", std::process::id()));
    std::fs::create_dir_all(&out).expect("temp dir");
    tonic_prost_build::configure()
        .build_server(true)
        .build_client(true)
        .build_transport(true)
        // An undecodable request message is INVALID_ARGUMENT, not tonic's INTERNAL.
        .codec_path("crate::codec::Codec")
        // The score answer, the hand and a han and fu score (in a score and in a wait): the contract's
        // values with their own writer and reader.
        .extern_path(".mahjong.v1.ScoreResponse", "crate::wire::ScoreResponse")
        .extern_path(".mahjong.v1.Hand", "crate::wire::Hand")
        .extern_path(".mahjong.v1.HanFuScore", "crate::wire::HanFuScore")
        .emit_rerun_if_changed(false)
        .out_dir(&out)
        .compile_fds(fds)
        .expect("code generation");
    let generated = std::fs::read_to_string(out.join("mahjong.v1.rs")).expect("generated mahjong.v1.rs");
    let _ = std::fs::remove_dir_all(&out);
    (format!("{HEADER}{generated}"), descriptor_set)
}

fn committed(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gen").join(name)
}

#[test]
fn committed_grpc_code_is_current() {
    let (code, set) = generate();
    let (code_path, set_path) = (committed("mahjong.v1.rs"), committed("mahjong.v1.bin"));
    if std::env::var_os("UPDATE_GENERATED").is_some() {
        std::fs::write(&code_path, &code).expect("write src/gen/mahjong.v1.rs");
        std::fs::write(&set_path, &set).expect("write src/gen/mahjong.v1.bin");
    }
    let committed_code = std::fs::read_to_string(&code_path).unwrap_or_default();
    if committed_code != code {
        let line = committed_code
            .lines()
            .zip(code.lines())
            .position(|(a, b)| a != b)
            .map_or_else(|| committed_code.lines().count().min(code.lines().count()) + 1, |i| i + 1);
        panic!(
            "crates/mahjong-proto/src/gen/mahjong.v1.rs is out of date with proto/ (first difference at line \
             {line}).\nRegenerate it with\n\n    UPDATE_GENERATED=1 cargo test -p mahjong-proto --test \
             generated_current\n\nand commit the result."
        );
    }
    assert!(
        std::fs::read(&set_path).unwrap_or_default() == set,
        "crates/mahjong-proto/src/gen/mahjong.v1.bin is out of date with proto/; regenerate it as above"
    );
    assert_eq!(mahjong_proto::DESCRIPTOR_SET, &set[..]);
}
