//! The two messages of every score call, the hand (`mahjong.v1.Hand`) and the score answer
//! (`mahjong.v1.ScoreResponse`, with its `HanFuScore`, which a wait holds too), as protobuf, written from and read into the contract's values
//! directly: their one writer and one reader.
//!
//! The generated code names [`Hand`] and [`ScoreResponse`] for the messages (`extern_path` in
//! `tests/generated_current.rs`), so every request holding a hand, `ScoreHand`, the `ScoreHands`
//! stream, `ScoreDeal` and the client encode and decode the contract's values with the code
//! below, without a string per tile code or a message of strings built and freed per answer (a
//! streamed hand's answer was about a fifth of its cost that way: docs/load-testing.md,
//! "Throughput per core"). The field numbers are the proto's; `tests/round_trip.rs` reads what
//! this writes with the proto's own descriptors.

use mahjong_types as t;
use prost::bytes::{Buf, BufMut};
use prost::encoding::{
    DecodeContext, WireType, bool as pbool, encode_key, encode_varint, encoded_len_varint, key_len, skip_field, string,
    uint32,
};
use prost::{DecodeError, Message};

/// `mahjong.v1.ScoreResponse`: the contract's score answer, as the gRPC messages hold it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScoreResponse(pub t::ScoreResponse);

impl From<t::ScoreResponse> for ScoreResponse {
    fn from(s: t::ScoreResponse) -> ScoreResponse {
        ScoreResponse(s)
    }
}

/// `mahjong.v1.HanFuScore`: a han and fu score as the messages holding it (a score answer, a
/// wait) carry it, written and read by the functions below that the score answer uses.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HanFuScore(pub t::HanFuScore);

impl Message for HanFuScore {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        put_han_fu(&self.0, buf);
    }
    fn merge_field(
        &mut self,
        tag: u32,
        wt: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), DecodeError> {
        self.0.merge(tag, wt, buf, ctx)
    }
    fn encoded_len(&self) -> usize {
        han_fu_body(&self.0)
    }
    fn clear(&mut self) {
        self.0 = t::HanFuScore::default();
    }
}

// ---------------------------------------------------------------------------- field writers
// proto3: a scalar at its default value is not written; an `optional` one is, when set.

fn str_len(tag: u32, s: &str) -> usize {
    if s.is_empty() { 0 } else { key_len(tag) + encoded_len_varint(s.len() as u64) + s.len() }
}

fn put_str(tag: u32, s: &str, buf: &mut impl BufMut) {
    if !s.is_empty() {
        encode_key(tag, WireType::LengthDelimited, buf);
        encode_varint(s.len() as u64, buf);
        buf.put_slice(s.as_bytes());
    }
}

fn u32_len(tag: u32, v: u32) -> usize {
    if v == 0 { 0 } else { key_len(tag) + encoded_len_varint(u64::from(v)) }
}

fn put_u32(tag: u32, v: u32, buf: &mut impl BufMut) {
    if v != 0 {
        encode_key(tag, WireType::Varint, buf);
        encode_varint(u64::from(v), buf);
    }
}

fn bool_len(tag: u32, v: bool) -> usize {
    if v { key_len(tag) + 1 } else { 0 }
}

fn put_bool(tag: u32, v: bool, buf: &mut impl BufMut) {
    if v {
        encode_key(tag, WireType::Varint, buf);
        buf.put_u8(1);
    }
}

/// A `repeated string` of tile codes, in the form the answer writes them (codes, or mpsz when the
/// request's hand was written in mpsz: [`t::Tiles`]).
fn tiles_len(tag: u32, tiles: &t::Tiles) -> usize {
    tiles.texts().map(|code| key_len(tag) + encoded_len_varint(code.len() as u64) + code.len()).sum()
}

fn put_tiles(tag: u32, tiles: &t::Tiles, buf: &mut impl BufMut) {
    for code in tiles.texts() {
        encode_key(tag, WireType::LengthDelimited, buf);
        encode_varint(code.len() as u64, buf);
        buf.put_slice(code.as_bytes());
    }
}

