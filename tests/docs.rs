//! The documentation in `docs/` against the code: the errors page lists exactly the problem codes
//! the service answers (the table behind problem types and the `/problems` pages), the rule sets'
//! sources point at sections the rules reference pages have, and nothing in the repository points
//! at files outside it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use mahjong_scoring::types::problem::{PROBLEM_CODES, problem_code};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn the_errors_page_lists_every_problem_code() {
    let page = read("docs/errors.md");
    let headings: Vec<&str> = page.lines().filter(|l| l.starts_with("### `")).collect();
    for p in PROBLEM_CODES {
        let heading = format!("### `{}` — {}", p.code, p.status);
        assert!(headings.contains(&heading.as_str()), "docs/errors.md lacks {heading:?}");
        assert!(page.contains(&format!("<a id=\"{}\"></a>", p.code)), "docs/errors.md: no anchor for {}", p.code);
        assert!(page.contains(p.meaning), "docs/errors.md: the meaning of {} differs from the code's table", p.code);
    }
    assert_eq!(
        headings.len(),
        PROBLEM_CODES.len(),
        "docs/errors.md has headings for codes the service does not answer"
    );
}

/// Every problem type the service writes names a code of the table (so it resolves to a page).
#[test]
fn every_problem_type_is_a_listed_code() {
    use mahjong_scoring::api::ErrorKind;
    for kind in [
        ErrorKind::BadRequest,
        ErrorKind::Invalid,
        ErrorKind::NotFound,
        ErrorKind::TooLarge,
        ErrorKind::UnsupportedMediaType,
        ErrorKind::MethodNotAllowed,
        ErrorKind::Overloaded,
        ErrorKind::Timeout,
        ErrorKind::Internal,
    ] {
        let p = problem_code(kind.code()).unwrap_or_else(|| panic!("{kind:?}: {} is not listed", kind.code()));
        assert_eq!(p.status, kind.status(), "{kind:?}");
    }
    for code in mahjong_scoring::types::Code::ALL {
        let p = problem_code(code.as_str()).unwrap_or_else(|| panic!("{code} is not listed"));
        assert_eq!(p.status, 422, "{code}");
    }
    // The examples' answers: every problem type and field code is listed, with its status.
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).expect("the document");
    let mut seen = 0;
    for item in doc["paths"].as_object().expect("paths").values() {
        for op in item.as_object().expect("operations").values() {
            for (status, resp) in op["responses"].as_object().expect("responses") {
                let Some(problems) = resp["content"]["application/problem+json"]["examples"].as_object() else {
                    continue;
                };
                for example in problems.values() {
                    let v = &example["value"];
                    let ty = v["type"].as_str().expect("a type");
                    let code = ty.strip_prefix("/problems/").unwrap_or_else(|| panic!("{ty}"));
                    assert!(problem_code(code).is_some(), "{ty} is not listed");
                    for e in v["errors"].as_array().expect("errors") {
                        let code = e["code"].as_str().expect("a code");
                        let listed = problem_code(code).unwrap_or_else(|| panic!("{code} is not listed"));
                        assert_eq!(listed.status.to_string(), *status, "{code}");
                    }
                    seen += 1;
                }
            }
        }
    }
    assert!(seen >= 9, "{seen} problem examples");
}

/// A rule set's source that cites a section of a page in `docs/` (`docs/rules.md#ecr`,
/// `docs/rules-dmjl-bmja.md#dmjl-bmja-limits`) names a page that exists and an anchor it has.
#[test]
fn rule_set_sources_point_at_sections_of_the_rules_reference() {
    let dir = root().join("crates/mahjong-engine/src/rulesets");
    let mut pages: HashMap<String, String> = HashMap::new();
    let mut cited = 0;
    for entry in std::fs::read_dir(&dir).expect("rule sets") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("a rule set");
        for (i, _) in text.match_indices("docs/") {
            let rest = &text[i + "docs/".len()..];
            let name: String =
                rest.chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_')).collect();
            let Some(after) = rest[name.len()..].strip_prefix(".md#") else {
                continue; // the page as a whole, not a section
            };
            let page = format!("docs/{name}.md");
            let anchor: String = after.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            assert!(!anchor.is_empty(), "{}: {page}# names no section", path.display());
            let doc = pages.entry(page.clone()).or_insert_with(|| {
                std::fs::read_to_string(root().join(&page))
                    .unwrap_or_else(|e| panic!("{}: cites {page}: {e}", path.display()))
            });
            assert!(
                doc.contains(&format!("<a id=\"{anchor}\"></a>")),
                "{}: {page} has no section {anchor:?}",
                path.display()
            );
            cited += 1;
        }
    }
    assert!(cited > 20, "{cited} citations");
}

/// What a stranger reads or gets served (README, docs, OpenAPI, proto, rule sets, code, charts,
/// clients) refers to no file outside the repository and to no placeholder host. Tests may cite
/// the specification in comments.
#[test]
fn nothing_points_outside_the_repository() {
    let banned = [
        ["shared", "/"].concat(),
        ["RULES", ".md"].concat(),
        ["API", ".md"].concat(),
        ["example", ".invalid"].concat(),
    ];
    let mut checked = 0;
    let mut stack = vec![root()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a directory") {
            let path = entry.expect("entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            if path.is_dir() {
                if !matches!(name, "target" | "node_modules" | ".git" | "tests" | "dist") {
                    stack.push(path);
                }
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            for b in &banned {
                assert!(!text.contains(b.as_str()), "{} refers to {b:?}", relative(&path));
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} files");
}

fn relative(p: &Path) -> String {
    p.strip_prefix(root()).unwrap_or(p).display().to_string()
}

/// Docs are guides, not notebooks: the README and every page of `docs/` (and every README in the
/// repository's own folders) stay within 300 lines; the history stays in git.
#[test]
fn guides_stay_within_300_lines() {
    let mut pages = vec![root().join("README.md")];
    for dir in ["docs", "fuzz", "clients/python", "clients/typescript", "crates/mahjong-engine/tests/golden"] {
        for e in std::fs::read_dir(root().join(dir)).unwrap_or_else(|e| panic!("{dir}: {e}")).flatten() {
            if e.path().extension().is_some_and(|x| x == "md") {
                pages.push(e.path());
            }
        }
    }
    for p in pages {
        let lines = std::fs::read_to_string(&p).unwrap_or_default().lines().count();
        assert!(lines <= 300, "{} has {lines} lines (at most 300)", p.display());
    }
}
