//! Tiles, winds and tile classes: the two-character codes of the API (`b1` … `s4`) as a small
//! typed value, and the `mpsz` single form riichi players write (`5m`, `7z`), read everywhere a
//! code is and written where the request used it ([`TileForm`]).
//!
//! A tile kind is a small integer in canonical order: bamboo 1–9 (0–8), characters 1–9 (9–17),
//! dots 1–9 (18–26), winds east, south, west, north (27–30), dragons red, green, white (31–33).
//! Bonus tiles follow: flowers 1–4 (34–37) and seasons 1–4 (38–41).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::problem::{Code, ParseError};

const CODES: [&str; 42] = [
    "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "we", "ws", "ww", "wn", "dr", "dg", "dw", "f1", "f2", "f3", "f4",
    "s1", "s2", "s3", "s4",
];

/// The mpsz single form of each of the 34 playing tiles, in canonical order: `s` bamboo, `m`
/// characters, `p` dots, `z` honours in Tenhou's order (1z–4z east, south, west, north; 5z white,
/// 6z green, 7z red).
const MPSZ: [&str; 34] = [
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p",
    "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "1z", "2z", "3z", "4z", "7z", "6z", "5z",
];

/// The codes a tile may be written as in an answer (lower case): a two-character code, or the
/// mpsz single form when the request wrote its hand in mpsz ([`TileForm`]), as an ECMA-262
/// pattern. Requests take both case-insensitively.
pub const TILE_CODE_PATTERN: &str = "^([bcd][1-9]|w[eswn]|d[rgw]|[fs][1-4]|[1-9][mps]|[1-7]z)$";

/// How the tiles of an answer are written: as the service's codes (`c5`), or in the mpsz single
/// form (`5m`) when the request wrote its hand in mpsz ([`crate::HandBody::tile_form`]). Flowers
/// and seasons have no mpsz form: they are written as codes either way.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum TileForm {
    /// Two-character codes (`b1`, `we`, `dr`).
    #[default]
    Codes,
    /// mpsz single forms (`1s`, `1z`, `7z`).
    Mpsz,
}

