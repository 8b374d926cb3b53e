//! The engine's [`Score`] written straight into the protobuf bytes of `mahjong.v1.ScoreResponse`
//! (and of the `ScoreHandsResult` around it), without the contract's body and the prost message
//! in between: element ids and names are read from the rule set's tables, tile codes and set
//! kinds are static strings, so an answer costs no allocation beyond its buffer.
//!
//! The bytes are those prost writes for the same answer (`to_pb::score(score_body(..))`): fields
//! in field-number order, proto3 defaults (0, false, "") left out, `optional` fields written
//! when present, lengths as minimal varints. The tests check this on random hands of every rule
//! set and on the golden cases.

use std::sync::LazyLock;

use crate::api::answer::TileLists;
use crate::engine::ruleset::{Lang, Ruleset};
use crate::engine::score::Score;
use crate::engine::tile::Tile;

/// Wire type of a length-delimited field.
const LEN: u32 = 2;
/// Wire type of a varint field.
const VARINT: u32 = 0;

/// A varint, pushed byte by byte. (Not through [`varint_bytes`]: copying its array costs about
/// 600 more instructions per streamed hand, `scripts/callgrind-grpc.sh BIN batch 800 6`, 11,975
/// against 12,573.)
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

/// The bytes of a varint and how many there are.
#[inline(always)]
fn varint_bytes(mut v: u64) -> ([u8; 10], usize) {
    let mut b = [0u8; 10];
    let mut n = 0;
    while v >= 0x80 {
        b[n] = (v as u8) | 0x80;
        v >>= 7;
        n += 1;
    }
    b[n] = v as u8;
    (b, n + 1)
}

/// A message field: its body written by `body`, then its length put in front of it. `room`
/// bytes are kept for the length (1 for a message under 128 bytes, 2 under 16 KiB); a length
/// that takes another number of bytes moves the body.
#[inline(always)]
fn message(buf: &mut Vec<u8>, field: u32, room: usize, body: impl FnOnce(&mut Vec<u8>)) {
    key(buf, field, LEN);
    let at = buf.len();
    buf.extend_from_slice(&[0u8; 2][..room]);
    body(buf);
    let len = buf.len() - at - room;
    if room == 1 && len < 0x80 {
        buf[at] = len as u8;
        return;
    }
    let (head, n) = varint_bytes(len as u64);
    if n != room {
        if n > room {
            buf.resize(buf.len() + n - room, 0);
        }
        buf.copy_within(at + room..at + room + len, at + n);
        buf.truncate(at + n + len);
    }
    buf[at..at + n].copy_from_slice(&head[..n]);
}

