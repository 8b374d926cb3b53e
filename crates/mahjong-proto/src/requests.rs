//! Requests: the contract's request bodies into their messages (`From`) and back (`TryFrom`,
//! with the REST decoder's pointer, code and message for whatever the contract does not accept).

use std::collections::HashMap;

use mahjong_types as t;

use crate::{Invalid, pb};

// ------------------------------------------------------------------------------ reading helpers

/// Where a value is in the equivalent REST request: its JSON pointer, written out only when a
/// problem is reported.
#[derive(Clone, Copy)]
pub(crate) enum At<'a> {
    /// The request itself.
    Root,
    /// A field of an object.
    Field(&'a At<'a>, &'static str),
    /// An item of a list.
    Index(&'a At<'a>, usize),
}

impl At<'_> {
    /// The JSON pointer (`/hand/melds/0/kind`).
    pub(crate) fn pointer(&self) -> String {
        match self {
            At::Root => String::new(),
            At::Field(parent, f) => format!("{}/{f}", parent.pointer()),
            At::Index(parent, i) => format!("{}/{i}", parent.pointer()),
        }
    }
}

/// One object being read: its place, and the required fields found missing so far. A value the
/// contract refuses is reported at once, the missing fields when the object is done (as serde
/// reads a JSON object: values in order, then what is missing).
pub(crate) struct Object<'a> {
    at: &'a At<'a>,
    missing: Vec<&'static str>,
}