impl TileForm {
    /// A tile written in this form.
    pub const fn write(self, t: Tile) -> &'static str {
        match self {
            TileForm::Codes => t.code(),
            TileForm::Mpsz => t.mpsz(),
        }
    }

    /// The form a tile's text is written in: mpsz when it starts with a digit (`5m`, and a red
    /// five `0m`), codes otherwise.
    pub fn of_text(text: &str) -> TileForm {
        if text.as_bytes().first().is_some_and(u8::is_ascii_digit) { TileForm::Mpsz } else { TileForm::Codes }
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

/// One tile kind, written as its two-character code: `b1`–`b9` bamboo, `c1`–`c9` characters,
/// `d1`–`d9` dots, `we` `ws` `ww` `wn` winds, `dr` `dg` `dw` dragons, `f1`–`f4` flowers, `s1`–`s4`
/// seasons. Codes are read case-insensitively and written in lower case. The mpsz single form of
/// a playing tile (digit first: `1s`–`9s` bamboo, `1m`–`9m` characters, `1p`–`9p` dots, `1z`–`7z`
/// east, south, west, north, white, green, red) is read too ([`Tile::parse`]); a red five (`0m`,
/// `0p`, `0s`) is not a tile kind ([`Tile::parse_red_five`]).
///
/// Tiles order canonically: bamboo, characters, dots, winds (E S W N), dragons (red green white),
/// flowers, seasons.
///
/// ```
/// use mahjong_types::{Suit, Tile, TileKind, Wind};
///
/// let t: Tile = "D5".parse()?;
/// assert_eq!(t, Tile::D5);
/// assert_eq!(t.to_string(), "d5");
/// assert_eq!(t.kind(), TileKind::Suited(Suit::Dots, 5));
/// assert_eq!(Tile::wind(Wind::East), Tile::WE);
/// assert_eq!(Tile::parse("xx"), None);
/// assert_eq!(Tile::parse("5m"), Some(Tile::C5));
/// assert_eq!((Tile::parse("7z"), Tile::DR.mpsz()), (Some(Tile::DR), "7z"));
/// # Ok::<(), mahjong_types::ParseError>(())
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

    /// Every tile kind in canonical order: the 34 playing tiles, then the 8 bonus tiles.
    pub const ALL: [Tile; 42] = {
        let mut all = [Tile(0); 42];
        let mut i = 0;
        while i < 42 {
            all[i] = Tile(i as u8);
            i += 1;
        }
        all
    };

    /// The tile with canonical index `i` (0–41).
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < CODES.len() { Some(Tile(i as u8)) } else { None }
    }

    /// Canonical index 0–41.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

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

    /// Parses a two-character code (`"b1"`, `"WE"`, `"Dr"`) or an mpsz single form (`"5m"`,
    /// `"7Z"`), case-insensitively. For an error that says what is wrong, use [`str::parse`]
    /// ([`FromStr`]).
    pub fn parse(code: &str) -> Option<Tile> {
        match *code.as_bytes() {
            [a, b] => Tile::from_code_bytes(a, b).or(Tile::from_mpsz_bytes(a, b)),
            _ => None,
        }
    }

    /// The tile whose mpsz single form is the digit `d` and the suit letter `s`, either case:
    /// `1`–`9` with `m` (characters), `p` (dots) or `s` (bamboo), `1`–`7` with `z` (east, south,
    /// west, north, white, green, red). A red five (`0m`) is none: see [`Tile::parse_red_five`].
    #[inline(always)]
    pub const fn from_mpsz_bytes(d: u8, s: u8) -> Option<Tile> {
        let rank = d.wrapping_sub(b'1');
        let i = match s.to_ascii_lowercase() {
            b's' if rank < 9 => rank,
            b'm' if rank < 9 => 9 + rank,
            b'p' if rank < 9 => 18 + rank,
            // East, south, west, north; then white, green, red (dragons here are red, green, white).
            b'z' if rank < 4 => 27 + rank,
            b'z' if rank < 7 => 37 - rank,
            _ => return None,
        };
        Some(Tile(i))
    }

    /// The five a red five names (`"0m"` → [`Tile::C5`], `"0p"`, `"0s"`, either case). No rule
    /// set served today takes red fives: the service refuses one (`not_in_ruleset`) rather than
    /// read it as a plain five.
    pub fn parse_red_five(text: &str) -> Option<Tile> {
        match *text.as_bytes() {
            [b'0', s @ (b'm' | b'p' | b's' | b'M' | b'P' | b'S')] => Tile::from_mpsz_bytes(b'5', s),
            _ => None,
        }
    }

    /// How a red five of this tile is written (`"0m"` for [`Tile::C5`]); `None` but for the
    /// three fives.
    pub const fn red_five_text(self) -> Option<&'static str> {
        match self.0 {
            4 => Some("0s"),
            13 => Some("0m"),
            22 => Some("0p"),
            _ => None,
        }
    }

    /// The tile whose two-character code is `a` `b`, case-insensitively: [`Tile::parse`] on bytes,
    /// decided by the letter and then the digit or second letter, without scanning the codes.
    #[inline(always)]
    pub const fn from_code_bytes(a: u8, b: u8) -> Option<Tile> {
        let b = b.to_ascii_lowercase();
        let rank = b.wrapping_sub(b'1');
        let i = match a.to_ascii_lowercase() {
            b'b' if rank < 9 => rank,
            b'c' if rank < 9 => 9 + rank,
            b'd' if rank < 9 => 18 + rank,
            b'd' => match b {
                b'r' => 31,
                b'g' => 32,
                b'w' => 33,
                _ => return None,
            },
            b'w' => match b {
                b'e' => 27,
                b's' => 28,
                b'w' => 29,
                b'n' => 30,
                _ => return None,
            },
            b'f' if rank < 4 => 34 + rank,
            b's' if rank < 4 => 38 + rank,
            _ => return None,
        };
        Some(Tile(i))
    }

    /// The lower-case code (`"b1"`, `"we"`, `"dr"`, `"f1"`).
    pub const fn code(self) -> &'static str {
        CODES[self.0 as usize]
    }

    /// The mpsz single form (`"1s"`, `"1z"`, `"7z"` for the red dragon); a flower or season,
    /// which has none, as its code (`"f1"`).
    pub const fn mpsz(self) -> &'static str {
        if self.is_bonus() { self.code() } else { MPSZ[self.0 as usize] }
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
        if self.is_suited() { Some(self.0 % 9 + 1) } else { None }
    }

    /// A flower or a season.
    pub const fn is_bonus(self) -> bool {
        self.0 >= 34
    }

    /// A flower.
    pub const fn is_flower(self) -> bool {
        self.0 >= 34 && self.0 < 38
    }

    /// A season.
    pub const fn is_season(self) -> bool {
        self.0 >= 38
    }

    /// The seat a bonus tile belongs to (1 East … 4 North).
    pub const fn bonus_wind(self) -> Option<Wind> {
        if self.is_bonus() { Some(Wind::ALL[((self.0 - 34) % 4) as usize]) } else { None }
    }

    /// Bit of this bonus tile in a bonus mask (flowers bits 0–3, seasons 4–7).
    pub const fn bonus_bit(self) -> u8 {
        1 << (self.0 - 34)
    }

    /// A numbered tile.
    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }

    /// A wind.
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 < 31
    }

    /// A dragon.
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31 && self.0 < 34
    }

    /// A wind or a dragon.
    pub const fn is_honour(self) -> bool {
        self.0 >= 27 && self.0 < 34
    }

    /// A 1 or a 9.
    pub const fn is_terminal(self) -> bool {
        self.is_suited() && (self.0.is_multiple_of(9) || self.0 % 9 == 8)
    }

    /// A numbered tile 2–8.
    pub const fn is_simple(self) -> bool {
        self.is_suited() && !self.is_terminal()
    }

    /// Terminals and honours ("edelstenen", "di testa").
    pub const fn is_major(self) -> bool {
        self.is_terminal() || self.is_honour()
    }

    /// Bamboo 2, 3, 4, 6, 8 and the green dragon.
    pub const fn is_green(self) -> bool {
        matches!(self.0, 1 | 2 | 3 | 5 | 7 | 32)
    }

    /// The next tile of the same suit (`b1` → `b2`); `None` after a 9 or for other tiles.
    pub const fn next_in_suit(self) -> Option<Tile> {
        if self.is_suited() && self.0 % 9 != 8 { Some(Tile(self.0 + 1)) } else { None }
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.code())
    }
}

