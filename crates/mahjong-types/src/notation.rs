//! Compact notation, and its one reader: the service reads `"hand": "…"` with it and the SDK's
//! [`Hand::parse`](crate::Hand::parse) is built on it, so both always agree on a hand.
//!
//! A hand is whitespace-separated groups. A group in `( )` is an exposed meld, in `[ ]` a
//! concealed kong, in `{ }` a claimed kong (a concealed pung completed by a claimed discard); any
//! other group is concealed tiles written back to back. Bonus tiles (flowers and seasons) may
//! stand in any group. Codes are read case-insensitively:
//!
//! ```text
//! b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3
//! b1b2b3 d5d5d5 wewe (drdrdr) {c3c3c3c3}
//! ```
//!
//! Tiles may also be written in the `mpsz` form riichi players and tools (Tenhou, Mahjong Soul)
//! use, in any group and next to codes: digits, then their suit letter, `m` characters, `p` dots,
//! `s` bamboo, `z` honours 1–7 (east, south, west, north, white, green, red, as Tenhou orders
//! them). A digit first is mpsz, a letter first a code (`1s` is bamboo 1, `s1` season 1):
//!
//! ```text
//! 123m456p789s11z
//! 123m 55z (555p) [1111m] {3333m}
//! b1b2b3 456p (777z) f1
//! ```
//!
//! `0` is a red five (`0m`, `0p`, `0s`): the reader reports it as one ([`Item::RedFive`], and a
//! meld's `red` positions), never as a plain five; no rule set served today takes red fives, and
//! the service refuses them (`not_in_ruleset`). What form the answer writes tiles in is the form of
//! the text's first tile ([`form`]).
//!
//! The reader reports what it finds in the order of the text, problems included, without
//! allocating (a problem's message aside); its problem codes are `invalid_notation` (brackets, a
//! group that is not codes or mpsz runs, digits without their suit letter, a suit letter without
//! digits, text longer than [`MAX_COMPACT_LEN`]), `unknown_tile` (`xx`, `8z`, `0z`),
//! `invalid_meld` and `too_many_melds`. Everything else about a hand (copies, counts, bonus tiles
//! and red fives under a rule set, the win) is the service's check.

use arrayvec::ArrayVec;

use crate::hand::{MAX_MELDS, MeldKind, check_claimed, check_meld};
use crate::problem::{Code, ParseError};
use crate::tile::{Tile, TileForm, valid_tiles};

/// Longest compact notation read, in bytes.
pub const MAX_COMPACT_LEN: usize = 1024;

/// What the reader finds, in the order of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A concealed tile (never a bonus tile).
    Tile(Tile),
    /// A concealed five written red (`0m`, `0p`, `0s`): the five.
    RedFive(Tile),
    /// A flower or a season, wherever it stands.
    Bonus(Tile),
    /// A declared meld whose tiles form it: `( )` exposed, `[ ]` a concealed kong, `{ }` a
    /// claimed kong.
    Meld {
        /// Chow, pung or kong, from the tiles.
        kind: MeldKind,
        /// Its tiles in the order written (a red five as its five).
        tiles: ArrayVec<Tile, 4>,
        /// False for `[ ]`.
        exposed: bool,
        /// True for `{ }` (a kong, exposed).
        claimed: bool,
        /// The tiles written red (`0m`): bit `k` for `tiles[k]`.
        red: u8,
    },
    /// A problem; the message names the group (`group 2 "(b1b2b4)": …`).
    Problem(ParseError),
}

/// The message for a group that is neither codes nor mpsz runs.
const NOT_TILES: &str = "tiles are two-character codes (b1) or mpsz runs (123m) written back to back";

/// How mpsz is written, for the messages about it.
const MPSZ_IS: &str = "mpsz is digits then their suit letter m, p, s or z, as in 123m";

/// One tile as a group writes it.
enum Token<'a> {
    Tile(Tile),
    /// A red five: the five.
    Red(Tile),
    /// Text that names no tile: a code (`xx`), or a digit with its suit letter (`8z`).
    Unknown(&'a str),
}