/// A packed `repeated uint32` of set indexes (an element's `sets`).
fn set_indexes_len(tag: u32, sets: &[u8]) -> usize {
    if sets.is_empty() {
        return 0;
    }
    // Each index is below 128: one byte.
    nested_len(tag, sets.len())
}

fn put_set_indexes(tag: u32, sets: &[u8], buf: &mut impl BufMut) {
    if !sets.is_empty() {
        put_nested(tag, sets.len(), buf);
        buf.put_slice(sets);
    }
}

/// An element's `sets`, packed or not; an index that is no set of an arrangement (14 at most)
/// is refused.
fn read_set_indexes(
    wt: WireType,
    sets: &mut arrayvec::ArrayVec<u8, 14>,
    buf: &mut impl Buf,
    ctx: DecodeContext,
) -> Result<(), DecodeError> {
    let mut read = Vec::new();
    uint32::merge_repeated(wt, &mut read, buf, ctx)?;
    for k in read {
        let k =
            u8::try_from(k).ok().filter(|k| *k < 14).ok_or_else(|| invalid(format!("set index {k} out of range")))?;
        sets.try_push(k).map_err(|_| invalid("more than 14 sets in an element".into()))?;
    }
    Ok(())
}

/// A nested message of `body` bytes.
fn nested_len(tag: u32, body: usize) -> usize {
    key_len(tag) + encoded_len_varint(body as u64) + body
}

fn put_nested(tag: u32, body: usize, buf: &mut impl BufMut) {
    encode_key(tag, WireType::LengthDelimited, buf);
    encode_varint(body as u64, buf);
}

// ------------------------------------------------------------------------ the nested messages

fn limit_body(l: &t::LimitHand) -> usize {
    str_len(1, &l.id) + str_len(2, &l.name) + u32_len(3, l.value) + bool_len(4, l.waiting)
}

fn put_limit(l: &t::LimitHand, buf: &mut impl BufMut) {
    put_str(1, &l.id, buf);
    put_str(2, &l.name, buf);
    put_u32(3, l.value, buf);
    put_bool(4, l.waiting, buf);
}

fn element_body(e: &t::Element) -> usize {
    str_len(1, &e.id)
        + str_len(2, &e.name)
        + u32_len(3, e.points)
        + u32_len(4, e.doublings)
        + e.limit.map_or(0, |v| key_len(5) + encoded_len_varint(u64::from(v)))
        + tiles_len(6, &e.tiles)
        + set_indexes_len(7, &e.sets)
}

fn put_element(e: &t::Element, buf: &mut impl BufMut) {
    put_str(1, &e.id, buf);
    put_str(2, &e.name, buf);
    put_u32(3, e.points, buf);
    put_u32(4, e.doublings, buf);
    if let Some(v) = e.limit {
        encode_key(5, WireType::Varint, buf);
        encode_varint(u64::from(v), buf);
    }
    put_tiles(6, &e.tiles, buf);
    put_set_indexes(7, &e.sets, buf);
}

fn set_body(s: &t::ArrangedSet) -> usize {
    str_len(1, s.kind.as_str()) + tiles_len(2, &s.tiles) + bool_len(3, s.exposed) + bool_len(4, s.winning)
}

fn put_set(s: &t::ArrangedSet, buf: &mut impl BufMut) {
    put_str(1, s.kind.as_str(), buf);
    put_tiles(2, &s.tiles, buf);
    put_bool(3, s.exposed, buf);
    put_bool(4, s.winning, buf);
}

fn reason_body(r: &t::Reason) -> usize {
    str_len(1, &r.code) + str_len(2, &r.message)
}

fn put_reason(r: &t::Reason, buf: &mut impl BufMut) {
    put_str(1, &r.code, buf);
    put_str(2, &r.message, buf);
}

