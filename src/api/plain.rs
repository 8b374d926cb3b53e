//! A reader for the plain, common form of the hand bodies (`HandRequest`, `BatchRequest`): the
//! contract's fields in any order, strings without escapes, booleans, small integer option
//! values, JSON whitespace. Anything else (an escape, a duplicate or unknown field, `null`, a
//! fraction, a name that is not a wind, invalid UTF-8, trailing bytes, ...) gives `None` and is
//! left to the full decoder, which reads it or names the offending field; what this reader
//! returns is what the full decoder returns for the same body (the `plain_reader_agrees` test).
//! It reads without recursion and allocates only the value it returns.

use std::collections::BTreeMap;

use super::types::{
    BatchRequest, Hand, HandBody, HandRequest, Meld, OptionValue, Source, Spelled, Tile, Timing, Win, Wind,
};

/// A `HandRequest` body in plain form, or `None`.
pub fn hand_request(body: &[u8]) -> Option<HandRequest> {
    let mut r = Reader::new(body)?;
    let req = r.hand_request()?;
    r.end()?;
    Some(req)
}

/// A `BatchRequest` body whose requests are all in plain form, or `None`.
pub fn batch_request(body: &[u8]) -> Option<BatchRequest> {
    let mut r = Reader::new(body)?;
    let mut requests = None;
    r.object(|r, key| match key {
        b"requests" if requests.is_none() => {
            requests = Some(r.array(16, Reader::hand_request)?);
            Some(())
        }
        _ => None,
    })?;
    r.end()?;
    Some(BatchRequest { requests: requests? })
}

/// A cursor over a body. The body is not checked for UTF-8 as a whole: outside strings only JSON's
/// ASCII syntax is accepted, and a string is either compared with ASCII names, read as a
/// two-letter tile code, or checked before it is kept (see [`Reader::text`]), so no invalid UTF-8
/// gets through.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// The bytes that end a plain string's scan: the closing quote, a backslash (an escape: left to
/// the full decoder), a control character (not allowed in a JSON string).
static STOPS: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 0x20 {
        t[i] = true;
        i += 1;
    }
    t[b'"' as usize] = true;
    t[b'\\' as usize] = true;
    t
};

impl<'a> Reader<'a> {
    fn new(body: &'a [u8]) -> Option<Reader<'a>> {
        Some(Reader { bytes: body, at: 0 })
    }

    /// The next byte after whitespace, not consumed.
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        loop {
            let b = *self.bytes.get(self.at)?;
            if b > b' ' || !matches!(b, b' ' | b'\t' | b'\n' | b'\r') {
                return Some(b);
            }
            self.at += 1;
        }
    }

    /// Consumes `want` (after whitespace).
    #[inline]
    fn eat(&mut self, want: u8) -> Option<()> {
        (self.peek()? == want).then(|| self.at += 1)
    }

    /// Nothing but whitespace is left.
    fn end(&mut self) -> Option<()> {
        self.peek().is_none().then_some(())
    }

