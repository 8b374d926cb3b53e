//! Golden cases: the loader and the checker of the data files in the engine's
//! `tests/golden/*.toml` (the engine runs them all on the contract's values; the service runs the
//! ones about reading a body through its reader).
//!
//! Each `[[case]]` names the operation (`score` by default, also `validate`, `waits`, `claims`,
//! `settle`, `deal`, `reconcile`), the request body without `ruleset` (taken from the file's
//! `ruleset`), and `expect`: a partial response. Every key of `expect` must equal the response's
//! value, except:
//! - `elements`: a list of element ids, compared as a multiset with the response's element ids;
//! - `limit_hand`: an element id, or `"none"`;
//! - `error`: the request must fail, `{ status = 422, errors = ["code@/pointer", …] }`;
//! - `problems` (validate): a list of `"code@/pointer"`;
//! - `element_sets`: `{ id = [["1m2m3m", "4m5m6m"], …] }`, the sets each time the element counts
//!   (a set as its tiles written together; `[]` for the whole hand), compared without order;
//! - `waits` (waits): a list of tile codes; `wait_totals`: `{ tile = [discard, self_drawn] }`;
//!   `wait_fans` (`mcr`): `{ tile = [[fan, …], [fan, …]] }`, a fan as its id or `"id×count"`;
//! - `totals` (deal): the players' totals by seat, `{ east = 0, south = 96, … }`;
//! - `payments`: compared as a set of `"from>to:amount"` strings.
//! - sessions (`session`, and `tournament` for `ranking`), per deal in order: `deal_east` (East's
//!   id), `deal_winner` (the winner's id or `"-"`), `deal_winds` (`"east"`, `"east+south"`),
//!   `deal_keeps` (East keeps the deal), `deal_totals` (running totals), `deal_scores` (hand
//!   totals); `reconciliations`: `{ deal, difference, adjustments }` of the deals that have one;
//!   `ranking`: the standings as `"rank id total"` strings.
//!
//! Each case's comment works its expected score out by hand and cites the rule (seed document
//! line or rules section) in `cite`. A failing case is reported by file and name.

use std::path::{Path, PathBuf};

use mahjong_types::Operation;
use serde_json::{Value, json};

/// The folder of the golden files.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../mahjong-engine/tests/golden")
}

/// Minimum number of cases per rule set of the four classical ones.
pub const MIN_CASES: usize = 40;

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    ruleset: String,
    #[serde(default)]
    case: Vec<RawCase>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCase {
    name: String,
    cite: String,
    #[serde(default = "score_op")]
    op: String,
    request: toml::Value,
    expect: toml::Value,
}

fn score_op() -> String {
    "score".into()
}

/// One golden case: its request as a JSON body (with the file's rule set) and its expectation.
#[derive(Clone, Debug)]
pub struct Case {
    /// The file's name (`ecr.toml`).
    pub file: String,
    /// The file's rule set.
    pub ruleset: String,
    pub name: String,
    /// The rule the case checks (document and line, or rules section).
    pub cite: String,
    /// The operation's name as the file writes it (`score` when it names none).
    pub op_name: String,
    pub op: Operation,
    /// The request as JSON.
    pub request: Value,
    /// The request's bytes as a client sends them.
    pub body: Vec<u8>,
    /// The partial answer expected (see the module's documentation).
    pub expect: Value,
}

impl Case {
    /// The HTTP status of the error the case expects, if it expects one.
    pub fn error_status(&self) -> Option<u64> {
        let e = self.expect.get("error")?;
        Some(e.get("status").and_then(Value::as_u64).unwrap_or(422))
    }

    /// The file's name without `.toml` (`ecr`).
    pub fn stem(&self) -> &str {
        self.file.trim_end_matches(".toml")
    }

    /// `file :: name (cite)`, to name a failing case.
    pub fn label(&self) -> String {
        format!("{} :: {} ({})", self.file, self.name, self.cite)
    }
}

/// Every golden case of every file, in file and case order. Panics on a malformed file, a
/// duplicate case name in a file, a case that cites nothing, or an unknown operation.
pub fn cases() -> Vec<Case> {
    let dir = dir();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable golden file");
        let file: File = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let fname = path.file_name().and_then(|f| f.to_str()).unwrap_or("?").to_string();
        let mut names = std::collections::BTreeSet::new();
        for c in file.case {
            assert!(names.insert(c.name.clone()), "{fname}: duplicate case name {:?}", c.name);
            assert!(!c.cite.trim().is_empty(), "{fname}: case {:?} cites no rule", c.name);
            let op =
                Operation::from_name(&c.op).unwrap_or_else(|| panic!("{fname} :: {}: unknown op {:?}", c.name, c.op));
            let mut request: Value = serde_json::to_value(&c.request).expect("request converts to JSON");
            if request.get("ruleset").is_none() {
                request["ruleset"] = json!(file.ruleset);
            }
            let body = serde_json::to_vec(&request).expect("request serialises");
            let expect = serde_json::to_value(&c.expect).expect("expect converts to JSON");
            out.push(Case {
                file: fname.clone(),
                ruleset: file.ruleset.clone(),
                name: c.name,
                cite: c.cite,
                op_name: c.op,
                op,
                request,
                body,
                expect,
            });
        }
    }
    out
}

