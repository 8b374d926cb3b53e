//! Scale-out as the SDK sees it: connections aged out by the server (GOAWAY on gRPC,
//! `Connection: close` on REST) cost the clients no failed call, and a client given several
//! endpoints spreads its calls over them and goes on when one of them stops.

mod sdk_env;

use std::time::Duration;

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::server::{self, Limits, Running};
use mahjong_scoring_sdk::{Client, Hand, HandRequest, RestClient, Tile, Win, Wind};
use sdk_env::Env;

fn request() -> HandRequest {
    let hand = Hand::parse("c2c3c4 d6d7d8 wsws (dgdgdg) (b3b4b5) f2").expect("hand");
    HandRequest::new("ecr", Wind::South, Wind::East, hand).win(Win::discard(Tile::WS, Wind::West))
}

/// `mahjong_connections_closed_total` for one reason, over both listeners, from `/metrics`.
async fn closed(http: std::net::SocketAddr, reason: &str) -> u64 {
    let text = reqwest::get(format!("http://{http}/metrics")).await.expect("metrics").text().await.expect("text");
    text.lines()
        .filter(|l| l.starts_with("mahjong_connections_closed_total{") && l.contains(&format!("reason=\"{reason}\"")))
        .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
        .sum::<f64>() as u64
}

fn aged(age: Duration) -> Limits {
    Limits { max_connection_age: Some(age), max_connection_age_grace: Duration::from_secs(2), ..Limits::default() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aged_connections_cost_no_call() {
    let env = Env::with_limits(aged(Duration::from_millis(100))).await;
    let before = closed(env.running.http, "max_age").await;
    let req = request();
    // Eight callers on each transport for 1.5 s: about fifteen ages of every connection.
    let until = tokio::time::Instant::now() + Duration::from_millis(1500);
    let mut tasks = Vec::new();
    for i in 0..16 {
        let (grpc, rest, req) = (env.grpc.clone(), env.rest.clone(), req.clone());
        tasks.push(tokio::spawn(async move {
            let mut calls = 0u32;
            while tokio::time::Instant::now() < until {
                let r = if i % 2 == 0 { grpc.score_hand(&req).await } else { rest.score_hand(&req).await };
                let score = r.unwrap_or_else(|e| panic!("call {calls} of caller {i} failed: {e:?}"));
                assert_eq!(score.total, 128);
                calls += 1;
            }
            calls
        }));
    }
    let mut calls = 0;
    for t in tasks {
        calls += t.await.expect("caller");
    }
    let aged = closed(env.running.http, "max_age").await - before;
    assert!(calls > 100, "{calls} calls");
    // Two clients' connections (one HTTP/2, REST's pool) aged many times over.
    assert!(aged >= 10, "only {aged} connections reached their maximum age in 1.5 s at 100 ms");
    assert_eq!(closed(env.running.http, "max_age_grace").await, 0, "an aged connection was cut off");
    env.stop().await;
}

async fn replica() -> Running {
    let any = "127.0.0.1:0".parse().expect("address");
    // No ageing here: every connection a client opened stays open, so they can be counted.
    let limits = Limits { max_connection_age: None, ..Limits::default() };
    server::start(Core::new(Registry::builtin()), any, any, limits).await.expect("server starts")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn several_endpoints_share_the_calls_and_survive_a_stop() {
    let replicas = [replica().await, replica().await, replica().await];
    let grpc_urls: Vec<String> = replicas.iter().map(|r| format!("http://{}", r.grpc)).collect();
    let rest_urls: Vec<String> = replicas.iter().map(|r| format!("http://{}", r.http)).collect();
    let grpc = Client::builder(&grpc_urls[0]).endpoints(&grpc_urls[1..]).connect().await.expect("gRPC client");
    let rest = RestClient::builder(&rest_urls[0]).endpoints(&rest_urls[1..]).build_rest().expect("REST client");
    let req = request();
    // The metrics recorder is shared by the servers of this process, so the spread is read from
    // the open connections: after some calls every replica holds one of each client's.
    for _ in 0..60 {
        assert_eq!(grpc.score_hand(&req).await.expect("gRPC call").total, 128);
        assert_eq!(rest.score_hand(&req).await.expect("REST call").total, 128);
    }
    for r in &replicas {
        let (http, grpc_open) = (r.open_connections_http(), r.open_connections_grpc());
        assert!(http >= 1 && grpc_open >= 1, "a replica holds {http} REST and {grpc_open} gRPC connections");
    }
    // One replica stops: every call still succeeds.
    let [first, second, third] = replicas;
    first.shutdown().await;
    for i in 0..60 {
        grpc.score_hand(&req).await.unwrap_or_else(|e| panic!("gRPC call {i} after a stop: {e:?}"));
        rest.score_hand(&req).await.unwrap_or_else(|e| panic!("REST call {i} after a stop: {e:?}"));
    }
    second.shutdown().await;
    third.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resolved_name_is_balanced_over_its_addresses() {
    let running = replica().await;
    // `localhost` may resolve to ::1 as well, where nothing listens: that address is skipped
    // after its first refusal, and no call fails.
    let url = format!("http://localhost:{}", running.grpc.port());
    let client = Client::builder(url).resolve_every(Duration::from_millis(100)).connect().await.expect("client");
    let req = request();
    for i in 0..40 {
        let score = client.score_hand(&req).await.unwrap_or_else(|e| panic!("call {i}: {e:?}"));
        assert_eq!(score.total, 128);
        if i % 10 == 0 {
            tokio::time::sleep(Duration::from_millis(120)).await;
        }
    }
    running.shutdown().await;
}
