//! The committed OpenAPI document (`docs/openapi.json`) must match the one the code generates.
//! Regenerate it with `UPDATE_OPENAPI=1 cargo test --test openapi`.

use std::path::Path;

#[test]
fn committed_openapi_is_current() {
    let generated = serde_json::to_string_pretty(&mahjong_scoring::rest::openapi()).expect("OpenAPI serialises") + "\n";
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/openapi.json");
    if std::env::var("UPDATE_OPENAPI").is_ok() {
        std::fs::write(&path, &generated).expect("write docs/openapi.json");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/openapi.json is out of date: run `UPDATE_OPENAPI=1 cargo test --test openapi` and commit it"
    );
}

#[test]
fn every_operation_documents_its_errors() {
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    let paths = doc["paths"].as_object().unwrap();
    for (path, item) in paths {
        for (method, op) in item.as_object().unwrap() {
            let responses = op["responses"].as_object().unwrap();
            if method == "post" {
                for status in ["400", "413", "415", "503"] {
                    assert!(responses.contains_key(status), "{method} {path} does not document {status}");
                }
            }
        }
    }
    assert_eq!(paths.len(), 12, "{:?}", paths.keys().collect::<Vec<_>>());
}