impl<'a> Object<'a> {
    pub(crate) fn new(at: &'a At<'a>) -> Object<'a> {
        Object { at, missing: Vec::new() }
    }

    /// The place of one of its fields.
    pub(crate) fn at(&self, field: &'static str) -> At<'_> {
        At::Field(self.at, field)
    }

    /// A required text: empty (proto3's default) is missing.
    pub(crate) fn text(&mut self, field: &'static str, v: String) -> Option<String> {
        if v.is_empty() {
            self.missing.push(field);
            None
        } else {
            Some(v)
        }
    }

    /// A required message field.
    pub(crate) fn present<T>(&mut self, field: &'static str, v: Option<T>) -> Option<T> {
        if v.is_none() {
            self.missing.push(field);
        }
        v
    }

    /// A required name of a closed set (a wind, a win source): empty is missing, anything else
    /// is read by the contract's own reader (`from_wire`).
    pub(crate) fn name<T>(
        &mut self,
        field: &'static str,
        v: &str,
        parse: fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, Invalid> {
        if v.is_empty() {
            self.missing.push(field);
            return Ok(None);
        }
        parse(v).map(Some).map_err(|m| Invalid::field(self.at(field).pointer(), "invalid_value", m))
    }

    /// An optional name of a closed set: when given, read as [`Object::name`] reads it (an empty
    /// one is refused).
    pub(crate) fn opt_name<T>(
        &self,
        field: &'static str,
        v: Option<&str>,
        parse: fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, Invalid> {
        match v {
            None => Ok(None),
            Some(v) => parse(v).map(Some).map_err(|m| Invalid::field(self.at(field).pointer(), "invalid_value", m)),
        }
    }

    /// The error listing every required field found missing.
    pub(crate) fn missing(&self) -> Invalid {
        Invalid::missing(&self.at.pointer(), &self.missing)
    }
}

/// Reads every item of a list, each at its index under `field`.
fn list<P, T>(
    o: &Object<'_>,
    field: &'static str,
    items: Vec<P>,
    read: impl Fn(P, &At<'_>) -> Result<T, Invalid>,
) -> Result<Vec<T>, Invalid> {
    let at = o.at(field);
    items.into_iter().enumerate().map(|(i, p)| read(p, &At::Index(&at, i))).collect()
}

fn options(o: HashMap<String, pb::OptionValue>) -> t::Options {
    o.into_iter().map(|(k, v)| (k, option_value(v))).collect()
}

/// An option value; an unset one is [`t::OptionValue::Invalid`] (as JSON `null` is), which the
/// service points at.
pub(crate) fn option_value(v: pb::OptionValue) -> t::OptionValue {
    match v.value {
        Some(pb::option_value::Value::BoolValue(b)) => t::OptionValue::Bool(b),
        Some(pb::option_value::Value::IntValue(n)) => t::OptionValue::Int(n),
        None => t::OptionValue::Invalid,
    }
}

fn per_seat<T>(e: Option<T>, s: Option<T>, w: Option<T>, n: Option<T>) -> t::PerSeat<T> {
    t::PerSeat { east: e, south: s, west: w, north: n }
}

fn by_id<V: Copy>(m: HashMap<String, V>) -> t::PerPlayer<V> {
    m.into_iter().collect()
}

// --------------------------------------------------------------------------------- reading

fn hand(h: pb::Hand, at: &At<'_>) -> Result<t::HandBody, Invalid> {
    if !h.compact.is_empty() {
        if h.concealed.is_empty() && h.melds.is_empty() && h.bonus.is_empty() {
            return Ok(t::HandBody::Compact(h.compact));
        }
        // Both forms: the object form has no field `compact`.
        let pointer = At::Field(at, "compact").pointer();
        return Err(Invalid::field(
            pointer,
            "unknown_field",
            "\"compact\" is not a field here; allowed: concealed, melds, bonus",
        ));
    }
    // Read by the hand's own reader ([`crate::wire::Hand`]) into the contract's parts.
    Ok(t::HandBody::Hand(t::Hand { concealed: h.concealed, melds: h.melds, bonus: h.bonus }))
}

fn timing(o: &Object<'_>, v: &str) -> Result<t::Timing, Invalid> {
    // Unset (empty) is the default, normal.
    Ok(o.opt_name("timing", Some(v).filter(|v| !v.is_empty()), t::Timing::from_wire)?.unwrap_or_default())
}

/// A name of a closed set in a list, at its index (`/win/announcements/1`), read as
/// [`Object::name`] reads one: empty or unknown is refused (`invalid_value`).
fn list_name<T>(at: &At<'_>, v: &str, parse: fn(&str) -> Result<T, String>) -> Result<T, Invalid> {
    parse(v).map_err(|m| Invalid::field(at.pointer(), "invalid_value", m))
}

/// A list of seat winds (`riichi`, `tenpai`, `winners` of a deal), each read by [`list_name`].
fn seats(o: &Object<'_>, field: &'static str, names: Vec<String>) -> Result<Vec<t::Wind>, Invalid> {
    list(o, field, names, |n, at| list_name(at, &n, t::Wind::from_wire))
}

/// A win's `announcements` (a score request's and a session deal's), each read by [`list_name`].
fn announcements(o: &Object<'_>, names: Vec<String>) -> Result<Vec<t::Announcement>, Invalid> {
    list(o, "announcements", names, |a, at| list_name(at, &a, t::Announcement::from_wire))
}

fn win(w: pb::Win, at: &At<'_>) -> Result<t::Win, Invalid> {
    let mut o = Object::new(at);
    let tile = o.text("tile", w.tile);
    let source = o.name("source", &w.source, t::Source::from_wire)?;
    let discarder = o.opt_name("discarder", w.discarder.as_deref(), t::Wind::from_wire)?;
    let timing = timing(&o, &w.timing)?;
    let announcements = announcements(&o, w.announcements)?;
    let (Some(tile), Some(source)) = (tile, source) else { return Err(o.missing()) };
    Ok(t::Win {
        tile: tile.into(),
        source,
        discarder,
        last_tile: w.last_tile,
        last_of_kind: w.last_of_kind,
        timing,
        announcements,
        dora_indicators: w.dora_indicators.into_iter().map(Into::into).collect(),
        ura_indicators: w.ura_indicators.into_iter().map(Into::into).collect(),
        honba: counter(&o, "honba", w.honba)?,
        deposits: counter(&o, "deposits", w.deposits)?,
    })
}

/// A count of table counters (honba, riichi deposits): 0–255, as REST reads it (`u8`).
fn counter(o: &Object<'_>, field: &'static str, n: u32) -> Result<u8, Invalid> {
    u8::try_from(n).map_err(|_| Invalid::field(o.at(field).pointer(), "invalid_value", format!("{n} is more than 255")))
}

fn hand_request(m: pb::HandRequest, at: &At<'_>) -> Result<t::HandRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let seat_wind = o.name("seat_wind", &m.seat_wind, t::Wind::from_wire)?;
    let round_wind = o.name("round_wind", &m.round_wind, t::Wind::from_wire)?;
    let extra_round_wind = o.opt_name("extra_round_wind", m.extra_round_wind.as_deref(), t::Wind::from_wire)?;
    let hand = match o.present("hand", m.hand) {
        Some(h) => Some(hand(h, &o.at("hand"))?),
        None => None,
    };
    let win = m.win.map(|w| win(w, &o.at("win"))).transpose()?;
    let (Some(ruleset), Some(seat_wind), Some(round_wind), Some(hand)) = (ruleset, seat_wind, round_wind, hand) else {
        return Err(o.missing());
    };
    Ok(t::HandRequest {
        ruleset,
        options: options(m.options),
        seat_wind,
        round_wind,
        extra_round_wind,
        hand,
        win,
        language: m.language,
    })
}

fn claim(c: pb::Claim, at: &At<'_>) -> Result<t::Claim, Invalid> {
    let mut o = Object::new(at);
    let seat = o.name("seat", &c.seat, t::Wind::from_wire)?;
    let kind = o.name("kind", &c.kind, t::ClaimKind::from_wire)?;
    let hand = c.hand.map(|h| hand(h, &o.at("hand"))).transpose()?;
    let announcements = announcements(&o, c.announcements)?;
    let (Some(seat), Some(kind)) = (seat, kind) else { return Err(o.missing()) };
    Ok(t::Claim { seat, kind, hand, announcements })
}

fn claims_request(m: pb::ClaimsRequest, at: &At<'_>) -> Result<t::ClaimsRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let round_wind = o.name("round_wind", &m.round_wind, t::Wind::from_wire)?;
    let extra_round_wind = o.opt_name("extra_round_wind", m.extra_round_wind.as_deref(), t::Wind::from_wire)?;
    let discard = o.text("discard", m.discard);
    let discarder = o.name("discarder", &m.discarder, t::Wind::from_wire)?;
    let claims = list(&o, "claims", m.claims, claim)?;
    let source = o.opt_name("source", m.source.as_deref(), t::Source::from_wire)?;
    let timing = o.opt_name("timing", m.timing.as_deref(), t::Timing::from_wire)?.unwrap_or_default();
    let (Some(ruleset), Some(round_wind), Some(discard), Some(discarder)) = (ruleset, round_wind, discard, discarder)
    else {
        return Err(o.missing());
    };
    Ok(t::ClaimsRequest {
        ruleset,
        options: options(m.options),
        round_wind,
        extra_round_wind,
        discard: discard.into(),
        discarder,
        claims,
        source,
        timing,
    })
}

fn penalty(p: pb::Penalty, at: &At<'_>) -> Result<t::Penalty, Invalid> {
    let mut o = Object::new(at);
    let kind = o.name("kind", &p.kind, t::PenaltyKind::from_wire)?;
    let seat = o.name("seat", &p.seat, t::Wind::from_wire)?;
    let to = o.opt_name("to", p.to.as_deref(), t::Wind::from_wire)?;
    let (Some(kind), Some(seat)) = (kind, seat) else { return Err(o.missing()) };
    Ok(t::Penalty { kind, seat, to })
}

fn settle_win(w: pb::SettleWin, at: &At<'_>) -> Result<t::SettleWin, Invalid> {
    let mut o = Object::new(at);
    let source = o.name("source", &w.source, t::Source::from_wire)?;
    let discarder = o.opt_name("discarder", w.discarder.as_deref(), t::Wind::from_wire)?;
    let Some(source) = source else { return Err(o.missing()) };
    Ok(t::SettleWin { source, discarder })
}

fn settle_request(m: pb::SettleRequest, at: &At<'_>) -> Result<t::SettleRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let winner = o.opt_name("winner", m.winner.as_deref(), t::Wind::from_wire)?;
    let scores = m.scores.map(|s| per_seat(s.east, s.south, s.west, s.north)).unwrap_or_default();
    let win = m.win.map(|w| settle_win(w, &o.at("win"))).transpose()?;
    let penalties = list(&o, "penalties", m.penalties, penalty)?;
    let honba = counter(&o, "honba", m.honba)?;
    let deposits = counter(&o, "deposits", m.deposits)?;
    let riichi = seats(&o, "riichi", m.riichi)?;
    let tenpai = seats(&o, "tenpai", m.tenpai)?;
    let winners = seats(&o, "winners", m.winners)?;
    let Some(ruleset) = ruleset else { return Err(o.missing()) };
    Ok(t::SettleRequest {
        ruleset,
        options: options(m.options),
        winner,
        scores,
        win,
        void: m.void,
        previous_voids: m.previous_voids,
        penalties,
        honba,
        deposits,
        riichi,
        tenpai,
        winners,
    })
}

fn deal_player(p: pb::DealPlayer, at: &At<'_>) -> Result<t::DealPlayer, Invalid> {
    let mut o = Object::new(at);
    let seat = o.name("seat", &p.seat, t::Wind::from_wire)?;
    let hand = match o.present("hand", p.hand) {
        Some(h) => Some(hand(h, &o.at("hand"))?),
        None => None,
    };
    let win = p.win.map(|w| win(w, &o.at("win"))).transpose()?;
    let (Some(seat), Some(hand)) = (seat, hand) else { return Err(o.missing()) };
    Ok(t::DealPlayer { seat, hand, win })
}

fn deal_request(m: pb::DealRequest, at: &At<'_>) -> Result<t::DealRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let round_wind = o.name("round_wind", &m.round_wind, t::Wind::from_wire)?;
    let extra_round_wind = o.opt_name("extra_round_wind", m.extra_round_wind.as_deref(), t::Wind::from_wire)?;
    let players = list(&o, "players", m.players, deal_player)?;
    let penalties = list(&o, "penalties", m.penalties, penalty)?;
    let honba = counter(&o, "honba", m.honba)?;
    let deposits = counter(&o, "deposits", m.deposits)?;
    let riichi = seats(&o, "riichi", m.riichi)?;
    let (Some(ruleset), Some(round_wind)) = (ruleset, round_wind) else { return Err(o.missing()) };
    Ok(t::DealRequest {
        ruleset,
        options: options(m.options),
        round_wind,
        extra_round_wind,
        players,
        penalties,
        previous_voids: m.previous_voids,
        language: m.language,
        honba,
        deposits,
        riichi,
    })
}

fn reconcile_request(m: pb::ReconcileRequest, at: &At<'_>) -> Result<t::ReconcileRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let Some(ruleset) = ruleset else { return Err(o.missing()) };
    let totals = m.totals.unwrap_or_default();
    Ok(t::ReconcileRequest { ruleset, totals: per_seat(totals.east, totals.south, totals.west, totals.north) })
}

fn session_player(p: pb::SessionPlayer, at: &At<'_>) -> Result<t::SessionPlayer, Invalid> {
    let mut o = Object::new(at);
    let id = o.text("id", p.id);
    let seat = o.name("seat", &p.seat, t::Wind::from_wire)?;
    let (Some(id), Some(seat)) = (id, seat) else { return Err(o.missing()) };
    Ok(t::SessionPlayer { id, name: p.name, seat })
}

fn session_win(w: pb::SessionWin, at: &At<'_>) -> Result<t::SessionWin, Invalid> {
    let mut o = Object::new(at);
    let tile = o.text("tile", w.tile);
    let source = o.name("source", &w.source, t::Source::from_wire)?;
    let timing = timing(&o, &w.timing)?;
    let announcements = announcements(&o, w.announcements)?;
    let (Some(tile), Some(source)) = (tile, source) else { return Err(o.missing()) };
    Ok(t::SessionWin {
        tile: tile.into(),
        source,
        discarder: w.discarder,
        last_tile: w.last_tile,
        last_of_kind: w.last_of_kind,
        timing,
        announcements,
        dora_indicators: w.dora_indicators.into_iter().map(Into::into).collect(),
        ura_indicators: w.ura_indicators.into_iter().map(Into::into).collect(),
    })
}

fn session_hand(h: pb::SessionHand, at: &At<'_>) -> Result<t::SessionHand, Invalid> {
    let mut o = Object::new(at);
    let player = o.text("player", h.player);
    let hand = match o.present("hand", h.hand) {
        Some(x) => Some(hand(x, &o.at("hand"))?),
        None => None,
    };
    let win = h.win.map(|w| session_win(w, &o.at("win"))).transpose()?;
    let (Some(player), Some(hand)) = (player, hand) else { return Err(o.missing()) };
    Ok(t::SessionHand { player, hand, win })
}

fn known_win(w: pb::KnownWin, at: &At<'_>) -> Result<t::KnownWin, Invalid> {
    let mut o = Object::new(at);
    let source = o.name("source", &w.source, t::Source::from_wire)?;
    let Some(source) = source else { return Err(o.missing()) };
    Ok(t::KnownWin { source, discarder: w.discarder })
}

fn session_penalty(p: pb::SessionPenalty, at: &At<'_>) -> Result<t::SessionPenalty, Invalid> {
    let mut o = Object::new(at);
    let kind = o.name("kind", &p.kind, t::PenaltyKind::from_wire)?;
    let player = o.text("player", p.player);
    let (Some(kind), Some(player)) = (kind, player) else { return Err(o.missing()) };
    Ok(t::SessionPenalty { kind, player, to: p.to })
}

fn session_deal(d: pb::SessionDeal, at: &At<'_>) -> Result<t::SessionDeal, Invalid> {
    let o = Object::new(at);
    let hands = list(&o, "hands", d.hands, session_hand)?;
    let win = d.win.map(|w| known_win(w, &o.at("win"))).transpose()?;
    let penalties = list(&o, "penalties", d.penalties, session_penalty)?;
    Ok(t::SessionDeal {
        hands,
        winner: d.winner,
        scores: by_id(d.scores),
        win,
        draw: d.draw,
        penalties,
        riichi: d.riichi,
        tenpai: d.tenpai,
        winners: d.winners,
        void: d.void,
    })
}

fn session_state(s: pb::SessionState, at: &At<'_>) -> Result<t::SessionState, Invalid> {
    let mut o = Object::new(at);
    let round_wind = o.opt_name("round_wind", s.round_wind.as_deref(), t::Wind::from_wire)?;
    let extra_round_wind = o.opt_name("extra_round_wind", s.extra_round_wind.as_deref(), t::Wind::from_wire)?;
    let east = o.text("east", s.east);
    let Some(east) = east else { return Err(o.missing()) };
    Ok(t::SessionState {
        round: s.round,
        round_wind,
        extra_round_wind,
        passes: s.passes,
        east,
        deals_played: s.deals_played,
        voids: s.voids,
        east_wins: s.east_wins,
        honba: s.honba,
        deposits: s.deposits,
        totals: by_id(s.totals),
    })
}

fn session_request(m: pb::SessionRequest, at: &At<'_>) -> Result<t::SessionRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let players = list(&o, "players", m.players, session_player)?;
    let start = m.start.map(|s| session_state(s, &o.at("start"))).transpose()?;
    let deals = list(&o, "deals", m.deals, session_deal)?;
    let Some(ruleset) = ruleset else { return Err(o.missing()) };
    Ok(t::SessionRequest { ruleset, options: options(m.options), players, start, deals, language: m.language })
}

fn tournament_player(p: pb::TournamentPlayer, at: &At<'_>) -> Result<t::TournamentPlayer, Invalid> {
    let mut o = Object::new(at);
    let Some(id) = o.text("id", p.id) else { return Err(o.missing()) };
    Ok(t::TournamentPlayer { id, name: p.name })
}

fn tournament_session(s: pb::TournamentSession, at: &At<'_>) -> Result<t::TournamentSession, Invalid> {
    let o = Object::new(at);
    let players = list(&o, "players", s.players, session_player)?;
    let deals = list(&o, "deals", s.deals, session_deal)?;
    // Empty: not given.
    let totals = (!s.totals.is_empty()).then(|| by_id(s.totals));
    Ok(t::TournamentSession { round: s.round, table: s.table, players, deals, totals })
}

fn tournament_request(m: pb::TournamentRequest, at: &At<'_>) -> Result<t::TournamentRequest, Invalid> {
    let mut o = Object::new(at);
    let ruleset = o.text("ruleset", m.ruleset);
    let players = list(&o, "players", m.players, tournament_player)?;
    let sessions = list(&o, "sessions", m.sessions, tournament_session)?;
    let Some(ruleset) = ruleset else { return Err(o.missing()) };
    Ok(t::TournamentRequest { ruleset, options: options(m.options), players, sessions, language: m.language })
}

/// `TryFrom<message>` for a contract type from its reader at the root of the request.
macro_rules! read_at_root {
    ($($msg:ident => $ty:ident by $read:ident),* $(,)?) => {$(
        impl TryFrom<pb::$msg> for t::$ty {
            type Error = Invalid;
            /// Reads the message as the REST decoder reads the equivalent JSON body.
            fn try_from(m: pb::$msg) -> Result<t::$ty, Invalid> {
                $read(m, &At::Root)
            }
        }
    )*};
}

read_at_root! {
    HandRequest => HandRequest by hand_request,
    Hand => HandBody by hand,
    Win => Win by win,
    Claim => Claim by claim,
    ClaimsRequest => ClaimsRequest by claims_request,
    Penalty => Penalty by penalty,
    SettleWin => SettleWin by settle_win,
    SettleRequest => SettleRequest by settle_request,
    DealPlayer => DealPlayer by deal_player,
    DealRequest => DealRequest by deal_request,
    ReconcileRequest => ReconcileRequest by reconcile_request,
    SessionPlayer => SessionPlayer by session_player,
    SessionWin => SessionWin by session_win,
    SessionHand => SessionHand by session_hand,
    KnownWin => KnownWin by known_win,
    SessionPenalty => SessionPenalty by session_penalty,
    SessionDeal => SessionDeal by session_deal,
    SessionState => SessionState by session_state,
    SessionRequest => SessionRequest by session_request,
    TournamentPlayer => TournamentPlayer by tournament_player,
    TournamentSession => TournamentSession by tournament_session,
    TournamentRequest => TournamentRequest by tournament_request,
}

impl From<pb::OptionValue> for t::OptionValue {
    fn from(v: pb::OptionValue) -> t::OptionValue {
        option_value(v)
    }
}

// --------------------------------------------------------------------------------- writing

fn name(w: t::Wind) -> String {
    w.as_str().to_string()
}

fn options_pb(o: &t::Options) -> HashMap<String, pb::OptionValue> {
    o.iter().map(|(k, v)| (k.clone(), pb::OptionValue::from(*v))).collect()
}

impl From<t::OptionValue> for pb::OptionValue {
    /// [`t::OptionValue::Invalid`] is an unset value.
    fn from(v: t::OptionValue) -> pb::OptionValue {
        let value = match v {
            t::OptionValue::Bool(b) => Some(pb::option_value::Value::BoolValue(b)),
            t::OptionValue::Int(n) => Some(pb::option_value::Value::IntValue(n)),
            t::OptionValue::Invalid => None,
        };
        pb::OptionValue { value }
    }
}

/// A win's announcements as their names (a score request's and a session deal's).
fn announcement_names(list: &[t::Announcement]) -> Vec<String> {
    list.iter().map(|a| a.as_str().to_string()).collect()
}

impl From<&t::Win> for pb::Win {
    fn from(w: &t::Win) -> pb::Win {
        pb::Win {
            tile: w.tile.as_str().to_string(),
            source: w.source.as_str().to_string(),
            discarder: w.discarder.map(name),
            last_tile: w.last_tile,
            last_of_kind: w.last_of_kind,
            timing: w.timing.as_str().to_string(),
            announcements: announcement_names(&w.announcements),
            dora_indicators: w.dora_indicators.iter().map(|t| t.as_str().to_string()).collect(),
            ura_indicators: w.ura_indicators.iter().map(|t| t.as_str().to_string()).collect(),
            honba: u32::from(w.honba),
            deposits: u32::from(w.deposits),
        }
    }
}

impl From<&t::HandRequest> for pb::HandRequest {
    fn from(r: &t::HandRequest) -> pb::HandRequest {
        pb::HandRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            seat_wind: name(r.seat_wind),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            hand: Some((&r.hand).into()),
            win: r.win.as_ref().map(pb::Win::from),
            language: r.language.clone(),
        }
    }
}

impl From<&t::Claim> for pb::Claim {
    fn from(c: &t::Claim) -> pb::Claim {
        pb::Claim {
            seat: name(c.seat),
            kind: c.kind.as_str().to_string(),
            hand: c.hand.as_ref().map(pb::Hand::from),
            announcements: announcement_names(&c.announcements),
        }
    }
}

impl From<&t::ClaimsRequest> for pb::ClaimsRequest {
    fn from(r: &t::ClaimsRequest) -> pb::ClaimsRequest {
        pb::ClaimsRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            discard: r.discard.as_str().to_string(),
            discarder: name(r.discarder),
            claims: r.claims.iter().map(pb::Claim::from).collect(),
            source: r.source.map(|s| s.as_str().to_string()),
            timing: Some(r.timing.as_str().to_string()),
        }
    }
}

impl From<&t::Penalty> for pb::Penalty {
    fn from(p: &t::Penalty) -> pb::Penalty {
        pb::Penalty { kind: p.kind.as_str().to_string(), seat: name(p.seat), to: p.to.map(name) }
    }
}

impl From<&t::SettleWin> for pb::SettleWin {
    fn from(w: &t::SettleWin) -> pb::SettleWin {
        pb::SettleWin { source: w.source.as_str().to_string(), discarder: w.discarder.map(name) }
    }
}

impl From<&t::SettleRequest> for pb::SettleRequest {
    fn from(r: &t::SettleRequest) -> pb::SettleRequest {
        let s = &r.scores;
        pb::SettleRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            winner: r.winner.map(name),
            scores: Some(pb::SeatScores { east: s.east, south: s.south, west: s.west, north: s.north }),
            win: r.win.as_ref().map(pb::SettleWin::from),
            void: r.void,
            previous_voids: r.previous_voids,
            penalties: r.penalties.iter().map(pb::Penalty::from).collect(),
            honba: u32::from(r.honba),
            deposits: u32::from(r.deposits),
            riichi: r.riichi.iter().map(|w| name(*w)).collect(),
            tenpai: r.tenpai.iter().map(|w| name(*w)).collect(),
            winners: r.winners.iter().map(|w| name(*w)).collect(),
        }
    }
}

