//! Requests: the gRPC messages into the contract's bodies ([`crate::types`]), the one way in.
//!
//! A well-formed `HandRequest` (the hot path) is read straight from the message. Any other
//! message goes through its JSON form and the REST decoder, so that both transports reject a
//! malformed request with the same pointer, code and message.

use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Value, json};

use super::pb;
use crate::api::decode::decode;
use crate::api::{ApiError, ErrorKind};
use crate::types as t;

/// The body of a `HandRequest` message (`ValidateHand`, `ScoreHand`, `FindWaits`, `ScoreHands`).
pub fn hand_request(r: &pb::HandRequest) -> Result<t::HandRequest, ApiError> {
    if let Some(req) = hand_request_direct(r) {
        return Ok(req);
    }
    via_json(hand_request_json(r))
}

/// The body of a `ClaimsRequest` message.
pub fn claims_request(r: &pb::ClaimsRequest) -> Result<t::ClaimsRequest, ApiError> {
    let mut o = head(&r.ruleset, &r.options);
    put(&mut o, "round_wind", &r.round_wind);
    put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
    put(&mut o, "discard", &r.discard);
    put(&mut o, "discarder", &r.discarder);
    put_opt(&mut o, "source", &r.source);
    put_opt(&mut o, "timing", &r.timing);
    let claims: Vec<Value> = r
        .claims
        .iter()
        .map(|c| {
            let mut m = Map::new();
            put(&mut m, "seat", &c.seat);
            put(&mut m, "kind", &c.kind);
            if let Some(h) = &c.hand {
                m.insert("hand".into(), hand_json(h));
            }
            Value::Object(m)
        })
        .collect();
    o.insert("claims".into(), Value::Array(claims));
    via_json(Value::Object(o))
}

/// The body of a `SettleRequest` message.
pub fn settle_request(r: &pb::SettleRequest) -> Result<t::SettleRequest, ApiError> {
    let mut o = head(&r.ruleset, &r.options);
    put_opt(&mut o, "winner", &r.winner);
    if let Some(s) = &r.scores {
        o.insert("scores".into(), seats_json(s.east, s.south, s.west, s.north));
    }
    if let Some(w) = &r.win {
        let mut m = Map::new();
        put(&mut m, "source", &w.source);
        put_opt(&mut m, "discarder", &w.discarder);
        o.insert("win".into(), Value::Object(m));
    }
    if r.void {
        o.insert("void".into(), json!(true));
    }
    o.insert("previous_voids".into(), json!(r.previous_voids));
    if !r.penalties.is_empty() {
        o.insert("penalties".into(), penalties_json(&r.penalties));
    }
    via_json(Value::Object(o))
}

/// The body of a `DealRequest` message.
pub fn deal_request(r: &pb::DealRequest) -> Result<t::DealRequest, ApiError> {
    let mut o = head(&r.ruleset, &r.options);
    put(&mut o, "round_wind", &r.round_wind);
    put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
    let players: Vec<Value> = r
        .players
        .iter()
        .map(|p| {
            let mut m = Map::new();
            put(&mut m, "seat", &p.seat);
            if let Some(h) = &p.hand {
                m.insert("hand".into(), hand_json(h));
            }
            if let Some(w) = &p.win {
                m.insert("win".into(), win_json(w));
            }
            Value::Object(m)
        })
        .collect();
    o.insert("players".into(), Value::Array(players));
    if !r.penalties.is_empty() {
        o.insert("penalties".into(), penalties_json(&r.penalties));
    }
    o.insert("previous_voids".into(), json!(r.previous_voids));
    put_opt(&mut o, "language", &r.language);
    via_json(Value::Object(o))
}

/// The body of a `ReconcileRequest` message.
pub fn reconcile_request(r: &pb::ReconcileRequest) -> Result<t::ReconcileRequest, ApiError> {
    let mut o = Map::new();
    put(&mut o, "ruleset", &r.ruleset);
    let totals = r.totals.unwrap_or_default();
    o.insert("totals".into(), seats_json(totals.east, totals.south, totals.west, totals.north));
    via_json(Value::Object(o))
}

