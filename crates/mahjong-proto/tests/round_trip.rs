//! Contract → message → bytes → message → contract is the identity, for every golden request
//! body the contract reads (the engine's `tests/golden/*.toml`, good and bad cases alike)
//! and for answers of every shape; and a message with a value the contract does not accept is
//! refused with the pointer, code and message the REST decoder gives for the equivalent JSON
//! body (the service checks the same against its decoder in `src/grpc.rs`).

use mahjong_proto::pb;
use mahjong_types as t;
use prost::Message;
use serde_json::Value;

/// Every golden case's name, operation and REST body.
fn golden() -> Vec<(String, String, Value)> {
    mahjong_testkit::golden::cases()
        .into_iter()
        .map(|c| (format!("{}::{}", c.file, c.name), c.op_name, c.request))
        .collect()
}

/// `value` written as `M`, encoded, decoded and read back.
fn back<T, M>(value: &T) -> Result<T, mahjong_proto::Invalid>
where
    T: TryFrom<M, Error = mahjong_proto::Invalid>,
    M: Message + Default + for<'a> From<&'a T>,
{
    let bytes = M::from(value).encode_to_vec();
    T::try_from(M::decode(bytes.as_slice()).expect("decodes"))
}

/// The round trip of a body read as `T` (serde, as REST reads it); false when the contract does
/// not read the body (a REST-only case: a misspelt wind, a missing field).
fn round_trip<T, M>(name: &str, body: &Value) -> bool
where
    T: serde::de::DeserializeOwned + PartialEq + std::fmt::Debug + TryFrom<M, Error = mahjong_proto::Invalid>,
    M: Message + Default + for<'a> From<&'a T>,
{
    let Ok(value) = T::deserialize(body) else { return false };
    assert_eq!(back::<T, M>(&value).as_ref(), Ok(&value), "{name}: {body}");
    true
}

#[test]
fn golden_requests_survive_the_round_trip() {
    let cases = golden();
    assert!(cases.len() > 500, "{} golden cases", cases.len());
    let mut read = 0;
    for (name, op, body) in &cases {
        let done = match op.as_str() {
            "score" | "validate" | "waits" => round_trip::<t::HandRequest, pb::HandRequest>(name, body),
            "claims" => round_trip::<t::ClaimsRequest, pb::ClaimsRequest>(name, body),
            "settle" => round_trip::<t::SettleRequest, pb::SettleRequest>(name, body),
            "deal" => round_trip::<t::DealRequest, pb::DealRequest>(name, body),
            "reconcile" => round_trip::<t::ReconcileRequest, pb::ReconcileRequest>(name, body),
            "session" => round_trip::<t::SessionRequest, pb::SessionRequest>(name, body),
            "tournament" => round_trip::<t::TournamentRequest, pb::TournamentRequest>(name, body),
            other => panic!("{name}: unknown op {other}"),
        };
        read += usize::from(done);
    }
    assert!(read > 450, "only {read} of {} golden bodies are contract values", cases.len());
}

