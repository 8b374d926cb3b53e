//! `mahjong-scoring loadtest` as a CI pipeline runs it: the real binary against a spawned server,
//! with thresholds it cannot meet (exit 1, verdict FAIL and why) and ones it meets (exit 0), the
//! JSON and JUnit reports parsed, and a run that cannot be made (exit 2).

use std::process::{Child, Command, Output};

use quick_xml::Reader;
use quick_xml::events::Event;
use serde_json::Value;

#[path = "common/binary.rs"]
mod binary;
use binary::BIN;

/// A spawned `serve` on free ports; killed on drop.
struct Server {
    child: Child,
    http: String,
    grpc: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve() -> Server {
    let binary::Spawned { child, lines, http, grpc } = binary::spawn(&[]);
    // One log line per request: keep reading so the pipe never fills.
    std::thread::spawn(move || for _ in lines {});
    Server { child, http: format!("http://{http}"), grpc: format!("http://{grpc}") }
}

fn loadtest(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("loadtest")
        .args(["--duration", "0.5", "--warmup", "0.1", "--concurrency", "4"])
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// (testcase name, failure message) of every testcase of a JUnit file.
fn junit_cases(xml: &str) -> Vec<(String, Option<String>)> {
    let mut reader = Reader::from_str(xml);
    let mut cases: Vec<(String, Option<String>)> = Vec::new();
    let attr = |e: &quick_xml::events::BytesStart, k: &str| {
        e.try_get_attribute(k).unwrap().map(|a| a.unescape_value().unwrap().into_owned())
    };
    loop {
        match reader.read_event().unwrap() {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => match e.name().as_ref() {
                b"testcase" => cases.push((attr(&e, "name").unwrap(), None)),
                b"failure" => cases.last_mut().unwrap().1 = attr(&e, "message"),
                _ => {}
            },
            _ => {}
        }
    }
    cases
}

#[test]
fn a_threshold_the_service_cannot_meet_fails_the_run_with_the_figures() {
    let s = serve();
    let dir = std::env::temp_dir().join(format!("loadtest-junit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junit = dir.join("fail.xml");
    let out = loadtest(&[
        "--target",
        &s.http,
        "--bad-share",
        "0.3",
        "--min-rps",
        "1000000000",
        "--max-error-rate",
        "1%",
        "--json",
        "--junit",
        junit.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "stdout {}\nstderr {}", text(&out.stdout), text(&out.stderr));
    // The one-line verdict (on stderr with --json) says what failed and by how much.
    let line = text(&out.stderr);
    assert!(line.starts_with("FAIL: ") && line.contains("< 1000000000 (min-rps)"), "{line}");
    assert!(line.contains("met: error rate 0.000%"), "{line}");
    let j: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(j["operation"], "mix");
    assert_eq!(j["errors"], 0, "{j}");
    // The mix's bad requests got their expected 4xx, and that is not an error.
    assert!(j["rejected_as_expected"].as_u64().unwrap() > 0, "{j}");
    assert!(j["requests"].as_u64().unwrap() > j["rejected_as_expected"].as_u64().unwrap());
    assert_eq!(j["verdict"]["passed"], false);
    let checks = j["verdict"]["checks"].as_array().unwrap();
    assert_eq!(checks.len(), 2);
    assert_eq!((&checks[0]["name"], &checks[0]["passed"]), (&Value::from("min-rps"), &Value::from(false)));
    assert_eq!((&checks[1]["name"], &checks[1]["passed"]), (&Value::from("max-error-rate"), &Value::from(true)));
    let cases = junit_cases(&std::fs::read_to_string(&junit).unwrap());
    assert_eq!(cases.len(), 2, "{cases:?}");
    assert_eq!(cases[0].0, "min-rps");
    assert!(cases[0].1.as_deref().unwrap().contains("< 1000000000"), "{cases:?}");
    assert_eq!(cases[1], ("max-error-rate".to_string(), None));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn thresholds_the_service_meets_pass_over_both_transports() {
    let s = serve();
    let pid = s.child.id().to_string();
    for (transport, target) in [("http", &s.http), ("grpc", &s.grpc)] {
        let out = loadtest(&[
            "--transport",
            transport,
            "--target",
            target,
            "--min-rps",
            "1",
            "--max-p99-ms",
            "10000",
            "--max-error-rate",
            "0",
            "--server-pid",
            &pid,
            "--max-cpu-us",
            "1000000",
        ]);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{transport}: stdout {stdout}\nstderr {}", text(&out.stderr));
        let last = stdout.lines().last().unwrap();
        assert!(last.starts_with("PASS: "), "{last}");
        for name in ["(min-rps)", "(max-p99-ms)", "(max-error-rate)", "(max-cpu-us)"] {
            assert!(last.contains(name), "{last}");
        }
        assert!(stdout.contains("server CPU") && stdout.contains(&format!("pid {pid}")), "{stdout}");
        for class in ["score", "waits", "validate", "claims", "deals"] {
            assert!(stdout.contains(&format!("    {class} ")), "{transport}: no {class} line: {stdout}");
        }
    }
}

#[test]
fn a_run_that_cannot_be_made_exits_2() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let out = loadtest(&["--target", &format!("http://127.0.0.1:{port}"), "--min-rps", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot connect"), "{}", text(&out.stderr));
    let out = loadtest(&["--mix", "score=0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("at least one weight"), "{}", text(&out.stderr));
    let out = loadtest(&["--max-cpu-us", "5"]);
    assert_eq!(out.status.code(), Some(2), "--max-cpu-us needs --server-pid");
}

/// `--print-body` prints what `--operation score` sends, so that another generator (wrk in
/// `scripts/per-core.sh`) sends the very same bytes: the built-in hand, which the service scores,
/// and a `--body` file as it is.
#[test]
fn the_score_body_is_printed_as_sent() {
    let out = loadtest(&["--print-body"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let body: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(body["ruleset"], "ecr");
    let file = std::env::temp_dir().join(format!("print-body-{}.json", std::process::id()));
    std::fs::write(&file, &out.stdout).unwrap();
    let again = loadtest(&["--print-body", "--body", file.to_str().unwrap()]);
    assert_eq!(again.stdout, out.stdout, "a --body file is printed as it is");
    // The printed body is a request the service answers (the load tool checks the answer before
    // the run and exits 2 when it is not 200).
    let s = serve();
    let run = loadtest(&["--target", &s.http, "--operation", "score", "--body", file.to_str().unwrap()]);
    assert_eq!(run.status.code(), Some(0), "{}{}", text(&run.stdout), text(&run.stderr));
    let _ = std::fs::remove_file(&file);
}