/// The body of a `SessionRequest` message.
pub fn session_request(r: &pb::SessionRequest) -> Result<t::SessionRequest, ApiError> {
    let mut o = head(&r.ruleset, &r.options);
    o.insert("players".into(), Value::Array(r.players.iter().map(session_player_json).collect()));
    if let Some(st) = &r.start {
        let mut m = Map::new();
        m.insert("round".into(), json!(st.round));
        put_opt(&mut m, "round_wind", &st.round_wind);
        put_opt(&mut m, "extra_round_wind", &st.extra_round_wind);
        m.insert("passes".into(), json!(st.passes));
        put(&mut m, "east", &st.east);
        m.insert("deals_played".into(), json!(st.deals_played));
        m.insert("voids".into(), json!(st.voids));
        m.insert("totals".into(), json!(st.totals));
        o.insert("start".into(), Value::Object(m));
    }
    o.insert("deals".into(), Value::Array(r.deals.iter().map(session_deal_json).collect()));
    put_opt(&mut o, "language", &r.language);
    via_json(Value::Object(o))
}

/// The body of a `TournamentRequest` message.
pub fn tournament_request(r: &pb::TournamentRequest) -> Result<t::TournamentRequest, ApiError> {
    let mut o = head(&r.ruleset, &r.options);
    let players: Vec<Value> = r
        .players
        .iter()
        .map(|p| {
            let mut m = Map::new();
            put(&mut m, "id", &p.id);
            put_opt(&mut m, "name", &p.name);
            Value::Object(m)
        })
        .collect();
    o.insert("players".into(), Value::Array(players));
    let sessions: Vec<Value> = r
        .sessions
        .iter()
        .map(|s| {
            let mut m = Map::new();
            m.insert("round".into(), json!(s.round));
            put_opt(&mut m, "table", &s.table);
            m.insert("players".into(), Value::Array(s.players.iter().map(session_player_json).collect()));
            m.insert("deals".into(), Value::Array(s.deals.iter().map(session_deal_json).collect()));
            if !s.totals.is_empty() {
                m.insert("totals".into(), json!(s.totals));
            }
            Value::Object(m)
        })
        .collect();
    o.insert("sessions".into(), Value::Array(sessions));
    put_opt(&mut o, "language", &r.language);
    via_json(Value::Object(o))
}

fn session_player_json(p: &pb::SessionPlayer) -> Value {
    let mut m = Map::new();
    put(&mut m, "id", &p.id);
    put_opt(&mut m, "name", &p.name);
    put(&mut m, "seat", &p.seat);
    Value::Object(m)
}

fn session_deal_json(d: &pb::SessionDeal) -> Value {
    let mut m = Map::new();
    if !d.hands.is_empty() {
        let hands: Vec<Value> = d
            .hands
            .iter()
            .map(|h| {
                let mut x = Map::new();
                put(&mut x, "player", &h.player);
                if let Some(hand) = &h.hand {
                    x.insert("hand".into(), hand_json(hand));
                }
                if let Some(w) = &h.win {
                    let mut wm = Map::new();
                    put(&mut wm, "tile", &w.tile);
                    put(&mut wm, "source", &w.source);
                    put_opt(&mut wm, "discarder", &w.discarder);
                    if w.last_tile {
                        wm.insert("last_tile".into(), json!(true));
                    }
                    put(&mut wm, "timing", &w.timing);
                    x.insert("win".into(), Value::Object(wm));
                }
                Value::Object(x)
            })
            .collect();
        m.insert("hands".into(), Value::Array(hands));
    }
    put_opt(&mut m, "winner", &d.winner);
    if !d.scores.is_empty() {
        m.insert("scores".into(), json!(d.scores));
    }
    if let Some(w) = &d.win {
        let mut wm = Map::new();
        put(&mut wm, "source", &w.source);
        put_opt(&mut wm, "discarder", &w.discarder);
        m.insert("win".into(), Value::Object(wm));
    }
    if d.draw {
        m.insert("draw".into(), json!(true));
    }
    if !d.penalties.is_empty() {
        let p: Vec<Value> = d.penalties.iter().map(|p| json!({"kind": p.kind, "player": p.player})).collect();
        m.insert("penalties".into(), Value::Array(p));
    }
    Value::Object(m)
}