fn han_fu_body(h: &t::HanFuScore) -> usize {
    u32_len(1, h.han)
        + u32_len(2, h.fu)
        + h.fu_parts.iter().map(|p| nested_len(3, str_len(1, &p.id) + u32_len(2, p.fu))).sum::<usize>()
        + h.limit.as_ref().map_or(0, |l| string::encoded_len(4, l))
        + nested_len(5, payments_body(&h.payments))
}

fn put_han_fu(h: &t::HanFuScore, buf: &mut impl BufMut) {
    put_u32(1, h.han, buf);
    put_u32(2, h.fu, buf);
    for p in &h.fu_parts {
        put_nested(3, str_len(1, &p.id) + u32_len(2, p.fu), buf);
        put_str(1, &p.id, buf);
        put_u32(2, p.fu, buf);
    }
    if let Some(l) = &h.limit {
        // `optional`: written when set, even empty.
        string::encode(4, l, buf);
    }
    put_nested(5, payments_body(&h.payments), buf);
    let p = &h.payments;
    for (tag, v) in [(1, p.discarder), (2, p.dealer), (3, p.non_dealer), (4, p.deposits), (5, p.total)] {
        put_u32(tag, v, buf);
    }
}

fn payments_body(p: &t::HanFuPayments) -> usize {
    u32_len(1, p.discarder)
        + u32_len(2, p.dealer)
        + u32_len(3, p.non_dealer)
        + u32_len(4, p.deposits)
        + u32_len(5, p.total)
}

fn fan_payments_body(p: &t::FanPayments) -> usize {
    u32_len(1, p.discarder) + u32_len(2, p.others) + u32_len(3, p.total)
}

// ------------------------------------------------------------------------------ the reader

/// A message nested in the score answer, read by prost's own loop ([`prost::encoding::message`])
/// into the contract's value: the reader side of the functions above.
#[derive(Debug, Default)]
struct Nested<T>(T);

/// Reads a field of a nested message into `T`.
trait Fields: Default + std::fmt::Debug + Send + Sync {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError>;
}

impl<T: Fields> Message for Nested<T> {
    // Never written: the writer is the functions above, on the contract's values.
    fn encode_raw(&self, _: &mut impl BufMut) {}
    fn merge_field(
        &mut self,
        tag: u32,
        wt: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), DecodeError> {
        self.0.merge(tag, wt, buf, ctx)
    }
    fn encoded_len(&self) -> usize {
        0
    }
    fn clear(&mut self) {
        self.0 = T::default();
    }
}

