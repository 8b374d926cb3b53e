//! Session and tournament answers as CSV (`Accept: text/csv`) and as a printable HTML score
//! sheet (`Accept: text/html`) with the running totals drawn as a small SVG line chart.
//!
//! Everything a client wrote (player ids and names, table labels) is escaped: the HTML by the
//! template ([`maud`] escapes every interpolated value), the CSV by the writer's quoting, and
//! text cells that a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a
//! tab or a carriage return) get a leading `'`.

use std::collections::BTreeMap;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::types::{SessionResponse, TournamentResponse};

/// An answer format, from the `Accept` header.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    Json,
    Csv,
    Html,
}

impl Format {
    /// The preferred format of an `Accept` header: the highest quality among JSON, CSV and HTML
    /// (the first listed on a tie); JSON when none is named.
    pub fn from_accept(accept: Option<&str>) -> Format {
        let mut best: Option<(f32, Format)> = None;
        for range in accept.unwrap_or("").split(',') {
            let mut it = range.split(';');
            let mime = it.next().unwrap_or("").trim().to_ascii_lowercase();
            let q =
                it.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok())).unwrap_or(1.0);
            let f = match mime.as_str() {
                "text/csv" => Format::Csv,
                "text/html" => Format::Html,
                "application/json" | "application/*" | "*/*" => Format::Json,
                _ => continue,
            };
            if q > 0.0 && best.is_none_or(|(bq, _)| q > bq) {
                best = Some((q, f));
            }
        }
        best.map_or(Format::Json, |(_, f)| f)
    }

    /// The content type of an answer in this format.
    pub fn content_type(self) -> &'static str {
        match self {
            Format::Json => "application/json",
            Format::Csv => "text/csv; charset=utf-8",
            Format::Html => "text/html; charset=utf-8",
        }
    }
}

/// A text cell as a spreadsheet should show it: one that would start a formula gets a `'`.
pub fn cell(s: &str) -> String {
    match s.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{s}"),
        _ => s.to_string(),
    }
}

fn write_csv(rows: Vec<Vec<String>>) -> String {
    let mut w = csv::WriterBuilder::new().flexible(true).from_writer(Vec::new());
    for r in rows {
        // Writing to memory cannot fail.
        let _ = w.write_record(&r);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

fn name_of<'a>(names: &'a BTreeMap<&str, &'a str>, id: &'a str) -> &'a str {
    names.get(id).copied().unwrap_or(id)
}

/// A session as CSV: one row per deal (round, winds, East, result, and per player the hand
/// score, the payment and the running total), then the final totals, the final scores of a game
/// scored by placement (`riichi`) and the ranks.
pub fn session_csv(s: &SessionResponse) -> String {
    let names: BTreeMap<&str, &str> =
        s.players.iter().map(|p| (p.id.as_str(), p.name.as_deref().unwrap_or(&p.id))).collect();
    let ids: Vec<&str> = s.players.iter().map(|p| p.id.as_str()).collect();
    let mut head: Vec<String> =
        ["deal", "round", "round_wind", "extra_round_wind", "east", "winner", "result"].map(String::from).to_vec();
    for id in &ids {
        let n = name_of(&names, id);
        head.extend([format!("{n} score"), format!("{n} payment"), format!("{n} total")].map(|c| cell(&c)));
    }
    let mut rows = vec![head];
    for d in &s.deals {
        let mut row = vec![
            d.deal.to_string(),
            d.round.to_string(),
            d.round_wind.to_string(),
            d.extra_round_wind.map(|w| w.to_string()).unwrap_or_default(),
            cell(name_of(&names, &d.east)),
            d.winner.as_deref().map(|w| cell(name_of(&names, w))).unwrap_or_default(),
            result_word(d.winner.is_some(), d.false_mahjong.is_some(), d.reconciliation.is_some()).to_string(),
        ];
        for id in &ids {
            row.push(d.scores.get(*id).map(|x| x.to_string()).unwrap_or_default());
            let adj = d.reconciliation.as_ref().and_then(|r| r.adjustments.get(*id)).copied().unwrap_or(0);
            row.push((d.net.get(*id).copied().unwrap_or(0) + adj).to_string());
            row.push(d.totals.get(*id).map(|x| x.to_string()).unwrap_or_default());
        }
        rows.push(row);
    }
    let blank = |label: &str| {
        let mut r = vec![label.to_string()];
        r.extend(std::iter::repeat_n(String::new(), 6));
        r
    };
    let mut total = blank("total");
    let mut rank = blank("rank");
    for id in &ids {
        let t = s.totals.get(*id).copied().unwrap_or(0);
        let rk = s.standings.iter().find(|x| x.player == *id).map_or(0, |x| x.rank);
        total.extend([String::new(), String::new(), t.to_string()]);
        rank.extend([String::new(), String::new(), rk.to_string()]);
    }
    rows.push(total);
    if let Some(finals) = &s.final_scores {
        let mut row = blank("final");
        for id in &ids {
            row.extend([String::new(), String::new(), finals.get(*id).copied().unwrap_or(0).to_string()]);
        }
        rows.push(row);
    }
    rows.push(rank);
    write_csv(rows)
}