/// What `answer` (the operation's answer as JSON, or its problem document as JSON) gets wrong
/// against the case's expectation: one line per mismatch, empty when it is right.
pub fn check(case: &Case, answer: Result<Value, Value>) -> Vec<String> {
    let expect = &case.expect;
    let result = answer;
    let mut bad = Vec::new();
    let Some(exp) = expect.as_object() else { return vec!["expect must be a table".into()] };
    match result {
        Err(e) => {
            let Some(want) = exp.get("error") else {
                return vec![format!("request failed: {e}")];
            };
            let doc = e;
            if let Some(s) = want.get("status")
                && s != &doc["status"]
            {
                bad.push(format!("status: want {s}, got {}", doc["status"]));
            }
            if let Some(errs) = want.get("errors") {
                let (w, g) = (sorted_strings(errs), error_strings(&doc["errors"]));
                if w != g {
                    bad.push(format!("errors: want {w:?}, got {g:?}"));
                }
            }
        }
        Ok(resp) => {
            if exp.contains_key("error") {
                return vec![format!("expected an error, got {resp}")];
            }
            for (k, want) in exp {
                let got = &resp[k.as_str()];
                let ok = match k.as_str() {
                    "elements" => {
                        let ids: Vec<Value> =
                            got.as_array().map(|a| a.iter().map(|e| e["id"].clone()).collect()).unwrap_or_default();
                        sorted_strings(want) == sorted_strings(&Value::Array(ids))
                    }
                    "limit_hand" => match want.as_str() {
                        Some("none") => got.is_null(),
                        Some(id) => got["id"] == id,
                        None => got == want,
                    },
                    "problems" => sorted_strings(want) == error_strings(got),
                    "waits" => {
                        let tiles: Vec<Value> =
                            got.as_array().map(|a| a.iter().map(|w| w["tile"].clone()).collect()).unwrap_or_default();
                        want.as_array().map(|a| a.iter().map(|x| x.as_str()).collect::<Vec<_>>())
                            == Some(tiles.iter().map(|x| x.as_str()).collect())
                    }
                    "wait_totals" => {
                        // Each listed tile's [discard, self-drawn] totals.
                        want.as_object().into_iter().flatten().all(|(tile, pair)| {
                            let w =
                                resp["waits"].as_array().and_then(|a| a.iter().find(|x| x["tile"] == tile.as_str()));
                            w.map(|w| json!([w["discard"]["total"], w["self_drawn"]["total"]])).as_ref() == Some(pair)
                        })
                    }
                    "element_sets" => {
                        // Each listed element's sets, each time it counts: the sets' tiles, a set
                        // as its tiles written together ("1m2m3m"); compared without order.
                        let arrangement = resp["arrangement"].as_array().cloned().unwrap_or_default();
                        let set_text = |k: &Value| -> String {
                            let set = k.as_u64().and_then(|k| arrangement.get(k as usize));
                            let tiles = set.and_then(|s| s["tiles"].as_array()).cloned().unwrap_or_default();
                            tiles.iter().filter_map(Value::as_str).collect()
                        };
                        want.as_object().into_iter().flatten().all(|(id, uses)| {
                            let mut got_uses: Vec<Vec<String>> = resp["elements"]
                                .as_array()
                                .into_iter()
                                .flatten()
                                .filter(|e| e["id"] == id.as_str())
                                .map(|e| {
                                    let mut sets: Vec<String> =
                                        e["sets"].as_array().into_iter().flatten().map(set_text).collect();
                                    sets.sort();
                                    sets
                                })
                                .collect();
                            got_uses.sort();
                            let mut want_uses: Vec<Vec<String>> = uses
                                .as_array()
                                .into_iter()
                                .flatten()
                                .map(|u| {
                                    let mut sets: Vec<String> = u
                                        .as_array()
                                        .into_iter()
                                        .flatten()
                                        .filter_map(|x| x.as_str().map(String::from))
                                        .collect();
                                    sets.sort();
                                    sets
                                })
                                .collect();
                            want_uses.sort();
                            got_uses == want_uses
                        })
                    }
                    "wait_fans" => {
                        // Each listed tile's [discard, self-drawn] fans, as "id" or "id×count".
                        let fans = |s: &Value| -> Value {
                            let list = s["fans"].as_array().into_iter().flatten().map(|f| match f["count"].as_u64() {
                                Some(1) => json!(f["id"]),
                                n => json!(format!("{}×{}", f["id"].as_str().unwrap_or(""), n.unwrap_or(0))),
                            });
                            Value::Array(list.collect())
                        };
                        want.as_object().into_iter().flatten().all(|(tile, pair)| {
                            let w =
                                resp["waits"].as_array().and_then(|a| a.iter().find(|x| x["tile"] == tile.as_str()));
                            w.map(|w| json!([fans(&w["discard"]), fans(&w["self_drawn"])])).as_ref() == Some(pair)
                        })
                    }
                    "totals" if case.op_name == "deal" => {
                        let mut got_t = serde_json::Map::new();
                        for p in resp["players"].as_array().into_iter().flatten() {
                            got_t.insert(p["seat"].as_str().unwrap_or("").to_string(), p["score"]["total"].clone());
                        }
                        &Value::Object(got_t) == want
                    }
                    "payments" => {
                        let got_p: Vec<String> = got
                            .as_array()
                            .map(|a| {
                                a.iter()
                                    .map(|p| {
                                        format!(
                                            "{}>{}:{}",
                                            p["from"].as_str().unwrap_or(""),
                                            p["to"].as_str().unwrap_or(""),
                                            p["amount"]
                                        )
                                    })
                                    .collect()
                            })
                            .unwrap_or_default();
                        let mut g = got_p;
                        g.sort();
                        sorted_strings(want) == g
                    }
                    k if k.starts_with("deal_") => {
                        let field = &k["deal_".len()..];
                        let field = if field == "keeps" { "east_keeps" } else { field };
                        let per: Vec<Value> = resp["deals"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .map(|d| match field {
                                "winner" if d["winner"].is_null() => json!("-"),
                                "winds" => match d["extra_round_wind"].as_str() {
                                    Some(x) => json!(format!("{}+{x}", d["round_wind"].as_str().unwrap_or(""))),
                                    None => d["round_wind"].clone(),
                                },
                                f => d[f].clone(),
                            })
                            .collect();
                        &Value::Array(per) == want
                    }
                    "reconciliations" => {
                        let per: Vec<Value> = resp["deals"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter(|d| !d["reconciliation"].is_null())
                            .map(|d| {
                                json!({"deal": d["deal"], "difference": d["reconciliation"]["difference"],
                                    "adjustments": d["reconciliation"]["adjustments"]})
                            })
                            .collect();
                        &Value::Array(per) == want
                    }
                    "ranking" if matches!(case.op_name.as_str(), "session" | "tournament") => {
                        let per: Vec<Value> = resp["standings"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .map(|s| {
                                json!(format!("{} {} {}", s["rank"], s["player"].as_str().unwrap_or(""), s["total"]))
                            })
                            .collect();
                        &Value::Array(per) == want
                    }
                    "reasons" => {
                        let codes: Vec<Value> =
                            got.as_array().map(|a| a.iter().map(|e| e["code"].clone()).collect()).unwrap_or_default();
                        sorted_strings(want) == sorted_strings(&Value::Array(codes))
                    }
                    _ => got == want,
                };
                if !ok {
                    let shown = if k == "elements" {
                        let ids: Vec<String> = got
                            .as_array()
                            .map(|a| {
                                a.iter()
                                    .map(|e| {
                                        format!(
                                            "{}({}p/{}d)",
                                            e["id"].as_str().unwrap_or(""),
                                            e["points"],
                                            e["doublings"]
                                        )
                                    })
                                    .collect()
                            })
                            .unwrap_or_default();
                        format!("{ids:?}")
                    } else if matches!(case.op_name.as_str(), "session" | "tournament")
                        && (k.starts_with("deal_") || k == "reconciliations" || k == "ranking")
                    {
                        let field = if k == "ranking" { "standings" } else { "deals" };
                        format!("(see {field}) {}", resp[field])
                    } else {
                        got.to_string()
                    };
                    bad.push(format!("{k}: want {want}, got {shown}"));
                }
            }
            if !bad.is_empty() && !matches!(case.op_name.as_str(), "session" | "tournament") {
                bad.push(format!(
                    "full response: total={} points={} doublings={} limit={} elements={}",
                    resp["total"],
                    resp["points"],
                    resp["doublings"],
                    resp["limit_hand"],
                    resp["elements"]
                        .as_array()
                        .map(|a| a
                            .iter()
                            .map(|e| format!("{}:{}p/{}d", e["id"].as_str().unwrap_or(""), e["points"], e["doublings"]))
                            .collect::<Vec<_>>()
                            .join(","))
                        .unwrap_or_default()
                ));
            }
        }
    }
    bad
}

fn error_strings(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .map(|a| {
            a.iter()
                .map(|e| format!("{}@{}", e["code"].as_str().unwrap_or(""), e["pointer"].as_str().unwrap_or("")))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn sorted_strings(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .map(|a| a.iter().map(|e| e.as_str().map(String::from).unwrap_or_else(|| e.to_string())).collect())
        .unwrap_or_default();
    out.sort();
    out
}
