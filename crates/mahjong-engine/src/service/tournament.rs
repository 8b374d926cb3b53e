//! Tournaments (docs/sessions.md): sessions at several tables over several rounds, players by id,
//! ranked by the sum of their session results with the rule set's tie-breaks, and the prizes
//! the rule set names.

use std::collections::HashMap;

use crate::Code;
use crate::ruleset::Lang;
use crate::session::{Award, TieBreak, TournamentRound, rank};

use super::error::{ApiError, ErrorKind, FieldError};
use super::ops::{Core, language};
use super::session::{Table, check_id, check_sum, fe, final_scores, invalid, play, start_of, totals_of};
use crate::session::placement_scores;
use mahjong_types::limits::MAX_PLAYER_NAME;
use mahjong_types::{
    MAX_SESSION_DEALS, MAX_TOURNAMENT_DEALS, MAX_TOURNAMENT_SESSIONS, PerPlayer, Prize, RoundResult, TournamentRequest,
    TournamentResponse, TournamentSessionResult, TournamentStanding,
};

/// What the standings keep per player.
#[derive(Default)]
struct Record {
    name: Option<String>,
    total: i64,
    /// Table points in twelfths (exact for two, three or four tied players).
    table_points: i64,
    sessions: u32,
    wins: i64,
    best: Option<i64>,
    /// Result per round (a player plays at most one session a round).
    rounds: Vec<RoundResult>,
}