/// Hands of every shape the compact reader and the builders make, with every option form.
#[test]
fn generated_hand_requests_survive_the_round_trip() {
    let hands = [
        "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr",
        "b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3",
        "b1b1 b9b9 c1c1 c9c9 d1d1 d9d9 wewe",
        "b1b2b3 d5d5d5 wewe (drdrdr) {c3c3c3c3} [c1c1c1c1]",
        "b1b9c1c9d1d9wewswwwndrdgdw b1",
        // Not a hand: kept as written, read by the service. (An empty compact hand is no hand
        // in proto3, where an empty string is unset: it reads as an empty object form.)
        "b1b2b3 zz",
    ];
    let winds = t::Wind::ALL;
    let mut n = 0;
    for (i, h) in hands.iter().enumerate() {
        for (j, source) in t::Source::ALL.iter().enumerate() {
            for timing in t::Timing::ALL {
                let hand: t::HandBody = if i % 2 == 0 {
                    t::HandBody::Compact((*h).to_string())
                } else {
                    t::Hand::parse(h).map_or_else(|_| t::HandBody::Compact((*h).to_string()), t::HandBody::Hand)
                };
                let mut req = t::HandRequest::new("ecr", winds[j % 4], winds[(i + j) % 4], hand);
                req.extra_round_wind = (j % 2 == 0).then_some(winds[i % 4]);
                req.language = (i % 3 == 0).then(|| "nl".to_string());
                req.options.insert("a".into(), t::OptionValue::Bool(j % 2 == 0));
                req.options.insert("b".into(), t::OptionValue::Int(-(i as i64)));
                req.options.insert("c".into(), t::OptionValue::Invalid);
                let mut win = t::Win::new(t::TileText::parse(if i == hands.len() - 1 { "zz" } else { "b1" }), *source)
                    .timing(*timing);
                win.discarder = (j % 2 == 1).then_some(winds[j]);
                win.last_tile = i % 2 == 1;
                // None, one, both, and an announcement twice (read as written, refused later).
                win.announcements = match (i + j) % 4 {
                    0 => vec![],
                    1 => vec![t::Announcement::OriginalCall],
                    2 => vec![t::Announcement::TwofoldFortune, t::Announcement::OriginalCall],
                    _ => vec![t::Announcement::TwofoldFortune; 2],
                };
                // Riichi's indicators, honba and deposits (kept as written, checked later).
                if j % 2 == 0 {
                    win.dora_indicators = vec![t::TileText::parse("3m"), t::TileText::parse("0p")];
                    win.ura_indicators = vec![t::TileText::parse("zz")];
                    win.honba = i as u8;
                    win.deposits = j as u8 + 1;
                }
                req.win = Some(win);
                assert_eq!(back::<_, pb::HandRequest>(&req).as_ref(), Ok(&req));
                n += 1;
            }
        }
    }
    assert_eq!(n, hands.len() * t::Source::ALL.len() * t::Timing::ALL.len());
}

