//! The engine's [`Score`] written straight into the protobuf bytes of `mahjong.v1.ScoreResponse`
//! (and of the `ScoreHandsResult` around it), without the contract's body and the prost message
//! in between: element ids and names are read from the rule set's tables, tile codes and set
//! kinds are static strings, so an answer costs no allocation beyond its buffer.
//!
//! The bytes are those prost writes for the same answer (`to_pb::score(score_body(..))`): fields
//! in field-number order, proto3 defaults (0, false, "") left out, `optional` fields written
//! when present, lengths as minimal varints. The tests check this on random hands of every rule
//! set and on the golden cases.

use crate::engine::ruleset::{Lang, Ruleset};
use crate::engine::score::Score;

/// Wire type of a length-delimited field.
const LEN: u32 = 2;
/// Wire type of a varint field.
const VARINT: u32 = 0;

#[inline(always)]
fn varint(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

#[inline(always)]
fn key(buf: &mut Vec<u8>, field: u32, wire: u32) {
    // Every field number here is below 16: the key is one byte.
    buf.push(((field << 3) | wire) as u8);
}

/// A string field, left out when empty (proto3 default) unless `always` (a repeated element).
#[inline(always)]
fn string(buf: &mut Vec<u8>, field: u32, s: &str, always: bool) {
    if always || !s.is_empty() {
        key(buf, field, LEN);
        varint(buf, s.len() as u64);
        buf.extend_from_slice(s.as_bytes());
    }
}

/// A `uint32` field, left out when 0 unless `always` (an `optional` field that is set).
#[inline(always)]
fn uint(buf: &mut Vec<u8>, field: u32, v: u32, always: bool) {
    if always || v != 0 {
        key(buf, field, VARINT);
        varint(buf, u64::from(v));
    }
}

#[inline(always)]
fn boolean(buf: &mut Vec<u8>, field: u32, v: bool) {
    if v {
        key(buf, field, VARINT);
        buf.push(1);
    }
}

/// A message field: its body written by `body`, then its length put in front of it (one byte
/// kept for it; a longer length moves the body up).
fn message(buf: &mut Vec<u8>, field: u32, body: impl FnOnce(&mut Vec<u8>)) {
    key(buf, field, LEN);
    let at = buf.len();
    buf.push(0);
    body(buf);
    let len = buf.len() - at - 1;
    if len < 0x80 {
        buf[at] = len as u8;
        return;
    }
    let mut head = Vec::with_capacity(10);
    varint(&mut head, len as u64);
    buf.resize(buf.len() + head.len() - 1, 0);
    buf.copy_within(at + 1..at + 1 + len, at + head.len());
    buf[at..at + head.len()].copy_from_slice(&head);
}

/// The fields of a `ScoreResponse` for `score` under `set`, names in `lang`.
pub(super) fn score_fields(buf: &mut Vec<u8>, set: &Ruleset, s: &Score, lang: Lang) {
    let elements = &set.def.elements;
    string(buf, 1, set.id(), false);
    boolean(buf, 2, s.mahjong);
    uint(buf, 3, s.total, false);
    uint(buf, 4, s.points, false);
    uint(buf, 5, s.doublings, false);
    if let Some(l) = &s.limit_hand {
        let e = &elements[l.element];
        message(buf, 6, |buf| {
            string(buf, 1, &e.id, false);
            string(buf, 2, e.name.get(lang), false);
            uint(buf, 3, l.value, false);
            boolean(buf, 4, l.waiting);
        });
    }
    boolean(buf, 7, s.capped);
    for h in &s.elements {
        let e = &elements[h.element as usize];
        let entry = s.entry(set, h);
        message(buf, 8, |buf| {
            string(buf, 1, &e.id, false);
            string(buf, 2, e.name.get(lang), false);
            uint(buf, 3, entry.points, false);
            uint(buf, 4, entry.doublings, false);
            if let Some(limit) = entry.limit {
                uint(buf, 5, limit, true);
            }
            for t in &entry.tiles {
                string(buf, 6, t.code(), true);
            }
        });
    }
    for st in &s.arrangement {
        message(buf, 9, |buf| {
            string(buf, 1, st.kind.as_str(), false);
            for t in st.tiles() {
                string(buf, 2, t.code(), true);
            }
            boolean(buf, 3, !st.concealed);
            boolean(buf, 4, st.winning);
        });
    }
    for r in &s.reasons {
        message(buf, 10, |buf| {
            string(buf, 1, r.code, false);
            string(buf, 2, &r.message, false);
        });
    }
}

/// A `ScoreHandsResult` holding a score: its index and the score (field 2).
pub(super) fn scored_result(buf: &mut Vec<u8>, index: u32, set: &Ruleset, s: &Score, lang: Lang) {
    uint(buf, 1, index, false);
    message(buf, 2, |buf| score_fields(buf, set, s, lang));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::ops::score_body;
    use crate::grpc::{pb, to_pb};

    #[test]
    fn long_messages_get_their_length_in_front() {
        for n in [0usize, 1, 127, 128, 300, 16_383, 16_384, 70_000] {
            let text = "x".repeat(n);
            let mut buf = Vec::new();
            message(&mut buf, 10, |buf| string(buf, 2, &text, false));
            let expected = prost::Message::encode_to_vec(&pb::ScoreResponse {
                reasons: vec![pb::Reason { code: String::new(), message: text }],
                ..Default::default()
            });
            assert_eq!(&buf[..], &expected[..], "{n}");
        }
    }

    #[test]
    fn a_result_wraps_the_score() {
        let core = crate::api::Core::new(crate::engine::registry::Registry::builtin());
        let set = core.registry().get("ecr").expect("ecr");
        let s = Score {
            mahjong: true,
            total: 1,
            points: 0,
            doublings: 0,
            limit_hand: None,
            capped: false,
            elements: Default::default(),
            arrangement: Default::default(),
            reasons: Vec::new(),
        };
        for index in [0, 1, 300] {
            let mut buf = Vec::new();
            scored_result(&mut buf, index, set, &s, Lang::En);
            let expected = prost::Message::encode_to_vec(&pb::ScoreHandsResult {
                index,
                result: Some(pb::score_hands_result::Result::Score(to_pb::score(score_body(set, &s, Lang::En)))),
            });
            assert_eq!(&buf[..], &expected[..]);
        }
    }
}