fn result_word(won: bool, false_mahjong: bool, reconciled: bool) -> &'static str {
    match (won, false_mahjong, reconciled) {
        (true, _, false) => "won",
        (true, _, true) => "won; reconciled",
        (false, true, false) => "false mahjong",
        (false, true, true) => "false mahjong; reconciled",
        (false, false, false) => "draw",
        (false, false, true) => "draw; reconciled",
    }
}

/// A tournament as CSV: the standings, one row per player with each round's result.
pub fn tournament_csv(t: &TournamentResponse) -> String {
    let mut head: Vec<String> = ["rank", "player", "name", "total"].map(String::from).to_vec();
    head.extend((1..=t.rounds).map(|r| format!("round {r}")));
    let breaks = t.standings.first().map_or(0, |s| s.tie_breaks.len());
    head.extend((1..=breaks).map(|i| format!("tie-break {i}")));
    head.push("prizes".into());
    let mut rows = vec![head];
    for s in &t.standings {
        let mut row =
            vec![s.rank.to_string(), cell(&s.player), cell(s.name.as_deref().unwrap_or("")), s.total.to_string()];
        for r in 1..=t.rounds {
            row.push(s.rounds.iter().find(|x| x.round == r).map(|x| x.result.to_string()).unwrap_or_default());
        }
        row.extend(s.tie_breaks.iter().map(|x| x.to_string()));
        let prizes: Vec<&str> =
            t.prizes.iter().filter(|p| p.players.contains(&s.player)).map(|p| p.name.as_str()).collect();
        row.push(cell(&prizes.join("; ")));
        rows.push(row);
    }
    write_csv(rows)
}

/// Colours and dash patterns of the chart's lines (told apart in black and white too).
const STYLES: [(&str, &str); 8] = [
    ("#c0392b", ""),
    ("#2471a3", "6 3"),
    ("#1e8449", "2 3"),
    ("#7d3c98", "8 3 2 3"),
    ("#b9770e", "4 4"),
    ("#17202a", "1 2"),
    ("#148f77", "10 4"),
    ("#a93226", "3 2 1 2"),
];

