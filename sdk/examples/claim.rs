//! Resolves three claims on one discard: which one wins?
//!
//! ```text
//! cargo run -p mahjong-scoring-sdk --example claim
//! ```
//!
//! East discards b5; South claims a chow, West a pung, North mahjong. The server is
//! `MAHJONG_GRPC_URL` (default `http://127.0.0.1:50051`), or with `MAHJONG_TRANSPORT=rest`,
//! `MAHJONG_REST_URL` (default `http://127.0.0.1:8080`).

mod common;

use mahjong_scoring_sdk::{Claim, ClaimKind, ClaimsRequest, Hand, ScoringApi, Tile, Wind};

#[tokio::main]
async fn main() {
    if let Err(e) = setup_and_run().await {
        common::report(&e);
        std::process::exit(1);
    }
}

async fn setup_and_run() -> Result<(), mahjong_scoring_sdk::Error> {
    let ruleset = std::env::args().nth(1).unwrap_or_else(|| "ecr".into());
    let north = Hand::parse("b3b4 c1c2c3 d4d5d6 d7d8d9 wnwn")?;
    let req = ClaimsRequest::new(ruleset, Wind::East, Tile::B5, Wind::East)
        .claim(Claim::new(Wind::South, ClaimKind::Chow))
        .claim(Claim::new(Wind::West, ClaimKind::Pung))
        .claim(Claim::mahjong(Wind::North, north));

    if common::use_rest() { run(&common::rest()?, &req).await } else { run(&common::grpc().await?, &req).await }
}

async fn run(api: &impl ScoringApi, req: &ClaimsRequest) -> Result<(), mahjong_scoring_sdk::Error> {
    let answer = api.resolve_claims(req).await?;
    match &answer.winner {
        Some(w) => println!("{} wins the {} with a {} claim", w.seat, req.discard, w.kind),
        None if answer.void => println!("the deal is void"),
        None => println!("no claim is valid"),
    }
    for (rank, c) in answer.ranking.iter().enumerate() {
        let category = c.category.as_deref().map(|c| format!(" ({c})")).unwrap_or_default();
        println!("  {}. {} {}{category}", rank + 1, c.seat, c.kind);
    }
    for r in &answer.rejected {
        println!("  rejected: {} {}: {} ({})", r.seat, r.kind, r.message, r.code);
    }
    Ok(())
}
