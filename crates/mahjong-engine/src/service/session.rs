//! Sessions (docs/sessions.md): a table's record of deals, scored statelessly. Each deal's outcome
//! is read as the deal operations read theirs ([`deal_outcome`], [`settle_outcome`]) with the seats,
//! round wind and void count the order of play gives it, and settled by their one step
//! ([`settled`]) once the session's own rules had their say; the table then moves on
//! ([`Position::advance`]) as the rule set's `[session]` data says.

use crate::Code;
use crate::ruleset::{Lang, Method, Rounding};
use crate::session::{Position, SessionRules};
use crate::settle::{self, Outcome};
use crate::tile::Wind;

use super::deal::{Breakdown, deal_outcome, settle_outcome, settled};
use super::error::{ApiError, ErrorKind, FieldError};
use super::ops::{Core, Resolved, language};
use mahjong_types::limits::{MAX_PLAYER_ID, MAX_PLAYER_NAME};
use mahjong_types::{
    DealPlayer, DealRequest, MAX_SESSION_DEALS, Options, Penalty, PerPlayer, PerSeat, PlayerPayment,
    RoundReconciliation, SessionDeal, SessionDealResult, SessionPlayer, SessionRequest, SessionResponse, SessionState,
    SettleRequest, SettleWin, Standing, Win,
};

/// Largest starting total a state may give (and largest total a tournament session may give).
pub(crate) const MAX_TOTAL: i64 = 1_000_000_000_000;

/// A field error with a stable code.
pub(crate) fn fe(pointer: impl Into<String>, code: Code, message: impl Into<String>) -> FieldError {
    FieldError::new(pointer, code.as_str(), message)
}

/// A 422 listing the first problems found (see [`ApiError::listing`]).
pub(crate) fn invalid(errors: Vec<FieldError>) -> ApiError {
    ApiError::listing(ErrorKind::Invalid, errors)
}

/// A player id as a JSON pointer segment.
pub(crate) fn esc(id: &str) -> String {
    id.replace('~', "~0").replace('/', "~1")
}

/// The four players of a table by table position: position 0 sat East in the session's first
/// deal, 1 South, 2 West, 3 North.
pub(crate) struct Table<'a> {
    pub ids: [&'a str; 4],
}

