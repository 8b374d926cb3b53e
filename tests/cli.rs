//! The command line as a shell uses it.

use std::process::{Command, Stdio};

/// `mahjong-scoring rulesets ecr | head -1`: the reader closes the pipe early; the command ends
/// quietly (no panic, no backtrace, exit 0), whatever it had left to write. Here the pipe is
/// closed before the command has started writing (it first builds its rule sets), so every write
/// finds it closed.
#[test]
fn a_closed_stdout_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mahjong-scoring"))
        .args(["rulesets", "ecr"])
        .env("RUST_BACKTRACE", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("it ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    assert!(stderr.is_empty(), "quiet on stderr: {stderr}");
}
