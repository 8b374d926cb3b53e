//! The request examples of the contract ([`crate::types::examples`]) in the OpenAPI document:
//! each one goes into its operation's request body, and the answer the core gives it goes under
//! its status with the same name, so the document shows real calls and their real answers
//! (regenerated with the document; a test checks each status is the one the example declares).

use serde::Serialize;
use serde_json::Value;
use utoipa::openapi::{ContentBuilder, OpenApi, RefOr, example::ExampleBuilder};

use super::decode::{Body, decode};
use super::{ApiError, Core};
use crate::types::examples::request_examples;

/// Runs a request body through the core operation behind `POST {path}`, as the REST handler does
/// (no `Accept-Language`): the answer, or `None` for a path without a body.
pub fn run(core: &Core, path: &str, body: &[u8]) -> Option<Result<Value, ApiError>> {
    fn call<T: Body, R: Serialize>(body: &[u8], op: impl FnOnce(&T) -> Result<R, ApiError>) -> Result<Value, ApiError> {
        let answer = op(&decode::<T>(body)?)?;
        serde_json::to_value(answer).map_err(|e| ApiError::new(super::ErrorKind::Internal, e.to_string()))
    }
    Some(match path {
        "/v1/hands/validate" => call(body, |r| core.validate(r, None)),
        "/v1/hands/score" => call(body, |r| core.score(r, None)),
        "/v1/hands/score-batch" => {
            call(body, |r| core.score_batch(r, None, &mut super::error::Allowance::for_bytes(body.len())))
        }
        "/v1/hands/waits" => call(body, |r| core.waits(r, None)),
        "/v1/claims/resolve" => call(body, |r| core.resolve_claims(r)),
        "/v1/deals/settle" => call(body, |r| core.settle(r)),
        "/v1/deals/score" => call(body, |r| core.score_deal(r, None)),
        "/v1/sessions/reconcile" => call(body, |r| core.reconcile(r)),
        "/v1/sessions/score" => call(body, |r| core.score_session(r, None)),
        "/v1/tournaments/standings" => call(body, |r| core.tournament(r, None)),
        _ => return None,
    })
}

fn new_content() -> RefOr<utoipa::openapi::Content> {
    RefOr::T(ContentBuilder::new().build())
}

/// Puts every operation's examples, with their answers, into `doc`.
pub fn attach(doc: &mut OpenApi, core: &Core) {
    for (path, item) in doc.paths.paths.iter_mut() {
        let Some(op) = item.post.as_mut() else { continue };
        for example in request_examples(path) {
            let body = serde_json::to_vec(&example.body).unwrap_or_default();
            let (status, answer, mime) = match run(core, path, &body) {
                Some(Ok(v)) => (200, v, "application/json"),
                Some(Err(e)) => {
                    let doc = e.problem();
                    (doc.status, serde_json::to_value(doc).unwrap_or_default(), "application/problem+json")
                }
                None => continue,
            };
            let named =
                |value: Value| RefOr::T(ExampleBuilder::new().summary(example.summary).value(Some(value)).build());
            if let Some(RefOr::T(rb)) = op.request_body.as_mut()
                && let RefOr::T(content) = rb.content.entry("application/json".into()).or_insert_with(new_content)
            {
                content.examples.insert(example.name.into(), named(example.body.clone()));
            }
            if let Some(RefOr::T(resp)) = op.responses.responses.get_mut(&status.to_string())
                && let RefOr::T(content) = resp.content.entry(mime.into()).or_insert_with(new_content)
            {
                content.examples.insert(example.name.into(), named(answer));
            }
        }
    }
}
