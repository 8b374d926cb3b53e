//! JSON decoding that names the offending field: serde errors become a JSON pointer and a code,
//! in the service's own words. A body that lacks required fields is answered with every one of
//! them (serde stops at the first): they are read off the request's OpenAPI schema.

use serde::de::DeserializeOwned;
use serde_json::Value;
use utoipa::ToSchema;

use super::error::{ApiError, ErrorKind, FieldError};

/// A request body: decoded by serde, described by its OpenAPI schema.
pub trait Body: DeserializeOwned + ToSchema + 'static {}

impl<T: DeserializeOwned + ToSchema + 'static> Body for T {}

/// Decodes a request body; every failure is a 400 with a pointer at the field.
pub fn decode<T: Body>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::field(
            ErrorKind::BadRequest,
            "",
            "empty_body",
            "the request body is empty; send a JSON object",
        ));
    }
    // Before anything that recurses (the reader, the missing-field walk) sees it.
    check_depth(body)?;
    // The one reader: sonic-rs (SIMD), through the contract types' serde derives. Only a body it
    // refuses is read again, by the same reader with its path tracked, to point at the field.
    let first = match sonic_rs::from_slice::<T>(body) {
        Ok(v) => return Ok(v),
        Err(e) => e,
    };
    let mut de = sonic_rs::Deserializer::from_slice(body);
    match serde_path_to_error::deserialize::<_, T>(&mut de) {
        // Read whole the second time: what follows the value, or invalid UTF-8 (checked once the
        // value is read), is what the first reading refused; it concerns the whole body.
        Ok(_) => Err(ApiError::field(
            ErrorKind::BadRequest,
            "",
            "invalid_json",
            strip_position(&format!("invalid JSON: {first}")),
        )),
        Err(e) => {
            let pointer = pointer_of(e.path());
            let inner = e.into_inner();
            let msg = inner.to_string();
            let code = if inner.is_syntax() || inner.is_eof() || inner.is_io() {
                "invalid_json"
            } else if msg.starts_with("missing field") {
                "missing_field"
            } else if msg.starts_with("unknown field") {
                "unknown_field"
            } else if msg.starts_with("invalid type") {
                "invalid_type"
            } else {
                "invalid_value"
            };
            let (pointer, message) = match code {
                // serde reports the missing/unknown field's parent; point at the field itself.
                "missing_field" => {
                    let missing = all_missing::<T>(body, &pointer);
                    if !missing.is_empty() {
                        return Err(missing_fields(&pointer, missing));
                    }
                    match quoted(&msg) {
                        Some(f) => (format!("{pointer}/{}", escape(f)), format!("{f:?} is required")),
                        None => (pointer, msg),
                    }
                }
                "unknown_field" => match quoted(&msg) {
                    Some(f) => {
                        let allowed: Vec<&str> = msg.split('`').skip(3).step_by(2).collect();
                        let message = if allowed.is_empty() {
                            format!("{f:?} is not a field here")
                        } else {
                            format!("{f:?} is not a field here; allowed: {}", allowed.join(", "))
                        };
                        let field = format!("/{}", escape(f));
                        let pointer = if pointer.ends_with(&field) { pointer } else { format!("{pointer}{field}") };
                        (pointer, message)
                    }
                    None => (pointer, msg),
                },
                "invalid_json" => (String::new(), format!("invalid JSON: {msg}")),
                _ => (pointer, msg),
            };
            let message = strip_position(&message);
            Err(ApiError::field(ErrorKind::BadRequest, pointer, code, message))
        }
    }
}

/// Deepest nesting of arrays and objects a request may have: the contract's own bodies nest
/// at most seven deep (a tournament's session's deal's hand's meld's tiles), and an option's
/// value is a boolean or a number. Deeper bodies are refused with `too_deep` before any reader
/// that recurses sees them, so no body can exhaust a thread's stack.
pub const MAX_DEPTH: usize = 64;

