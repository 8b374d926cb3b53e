//! The structure-aware target's bodies: a golden request (`crates/mahjong-engine/tests/golden`, as the load test's
//! built-in mix holds them, and each score request also as a batch of one) with one of its values,
//! or the whole body, made nested, repeated or oversized. libFuzzer's bytes are only the choices
//! ([`arbitrary::Unstructured`]), so a short input makes a body of up to the operation's message
//! limit (and a little past it): arrays and objects hundreds of thousands of levels deep, strings
//! and numbers of a megabyte, objects with thousands of duplicate keys, arrays of thousands of
//! copies.
//!
//! The text is written without recursion (and without building the deep value), so nothing here
//! needs the stack the service must not need either.

use std::sync::OnceLock;

use arbitrary::{Result, Unstructured};
use mahjong_scoring::types::Operation;
use serde_json::Value;

/// A body to send.
pub struct Plan {
    /// The operation (a golden case's `op`).
    pub op: &'static str,
    pub body: Vec<u8>,
    /// The deepest nesting this plan added (0 when it added none).
    pub depth: usize,
}

/// How far past the operation's message limit a body may grow (so that some are refused 413).
const PAST_LIMIT: usize = 1024;

struct Golden {
    op: &'static str,
    body: Value,
    /// Values in the body (the body itself included).
    nodes: usize,
}

fn nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(nodes).sum(),
        Value::Object(o) => o.values().map(nodes).sum(),
        _ => 0,
    }
}

/// Every golden request, and every score request as a batch of one.
fn goldens() -> &'static [Golden] {
    static GOLDEN: OnceLock<Vec<Golden>> = OnceLock::new();
    GOLDEN.get_or_init(|| {
        let mut out = Vec::new();
        for (op, body) in mahjong_loadtest::mix::golden_bodies().expect("the golden requests") {
            if op == Operation::ScoreHand.name() {
                let batch = serde_json::json!({ "requests": [body.clone()] });
                out.push(Golden { op: Operation::ScoreBatch.name(), nodes: nodes(&batch), body: batch });
            }
            let op: &'static str = Box::leak(op.into_boxed_str());
            out.push(Golden { op, nodes: nodes(&body), body });
        }
        out
    })
}

/// The `n`th value of `v` in pre-order (`v` itself is the 0th).
fn nth(v: &Value, n: usize) -> &Value {
    let mut stack = vec![v];
    let mut seen = 0;
    while let Some(x) = stack.pop() {
        if seen == n {
            return x;
        }
        seen += 1;
        match x {
            Value::Array(a) => stack.extend(a.iter().rev()),
            Value::Object(o) => stack.extend(o.values().rev()),
            _ => {}
        }
    }
    v
}

/// `v` as text, but for its `n`th value (pre-order), which is left out: its place is returned.
/// (A golden body nests at most seven deep: the recursion is bounded.)
fn render_with_hole(v: &Value, n: usize) -> (Vec<u8>, usize) {
    fn go(v: &Value, n: usize, seen: &mut usize, out: &mut Vec<u8>, hole: &mut usize) {
        let me = *seen;
        *seen += 1;
        if me == n {
            *hole = out.len();
            // Skip the numbers of the values inside.
            *seen += nodes(v) - 1;
            return;
        }
        match v {
            Value::Array(a) => {
                out.push(b'[');
                for (i, x) in a.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    go(x, n, seen, out, hole);
                }
                out.push(b']');
            }
            Value::Object(o) => {
                out.push(b'{');
                for (i, (k, x)) in o.iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    write_value(out, &Value::String(k.clone()));
                    out.push(b':');
                    go(x, n, seen, out, hole);
                }
                out.push(b'}');
            }
            x => write_value(out, x),
        }
    }
    let (mut out, mut hole, mut seen) = (Vec::new(), 0, 0);
    go(v, n, &mut seen, &mut out, &mut hole);
    (out, hole)
}

fn write_value(out: &mut Vec<u8>, v: &Value) {
    serde_json::to_writer(out, v).expect("a golden value is written");
}

