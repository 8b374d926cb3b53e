//! Requests: the contract's bodies into the gRPC messages, the one way out (the service reads
//! them back with its own `from_pb`; `round_trip.rs` checks both against each other).

use std::collections::HashMap;

use crate::pb;
use crate::*;

fn options(o: &Options) -> HashMap<String, pb::OptionValue> {
    o.iter()
        .map(|(k, v)| {
            let value = match *v {
                OptionValue::Bool(b) => Some(pb::option_value::Value::BoolValue(b)),
                OptionValue::Int(n) => Some(pb::option_value::Value::IntValue(n)),
                OptionValue::Invalid => None,
            };
            (k.clone(), pb::OptionValue { value })
        })
        .collect()
}

fn codes(tiles: &[TileText]) -> Vec<String> {
    tiles.iter().map(|t| t.as_str().to_string()).collect()
}

fn name(w: Wind) -> String {
    w.as_str().to_string()
}

fn meld(m: &Meld) -> pb::Meld {
    pb::Meld { kind: m.kind.as_str().to_string(), tiles: codes(&m.tiles), exposed: m.exposed }
}

fn hand(h: &HandBody) -> pb::Hand {
    match h {
        HandBody::Compact(s) => pb::Hand { compact: s.clone(), ..pb::Hand::default() },
        HandBody::Hand(Hand { concealed, melds, bonus }) => pb::Hand {
            concealed: codes(concealed),
            melds: melds.iter().map(meld).collect(),
            bonus: codes(bonus),
            compact: String::new(),
        },
    }
}

fn win(w: &Win) -> pb::Win {
    pb::Win {
        tile: w.tile.as_str().to_string(),
        source: w.source.as_str().to_string(),
        discarder: w.discarder.map(name),
        last_tile: w.last_tile,
        timing: w.timing.as_str().to_string(),
    }
}

fn penalties(p: &[Penalty]) -> Vec<pb::Penalty> {
    p.iter().map(|p| pb::Penalty { kind: p.kind.as_str().to_string(), seat: name(p.seat) }).collect()
}

pub fn hand_request(r: &HandRequest) -> pb::HandRequest {
    pb::HandRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        seat_wind: name(r.seat_wind),
        round_wind: name(r.round_wind),
        extra_round_wind: r.extra_round_wind.map(name),
        hand: Some(hand(&r.hand)),
        win: r.win.as_ref().map(win),
        language: r.language.clone(),
    }
}

pub fn claims_request(r: &ClaimsRequest) -> pb::ClaimsRequest {
    pb::ClaimsRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        round_wind: name(r.round_wind),
        extra_round_wind: r.extra_round_wind.map(name),
        discard: r.discard.as_str().to_string(),
        discarder: name(r.discarder),
        claims: r
            .claims
            .iter()
            .map(|c| pb::Claim {
                seat: name(c.seat),
                kind: c.kind.as_str().to_string(),
                hand: c.hand.as_ref().map(hand),
            })
            .collect(),
        source: r.source.map(|s| s.as_str().to_string()),
        timing: Some(r.timing.as_str().to_string()),
    }
}

pub fn settle_request(r: &SettleRequest) -> pb::SettleRequest {
    pb::SettleRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        winner: r.winner.map(name),
        scores: Some(pb::SeatScores {
            east: r.scores.east,
            south: r.scores.south,
            west: r.scores.west,
            north: r.scores.north,
        }),
        win: r
            .win
            .as_ref()
            .map(|w| pb::SettleWin { source: w.source.as_str().to_string(), discarder: w.discarder.map(name) }),
        void: r.void,
        previous_voids: r.previous_voids,
        penalties: penalties(&r.penalties),
    }
}

pub fn deal_request(r: &DealRequest) -> pb::DealRequest {
    pb::DealRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        round_wind: name(r.round_wind),
        extra_round_wind: r.extra_round_wind.map(name),
        players: r
            .players
            .iter()
            .map(|p| pb::DealPlayer { seat: name(p.seat), hand: Some(hand(&p.hand)), win: p.win.as_ref().map(win) })
            .collect(),
        penalties: penalties(&r.penalties),
        previous_voids: r.previous_voids,
        language: r.language.clone(),
    }
}

pub fn reconcile_request(r: &ReconcileRequest) -> pb::ReconcileRequest {
    let t = &r.totals;
    pb::ReconcileRequest {
        ruleset: r.ruleset.clone(),
        totals: Some(pb::SeatAmounts { east: t.east, south: t.south, west: t.west, north: t.north }),
    }
}

fn session_player(p: &SessionPlayer) -> pb::SessionPlayer {
    pb::SessionPlayer { id: p.id.clone(), name: p.name.clone(), seat: name(p.seat) }
}

fn session_deal(d: &SessionDeal) -> pb::SessionDeal {
    pb::SessionDeal {
        hands: d
            .hands
            .iter()
            .map(|h| pb::SessionHand {
                player: h.player.clone(),
                hand: Some(hand(&h.hand)),
                win: h.win.as_ref().map(|w| pb::SessionWin {
                    tile: w.tile.as_str().to_string(),
                    source: w.source.as_str().to_string(),
                    discarder: w.discarder.clone(),
                    last_tile: w.last_tile,
                    timing: w.timing.as_str().to_string(),
                }),
            })
            .collect(),
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
            .map(|p| pb::SessionPenalty { kind: p.kind.as_str().to_string(), player: p.player.clone() })
            .collect(),
    }
}

pub fn session_request(r: &SessionRequest) -> pb::SessionRequest {
    pb::SessionRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        players: r.players.iter().map(session_player).collect(),
        start: r.start.as_ref().map(|s| pb::SessionState {
            round: s.round,
            round_wind: s.round_wind.map(name),
            extra_round_wind: s.extra_round_wind.map(name),
            passes: s.passes,
            east: s.east.clone(),
            deals_played: s.deals_played,
            voids: s.voids,
            totals: s.totals.iter().map(|(k, v)| (k.clone(), *v)).collect(),
        }),
        deals: r.deals.iter().map(session_deal).collect(),
        language: r.language.clone(),
    }
}

pub fn tournament_request(r: &TournamentRequest) -> pb::TournamentRequest {
    pb::TournamentRequest {
        ruleset: r.ruleset.clone(),
        options: options(&r.options),
        players: r.players.iter().map(|p| pb::TournamentPlayer { id: p.id.clone(), name: p.name.clone() }).collect(),
        sessions: r
            .sessions
            .iter()
            .map(|s| pb::TournamentSession {
                round: s.round,
                table: s.table.clone(),
                players: s.players.iter().map(session_player).collect(),
                deals: s.deals.iter().map(session_deal).collect(),
                totals: s.totals.iter().flatten().map(|(k, v)| (k.clone(), *v)).collect(),
            })
            .collect(),
        language: r.language.clone(),
    }
}
