//! Problems: the stable codes, the error of reading a tile, a wind or compact notation, and the
//! field errors and problem documents (RFC 9457) of a rejected request.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Stable, snake_case codes of the problems a hand or a request can have. The service adds codes
/// of its own for malformed JSON (`invalid_json`, `missing_field`, …), which is why
/// [`FieldError::code`] is a string.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    /// Not a tile code.
    UnknownTile,
    /// A tile more than four times.
    TooManyCopies,
    /// Too many or too few tiles for the role.
    WrongTileCount,
    /// A meld that is not a chow, pung or kong.
    InvalidMeld,
    /// More than four declared melds.
    TooManyMelds,
    /// Compact notation that cannot be read.
    InvalidNotation,
    /// Flowers or seasons under a rule set without them.
    BonusTilesNotAllowed,
    /// A bonus tile among the concealed tiles.
    BonusTileInHand,
    /// A tile listed as a bonus tile that is not a flower or season.
    NotABonusTile,
    /// A bonus tile twice (or more than eight).
    DuplicateBonusTile,
    /// The winning tile is not among the concealed tiles.
    WinningTileNotInHand,
    /// A win that cannot be (its source, discarder or timing).
    InvalidWin,
    /// No such rule set.
    UnknownRuleset,
    /// No such option of the rule set.
    UnknownOption,
    /// An option value out of range or of the wrong type.
    InvalidOptionValue,
    /// A wind that cannot be (a name, a second prevailing wind).
    InvalidWind,
    /// A claim that cannot be.
    InvalidClaim,
    /// A score that is missing or out of range.
    InvalidScore,
    /// A deal that cannot be.
    InvalidDeal,
    /// A penalty that cannot be.
    InvalidPenalty,
    /// A session or tournament record that cannot be right (a deal after the session is over,
    /// a starting state or totals that do not add up, a player in two places).
    InvalidSession,
    /// A player id that is not one of the session's (or tournament's) players.
    UnknownPlayer,
    /// Something the request's rule set does not take: a claimed kong, an announcement.
    NotInRuleset,
    /// A complete hand with no yaku (`riichi`): no win.
    NoYaku,
}

impl Code {
    /// Every code.
    pub const ALL: [Code; 24] = [
        Code::UnknownTile,
        Code::TooManyCopies,
        Code::WrongTileCount,
        Code::InvalidMeld,
        Code::TooManyMelds,
        Code::InvalidNotation,
        Code::BonusTilesNotAllowed,
        Code::BonusTileInHand,
        Code::NotABonusTile,
        Code::DuplicateBonusTile,
        Code::WinningTileNotInHand,
        Code::InvalidWin,
        Code::UnknownRuleset,
        Code::UnknownOption,
        Code::InvalidOptionValue,
        Code::InvalidWind,
        Code::InvalidClaim,
        Code::InvalidScore,
        Code::InvalidDeal,
        Code::InvalidPenalty,
        Code::InvalidSession,
        Code::UnknownPlayer,
        Code::NotInRuleset,
        Code::NoYaku,
    ];

    /// The wire spelling.
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::UnknownTile => "unknown_tile",
            Code::TooManyCopies => "too_many_copies",
            Code::WrongTileCount => "wrong_tile_count",
            Code::InvalidMeld => "invalid_meld",
            Code::TooManyMelds => "too_many_melds",
            Code::InvalidNotation => "invalid_notation",
            Code::BonusTilesNotAllowed => "bonus_tiles_not_allowed",
            Code::BonusTileInHand => "bonus_tile_in_hand",
            Code::NotABonusTile => "not_a_bonus_tile",
            Code::DuplicateBonusTile => "duplicate_bonus_tile",
            Code::WinningTileNotInHand => "winning_tile_not_in_hand",
            Code::InvalidWin => "invalid_win",
            Code::UnknownRuleset => "unknown_ruleset",
            Code::UnknownOption => "unknown_option",
            Code::InvalidOptionValue => "invalid_option_value",
            Code::InvalidWind => "invalid_wind",
            Code::InvalidClaim => "invalid_claim",
            Code::InvalidScore => "invalid_score",
            Code::InvalidDeal => "invalid_deal",
            Code::InvalidPenalty => "invalid_penalty",
            Code::InvalidSession => "invalid_session",
            Code::UnknownPlayer => "unknown_player",
            Code::NotInRuleset => "not_in_ruleset",
            Code::NoYaku => "no_yaku",
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A problem with a tile code, a wind name or a hand in compact notation, found without a request
/// around it (the SDK's checks before sending). Its code is the one the service reports for the
/// same text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    code: Code,
    message: String,
}

