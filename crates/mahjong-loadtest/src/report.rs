//! What a run measured, the pass/fail thresholds and the verdict, and the reports: text, JSON and
//! JUnit XML (one testcase per threshold, so CI systems list each check).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

use hdrhistogram::Histogram;
use quick_xml::escape::escape;
use serde_json::{Map, Value, json};

/// Requests of one class (mix class, or the single operation).
#[derive(Clone, Debug)]
pub struct ClassStats {
    pub requests: u64,
    /// Bad requests that got the 4xx they should (not errors).
    pub rejected_as_expected: u64,
    pub errors: u64,
    /// Latency of the requests answered as expected, µs.
    pub latency: Histogram<u64>,
}

impl ClassStats {
    pub fn new() -> Result<ClassStats, String> {
        Ok(ClassStats { requests: 0, rejected_as_expected: 0, errors: 0, latency: histogram()? })
    }

    pub fn merge(&mut self, o: &ClassStats) -> Result<(), String> {
        self.latency.add(&o.latency).map_err(|e| format!("histogram: {e}"))?;
        self.requests += o.requests;
        self.rejected_as_expected += o.rejected_as_expected;
        self.errors += o.errors;
        Ok(())
    }
}

/// 1 µs to 1 h at 3 significant digits; larger values saturate.
pub fn histogram() -> Result<Histogram<u64>, String> {
    Histogram::new_with_bounds(1, 3_600_000_000, 3).map_err(|e| format!("histogram: {e}"))
}

/// The server's CPU time over the measured period (utime + stime of /proc/PID/stat).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerCpu {
    pub pid: u32,
    pub seconds: f64,
    /// Wall time between the two readings.
    pub wall: Duration,
    /// The CPUs the server and the load tool may run on, when both could be read.
    pub cpus: Option<Cpus>,
}

/// The CPUs two processes may run on (`Cpus_allowed_list` of /proc/PID/status).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cpus {
    pub server: CpuSet,
    pub load_tool: CpuSet,
}

impl Cpus {
    /// Whether the load tool has CPUs of its own: none of them is one the server may use.
    pub fn separate(&self) -> bool {
        !self.server.overlaps(&self.load_tool)
    }
}

/// A set of CPUs as the kernel writes it ("0-3,6"): sorted ranges, inclusive, neither overlapping
/// nor touching, any CPU number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuSet(Vec<(u32, u32)>);

impl CpuSet {
    /// A CPU list in the kernel's notation, its ranges in any order; None when malformed or empty.
    pub fn parse(list: &str) -> Option<CpuSet> {
        let mut ranges = Vec::new();
        for part in list.split(',') {
            let (a, b) = part.split_once('-').unwrap_or((part, part));
            let (a, b): (u32, u32) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
            if a > b {
                return None;
            }
            ranges.push((a, b));
        }
        ranges.sort_unstable();
        let mut set: Vec<(u32, u32)> = Vec::with_capacity(ranges.len());
        for (a, b) in ranges {
            match set.last_mut() {
                Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                _ => set.push((a, b)),
            }
        }
        Some(CpuSet(set))
    }

    /// Whether a CPU is in both sets.
    pub fn overlaps(&self, other: &CpuSet) -> bool {
        let (mut i, mut j) = (0, 0);
        while let (Some(&(a, b)), Some(&(c, d))) = (self.0.get(i), other.0.get(j)) {
            if a <= d && c <= b {
                return true;
            }
            if b < d { i += 1 } else { j += 1 }
        }
        false
    }
}

impl std::fmt::Display for CpuSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (k, &(a, b)) in self.0.iter().enumerate() {
            let comma = if k > 0 { "," } else { "" };
            if a == b { write!(f, "{comma}{a}")? } else { write!(f, "{comma}{a}-{b}")? }
        }
        Ok(())
    }
}

/// The CPUs process `pid` ("self" or a number) may run on, from the `Cpus_allowed_list` line of
/// /proc/PID/status; None when it cannot be read.
pub fn allowed_cpus(pid: &str) -> Option<CpuSet> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let list = status.lines().find_map(|l| l.strip_prefix("Cpus_allowed_list:"))?;
    CpuSet::parse(list.trim())
}

impl ServerCpu {
    /// Server CPU per request in µs.
    pub fn per_request_us(&self, requests: u64) -> f64 {
        if requests == 0 { 0.0 } else { self.seconds * 1e6 / requests as f64 }
    }

