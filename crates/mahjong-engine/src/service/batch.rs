//! Bulk scoring: many score requests in one call, each answered or rejected on its own.

pub use mahjong_types::{BatchItem, BatchRequest, BatchResponse, MAX_BATCH};

use super::error::{Allowance, ApiError, ErrorKind};
use super::ops::Core;
use crate::ruleset::Lang;
use mahjong_types::{OptionValue, ProblemDocument};

impl Core {
    /// Scores every request of a batch; a bad request is answered with its problem document. The
    /// problem documents list at most `allowance` problems in all (each at most
    /// [`super::error::MAX_PROBLEMS`]); the others are counted in their `more_errors`.
    pub fn score_batch(
        &self,
        req: &BatchRequest,
        hint: Option<Lang>,
        allowance: &mut Allowance,
    ) -> Result<BatchResponse, ApiError> {
        check_batch(req)?;
        let results = req
            .requests
            .iter()
            .enumerate()
            .map(|(i, r)| match self.score(r, hint) {
                Ok(s) => BatchItem { score: Some(s), error: None },
                Err(e) => BatchItem { score: None, error: Some(item_problem(allowance, e, i)) },
            })
            .collect();
        Ok(BatchResponse { results })
    }
}

/// The problem document of the batch's request `i`, within the batch's allowance.
fn item_problem(allowance: &mut Allowance, e: ApiError, i: usize) -> ProblemDocument {
    let mut doc = allowance.apply(e).problem();
    for fe in &mut doc.errors {
        fe.pointer.insert_str(0, &format!("/requests/{i}"));
    }
    doc
}

/// Rejects a batch too large or with a malformed field anywhere.
fn check_batch(req: &BatchRequest) -> Result<(), ApiError> {
    if req.requests.len() > MAX_BATCH {
        return Err(ApiError::field(
            ErrorKind::TooLarge,
            "/requests",
            "batch_too_large",
            format!("at most {MAX_BATCH} requests in a batch, not {}", req.requests.len()),
        ));
    }
    // Schema violations anywhere (an option that is neither a boolean nor an integer; a hand
    // of the wrong shape already failed decoding) reject the whole batch, like any malformed body; requests that
    // are well-formed but break the rules are answered one by one.
    let mut malformed = Vec::new();
    for (i, r) in req.requests.iter().enumerate() {
        // The pointer prefix is written only for a malformed field (not once per request).
        let prefix = || format!("/requests/{i}");
        if let Some(l) = r.language.as_deref()
            && let Err(e) = super::ops::language(Some(l), None)
        {
            malformed.extend(e.errors.into_iter().map(|mut f| {
                f.pointer.insert_str(0, &prefix());
                f
            }));
        }
        for (k, v) in &r.options {
            if *v == OptionValue::Invalid {
                malformed.push(super::FieldError::new(
                    format!("{}/options/{}", prefix(), k.replace('~', "~0").replace('/', "~1")),
                    "invalid_type",
                    "an option value is a boolean or an integer",
                ));
            }
        }
    }
    if !malformed.is_empty() {
        let n = malformed.len();
        let mut e = ApiError::listing(ErrorKind::BadRequest, malformed);
        e.detail = format!("{n} malformed field(s) in the batch");
        return Err(e);
    }
    Ok(())
}