/// Reads a nested message of the answer.
fn read<T: Fields>(wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<T, DecodeError> {
    let mut m = Nested(T::default());
    prost::encoding::message::merge(wt, &mut m, buf, ctx)?;
    Ok(m.0)
}

/// An answer the contract cannot hold (a tile code or set kind it does not know).
#[allow(deprecated)] // prost has no other way to make its error: what its own readers return.
fn invalid(message: String) -> DecodeError {
    DecodeError::new(message)
}

/// A tile code of the answer: one the contract knows ([`read_text`], the hand's reader of codes),
/// in either form (a list with one in mpsz is written in mpsz).
fn read_tile(wt: WireType, tiles: &mut t::Tiles, buf: &mut impl Buf) -> Result<(), DecodeError> {
    let text = read_text(wt, buf)?;
    let tile = text.known().ok_or_else(|| invalid(format!("{:?} is not a tile code", text.as_str())))?;
    if text.form() == t::TileForm::Mpsz {
        tiles.1 = t::TileForm::Mpsz;
    }
    tiles.0.try_push(tile).map_err(|_| invalid("more than 4 tiles in a scored set".into()))
}

impl Fields for t::LimitHand {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.id, buf, ctx),
            2 => string::merge(wt, &mut self.name, buf, ctx),
            3 => uint32::merge(wt, &mut self.value, buf, ctx),
            4 => pbool::merge(wt, &mut self.waiting, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::Element {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.id, buf, ctx),
            2 => string::merge(wt, &mut self.name, buf, ctx),
            3 => uint32::merge(wt, &mut self.points, buf, ctx),
            4 => uint32::merge(wt, &mut self.doublings, buf, ctx),
            5 => uint32::merge(wt, self.limit.get_or_insert(0), buf, ctx),
            6 => read_tile(wt, &mut self.tiles, buf),
            7 => read_set_indexes(wt, &mut self.sets, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

#[derive(Debug, Default)]
struct SetFields {
    kind: String,
    tiles: t::Tiles,
    exposed: bool,
    winning: bool,
}

impl Fields for SetFields {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.kind, buf, ctx),
            2 => read_tile(wt, &mut self.tiles, buf),
            3 => pbool::merge(wt, &mut self.exposed, buf, ctx),
            4 => pbool::merge(wt, &mut self.winning, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::HanFuScore {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => uint32::merge(wt, &mut self.han, buf, ctx),
            2 => uint32::merge(wt, &mut self.fu, buf, ctx),
            3 => {
                self.fu_parts.push(read(wt, buf, ctx)?);
                Ok(())
            }
            4 => string::merge(wt, self.limit.get_or_insert_with(String::new), buf, ctx),
            5 => {
                let mut m = Nested(std::mem::take(&mut self.payments));
                prost::encoding::message::merge(wt, &mut m, buf, ctx)?;
                self.payments = m.0;
                Ok(())
            }
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::FuPart {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.id, buf, ctx),
            2 => uint32::merge(wt, &mut self.fu, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::HanFuPayments {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => uint32::merge(wt, &mut self.discarder, buf, ctx),
            2 => uint32::merge(wt, &mut self.dealer, buf, ctx),
            3 => uint32::merge(wt, &mut self.non_dealer, buf, ctx),
            4 => uint32::merge(wt, &mut self.deposits, buf, ctx),
            5 => uint32::merge(wt, &mut self.total, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::FanPayments {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => uint32::merge(wt, &mut self.discarder, buf, ctx),
            2 => uint32::merge(wt, &mut self.others, buf, ctx),
            3 => uint32::merge(wt, &mut self.total, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Fields for t::Reason {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.code, buf, ctx),
            2 => string::merge(wt, &mut self.message, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

// ----------------------------------------------------------------------------- the hand

/// `mahjong.v1.Hand`: the parts of a hand as the contract holds them (tile codes read as tiles,
/// an unknown code kept as written), and the compact notation. Which of the two forms it is, and
/// the problem when it is both, is the request's reader's to say (`requests.rs`), with the
/// pointer of the field.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Hand {
    /// Every tile in hand not in a declared meld.
    pub concealed: Vec<t::TileText>,
    /// Declared melds.
    pub melds: Vec<t::Meld>,
    /// Flowers and seasons.
    pub bonus: Vec<t::TileText>,
    /// Compact notation (the other fields empty).
    pub compact: String,
}

impl From<&t::HandBody> for Hand {
    fn from(h: &t::HandBody) -> Hand {
        match h {
            t::HandBody::Compact(s) => Hand { compact: s.clone(), ..Hand::default() },
            t::HandBody::Hand(h) => Hand {
                concealed: h.concealed.clone(),
                melds: h.melds.clone(),
                bonus: h.bonus.clone(),
                compact: String::new(),
            },
        }
    }
}

/// A `repeated string` element: written even when empty.
fn text_len(tag: u32, s: &str) -> usize {
    key_len(tag) + encoded_len_varint(s.len() as u64) + s.len()
}

fn put_text(tag: u32, s: &str, buf: &mut impl BufMut) {
    encode_key(tag, WireType::LengthDelimited, buf);
    encode_varint(s.len() as u64, buf);
    buf.put_slice(s.as_bytes());
}

fn texts_len(tag: u32, tiles: &[t::TileText]) -> usize {
    tiles.iter().map(|x| text_len(tag, x.as_str())).sum()
}

fn put_texts(tag: u32, tiles: &[t::TileText], buf: &mut impl BufMut) {
    tiles.iter().for_each(|x| put_text(tag, x.as_str(), buf));
}

fn meld_body(m: &t::Meld) -> usize {
    str_len(1, m.kind.as_str())
        + texts_len(2, &m.tiles)
        + m.exposed.map_or(0, |_| key_len(3) + 1)
        + bool_len(4, m.is_claimed())
}

fn put_meld(m: &t::Meld, buf: &mut impl BufMut) {
    put_str(1, m.kind.as_str(), buf);
    put_texts(2, &m.tiles, buf);
    if let Some(b) = m.exposed {
        encode_key(3, WireType::Varint, buf);
        buf.put_u8(u8::from(b));
    }
    // proto3 `bool`: written when true (JSON leaves out `false` alike).
    put_bool(4, m.is_claimed(), buf);
}

/// A tile code as written, read without a string of its own (a known code is two ASCII bytes).
fn read_text(wt: WireType, buf: &mut impl Buf) -> Result<t::TileText, DecodeError> {
    prost::encoding::check_wire_type(WireType::LengthDelimited, wt)?;
    let len =
        usize::try_from(prost::encoding::decode_varint(buf)?).map_err(|_| invalid("a length too large".into()))?;
    if len > buf.remaining() {
        return Err(invalid("a string longer than the message".into()));
    }
    let text = if buf.chunk().len() >= len {
        let text = t::TileText::parse_bytes(&buf.chunk()[..len]);
        buf.advance(len);
        text
    } else {
        let mut bytes = vec![0; len];
        buf.copy_to_slice(&mut bytes);
        t::TileText::parse_bytes(&bytes)
    };
    text.ok_or_else(|| invalid("a tile code that is not UTF-8".into()))
}

#[derive(Debug, Default)]
struct MeldFields {
    kind: String,
    tiles: Vec<t::TileText>,
    exposed: Option<bool>,
    claimed: bool,
}

impl Fields for MeldFields {
    fn merge(&mut self, tag: u32, wt: WireType, buf: &mut impl Buf, ctx: DecodeContext) -> Result<(), DecodeError> {
        match tag {
            1 => string::merge(wt, &mut self.kind, buf, ctx),
            2 => {
                self.tiles.push(read_text(wt, buf)?);
                Ok(())
            }
            3 => pbool::merge(wt, self.exposed.get_or_insert(false), buf, ctx),
            4 => pbool::merge(wt, &mut self.claimed, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }
}

impl Message for Hand {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        put_texts(1, &self.concealed, buf);
        for m in &self.melds {
            put_nested(2, meld_body(m), buf);
            put_meld(m, buf);
        }
        put_texts(3, &self.bonus, buf);
        put_str(4, &self.compact, buf);
    }

    fn merge_field(
        &mut self,
        tag: u32,
        wt: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), DecodeError> {
        match tag {
            1 => {
                self.concealed.push(read_text(wt, buf)?);
                Ok(())
            }
            2 => {
                let m: MeldFields = read(wt, buf, ctx)?;
                // `claimed: false` is the default, as absent (JSON reads both the same).
                let claimed = m.claimed.then_some(true);
                self.melds.push(t::Meld {
                    kind: t::Spelled::from(m.kind),
                    tiles: m.tiles,
                    exposed: m.exposed,
                    claimed,
                });
                Ok(())
            }
            3 => {
                self.bonus.push(read_text(wt, buf)?);
                Ok(())
            }
            4 => string::merge(wt, &mut self.compact, buf, ctx),
            _ => skip_field(wt, tag, buf, ctx),
        }
    }

    fn encoded_len(&self) -> usize {
        texts_len(1, &self.concealed)
            + self.melds.iter().map(|m| nested_len(2, meld_body(m))).sum::<usize>()
            + texts_len(3, &self.bonus)
            + str_len(4, &self.compact)
    }

    fn clear(&mut self) {
        *self = Hand::default();
    }
}

// ----------------------------------------------------------------------------- the answer

impl Message for ScoreResponse {
    fn encode_raw(&self, buf: &mut impl BufMut) {
        let s = &self.0;
        put_str(1, &s.ruleset, buf);
        put_bool(2, s.mahjong, buf);
        put_u32(3, s.total, buf);
        put_u32(4, s.points, buf);
        put_u32(5, s.doublings, buf);
        if let Some(l) = &s.limit_hand {
            put_nested(6, limit_body(l), buf);
            put_limit(l, buf);
        }
        put_bool(7, s.capped, buf);
        for e in &s.elements {
            put_nested(8, element_body(e), buf);
            put_element(e, buf);
        }
        for a in &s.arrangement {
            put_nested(9, set_body(a), buf);
            put_set(a, buf);
        }
        for r in &s.reasons {
            put_nested(10, reason_body(r), buf);
            put_reason(r, buf);
        }
        if let Some(h) = &s.han_fu {
            put_nested(11, han_fu_body(h), buf);
            put_han_fu(h, buf);
        }
        if let Some(p) = &s.fan_payments {
            put_nested(12, fan_payments_body(p), buf);
            put_u32(1, p.discarder, buf);
            put_u32(2, p.others, buf);
            put_u32(3, p.total, buf);
        }
    }

    fn merge_field(
        &mut self,
        tag: u32,
        wt: WireType,
        buf: &mut impl Buf,
        ctx: DecodeContext,
    ) -> Result<(), DecodeError> {
        let s = &mut self.0;
        match tag {
            1 => string::merge(wt, &mut s.ruleset, buf, ctx),
            2 => pbool::merge(wt, &mut s.mahjong, buf, ctx),
            3 => uint32::merge(wt, &mut s.total, buf, ctx),
            4 => uint32::merge(wt, &mut s.points, buf, ctx),
            5 => uint32::merge(wt, &mut s.doublings, buf, ctx),
            6 => {
                // A message field given twice is merged (protobuf): its fields over the first's.
                let mut m = Nested(s.limit_hand.take().unwrap_or_default());
                prost::encoding::message::merge(wt, &mut m, buf, ctx)?;
                s.limit_hand = Some(m.0);
                Ok(())
            }
            7 => pbool::merge(wt, &mut s.capped, buf, ctx),
            8 => {
                s.elements.push(read(wt, buf, ctx)?);
                Ok(())
            }
            9 => {
                let f: SetFields = read(wt, buf, ctx)?;
                let kind = t::SetKind::from_wire(&f.kind).map_err(invalid)?;
                s.arrangement.push(t::ArrangedSet { kind, tiles: f.tiles, exposed: f.exposed, winning: f.winning });
                Ok(())
            }
            10 => {
                s.reasons.push(read(wt, buf, ctx)?);
                Ok(())
            }
            11 => {
                let mut m = Nested(s.han_fu.take().unwrap_or_default());
                prost::encoding::message::merge(wt, &mut m, buf, ctx)?;
                s.han_fu = Some(m.0);
                Ok(())
            }
            12 => {
                let mut m = Nested(s.fan_payments.take().unwrap_or_default());
                prost::encoding::message::merge(wt, &mut m, buf, ctx)?;
                s.fan_payments = Some(m.0);
                Ok(())
            }
            _ => skip_field(wt, tag, buf, ctx),
        }
    }

    fn encoded_len(&self) -> usize {
        let s = &self.0;
        str_len(1, &s.ruleset)
            + bool_len(2, s.mahjong)
            + u32_len(3, s.total)
            + u32_len(4, s.points)
            + u32_len(5, s.doublings)
            + s.limit_hand.as_ref().map_or(0, |l| nested_len(6, limit_body(l)))
            + bool_len(7, s.capped)
            + s.elements.iter().map(|e| nested_len(8, element_body(e))).sum::<usize>()
            + s.arrangement.iter().map(|a| nested_len(9, set_body(a))).sum::<usize>()
            + s.reasons.iter().map(|r| nested_len(10, reason_body(r))).sum::<usize>()
            + s.han_fu.as_ref().map_or(0, |h| nested_len(11, han_fu_body(h)))
            + s.fan_payments.as_ref().map_or(0, |p| nested_len(12, fan_payments_body(p)))
    }

    fn clear(&mut self) {
        *self = ScoreResponse::default();
    }
}
