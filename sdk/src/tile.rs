//! Tiles and winds: the two-character codes of the API (`b1` … `s4`) as a small typed value.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::hand::ParseError;

const CODES: [&str; 42] = [
    "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "we", "ws", "ww", "wn", "dr", "dg", "dw", "f1", "f2", "f3", "f4",
    "s1", "s2", "s3", "s4",
];

/// A wind as a value: a seat, the prevailing (round) wind or a discarder.
///
/// Written `"east"`, `"south"`, `"west"`, `"north"` on the wire; parsing is case-insensitive.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Wind {
    /// East, the dealer's seat.
    East,
    /// South.
    South,
    /// West.
    West,
    /// North.
    North,
}

impl Wind {
    /// The four winds in seat order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The wire name: `"east"`, `"south"`, `"west"` or `"north"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }

    /// The seat that plays after this one (east → south → west → north → east).
    pub const fn next(self) -> Wind {
        match self {
            Wind::East => Wind::South,
            Wind::South => Wind::West,
            Wind::West => Wind::North,
            Wind::North => Wind::East,
        }
    }

    /// The seat that plays before this one (the discarder a chow may be claimed from).
    pub const fn previous(self) -> Wind {
        match self {
            Wind::East => Wind::North,
            Wind::South => Wind::East,
            Wind::West => Wind::South,
            Wind::North => Wind::West,
        }
    }
}

impl fmt::Display for Wind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl FromStr for Wind {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Wind, ParseError> {
        Wind::ALL
            .into_iter()
            .find(|w| w.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseError::new("invalid_wind", format!("{s:?} is not a wind (east, south, west, north)")))
    }
}

/// The three numbered suits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Bamboo (`b1` … `b9`).
    Bamboo,
    /// Characters (`c1` … `c9`).
    Characters,
    /// Dots, also called circles (`d1` … `d9`).
    Dots,
}

/// The three dragons.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dragon {
    /// Red dragon (`dr`).
    Red,
    /// Green dragon (`dg`).
    Green,
    /// White dragon (`dw`).
    White,
}

/// What a [`Tile`] is, for matching.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TileKind {
    /// A numbered tile: suit and rank 1–9.
    Suited(Suit, u8),
    /// A wind tile.
    Wind(Wind),
    /// A dragon tile.
    Dragon(Dragon),
    /// A flower (red bonus tile) 1–4.
    Flower(u8),
    /// A season (blue bonus tile) 1–4.
    Season(u8),
}

/// One tile kind, written as its two-character code (API.md "Tiles").
///
/// Tiles order canonically: bamboo, characters, dots, winds (E S W N), dragons (red green white),
/// flowers, seasons.
///
/// ```
/// use mahjong_scoring_sdk::{Suit, Tile, TileKind, Wind};
///
/// let t: Tile = "D5".parse()?;
/// assert_eq!(t, Tile::D5);
/// assert_eq!(t.to_string(), "d5");
/// assert_eq!(t.kind(), TileKind::Suited(Suit::Dots, 5));
/// assert_eq!(Tile::wind(Wind::East), Tile::WE);
/// assert!("xx".parse::<Tile>().is_err());
/// # Ok::<(), mahjong_scoring_sdk::ParseError>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

macro_rules! tile_consts {
    ($($name:ident = $i:expr),* $(,)?) => {
        $(
            #[doc = concat!("The tile `", stringify!($name), "`.")]
            pub const $name: Tile = Tile($i);
        )*
    };
}

#[allow(missing_docs)]
impl Tile {
    tile_consts! {
        B1 = 0, B2 = 1, B3 = 2, B4 = 3, B5 = 4, B6 = 5, B7 = 6, B8 = 7, B9 = 8,
        C1 = 9, C2 = 10, C3 = 11, C4 = 12, C5 = 13, C6 = 14, C7 = 15, C8 = 16, C9 = 17,
        D1 = 18, D2 = 19, D3 = 20, D4 = 21, D5 = 22, D6 = 23, D7 = 24, D8 = 25, D9 = 26,
        WE = 27, WS = 28, WW = 29, WN = 30,
        DR = 31, DG = 32, DW = 33,
        F1 = 34, F2 = 35, F3 = 36, F4 = 37,
        S1 = 38, S2 = 39, S3 = 40, S4 = 41,
    }
}