impl From<&t::DealPlayer> for pb::DealPlayer {
    fn from(p: &t::DealPlayer) -> pb::DealPlayer {
        pb::DealPlayer { seat: name(p.seat), hand: Some((&p.hand).into()), win: p.win.as_ref().map(pb::Win::from) }
    }
}

impl From<&t::DealRequest> for pb::DealRequest {
    fn from(r: &t::DealRequest) -> pb::DealRequest {
        pb::DealRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            round_wind: name(r.round_wind),
            extra_round_wind: r.extra_round_wind.map(name),
            players: r.players.iter().map(pb::DealPlayer::from).collect(),
            penalties: r.penalties.iter().map(pb::Penalty::from).collect(),
            previous_voids: r.previous_voids,
            language: r.language.clone(),
            honba: u32::from(r.honba),
            deposits: u32::from(r.deposits),
            riichi: r.riichi.iter().map(|w| name(*w)).collect(),
        }
    }
}

impl From<&t::ReconcileRequest> for pb::ReconcileRequest {
    fn from(r: &t::ReconcileRequest) -> pb::ReconcileRequest {
        let x = &r.totals;
        pb::ReconcileRequest {
            ruleset: r.ruleset.clone(),
            totals: Some(pb::SeatAmounts { east: x.east, south: x.south, west: x.west, north: x.north }),
        }
    }
}

