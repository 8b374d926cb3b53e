//! Tiles, winds and tile classes.
//!
//! A tile kind is a small integer in canonical order (RULES.md §6): bamboo 1–9 (0–8), characters
//! 1–9 (9–17), dots 1–9 (18–26), winds east, south, west, north (27–30), dragons red, green, white
//! (31–33). Bonus tiles follow: flowers 1–4 (34–37) and seasons 1–4 (38–41). Hands are counted in
//! `[u8; 34]` arrays indexed by kind, so no arrangement search ever allocates.

use std::fmt;

/// Number of non-bonus tile kinds.
pub const KINDS: usize = 34;

/// Tile counts of a hand, indexed by [`Tile::index`].
pub type Counts = [u8; KINDS];

const CODES: [&str; 42] = [
    "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "we", "ws", "ww", "wn", "dr", "dg", "dw", "f1", "f2", "f3", "f4",
    "s1", "s2", "s3", "s4",
];

/// One tile kind (API.md "Tiles").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

/// The three numbered suits.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Suit {
    Bamboo,
    Characters,
    Dots,
}

impl Tile {
    pub const B1: Tile = Tile(0);
    pub const B2: Tile = Tile(1);
    pub const D1: Tile = Tile(18);
    pub const D5: Tile = Tile(22);

    /// The tile with canonical index `i` (0..42).
    pub const fn from_index(i: usize) -> Option<Tile> {
        if i < CODES.len() { Some(Tile(i as u8)) } else { None }
    }

    /// A suit tile.
    pub const fn suited(suit: usize, rank: u8) -> Tile {
        Tile((suit * 9) as u8 + rank - 1)
    }

    pub const fn wind(w: Wind) -> Tile {
        Tile(27 + w as u8)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Parses a two-character code, case-insensitively.
    pub fn parse(code: &str) -> Option<Tile> {
        if code.len() != 2 {
            return None;
        }
        CODES.iter().position(|c| c.as_bytes().eq_ignore_ascii_case(code.as_bytes())).map(|i| Tile(i as u8))
    }

    pub fn code(self) -> &'static str {
        CODES[self.index()]
    }

    pub const fn is_bonus(self) -> bool {
        self.0 >= 34
    }
    pub const fn is_flower(self) -> bool {
        self.0 >= 34 && self.0 < 38
    }
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
    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }
    /// Suit index 0..3 of a suit tile.
    pub const fn suit_index(self) -> Option<usize> {
        if self.is_suited() { Some(self.0 as usize / 9) } else { None }
    }
    pub fn suit(self) -> Option<Suit> {
        self.suit_index().map(|s| [Suit::Bamboo, Suit::Characters, Suit::Dots][s])
    }
    /// Rank 1..9 of a suit tile.
    pub const fn rank(self) -> Option<u8> {
        if self.is_suited() { Some(self.0 % 9 + 1) } else { None }
    }
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 < 31
    }
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31 && self.0 < 34
    }
    pub const fn is_honour(self) -> bool {
        self.0 >= 27 && self.0 < 34
    }
    pub const fn is_terminal(self) -> bool {
        self.is_suited() && (self.0.is_multiple_of(9) || self.0 % 9 == 8)
    }
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
    /// The next tile of a chow, if any.
    pub const fn next_in_suit(self) -> Option<Tile> {
        if self.is_suited() && self.0 % 9 != 8 { Some(Tile(self.0 + 1)) } else { None }
    }
    /// Iterates over the 34 non-bonus kinds in canonical order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A wind: a seat, the prevailing (round) wind or a discarder.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Wind {
    East = 0,
    South = 1,
    West = 2,
    North = 3,
}

impl Wind {
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    pub fn parse(s: &str) -> Option<Wind> {
        [Wind::East, Wind::South, Wind::West, Wind::North].into_iter().find(|w| w.name().eq_ignore_ascii_case(s))
    }
    pub fn name(self) -> &'static str {
        ["east", "south", "west", "north"][self as usize]
    }
    pub const fn index(self) -> usize {
        self as usize
    }
    /// The player after this one in turn order (to the right).
    pub const fn next(self) -> Wind {
        Wind::ALL[(self as usize + 1) % 4]
    }
    /// How many turns after `self` the wind `other` plays (0 for itself).
    pub const fn distance_to(self, other: Wind) -> usize {
        (other as usize + 4 - self as usize) % 4
    }
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Wind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A bit set over the 34 tile kinds.
pub type TileMask = u64;

/// Mask of the kinds for which `pred` holds.
pub fn mask_where(pred: impl Fn(Tile) -> bool) -> TileMask {
    Tile::all().filter(|t| pred(*t)).fold(0, |m, t| m | (1 << t.index()))
}

/// Mask of the kinds present in `counts`.
pub fn present_mask(counts: &Counts) -> TileMask {
    counts.iter().enumerate().filter(|(_, c)| **c > 0).fold(0, |m, (i, _)| m | (1 << i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_in_canonical_order() {
        for i in 0..42 {
            let t = Tile::from_index(i).unwrap();
            assert_eq!(Tile::parse(t.code()), Some(t));
            assert_eq!(Tile::parse(&t.code().to_uppercase()), Some(t));
        }
        assert_eq!(Tile::parse("b0"), None);
        assert_eq!(Tile::parse("b10"), None);
        assert_eq!(Tile::parse("é1"), None);
    }

    #[test]
    fn classes() {
        let t = |c| Tile::parse(c).unwrap();
        assert!(t("b1").is_terminal() && t("d9").is_terminal() && !t("c5").is_terminal());
        assert!(t("c5").is_simple() && !t("we").is_simple());
        assert!(t("dr").is_dragon() && t("wn").is_wind() && t("dw").is_major());
        assert!(t("b2").is_green() && t("dg").is_green() && !t("b5").is_green() && !t("c2").is_green());
        assert_eq!(t("f3").bonus_wind(), Some(Wind::West));
        assert_eq!(t("s1").bonus_wind(), Some(Wind::East));
        assert_eq!(t("b9").next_in_suit(), None);
        assert_eq!(Wind::North.next(), Wind::East);
        assert_eq!(Wind::South.distance_to(Wind::East), 3);
    }
}