/// Refuses a body that nests arrays and objects more than [`MAX_DEPTH`] deep, pointing at the
/// value that crosses the limit. A body with at most [`MAX_DEPTH`] opening brackets in all (a
/// single request) is passed after a count of them (memchr, SIMD); any other gets one pass without
/// recursion ([`nests_deeper_than`]), and only a body that does nest deeper is walked again for
/// the pointer ([`deeper_than`]).
fn check_depth(body: &[u8]) -> Result<(), ApiError> {
    if memchr::memchr2_iter(b'[', b'{', body).count() <= MAX_DEPTH || !nests_deeper_than(body, MAX_DEPTH) {
        return Ok(());
    }
    match deeper_than(body, MAX_DEPTH) {
        None => Ok(()),
        Some(pointer) => Err(ApiError::field(
            ErrorKind::BadRequest,
            pointer,
            "too_deep",
            format!("the body nests arrays and objects more than {MAX_DEPTH} deep"),
        )),
    }
}

/// Whether `body` nests arrays and objects more than `max` deep (brackets in strings not
/// counted): the depth alone, in a tight loop, as every body passes through it (a batch of 800
/// hands is 700 KB).
fn nests_deeper_than(body: &[u8], max: usize) -> bool {
    let (mut depth, mut i) = (0usize, 0);
    while let Some(&b) = body.get(i) {
        i += 1;
        match b {
            b'"' => {
                // To the closing quote, past escaped characters.
                while let Some(&c) = body.get(i) {
                    i += if c == b'\\' { 2 } else { 1 };
                    if c == b'"' {
                        break;
                    }
                }
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return true;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// The pointer of the first value that nests arrays and objects more than `max` deep in `body`,
/// or `None` (brackets in strings not counted). One pass, no recursion.
fn deeper_than(body: &[u8], max: usize) -> Option<String> {
    let mut stack: Vec<Frame> = Vec::with_capacity(max.min(MAX_DEPTH) + 1);
    let (mut in_string, mut escaped, mut start) = (false, false, 0);
    for (i, &b) in body.iter().enumerate() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => {
                    in_string = false;
                    if let Some(Frame::Object(key, expecting)) = stack.last_mut()
                        && *expecting
                    {
                        *key = Some((start, i));
                        *expecting = false;
                    }
                }
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => {
                in_string = true;
                start = i + 1;
            }
            b'[' | b'{' => {
                if stack.len() == max {
                    return Some(depth_pointer(body, &stack));
                }
                stack.push(if b == b'[' { Frame::Array(0) } else { Frame::Object(None, true) });
            }
            b']' | b'}' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Array(index)) => *index += 1,
                Some(Frame::Object(_, expecting)) => *expecting = true,
                None => {}
            },
            _ => {}
        }
    }
    None
}

/// Where the depth scan is inside one open array or object.
enum Frame {
    /// An array and the index of its current item.
    Array(usize),
    /// An object, the span of its current key, and whether a key comes next.
    Object(Option<(usize, usize)>, bool),
}

/// The pointer of the value the depth scan is at (as far as an answer's pointer may reach).
fn depth_pointer(body: &[u8], stack: &[Frame]) -> String {
    let mut pointer = String::new();
    for frame in stack {
        if pointer.len() > super::error::MAX_POINTER {
            break;
        }
        match *frame {
            Frame::Array(index) => pointer.push_str(&format!("/{index}")),
            Frame::Object(Some((from, to)), _) => {
                // The key as JSON reads it (escapes decoded), or its bytes as they are.
                let key = body
                    .get(from.saturating_sub(1)..to + 1)
                    .and_then(|quoted| serde_json::from_slice::<String>(quoted).ok())
                    .unwrap_or_else(|| String::from_utf8_lossy(&body[from..to]).into_owned());
                pointer.push('/');
                pointer.push_str(&escape(&key));
            }
            Frame::Object(None, _) => break,
        }
    }
    pointer
}

