//! The committed OpenAPI document (`docs/openapi.json`) must match the one the code generates
//! from the contract's types (crate `mahjong-types`) and the one the service serves at
//! `/openapi.json`. Regenerate it with `UPDATE_OPENAPI=1 cargo test --test openapi`.

use std::path::Path;

fn committed() -> serde_json::Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/openapi.json");
    serde_json::from_str(&std::fs::read_to_string(path).expect("docs/openapi.json"))
        .expect("the committed document is JSON")
}

#[test]
fn committed_openapi_is_current() {
    let generated = serde_json::to_string_pretty(&mahjong_scoring::rest::openapi()).expect("OpenAPI serialises") + "\n";
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/openapi.json");
    if std::env::var("UPDATE_OPENAPI").is_ok() {
        std::fs::write(&path, &generated).expect("write docs/openapi.json");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/openapi.json is out of date: run `UPDATE_OPENAPI=1 cargo test --test openapi` and commit it"
    );
}

/// What the service answers at `/openapi.json` (through the whole HTTP app, limits and
/// middleware included) is the committed document.
#[tokio::test]
async fn the_served_document_is_the_committed_one() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    use axum::body::Body;
    use http_body_util::BodyExt;
    use tower::ServiceExt;

    let state = mahjong_scoring::rest::AppState {
        core: mahjong_scoring::api::Core::new(mahjong_scoring::engine::registry::Registry::builtin()),
        ready: Arc::new(AtomicBool::new(true)),
        metrics: Arc::new(String::new),
    };
    let limits = mahjong_scoring::server::Limits::default();
    let budget = mahjong_scoring::server::BodyBudget::new(limits.max_buffered_bytes);
    let app = mahjong_scoring::server::http_app(state, &limits, budget);
    let req = axum::http::Request::get("/openapi.json").body(Body::empty()).expect("a request");
    let resp = app.oneshot(req).await.expect("an answer");
    assert_eq!(resp.status(), 200);
    let body = resp.into_body().collect().await.expect("the body").to_bytes();
    let served: serde_json::Value = serde_json::from_slice(&body).expect("the served document is JSON");
    assert!(served == committed(), "the served /openapi.json differs from docs/openapi.json");
}

#[test]
fn every_operation_documents_its_errors() {
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    let paths = doc["paths"].as_object().unwrap();
    for (path, item) in paths {
        for (method, op) in item.as_object().unwrap() {
            let responses = op["responses"].as_object().unwrap();
            if method == "post" {
                for status in ["400", "408", "413", "415", "503"] {
                    assert!(responses.contains_key(status), "{method} {path} does not document {status}");
                }
            }
        }
    }
    assert_eq!(paths.len(), 14, "{:?}", paths.keys().collect::<Vec<_>>());
}

/// Sessions and tournaments also answer CSV and a printable HTML score sheet: the 200 answer
/// documents all three content types.
#[test]
fn session_answers_document_csv_and_html() {
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    for (path, schema) in
        [("/v1/sessions/score", "SessionResponse"), ("/v1/tournaments/standings", "TournamentResponse")]
    {
        let content = &doc["paths"][path]["post"]["responses"]["200"]["content"];
        assert_eq!(content["application/json"]["schema"]["$ref"], format!("#/components/schemas/{schema}"), "{path}");
        for ct in ["text/csv", "text/html"] {
            assert_eq!(content[ct]["schema"]["type"], "string", "{path} {ct}: {content}");
        }
    }
}

/// The OpenAPI `TileCode` pattern (tiles in answers) accepts exactly the codes the service writes:
/// the 42 lower-case codes of API.md "Tiles" and the 34 mpsz single forms (answers to a hand in
/// mpsz) that the parser reads back as themselves. Every string of one to three printable ASCII
/// characters is tried.
#[test]
fn the_tile_code_pattern_is_the_parser() {
    use mahjong_scoring::types::{TILE_CODE_PATTERN, Tile};
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    assert_eq!(doc["components"]["schemas"]["TileCode"]["pattern"], TILE_CODE_PATTERN);
    let re = regex::Regex::new(TILE_CODE_PATTERN).expect("the pattern compiles");
    let printable: Vec<char> = (0x20u8..0x7f).map(char::from).collect();
    let mut accepted = 0;
    let mut strings: Vec<String> = printable.iter().map(|a| a.to_string()).collect();
    for a in &printable {
        for b in &printable {
            strings.push(format!("{a}{b}"));
            strings.push(format!("{a}{b}1"));
        }
    }
    for s in &strings {
        let written = Tile::parse(s).is_some_and(|t| t.code() == s || t.mpsz() == s);
        assert_eq!(re.is_match(s), written, "{s:?}: pattern and tile codes disagree");
        accepted += written as usize;
    }
    assert_eq!(accepted, 42 + 34, "codes accepted");
}

