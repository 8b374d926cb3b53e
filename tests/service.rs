//! The service in-process: both listeners on port 0, every operation called over REST and gRPC
//! with the same requests (every golden case), asserting that both transports give the core's
//! answer; every error path (problem+json fields, gRPC status details); limits; health,
//! reflection and graceful shutdown.

use std::time::Duration;

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::grpc::pb;
use mahjong_scoring::grpc::pb::scoring_client::ScoringClient;
use mahjong_scoring::server::{self, Limits, Running};
use mahjong_scoring::types as t;
use mahjong_scoring::types::Operation;
use serde_json::{Value, json};
use tonic::transport::Channel;
use tonic_types::StatusExt;

mod rest_messages;
use rest_messages::message_from_rest_json;

fn core() -> Core {
    Core::new(Registry::builtin())
}

async fn start(limits: Limits) -> Running {
    server::start(core(), "127.0.0.1:0".parse().unwrap(), "127.0.0.1:0".parse().unwrap(), limits)
        .await
        .expect("server starts")
}

async fn grpc_client(r: &Running) -> ScoringClient<Channel> {
    ScoringClient::connect(format!("http://{}", r.grpc)).await.expect("grpc connects")
}

/// Every golden request: (file, case name, operation, JSON body).
fn golden_requests() -> Vec<(String, String, String, Value)> {
    mahjong_testkit::golden::cases().into_iter().map(|c| (c.file, c.name, c.op_name, c.request)).collect()
}

fn path_of(op: &str) -> &'static str {
    mahjong_loadtest::mix::rest_path(op).unwrap_or_else(|| panic!("unknown op {op}"))
}

/// The core's own answer for a body: Ok(response JSON) or Err(problem document JSON).
fn core_answer(core: &Core, op: &str, body: &[u8]) -> Result<Value, Value> {
    let op = Operation::from_name(op).unwrap_or_else(|| panic!("unknown op {op}"));
    let r = mahjong_scoring::api::call_json(core, op, body, None).unwrap_or_else(|| panic!("{op:?} takes no body"));
    r.map_err(|e| json!(e.problem()))
}

/// Drops what one transport spells out and the other leaves implicit: nulls, false, zero, empty
/// strings and lists (proto3 has no presence for them).
fn normalise(v: &Value) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.iter()
                .filter(|(_, v)| {
                    !matches!(v, Value::Null | Value::Bool(false))
                        && **v != json!("")
                        && **v != json!([])
                        && **v != json!(0)
                })
                .map(|(k, v)| (k.clone(), normalise(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(normalise).collect()),
        v => v.clone(),
    }
}

/// Calls the gRPC method for `op`; Ok(JSON of the answer) or Err(status).
async fn grpc_call(
    c: &mut ScoringClient<Channel>,
    op: &str,
    body: &Value,
) -> Result<Result<Value, tonic::Status>, String> {
    // The answer read back into the contract (`TryFrom`) and written as REST writes it.
    macro_rules! call {
        ($ty:ty, $m:ident, $answer:ty) => {{
            let req: $ty = message_from_rest_json(body)?;
            Ok(c.$m(req).await.map(|r| serde_json::to_value(<$answer>::try_from(r.into_inner()).unwrap()).unwrap()))
        }};
    }
    match Operation::from_name(op).unwrap_or_else(|| panic!("unknown op {op}")) {
        Operation::ScoreHand => call!(pb::HandRequest, score_hand, t::ScoreResponse),
        Operation::ValidateHand => call!(pb::HandRequest, validate_hand, t::ValidateResponse),
        Operation::FindWaits => call!(pb::HandRequest, find_waits, t::WaitsResponse),
        Operation::ResolveClaims => call!(pb::ClaimsRequest, resolve_claims, t::ClaimsResponse),
        Operation::SettleDeal => call!(pb::SettleRequest, settle_deal, t::SettleResponse),
        Operation::ScoreDeal => call!(pb::DealRequest, score_deal, t::DealResponse),
        Operation::ReconcileSession => call!(pb::ReconcileRequest, reconcile_session, t::ReconcileResponse),
        Operation::ScoreSession => call!(pb::SessionRequest, score_session, t::SessionResponse),
        Operation::TournamentStandings => call!(pb::TournamentRequest, tournament_standings, t::TournamentResponse),
        other @ (Operation::ListRulesets | Operation::GetRuleset | Operation::ScoreBatch | Operation::ScoreHands) => {
            Err(format!("{other:?} has no golden cases"))
        }
    }
}

/// Field violations of a status as sorted "code@pointer".
fn violations(s: &tonic::Status) -> Vec<String> {
    let mut v: Vec<String> = s
        .get_details_bad_request()
        .map(|b| b.field_violations.iter().map(|f| format!("{}@{}", f.reason, f.field)).collect())
        .unwrap_or_default();
    v.sort();
    v
}

