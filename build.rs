//! Compiles `proto/` without a system protoc: protox parses the protos in pure Rust, and
//! tonic-prost-build generates the messages and the service from the descriptor set. The
//! descriptor set is also written to OUT_DIR for gRPC server reflection.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let proto = "proto/mahjong/v1/scoring.proto";
    println!("cargo:rerun-if-changed=proto");
    let fds = protox::compile([proto], ["proto"])?;
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    std::fs::write(out.join("mahjong_descriptor.bin"), prost::Message::encode_to_vec(&fds))?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        // Serialisable messages let tests compare gRPC answers with REST ones as JSON.
        .type_attribute(".mahjong.v1", "#[derive(serde::Serialize)]")
        .field_attribute(".mahjong.v1.GetRulesetResponse.definition", "#[serde(skip)]")
        .compile_fds(fds)?;
    Ok(())
}