/// Answers written by the service and read by a client: the same values.
#[test]
fn answers_survive_the_round_trip() {
    fn answer<T, M>(value: T)
    where
        T: Clone + PartialEq + std::fmt::Debug + TryFrom<M>,
        T::Error: std::fmt::Debug,
        M: Message + Default + From<T>,
    {
        let bytes = M::from(value.clone()).encode_to_vec();
        let back = T::try_from(M::decode(bytes.as_slice()).expect("decodes")).expect("reads back");
        assert_eq!(back, value);
    }
    let limit = t::LimitHand { id: "l".into(), name: "Limit".into(), value: 500, waiting: true };
    let score = t::ScoreResponse {
        ruleset: "ecr".into(),
        mahjong: true,
        total: 92,
        points: 23,
        doublings: 2,
        limit_hand: Some(limit.clone()),
        capped: true,
        elements: vec![t::Element {
            id: "pung".into(),
            name: "Pung".into(),
            points: 4,
            doublings: 1,
            limit: Some(3),
            tiles: [t::Tile::B1, t::Tile::B1, t::Tile::B1].into_iter().collect(),
            sets: [0].into_iter().collect(),
        }],
        arrangement: vec![t::ArrangedSet {
            kind: t::SetKind::ALL[0],
            tiles: [t::Tile::WE, t::Tile::WE].into_iter().collect(),
            exposed: true,
            winning: true,
        }],
        reasons: vec![t::Reason { code: "not_mahjong".into(), message: "m".into() }],
        han_fu: None,
        fan_payments: Some(t::FanPayments { discarder: 32, others: 8, total: 48 }),
    };
    answer::<_, pb::ScoreResponse>(score.clone());
    let ws = t::WaitScore {
        mahjong: true,
        total: 8,
        limit_hand: Some(limit),
        han_fu: None,
        fans: vec![t::FanCount { id: "pure_straight".into(), value: 16, count: 1 }],
    };
    answer::<_, pb::WaitsResponse>(t::WaitsResponse {
        ruleset: "ecr".into(),
        waits: vec![t::Wait::new(t::Tile::DR, ws.clone(), ws.clone())],
        tenpai: true,
    });
    // A hand written in mpsz: its waits written so (7z), and read back so.
    let mpsz = t::Wait { form: t::TileForm::Mpsz, ..t::Wait::new(t::Tile::DR, ws.clone(), ws.clone()) };
    answer::<_, pb::WaitsResponse>(t::WaitsResponse { ruleset: "ecr".into(), waits: vec![mpsz.clone()], tenpai: true });
    assert_eq!(
        pb::WaitsResponse::from(t::WaitsResponse { ruleset: "ecr".into(), waits: vec![mpsz], tenpai: true }).waits[0]
            .tile,
        "7z"
    );
    // A riichi wait: the han and fu score, with the score answer's writer and reader.
    let han_fu = t::HanFuScore {
        han: 1,
        fu: 30,
        fu_parts: vec![t::FuPart { id: "base".into(), fu: 20 }, t::FuPart { id: "self_drawn".into(), fu: 2 }],
        limit: None,
        payments: t::HanFuPayments { discarder: 0, dealer: 500, non_dealer: 300, deposits: 0, total: 1100 },
    };
    let tsumo = t::WaitScore { mahjong: true, total: 1100, limit_hand: None, han_fu: Some(han_fu), fans: vec![] };
    let ron = t::WaitScore { mahjong: false, total: 0, limit_hand: None, han_fu: None, fans: vec![] };
    answer::<_, pb::WaitsResponse>(t::WaitsResponse {
        ruleset: "riichi".into(),
        waits: vec![t::Wait { form: t::TileForm::Mpsz, ..t::Wait::new(t::Tile::D3, ron, tsumo) }],
        tenpai: true,
    });
    answer::<_, pb::WaitsResponse>(t::WaitsResponse { ruleset: "riichi".into(), waits: vec![], tenpai: false });
    let settle = t::SettleResponse {
        ruleset: "ecr".into(),
        payments: vec![t::Payment { from: t::Wind::South, to: t::Wind::East, amount: 9 }],
        net: t::PerSeat::new(9, -9, 0, 0),
        next_east: t::Wind::South,
        next_honba: None,
        next_deposits: None,
    };
    answer::<_, pb::SettleResponse>(settle.clone());
    // A riichi settlement: the next deal's counters, zeros written (the fields are optional).
    answer::<_, pb::SettleResponse>(t::SettleResponse {
        ruleset: "riichi".into(),
        payments: vec![t::Payment { from: t::Wind::North, to: t::Wind::East, amount: 3000 }],
        net: t::PerSeat::new(3000, 0, 0, -3000),
        next_east: t::Wind::East,
        next_honba: Some(1),
        next_deposits: Some(0),
    });
    answer::<_, pb::DealResponse>(t::DealResponse {
        ruleset: "ecr".into(),
        winner: Some(t::Wind::East),
        players: vec![t::DealPlayerResult { seat: t::Wind::East, score }],
        settlement: settle,
    });
    answer::<_, pb::ReconcileResponse>(t::ReconcileResponse {
        ruleset: "italian".into(),
        expected: 4000,
        difference: -3,
        totals: t::PerSeat { east: Some(1), ..t::PerSeat::default() },
    });
    let problem = t::ProblemDocument {
        kind: t::problem::problem_type_of(422, &[t::FieldError::new("/hand", "unknown_tile", "x")]),
        title: "Invalid request".into(),
        status: 422,
        detail: "x".into(),
        errors: vec![t::FieldError::new("/hand", "unknown_tile", "x")],
        more_errors: 3,
    };
    answer::<_, pb::Problem>(problem);
}

