//! Hands as the API takes them: concealed tiles, declared melds and bonus tiles, or one string in
//! compact notation; a client-side compact parser and a builder.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::tile::{Tile, tiles};

/// A problem with a tile code, a wind name or a hand found on the client side, before anything is
/// sent. The codes are the server's (`unknown_tile`, `invalid_notation`, `invalid_meld`,
/// `too_many_melds`, `invalid_wind`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    code: &'static str,
    message: String,
}

impl ParseError {
    pub(crate) fn new(code: &'static str, message: impl Into<String>) -> ParseError {
        ParseError { code, message: message.into() }
    }

    /// Stable snake_case code, as the server would report it.
    pub fn code(&self) -> &str {
        self.code
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for ParseError {}

/// The kind of a declared meld.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// Three consecutive tiles of one suit.
    Chow,
    /// Three identical tiles.
    Pung,
    /// Four identical tiles.
    Kong,
}

impl MeldKind {
    /// The wire name: `"chow"`, `"pung"` or `"kong"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            MeldKind::Chow => "chow",
            MeldKind::Pung => "pung",
            MeldKind::Kong => "kong",
        }
    }

    /// Parses the wire name.
    pub fn parse(s: &str) -> Option<MeldKind> {
        [MeldKind::Chow, MeldKind::Pung, MeldKind::Kong].into_iter().find(|k| k.as_str() == s)
    }
}

fn yes() -> bool {
    true
}

/// A declared meld. Tiles are codes; the server checks them (with a pointer at a bad one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meld {
    /// Chow, pung or kong.
    pub kind: MeldKind,
    /// The meld's tile codes.
    pub tiles: Vec<String>,
    /// False declares a concealed kong.
    #[serde(default = "yes")]
    pub exposed: bool,
}

impl Meld {
    /// A meld from raw codes (checked by the server).
    pub fn new(kind: MeldKind, tiles: impl IntoIterator<Item = impl Into<String>>, exposed: bool) -> Meld {
        Meld { kind, tiles: tiles.into_iter().map(Into::into).collect(), exposed }
    }

    /// An exposed chow from its lowest tile (`b1` → `b1 b2 b3`).
    pub fn chow(first: Tile) -> Result<Meld, ParseError> {
        let second = first.next_in_suit();
        let third = second.and_then(Tile::next_in_suit);
        match (second, third) {
            (Some(b), Some(c)) => Ok(Meld::new(MeldKind::Chow, [first, b, c], true)),
            _ => Err(ParseError::new(
                "invalid_meld",
                format!("a chow is three consecutive tiles of one suit; none starts at {first}"),
            )),
        }
    }

    /// An exposed pung.
    pub fn pung(tile: Tile) -> Meld {
        Meld::new(MeldKind::Pung, [tile; 3], true)
    }

    /// An exposed kong.
    pub fn kong(tile: Tile) -> Meld {
        Meld::new(MeldKind::Kong, [tile; 4], true)
    }

    /// A declared concealed kong.
    pub fn concealed_kong(tile: Tile) -> Meld {
        Meld::new(MeldKind::Kong, [tile; 4], false)
    }
}

/// A hand in object form: every tile not in a declared meld (for a winner, with the winning tile),
/// the declared melds, and the bonus tiles.
///
/// Tiles are codes (strings) so that whatever a user typed reaches the server, which answers with
/// a JSON pointer at each bad tile. Build hands from [`Tile`]s with [`Hand::builder`], or parse
/// compact notation on the client with [`Hand::parse`].
///
/// ```
/// use mahjong_scoring_sdk::{Hand, Meld, Tile};
///
/// let hand = Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3")?;
/// assert_eq!(hand.concealed.len(), 11);
/// assert_eq!(hand.melds, vec![Meld::pung(Tile::DR), Meld::concealed_kong(Tile::C1)]);
/// assert_eq!(hand.bonus, vec!["f1", "s3"]);
///
/// let built = Hand::builder()
///     .concealed("b1b2b3 d5d5d5 c7c8c9 wewe")
///     .pung(Tile::DR)
///     .concealed_kong(Tile::C1)
///     .bonus(Tile::F1)
///     .bonus(Tile::S3)
///     .build()?;
/// assert_eq!(built, hand);
/// assert_eq!(hand.to_compact(), "b1b2b3d5d5d5c7c8c9wewe (drdrdr) [c1c1c1c1] f1 s3");
/// # Ok::<(), mahjong_scoring_sdk::ParseError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// Concealed tile codes.
    pub concealed: Vec<String>,
    /// Declared melds.
    #[serde(default)]
    pub melds: Vec<Meld>,
    /// Flowers and seasons.
    #[serde(default)]
    pub bonus: Vec<String>,
}