impl<'a> Table<'a> {
    /// Checks the players of a session (`prefix`: the pointer of the list).
    pub(crate) fn new(players: &'a [SessionPlayer], prefix: &str, errs: &mut Vec<FieldError>) -> Option<Table<'a>> {
        if players.len() != 4 {
            errs.push(fe(prefix, Code::InvalidSession, format!("a session has 4 players, not {}", players.len())));
            return None;
        }
        let before = errs.len();
        let mut ids = [""; 4];
        let mut seen = 0u8;
        for (i, p) in players.iter().enumerate() {
            check_id(&p.id, &format!("{prefix}/{i}/id"), errs);
            if players[..i].iter().any(|q| q.id == p.id) {
                errs.push(fe(format!("{prefix}/{i}/id"), Code::InvalidSession, format!("{:?} is listed twice", p.id)));
            }
            if p.name.as_ref().is_some_and(|n| n.len() > MAX_PLAYER_NAME) {
                errs.push(fe(
                    format!("{prefix}/{i}/name"),
                    Code::InvalidSession,
                    format!("a name has at most {MAX_PLAYER_NAME} bytes"),
                ));
            }
            if seen & p.seat.bit() != 0 {
                errs.push(fe(
                    format!("{prefix}/{i}/seat"),
                    Code::InvalidSession,
                    format!("two players sit {}", p.seat),
                ));
            }
            seen |= p.seat.bit();
            ids[p.seat.index()] = p.id.as_str();
        }
        (errs.len() == before).then_some(Table { ids })
    }

    /// The table position of a player id.
    pub(crate) fn pos(&self, id: &str) -> Option<usize> {
        self.ids.iter().position(|x| *x == id)
    }

    fn map<T>(&self, f: impl Fn(usize) -> T) -> PerPlayer<T> {
        (0..4).map(|p| (self.ids[p].to_string(), f(p))).collect()
    }
}

/// A player id: 1 to [`MAX_PLAYER_ID`] bytes.
pub(crate) fn check_id(id: &str, pointer: &str, errs: &mut Vec<FieldError>) {
    if id.is_empty() || id.len() > MAX_PLAYER_ID {
        errs.push(fe(pointer, Code::InvalidSession, format!("a player id has 1 to {MAX_PLAYER_ID} bytes")));
    }
}

/// Totals by id for exactly the table's players (`pointer`: the map's pointer).
pub(crate) fn totals_of(
    table: &Table,
    given: &PerPlayer<i64>,
    pointer: &str,
    errs: &mut Vec<FieldError>,
) -> Option<[i64; 4]> {
    let before = errs.len();
    let mut out = [0i64; 4];
    for (id, t) in given {
        match table.pos(id) {
            None => errs.push(fe(
                format!("{pointer}/{}", esc(id)),
                Code::UnknownPlayer,
                format!("{id:?} is not one of the session's players"),
            )),
            Some(_) if t.abs() > MAX_TOTAL => errs.push(fe(
                format!("{pointer}/{}", esc(id)),
                Code::InvalidSession,
                "a total is at most 10^12 in size",
            )),
            Some(p) => out[p] = *t,
        }
    }
    for id in table.ids {
        if !given.contains_key(id) {
            errs.push(fe(
                format!("{pointer}/{}", esc(id)),
                Code::InvalidSession,
                format!("the total of {id:?} is missing"),
            ));
        }
    }
    (errs.len() == before).then_some(out)
}

/// Checks that totals add up where the rule set does not reconcile them: to four times `start`,
/// less the riichi `deposits` on the table (1,000 each).
pub(crate) fn check_sum(
    rules: &SessionRules,
    start: i64,
    deposits: u32,
    totals: &[i64; 4],
    pointer: &str,
    errs: &mut Vec<FieldError>,
) {
    let expected = 4 * start - 1000 * i64::from(deposits);
    let sum: i64 = totals.iter().sum();
    if !rules.reconcile_each_round && sum != expected {
        errs.push(fe(pointer, Code::InvalidSession, format!("the totals add up to {sum}, not {expected}")));
    }
}

/// The position and totals before the first deal: a starting state, or the start of the
/// session at `first_round` (from 0) with East in the seat of the player who sits East.
pub(crate) fn start_of(
    r: &Resolved,
    table: &Table,
    start: Option<&SessionState>,
    first_round: u32,
    errs: &mut Vec<FieldError>,
) -> Option<(Position, [i64; 4])> {
    let rules = &r.set.def.session;
    let start_total = r.set.session_start(&r.opts);
    let Some(s) = start else {
        let pos = Position {
            round: first_round,
            passes: 0,
            east: 0,
            places: crate::session::places_in(rules, first_round),
            deals_played: 0,
            voids: 0,
            east_wins: 0,
            honba: 0,
            deposits: 0,
        };
        return Some((pos, [start_total; 4]));
    };
    let before = errs.len();
    let n = rules.rounds.len() as u32;
    if s.round == 0 || s.round > n + 1 || (s.round == n + 1 && s.passes != 0) {
        errs.push(fe("/start/round", Code::InvalidSession, format!("the rule set's session has rounds 1 to {n}")));
    } else if let Some(rd) = rules.rounds.get(s.round as usize - 1) {
        if s.round_wind.is_some_and(|w| w != rd.wind) {
            errs.push(fe(
                "/start/round_wind",
                Code::InvalidSession,
                format!("round {} is the round of {}", s.round, rd.wind),
            ));
        }
        if s.extra_round_wind.is_some() && s.extra_round_wind != rd.extra {
            errs.push(fe(
                "/start/extra_round_wind",
                Code::InvalidSession,
                format!("round {} has no such second prevailing wind", s.round),
            ));
        }
    }
    if s.passes >= rules.passes_per_round {
        errs.push(fe(
            "/start/passes",
            Code::InvalidSession,
            format!("a round ends when the deal has passed {} times", rules.passes_per_round),
        ));
    }
    if s.deals_played > 1_000_000 || s.voids > 1_000_000 || s.east_wins > 1_000_000 {
        errs.push(fe("/start", Code::InvalidSession, "deals_played, voids and east_wins are at most 10^6"));
    }
    let han_fu = matches!(r.set.payments_rule(), crate::ruleset::Payments::HanFu);
    for (field, n) in [("honba", s.honba), ("deposits", s.deposits)] {
        if n != 0 && !han_fu {
            errs.push(fe(
                format!("/start/{field}"),
                Code::NotInRuleset,
                format!("rule set {:?} has no honba or riichi deposits", r.set.id()),
            ));
        } else if n > 255 {
            errs.push(fe(format!("/start/{field}"), Code::InvalidSession, "at most 255 on the table"));
        }
    }
    let east = table.pos(&s.east);
    if east.is_none() {
        errs.push(fe("/start/east", Code::UnknownPlayer, format!("{:?} is not one of the session's players", s.east)));
    }
    // Where the players sit in this round (`session.seats`); where they change seats between
    // rounds, East follows from the round and passes.
    let places = crate::session::places_in(rules, s.round.saturating_sub(1));
    if let (false, Some(p)) = (rules.seats.is_empty(), east)
        && places.get(p).map(|x| u32::from(*x)) != Some(s.passes)
    {
        errs.push(fe(
            "/start/east",
            Code::InvalidSession,
            format!(
                "{:?} is not East in round {} after {} passes (the seats of docs/rules-mcr.md#mcr-sessions)",
                s.east, s.round, s.passes
            ),
        ));
    }
    let totals = totals_of(table, &s.totals, "/start/totals", errs);
    if let Some(t) = &totals {
        check_sum(rules, start_total, s.deposits.min(255), t, "/start/totals", errs);
    }
    if errs.len() != before {
        return None;
    }
    let pos = Position {
        round: s.round - 1,
        passes: s.passes,
        // East by place.
        east: east.and_then(|p| places.get(p)).map_or(0, |p| *p as usize),
        places,
        deals_played: s.deals_played,
        voids: s.voids,
        east_wins: s.east_wins,
        honba: s.honba,
        deposits: s.deposits,
    };
    Some((pos, totals.unwrap_or_default()))
}

/// A session played through: its rows, and where it stands after them.
pub(crate) struct Played {
    pub rows: Vec<SessionDealResult>,
    pub pos: Position,
    pub totals: [i64; 4],
}

/// Plays the deals from `pos` with `totals`. Pointers are under `prefix` (`""` for a session,
/// `/sessions/3` in a tournament).
pub(crate) fn play(
    r: &Resolved,
    table: &Table,
    mut pos: Position,
    mut totals: [i64; 4],
    deals: &[SessionDeal],
    prefix: &str,
) -> Result<Played, Vec<FieldError>> {
    let rules = &r.set.def.session;
    let mut rows = Vec::with_capacity(deals.len());
    let mut errs = Vec::new();
    for (k, deal) in deals.iter().enumerate() {
        let at = format!("{prefix}/deals/{k}");
        if pos.over(rules) {
            errs.push(fe(
                at,
                Code::InvalidSession,
                format!("the session is over after deal {} (its last round ended)", pos.deals_played),
            ));
            break;
        }
        let round = &rules.rounds[pos.round as usize];
        let ctx = DealCtx { r, table, pos: &pos, round_wind: round.wind, extra: round.extra, at: &at };
        let deal_settled = match ctx.settle(deal) {
            Ok(s) => s,
            Err(e) => {
                errs.extend(e);
                continue;
            }
        };
        let Settled { winner, false_mahjong, scored, mut outcome } = deal_settled;
        // East's n-th win since taking the deal is a limit hand and passes the deal (`dmjl`).
        let nth_east_win = match (rules.east_win_limit, winner, r.set.def.limit) {
            (Some(n), Some(Wind::East), Some(limit)) if scored && pos.east_wins + 1 >= n => {
                outcome.scores[Wind::East.index()] = limit;
                true
            }
            _ => false,
        };
        let mut s = match settled(r, &outcome) {
            Ok(s) => s,
            Err(e) => {
                errs.extend(remap(e, |p| ctx.settle_pointer(p)));
                continue;
            }
        };
        if nth_east_win {
            s.next_east = Wind::South;
        }
        // A han and fu deal leaves its counters on the table for the next.
        if let (Some(honba), Some(deposits)) = (s.next_honba, s.next_deposits) {
            (pos.honba, pos.deposits) = (honba, deposits);
        }
        let before = pos;
        let id_at = |w: Wind| table.ids[before.at(w)].to_string();
        let mut net = [0i64; 4];
        for w in Wind::ALL {
            net[pos.at(w)] = s.net.get(w).unwrap_or(0);
        }
        for (t, n) in totals.iter_mut().zip(net) {
            *t += n;
        }
        let east_keeps = s.next_east == Wind::East;
        let moved = pos.advance(rules, east_keeps, winner.is_none());
        let reconciliation = (moved.round_ended && rules.reconcile_each_round).then(|| {
            // Seat order of the deal that ended the round (East first) breaks ties.
            let by_seat = Wind::ALL.map(|w| totals[before.at(w)]);
            let expected = 4 * r.set.session_start(&r.opts);
            let fixed = settle::reconcile(by_seat, expected);
            let mut adjustments = PerPlayer::new();
            for w in Wind::ALL {
                let p = before.at(w);
                adjustments.insert(table.ids[p].to_string(), fixed[w.index()] - totals[p]);
                totals[p] = fixed[w.index()];
            }
            RoundReconciliation { expected, difference: expected - by_seat.iter().sum::<i64>(), adjustments }
        });
        rows.push(SessionDealResult {
            deal: pos.deals_played,
            round: before.round + 1,
            round_wind: round.wind,
            extra_round_wind: round.extra,
            seats: table.map(|p| before.seat_of(p)),
            east: table.ids[before.at(Wind::East)].to_string(),
            winner: winner.map(id_at),
            false_mahjong: false_mahjong.map(id_at),
            draw: winner.is_none(),
            scores: match scored {
                true => table.map(|p| outcome.scores[before.seat_of(p).index()]),
                false => PerPlayer::new(),
            },
            payments: s
                .payments
                .iter()
                .map(|p| PlayerPayment { from: id_at(p.from), to: id_at(p.to), amount: p.amount })
                .collect(),
            net: table.map(|p| net[p]),
            totals: table.map(|p| totals[p]),
            east_keeps,
            reconciliation,
        });
    }
    if errs.is_empty() { Ok(Played { rows, pos, totals }) } else { Err(errs) }
}

/// One deal settled, by seat (East is the dealer of this deal).
struct Settled {
    winner: Option<Wind>,
    false_mahjong: Option<Wind>,
    /// The outcome's scores are the hands' totals (false for a drawn deal given as such).
    scored: bool,
    /// What is settled: the hands' totals by seat among it.
    outcome: Outcome,
}

/// What one deal of a session is played with: the rule set, the table, where play stands, the
/// round's winds and the deal's pointer.
struct DealCtx<'a> {
    r: &'a Resolved,
    table: &'a Table<'a>,
    pos: &'a Position,
    round_wind: Wind,
    extra: Option<Wind>,
    at: &'a str,
}

