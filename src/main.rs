//! `mahjong-scoring`: the service and its command-line tools.
//!
//! Every tool subcommand reads the REST request body of API.md as JSON on stdin and prints the
//! REST response body on stdout. Bad input exits with status 2 and the problem document on stderr.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use mahjong_scoring::api::{ApiError, Core, ErrorKind, decode::decode};
use mahjong_scoring::engine::registry::Registry;
use serde::Serialize;

#[derive(Parser)]
#[command(name = "mahjong-scoring", version, about = "Scores mahjong hands under European classical rule sets")]
struct Cli {
    /// Also load custom rule sets (*.toml) from this directory.
    #[arg(long, global = true, env = "MAHJONG_RULESETS_DIR")]
    rulesets: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a hand (body of POST /v1/hands/validate on stdin).
    Validate,
    /// Score a hand (body of POST /v1/hands/score on stdin).
    Score,
    /// List the tiles that complete a hand (body of POST /v1/hands/waits on stdin).
    Waits,
    /// Resolve claims on a discard (body of POST /v1/claims/resolve on stdin).
    Claims,
    /// Settle a deal from the four scores (body of POST /v1/deals/settle on stdin).
    Settle,
    /// Score a whole deal: four hands, scores, payments, next East (body of POST /v1/deals/score).
    Deal,
    /// Italian session reconciliation (body of POST /v1/sessions/reconcile on stdin).
    Reconcile,
    /// List the rule sets, or print one rule set's full definition.
    Rulesets {
        /// A rule set id.
        id: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut registry = Registry::builtin();
    if let Some(dir) = &cli.rulesets {
        if let Err(e) = registry.load_dir(dir) {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    }
    let core = Core::new(registry);
    let result = match cli.command {
        Command::Validate => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.validate(&r, None))),
        Command::Score => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.score(&r, None))),
        Command::Waits => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.waits(&r, None))),
        Command::Claims => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.resolve_claims(&r))),
        Command::Settle => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.settle(&r))),
        Command::Deal => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.score_deal(&r, None))),
        Command::Reconcile => read_stdin().and_then(|b| decode(&b)).and_then(|r| json(core.reconcile(&r))),
        Command::Rulesets { id: None } => json(Ok(core.rulesets(Default::default()))),
        Command::Rulesets { id: Some(id) } => json(core.ruleset(&id)),
    };
    match result {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            let doc = serde_json::to_string_pretty(&e.problem()).unwrap_or_else(|_| e.to_string());
            eprintln!("{doc}");
            ExitCode::from(2)
        }
    }
}

/// Reads stdin, at most 1 MiB.
fn read_stdin() -> Result<Vec<u8>, ApiError> {
    let mut buf = Vec::new();
    std::io::stdin()
        .take(1 << 20)
        .read_to_end(&mut buf)
        .map_err(|e| ApiError::new(ErrorKind::BadRequest, format!("cannot read stdin: {e}")))?;
    Ok(buf)
}

fn json<T: Serialize>(r: Result<T, ApiError>) -> Result<String, ApiError> {
    let v = r?;
    serde_json::to_string_pretty(&v).map_err(|e| ApiError::new(ErrorKind::Internal, e.to_string()))
}
