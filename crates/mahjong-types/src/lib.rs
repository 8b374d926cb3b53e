//! The wire contract of the mahjong scoring service, defined once: tiles and winds, the hand as
//! the API takes it (an object, or compact notation read by [`notation`]), the win, and the
//! request and answer bodies of every operation. The service takes and answers these types (REST
//! through serde, gRPC through its conversion modules) and derives its OpenAPI document from them
//! (feature `openapi`); the SDK re-exports them and builds on them.
//!
//! - [`tile`]: [`Tile`], [`Wind`] and tile classes; [`text`]: a tile code or meld kind as a
//!   request writes it ([`TileText`]), so that an unknown one is pointed at rather than rejected.
//! - [`hand`]: [`Hand`], [`Meld`], [`HandBody`] (object or compact), [`HandBuilder`];
//!   [`notation`]: the one reader of compact notation; [`win`]: [`Win`], [`Source`], [`Timing`],
//!   [`Announcement`].
//! - [`ops`]: one module per operation group ([`ops::rulesets`], [`ops::hands`], [`ops::claims`],
//!   [`ops::deals`], [`ops::sessions`], [`ops::tournaments`]), each with its requests (and their builders)
//!   and answers.
//! - [`ruleset`]: a rule set's full definition ([`RulesetDef`], the answer of
//!   `GET /v1/rulesets/{id}`), and the languages of names ([`Lang`]).
//! - [`problem`]: the stable problem [`Code`]s, [`ParseError`], [`FieldError`] and the RFC 9457
//!   [`ProblemDocument`]; [`limits`]: the service's limits a client must respect.
//! - `schema` (feature `openapi`): schemas written by hand and the shared error responses;
//!   `examples`: named request examples of every operation, with the status of each.
//!
//! Everything is re-exported at the crate root.
//!
//! ```
//! use mahjong_types::{Hand, HandRequest, Tile, Win, Wind};
//!
//! let req = HandRequest::new("ecr", Wind::South, Wind::East, Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr")?)
//!     .win(Win::discard(Tile::WE, Wind::North));
//! let json = serde_json::to_value(&req).expect("serialises");
//! assert_eq!(json["win"]["tile"], "we");
//! assert_eq!(serde_json::from_value::<HandRequest>(json).ok(), Some(req));
//! # Ok::<(), mahjong_types::ParseError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

/// A unit enum written on the wire as the snake_case name of each variant: serde, `ALL`,
/// `as_str`, `parse` and `Display`, and with feature `openapi` its schema under the name after
/// `as`. Each variant's name is written out for `as_str` (a `const fn`); a test checks it is the
/// serde name.
macro_rules! wire_enum {
    ($(#[$m:meta])* $name:ident as $schema:ident ($what:literal) { $($(#[$vm:meta])* $v:ident = $s:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
        #[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = $schema))]
        #[serde(rename_all = "snake_case")]
        pub enum $name {
            $($(#[$vm])* $v,)*
        }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$v),*];

            /// The wire name.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$v => $s,)*
                }
            }

            /// Reads the wire name.
            pub fn parse(s: &str) -> Option<$name> {
                match s {
                    $($s => Some($name::$v),)*
                    _ => None,
                }
            }

            /// Reads the wire name exactly as a request must write it; any other text is refused
            /// with the message the service gives for it ([`parse_name`]).
            pub fn from_wire(s: &str) -> Result<$name, String> {
                $crate::parse_name(s, $what, $name::ALL, $name::as_str)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.pad(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                $crate::read_name(d, $what, $name::ALL, $name::as_str)
            }
        }
    };
}

/// The value of a closed set (a wind, a win source, …) whose wire name is exactly `text` (bytes:
/// a name is ASCII, so text that is not UTF-8 names nothing).
pub fn named<T: Copy>(text: &[u8], all: &[T], name: fn(T) -> &'static str) -> Option<T> {
    all.iter().copied().find(|v| name(*v).as_bytes() == text)
}

/// The value of a closed set (a wind, a win source, …) whose wire name is exactly `text`, or the
/// service's own words refusing it, naming the values allowed: `"sud" is not a wind; allowed:
/// east, south, west, north`. The one reader of these names: serde (REST) and the gRPC
/// conversions both read with it.
pub fn parse_name<T: Copy>(text: &str, what: &str, all: &[T], name: fn(T) -> &'static str) -> Result<T, String> {
    named(text.as_bytes(), all, name).ok_or_else(|| {
        let allowed = all.iter().map(|v| name(*v)).collect::<Vec<_>>().join(", ");
        format!("{text:?} is not {what}; allowed: {allowed}")
    })
}