/// Reads a group's body (ASCII, no brackets) tile by tile: a letter starts a two-character code,
/// a digit an mpsz run. `Err` is the message of a body that cannot be read (`invalid_notation`),
/// once the tiles before it have been handed on.
fn scan<'a>(body: &'a str, mut each: impl FnMut(Token<'a>)) -> Result<(), String> {
    let b = body.as_bytes();
    let mut k = 0;
    while k < b.len() {
        let c = b[k];
        if c.is_ascii_digit() {
            let start = k;
            while b.get(k).is_some_and(u8::is_ascii_digit) {
                k += 1;
            }
            let digits = &body[start..k];
            let suit = match b.get(k).map(u8::to_ascii_lowercase) {
                Some(s @ (b'm' | b'p' | b's' | b'z')) => s,
                Some(_) => {
                    return Err(format!("{:?} is not followed by its suit letter ({MPSZ_IS})", &body[start..=k]));
                }
                None => return Err(format!("{digits:?} has no suit letter after it ({MPSZ_IS})")),
            };
            for d in digits.bytes() {
                each(match Tile::from_mpsz_bytes(d, suit) {
                    Some(t) => Token::Tile(t),
                    // Only `0` (a red five; none in the honours), `8z` and `9z` name no tile.
                    None => match (d, suit) {
                        (b'0', b'z') => Token::Unknown("0z"),
                        (b'0', _) => Tile::from_mpsz_bytes(b'5', suit).map_or(Token::Unknown("0z"), Token::Red),
                        (b'8', _) => Token::Unknown("8z"),
                        _ => Token::Unknown("9z"),
                    },
                });
            }
            k += 1;
        } else if matches!(c.to_ascii_lowercase(), b'm' | b'p' | b'z') && b.get(k + 1).is_none_or(u8::is_ascii_digit) {
            // No code starts with m, p or z: a suit letter left over (`123mm`, `123mm45p`). Followed
            // by anything else, it is a code that names no tile (`zz`).
            return Err(format!("{:?} has no digits before it ({MPSZ_IS})", char::from(c)));
        } else if let Some(&d) = b.get(k + 1) {
            each(match Tile::from_code_bytes(c, d) {
                Some(t) => Token::Tile(t),
                None => Token::Unknown(&body[k..k + 2]),
            });
            k += 2;
        } else {
            return Err(NOT_TILES.to_string());
        }
    }
    Ok(())
}

