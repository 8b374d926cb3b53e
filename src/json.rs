//! The one writer of REST answers: a serde serializer that writes compact JSON, byte for byte as
//! `serde_json::to_vec` writes it (`api::call_json` checks that for every golden answer when
//! built with debug assertions, as the tests are).
//!
//! Why not serde_json or sonic-rs: the answers are many short strings (field names, tile codes,
//! element ids), and both pass every one, field names included, through a general escaping
//! routine behind several layers of calls. Here a field name (a `&'static str` from the derive)
//! and a value string are each one table scan and one copy, and integers one `itoa` call: a score
//! answer is written in about a third of sonic-rs's instructions (`cargo bench --bench request`,
//! `encode_*`).

use std::fmt::Display;

use serde::ser::{self, Serialize};

/// Writes `value` as compact JSON at the end of `out`.
pub fn write<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    value.serialize(&mut Writer { out })
}

/// What cannot be written as JSON: a map key that is not a string, number, bool or unit variant.
#[derive(Debug)]
pub struct Error(Box<str>);

impl Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(msg: T) -> Error {
        Error(msg.to_string().into())
    }
}

/// The serializer: the buffer written to.
struct Writer<'a> {
    out: &'a mut Vec<u8>,
}

/// What a byte becomes inside a JSON string: 0 as it is, else the letter of its short escape
/// (`\n`) or `u` for `\u00XX` (as serde_json escapes).
static ESCAPE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 0x20 {
        t[b] = b'u';
        b += 1;
    }
    t[0x08] = b'b';
    t[0x09] = b't';
    t[0x0a] = b'n';
    t[0x0c] = b'f';
    t[0x0d] = b'r';
    t[b'"' as usize] = b'"';
    t[b'\\' as usize] = b'\\';
    t
};

/// `s` as a JSON string.
#[inline]
fn string(out: &mut Vec<u8>, s: &str) {
    let bytes = s.as_bytes();
    // Most strings of an answer are tile codes: two bytes, written with their quotes as one.
    if let &[a, b] = bytes
        && ESCAPE[a as usize] | ESCAPE[b as usize] == 0
    {
        out.extend_from_slice(&[b'"', a, b, b'"']);
        return;
    }
    // Nearly every other string (ids, names) has nothing to escape either: one scan, one copy.
    if plain(bytes) {
        out.reserve(bytes.len() + 2);
        out.push(b'"');
        out.extend_from_slice(bytes);
        out.push(b'"');
    } else {
        escaped(out, bytes);
    }
}

/// Whether `bytes` has nothing to escape: no control character, `"` or `\\`. Eight bytes at a
/// time (the names of elements are 20 to 40 bytes long), the last eight overlapping the ones
/// before rather than read one by one.
#[inline]
fn plain(bytes: &[u8]) -> bool {
    if bytes.len() < 8 {
        return bytes.iter().all(|&b| ESCAPE[b as usize] == 0);
    }
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        if special(chunk) {
            return false;
        }
    }
    !special(&bytes[bytes.len() - 8..])
}

/// Whether eight bytes hold one to escape.
#[inline]
fn special(chunk: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut word = [0u8; 8];
    word.copy_from_slice(chunk);
    let x = u64::from_le_bytes(word);
    // A byte below 0x20, or equal to '"' or '\\' (a zero byte after the xor), sets its high bit
    // here; bytes of 0x80 and above never do (`& !x`).
    let quote = x ^ (ONES * b'"' as u64);
    let backslash = x ^ (ONES * b'\\' as u64);
    (x.wrapping_sub(ONES * 0x20) | quote.wrapping_sub(ONES) | backslash.wrapping_sub(ONES)) & !x & HIGH != 0
}

/// A string with characters to escape.
#[cold]
fn escaped(out: &mut Vec<u8>, bytes: &[u8]) {
    out.push(b'"');
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let esc = ESCAPE[b as usize];
        if esc == 0 {
            continue;
        }
        out.extend_from_slice(&bytes[start..i]);
        if esc == b'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(&[b'\\', b'u', b'0', b'0', HEX[(b >> 4) as usize], HEX[(b & 0xf) as usize]]);
        } else {
            out.extend_from_slice(&[b'\\', esc]);
        }
        start = i + 1;
    }
    out.extend_from_slice(&bytes[start..]);
    out.push(b'"');
}

/// An integer: most in an answer (points, doublings, counts) have one or two digits, written
/// without a call; others by `itoa`.
fn integer<I: itoa::Integer + TryInto<u8>>(out: &mut Vec<u8>, i: I) {
    match i.try_into() {
        Ok(n @ 0..10) => out.push(b'0' + n),
        Ok(n @ 10..100) => out.extend_from_slice(&[b'0' + n / 10, b'0' + n % 10]),
        _ => out.extend_from_slice(itoa::Buffer::new().format(i).as_bytes()),
    }
}

/// A float as serde_json writes it (non-finite as `null`).
fn float<F: Serialize>(out: &mut Vec<u8>, f: F) -> Result<(), Error> {
    serde_json::to_writer(out, &f).map_err(|e| Error(e.to_string().into()))
}

/// An array or object being written: whether a value has been written in it yet.
struct Compound<'w, 'a> {
    w: &'w mut Writer<'a>,
    first: bool,
    /// The bytes that close it (`]`, `}`, or `}}` for a variant's object).
    close: &'static [u8],
}