    /// The bytes of a string without escapes or control characters (not checked for UTF-8: the
    /// callers compare them with ASCII or check them).
    #[inline]
    fn raw(&mut self) -> Option<&'a [u8]> {
        self.eat(b'"')?;
        let rest = self.bytes.get(self.at..)?;
        let n = rest.iter().position(|&b| STOPS[b as usize])?;
        if rest[n] != b'"' {
            return None;
        }
        self.at += n + 1;
        Some(&rest[..n])
    }

    /// A string, checked for UTF-8.
    fn text(&mut self) -> Option<&'a str> {
        std::str::from_utf8(self.raw()?).ok()
    }

    /// `true` or `false`.
    fn bool(&mut self) -> Option<bool> {
        self.peek()?;
        let rest = self.bytes.get(self.at..)?;
        let (value, len) = if rest.starts_with(b"true") {
            (true, 4)
        } else if rest.starts_with(b"false") {
            (false, 5)
        } else {
            return None;
        };
        self.at += len;
        Some(value)
    }

    /// An integer without sign ambiguity, leading zeros, fraction or exponent, of at most 18
    /// digits (so within `i64`).
    fn int(&mut self) -> Option<i64> {
        self.peek()?;
        let bytes = self.bytes;
        let start = self.at;
        if bytes.get(self.at) == Some(&b'-') {
            self.at += 1;
        }
        let digits = self.at;
        while bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let n = self.at - digits;
        let leading_zero = bytes.get(digits) == Some(&b'0') && (n > 1 || digits > start);
        if n == 0 || n > 18 || leading_zero || matches!(bytes.get(self.at), Some(b'.' | b'e' | b'E')) {
            return None;
        }
        std::str::from_utf8(bytes.get(start..self.at)?).ok()?.parse().ok()
    }

    /// An object: `field` reads the value of each key (and refuses a key it does not take; a key
    /// that is not ASCII matches none).
    fn object(&mut self, mut field: impl FnMut(&mut Self, &'a [u8]) -> Option<()>) -> Option<()> {
        self.eat(b'{')?;
        if self.peek()? == b'}' {
            self.at += 1;
            return Some(());
        }
        loop {
            let key = self.raw()?;
            self.eat(b':')?;
            field(self, key)?;
            match self.peek()? {
                b',' => self.at += 1,
                b'}' => {
                    self.at += 1;
                    return Some(());
                }
                _ => return None,
            }
        }
    }

    /// An array: `item` reads each element, collected in order (room for `room` at first).
    fn array<T>(&mut self, room: usize, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        self.eat(b'[')?;
        if self.peek()? == b']' {
            self.at += 1;
            return Some(Vec::new());
        }
        let mut out = Vec::with_capacity(room);
        loop {
            out.push(item(self)?);
            match self.peek()? {
                b',' => self.at += 1,
                b']' => {
                    self.at += 1;
                    return Some(out);
                }
                _ => return None,
            }
        }
    }

    /// A tile code: a two-letter code read in place (quotes included), anything else as
    /// [`Tile`]'s [`Spelled::parse_bytes`] reads it.
    #[inline]
    fn tile(&mut self) -> Option<Spelled<Tile>> {
        if let Some(&[b'"', a, b, b'"']) = self.bytes.get(self.at..self.at + 4)
            && let Some(t) = Tile::from_code_bytes(a, b)
        {
            self.at += 4;
            return Some(Spelled::Known(t));
        }
        self.raw().and_then(Spelled::parse_bytes)
    }

    /// An array of tile codes.
    fn tiles(&mut self, room: usize) -> Option<Vec<Spelled<Tile>>> {
        self.array(room, Reader::tile)
    }

    /// A wire name among `all` (exactly as written).
    fn name<T: Copy>(&mut self, all: &[T], name: fn(T) -> &'static str) -> Option<T> {
        crate::types::named(self.raw()?, all, name)
    }

    fn wind(&mut self) -> Option<Wind> {
        self.name(&Wind::ALL, Wind::as_str)
    }

    fn hand_request(&mut self) -> Option<HandRequest> {
        let (mut ruleset, mut options, mut seat_wind, mut round_wind) = (None, None, None, None);
        let (mut extra_round_wind, mut hand, mut win, mut language) = (None, None, None, None);
        self.object(|r, key| {
            match key {
                b"ruleset" if ruleset.is_none() => ruleset = Some(r.text()?.to_owned()),
                b"options" if options.is_none() => options = Some(r.options()?),
                b"seat_wind" if seat_wind.is_none() => seat_wind = Some(r.wind()?),
                b"round_wind" if round_wind.is_none() => round_wind = Some(r.wind()?),
                b"extra_round_wind" if extra_round_wind.is_none() => extra_round_wind = Some(r.wind()?),
                b"hand" if hand.is_none() => hand = Some(r.hand()?),
                b"win" if win.is_none() => win = Some(r.win()?),
                b"language" if language.is_none() => language = Some(r.text()?.to_owned()),
                _ => return None,
            }
            Some(())
        })?;
        Some(HandRequest {
            ruleset: ruleset?,
            options: options.unwrap_or_default(),
            seat_wind: seat_wind?,
            round_wind: round_wind?,
            extra_round_wind,
            hand: hand?,
            win,
            language,
        })
    }

    /// Option overrides: booleans and integers, each name once.
    fn options(&mut self) -> Option<BTreeMap<String, OptionValue>> {
        let mut out = BTreeMap::new();
        self.object(|r, key| {
            let value = match r.peek()? {
                b't' | b'f' => OptionValue::Bool(r.bool()?),
                _ => OptionValue::Int(r.int()?),
            };
            out.insert(std::str::from_utf8(key).ok()?.to_owned(), value).is_none().then_some(())
        })?;
        Some(out)
    }

    fn hand(&mut self) -> Option<HandBody> {
        if self.peek()? == b'"' {
            return Some(HandBody::Compact(self.text()?.to_owned()));
        }
        let (mut concealed, mut melds, mut bonus) = (None, None, None);
        self.object(|r, key| {
            match key {
                b"concealed" if concealed.is_none() => concealed = Some(r.tiles(14)?),
                b"bonus" if bonus.is_none() => bonus = Some(r.tiles(8)?),
                b"melds" if melds.is_none() => melds = Some(r.array(4, Reader::meld)?),
                _ => return None,
            }
            Some(())
        })?;
        Some(HandBody::Hand(Hand {
            concealed: concealed?,
            melds: melds.unwrap_or_default(),
            bonus: bonus.unwrap_or_default(),
        }))
    }

    fn meld(&mut self) -> Option<Meld> {
        let (mut kind, mut tiles, mut exposed) = (None, None, None);
        self.object(|r, key| {
            match key {
                b"kind" if kind.is_none() => kind = Some(Spelled::parse(r.text()?)),
                b"tiles" if tiles.is_none() => tiles = Some(r.tiles(4)?),
                b"exposed" if exposed.is_none() => exposed = Some(r.bool()?),
                _ => return None,
            }
            Some(())
        })?;
        Some(Meld { kind: kind?, tiles: tiles?, exposed })
    }

    fn win(&mut self) -> Option<Win> {
        let (mut tile, mut source, mut discarder, mut last_tile, mut timing) = (None, None, None, None, None);
        self.object(|r, key| {
            match key {
                b"tile" if tile.is_none() => tile = Some(r.tile()?),
                b"source" if source.is_none() => source = Some(r.name(Source::ALL, Source::as_str)?),
                b"discarder" if discarder.is_none() => discarder = Some(r.wind()?),
                b"last_tile" if last_tile.is_none() => last_tile = Some(r.bool()?),
                b"timing" if timing.is_none() => timing = Some(r.name(Timing::ALL, Timing::as_str)?),
                _ => return None,
            }
            Some(())
        })?;
        Some(Win {
            tile: tile?,
            source: source?,
            discarder,
            last_tile: last_tile.unwrap_or(false),
            timing: timing.unwrap_or_default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// JSON whitespace, sometimes.
    fn ws(rng: &mut fastrand::Rng) -> &'static str {
        ["", "", "", " ", "\n  ", "\t", "\r\n"][rng.usize(..7)]
    }

    fn pick<'a>(rng: &mut fastrand::Rng, from: &[&'a str]) -> &'a str {
        from[rng.usize(..from.len())]
    }

    /// An object from `fields` (key, value text), in a random order, with random whitespace.
    fn object(rng: &mut fastrand::Rng, mut fields: Vec<(String, String)>) -> String {
        rng.shuffle(&mut fields);
        let inner: Vec<String> = fields
            .into_iter()
            .map(|(k, v)| format!("{}\"{k}\"{}:{}{v}{}", ws(rng), ws(rng), ws(rng), ws(rng)))
            .collect();
        format!("{{{}{}}}", inner.join(","), ws(rng))
    }

    fn list(rng: &mut fastrand::Rng, items: Vec<String>) -> String {
        let inner: Vec<String> = items.into_iter().map(|i| format!("{}{i}{}", ws(rng), ws(rng))).collect();
        format!("[{}{}]", inner.join(","), ws(rng))
    }

    const TILES: &[&str] =
        &["b1", "b9", "c5", "d7", "we", "ws", "dr", "dg", "dw", "f1", "s4", "B3", "zz", "", "é", "b1 "];
    const WINDS: &[&str] = &["east", "south", "west", "north", "East", "up", ""];

    fn quoted(s: &str) -> String {
        format!("\"{s}\"")
    }

    fn tiles(rng: &mut fastrand::Rng, max: usize) -> String {
        let n = rng.usize(..max);
        let items = (0..n).map(|_| quoted(pick(rng, TILES))).collect();
        list(rng, items)
    }

    /// A `HandRequest` body, mostly well-formed, in every shape the contract allows.
    fn gen_hand(rng: &mut fastrand::Rng) -> String {
        let mut f = vec![
            ("ruleset".into(), quoted(pick(rng, &["rode-boekje", "ecr", "italian", "nine-dragons", "mine", ""]))),
            ("seat_wind".into(), quoted(pick(rng, WINDS))),
            ("round_wind".into(), quoted(pick(rng, WINDS))),
        ];
        let hand = if rng.bool() {
            quoted(pick(rng, &["b1b2b3 c1c1c1 d5d6d7 wewewe drdr", "b1b2b3 (drdrdr) [c1c1c1c1] f1 s3", "", "xx"]))
        } else {
            let mut h = vec![("concealed".into(), tiles(rng, 15))];
            if rng.bool() {
                let melds = (0..rng.usize(..5))
                    .map(|_| {
                        let mut m = vec![
                            ("kind".to_string(), quoted(pick(rng, &["chow", "pung", "kong", "PUNG", "x"]))),
                            ("tiles".to_string(), tiles(rng, 5)),
                        ];
                        if rng.bool() {
                            m.push(("exposed".into(), pick(rng, &["true", "false"]).into()));
                        }
                        object(rng, m)
                    })
                    .collect();
                h.push(("melds".into(), list(rng, melds)));
            }
            if rng.bool() {
                h.push(("bonus".into(), tiles(rng, 3)));
            }
            object(rng, h)
        };
        f.push(("hand".into(), hand));
        if rng.bool() {
            let mut w = vec![
                ("tile".to_string(), quoted(pick(rng, TILES))),
                (
                    "source".to_string(),
                    quoted(pick(rng, &["wall", "discard", "kong_replacement", "robbed_kong", "sky"])),
                ),
            ];
            if rng.bool() {
                w.push(("discarder".into(), quoted(pick(rng, WINDS))));
            }
            if rng.bool() {
                w.push(("last_tile".into(), pick(rng, &["true", "false"]).into()));
            }
            if rng.bool() {
                w.push(("timing".into(), quoted(pick(rng, &["normal", "heavenly", "earthly", "later"]))));
            }
            f.push(("win".into(), object(rng, w)));
        }
        if rng.bool() {
            f.push(("language".into(), quoted(pick(rng, &["en", "nl", "it", "fr"]))));
        }
        if rng.u8(..4) == 0 {
            f.push(("extra_round_wind".into(), quoted(pick(rng, WINDS))));
        }
        if rng.u8(..3) == 0 {
            let values = [
                "true",
                "false",
                "0",
                "1",
                "-3",
                "120",
                "-0",
                "01",
                "1.5",
                "1e2",
                "null",
                "\"x\"",
                "[]",
                "{}",
                "999999999999999999",
                "9223372036854775807",
                "9223372036854775808",
                "-9223372036854775809",
            ];
            let options = (0..rng.usize(..4))
                .map(|_| {
                    (
                        pick(rng, &["bonus_tiles", "concealed_chow", "limit", "x"]).to_string(),
                        pick(rng, &values).to_string(),
                    )
                })
                .collect();
            f.push(("options".into(), object(rng, options)));
        }
        object(rng, f)
    }

    /// `body` damaged in one of many ways.
    fn damage(rng: &mut fastrand::Rng, body: &[u8]) -> Vec<u8> {
        let mut b = body.to_vec();
        let at = rng.usize(..=b.len());
        let bytes: &[u8] = b"\"\\,:{}[] \x01\xff\xc3aeE0-1tnu";
        match rng.u8(..8) {
            0 => b.truncate(at),
            1 if !b.is_empty() => {
                let i = at.min(b.len() - 1);
                b[i] = bytes[rng.usize(..bytes.len())];
            }
            2 => b.insert(at, bytes[rng.usize(..bytes.len())]),
            3 if !b.is_empty() => {
                b.remove(at.min(b.len() - 1));
            }
            4 => {
                let inserted =
                    pick(rng, &[r#""ruleset":"ecr","#, r#""hand":"b1","#, r#""extra":1,"#, r#""win":null,"#]);
                let brace = b.iter().position(|&c| c == b'{').unwrap_or(0);
                b.splice(brace + 1..brace + 1, inserted.bytes());
            }
            5 => {
                let text = String::from_utf8_lossy(&b).replacen("e", r"\u0065", 1).replacen("\"ecr\"", "\"ec\\r\"", 1);
                b = text.into_bytes();
            }
            6 => b.extend_from_slice(pick(rng, &[" ", "x", "{}", ",", "\u{0}"]).as_bytes()),
            _ => {
                let text = String::from_utf8_lossy(&b).replacen(":\"", ":null,\"x\":\"", 1);
                b = text.into_bytes();
            }
        }
        b
    }

    /// What this reader returns is what serde_json and sonic-rs return; `None` wherever either
    /// fails.
    fn agrees<T: serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(
        body: &[u8],
        read: fn(&[u8]) -> Option<T>,
    ) -> bool {
        let full = serde_json::from_slice::<T>(body).ok();
        let sonic = sonic_rs::from_slice::<T>(body).ok();
        match read(body) {
            Some(v) => {
                assert_eq!(Some(&v), full.as_ref(), "{}", String::from_utf8_lossy(body));
                assert_eq!(Some(&v), sonic.as_ref(), "{}", String::from_utf8_lossy(body));
                true
            }
            None => false,
        }
    }

    #[test]
    fn plain_reader_agrees() {
        let mut rng = fastrand::Rng::with_seed(16);
        let (mut read, mut total) = (0, 0);
        for _ in 0..20_000 {
            let body = gen_hand(&mut rng);
            read += usize::from(agrees(body.as_bytes(), hand_request_plain));
            total += usize::from(serde_json::from_slice::<HandRequest>(body.as_bytes()).is_ok());
            for _ in 0..4 {
                let damaged = damage(&mut rng, body.as_bytes());
                agrees(&damaged, hand_request_plain);
            }
            if rng.u8(..20) == 0 {
                let items = (0..rng.usize(..4)).map(|_| gen_hand(&mut rng)).collect();
                let requests = list(&mut rng, items);
                let batch = object(&mut rng, vec![("requests".into(), requests)]);
                agrees(batch.as_bytes(), batch_request);
                agrees(&damage(&mut rng, batch.as_bytes()), batch_request);
            }
        }
        // Of the generated bodies the full decoder reads, most are plain: the reader takes them.
        assert!(read * 10 > total * 7, "{read} of {total}");
        // The golden cases' bodies and their prefixes.
        let golden = crate::loadtest::mix::golden_bodies().unwrap();
        let mut golden_read = 0;
        for (i, (op, body)) in golden.iter().enumerate() {
            let bytes = serde_json::to_vec(body).unwrap();
            let plain = agrees(&bytes, hand_request_plain);
            golden_read += usize::from(plain && op == "score");
            agrees(&bytes, batch_request);
            if i % 10 == 0 {
                (0..bytes.len()).for_each(|n| {
                    agrees(&bytes[..n], hand_request_plain);
                });
            }
        }
        assert!(golden_read > 100, "{golden_read}");
        // The load tool's own body.
        assert!(agrees(&serde_json::to_vec(&crate::loadtest::default_body()).unwrap(), hand_request_plain));
    }

    fn hand_request_plain(body: &[u8]) -> Option<HandRequest> {
        super::hand_request(body)
    }

    /// No input panics the reader.
    #[test]
    fn random_bytes_never_panic() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..20_000 {
            let body: Vec<u8> = (0..rng.usize(..64)).map(|_| b"{}[]\":,tfe0-1 \\\xff"[rng.usize(..16)]).collect();
            agrees(&body, hand_request_plain);
            agrees(&body, batch_request);
        }
    }
}