/// A small line chart: one line per series over points 0..n, a reference line at `base` (the
/// average starting total); x labels every few points. The y axis spans the values and the base.
fn chart(series: &[(String, Vec<i64>)], base: i64, x_label: &str) -> Markup {
    const W: f64 = 640.0;
    const H: f64 = 220.0;
    const L: f64 = 56.0;
    const R: f64 = 12.0;
    const T: f64 = 12.0;
    const B: f64 = 30.0;
    let n = series.iter().map(|s| s.1.len()).max().unwrap_or(0).max(2);
    let values = || series.iter().flat_map(|s| s.1.iter()).copied();
    let lo = values().min().unwrap_or(base).min(base);
    let hi = values().max().unwrap_or(base).max(base).max(lo + 1);
    let x = |i: usize| L + (W - L - R) * i as f64 / (n - 1) as f64;
    let y = |v: i64| T + (H - T - B) * (hi - v) as f64 / (hi - lo) as f64;
    let step = ((n - 1) / 8).max(1);
    // The base label only where it does not overlap the others.
    let near = |v: i64| (y(v) - y(base)).abs() < 12.0;
    html! {
        svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {W} {H}")) role="img"
            aria-label="Running totals" {
            line x1=(L) y1=(y(base)) x2=(W - R) y2=(y(base)) stroke="#888" stroke-width="1" {}
            line x1=(L) y1=(T) x2=(L) y2=(H - B) stroke="#888" stroke-width="1" {}
            line x1=(L) y1=(H - B) x2=(W - R) y2=(H - B) stroke="#ccc" stroke-width="1" {}
            text x=(L - 4.0) y=(y(hi) + 4.0) text-anchor="end" font-size="10" { (hi) }
            text x=(L - 4.0) y=(y(lo) + 4.0) text-anchor="end" font-size="10" { (lo) }
            @if !near(hi) && !near(lo) {
                text x=(L - 4.0) y=(y(base) + 4.0) text-anchor="end" font-size="10" { (base) }
            }
            @for i in (0..n).step_by(step) {
                text x=(x(i)) y=(H - B + 14.0) text-anchor="middle" font-size="10" { (i) }
            }
            text x=((L + W - R) / 2.0) y=(H - 2.0) text-anchor="middle" font-size="10" { (x_label) }
            @for (k, (_, values)) in series.iter().enumerate() {
                @let (colour, dash) = STYLES[k % STYLES.len()];
                @let points: Vec<String> = values.iter().enumerate().map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v))).collect();
                polyline points=(points.join(" ")) fill="none" stroke=(colour) stroke-width="2"
                    stroke-dasharray=(dash) {}
            }
        }
        p class="legend" {
            @for (k, (label, _)) in series.iter().enumerate() {
                @let (colour, dash) = STYLES[k % STYLES.len()];
                span {
                    svg width="28" height="10" viewBox="0 0 28 10" {
                        line x1="0" y1="5" x2="28" y2="5" stroke=(colour) stroke-width="2" stroke-dasharray=(dash) {}
                    }
                    " " (label)
                }
            }
        }
    }
}