/// Decodes the JSON form of a message through the REST decoder.
fn via_json<T: crate::api::decode::Body>(v: Value) -> Result<T, ApiError> {
    let bytes = serde_json::to_vec(&v).map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))?;
    decode(&bytes)
}

// ------------------------------------------------------------------------------ direct reading

/// A hand request read straight from the message, or `None` when anything is missing or not
/// spelled as the API allows: such a message goes through [`hand_request`]'s JSON path instead,
/// so its error is exactly the REST one.
fn hand_request_direct(r: &pb::HandRequest) -> Option<t::HandRequest> {
    fn tiles(codes: &[String]) -> Vec<t::TileText> {
        codes.iter().map(|c| t::TileText::parse(c)).collect()
    }
    let mut options = BTreeMap::new();
    for (k, v) in &r.options {
        let v = match v.value? {
            pb::option_value::Value::BoolValue(b) => t::OptionValue::Bool(b),
            pb::option_value::Value::IntValue(n) => t::OptionValue::Int(n),
        };
        options.insert(k.clone(), v);
    }
    let h = r.hand.as_ref()?;
    let hand = hand_body(
        &h.compact,
        tiles(&h.concealed),
        h.melds
            .iter()
            .map(|m| t::Meld { kind: t::Spelled::parse(&m.kind), tiles: tiles(&m.tiles), exposed: m.exposed })
            .collect(),
        tiles(&h.bonus),
    )?;
    let win = match &r.win {
        None => None,
        Some(w) => Some(win(
            w.tile.as_bytes(),
            w.source.as_bytes(),
            w.discarder.as_deref().map(str::as_bytes),
            w.last_tile,
            w.timing.as_bytes(),
        )?),
    };
    let head = Head {
        ruleset: &r.ruleset,
        seat_wind: r.seat_wind.as_bytes(),
        round_wind: r.round_wind.as_bytes(),
        extra_round_wind: r.extra_round_wind.as_deref().map(str::as_bytes),
        language: r.language.as_deref(),
    };
    head.request(options, hand, win)
}

/// A wind exactly as the API writes it. Anything else (so also a name the JSON decoder would
/// read otherwise) is `None`, and the message goes the JSON way, which reads it or names the field.
fn wind(b: &[u8]) -> Option<t::Wind> {
    t::named(b, &t::Wind::ALL, t::Wind::as_str)
}

/// The hand as read directly: its compact form, or else its object form (`None` when both are
/// given).
fn hand_body(
    compact: &str,
    concealed: Vec<t::TileText>,
    melds: Vec<t::Meld>,
    bonus: Vec<t::TileText>,
) -> Option<t::HandBody> {
    if compact.is_empty() {
        Some(t::HandBody::Hand(t::Hand { concealed, melds, bonus }))
    } else if concealed.is_empty() && melds.is_empty() && bonus.is_empty() {
        Some(t::HandBody::Compact(compact.to_string()))
    } else {
        None
    }
}

/// The win as read directly (`None` for a missing tile or a value spelled as the API does not
/// allow).
fn win(tile: &[u8], source: &[u8], discarder: Option<&[u8]>, last_tile: bool, timing: &[u8]) -> Option<t::Win> {
    if tile.is_empty() {
        return None;
    }
    Some(t::Win {
        tile: t::TileText::parse_bytes(tile)?,
        source: t::named(source, t::Source::ALL, t::Source::as_str)?,
        discarder: match discarder {
            None => None,
            Some(d) => Some(wind(d)?),
        },
        last_tile,
        timing: if timing.is_empty() {
            t::Timing::Normal
        } else {
            t::named(timing, t::Timing::ALL, t::Timing::as_str)?
        },
    })
}