impl Hand {
    /// A builder for a hand of typed tiles.
    pub fn builder() -> HandBuilder {
        HandBuilder::default()
    }

    /// Parses compact notation on the client (API.md): whitespace-separated groups; a group in
    /// `( )` is an exposed meld, in `[ ]` a concealed kong; other groups are concealed tiles
    /// written back to back; bonus tiles may stand anywhere. Codes are case-insensitive and come
    /// out lower case.
    ///
    /// To let the server parse (and point at problems in) a user's string instead, send it as
    /// [`HandBody::Compact`].
    pub fn parse(compact: &str) -> Result<Hand, ParseError> {
        if compact.len() > 1024 {
            return Err(ParseError::new("invalid_notation", "compact notation is at most 1024 characters"));
        }
        let mut hand = Hand::default();
        for (gi, group) in compact.split_whitespace().enumerate() {
            let at = |m: String| format!("group {} {group:?}: {m}", gi + 1);
            let (open, body) = match group.chars().next() {
                Some(c @ ('(' | '[')) => {
                    let close = if c == '(' { ')' } else { ']' };
                    if group.len() < 2 || !group.ends_with(close) {
                        return Err(ParseError::new("invalid_notation", at(format!("missing closing '{close}'"))));
                    }
                    (Some(c), &group[1..group.len() - 1])
                }
                _ => (None, group),
            };
            if body.contains(['(', ')', '[', ']']) {
                return Err(ParseError::new("invalid_notation", at("brackets cannot nest".into())));
            }
            let ts = tiles(body).map_err(|e| ParseError::new(e.code, at(e.message)))?;
            let (bonus, ts): (Vec<Tile>, Vec<Tile>) = ts.into_iter().partition(|t| t.is_bonus());
            hand.bonus.extend(bonus.into_iter().map(String::from));
            match open {
                None => hand.concealed.extend(ts.into_iter().map(String::from)),
                Some(open) => {
                    let meld = meld_of(&ts, open == '(').map_err(|m| ParseError::new("invalid_meld", at(m)))?;
                    hand.melds.push(meld);
                }
            }
        }
        if hand.melds.len() > 4 {
            return Err(ParseError::new(
                "too_many_melds",
                format!("a hand has at most 4 declared melds, not {}", hand.melds.len()),
            ));
        }
        Ok(hand)
    }

    /// The hand in compact notation: the concealed tiles as one group, then the melds, then the
    /// bonus tiles.
    pub fn to_compact(&self) -> String {
        let mut groups = Vec::new();
        if !self.concealed.is_empty() {
            groups.push(self.concealed.concat());
        }
        for m in &self.melds {
            let (open, close) = if m.exposed { ('(', ')') } else { ('[', ']') };
            groups.push(format!("{open}{}{close}", m.tiles.concat()));
        }
        groups.extend(self.bonus.iter().cloned());
        groups.join(" ")
    }

    /// The concealed tiles, parsed.
    pub fn concealed_tiles(&self) -> Result<Vec<Tile>, ParseError> {
        self.concealed.iter().map(|c| Tile::parse(c)).collect()
    }

    /// Number of tiles in hand and in melds (bonus tiles not counted; a kong counts 4).
    pub fn tile_count(&self) -> usize {
        self.concealed.len() + self.melds.iter().map(|m| m.tiles.len()).sum::<usize>()
    }
}