impl From<&t::SessionPlayer> for pb::SessionPlayer {
    fn from(p: &t::SessionPlayer) -> pb::SessionPlayer {
        pb::SessionPlayer { id: p.id.clone(), name: p.name.clone(), seat: name(p.seat) }
    }
}

impl From<&t::SessionWin> for pb::SessionWin {
    fn from(w: &t::SessionWin) -> pb::SessionWin {
        pb::SessionWin {
            tile: w.tile.as_str().to_string(),
            source: w.source.as_str().to_string(),
            discarder: w.discarder.clone(),
            last_tile: w.last_tile,
            last_of_kind: w.last_of_kind,
            timing: w.timing.as_str().to_string(),
            announcements: announcement_names(&w.announcements),
            dora_indicators: w.dora_indicators.iter().map(|t| t.as_str().to_string()).collect(),
            ura_indicators: w.ura_indicators.iter().map(|t| t.as_str().to_string()).collect(),
        }
    }
}

impl From<&t::SessionHand> for pb::SessionHand {
    fn from(h: &t::SessionHand) -> pb::SessionHand {
        pb::SessionHand {
            player: h.player.clone(),
            hand: Some((&h.hand).into()),
            win: h.win.as_ref().map(pb::SessionWin::from),
        }
    }
}

impl From<&t::SessionDeal> for pb::SessionDeal {
    fn from(d: &t::SessionDeal) -> pb::SessionDeal {
        pb::SessionDeal {
            hands: d.hands.iter().map(pb::SessionHand::from).collect(),
            winner: d.winner.clone(),
            scores: d.scores.iter().map(|(k, v)| (k.clone(), *v)).collect(),
            win: d
                .win
                .as_ref()
                .map(|w| pb::KnownWin { source: w.source.as_str().to_string(), discarder: w.discarder.clone() }),
            draw: d.draw,
            penalties: d
                .penalties
                .iter()
                .map(|p| pb::SessionPenalty {
                    kind: p.kind.as_str().to_string(),
                    player: p.player.clone(),
                    to: p.to.clone(),
                })
                .collect(),
            riichi: d.riichi.clone(),
            tenpai: d.tenpai.clone(),
            winners: d.winners.clone(),
            void: d.void,
        }
    }
}