/// Reads compact notation, handing every tile, meld and problem to `each` in the order of the
/// text. A group with a problem yields what it could read of it (a concealed group's good
/// tiles), never a meld.
pub fn read<F: FnMut(Item)>(text: &str, mut each: F) {
    if text.len() > MAX_COMPACT_LEN {
        let message = format!("compact notation is at most {MAX_COMPACT_LEN} characters");
        each_problem(&mut each, Code::InvalidNotation, message);
        return;
    }
    let mut melds = 0;
    for (gi, group) in groups(text).enumerate() {
        let at = |m: &str| format!("group {} {group:?}: {m}", gi + 1);
        let (open, body) = match group.chars().next() {
            Some(c @ ('(' | '[' | '{')) => {
                let close = match c {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                };
                if !group.ends_with(close) || group.len() < 2 {
                    each_problem(&mut each, Code::InvalidNotation, at(&format!("missing closing '{close}'")));
                    continue;
                }
                (Some(c), &group[1..group.len() - 1])
            }
            _ => (None, group),
        };
        let mut tiles = ArrayVec::<Tile, 4>::new();
        // The meld's tiles, bonus tiles aside, however many there are; those written red.
        let mut meld_tiles = 0usize;
        let mut red = 0u8;
        // The group's codes that name no tile, each once: one problem for the group.
        let mut unknown = ArrayVec::<&str, 8>::new();
        let mut more_unknown = false;
        let mut place = |t: Tile, is_red: bool, each: &mut F| match t {
            t if t.is_bonus() => each(Item::Bonus(t)),
            t if open.is_none() => each(if is_red { Item::RedFive(t) } else { Item::Tile(t) }),
            t => {
                if tiles.try_push(t).is_ok() && is_red {
                    red |= 1 << (tiles.len() - 1);
                }
                meld_tiles += 1;
            }
        };
        // A group of codes only (as nearly every one is) is read in one pass; any other goes
        // through the checks below, which find its problems (and read its mpsz runs).
        let bytes = body.as_bytes();
        let mut read = ArrayVec::<Tile, 32>::new();
        let clean = (bytes.len().is_multiple_of(2)
            && bytes.len() <= 2 * read.capacity()
            && bytes.chunks_exact(2).all(|c| Tile::from_code_bytes(c[0], c[1]).map(|t| read.push(t)).is_some()))
            || mpsz_runs(bytes, &mut read);
        if clean {
            for t in read {
                place(t, false, &mut each);
            }
        } else {
            // Bytes, not characters: brackets, codes and mpsz are ASCII, and no byte of a
            // multi-byte character is.
            if bytes.iter().any(|b| matches!(b, b'(' | b')' | b'[' | b']' | b'{' | b'}')) {
                each_problem(&mut each, Code::InvalidNotation, at("brackets cannot nest"));
                continue;
            }
            if !body.is_ascii() {
                each_problem(&mut each, Code::InvalidNotation, at(NOT_TILES));
                continue;
            }
            let scanned = scan(body, |token| match token {
                Token::Tile(t) => place(t, false, &mut each),
                Token::Red(t) => place(t, true, &mut each),
                Token::Unknown(code) => {
                    if !unknown.iter().any(|u| u.eq_ignore_ascii_case(code)) {
                        more_unknown |= unknown.try_push(code).is_err();
                    }
                }
            });
            if let Err(m) = scanned {
                each_problem(&mut each, Code::InvalidNotation, at(&m));
                continue;
            }
        }
        if !unknown.is_empty() {
            let mut listed = unknown.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(", ");
            if more_unknown {
                listed.push_str(", …");
            }
            let verb = if unknown.len() == 1 { "is not a tile code" } else { "are not tile codes" };
            let mpsz = |c: &&str| TileForm::of_text(c) == TileForm::Mpsz;
            let list = valid_tiles(!unknown.iter().all(mpsz), unknown.iter().any(mpsz));
            each_problem(&mut each, Code::UnknownTile, at(&format!("{listed} {verb} {list}")));
            // A meld with an unknown tile is reported for the tile alone.
            continue;
        }
        let Some(open) = open else { continue };
        let exposed = open != '[';
        let claimed = open == '{';
        let kind = match meld_tiles {
            3 if tiles.iter().all(|t| *t == tiles[0]) => Some(MeldKind::Pung),
            3 => Some(MeldKind::Chow),
            4 => Some(MeldKind::Kong),
            _ => None,
        };
        let checked = match kind {
            Some(kind) => check_meld(kind, &tiles, exposed)
                .and_then(|()| if claimed { check_claimed(kind, exposed) } else { Ok(()) })
                .map(|()| kind),
            None => Err(format!("a meld has 3 or 4 tiles, not {meld_tiles}")),
        };
        match checked {
            Ok(kind) => {
                melds += 1;
                each(Item::Meld { kind, tiles, exposed, claimed, red });
            }
            Err(m) => each_problem(&mut each, Code::InvalidMeld, at(&m)),
        }
    }
    if melds > MAX_MELDS {
        let message = format!("a hand has at most {MAX_MELDS} declared melds, not {melds}");
        each_problem(&mut each, Code::TooManyMelds, message);
    }
}

/// A group of mpsz runs alone (`123m456p55z`, as riichi and MCR hands are written), read in one
/// pass into `out`; false (and `out` of no use) for anything else: a red five, a code, a digit
/// without its suit, more tiles than `out` holds, which the full scan reads or reports.
fn mpsz_runs(bytes: &[u8], out: &mut ArrayVec<Tile, 32>) -> bool {
    out.clear();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if matches!(b, b'1'..=b'9') {
            continue;
        }
        if start == i {
            return false;
        }
        for &d in &bytes[start..i] {
            match Tile::from_mpsz_bytes(d, b) {
                Some(t) if out.try_push(t).is_ok() => {}
                _ => return false,
            }
        }
        start = i + 1;
    }
    start == bytes.len() && !out.is_empty()
}

/// The form a text writes its tiles in: that of its first tile other than a flower or season
/// (which have no mpsz form), mpsz when it is written digit first (`5m`, a red five `0m`), codes
/// otherwise (and for a text without such a tile). The service writes the tiles of its answer in
/// this form. Read without allocating, and mostly from the first bytes.
///
/// ```
/// use mahjong_types::{TileForm, notation::form};
///
/// assert_eq!(form("123m456p789s11z"), TileForm::Mpsz);
/// assert_eq!(form("f1 (555p) b1b2b3"), TileForm::Mpsz);
/// assert_eq!(form("b1b2b3 456p"), TileForm::Codes);
/// assert_eq!(form("s1 1s"), TileForm::Mpsz);
/// ```
pub fn form(text: &str) -> TileForm {
    for group in groups(text) {
        let b = group.as_bytes();
        let mut k = 0;
        while k < b.len() {
            match b[k] {
                b'(' | b'[' | b'{' | b')' | b']' | b'}' => k += 1,
                c if c.is_ascii_digit() => return TileForm::Mpsz,
                c => match b.get(k + 1).and_then(|d| Tile::from_code_bytes(c, *d)) {
                    Some(t) if t.is_bonus() => k += 2,
                    _ => return TileForm::Codes,
                },
            }
        }
    }
    TileForm::Codes
}