    /// Cores kept busy on average.
    pub fn cores(&self) -> f64 {
        let w = self.wall.as_secs_f64();
        if w > 0.0 { self.seconds / w } else { 0.0 }
    }
}

/// How the requests were paced.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pacing {
    /// Every connection sends back to back.
    Closed,
    /// Requests due at this constant rate per second; latency counted from when each was due.
    Open(f64),
}

/// What one run measured.
#[derive(Clone, Debug)]
pub struct Report {
    pub transport: &'static str,
    pub operation: &'static str,
    /// What the requests went to: a URL or a gRPC method (or the mix's description).
    pub endpoint: String,
    pub concurrency: usize,
    pub warmup: Duration,
    pub pacing: Pacing,
    /// The load tool's workers were kept busy while waiting (`--busy-poll`).
    pub busy_poll: bool,
    /// Start of the measured period to the last answer of a request started in it.
    pub elapsed: Duration,
    /// Requests due in the measured period: answered, failed, or (open loop) never sent.
    pub requests: u64,
    pub errors: u64,
    /// Open loop: requests due in the measured period that no connection was free to send before its end.
    pub missed: u64,
    /// Bad requests of the mix that got their expected 4xx.
    pub rejected_as_expected: u64,
    /// Requests sent again on a new connection because they failed at theirs (the SDK's rules and
    /// budget): it was closing when they went out (the server aged it out or drains: HTTP/1.1
    /// closed after `Connection: close`, HTTP/2 GOAWAY; the service never saw the first send),
    /// or it was lost before the answer (a replica killed). Not errors: every operation is a
    /// function of its request alone, so sending one again is what a well-behaved client does.
    pub resent: u64,
    /// Of `resent`, those sent again after their connection was lost before the answer.
    pub resent_lost: u64,
    /// Errors by kind ("http 503", "grpc Unavailable", "unexpected http 200 (want 422)", ...).
    pub error_kinds: BTreeMap<String, u64>,
    /// Latencies of the requests answered as expected, in microseconds.
    pub latency: Histogram<u64>,
    pub classes: BTreeMap<&'static str, ClassStats>,
    /// Hands scored per request (batch size; else 1).
    pub items_per_request: u64,
    /// The score total of the checked first request (single score only).
    pub verified_total: Option<u64>,
    pub server_cpu: Option<ServerCpu>,
}

