//! Values as a request spells them. A tile code or a meld kind that names nothing is kept as the
//! text itself, so that decoding a request never fails on it: the service reports it as a rule
//! problem with a pointer at it (`unknown_tile` at `/hand/concealed/3`) and quotes it. A tile
//! written in mpsz (`5m`) is kept as such ([`Spelled::Other`]), so that the answer is written the
//! way the request was.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::hand::MeldKind;
use crate::tile::Tile;

/// A value with a fixed spelling ([`Tile`], [`MeldKind`]).
pub trait Spelling: Copy {
    /// What a request may write (for "invalid type" errors: `expected …`).
    const EXPECTING: &'static str;
    /// The value a text names.
    fn from_text(text: &str) -> Option<Self>;
    /// How the value is written.
    fn text(self) -> &'static str;
    /// The value a text names in the value's other spelling, if it has one (a tile in mpsz:
    /// `5m`).
    fn from_other_text(_text: &str) -> Option<Self> {
        None
    }
    /// How the value is written in its other spelling (a tile in mpsz).
    fn other_text(self) -> &'static str {
        self.text()
    }
}

impl Spelling for Tile {
    const EXPECTING: &'static str = "a tile code such as \"b1\"";
    fn from_text(text: &str) -> Option<Tile> {
        match *text.as_bytes() {
            [a, b] => Tile::from_code_bytes(a, b),
            _ => None,
        }
    }
    fn text(self) -> &'static str {
        self.code()
    }
    fn from_other_text(text: &str) -> Option<Tile> {
        match *text.as_bytes() {
            [d, s] => Tile::from_mpsz_bytes(d, s),
            _ => None,
        }
    }
    fn other_text(self) -> &'static str {
        self.mpsz()
    }
}

impl Spelling for MeldKind {
    const EXPECTING: &'static str = "a string";
    fn from_text(text: &str) -> Option<MeldKind> {
        MeldKind::parse(text)
    }
    fn text(self) -> &'static str {
        self.as_str()
    }
}

/// A value as written in a request: the value when the text names one, otherwise the text.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Spelled<T> {
    /// The text names a value.
    Known(T),
    /// The text names a value in its other spelling (a tile in mpsz: `5m`); written back so.
    Other(T),
    /// The text names nothing (a red five `0m` is kept so too: see [`TileText::red_five`]); kept
    /// to be pointed at and quoted.
    Unknown(String),
}

/// A tile code as written in a request (any string; an unknown code is a problem the service
/// points at).
pub type TileText = Spelled<Tile>;

impl TileText {
    /// Reads a tile code from its bytes as [`Spelled::parse`] reads the text: a two-byte code
    /// (or mpsz single form) without a UTF-8 check (a known one is ASCII); `None` only for bytes
    /// that are not UTF-8.
    #[inline(always)]
    pub fn parse_bytes(b: &[u8]) -> Option<TileText> {
        if let [x, y] = *b {
            if let Some(tile) = Tile::from_code_bytes(x, y) {
                return Some(Spelled::Known(tile));
            }
            if let Some(tile) = Tile::from_mpsz_bytes(x, y) {
                return Some(Spelled::Other(tile));
            }
        }
        Some(Spelled::parse(std::str::from_utf8(b).ok()?))
    }

    /// The five a red five's text names (`"0m"`, `"0p"`, `"0s"`: [`Tile::parse_red_five`]). Such
    /// a text is kept as written ([`Spelled::Unknown`]): no rule set served today takes red
    /// fives, and the service refuses one (`not_in_ruleset`) rather than read it as a plain five.
    pub fn red_five(&self) -> Option<Tile> {
        match self {
            Spelled::Unknown(text) => Tile::parse_red_five(text),
            _ => None,
        }
    }

    /// The red five of tile `five` as a request writes it (`"0m"` for [`Tile::C5`]); any other
    /// tile as itself.
    pub fn red(five: Tile) -> TileText {
        match five.red_five_text() {
            Some(text) => Spelled::Unknown(text.to_string()),
            None => Spelled::Known(five),
        }
    }

    /// The form the text is written in ([`crate::TileForm::of_text`]).
    pub fn form(&self) -> crate::tile::TileForm {
        match self {
            Spelled::Known(_) => crate::tile::TileForm::Codes,
            Spelled::Other(_) => crate::tile::TileForm::Mpsz,
            Spelled::Unknown(text) => crate::tile::TileForm::of_text(text),
        }
    }
}

impl<T: Spelling> Spelled<T> {
    /// Reads a text.
    pub fn parse(text: &str) -> Spelled<T> {
        match Spelled::read(text) {
            Some(v) => v,
            None => Spelled::Unknown(text.to_string()),
        }
    }