impl From<&t::SessionState> for pb::SessionState {
    fn from(s: &t::SessionState) -> pb::SessionState {
        pb::SessionState {
            round: s.round,
            round_wind: s.round_wind.map(name),
            extra_round_wind: s.extra_round_wind.map(name),
            passes: s.passes,
            east: s.east.clone(),
            deals_played: s.deals_played,
            voids: s.voids,
            east_wins: s.east_wins,
            honba: s.honba,
            deposits: s.deposits,
            totals: s.totals.iter().map(|(k, v)| (k.clone(), *v)).collect(),
        }
    }
}

impl From<&t::SessionRequest> for pb::SessionRequest {
    fn from(r: &t::SessionRequest) -> pb::SessionRequest {
        pb::SessionRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            players: r.players.iter().map(pb::SessionPlayer::from).collect(),
            start: r.start.as_ref().map(pb::SessionState::from),
            deals: r.deals.iter().map(pb::SessionDeal::from).collect(),
            language: r.language.clone(),
        }
    }
}

impl From<&t::TournamentSession> for pb::TournamentSession {
    fn from(s: &t::TournamentSession) -> pb::TournamentSession {
        pb::TournamentSession {
            round: s.round,
            table: s.table.clone(),
            players: s.players.iter().map(pb::SessionPlayer::from).collect(),
            deals: s.deals.iter().map(pb::SessionDeal::from).collect(),
            totals: s.totals.iter().flatten().map(|(k, v)| (k.clone(), *v)).collect(),
        }
    }
}

