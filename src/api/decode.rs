//! JSON decoding that names the offending field: serde errors become a JSON pointer and a code.

use serde::de::DeserializeOwned;

use super::error::{ApiError, ErrorKind};

/// Decodes a request body; every failure is a 400 with a pointer at the field.
pub fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::field(
            ErrorKind::BadRequest,
            "",
            "empty_body",
            "the request body is empty; send a JSON object",
        ));
    }
    // The fast path: plain serde. Only a failure is decoded again with path tracking, to point
    // at the offending field.
    if let Ok(v) = serde_json::from_slice::<T>(body) {
        return Ok(v);
    }
    let mut de = serde_json::Deserializer::from_slice(body);
    let result: Result<T, _> = serde_path_to_error::deserialize(&mut de);
    match result {
        // Nothing but whitespace may follow the JSON value.
        Ok(v) => match de.end() {
            Ok(()) => Ok(v),
            Err(e) => Err(ApiError::field(
                ErrorKind::BadRequest,
                "",
                "invalid_json",
                strip_position(&format!("invalid JSON: {e}")),
            )),
        },
        Err(e) => {
            let pointer = pointer_of(e.path());
            let inner = e.into_inner();
            let msg = inner.to_string();
            let code = if inner.is_syntax() || inner.is_eof() {
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
                "missing_field" | "unknown_field" => match field_name(&msg) {
                    Some(f) if !pointer.ends_with(&format!("/{}", escape(&f))) => {
                        (format!("{pointer}/{}", escape(&f)), msg)
                    }
                    _ => (pointer, msg),
                },
                "invalid_json" => (String::new(), format!("invalid JSON: {msg}")),
                _ => (pointer, msg),
            };
            let message = strip_position(&message);
            Err(ApiError::field(ErrorKind::BadRequest, pointer, code, message))
        }
    }
}

fn field_name(msg: &str) -> Option<String> {
    let start = msg.find('`')? + 1;
    let end = start + msg[start..].find('`')?;
    Some(msg[start..end].to_string())
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

    fn err(body: &str) -> (String, String) {
        let e = decode::<HandRequest>(body.as_bytes()).unwrap_err();
        (e.errors[0].pointer.clone(), e.errors[0].code.clone())
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