/// The whitespace-separated groups of a text. ASCII text (nearly every hand) is split on its six
/// whitespace bytes, which are all the whitespace characters it can hold; other text by Unicode's
/// whitespace.
fn groups(text: &str) -> Groups<'_> {
    if text.is_ascii() { Groups::Ascii(text, 0) } else { Groups::Unicode(text.split_whitespace()) }
}

enum Groups<'a> {
    /// The text and where the next group may start.
    Ascii(&'a str, usize),
    Unicode(std::str::SplitWhitespace<'a>),
}

impl<'a> Iterator for Groups<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        match self {
            Groups::Ascii(text, at) => {
                let bytes = text.as_bytes();
                let space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
                let start = *at + bytes[*at..].iter().position(|b| !space(*b))?;
                let end = bytes[start..].iter().position(|b| space(*b)).map_or(bytes.len(), |n| start + n);
                *at = end;
                text.get(start..end)
            }
            Groups::Unicode(words) => words.next(),
        }
    }
}

/// How many tiles a text writes, bonus tiles included, brackets and whitespace not: a code is two
/// characters, an mpsz tile one digit (its run's suit letter is not a tile). For text that is
/// neither, a count of the same size (a lone character counts as a code).
pub fn tiles_written(text: &str) -> usize {
    let mut n = 0;
    for group in groups(text) {
        let b = group.as_bytes();
        let mut k = 0;
        while k < b.len() {
            match b[k] {
                b'(' | b'[' | b'{' | b')' | b']' | b'}' => k += 1,
                c if c.is_ascii_digit() => {
                    while b.get(k).is_some_and(u8::is_ascii_digit) {
                        n += 1;
                        k += 1;
                    }
                    // The suit letter.
                    k += 1;
                }
                _ => {
                    n += 1;
                    k += 2;
                }
            }
        }
    }
    n
}

/// [`crate::tiles`]: concealed tiles written back to back, codes or mpsz runs, whitespace
/// allowed; the first problem (a bracket is not a tile: `unknown_tile`).
pub(crate) fn tiles(text: &str) -> Result<Vec<Tile>, ParseError> {
    let mut out = Vec::new();
    for group in text.split_whitespace() {
        if !group.is_ascii() {
            return Err(ParseError::new(Code::InvalidNotation, format!("{group:?}: {NOT_TILES}")));
        }
        let mut first = None;
        let scanned = scan(group, |token| match token {
            Token::Tile(t) => out.push(t),
            Token::Red(five) => {
                let red = five.red_five_text().unwrap_or("0");
                let message =
                    format!("{red} is a red five, which no rule set served plays with: write {}", five.mpsz());
                first.get_or_insert(ParseError::new(Code::NotInRuleset, message));
            }
            Token::Unknown(code) => {
                first.get_or_insert(ParseError::new(Code::UnknownTile, crate::tile::not_a_tile(code)));
            }
        });
        scanned.map_err(|m| ParseError::new(Code::InvalidNotation, format!("{group:?}: {m}")))?;
        if let Some(e) = first {
            return Err(e);
        }
    }
    Ok(out)
}