/// The plain fields of a hand request.
#[derive(Default)]
struct Head<'a> {
    ruleset: &'a str,
    seat_wind: &'a [u8],
    round_wind: &'a [u8],
    extra_round_wind: Option<&'a [u8]>,
    language: Option<&'a str>,
}

impl Head<'_> {
    fn request(
        &self,
        options: BTreeMap<String, t::OptionValue>,
        hand: t::HandBody,
        win: Option<t::Win>,
    ) -> Option<t::HandRequest> {
        if self.ruleset.is_empty() {
            return None;
        }
        Some(t::HandRequest {
            ruleset: self.ruleset.to_string(),
            options,
            seat_wind: wind(self.seat_wind)?,
            round_wind: wind(self.round_wind)?,
            extra_round_wind: match self.extra_round_wind {
                None => None,
                Some(w) => Some(wind(w)?),
            },
            hand,
            win,
            language: self.language.map(str::to_string),
        })
    }
}

// ------------------------------------------------------------------------------- from the bytes

/// A `HandRequest` read straight from its protobuf bytes, without the message in between:
/// exactly what decoding the message and [`hand_request`] give, or `None` for anything this
/// reader does not take (option overrides, a field it does not know or of another wire type, a
/// hand or win given twice, text that is not UTF-8, a malformed length) and for every message
/// [`hand_request_direct`] leaves to the JSON path: those are decoded as before, with the same
/// errors.
pub fn hand_request_bytes(b: &[u8]) -> Option<t::HandRequest> {
    let mut head = Head::default();
    let (mut hand, mut win_fields) = (None, None);
    let mut r = Reader(b);
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (1, Field::Len(v)) => head.ruleset = text(v)?,
            (3, Field::Len(v)) => head.seat_wind = v,
            (4, Field::Len(v)) => head.round_wind = v,
            (5, Field::Len(v)) => head.extra_round_wind = Some(v),
            (6, Field::Len(v)) if hand.is_none() => hand = Some(read_hand(v)?),
            (7, Field::Len(v)) if win_fields.is_none() => win_fields = Some(v),
            (8, Field::Len(v)) => head.language = Some(text(v)?),
            _ => return None,
        }
    }
    let win = match win_fields {
        None => None,
        Some(v) => Some(read_win(v)?),
    };
    head.request(BTreeMap::new(), hand?, win)
}

fn read_hand(b: &[u8]) -> Option<t::HandBody> {
    let (mut concealed, mut melds, mut bonus, mut compact) = (Vec::new(), Vec::new(), Vec::new(), "");
    let mut r = Reader(b);
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (1, Field::Len(v)) => {
                if concealed.is_empty() {
                    // Room for a whole concealed hand at once.
                    concealed.reserve(14);
                }
                concealed.push(t::TileText::parse_bytes(v)?);
            }
            (2, Field::Len(v)) => melds.push(read_meld(v)?),
            (3, Field::Len(v)) => bonus.push(t::TileText::parse_bytes(v)?),
            (4, Field::Len(v)) => compact = text(v)?,
            _ => return None,
        }
    }
    hand_body(compact, concealed, melds, bonus)
}

fn read_meld(b: &[u8]) -> Option<t::Meld> {
    let (mut kind, mut tiles, mut exposed) = ("", Vec::new(), None);
    let mut r = Reader(b);
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (1, Field::Len(v)) => kind = text(v)?,
            (2, Field::Len(v)) => tiles.push(t::TileText::parse_bytes(v)?),
            (3, Field::Varint(v)) => exposed = Some(v != 0),
            _ => return None,
        }
    }
    Some(t::Meld { kind: t::Spelled::parse(kind), tiles, exposed })
}

