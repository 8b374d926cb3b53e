//! Tiles as the engine counts them. [`Tile`] and [`Wind`] are the contract's
//! ([`mahjong_types::tile`]); hands are counted in `[u8; 34]` arrays indexed by [`Tile::index`],
//! so no arrangement search ever allocates.

pub use mahjong_types::{Suit, Tile, Wind};

/// Number of non-bonus tile kinds.
pub const KINDS: usize = 34;

/// Tile counts of a hand, indexed by [`Tile::index`].
pub type Counts = [u8; KINDS];

/// A bit set over the 34 tile kinds.
pub type TileMask = u64;

/// Mask of the kinds for which `pred` holds.
pub fn mask_where(pred: impl Fn(Tile) -> bool) -> TileMask {
    Tile::ALL[..KINDS].iter().filter(|t| pred(**t)).fold(0, |m, t| m | (1 << t.index()))
}

/// Mask of the kinds present in `counts`.
pub fn present_mask(counts: &Counts) -> TileMask {
    counts.iter().enumerate().filter(|(_, c)| **c > 0).fold(0, |m, (i, _)| m | (1 << i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks() {
        assert_eq!(mask_where(|t| t.is_dragon()), 0b111 << 31);
        assert_eq!(mask_where(Tile::is_bonus), 0);
        let mut c = [0; KINDS];
        c[Tile::B2.index()] = 2;
        c[Tile::WN.index()] = 1;
        assert_eq!(present_mask(&c), (1 << 1) | (1 << 30));
    }
}
