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
    count_masks(counts)[0]
}

/// The number of tiles counted, eight counts at a time (as 16-bit lanes, which cannot carry).
pub fn total(counts: &Counts) -> usize {
    const LANES: u64 = 0x00ff_00ff_00ff_00ff;
    let mut n = 0;
    for chunk in counts.chunks(8) {
        let mut bytes = [0u8; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        let x = u64::from_le_bytes(bytes);
        let pairs = (x & LANES) + ((x >> 8) & LANES);
        n += (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
    }
    n
}

/// Masks of the kinds held at least once, twice, three and four times. Eight counts at a time,
/// from three bit planes of the counts: bit 0, bit 1, and whether any higher bit is set (a count
/// of 4 or more); one multiplication gathers a plane's eight bits.
pub fn count_masks(counts: &Counts) -> [TileMask; 4] {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const SIX: u64 = 0x3f3f_3f3f_3f3f_3f3f;
    const SEVEN: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Bit 0 of each byte of `x` (the others clear) as eight bits, the first byte lowest.
    let gather = |x: u64| x.wrapping_mul(0x0102_0408_1020_4080) >> 56;
    let mut padded = [0u8; 40];
    padded[..KINDS].copy_from_slice(counts);
    let (mut b0, mut b1, mut high) = (0, 0, 0);
    for (w, chunk) in padded.chunks_exact(8).enumerate() {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(chunk);
        let x = u64::from_le_bytes(bytes);
        // Bits 2–7 of a byte as its low six bits: adding 0x7f carries into bit 7 when any is
        // set, and no byte carries into the next.
        let h = (x >> 2) & SIX;
        let any = ((h + SEVEN) >> 7) & LOW;
        b0 |= gather(x & LOW) << (8 * w);
        b1 |= gather((x >> 1) & LOW) << (8 * w);
        high |= gather(any) << (8 * w);
    }
    [b0 | b1 | high, b1 | high, b0 & b1 | high, high]
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
        // Against counting one by one.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            for n in c.iter_mut() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                *n = if x.is_multiple_of(7) { (x >> 8) as u8 } else { (x % 6) as u8 };
            }
            let naive: Vec<TileMask> =
                (0..4).map(|k| (0..KINDS).filter(|i| c[*i] as usize > k).fold(0, |m, i| m | 1 << i)).collect();
            assert_eq!(count_masks(&c).to_vec(), naive, "{c:?}");
            assert_eq!(total(&c), c.iter().map(|n| *n as usize).sum::<usize>(), "{c:?}");
        }
        c = [0; KINDS];
        c[Tile::B2.index()] = 2;
        c[Tile::WN.index()] = 1;
        c[Tile::DW.index()] = 4;
        assert_eq!(count_masks(&c), [1 << 1 | 1 << 30 | 1 << 33, 1 << 1 | 1 << 33, 1 << 33, 1 << 33]);
    }
}