fn read_win(b: &[u8]) -> Option<t::Win> {
    let (mut tile, mut source, mut discarder, mut last_tile, mut timing) = (&[][..], &[][..], None, false, &[][..]);
    let mut r = Reader(b);
    while let Some((field, value)) = r.field()? {
        match (field, value) {
            (1, Field::Len(v)) => tile = v,
            (2, Field::Len(v)) => source = v,
            (3, Field::Len(v)) => discarder = Some(v),
            (4, Field::Varint(v)) => last_tile = v != 0,
            (5, Field::Len(v)) => timing = v,
            _ => return None,
        }
    }
    win(tile, source, discarder, last_tile, timing)
}

fn text(b: &[u8]) -> Option<&str> {
    std::str::from_utf8(b).ok()
}

/// A field's value: a varint, or the bytes of a length-delimited field.
enum Field<'a> {
    Varint(u64),
    Len(&'a [u8]),
}

/// The fields of one message, in order.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for i in 0..10 {
            let (&byte, rest) = self.0.split_first()?;
            self.0 = rest;
            v |= u64::from(byte & 0x7f) << (7 * i);
            if byte < 0x80 {
                // The tenth byte may only hold the top bit.
                return (i < 9 || byte <= 1).then_some(v);
            }
        }
        None
    }

    /// The next field (number and value); `Some(None)` at the end, `None` for a field this
    /// reader does not take (wire types other than varint and length-delimited, field 0).
    #[inline(always)]
    fn field(&mut self) -> Option<Option<(u64, Field<'a>)>> {
        let key = match *self.0 {
            [] => return Some(None),
            [k, ref rest @ ..] if k < 0x80 => {
                self.0 = rest;
                u64::from(k)
            }
            _ => self.varint()?,
        };
        let field = key >> 3;
        if field == 0 || field > u64::from(u32::MAX >> 3) {
            return None;
        }
        let value = match key & 7 {
            0 => Field::Varint(self.varint()?),
            2 => {
                let len = match *self.0 {
                    [n, ref rest @ ..] if n < 0x80 => {
                        self.0 = rest;
                        usize::from(n)
                    }
                    _ => usize::try_from(self.varint()?).ok()?,
                };
                if len > self.0.len() {
                    return None;
                }
                let (v, rest) = self.0.split_at(len);
                self.0 = rest;
                Field::Len(v)
            }
            _ => return None,
        };
        Some(Some((field, value)))
    }
}

// ------------------------------------------------------------------------------------ JSON form

fn put(m: &mut Map<String, Value>, k: &str, v: &str) {
    if !v.is_empty() {
        m.insert(k.into(), json!(v));
    }
}

fn put_opt(m: &mut Map<String, Value>, k: &str, v: &Option<String>) {
    if let Some(v) = v {
        m.insert(k.into(), json!(v));
    }
}

fn options_json(o: &HashMap<String, pb::OptionValue>) -> Value {
    Value::Object(
        o.iter()
            .map(|(k, v)| {
                let v = match v.value {
                    Some(pb::option_value::Value::BoolValue(b)) => json!(b),
                    Some(pb::option_value::Value::IntValue(n)) => json!(n),
                    None => Value::Null,
                };
                (k.clone(), v)
            })
            .collect(),
    )
}

fn hand_json(h: &pb::Hand) -> Value {
    if !h.compact.is_empty() {
        if h.concealed.is_empty() && h.melds.is_empty() && h.bonus.is_empty() {
            return json!(h.compact);
        }
        // Both forms: let the object form report the conflict as an unknown field.
        return json!({"concealed": h.concealed, "compact": h.compact});
    }
    let melds: Vec<Value> = h
        .melds
        .iter()
        .map(|m| {
            let mut o = Map::new();
            o.insert("kind".into(), json!(m.kind));
            o.insert("tiles".into(), json!(m.tiles));
            if let Some(e) = m.exposed {
                o.insert("exposed".into(), json!(e));
            }
            Value::Object(o)
        })
        .collect();
    json!({"concealed": h.concealed, "melds": melds, "bonus": h.bonus})
}