impl Compound<'_, '_> {
    fn comma(&mut self) {
        if !std::mem::take(&mut self.first) {
            self.w.out.push(b',');
        }
    }

    /// A field's name: a Rust identifier (or a `rename` of one), which has nothing to escape
    /// (checked with debug assertions, as the tests build), copied as it is.
    #[inline]
    fn key(&mut self, key: &'static str) {
        debug_assert!(key.bytes().all(|b| ESCAPE[b as usize] == 0), "{key:?}");
        let out = &mut *self.w.out;
        out.reserve(key.len() + 4);
        if !std::mem::take(&mut self.first) {
            out.push(b',');
        }
        out.push(b'"');
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(b"\":");
    }

    fn end(self) {
        self.w.out.extend_from_slice(self.close);
    }
}

impl<'w, 'a> Writer<'a> {
    fn open(&'w mut self, open: &[u8], close: &'static [u8]) -> Compound<'w, 'a> {
        self.out.extend_from_slice(open);
        Compound { w: self, first: true, close }
    }

    /// `{"variant":` before a variant's value.
    fn variant(&mut self, variant: &str) {
        self.out.push(b'{');
        string(self.out, variant);
        self.out.push(b':');
    }
}

impl<'w, 'a> ser::Serializer for &'w mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w, 'a>;
    type SerializeTuple = Compound<'w, 'a>;
    type SerializeTupleStruct = Compound<'w, 'a>;
    type SerializeTupleVariant = Compound<'w, 'a>;
    type SerializeMap = Compound<'w, 'a>;
    type SerializeStruct = Compound<'w, 'a>;
    type SerializeStructVariant = Compound<'w, 'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        integer(self.out, v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        float(self.out, v)
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        float(self.out, v)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        string(self.out, v.encode_utf8(&mut [0u8; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        string(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        let mut seq = self.open(b"[", b"]");
        for b in v {
            seq.comma();
            integer(seq.w.out, *b);
        }
        seq.end();
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<(), Error> {
        string(self.out, variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.variant(variant);
        value.serialize(&mut *self)?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'w, 'a>, Error> {
        Ok(self.open(b"[", b"]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'w, 'a>, Error> {
        Ok(self.open(b"[", b"]"))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'w, 'a>, Error> {
        Ok(self.open(b"[", b"]"))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w, 'a>, Error> {
        self.variant(variant);
        Ok(self.open(b"[", b"]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'w, 'a>, Error> {
        Ok(self.open(b"{", b"}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'w, 'a>, Error> {
        Ok(self.open(b"{", b"}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'w, 'a>, Error> {
        self.variant(variant);
        Ok(self.open(b"{", b"}}"))
    }
    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result<(), Error> {
        string(self.out, &value.to_string());
        Ok(())
    }
}

impl ser::SerializeSeq for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.comma();
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeTuple for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeTupleStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeTupleVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.comma();
        key.serialize(KeyWriter(self.w.out))?;
        self.w.out.push(b':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.key(key);
        value.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(self, key, value)
    }
    fn end(self) -> Result<(), Error> {
        Compound::end(self);
        Ok(())
    }
}

/// A map key: a string, or a number, bool or char written as one (as serde_json does).
struct KeyWriter<'a>(&'a mut Vec<u8>);

impl KeyWriter<'_> {
    fn quoted(self, text: impl Display) -> Result<(), Error> {
        string(self.0, &text.to_string());
        Ok(())
    }
}

/// The error for a key JSON cannot have.
fn key_must_be_a_string() -> Error {
    Error("a map key must be a string".into())
}

impl ser::Serializer for KeyWriter<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = ser::Impossible<(), Error>;
    type SerializeTuple = ser::Impossible<(), Error>;
    type SerializeTupleStruct = ser::Impossible<(), Error>;
    type SerializeTupleVariant = ser::Impossible<(), Error>;
    type SerializeMap = ser::Impossible<(), Error>;
    type SerializeStruct = ser::Impossible<(), Error>;
    type SerializeStructVariant = ser::Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        string(self.0, v);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.quoted(v)
    }
    fn serialize_f32(self, _: f32) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_f64(self, _: f64) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_none(self) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit(self) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        Err(key_must_be_a_string())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(key_must_be_a_string())
    }
    fn collect_str<T: Display + ?Sized>(self, value: &T) -> Result<(), Error> {
        self.quoted(value)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    fn same(v: &serde_json::Value) {
        let mut out = Vec::new();
        super::write(&mut out, v).expect("writes");
        assert_eq!(String::from_utf8_lossy(&out), serde_json::to_string(v).expect("writes"));
    }

    #[test]
    fn writes_as_serde_json_writes() {
        same(&json!({"a": [1, -2, 3.5, 1e300, null, true, false], "b": {}, "c": [], "d": "x\"y\\z\n\t\u{1}\u{7f}é😀"}));
        same(&json!("\u{8}\u{c}\r\u{1f} /"));
        same(&json!(u64::MAX));
        // Every byte value at every place of a word, in strings of every length to 17.
        for len in 1..=17 {
            for at in 0..len {
                for c in (0u8..0x80).chain([0xc3]) {
                    let mut bytes = vec![b'a'; len];
                    bytes[at] = c;
                    if c == 0xc3 {
                        bytes.insert(at + 1, 0xa9);
                    }
                    same(&json!(String::from_utf8(bytes).expect("UTF-8")));
                }
            }
        }
        same(&json!(i64::MIN));
    }
}