impl ParseError {
    /// A problem with its code.
    pub fn new(code: Code, message: impl Into<String>) -> ParseError {
        ParseError { code, message: message.into() }
    }

    /// The code, as the service would report it.
    pub fn code(&self) -> Code {
        self.code
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The message, owned.
    pub fn into_message(self) -> String {
        self.message
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for ParseError {}

/// One field-level problem: a JSON pointer into the request, a stable code and a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    /// JSON pointer into the request (`/hand/concealed/3`); empty for the whole request.
    pub pointer: String,
    /// Stable snake_case code (`unknown_tile`, `wrong_tile_count`, …).
    pub code: String,
    /// What is wrong.
    pub message: String,
}

impl FieldError {
    /// A field error with its pointer and message bounded (see [`bounded`] and [`MAX_POINTER`]).
    pub fn new(pointer: impl Into<String>, code: impl Into<String>, message: impl Into<String>) -> FieldError {
        FieldError { pointer: bounded_pointer(pointer.into()), code: code.into(), message: bounded(message.into()) }
    }
}

/// Longest quotation of the input in a message: a longer quoted span (`"..."` or `` `...` ``)
/// keeps its first [`EXCERPT`] characters and an ellipsis.
pub const EXCERPT: usize = 24;

/// Longest message or detail, in bytes (after quotations are shortened).
pub const MAX_MESSAGE: usize = 400;

/// Longest pointer, in bytes: a longer one is cut back to the enclosing field that fits.
pub const MAX_POINTER: usize = 256;

/// A message with every quotation of the input cut to an excerpt and the whole cut to
/// [`MAX_MESSAGE`] bytes. Input reaches messages only inside quotes (`"zz" is not a tile code`,
/// serde's ``unknown field `x` ``), so a message stays short whatever the request held.
pub fn bounded(msg: String) -> String {
    if msg.len() <= 2 * EXCERPT + 8 {
        return msg;
    }
    let mut out = String::with_capacity(msg.len().min(MAX_MESSAGE + 8));
    let mut chars = msg.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        out.push(c);
        if c != '"' && c != '`' {
            continue;
        }
        // A quoted span: copy up to EXCERPT characters of it, skip the rest up to its close.
        let mut kept = 0;
        let mut escaped = false;
        let mut cut = false;
        for (_, q) in chars.by_ref() {
            let closes = q == c && !escaped;
            escaped = c == '"' && q == '\\' && !escaped;
            if closes {
                if cut {
                    out.push('…');
                }
                out.push(q);
                break;
            }
            if kept < EXCERPT {
                out.push(q);
                kept += 1;
            } else {
                cut = true;
            }
        }
        if out.len() > MAX_MESSAGE {
            break;
        }
    }
    if out.len() > MAX_MESSAGE {
        let mut end = MAX_MESSAGE;
        while !out.is_char_boundary(end) {
            end -= 1;
        }
        out.truncate(end);
        out.push('…');
    }
    out
}

/// A pointer of at most [`MAX_POINTER`] bytes: a longer one (a made-up key of many kilobytes)
/// becomes the pointer of the deepest enclosing field that fits.
fn bounded_pointer(mut p: String) -> String {
    if p.len() > MAX_POINTER {
        let mut end = MAX_POINTER;
        while !p.is_char_boundary(end) {
            end -= 1;
        }
        let cut = p[..end].rfind('/').unwrap_or(0);
        p.truncate(cut);
    }
    p
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pointer.is_empty() {
            write!(f, "{}: {}", self.code, self.message)
        } else {
            write!(f, "{}: {}: {}", self.pointer, self.code, self.message)
        }
    }
}

