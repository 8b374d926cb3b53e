//! A generator of legal hands for every rule set, shared by the property tests and the long run
//! (`tests/differential.rs`).
//!
//! Every hand comes from a 64-bit seed, so a failure is reproduced from its seed alone. Winners are
//! built from four sets and a pair (themes steer the tiles towards one suit, honours, terminals,
//! green tiles, dragons, winds, simples or a few crowded kinds, so limit hands and hands with
//! several arrangements come up often; `bmja` winners hold at most one chow, but for a few
//! deliberate false ones) or as the special hands of the rule set (seven pairs, thirteen orphans,
//! nine gates and gates of heaven, wind snake, dragon and wind tails, svarione, Vogel eet cake,
//! squirming and wriggling snakes, knitting and triple knitting, all pair honours), with exposed
//! melds, concealed kongs, every win source, last tile, heavenly and earthly timing, bonus tiles
//! and options (`dmjl` and `bmja`: `roof_off` on, off and left at its default; claimed kongs and
//! the announcements original call and twofold fortune, which the other rule sets refuse).
//! Non-winners hold partial sets and loose tiles; waiting hands are winners less their winning
//! tile (in `bmja`, calling for a limit hand or for purity). Tiles are counted by kind in
//! canonical order: bamboo 1–9 (0–8), characters (9–17), circles (18–26), winds east, south,
//! west, north (27–30), dragons red, green, white (31–33); bonus tiles are numbered 0–7 (flowers
//! 1–4, seasons 1–4).

use serde_json::{Value, json};

pub const RULESETS: [&str; 6] = ["rode-boekje", "ecr", "italian", "nine-dragons", "dmjl", "bmja"];
pub const RODE_BOEKJE: usize = 0;
pub const ECR: usize = 1;
pub const ITALIAN: usize = 2;
pub const NINE_DRAGONS: usize = 3;
/// Classical Chinese as KDE Kajongg plays it for the DMJL (limit 500).
pub const DMJL: usize = 4;
/// Classical Chinese as KDE Kajongg plays it for the BMJA (limit 1000, at most one chow).
pub const BMJA: usize = 5;
pub const WINDS: [&str; 4] = ["east", "south", "west", "north"];
pub const KINDS: usize = 34;

/// Whether a rule set is one of Kajongg's two (`dmjl`, `bmja`).
pub fn is_kajongg(ruleset: usize) -> bool {
    matches!(ruleset, DMJL | BMJA)
}

const CODES: [&str; 42] = [
    "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "d1",
    "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9", "we", "ws", "ww", "wn", "dr", "dg", "dw", "f1", "f2", "f3", "f4",
    "s1", "s2", "s3", "s4",
];

/// The code of tile kind `i` (0–33) or bonus tile `34 + b`.
pub fn code(i: usize) -> &'static str {
    CODES[i]
}

/// The mpsz single form of tile kind `i` (0–33): digit, then `s` bamboo, `m` characters, `p`
/// dots, `z` honours in Tenhou's order (1z–4z east to north, 5z white, 6z green, 7z red); a bonus
/// tile (`34 + b`), which has none, as its code.
pub fn mpsz(i: usize) -> String {
    const HONOURS: [usize; 7] = [1, 2, 3, 4, 7, 6, 5];
    match i {
        0..=8 => format!("{}s", i + 1),
        9..=17 => format!("{}m", i - 8),
        18..=26 => format!("{}p", i - 17),
        27..=33 => format!("{}z", HONOURS[i - 27]),
        _ => code(i).to_string(),
    }
}

/// Tiles written in mpsz runs (`123m45p`): each tile's digit, and its suit letter once after the
/// tiles of that suit that follow one another; bonus tiles as codes.
pub fn mpsz_run(tiles: impl IntoIterator<Item = usize>) -> String {
    let mut out = String::new();
    let mut suit: Option<char> = None;
    for t in tiles {
        let m = mpsz(t);
        let (digit, letter) = (m.chars().next(), m.chars().nth(1));
        let bonus = t >= KINDS;
        if let Some(s) = suit.filter(|s| bonus || Some(*s) != letter) {
            out.push(s);
            suit = None;
        }
        if bonus {
            out.push_str(&m);
        } else {
            out.extend(digit);
            suit = letter;
        }
    }
    out.extend(suit);
    out
}

/// The tile kind (0–33) or bonus tile (`34 + b`) of a code, in any case.
pub fn index_of(code: &str) -> Option<usize> {
    let code = code.to_ascii_lowercase();
    CODES.iter().position(|c| *c == code)
}

pub fn is_suited(t: usize) -> bool {
    t < 27
}
pub fn rank(t: usize) -> usize {
    t % 9 + 1
}
pub fn is_terminal(t: usize) -> bool {
    t < 27 && matches!(t % 9, 0 | 8)
}
pub fn is_honour(t: usize) -> bool {
    (27..34).contains(&t)
}
pub fn is_major(t: usize) -> bool {
    is_terminal(t) || is_honour(t)
}
pub fn is_simple(t: usize) -> bool {
    t < 27 && !is_terminal(t)
}
pub fn is_green(t: usize) -> bool {
    matches!(t, 1 | 2 | 3 | 5 | 7 | 32)
}
pub fn is_wind(t: usize) -> bool {
    (27..31).contains(&t)
}
pub fn is_dragon(t: usize) -> bool {
    (31..34).contains(&t)
}
/// The thirteen terminals and honours.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
pub const B1: usize = 0;
pub const B2: usize = 1;
pub const D1: usize = 18;
pub const D5: usize = 22;

/// splitmix64: small, fast and good enough to spread test cases.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    // A seeded generator's step, not an iterator (it never ends).
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    /// One of `items`, each with the chance of its weight (the first when all weigh 0).
    pub fn weighted<T: Copy>(&mut self, items: &[(T, usize)]) -> T {
        let total: usize = items.iter().map(|(_, w)| w).sum();
        let mut x = self.below(total.max(1));
        for (item, w) in items {
            if x < *w {
                return *item;
            }
            x -= w;
        }
        items[0].0
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// A declared meld's kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MeldKind {
    Chow,
    Pung,
    Kong,
}

/// A declared meld: exposed, or a concealed kong.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Meld {
    pub kind: MeldKind,
    /// The lowest tile.
    pub tile: usize,
    pub exposed: bool,
    /// A claimed kong (`dmjl`, `bmja`): a concealed pung completed by a claimed discard, exposed
    /// (`{c3c3c3c3}`, `"claimed": true`).
    pub claimed: bool,
}