fn problem_errors(doc: &Value) -> Vec<String> {
    let mut v: Vec<String> = doc["errors"]
        .as_array()
        .map(|a| {
            a.iter().map(|e| format!("{}@{}", e["code"].as_str().unwrap(), e["pointer"].as_str().unwrap())).collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_and_grpc_give_the_core_answer_for_every_golden_request() {
    let running = start(Limits::default()).await;
    let http = reqwest::Client::new();
    let mut grpc = grpc_client(&running).await;
    let core = core();
    let cases = golden_requests();
    assert!(cases.len() > 400, "{} golden requests", cases.len());
    let mut failures = Vec::new();
    let mut grpc_checked = 0;
    let mut grpc_sessions = 0;
    for (file, name, op, body) in &cases {
        let session = matches!(op.as_str(), "session" | "tournament");
        let bytes = serde_json::to_vec(body).unwrap();
        let want = core_answer(&core, op, &bytes);
        let resp = http
            .post(format!("http://{}{}", running.http, path_of(op)))
            .header("content-type", "application/json")
            .body(bytes.clone())
            .send()
            .await
            .unwrap();
        let status = resp.status().as_u16();
        let ct = resp.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
        let got: Value = resp.json().await.unwrap();
        match &want {
            Ok(w) if status == 200 && &got == w => {}
            Err(w)
                if status == w["status"].as_u64().unwrap() as u16 && &got == w && ct == "application/problem+json" => {}
            _ => failures.push(format!("REST {file}::{name}: status {status}, got {got}, want {want:?}")),
        }
        // gRPC: the same request; bodies that cannot even be expressed as the proto message
        // (e.g. a JSON type error) are REST-only.
        match grpc_call(&mut grpc, op, body).await {
            Err(_) => {}
            Ok(Ok(g)) => {
                grpc_checked += 1;
                grpc_sessions += session as usize;
                match &want {
                    Ok(w) if normalise(&g) == normalise(w) => {}
                    _ => failures.push(format!("gRPC {file}::{name}: got {g}, want {want:?}")),
                }
            }
            Ok(Err(s)) => {
                grpc_checked += 1;
                grpc_sessions += session as usize;
                match &want {
                    Err(w) if violations(&s) == problem_errors(w) => {
                        let expect_code = match w["status"].as_u64().unwrap() {
                            400 | 415 | 422 => tonic::Code::InvalidArgument,
                            404 => tonic::Code::NotFound,
                            413 => tonic::Code::ResourceExhausted,
                            _ => tonic::Code::Internal,
                        };
                        if s.code() != expect_code {
                            failures.push(format!("gRPC {file}::{name}: code {:?}, want {expect_code:?}", s.code()));
                        }
                    }
                    _ => {
                        failures.push(format!("gRPC {file}::{name}: status {s:?} {:?}, want {want:?}", violations(&s)))
                    }
                }
            }
        }
    }
    running.shutdown().await;
    assert!(grpc_checked > 400, "only {grpc_checked} requests went over gRPC");
    // Every session and tournament golden case (sessions-*.toml) goes over gRPC too.
    assert!(grpc_sessions >= 20, "only {grpc_sessions} session and tournament requests went over gRPC");
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

async fn post(
    client: &reqwest::Client,
    r: &Running,
    path: &str,
    ct: &str,
    body: impl Into<reqwest::Body>,
) -> (u16, String, Value) {
    let resp =
        client.post(format!("http://{}{}", r.http, path)).header("content-type", ct).body(body).send().await.unwrap();
    let status = resp.status().as_u16();
    let ct = resp.headers().get("content-type").map(|v| v.to_str().unwrap().to_string()).unwrap_or_default();
    let text = resp.text().await.unwrap();
    (status, ct, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

const SCORE: &str = r#"{"ruleset":"ecr","seat_wind":"south","round_wind":"east","hand":"b1b2b3 d5d5d5 c7c8c9 wewe drdrdr","win":{"tile":"we","source":"discard","discarder":"north"}}"#;

/// One HTTP/1.1 answer read from a raw connection: the head and the body (by its Content-Length).
async fn read_answer(s: &mut tokio::net::TcpStream) -> (String, String) {
    use tokio::io::AsyncReadExt;
    let mut buf = Vec::new();
    let mut byte = [0u8; 1];
    while !buf.ends_with(b"\r\n\r\n") {
        let n = s.read(&mut byte).await.expect("the answer arrives");
        assert_eq!(n, 1, "connection closed after {:?}", String::from_utf8_lossy(&buf));
        buf.push(byte[0]);
    }
    let head = String::from_utf8(buf).expect("an ASCII head");
    let len = head
        .lines()
        .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().parse::<usize>()))
        .expect("a content-length")
        .expect("a number");
    let mut body = vec![0u8; len];
    s.read_exact(&mut body).await.expect("the whole body arrives");
    (head, String::from_utf8(body).expect("a UTF-8 body"))
}

/// A body over the 1 MiB limit is read to its end and answered 413 on a connection that stays
/// usable: a client still uploading gets the problem document, not a reset connection. A body
/// announced with `Expect: 100-continue` is refused before the client sends it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_body_is_answered_413_not_reset() {
    use tokio::io::AsyncWriteExt;
    let r = start(Limits::default()).await;
    let mut s = tokio::net::TcpStream::connect(r.http).await.unwrap();
    let chunk = vec![b' '; 64 * 1024];
    let size = 36 * chunk.len(); // 2.25 MiB
    let head = format!(
        "POST /v1/hands/score HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: {size}\r\n\r\n"
    );
    s.write_all(head.as_bytes()).await.unwrap();
    // In pieces, as over a real network: the server passes its limit long before the end.
    for _ in 0..36 {
        s.write_all(&chunk).await.expect("the server reads the whole body rather than closing");
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let (head, body) = read_answer(&mut s).await;
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    assert!(head.to_ascii_lowercase().contains("content-type: application/problem+json"), "{head}");
    assert!(body.contains("body_too_large"), "{body}");
    // The same connection serves the next request.
    s.write_all(b"GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n").await.unwrap();
    let (head, body) = read_answer(&mut s).await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert_eq!(body, "ok");

    // 10 MiB announced with Expect: 100-continue: 413 at once, no 100 Continue, nothing sent.
    let mut s = tokio::net::TcpStream::connect(r.http).await.unwrap();
    let head = "POST /v1/hands/score-batch HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n\
                content-length: 10485760\r\nexpect: 100-continue\r\n\r\n";
    s.write_all(head.as_bytes()).await.unwrap();
    let (head, body) =
        tokio::time::timeout(Duration::from_secs(5), read_answer(&mut s)).await.expect("answered at once");
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    assert!(body.contains("body_too_large"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rest_error_paths_are_problem_documents() {
    let r = start(Limits::default()).await;
    let c = reqwest::Client::new();
    let json_ct = "application/json";
    let check = |(status, ct, doc): (u16, String, Value), want_status: u16, want: &str| {
        assert_eq!(status, want_status, "{doc}");
        assert_eq!(ct, "application/problem+json");
        assert_eq!(doc["status"], want_status);
        assert!(doc["title"].is_string() && doc["detail"].is_string(), "{doc}");
        assert_eq!(problem_errors(&doc), vec![want.to_string()], "{doc}");
    };
    check(post(&c, &r, "/v1/hands/score", "text/plain", SCORE).await, 415, "unsupported_media_type@");
    check(post(&c, &r, "/v1/hands/score", json_ct, "").await, 400, "empty_body@");
    check(post(&c, &r, "/v1/hands/score", json_ct, "{\"ruleset\":").await, 400, "invalid_json@");
    check(
        post(&c, &r, "/v1/hands/score", json_ct, SCORE.replace("\"ruleset\"", "\"rules\"")).await,
        400,
        "unknown_field@/rules",
    );
    check(post(&c, &r, "/v1/hands/score", json_ct, SCORE.replace("b1b2b3", "b1b2x3")).await, 422, "unknown_tile@/hand");
    check(
        post(&c, &r, "/v1/hands/score", json_ct, SCORE.replace("\"ecr\"", "\"zung-jung\"")).await,
        422,
        "unknown_ruleset@/ruleset",
    );
    check(post(&c, &r, "/v1/hands/score", json_ct, vec![b' '; (1 << 20) + 1]).await, 413, "body_too_large@");
    let batch = format!("{{\"requests\":[{}]}}", vec![SCORE; 1001].join(","));
    check(post(&c, &r, "/v1/hands/score-batch", json_ct, batch).await, 413, "batch_too_large@/requests");
    // Unknown route and wrong method: problem documents too.
    let resp = c.get(format!("http://{}/v2/nothing", r.http)).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 404);
    assert_eq!(resp.headers()["content-type"], "application/problem+json");
    let resp = c.get(format!("http://{}/v1/hands/score", r.http)).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 405);
    let resp = c.get(format!("http://{}/v1/rulesets/nope", r.http)).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 404);
    // A batch answers each request on its own.
    let batch = format!("{{\"requests\":[{SCORE},{}]}}", SCORE.replace("\"we\",\"source\"", "\"b9\",\"source\""));
    let (status, _, doc) = post(&c, &r, "/v1/hands/score-batch", json_ct, batch).await;
    assert_eq!(status, 200);
    assert_eq!(doc["results"][0]["score"]["total"], 92);
    assert_eq!(problem_errors(&doc["results"][1]["error"]), vec!["winning_tile_not_in_hand@/requests/1/win/tile"]);
    // Element names follow Accept-Language.
    let resp = c
        .post(format!("http://{}/v1/hands/score", r.http))
        .header("content-type", json_ct)
        .header("accept-language", "nl-NL, en;q=0.5")
        .body(SCORE)
        .send()
        .await
        .unwrap();
    let doc: Value = resp.json().await.unwrap();
    assert!(doc["elements"].as_array().unwrap().iter().any(|e| e["name"] == "Paar Wind v.d. ronde"), "{doc}");
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grpc_errors_carry_field_violations() {
    let r = start(Limits::default()).await;
    let mut c = grpc_client(&r).await;
    let mut req: pb::HandRequest = message_from_rest_json(&serde_json::from_str(SCORE).unwrap()).unwrap();
    req.hand = Some(pb::Hand { concealed: vec!["b1".into(), "zz".into()], ..Default::default() });
    let s = c.score_hand(req.clone()).await.unwrap_err();
    assert_eq!(s.code(), tonic::Code::InvalidArgument);
    assert_eq!(violations(&s), vec!["unknown_tile@/hand/concealed/1"]);
    let bad = s.get_details_bad_request().unwrap();
    assert!(bad.field_violations[0].description.starts_with("unknown_tile: "));
    req.seat_wind = "up".into();
    let s = c.score_hand(req.clone()).await.unwrap_err();
    assert_eq!(violations(&s), vec!["invalid_value@/seat_wind"]);
    let s = c.get_ruleset(pb::GetRulesetRequest { id: "nope".into() }).await.unwrap_err();
    assert_eq!(s.code(), tonic::Code::NotFound);
    // The full definition comes back as a Struct.
    let d = c.get_ruleset(pb::GetRulesetRequest { id: "ecr".into() }).await.unwrap().into_inner();
    assert!(d.definition.unwrap().fields.contains_key("elements"));
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn grpc_streaming_answers_each_request() {
    let r = start(Limits::default()).await;
    let mut c = grpc_client(&r).await;
    let good: pb::HandRequest = message_from_rest_json(&serde_json::from_str(SCORE).unwrap()).unwrap();
    let mut bad = good.clone();
    bad.ruleset = "nope".into();
    let reqs = vec![good.clone(), bad, good];
    let mut stream = c.score_hands(tokio_stream::iter(reqs)).await.unwrap().into_inner();
    let mut got = Vec::new();
    while let Some(item) = stream.message().await.unwrap() {
        got.push(item);
    }
    assert_eq!(got.len(), 3);
    assert!(matches!(&got[0].result, Some(pb::score_hands_result::Result::Score(s)) if s.0.total == 92));
    assert!(
        matches!(&got[1].result, Some(pb::score_hands_result::Result::Error(e)) if e.status == 422 && e.errors[0].code == "unknown_ruleset")
    );
    assert_eq!(got[2].index, 2);
    r.shutdown().await;
}

/// A stream of empty messages (each missing every field) is answered within a bound of its size:
/// the first answers list their problems, the later ones only their status and title once the
/// answers reach eight times the bytes received (plus 16 KiB). Found by fuzzing `grpc_stream`: a
/// 640 KB stream of empty messages got 10 MB of answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_of_empty_messages_gets_a_bounded_answer() {
    use prost::Message;
    let r = start(Limits::default()).await;
    let mut c = grpc_client(&r).await;
    let n = 50_000;
    let reqs = vec![pb::HandRequest::default(); n];
    let mut stream = c.score_hands(tokio_stream::iter(reqs)).await.unwrap().into_inner();
    let (mut count, mut bytes, mut detailed) = (0, 0, 0);
    while let Some(item) = stream.message().await.unwrap() {
        let Some(pb::score_hands_result::Result::Error(e)) = &item.result else { panic!("{item:?}") };
        assert_eq!(e.status, 400, "{e:?}");
        assert!(e.more_errors as usize + e.errors.len() >= 4, "{e:?}");
        detailed += usize::from(!e.detail.is_empty());
        bytes += item.encoded_len() + 5;
        count += 1;
    }
    assert_eq!(count, n);
    assert!(detailed > 50, "{detailed} answers with their detail");
    assert!(bytes <= 8 * 5 * n + 16 * 1024, "{bytes} bytes of answers to {} bytes", 5 * n);
    r.shutdown().await;
}

/// `last_tile` with a robbed kong is invalid input (RULES.md §6 `last_tile`) on every path that takes
/// a win: REST score and score-batch items, gRPC ScoreHand and ScoreHands (the golden replay covers
/// validate and deals on both transports).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn last_tile_with_a_robbed_kong_is_invalid_on_both_transports() {
    let r = start(Limits::default()).await;
    let mut body: Value = serde_json::from_str(SCORE).unwrap();
    body["win"] = json!({"tile": "we", "source": "robbed_kong", "discarder": "north", "last_tile": true});
    let c = reqwest::Client::new();
    let (status, _, doc) = post(&c, &r, "/v1/hands/score", "application/json", body.to_string()).await;
    assert_eq!((status, problem_errors(&doc)), (422, vec!["invalid_win@/win/last_tile".to_string()]), "{doc}");
    let batch = json!({"requests": [serde_json::from_str::<Value>(SCORE).unwrap(), body.clone()]});
    let (status, _, doc) = post(&c, &r, "/v1/hands/score-batch", "application/json", batch.to_string()).await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["results"][0]["score"]["total"], 92, "{doc}");
    assert_eq!(problem_errors(&doc["results"][1]["error"]), vec!["invalid_win@/requests/1/win/last_tile"], "{doc}");
    let mut g = grpc_client(&r).await;
    let req: pb::HandRequest = message_from_rest_json(&body).unwrap();
    let s = g.score_hand(req.clone()).await.unwrap_err();
    assert_eq!(s.code(), tonic::Code::InvalidArgument);
    assert_eq!(violations(&s), vec!["invalid_win@/win/last_tile"]);
    let mut stream = g.score_hands(tokio_stream::iter(vec![req])).await.unwrap().into_inner();
    let item = stream.message().await.unwrap().expect("one answer");
    assert!(
        matches!(&item.result, Some(pb::score_hands_result::Result::Error(e))
            if e.status == 422 && e.errors[0].code == "invalid_win" && e.errors[0].pointer == "/win/last_tile"),
        "{item:?}"
    );
    r.shutdown().await;
}

/// A hand written in mpsz (issue #42, docs/api.md "Hands") is answered in mpsz on both transports,
/// tile for tile what the same hand in codes is answered in codes: REST score, a batch holding
/// both, waits; gRPC `ScoreHand`, `ScoreHands` and `FindWaits`, read off the wire. A red five is
/// refused at the hand on both (no rule set served plays with red fives).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_in_mpsz_is_answered_in_mpsz_on_both_transports() {
    let r = start(Limits::default()).await;
    let c = reqwest::Client::new();
    let codes: Value = serde_json::from_str(SCORE).unwrap();
    let mut mpsz = codes.clone();
    mpsz["hand"] = json!("123s555p789m11z777z");
    mpsz["win"]["tile"] = json!("1z");
    let tiles = |doc: &Value| -> Vec<Value> {
        let sets = doc["arrangement"].as_array().unwrap().iter().map(|s| s["tiles"].clone());
        sets.chain(doc["elements"].as_array().unwrap().iter().map(|e| e["tiles"].clone())).collect()
    };
    let in_mpsz = |v: &[Value]| -> Vec<Value> {
        let one = |t: &Value| json!(t.as_str().and_then(t::Tile::parse).map(t::Tile::mpsz));
        v.iter().map(|l| Value::Array(l.as_array().unwrap().iter().map(one).collect())).collect()
    };
    let (status, _, a) = post(&c, &r, "/v1/hands/score", "application/json", codes.to_string()).await;
    assert_eq!(status, 200, "{a}");
    let (status, _, b) = post(&c, &r, "/v1/hands/score", "application/json", mpsz.to_string()).await;
    assert_eq!((status, &b["total"]), (200, &json!(92)), "{b}");
    assert_eq!(b["arrangement"][0]["tiles"], json!(["1z", "1z"]), "{b}");
    assert_eq!(tiles(&b), in_mpsz(&tiles(&a)), "{a}\n{b}");
    let batch = json!({"requests": [codes, mpsz]});
    let (status, _, doc) = post(&c, &r, "/v1/hands/score-batch", "application/json", batch.to_string()).await;
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["results"][0]["score"], a, "{doc}");
    assert_eq!(doc["results"][1]["score"], b, "{doc}");
    let waits = json!({"ruleset": "ecr", "seat_wind": "west", "round_wind": "east", "hand": "12m234p567s (888p) 44z"});
    let (status, _, w) = post(&c, &r, "/v1/hands/waits", "application/json", waits.to_string()).await;
    assert_eq!((status, &w["waits"][0]["tile"]), (200, &json!("3m")), "{w}");
    // gRPC: the strings on the wire.
    let mut g = grpc_client(&r).await;
    let req: pb::HandRequest = message_from_rest_json(&mpsz).unwrap();
    let answer = g.score_hand(req.clone()).await.unwrap().into_inner().0;
    assert_eq!(serde_json::to_value(&answer).unwrap(), b);
    assert_eq!(answer.arrangement[0].tiles.codes(), ["1z", "1z"]);
    let mut stream = g.score_hands(tokio_stream::iter(vec![req])).await.unwrap().into_inner();
    let item = stream.message().await.unwrap().expect("one answer");
    let Some(pb::score_hands_result::Result::Score(streamed)) = item.result else { panic!("{item:?}") };
    assert_eq!(streamed.0, answer);
    let w = g.find_waits(message_from_rest_json::<pb::HandRequest>(&waits).unwrap()).await.unwrap().into_inner();
    assert_eq!(w.waits.iter().map(|w| w.tile.as_str()).collect::<Vec<_>>(), ["3m"]);
    // A red five: refused at the hand, never read as a plain five.
    mpsz["hand"] = json!("123s055p789m11z777z");
    let (status, _, doc) = post(&c, &r, "/v1/hands/score", "application/json", mpsz.to_string()).await;
    assert_eq!((status, problem_errors(&doc)), (422, vec!["not_in_ruleset@/hand".to_string()]), "{doc}");
    let s = g.score_hand(message_from_rest_json::<pb::HandRequest>(&mpsz).unwrap()).await.unwrap_err();
    assert_eq!(violations(&s), vec!["not_in_ruleset@/hand"]);
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_reflection() {
    let r = start(Limits::default()).await;
    let ch = Channel::from_shared(format!("http://{}", r.grpc)).unwrap().connect().await.unwrap();
    let mut health = tonic_health::pb::health_client::HealthClient::new(ch.clone());
    for service in ["", "mahjong.v1.Scoring"] {
        let s =
            health.check(tonic_health::pb::HealthCheckRequest { service: service.into() }).await.unwrap().into_inner();
        assert_eq!(s.status, tonic_health::pb::health_check_response::ServingStatus::Serving as i32, "{service}");
    }
    // Both reflection versions list the service: `v1` (grpcurl, tonic) and `v1alpha` (the
    // default of Python's grpcio-reflection and npm's grpc-js-reflection-client).
    macro_rules! list_services {
        ($v:ident) => {{
            use tonic_reflection::pb::$v::{
                ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
                server_reflection_request::MessageRequest, server_reflection_response::MessageResponse,
            };
            let mut refl = ServerReflectionClient::new(ch.clone());
            let req = ServerReflectionRequest {
                host: String::new(),
                message_request: Some(MessageRequest::ListServices(String::new())),
            };
            let mut resp = refl.server_reflection_info(tokio_stream::iter(vec![req])).await.unwrap().into_inner();
            let msg = resp.message().await.unwrap().unwrap();
            let Some(MessageResponse::ListServicesResponse(list)) = msg.message_response else { panic!("no list") };
            list.service.into_iter().map(|s| s.name).collect::<Vec<String>>()
        }};
    }
    for names in [list_services!(v1), list_services!(v1alpha)] {
        assert!(names.contains(&"mahjong.v1.Scoring".to_string()), "{names:?}");
        assert!(names.contains(&"grpc.health.v1.Health".to_string()), "{names:?}");
    }
    let c = reqwest::Client::new();
    assert_eq!(c.get(format!("http://{}/healthz", r.http)).send().await.unwrap().status(), 200);
    assert_eq!(c.get(format!("http://{}/readyz", r.http)).send().await.unwrap().status(), 200);
    let docs = c.get(format!("http://{}/docs/", r.http)).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    assert!(docs.text().await.unwrap().contains("swagger"), "the docs page is served from the binary");
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn overload_is_shed_with_503_and_unavailable() {
    // No request may run at once: every request is shed, on both transports.
    let r = start(Limits { concurrency: 0, ..Limits::default() }).await;
    let c = reqwest::Client::new();
    let (status, ct, doc) = post(&c, &r, "/v1/hands/score", "application/json", SCORE).await;
    assert_eq!((status, ct.as_str()), (503, "application/problem+json"), "{doc}");
    let mut g = grpc_client(&r).await;
    let req: pb::HandRequest = message_from_rest_json(&serde_json::from_str(SCORE).unwrap()).unwrap();
    assert_eq!(g.score_hand(req).await.unwrap_err().code(), tonic::Code::Unavailable);
    r.shutdown().await;

    // One at a time: concurrent large batches overlap and some are shed, none fails otherwise.
    let r = start(Limits { concurrency: 1, ..Limits::default() }).await;
    let batch = format!("{{\"requests\":[{}]}}", vec![SCORE; 1000].join(","));
    let mut tasks = Vec::new();
    for _ in 0..8 {
        let (c, url, b) = (c.clone(), format!("http://{}/v1/hands/score-batch", r.http), batch.clone());
        tasks.push(tokio::spawn(async move {
            c.post(url).header("content-type", "application/json").body(b).send().await.unwrap().status().as_u16()
        }));
    }
    let mut statuses = Vec::new();
    for t in tasks {
        statuses.push(t.await.unwrap());
    }
    assert!(statuses.iter().all(|s| *s == 200 || *s == 503), "{statuses:?}");
    assert!(statuses.contains(&503) && statuses.contains(&200), "{statuses:?}");
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_requests_time_out_with_503() {
    let r = start(Limits { timeout: Duration::from_millis(1), ..Limits::default() }).await;
    let c = reqwest::Client::new();
    let batch = format!("{{\"requests\":[{}]}}", vec![SCORE; 1000].join(","));
    // The same limit bounds the body's arrival: on a busy machine the 400 KB body may itself take
    // longer than 1 ms, which is answered 408 (the connection closes). Such tries are retried;
    // the work of a whole batch never fits in 1 ms.
    let mut answers = Vec::new();
    for _ in 0..10 {
        let url = format!("http://{}/v1/hands/score-batch", r.http);
        let sent = c.post(url).header("content-type", "application/json").body(batch.clone()).send().await;
        // A 408 closes the connection: a client still sending may see it reset instead.
        let Ok(resp) = sent else { continue };
        let status = resp.status().as_u16();
        let doc: Value = serde_json::from_str(&resp.text().await.unwrap_or_default()).unwrap_or(Value::Null);
        answers.push((status, doc["title"].clone()));
        if status == 503 {
            break;
        }
        assert_eq!((status, doc["title"].as_str()), (408, Some("Request body too slow")), "{doc}");
    }
    assert_eq!(answers.last().map(|(s, t)| (*s, t.as_str())), Some((503, Some("Request timed out"))), "{answers:?}");
    r.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_finishes_in_flight_requests_then_refuses() {
    let r = start(Limits::default()).await;
    let c = reqwest::Client::new();
    let batch = format!("{{\"requests\":[{}]}}", vec![SCORE; 1000].join(","));
    let url = format!("http://{}/v1/hands/score-batch", r.http);
    let http_addr = r.http;
    let in_flight = tokio::spawn({
        let c = c.clone();
        async move {
            c.post(url).header("content-type", "application/json").body(batch).send().await.map(|r| r.status().as_u16())
        }
    });
    // Long enough for the request to be accepted even on a loaded machine (5 ms was not, under
    // a parallel build); shutdown then has to let it finish.
    tokio::time::sleep(Duration::from_millis(40)).await;
    let started = std::time::Instant::now();
    tokio::time::timeout(Duration::from_secs(5), r.shutdown()).await.expect("both servers stop within 5 s");
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(in_flight.await.unwrap().unwrap(), 200, "the in-flight request finished");
    let after = reqwest::Client::new().get(format!("http://{http_addr}/healthz")).send().await;
    assert!(after.is_err(), "new connections are refused after shutdown");
}

/// Reads one sample of a Prometheus text exposition.
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    text.lines()
        .filter(|l| l.starts_with(name) && !l.starts_with('#'))
        .filter(|l| labels.iter().all(|(k, v)| l.contains(&format!("{k}=\"{v}\""))))
        .filter_map(|l| l.rsplit(' ').next().and_then(|v| v.parse::<f64>().ok()))
        .sum()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_requests_latency_and_scored_hands() {
    let r = start(Limits::default()).await;
    let c = reqwest::Client::new();
    let scrape = || async { c.get(format!("http://{}/metrics", r.http)).send().await.unwrap().text().await.unwrap() };
    let before = scrape().await;
    let score_ok = [("transport", "http"), ("operation", "POST /v1/hands/score"), ("status", "200")];
    for _ in 0..3 {
        post(&c, &r, "/v1/hands/score", "application/json", SCORE).await;
    }
    post(&c, &r, "/v1/hands/score", "application/json", SCORE.replace("\"ecr\"", "\"zung-jung\"")).await;
    let mut g = grpc_client(&r).await;
    let req: pb::HandRequest = message_from_rest_json(&serde_json::from_str(SCORE).unwrap()).unwrap();
    g.score_hand(req).await.unwrap();
    let after = scrape().await;
    assert_eq!(
        sample(&after, "mahjong_requests_total", &score_ok) - sample(&before, "mahjong_requests_total", &score_ok),
        3.0
    );
    let rejected = [("operation", "POST /v1/hands/score"), ("status", "422")];
    assert!(sample(&after, "mahjong_requests_total", &rejected) >= 1.0, "{after}");
    let grpc = [("transport", "grpc"), ("operation", "ScoreHand"), ("status", "0")];
    assert!(sample(&after, "mahjong_requests_total", &grpc) >= 1.0, "{after}");
    let hist = [("operation", "POST /v1/hands/score"), ("status", "200")];
    assert!(
        sample(&after, "mahjong_request_duration_seconds_count", &hist)
            >= sample(&before, "mahjong_request_duration_seconds_count", &hist) + 3.0
    );
    assert!(
        sample(&after, "mahjong_hands_scored_total", &[("ruleset", "ecr")])
            >= sample(&before, "mahjong_hands_scored_total", &[("ruleset", "ecr")]) + 4.0
    );
    assert!(after.contains("mahjong_requests_in_flight"), "{after}");
    r.shutdown().await;
}

/// Metric labels come from bounded sets: a client that calls made-up gRPC methods or sends
/// made-up HTTP methods cannot add label values (and so series) to `/metrics`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metric_labels_stay_bounded_whatever_clients_send() {
    let r = start(Limits::default()).await;
    let c = reqwest::Client::new();
    let mut g = tonic::client::Grpc::new(
        tonic::transport::Endpoint::from_shared(format!("http://{}", r.grpc)).unwrap().connect().await.unwrap(),
    );
    for i in 0..3 {
        g.ready().await.unwrap();
        let path = format!("/mahjong.v1.Scoring/NoSuchMethod{i}").parse().unwrap();
        let codec = tonic_prost::ProstCodec::<pb::ListRulesetsRequest, pb::ListRulesetsResponse>::default();
        let e = g.unary(tonic::Request::new(pb::ListRulesetsRequest::default()), path, codec).await.unwrap_err();
        assert_eq!(e.code(), tonic::Code::Unimplemented);
        let method = reqwest::Method::from_bytes(format!("BREW{i}").as_bytes()).unwrap();
        let resp = c.request(method, format!("http://{}/v1/hands/score", r.http)).send().await.unwrap();
        assert_eq!(resp.status(), 405);
    }
    let text = c.get(format!("http://{}/metrics", r.http)).send().await.unwrap().text().await.unwrap();
    assert!(!text.contains("NoSuchMethod") && !text.contains("BREW"), "{text}");
    let unknown = [("transport", "grpc"), ("operation", "(unknown)"), ("status", "12")];
    assert!(sample(&text, "mahjong_requests_total", &unknown) >= 3.0, "{text}");
    let other = [("transport", "http"), ("operation", "OTHER /v1/hands/score"), ("status", "405")];
    assert!(sample(&text, "mahjong_requests_total", &other) >= 3.0, "{text}");
    r.shutdown().await;
}

/// Sessions over HTTP: CSV and HTML answers (with what a client wrote escaped), the deal limit,
/// and the larger body limit of the session route.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_export_and_limits() {
    let running = start(Limits::default()).await;
    let http = reqwest::Client::new();
    let url = format!("http://{}/v1/sessions/score", running.http);
    let body = json!({"ruleset": "rode-boekje", "players": [
        {"id": "a", "name": "=HYPERLINK(\"http://x\")", "seat": "east"},
        {"id": "b", "name": "<script>alert(1)</script>", "seat": "south"},
        {"id": "c", "seat": "west"}, {"id": "d", "name": "Dirk & \"Co\"", "seat": "north"}],
        "deals": [{"winner": "b", "scores": {"a": 14, "b": 272, "c": 8, "d": 48}, "win": {"source": "discard", "discarder": "d"}},
                  {"draw": true}]});
    let send = |accept: &'static str, body: Vec<u8>| {
        http.post(&url).header("content-type", "application/json").header("accept", accept).body(body).send()
    };
    let bytes = serde_json::to_vec(&body).unwrap();
    let r = send("text/csv", bytes.clone()).await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/csv; charset=utf-8");
    let csv = r.text().await.unwrap();
    assert!(csv.starts_with("deal,round,round_wind,"), "{csv}");
    assert!(csv.contains("\"'=HYPERLINK(\"\"http://x\"\") score\""), "{csv}");
    assert!(csv.contains("\n1,1,east,,\"'=HYPERLINK"), "{csv}");
    assert!(csv.contains(",-600,-600,"), "{csv}");
    let r = send("text/html", bytes.clone()).await.unwrap();
    assert_eq!(r.headers()["content-type"], "text/html; charset=utf-8");
    let html = r.text().await.unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(!html.contains("<script>"), "unescaped name in the sheet");
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("Dirk &amp; &quot;Co&quot;") || html.contains("Dirk &amp; \"Co\""));
    assert!(html.contains("<svg") && html.contains("<polyline"));
    // A riichi game that ends: the final scores (placement: uma and oka) as a row and a column.
    let riichi = json!({"ruleset": "riichi", "players": body["players"], "start": {"round": 2, "passes": 3,
        "east": "d", "totals": {"a": 40000, "b": 30000, "c": 20000, "d": 10000}}, "deals": [{"draw": true}]});
    let riichi = serde_json::to_vec(&riichi).unwrap();
    let csv = send("text/csv", riichi.clone()).await.unwrap().text().await.unwrap();
    // 40,000 first: 10,000 + 15,000 uma + 20,000 oka; 10,000 last: -20,000 - 15,000.
    assert!(csv.contains("\nfinal,,,,,,,,,45000,,,5000,,,-15000,,,-35000\n"), "{csv}");
    let html = send("text/html", riichi).await.unwrap().text().await.unwrap();
    assert!(html.contains("Final score") && html.contains("45000"), "{html}");
    // JSON stays the default; an error is a problem document whatever the Accept.
    let r = send("*/*", bytes).await.unwrap();
    assert_eq!(r.headers()["content-type"], "application/json");
    let r = send("text/html", br#"{"ruleset":"rode-boekje","players":[],"deals":[]}"#.to_vec()).await.unwrap();
    assert_eq!(r.status(), 422);
    assert_eq!(r.headers()["content-type"], "application/problem+json");

    // More than 1,000 deals: 413 at /deals.
    let players = json!([{"id": "a", "seat": "east"}, {"id": "b", "seat": "south"}, {"id": "c", "seat": "west"}, {"id": "d", "seat": "north"}]);
    let draws = |n: usize| vec![json!({"draw": true}); n];
    let too_many = json!({"ruleset": "nine-dragons", "players": players, "deals": draws(1001)});
    let r = send("application/json", serde_json::to_vec(&too_many).unwrap()).await.unwrap();
    assert_eq!(r.status(), 413);
    let doc: Value = r.json().await.unwrap();
    assert_eq!(problem_errors(&doc), ["too_many_deals@/deals"]);
    // A 1,000-deal record padded past the 1 MiB of the other routes is taken here (nine-dragons:
    // East stays after a draw, so the session never ends).
    let full = json!({"ruleset": "nine-dragons", "players": players, "deals": draws(1000)});
    let mut padded = serde_json::to_vec(&full).unwrap();
    padded.extend(std::iter::repeat_n(b' ', 1100 * 1024));
    let r = send("application/json", padded.clone()).await.unwrap();
    assert_eq!(r.status(), 200);
    let answer: Value = r.json().await.unwrap();
    assert_eq!(answer["deals"].as_array().map(Vec::len), Some(1000));
    assert_eq!(answer["next"]["voids"], 1000);
    // ... but not on the hand routes.
    let r = http
        .post(format!("http://{}/v1/hands/score", running.http))
        .header("content-type", "application/json")
        .body(padded)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 413);
    running.shutdown().await;
}
