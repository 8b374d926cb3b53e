//! The score request path without the network: decode the REST body, check and score the hand,
//! encode the response, as `POST /v1/hands/score` does (the load test's request). Together with
//! `benches/engine.rs` it shows how much of a request is the engine and how much JSON.
//!
//! Run: `cargo bench --bench request`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use mahjong_scoring::api::Core;
use mahjong_scoring::api::decode::decode;
use mahjong_scoring::api::types::HandRequest;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::loadtest::default_body;

fn bench(c: &mut Criterion) {
    let core = Core::new(Registry::builtin());
    let body = serde_json::to_vec(&default_body()).expect("encodes");
    let req: HandRequest = decode(&body).expect("the load test's request is valid");
    let resp = core.score(&req, None).expect("scores");
    let mut g = c.benchmark_group("request");
    g.bench_function("decode", |b| b.iter(|| decode::<HandRequest>(black_box(&body))));
    g.bench_function("score", |b| b.iter(|| core.score(black_box(&req), None)));
    g.bench_function("encode", |b| b.iter(|| serde_json::to_vec(black_box(&resp))));
    g.bench_function("decode_score_encode", |b| {
        b.iter(|| {
            let req: HandRequest = decode(black_box(&body)).expect("valid");
            serde_json::to_vec(&core.score(&req, None).expect("scores"))
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
                serde_json::to_vec(&core.score(&req, None).expect("scores"))
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

criterion_group!(benches, bench);
criterion_main!(benches);