impl FromStr for Tile {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Tile, ParseError> {
        Tile::parse(s).ok_or_else(|| ParseError::new(Code::UnknownTile, not_a_tile(s)))
    }
}

impl From<Tile> for String {
    fn from(t: Tile) -> String {
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
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// The tile codes, in a message that lists them.
pub const VALID_CODES: &str = "b1-b9, c1-c9, d1-d9, we ws ww wn, dr dg dw, f1-f4, s1-s4";

/// The mpsz single forms, in a message that lists them.
pub const VALID_MPSZ: &str = "1m-9m, 1p-9p, 1s-9s, 1z-7z";

/// What names a tile, for a message about texts that do not: the codes (`codes`, texts written
/// letter first) and the mpsz forms (`mpsz`, texts written digit first), in parentheses.
pub fn valid_tiles(codes: bool, mpsz: bool) -> String {
    match (codes, mpsz) {
        (true, true) => format!("(tiles: {VALID_CODES}; mpsz: {VALID_MPSZ})"),
        (false, true) => format!("(mpsz: {VALID_MPSZ})"),
        _ => format!("(tiles: {VALID_CODES})"),
    }
}

/// The message for a code that names no tile: the code and what names a tile in its form (the
/// codes, or the mpsz forms for a text written digit first: `"8z"`).
pub fn not_a_tile(code: &str) -> String {
    let mpsz = TileForm::of_text(code) == TileForm::Mpsz;
    format!("{code:?} is not a tile code {}", valid_tiles(!mpsz, mpsz))
}

/// Parses tile codes (or mpsz runs) written back to back, whitespace allowed between them
/// (`"b1b2 wewe"`, `"12s 11z"`), as compact notation reads a group of concealed tiles
/// ([`crate::notation`]); no brackets. A red five (`0m`), which is no tile kind, is refused
/// (`not_in_ruleset`: no rule set served plays with red fives).
///
/// ```
/// use mahjong_types::{tiles, Tile};
///
/// assert_eq!(tiles("b1b2 WE")?, vec![Tile::B1, Tile::B2, Tile::WE]);
/// assert_eq!(tiles("12s 1z")?, vec![Tile::B1, Tile::B2, Tile::WE]);
/// assert!(tiles("b1b").is_err());
/// # Ok::<(), mahjong_types::ParseError>(())
/// ```
pub fn tiles(text: &str) -> Result<Vec<Tile>, ParseError> {
    crate::notation::tiles(text)
}

/// A wind: a seat, the prevailing (round) wind or a discarder.
///
/// Written `"east"`, `"south"`, `"west"`, `"north"` on the wire; [`Wind::parse`] and
/// [`FromStr`] read them case-insensitively.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(as = WindName, description = "A wind as a value: seat, round wind or discarder.")
)]
#[serde(rename_all = "lowercase")]
pub enum Wind {
    /// East, the dealer's seat.
    East = 0,
    /// South.
    South = 1,
    /// West.
    West = 2,
    /// North.
    North = 3,
}