/// The error of a message, as (pointer, code, message) triples and the detail.
fn refused<T, M>(m: M) -> (Vec<(String, String, String)>, String)
where
    T: TryFrom<M, Error = mahjong_proto::Invalid> + std::fmt::Debug,
{
    let e = T::try_from(m).expect_err("refused");
    (e.errors.into_iter().map(|f| (f.pointer, f.code, f.message)).collect(), e.detail)
}

fn one(pointer: &str, code: &str, message: &str) -> (Vec<(String, String, String)>, String) {
    (vec![(pointer.into(), code.into(), message.into())], message.into())
}

fn good_hand() -> pb::HandRequest {
    let req = t::HandRequest::new("ecr", t::Wind::South, t::Wind::East, t::HandBody::Compact("b1b2b3".into()))
        .win(t::Win::discard(t::Tile::B1, t::Wind::North));
    pb::HandRequest::from(&req)
}

/// A bad enum or a missing field in a message: the REST decoder's pointer, code and message
/// (those of `src/api/decode.rs` for the same JSON body); an unknown tile or meld kind is kept
/// as written, for the service to point at as it does for REST.
#[test]
fn bad_values_are_refused_as_rest_refuses_them() {
    let winds = "east, south, west, north";
    let m = pb::HandRequest { seat_wind: "up".into(), ..good_hand() };
    assert_eq!(
        refused::<t::HandRequest, _>(m),
        one("/seat_wind", "invalid_value", &format!("\"up\" is not a wind; allowed: {winds}"))
    );
    // Exactly as written: no case folding.
    let m = pb::HandRequest { round_wind: "East".into(), ..good_hand() };
    assert_eq!(refused::<t::HandRequest, _>(m).0[0].0, "/round_wind");
    let mut m = good_hand();
    m.win.as_mut().expect("a win").source = "sky".into();
    assert_eq!(
        refused::<t::HandRequest, _>(m),
        one(
            "/win/source",
            "invalid_value",
            "\"sky\" is not a win source; allowed: wall, discard, kong_replacement, robbed_kong"
        )
    );
    let mut m = good_hand();
    m.win.as_mut().expect("a win").discarder = Some("nowhere".into());
    assert_eq!(refused::<t::HandRequest, _>(m).0[0].0, "/win/discarder");
    // An announcement is a name of a closed set, at its index in the list.
    let mut m = good_hand();
    m.win.as_mut().expect("a win").announcements = vec!["original_call".into(), "lucky_call".into()];
    assert_eq!(
        refused::<t::HandRequest, _>(m),
        one(
            "/win/announcements/1",
            "invalid_value",
            "\"lucky_call\" is not an announcement; allowed: original_call, twofold_fortune, riichi, double_riichi, ippatsu, open_riichi"
        )
    );
    let mut m = good_hand();
    m.win.as_mut().expect("a win").announcements = vec![String::new()];
    assert_eq!(refused::<t::HandRequest, _>(m).0[0].0, "/win/announcements/0");
    // Every missing field of an object at once, after any refused value.
    let m = pb::HandRequest { ruleset: String::new(), seat_wind: String::new(), hand: None, ..good_hand() };
    let (errors, detail) = refused::<t::HandRequest, _>(m);
    assert_eq!(detail, "3 required fields are missing: ruleset, seat_wind, hand");
    assert_eq!(
        errors.iter().map(|e| (e.0.as_str(), e.1.as_str())).collect::<Vec<_>>(),
        [("/ruleset", "missing_field"), ("/seat_wind", "missing_field"), ("/hand", "missing_field")]
    );
    let mut m = good_hand();
    m.win.as_mut().expect("a win").tile = String::new();
    assert_eq!(refused::<t::HandRequest, _>(m), one("/win/tile", "missing_field", "\"tile\" is required"));
    // Both forms of a hand: the object form has no `compact`.
    let mut m = good_hand();
    m.hand.as_mut().expect("a hand").concealed = vec!["b1".into()];
    assert_eq!(
        refused::<t::HandRequest, _>(m),
        one("/hand/compact", "unknown_field", "\"compact\" is not a field here; allowed: concealed, melds, bonus")
    );
    // Deeper: a claim's kind, a deal player's seat, a session player's seat.
    let claims = t::ClaimsRequest::new("ecr", t::Wind::East, t::Tile::B1, t::Wind::South);
    let mut m = pb::ClaimsRequest::from(&claims);
    m.claims = vec![pb::Claim { seat: "west".into(), kind: "steal".into(), hand: None, announcements: vec![] }];
    let (errors, _) = refused::<t::ClaimsRequest, _>(m);
    assert_eq!((errors[0].0.as_str(), errors[0].1.as_str()), ("/claims/0/kind", "invalid_value"));
    let m = pb::SessionRequest {
        ruleset: "ecr".into(),
        players: vec![pb::SessionPlayer { id: "a".into(), name: None, seat: "middle".into() }],
        ..pb::SessionRequest::default()
    };
    assert_eq!(refused::<t::SessionRequest, _>(m).0[0].0, "/players/0/seat");
    // Unknown tiles and meld kinds are values of the contract: kept as written.
    let mut m = good_hand();
    m.hand = Some(pb::Hand {
        concealed: vec!["b1".into(), "zz".into()],
        melds: vec![t::Meld { kind: "trio".into(), tiles: vec!["B1".into()], exposed: None, claimed: None }],
        ..pb::Hand::default()
    });
    let m = pb::HandRequest::decode(m.encode_to_vec().as_slice()).expect("decodes");
    let r = t::HandRequest::try_from(m).expect("unknown tiles are read");
    let t::HandBody::Hand(h) = r.hand else { panic!("the object form") };
    assert_eq!(h.concealed[1], t::TileText::Unknown("zz".into()));
    assert_eq!(h.melds[0].kind.as_str(), "trio");
    assert_eq!(h.melds[0].tiles[0], t::Tile::B1);
    // A claim is read on any meld (the service refuses one that is not a kong), as JSON reads it;
    // `claimed: false` is the default, read as absent.
    let mut m = good_hand();
    let claimed = |c| t::Meld { kind: "pung".into(), tiles: vec!["b1".into(); 3], exposed: None, claimed: c };
    m.hand = Some(pb::Hand { melds: vec![claimed(Some(true)), claimed(Some(false))], ..pb::Hand::default() });
    let m = pb::HandRequest::decode(m.encode_to_vec().as_slice()).expect("decodes");
    let t::HandBody::Hand(h) = t::HandRequest::try_from(m).expect("read").hand else { panic!("the object form") };
    assert_eq!(h.melds, [claimed(Some(true)), claimed(None)]);
}

