//! What browsers get: the scoring page, the widget's modules, and CORS (off by default; on for
//! the origins given, with preflights answered). The page itself is driven in a real browser by
//! `scripts/browser-test.sh` (run by `.ci/run`).

use std::process::Command;

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::server::{self, Limits, Running};
use mahjong_scoring::web::Cors;
use reqwest::{Method, StatusCode};
use serde_json::json;

async fn start(cors: Cors) -> Running {
    server::start(
        Core::new(Registry::builtin()),
        "127.0.0.1:0".parse().unwrap(),
        "127.0.0.1:0".parse().unwrap(),
        Limits { cors, ..Limits::default() },
    )
    .await
    .expect("server starts")
}

fn header(r: &reqwest::Response, name: &str) -> Option<String> {
    r.headers().get(name).map(|v| v.to_str().unwrap().to_string())
}

const CLUB: &str = "http://club.example:8000";
const OTHER: &str = "https://elsewhere.example";

fn score_body() -> serde_json::Value {
    json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
           "hand": "b1b2b3 c4c5c6 d7d8d9 wewe (drdrdr)", "win": {"tile": "we", "source": "wall"}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_every_widget_module_are_served() {
    let r = start(Cors::Off).await;
    let base = format!("http://{}", r.http);
    let c = reqwest::Client::new();

    let page = c.get(format!("{base}/")).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(header(&page, "content-type").as_deref(), Some("text/html; charset=utf-8"));
    assert!(header(&page, "content-security-policy").unwrap().contains("default-src 'self'"));
    assert_eq!(header(&page, "access-control-allow-origin"), None, "the page itself is not shared");
    let etag = header(&page, "etag").unwrap();
    let html = page.text().await.unwrap();
    assert!(html.contains("<mahjong-score") && html.contains(r#"src="/widget/mahjong-score.js""#));

    // Unchanged: 304 without a body.
    let again = c.get(format!("{base}/")).header("if-none-match", &etag).send().await.unwrap();
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert!(again.bytes().await.unwrap().is_empty());
    let head = c.head(format!("{base}/widget/mahjong-score.js")).send().await.unwrap();
    assert_eq!(head.status(), StatusCode::OK);

    // The widget and every module it imports, transitively: JavaScript, loadable from any origin.
    let mut todo = vec!["/widget/mahjong-score.js".to_string(), "/page.js".to_string()];
    let mut seen = Vec::new();
    while let Some(path) = todo.pop() {
        if seen.contains(&path) {
            continue;
        }
        let resp = c.get(format!("{base}{path}")).header("origin", OTHER).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&resp, "content-type").as_deref(), Some("text/javascript; charset=utf-8"), "{path}");
        if path.starts_with("/widget/") {
            assert_eq!(header(&resp, "access-control-allow-origin").as_deref(), Some("*"), "{path}");
        }
        let text = resp.text().await.unwrap();
        for line in text.lines().filter(|l| l.starts_with("import ")) {
            let spec = line.split('"').nth(1).unwrap();
            let dir = &path[..path.rfind('/').unwrap() + 1];
            todo.push(format!("{dir}{}", spec.trim_start_matches("./")));
        }
        seen.push(path);
    }
    assert!(seen.len() >= 6, "{seen:?}");

    // Not a page: the API's problem document, as before.
    let missing = c.get(format!("{base}/widget/nope.js")).send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&missing, "content-type").as_deref(), Some("application/problem+json"));
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cors_is_off_by_default() {
    let r = start(Cors::Off).await;
    let base = format!("http://{}", r.http);
    let c = reqwest::Client::new();
    let pre = c
        .request(Method::OPTIONS, format!("{base}/v1/hands/score"))
        .header("origin", CLUB)
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_eq!(pre.status(), StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(header(&pre, "access-control-allow-origin"), None);
    let post =
        c.post(format!("{base}/v1/hands/score")).header("origin", CLUB).json(&score_body()).send().await.unwrap();
    assert_eq!(post.status(), StatusCode::OK);
    assert_eq!(header(&post, "access-control-allow-origin"), None);
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cors_allows_the_given_origins_only() {
    let r = start(Cors::parse(&[CLUB]).unwrap()).await;
    let base = format!("http://{}", r.http);
    let c = reqwest::Client::new();
    let preflight = |origin: &'static str| {
        c.request(Method::OPTIONS, format!("{base}/v1/hands/score"))
            .header("origin", origin)
            .header("access-control-request-method", "POST")
            .header("access-control-request-headers", "content-type,accept-language,traceparent")
            .send()
    };

    // Preflight from the allowed origin: methods and headers.
    let pre = preflight(CLUB).await.unwrap();
    assert_eq!(pre.status(), StatusCode::OK);
    assert_eq!(header(&pre, "access-control-allow-origin").as_deref(), Some(CLUB));
    let methods = header(&pre, "access-control-allow-methods").unwrap();
    for m in ["GET", "POST", "OPTIONS"] {
        assert!(methods.split(',').any(|x| x.trim() == m), "{methods}");
    }
    let headers = header(&pre, "access-control-allow-headers").unwrap();
    for h in ["content-type", "accept-language", "traceparent"] {
        assert!(headers.split(',').any(|x| x.trim() == h), "{headers}");
    }
    assert_eq!(header(&pre, "access-control-max-age").as_deref(), Some("600"));

    // The call itself from the allowed origin: the answer carries the origin.
    let post =
        c.post(format!("{base}/v1/hands/score")).header("origin", CLUB).json(&score_body()).send().await.unwrap();
    assert_eq!(post.status(), StatusCode::OK);
    assert_eq!(header(&post, "access-control-allow-origin").as_deref(), Some(CLUB));
    assert!(header(&post, "vary").unwrap().to_ascii_lowercase().contains("origin"));
    let score: serde_json::Value = post.json().await.unwrap();
    assert_eq!(score["mahjong"], true);

    // Another origin: no permission, so the browser withholds the answer.
    let pre = preflight(OTHER).await.unwrap();
    assert_eq!(header(&pre, "access-control-allow-origin"), None);
    let post =
        c.post(format!("{base}/v1/hands/score")).header("origin", OTHER).json(&score_body()).send().await.unwrap();
    assert_eq!(header(&post, "access-control-allow-origin"), None);

    // Errors carry the header too (a page must be able to read the problem document).
    let bad = c
        .post(format!("{base}/v1/hands/score"))
        .header("origin", CLUB)
        .json(&json!({"ruleset": "nope", "seat_wind": "east", "round_wind": "east", "hand": "b1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(header(&bad, "access-control-allow-origin").as_deref(), Some(CLUB));

    // Health, metrics and the rule sets still answer as before.
    for path in ["/healthz", "/readyz", "/metrics", "/v1/rulesets"] {
        let resp = c.get(format!("{base}{path}")).header("origin", CLUB).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
    }
    let resp = c.get(format!("{base}/healthz")).send().await.unwrap();
    assert_eq!(resp.text().await.unwrap(), "ok");
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cors_star_allows_any_origin() {
    let r = start(Cors::parse(&["*"]).unwrap()).await;
    let c = reqwest::Client::new();
    let post = c
        .post(format!("http://{}/v1/hands/score", r.http))
        .header("origin", OTHER)
        .json(&score_body())
        .send()
        .await
        .unwrap();
    assert_eq!(header(&post, "access-control-allow-origin").as_deref(), Some("*"));
    r.shutdown().await;
}

#[test]
fn a_bad_origin_stops_the_service_at_start_from_the_flag_or_the_variable() {
    let bin = env!("CARGO_BIN_EXE_mahjong-scoring");
    let out = Command::new(bin)
        .args(["serve", "--http", "127.0.0.1:0", "--grpc", "127.0.0.1:0", "--cors-allow-origin", "club.example"])
        .env_remove("MAHJONG_CORS_ALLOW_ORIGINS")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("\"club.example\""),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The variable is a comma-separated list; its second entry is the bad one.
    let out = Command::new(bin)
        .args(["serve", "--http", "127.0.0.1:0", "--grpc", "127.0.0.1:0"])
        .env("MAHJONG_CORS_ALLOW_ORIGINS", "https://club.example,ftp://files.example")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("ftp://files.example"));
}