impl<'de> Deserialize<'de> for Wind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Wind, D::Error> {
        crate::read_name(d, "a wind", &Wind::ALL, Wind::as_str)
    }
}

impl Wind {
    /// The four winds in seat order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// Reads the wire name exactly as a request must write it (`"east"`); any other text is
    /// refused with the message the service gives for it ([`crate::parse_name`]).
    pub fn from_wire(s: &str) -> Result<Wind, String> {
        crate::parse_name(s, "a wind", &Wind::ALL, Wind::as_str)
    }

    /// Reads a wind name, case-insensitively.
    pub fn parse(s: &str) -> Option<Wind> {
        Wind::ALL.into_iter().find(|w| w.as_str().eq_ignore_ascii_case(s))
    }

    /// The wire name: `"east"`, `"south"`, `"west"` or `"north"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }

    /// Seat order 0 (east) … 3 (north).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player after this one in turn order (to the right): east → south → west → north → east.
    pub const fn next(self) -> Wind {
        Wind::ALL[(self as usize + 1) % 4]
    }

    /// The player before this one (the discarder a chow may be claimed from).
    pub const fn previous(self) -> Wind {
        Wind::ALL[(self as usize + 3) % 4]
    }

    /// How many turns after `self` the wind `other` plays (0 for itself).
    pub const fn distance_to(self, other: Wind) -> usize {
        (other as usize + 4 - self as usize) % 4
    }

    /// This wind's bit in a set of winds.
    pub const fn bit(self) -> u8 {
        1 << self as u8
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
        Wind::parse(s).ok_or_else(|| {
            ParseError::new(Code::InvalidWind, format!("{s:?} is not a wind (east, south, west, north)"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_in_canonical_order() {
        for (i, t) in Tile::ALL.into_iter().enumerate() {
            assert_eq!(Tile::from_index(i), Some(t));
            assert_eq!(Tile::parse(t.code()), Some(t));
            assert_eq!(Tile::parse(&t.code().to_uppercase()), Some(t));
            assert_eq!(serde_json::to_value(t).ok(), Some(serde_json::json!(t.code())));
        }
        assert_eq!(Tile::from_index(42), None);
        // The byte decision agrees with the codes on every pair of bytes.
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let scan = CODES.iter().position(|c| c.as_bytes().eq_ignore_ascii_case(&[a, b]));
                assert_eq!(Tile::from_code_bytes(a, b).map(Tile::index), scan, "{a} {b}");
            }
        }
        for bad in ["", "b", "b0", "b10", "x1", "wx", "é1", "f5"] {
            assert_eq!(Tile::parse(bad), None, "{bad}");
            assert_eq!(bad.parse::<Tile>().map_err(|e| e.code()), Err(Code::UnknownTile), "{bad}");
        }
    }

    #[test]
    fn mpsz_single_forms_round_trip() {
        // m characters, p dots, s bamboo; z the honours in Tenhou's order (east, south, west,
        // north, white, green, red).
        let z = [Tile::WE, Tile::WS, Tile::WW, Tile::WN, Tile::DW, Tile::DG, Tile::DR];
        for (i, t) in z.into_iter().enumerate() {
            assert_eq!(t.mpsz(), format!("{}z", i + 1));
        }
        assert_eq!((Tile::C1.mpsz(), Tile::D9.mpsz(), Tile::B5.mpsz(), Tile::F1.mpsz()), ("1m", "9p", "5s", "f1"));
        for t in Tile::ALL {
            assert_eq!(Tile::parse(t.mpsz()), Some(t));
            assert_eq!(Tile::parse(&t.mpsz().to_uppercase()), Some(t));
            assert_eq!(TileForm::Mpsz.write(t), t.mpsz());
            assert_eq!(TileForm::Codes.write(t), t.code());
        }
        // The byte decision agrees with the single forms on every pair of bytes.
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let scan = MPSZ.iter().position(|c| c.as_bytes().eq_ignore_ascii_case(&[a, b]));
                assert_eq!(Tile::from_mpsz_bytes(a, b).map(Tile::index), scan, "{a} {b}");
            }
        }
        for bad in ["0m", "8z", "0z", "10m", "m1", "5", "5x"] {
            assert_eq!(Tile::parse(bad), None, "{bad}");
        }
        // Red fives: the five they name, never a tile of their own.
        assert_eq!(["0m", "0P", "0s"].map(Tile::parse_red_five), [Some(Tile::C5), Some(Tile::D5), Some(Tile::B5)]);
        assert_eq!(["0z", "5m", "00m", "0"].map(Tile::parse_red_five), [None; 4]);
        assert_eq!(Tile::D5.red_five_text(), Some("0p"));
        assert_eq!(Tile::D4.red_five_text(), None);
        assert_eq!(
            (TileForm::of_text("5m"), TileForm::of_text("0m"), TileForm::of_text("c5")),
            (TileForm::Mpsz, TileForm::Mpsz, TileForm::Codes)
        );
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
            assert_eq!(t.suit().is_some(), t.is_suited());
            assert_eq!(
                t.rank(),
                match t.kind() {
                    TileKind::Suited(_, r) => Some(r),
                    _ => None,
                }
            );
        }
        assert_eq!(Tile::suited(Suit::Dots, 0), None);
        assert_eq!(Tile::suited(Suit::Dots, 10), None);
        assert_eq!(Tile::flower(5), None);
    }

