//! Turns the engine's golden cases (`crates/mahjong-engine/tests/golden/*.toml`) into the load test's
//! built-in request mix (`OUT_DIR/loadtest_mix.json`, included in the binary), so an installed
//! binary needs no checkout. (The gRPC code is generated once, in crate `mahjong-proto`.)

use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    println!("cargo:rerun-if-changed=../mahjong-engine/tests/golden");
    std::fs::write(
        out.join("loadtest_mix.json"),
        serde_json::to_vec(&golden_mix(Path::new("../mahjong-engine/tests/golden"))?)?,
    )?;
    Ok(())
}

/// Every golden case as `{case, ruleset, op, status, body}`: the REST body (with the file's rule
/// set) and the HTTP status the case expects (200, or its `expect.error.status`).
fn golden_mix(dir: &Path) -> Result<serde_json::Value, Box<dyn std::error::Error>> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e} (the load test's request mix is built from the golden cases)", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let doc: toml::Table =
            toml::from_str(&std::fs::read_to_string(f)?).map_err(|e| format!("{}: {e}", f.display()))?;
        let ruleset = doc.get("ruleset").and_then(toml::Value::as_str).ok_or(format!("{}: no ruleset", f.display()))?;
        let stem = f.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        for c in doc.get("case").and_then(toml::Value::as_array).into_iter().flatten() {
            let name =
                c.get("name").and_then(toml::Value::as_str).ok_or(format!("{}: a case has no name", f.display()))?;
            let mut body = serde_json::to_value(c.get("request").ok_or(format!("{stem}::{name}: no request"))?)?;
            if body.get("ruleset").is_none() {
                body["ruleset"] = serde_json::json!(ruleset);
            }
            let status = match c.get("expect").and_then(|e| e.get("error")) {
                None => 200,
                Some(e) => e.get("status").and_then(toml::Value::as_integer).unwrap_or(422),
            };
            let op = c.get("op").and_then(toml::Value::as_str).unwrap_or("score");
            out.push(serde_json::json!({
                "case": format!("{stem}::{name}"), "ruleset": ruleset, "op": op, "status": status, "body": body
            }));
        }
    }
    Ok(serde_json::Value::Array(out))
}
