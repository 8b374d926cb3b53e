//! Lists the tiles a waiting hand needs, with the score each would give.
//!
//! ```text
//! cargo run -p mahjong-scoring-sdk --example waits
//! cargo run -p mahjong-scoring-sdk --example waits -- rode-boekje "b1b2b3 b4b5 c2c3c4 d6d7d8 d9d9"
//! ```
//!
//! The hand is South's in an East round. The server is `MAHJONG_GRPC_URL` (default
//! `http://127.0.0.1:50051`), or with `MAHJONG_TRANSPORT=rest`, `MAHJONG_REST_URL` (default
//! `http://127.0.0.1:8080`).

mod common;

use mahjong_scoring_sdk::{HandRequest, ScoringApi, Wind};

#[tokio::main]
async fn main() {
    if let Err(e) = setup_and_run().await {
        common::report(&e);
        std::process::exit(1);
    }
}

async fn setup_and_run() -> Result<(), mahjong_scoring_sdk::Error> {
    let mut args = std::env::args().skip(1);
    let ruleset = args.next().unwrap_or_else(|| "ecr".into());
    let hand = args.next().unwrap_or_else(|| "b1b2b3 b4b5 c2c3c4 d6d7d8 d9d9".into());
    // Sent as compact notation: the server parses it and points at any problem in it.
    let req = HandRequest::new(ruleset, Wind::South, Wind::East, hand);

    if common::use_rest() { run(&common::rest()?, &req).await } else { run(&common::grpc().await?, &req).await }
}

async fn run(api: &impl ScoringApi, req: &HandRequest) -> Result<(), mahjong_scoring_sdk::Error> {
    let waits = api.find_waits(req).await?.waits;
    if waits.is_empty() {
        println!("not waiting: no tile completes this hand");
    }
    println!("{:<6} {:>12} {:>12}", "tile", "on discard", "self-drawn");
    for w in &waits {
        let show = |s: &mahjong_scoring_sdk::WaitScore| if s.mahjong { s.total.to_string() } else { "-".into() };
        println!("{:<6} {:>12} {:>12}", w.tile, show(&w.discard), show(&w.self_drawn));
    }
    Ok(())
}
