//! OpenAPI (feature `openapi`): the schemas written by hand, and the error responses every
//! operation declares, defined once.
//!
//! An operation lists its answer and one of the response sets here:
//!
//! ```text
//! #[utoipa::path(post, path = "/v1/hands/score", request_body = HandRequest,
//!     responses((status = 200, body = ScoreResponse), BodyErrors))]
//! ```
//!
//! Every error is a [`ProblemDocument`](crate::ProblemDocument) (`application/problem+json`); the
//! document registers its schema once (`components(schemas(ProblemDocument))`).

use std::borrow::Cow;
use std::collections::BTreeMap;

use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{PartialSchema, ToSchema};

use crate::tile::{TILE_CODE_PATTERN, Tile};
use crate::values::OptionValue;

/// Tiles in answers are a two-character code of this pattern (an mpsz single form, `5m`, when the
/// request's hand is written in mpsz). Requests take tiles as plain
/// strings in the schema, on purpose: any string is well-formed input, and one that is not a
/// tile is a rule problem (`unknown_tile`, with a pointer at it), reported by `validate` and by
/// each item of a batch, and answered 422 by the other operations.
impl PartialSchema for Tile {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(TILE_CODE_PATTERN))
            .description(Some(
                "A tile: b1-b9 bamboo, c1-c9 characters, d1-d9 dots, we ws ww wn winds, dr dg dw dragons, \
                 f1-f4 flowers, s1-s4 seasons; written in mpsz (1s-9s, 1m-9m, 1p-9p, 1z-7z: east, south, west, \
                 north, white, green, red) when the request's hand is",
            ))
            .examples([serde_json::json!("b5")])
            .into()
    }
}

impl ToSchema for Tile {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("TileCode")
    }
}

/// An option value is a boolean or an integer; any other value is answered
/// `invalid_option_value` with a pointer at `/options/NAME`.
impl PartialSchema for OptionValue {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::Boolean))
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Int64))),
            )
            .description(Some(
                "A rule set option value: a boolean or an integer (schema only; requests are checked by the\n\
                 rule set, with pointers at `/options/NAME`).",
            ))
            .into()
    }
}

impl ToSchema for OptionValue {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("OptionValueBody")
    }
}

/// What an error status means, for the document's response objects.
fn problem_description(status: u16) -> &'static str {
    match status {
        400 => {
            "Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …)"
        }
        404 => "No such resource",
        408 => "The body did not arrive within the request time limit; the connection closes",
        413 => {
            "The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests"
        }
        415 => "The body was not sent as `application/json`",
        422 => {
            "Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …)"
        }
        503 => "Overloaded, shutting down, or out of time: retry shortly",
        _ => "An error",
    }
}

/// An error answer: a problem document.
fn problem(status: u16) -> RefOr<Response> {
    ResponseBuilder::new()
        .description(format!("{} (problem types: `/problems/{{code}}`)", problem_description(status)))
        .content(
            "application/problem+json",
            ContentBuilder::new().schema(Some(Ref::from_schema_name("ProblemDocument"))).build(),
        )
        .build()
        .into()
}

macro_rules! problem_responses {
    ($($(#[$m:meta])* $name:ident = [$($status:literal),*];)*) => {
        $(
            $(#[$m])*
            pub struct $name;

            impl utoipa::IntoResponses for $name {
                fn responses() -> BTreeMap<String, RefOr<Response>> {
                    [$($status),*].into_iter().map(|s: u16| (s.to_string(), problem(s))).collect()
                }
            }
        )*
    };
}

problem_responses! {
    /// An operation that takes a JSON body: malformed (400), too slow to arrive (408), too large
    /// (413), not JSON (415), against the rules (422), overloaded or out of time (503).
    BodyErrors = [400, 408, 413, 415, 422, 503];
    /// A bulk operation: as [`BodyErrors`], but each request's own problems are answered inside
    /// the batch (no 422).
    BatchErrors = [400, 408, 413, 415, 503];
    /// An operation that takes only query parameters: malformed (400), 503.
    QueryErrors = [400, 503];
    /// An operation on a named resource: not found (404), 503.
    LookupErrors = [404, 503];
    /// An operation that fails only when the service cannot serve (503).
    Unavailable = [503];
}