fn each_problem(each: &mut impl FnMut(Item), code: Code, message: String) {
    each(Item::Problem(ParseError::new(code, message)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::{Hand, Meld};

    fn items(text: &str) -> Vec<Item> {
        let mut v = Vec::new();
        read(text, |i| v.push(i));
        v
    }

    fn problems(text: &str) -> Vec<(Code, String)> {
        items(text)
            .into_iter()
            .filter_map(|i| match i {
                Item::Problem(p) => Some((p.code(), p.message().to_string())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn groups_are_split_on_whitespace_as_unicode_has_it() {
        for text in
            ["b1b2 \t c3\n\x0bd4\x0c\rwe", "  ", "", "b1\u{a0}b2 c3", "b1\u{2003}(b2b2b2)\u{85}x", "\x1cb1 \x1f"]
        {
            let ours: Vec<&str> = groups(text).collect();
            let std: Vec<&str> = text.split_whitespace().collect();
            assert_eq!(ours, std, "{text:?}");
        }
    }

    #[test]
    fn reads_the_example_in_order() {
        let meld = |kind, tiles: &[Tile], exposed| Item::Meld {
            kind,
            tiles: tiles.iter().copied().collect(),
            exposed,
            claimed: false,
            red: 0,
        };
        assert_eq!(
            items("b1B2 f1 (b3b1b2) [DRdrdrdr] s3 {C3c3c3c3}"),
            [
                Item::Tile(Tile::B1),
                Item::Tile(Tile::B2),
                Item::Bonus(Tile::F1),
                meld(MeldKind::Chow, &[Tile::B3, Tile::B1, Tile::B2], true),
                meld(MeldKind::Kong, &[Tile::DR; 4], false),
                Item::Bonus(Tile::S3),
                Item::Meld { kind: MeldKind::Kong, tiles: [Tile::C3; 4].into(), exposed: true, claimed: true, red: 0 },
            ]
        );
        assert_eq!(items("(b1b1b1f2)"), [Item::Bonus(Tile::F2), meld(MeldKind::Pung, &[Tile::B1; 3], true)]);
        assert!(items("").is_empty() && items("  \n ").is_empty());
    }

    #[test]
    fn reports_every_problem_with_its_group() {
        let p = |code, m: &str| (code, m.to_string());
        let tiles = "(tiles: b1-b9, c1-c9, d1-d9, we ws ww wn, dr dg dw, f1-f4, s1-s4)";
        assert_eq!(
            problems("b1xx"),
            [p(Code::UnknownTile, &format!(r#"group 1 "b1xx": "xx" is not a tile code {tiles}"#))]
        );
        // One problem per group, each unknown code named once.
        assert_eq!(
            problems("xxb1yyXX b2"),
            [p(Code::UnknownTile, &format!(r#"group 1 "xxb1yyXX": "xx", "yy" are not tile codes {tiles}"#))]
        );
        assert_eq!(
            problems("rdrdrd (rdrdrd) b1"),
            [
                p(Code::UnknownTile, &format!(r#"group 1 "rdrdrd": "rd" is not a tile code {tiles}"#)),
                p(Code::UnknownTile, &format!(r#"group 2 "(rdrdrd)": "rd" is not a tile code {tiles}"#)),
            ]
        );
        assert_eq!(
            problems("a1a2a3a4a5a6a7a8a9"),
            [p(
                Code::UnknownTile,
                &format!(
                    r#"group 1 "a1a2a3a4a5a6a7a8a9": "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", … are not tile codes {tiles}"#
                )
            )]
        );
        assert_eq!(
            problems("b1 b1b"),
            [p(
                Code::InvalidNotation,
                r#"group 2 "b1b": tiles are two-character codes (b1) or mpsz runs (123m) written back to back"#
            )]
        );
        assert_eq!(
            problems("béb1"),
            [p(
                Code::InvalidNotation,
                r#"group 1 "béb1": tiles are two-character codes (b1) or mpsz runs (123m) written back to back"#
            )]
        );
        assert_eq!(problems("(b1b1b1"), [p(Code::InvalidNotation, r#"group 1 "(b1b1b1": missing closing ')'"#)]);
        assert_eq!(problems("["), [p(Code::InvalidNotation, r#"group 1 "[": missing closing ']'"#)]);
        assert_eq!(problems("([b1b1b1])"), [p(Code::InvalidNotation, r#"group 1 "([b1b1b1])": brackets cannot nest"#)]);
        assert_eq!(
            problems("(b1b2b4)"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "(b1b2b4)": a chow is three consecutive tiles of one suit, not [b1 b2 b4]"#
            )]
        );
        assert_eq!(
            problems("[b1b1b1]"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "[b1b1b1]": only a kong can be declared concealed; a concealed pung is simply tiles in hand"#
            )]
        );
        assert_eq!(
            problems("(b1b1b1b2)"),
            [p(Code::InvalidMeld, r#"group 1 "(b1b1b1b2)": a kong is 4 identical tiles, not [b1 b1 b1 b2]"#)]
        );
        assert_eq!(problems("(b1b1)"), [p(Code::InvalidMeld, r#"group 1 "(b1b1)": a meld has 3 or 4 tiles, not 2"#)]);
        // Braces: a claimed kong, and nothing else.
        assert_eq!(
            problems("{b1b1b1}"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "{b1b1b1}": only a kong can be declared claimed (a concealed pung completed by a claimed discard), not a pung"#
            )]
        );
        assert_eq!(
            problems("{b1b2b3}"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "{b1b2b3}": only a kong can be declared claimed (a concealed pung completed by a claimed discard), not a chow"#
            )]
        );
        assert_eq!(
            problems("{b1b1b1b2}"),
            [p(Code::InvalidMeld, r#"group 1 "{b1b1b1b2}": a kong is 4 identical tiles, not [b1 b1 b1 b2]"#)]
        );
        assert_eq!(problems("{b1b1}"), [p(Code::InvalidMeld, r#"group 1 "{b1b1}": a meld has 3 or 4 tiles, not 2"#)]);
        assert_eq!(problems("{c3c3c3c3"), [p(Code::InvalidNotation, r#"group 1 "{c3c3c3c3": missing closing '}'"#)]);
        assert_eq!(problems("{c3c3c3c3)"), [p(Code::InvalidNotation, r#"group 1 "{c3c3c3c3)": missing closing '}'"#)]);
        assert_eq!(
            problems("({c3c3c3c3})"),
            [p(Code::InvalidNotation, r#"group 1 "({c3c3c3c3})": brackets cannot nest"#)]
        );
        assert_eq!(problems("b1}"), [p(Code::InvalidNotation, r#"group 1 "b1}": brackets cannot nest"#)]);
        assert_eq!(
            problems("(b1b1b1b1b1)"),
            [p(Code::InvalidMeld, r#"group 1 "(b1b1b1b1b1)": a meld has 3 or 4 tiles, not 5"#)]
        );
        // A bad tile in a meld: the tile alone, not the meld it leaves short.
        assert_eq!(
            problems("(b1b1xx)"),
            [p(Code::UnknownTile, &format!(r#"group 1 "(b1b1xx)": "xx" is not a tile code {tiles}"#))]
        );
        assert_eq!(
            problems("(b1b1b1) (b2b2b2) (b3b3b3) (b4b4b4) (b5b5b5)"),
            [p(Code::TooManyMelds, "a hand has at most 4 declared melds, not 5")]
        );
        assert_eq!(
            problems(&"b1".repeat(600)),
            [p(Code::InvalidNotation, "compact notation is at most 1024 characters")]
        );
        assert!(problems(&"b1".repeat(512)).is_empty());
    }

    #[test]
    fn hand_parse_is_the_reader() {
        let h = Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3").expect("parses");
        assert_eq!(h.concealed, ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we"]);
        assert_eq!(h.melds, vec![Meld::pung(Tile::DR), Meld::concealed_kong(Tile::C1)]);
        assert_eq!(h.bonus, ["f1", "s3"]);
        assert_eq!(h.tile_count(), 18);
        assert_eq!(Hand::parse(&h.to_compact()), Ok(h));
        // The first problem, as the service lists it first.
        let e = Hand::parse("b1xx (b1b2b4)").unwrap_err();
        assert_eq!(e.code(), Code::UnknownTile);
        assert!(e.message().starts_with(r#"group 1 "b1xx": "xx" is not a tile code (tiles: b1-b9"#), "{e}");
        assert_eq!(Hand::parse(""), Ok(Hand::default()));
        // A claimed kong in braces, written back in braces.
        let h = Hand::parse("b1b2b3 d5d5d5 wewe (drdrdr) {C3c3c3c3}").expect("parses");
        assert_eq!(h.melds, vec![Meld::pung(Tile::DR), Meld::claimed_kong(Tile::C3)]);
        assert_eq!(h.to_compact(), "b1b2b3d5d5d5wewe (drdrdr) {c3c3c3c3}");
        assert_eq!(Hand::parse(&h.to_compact()), Ok(h));
    }

    /// A hand written in codes, written again in mpsz: each concealed group as one run per suit.
    fn in_mpsz(text: &str) -> String {
        text.split_whitespace()
            .map(|group| {
                let (open, body, close) = match group.as_bytes().first() {
                    Some(b'(' | b'[' | b'{') => (&group[..1], &group[1..group.len() - 1], &group[group.len() - 1..]),
                    _ => ("", group, ""),
                };
                let tiles: Vec<Tile> = crate::tiles(body).expect("codes");
                let mut out = String::from(open);
                let mut run = String::new();
                let mut suit = None;
                for t in tiles {
                    let m = t.mpsz().as_bytes();
                    if (t.is_bonus() || suit != Some(m[1]))
                        && let Some(s) = suit.take()
                    {
                        out.push_str(&run);
                        out.push(char::from(s));
                        run.clear();
                    }
                    if t.is_bonus() {
                        out.push_str(t.code());
                    } else {
                        run.push(char::from(m[0]));
                        suit = Some(m[1]);
                    }
                }
                if let Some(s) = suit {
                    out.push_str(&run);
                    out.push(char::from(s));
                }
                out.push_str(close);
                out
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn mpsz_reads_as_the_codes_it_names() {
        // Tenhou's order of the honours: 1z-4z the winds east to north, 5z white, 6z green, 7z red.
        let honours = [Tile::WE, Tile::WS, Tile::WW, Tile::WN, Tile::DW, Tile::DG, Tile::DR];
        let want: Vec<Item> =
            [Tile::C1, Tile::C2, Tile::C3, Tile::D4, Tile::D5, Tile::D6, Tile::B7, Tile::B8, Tile::B9]
                .into_iter()
                .chain(honours)
                .map(Item::Tile)
                .collect();
        assert_eq!(items("123m456p789s1234567z"), want);
        assert_eq!(items("123M 456P 789S 1234567Z"), want);
        assert_eq!(items("1m2m3m4p5p6p7s8s9s1z2z3z4z5z6z7z"), want);
        // Next to codes, in any group, melds included; `1s` is bamboo 1, `s1` season 1.
        let meld = |kind, tiles: &[Tile], exposed, claimed| Item::Meld {
            kind,
            tiles: tiles.iter().copied().collect(),
            exposed,
            claimed,
            red: 0,
        };
        assert_eq!(
            items("b1b2b3 456p (777z) [1111m] {3333m} s11s f2"),
            [
                Item::Tile(Tile::B1),
                Item::Tile(Tile::B2),
                Item::Tile(Tile::B3),
                Item::Tile(Tile::D4),
                Item::Tile(Tile::D5),
                Item::Tile(Tile::D6),
                meld(MeldKind::Pung, &[Tile::DR; 3], true, false),
                meld(MeldKind::Kong, &[Tile::C1; 4], false, false),
                meld(MeldKind::Kong, &[Tile::C3; 4], true, true),
                Item::Bonus(Tile::S1),
                Item::Tile(Tile::B1),
                Item::Bonus(Tile::F2),
            ]
        );
        assert_eq!(items("(3m4mc5)"), [meld(MeldKind::Chow, &[Tile::C3, Tile::C4, Tile::C5], true, false)]);
        assert_eq!(items("(f1555p)"), [Item::Bonus(Tile::F1), meld(MeldKind::Pung, &[Tile::D5; 3], true, false)]);
        // Every hand of codes reads the same written in mpsz.
        for text in [
            "b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3",
            "b1b9c1c9d1d9wewswwwndrdgdw dw",
            "(b7b8b9) [dwdwdwdw] c2c2 {c3c3c3c3}",
        ] {
            let mpsz = in_mpsz(text);
            assert_eq!(items(&mpsz), items(text), "{text:?} / {mpsz:?}");
            assert_eq!(form(&mpsz), TileForm::Mpsz);
            assert_eq!(form(text), TileForm::Codes);
        }
        assert_eq!(in_mpsz("b1b2b3 (drdrdr) f1 c1c2d3we"), "123s (777z) f1 12m3p1z");
    }

    #[test]
    fn red_fives_are_read_as_red() {
        assert_eq!(
            items("40m6m 0p 0s55s"),
            [
                Item::Tile(Tile::C4),
                Item::RedFive(Tile::C5),
                Item::Tile(Tile::C6),
                Item::RedFive(Tile::D5),
                Item::RedFive(Tile::B5),
                Item::Tile(Tile::B5),
                Item::Tile(Tile::B5),
            ]
        );
        assert_eq!(
            items("(406m) [5055p]"),
            [
                Item::Meld {
                    kind: MeldKind::Chow,
                    tiles: [Tile::C4, Tile::C5, Tile::C6].into_iter().collect(),
                    exposed: true,
                    claimed: false,
                    red: 0b10,
                },
                Item::Meld {
                    kind: MeldKind::Kong,
                    tiles: [Tile::D5; 4].into(),
                    exposed: false,
                    claimed: false,
                    red: 0b10
                },
            ]
        );
    }

    #[test]
    fn bad_mpsz_is_reported_with_its_group() {
        let p = |code, m: &str| (code, m.to_string());
        let tiles = "(mpsz: 1m-9m, 1p-9p, 1s-9s, 1z-7z)";
        let both =
            "(tiles: b1-b9, c1-c9, d1-d9, we ws ww wn, dr dg dw, f1-f4, s1-s4; mpsz: 1m-9m, 1p-9p, 1s-9s, 1z-7z)";
        assert_eq!(
            problems("8zxx"),
            [p(Code::UnknownTile, &format!(r#"group 1 "8zxx": "8z", "xx" are not tile codes {both}"#))]
        );
        assert_eq!(crate::tile::not_a_tile("0z"), format!(r#""0z" is not a tile code {tiles}"#));
        let mpsz = "mpsz is digits then their suit letter m, p, s or z, as in 123m";
        assert_eq!(
            problems("123m 1890z"),
            [p(Code::UnknownTile, &format!(r#"group 2 "1890z": "8z", "9z", "0z" are not tile codes {tiles}"#))]
        );
        assert_eq!(
            problems("(888z)"),
            [p(Code::UnknownTile, &format!(r#"group 1 "(888z)": "8z" is not a tile code {tiles}"#))]
        );
        assert_eq!(
            problems("123m m"),
            [p(Code::InvalidNotation, &format!(r#"group 2 "m": 'm' has no digits before it ({mpsz})"#))]
        );
        assert_eq!(
            problems("123mm45p"),
            [p(Code::InvalidNotation, &format!(r#"group 1 "123mm45p": 'm' has no digits before it ({mpsz})"#))]
        );
        assert_eq!(
            problems("Z"),
            [p(Code::InvalidNotation, &format!(r#"group 1 "Z": 'Z' has no digits before it ({mpsz})"#))]
        );
        // A letter that starts no code, before another letter: a code that names no tile.
        assert_eq!(
            problems("b1zz"),
            [p(
                Code::UnknownTile,
                &format!(r#"group 1 "b1zz": "zz" is not a tile code (tiles: {})"#, crate::tile::VALID_CODES)
            )]
        );
        assert_eq!(
            problems("123m 456"),
            [p(Code::InvalidNotation, &format!(r#"group 2 "456": "456" has no suit letter after it ({mpsz})"#))]
        );
        assert_eq!(
            problems("(555)"),
            [p(Code::InvalidNotation, &format!(r#"group 1 "(555)": "555" has no suit letter after it ({mpsz})"#))]
        );
        assert_eq!(
            problems("12x3m"),
            [p(
                Code::InvalidNotation,
                &format!(r#"group 1 "12x3m": "12x" is not followed by its suit letter ({mpsz})"#)
            )]
        );
        assert_eq!(problems("(55m)"), [p(Code::InvalidMeld, r#"group 1 "(55m)": a meld has 3 or 4 tiles, not 2"#)]);
        assert_eq!(
            problems("(11111m)"),
            [p(Code::InvalidMeld, r#"group 1 "(11111m)": a meld has 3 or 4 tiles, not 5"#)]
        );
        assert_eq!(
            problems("(124m)"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "(124m)": a chow is three consecutive tiles of one suit, not [c1 c2 c4]"#
            )]
        );
        assert_eq!(
            problems("[111m]"),
            [p(
                Code::InvalidMeld,
                r#"group 1 "[111m]": only a kong can be declared concealed; a concealed pung is simply tiles in hand"#
            )]
        );
        // Hand::parse: the first of them; a red five is kept as written.
        assert_eq!(Hand::parse("8z").map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(Hand::parse("0z").map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(Hand::parse("m").map_err(|e| e.code()), Err(Code::InvalidNotation));
        assert_eq!(Hand::parse("123").map_err(|e| e.code()), Err(Code::InvalidNotation));
    }

    #[test]
    fn the_form_is_the_first_tiles_and_the_count_is_the_tiles() {
        assert_eq!(form(""), TileForm::Codes);
        assert_eq!(form("f1 s2"), TileForm::Codes);
        assert_eq!(form("  [0555p] b1"), TileForm::Mpsz);
        assert_eq!(form("we 123m"), TileForm::Codes);
        assert_eq!(form("xx 123m"), TileForm::Codes);
        for (text, n) in [
            ("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3", 20),
            ("123m456p789s11z", 11),
            ("123m (555p) [1111m] f1", 11),
            ("1m2m", 2),
            ("", 0),
        ] {
            assert_eq!(tiles_written(text), n, "{text:?}");
        }
        assert!(tiles_written(&"1".repeat(40)) == 40 && tiles_written(&"b1".repeat(40)) == 40);
    }
}