impl Core {
    /// `POST /v1/tournaments/standings`.
    pub fn tournament(&self, req: &TournamentRequest, hint: Option<Lang>) -> Result<TournamentResponse, ApiError> {
        let lang = language(req.language.as_deref(), hint)?;
        let deals: usize = req.sessions.iter().map(|s| s.deals.len()).sum();
        if req.sessions.len() > MAX_TOURNAMENT_SESSIONS || deals > MAX_TOURNAMENT_DEALS {
            return Err(ApiError::field(
                ErrorKind::TooLarge,
                "/sessions",
                "too_many_sessions",
                format!(
                    "at most {MAX_TOURNAMENT_SESSIONS} sessions and {MAX_TOURNAMENT_DEALS} deals in a tournament, not {} and {deals}",
                    req.sessions.len()
                ),
            ));
        }
        if let Some(i) = req.sessions.iter().position(|s| s.deals.len() > MAX_SESSION_DEALS) {
            return Err(ApiError::field(
                ErrorKind::TooLarge,
                format!("/sessions/{i}/deals"),
                "too_many_deals",
                format!("at most {MAX_SESSION_DEALS} deals in a session"),
            ));
        }
        // Every rule set: under placement scoring (`riichi`) a session's result is its final
        // scores (EMA: points less the target plus uma, summed over the sessions).
        let r = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        let start_total = r.set.session_start(&r.opts);
        let rules = &r.set.def.session;
        let trules = &r.set.def.tournament;
        let mut errs: Vec<FieldError> = Vec::new();
        // Players in order of first appearance: the registry, then the sessions.
        let mut order: Vec<String> = Vec::new();
        let mut records: HashMap<String, Record> = HashMap::new();
        for (i, p) in req.players.iter().enumerate() {
            check_id(&p.id, &format!("/players/{i}/id"), &mut errs);
            if p.name.as_ref().is_some_and(|n| n.len() > MAX_PLAYER_NAME) {
                errs.push(fe(
                    format!("/players/{i}/name"),
                    Code::InvalidSession,
                    format!("a name has at most {MAX_PLAYER_NAME} bytes"),
                ));
            }
            if records.insert(p.id.clone(), Record { name: p.name.clone(), ..Record::default() }).is_some() {
                errs.push(fe(format!("/players/{i}/id"), Code::InvalidSession, format!("{:?} is listed twice", p.id)));
            } else {
                order.push(p.id.clone());
            }
        }
        let registry = !req.players.is_empty();
        // (round, player) → the session that player sits at in that round.
        let mut seated: HashMap<(u32, &str), usize> = HashMap::new();
        // (round, table label) → the session played at that table in that round.
        let mut tables: HashMap<(u32, &str), usize> = HashMap::new();
        let mut results = Vec::with_capacity(req.sessions.len());
        r.note(0);
        let _span =
            tracing::debug_span!("engine.tournament", ruleset = r.set.id(), sessions = req.sessions.len()).entered();
        for (i, s) in req.sessions.iter().enumerate() {
            let at = format!("/sessions/{i}");
            let before = errs.len();
            if s.round == 0 || trules.rounds.is_some_and(|n| s.round > n) {
                let most = trules.rounds.map_or(String::new(), |n| format!(" to {n}"));
                errs.push(fe(format!("{at}/round"), Code::InvalidSession, format!("rounds are numbered 1{most}")));
            }
            let first_round = match trules.round {
                TournamentRound::Session => Some(0),
                TournamentRound::Part => rules.part_start(s.round.saturating_sub(1)),
            };
            if first_round.is_none() && errs.len() == before {
                errs.push(fe(format!("{at}/round"), Code::InvalidSession, "the rule set's session has no such part"));
            }
            if let Some(t) = &s.table {
                if t.len() > MAX_PLAYER_NAME {
                    errs.push(fe(format!("{at}/table"), Code::InvalidSession, "a table label has at most 200 bytes"));
                } else if let Some(other) = tables.insert((s.round, t.as_str()), i) {
                    errs.push(fe(
                        format!("{at}/table"),
                        Code::InvalidSession,
                        format!("table {t:?} already plays round {} in session {other}", s.round),
                    ));
                }
            }
            let Some(table) = Table::new(&s.players, &format!("{at}/players"), &mut errs) else { continue };
            for (j, p) in s.players.iter().enumerate() {
                if registry && !records.contains_key(&p.id) {
                    errs.push(fe(
                        format!("{at}/players/{j}/id"),
                        Code::UnknownPlayer,
                        format!("{:?} is not one of the tournament's players", p.id),
                    ));
                }
                if let Some(other) = seated.insert((s.round, p.id.as_str()), i) {
                    errs.push(fe(
                        format!("{at}/players/{j}/id"),
                        Code::InvalidSession,
                        format!("{:?} also plays round {} in session {other}", p.id, s.round),
                    ));
                }
            }
            let (Some(first_round), true) = (first_round, errs.len() == before) else { continue };
            // The session's table totals and its result: its final scores under placement scoring
            // (`riichi`), else its totals less the start.
            let (totals, result) = match (&s.totals, s.deals.is_empty()) {
                (Some(_), false) => {
                    errs.push(fe(
                        format!("{at}/totals"),
                        Code::InvalidSession,
                        "give the deals or the totals, not both",
                    ));
                    continue;
                }
                (None, true) => {
                    errs.push(fe(at, Code::InvalidSession, "a session needs its deals or its final totals"));
                    continue;
                }
                (Some(t), true) => {
                    let Some(t) = totals_of(&table, t, &format!("{at}/totals"), &mut errs) else { continue };
                    check_sum(rules, start_total, 0, &t, &format!("{at}/totals"), &mut errs);
                    let result = match r.set.placement(&r.opts) {
                        Some((start, target, uma)) => placement_scores(t, 0, start, target, uma),
                        None => t.map(|x| x - start_total),
                    };
                    (t, result)
                }
                (None, false) => {
                    let Some((pos, start)) = start_of(&r, &table, None, first_round, &mut errs) else { continue };
                    match play(&r, &table, pos, start, &s.deals, &at) {
                        Ok(p) => {
                            (p.totals, final_scores(&r, &p.pos, &p.totals).unwrap_or(p.totals.map(|x| x - start_total)))
                        }
                        Err(e) => {
                            errs.extend(e);
                            continue;
                        }
                    }
                }
            };
            if errs.len() != before {
                continue;
            }
            // Table points (`mcr`): of a session played to its end, or given by its totals.
            let points =
                (!rules.table_points.is_empty()).then(|| crate::session::table_points(&totals, &rules.table_points));
            let ranked = rank(&result);
            for (p, id) in table.ids.iter().enumerate() {
                let rec = records.entry(id.to_string()).or_insert_with(|| {
                    order.push(id.to_string());
                    Record {
                        name: s.players.iter().find(|x| x.id == *id).and_then(|x| x.name.clone()),
                        ..Record::default()
                    }
                });
                rec.total += result[p];
                rec.table_points += points.map_or(0, |t| (t[p] * 12.0).round() as i64);
                rec.sessions += 1;
                rec.best = Some(rec.best.map_or(result[p], |b| b.max(result[p])));
                rec.wins += ranked.iter().any(|(q, rk)| *q == p && *rk == 1) as i64;
                rec.rounds.push(RoundResult { round: s.round, result: result[p] });
                if rec.name.is_none() {
                    rec.name = s.players.iter().find(|x| x.id == *id).and_then(|x| x.name.clone());
                }
            }
            let map = |v: &[i64; 4]| -> PerPlayer<i64> { (0..4).map(|p| (table.ids[p].to_string(), v[p])).collect() };
            results.push(TournamentSessionResult {
                round: s.round,
                table: s.table.clone(),
                deals: s.deals.len() as u32,
                totals: map(&totals),
                results: map(&result),
                table_points: points.map(|t| (0..4).map(|p| (table.ids[p].to_string(), t[p])).collect()),
            });
        }
        if !errs.is_empty() {
            return Err(invalid(errs));
        }
        // Only players who played are ranked.
        order.retain(|id| records.get(id).is_some_and(|r| r.sessions > 0));
        let keys: Vec<Vec<i64>> = order
            .iter()
            .map(|id| {
                let rec = &records[id];
                // Table points first where the rule set gives them (`mcr`), then the total.
                let mut k = if rules.table_points.is_empty() { vec![] } else { vec![rec.table_points] };
                k.push(rec.total);
                k.extend(trules.tie_breaks.iter().map(|t| match t {
                    TieBreak::SessionWins => rec.wins,
                    TieBreak::BestSession => rec.best.unwrap_or(0),
                }));
                k
            })
            .collect();
        let standings: Vec<TournamentStanding> = rank(&keys)
            .into_iter()
            .map(|(i, rank)| {
                let rec = &records[&order[i]];
                let mut rounds = rec.rounds.clone();
                rounds.sort_by_key(|x| x.round);
                TournamentStanding {
                    rank,
                    player: order[i].clone(),
                    name: rec.name.clone(),
                    total: rec.total,
                    table_points: (!rules.table_points.is_empty()).then(|| rec.table_points as f64 / 12.0),
                    tie_breaks: keys[i][keys[i].len() - trules.tie_breaks.len()..].to_vec(),
                    rounds,
                }
            })
            .collect();
        let prizes = trules
            .prizes
            .iter()
            .filter_map(|p| {
                let pick = match p.award {
                    Award::Highest => standings.iter().map(|s| s.total).max(),
                    Award::Lowest => standings.iter().map(|s| s.total).min(),
                }?;
                Some(Prize {
                    id: p.id.clone(),
                    name: p.name.get(lang).to_string(),
                    players: standings.iter().filter(|s| s.total == pick).map(|s| s.player.clone()).collect(),
                    total: pick,
                })
            })
            .collect();
        Ok(TournamentResponse {
            ruleset: r.set.id().to_string(),
            unit: rules.unit.as_str().to_string(),
            rounds: req.sessions.iter().map(|s| s.round).max().unwrap_or(0),
            standings,
            prizes,
            sessions: results,
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::registry::{BUILTIN, Registry};
    use crate::service::Core;
    use mahjong_types::{SessionRequest, TournamentRequest};

    /// A club's house rules built on `rode-boekje`: a session of one round of two passes, and
    /// tournament tie-breaks (sessions won, then the best session).
    fn house() -> Core {
        let text = BUILTIN.iter().find(|(id, _)| *id == "rode-boekje").map(|(_, t)| *t).unwrap_or_default();
        let head =
            text.split("\n[session]").next().unwrap_or_default().replace("id = \"rode-boekje\"", "id = \"house\"");
        let text = format!(
            "{head}\n[session]\nrounds = [ {{ wind = \"east\" }} ]\npasses_per_round = 2\n\n\
             [tournament]\ntie_breaks = [\"session_wins\", \"best_session\"]\n"
        );
        // A directory of its own per call: the tests run in parallel.
        static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("mahjong-house-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("house.toml"), text).expect("writes");
        let mut registry = Registry::builtin();
        let loaded = registry.load_dir(&dir);
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(loaded.expect("the house rules compile"), ["house"]);
        Core::new(registry)
    }

    fn players() -> serde_json::Value {
        serde_json::json!([{"id": "p1", "seat": "east"}, {"id": "p2", "seat": "south"},
            {"id": "p3", "seat": "west"}, {"id": "p4", "seat": "north"}])
    }

    #[test]
    fn a_custom_order_of_play_ends_the_session_sooner() {
        let core = house();
        let body = serde_json::json!({"ruleset": "house", "players": players(),
            "deals": [{"draw": true}, {"draw": true}, {"draw": true}]});
        let req: SessionRequest = serde_json::from_value(body).expect("decodes");
        let e = core.score_session(&req, None).expect_err("a third deal is one too many");
        assert_eq!(e.errors[0].pointer, "/deals/2");
        assert_eq!(e.errors[0].code, "invalid_session");
        let mut two = req.clone();
        two.deals.pop();
        let s = core.score_session(&two, None).expect("two deals are the session");
        assert!(s.over);
        assert_eq!(s.next.round, 2);
    }

    #[test]
    fn tie_breaks_order_equal_totals() {
        // p1 and p2 end on 100: one session won each; p1's best session (300) beats p2's (200).
        let body = |ruleset: &str| {
            serde_json::json!({"ruleset": ruleset, "sessions": [
                {"round": 1, "players": players(), "totals": {"p1": 300, "p2": -100, "p3": -100, "p4": -100}},
                {"round": 2, "players": players(), "totals": {"p1": -200, "p2": 200, "p3": 100, "p4": -100}}]})
        };
        let core = house();
        let req: TournamentRequest = serde_json::from_value(body("house")).expect("decodes");
        let t = core.tournament(&req, None).expect("ranks");
        let got: Vec<(u32, &str, i64, Vec<i64>)> =
            t.standings.iter().map(|s| (s.rank, s.player.as_str(), s.total, s.tie_breaks.clone())).collect();
        assert_eq!(
            got,
            [
                (1, "p1", 100, vec![1, 300]),
                (2, "p2", 100, vec![1, 200]),
                (3, "p3", 0, vec![0, 100]),
                (4, "p4", -200, vec![0, -100])
            ]
        );
        assert!(t.prizes.is_empty());
        // Without tie-breaks (rode-boekje) they share the first rank, and both get the trophy.
        let req: TournamentRequest = serde_json::from_value(body("rode-boekje")).expect("decodes");
        let t = core.tournament(&req, None).expect("ranks");
        assert_eq!((t.standings[0].rank, t.standings[1].rank), (1, 1));
        assert_eq!(t.prizes[0].players, ["p1", "p2"]);
    }
}