    #[test]
    fn classes() {
        let t = |c| Tile::parse(c).unwrap();
        assert!(t("b1").is_terminal() && t("d9").is_terminal() && !t("c5").is_terminal());
        assert!(t("c5").is_simple() && !t("we").is_simple());
        assert!(t("dr").is_dragon() && t("wn").is_wind() && t("dw").is_major() && !t("b2").is_major());
        assert!(t("b2").is_green() && t("dg").is_green() && !t("b5").is_green() && !t("c2").is_green());
        assert!(t("f1").is_bonus() && t("f1").is_flower() && t("s4").is_season() && !t("dw").is_bonus());
        assert_eq!(t("f3").bonus_wind(), Some(Wind::West));
        assert_eq!(t("s1").bonus_wind(), Some(Wind::East));
        assert_eq!(t("s1").bonus_bit(), 16);
        assert_eq!(t("b8").next_in_suit(), Some(Tile::B9));
        assert_eq!(t("b9").next_in_suit(), None);
        assert_eq!(t("we").next_in_suit(), None);
    }

    #[test]
    fn tiles_back_to_back() {
        assert_eq!(tiles("b1b2 WE").ok(), Some(vec![Tile::B1, Tile::B2, Tile::WE]));
        assert_eq!(tiles("b1b").map_err(|e| e.code()), Err(Code::InvalidNotation));
        assert_eq!(tiles("b1xx").map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(tiles("").ok(), Some(vec![]));
        assert_eq!(tiles("123m 7Z").ok(), Some(vec![Tile::C1, Tile::C2, Tile::C3, Tile::DR]));
        assert_eq!(tiles("b15m").ok(), Some(vec![Tile::B1, Tile::C5]));
        assert_eq!(tiles("123").map_err(|e| e.code()), Err(Code::InvalidNotation));
        assert_eq!(tiles("8z").map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(tiles("b1(b").map_err(|e| e.code()), Err(Code::UnknownTile));
        assert_eq!(tiles("bé").map_err(|e| e.code()), Err(Code::InvalidNotation));
        assert_eq!(tiles("40m6m").map_err(|e| e.code()), Err(Code::NotInRuleset));
    }

    #[test]
    fn winds() {
        assert_eq!("NORTH".parse::<Wind>(), Ok(Wind::North));
        assert_eq!(Wind::parse("West"), Some(Wind::West));
        assert_eq!("up".parse::<Wind>().map_err(|e| e.code()), Err(Code::InvalidWind));
        assert_eq!(Wind::North.next(), Wind::East);
        assert_eq!(Wind::East.previous(), Wind::North);
        assert_eq!(Wind::South.distance_to(Wind::East), 3);
        for w in Wind::ALL {
            assert_eq!(serde_json::to_value(w).ok(), Some(serde_json::json!(w.as_str())));
            assert_eq!(Tile::wind(w).kind(), TileKind::Wind(w));
        }
    }
}