/// Rewrites the pointers of a deal operation's errors into the session request.
fn remap(e: ApiError, f: impl Fn(&str) -> String) -> Vec<FieldError> {
    e.errors.into_iter().map(|x| FieldError { pointer: f(&x.pointer), ..x }).collect()
}

impl DealCtx<'_> {
    /// A settle request's pointer in the session request: a seat's score is the player's, by id.
    fn settle_pointer(&self, p: &str) -> String {
        let at = self.at;
        match p.strip_prefix("/scores/").and_then(Wind::parse) {
            Some(w) => format!("{at}/scores/{}", esc(self.table.ids[self.pos.at(w)])),
            None => format!("{at}{p}"),
        }
    }

    /// The seat of a player named by id, or an `unknown_player` problem at `pointer`.
    fn seat(&self, id: &str, pointer: String, errs: &mut Vec<FieldError>) -> Option<Wind> {
        match self.table.pos(id) {
            Some(p) => Some(self.pos.seat_of(p)),
            None => {
                errs.push(fe(pointer, Code::UnknownPlayer, format!("{id:?} is not one of the session's players")));
                None
            }
        }
    }

    /// Scores (four hands) or settles (known scores, a draw) one deal.
    fn settle(&self, deal: &SessionDeal) -> Result<Settled, Vec<FieldError>> {
        let (r, at) = (self.r, self.at);
        let mut errs = Vec::new();
        let known = deal.winner.is_some() || !deal.winners.is_empty() || !deal.scores.is_empty() || deal.win.is_some();
        if !deal.hands.is_empty() {
            for (field, given) in [
                ("winner", deal.winner.is_some()),
                ("scores", !deal.scores.is_empty()),
                ("win", deal.win.is_some()),
                ("draw", deal.draw),
                ("void", deal.void),
                ("winners", !deal.winners.is_empty()),
                // Read from the hands (riichi).
                ("tenpai", !deal.tenpai.is_empty()),
            ] {
                if given {
                    errs.push(fe(
                        format!("{at}/{field}"),
                        Code::InvalidDeal,
                        format!("a deal given as four hands has no {field}"),
                    ));
                }
            }
        } else if (deal.draw || deal.void) && known {
            let field = if deal.draw { "draw" } else { "void" };
            errs.push(fe(format!("{at}/{field}"), Code::InvalidDeal, "a drawn deal has no winner, scores or win"));
        } else if deal.draw && deal.void {
            errs.push(fe(format!("{at}/void"), Code::InvalidDeal, "a deal is an exhaustive draw or void, not both"));
        } else if !deal.draw && !deal.void && !known {
            errs.push(fe(
                at,
                Code::InvalidDeal,
                "a deal is its four hands, its known scores with the winner, or a draw",
            ));
        }
        let han_fu = matches!(r.set.payments_rule(), crate::ruleset::Payments::HanFu);
        if deal.void && !han_fu {
            errs.push(fe(
                format!("{at}/void"),
                Code::NotInRuleset,
                format!("a {:?} deal that did not count is a draw (draw: true)", r.set.id()),
            ));
        }
        let mut seats_of = |field: &str, ids: &[String]| -> Vec<Wind> {
            ids.iter().enumerate().filter_map(|(i, id)| self.seat(id, format!("{at}/{field}/{i}"), &mut errs)).collect()
        };
        let riichi = seats_of("riichi", &deal.riichi);
        let tenpai = seats_of("tenpai", &deal.tenpai);
        let winners = seats_of("winners", &deal.winners);
        let penalties: Vec<Penalty> = deal
            .penalties
            .iter()
            .enumerate()
            .filter_map(|(i, p)| {
                let seat = self.seat(&p.player, format!("{at}/penalties/{i}/player"), &mut errs);
                let to = match &p.to {
                    Some(id) => Some(self.seat(id, format!("{at}/penalties/{i}/to"), &mut errs)?),
                    None => None,
                };
                seat.map(|s| Penalty { kind: p.kind, seat: s, to })
            })
            .collect();
        if !errs.is_empty() {
            return Err(errs);
        }
        if !deal.hands.is_empty() {
            return self.hands(deal, penalties, riichi);
        }
        let mut req = SettleRequest {
            ruleset: String::new(),
            options: Options::new(),
            winner: None,
            scores: PerSeat::default(),
            win: None,
            void: deal.void,
            previous_voids: self.pos.voids,
            penalties,
            honba: u8::try_from(self.pos.honba).unwrap_or(u8::MAX),
            deposits: u8::try_from(self.pos.deposits).unwrap_or(u8::MAX),
            riichi,
            tenpai,
            winners,
        };
        if known {
            req.winner = match &deal.winner {
                Some(w) => self.seat(w, format!("{at}/winner"), &mut errs),
                // Several winners of one discard: the first in turn is the outcome's winner.
                None if !req.winners.is_empty() => None,
                None => {
                    errs.push(fe(
                        format!("{at}/winner"),
                        Code::InvalidDeal,
                        "known scores need the winner (or draw: true)",
                    ));
                    None
                }
            };
            let def = &r.set.def;
            for (id, score) in &deal.scores {
                let ptr = format!("{at}/scores/{}", esc(id));
                let Some(s) = self.seat(id, ptr.clone(), &mut errs) else { continue };
                // With the roof off an ordinary hand may score above the limit.
                if let (Method::Doublings, Some(limit), false) = (def.method, def.limit, r.opts.roof_off)
                    && *score > limit
                {
                    errs.push(fe(ptr, Code::InvalidScore, format!("a hand scores at most the limit, {limit}")));
                } else if def.rounding == Rounding::ItalianTens && !score.is_multiple_of(10) {
                    errs.push(fe(ptr, Code::InvalidScore, "scores are rounded to tens under this rule set"));
                } else {
                    req.scores.set(s, *score);
                }
            }
            if let Some(w) = &deal.win {
                let discarder = match &w.discarder {
                    Some(d) => self.seat(d, format!("{at}/win/discarder"), &mut errs),
                    None => None,
                };
                req.win = Some(SettleWin { source: w.source, discarder });
            }
            if !errs.is_empty() {
                return Err(errs);
            }
        }
        let outcome = settle_outcome(r, &req).map_err(|e| remap(e, |p| self.settle_pointer(p)))?;
        Ok(Settled { winner: outcome.winner, false_mahjong: None, scored: known, outcome })
    }

    /// A deal given as four hands: scored and settled as `POST /v1/deals/score` does.
    fn hands(
        &self,
        deal: &SessionDeal,
        penalties: Vec<Penalty>,
        riichi: Vec<Wind>,
    ) -> Result<Settled, Vec<FieldError>> {
        let at = self.at;
        let mut errs = Vec::new();
        if deal.hands.len() != 4 {
            errs.push(fe(
                format!("{at}/hands"),
                Code::InvalidDeal,
                format!("a deal has 4 hands, not {}", deal.hands.len()),
            ));
            return Err(errs);
        }
        let mut players = Vec::with_capacity(4);
        let mut declarer = None;
        for (i, h) in deal.hands.iter().enumerate() {
            let Some(s) = self.seat(&h.player, format!("{at}/hands/{i}/player"), &mut errs) else { continue };
            if deal.hands[..i].iter().any(|x| x.player == h.player) {
                errs.push(fe(
                    format!("{at}/hands/{i}/player"),
                    Code::InvalidDeal,
                    format!("{:?} has two hands", h.player),
                ));
            }
            let win = match &h.win {
                None => None,
                Some(w) => {
                    declarer = Some(i);
                    let discarder = match &w.discarder {
                        Some(d) => self.seat(d, format!("{at}/hands/{i}/win/discarder"), &mut errs),
                        None => None,
                    };
                    Some(Win {
                        tile: w.tile.clone(),
                        source: w.source,
                        discarder,
                        last_tile: w.last_tile,
                        last_of_kind: w.last_of_kind,
                        timing: w.timing,
                        announcements: w.announcements.clone(),
                        dora_indicators: w.dora_indicators.clone(),
                        ura_indicators: w.ura_indicators.clone(),
                        // The deal's, below (a han and fu deal gives them once).
                        honba: 0,
                        deposits: 0,
                    })
                }
            };
            players.push(DealPlayer { seat: s, hand: h.hand.clone(), win });
        }
        if !errs.is_empty() {
            return Err(errs);
        }
        let req = DealRequest {
            ruleset: String::new(),
            options: Options::new(),
            round_wind: self.round_wind,
            extra_round_wind: self.extra,
            players,
            penalties,
            previous_voids: self.pos.voids,
            language: None,
            // The table's, where the rule set keeps one (riichi).
            honba: u8::try_from(self.pos.honba).unwrap_or(u8::MAX),
            deposits: u8::try_from(self.pos.deposits).unwrap_or(u8::MAX),
            riichi,
        };
        let (winner, _, outcome) = deal_outcome(self.r, &req, Lang::En, Breakdown::Totals).map_err(|e| {
            remap(e, |p| {
                if let Some(rest) = p.strip_prefix("/players/") {
                    format!("{at}/hands/{rest}")
                } else if let (Some(rest), Some(i)) = (p.strip_prefix("/win"), declarer) {
                    format!("{at}/hands/{i}/win{rest}")
                } else {
                    format!("{at}{p}")
                }
            })
        })?;
        let false_mahjong = match (declarer, winner) {
            (Some(i), None) => Some(req.players[i].seat),
            _ => None,
        };
        Ok(Settled { winner, false_mahjong, scored: true, outcome })
    }
}