/// The path every problem `type` starts with: `/problems/unknown_tile`. A relative URI reference
/// (RFC 9457 §3.1.1): resolved against the answering service's own address it is a page the
/// service serves, explaining the code, wherever the service is deployed.
pub const PROBLEM_TYPE_PREFIX: &str = "/problems/";

/// The problem `type` of a code: `/problems/{code}`.
pub fn problem_type(code: &str) -> String {
    format!("{PROBLEM_TYPE_PREFIX}{code}")
}

/// The problem `type` of an answer with `status` and `errors`: the code of every problem when they
/// share one, else the code of the status (`malformed_request` for 400, `invalid_request` for
/// 422, …). The service writes it; a client that rebuilds a problem document from a gRPC answer
/// (which carries the status and the problems) gets the same `type`.
pub fn problem_type_of(status: u16, errors: &[FieldError]) -> String {
    match errors.split_first() {
        Some((first, rest)) if rest.iter().all(|e| e.code == first.code) => problem_type(&first.code),
        _ => problem_type(match status {
            400 => "malformed_request",
            404 => "not_found",
            405 => "method_not_allowed",
            408 => "body_timeout",
            413 => "body_too_large",
            415 => "unsupported_media_type",
            422 => "invalid_request",
            503 => "overloaded",
            _ => "internal",
        }),
    }
}

/// One problem code: the status it is answered with and what it means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ProblemCode {
    /// The code (`unknown_tile`).
    pub code: &'static str,
    /// The HTTP status a request with only this problem gets.
    pub status: u16,
    /// What it means and what to do, in a sentence or two.
    pub meaning: &'static str,
}

const fn pc(code: &'static str, status: u16, meaning: &'static str) -> ProblemCode {
    ProblemCode { code, status, meaning }
}

