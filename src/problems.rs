//! The pages problem `type`s resolve to: `GET /problems` lists every problem code with its status
//! and meaning, `GET /problems/{code}` explains one. A problem document's `type` is the relative
//! URI `/problems/{code}`: resolved against the address that answered, it is one of these pages,
//! wherever the service is deployed (behind a proxy or under another host name), and it is the
//! same string everywhere, for clients that compare it. The table is the contract's
//! ([`PROBLEM_CODES`]); the errors page of the documentation (`docs/errors.md`) says the same in
//! more words.

use axum::extract::Path;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::types::problem::{PROBLEM_CODES, ProblemCode, problem_code};

/// The routes (GET and HEAD).
pub fn router<S: Clone + Send + Sync + 'static>() -> axum::Router<S> {
    axum::Router::new()
        .route("/problems", axum::routing::get(|| async { page("Problem codes", PROBLEM_CODES.iter(), true) }))
        .route(
            "/problems/{code}",
            axum::routing::get(|Path(code): Path<String>| async move {
                match problem_code(&code) {
                    Some(p) => page(p.code, std::iter::once(p), false),
                    None => {
                        let mut r = page("Unknown problem code", std::iter::empty(), true);
                        *r.status_mut() = StatusCode::NOT_FOUND;
                        r
                    }
                }
            }),
        )
}

fn page<'a>(title: &str, codes: impl Iterator<Item = &'a ProblemCode>, all: bool) -> Response {
    let mut html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} — mahjong scoring service</title>\
         <style>body{{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}}\
         code{{background:#f3f3f3;padding:0 .2em}}dt{{margin-top:1rem;font-weight:600}}</style></head><body>\
         <h1>{}</h1><p>Every error answer is an RFC 9457 problem document (<code>application/problem+json</code>) \
         whose <code>type</code> is <code>/problems/CODE</code> and whose <code>errors</code> list each problem \
         with a JSON pointer into the request, its code and a message. gRPC answers carry the same codes \
         as <code>google.rpc.BadRequest</code> field violations.</p><dl>",
        escape(title),
        escape(title)
    );
    for p in codes {
        html.push_str(&format!(
            "<dt id=\"{0}\"><code>{0}</code> — HTTP {1}</dt><dd>{2}</dd>",
            p.code,
            p.status,
            code_spans(&escape(p.meaning))
        ));
    }
    html.push_str("</dl>");
    if !all {
        html.push_str("<p><a href=\"/problems\">Every problem code</a></p>");
    }
    html.push_str("<p>Interactive API documentation: <a href=\"/docs/\">/docs/</a></p></body></html>");
    let mut r = html.into_response();
    r.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8"));
    r.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
    r
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// `text` in backticks as `<code>`.
fn code_spans(s: &str) -> String {
    let mut out = String::new();
    for (i, part) in s.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(part);
            out.push_str("</code>");
        } else {
            out.push_str(part);
        }
    }
    out
}
