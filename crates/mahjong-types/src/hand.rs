//! Hands as the API takes them: an object (concealed tiles, declared melds, bonus tiles) or one
//! string in compact notation, read by [`crate::notation`]; and a builder.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::{self, Item};
use crate::problem::{Code, ParseError};
use crate::text::{Spelled, TileText};
use crate::tile::{Tile, TileForm, tiles};

/// Most melds a hand may declare.
pub const MAX_MELDS: usize = 4;

wire_enum! {
    /// The kind of a declared meld.
    MeldKind as MeldKind ("a meld kind") {
        /// Three consecutive tiles of one suit.
        Chow = "chow",
        /// Three identical tiles.
        Pung = "pung",
        /// Four identical tiles.
        Kong = "kong",
    }
}

/// Whether `tiles` form a meld of `kind`, declared exposed or not (only a kong may be declared
/// concealed); the message says what is wrong.
pub fn check_meld(kind: MeldKind, tiles: &[Tile], exposed: bool) -> Result<(), String> {
    let codes = || tiles.iter().map(|t| t.code()).collect::<Vec<_>>().join(" ");
    match kind {
        MeldKind::Chow => {
            let mut s: arrayvec::ArrayVec<Tile, 4> = tiles.iter().copied().take(4).collect();
            s.sort();
            let ok = s.len() == 3 && s[0].next_in_suit() == Some(s[1]) && s[1].next_in_suit() == Some(s[2]);
            if !ok {
                return Err(format!("a chow is three consecutive tiles of one suit, not [{}]", codes()));
            }
        }
        MeldKind::Pung | MeldKind::Kong => {
            let n = if kind == MeldKind::Pung { 3 } else { 4 };
            if tiles.len() != n || tiles.iter().any(|t| *t != tiles[0]) {
                return Err(format!("a {} is {n} identical tiles, not [{}]", kind.as_str(), codes()));
            }
        }
    }
    if !exposed && kind != MeldKind::Kong {
        return Err(format!(
            "only a kong can be declared concealed; a concealed {} is simply tiles in hand",
            kind.as_str()
        ));
    }
    Ok(())
}

/// Whether a meld may be declared claimed (`claimed: true`, `{…}` in compact notation): only a
/// kong that is not declared concealed, a concealed pung completed by a claimed discard. The
/// message says what is wrong.
pub fn check_claimed(kind: MeldKind, exposed: bool) -> Result<(), String> {
    match (kind, exposed) {
        (MeldKind::Kong, true) => Ok(()),
        (MeldKind::Kong, false) => Err(
            "a claimed kong is completed by a claimed discard: it cannot also be declared concealed (\"exposed\": false)"
                .into(),
        ),
        (kind, _) => Err(format!(
            "only a kong can be declared claimed (a concealed pung completed by a claimed discard), not a {}",
            kind.as_str()
        )),
    }
}

fn is_not_true(b: &Option<bool>) -> bool {
    *b != Some(true)
}

/// A declared meld. Its kind and tiles are kept as written, so that the service can point at a
/// wrong one (`invalid_meld` at `/hand/melds/0/kind`, `unknown_tile` at `/hand/melds/0/tiles/2`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = MeldBody))]
#[serde(deny_unknown_fields)]
pub struct Meld {
    /// `chow`, `pung` or `kong`.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub kind: Spelled<MeldKind>,
    /// Tile codes.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub tiles: Vec<TileText>,
    /// False declares a concealed kong. Default true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exposed: Option<bool>,
    /// True declares a claimed kong: a concealed pung completed to a kong by a claimed discard. It
    /// scores as an exposed kong but counts as concealed for the rules on concealed hands. Only
    /// on a kong not declared concealed, and only under a rule set with `claimed_kongs`. Default
    /// false.
    #[serde(default, skip_serializing_if = "is_not_true")]
    pub claimed: Option<bool>,
}

impl Meld {
    /// A meld from tiles or codes (checked by the service).
    pub fn new(kind: MeldKind, tiles: impl IntoIterator<Item = impl Into<TileText>>, exposed: bool) -> Meld {
        Meld {
            kind: kind.into(),
            tiles: tiles.into_iter().map(Into::into).collect(),
            exposed: Some(exposed),
            claimed: None,
        }
    }

