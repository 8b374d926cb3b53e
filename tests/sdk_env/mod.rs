//! The real server, started in-process on free ports, with a gRPC and a REST client to it.
#![allow(dead_code)]

use mahjong_scoring::api::Core;
use mahjong_scoring::engine::registry::Registry;
use mahjong_scoring::server::{self, Limits, Running};
use mahjong_scoring_sdk::{Client, RestClient};

pub struct Env {
    pub running: Running,
    pub grpc: Client,
    pub rest: RestClient,
}

impl Env {
    pub async fn start() -> Env {
        Env::with_limits(Limits::default()).await
    }

    pub async fn with_limits(limits: Limits) -> Env {
        Env::with(Registry::builtin(), limits).await
    }

    /// The server with the rule sets of `registry`.
    pub async fn with(registry: Registry, limits: Limits) -> Env {
        let core = Core::new(registry);
        let any = "127.0.0.1:0".parse().expect("address");
        let running = server::start(core, any, any, limits).await.expect("server starts");
        let grpc = Client::connect(format!("http://{}", running.grpc)).await.expect("gRPC client connects");
        let rest = RestClient::new(format!("http://{}", running.http)).expect("REST client");
        Env { running, grpc, rest }
    }

    pub async fn stop(self) {
        self.running.shutdown().await;
    }
}
