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
}

impl Code {
    /// Every code.
    pub const ALL: [Code; 22] = [
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

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pointer.is_empty() {
            write!(f, "{}: {}", self.code, self.message)
        } else {
            write!(f, "{}: {}: {}", self.pointer, self.code, self.message)
        }
    }
}

fn about_blank() -> String {
    "about:blank".into()
}

/// An RFC 9457 problem document with the field errors of the request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProblemDocument {
    /// The problem type; `about:blank`: the status says it all.
    #[serde(rename = "type", default = "about_blank")]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub kind: String,
    /// Short summary of the status.
    pub title: String,
    /// The HTTP status (also inside a bulk answer: what the request alone would have had).
    pub status: u16,
    /// What went wrong.
    pub detail: String,
    /// Every problem found, each with a pointer into the request.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub errors: Vec<FieldError>,
}