/// One 400 listing every missing field.
fn missing_fields(parent: &str, missing: Vec<String>) -> ApiError {
    let detail = match missing.as_slice() {
        [one] => format!("{one:?} is required"),
        many => format!("{} required fields are missing: {}", many.len(), many.join(", ")),
    };
    let errors = missing
        .into_iter()
        .map(|f| FieldError::new(format!("{parent}/{}", escape(&f)), "missing_field", format!("{f:?} is required")))
        .collect();
    let mut e = ApiError::listing(ErrorKind::BadRequest, errors);
    e.detail = super::error::bounded(detail);
    e
}

/// The required fields of the object at `parent` in `body` that it lacks, in the schema's order:
/// the object's schema is found by walking the request's OpenAPI schema along the pointer.
fn all_missing<T: ToSchema>(body: &[u8], parent: &str) -> Vec<String> {
    let Ok(value) = serde_json::from_slice::<Value>(body) else { return Vec::new() };
    let Some(object) = value.pointer(parent).and_then(Value::as_object) else { return Vec::new() };
    let mut named = Vec::new();
    T::schemas(&mut named);
    let mut components = serde_json::Map::new();
    for (name, schema) in named {
        components.insert(name, serde_json::to_value(schema).unwrap_or_default());
    }
    components.insert(T::name().into_owned(), serde_json::to_value(T::schema()).unwrap_or_default());
    let mut schema = components.get(T::name().as_ref()).cloned().unwrap_or_default();
    for seg in parent.split('/').skip(1) {
        let seg = seg.replace("~1", "/").replace("~0", "~");
        match step(&components, &schema, &seg) {
            Some(next) => schema = next,
            None => return Vec::new(),
        }
    }
    let Some(schema) = object_schema(&components, &schema, None) else { return Vec::new() };
    let required = schema.get("required").and_then(Value::as_array).cloned().unwrap_or_default();
    required.iter().filter_map(Value::as_str).filter(|f| !object.contains_key(*f)).map(str::to_string).collect()
}

/// The schema that `$ref` names, or the schema itself.
fn resolve<'a>(components: &'a serde_json::Map<String, Value>, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str).and_then(|r| r.rsplit('/').next()) {
        Some(name) => components.get(name).unwrap_or(schema),
        None => schema,
    }
}

/// The object schema among `schema`'s alternatives (one with property `with`, if given).
fn object_schema(components: &serde_json::Map<String, Value>, schema: &Value, with: Option<&str>) -> Option<Value> {
    let schema = resolve(components, schema);
    if let Some(props) = schema.get("properties").and_then(Value::as_object) {
        return (with.is_none_or(|w| props.contains_key(w))).then(|| schema.clone());
    }
    if schema.get("additionalProperties").is_some_and(Value::is_object) && with.is_some() {
        return Some(schema.clone());
    }
    ["oneOf", "anyOf", "allOf"]
        .iter()
        .filter_map(|k| schema.get(*k).and_then(Value::as_array))
        .flatten()
        .find_map(|alt| object_schema(components, alt, with))
}

/// The schema of `seg` (a property, an array index, a map key) under `schema`.
fn step(components: &serde_json::Map<String, Value>, schema: &Value, seg: &str) -> Option<Value> {
    let resolved = resolve(components, schema);
    if let Some(items) = resolved.get("items") {
        return Some(items.clone());
    }
    for k in ["oneOf", "anyOf", "allOf"] {
        if let Some(alts) = resolved.get(k).and_then(Value::as_array)
            && let Some(found) = alts.iter().find_map(|alt| step(components, alt, seg))
        {
            return Some(found);
        }
    }
    let object = object_schema(components, resolved, Some(seg))?;
    match object.get("properties").and_then(|p| p.get(seg)) {
        Some(p) => Some(p.clone()),
        None => object.get("additionalProperties").filter(|a| a.is_object()).cloned(),
    }
}