/// A tile code as the string field `field`: the key, the length 2 and the code's two bytes in
/// one store (every code is two bytes; see [`Tile::code`]).
#[inline(always)]
fn tile(buf: &mut Vec<u8>, field: u32, t: Tile) {
    match *t.code().as_bytes() {
        [a, b] => buf.extend_from_slice(&[((field << 3) | LEN) as u8, 2, a, b]),
        _ => string(buf, field, t.code(), true),
    }
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
        message(buf, 6, 1, |buf| {
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
        message(buf, 8, 1, |buf| {
            string(buf, 1, &e.id, false);
            string(buf, 2, e.name.get(lang), false);
            uint(buf, 3, entry.points, false);
            uint(buf, 4, entry.doublings, false);
            if let Some(limit) = entry.limit {
                uint(buf, 5, limit, true);
            }
            for &t in &entry.tiles {
                tile(buf, 6, t);
            }
        });
    }
    arrangement_and_reasons(buf, s);
}

/// Fields 9 and 10 of a `ScoreResponse`: the sets of the arrangement (each one's length known
/// before it is written) and the reasons.
fn arrangement_and_reasons(buf: &mut Vec<u8>, s: &Score) {
    let fields = &TILE_FIELDS[0];
    for st in &s.arrangement {
        let kind = st.kind.as_str();
        let tiles = fields.set(st);
        let len = if kind.is_empty() { 0 } else { 2 + kind.len() }
            + tiles.len()
            + 2 * usize::from(!st.concealed)
            + 2 * usize::from(st.winning);
        key(buf, 9, LEN);
        varint(buf, len as u64);
        string(buf, 1, kind, false);
        buf.extend_from_slice(tiles);
        boolean(buf, 3, !st.concealed);
        boolean(buf, 4, st.winning);
    }
    for r in &s.reasons {
        message(buf, 10, 1, |buf| {
            string(buf, 1, r.code, false);
            string(buf, 2, &r.message, false);
        });
    }
}

/// The length of a varint.
#[inline(always)]
fn varint_len(v: u64) -> usize {
    varint_bytes(v).1
}

/// The tile fields of every set and single tile, encoded once: field 2 of a `ScoredSet` and
/// field 6 of an `ElementHit`.
static TILE_FIELDS: LazyLock<[TileLists; 2]> = LazyLock::new(|| {
    [2, 6].map(|field| {
        TileLists::new(|list| {
            let mut buf = Vec::new();
            for &t in list {
                tile(&mut buf, field, t);
            }
            buf
        })
    })
});

/// One rule set's fixed parts of a score answer, encoded once (as the REST answer's JSON
/// fragments are, `api::answer::Tables`): an element hit's id, name, points and doublings are
/// one copy, and every message's length is known before it is written.
#[derive(Debug)]
pub(crate) struct Tables {
    /// Field 1 of a `ScoreResponse`: the rule set's id.
    head: Box<[u8]>,
    /// Per language, per element: fields 1–4 of its `ElementHit` (id, name, points, doublings).
    elements: [Vec<Box<[u8]>>; 3],
    /// Per element: a limit element's value (its hit lists field 5, the limit).
    limit: Vec<Option<u32>>,
    /// Per language, per element: fields 1–2 of a `LimitHand` (id, name).
    limits: [Vec<Box<[u8]>>; 3],
}

impl Tables {
    pub(crate) fn new(set: &Ruleset) -> Tables {
        let per_lang = |fields: &dyn Fn(&mut Vec<u8>, usize)| {
            Lang::ALL.map(|lang| {
                (0..set.def.elements.len())
                    .map(|i| {
                        let e = &set.def.elements[i];
                        let mut b = Vec::new();
                        string(&mut b, 1, &e.id, false);
                        string(&mut b, 2, e.name.get(lang), false);
                        fields(&mut b, i);
                        b.into_boxed_slice()
                    })
                    .collect()
            })
        };
        let mut head = Vec::new();
        string(&mut head, 1, set.id(), false);
        Tables {
            head: head.into_boxed_slice(),
            elements: per_lang(&|b, i| {
                let (p, d) = set.element_value(i).points_and_doublings();
                uint(b, 3, p, false);
                uint(b, 4, d, false);
            }),
            limit: (0..set.def.elements.len()).map(|i| set.element_value(i).limit()).collect(),
            limits: per_lang(&|_, _| {}),
        }
    }

    /// The fields of a `ScoreResponse` for `s`, names in `lang`: the bytes [`score_fields`]
    /// writes.
    pub(crate) fn write(&self, buf: &mut Vec<u8>, s: &Score, lang: Lang) {
        let l = lang as usize;
        buf.reserve(64 + 48 * s.elements.len() + 24 * s.arrangement.len());
        buf.extend_from_slice(&self.head);
        boolean(buf, 2, s.mahjong);
        uint(buf, 3, s.total, false);
        uint(buf, 4, s.points, false);
        uint(buf, 5, s.doublings, false);
        if let Some(h) = &s.limit_hand {
            let fixed = &self.limits[l][h.element];
            let value = if h.value == 0 { 0 } else { 1 + varint_len(u64::from(h.value)) };
            key(buf, 6, LEN);
            varint(buf, (fixed.len() + value + 2 * usize::from(h.waiting)) as u64);
            buf.extend_from_slice(fixed);
            uint(buf, 3, h.value, false);
            boolean(buf, 4, h.waiting);
        }
        boolean(buf, 7, s.capped);
        let fields = &TILE_FIELDS[1];
        for h in &s.elements {
            let e = h.element as usize;
            let fixed = &self.elements[l][e];
            let limit = self.limit[e].map(|v| s.hit_limit(v));
            let tiles = fields.hit(s, h.tiles);
            let len = fixed.len() + limit.map_or(0, |v| 1 + varint_len(u64::from(v))) + tiles.len();
            key(buf, 8, LEN);
            varint(buf, len as u64);
            buf.extend_from_slice(fixed);
            if let Some(v) = limit {
                uint(buf, 5, v, true);
            }
            buf.extend_from_slice(tiles);
        }
        arrangement_and_reasons(buf, s);
    }
}

/// The tables of every rule set of a registry, by rule set id (as the REST answer's).
pub(crate) type Answers = crate::api::answer::Answers<Tables>;

impl Answers {
    /// The fields of a `ScoreResponse`: from the rule set's tables, or (a rule set not in the
    /// registry the tables were built from) field by field.
    pub(crate) fn write(&self, buf: &mut Vec<u8>, set: &Ruleset, s: &Score, lang: Lang) {
        match self.get(set) {
            Some(t) => t.write(buf, s, lang),
            None => score_fields(buf, set, s, lang),
        }
    }

    /// A `ScoreHandsResult` holding a score: its index and the score (field 2).
    pub(crate) fn scored_result(&self, buf: &mut Vec<u8>, index: u32, set: &Ruleset, s: &Score, lang: Lang) {
        uint(buf, 1, index, false);
        // A score takes 128 bytes to 16 KiB.
        message(buf, 2, 2, |buf| self.write(buf, set, s, lang));
    }
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
            let expected = prost::Message::encode_to_vec(&pb::ScoreResponse {
                reasons: vec![pb::Reason { code: String::new(), message: text.clone() }],
                ..Default::default()
            });
            // Whatever room was kept for the length.
            for room in [1, 2] {
                let mut buf = vec![7u8];
                message(&mut buf, 10, room, |buf| string(buf, 2, &text, false));
                assert_eq!(&buf[1..], &expected[..], "{n} {room}");
            }
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
        // From the rule set's tables, and field by field (no tables).
        let answers = [Answers::new(core.registry().iter().map(|s| &**s), Tables::new), Answers::default()];
        for index in [0, 1, 300] {
            let expected = prost::Message::encode_to_vec(&pb::ScoreHandsResult {
                index,
                result: Some(pb::score_hands_result::Result::Score(to_pb::score(score_body(set, &s, Lang::En)))),
            });
            for a in &answers {
                let mut buf = Vec::new();
                a.scored_result(&mut buf, index, set, &s, Lang::En);
                assert_eq!(&buf[..], &expected[..]);
            }
        }
    }

    /// The golden cases' scores, in every language, as prost writes them: from the rule sets'
    /// tables and field by field. (`tests/differential.rs` checks the served answers, written
    /// from the tables, on generated hands.)
    #[test]
    fn the_tables_write_what_prost_writes() {
        let core = crate::api::Core::new(crate::engine::registry::Registry::builtin());
        let answers = [Answers::new(core.registry().iter().map(|s| &**s), Tables::new), Answers::default()];
        let mut scored = 0;
        for (op, body) in crate::loadtest::mix::golden_bodies().unwrap() {
            let Ok(req) = crate::api::decode::decode::<crate::types::HandRequest>(body.to_string().as_bytes()) else {
                continue;
            };
            if op != "score" {
                continue;
            }
            let Ok((set, s, _)) = core.score_raw(&req, None) else { continue };
            for lang in Lang::ALL {
                let expected = prost::Message::encode_to_vec(&to_pb::score(score_body(&set, &s, lang)));
                for a in &answers {
                    let mut buf = Vec::new();
                    a.write(&mut buf, &set, &s, lang);
                    assert_eq!(buf, expected, "{body}");
                }
            }
            scored += 1;
        }
        assert!(scored > 200, "{scored}");
    }
}