    /// The value a text names, in either spelling.
    fn read(text: &str) -> Option<Spelled<T>> {
        T::from_text(text).map(Spelled::Known).or_else(|| T::from_other_text(text).map(Spelled::Other))
    }

    /// The value, when the text names one (in either spelling).
    pub fn known(&self) -> Option<T> {
        match self {
            Spelled::Known(v) | Spelled::Other(v) => Some(*v),
            Spelled::Unknown(_) => None,
        }
    }

    /// The text: the value's own spelling (the other one when written so), or the unknown text
    /// as given.
    pub fn as_str(&self) -> &str {
        match self {
            Spelled::Known(v) => v.text(),
            Spelled::Other(v) => v.other_text(),
            Spelled::Unknown(s) => s,
        }
    }
}

impl TileText {
    /// The tile, when the code names one.
    pub fn tile(&self) -> Option<Tile> {
        self.known()
    }
}

impl<T> From<T> for Spelled<T> {
    fn from(v: T) -> Spelled<T> {
        Spelled::Known(v)
    }
}

impl<T: Spelling> From<&str> for Spelled<T> {
    fn from(s: &str) -> Spelled<T> {
        Spelled::parse(s)
    }
}

impl<T: Spelling> From<String> for Spelled<T> {
    fn from(s: String) -> Spelled<T> {
        match Spelled::read(&s) {
            Some(v) => v,
            None => Spelled::Unknown(s),
        }
    }
}

impl<T: PartialEq> PartialEq<T> for Spelled<T> {
    fn eq(&self, other: &T) -> bool {
        matches!(self, Spelled::Known(v) | Spelled::Other(v) if v == other)
    }
}

impl<T: Spelling> PartialEq<str> for Spelled<T> {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl<T: Spelling> PartialEq<&str> for Spelled<T> {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl<T: Spelling> fmt::Debug for Spelled<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Spelled::Known(_) | Spelled::Other(_) => f.write_str(self.as_str()),
            Spelled::Unknown(s) => write!(f, "{s:?}"),
        }
    }
}

impl<T: Spelling> fmt::Display for Spelled<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl<T: Spelling> Serialize for Spelled<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de, T: Spelling> Deserialize<'de> for Spelled<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spelled<T>, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<T: Spelling> serde::de::Visitor<'_> for V<T> {
            type Value = Spelled<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(T::EXPECTING)
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Spelled<T>, E> {
                Ok(Spelled::parse(v))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Spelled<T>, E> {
                Ok(Spelled::from(v))
            }
        }
        d.deserialize_str(V(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_and_unknown_texts() {
        let t = TileText::parse("B1");
        assert_eq!(t, Tile::B1);
        assert_eq!(t.as_str(), "b1");
        let x = TileText::parse("zz");
        assert_eq!((x.tile(), x.as_str()), (None, "zz"));
        assert_eq!(serde_json::to_value(&x).ok(), Some(serde_json::json!("zz")));
        let back: Vec<TileText> = serde_json::from_str(r#"["we","Q1"]"#).unwrap_or_default();
        assert_eq!(back, [TileText::from(Tile::WE), TileText::Unknown("Q1".into())]);
        let e = serde_json::from_str::<TileText>("3").map(|_| ()).unwrap_err().to_string();
        assert!(e.contains("expected a tile code such as \"b1\""), "{e}");
        // mpsz: the tile, written back as written; a red five is kept as text.
        let m = TileText::parse("5M");
        assert_eq!((m.tile(), m.as_str(), m.form()), (Some(Tile::C5), "5m", crate::TileForm::Mpsz));
        assert_eq!(m, Tile::C5);
        assert_eq!(TileText::parse_bytes(b"7z"), Some(Spelled::Other(Tile::DR)));
        assert_eq!(TileText::parse_bytes(b"dr"), Some(Spelled::Known(Tile::DR)));
        let red = TileText::parse("0p");
        assert_eq!((red.tile(), red.red_five(), red.as_str()), (None, Some(Tile::D5), "0p"));
        assert_eq!(TileText::red(Tile::D5), red);
        assert_eq!(TileText::parse("0z").red_five(), None);
        let back: Vec<TileText> = serde_json::from_str(r#"["1s","we"]"#).unwrap_or_default();
        assert_eq!(serde_json::to_value(&back).ok(), Some(serde_json::json!(["1s", "we"])));
        let k: Spelled<MeldKind> = "pung".into();
        assert_eq!(k, MeldKind::Pung);
        assert_eq!(Spelled::<MeldKind>::parse("PUNG"), Spelled::Unknown("PUNG".into()));
    }
}
