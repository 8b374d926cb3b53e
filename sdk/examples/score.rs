//! Scores one hand and prints the breakdown.
//!
//! ```text
//! cargo run -p mahjong-scoring-sdk --example score
//! cargo run -p mahjong-scoring-sdk --example score -- ecr "b1b2b3 d5d5d5 wewe (drdrdr) [c1c1c1c1] f1 s3" we
//! MAHJONG_TRANSPORT=rest cargo run -p mahjong-scoring-sdk --example score
//! ```
//!
//! Arguments: rule set, hand in compact notation, winning tile (self-drawn by North in an East
//! round). The server is `MAHJONG_GRPC_URL` (default `http://127.0.0.1:50051`), or with
//! `MAHJONG_TRANSPORT=rest`, `MAHJONG_REST_URL` (default `http://127.0.0.1:8080`).

mod common;

use mahjong_scoring_sdk::{Hand, HandRequest, ScoringApi, Tile, Win, Wind};

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
    let hand = args.next().unwrap_or_else(|| "b1b2b3 d5d5d5 wewe (drdrdr) [c1c1c1c1] f1 s3".into());
    let tile: Tile = args.next().as_deref().unwrap_or("we").parse()?;

    // Parsing on the client catches typos before anything is sent.
    let hand = Hand::parse(&hand)?;
    let req = HandRequest::new(ruleset, Wind::North, Wind::East, hand).win(Win::self_drawn(tile));

    if common::use_rest() { run(&common::rest()?, &req).await } else { run(&common::grpc().await?, &req).await }
}

async fn run(api: &impl ScoringApi, req: &HandRequest) -> Result<(), mahjong_scoring_sdk::Error> {
    let score = api.score_hand(req).await?;
    if !score.mahjong {
        println!("not a mahjong:");
        for r in &score.reasons {
            println!("  {}: {}", r.code, r.message);
        }
    }
    for e in &score.elements {
        let tiles: Vec<String> = e.tiles.iter().map(Tile::to_string).collect();
        println!("{:<44} {:>4} pts {:>2} dbl  {}", e.name, e.points, e.doublings, tiles.join(" "));
    }
    if let Some(limit) = &score.limit_hand {
        println!("limit hand: {} ({})", limit.name, limit.value);
    }
    println!(
        "{} points, {} doublings: total {}{}",
        score.points,
        score.doublings,
        score.total,
        if score.capped { " (capped)" } else { "" }
    );
    Ok(())
}
