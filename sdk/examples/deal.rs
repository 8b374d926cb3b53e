//! Scores a finished deal (all four hands) and prints the payments.
//!
//! ```text
//! cargo run -p mahjong-scoring-sdk --example deal
//! ```
//!
//! North wins self-drawn on b8 in an East round. The server is `MAHJONG_GRPC_URL` (default
//! `http://127.0.0.1:50051`), or with `MAHJONG_TRANSPORT=rest`, `MAHJONG_REST_URL` (default
//! `http://127.0.0.1:8080`).

mod common;

use mahjong_scoring_sdk::{DealPlayer, DealRequest, Hand, ScoringApi, Tile, Win, Wind};

#[tokio::main]
async fn main() {
    if let Err(e) = setup_and_run().await {
        common::report(&e);
        std::process::exit(1);
    }
}

async fn setup_and_run() -> Result<(), mahjong_scoring_sdk::Error> {
    let ruleset = std::env::args().nth(1).unwrap_or_else(|| "ecr".into());
    let req = DealRequest::new(ruleset, Wind::East)
        .player(DealPlayer::new(Wind::East, Hand::parse("wewewe d7d8d9 c1c1 b1b2 (dwdwdw)")?))
        .player(DealPlayer::new(Wind::South, Hand::parse("b5b5b5 c9c9 d1d1 ws b4 b6 (b3b3b3) s2")?))
        .player(DealPlayer::new(Wind::West, Hand::parse("drdr c5c5c5 d2d2 b9 wn c8 (d6d6d6)")?))
        .player(
            DealPlayer::new(Wind::North, Hand::parse("c2c3c4 c5c6c7 d3d4d5 dgdgdg b8b8 f4")?)
                .win(Win::self_drawn(Tile::B8)),
        );

    if common::use_rest() { run(&common::rest()?, &req).await } else { run(&common::grpc().await?, &req).await }
}

async fn run(api: &impl ScoringApi, req: &DealRequest) -> Result<(), mahjong_scoring_sdk::Error> {
    let deal = api.score_deal(req).await?;
    match deal.winner {
        Some(w) => println!("winner: {w}"),
        None => println!("no winner"),
    }
    for p in &deal.players {
        println!("  {:<6} {:>5}", p.seat, p.score.total);
    }
    println!("payments:");
    for p in &deal.settlement.payments {
        println!("  {:<6} pays {:<6} {:>6}", p.from, p.to, p.amount);
    }
    println!("net:");
    for w in Wind::ALL {
        println!("  {:<6} {:>+6}", w, deal.settlement.net.get(w).unwrap_or(0));
    }
    println!("next East: the player now sitting {}", deal.settlement.next_east);
    Ok(())
}
