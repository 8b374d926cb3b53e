//! What browsers need: the scoring page (`GET /`), the embeddable widget
//! (`GET /widget/mahjong-score.js` and the modules it imports) and CORS for pages on other
//! origins that call the API.
//!
//! The assets are plain ES modules under `web/`, compiled into the binary: no build step, no
//! CDN, the page works offline. The widget files are answered with
//! `Access-Control-Allow-Origin: *` whatever the CORS setting: a `<script type="module">` from
//! another origin is fetched in CORS mode, and the widget is public code that carries no
//! credentials. Whether that page may then *call the API* is what [`Cors`] decides.

use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower_http::cors::{AllowOrigin, CorsLayer};

/// One embedded file.
struct Asset {
    path: &'static str,
    content_type: &'static str,
    body: &'static str,
    /// Served to any origin (the widget's modules).
    shared: bool,
}

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// One of the widget's modules, under `/widget/`.
macro_rules! widget_module {
    ($file:literal) => {
        Asset {
            path: concat!("/widget/", $file),
            content_type: JS,
            body: include_str!(concat!("../web/widget/", $file)),
            shared: true,
        }
    };
}

const ASSETS: &[Asset] = &[
    Asset { path: "/", content_type: HTML, body: include_str!("../web/index.html"), shared: false },
    Asset { path: "/page.js", content_type: JS, body: include_str!("../web/page.js"), shared: false },
    widget_module!("mahjong-score.js"),
    widget_module!("tiles.js"),
    widget_module!("i18n.js"),
    widget_module!("notation.js"),
    widget_module!("view.js"),
];

/// The page's Content-Security-Policy: its own scripts only; it calls its own origin.
const PAGE_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                        img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

/// A strong validator per asset, computed once (assets never change while the binary runs).
fn etags() -> &'static [HeaderValue] {
    static ETAGS: OnceLock<Vec<HeaderValue>> = OnceLock::new();
    ETAGS.get_or_init(|| {
        ASSETS
            .iter()
            .map(|a| {
                let mut h = std::collections::hash_map::DefaultHasher::new();
                a.body.hash(&mut h);
                HeaderValue::from_str(&format!("\"{:016x}\"", h.finish())).unwrap_or(HeaderValue::from_static("\"0\""))
            })
            .collect()
    })
}

/// The routes of the page and the widget, and the problem pages (GET and HEAD).
pub fn router<S: Clone + Send + Sync + 'static>() -> axum::Router<S> {
    ASSETS
        .iter()
        .enumerate()
        .fold(axum::Router::new(), |r, (i, a)| {
            r.route(a.path, axum::routing::get(move |req: Request| async move { serve(i, req.headers()) }))
        })
        .merge(crate::problems::router())
}

fn serve(i: usize, req: &HeaderMap) -> Response {
    let a = &ASSETS[i];
    let etag = etags()[i].clone();
    let mut headers = HeaderMap::new();
    headers.insert(header::ETAG, etag.clone());
    // Revalidate every time: a new binary serves a new widget at once.
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    if a.shared {
        headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static("*"));
    } else {
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(PAGE_CSP));
    }
    let fresh = req
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag.to_str().unwrap_or("") || t.trim() == "*"));
    if fresh {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(a.content_type));
    (headers, a.body).into_response()
}

/// Which browser origins may call the API (CORS). Off by default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Cors {
    /// No CORS headers: browsers allow only same-origin calls.
    #[default]
    Off,
    /// Any origin (`*`).
    Any,
    /// These origins (`https://club.example`), compared exactly.
    Origins(Vec<HeaderValue>),
}

/// Request headers a browser may send cross-origin.
pub const CORS_ALLOW_HEADERS: [HeaderName; 3] =
    [header::CONTENT_TYPE, header::ACCEPT_LANGUAGE, HeaderName::from_static("traceparent")];

/// How long a browser may cache a preflight answer, in seconds.
pub const CORS_MAX_AGE_SECS: u64 = 600;

impl Cors {
    /// Reads `--cors-allow-origin` values (each may hold several, comma-separated): `*`, or
    /// origins `scheme://host[:port]` without path. No value: off.
    pub fn parse<S: AsRef<str>>(values: &[S]) -> Result<Cors, String> {
        let mut origins = Vec::new();
        for v in values.iter().flat_map(|v| v.as_ref().split(',')).map(str::trim).filter(|v| !v.is_empty()) {
            if v == "*" {
                return Ok(Cors::Any);
            }
            let (scheme, rest) = v.split_once("://").ok_or_else(|| bad_origin(v))?;
            let host_ok = !rest.is_empty()
                && rest.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
            if !matches!(scheme, "http" | "https") || !host_ok {
                return Err(bad_origin(v));
            }
            // Browsers send the origin in lower case.
            let v = v.to_ascii_lowercase();
            origins.push(HeaderValue::from_str(&v).map_err(|_| bad_origin(&v))?);
        }
        Ok(if origins.is_empty() { Cors::Off } else { Cors::Origins(origins) })
    }

    /// The layer answering preflights and adding `Access-Control-Allow-Origin`; `None` when off.
    pub fn layer(&self) -> Option<CorsLayer> {
        let allow = match self {
            Cors::Off => return None,
            Cors::Any => AllowOrigin::any(),
            Cors::Origins(list) => AllowOrigin::list(list.iter().cloned()),
        };
        Some(
            CorsLayer::new()
                .allow_origin(allow)
                .allow_methods([Method::GET, Method::HEAD, Method::POST, Method::OPTIONS])
                .allow_headers(CORS_ALLOW_HEADERS)
                .max_age(std::time::Duration::from_secs(CORS_MAX_AGE_SECS)),
        )
    }
}

fn bad_origin(v: &str) -> String {
    format!(
        "--cors-allow-origin {v:?}: give `*` or an origin such as https://club.example or http://localhost:8000 (scheme, host and optional port; no path)"
    )
}

/// Adds the CORS layer to a router, when CORS is on.
pub fn with_cors(router: axum::Router, cors: &Cors) -> axum::Router {
    match cors.layer() {
        Some(layer) => router.layer(layer),
        None => router,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cors_values_parse() {
        assert_eq!(Cors::parse::<&str>(&[]), Ok(Cors::Off));
        assert_eq!(Cors::parse(&[""]), Ok(Cors::Off));
        assert_eq!(Cors::parse(&["https://a.example", "*"]), Ok(Cors::Any));
        assert_eq!(
            Cors::parse(&["https://A.example, http://localhost:8000", "http://[::1]:9"]),
            Ok(Cors::Origins(vec![
                HeaderValue::from_static("https://a.example"),
                HeaderValue::from_static("http://localhost:8000"),
                HeaderValue::from_static("http://[::1]:9"),
            ]))
        );
        for bad in ["club.example", "https://club.example/", "ftp://x", "https://", "https://a b"] {
            assert!(Cors::parse(&[bad]).is_err(), "{bad} should be refused");
        }
    }

    #[test]
    fn every_asset_path_is_distinct_and_js_is_javascript() {
        let mut paths: Vec<_> = ASSETS.iter().map(|a| a.path).collect();
        paths.sort();
        paths.dedup();
        assert_eq!(paths.len(), ASSETS.len());
        for a in ASSETS.iter().filter(|a| a.path.ends_with(".js")) {
            assert_eq!(a.content_type, JS, "{}", a.path);
        }
        assert_eq!(etags().len(), ASSETS.len());
    }
}