/// Standings by total, highest first; ties share a rank and keep the players' given order.
pub(crate) fn standings(players: &[SessionPlayer], table: &Table, totals: &[i64; 4]) -> Vec<Standing> {
    let keys: Vec<i64> = players.iter().map(|p| table.pos(&p.id).map_or(0, |i| totals[i])).collect();
    crate::session::rank(&keys)
        .into_iter()
        .map(|(i, rank)| Standing { rank, player: players[i].id.clone(), total: keys[i] })
        .collect()
}

/// The state after `pos`.
pub(crate) fn state(rules: &SessionRules, table: &Table, pos: &Position, totals: &[i64; 4]) -> SessionState {
    let round = rules.rounds.get(pos.round as usize);
    SessionState {
        round: pos.round + 1,
        round_wind: round.map(|r| r.wind),
        extra_round_wind: round.and_then(|r| r.extra),
        passes: pos.passes,
        east: table.ids[pos.at(Wind::East)].to_string(),
        deals_played: pos.deals_played,
        voids: pos.voids,
        east_wins: pos.east_wins,
        honba: pos.honba,
        deposits: pos.deposits,
        totals: table.map(|p| totals[p]),
    }
}

/// A session's final scores by table position, when it is over and the rule set scores by
/// placement.
pub(crate) fn final_scores(r: &Resolved, pos: &Position, totals: &[i64; 4]) -> Option<[i64; 4]> {
    let (start, target, uma) = r.set.placement(&r.opts)?;
    pos.over(&r.set.def.session).then(|| crate::session::placement_scores(*totals, pos.deposits, start, target, uma))
}

