//! Turns the engine's golden cases (`crates/mahjong-engine/tests/golden/*.toml`, read by their one
//! loader, `mahjong_testkit::golden`) into the load test's built-in request mix
//! (`OUT_DIR/loadtest_mix.json`, included in the binary), so an installed binary needs no
//! checkout. (The gRPC code is generated once, in crate `mahjong-proto`.)

use mahjong_testkit::golden;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    println!("cargo:rerun-if-changed={}", golden::dir().display());
    // Every golden case as `{case, ruleset, op, status, body}`: the REST body (with the file's
    // rule set) and the HTTP status the case expects (200, or that of its expected error).
    let mix: Vec<serde_json::Value> = golden::cases()
        .into_iter()
        .map(|c| {
            serde_json::json!({
                "case": format!("{}::{}", c.stem(), c.name),
                "ruleset": c.ruleset,
                "op": c.op_name,
                "status": c.error_status().unwrap_or(200),
                "body": c.request,
            })
        })
        .collect();
    std::fs::write(out.join("loadtest_mix.json"), serde_json::to_vec(&mix)?)?;
    Ok(())
}
