//! The JSON of a score answer written straight from the engine's [`Score`], without building the
//! contract's [`ScoreResponse`](super::types::ScoreResponse) first.
//!
//! `ScoreResponse` stays the contract (OpenAPI schema, SDK, gRPC mapping); this is a faster
//! encoding of the same value. Everything a rule set contributes to an answer (its id, each
//! element's id and name in each language) is escaped once, when [`Answers::new`] builds the
//! tables at start-up; tile codes, set kinds, numbers and booleans need no escaping; the reasons'
//! codes and messages (free text) are escaped as serde_json escapes them. The output is byte for
//! byte what `serde_json::to_writer(&score_body(..))` writes: `tests/differential.rs` and the
//! golden runner check it over generated hands of every rule set and language.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use crate::engine::arrange::{Set, SetKind};
use crate::engine::ruleset::{Lang, Ruleset};
use crate::engine::score::{HitTiles, Score};
use crate::engine::tile::Tile;

/// Escapes `s` as a JSON string (quotes included), as serde_json writes it.
pub fn escaped(out: &mut Vec<u8>, s: &str) {
    // Writing a string into a Vec cannot fail.
    let _ = serde_json::to_writer(out, s);
}

fn escaped_string(s: &str) -> String {
    let mut out = Vec::with_capacity(s.len() + 2);
    escaped(&mut out, s);
    String::from_utf8_lossy(&out).into_owned()
}

/// Writes a number as serde_json does.
fn number(out: &mut Vec<u8>, n: u32) {
    out.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

fn boolean(out: &mut Vec<u8>, b: bool) {
    out.extend_from_slice(if b { b"true" } else { b"false" });
}

/// `["b1","b2"]`: tile codes are two letters or digits, never escaped.
fn tiles(out: &mut Vec<u8>, tiles: &[Tile]) {
    out.push(b'[');
    for (i, t) in tiles.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        match *t.code().as_bytes() {
            // Every code is two bytes: one copy of four.
            [a, b] => out.extend_from_slice(&[b'"', a, b, b'"']),
            _ => escaped(out, t.code()),
        }
    }
    out.push(b']');
}

/// The encoded tile list of every set (by kind and lowest tile) and of every single tile, made
/// once at start-up, so that an answer copies each set's or hit's tiles whole: JSON lists here,
/// protobuf fields in the gRPC answer (`grpc::score_pb`).
pub(crate) struct TileLists {
    /// By `kind as usize * 42 + tile index`.
    sets: Vec<Box<[u8]>>,
    /// By tile index.
    singles: Vec<Box<[u8]>>,
    /// The empty list.
    none: Box<[u8]>,
}

impl TileLists {
    /// Every set's and single tile's list, as `encode` writes a list of tiles.
    pub(crate) fn new(encode: impl Fn(&[Tile]) -> Vec<u8>) -> TileLists {
        let kinds = SetKind::ALL.iter().map(|k| *k as usize + 1).max().unwrap_or(0);
        let mut sets = vec![Box::default(); kinds * Tile::ALL.len()];
        for &kind in SetKind::ALL {
            for tile in Tile::ALL {
                let set = Set { kind, tile, concealed: true, declared: false, winning: false };
                sets[Self::index(&set)] = encode(&set.tiles()).into_boxed_slice();
            }
        }
        let singles = Tile::ALL.iter().map(|t| encode(&[*t]).into_boxed_slice()).collect();
        TileLists { sets, singles, none: encode(&[]).into_boxed_slice() }
    }

    fn index(set: &Set) -> usize {
        set.kind as usize * Tile::ALL.len() + set.tile.index()
    }

    /// The list of `set.tiles()`.
    pub(crate) fn set(&self, set: &Set) -> &[u8] {
        self.sets.get(Self::index(set)).unwrap_or(&self.none)
    }

    /// The list of `s.hit_tiles(h)` for a hit `h` with tiles `tiles`.
    pub(crate) fn hit(&self, s: &Score, tiles: HitTiles) -> &[u8] {
        match tiles {
            HitTiles::None => &self.none,
            HitTiles::Set(k) => s.arrangement.get(k as usize).map_or(&self.none, |set| self.set(set)),
            HitTiles::Tile(t) => self.singles.get(t.index()).unwrap_or(&self.none),
        }
    }
}

static TILE_LISTS: LazyLock<TileLists> = LazyLock::new(|| {
    TileLists::new(|list| {
        let mut out = Vec::new();
        tiles(&mut out, list);
        out
    })
});

/// One rule set's fragments of a score answer, escaped once.
#[derive(Debug)]
pub struct Tables {
    /// `{"ruleset":"ecr","mahjong":`
    head: Box<str>,
    /// Per language, per element, an element hit up to its limit or tiles:
    /// `{"id":"…","name":"…","points":P,"doublings":D` (a limit element's points and doublings
    /// are 0, its limit follows).
    elements: [Vec<Box<str>>; 3],
    /// Per element: a limit element's value (its hit lists a limit).
    limit: Vec<Option<u32>>,
    /// Per language, per element: `{"id":"…","name":"…","value":`
    limits: [Vec<Box<str>>; 3],
}