/// Every operation that takes a body has named examples; the first one in the document (Swagger
/// UI pre-fills it) succeeds; every example is answered with the status it declares, and the
/// document shows that answer under that status with the example's name.
#[test]
fn every_request_body_has_examples_answered_as_declared() {
    use mahjong_scoring::types::examples::request_examples;
    let core = mahjong_scoring::api::Core::new(mahjong_scoring::engine::registry::Registry::builtin());
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).unwrap();
    let mut sent = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(op) = item.get("post") else { continue };
        let examples = op["requestBody"]["content"]["application/json"]["examples"].as_object().unwrap_or_else(|| {
            panic!("POST {path} has no request examples: add them to mahjong_types::examples::request_examples")
        });
        let declared = request_examples(path);
        assert_eq!(examples.len(), declared.len(), "{path}");
        let first = examples.keys().next().unwrap();
        assert_eq!(
            declared.iter().find(|e| e.name == first).map(|e| e.status),
            Some(200),
            "{path}: the first example ({first}) must be one that succeeds"
        );
        assert!(declared.iter().any(|e| e.status >= 400), "{path}: no error example");
        for e in declared {
            let body = serde_json::to_vec(&e.body).unwrap();
            let status = match mahjong_scoring::api::examples::run(&core, path, &body).expect("a body operation") {
                Ok(_) => 200,
                Err(err) => err.problem().status,
            };
            assert_eq!(status, e.status, "{path} example {}: answered {status}", e.name);
            let shown = op["responses"][status.to_string()]["content"]
                .as_object()
                .and_then(|c| c.values().find_map(|m| m["examples"].get(e.name)));
            assert!(shown.is_some(), "{path}: the answer to {} is not shown under {status}", e.name);
            sent += 1;
        }
    }
    assert!(sent >= 18, "{sent} examples");
}

/// The operation table is what is served: the OpenAPI document lists exactly its REST routes
/// (beside health and readiness), each with its request and answer schemas, and the proto's
/// `mahjong.v1.Scoring` service exactly its gRPC methods.
#[test]
fn the_operation_table_is_what_is_served() {
    use mahjong_scoring::types::Operation;
    use mahjong_scoring::types::operation::TABLE;
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).expect("the document");
    let schema_of = |v: &serde_json::Value| {
        v["content"]["application/json"]["schema"]["$ref"]
            .as_str()
            .map(|r| r.trim_start_matches("#/components/schemas/").to_string())
    };
    let mut served: Vec<(String, String)> = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("a path item") {
            if ["/healthz", "/readyz"].contains(&path.as_str()) {
                continue;
            }
            served.push((method.to_uppercase(), path.clone()));
            let entry = TABLE
                .iter()
                .find(|e| e.rest == Some((method.to_uppercase().as_str(), path.as_str())))
                .unwrap_or_else(|| panic!("{method} {path} is served but not in the operation table"));
            assert_eq!(schema_of(&op["requestBody"]).as_deref(), entry.request, "{path}: request");
            assert_eq!(schema_of(&op["responses"]["200"]).as_deref(), Some(entry.answer), "{path}: answer");
        }
    }
    let table: Vec<(String, String)> =
        TABLE.iter().filter_map(|e| e.rest).map(|(m, p)| (m.to_string(), p.to_string())).collect();
    served.sort();
    let mut sorted = table.clone();
    sorted.sort();
    assert_eq!(served, sorted);

    let fds: prost_types::FileDescriptorSet =
        prost::Message::decode(mahjong_scoring::grpc::DESCRIPTOR_SET).expect("the descriptor set");
    let service =
        fds.file.iter().flat_map(|f| &f.service).find(|s| s.name() == "Scoring").expect("the Scoring service");
    let mut methods: Vec<&str> = service.method.iter().map(|m| m.name()).collect();
    methods.sort();
    let mut want: Vec<&str> = TABLE.iter().filter_map(|e| e.grpc).collect();
    want.sort();
    assert_eq!(methods, want);
    for m in &service.method {
        let op = Operation::all().find(|op| op.entry().grpc == Some(m.name())).expect("in the table");
        if let Some(request) = op.entry().request {
            assert_eq!(m.input_type(), format!(".mahjong.v1.{request}"), "{}", m.name());
        }
    }
}

