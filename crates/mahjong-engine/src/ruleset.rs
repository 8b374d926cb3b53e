//! Rule sets as data.
//!
//! A rule set is one TOML document (see `rulesets/*.toml`) that lists its scoring elements, each a
//! value (points, doublings or a limit) attached to one of a small set of named pattern detectors
//! ([`Detector`]). The definition's types are the contract's ([`mahjong_types::ruleset`]): the same
//! structure is served back by `GET /v1/rulesets/{id}`, so everything a rule set does is visible in
//! it. [`Ruleset::compile`] checks a definition once, at start-up, and resolves names to indices so
//! that scoring never looks anything up by string.

use std::collections::BTreeMap;

pub use mahjong_types::ruleset::*;

use super::tile::{Tile, TileMask, Wind, mask_where};

/// A problem found while compiling a rule set definition.
#[derive(Debug, thiserror::Error)]
#[error("rule set {ruleset}: {message}")]
pub struct RulesetError {
    pub ruleset: String,
    pub message: String,
}

/// A detector with names resolved to indices and tile classes to masks.
#[derive(Clone, Debug)]
pub(crate) enum Det {
    Mahjong,
    /// `sel`: the (shape, side) cells of [`set_cells`] the filter counts.
    Set {
        shape: Shape,
        class: TileClass,
        concealed: Option<bool>,
        sel: u64,
    },
    /// `sel` includes exposed kongs where they count as concealed pungs.
    SetCount {
        class: TileClass,
        min: u8,
        max: u8,
        sel: u64,
    },
    /// Class sets (bit = `TileClass as usize`); `allowed` 0 = any.
    Tiles {
        allowed: u16,
        required: u16,
        min_suits: u8,
        max_suits: u8,
    },
    AllChows {
        valueless_pair: bool,
    },
    AllPungs,
    ConcealedHand,
    SelfDrawn,
    WinSource(Source),
    LastTile(Option<bool>),
    Timing(Timing),
    CompletesPair,
    OnlyWait(Option<Shape>),
    WinningTile(TileMask),
    DragonSets {
        pungs: u8,
        pair: bool,
    },
    WindSets {
        pungs: u8,
        pair: bool,
    },
    Pattern(Pattern),
    NineGates,
    Tail {
        pung: TileClass,
        pair: TileClass,
    },
    Bonus(BonusKind, BonusMatch),
    BonusSet(BonusKind),
    NoBonus,
    Seat(Wind),
    AllOf(Vec<Det>),
    NoOtherPoints,
}

impl Det {
    /// Whether the detector's answer depends only on the hand and the win, not on how the tiles
    /// are arranged: such detectors run once per hand rather than once per arrangement.
    pub(crate) fn hand_level(&self) -> bool {
        match self {
            Det::Mahjong
            | Det::Tiles { .. }
            | Det::ConcealedHand
            | Det::SelfDrawn
            | Det::WinSource(_)
            | Det::LastTile(_)
            | Det::Timing(_)
            | Det::WinningTile(_)
            | Det::NineGates
            | Det::Tail { .. }
            | Det::Bonus(..)
            | Det::BonusSet(_)
            | Det::NoBonus
            | Det::Seat(_) => true,
            Det::AllOf(all) => all.iter().all(Det::hand_level),
            _ => false,
        }
    }
}

/// Byte cells of a set-statistics word: shape (chow 0, pung 1, kong 2, pair 3) × side (exposed
/// 0, concealed 1), cell `2 * shape + side`. A word per tile class counts the sets of each cell,
/// so a filter's count is the sum of the bytes its mask selects.
pub(crate) fn set_cells(shape: Shape, concealed: Option<bool>) -> u64 {
    let shapes: &[u32] = match shape {
        Shape::Chow => &[0],
        Shape::Pung => &[1],
        Shape::Kong => &[2],
        Shape::PungOrKong => &[1, 2],
        Shape::Pair => &[3],
    };
    let sides: &[u32] = match concealed {
        None => &[0, 1],
        Some(false) => &[0],
        Some(true) => &[1],
    };
    let mut m = 0u64;
    for sh in shapes {
        for side in sides {
            m |= 0xff << (8 * (2 * sh + side));
        }
    }
    m
}

/// What an element is worth.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Points(u32),
    Doublings(u32),
    Limit(u32),
}