    /// An exposed chow from its lowest tile (`b1` → `b1 b2 b3`).
    pub fn chow(first: Tile) -> Result<Meld, ParseError> {
        let second = first.next_in_suit();
        let third = second.and_then(Tile::next_in_suit);
        match (second, third) {
            (Some(b), Some(c)) => Ok(Meld::new(MeldKind::Chow, [first, b, c], true)),
            _ => Err(ParseError::new(
                Code::InvalidMeld,
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

    /// A claimed kong: a concealed pung completed by a claimed discard (`{c3c3c3c3}`).
    pub fn claimed_kong(tile: Tile) -> Meld {
        Meld { claimed: Some(true), ..Meld::kong(tile) }
    }

    /// Exposed unless declared concealed.
    pub fn is_exposed(&self) -> bool {
        self.exposed.unwrap_or(true)
    }

    /// Declared claimed.
    pub fn is_claimed(&self) -> bool {
        self.claimed == Some(true)
    }
}

/// A hand in object form: every tile not in a declared meld (for a winner, with the winning tile),
/// the declared melds, and the bonus tiles.
///
/// Tiles are kept as written ([`TileText`]) so that whatever a user typed reaches the service,
/// which answers with a JSON pointer at each bad tile. Build hands from [`Tile`]s with
/// [`Hand::builder`], or read compact notation with [`Hand::parse`].
///
/// ```
/// use mahjong_types::{Hand, Meld, Tile};
///
/// let hand = Hand::parse("b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3")?;
/// assert_eq!(hand.concealed.len(), 11);
/// assert_eq!(hand.melds, vec![Meld::pung(Tile::DR), Meld::concealed_kong(Tile::C1)]);
/// assert_eq!(hand.bonus, ["f1", "s3"]);
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
/// # Ok::<(), mahjong_types::ParseError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(as = HandObject, description = "A hand as an object: concealed tiles, declared melds and bonus tiles.")
)]
#[serde(deny_unknown_fields)]
pub struct Hand {
    /// Every tile in hand not in a declared meld; for a winner, with the winning tile.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub concealed: Vec<TileText>,
    /// Declared melds.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub melds: Vec<Meld>,
    /// Flowers and seasons.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub bonus: Vec<TileText>,
}

impl Hand {
    /// A builder for a hand of typed tiles.
    pub fn builder() -> HandBuilder {
        HandBuilder::default()
    }

    /// Reads compact notation ([`crate::notation`]): whitespace-separated groups; a group in
    /// `( )` is an exposed meld, in `[ ]` a concealed kong, in `{ }` a claimed kong; other groups are concealed tiles
    /// written back to back, as codes or mpsz runs (`123m`); bonus tiles may stand anywhere. Codes are case-insensitive. The error
    /// is the first problem the service would report for the same text.
    ///
    /// The hand's tiles are codes, however the text writes them (a red five, which no tile code
    /// names, is kept as written: `"0m"`, for the service to refuse or take). To let the service
    /// read (and point at problems in) a user's string instead, and write its answer in the
    /// text's form (mpsz or codes), send it as [`HandBody::Compact`].
    pub fn parse(compact: &str) -> Result<Hand, ParseError> {
        let mut hand = Hand::default();
        let mut problem = None;
        notation::read(compact, |item| match item {
            Item::Tile(t) => hand.concealed.push(t.into()),
            Item::RedFive(t) => hand.concealed.push(TileText::red(t)),
            Item::Bonus(t) => hand.bonus.push(t.into()),
            Item::Meld { kind, tiles, exposed, claimed, red } => {
                let mut meld = Meld { claimed: claimed.then_some(true), ..Meld::new(kind, tiles, exposed) };
                for (k, t) in meld.tiles.iter_mut().enumerate() {
                    if red & (1 << k) != 0
                        && let Some(five) = t.tile()
                    {
                        *t = TileText::red(five);
                    }
                }
                hand.melds.push(meld)
            }
            Item::Problem(p) => {
                problem.get_or_insert(p);
            }
        });
        match problem {
            Some(p) => Err(p),
            None => Ok(hand),
        }
    }

    /// The hand in compact notation: the concealed tiles as one group, then the melds, then the
    /// bonus tiles.
    pub fn to_compact(&self) -> String {
        let mut groups = Vec::new();
        if !self.concealed.is_empty() {
            groups.push(self.concealed.iter().map(TileText::as_str).collect::<String>());
        }
        for m in &self.melds {
            let (open, close) = match (m.is_exposed(), m.is_claimed()) {
                (_, true) => ('{', '}'),
                (true, false) => ('(', ')'),
                (false, false) => ('[', ']'),
            };
            groups.push(format!("{open}{}{close}", m.tiles.iter().map(TileText::as_str).collect::<String>()));
        }
        groups.extend(self.bonus.iter().map(|b| b.as_str().to_string()));
        groups.join(" ")
    }

    /// The concealed tiles, or the first code that is not a tile.
    pub fn concealed_tiles(&self) -> Result<Vec<Tile>, ParseError> {
        self.concealed.iter().map(|c| c.as_str().parse()).collect()
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

    /// A claimed kong (a concealed pung completed by a claimed discard).
    pub fn claimed_kong(self, t: Tile) -> HandBuilder {
        self.meld(Meld::claimed_kong(t))
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

/// A hand: an object, or one string in compact notation
/// (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`).
///
/// `From<&str>` and `From<String>` give [`HandBody::Compact`]: the service reads the string and
/// points at problems in it; `From<Hand>` gives [`HandBody::Hand`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(description = "A hand: an object, or one string in compact notation\n\
        (`\"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3\"`), tiles also in mpsz\n\
        (`\"123m456p789s11z (777z)\"`: the answer's tiles are then written in mpsz).")
)]
#[serde(untagged)]
pub enum HandBody {
    /// Compact notation.
    Compact(String),
    /// Object form.
    Hand(Hand),
}

impl<'de> Deserialize<'de> for HandBody {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<HandBody, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = HandBody;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a hand: an object {concealed, melds, bonus} or a string in compact notation")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<HandBody, E> {
                Ok(HandBody::Compact(v.to_string()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<HandBody, E> {
                Ok(HandBody::Compact(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<HandBody, A::Error> {
                // Through the caller's map access, so that a path-tracking deserializer still sees
                // every key (pointers such as `/hand/melds/0/tiles/2`).
                Hand::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(HandBody::Hand)
            }
        }
        d.deserialize_any(V)
    }
}

impl HandBody {
    /// The form the hand writes its tiles in, which the service's answer keeps ([`TileForm`]):
    /// compact notation's is that of its first tile other than a flower or season
    /// ([`notation::form`]); an object's that of its first concealed tile (else first meld tile)
    /// that names a tile other than a flower or season, or a red five. Codes when there is none.
    pub fn tile_form(&self) -> TileForm {
        match self {
            HandBody::Compact(text) => notation::form(text),
            HandBody::Hand(h) => h
                .concealed
                .iter()
                .chain(h.melds.iter().flat_map(|m| &m.tiles))
                .find(|t| t.tile().is_some_and(|t| !t.is_bonus()) || t.red_five().is_some())
                .map_or(TileForm::Codes, TileText::form),
        }
    }
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
    fn builder() {
        let h = Hand::builder().concealed("b1b2b3 f1").chow(Tile::C7).tile(Tile::WE).tiles([Tile::WE]).build();
        let h = h.expect("builds");
        assert_eq!(h.concealed, ["b1", "b2", "b3", "we", "we"]);
        assert_eq!(h.bonus, ["f1"]);
        assert_eq!(h.melds, vec![Meld::new(MeldKind::Chow, ["c7", "c8", "c9"], true)]);
        assert_eq!(Hand::builder().chow(Tile::B8).build().map_err(|e| e.code()), Err(Code::InvalidMeld));
        assert_eq!(Hand::builder().concealed("zz").build().map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(h.tile_count(), 8);
        assert_eq!(h.concealed_tiles().ok(), Some(vec![Tile::B1, Tile::B2, Tile::B3, Tile::WE, Tile::WE]));
    }

    #[test]
    fn melds_are_checked() {
        assert_eq!(check_meld(MeldKind::Chow, &[Tile::B3, Tile::B1, Tile::B2], true), Ok(()));
        assert!(check_meld(MeldKind::Chow, &[Tile::B8, Tile::B9, Tile::C1], true).is_err());
        assert!(check_meld(MeldKind::Pung, &[Tile::B1, Tile::B1, Tile::B1, Tile::B1], true).is_err());
        assert_eq!(check_meld(MeldKind::Kong, &[Tile::DR; 4], false), Ok(()));
        assert_eq!(
            check_meld(MeldKind::Pung, &[Tile::DR; 3], false),
            Err("only a kong can be declared concealed; a concealed pung is simply tiles in hand".into())
        );
    }

    #[test]
    fn a_claimed_kong_is_a_flag_written_only_when_true() {
        let m = Meld::claimed_kong(Tile::C3);
        let json = serde_json::to_value(&m).expect("serialises");
        assert_eq!(
            json,
            serde_json::json!({"kind": "kong", "tiles": ["c3", "c3", "c3", "c3"], "exposed": true, "claimed": true})
        );
        assert_eq!(serde_json::from_value::<Meld>(json).ok(), Some(m.clone()));
        assert!(m.is_claimed() && m.is_exposed());
        // False or absent: not written.
        let plain = Meld { claimed: Some(false), ..Meld::kong(Tile::C3) };
        assert_eq!(serde_json::to_value(&plain).ok(), serde_json::to_value(Meld::kong(Tile::C3)).ok());
        let read: Meld = serde_json::from_str(r#"{"kind": "kong", "tiles": ["c3", "c3", "c3", "c3"]}"#).expect("reads");
        assert_eq!(read.claimed, None);
        assert!(!read.is_claimed());
        assert_eq!(Hand::builder().claimed_kong(Tile::C3).build().map(|h| h.melds), Ok(vec![m]));
        assert_eq!(check_claimed(MeldKind::Kong, true), Ok(()));
        assert!(check_claimed(MeldKind::Kong, false).is_err());
        assert!(check_claimed(MeldKind::Pung, true).is_err());
        assert!(check_claimed(MeldKind::Chow, true).is_err());
    }

    #[test]
    fn the_form_of_a_hand_is_its_first_tiles() {
        let object = |concealed: &[&str], meld: &[&str]| {
            HandBody::Hand(Hand {
                concealed: concealed.iter().map(|c| TileText::parse(c)).collect(),
                melds: if meld.is_empty() {
                    vec![]
                } else {
                    vec![Meld::new(MeldKind::Pung, meld.iter().copied(), true)]
                },
                bonus: vec![],
            })
        };
        assert_eq!(object(&["5m", "b1"], &[]).tile_form(), TileForm::Mpsz);
        assert_eq!(object(&["f1", "xx", "0p", "b1"], &[]).tile_form(), TileForm::Mpsz);
        assert_eq!(object(&["b1", "5m"], &[]).tile_form(), TileForm::Codes);
        assert_eq!(object(&[], &["7z", "7z", "7z"]).tile_form(), TileForm::Mpsz);
        assert_eq!(object(&[], &[]).tile_form(), TileForm::Codes);
        assert_eq!(HandBody::from("123m").tile_form(), TileForm::Mpsz);
        // Hand::parse writes codes, and keeps a red five as written.
        let h = Hand::parse("40m6m (406p) 55s").expect("parses");
        assert_eq!(h.concealed, ["c4", "0m", "c6", "b5", "b5"]);
        assert_eq!(h.melds[0].tiles, ["d4", "0p", "d6"]);
        assert_eq!(h.concealed[1].red_five(), Some(Tile::C5));
        assert_eq!(HandBody::from(h).tile_form(), TileForm::Codes);
    }

    #[test]
    fn body_is_an_object_or_a_string() {
        let body = HandBody::from(Hand::parse("b1 (drdrdr)").expect("parses"));
        let json = serde_json::to_value(&body).expect("serialises");
        assert_eq!(
            json,
            serde_json::json!({"concealed": ["b1"], "melds": [{"kind": "pung", "tiles": ["dr", "dr", "dr"], "exposed": true}]})
        );
        assert_eq!(serde_json::from_value::<HandBody>(json).ok(), Some(body));
        assert_eq!(serde_json::to_value(HandBody::from("b1 b2")).ok(), Some(serde_json::json!("b1 b2")));
        assert_eq!(serde_json::from_str::<HandBody>(r#""b1 b2""#).ok(), Some(HandBody::from("b1 b2")));
        let unknown = serde_json::from_str::<HandBody>(r#"{"concealed": [], "compact": "b1"}"#);
        assert!(unknown.map_err(|e| e.to_string()).unwrap_err().starts_with("unknown field `compact`"));
        let kinds =
            serde_json::from_str::<HandBody>(r#"{"concealed": ["x"], "melds": [{"kind": "trio", "tiles": []}]}"#);
        let Ok(HandBody::Hand(h)) = kinds else { panic!("{kinds:?}") };
        assert_eq!((h.concealed[0].tile(), h.melds[0].kind.as_str(), h.melds[0].is_exposed()), (None, "trio", true));
        assert!(serde_json::from_str::<HandBody>("3").is_err());
    }
}