impl Tile {
    /// Every tile kind in canonical order (34 playing tiles, then 8 bonus tiles).
    pub const ALL: [Tile; 42] = {
        let mut all = [Tile(0); 42];
        let mut i = 0;
        while i < 42 {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// A numbered tile; `None` unless `rank` is 1–9.
    pub const fn suited(suit: Suit, rank: u8) -> Option<Tile> {
        if rank < 1 || rank > 9 {
            return None;
        }
        let base = match suit {
            Suit::Bamboo => 0,
            Suit::Characters => 9,
            Suit::Dots => 18,
        };
        Some(Tile(base + rank - 1))
    }

    /// The tile of a wind.
    pub const fn wind(w: Wind) -> Tile {
        Tile(27 + w as u8)
    }

    /// The tile of a dragon.
    pub const fn dragon(d: Dragon) -> Tile {
        Tile(31 + d as u8)
    }

    /// Flower 1–4.
    pub const fn flower(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 { Some(Tile(33 + n)) } else { None }
    }

    /// Season 1–4.
    pub const fn season(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 { Some(Tile(37 + n)) } else { None }
    }

    /// The tile at canonical position `i` (0–41).
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < CODES.len() { Some(Tile(i as u8)) } else { None }
    }

    /// Canonical position 0–41.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Parses a two-character code, case-insensitively (`"b1"`, `"WE"`, `"Dr"`).
    pub fn parse(code: &str) -> Result<Tile, ParseError> {
        if code.len() == 2
            && let Some(i) = CODES.iter().position(|c| c.eq_ignore_ascii_case(code))
        {
            return Ok(Tile(i as u8));
        }
        Err(ParseError::new("unknown_tile", format!("{code:?} is not a tile code")))
    }

    /// The lower-case code (`"b1"`, `"we"`, `"dr"`, `"f1"`).
    pub const fn code(self) -> &'static str {
        CODES[self.0 as usize]
    }

    /// What the tile is.
    pub const fn kind(self) -> TileKind {
        let i = self.0;
        match i {
            0..=8 => TileKind::Suited(Suit::Bamboo, i + 1),
            9..=17 => TileKind::Suited(Suit::Characters, i - 8),
            18..=26 => TileKind::Suited(Suit::Dots, i - 17),
            27 => TileKind::Wind(Wind::East),
            28 => TileKind::Wind(Wind::South),
            29 => TileKind::Wind(Wind::West),
            30 => TileKind::Wind(Wind::North),
            31 => TileKind::Dragon(Dragon::Red),
            32 => TileKind::Dragon(Dragon::Green),
            33 => TileKind::Dragon(Dragon::White),
            34..=37 => TileKind::Flower(i - 33),
            _ => TileKind::Season(i - 37),
        }
    }

    /// The suit of a numbered tile.
    pub const fn suit(self) -> Option<Suit> {
        match self.kind() {
            TileKind::Suited(s, _) => Some(s),
            _ => None,
        }
    }

    /// The rank (1–9) of a numbered tile.
    pub const fn rank(self) -> Option<u8> {
        match self.kind() {
            TileKind::Suited(_, r) => Some(r),
            _ => None,
        }
    }

    /// A numbered tile.
    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }

    /// A wind or a dragon.
    pub const fn is_honour(self) -> bool {
        self.0 >= 27 && self.0 < 34
    }

    /// A wind.
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 < 31
    }

    /// A dragon.
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31 && self.0 < 34
    }

    /// A 1 or a 9.
    pub const fn is_terminal(self) -> bool {
        matches!(self.rank(), Some(1 | 9))
    }

    /// A terminal or an honour ("major" tile).
    pub const fn is_major(self) -> bool {
        self.is_terminal() || self.is_honour()
    }

    /// A flower or a season.
    pub const fn is_bonus(self) -> bool {
        self.0 >= 34
    }

    /// The next tile of the same suit (`b1` → `b2`); `None` after a 9 or for other tiles.
    pub const fn next_in_suit(self) -> Option<Tile> {
        match self.rank() {
            Some(r) if r < 9 => Some(Tile(self.0 + 1)),
            _ => None,
        }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tile({})", self.code())
    }
}

impl FromStr for Tile {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Tile, ParseError> {
        Tile::parse(s)
    }
}

impl From<Tile> for String {
    fn from(t: Tile) -> String {
        t.code().to_string()
    }
}

