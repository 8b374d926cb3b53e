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
                let mut win =
                    t::Win::new(t::TileText::parse(if i == 4 { "zz" } else { "b1" }), *source).timing(*timing);
                win.discarder = (j % 2 == 1).then_some(winds[j]);
                win.last_tile = i % 2 == 1;
                req.win = Some(win);
                assert_eq!(back::<_, pb::HandRequest>(&req).as_ref(), Ok(&req));
                n += 1;
            }
        }
    }
    assert_eq!(n, hands.len() * 4 * 3);
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
        }],
        arrangement: vec![t::ArrangedSet {
            kind: t::SetKind::ALL[0],
            tiles: [t::Tile::WE, t::Tile::WE].into_iter().collect(),
            exposed: true,
            winning: true,
        }],
        reasons: vec![t::Reason { code: "not_mahjong".into(), message: "m".into() }],
    };
    answer::<_, pb::ScoreResponse>(score.clone());
    let ws = t::WaitScore { mahjong: true, total: 8, limit_hand: Some(limit) };
    answer::<_, pb::WaitsResponse>(t::WaitsResponse {
        ruleset: "ecr".into(),
        waits: vec![t::Wait { tile: t::Tile::DR, discard: ws.clone(), self_drawn: ws }],
    });
    let settle = t::SettleResponse {
        ruleset: "ecr".into(),
        payments: vec![t::Payment { from: t::Wind::South, to: t::Wind::East, amount: 9 }],
        net: t::PerSeat::new(9, -9, 0, 0),
        next_east: t::Wind::South,
    };
    answer::<_, pb::SettleResponse>(settle.clone());
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
    m.claims = vec![pb::Claim { seat: "west".into(), kind: "steal".into(), hand: None }];
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
        melds: vec![pb::Meld { kind: "trio".into(), tiles: vec!["B1".into()], exposed: None }],
        ..pb::Hand::default()
    });
    let r = t::HandRequest::try_from(m).expect("unknown tiles are read");
    let t::HandBody::Hand(h) = r.hand else { panic!("the object form") };
    assert_eq!(h.concealed[1], t::TileText::Unknown("zz".into()));
    assert_eq!(h.melds[0].kind.as_str(), "trio");
    assert_eq!(h.melds[0].tiles[0], t::Tile::B1);
}