fn q(h: &Histogram<u64>, x: f64) -> u64 {
    if h.is_empty() { 0 } else { h.value_at_quantile(x) }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn ms(us: u64) -> String {
    format!("{:.3} ms", us as f64 / 1000.0)
}

impl Report {
    /// Requests per second over the measured period.
    pub fn rps(&self) -> f64 {
        let s = self.elapsed.as_secs_f64();
        if s > 0.0 { self.requests.saturating_sub(self.missed) as f64 / s } else { 0.0 }
    }

    /// Hands (or other items) per second.
    pub fn items_per_s(&self) -> f64 {
        self.rps() * self.items_per_request as f64
    }

    /// Errors over requests (0 when there were none).
    pub fn error_rate(&self) -> f64 {
        if self.requests == 0 { 0.0 } else { self.errors as f64 / self.requests as f64 }
    }

    /// p99 latency in milliseconds.
    pub fn p99_ms(&self) -> f64 {
        q(&self.latency, 0.99) as f64 / 1000.0
    }

    fn latency_json(h: &Histogram<u64>) -> Value {
        json!({"p50": q(h, 0.5), "p90": q(h, 0.9), "p99": q(h, 0.99), "max": h.max()})
    }

    /// The report as a JSON object (latencies in microseconds).
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("transport".into(), json!(self.transport));
        o.insert("operation".into(), json!(self.operation));
        o.insert("endpoint".into(), json!(self.endpoint));
        o.insert("concurrency".into(), json!(self.concurrency));
        match self.pacing {
            Pacing::Closed => o.insert("mode".into(), json!("closed")),
            Pacing::Open(r) => {
                o.insert("target_rate".into(), json!(r));
                o.insert("mode".into(), json!("open"))
            }
        };
        o.insert("busy_poll".into(), json!(self.busy_poll));
        o.insert("warmup_s".into(), json!(self.warmup.as_secs_f64()));
        o.insert("duration_s".into(), json!(round3(self.elapsed.as_secs_f64())));
        o.insert("requests".into(), json!(self.requests));
        o.insert("errors".into(), json!(self.errors));
        o.insert("error_rate".into(), json!(self.error_rate()));
        o.insert("missed".into(), json!(self.missed));
        o.insert("rejected_as_expected".into(), json!(self.rejected_as_expected));
        o.insert("resent".into(), json!(self.resent));
        o.insert("resent_lost".into(), json!(self.resent_lost));
        o.insert("error_kinds".into(), json!(self.error_kinds));
        o.insert("rps".into(), json!(round3(self.rps())));
        if self.items_per_request > 1 {
            o.insert("items_per_request".into(), json!(self.items_per_request));
            o.insert("items_per_s".into(), json!(round3(self.items_per_s())));
        }
        o.insert("latency_us".into(), Self::latency_json(&self.latency));
        let classes: Map<String, Value> = self
            .classes
            .iter()
            .map(|(k, c)| {
                let v = json!({
                    "requests": c.requests,
                    "errors": c.errors,
                    "rejected_as_expected": c.rejected_as_expected,
                    "latency_us": Self::latency_json(&c.latency),
                });
                (k.to_string(), v)
            })
            .collect();
        o.insert("classes".into(), Value::Object(classes));
        if let Some(t) = self.verified_total {
            o.insert("verified_total".into(), json!(t));
        }
        if let Some(c) = &self.server_cpu {
            let mut cpu = json!({
                "pid": c.pid,
                "seconds": round3(c.seconds),
                "per_request_us": round3(c.per_request_us(self.requests)),
                "cores": round3(c.cores()),
            });
            if let Some(k) = &c.cpus {
                cpu["server_cpus"] = json!(k.server.to_string());
                cpu["load_tool_cpus"] = json!(k.load_tool.to_string());
            }
            o.insert("server_cpu".into(), cpu);
        }
        Value::Object(o)
    }

    /// The report as a few lines of text.
    pub fn to_text(&self) -> String {
        let h = &self.latency;
        let qs = |x: f64| if h.is_empty() { "-".to_string() } else { ms(q(h, x)) };
        let mut s = format!("{} {} -> {}\n", self.transport, self.operation, self.endpoint);
        if let Some(t) = self.verified_total {
            let _ = writeln!(s, "  verified     the score response has \"total\" ({t})");
        }
        let mut pacing = match self.pacing {
            Pacing::Closed => "closed loop".to_string(),
            Pacing::Open(r) => format!("open loop at {r} requests/s"),
        };
        if self.busy_poll {
            pacing += ", busy-polling";
        }
        let _ = writeln!(
            s,
            "  load         {} connections, {pacing}, warm-up {:.1} s",
            self.concurrency,
            self.warmup.as_secs_f64()
        );
        let _ = write!(s, "  requests     {}", self.requests);
        if self.rejected_as_expected > 0 {
            let _ = write!(s, " ({} bad ones rejected as expected)", self.rejected_as_expected);
        }
        match (self.resent, self.resent_lost) {
            (0, _) => {}
            (n, 0) => {
                let _ = write!(s, " ({n} sent again on a new connection: the old one was closing)");
            }
            (n, lost) => {
                let _ = write!(
                    s,
                    " ({n} sent again on a new connection: {lost} lost with theirs, {} never sent, theirs closing)",
                    n - lost
                );
            }
        }
        let _ = write!(s, "\n  errors       {} ({:.2}%)", self.errors, self.error_rate() * 100.0);
        if !self.error_kinds.is_empty() {
            let kinds: Vec<String> = self.error_kinds.iter().map(|(k, n)| format!("{k}: {n}")).collect();
            let _ = write!(s, " ({})", kinds.join(", "));
        }
        let _ = writeln!(s, "\n  duration     {:.2} s", self.elapsed.as_secs_f64());
        let _ = writeln!(s, "  requests/s   {:.0}", self.rps());
        if self.items_per_request > 1 {
            let _ = writeln!(s, "  hands/s      {:.0} ({} per request)", self.items_per_s(), self.items_per_request);
        }
        let max = if h.is_empty() { "-".into() } else { ms(h.max()) };
        let _ = writeln!(s, "  latency      p50 {}  p90 {}  p99 {}  max {max}", qs(0.5), qs(0.9), qs(0.99));
        if self.classes.len() > 1 {
            for (name, c) in &self.classes {
                let _ = writeln!(
                    s,
                    "    {name:<10} {:>8} requests  {:>6} bad as expected  {:>5} errors  p50 {}  p99 {}",
                    c.requests,
                    c.rejected_as_expected,
                    c.errors,
                    ms(q(&c.latency, 0.5)),
                    ms(q(&c.latency, 0.99)),
                );
            }
        }
        if let Some(c) = &self.server_cpu {
            let _ = writeln!(
                s,
                "  server CPU   {:.1} µs per request ({:.2} s over {:.2} s: {:.2} cores; pid {})",
                c.per_request_us(self.requests),
                c.seconds,
                c.wall.as_secs_f64(),
                c.cores(),
                c.pid
            );
            if let Some(k) = &c.cpus {
                let how = match (k.separate(), self.busy_poll) {
                    (false, _) => "shared",
                    (true, true) => "its own",
                    (true, false) => {
                        "its own, where it sleeps between answers; each answer that finds it asleep costs the \
                         server's CPU a wake-up that a client on another machine would not (--busy-poll keeps \
                         it awake)"
                    }
                };
                let _ = writeln!(s, "  CPUs         server {}, load tool {}: {how}", k.server, k.load_tool);
            }
        }
        s
    }
}