impl From<&Tile> for String {
    fn from(t: &Tile) -> String {
        t.code().to_string()
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Tile::parse(&s).map_err(serde::de::Error::custom)
    }
}

/// Parses tile codes written back to back, whitespace allowed between them (`"b1b2b3 wewe"`).
///
/// ```
/// use mahjong_scoring_sdk::{tiles, Tile};
///
/// assert_eq!(tiles("b1b2 WE")?, vec![Tile::B1, Tile::B2, Tile::WE]);
/// assert!(tiles("b1b").is_err());
/// # Ok::<(), mahjong_scoring_sdk::ParseError>(())
/// ```
pub fn tiles(codes: &str) -> Result<Vec<Tile>, ParseError> {
    let mut out = Vec::new();
    for group in codes.split_whitespace() {
        if !group.is_ascii() || group.len() % 2 != 0 {
            return Err(ParseError::new(
                "invalid_notation",
                format!("{group:?}: tiles are two-character codes written back to back"),
            ));
        }
        for k in (0..group.len()).step_by(2) {
            out.push(Tile::parse(&group[k..k + 2])?);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for t in Tile::ALL {
            assert_eq!(Tile::parse(t.code()), Ok(t));
            assert_eq!(Tile::parse(&t.code().to_ascii_uppercase()), Ok(t));
        }
        assert_eq!(Tile::ALL.len(), 42);
    }

    #[test]
    fn kinds() {
        assert_eq!(Tile::B1.kind(), TileKind::Suited(Suit::Bamboo, 1));
        assert_eq!(Tile::C9.kind(), TileKind::Suited(Suit::Characters, 9));
        assert_eq!(Tile::D5.kind(), TileKind::Suited(Suit::Dots, 5));
        assert_eq!(Tile::WN.kind(), TileKind::Wind(Wind::North));
        assert_eq!(Tile::DW.kind(), TileKind::Dragon(Dragon::White));
        assert_eq!(Tile::F4.kind(), TileKind::Flower(4));
        assert_eq!(Tile::S1.kind(), TileKind::Season(1));
        for t in Tile::ALL {
            let back = match t.kind() {
                TileKind::Suited(s, r) => Tile::suited(s, r),
                TileKind::Wind(w) => Some(Tile::wind(w)),
                TileKind::Dragon(d) => Some(Tile::dragon(d)),
                TileKind::Flower(n) => Tile::flower(n),
                TileKind::Season(n) => Tile::season(n),
            };
            assert_eq!(back, Some(t));
        }
        assert_eq!(Tile::suited(Suit::Dots, 0), None);
        assert_eq!(Tile::suited(Suit::Dots, 10), None);
        assert_eq!(Tile::flower(5), None);
    }

    #[test]
    fn classes() {
        assert!(Tile::B1.is_terminal() && Tile::B1.is_major() && !Tile::B2.is_major());
        assert!(Tile::WE.is_honour() && Tile::WE.is_wind() && Tile::DR.is_dragon());
        assert!(Tile::F1.is_bonus() && !Tile::DW.is_bonus());
        assert_eq!(Tile::B8.next_in_suit(), Some(Tile::B9));
        assert_eq!(Tile::B9.next_in_suit(), None);
        assert_eq!(Tile::WE.next_in_suit(), None);
    }

    #[test]
    fn rejects_garbage() {
        for bad in ["", "b", "b0", "b10", "x1", "wx", "é1", "f5"] {
            let e = Tile::parse(bad).unwrap_err();
            assert_eq!(e.code(), "unknown_tile", "{bad}");
        }
    }

    #[test]
    fn winds() {
        assert_eq!("NORTH".parse::<Wind>(), Ok(Wind::North));
        assert!("up".parse::<Wind>().is_err());
        assert_eq!(Wind::North.next(), Wind::East);
        assert_eq!(Wind::East.previous(), Wind::North);
        assert_eq!(serde_json::to_string(&Wind::West).ok().as_deref(), Some("\"west\""));
    }

    #[test]
    fn serde_codes() {
        let v: Vec<Tile> = serde_json::from_str(r#"["B1","dr"]"#).unwrap_or_default();
        assert_eq!(v, vec![Tile::B1, Tile::DR]);
        assert!(serde_json::from_str::<Tile>(r#""zz""#).is_err());
    }
}
