//! Deals: `POST /v1/deals/settle` and `POST /v1/deals/score`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::hand::HandBody;
use crate::ops::hands::ScoreResponse;
use crate::tile::Wind;
use crate::values::{OptionValue, Options, PerSeat};
use crate::win::{Source, Win};

wire_enum! {
    /// A penalty: Nine Dragons' four (`nine-dragons`), and the classical ones a rule set lists in
    /// its definition's `settlement.penalties` (`dmjl`, `bmja`).
    PenaltyKind as PenaltyName ("a penalty") {
        /// Nine pieces exposed (`nine-dragons`).
        NinePieces = "nine_pieces",
        /// Twelve pieces exposed (`nine-dragons`).
        TwelvePieces = "twelve_pieces",
        /// A false mahjong declaration (`nine-dragons`).
        FalseDeclaration = "false_declaration",
        /// Discarding the fifth tile (`nine-dragons`).
        FifthTile = "fifth_tile",
        /// False naming of a discard claimed for a chow (`dmjl`, `bmja`): paid to one player,
        /// named by `to`.
        FalseNamingChow = "false_naming_chow",
        /// False naming of a discard claimed for a pung or a kong (`dmjl`, `bmja`): paid to one
        /// player, named by `to`.
        FalseNamingPungKong = "false_naming_pung_kong",
        /// False naming of a discard claimed for mahjong (`dmjl`: paid to the three others;
        /// `bmja`: the discarder pays for all).
        FalseNamingMahjong = "false_naming_mahjong",
        /// A false declaration of mahjong (`dmjl`, `bmja`, `mcr`), one entry per offender: the deal
        /// has no winner.
        FalseMahjong = "false_mahjong",
    }
}

/// A penalty, the seat that pays it and, for a penalty paid to one player, the seat that receives
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PenaltyBody))]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// Which penalty.
    pub kind: PenaltyKind,
    /// Who pays it (the offender).
    pub seat: Wind,
    /// Who receives it: needed by the penalties a rule set pays to one player
    /// (`false_naming_chow`, `false_naming_pung_kong`), refused on any other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Wind>,
}

impl Penalty {
    /// A penalty paid by `seat`.
    pub fn new(kind: PenaltyKind, seat: Wind) -> Penalty {
        Penalty { kind, seat, to: None }
    }

    /// The seat that receives it.
    #[must_use]
    pub fn to(mut self, to: Wind) -> Penalty {
        self.to = Some(to);
        self
    }
}

/// How the deal was won, as settlement needs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SettleWin {
    /// Where the winning tile came from.
    pub source: Source,
    /// Who discarded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
}

impl SettleWin {
    /// Self-drawn.
    pub fn self_drawn() -> SettleWin {
        SettleWin { source: Source::Wall, discarder: None }
    }

    /// On a discard by `discarder`.
    pub fn discard(discarder: Wind) -> SettleWin {
        SettleWin { source: Source::Discard, discarder: Some(discarder) }
    }
}

/// Body of `POST /v1/deals/settle`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SettleRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// The winner's seat; null for a draw.
    #[serde(default)]
    pub winner: Option<Wind>,
    /// Hand totals by seat (east is the dealer).
    #[serde(default)]
    pub scores: PerSeat<u32>,
    /// How the deal was won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<SettleWin>,
    /// A voided deal.
    #[serde(default)]
    pub void: bool,
    /// Void deals just before this one (`italian` rotation).
    #[serde(default)]
    pub previous_voids: u32,
    /// Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    /// `riichi`: honba counters at the start of the deal (300 a counter to a winner).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub honba: u8,
    /// `riichi`: riichi deposits on the table at the start of the deal (1,000 each).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub deposits: u8,
    /// `riichi`: the players who declared riichi in this deal (each puts 1,000 on the table).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub riichi: Vec<Wind>,
    /// `riichi`, at an exhaustive draw: the players who were tenpai (the others pay them 3,000
    /// between them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tenpai: Vec<Wind>,
    /// `riichi` with `double_ron`: the winners of one discard, each with its score in `scores`
    /// (`winner` is then left out). Honba, riichi sticks and deposits go to the first in turn
    /// after the discarder; the dealer keeps the deal if among them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<Wind>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl SettleRequest {
    /// A drawn deal with the given hand totals; set a [`winner`](SettleRequest::winner) for a won one.
    pub fn new(ruleset: impl Into<String>, scores: PerSeat<u32>) -> SettleRequest {
        SettleRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            winner: None,
            scores,
            win: None,
            void: false,
            previous_voids: 0,
            penalties: Vec::new(),
            honba: 0,
            deposits: 0,
            riichi: Vec::new(),
            tenpai: Vec::new(),
            winners: Vec::new(),
        }
    }

    /// The winner and how they won.
    #[must_use]
    pub fn winner(mut self, seat: Wind, win: SettleWin) -> SettleRequest {
        self.winner = Some(seat);
        self.win = Some(win);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> SettleRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// `riichi`: the honba counters and riichi deposits on the table at the start of the deal.
    #[must_use]
    pub fn table(mut self, honba: u8, deposits: u8) -> SettleRequest {
        self.honba = honba;
        self.deposits = deposits;
        self
    }

    /// `riichi`: a player who declared riichi in this deal.
    #[must_use]
    pub fn riichi(mut self, seat: Wind) -> SettleRequest {
        self.riichi.push(seat);
        self
    }

    /// `riichi`, at an exhaustive draw: a player who was tenpai.
    #[must_use]
    pub fn tenpai(mut self, seat: Wind) -> SettleRequest {
        self.tenpai.push(seat);
        self
    }

    /// Marks the deal void.
    #[must_use]
    pub fn void(mut self, void: bool) -> SettleRequest {
        self.void = void;
        self
    }

    /// Void deals just before this one.
    #[must_use]
    pub fn previous_voids(mut self, n: u32) -> SettleRequest {
        self.previous_voids = n;
        self
    }

    /// Adds a penalty paid by `seat`.
    #[must_use]
    pub fn penalty(mut self, kind: PenaltyKind, seat: Wind) -> SettleRequest {
        self.penalties.push(Penalty::new(kind, seat));
        self
    }

    /// Adds a penalty paid by `seat` to `to` alone (`false_naming_chow`, `false_naming_pung_kong`).
    #[must_use]
    pub fn penalty_to(mut self, kind: PenaltyKind, seat: Wind, to: Wind) -> SettleRequest {
        self.penalties.push(Penalty::new(kind, seat).to(to));
        self
    }
}