/// A compiled element.
#[derive(Clone, Debug)]
pub(crate) struct CElement {
    pub det: Det,
    pub value: Value,
    pub applies: Applies,
    pub unless: Vec<usize>,
    pub enabled_by: Option<usize>,
    pub patterns: Vec<Pattern>,
    pub irregular: bool,
    /// `det.hand_level()`.
    pub hand_level: bool,
    /// Bits of `patterns` ([`Pattern::bit`]); every bit when `patterns` is empty.
    pub pattern_bits: u8,
    /// In [`Plan::simple`].
    pub simple: bool,
}

/// Most elements a rule set may have (they are counted in fixed arrays while scoring).
pub const MAX_ELEMENTS: usize = 128;

/// A checked, compiled rule set.
#[derive(Debug)]
pub struct Ruleset {
    pub def: RulesetDef,
    pub(crate) elements: Vec<CElement>,
    pub(crate) min_or: Vec<usize>,
    /// Elements that name others in `unless`.
    pub(crate) with_unless: Vec<usize>,
    pub(crate) class_masks: [TileMask; TileClass::COUNT],
    /// Everything scoring needs, resolved once (bit sets indexed by element).
    pub(crate) plan: Plan,
}

/// Element bit sets and resolved settings, computed by [`Ruleset::compile`] so that scoring walks
/// only the elements that can matter for a hand.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    /// Elements that apply to winners / to non-winners, as bit sets and in element order.
    pub winner: u128,
    pub non_winner: u128,
    pub winner_list: Vec<u8>,
    pub non_winner_list: Vec<u8>,
    /// Elements behind a boolean option: (element, option index).
    pub gated: Vec<(usize, usize)>,
    /// Hand-level elements with no pattern filter, no `unless` on either side and not
    /// `no_other_points`: their count is the same for every arrangement, and so is their value.
    pub simple: u128,
    /// Elements with a non-empty `unless`, and elements some `unless` names.
    pub with_unless: u128,
    pub no_other_points: u128,
    pub min_or: u128,
    /// Patterns always in play, and patterns behind a boolean option.
    pub patterns_fixed: u8,
    pub patterns_gated: Vec<(u8, usize)>,
    /// Patterns whose arrangements score only their limit hand ([`PatternDef::limit_only`]).
    pub patterns_limit_only: u8,
    pub min_points: Option<MinPoints>,
    /// Static tile classes of each tile kind (bit = `TileClass as usize`; seat and round winds
    /// are per player).
    pub tile_classes: [u16; 34],
    /// The waiting-limit search can decide each limit element from the patterns the completed
    /// hand has and hand-level detectors alone (see `score::waiting_limit`).
    pub waiting_by_pattern: bool,
}

/// A resolved minimum of points.
#[derive(Copy, Clone, Debug)]
pub(crate) enum MinPoints {
    Fixed(u32),
    Option(usize),
}

impl Ruleset {
    /// Parses and compiles a TOML definition.
    pub fn from_toml(text: &str) -> Result<Ruleset, RulesetError> {
        let def: RulesetDef =
            toml::from_str(text).map_err(|e| RulesetError { ruleset: "?".into(), message: e.to_string() })?;
        Ruleset::compile(def)
    }

