//! Shared by the examples: which service to talk to.
//!
//! - `MAHJONG_GRPC_URL`: the gRPC endpoint (default `http://127.0.0.1:50051`).
//! - `MAHJONG_REST_URL`: the REST endpoint (default `http://127.0.0.1:8080`).
//! - `MAHJONG_TRANSPORT`: `grpc` (default) or `rest`.

use mahjong_scoring_sdk::{Client, Error, RestClient};

pub fn grpc_url() -> String {
    std::env::var("MAHJONG_GRPC_URL").unwrap_or_else(|_| "http://127.0.0.1:50051".into())
}

pub fn rest_url() -> String {
    std::env::var("MAHJONG_REST_URL").unwrap_or_else(|_| "http://127.0.0.1:8080".into())
}

pub fn use_rest() -> bool {
    std::env::var("MAHJONG_TRANSPORT").is_ok_and(|t| t.eq_ignore_ascii_case("rest"))
}

pub async fn grpc() -> Result<Client, Error> {
    Client::connect(grpc_url()).await
}

pub fn rest() -> Result<RestClient, Error> {
    RestClient::new(rest_url())
}

/// Prints a failed call with the server's field violations.
pub fn report(e: &Error) {
    eprintln!("error: {e}");
    for v in e.violations() {
        let at = if v.pointer.is_empty() { "(request)" } else { v.pointer.as_str() };
        eprintln!("  at {at:<24} {:<24} {}", v.code, v.message);
    }
}