/// The first text between backticks of a serde message (the field's name).
fn quoted(msg: &str) -> Option<&str> {
    let start = msg.find('`')? + 1;
    let end = start + msg[start..].find('`')?;
    Some(&msg[start..end])
}

fn strip_position(msg: &str) -> String {
    match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

fn escape(seg: &str) -> String {
    seg.replace('~', "~0").replace('/', "~1")
}

/// A serde_path_to_error path as a JSON pointer.
fn pointer_of(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for seg in path.iter() {
        match seg {
            Segment::Seq { index } => out.push_str(&format!("/{index}")),
            Segment::Map { key } => out.push_str(&format!("/{}", escape(key))),
            Segment::Enum { .. } => {}
            Segment::Unknown => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::types::HandRequest;

    /// Bodies that probe the edges of JSON: escapes, surrogates, control characters, invalid
    /// UTF-8, numbers of every form, nesting, duplicates and trailing bytes.
    fn tricky() -> Vec<Vec<u8>> {
        let hand = |ruleset: &str, extra: &str| {
            format!(
                r#"{{"ruleset":{ruleset},"seat_wind":"east","round_wind":"east","hand":"b1b2b3 c1c1c1 d5d6d7 wewewe drdr"{extra}}}"#
            )
            .into_bytes()
        };
        let mut v = vec![
            hand(r#""ecr""#, ""),
            hand(r#""\u0065cr""#, ""),
            hand(r#""ecr\u0000""#, ""),
            hand("\"ec\u{1}r\"", ""),
            hand(r#""\ud800""#, ""),
            hand(r#""\udc00x""#, ""),
            hand(r#""\ud83d\ude00""#, ""),
            hand(r#""\ud83d\u0041""#, ""),
            hand(r#""\x41""#, ""),
            hand(r#""é漢""#, ""),
            hand(r#""ecr""#, r#","ruleset":"ecr""#),
            hand(r#""ecr""#, r#","language":null"#),
            hand(r#""ecr""#, r#","language":"nl","#),
            hand(r#""ecr""#, r#","\u006canguage":"nl""#),
            hand("\"ecr\"", " \n\t\r"),
        ];
        for value in [
            "1",
            "-1",
            "-0",
            "0.0",
            "1e2",
            "1E+2",
            "1.5",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775809",
            "18446744073709551616",
            "1e400",
            "01",
            "+1",
            ".5",
            "NaN",
            "Infinity",
            "true",
            "tru",
            "null",
            "\"x\"",
            "[]",
            "{}",
            "[1,[2,{\"a\":[]}]]",
        ] {
            v.push(hand(r#""ecr""#, &format!(r#","options":{{"concealed_chow":{value}}}"#)));
        }
        for depth in [5, 30, 31, 32, 33, 61, 62, 63, 64, 100, 128, 129, 200, 5000] {
            let nested = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
            v.push(hand(r#""ecr""#, &format!(r#","options":{{"x":{nested}}}"#)));
            let objects = format!("{}1{}", r#"{"a":"#.repeat(depth), "}".repeat(depth));
            v.push(hand(r#""ecr""#, &format!(r#","options":{{"x":{objects}}}"#)));
        }
        let mut bad_utf8 = hand(r#""ecr""#, "");
        bad_utf8[13] = 0xff;
        v.push(bad_utf8);
        let mut outside = hand(r#""ecr""#, "");
        outside.push(0xff);
        v.push(outside);
        let mut bom = b"\xef\xbb\xbf".to_vec();
        bom.extend(hand(r#""ecr""#, ""));
        v.push(bom);
        for trailing in [&b" x"[..], b"{}", b",", b"\0", b"  "] {
            let mut b = hand(r#""ecr""#, "");
            b.extend_from_slice(trailing);
            v.push(b);
        }
        v.extend([&b""[..], b"null", b"[]", b"{", b"\"\"", b"{}"].map(<[u8]>::to_vec));
        v
    }

    /// The reader (sonic-rs) accepts exactly what serde_json, the reference reader of serde,
    /// accepts and reads the same values, but for bodies nested deeper than [`MAX_DEPTH`], which
    /// it refuses with `too_deep`: the golden cases' bodies (good and bad), every prefix of some
    /// of them, and [`tricky`] bodies. On a thread with the service's stack
    /// ([`crate::server::THREAD_STACK`]), where requests are read.
    #[test]
    fn reader_agrees_with_serde_json() {
        std::thread::Builder::new()
            .stack_size(crate::server::THREAD_STACK)
            .spawn(reader_agrees)
            .expect("a thread")
            .join()
            .expect("agrees");
    }

    fn reader_agrees() {
        fn same<T: Body + PartialEq + std::fmt::Debug>(body: &[u8]) {
            let reference = serde_json::from_slice::<T>(body).ok();
            match decode::<T>(body) {
                Ok(v) => assert_eq!(Some(v), reference, "{}", String::from_utf8_lossy(body)),
                Err(e) if e.errors.first().is_some_and(|f| f.code == "too_deep") => {
                    assert!(deeper_than(body, MAX_DEPTH).is_some(), "{}", String::from_utf8_lossy(body))
                }
                Err(_) => assert!(reference.is_none(), "{}", String::from_utf8_lossy(body)),
            }
        }
        fn all(body: &[u8]) {
            use crate::api::types::*;
            // The quick depth pass and the walk for the pointer agree, at every limit.
            for max in [1, 2, 3, 5, MAX_DEPTH] {
                let deep = nests_deeper_than(body, max);
                assert_eq!(deep, deeper_than(body, max).is_some(), "{max}: {}", String::from_utf8_lossy(body));
            }
            same::<HandRequest>(body);
            same::<ClaimsRequest>(body);
            same::<SettleRequest>(body);
            same::<DealRequest>(body);
            same::<ReconcileRequest>(body);
            same::<BatchRequest>(body);
        }
        let golden = mahjong_testkit::golden::cases();
        assert!(golden.len() > 500, "{}", golden.len());
        for (i, case) in golden.iter().enumerate() {
            let bytes = &case.body;
            all(bytes);
            if i % 25 == 0 {
                (0..bytes.len()).for_each(|n| all(&bytes[..n]));
            }
        }
        tricky().iter().for_each(|b| all(b));
    }

    /// Bodies nested up to [`MAX_DEPTH`] deep pass the depth check; one level more is refused
    /// with `too_deep` at the value that crosses the limit, whatever brackets strings hold.
    #[test]
    fn depth_is_bounded_with_a_pointer() {
        let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(check_depth(deep(MAX_DEPTH).as_bytes()).is_ok());
        let e = check_depth(deep(MAX_DEPTH + 1).as_bytes()).unwrap_err();
        assert_eq!((e.kind, e.errors[0].code.as_str()), (ErrorKind::BadRequest, "too_deep"));
        assert_eq!(e.errors[0].pointer, "/0".repeat(MAX_DEPTH));
        // Brackets inside strings (and escaped quotes) are not nesting.
        let strings = format!(r#"{{"a":"{}"[[","b":1}}"#, "[{".repeat(100));
        assert!(check_depth(strings.as_bytes()).is_ok());
        // The pointer names keys (escapes decoded, `/` and `~` escaped) and array indexes.
        let body = format!(r#"{{"ruleset":"ecr","options":{{"x":1,"a/b~":[0,{{"k":{}}}]}}}}"#, deep(MAX_DEPTH));
        let e = decode::<HandRequest>(body.as_bytes()).unwrap_err();
        assert_eq!(e.errors[0].code, "too_deep");
        let want = format!("/options/a~1b~0/1/k{}", "/0".repeat(MAX_DEPTH - 4));
        assert_eq!(e.errors[0].pointer, want);
    }

    fn err(body: &str) -> (String, String) {
        let e = decode::<HandRequest>(body.as_bytes()).unwrap_err();
        (e.errors[0].pointer.clone(), e.errors[0].code.clone())
    }

    fn errors(body: &str) -> Vec<(String, String, String)> {
        let e = decode::<HandRequest>(body.as_bytes()).unwrap_err();
        e.errors.into_iter().map(|f| (f.pointer, f.code, f.message)).collect()
    }

    #[test]
    fn every_missing_field_is_reported() {
        let missing = |f: &str| (format!("/{f}"), "missing_field".to_string(), format!("{f:?} is required"));
        assert_eq!(errors("{}"), [missing("ruleset"), missing("seat_wind"), missing("round_wind"), missing("hand")]);
        assert_eq!(errors(r#"{"ruleset":"ecr","hand":"b1"}"#), [missing("seat_wind"), missing("round_wind")]);
        // Nested: the win lacks its tile and source.
        let body = r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1","win":{}}"#;
        let e = errors(body);
        assert_eq!(e.iter().map(|x| x.0.as_str()).collect::<Vec<_>>(), ["/win/tile", "/win/source"]);
        // Inside the object form of a hand (one of two alternatives), and in a list.
        let e = decode::<crate::api::types::ClaimsRequest>(
            br#"{"ruleset":"ecr","round_wind":"east","discard":"b1","discarder":"east","claims":[{"seat":"south"},{}]}"#,
        )
        .unwrap_err();
        assert_eq!(e.errors.iter().map(|f| f.pointer.as_str()).collect::<Vec<_>>(), ["/claims/0/kind"]);
        let e = decode::<crate::api::types::DealRequest>(br#"{"ruleset":"ecr","round_wind":"east","players":[{}]}"#)
            .unwrap_err();
        assert_eq!(
            e.errors.iter().map(|f| f.pointer.as_str()).collect::<Vec<_>>(),
            ["/players/0/seat", "/players/0/hand"]
        );
    }

    #[test]
    fn messages_are_in_our_words() {
        let e = errors(r#"{"ruleset":"ecr","seat_wind":"sud","round_wind":"east","hand":"b1"}"#);
        assert_eq!(e[0].2, r#""sud" is not a wind; allowed: east, south, west, north"#);
        let e = errors(r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1","extra":1}"#);
        assert!(
            e[0].2.starts_with(r#""extra" is not a field here; allowed: ruleset, options, seat_wind"#),
            "{}",
            e[0].2
        );
        let e = errors(
            r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1","win":{"tile":"b1","source":"sky"}}"#,
        );
        assert_eq!(e[0].2, r#""sky" is not a win source; allowed: wall, discard, kong_replacement, robbed_kong"#);
        for (_, _, m) in errors(r#"{"ruleset":"ecr","seat_wind":"up","round_wind":5,"hand":"b1"}"#) {
            assert!(!m.contains("variant"), "{m}");
        }
    }

    #[test]
    fn pointers_name_the_field() {
        assert_eq!(err(""), ("".into(), "empty_body".into()));
        assert_eq!(err("{"), ("".into(), "invalid_json".into()));
        assert_eq!(err(r#"{"ruleset":"ecr"}"#), ("/seat_wind".into(), "missing_field".into()));
        assert_eq!(
            err(r#"{"ruleset":"ecr","seat_wind":"up","round_wind":"east","hand":"b1"}"#),
            ("/seat_wind".into(), "invalid_value".into())
        );
        assert_eq!(
            err(r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1","extra":1}"#),
            ("/extra".into(), "unknown_field".into())
        );
        assert_eq!(
            err(
                r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1","win":{"tile":"b1","source":"sky"}}"#
            ),
            ("/win/source".into(), "invalid_value".into())
        );
        assert_eq!(err(r#"{"ruleset":5}"#), ("/ruleset".into(), "invalid_type".into()));
        assert_eq!(err(r#"{"ruleset":"ecr","seat_wind":"east","round_wind":"east","hand":"b1"} x"#).1, "invalid_json");
    }
}