const STYLE: &str = "
body { font: 13px/1.35 system-ui, sans-serif; margin: 1.5em; color: #111; }
h1 { font-size: 1.4em; margin: 0 0 .2em; }
h2 { font-size: 1.1em; margin: 1.2em 0 .4em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #bbb; padding: 2px 6px; text-align: right; }
th { background: #eee; }
td.l, th.l { text-align: left; }
tr.rec td { background: #fdf3d8; }
.meta { color: #444; margin: 0 0 .6em; }
.chart { width: 100%; max-width: 640px; height: auto; display: block; }
.legend span { margin-right: 1.2em; white-space: nowrap; }
.legend svg { vertical-align: middle; }
.neg { color: #a00; }
@media print { body { margin: 0; font-size: 10px; } h2 { break-after: avoid; } tr { break-inside: avoid; } }
";

fn page(title: &str, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body { (body) }
        }
    }
    .into_string()
}

fn signed(v: i64) -> Markup {
    html! {
        @if v < 0 { span class="neg" { (v) } } @else if v > 0 { "+" (v) } @else { "0" }
    }
}

/// A session as a printable score sheet.
pub fn session_html(s: &SessionResponse, ruleset_name: &str) -> String {
    let names: BTreeMap<&str, &str> =
        s.players.iter().map(|p| (p.id.as_str(), p.name.as_deref().unwrap_or(&p.id))).collect();
    let ids: Vec<&str> = s.players.iter().map(|p| p.id.as_str()).collect();
    let start: Vec<i64> = ids
        .iter()
        .map(|id| {
            s.deals.first().map_or_else(
                || s.totals.get(*id).copied().unwrap_or(0),
                |d| {
                    let adj = d.reconciliation.as_ref().and_then(|r| r.adjustments.get(*id)).copied().unwrap_or(0);
                    d.totals.get(*id).copied().unwrap_or(0) - d.net.get(*id).copied().unwrap_or(0) - adj
                },
            )
        })
        .collect();
    let series: Vec<(String, Vec<i64>)> = ids
        .iter()
        .enumerate()
        .map(|(k, id)| {
            let mut v = vec![start[k]];
            v.extend(s.deals.iter().map(|d| d.totals.get(*id).copied().unwrap_or(0)));
            (name_of(&names, id).to_string(), v)
        })
        .collect();
    let first = s.deals.first().map_or(1, |d| d.deal);
    let last = s.deals.last().map_or(0, |d| d.deal);
    let body = html! {
        h1 { "Score sheet" }
        p class="meta" {
            (ruleset_name) " · " (s.deals.len()) " deals"
            @if !s.deals.is_empty() { " (" (first) "–" (last) ")" }
            " · totals in " (s.unit)
            @if s.over { " · session over" } @else { " · continues at round " (s.next.round) }
        }
        h2 { "Standings" }
        table {
            // A game scored by placement ranks by its final scores (uma, oka: `riichi`).
            tr { th { "Rank" } th class="l" { "Player" } th { @if s.final_scores.is_some() { "Final score" } @else { "Total" } } }
            @for st in &s.standings {
                tr { td { (st.rank) } td class="l" { (name_of(&names, &st.player)) } td { (st.total) } }
            }
        }
        h2 { "Running totals" }
        (chart(&series, start.iter().sum::<i64>() / start.len().max(1) as i64, "deal"))
        h2 { "Deals" }
        table {
            tr {
                th rowspan="2" { "Deal" } th rowspan="2" class="l" { "Round" } th rowspan="2" class="l" { "East" }
                th rowspan="2" class="l" { "Result" }
                @for id in &ids { th colspan="3" class="l" { (name_of(&names, id)) } }
            }
            tr { @for _ in &ids { th { "Score" } th { "±" } th { "Total" } } }
            tr {
                td { } td class="l" { "start" } td { } td { }
                @for k in 0..ids.len() { td { } td { } td { (start[k]) } }
            }
            @for d in &s.deals {
                tr {
                    td { (d.deal) }
                    td class="l" { (d.round_wind) @if let Some(x) = d.extra_round_wind { "+" (x) } }
                    td class="l" { (name_of(&names, &d.east)) }
                    td class="l" {
                        @if let Some(w) = &d.winner { "Mahjong: " (name_of(&names, w)) }
                        @else if let Some(f) = &d.false_mahjong { "False mahjong: " (name_of(&names, f)) }
                        @else { "Draw" }
                        @if d.east_keeps { " · East keeps" }
                    }
                    @for id in &ids {
                        @let adjusted = d.reconciliation.as_ref().and_then(|r| r.adjustments.get(*id)).copied().unwrap_or(0);
                        td { @if let Some(x) = d.scores.get(*id) { (x) } }
                        td { (signed(d.net.get(*id).copied().unwrap_or(0))) }
                        td { (d.totals.get(*id).copied().unwrap_or(0) - adjusted) }
                    }
                }
                @if let Some(r) = &d.reconciliation {
                    tr class="rec" {
                        td { } td class="l" colspan="3" {
                            "End of round: totals " @if r.difference == 0 { "add up to " (r.expected) } @else {
                                "corrected by " (signed(r.difference)) " to " (r.expected) " (3:3:3:1)" }
                        }
                        @for id in &ids {
                            td { } td { (signed(r.adjustments.get(*id).copied().unwrap_or(0))) }
                            td { (d.totals.get(*id).copied().unwrap_or(0)) }
                        }
                    }
                }
            }
        }
    };
    page(&format!("Score sheet · {ruleset_name}"), body)
}

/// Most players drawn in a tournament chart (the best of the standings).
const CHART_PLAYERS: usize = 8;

/// A tournament as printable standings.
pub fn tournament_html(t: &TournamentResponse, ruleset_name: &str) -> String {
    let label = |s: &crate::types::TournamentStanding| s.name.clone().unwrap_or_else(|| s.player.clone());
    let series: Vec<(String, Vec<i64>)> = t
        .standings
        .iter()
        .take(CHART_PLAYERS)
        .map(|s| {
            let mut acc = 0;
            let mut v = vec![0];
            for r in 1..=t.rounds {
                acc += s.rounds.iter().find(|x| x.round == r).map_or(0, |x| x.result);
                v.push(acc);
            }
            (label(s), v)
        })
        .collect();
    let breaks = t.standings.first().map_or(0, |s| s.tie_breaks.len());
    let body = html! {
        h1 { "Standings" }
        p class="meta" { (ruleset_name) " · " (t.sessions.len()) " sessions · " (t.rounds) " rounds · totals in " (t.unit) }
        @if !t.prizes.is_empty() {
            h2 { "Prizes" }
            ul {
                @for p in &t.prizes {
                    li {
                        b { (p.name) } ": "
                        @for (i, id) in p.players.iter().enumerate() {
                            @if i > 0 { ", " }
                            (t.standings.iter().find(|s| &s.player == id).map_or(id.clone(), label))
                        }
                        " (" (p.total) ")"
                    }
                }
            }
        }
        h2 { "Running totals" @if t.standings.len() > CHART_PLAYERS { " (best " (CHART_PLAYERS) ")" } }
        (chart(&series, 0, "round"))
        h2 { "Ranking" }
        table {
            tr {
                th { "Rank" } th class="l" { "Player" } th { "Total" }
                @for r in 1..=t.rounds { th { "Round " (r) } }
                @for i in 1..=breaks { th { "Tie-break " (i) } }
            }
            @for s in &t.standings {
                tr {
                    td { (s.rank) } td class="l" { (label(s)) } td { (s.total) }
                    @for r in 1..=t.rounds {
                        td { @if let Some(x) = s.rounds.iter().find(|x| x.round == r) { (signed(x.result)) } }
                    }
                    @for b in &s.tie_breaks { td { (b) } }
                }
            }
        }
    };
    page(&format!("Standings · {ruleset_name}"), body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_picks_the_best_named_format() {
        assert_eq!(Format::from_accept(None), Format::Json);
        assert_eq!(Format::from_accept(Some("text/csv")), Format::Csv);
        assert_eq!(Format::from_accept(Some("text/html,application/xhtml+xml,*/*;q=0.8")), Format::Html);
        assert_eq!(Format::from_accept(Some("text/html;q=0.5, text/csv")), Format::Csv);
        assert_eq!(Format::from_accept(Some("text/csv;q=0, */*")), Format::Json);
        assert_eq!(Format::from_accept(Some("image/png")), Format::Json);
    }

    #[test]
    fn formula_cells_are_defused() {
        assert_eq!(cell("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(cell("+1"), "'+1");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("-2"), "'-2");
        assert_eq!(cell("Ann"), "Ann");
        let out = write_csv(vec![vec![cell("=1+1"), "a,b".into(), "say \"hi\"".into()]]);
        assert_eq!(out, "'=1+1,\"a,b\",\"say \"\"hi\"\"\"\n");
    }
}