impl Tables {
    pub fn new(set: &Ruleset) -> Tables {
        let per_lang = |tail: &dyn Fn(usize) -> String| {
            Lang::ALL.map(|lang| {
                set.def
                    .elements
                    .iter()
                    .enumerate()
                    .map(|(i, e)| {
                        format!(
                            "{{\"id\":{},\"name\":{},{}",
                            escaped_string(&e.id),
                            escaped_string(e.name.get(lang)),
                            tail(i)
                        )
                        .into_boxed_str()
                    })
                    .collect()
            })
        };
        Tables {
            head: format!("{{\"ruleset\":{},\"mahjong\":", escaped_string(set.id())).into_boxed_str(),
            elements: per_lang(&|i| {
                let (p, d) = set.element_value(i).points_and_doublings();
                format!("\"points\":{p},\"doublings\":{d}")
            }),
            limits: per_lang(&|_| "\"value\":".to_string()),
            limit: (0..set.def.elements.len()).map(|i| set.element_value(i).limit()).collect(),
        }
    }

    /// Appends the answer to a scored hand: the JSON of `score_body(set, s, lang)`.
    pub fn write(&self, out: &mut Vec<u8>, s: &Score, lang: Lang) {
        let l = lang as usize;
        // Room for the usual answer, so that the buffer grows at most once.
        out.reserve(256 + 112 * s.elements.len() + 64 * s.arrangement.len());
        out.extend_from_slice(self.head.as_bytes());
        boolean(out, s.mahjong);
        out.extend_from_slice(b",\"total\":");
        number(out, s.total);
        out.extend_from_slice(b",\"points\":");
        number(out, s.points);
        out.extend_from_slice(b",\"doublings\":");
        number(out, s.doublings);
        out.extend_from_slice(b",\"limit_hand\":");
        match &s.limit_hand {
            None => out.extend_from_slice(b"null"),
            Some(h) => {
                out.extend_from_slice(self.limits[l][h.element].as_bytes());
                number(out, h.value);
                if h.waiting {
                    out.extend_from_slice(b",\"waiting\":true");
                }
                out.push(b'}');
            }
        }
        out.extend_from_slice(b",\"capped\":");
        boolean(out, s.capped);
        out.extend_from_slice(b",\"elements\":[");
        let lists = &*TILE_LISTS;
        for (i, h) in s.elements.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            let e = h.element as usize;
            out.extend_from_slice(self.elements[l][e].as_bytes());
            if let Some(value) = self.limit[e] {
                out.extend_from_slice(b",\"limit\":");
                number(out, s.hit_limit(value));
            }
            out.extend_from_slice(b",\"tiles\":");
            out.extend_from_slice(lists.hit(s, h.tiles));
            out.push(b'}');
        }
        out.extend_from_slice(b"],\"arrangement\":[");
        for (i, st) in s.arrangement.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            // Set kinds are plain snake case, never escaped.
            out.extend_from_slice(b"{\"kind\":\"");
            out.extend_from_slice(st.kind.as_str().as_bytes());
            out.extend_from_slice(b"\",\"tiles\":");
            out.extend_from_slice(lists.set(st));
            out.extend_from_slice(b",\"exposed\":");
            boolean(out, !st.concealed);
            if st.winning {
                out.extend_from_slice(b",\"winning\":true");
            }
            out.push(b'}');
        }
        out.push(b']');
        if !s.reasons.is_empty() {
            out.extend_from_slice(b",\"reasons\":[");
            for (i, r) in s.reasons.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(b"{\"code\":");
                escaped(out, r.code);
                out.extend_from_slice(b",\"message\":");
                escaped(out, &r.message);
                out.push(b'}');
            }
            out.push(b']');
        }
        out.push(b'}');
    }
}

/// Tables built once for every rule set of a registry, by rule set id: this module's JSON
/// fragments ([`Tables`]) and the gRPC answer's protobuf fields (`grpc::score_pb::Tables`).
#[derive(Debug)]
pub struct Answers<T = Tables> {
    sets: BTreeMap<String, T>,
}

impl<T> Default for Answers<T> {
    fn default() -> Self {
        Answers { sets: BTreeMap::new() }
    }
}

impl<T> Answers<T> {
    pub fn new<'a>(sets: impl IntoIterator<Item = &'a Ruleset>, build: impl Fn(&Ruleset) -> T) -> Answers<T> {
        Answers { sets: sets.into_iter().map(|s| (s.id().to_string(), build(s))).collect() }
    }

    /// The tables of the rule set `set` (None for a rule set not in the registry they were built from).
    pub fn get(&self, set: &Ruleset) -> Option<&T> {
        self.sets.get(set.id())
    }
}