    /// Checks a definition and resolves its names.
    pub fn compile(def: RulesetDef) -> Result<Ruleset, RulesetError> {
        let err = |m: String| RulesetError { ruleset: def.id.clone(), message: m };
        if def.id.is_empty() || !def.id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            return Err(err(format!("id {:?} must be non-empty ASCII letters, digits, '-' or '_'", def.id)));
        }
        if def.elements.len() > MAX_ELEMENTS {
            return Err(err(format!("at most {MAX_ELEMENTS} elements")));
        }
        let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, e) in def.elements.iter().enumerate() {
            if ids.insert(e.id.as_str(), i).is_some() {
                return Err(err(format!("duplicate element id {:?}", e.id)));
            }
        }
        let mut opt_ids: BTreeMap<&str, &OptionDef> = BTreeMap::new();
        for o in &def.options {
            if opt_ids.insert(o.id.as_str(), o).is_some() {
                return Err(err(format!("duplicate option id {:?}", o.id)));
            }
            let typed = matches!(
                (o.ty, o.default),
                (OptionType::Bool, OptionValue::Bool(_)) | (OptionType::Int, OptionValue::Int(_))
            );
            if !typed {
                return Err(err(format!("option {:?}: default does not match its type", o.id)));
            }
            if let OptionKind::Int { default, min, max } = o.kind()
                && !(min <= default && default <= max)
            {
                return Err(err(format!("option {:?}: default outside {min}..={max}", o.id)));
            }
        }
        let bool_opt = |name: &str, what: &str| -> Result<usize, RulesetError> {
            match def.options.iter().position(|o| o.id == name) {
                Some(i) if matches!(def.options[i].kind(), OptionKind::Bool { .. }) => Ok(i),
                Some(_) => Err(err(format!("{what}: option {name:?} is not boolean"))),
                None => Err(err(format!("{what}: no option {name:?}"))),
            }
        };
        let check_setting_bool = |s: &Setting<bool>, what: &str| match s {
            Setting::Fixed(_) => Ok(()),
            Setting::Option { option } => bool_opt(option, what).map(|_| ()),
        };
        check_setting_bool(&def.bonus_tiles, "bonus_tiles")?;
        if let Payments::Classical { east_double } = &def.settlement.payments {
            check_setting_bool(east_double, "settlement.east_double")?;
        }
        if let Some(Setting::Option { option }) = &def.minimum.points
            && !matches!(opt_ids.get(option.as_str()).map(|o| o.kind()), Some(OptionKind::Int { .. }))
        {
            return Err(err(format!("minimum.points: no integer option {option:?}")));
        }
        for p in &def.patterns {
            if let Some(o) = &p.enabled_by {
                bool_opt(o, "pattern")?;
            }
            if p.limit_only && p.pattern.is_sets_and_pair() {
                return Err(err(format!(
                    "pattern {:?}: sets and a pair always earn points, not only a limit",
                    p.pattern
                )));
            }
        }
        let mut elements = Vec::with_capacity(def.elements.len());
        for e in &def.elements {
            let what = format!("element {:?}", e.id);
            let value = match (e.points, e.doublings, e.limit) {
                (Some(p), None, None) => Value::Points(p),
                (None, Some(d), None) => Value::Doublings(d),
                (None, None, Some(l)) => Value::Limit(l),
                _ => return Err(err(format!("{what}: exactly one of points, doublings, limit"))),
            };
            let unless = e
                .unless
                .iter()
                .map(|u| {
                    ids.get(u.as_str()).copied().ok_or_else(|| err(format!("{what}: unknown element {u:?} in unless")))
                })
                .collect::<Result<Vec<_>, _>>()?;
            let enabled_by = e.enabled_by.as_deref().map(|o| bool_opt(o, &what)).transpose()?;
            let det = compile_det(&e.detector).map_err(|m| err(format!("{what}: {m}")))?;
            if matches!(det, Det::NoOtherPoints) && !matches!(value, Value::Points(_)) {
                return Err(err(format!("{what}: no_other_points must be worth points")));
            }
            let hand_level = det.hand_level();
            let pattern_bits =
                if e.patterns.is_empty() { u8::MAX } else { e.patterns.iter().fold(0, |m, p| m | p.bit()) };
            elements.push(CElement {
                det,
                value,
                applies: e.applies,
                unless,
                enabled_by,
                patterns: e.patterns.clone(),
                irregular: e.irregular,
                hand_level,
                pattern_bits,
                simple: false,
            });
        }
        let min_or = def
            .minimum
            .or_elements
            .iter()
            .map(|u| ids.get(u.as_str()).copied().ok_or_else(|| err(format!("minimum: unknown element {u:?}"))))
            .collect::<Result<Vec<_>, _>>()?;
        if let Payments::Chips { bands, .. } = &def.settlement.payments
            && (bands.first().map(|b| b.min_points) != Some(0)
                || bands.windows(2).any(|w| w[0].min_points >= w[1].min_points))
        {
            return Err(err("settlement.bands must start at 0 points and increase".into()));
        }
        if def.patterns.is_empty() {
            return Err(err("at least one pattern".into()));
        }
        super::session::check(&def.session, &def.tournament, def.extra_round_wind).map_err(err)?;
        if def.session.reconcile_each_round && def.session_chips != Some(def.session.starting_total) {
            return Err(err("session.reconcile_each_round: session_chips must equal session.starting_total".into()));
        }
        // Seat and round wind masks depend on the player: `static_mask` leaves them 0.
        let mut class_masks = [0; TileClass::COUNT];
        for c in TileClass::ALL {
            class_masks[c.slot()] = static_mask(c);
        }
        let with_unless = (0..elements.len()).filter(|i| !elements[*i].unless.is_empty()).collect();
        let plan = Plan::new(&def, &elements, &min_or, &class_masks);
        for (i, e) in elements.iter_mut().enumerate() {
            e.simple = plan.simple & (1 << i) != 0;
        }
        Ok(Ruleset { def, elements, min_or, with_unless, class_masks, plan })
    }

    pub fn id(&self) -> &str {
        &self.def.id
    }

    /// How payments are made.
    pub fn payments_rule(&self) -> &Payments {
        &self.def.settlement.payments
    }

    /// The mask of a tile class for a player (seat and prevailing winds resolved).
    pub(crate) fn class_mask(&self, class: TileClass, seat: Wind, rounds: u8) -> TileMask {
        match class {
            TileClass::SeatWind => 1 << Tile::wind(seat).index(),
            TileClass::RoundWind => {
                Wind::ALL.iter().filter(|w| rounds & w.bit() != 0).fold(0, |m, w| m | 1 << Tile::wind(*w).index())
            }
            c => self.class_masks[c.slot()],
        }
    }

    /// Resolves request option overrides against the defaults.
    pub fn resolve_options(&self, overrides: &[(String, OptionValue)]) -> Result<Options, Vec<OptionProblem>> {
        let mut values: Vec<OptionValue> = self
            .def
            .options
            .iter()
            .map(|o| match o.kind() {
                OptionKind::Bool { default } => OptionValue::Bool(default),
                OptionKind::Int { default, .. } => OptionValue::Int(default),
            })
            .collect();
        let mut problems = Vec::new();
        for (name, v) in overrides {
            match self.def.options.iter().position(|o| &o.id == name) {
                None => problems.push(OptionProblem {
                    option: name.clone(),
                    code: super::Code::UnknownOption,
                    message: format!(
                        "rule set {:?} has no option {:?}; its options are: {}",
                        self.def.id,
                        name,
                        if self.def.options.is_empty() {
                            "none".to_string()
                        } else {
                            self.def.options.iter().map(|o| o.id.as_str()).collect::<Vec<_>>().join(", ")
                        }
                    ),
                }),
                Some(i) => match (&self.def.options[i].kind(), v) {
                    (OptionKind::Bool { .. }, OptionValue::Bool(_)) => values[i] = *v,
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) if (min..=max).contains(&n) => {
                        values[i] = *v
                    }
                    (OptionKind::Int { min, max, .. }, OptionValue::Int(n)) => problems.push(OptionProblem {
                        option: name.clone(),
                        code: super::Code::InvalidOptionValue,
                        message: format!("option {name:?} must be between {min} and {max}, not {n}"),
                    }),
                    (kind, _) => problems.push(OptionProblem {
                        option: name.clone(),
                        code: super::Code::InvalidOptionValue,
                        message: format!(
                            "option {name:?} takes {}",
                            if matches!(kind, OptionKind::Bool { .. }) { "true or false" } else { "an integer" }
                        ),
                    }),
                },
            }
        }
        if problems.is_empty() { Ok(Options { values }) } else { Err(problems) }
    }

    /// Option values with nothing overridden.
    pub fn default_options(&self) -> Options {
        self.resolve_options(&[]).unwrap_or(Options { values: Vec::new() })
    }

    pub(crate) fn setting_bool(&self, s: &Setting<bool>, opts: &Options) -> bool {
        match s {
            Setting::Fixed(b) => *b,
            Setting::Option { option } => {
                self.def.options.iter().position(|o| &o.id == option).map(|i| opts.bool(i)).unwrap_or(false)
            }
        }
    }

    /// Whether bonus tiles are in play under these options.
    pub fn bonus_tiles(&self, opts: &Options) -> bool {
        self.setting_bool(&self.def.bonus_tiles, opts)
    }

    /// Whether a pattern is in play under these options.
    pub fn pattern_enabled(&self, p: Pattern, opts: &Options) -> bool {
        self.enabled_patterns(opts) & p.bit() != 0
    }

    /// The patterns in play under these options ([`Pattern::bit`]s).
    pub(crate) fn enabled_patterns(&self, opts: &Options) -> u8 {
        let mut m = self.plan.patterns_fixed;
        for (bit, o) in &self.plan.patterns_gated {
            if opts.bool(*o) {
                m |= bit;
            }
        }
        m
    }

    /// The elements active for a winner or a non-winner under these options.
    pub(crate) fn active_elements(&self, opts: &Options, winner: bool) -> u128 {
        let mut m = if winner { self.plan.winner } else { self.plan.non_winner };
        for (e, o) in &self.plan.gated {
            if !opts.bool(*o) {
                m &= !(1u128 << e);
            }
        }
        m
    }

    /// The minimum of points a winning hand needs under these options, if any.
    pub(crate) fn min_points(&self, opts: &Options) -> Option<u32> {
        self.plan.min_points.map(|m| match m {
            MinPoints::Fixed(v) => v,
            MinPoints::Option(i) => opts.int(i).max(0) as u32,
        })
    }

    /// The value of a named boolean option (false when the rule set has no such option).
    pub fn option_bool(&self, name: &str, opts: &Options) -> bool {
        self.def.options.iter().position(|o| o.id == name).is_some_and(|i| opts.bool(i))
    }
}