/// Pass/fail limits; unset ones are not checked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Thresholds {
    pub min_rps: Option<f64>,
    pub max_p99_ms: Option<f64>,
    /// A share, 0..=1.
    pub max_error_rate: Option<f64>,
    /// Server CPU per request (needs the server's pid).
    pub max_cpu_us: Option<f64>,
}

/// One threshold against the figure it limits.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// The option's name (`min-rps`, ...).
    pub name: &'static str,
    pub limit: f64,
    pub actual: f64,
    pub passed: bool,
    /// "8123 req/s >= 1000".
    pub text: String,
}

/// Every threshold's check.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub checks: Vec<Check>,
}

impl Verdict {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.passed)
    }

    /// One line: `PASS: ...` or `FAIL: <failed checks>; passed: ...`.
    pub fn line(&self, r: &Report) -> String {
        if self.checks.is_empty() {
            return format!(
                "PASS (no thresholds set): {:.0} req/s, p99 {:.3} ms, error rate {:.2}%",
                r.rps(),
                r.p99_ms(),
                r.error_rate() * 100.0
            );
        }
        let list = |pass: bool| -> Vec<String> {
            self.checks.iter().filter(|c| c.passed == pass).map(|c| format!("{} ({})", c.text, c.name)).collect()
        };
        if self.passed() {
            format!("PASS: {}", list(true).join(", "))
        } else {
            let mut s = format!("FAIL: {}", list(false).join(", "));
            let ok = list(true);
            if !ok.is_empty() {
                let _ = write!(s, "; met: {}", ok.join(", "));
            }
            s
        }
    }

    pub fn to_json(&self, r: &Report) -> Value {
        let checks: Vec<Value> = self
            .checks
            .iter()
            .map(|c| json!({"name": c.name, "limit": c.limit, "actual": c.actual, "passed": c.passed}))
            .collect();
        json!({"passed": self.passed(), "line": self.line(r), "checks": checks})
    }
}

impl Thresholds {
    pub fn check(&self, r: &Report) -> Result<Verdict, String> {
        let mut checks = Vec::new();
        if let Some(min) = self.min_rps {
            let a = r.rps();
            let passed = a >= min;
            let op = if passed { ">=" } else { "<" };
            checks.push(Check {
                name: "min-rps",
                limit: min,
                actual: a,
                passed,
                text: format!("{a:.0} req/s {op} {min}"),
            });
        }
        if let Some(max) = self.max_p99_ms {
            let a = r.p99_ms();
            // No answer at all has no latency to meet the limit with.
            let passed = a <= max && !r.latency.is_empty();
            let op = if passed { "<=" } else { ">" };
            let text = if r.latency.is_empty() {
                format!("no request answered as expected, no p99 to hold to {max} ms")
            } else {
                format!("p99 {a:.3} ms {op} {max} ms")
            };
            checks.push(Check { name: "max-p99-ms", limit: max, actual: a, passed, text });
        }
        if let Some(max) = self.max_error_rate {
            let a = r.error_rate();
            let passed = a <= max;
            let op = if passed { "<=" } else { ">" };
            let text = format!("error rate {:.3}% ({} of {}) {op} {}%", a * 100.0, r.errors, r.requests, max * 100.0);
            checks.push(Check { name: "max-error-rate", limit: max, actual: a, passed, text });
        }
        if let Some(max) = self.max_cpu_us {
            let cpu = r.server_cpu.as_ref().ok_or("--max-cpu-us needs --server-pid")?;
            let a = cpu.per_request_us(r.requests);
            let passed = a <= max;
            let op = if passed { "<=" } else { ">" };
            let text = format!("server CPU {a:.1} µs/request {op} {max} µs");
            checks.push(Check { name: "max-cpu-us", limit: max, actual: a, passed, text });
        }
        Ok(Verdict { checks })
    }
}