/// One payment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = PaymentBody))]
pub struct Payment {
    /// Who pays.
    pub from: Wind,
    /// Who is paid.
    pub to: Wind,
    /// How much.
    pub amount: u64,
}

/// Result of `POST /v1/deals/settle`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SettleResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The payments.
    pub payments: Vec<Payment>,
    /// Net amount per seat; sums to 0.
    pub net: PerSeat<i64>,
    /// The seat wind, in this deal, of the player who is East next.
    pub next_east: Wind,
    /// `riichi`: the honba counters of the next deal (one more after a dealer's win or a
    /// draw, none after another player's win).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_honba: Option<u32>,
    /// `riichi`: the riichi deposits left on the table for the next deal (none after a win).
    /// `net` then sums to 1,000 times the deposits taken from the table less those put on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_deposits: Option<u32>,
}

/// One player of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealPlayer {
    /// The player's seat wind.
    pub seat: Wind,
    /// The hand.
    pub hand: HandBody,
    /// Only for the player who declared mahjong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub win: Option<Win>,
}

impl DealPlayer {
    /// A player who did not declare mahjong.
    pub fn new(seat: Wind, hand: impl Into<HandBody>) -> DealPlayer {
        DealPlayer { seat, hand: hand.into(), win: None }
    }

    /// The player declared mahjong.
    #[must_use]
    pub fn win(mut self, win: Win) -> DealPlayer {
        self.win = Some(win);
        self
    }
}

/// Body of `POST /v1/deals/score`: all four hands of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct DealRequest {
    /// Rule set id.
    pub ruleset: String,
    /// Rule set option overrides.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, OptionValue>,
    /// The prevailing wind.
    pub round_wind: Wind,
    /// A second prevailing wind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_round_wind: Option<Wind>,
    /// The four players.
    pub players: Vec<DealPlayer>,
    /// Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    /// Void deals just before this one.
    #[serde(default)]
    pub previous_voids: u32,
    /// Language of element names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::Lang>))]
    pub language: Option<String>,
    /// `riichi`: honba counters at the start of the deal (the winner's score counts them).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub honba: u8,
    /// `riichi`: riichi deposits on the table at the start of the deal.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub deposits: u8,
    /// `riichi`: the players who declared riichi in this deal (a winner's own riichi is its
    /// win's announcement). At a draw, who is tenpai is read from the hands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub riichi: Vec<Wind>,
}

impl DealRequest {
    /// A deal without players; add the four with [`player`](DealRequest::player).
    pub fn new(ruleset: impl Into<String>, round_wind: Wind) -> DealRequest {
        DealRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            round_wind,
            extra_round_wind: None,
            players: Vec::new(),
            penalties: Vec::new(),
            previous_voids: 0,
            language: None,
            honba: 0,
            deposits: 0,
            riichi: Vec::new(),
        }
    }

    /// Adds a player.
    #[must_use]
    pub fn player(mut self, p: DealPlayer) -> DealRequest {
        self.players.push(p);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> DealRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// A second prevailing wind.
    #[must_use]
    pub fn extra_round_wind(mut self, w: Wind) -> DealRequest {
        self.extra_round_wind = Some(w);
        self
    }

    /// Adds a penalty paid by `seat`.
    #[must_use]
    pub fn penalty(mut self, kind: PenaltyKind, seat: Wind) -> DealRequest {
        self.penalties.push(Penalty::new(kind, seat));
        self
    }

    /// Adds a penalty paid by `seat` to `to` alone (`false_naming_chow`, `false_naming_pung_kong`).
    #[must_use]
    pub fn penalty_to(mut self, kind: PenaltyKind, seat: Wind, to: Wind) -> DealRequest {
        self.penalties.push(Penalty::new(kind, seat).to(to));
        self
    }

    /// Void deals just before this one.
    #[must_use]
    pub fn previous_voids(mut self, n: u32) -> DealRequest {
        self.previous_voids = n;
        self
    }

    /// Language of element names.
    #[must_use]
    pub fn language(mut self, lang: impl Into<String>) -> DealRequest {
        self.language = Some(lang.into());
        self
    }
}

/// One player's result in a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DealPlayerResult {
    /// The player's seat.
    pub seat: Wind,
    /// Their score.
    pub score: ScoreResponse,
}

/// Result of `POST /v1/deals/score`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DealResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The winner (a declared mahjong that is legal), or null.
    pub winner: Option<Wind>,
    /// Each player's score, in the order of the request.
    pub players: Vec<DealPlayerResult>,
    /// The settlement.
    pub settlement: SettleResponse,
}