impl From<&t::TournamentRequest> for pb::TournamentRequest {
    fn from(r: &t::TournamentRequest) -> pb::TournamentRequest {
        pb::TournamentRequest {
            ruleset: r.ruleset.clone(),
            options: options_pb(&r.options),
            players: r
                .players
                .iter()
                .map(|p| pb::TournamentPlayer { id: p.id.clone(), name: p.name.clone() })
                .collect(),
            sessions: r.sessions.iter().map(pb::TournamentSession::from).collect(),
            language: r.language.clone(),
        }
    }
}

/// `From<T>` beside `From<&T>` for requests.
macro_rules! by_value {
    ($($ty:ident => $msg:ident),* $(,)?) => {$(
        impl From<t::$ty> for pb::$msg {
            fn from(v: t::$ty) -> pb::$msg {
                pb::$msg::from(&v)
            }
        }
    )*};
}

by_value! {
    HandBody => Hand, Win => Win, HandRequest => HandRequest, Claim => Claim, ClaimsRequest => ClaimsRequest,
    Penalty => Penalty, SettleWin => SettleWin, SettleRequest => SettleRequest, DealPlayer => DealPlayer,
    DealRequest => DealRequest, ReconcileRequest => ReconcileRequest, SessionPlayer => SessionPlayer,
    SessionWin => SessionWin, SessionHand => SessionHand, SessionDeal => SessionDeal,
    SessionState => SessionState, SessionRequest => SessionRequest, TournamentSession => TournamentSession,
    TournamentRequest => TournamentRequest,
}

impl From<&t::KnownWin> for pb::KnownWin {
    fn from(w: &t::KnownWin) -> pb::KnownWin {
        pb::KnownWin { source: w.source.as_str().to_string(), discarder: w.discarder.clone() }
    }
}

impl From<&t::SessionPenalty> for pb::SessionPenalty {
    fn from(p: &t::SessionPenalty) -> pb::SessionPenalty {
        pb::SessionPenalty { kind: p.kind.as_str().to_string(), player: p.player.clone(), to: p.to.clone() }
    }
}

impl From<&t::TournamentPlayer> for pb::TournamentPlayer {
    fn from(p: &t::TournamentPlayer) -> pb::TournamentPlayer {
        pb::TournamentPlayer { id: p.id.clone(), name: p.name.clone() }
    }
}
