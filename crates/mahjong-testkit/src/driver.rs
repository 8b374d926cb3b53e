//! Running a reference driver: a Python script beside a pinned venv's requirements
//! (`crates/mahjong-testkit/reference/<name>/`), JSON lines in, one JSON line out per line in.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

/// The Python of the venv `venv` (under the workspace `root`), made first from `requirements`
/// with `scripts/pinned-venv.sh` (needs PyPI once).
pub fn pinned_python(root: &Path, venv: &str, requirements: &str) -> PathBuf {
    let venv = root.join(venv);
    let made = Command::new("bash")
        .arg("scripts/pinned-venv.sh")
        .arg(&venv)
        .arg(requirements)
        .current_dir(root)
        .status()
        .expect("bash runs");
    assert!(made.success(), "the reference venv {} could not be made (needs PyPI)", venv.display());
    venv.join("bin/python3")
}

/// Runs `script` with `python` on `lines`, one JSON object each, and returns its answers in order.
pub fn run(python: &Path, script: &Path, lines: &[Value]) -> Vec<Value> {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let mut child = Command::new(python)
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the reference driver starts");
    // Written from a thread of its own: the driver answers line by line, and a pipe full both
    // ways would stop both sides.
    let mut stdin = child.stdin.take().expect("the driver's stdin is piped");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the reference driver ends");
    writer.join().expect("the writer ends").expect("the lines are written");
    assert!(out.status.success(), "the reference driver {} failed", script.display());
    let answers: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("the driver answers JSON"))
        .collect();
    assert_eq!(answers.len(), lines.len(), "one answer per line from {}", script.display());
    answers
}