impl Plan {
    fn new(def: &RulesetDef, elements: &[CElement], min_or: &[usize], class_masks: &[TileMask]) -> Plan {
        let opt_index = |id: &str| def.options.iter().position(|o| o.id == id);
        let mut plan = Plan {
            winner: 0,
            non_winner: 0,
            winner_list: Vec::new(),
            non_winner_list: Vec::new(),
            gated: Vec::new(),
            simple: 0,
            with_unless: 0,
            no_other_points: 0,
            min_or: 0,
            patterns_fixed: 0,
            patterns_gated: Vec::new(),
            patterns_limit_only: 0,
            min_points: None,
            tile_classes: [0; 34],
            waiting_by_pattern: false,
        };
        let mut named = 0u128;
        for e in elements {
            for u in &e.unless {
                named |= 1 << u;
            }
        }
        for (i, e) in elements.iter().enumerate() {
            let bit = 1u128 << i;
            if e.applies != Applies::NonWinner {
                plan.winner |= bit;
                plan.winner_list.push(i as u8);
            }
            if e.applies != Applies::Winner {
                plan.non_winner |= bit;
                plan.non_winner_list.push(i as u8);
            }
            if let Some(o) = e.enabled_by {
                plan.gated.push((i, o));
            }
            let npo = matches!(e.det, Det::NoOtherPoints);
            if npo {
                plan.no_other_points |= bit;
            }
            if !e.unless.is_empty() || named & bit != 0 {
                plan.with_unless |= bit;
            }
            if e.hand_level && e.patterns.is_empty() && e.unless.is_empty() && named & bit == 0 && !npo {
                plan.simple |= bit;
            }
        }
        for i in min_or {
            plan.min_or |= 1 << i;
        }
        for p in &def.patterns {
            if p.limit_only {
                plan.patterns_limit_only |= p.pattern.bit();
            }
            match p.enabled_by.as_deref().map(opt_index) {
                None => plan.patterns_fixed |= p.pattern.bit(),
                Some(Some(o)) => plan.patterns_gated.push((p.pattern.bit(), o)),
                // An unknown option never enables (compile rejects it anyway).
                Some(None) => {}
            }
        }
        plan.min_points = def.minimum.points.as_ref().map(|p| match p {
            Setting::Fixed(v) => MinPoints::Fixed(*v),
            Setting::Option { option } => match opt_index(option) {
                Some(i) => MinPoints::Option(i),
                None => MinPoints::Fixed(0),
            },
        });
        for (t, classes) in plan.tile_classes.iter_mut().enumerate() {
            for c in TileClass::ALL {
                if class_masks[c.slot()] & (1 << t) != 0 {
                    *classes |= 1 << c.slot();
                }
            }
        }
        // The waiting-limit search needs, for each limit element it looks for, a detector that
        // depends on the hand alone or on the arrangement's pattern alone, and no `unless` among
        // those elements.
        let irregular_only = def.waiting_limit.as_ref().is_some_and(|w| w.irregular_only);
        let wanted: Vec<&CElement> = elements
            .iter()
            .filter(|e| {
                matches!(e.value, Value::Limit(_))
                    && (e.irregular || !irregular_only)
                    && e.applies != Applies::NonWinner
            })
            .collect();
        let wanted_bits: u128 = elements
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e.value, Value::Limit(_)) && (e.irregular || !irregular_only))
            .fold(0, |m, (i, _)| m | 1 << i);
        plan.waiting_by_pattern = wanted.iter().all(|e| {
            (e.hand_level || matches!(e.det, Det::Pattern(_))) && e.unless.iter().all(|u| wanted_bits & (1 << u) == 0)
        });
        plan
    }
}