impl FromStr for Hand {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Hand, ParseError> {
        Hand::parse(s)
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_compact())
    }
}

/// The meld a bracketed compact group stands for, checked like the server does.
fn meld_of(ts: &[Tile], exposed: bool) -> Result<Meld, String> {
    let list = || ts.iter().map(|t| t.code()).collect::<Vec<_>>().join(" ");
    let same = ts.iter().all(|t| Some(t) == ts.first());
    let kind = match ts.len() {
        3 if same => MeldKind::Pung,
        3 => {
            let mut s = ts.to_vec();
            s.sort();
            if s[0].next_in_suit() != Some(s[1]) || s[1].next_in_suit() != Some(s[2]) {
                return Err(format!("a chow is three consecutive tiles of one suit, not [{}]", list()));
            }
            MeldKind::Chow
        }
        4 if same => MeldKind::Kong,
        4 => return Err(format!("a kong is 4 identical tiles, not [{}]", list())),
        _ => return Err("a meld has 3 or 4 tiles".into()),
    };
    if !exposed && kind != MeldKind::Kong {
        return Err(format!(
            "only a kong can be declared concealed; a concealed {} is simply tiles in hand",
            kind.as_str()
        ));
    }
    Ok(Meld::new(kind, ts.iter().copied(), exposed))
}

/// Builds a [`Hand`] from typed tiles and melds. Problems (a bad code in
/// [`concealed`](HandBuilder::concealed), a chow that cannot exist) surface in
/// [`build`](HandBuilder::build).
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct HandBuilder {
    hand: Hand,
    error: Option<ParseError>,
}

impl HandBuilder {
    fn add(&mut self, t: Tile) {
        if t.is_bonus() {
            self.hand.bonus.push(t.into());
        } else {
            self.hand.concealed.push(t.into());
        }
    }

    /// Concealed tiles from codes written back to back (whitespace allowed); bonus tiles among
    /// them go to the bonus tiles.
    pub fn concealed(mut self, codes: &str) -> HandBuilder {
        match tiles(codes) {
            Ok(ts) => ts.into_iter().for_each(|t| self.add(t)),
            Err(e) => {
                self.error.get_or_insert(e);
            }
        }
        self
    }

    /// One concealed tile (a bonus tile goes to the bonus tiles).
    pub fn tile(mut self, t: Tile) -> HandBuilder {
        self.add(t);
        self
    }

    /// Concealed tiles.
    pub fn tiles(mut self, ts: impl IntoIterator<Item = Tile>) -> HandBuilder {
        ts.into_iter().for_each(|t| self.add(t));
        self
    }

    /// A declared meld.
    pub fn meld(mut self, m: Meld) -> HandBuilder {
        self.hand.melds.push(m);
        self
    }

    /// An exposed chow from its lowest tile.
    pub fn chow(mut self, first: Tile) -> HandBuilder {
        match Meld::chow(first) {
            Ok(m) => self.hand.melds.push(m),
            Err(e) => {
                self.error.get_or_insert(e);
            }
        }
        self
    }

    /// An exposed pung.
    pub fn pung(self, t: Tile) -> HandBuilder {
        self.meld(Meld::pung(t))
    }

    /// An exposed kong.
    pub fn kong(self, t: Tile) -> HandBuilder {
        self.meld(Meld::kong(t))
    }

    /// A declared concealed kong.
    pub fn concealed_kong(self, t: Tile) -> HandBuilder {
        self.meld(Meld::concealed_kong(t))
    }

    /// A flower or season.
    pub fn bonus(mut self, t: Tile) -> HandBuilder {
        self.hand.bonus.push(t.into());
        self
    }

    /// The hand, or the first problem met while building it.
    pub fn build(self) -> Result<Hand, ParseError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(self.hand),
        }
    }
}