/// Reads one name of a closed set (a wind, a win source, …) with [`parse_name`].
pub(crate) fn read_name<'de, D: serde::Deserializer<'de>, T: Copy + 'static>(
    d: D,
    what: &'static str,
    all: &'static [T],
    name: fn(T) -> &'static str,
) -> Result<T, D::Error> {
    struct V<T: 'static> {
        what: &'static str,
        all: &'static [T],
        name: fn(T) -> &'static str,
    }
    impl<T: Copy> V<T> {
        fn allowed(&self) -> String {
            self.all.iter().map(|v| (self.name)(*v)).collect::<Vec<_>>().join(", ")
        }
    }
    impl<T: Copy> serde::de::Visitor<'_> for V<T> {
        type Value = T;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "{} ({})", self.what, self.allowed())
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<T, E> {
            parse_name(v, self.what, self.all, self.name).map_err(E::custom)
        }
    }
    d.deserialize_str(V { what, all, name })
}

#[cfg(feature = "openapi")]
pub mod examples;
pub mod hand;
pub mod limits;
pub mod notation;
pub mod operation;
pub mod ops;
pub mod problem;
pub mod ruleset;
#[cfg(feature = "openapi")]
pub mod schema;
pub mod text;
pub mod tile;
pub mod values;
pub mod win;

pub use hand::{Hand, HandBody, HandBuilder, MAX_MELDS, Meld, MeldKind, check_claimed, check_meld};
pub use limits::{
    MAX_ANNOUNCEMENTS, MAX_BATCH, MAX_BODY_BYTES, MAX_SESSION_BODY_BYTES, MAX_SESSION_DEALS, MAX_STREAM,
    MAX_TOURNAMENT_BODY_BYTES, MAX_TOURNAMENT_DEALS, MAX_TOURNAMENT_SESSIONS,
};
pub use notation::MAX_COMPACT_LEN;
pub use operation::Operation;
pub use ops::claims::*;
pub use ops::deals::*;
pub use ops::hands::*;
pub use ops::rulesets::*;
pub use ops::sessions::*;
pub use ops::tournaments::*;
pub use problem::{Code, FieldError, PROBLEM_CODES, ParseError, ProblemCode, ProblemDocument, problem_type};
pub use ruleset::{Lang, RulesetDef};
pub use text::{Spelled, Spelling, TileText};
pub use tile::{Dragon, Suit, TILE_CODE_PATTERN, Tile, TileForm, TileKind, Wind, tiles};
pub use values::{OptionValue, Options, PerSeat};
pub use win::{Announcement, Source, Timing, Win};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every wire enum's `as_str` is its serde name, and `parse` reads it back.
    #[test]
    fn wire_names_are_the_serde_names() {
        fn check<T: Copy + PartialEq + std::fmt::Debug + serde::Serialize>(
            all: &[T],
            name: fn(T) -> &'static str,
            parse: fn(&str) -> Option<T>,
        ) {
            for v in all {
                assert_eq!(serde_json::to_value(v).ok(), Some(serde_json::json!(name(*v))));
                assert_eq!(parse(name(*v)), Some(*v));
            }
        }
        check(MeldKind::ALL, MeldKind::as_str, MeldKind::parse);
        check(Source::ALL, Source::as_str, Source::parse);
        check(Timing::ALL, Timing::as_str, Timing::parse);
        check(Announcement::ALL, Announcement::as_str, Announcement::parse);
        assert_eq!(Announcement::ALL.len(), MAX_ANNOUNCEMENTS);
        let bits: Vec<u8> = Announcement::ALL.iter().map(|a| a.bit()).collect();
        assert_eq!(bits, [1, 2, 4, 8, 16, 32]);
        check(ClaimKind::ALL, ClaimKind::as_str, ClaimKind::parse);
        check(PenaltyKind::ALL, PenaltyKind::as_str, PenaltyKind::parse);
        check(SetKind::ALL, SetKind::as_str, SetKind::parse);
        check(&Wind::ALL, Wind::as_str, Wind::parse);
        assert_eq!(Source::parse("WALL"), None);
        assert!(Source::KongReplacement.self_drawn() && !Source::RobbedKong.self_drawn());
    }
}