/// A session's table points by table position, when it is over and the rule set gives them
/// (`mcr`).
pub(crate) fn table_points(r: &Resolved, pos: &Position, totals: &[i64; 4]) -> Option<[f64; 4]> {
    let rules = &r.set.def.session;
    (pos.over(rules) && !rules.table_points.is_empty())
        .then(|| crate::session::table_points(totals, &rules.table_points))
}

impl Core {
    /// `POST /v1/sessions/score`.
    pub fn score_session(&self, req: &SessionRequest, hint: Option<Lang>) -> Result<SessionResponse, ApiError> {
        // Names are not part of the answer (the score sheet's are), but an unknown language is
        // still an error.
        language(req.language.as_deref(), hint)?;
        if req.deals.len() > MAX_SESSION_DEALS {
            return Err(ApiError::field(
                ErrorKind::TooLarge,
                "/deals",
                "too_many_deals",
                format!("at most {MAX_SESSION_DEALS} deals in a session, not {}", req.deals.len()),
            ));
        }
        // Every rule set: `riichi` plays a hanchan from its known scores (docs/riichi.md#sessions).
        let r = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        let rules = &r.set.def.session;
        let mut errs = Vec::new();
        let table = Table::new(&req.players, "/players", &mut errs);
        let start = table.as_ref().and_then(|t| start_of(&r, t, req.start.as_ref(), 0, &mut errs));
        let (Some(table), Some((pos, totals))) = (table, start) else { return Err(invalid(errs)) };
        r.note(0);
        let played = tracing::debug_span!("engine.session", ruleset = r.set.id(), deals = req.deals.len())
            .in_scope(|| play(&r, &table, pos, totals, &req.deals, ""))
            .map_err(invalid)?;
        let finals = final_scores(&r, &played.pos, &played.totals);
        Ok(SessionResponse {
            ruleset: r.set.id().to_string(),
            unit: rules.unit.as_str().to_string(),
            players: req.players.clone(),
            standings: standings(&req.players, &table, finals.as_ref().unwrap_or(&played.totals)),
            final_scores: finals.map(|f| table.map(|p| f[p])),
            table_points: table_points(&r, &played.pos, &played.totals).map(|t| table.map(|p| t[p])),
            totals: table.map(|p| played.totals[p]),
            over: played.pos.over(rules),
            next: state(rules, &table, &played.pos, &played.totals),
            deals: played.rows,
        })
    }
}