/// Every problem code the service answers, in the order the errors page lists them: the one table
/// behind problem `type`s, the pages the service serves at `/problems/{code}` and the errors page
/// of the documentation (`docs/errors.md`, checked against it by a test).
pub const PROBLEM_CODES: &[ProblemCode] = &[
    // The request as a whole.
    pc(
        "malformed_request",
        400,
        "The request is malformed in more than one way: `errors` lists each problem with its own code.",
    ),
    pc("empty_body", 400, "The request body is empty: send a JSON object."),
    pc("invalid_json", 400, "The body is not JSON, or something other than whitespace follows the JSON value."),
    pc(
        "invalid_message",
        400,
        "gRPC: the request is not a whole protobuf message of the method's type in whole frames (a truncated varint, a length past the end, a broken or missing frame). Answered INVALID_ARGUMENT.",
    ),
    pc(
        "too_deep",
        400,
        "The body nests arrays and objects more than 64 deep (the service's own requests nest at most seven deep); the pointer names the value that crosses the limit. Over gRPC: a message whose fields nest more than the protobuf decoder's limit.",
    ),
    pc("unreadable_body", 400, "The body broke off before its end."),
    pc("invalid_query", 400, "A query parameter cannot be read."),
    pc("unsupported_media_type", 415, "The body was not sent as JSON: send it with `Content-Type: application/json`."),
    pc(
        "body_too_large",
        413,
        "The body is larger than the service's message limit: 1 MiB by default (`--max-message-bytes`), 2 MiB for a session, 4 MiB for a tournament.",
    ),
    pc(
        "body_timeout",
        408,
        "The body did not arrive within the service's per-request time limit; the connection is closed.",
    ),
    pc("batch_too_large", 413, "A batch holds more than 1,000 requests."),
    pc("too_many_deals", 413, "A session holds more than 1,000 deals, or a tournament more than 16,000."),
    pc("too_many_sessions", 413, "A tournament holds more than 1,000 sessions."),
    pc("method_not_allowed", 405, "The endpoint exists but not with this HTTP method."),
    pc("not_found", 404, "No such endpoint."),
    // A field.
    pc(
        "missing_field",
        400,
        "A required field is missing; every missing field of an object is listed, each at its own pointer.",
    ),
    pc(
        "unknown_field",
        400,
        "The operation takes no field of this name (often a misspelling); the message lists the fields allowed.",
    ),
    pc("invalid_type", 400, "A field has the wrong JSON type, such as a number where a string belongs."),
    pc(
        "invalid_value",
        400,
        "A field that takes one of a fixed set of names (a wind, a win source, a timing, a claim kind, a penalty) has another value; the message lists the values allowed.",
    ),
    pc("unknown_language", 400, "`language` is not `en`, `nl` or `it`."),
    // The rules.
    pc(
        "invalid_request",
        422,
        "The request breaks the rules in more than one way: `errors` lists each problem with its own code.",
    ),
    pc(
        "unknown_tile",
        422,
        "A tile code that names no tile (`xx`, or in mpsz `8z`, `0z`); the message lists the codes that do. In compact notation, one problem per group names every unknown code of the group.",
    ),
    pc("too_many_copies", 422, "A tile kind more than four times in a hand (or across the four hands of a deal)."),
    pc(
        "wrong_tile_count",
        422,
        "Too many or too few tiles for the role: a winner holds 14 plus one per kong, a waiting hand 13 plus one per kong.",
    ),
    pc(
        "invalid_meld",
        422,
        "A declared meld that is not a chow, pung or kong, a concealed meld that is not a kong, or a claimed meld (`claimed`, `{…}`) that is not a kong declared exposed.",
    ),
    pc("too_many_melds", 422, "More than four declared melds."),
    pc(
        "invalid_notation",
        422,
        "Compact notation that cannot be read: a bracket not closed or nested, a group that is not two-character codes or mpsz runs back to back (digits without their suit letter, `123`; a suit letter without digits, `m`), more than 1,024 characters.",
    ),
    pc("bonus_tiles_not_allowed", 422, "Flowers or seasons under a rule set (or option) that plays without them."),
    pc(
        "bonus_tile_in_hand",
        422,
        "A flower or season among the concealed tiles or in a meld: bonus tiles go in `bonus`.",
    ),
    pc("not_a_bonus_tile", 422, "A tile in `bonus` that is not a flower or a season."),
    pc("duplicate_bonus_tile", 422, "A bonus tile twice: each flower and season exists once."),
    pc(
        "winning_tile_not_in_hand",
        422,
        "The winning tile is not among the concealed tiles (a winner's concealed tiles include it).",
    ),
    pc(
        "invalid_win",
        422,
        "A win that cannot be: its source, discarder, last-tile flag or timing contradict each other or the seat, or it lists an announcement twice.",
    ),
    pc(
        "not_in_ruleset",
        422,
        "The request uses something its rule set does not take: a claimed kong (the rule set's `claimed_kongs`), an announcement it does not list (`announcements`), a red five (`0m`, `0p`, `0s`) without `red_fives` (riichi: option `has_aka_dora`), dora indicators without dora; honba, deposits, riichi or tenpai where the rule set has no han and fu payments, several winners of one discard where it has no double ron, or a session deal marked void where it has no abortive draws.",
    ),
    pc(
        "no_yaku",
        422,
        "A complete hand with no yaku (`riichi`; dora are no yaku) does not win: the message lists the yaku checked.",
    ),
    pc("unexpected_win", 422, "Waits are asked for a hand without its winning tile: leave out `win`."),
    pc(
        "unknown_ruleset",
        422,
        "No rule set of this id (`GET /v1/rulesets` lists them); `GET /v1/rulesets/{id}` answers it with 404.",
    ),
    pc("unknown_option", 422, "The rule set has no option of this id."),
    pc(
        "invalid_option_value",
        422,
        "An option value of the wrong type (a boolean option given a number, …) or out of the option's range.",
    ),
    pc("invalid_wind", 422, "A wind that cannot be here, such as a second prevailing wind under a rule set with one."),
    pc("invalid_claim", 422, "A claim that cannot be: two claims by one seat, a claim by the discarder's own seat, …."),
    pc("invalid_score", 422, "A score that is missing or out of range in a settlement."),
    pc(
        "invalid_deal",
        422,
        "A deal that cannot be: not four players, a seat twice, more than one winner, tiles beyond the set.",
    ),
    pc(
        "invalid_penalty",
        422,
        "A penalty that cannot be: a kind the rule set does not take, a seat it cannot apply to, or a payee (`to`) missing where the kind needs one or given where it takes none.",
    ),
    pc("no_reconciliation", 422, "The rule set has no end-of-session reconciliation (only `italian` has)."),
    pc(
        "invalid_session",
        422,
        "A session or tournament record that cannot be: a deal after the session is over, a player listed twice, totals that do not add up.",
    ),
    pc(
        "unknown_player",
        422,
        "A player id (a winner, a discarder, a score's key) that is not one of the session's players.",
    ),
    // The service.
    pc(
        "overloaded",
        503,
        "The service is at its concurrency limit, holds as many request bodies as it may, or is shutting down: retry shortly.",
    ),
    pc("timeout", 503, "The request took longer than the service's per-request time limit."),
    pc("internal", 500, "A defect on the service's side, never caused by input: please report it."),
];

