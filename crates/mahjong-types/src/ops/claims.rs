//! Claims on a discard: `POST /v1/claims/resolve`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::hand::HandBody;
use crate::text::TileText;
use crate::tile::Wind;
use crate::values::{OptionValue, Options};
use crate::win::{Announcement, Source, Timing};

wire_enum! {
    /// What a claim on a discard is for.
    ClaimKind as ClaimKindName ("a claim kind") {
        /// A chow (only from the player before).
        Chow = "chow",
        /// A pung.
        Pung = "pung",
        /// A kong.
        Kong = "kong",
        /// Mahjong.
        Mahjong = "mahjong",
    }
}

/// One claim on the discard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = ClaimBody))]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The claimant's seat wind.
    pub seat: Wind,
    /// What the claim is for.
    pub kind: ClaimKind,
    /// The claimant's hand before taking the discard (needed for mahjong claims where the rule
    /// set ranks or checks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<HandBody>,
    /// What the claimant announced, as a winner's `announcements` (`riichi`: a player in riichi
    /// claims only for mahjong, and riichi is their yaku).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub announcements: Vec<Announcement>,
}

impl Claim {
    /// A claim without a hand.
    pub fn new(seat: Wind, kind: ClaimKind) -> Claim {
        Claim { seat, kind, hand: None, announcements: Vec::new() }
    }

    /// A mahjong claim with the claimant's hand (before taking the discard).
    pub fn mahjong(seat: Wind, hand: impl Into<HandBody>) -> Claim {
        Claim { seat, kind: ClaimKind::Mahjong, hand: Some(hand.into()), announcements: Vec::new() }
    }

    /// Adds an announcement the claimant made (`riichi`).
    #[must_use]
    pub fn announce(mut self, a: Announcement) -> Claim {
        self.announcements.push(a);
        self
    }

    /// Attaches the claimant's hand.
    #[must_use]
    pub fn hand(mut self, hand: impl Into<HandBody>) -> Claim {
        self.hand = Some(hand.into());
        self
    }
}

/// Body of `POST /v1/claims/resolve`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ClaimsRequest {
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
    /// The discarded tile.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub discard: TileText,
    /// Who discarded it.
    pub discarder: Wind,
    /// The claims.
    pub claims: Vec<Claim>,
    /// `discard` (default) or `robbed_kong`: the tile was added to an exposed pung.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// `normal` (default) or `earthly`: East's first discard.
    #[serde(default)]
    pub timing: Timing,
}

impl ClaimsRequest {
    /// Claims on `discard` thrown by `discarder`; add them with [`claim`](ClaimsRequest::claim).
    pub fn new(
        ruleset: impl Into<String>,
        round_wind: Wind,
        discard: impl Into<TileText>,
        discarder: Wind,
    ) -> ClaimsRequest {
        ClaimsRequest {
            ruleset: ruleset.into(),
            options: Options::new(),
            round_wind,
            extra_round_wind: None,
            discard: discard.into(),
            discarder,
            claims: Vec::new(),
            source: None,
            timing: Timing::Normal,
        }
    }

    /// Adds a claim.
    #[must_use]
    pub fn claim(mut self, c: Claim) -> ClaimsRequest {
        self.claims.push(c);
        self
    }

    /// Overrides a rule set option.
    #[must_use]
    pub fn option(mut self, id: impl Into<String>, value: impl Into<OptionValue>) -> ClaimsRequest {
        self.options.insert(id.into(), value.into());
        self
    }

    /// A second prevailing wind.
    #[must_use]
    pub fn extra_round_wind(mut self, w: Wind) -> ClaimsRequest {
        self.extra_round_wind = Some(w);
        self
    }

    /// Where the tile comes from (`discard` or `robbed_kong`).
    #[must_use]
    pub fn source(mut self, s: Source) -> ClaimsRequest {
        self.source = Some(s);
        self
    }

    /// Special timing (`earthly`: East's first discard).
    #[must_use]
    pub fn timing(mut self, t: Timing) -> ClaimsRequest {
        self.timing = t;
        self
    }
}

/// A valid claim.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClaimRef {
    /// The claimant.
    pub seat: Wind,
    /// What for.
    pub kind: ClaimKind,
    /// A checked mahjong claim's category: `limit`, `pair`, `pung` or `chow`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
}

/// A claim the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RejectedClaim {
    /// The claimant.
    pub seat: Wind,
    /// What for.
    pub kind: ClaimKind,
    /// `own_discard`, `chow_not_next`, `chow_only_for_mahjong`, `chow_impossible`, `cannot_chow`,
    /// `cannot_pung`, `cannot_kong`, `hand_required`, `not_mahjong`, `in_riichi`.
    pub code: String,
    /// Explanation.
    pub message: String,
}

/// Result of `POST /v1/claims/resolve`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClaimsResponse {
    /// Rule set id.
    pub ruleset: String,
    /// The winning claim, if any (of several that all win, the first in turn).
    pub winner: Option<ClaimRef>,
    /// When several mahjong claims all win (`riichi` with `double_ron`): each of them, in turn
    /// after the discarder; absent otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<ClaimRef>,
    /// The deal is void (`italian`: two mahjong claims).
    pub void: bool,
    /// The valid claims, best first.
    pub ranking: Vec<ClaimRef>,
    /// The claims the rules do not allow.
    pub rejected: Vec<RejectedClaim>,
}
