//! The score request path without the network: decode the REST body, check and score the hand,
//! encode the response, as `POST /v1/hands/score` does (the load test's request). Together with
//! `benches/engine.rs` it shows how much of a request is the engine and how much JSON.
//!
//! Run: `cargo bench --bench request`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_loadtest::default_body;
use mahjong_scoring::api::Core;
use mahjong_scoring::api::decode::decode;
use mahjong_scoring::api::types::HandRequest;
use mahjong_scoring::engine::registry::Registry;

/// An answer as `rest::JsonOut` writes it: into a buffer of 2 KB, by the service's writer.
fn encode<T: serde::Serialize>(answer: &T) -> Vec<u8> {
    let mut out = Vec::with_capacity(2048);
    mahjong_scoring::json::write(&mut out, answer).expect("writes");
    out
}

fn bench(c: &mut Criterion) {
    let core = Core::new(Registry::builtin());
    let body = serde_json::to_vec(&default_body()).expect("encodes");
    let req: HandRequest = decode(&body).expect("the load test's request is valid");
    let resp = core.score(&req, None).expect("scores");
    let mut g = c.benchmark_group("request");
    g.bench_function("decode", |b| b.iter(|| decode::<HandRequest>(black_box(&body))));
    g.bench_function("score", |b| b.iter(|| core.score(black_box(&req), None)));
    g.bench_function("encode", |b| b.iter(|| encode(black_box(&resp))));
    // The service reads with sonic-rs (`decode`) and writes with its own serializer
    // (`mahjong_scoring::json`); these are the alternatives it was measured against.
    g.bench_function("decode_serde_json", |b| b.iter(|| serde_json::from_slice::<HandRequest>(black_box(&body))));
    g.bench_function("encode_serde_json", |b| b.iter(|| serde_json::to_vec(black_box(&resp))));
    g.bench_function("encode_sonic_rs", |b| b.iter(|| sonic_rs::to_vec(black_box(&resp))));
    g.bench_function("decode_score_encode", |b| {
        b.iter(|| {
            let req: HandRequest = decode(black_box(&body)).expect("valid");
            encode(&core.score(&req, None).expect("scores"))
        })
    });
    // The same with cold caches, as in a busy server where the client, the kernel and other
    // connections run between two requests on a core: 8 MiB are written before each request
    // (outside the timing).
    let mut scratch = vec![0u8; 8 << 20];
    g.bench_function("decode_score_encode_cold", |b| {
        b.iter_batched(
            || {
                for (i, x) in scratch.iter_mut().enumerate().step_by(64) {
                    *x = x.wrapping_add(i as u8);
                }
            },
            |_| {
                let req: HandRequest = decode(black_box(&body)).expect("valid");
                encode(&core.score(&req, None).expect("scores"))
            },
            criterion::BatchSize::PerIteration,
        )
    });
    g.bench_function("healthz_like_cold", |b| {
        b.iter_batched(
            || {
                for (i, x) in scratch.iter_mut().enumerate().step_by(64) {
                    *x = x.wrapping_add(i as u8);
                }
            },
            |_| black_box(String::from("ok")),
            criterion::BatchSize::PerIteration,
        )
    });
    g.finish();
}

/// Full-size session and tournament requests (`POST /v1/sessions/score`,
/// `POST /v1/tournaments/standings`): decode, score every deal, encode.
fn sessions(c: &mut Criterion) {
    use mahjong_scoring::api::types::{SessionRequest, TournamentRequest};
    use serde_json::{Value, json};
    let core = Core::new(Registry::builtin());
    let players = json!([{"id": "ann", "seat": "east"}, {"id": "bob", "seat": "south"}, {"id": "cy", "seat": "west"}, {"id": "dee", "seat": "north"}]);
    // A Nine Dragons deal East wins (East keeps the deal, so a session takes 1,000 of them).
    let hands = json!({"hands": [
        {"player": "ann", "hand": "b1b2b3 b4b5b6 b7b8b9 c7c8c9 wewe", "win": {"tile": "we", "source": "discard", "discarder": "dee"}},
        {"player": "bob", "hand": "d1d1d1 d2d2 b6b7b8 wnwnwn ww dg"},
        {"player": "cy", "hand": "c1c2c3 c4c5c6 dwdwdw drdr c9 d9"},
        {"player": "dee", "hand": "dgdgdg b9b9 d3d4d5 c5c5 ws we d6"}]});
    let known =
        json!({"winner": "ann", "scores": {"ann": 40, "bob": 8, "cy": 0, "dee": 16}, "win": {"source": "wall"}});
    let body = |ruleset: &str, deal: &Value, n: usize| {
        serde_json::to_vec(&json!({"ruleset": ruleset, "players": players, "deals": vec![deal.clone(); n]}))
            .expect("encodes")
    };
    let hands_1000 = body("nine-dragons", &hands, 1000);
    let known_1000 = body("nine-dragons", &known, 1000);
    // 1,000 tables of one round, four players each (ann0, bob0, …): the deals' ids renamed.
    let tables = |ruleset: &str, deal: &Value, n: usize| {
        let text = serde_json::to_string(&json!({"round": 1, "players": players, "deals": vec![deal.clone(); n]}))
            .expect("encodes");
        let sessions: Vec<Value> = (0..1000)
            .map(|t| {
                let renamed = ["ann", "bob", "cy", "dee"]
                    .iter()
                    .fold(text.clone(), |s, id| s.replace(&format!("\"{id}\""), &format!("\"{id}{t}\"")));
                serde_json::from_str(&renamed).expect("decodes")
            })
            .collect();
        serde_json::to_vec(&json!({"ruleset": ruleset, "sessions": sessions})).expect("encodes")
    };
    let tournament_known = tables("rode-boekje", &known, 16);
    let tournament_hands = tables("nine-dragons", &hands, 12);
    eprintln!(
        "bodies: session of 1,000 hand deals {} B, of 1,000 known-score deals {} B; tournament 1,000 x 16 known {} B, 1,000 x 12 hands {} B",
        hands_1000.len(),
        known_1000.len(),
        tournament_known.len(),
        tournament_hands.len()
    );
    let mut g = c.benchmark_group("sessions");
    g.sample_size(10);
    let session = |b: &[u8]| {
        let req: SessionRequest = decode(black_box(b)).expect("valid");
        encode(&core.score_session(&req, None).expect("scores"))
    };
    let tournament = |b: &[u8]| {
        let req: TournamentRequest = decode(black_box(b)).expect("valid");
        encode(&core.tournament(&req, None).expect("ranks"))
    };
    g.bench_function("session_1000_hand_deals", |b| b.iter(|| session(&hands_1000)));
    g.bench_function("session_1000_known_deals", |b| b.iter(|| session(&known_1000)));
    g.bench_function("session_1000_hand_deals_html", |b| {
        let req: SessionRequest = decode(&hands_1000).expect("valid");
        let answer = core.score_session(&req, None).expect("scores");
        b.iter(|| mahjong_scoring::export::session_html(black_box(&answer), "Nine Dragons"))
    });
    g.bench_function("tournament_1000_sessions_16000_known_deals", |b| b.iter(|| tournament(&tournament_known)));
    g.bench_function("tournament_1000_sessions_12000_hand_deals", |b| b.iter(|| tournament(&tournament_hands)));
    g.finish();
}

criterion_group!(benches, bench, sessions);
criterion_main!(benches);