/// A message read by the proto's own descriptors (`prost-reflect`), as JSON with the proto's
/// field names, with default values (zero, false, empty, unset) left out.
fn by_descriptor(v: &prost_reflect::Value) -> Value {
    use prost_reflect::Value as V;
    match v {
        V::Bool(b) => Value::Bool(*b),
        V::U32(n) => Value::from(*n),
        V::String(s) => Value::from(s.as_str()),
        V::List(items) => Value::Array(items.iter().map(by_descriptor).collect()),
        V::Message(m) => Value::Object(
            m.fields().map(|(f, x)| (f.name().to_string(), by_descriptor(x))).filter(|(_, x)| !is_default(x)).collect(),
        ),
        other => panic!("a field type the score answer does not have: {other:?}"),
    }
}

fn is_default(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(false) => true,
        Value::Number(n) => n.as_u64() == Some(0),
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::Bool(true) => false,
    }
}

/// The contract's JSON form with default values left out, as [`by_descriptor`] writes it.
fn without_defaults(v: Value) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.into_iter().map(|(k, x)| (k, without_defaults(x))).filter(|(_, x)| !is_default(x)).collect(),
        ),
        Value::Array(a) => Value::Array(a.into_iter().map(without_defaults).collect()),
        other => other,
    }
}

/// The hand's own writer and reader (`mahjong_proto::wire`) against the proto, on every golden
/// hand: the proto's descriptors read each tile code, meld and the compact form under the field's
/// name, write the same bytes, and the hand reads back as itself.
#[test]
fn the_hand_is_the_proto_message() {
    let pool = prost_reflect::DescriptorPool::decode(mahjong_proto::DESCRIPTOR_SET).expect("the descriptors");
    let desc = pool.get_message_by_name("mahjong.v1.Hand").expect("Hand");
    let texts = |v: &[t::TileText]| Value::from(v.iter().map(|x| x.as_str()).collect::<Vec<_>>());
    let mut seen = 0;
    for (name, _, body) in golden() {
        let Some(Ok(hand)) = body.get("hand").map(|h| serde_json::from_value::<t::HandBody>(h.clone())) else {
            continue;
        };
        let bytes = pb::Hand::from(&hand).encode_to_vec();
        let read = prost_reflect::DynamicMessage::decode(desc.clone(), bytes.as_slice()).expect("the proto reads it");
        let expected = without_defaults(match &hand {
            t::HandBody::Compact(s) => serde_json::json!({ "compact": s }),
            t::HandBody::Hand(h) => serde_json::json!({
                "concealed": texts(&h.concealed),
                "bonus": texts(&h.bonus),
                "melds": h.melds.iter().map(|m| {
                    let mut o = serde_json::json!({ "kind": m.kind.as_str(), "tiles": texts(&m.tiles) });
                    if let Some(e) = m.exposed { o["exposed"] = e.into(); }
                    if m.is_claimed() { o["claimed"] = true.into(); }
                    o
                }).collect::<Vec<_>>(),
            }),
        });
        // An `exposed` given as false is set in the proto, and left out with the defaults above.
        assert_eq!(by_descriptor(&prost_reflect::Value::Message(read.clone())), expected, "{name}");
        assert_eq!(read.encode_to_vec(), bytes, "{name}: the descriptors write the same bytes");
        let back = pb::Hand::decode(bytes.as_slice()).expect("decodes");
        assert_eq!(back, pb::Hand::from(&hand), "{name}");
        seen += 1;
    }
    assert!(seen > 300, "{seen} golden hands");
}

