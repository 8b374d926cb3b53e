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
        // Serde on the messages lets tests drive gRPC with the REST golden requests and compare
        // the answers as JSON.
        .type_attribute(".mahjong.v1", "#[derive(serde::Serialize, serde::Deserialize)]")
        .message_attribute(".mahjong.v1", "#[serde(default)]")
        .field_attribute(".mahjong.v1.GetRulesetResponse.definition", "#[serde(skip)]")
        .compile_fds(fds)?;
    Ok(())
}