/// JUnit XML: one testsuite for the run, one testcase per threshold (a failure element with the
/// figures when it is not met), the text report as the suite's system-out. With no thresholds,
/// one testcase `completed`.
pub fn junit(r: &Report, v: &Verdict) -> String {
    let suite = format!("loadtest.{}.{}", r.transport, r.operation);
    let mut cases = String::new();
    let time = r.elapsed.as_secs_f64();
    if v.checks.is_empty() {
        let _ = writeln!(cases, r#"    <testcase name="completed" classname="{}" time="{time:.3}"/>"#, escape(&suite));
    }
    for c in &v.checks {
        let _ = write!(cases, r#"    <testcase name="{}" classname="{}" time="{time:.3}">"#, c.name, escape(&suite));
        if !c.passed {
            let _ = write!(
                cases,
                r#"<failure message="{}" type="threshold">limit {}, measured {}</failure>"#,
                escape(&c.text),
                c.limit,
                c.actual
            );
        }
        let _ = write!(cases, "<system-out>{}</system-out>", escape(&c.text));
        cases += "</testcase>\n";
    }
    let failures = v.checks.iter().filter(|c| !c.passed).count();
    let tests = v.checks.len().max(1);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <testsuites name=\"loadtest\" tests=\"{tests}\" failures=\"{failures}\" errors=\"0\" time=\"{time:.3}\">\n  \
         <testsuite name=\"{}\" tests=\"{tests}\" failures=\"{failures}\" errors=\"0\" skipped=\"0\" time=\"{time:.3}\">\n\
         {cases}    <system-out>{}</system-out>\n  </testsuite>\n</testsuites>\n",
        escape(&suite),
        escape(format!("{}{}", r.to_text(), v.line(r)).as_str()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use quick_xml::Reader;
    use quick_xml::events::Event;

    /// 1000 requests over 2 s, 10 errors, latencies 1..=990 ms in steps of 1 ms.
    fn report() -> Report {
        let mut latency = histogram().unwrap();
        for ms in 1..=990u64 {
            latency.record(ms * 1000).unwrap();
        }
        Report {
            transport: "http",
            operation: "mix",
            endpoint: "http://127.0.0.1:8080 (mix)".into(),
            concurrency: 4,
            warmup: Duration::from_secs(1),
            pacing: Pacing::Closed,
            busy_poll: false,
            elapsed: Duration::from_secs(2),
            requests: 1000,
            errors: 10,
            missed: 0,
            rejected_as_expected: 50,
            resent: 0,
            resent_lost: 0,
            error_kinds: BTreeMap::from([("http 503".to_string(), 10)]),
            latency,
            classes: BTreeMap::new(),
            items_per_request: 1,
            verified_total: None,
            server_cpu: Some(ServerCpu { pid: 7, seconds: 0.5, wall: Duration::from_secs(2), cpus: None }),
        }
    }

    #[test]
    fn cpu_lists_read_and_write_in_the_kernels_notation() {
        let set = |l: &str| CpuSet::parse(l).map(|s| s.0);
        assert_eq!(set("0"), Some(vec![(0, 0)]));
        assert_eq!(set("0-3,6"), Some(vec![(0, 3), (6, 6)]));
        // Any CPU number; ranges in any order, overlapping or touching, are merged.
        assert_eq!(set("64,127-191"), Some(vec![(64, 64), (127, 191)]));
        assert_eq!(set("6, 0-2,3,2-4"), Some(vec![(0, 4), (6, 6)]));
        for bad in ["", "3-1", "x", "1,", "-", "0-", "4294967296"] {
            assert_eq!(set(bad), None, "{bad:?}");
        }
        for list in ["0", "1", "0-3,6", "1,3-4", "0-63", "0,2,4-5,63", "64", "0-255,300"] {
            assert_eq!(CpuSet::parse(list).unwrap().to_string(), list);
        }
        let overlap = |a: &str, b: &str| CpuSet::parse(a).unwrap().overlaps(&CpuSet::parse(b).unwrap());
        for (a, b, both) in [
            ("0", "1", false),
            ("0-1", "1", true),
            ("0,2,4", "1,3,5", false),
            ("0,2,4", "1,3-4", true),
            ("0-63", "64-127", false),
            ("70", "0-63,65-127", true),
            ("5-9", "0-4,10-12", false),
        ] {
            assert_eq!(overlap(a, b), both, "{a} and {b}");
            assert_eq!(overlap(b, a), both, "{b} and {a}");
        }
        assert!(allowed_cpus("self").is_some(), "this process's CPUs from /proc/self/status");
        assert_eq!(allowed_cpus("not-a-pid"), None);
    }

    #[test]
    fn the_report_says_whether_the_load_tool_has_cpus_of_its_own_and_sleeps() {
        let mut r = report();
        let with = |r: &mut Report, server: &str, load_tool: &str| {
            let (server, load_tool) = (CpuSet::parse(server).unwrap(), CpuSet::parse(load_tool).unwrap());
            r.server_cpu.as_mut().unwrap().cpus = Some(Cpus { server, load_tool });
            r.to_text()
        };
        let shared = with(&mut r, "0-1", "0-1");
        assert!(shared.contains("  CPUs         server 0-1, load tool 0-1: shared\n"), "{shared}");
        let sleeping = with(&mut r, "0", "1");
        assert!(sleeping.contains("server 0, load tool 1: its own, where it sleeps"), "{sleeping}");
        assert!(sleeping.contains("--busy-poll keeps it awake"), "{sleeping}");
        r.busy_poll = true;
        let busy = with(&mut r, "0", "1");
        assert!(busy.contains("  CPUs         server 0, load tool 1: its own\n"), "{busy}");
        let j = r.to_json();
        assert_eq!(j["server_cpu"]["server_cpus"], "0");
        assert_eq!(j["server_cpu"]["load_tool_cpus"], "1");
        r.server_cpu.as_mut().unwrap().cpus = None;
        assert!(!r.to_text().contains("CPUs "));
        assert!(r.to_json()["server_cpu"].get("server_cpus").is_none());
    }

    #[test]
    fn resent_requests_are_counted_apart_from_errors() {
        let mut r = report();
        assert!(!r.to_text().contains("sent again"));
        r.resent = 3;
        assert!(r.to_text().contains("(3 sent again on a new connection: the old one was closing)"), "{}", r.to_text());
        r.resent_lost = 2;
        let text = r.to_text();
        assert!(
            text.contains("(3 sent again on a new connection: 2 lost with theirs, 1 never sent, theirs closing)"),
            "{text}"
        );
        assert!(text.contains("  errors       10 (1.00%)"), "{text}");
        let j = r.to_json();
        assert_eq!(
            (j["resent"].as_u64(), j["resent_lost"].as_u64(), j["errors"].as_u64()),
            (Some(3), Some(2), Some(10))
        );
    }

    #[test]
    fn each_threshold_decides_on_its_figure() {
        let r = report();
        assert_eq!(r.rps(), 500.0);
        assert_eq!(r.error_rate(), 0.01);
        assert_eq!(r.server_cpu.as_ref().unwrap().per_request_us(r.requests), 500.0);
        let t = Thresholds {
            min_rps: Some(400.0),
            max_p99_ms: Some(1000.0),
            max_error_rate: Some(0.01),
            max_cpu_us: Some(600.0),
        };
        let v = t.check(&r).unwrap();
        assert!(v.passed(), "{}", v.line(&r));
        assert!(v.line(&r).starts_with("PASS: 500 req/s >= 400 (min-rps), p99 981"), "{}", v.line(&r));
        for (t, name, line) in [
            (Thresholds { min_rps: Some(501.0), ..Default::default() }, "min-rps", "FAIL: 500 req/s < 501 (min-rps)"),
            (
                Thresholds { max_p99_ms: Some(900.0), ..Default::default() },
                "max-p99-ms",
                "FAIL: p99 981.503 ms > 900 ms",
            ),
            (
                Thresholds { max_error_rate: Some(0.005), ..Default::default() },
                "max-error-rate",
                "FAIL: error rate 1.000% (10 of 1000) > 0.5%",
            ),
            (
                Thresholds { max_cpu_us: Some(499.0), ..Default::default() },
                "max-cpu-us",
                "FAIL: server CPU 500.0 µs/request > 499 µs",
            ),
        ] {
            let v = t.check(&r).unwrap();
            assert!(!v.passed());
            assert_eq!(v.checks.len(), 1);
            assert_eq!(v.checks[0].name, name);
            assert!(v.line(&r).starts_with(line), "{}", v.line(&r));
        }
        // A failing and a met threshold: the line leads with the failure and lists what was met.
        let v = Thresholds { min_rps: Some(1e6), max_error_rate: Some(0.5), ..Default::default() }.check(&r).unwrap();
        assert_eq!(
            v.line(&r),
            "FAIL: 500 req/s < 1000000 (min-rps); met: error rate 1.000% (10 of 1000) <= 50% (max-error-rate)"
        );
        // No answer: no latency to pass a p99 limit with.
        let mut empty = report();
        empty.latency.reset();
        assert!(!Thresholds { max_p99_ms: Some(1e9), ..Default::default() }.check(&empty).unwrap().passed());
        // CPU limit without the server's CPU time is a setup error.
        let mut no_cpu = report();
        no_cpu.server_cpu = None;
        assert!(Thresholds { max_cpu_us: Some(1.0), ..Default::default() }.check(&no_cpu).is_err());
        assert!(Thresholds::default().check(&r).unwrap().line(&r).starts_with("PASS (no thresholds set)"));
    }

    /// A testcase's name and failure message.
    type Case = (String, Option<String>);

    /// The suite's attributes and the testcases of a JUnit document.
    fn parse_junit(xml: &str) -> (BTreeMap<String, String>, Vec<Case>) {
        let mut reader = Reader::from_str(xml);
        let mut suite = BTreeMap::new();
        let mut cases: Vec<Case> = Vec::new();
        let attrs = |e: &quick_xml::events::BytesStart| -> BTreeMap<String, String> {
            e.attributes()
                .map(|a| {
                    let a = a.unwrap();
                    (String::from_utf8(a.key.as_ref().to_vec()).unwrap(), a.unescape_value().unwrap().into_owned())
                })
                .collect()
        };
        loop {
            match reader.read_event().unwrap() {
                Event::Eof => break,
                Event::Start(e) | Event::Empty(e) => match e.name().as_ref() {
                    b"testsuite" => suite = attrs(&e),
                    b"testcase" => cases.push((attrs(&e)["name"].clone(), None)),
                    b"failure" => cases.last_mut().unwrap().1 = Some(attrs(&e)["message"].clone()),
                    _ => {}
                },
                _ => {}
            }
        }
        (suite, cases)
    }

    #[test]
    fn the_junit_report_has_one_testcase_per_threshold() {
        let mut r = report();
        r.endpoint = "http://x/?a=<b>&c=\"d\"".into();
        let t = Thresholds { min_rps: Some(1e6), max_p99_ms: Some(5000.0), max_error_rate: None, max_cpu_us: None };
        let v = t.check(&r).unwrap();
        let (suite, cases) = parse_junit(&junit(&r, &v));
        assert_eq!(suite["name"], "loadtest.http.mix");
        assert_eq!((suite["tests"].as_str(), suite["failures"].as_str()), ("2", "1"));
        assert_eq!(cases[0], ("min-rps".into(), Some("500 req/s < 1000000".into())));
        assert_eq!(cases[1], ("max-p99-ms".into(), None));
        let (suite, cases) = parse_junit(&junit(&r, &Thresholds::default().check(&r).unwrap()));
        assert_eq!(suite["failures"], "0");
        assert_eq!(cases, [("completed".to_string(), None)]);
    }

    #[test]
    fn the_json_report_carries_the_figures() {
        let mut r = report();
        r.pacing = Pacing::Open(250.0);
        let j = r.to_json();
        assert_eq!(j["mode"], "open");
        assert_eq!(j["target_rate"], 250.0);
        assert_eq!(j["rps"], 500.0);
        assert_eq!(j["error_rate"], 0.01);
        assert_eq!(j["rejected_as_expected"], 50);
        assert_eq!(j["server_cpu"]["per_request_us"], 500.0);
        assert_eq!(j["server_cpu"]["cores"], 0.25);
        assert_eq!(j["latency_us"]["p50"], 495_103);
        let t = r.to_text();
        assert!(t.contains("open loop at 250 requests/s") && t.contains("500.0 µs per request"), "{t}");
    }
}