fn win_json(w: &pb::Win) -> Value {
    let mut o = Map::new();
    put(&mut o, "tile", &w.tile);
    put(&mut o, "source", &w.source);
    put_opt(&mut o, "discarder", &w.discarder);
    if w.last_tile {
        o.insert("last_tile".into(), json!(true));
    }
    put(&mut o, "timing", &w.timing);
    Value::Object(o)
}

/// The fields every request starts with: the rule set and its option overrides.
fn head(ruleset: &str, options: &HashMap<String, pb::OptionValue>) -> Map<String, Value> {
    let mut o = Map::new();
    put(&mut o, "ruleset", ruleset);
    if !options.is_empty() {
        o.insert("options".into(), options_json(options));
    }
    o
}

fn hand_request_json(r: &pb::HandRequest) -> Value {
    let mut o = head(&r.ruleset, &r.options);
    put(&mut o, "seat_wind", &r.seat_wind);
    put(&mut o, "round_wind", &r.round_wind);
    put_opt(&mut o, "extra_round_wind", &r.extra_round_wind);
    if let Some(h) = &r.hand {
        o.insert("hand".into(), hand_json(h));
    }
    if let Some(w) = &r.win {
        o.insert("win".into(), win_json(w));
    }
    put_opt(&mut o, "language", &r.language);
    Value::Object(o)
}

fn penalties_json(p: &[pb::Penalty]) -> Value {
    Value::Array(p.iter().map(|p| json!({"kind": p.kind, "seat": p.seat})).collect())
}