fn static_mask(c: TileClass) -> TileMask {
    match c {
        TileClass::Any => mask_where(|_| true),
        TileClass::Simple => mask_where(Tile::is_simple),
        TileClass::Terminal => mask_where(Tile::is_terminal),
        TileClass::Suit => mask_where(Tile::is_suited),
        TileClass::Honour => mask_where(Tile::is_honour),
        TileClass::Wind => mask_where(Tile::is_wind),
        TileClass::Dragon => mask_where(Tile::is_dragon),
        TileClass::Major => mask_where(Tile::is_major),
        TileClass::Green => mask_where(Tile::is_green),
        TileClass::SeatWind | TileClass::RoundWind => 0,
    }
}

fn compile_det(d: &Detector) -> Result<Det, String> {
    Ok(match d {
        Detector::Mahjong => Det::Mahjong,
        Detector::Set { shape, tiles, concealed } => {
            Det::Set { shape: *shape, class: *tiles, concealed: *concealed, sel: set_cells(*shape, *concealed) }
        }
        Detector::SetCount { shape, tiles, concealed, exposed_kong_as_concealed, min, max } => {
            let mut sel = set_cells(*shape, *concealed);
            // An exposed kong counted as a concealed pung (`rode-boekje`).
            if *exposed_kong_as_concealed
                && *concealed == Some(true)
                && matches!(shape, Shape::Kong | Shape::PungOrKong)
            {
                sel |= set_cells(Shape::Kong, Some(false));
            }
            Det::SetCount { class: *tiles, min: *min, max: max.unwrap_or(u8::MAX), sel }
        }
        Detector::Tiles { allowed, required, min_suits, max_suits } => {
            if min_suits > max_suits || *max_suits > 3 {
                return Err("tiles: need min_suits <= max_suits <= 3".into());
            }
            Det::Tiles {
                allowed: allowed.iter().fold(0, |m, c| m | 1 << c.slot()),
                required: required.iter().fold(0, |m, c| m | 1 << c.slot()),
                min_suits: *min_suits,
                max_suits: *max_suits,
            }
        }
        Detector::AllChows { valueless_pair } => Det::AllChows { valueless_pair: *valueless_pair },
        Detector::AllPungs => Det::AllPungs,
        Detector::ConcealedHand => Det::ConcealedHand,
        Detector::SelfDrawn => Det::SelfDrawn,
        Detector::WinSource { source } => Det::WinSource(*source),
        Detector::LastTile { self_drawn } => Det::LastTile(*self_drawn),
        Detector::Timing { timing } => Det::Timing(*timing),
        Detector::CompletesPair => Det::CompletesPair,
        Detector::OnlyWait { shape } => Det::OnlyWait(*shape),
        Detector::WinningTile { tiles } => {
            let mut m = 0;
            for t in tiles {
                match Tile::parse(t) {
                    Some(t) if !t.is_bonus() => m |= 1 << t.index(),
                    _ => return Err(format!("winning_tile: {t:?} is not a tile code")),
                }
            }
            Det::WinningTile(m)
        }
        Detector::DragonSets { pungs, pair } => Det::DragonSets { pungs: *pungs, pair: *pair },
        Detector::WindSets { pungs, pair } => Det::WindSets { pungs: *pungs, pair: *pair },
        Detector::Pattern { pattern } => Det::Pattern(*pattern),
        Detector::NineGates => Det::NineGates,
        Detector::Tail { pung, pair } => Det::Tail { pung: *pung, pair: *pair },
        Detector::Bonus { which, matching } => Det::Bonus(*which, *matching),
        Detector::BonusSet { which } => Det::BonusSet(*which),
        Detector::NoBonus => Det::NoBonus,
        Detector::Seat { wind } => Det::Seat(*wind),
        Detector::AllOf { all } => {
            if all.is_empty() {
                return Err("all_of needs at least one detector".into());
            }
            Det::AllOf(all.iter().map(compile_det).collect::<Result<_, _>>()?)
        }
        Detector::NoOtherPoints => Det::NoOtherPoints,
    })
}

/// Option values resolved for one request, indexed like [`RulesetDef::options`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    values: Vec<OptionValue>,
}

impl Options {
    pub(crate) fn bool(&self, i: usize) -> bool {
        matches!(self.values.get(i), Some(OptionValue::Bool(true)))
    }
    pub(crate) fn int(&self, i: usize) -> i64 {
        match self.values.get(i) {
            Some(OptionValue::Int(n)) => *n,
            _ => 0,
        }
    }
}

/// An option override that could not be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionProblem {
    pub option: String,
    pub code: super::Code,
    pub message: String,
}

/// A rule set with the option values of one request.
#[derive(Clone, Copy, Debug)]
pub struct Rules<'a> {
    pub set: &'a Ruleset,
    pub opts: &'a Options,
}
