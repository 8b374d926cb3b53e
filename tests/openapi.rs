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
                for status in ["400", "408", "413", "415", "503"] {
                    assert!(responses.contains_key(status), "{method} {path} does not document {status}");
                }
            }
        }
    }
    assert_eq!(paths.len(), 12, "{:?}", paths.keys().collect::<Vec<_>>());
}

/// The OpenAPI `TileCode` pattern (tiles in answers) accepts exactly the codes the service writes:
/// the 42 lower-case codes of API.md "Tiles" that the parser reads back as themselves. Every
/// string of one to three printable ASCII characters is tried.
#[test]
fn the_tile_code_pattern_is_the_parser() {
    use mahjong_scoring::api::types::TILE_CODE_PATTERN;
    use mahjong_scoring::engine::tile::Tile;
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    assert_eq!(doc["components"]["schemas"]["TileCode"]["pattern"], TILE_CODE_PATTERN);
    let re = regex::Regex::new(TILE_CODE_PATTERN).expect("the pattern compiles");
    let printable: Vec<char> = (0x20u8..0x7f).map(char::from).collect();
    let mut accepted = 0;
    let mut strings: Vec<String> = printable.iter().map(|a| a.to_string()).collect();
    for a in &printable {
        for b in &printable {
            strings.push(format!("{a}{b}"));
            strings.push(format!("{a}{b}1"));
        }
    }
    for s in &strings {
        let written = Tile::parse(s).is_some_and(|t| t.code() == s);
        assert_eq!(re.is_match(s), written, "{s:?}: pattern and tile codes disagree");
        accepted += written as usize;
    }
    assert_eq!(accepted, 42, "codes accepted");
}