fn seats_json<T: Copy + Into<Value>>(e: Option<T>, s: Option<T>, w: Option<T>, n: Option<T>) -> Value {
    let mut o = Map::new();
    for (k, v) in [("east", e), ("south", s), ("west", w), ("north", n)] {
        if let Some(v) = v {
            o.insert(k.into(), v.into());
        }
    }
    Value::Object(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Requests of every shape the readers meet: plain, with options, misspelled, incomplete.
    fn sample_bodies() -> Vec<Value> {
        vec![
            json!({"ruleset": "ecr", "seat_wind": "south", "round_wind": "east",
                "hand": {"concealed": ["c2", "c3", "c4", "d6", "d7", "d8", "ws", "ws"],
                    "melds": [{"kind": "pung", "tiles": ["dg", "dg", "dg"], "exposed": true},
                              {"kind": "kong", "tiles": ["b3", "b3", "b3", "b3"], "exposed": false}],
                    "bonus": ["f2"]},
                "win": {"tile": "ws", "source": "discard", "discarder": "west", "last_tile": true},
                "language": "nl"}),
            json!({"ruleset": "italian", "options": {"x": 2, "y": true}, "seat_wind": "east",
                "round_wind": "east", "extra_round_wind": "north", "hand": "b1b2b3 (drdrdr) xx",
                "win": {"tile": "b1", "source": "wall", "timing": "heavenly"}}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
                "hand": {"concealed": ["zz", "B1"], "melds": [{"kind": "trio", "tiles": []}]}}),
            json!({"ruleset": "ecr", "seat_wind": "up", "round_wind": "east", "hand": "b1"}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1",
                "win": {"tile": "b1", "source": "sky"}}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1",
                "win": {"tile": "b1", "source": "wall", "discarder": "nowhere"}}),
            json!({"ruleset": "", "seat_wind": "east", "round_wind": "east", "hand": "b1"}),
            json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east"}),
        ]
    }

    /// The direct reading of a message gives exactly what its JSON form decodes to, and leaves
    /// every message it cannot read to the JSON path (which then reports the REST error).
    #[test]
    fn direct_reading_equals_the_json_path() {
        let bodies = sample_bodies();
        let mut direct = 0;
        for body in bodies {
            let msg = crate::loadtest::hand_request_pb(&body).expect("maps to a message");
            let via_json: Result<t::HandRequest, ApiError> =
                decode(&serde_json::to_vec(&hand_request_json(&msg)).unwrap());
            match hand_request_direct(&msg) {
                Some(r) => {
                    direct += 1;
                    assert_eq!(Ok(&r), via_json.as_ref().map_err(|e| e.detail.clone()), "{body}");
                }
                None => assert!(via_json.is_err(), "{body}: readable JSON but no direct reading"),
            }
            assert_eq!(hand_request(&msg).map_err(|e| e.errors), via_json.map_err(|e| e.errors), "{body}");
        }
        assert_eq!(direct, 3);
    }

    /// Reading the bytes directly gives exactly what decoding the message and reading it give,
    /// on well-formed messages and on damaged ones (bytes changed, cut, inserted, fields
    /// repeated); it reads every message without option overrides that the message reader
    /// reads directly, as prost encodes it.
    #[test]
    fn reading_the_bytes_equals_decoding_the_message() {
        let mut bodies = sample_bodies();
        bodies.extend([
            json!({"ruleset": "italian", "options": {"x": 2}, "seat_wind": "east", "round_wind": "east",
                "hand": "b1b2b3", "win": {"tile": "b1", "source": "wall"}}),
            json!({"ruleset": "ecr", "seat_wind": "East", "round_wind": "east",
                "hand": {"concealed": ["zz", "B1", "é1"], "melds": [{"kind": "trio", "tiles": []}]}}),
            json!({"ruleset": "ecr", "seat_wind": "west", "round_wind": "south", "hand": "b1b2b3 (drdrdr) [dgdgdgdg]",
                "win": {"tile": "b1", "source": "wall"}, "language": "it"}),
        ]);
        let via_message = |b: &[u8]| -> Option<Result<t::HandRequest, Vec<(String, String)>>> {
            let m: pb::HandRequest = prost::Message::decode(b).ok()?;
            Some(hand_request(&m).map_err(|e| e.errors.into_iter().map(|f| (f.pointer, f.code)).collect()))
        };
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let (mut read, mut checked) = (0, 0);
        for body in &bodies {
            let msg = crate::loadtest::hand_request_pb(body).expect("maps to a message");
            let bytes = prost::Message::encode_to_vec(&msg);
            match hand_request_direct(&msg) {
                // Option overrides are left to the message.
                Some(direct) if msg.options.is_empty() => {
                    assert_eq!(hand_request_bytes(&bytes), Some(direct), "{body}")
                }
                _ => assert_eq!(hand_request_bytes(&bytes), None, "{body}"),
            }
            for _ in 0..3000 {
                let mut b = bytes.clone();
                for _ in 0..1 + next(2) {
                    match next(5) {
                        0 if !b.is_empty() => {
                            let k = next(b.len());
                            b[k] = next(256) as u8;
                        }
                        1 if !b.is_empty() => b.truncate(next(b.len())),
                        2 => b.insert(next(b.len() + 1), next(256) as u8),
                        3 => {
                            let (x, y) = (next(b.len() + 1), next(b.len() + 1));
                            let piece = b[x.min(y)..x.max(y)].to_vec();
                            b.extend_from_slice(&piece);
                        }
                        _ => {
                            let k = next(b.len() + 1);
                            let by = next(b.len() - k + 1).min(b.len() - k);
                            b[k..].rotate_left(by);
                        }
                    }
                }
                checked += 1;
                if let Some(r) = hand_request_bytes(&b) {
                    read += 1;
                    assert_eq!(via_message(&b), Some(Ok(r)), "{body}: {b:?}");
                }
            }
        }
        assert!(read > 100, "{read} of {checked} damaged messages read directly");
    }
}
