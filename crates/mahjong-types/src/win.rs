//! The win: the winning tile, where it came from and when.

use serde::{Deserialize, Serialize};

use crate::text::TileText;
use crate::tile::Wind;

wire_enum! {
    /// Where the winning tile came from.
    Source as SourceName ("a win source") {
        /// Self-drawn from the wall.
        Wall = "wall",
        /// Taken from a discard.
        Discard = "discard",
        /// Drawn as the replacement for a kong.
        KongReplacement = "kong_replacement",
        /// Robbed from a kong (a tile added to an exposed pung).
        RobbedKong = "robbed_kong",
    }
}

impl Source {
    /// Wall or kong replacement tile.
    pub const fn self_drawn(self) -> bool {
        matches!(self, Source::Wall | Source::KongReplacement)
    }
}

wire_enum! {
    /// Special timing of a win.
    #[derive(Default)]
    Timing as TimingName ("a timing") {
        /// An ordinary win.
        #[default]
        Normal = "normal",
        /// East wins on the dealt tiles.
        Heavenly = "heavenly",
        /// A win on East's first discard.
        Earthly = "earthly",
        /// A non-dealer wins on their first self-drawn tile, no call made before (`riichi`:
        /// chiihou).
        BlessingOfEarth = "blessing_of_earth",
        /// A non-dealer wins on a discard before their first draw, no call made before
        /// (`riichi`: renhou).
        BlessingOfMan = "blessing_of_man",
    }
}

wire_enum! {
    /// Something the winner announced during the hand, for the rule sets that score it (a rule
    /// set lists the ones it takes in its definition, `announcements`; any other is refused).
    Announcement as AnnouncementName ("an announcement") {
        /// Original call: the winner announced a waiting (calling) hand with their first discard
        /// and won without changing it.
        OriginalCall = "original_call",
        /// Twofold fortune: a kong declared with the replacement tile of another kong, and the win
        /// on the second replacement tile.
        TwofoldFortune = "twofold_fortune",
        /// Riichi: a concealed ready hand declared, with a deposit of 1,000 (`riichi`).
        Riichi = "riichi",
        /// Double riichi: riichi declared on the first turn, no call made before (instead of
        /// `riichi`).
        DoubleRiichi = "double_riichi",
        /// Ippatsu: won within one go-around after riichi, no call made in between.
        Ippatsu = "ippatsu",
        /// Open riichi: riichi declared with the hand shown (with `riichi` or `double_riichi`).
        OpenRiichi = "open_riichi",
    }
}

impl Announcement {
    /// Its bit in a set of announcements (`1 << index`, in the order of [`Announcement::ALL`]).
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// The winning tile and how it was won (only for the player who declares mahjong).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = WinBody))]
#[serde(deny_unknown_fields)]
pub struct Win {
    /// The winning tile; it is also among `hand.concealed`.
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "b5"))]
    pub tile: TileText,
    /// Where it came from.
    pub source: Source,
    /// Who discarded the tile (or declared the robbed kong).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<Wind>,
    /// The last tile of the wall (source `wall` or `kong_replacement`) or the last discard of the hand
    /// (source `discard`); with `robbed_kong` it is invalid input.
    #[serde(default)]
    pub last_tile: bool,
    /// The winning tile is the last of its kind: the other three are already in sight, discarded or
    /// in exposed melds (`mcr`: Last Tile, 4 fans). The service cannot see the table: the caller
    /// says so. Default false.
    #[serde(default, skip_serializing_if = "is_false")]
    pub last_of_kind: bool,
    /// Normal, heavenly or earthly.
    #[serde(default)]
    pub timing: Timing,
    /// What the winner announced during the hand (`original_call`, `twofold_fortune`), each at
    /// most once; only those the rule set lists in its `announcements`. Default none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub announcements: Vec<Announcement>,
    /// The dora indicators shown when the hand was won (`riichi`): each makes the next kind a
    /// dora. At most five.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>, example = json!(["3m"])))]
    pub dora_indicators: Vec<TileText>,
    /// The ura dora indicators (`riichi`; only after `riichi` or `double_riichi`). At most five.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<String>))]
    pub ura_indicators: Vec<TileText>,
    /// Honba counters on the table (`riichi`: 300 each to the winner), 0–255. Default 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub honba: u8,
    /// Riichi deposits on the table, collected by the winner (1,000 each), 0–255. Default 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "openapi", schema(maximum = 255))]
    pub deposits: u8,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Win {
    /// A win on `tile` from `source`.
    pub fn new(tile: impl Into<TileText>, source: Source) -> Win {
        Win {
            tile: tile.into(),
            source,
            discarder: None,
            last_tile: false,
            last_of_kind: false,
            timing: Timing::Normal,
            announcements: Vec::new(),
            dora_indicators: Vec::new(),
            ura_indicators: Vec::new(),
            honba: 0,
            deposits: 0,
        }
    }

    /// Self-drawn from the wall.
    pub fn self_drawn(tile: impl Into<TileText>) -> Win {
        Win::new(tile, Source::Wall)
    }

    /// On a discard by `discarder`.
    pub fn discard(tile: impl Into<TileText>, discarder: Wind) -> Win {
        Win::new(tile, Source::Discard).discarder(discarder)
    }

    /// Sets who discarded the tile.
    #[must_use]
    pub fn discarder(mut self, w: Wind) -> Win {
        self.discarder = Some(w);
        self
    }

    /// Marks the last tile of the wall or the last discard.
    #[must_use]
    pub fn last_tile(mut self, last: bool) -> Win {
        self.last_tile = last;
        self
    }

    /// Marks the winning tile as the last of its kind (the other three in sight).
    #[must_use]
    pub fn last_of_kind(mut self, last: bool) -> Win {
        self.last_of_kind = last;
        self
    }

    /// Sets a special timing.
    #[must_use]
    pub fn timing(mut self, t: Timing) -> Win {
        self.timing = t;
        self
    }

    /// Adds an announcement (once: adding one again leaves the list as it is).
    #[must_use]
    pub fn announce(mut self, a: Announcement) -> Win {
        if !self.announcements.contains(&a) {
            self.announcements.push(a);
        }
        self
    }
}