/// The entry of a code in [`PROBLEM_CODES`].
pub fn problem_code(code: &str) -> Option<&'static ProblemCode> {
    PROBLEM_CODES.iter().find(|p| p.code == code)
}

fn about_blank() -> String {
    "about:blank".into()
}

/// An RFC 9457 problem document with the field errors of the request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProblemDocument {
    /// The problem type, per code: `/problems/{code}` (a page the service serves, resolved
    /// against its address), for the code of every problem in `errors` or, where they differ,
    /// `/problems/malformed_request` (400) or `/problems/invalid_request` (422).
    #[serde(rename = "type", default = "about_blank")]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub kind: String,
    /// Short summary of the status.
    pub title: String,
    /// The HTTP status (also inside a bulk answer: what the request alone would have had).
    pub status: u16,
    /// What went wrong.
    pub detail: String,
    /// The problems found, each with a pointer into the request: at most 16 (the service's
    /// `MAX_PROBLEMS`), the rest counted in `more_errors`.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub errors: Vec<FieldError>,
    /// How many more problems were found than `errors` lists (absent when none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub more_errors: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_quote_an_excerpt() {
        let long = "z".repeat(250_000);
        let m = bounded(format!("{long:?} is not a tile code (b1-b9)"));
        assert_eq!(m, format!("\"{}…\" is not a tile code (b1-b9)", "z".repeat(EXCERPT)));
        let m = bounded(format!("unknown field `{long}`, expected one of `ruleset`, `hand`"));
        assert_eq!(m, format!("unknown field `{}…`, expected one of `ruleset`, `hand`", "z".repeat(EXCERPT)));
        // Escaped quotes inside a quotation do not end it.
        let m = bounded(format!("{:?} is odd", format!("a\"{long}")));
        assert!(m.ends_with("…\" is odd") && m.len() < 60, "{m}");
        // Short messages are untouched; unclosed quotes and long text are cut.
        assert_eq!(bounded("\"zz\" is not a tile code".into()), "\"zz\" is not a tile code");
        assert!(bounded(format!("\"{long}")).len() < 40);
        assert!(bounded("ab ".repeat(10_000)).len() <= MAX_MESSAGE + '…'.len_utf8());
        assert!(bounded("é".repeat(10_000)).len() <= MAX_MESSAGE + '…'.len_utf8());
    }
}