/// The proto and the OpenAPI document describe the same contract: for every operation of the
/// table, its request and answer message and their OpenAPI schemas list the same fields,
/// recursively, with matching kinds (string, integer, boolean, list, map, message); a field
/// the REST schema writes as an enum of names is a string in the proto. The deliberate
/// differences are listed here, each with its reason.
#[test]
fn the_proto_and_the_openapi_schemas_list_the_same_fields() {
    use mahjong_scoring::types::operation::TABLE;
    use prost_types::field_descriptor_proto::{Label, Type};
    use serde_json::Value;
    let doc = serde_json::to_value(mahjong_scoring::rest::openapi()).expect("the document");
    let schemas = doc["components"]["schemas"].as_object().expect("schemas").clone();
    let fds: prost_types::FileDescriptorSet =
        prost::Message::decode(mahjong_scoring::grpc::DESCRIPTOR_SET).expect("the descriptor set");
    let messages: std::collections::HashMap<String, prost_types::DescriptorProto> = fds
        .file
        .iter()
        .filter(|f| f.package() == "mahjong.v1")
        .flat_map(|f| {
            f.message_type.iter().flat_map(|m| {
                std::iter::once((format!(".mahjong.v1.{}", m.name()), m.clone())).chain(
                    m.nested_type.iter().map(move |n| (format!(".mahjong.v1.{}.{}", m.name(), n.name()), n.clone())),
                )
            })
        })
        .collect();
    // Fields one side has and the other has not, by design: the proto spells the compact hand
    // and the option value's two kinds as fields of their own (REST: one value of either type).
    let proto_only = ["Hand.compact", "OptionValue.bool_value", "OptionValue.int_value", "ScoreHandsResult.index"];
    // A stream's problem leaves out `type`: it is `/problems/{code}` of its errors' code (or of
    // its status), which the problem carries.
    let openapi_only = ["Problem.type"];
    // `GetRuleset` answers with the definition whole, as a `google.protobuf.Struct`.
    let whole = ["GetRulesetResponse"];

    /// The schema behind `$ref`s and a nullable `oneOf`, and the kinds it allows.
    fn resolve(schemas: &serde_json::Map<String, Value>, s: &Value) -> Value {
        let mut s = s.clone();
        loop {
            if let Some(r) = s.get("$ref").and_then(Value::as_str) {
                s = schemas[r.trim_start_matches("#/components/schemas/")].clone();
            } else if let Some(alts) = s.get("oneOf").and_then(Value::as_array) {
                let real: Vec<&Value> = alts.iter().filter(|a| a.get("type") != Some(&Value::from("null"))).collect();
                if real.len() != 1 {
                    return s;
                }
                s = real[0].clone();
            } else {
                return s;
            }
        }
    }
    fn kinds(schemas: &serde_json::Map<String, Value>, s: &Value) -> Vec<String> {
        let s = &resolve(schemas, s);
        let mut out = Vec::new();
        match &s["type"] {
            Value::String(t) => out.push(t.clone()),
            Value::Array(ts) => {
                out.extend(ts.iter().filter_map(Value::as_str).filter(|t| *t != "null").map(String::from))
            }
            _ => {}
        }
        if s.get("enum").is_some() {
            out.push("string".into());
        }
        for alt in s.get("oneOf").and_then(Value::as_array).into_iter().flatten() {
            out.extend(kinds(schemas, alt));
            if resolve(schemas, alt).get("properties").is_some() {
                out.push("object".into());
            }
        }
        out
    }

    let mut problems = Vec::new();
    let mut checked = 0;
    let mut seen = std::collections::HashSet::new();
    let mut todo: Vec<(String, Value, String)> = Vec::new();
    for e in TABLE {
        let Some(method) = e.grpc else { continue };
        let service = fds.file.iter().flat_map(|f| &f.service).find(|s| s.name() == "Scoring").expect("Scoring");
        let m = service.method.iter().find(|m| m.name() == method).expect("the method");
        if let Some(request) = e.request {
            todo.push((m.input_type().to_string(), Value::String(request.into()), method.to_string()));
        }
        todo.push((m.output_type().to_string(), Value::String(e.answer.into()), method.to_string()));
    }
    while let Some((message, schema, at)) = todo.pop() {
        let Some(m) = messages.get(&message) else { continue };
        let schema = match &schema {
            Value::String(name) => match schemas.get(name) {
                Some(s) => resolve(&schemas, s),
                None => continue,
            },
            s => resolve(&schemas, s),
        };
        // Answers carried whole as JSON (a rule set's definition) or streamed items differ in shape.
        let Some(props) = schema.get("properties").and_then(Value::as_object) else {
            let alts = schema.get("oneOf").and_then(Value::as_array).cloned().unwrap_or_default();
            if let Some(obj) = alts.iter().map(|a| resolve(&schemas, a)).find(|a| a.get("properties").is_some()) {
                todo.push((message, obj, at));
            }
            continue;
        };
        if !seen.insert((message.clone(), serde_json::to_string(&schema).unwrap_or_default())) {
            continue;
        }
        let short = message.rsplit('.').next().unwrap_or_default().to_string();
        if whole.contains(&short.as_str()) {
            continue;
        }
        for f in &m.field {
            let name = f.name();
            let here = format!("{at}: {short}.{name}");
            let Some(p) = props.get(name) else {
                if !proto_only.contains(&format!("{short}.{name}").as_str()) {
                    problems.push(format!("{here}: in the proto, not in the OpenAPI schema"));
                }
                continue;
            };
            checked += 1;
            let p = resolve(&schemas, p);
            let is_map = f.r#type() == Type::Message
                && messages.get(f.type_name()).is_some_and(|t| t.options.as_ref().is_some_and(|o| o.map_entry()));
            let (want, inner) = if is_map {
                ("object", messages.get(f.type_name()).and_then(|t| t.field.get(1)).map(|v| v.type_name().to_string()))
            } else if f.label() == Label::Repeated {
                ("array", (f.r#type() == Type::Message).then(|| f.type_name().to_string()))
            } else {
                let k = match f.r#type() {
                    Type::String => "string",
                    Type::Bool => "boolean",
                    Type::Int32 | Type::Int64 | Type::Uint32 | Type::Uint64 | Type::Sint32 | Type::Sint64 => "integer",
                    Type::Double | Type::Float => "number",
                    Type::Message => "object",
                    _ => "other",
                };
                (k, (f.r#type() == Type::Message).then(|| f.type_name().to_string()))
            };
            let have = kinds(&schemas, &p);
            let integer_ok = want == "integer" && have.iter().any(|k| k == "number");
            // An option value: a message of two kinds in the proto, either JSON value in REST.
            let option_ok = f.type_name() == ".mahjong.v1.OptionValue" && have.iter().any(|k| k == "boolean");
            let fits = have.iter().any(|k| k == want)
                || integer_ok
                || option_ok
                || (want == "object" && p.get("properties").is_some());
            if !fits {
                problems.push(format!("{here}: {want} in the proto, {have:?} in the OpenAPI schema"));
            }
            if let Some(inner) = inner {
                let sub = if is_map {
                    p.get("additionalProperties").cloned()
                } else if want == "array" {
                    p.get("items").cloned()
                } else {
                    Some(p.clone())
                };
                if let Some(sub) = sub {
                    todo.push((inner, sub, at.clone()));
                }
            }
        }
        for name in props.keys() {
            if !m.field.iter().any(|f| f.name() == name) && !openapi_only.contains(&format!("{short}.{name}").as_str())
            {
                problems.push(format!("{at}: {short}.{name}: in the OpenAPI schema, not in the proto"));
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(checked > 100, "{checked} fields checked");
    assert!(problems.is_empty(), "{} differences:\n{}", problems.len(), problems.join("\n"));
}
