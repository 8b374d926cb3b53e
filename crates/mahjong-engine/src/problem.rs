//! Problems found in a request: each with a JSON pointer into it and a stable code.

use std::fmt;

/// Stable, snake_case problem codes (API.md "Errors"). The API layer adds codes of its own for
/// malformed JSON; everything about tiles, hands and rules is decided here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Code {
    UnknownTile,
    TooManyCopies,
    WrongTileCount,
    InvalidMeld,
    TooManyMelds,
    InvalidNotation,
    BonusTilesNotAllowed,
    BonusTileInHand,
    NotABonusTile,
    DuplicateBonusTile,
    WinningTileNotInHand,
    InvalidWin,
    UnknownRuleset,
    UnknownOption,
    InvalidOptionValue,
    InvalidWind,
    InvalidClaim,
    InvalidScore,
    InvalidDeal,
    InvalidPenalty,
}

impl Code {
    pub const ALL: [Code; 20] = [
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
    ];

    pub fn as_str(self) -> &'static str {
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
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem: where (a JSON pointer, relative to the object being checked), what and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub pointer: String,
    pub code: Code,
    pub message: String,
}

impl Problem {
    pub fn new(pointer: impl Into<String>, code: Code, message: impl Into<String>) -> Problem {
        Problem { pointer: pointer.into(), code, message: message.into() }
    }

    /// The same problem under a parent pointer (`/players/2` + `/hand` = `/players/2/hand`).
    pub fn under(mut self, prefix: &str) -> Problem {
        self.pointer.insert_str(0, prefix);
        self
    }
}