impl Meld {
    pub fn tiles(&self) -> Vec<usize> {
        match self.kind {
            MeldKind::Chow => vec![self.tile, self.tile + 1, self.tile + 2],
            MeldKind::Pung => vec![self.tile; 3],
            MeldKind::Kong => vec![self.tile; 4],
        }
    }
}

/// Where the winning tile came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Wall,
    Discard,
    KongReplacement,
    RobbedKong,
}

impl Source {
    pub fn name(self) -> &'static str {
        match self {
            Source::Wall => "wall",
            Source::Discard => "discard",
            Source::KongReplacement => "kong_replacement",
            Source::RobbedKong => "robbed_kong",
        }
    }
    pub fn self_drawn(self) -> bool {
        matches!(self, Source::Wall | Source::KongReplacement)
    }
    pub fn claimed(self) -> bool {
        !self.self_drawn()
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Timing {
    Normal,
    Heavenly,
    Earthly,
}

impl Timing {
    pub fn name(self) -> &'static str {
        match self {
            Timing::Normal => "normal",
            Timing::Heavenly => "heavenly",
            Timing::Earthly => "earthly",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Win {
    pub tile: usize,
    pub source: Source,
    /// Seat index of the discarder (claimed tiles only).
    pub discarder: Option<usize>,
    pub last_tile: bool,
    pub timing: Timing,
    /// Announced original call (`dmjl`, `bmja`).
    pub original_call: bool,
    /// Announced twofold fortune (`dmjl`, `bmja`).
    pub twofold_fortune: bool,
}

impl Win {
    /// A win on `tile` from `source`, normal timing, nothing announced.
    pub fn new(tile: usize, source: Source, discarder: Option<usize>) -> Win {
        Win {
            tile,
            source,
            discarder,
            last_tile: false,
            timing: Timing::Normal,
            original_call: false,
            twofold_fortune: false,
        }
    }

    /// The announcements, as the API names them.
    pub fn announcements(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.original_call {
            v.push("original_call");
        }
        if self.twofold_fortune {
            v.push("twofold_fortune");
        }
        v
    }
}

/// What a generated hand was built as (for counting and for the properties that depend on it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Four sets and a pair.
    Sets,
    /// Sets and the bamboo-1 + circles-1 pair, circles-1 winning (`rode-boekje`).
    VogelEetCake,
    SevenPairs,
    ThirteenOrphans,
    NineGates,
    WindSnake,
    DragonTail,
    WindTail,
    /// Fourteen terminals and honours, any structure (`italian`).
    Svarione,
    /// One suit: pungs or kongs of 1 and 9, a pair of 2, 5 or 8 and two chows of the other ranks
    /// (`dmjl`), exposed or not.
    SquirmingSnake,
    /// One suit: a pair of 1, one each of 2–9 and of the four winds (`bmja`).
    WrigglingSnake,
    /// Seven couples: one rank in each of two suits (`bmja`).
    Knitting,
    /// Four knitted triples (one rank in all three suits) and a knitted pair (`bmja`).
    TripleKnitting,
    /// Fourteen tiles of a few kinds, won on one of them: a mahjong or not, as it happens.
    Loose,
    /// A player who did not win (13 tiles plus kongs; `italian` sometimes one short or over).
    NonWinner,
}

impl Class {
    pub const ALL: [Class; 15] = [
        Class::Sets,
        Class::VogelEetCake,
        Class::SevenPairs,
        Class::ThirteenOrphans,
        Class::NineGates,
        Class::WindSnake,
        Class::DragonTail,
        Class::WindTail,
        Class::Svarione,
        Class::SquirmingSnake,
        Class::WrigglingSnake,
        Class::Knitting,
        Class::TripleKnitting,
        Class::Loose,
        Class::NonWinner,
    ];
    /// Built from four sets and a pair (possibly also something else).
    pub fn is_sets(self) -> bool {
        matches!(self, Class::Sets | Class::VogelEetCake | Class::SquirmingSnake)
    }
}

/// A generated hand with everything a request needs.
#[derive(Clone, Debug, PartialEq)]
pub struct GenHand {
    pub ruleset: usize,
    /// Built as a special hand of another rule set, or from loose tiles: not necessarily a
    /// mahjong under this one.
    pub foreign: bool,
    /// Option overrides, in the order they are written.
    pub options: Vec<(&'static str, Value)>,
    pub seat: usize,
    pub round: usize,
    /// `italian` third turn: a second prevailing wind.
    pub extra_round: Option<usize>,
    /// Concealed tiles (with the winning tile for a winner), in the order they are written.
    pub concealed: Vec<usize>,
    pub melds: Vec<Meld>,
    /// Bonus tiles 0–7 (flowers 1–4, seasons 1–4).
    pub bonus: Vec<usize>,
    pub win: Option<Win>,
    pub class: Class,
}

impl GenHand {
    pub fn ruleset_id(&self) -> &'static str {
        RULESETS[self.ruleset]
    }

    /// Counts of the concealed tiles.
    pub fn concealed_counts(&self) -> [u8; KINDS] {
        let mut c = [0u8; KINDS];
        for t in &self.concealed {
            c[*t] += 1;
        }
        c
    }

    /// Counts of all the tiles, melds included.
    pub fn all_counts(&self) -> [u8; KINDS] {
        let mut c = self.concealed_counts();
        for m in &self.melds {
            for t in m.tiles() {
                c[t] += 1;
            }
        }
        c
    }

    /// Prevailing winds as a bit set (bit = seat index).
    pub fn rounds(&self) -> u8 {
        (1 << self.round) | self.extra_round.map_or(0, |w| 1 << w)
    }

    fn head(&self) -> Value {
        let mut v = json!({
            "ruleset": self.ruleset_id(),
            "seat_wind": WINDS[self.seat],
            "round_wind": WINDS[self.round],
        });
        if let Some(x) = self.extra_round {
            v["extra_round_wind"] = json!(WINDS[x]);
        }
        if !self.options.is_empty() {
            v["options"] = Value::Object(self.options.iter().map(|(k, x)| (k.to_string(), x.clone())).collect());
        }
        if let Some(w) = &self.win {
            v["win"] = win_json(w);
        }
        v
    }

    /// The request with the hand in object form, tiles in the order held.
    pub fn request(&self) -> Value {
        let mut v = self.head();
        let melds: Vec<Value> = self
            .melds
            .iter()
            .map(|m| {
                let kind = match m.kind {
                    MeldKind::Chow => "chow",
                    MeldKind::Pung => "pung",
                    MeldKind::Kong => "kong",
                };
                let mut v = json!({"kind": kind, "tiles": m.tiles().iter().map(|t| code(*t)).collect::<Vec<_>>(), "exposed": m.exposed});
                if m.claimed {
                    v["claimed"] = json!(true);
                }
                v
            })
            .collect();
        v["hand"] = json!({
            "concealed": self.concealed.iter().map(|t| code(*t)).collect::<Vec<_>>(),
            "melds": melds,
            "bonus": self.bonus.iter().map(|b| code(34 + b)).collect::<Vec<_>>(),
        });
        v
    }

    /// The request with the hand in compact notation: melds, bonus tiles and concealed tiles as
    /// separate groups in the order held.
    pub fn request_compact(&self) -> Value {
        let mut v = self.head();
        let mut groups: Vec<String> = Vec::new();
        for m in &self.melds {
            let inner: String = m.tiles().iter().map(|t| code(*t)).collect();
            groups.push(match (m.exposed, m.claimed) {
                (_, true) => format!("{{{inner}}}"),
                (true, false) => format!("({inner})"),
                (false, false) => format!("[{inner}]"),
            });
        }
        groups.push(self.concealed.iter().map(|t| code(*t)).collect());
        groups.extend(self.bonus.iter().map(|b| code(34 + b).to_string()));
        v["hand"] = json!(groups.join(" "));
        v
    }

    /// [`GenHand::request_compact`] in mpsz (`123m (555p) [1111s] 11z`): every group's tiles as
    /// runs of one suit ([`mpsz_run`]), bonus tiles as codes (they have no mpsz form), the win
    /// tile in mpsz.
    pub fn request_mpsz(&self) -> Value {
        let mut v = self.head();
        let mut groups: Vec<String> = Vec::new();
        for m in &self.melds {
            let inner = mpsz_run(m.tiles());
            groups.push(match (m.exposed, m.claimed) {
                (_, true) => format!("{{{inner}}}"),
                (true, false) => format!("({inner})"),
                (false, false) => format!("[{inner}]"),
            });
        }
        groups.push(mpsz_run(self.concealed.iter().copied()));
        groups.extend(self.bonus.iter().map(|b| code(34 + b).to_string()));
        v["hand"] = json!(groups.join(" "));
        if let Some(w) = &self.win {
            v["win"]["tile"] = json!(mpsz(w.tile));
        }
        v
    }

    /// The same hand with concealed tiles, melds and bonus tiles in another order.
    pub fn reordered(&self, rng: &mut Rng) -> GenHand {
        let mut h = self.clone();
        rng.shuffle(&mut h.concealed);
        rng.shuffle(&mut h.melds);
        rng.shuffle(&mut h.bonus);
        h
    }

    /// A winner's hand before its winning tile: the waiting hand (no win).
    pub fn waiting(&self) -> Option<GenHand> {
        let w = self.win?;
        let mut h = self.clone();
        let i = h.concealed.iter().position(|t| *t == w.tile)?;
        h.concealed.remove(i);
        h.win = None;
        Some(h)
    }

    /// The waiting hand completed by `tile` won from `source` (a discard comes from the player
    /// before this one), as the waits operation scores it.
    pub fn completed(&self, tile: usize, source: Source) -> GenHand {
        let mut h = self.clone();
        h.concealed.push(tile);
        h.win = Some(Win::new(tile, source, (source == Source::Discard).then_some((self.seat + 3) % 4)));
        h
    }

    /// A hand request (object or compact notation, as the golden cases write them) as a generated
    /// hand of rule set `ruleset`, to be scored by the reference; `None` when it holds something
    /// the generator never makes (an unknown rule set or option type, a malformed hand).
    pub fn from_request(ruleset: usize, req: &Value) -> Option<GenHand> {
        let wind = |v: &Value| WINDS.iter().position(|w| Some(*w) == v.as_str());
        let hand: mahjong_types::Hand = match &req["hand"] {
            Value::String(s) => mahjong_types::Hand::parse(s).ok()?,
            v => serde_json::from_value(v.clone()).ok()?,
        };
        let tiles =
            |ts: &[mahjong_types::TileText]| ts.iter().map(|t| index_of(t.as_str())).collect::<Option<Vec<_>>>();
        let mut melds = Vec::new();
        for m in &hand.melds {
            let t = tiles(&m.tiles)?;
            let kind = match t.len() {
                4 => MeldKind::Kong,
                _ if t.iter().all(|x| *x == t[0]) => MeldKind::Pung,
                _ => MeldKind::Chow,
            };
            melds.push(Meld { kind, tile: *t.iter().min()?, exposed: m.is_exposed(), claimed: m.is_claimed() });
        }
        let bonus = tiles(&hand.bonus)?.into_iter().map(|b| b.checked_sub(KINDS)).collect::<Option<Vec<_>>>()?;
        let mut options = Vec::new();
        if let Some(o) = req["options"].as_object() {
            for (k, v) in o {
                let k: &'static str =
                    ["roof_off", "bonus_tiles", "seven_pairs", "minimum_points", "east_doubles_score"]
                        .into_iter()
                        .find(|x| x == k)?;
                options.push((k, v.clone()));
            }
        }
        let win = match req.get("win") {
            None | Some(Value::Null) => None,
            Some(w) => {
                let source = match w["source"].as_str()? {
                    "wall" => Source::Wall,
                    "discard" => Source::Discard,
                    "kong_replacement" => Source::KongReplacement,
                    "robbed_kong" => Source::RobbedKong,
                    _ => return None,
                };
                let timing = match w["timing"].as_str().unwrap_or("normal") {
                    "normal" => Timing::Normal,
                    "heavenly" => Timing::Heavenly,
                    "earthly" => Timing::Earthly,
                    _ => return None,
                };
                let mut win = Win {
                    last_tile: w["last_tile"].as_bool().unwrap_or(false),
                    timing,
                    ..Win::new(index_of(w["tile"].as_str()?)?, source, wind(&w["discarder"]))
                };
                for a in w["announcements"].as_array().into_iter().flatten() {
                    match a.as_str()? {
                        "original_call" => win.original_call = true,
                        "twofold_fortune" => win.twofold_fortune = true,
                        _ => return None,
                    }
                }
                Some(win)
            }
        };
        Some(GenHand {
            ruleset,
            foreign: true,
            options,
            seat: wind(&req["seat_wind"])?,
            round: wind(&req["round_wind"])?,
            extra_round: wind(&req["extra_round_wind"]),
            concealed: tiles(&hand.concealed)?,
            melds,
            bonus,
            class: if win.is_some() { Class::Loose } else { Class::NonWinner },
            win,
        })
    }

    /// The boolean option `name` (its default when not overridden).
    pub fn option_bool(&self, name: &str, default: bool) -> bool {
        self.options.iter().find(|(k, _)| *k == name).and_then(|(_, v)| v.as_bool()).unwrap_or(default)
    }

    /// The integer option `name` (its default when not overridden).
    pub fn option_int(&self, name: &str, default: i64) -> i64 {
        self.options.iter().find(|(k, _)| *k == name).and_then(|(_, v)| v.as_i64()).unwrap_or(default)
    }

    /// Whether bonus tiles are in play under the hand's rule set and options.
    pub fn bonus_allowed(&self) -> bool {
        match self.ruleset {
            RODE_BOEKJE => false,
            ECR => self.option_bool("bonus_tiles", true),
            _ => true,
        }
    }
}

fn win_json(w: &Win) -> Value {
    let mut v = json!({"tile": code(w.tile), "source": w.source.name()});
    if let Some(d) = w.discarder {
        v["discarder"] = json!(WINDS[d]);
    }
    if w.last_tile {
        v["last_tile"] = json!(true);
    }
    if w.timing != Timing::Normal {
        v["timing"] = json!(w.timing.name());
    }
    let announcements = w.announcements();
    if !announcements.is_empty() {
        v["announcements"] = json!(announcements);
    }
    v
}

// ------------------------------------------------------------------------------------------------
// Tile pools.

/// Which tiles a hand's sets are drawn from.
#[derive(Copy, Clone, Debug)]
enum Theme {
    Any,
    /// One suit, with or without honours.
    Suit(usize, bool),
    TerminalsHonours,
    Terminals,
    Honours,
    Green,
    Simples,
    /// Two or three dragon pungs, the rest any.
    Dragons,
    /// Three or four wind pungs, the rest any.
    Winds,
    /// A few neighbouring kinds, so that a hand splits several ways and kinds are held four times.
    Crowded,
}

impl Theme {
    fn random(rng: &mut Rng) -> Theme {
        match rng.below(20) {
            0..=5 => Theme::Any,
            6..=8 => Theme::Suit(rng.below(3), rng.chance(60)),
            9 => Theme::TerminalsHonours,
            10 => Theme::Terminals,
            11 => Theme::Honours,
            12 => Theme::Green,
            13 => Theme::Simples,
            14 | 15 => Theme::Dragons,
            16 => Theme::Winds,
            _ => Theme::Crowded,
        }
    }

    fn allows(self, t: usize, crowd: &[usize]) -> bool {
        match self {
            Theme::Any | Theme::Dragons | Theme::Winds => true,
            Theme::Suit(s, honours) => (t < 27 && t / 9 == s) || (honours && is_honour(t)),
            Theme::TerminalsHonours => is_major(t),
            Theme::Terminals => is_terminal(t),
            Theme::Honours => is_honour(t),
            Theme::Green => is_green(t),
            Theme::Simples => is_simple(t),
            Theme::Crowded => crowd.contains(&t),
        }
    }
}

/// Per-kind counts with room checks.
#[derive(Clone)]
struct Stock {
    used: [u8; KINDS],
}

impl Stock {
    fn new() -> Stock {
        Stock { used: [0; KINDS] }
    }
    fn room(&self, tiles: &[usize]) -> bool {
        let mut u = self.used;
        tiles.iter().all(|t| {
            u[*t] += 1;
            u[*t] <= 4
        })
    }
    fn take(&mut self, tiles: &[usize]) {
        for t in tiles {
            self.used[*t] += 1;
        }
    }
}

/// A set of a generated hand: a meld shape and lowest tile.
#[derive(Copy, Clone, Debug)]
struct SetSpec {
    kind: MeldKind,
    tile: usize,
}

impl SetSpec {
    fn tiles(&self) -> Vec<usize> {
        Meld { kind: self.kind, tile: self.tile, exposed: true, claimed: false }.tiles()
    }
}

/// Picks a set from the theme that fits the stock: a kong with `kong_percent`, else a chow (where
/// the theme allows one) with `chow_percent`, else a pung.
fn pick_set(
    rng: &mut Rng,
    theme: Theme,
    crowd: &[usize],
    stock: &Stock,
    kong_percent: usize,
    chow_percent: usize,
) -> Option<SetSpec> {
    for _ in 0..40 {
        let t = match theme {
            Theme::Dragons if rng.chance(50) => 31 + rng.below(3),
            Theme::Winds if rng.chance(70) => 27 + rng.below(4),
            Theme::Crowded => rng.pick(crowd),
            _ => rng.below(KINDS),
        };
        if !theme.allows(t, crowd) {
            continue;
        }
        let chow_ok = t < 27 && t % 9 <= 6 && theme.allows(t + 1, crowd) && theme.allows(t + 2, crowd);
        let kind = if rng.chance(kong_percent) {
            MeldKind::Kong
        } else if chow_ok && rng.chance(chow_percent) {
            MeldKind::Chow
        } else {
            MeldKind::Pung
        };
        let s = SetSpec { kind, tile: t };
        if stock.room(&s.tiles()) {
            return Some(s);
        }
    }
    None
}

fn random_options(rng: &mut Rng, ruleset: usize) -> Vec<(&'static str, Value)> {
    let mut o = Vec::new();
    match ruleset {
        ECR if rng.chance(20) => o.push(("bonus_tiles", json!(rng.chance(30)))),
        ITALIAN => {
            if rng.chance(25) {
                o.push(("east_doubles_score", json!(rng.chance(40))));
            }
            if rng.chance(10) {
                o.push(("east_pays_double", json!(rng.chance(50))));
            }
        }
        NINE_DRAGONS => {
            if rng.chance(40) {
                o.push(("seven_pairs", json!(rng.chance(70))));
            }
            if rng.chance(30) {
                o.push(("minimum_points", json!(rng.below(4))));
            }
            if rng.chance(10) {
                o.push(("false_declaration", json!(rng.chance(50))));
            }
        }
        // The roof on (by default or said so) and off, about equally often.
        DMJL | BMJA => match rng.below(20) {
            0..=9 => o.push(("roof_off", json!(true))),
            10..=12 => o.push(("roof_off", json!(false))),
            _ => {}
        },
        _ => {}
    }
    o
}

/// A fresh hand shell: rule set, options, seats and winds, no tiles.
fn shell(rng: &mut Rng, ruleset: usize, class: Class) -> GenHand {
    let options = random_options(rng, ruleset);
    let round = rng.below(4);
    let extra_round = (ruleset == ITALIAN && rng.chance(15)).then(|| (round + 1 + rng.below(3)) % 4);
    GenHand {
        ruleset,
        foreign: false,
        options,
        seat: rng.below(4),
        round,
        extra_round,
        concealed: Vec::new(),
        melds: Vec::new(),
        bonus: Vec::new(),
        win: None,
        class,
    }
}

fn add_bonus(rng: &mut Rng, h: &mut GenHand) {
    if !h.bonus_allowed() || rng.chance(45) {
        return;
    }
    let n = if rng.chance(10) { 4 + rng.below(5) } else { 1 + rng.below(3) };
    let mut all: Vec<usize> = (0..8).collect();
    if rng.chance(15) {
        // All four flowers or all four seasons.
        let base = 4 * rng.below(2);
        all.sort_by_key(|b| (*b / 4 != base / 4) as usize);
    } else {
        rng.shuffle(&mut all);
    }
    h.bonus = all[..n.min(8)].to_vec();
}

/// The win of a complete hand: tile from the concealed tiles, a source, a discarder, last tile and
/// timing, all as docs/rules.md allows them together (`dmjl`, `bmja`: a kong replacement tile
/// needs no kong, as in Kajongg's tests; now and then the tile and source of plum blossom, moon
/// from the sea or carrying pole).
fn add_win(rng: &mut Rng, h: &mut GenHand) {
    let tile = rng.pick(&h.concealed);
    let has_kong = h.melds.iter().any(|m| m.kind == MeldKind::Kong);
    let kong_box = has_kong || is_kajongg(h.ruleset);
    let held = h.all_counts()[tile];
    let mut source = match rng.below(20) {
        0..=7 => Source::Wall,
        8..=15 => Source::Discard,
        16 | 17 if kong_box => Source::KongReplacement,
        // Robbing a kong: the other three are another player's exposed pung.
        18 | 19 if held == 1 => Source::RobbedKong,
        _ => Source::Wall,
    };
    let mut timing = Timing::Normal;
    if rng.chance(4) {
        if h.seat == 0 && h.melds.iter().all(|m| !m.exposed) && !has_kong {
            source = Source::Wall;
            timing = Timing::Heavenly;
        } else if h.seat != 0 && h.melds.is_empty() {
            source = Source::Discard;
            timing = Timing::Earthly;
        }
    }
    let discarder = match source {
        Source::Discard | Source::RobbedKong if timing == Timing::Earthly => Some(0),
        Source::Discard | Source::RobbedKong => Some((h.seat + 1 + rng.below(3)) % 4),
        _ => None,
    };
    let last_tile = source != Source::RobbedKong && timing == Timing::Normal && rng.chance(10);
    h.win = Some(Win { last_tile, timing, ..Win::new(tile, source, discarder) });
    if is_kajongg(h.ruleset) {
        if rng.chance(15) {
            special_tile_win(rng, h);
        }
        announce(rng, h);
    }
}

/// The announcements of a `dmjl` or `bmja` winner (dmjl/bmja rules §5): twofold fortune on a
/// kong-replacement win of a hand with two kongs or more (a kong, a second one on its replacement
/// tile, the win on the second replacement: such hands win from the kong box more often than
/// others), and now and then original call, with up to three exposed groups (exposed melds other
/// than claimed kongs, and the group a claimed winning tile completes), so that the third one's
/// lack of a doubling is checked too.
fn announce(rng: &mut Rng, h: &mut GenHand) {
    let kongs = h.melds.iter().filter(|m| m.kind == MeldKind::Kong).count();
    let exposed = h.melds.iter().filter(|m| m.exposed && !m.claimed).count();
    let Some(w) = h.win.as_mut() else { return };
    if kongs >= 2 && w.timing == Timing::Normal {
        if rng.chance(30) {
            (w.source, w.discarder) = (Source::KongReplacement, None);
        }
        if w.source == Source::KongReplacement && rng.chance(60) {
            w.twofold_fortune = true;
        }
    }
    let groups = exposed + w.source.claimed() as usize;
    if w.timing == Timing::Normal && groups <= 3 && rng.chance(20) {
        w.original_call = true;
    }
}

/// The winning tile and source of a limit hand of the win (Kajongg's rule sets): plum blossom
/// (circles-5 from the kong box), moon from the sea (circles-1, the last wall tile) or carrying
/// pole (robbing a kong of bamboo-2), where the hand holds that tile.
fn special_tile_win(rng: &mut Rng, h: &mut GenHand) {
    let all = h.all_counts();
    let mut wins = Vec::new();
    if h.concealed.contains(&D5) {
        wins.push((D5, Source::KongReplacement, rng.chance(20)));
    }
    if h.concealed.contains(&D1) {
        wins.push((D1, rng.pick(&[Source::Wall, Source::Wall, Source::KongReplacement]), true));
    }
    // Robbing a kong: the other three bamboo-2 are another player's exposed pung.
    if h.concealed.contains(&B2) && all[B2] == 1 {
        wins.push((B2, Source::RobbedKong, false));
    }
    if wins.is_empty() {
        return;
    }
    let (tile, source, last_tile) = rng.pick(&wins);
    let discarder = (source == Source::RobbedKong).then(|| (h.seat + 1 + rng.below(3)) % 4);
    h.win = Some(Win { last_tile, ..Win::new(tile, source, discarder) });
}

/// Makes a claimed win self-drawn (from the wall), keeping its tile and last-tile flag.
fn self_drawn_win(h: &mut GenHand) {
    if let Some(w) = h.win.as_mut().filter(|w| w.source.claimed()) {
        w.source = Source::Wall;
        w.discarder = None;
        w.timing = Timing::Normal;
    }
}

/// Declares some of the sets: each becomes an exposed meld with the given chance; kongs are always
/// declared, exposed or concealed (`dmjl`, `bmja`: an exposed one sometimes claimed).
fn place_sets(rng: &mut Rng, h: &mut GenHand, sets: &[SetSpec], expose_percent: usize) {
    for s in sets {
        match s.kind {
            MeldKind::Kong => {
                let exposed = rng.chance(50);
                let claimed = exposed && claimed_kong(rng, h.ruleset);
                h.melds.push(Meld { kind: s.kind, tile: s.tile, exposed, claimed })
            }
            _ if rng.chance(expose_percent) => {
                h.melds.push(Meld { kind: s.kind, tile: s.tile, exposed: true, claimed: false })
            }
            _ => h.concealed.extend(s.tiles()),
        }
    }
}

/// Whether an exposed kong is a claimed one (a concealed pung completed by a claimed discard):
/// under `dmjl` and `bmja` now and then, never under the other rule sets (which refuse it).
fn claimed_kong(rng: &mut Rng, ruleset: usize) -> bool {
    is_kajongg(ruleset) && rng.chance(40)
}

/// Four sets and a pair (or, in `rode-boekje`, sometimes the Vogel eet cake pair).
fn sets_winner(rng: &mut Rng, ruleset: usize) -> Option<GenHand> {
    let mut h = shell(rng, ruleset, Class::Sets);
    let theme = Theme::random(rng);
    let crowd: Vec<usize> = {
        let base = rng.pick(&[0usize, 9, 18]);
        let mut c: Vec<usize> = (base..base + 4).collect();
        let honour = 27 + rng.below(7);
        c.push(rng.pick(&[D1, B1 + 8, honour]));
        c
    };
    let mut stock = Stock::new();
    let vogel = ruleset == RODE_BOEKJE && rng.chance(12);
    // Kongs now and then, sometimes many (four kongs).
    let kong_percent = rng.pick(&[0, 0, 8, 8, 15, 60]);
    if vogel {
        stock.take(&[B1, D1]);
    }
    // Kajongg's rule sets: more pungs now and then (no chow, hidden and buried treasure, purity);
    // `bmja` allows one chow, and a few winners break that on purpose (not a mahjong).
    let chow_percent = if is_kajongg(ruleset) { rng.pick(&[55, 55, 25, 0]) } else { 55 };
    let max_chows = if ruleset == BMJA && rng.chance(90) { 1 } else { 4 };
    let mut sets: Vec<SetSpec> = Vec::new();
    let mut tries = 0;
    while sets.len() < 4 {
        tries += 1;
        if tries > 40 {
            return None;
        }
        let s = pick_set(rng, theme, &crowd, &stock, kong_percent, chow_percent)?;
        if s.kind == MeldKind::Chow && sets.iter().filter(|x| x.kind == MeldKind::Chow).count() >= max_chows {
            continue;
        }
        stock.take(&s.tiles());
        sets.push(s);
    }
    if sets.iter().filter(|x| x.kind == MeldKind::Chow).count() > 1 && ruleset == BMJA {
        h.foreign = true;
    }
    let expose = rng.pick(&[0, 0, 15, 35, 60]);
    place_sets(rng, &mut h, &sets, expose);
    if vogel {
        // The hand waited on a bamboo-1 pair (so it held at most three bamboo-1); circles-1
        // closes it.
        h.class = Class::VogelEetCake;
        h.concealed.extend([B1, D1]);
        if h.all_counts()[B1] >= 4 {
            return None;
        }
        add_bonus(rng, &mut h);
        add_win(rng, &mut h);
        let single_d1 = h.all_counts()[D1] == 1;
        let w = h.win.as_mut()?;
        w.tile = D1;
        if w.source == Source::RobbedKong && !single_d1 {
            w.source = Source::Discard;
        }
        return Some(h);
    }
    let pair = (0..40).map(|_| rng.below(KINDS)).find(|t| theme.allows(*t, &crowd) && stock.room(&[*t, *t]))?;
    h.concealed.extend([pair, pair]);
    add_bonus(rng, &mut h);
    add_win(rng, &mut h);
    Some(h)
}

/// One of the suits, 0–2.
fn suit_run(suit: usize) -> Vec<usize> {
    (suit * 9..suit * 9 + 9).collect()
}

/// The special hands of a rule set.
fn special_winner(rng: &mut Rng, ruleset: usize) -> Option<GenHand> {
    let choices: &[Class] = match ruleset {
        RODE_BOEKJE => &[
            Class::SevenPairs,
            Class::SevenPairs,
            Class::ThirteenOrphans,
            Class::NineGates,
            Class::WindSnake,
            Class::DragonTail,
            Class::WindTail,
        ],
        ECR => &[Class::ThirteenOrphans, Class::NineGates],
        ITALIAN => &[Class::SevenPairs, Class::SevenPairs, Class::Svarione, Class::NineGates],
        NINE_DRAGONS => &[Class::ThirteenOrphans, Class::NineGates, Class::SevenPairs],
        // Squirming snakes are sets and a pair: they come up among `sets_winner`'s one-suit hands
        // too, but too rarely.
        DMJL => {
            &[Class::ThirteenOrphans, Class::NineGates, Class::NineGates, Class::SquirmingSnake, Class::SquirmingSnake]
        }
        // Gates of heaven, the 13 unique wonders, the wriggling snake, the knitting family and all
        // pair honours (seven pairs of terminals and honours).
        _ => &[
            Class::ThirteenOrphans,
            Class::NineGates,
            Class::WrigglingSnake,
            Class::Knitting,
            Class::TripleKnitting,
            Class::SevenPairs,
        ],
    };
    // Now and then a special hand of another rule set (not a mahjong here, or only by chance).
    let foreign = rng.chance(8);
    let class = if foreign && is_kajongg(ruleset) {
        rng.pick(&[
            Class::SevenPairs,
            Class::ThirteenOrphans,
            Class::WindSnake,
            Class::DragonTail,
            Class::Svarione,
            Class::SquirmingSnake,
            Class::WrigglingSnake,
            Class::Knitting,
            Class::TripleKnitting,
        ])
    } else if foreign {
        rng.pick(&[Class::SevenPairs, Class::ThirteenOrphans, Class::WindSnake, Class::DragonTail, Class::Svarione])
    } else {
        rng.pick(choices)
    };
    let mut h = shell(rng, ruleset, class);
    h.foreign = foreign && !choices.contains(&class);
    let suit = rng.below(3);
    // The extra tile of nine gates.
    let mut extra = None;
    match class {
        Class::SevenPairs => {
            // Pairs from one suit, one suit and honours, or anywhere (`bmja`: mostly terminals and
            // honours, all pair honours; other pairs are no winning pattern there).
            let pool: Vec<usize> = match rng.below(3) {
                _ if ruleset == BMJA && rng.chance(70) => ORPHANS.to_vec(),
                0 => suit_run(suit),
                1 => suit_run(suit).into_iter().chain(27..34).collect(),
                _ => (0..KINDS).collect(),
            };
            let mut kinds = pool.clone();
            rng.shuffle(&mut kinds);
            let mut pairs: Vec<usize> = kinds.into_iter().take(7).collect();
            if pairs.len() < 7 {
                return None;
            }
            if ruleset == ITALIAN && rng.chance(35) {
                // Four identical tiles stand for two pairs, held or as a concealed kong.
                pairs[6] = pairs[5];
                if rng.chance(50) {
                    h.melds.push(Meld { kind: MeldKind::Kong, tile: pairs[5], exposed: false, claimed: false });
                    pairs.truncate(5);
                }
            }
            for p in pairs {
                h.concealed.extend([p, p]);
            }
            if ruleset == BMJA && !h.concealed.iter().all(|t| is_major(*t)) {
                h.foreign = true;
            }
            if ruleset == NINE_DRAGONS && !h.foreign {
                // A winning pattern only with the option on.
                h.options.retain(|(k, _)| *k != "seven_pairs");
                h.options.push(("seven_pairs", json!(true)));
            }
        }
        Class::ThirteenOrphans => {
            h.concealed.extend(ORPHANS);
            h.concealed.push(rng.pick(&ORPHANS));
        }
        Class::NineGates => {
            let b = suit * 9;
            h.concealed.extend([b, b, b, b + 8, b + 8, b + 8]);
            h.concealed.extend(b + 1..b + 8);
            // `bmja`'s gates of heaven: the extra tile is a simple (a terminal: no mahjong).
            let x = if ruleset == BMJA && rng.chance(85) { b + 1 + rng.below(7) } else { b + rng.below(9) };
            h.concealed.push(x);
            extra = Some(x);
        }
        Class::SquirmingSnake => {
            // Pungs or kongs of 1 and 9, a pair of 2, 5 or 8, two chows of the other ranks.
            let b = suit * 9;
            let (pair, chows) = rng.pick(&[(1, [2, 5]), (4, [1, 5]), (7, [1, 4])]);
            let end = |rng: &mut Rng, t| SetSpec {
                kind: if rng.chance(20) { MeldKind::Kong } else { MeldKind::Pung },
                tile: t,
            };
            let sets = [
                end(rng, b),
                end(rng, b + 8),
                SetSpec { kind: MeldKind::Chow, tile: b + chows[0] },
                SetSpec { kind: MeldKind::Chow, tile: b + chows[1] },
            ];
            let expose = rng.pick(&[0, 30, 60]);
            place_sets(rng, &mut h, &sets, expose);
            h.concealed.extend([b + pair, b + pair]);
        }
        Class::WrigglingSnake => {
            // A pair of 1, 2–9 of the suit and the four winds.
            let b = suit * 9;
            h.concealed.extend(suit_run(suit));
            h.concealed.push(b);
            h.concealed.extend(27..31);
        }
        Class::Knitting => {
            // Seven couples: one rank in each of two suits.
            let mut suits = [0, 9, 18];
            rng.shuffle(&mut suits);
            let mut used = [0u8; 9];
            while h.concealed.len() < 14 {
                let r = rng.below(9);
                if used[r] < 4 {
                    used[r] += 1;
                    h.concealed.extend([suits[0] + r, suits[1] + r]);
                }
            }
            spoil(rng, &mut h, suits[2]);
        }
        Class::TripleKnitting => {
            // Four knitted triples (one rank in all three suits) and a knitted pair.
            let mut used = [0u8; 9];
            while h.concealed.len() < 12 {
                let r = rng.below(9);
                if used[r] < 4 {
                    used[r] += 1;
                    h.concealed.extend([r, 9 + r, 18 + r]);
                }
            }
            let r = (0..20).map(|_| rng.below(9)).find(|r| used[*r] < 4)?;
            let mut suits = [0, 9, 18];
            rng.shuffle(&mut suits);
            h.concealed.extend([suits[0] + r, suits[1] + r]);
            spoil(rng, &mut h, suits[2]);
        }
        Class::WindSnake => {
            h.concealed.extend(suit_run(suit));
            h.concealed.extend(27..31);
            let dup: Vec<usize> = suit_run(suit).into_iter().chain(27..31).collect();
            h.concealed.push(rng.pick(&dup));
        }
        Class::DragonTail | Class::WindTail => {
            h.concealed.extend(suit_run(suit));
            let dragon = 31 + rng.below(3);
            let wind = 27 + rng.below(4);
            if class == Class::DragonTail {
                h.concealed.extend([dragon, dragon, dragon, wind, wind]);
            } else {
                h.concealed.extend([wind, wind, wind, dragon, dragon]);
            }
        }
        Class::Svarione => {
            // Terminals and honours, some as exposed pungs or kongs.
            let mut stock = Stock::new();
            let mut need = 14;
            while need > 2 && rng.chance(25) {
                let t = rng.pick(&ORPHANS);
                let kind = if rng.chance(25) { MeldKind::Kong } else { MeldKind::Pung };
                let m = Meld { kind, tile: t, exposed: kind == MeldKind::Pung || rng.chance(50), claimed: false };
                if stock.room(&m.tiles()) {
                    stock.take(&m.tiles());
                    h.melds.push(m);
                    need -= 3;
                }
            }
            while h.concealed.len() < need {
                let t = rng.pick(&ORPHANS);
                if stock.room(&[t]) {
                    stock.take(&[t]);
                    h.concealed.push(t);
                }
            }
        }
        _ => return None,
    }
    if h.all_counts().iter().any(|n| *n > 4) {
        return None;
    }
    add_bonus(rng, &mut h);
    add_win(rng, &mut h);
    if is_kajongg(ruleset) {
        kajongg_special_win(rng, &mut h, extra);
    }
    rng.shuffle(&mut h.concealed);
    Some(h)
}

/// Replaces one tile of a knitted hand with an honour or a tile of the third suit, one time in
/// ten: no longer a knitted hand (a false mahjong, most likely).
fn spoil(rng: &mut Rng, h: &mut GenHand, third_suit: usize) {
    if rng.chance(10) {
        let i = rng.below(h.concealed.len());
        h.concealed[i] = if rng.chance(50) { 27 + rng.below(7) } else { third_suit + rng.below(9) };
        h.foreign = true;
    }
}

/// Kajongg's special hands and the win (`dmjl`, `bmja`): nine gates mostly won on its extra tile
/// and self-drawn (`dmjl`'s limit needs both; `bmja`'s gates of heaven take a claimed tile only as
/// the extra one), the wriggling snake mostly self-drawn (a claimed tile would be a declared group).
/// What is left is no winning pattern: marked foreign.
fn kajongg_special_win(rng: &mut Rng, h: &mut GenHand, extra: Option<usize>) {
    match h.class {
        Class::NineGates => {
            let x = extra.expect("nine gates have an extra tile");
            if rng.chance(60)
                && let Some(w) = h.win.as_mut()
            {
                w.tile = x;
                if w.source == Source::RobbedKong {
                    // The extra tile is held twice: no kong to rob.
                    w.source = Source::Discard;
                }
            }
            if rng.chance(50) {
                self_drawn_win(h);
            }
            let w = h.win.expect("a winner");
            if h.ruleset == BMJA && (is_terminal(x) || (w.source.claimed() && w.tile != x)) {
                h.foreign = true;
            }
        }
        Class::WrigglingSnake => {
            if rng.chance(85) {
                self_drawn_win(h);
            }
            if h.win.is_some_and(|w| w.source.claimed()) {
                h.foreign = true;
            }
        }
        _ => {}
    }
}

/// A player who did not win: declared melds, then partial sets, pairs and loose tiles, 13 tiles in
/// all plus one per kong (`italian` sometimes one short or one over).
fn non_winner(rng: &mut Rng, ruleset: usize) -> GenHand {
    let mut h = shell(rng, ruleset, Class::NonWinner);
    let theme = Theme::random(rng);
    let crowd: Vec<usize> = (0..4).chain([18, 31]).collect();
    let mut stock = Stock::new();
    let melds = rng.pick(&[0, 0, 1, 1, 2, 3, 4]);
    for _ in 0..melds {
        if let Some(s) = pick_set(rng, theme, &crowd, &stock, 15, 55) {
            stock.take(&s.tiles());
            let exposed = s.kind != MeldKind::Kong || rng.chance(50);
            let claimed = s.kind == MeldKind::Kong && exposed && claimed_kong(rng, ruleset);
            h.melds.push(Meld { kind: s.kind, tile: s.tile, exposed, claimed });
        }
    }
    let mut want = 13 - 3 * h.melds.len();
    if ruleset == ITALIAN && rng.chance(8) {
        want = if rng.chance(50) { want - 1 } else { want + 1 };
    }
    let mut guard = 0;
    while h.concealed.len() < want && guard < 200 {
        guard += 1;
        let room = want - h.concealed.len();
        let group: Vec<usize> = match rng.below(6) {
            0 | 1 if room >= 3 => match pick_set(rng, theme, &crowd, &stock, 0, 55) {
                Some(s) => s.tiles(),
                None => continue,
            },
            2 if room >= 2 => {
                let t = rng.below(KINDS);
                vec![t, t]
            }
            _ => vec![(0..20).map(|_| rng.below(KINDS)).find(|t| theme.allows(*t, &crowd)).unwrap_or(0)],
        };
        if stock.room(&group) {
            stock.take(&group);
            h.concealed.extend(group);
        }
    }
    if h.concealed.len() != want {
        h.concealed.truncate(want);
    }
    add_bonus(rng, &mut h);
    rng.shuffle(&mut h.concealed);
    h
}

/// Fourteen concealed tiles drawn from a few kinds (one suit; terminals and honours; bamboo 1–4,
/// circles 1–2 and a dragon), won on one of them.
fn loose_winner(rng: &mut Rng, ruleset: usize) -> Option<GenHand> {
    let mut h = shell(rng, ruleset, Class::Loose);
    h.foreign = true;
    let suit = rng.below(3) * 9;
    let pool: Vec<usize> = match rng.below(3) {
        0 => (suit..suit + 9).collect(),
        1 => ORPHANS.to_vec(),
        _ => vec![0, 1, 2, 3, 18, 19, 31],
    };
    let mut stock = Stock::new();
    while h.concealed.len() < 14 {
        let t = rng.pick(&pool);
        // Favour kinds already held, so pairs and sets form.
        let t = if !h.concealed.is_empty() && rng.chance(40) { rng.pick(&h.concealed) } else { t };
        if stock.room(&[t]) {
            stock.take(&[t]);
            h.concealed.push(t);
        }
    }
    add_bonus(rng, &mut h);
    add_win(rng, &mut h);
    Some(h)
}

/// A winner of rule set `ruleset`: sets (most of the time), a special hand or loose tiles.
pub fn winner(rng: &mut Rng, ruleset: usize) -> GenHand {
    loop {
        let h = match rng.below(100) {
            0..=21 => special_winner(rng, ruleset),
            22..=27 => loose_winner(rng, ruleset),
            _ => sets_winner(rng, ruleset),
        };
        if let Some(mut h) = h {
            rng.shuffle(&mut h.concealed);
            return h;
        }
    }
}

/// Any hand: winners of every class and non-winners (loose hands, and winners' hands less their
/// winning tile: waiting, sometimes on a limit hand), of a random rule set.
pub fn any(rng: &mut Rng) -> GenHand {
    let ruleset = rng.below(RULESETS.len());
    match rng.below(8) {
        0 => non_winner(rng, ruleset),
        1 => {
            let mut h = winner(rng, ruleset).waiting().unwrap_or_else(|| non_winner(rng, ruleset));
            h.class = Class::NonWinner;
            h
        }
        _ => winner(rng, ruleset),
    }
}

/// The hand for `seed` ([`any`]).
pub fn from_seed(seed: u64) -> GenHand {
    any(&mut Rng::new(seed))
}

/// A winner for `seed`.
pub fn winner_from_seed(seed: u64) -> GenHand {
    let mut rng = Rng::new(seed);
    let ruleset = rng.below(RULESETS.len());
    winner(&mut rng, ruleset)
}

/// A waiting hand (a winner less its winning tile) for `seed`.
pub fn waiting_from_seed(seed: u64) -> GenHand {
    let h = winner_from_seed(seed);
    h.waiting().unwrap_or(h)
}

/// Whether concealed counts split into `sets` sets and one pair (brute force, independent of the
/// service's tables).
pub fn splits_into_sets_and_pair(c: &[u8; KINDS], sets: usize) -> bool {
    let mut c = *c;
    (0..KINDS).any(|p| {
        if c[p] < 2 {
            return false;
        }
        c[p] -= 2;
        let ok = splits_into_sets(&mut c, sets);
        c[p] += 2;
        ok
    })
}

fn splits_into_sets(c: &mut [u8; KINDS], sets: usize) -> bool {
    let Some(i) = (0..KINDS).find(|i| c[*i] > 0) else { return sets == 0 };
    if sets == 0 {
        return false;
    }
    if c[i] >= 3 {
        c[i] -= 3;
        let ok = splits_into_sets(c, sets - 1);
        c[i] += 3;
        if ok {
            return true;
        }
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        let ok = splits_into_sets(c, sets - 1);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
        return ok;
    }
    false
}