/// A hand as a request carries it: object form, or compact notation that the server parses.
///
/// `From<&str>` and `From<String>` give [`HandBody::Compact`]: the server parses the string and
/// points at problems in it; `From<Hand>` gives [`HandBody::Hand`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum HandBody {
    /// Compact notation, sent as is.
    Compact(String),
    /// Object form.
    Hand(Hand),
}

impl From<Hand> for HandBody {
    fn from(h: Hand) -> HandBody {
        HandBody::Hand(h)
    }
}

impl From<&str> for HandBody {
    fn from(s: &str) -> HandBody {
        HandBody::Compact(s.to_string())
    }
}

impl From<String> for HandBody {
    fn from(s: String) -> HandBody {
        HandBody::Compact(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_api_example() {
        let h = Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3").expect("parses");
        assert_eq!(h.concealed, ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we"]);
        assert_eq!(h.melds, vec![Meld::pung(Tile::DR), Meld::concealed_kong(Tile::C1)]);
        assert_eq!(h.bonus, ["f1", "s3"]);
        assert_eq!(h.tile_count(), 18);
        assert_eq!(Hand::parse(&h.to_compact()), Ok(h));
    }

    #[test]
    fn melds_are_recognised() {
        let h = Hand::parse("(b3B1b2) (WEWEWEWE) f2 b5").expect("parses");
        assert_eq!(h.melds[0].kind, MeldKind::Chow);
        assert_eq!(h.melds[1], Meld::kong(Tile::WE));
        assert_eq!(h.bonus, ["f2"]);
        assert_eq!(h.concealed, ["b5"]);
    }

    #[test]
    fn reports_problems_with_server_codes() {
        let code = |s: &str| Hand::parse(s).map_err(|e| e.code().to_string()).err();
        assert_eq!(code("b1xx").as_deref(), Some("unknown_tile"));
        assert_eq!(code("b1b").as_deref(), Some("invalid_notation"));
        assert_eq!(code("(b1b1b1").as_deref(), Some("invalid_notation"));
        assert_eq!(code("([b1b1b1])").as_deref(), Some("invalid_notation"));
        assert_eq!(code("(b1b2b4)").as_deref(), Some("invalid_meld"));
        assert_eq!(code("[b1b1b1]").as_deref(), Some("invalid_meld"));
        assert_eq!(code("(b1b1)").as_deref(), Some("invalid_meld"));
        assert_eq!(code("(b1b1b1) (b2b2b2) (b3b3b3) (b4b4b4) (b5b5b5)").as_deref(), Some("too_many_melds"));
        assert_eq!(code(&"b1".repeat(600)).as_deref(), Some("invalid_notation"));
        assert!(Hand::parse("").is_ok());
    }

    #[test]
    fn builder() {
        let h = Hand::builder().concealed("b1b2b3 f1").chow(Tile::C7).tile(Tile::WE).tiles([Tile::WE]).build();
        let h = h.expect("builds");
        assert_eq!(h.concealed, ["b1", "b2", "b3", "we", "we"]);
        assert_eq!(h.bonus, ["f1"]);
        assert_eq!(h.melds, vec![Meld::new(MeldKind::Chow, ["c7", "c8", "c9"], true)]);
        assert_eq!(
            Hand::builder().chow(Tile::B8).build().map_err(|e| e.code().to_string()),
            Err("invalid_meld".into())
        );
        assert_eq!(
            Hand::builder().concealed("zz").build().map_err(|e| e.code().to_string()),
            Err("unknown_tile".into())
        );
    }

    #[test]
    fn body_serialises_like_the_rest_api() {
        let body = HandBody::from(Hand::parse("b1 (drdrdr)").expect("parses"));
        let json = serde_json::to_value(&body).expect("serialises");
        assert_eq!(
            json,
            serde_json::json!({"concealed": ["b1"], "melds": [{"kind": "pung", "tiles": ["dr", "dr", "dr"], "exposed": true}], "bonus": []})
        );
        assert_eq!(serde_json::to_value(HandBody::from("b1 b2")).ok(), Some(serde_json::json!("b1 b2")));
    }
}