fn bare_answer() -> t::ScoreResponse {
    t::ScoreResponse { ruleset: "riichi".into(), ..t::ScoreResponse::default() }
}

/// The score answer's own writer and reader (`mahjong_proto::wire`) against the proto: every
/// field written is read by the proto's descriptors under the field's name with the contract's
/// value, the descriptors' encoding of it is the same bytes, and it reads back to the value.
#[test]
fn the_score_answer_is_the_proto_message() {
    let pool = prost_reflect::DescriptorPool::decode(mahjong_proto::DESCRIPTOR_SET).expect("the descriptors");
    let desc = pool.get_message_by_name("mahjong.v1.ScoreResponse").expect("ScoreResponse");
    let tiles = |ts: &[t::Tile]| ts.iter().copied().collect::<t::Tiles>();
    let element = |id: &str, limit: Option<u32>, ts: &[t::Tile]| t::Element {
        id: id.into(),
        name: format!("{id} — naam \"x\""),
        points: 300,
        doublings: 2,
        limit,
        tiles: tiles(ts),
        sets: Default::default(),
    };
    let full = t::ScoreResponse {
        ruleset: "rode-boekje".into(),
        mahjong: true,
        total: 1_000_000,
        points: 129,
        doublings: 7,
        limit_hand: Some(t::LimitHand {
            id: "nine_gates".into(),
            name: "Nine gates".into(),
            value: 500,
            waiting: true,
        }),
        capped: true,
        elements: vec![
            element("kong", Some(1000), &[t::Tile::B1; 4]),
            element("pair", None, &[t::Tile::DR, t::Tile::DR]),
            element("mahjong", None, &[]),
            // A fan of three sets (`mcr`), by their indexes.
            t::Element { sets: [0, 2, 5].into_iter().collect(), ..element("pure_straight", None, &[]) },
        ],
        arrangement: t::SetKind::ALL
            .iter()
            .enumerate()
            .map(|(i, &kind)| t::ArrangedSet {
                kind,
                tiles: tiles(&[t::Tile::C5, t::Tile::WN, t::Tile::F1, t::Tile::S4][..=i.min(3)]),
                exposed: i % 2 == 0,
                winning: i == 3,
            })
            .collect(),
        reasons: vec![t::Reason { code: "minimum_not_met".into(), message: "below the minimum".into() }],
        han_fu: None,
        fan_payments: None,
    };
    // An mcr answer: who pays the winner what (self-drawn: no discarder, written as 0 → absent).
    let fans =
        t::ScoreResponse { fan_payments: Some(t::FanPayments { discarder: 0, others: 33, total: 99 }), ..full.clone() };
    // A riichi answer: han and fu, their parts, a limit and payments (an empty limit written as
    // set, read back so).
    let han_fu = t::ScoreResponse {
        han_fu: Some(t::HanFuScore {
            han: 5,
            fu: 40,
            fu_parts: vec![t::FuPart { id: "base".into(), fu: 20 }, t::FuPart { id: "concealed_ron".into(), fu: 10 }],
            limit: Some("mangan".into()),
            payments: t::HanFuPayments { discarder: 8300, dealer: 0, non_dealer: 0, deposits: 2000, total: 10300 },
        }),
        ..full.clone()
    };
    let han_fu_empty = t::ScoreResponse {
        han_fu: Some(t::HanFuScore { limit: Some(String::new()), ..t::HanFuScore::default() }),
        ..bare_answer()
    };
    // A limit of 0 is written (the field is optional) and read back as 0, not as absent.
    let zero_limit = t::ScoreResponse { elements: vec![element("x", Some(0), &[t::Tile::B9])], ..full.clone() };
    let bare = t::ScoreResponse { ruleset: "ecr".into(), ..t::ScoreResponse::default() };
    // The answer to a hand written in mpsz: its tiles written in mpsz (a flower or season, which
    // has none, as its code), read back so.
    let mut mpsz = full.clone();
    for t in mpsz.elements.iter_mut().map(|e| &mut e.tiles).chain(mpsz.arrangement.iter_mut().map(|s| &mut s.tiles)) {
        *t = t::Tiles::written(t.0.clone(), t::TileForm::Mpsz);
    }
    assert_eq!(pb::ScoreResponse::from(mpsz.clone()).0.arrangement[3].tiles.codes(), ["5m", "4z", "f1", "s4"]);
    for score in [full, zero_limit, bare, mpsz, han_fu, han_fu_empty, fans] {
        let bytes = pb::ScoreResponse::from(score.clone()).encode_to_vec();
        let read = prost_reflect::DynamicMessage::decode(desc.clone(), bytes.as_slice()).expect("the proto reads it");
        let mut expected = without_defaults(serde_json::to_value(&score).expect("JSON"));
        if let Some(e) = score.elements.iter().position(|e| e.limit == Some(0)) {
            // JSON leaves a limit of 0 out above; the proto has it set.
            assert!(read.get_field_by_name("elements").is_some_and(|l| {
                l.as_list().and_then(|l| l[e].as_message()).is_some_and(|m| m.has_field_by_name("limit"))
            }));
            expected["elements"][e].as_object_mut().map(|o| o.remove("limit"));
        }
        assert_eq!(by_descriptor(&prost_reflect::Value::Message(read.clone())), expected);
        assert_eq!(read.encode_to_vec(), bytes, "the descriptors write the same bytes");
        assert_eq!(
            t::ScoreResponse::try_from(pb::ScoreResponse::decode(bytes.as_slice()).expect("decodes")),
            Ok(score)
        );
    }
}