/// A count: small, around the limits a service might have (64, 128, 1,000, 65,536), or
/// hundreds of thousands, never more than `max`.
fn amount(u: &mut Unstructured, max: usize) -> Result<usize> {
    let n = match u.int_in_range(0u8..=13)? {
        0 => u.int_in_range(0..=16)?,
        1 => u.int_in_range(17..=300)?,
        2 => u.int_in_range(62..=66)?,
        3 => u.int_in_range(126..=130)?,
        4 => u.int_in_range(999..=1001)?,
        5 => 10_000,
        6 => u.int_in_range(65_534..=65_537)?,
        7 => 100_000,
        8 => 250_000,
        9 => 500_000,
        10 => 1 << 20,
        11 => usize::MAX,
        _ => u.int_in_range(0..=4 << 20)?,
    };
    Ok(n.min(max))
}

/// One level of a nest: its opening and closing text.
const OPENS: &[(&str, &str)] = &[
    ("[", "]"),
    ("[", "]"),
    ("[0,", "]"),
    (r#"{"a":"#, "}"),
    (r#"{"":"#, "}"),
    (r#"{"hand":"#, "}"),
    (r#"{"requests":"#, "}"),
    (r#"{"win":"#, "}"),
    (r#"{"options":"#, "}"),
    (r#"{"value":"#, "}"),
    (r#"{"concealed":"#, "}"),
    (r#"{"melds":"#, "}"),
    (r#"{"deals":"#, "}"),
    (r#"{"sessions":"#, "}"),
];

/// Short values of every kind, at and past the edges of the numbers a reader keeps.
const SCALARS: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "-0",
    "1",
    "-1",
    "0.5",
    "1e308",
    "-1e308",
    "1e309",
    "5e-324",
    "1e-400",
    "4294967296",
    "9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    r#""""#,
    r#""ecr""#,
    r#""b1""#,
    r#""we""#,
    "{}",
    "[]",
];

/// What a long string is made of: text, tile codes, multi-byte and escaped characters, escapes
/// a reader must refuse (a lone surrogate), and bytes no JSON string may hold.
const UNITS: &[&[u8]] = &[
    b"a",
    b"b1",
    b"b1b2b3 ",
    "\u{1F004}".as_bytes(),
    "é".as_bytes(),
    br"\u0000",
    br"\ud83c\udc04",
    br"\ud800",
    br"\\",
    br#"\""#,
    br"\n",
    b" ",
    b"\x01",
    b"\xff",
];

/// The levels a nest cycles through (one to three of [`OPENS`]), and the bytes a level takes.
fn pattern(u: &mut Unstructured) -> Result<(Vec<(&'static str, &'static str)>, usize)> {
    let levels: Vec<(&str, &str)> =
        (0..u.int_in_range(1..=3)?).map(|_| u.choose(OPENS).copied()).collect::<Result<_>>()?;
    let per = levels.iter().map(|(o, c)| o.len() + c.len()).sum::<usize>().div_ceil(levels.len());
    Ok((levels, per))
}

/// How a nest ends.
#[derive(Clone, Copy)]
enum Ending {
    Closed,
    /// Not at all: the body ends inside it.
    Open,
    /// With the other kind of bracket.
    Crossed,
}

/// A nest of `depth` levels cycling through `pattern`, around `core` (written by the closure).
fn nest(out: &mut Vec<u8>, pattern: &[(&str, &str)], depth: usize, ending: Ending, core: impl FnOnce(&mut Vec<u8>)) {
    for i in 0..depth {
        out.extend_from_slice(pattern[i % pattern.len()].0.as_bytes());
    }
    core(out);
    for i in (0..depth).rev() {
        let close = pattern[i % pattern.len()].1;
        match ending {
            Ending::Closed => out.extend_from_slice(close.as_bytes()),
            Ending::Open => {}
            Ending::Crossed => out.push(if close == "]" { b'}' } else { b']' }),
        }
    }
}

/// A string of `n` units.
fn long_string(out: &mut Vec<u8>, unit: &[u8], n: usize, closed: bool) {
    out.push(b'"');
    for _ in 0..n {
        out.extend_from_slice(unit);
    }
    if closed {
        out.push(b'"');
    }
}

/// A number of about `room` bytes: digits, a fraction, an exponent.
fn huge_number(u: &mut Unstructured, out: &mut Vec<u8>, room: usize) -> Result<()> {
    if u.arbitrary()? {
        out.push(b'-');
    }
    let int = amount(u, room)?;
    let lead = *u.choose(b"1234567890")?;
    let fill = *u.choose(b"09")?;
    out.push(lead);
    out.extend(std::iter::repeat_n(fill, int.saturating_sub(1)));
    let left = room.saturating_sub(int);
    if u.arbitrary()? {
        out.push(b'.');
        out.extend(std::iter::repeat_n(*u.choose(b"0159")?, amount(u, left)?.max(1)));
    }
    if u.arbitrary()? {
        out.extend_from_slice(u.choose(&[&b"e"[..], b"E+", b"e-"])?);
        let left = room.saturating_sub(out.len());
        out.extend(std::iter::repeat_n(*u.choose(b"0139")?, amount(u, left.min(64 << 10))?.max(1)));
    }
    Ok(())
}

/// A new value of at most about `room` bytes (`original` is the value it replaces, if any);
/// the depth of the nest it makes.
fn monster(u: &mut Unstructured, out: &mut Vec<u8>, room: usize, original: Option<&[u8]>) -> Result<usize> {
    let start = out.len();
    let mut depth = 0;
    match u.int_in_range(0u8..=7)? {
        // A nest around a short value, the value replaced, or nothing.
        0..=2 => {
            let (pattern, per) = pattern(u)?;
            let core: Vec<u8> = match u.int_in_range(0u8..=3)? {
                0 => Vec::new(),
                1 => u.choose(SCALARS)?.as_bytes().to_vec(),
                2 => original.map(<[u8]>::to_vec).unwrap_or_default(),
                _ => b"1".to_vec(),
            };
            depth = amount(u, room.saturating_sub(core.len()) / per)?;
            let ending = *u.choose(&[Ending::Closed, Ending::Closed, Ending::Closed, Ending::Open, Ending::Crossed])?;
            nest(out, &pattern, depth, ending, |o| o.extend_from_slice(&core));
        }
        // A long string.
        3 => {
            let unit = *u.choose(UNITS)?;
            let n = amount(u, room.saturating_sub(2) / unit.len())?;
            long_string(out, unit, n, u.ratio(15u8, 16)?);
        }
        // A long number.
        4 => huge_number(u, out, room)?,
        // An object with many members: one key again and again, or many keys.
        5 => {
            let same: bool = u.arbitrary()?;
            let value = *u.choose(SCALARS)?;
            let n = amount(u, room / (value.len() + 12))?;
            out.push(b'{');
            for i in 0..n {
                if i > 0 {
                    out.push(b',');
                }
                if same {
                    out.extend_from_slice(br#""ruleset""#);
                } else {
                    out.extend_from_slice(format!("\"k{i}\"").as_bytes());
                }
                out.push(b':');
                out.extend_from_slice(value.as_bytes());
            }
            out.push(b'}');
        }
        // An array of many short values.
        6 => {
            let value = *u.choose(SCALARS)?;
            let n = amount(u, room / (value.len() + 1))?;
            out.push(b'[');
            for i in 0..n {
                if i > 0 {
                    out.push(b',');
                }
                out.extend_from_slice(value.as_bytes());
            }
            out.push(b']');
        }
        // Bytes as they come.
        _ => {
            let n = u.len().min(room);
            out.extend_from_slice(u.bytes(n)?);
        }
    }
    debug_assert!(out.len() - start <= room + 128 || depth > 0);
    Ok(depth)
}

impl Plan {
    /// The body `data` chooses; `limit` gives an operation's message limit (None: the target
    /// does not send it).
    pub fn from_bytes(data: &[u8], limit: impl Fn(&str) -> Option<usize>) -> Option<Plan> {
        Plan::choose(&mut Unstructured::new(data), limit).ok().flatten()
    }

    fn choose(u: &mut Unstructured, limit: impl Fn(&str) -> Option<usize>) -> Result<Option<Plan>> {
        let golden = u.choose(goldens())?;
        let Some(limit) = limit(golden.op) else { return Ok(None) };
        // Up to the limit; one time in sixteen a little past it.
        let cap = if u.ratio(1u8, 16)? { limit + PAST_LIMIT } else { limit };
        // The value edited: the whole body one time in four, else any value of it.
        let site = if u.ratio(1u8, 4)? { 0 } else { u.choose_index(golden.nodes)? };
        let value = nth(&golden.body, site);
        let original = serde_json::to_vec(value).expect("a golden value is written");
        let (around, hole) = render_with_hole(&golden.body, site);
        let room = cap.saturating_sub(around.len());
        let mut text = Vec::new();
        let mut depth = 0;
        match u.int_in_range(0u8..=6)? {
            // Replaced by a new value.
            0 | 1 => depth = monster(u, &mut text, room, Some(&original))?,
            // Copies of it in an array.
            2 => {
                let n = amount(u, room / (original.len() + 1))?;
                text.push(b'[');
                for i in 0..n {
                    if i > 0 {
                        text.push(b',');
                    }
                    text.extend_from_slice(&original);
                }
                text.push(b']');
            }
            // An object's members again and again (duplicate keys), or one new member.
            3 | 4 if value.is_object() && original.len() > 2 => {
                let members = &original[1..original.len() - 1];
                text.push(b'{');
                if u.arbitrary()? {
                    let n = amount(u, room / (members.len() + 1))?.max(1);
                    for i in 0..n {
                        if i > 0 {
                            text.push(b',');
                        }
                        text.extend_from_slice(members);
                    }
                } else {
                    let first: bool = u.arbitrary()?;
                    if !first {
                        text.extend_from_slice(members);
                        text.push(b',');
                    }
                    let key = *u.choose(&["ruleset", "hand", "win", "options", "language", "requests", "x", ""])?;
                    write_value(&mut text, &Value::String(key.into()));
                    text.push(b':');
                    depth = monster(u, &mut text, room.saturating_sub(members.len() + key.len() + 4), None)?;
                    if first {
                        text.push(b',');
                        text.extend_from_slice(members);
                    }
                }
                text.push(b'}');
            }
            // An array's elements again and again.
            3 | 4 if value.as_array().is_some_and(|a| !a.is_empty()) => {
                let elements = &original[1..original.len() - 1];
                let n = amount(u, room / (elements.len() + 1))?.max(1);
                text.push(b'[');
                for i in 0..n {
                    if i > 0 {
                        text.push(b',');
                    }
                    text.extend_from_slice(elements);
                }
                text.push(b']');
            }
            // White space around it.
            5 => {
                let ws = *u.choose(b" \n\t\r")?;
                let before = amount(u, room.saturating_sub(original.len()))?;
                let after = amount(u, room.saturating_sub(original.len() + before))?;
                text.extend(std::iter::repeat_n(ws, before));
                text.extend_from_slice(&original);
                text.extend(std::iter::repeat_n(ws, after));
            }
            // Nested inside arrays and objects.
            _ => {
                let (pattern, per) = pattern(u)?;
                depth = amount(u, room.saturating_sub(original.len()) / per)?;
                nest(&mut text, &pattern, depth, Ending::Closed, |o| o.extend_from_slice(&original));
            }
        }
        let mut body = Vec::with_capacity(around.len() + text.len());
        body.extend_from_slice(&around[..hole]);
        body.extend_from_slice(&text);
        body.extend_from_slice(&around[hole..]);
        Ok(Some(Plan { op: golden.op, body, depth }))
    }
}
