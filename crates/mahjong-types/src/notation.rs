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
//! The reader reports what it finds in the order of the text, problems included, without
//! allocating (a problem's message aside); its problem codes are `invalid_notation` (brackets, a
//! group that is not codes, text longer than [`MAX_COMPACT_LEN`]), `unknown_tile`, `invalid_meld`
//! and `too_many_melds`. Everything else about a hand (copies, counts, bonus tiles under a rule
//! set, the win) is the service's check.

use arrayvec::ArrayVec;

use crate::hand::{MAX_MELDS, MeldKind, check_claimed, check_meld};
use crate::problem::{Code, ParseError};
use crate::tile::{NOT_CODES, Tile, VALID_CODES, codes};

/// Longest compact notation read, in bytes.
pub const MAX_COMPACT_LEN: usize = 1024;

/// What the reader finds, in the order of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A concealed tile (never a bonus tile).
    Tile(Tile),
    /// A flower or a season, wherever it stands.
    Bonus(Tile),
    /// A declared meld whose tiles form it: `( )` exposed, `[ ]` a concealed kong, `{ }` a
    /// claimed kong.
    Meld {
        /// Chow, pung or kong, from the tiles.
        kind: MeldKind,
        /// Its tiles in the order written.
        tiles: ArrayVec<Tile, 4>,
        /// False for `[ ]`.
        exposed: bool,
        /// True for `{ }` (a kong, exposed).
        claimed: bool,
    },
    /// A problem; the message names the group (`group 2 "(b1b2b4)": …`).
    Problem(ParseError),
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
        let mut too_long = false;
        // The group's codes that name no tile, each once: one problem for the group.
        let mut unknown = ArrayVec::<&str, 8>::new();
        let mut more_unknown = false;
        let mut place = |t: Tile, each: &mut F| match t {
            t if t.is_bonus() => each(Item::Bonus(t)),
            t if open.is_none() => each(Item::Tile(t)),
            t => too_long |= tiles.try_push(t).is_err(),
        };
        // A group of codes only (as nearly every one is) is read in one pass; any other goes
        // through the checks below, which find its problems.
        let bytes = body.as_bytes();
        let mut read = ArrayVec::<Tile, 32>::new();
        let clean = bytes.len().is_multiple_of(2)
            && bytes.len() <= 2 * read.capacity()
            && bytes.chunks_exact(2).all(|c| Tile::from_code_bytes(c[0], c[1]).map(|t| read.push(t)).is_some());
        if clean {
            for t in read {
                place(t, &mut each);
            }
        } else {
            // Bytes, not characters: brackets and codes are ASCII, and no byte of a multi-byte
            // character is.
            if bytes.iter().any(|b| matches!(b, b'(' | b')' | b'[' | b']' | b'{' | b'}')) {
                each_problem(&mut each, Code::InvalidNotation, at("brackets cannot nest"));
                continue;
            }
            if !body.is_ascii() || !bytes.len().is_multiple_of(2) {
                each_problem(&mut each, Code::InvalidNotation, at(NOT_CODES));
                continue;
            }
            for (k, code) in bytes.chunks_exact(2).enumerate() {
                match Tile::from_code_bytes(code[0], code[1]) {
                    Some(t) => place(t, &mut each),
                    None => {
                        let code = &body[2 * k..2 * k + 2];
                        if !unknown.iter().any(|u| u.eq_ignore_ascii_case(code)) {
                            more_unknown |= unknown.try_push(code).is_err();
                        }
                    }
                }
            }
        }
        if !unknown.is_empty() {
            let mut listed = unknown.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>().join(", ");
            if more_unknown {
                listed.push_str(", …");
            }
            let verb = if unknown.len() == 1 { "is not a tile code" } else { "are not tile codes" };
            each_problem(&mut each, Code::UnknownTile, at(&format!("{listed} {verb} (tiles: {VALID_CODES})")));
            // A meld with an unknown tile is reported for the tile alone.
            continue;
        }
        let Some(open) = open else { continue };
        let exposed = open != '[';
        let claimed = open == '{';
        let kind = match tiles.len() {
            _ if too_long => None,
            3 if tiles.iter().all(|t| *t == tiles[0]) => Some(MeldKind::Pung),
            3 => Some(MeldKind::Chow),
            4 => Some(MeldKind::Kong),
            _ => None,
        };
        let checked = match kind {
            Some(kind) => check_meld(kind, &tiles, exposed)
                .and_then(|()| if claimed { check_claimed(kind, exposed) } else { Ok(()) })
                .map(|()| kind),
            None if tiles.len() + usize::from(too_long) > 4 => {
                Err(format!("a meld has 3 or 4 tiles, not {}", codes_len(body)))
            }
            None => Err(format!("a meld has 3 or 4 tiles, not {}", tiles.len())),
        };
        match checked {
            Ok(kind) => {
                melds += 1;
                each(Item::Meld { kind, tiles, exposed, claimed });
            }
            Err(m) => each_problem(&mut each, Code::InvalidMeld, at(&m)),
        }
    }
    if melds > MAX_MELDS {
        let message = format!("a hand has at most {MAX_MELDS} declared melds, not {melds}");
        each_problem(&mut each, Code::TooManyMelds, message);
    }
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

/// How many two-character codes a group holds, bonus tiles aside.
fn codes_len(body: &str) -> usize {
    codes(body).map_or(0, |c| c.filter(|c| !Tile::parse(c).is_some_and(Tile::is_bonus)).count())
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
                Item::Meld { kind: MeldKind::Kong, tiles: [Tile::C3; 4].into(), exposed: true, claimed: true },
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
            [p(Code::InvalidNotation, r#"group 2 "b1b": tiles are two-character codes written back to back"#)]
        );
        assert_eq!(
            problems("béb1"),
            [p(Code::InvalidNotation, r#"group 1 "béb1": tiles are two-character codes written back to back"#)]
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
}
