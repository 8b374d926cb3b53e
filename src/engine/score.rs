//! Scoring: every arrangement of a hand is evaluated against the rule set's elements and the one
//! with the highest final total is reported, itemised (RULES.md §1, §6).
//!
//! The evaluation of one arrangement fills a fixed array of per-element counts and sums values:
//! no allocation. Only the winning arrangement is turned into a breakdown.

use arrayvec::ArrayVec;

use super::arrange::{self, Arrangement, Set, SetKind};
use super::hand::{CheckedHand, Context, CountFault, Hand, Win};
use super::ruleset::{
    Applies, BonusKind, BonusMatch, CElement, Det, MAX_ELEMENTS, Method, Pattern, Rounding, Rules, Shape, Source,
    TileClass, Value,
};
use super::tile::{Tile, TileMask, present_mask};

/// One awarded element occurrence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ElementHit {
    /// Index into the rule set's elements.
    pub element: usize,
    pub points: u32,
    pub doublings: u32,
    pub limit: Option<u32>,
    /// The tiles it came from (empty for whole-hand elements).
    pub tiles: ArrayVec<Tile, 4>,
}

/// The limit hand a total comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitHand {
    pub element: usize,
    pub value: u32,
    /// A non-winner waiting on an irregular limit hand (`rode-boekje`, half value).
    pub waiting: bool,
}

/// Why a hand scores nothing or less than it seems to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub code: &'static str,
    pub message: String,
}

/// A scored hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// A winner's hand that is a legal mahjong. False for non-winners.
    pub mahjong: bool,
    pub total: u32,
    pub points: u32,
    pub doublings: u32,
    pub limit_hand: Option<LimitHand>,
    /// An ordinary total was cut to the limit.
    pub capped: bool,
    pub elements: Vec<ElementHit>,
    pub arrangement: Vec<Set>,
    pub reasons: Vec<Reason>,
}

/// Everything about the hand that does not depend on the arrangement.
struct View<'a> {
    rules: Rules<'a>,
    hand: &'a Hand,
    ctx: &'a Context,
    win: Option<&'a Win>,
    present: TileMask,
    suits: u8,
    masks: [TileMask; 11],
    /// Ordinary waits of the hand before the winning tile, counted up to 2; computed on first use
    /// (only an `only_wait` detector whose other conditions hold asks).
    /// needs them).
    waits: std::cell::OnceCell<usize>,
    /// Counts of the elements whose detectors depend on the hand only, computed once.
    fixed: Counts,
    /// The other active elements, evaluated per arrangement.
    dynamic: ArrayVec<u8, MAX_ELEMENTS>,
}

impl<'a> View<'a> {
    fn new(rules: Rules<'a>, hand: &'a Hand, ctx: &'a Context) -> View<'a> {
        View::with_elements(rules, hand, ctx, |_| true)
    }

    /// A view that scores only the elements `keep` accepts (all active elements by default).
    fn with_elements(rules: Rules<'a>, hand: &'a Hand, ctx: &'a Context, keep: impl Fn(&CElement) -> bool) -> View<'a> {
        let all = hand.all_counts();
        let present = present_mask(&all);
        let suits = (0..3).filter(|s| present & (0x1ff << (9 * s)) != 0).count() as u8;
        let mut masks = [0; 11];
        for c in CLASSES {
            masks[c as usize] = rules.set.class_mask(c, ctx.seat, ctx.rounds);
        }
        let win = ctx.win.as_ref();
        let winner = win.is_some();
        let active = |e: &CElement| rules.element_enabled(e) && applies(e.applies, winner) && keep(e);
        let waits = std::cell::OnceCell::new();
        let mut v = View {
            rules,
            hand,
            ctx,
            win,
            present,
            suits,
            masks,
            waits,
            fixed: [0; MAX_ELEMENTS],
            dynamic: ArrayVec::new(),
        };
        let empty = Arrangement { pattern: Pattern::Standard, sets: ArrayVec::new() };
        for (i, e) in rules.set.elements.iter().enumerate() {
            if !active(e) {
                continue;
            }
            if e.det.hand_level() {
                v.fixed[i] = detect(&e.det, &v, &empty, &SetStats::EMPTY, None).min(u8::MAX as u32) as u8;
            }
            if !e.det.hand_level() || !e.patterns.is_empty() || matches!(e.det, Det::NoOtherPoints) {
                v.dynamic.push(i as u8);
            }
        }
        v
    }

    /// Ordinary waits of the hand before the winning tile, up to 2.
    fn wait_count(&self) -> usize {
        *self.waits.get_or_init(|| match self.win {
            Some(w) if self.hand.concealed[w.tile.index()] > 0 => {
                let mut before = self.hand.clone();
                before.concealed[w.tile.index()] -= 1;
                arrange::count_waits(self.rules, &before, true, 2)
            }
            _ => 0,
        })
    }

    fn mask(&self, c: TileClass) -> TileMask {
        self.masks[c as usize]
    }

    fn in_class(&self, t: Tile, c: TileClass) -> bool {
        self.mask(c) & (1 << t.index()) != 0
    }
}

const CLASSES: [TileClass; 11] = TileClass::ALL;

fn shape_matches(shape: Shape, k: SetKind) -> bool {
    match shape {
        Shape::Chow => k == SetKind::Chow,
        Shape::Pung => k == SetKind::Pung,
        Shape::Kong => k == SetKind::Kong,
        Shape::PungOrKong => matches!(k, SetKind::Pung | SetKind::Kong),
        Shape::Pair => k == SetKind::Pair,
    }
}

/// The sets of one arrangement counted by shape (chow, pung, kong, pair), exposure and tile
/// class, built once per arrangement so that set detectors are lookups rather than scans.
struct SetStats {
    n: [[[u8; CLASSES.len()]; 2]; 4],
}

impl SetStats {
    const EMPTY: SetStats = SetStats { n: [[[0; CLASSES.len()]; 2]; 4] };

    fn new(v: &View<'_>, arr: &Arrangement) -> SetStats {
        let mut st = SetStats::EMPTY;
        for s in &arr.sets {
            let shape = match s.kind {
                SetKind::Chow => 0,
                SetKind::Pung => 1,
                SetKind::Kong => 2,
                SetKind::Pair => 3,
                SetKind::MixedPair | SetKind::Single => continue,
            };
            let bit = 1u64 << s.tile.index();
            let row = &mut st.n[shape][s.concealed as usize];
            for (c, m) in row.iter_mut().zip(v.masks.iter()) {
                *c += (m & bit != 0) as u8;
            }
        }
        st
    }

    /// Sets of `shape` in `class`, concealed or exposed as asked.
    fn count(&self, shape: Shape, class: TileClass, concealed: Option<bool>) -> u32 {
        let shapes: &[usize] = match shape {
            Shape::Chow => &[0],
            Shape::Pung => &[1],
            Shape::Kong => &[2],
            Shape::PungOrKong => &[1, 2],
            Shape::Pair => &[3],
        };
        let sides: &[usize] = match concealed {
            None => &[0, 1],
            Some(false) => &[0],
            Some(true) => &[1],
        };
        let c = class as usize;
        shapes.iter().map(|sh| sides.iter().map(|side| self.n[*sh][*side][c] as u32).sum::<u32>()).sum()
    }
}

type Sink<'s> = Option<&'s mut ArrayVec<ArrayVec<Tile, 4>, 16>>;

fn push(sink: &mut Sink<'_>, tiles: ArrayVec<Tile, 4>) {
    if let Some(s) = sink {
        let _ = s.try_push(tiles);
    }
}

fn win_tile_list(v: &View<'_>) -> ArrayVec<Tile, 4> {
    v.win.map(|w| w.tile).into_iter().collect()
}

/// How many times a detector applies to an arrangement; occurrences' tiles go to `sink`.
/// How many times a detector applies to an arrangement; with a sink, each occurrence's tiles are
/// collected (for the breakdown) and set detectors scan the sets instead of using `st`.
fn detect(det: &Det, v: &View<'_>, arr: &Arrangement, st: &SetStats, mut sink: Sink<'_>) -> u32 {
    let once = |ok: bool, tiles: ArrayVec<Tile, 4>, sink: &mut Sink<'_>| {
        if ok {
            push(sink, tiles);
        }
        ok as u32
    };
    match det {
        Det::Mahjong => once(v.win.is_some(), ArrayVec::new(), &mut sink),
        Det::Set { shape, class, concealed } if sink.is_none() => st.count(*shape, *class, *concealed),
        Det::Set { shape, class, concealed } => {
            let mut n = 0;
            for s in &arr.sets {
                if shape_matches(*shape, s.kind)
                    && v.in_class(s.tile, *class)
                    && concealed.is_none_or(|c| c == s.concealed)
                {
                    n += 1;
                    push(&mut sink, s.tiles());
                }
            }
            n
        }
        Det::SetCount { shape, class, concealed, ek, min, max } => {
            let mut n = st.count(*shape, *class, *concealed);
            // An exposed kong counted as a concealed pung (`rode-boekje`).
            if *ek && *concealed == Some(true) && shape_matches(*shape, SetKind::Kong) {
                n += st.count(Shape::Kong, *class, Some(false));
            }
            once((*min as u32..=*max as u32).contains(&n), ArrayVec::new(), &mut sink)
        }
        Det::Tiles { allowed, required, min_suits, max_suits } => {
            let allowed_mask =
                if allowed.is_empty() { u64::MAX } else { allowed.iter().fold(0, |m, c| m | v.mask(*c)) };
            let ok = v.present != 0
                && v.present & !allowed_mask == 0
                && required.iter().all(|c| v.present & v.mask(*c) != 0)
                && (*min_suits..=*max_suits).contains(&v.suits);
            once(ok, ArrayVec::new(), &mut sink)
        }
        Det::AllChows { valueless_pair } => {
            let chows = st.count(Shape::Chow, TileClass::Any, None);
            let pair_ok = match arr.pair() {
                Some(p) if *valueless_pair => {
                    p.kind == SetKind::Pair
                        && !v.in_class(p.tile, TileClass::Dragon)
                        && !v.in_class(p.tile, TileClass::SeatWind)
                        && !v.in_class(p.tile, TileClass::RoundWind)
                }
                Some(_) => true,
                None => false,
            };
            once(arr.pattern == Pattern::Standard && chows == 4 && pair_ok, ArrayVec::new(), &mut sink)
        }
        Det::AllPungs => {
            let n = st.count(Shape::PungOrKong, TileClass::Any, None);
            once(arr.pattern == Pattern::Standard && n == 4 && arr.pair().is_some(), ArrayVec::new(), &mut sink)
        }
        Det::ConcealedHand => once(v.hand.melds.iter().all(|m| !m.exposed), ArrayVec::new(), &mut sink),
        Det::SelfDrawn => once(v.win.is_some_and(|w| w.source.self_drawn()), win_tile_list(v), &mut sink),
        Det::WinSource(src) => once(v.win.is_some_and(|w| w.source == *src), win_tile_list(v), &mut sink),
        Det::LastTile(sd) => once(
            v.win.is_some_and(|w| w.last_tile && sd.is_none_or(|sd| sd == w.source.self_drawn())),
            win_tile_list(v),
            &mut sink,
        ),
        Det::Timing(t) => once(v.win.is_some_and(|w| w.timing == *t), ArrayVec::new(), &mut sink),
        Det::CompletesPair => once(
            arr.winning_set().is_some_and(|s| matches!(s.kind, SetKind::Pair | SetKind::MixedPair)),
            win_tile_list(v),
            &mut sink,
        ),
        Det::OnlyWait(shape) => {
            let shape_ok = shape.is_none_or(|sh| arr.winning_set().is_some_and(|s| shape_matches(sh, s.kind)));
            once(v.win.is_some() && shape_ok && v.wait_count() == 1, win_tile_list(v), &mut sink)
        }
        Det::WinningTile(mask) => {
            once(v.win.is_some_and(|w| mask & (1 << w.tile.index()) != 0), win_tile_list(v), &mut sink)
        }
        Det::DragonSets { pungs, pair } | Det::WindSets { pungs, pair } => {
            let class = if matches!(det, Det::DragonSets { .. }) { TileClass::Dragon } else { TileClass::Wind };
            let n = st.count(Shape::PungOrKong, class, None);
            let pair_ok = !*pair || arr.pair().is_some_and(|p| p.kind == SetKind::Pair && v.in_class(p.tile, class));
            let ok = arr.pattern == Pattern::Standard && n == *pungs as u32 && pair_ok;
            if ok {
                for s in arr.sets.iter().filter(|s| v.in_class(s.tile, class) && s.kind != SetKind::Single) {
                    push(&mut sink, s.tiles());
                }
                if sink.is_none() {
                    return 1;
                }
            }
            ok as u32
        }
        Det::Pattern(p) => once(arr.pattern == *p, ArrayVec::new(), &mut sink),
        Det::NineGates => {
            let c = &v.hand.concealed;
            let ok = v.hand.melds.is_empty()
                && v.suits == 1
                && v.present & v.mask(TileClass::Honour) == 0
                && (0..3).any(|s| {
                    let r = &c[s * 9..s * 9 + 9];
                    r[0] >= 3
                        && r[8] >= 3
                        && r[1..8].iter().all(|n| *n >= 1)
                        && r.iter().map(|n| *n as u32).sum::<u32>() == 14
                });
            once(ok, ArrayVec::new(), &mut sink)
        }
        Det::Tail { pung, pair } => {
            let c = &v.hand.concealed;
            let mut ok = v.hand.melds.is_empty() && v.suits == 1;
            if ok {
                let s = (0..3).find(|s| c[s * 9..s * 9 + 9].iter().any(|n| *n > 0)).unwrap_or(0);
                ok = c[s * 9..s * 9 + 9].iter().all(|n| *n == 1);
                let mut pungs = 0;
                let mut pairs = 0;
                for (i, n) in c.iter().enumerate().skip(27) {
                    let t = Tile::from_index(i).unwrap_or(Tile::B1);
                    match n {
                        0 => {}
                        3 if v.in_class(t, *pung) => pungs += 1,
                        2 if v.in_class(t, *pair) => pairs += 1,
                        _ => ok = false,
                    }
                }
                ok &= pungs == 1 && pairs == 1;
            }
            once(ok, ArrayVec::new(), &mut sink)
        }
        Det::Bonus(kind, matching) => {
            let mut n = 0;
            for b in 0..8u8 {
                if v.hand.bonus & (1 << b) == 0 {
                    continue;
                }
                let t = Tile::from_index(34 + b as usize).unwrap_or(Tile::B1);
                let kind_ok = match kind {
                    BonusKind::Any => true,
                    BonusKind::Flower => t.is_flower(),
                    BonusKind::Season => t.is_season(),
                };
                let w = t.bonus_wind();
                let match_ok = match matching {
                    BonusMatch::Any => true,
                    BonusMatch::Seat => w == Some(v.ctx.seat),
                    BonusMatch::Round => w.is_some_and(|w| v.ctx.rounds & w.bit() != 0),
                };
                if kind_ok && match_ok {
                    n += 1;
                    push(&mut sink, [t].into_iter().collect());
                }
            }
            n
        }
        Det::BonusSet(kind) => {
            let ok = match kind {
                BonusKind::Flower => v.hand.bonus & 0x0f == 0x0f,
                BonusKind::Season => v.hand.bonus & 0xf0 == 0xf0,
                BonusKind::Any => v.hand.bonus & 0x0f == 0x0f || v.hand.bonus & 0xf0 == 0xf0,
            };
            once(ok, ArrayVec::new(), &mut sink)
        }
        Det::NoBonus => once(v.hand.bonus == 0, ArrayVec::new(), &mut sink),
        Det::Seat(w) => once(v.ctx.seat == *w, ArrayVec::new(), &mut sink),
        Det::AllOf(all) => {
            let ok = all.iter().all(|d| detect(d, v, arr, st, None) > 0);
            once(
                ok,
                if ok
                    && all.iter().any(|d| {
                        matches!(d, Det::SelfDrawn | Det::WinSource(_) | Det::LastTile(_) | Det::WinningTile(_))
                    })
                {
                    win_tile_list(v)
                } else {
                    ArrayVec::new()
                },
                &mut sink,
            )
        }
        // Decided after every other element (see `evaluate`).
        Det::NoOtherPoints => 0,
    }
}

/// The outcome of one arrangement.
#[derive(Clone, Copy, Debug)]
struct Eval {
    points: u32,
    doublings: u32,
    /// Best limit element detected: (element, value).
    limit: Option<(usize, u32)>,
    total: u32,
    capped: bool,
    /// The total is the limit hand's.
    is_limit: bool,
    meets_minimum: bool,
}

type Counts = [u8; MAX_ELEMENTS];

fn applies(e: Applies, winner: bool) -> bool {
    match e {
        Applies::All => true,
        Applies::Winner => winner,
        Applies::NonWinner => !winner,
    }
}

fn evaluate(v: &View<'_>, arr: &Arrangement, winner: bool, counts: &mut Counts) -> Eval {
    let set = v.rules.set;
    let els = &set.elements;
    *counts = v.fixed;
    let st = SetStats::new(v, arr);
    let mut deferred = false;
    for &i in &v.dynamic {
        let i = i as usize;
        let e = &els[i];
        if !(e.patterns.is_empty() || e.patterns.contains(&arr.pattern)) {
            counts[i] = 0;
        } else if matches!(e.det, Det::NoOtherPoints) {
            counts[i] = 0;
            deferred = true;
        } else if !e.det.hand_level() {
            counts[i] = detect(&e.det, v, arr, &st, None).min(u8::MAX as u32) as u8;
        }
    }
    // `unless`: suppressed by any detected element.
    let mut suppressed: u128 = 0;
    for &i in &set.with_unless {
        if counts[i] > 0 && els[i].unless.iter().any(|u| counts[*u] > 0) {
            suppressed |= 1 << i;
        }
    }
    for (i, c) in counts.iter_mut().enumerate().take(els.len()) {
        if suppressed & (1 << i) != 0 {
            *c = 0;
        }
    }
    if deferred {
        for (i, e) in els.iter().enumerate() {
            if !matches!(e.det, Det::NoOtherPoints) || !v.dynamic.contains(&(i as u8)) || !winner {
                continue;
            }
            let other: u32 = els
                .iter()
                .enumerate()
                .filter(|(j, x)| *j != i && counts[*j] > 0 && !x.unless.contains(&i))
                .map(|(j, x)| if let Value::Points(p) = x.value { p * counts[j] as u32 } else { 0 })
                .sum();
            if other == 0 {
                counts[i] = 1;
                for (j, x) in els.iter().enumerate() {
                    if x.unless.contains(&i) {
                        counts[j] = 0;
                    }
                }
            }
        }
    }
    let mut points = 0u32;
    let mut doublings = 0u32;
    let mut limit: Option<(usize, u32)> = None;
    for (i, e) in els.iter().enumerate() {
        let n = counts[i] as u32;
        if n == 0 {
            continue;
        }
        match e.value {
            Value::Points(p) => points = points.saturating_add(p * n),
            Value::Doublings(d) => doublings = doublings.saturating_add(d * n),
            Value::Limit(l) => {
                if limit.is_none_or(|(_, best)| l > best) {
                    limit = Some((i, l));
                }
            }
        }
    }
    let (mut ordinary, mut capped) = match set.def.method {
        Method::Doublings => {
            let base = (points as u64) << doublings.min(40);
            (base.min(u32::MAX as u64) as u32, false)
        }
        Method::Points => (points, false),
    };
    if let Some(cap) = set.def.limit
        && ordinary > cap
    {
        ordinary = cap;
        capped = true;
    }
    let (total, is_limit) = match limit {
        Some((_, l)) if l >= ordinary => (l, true),
        _ => (ordinary, false),
    };
    let total = round(set.def.rounding, total);
    let capped = capped && !is_limit;
    let min = &set.def.minimum;
    let meets_minimum = !winner
        || is_limit
        || set.min_or.iter().any(|i| counts[*i] > 0)
        || (min.doublings.is_none_or(|d| doublings >= d)
            && min.points.as_ref().is_none_or(|p| total >= set.setting_u32(p, v.rules.opts)));
    Eval { points, doublings, limit, total, capped, is_limit, meets_minimum }
}

fn round(r: Rounding, total: u32) -> u32 {
    match r {
        Rounding::None => total,
        Rounding::ItalianTens => match total % 10 {
            0 => total,
            d if d <= 4 => total - d,
            d => total + (10 - d),
        },
    }
}

/// The itemised breakdown of one evaluated arrangement.
fn breakdown(v: &View<'_>, arr: &Arrangement, counts: &Counts, ev: &Eval) -> Vec<ElementHit> {
    let els = &v.rules.set.elements;
    let mut out = Vec::with_capacity(16);
    if ev.is_limit {
        if let Some((i, l)) = ev.limit {
            out.push(ElementHit { element: i, points: 0, doublings: 0, limit: Some(l), tiles: ArrayVec::new() });
        }
        return out;
    }
    let mut occ: ArrayVec<ArrayVec<Tile, 4>, 16> = ArrayVec::new();
    for (i, e) in els.iter().enumerate() {
        let n = counts[i] as usize;
        if n == 0 || matches!(e.value, Value::Limit(_)) {
            continue;
        }
        occ.clear();
        if matches!(e.det, Det::NoOtherPoints) {
            occ.push(ArrayVec::new());
        } else {
            detect(&e.det, v, arr, &SetStats::EMPTY, Some(&mut occ));
        }
        // Set detectors give one entry per occurrence; whole-hand detectors give one.
        for k in 0..n {
            let tiles = occ.get(k).or(occ.first()).cloned().unwrap_or_default();
            let (points, doublings) = match e.value {
                Value::Points(p) => (p, 0),
                Value::Doublings(d) => (0, d),
                Value::Limit(_) => (0, 0),
            };
            out.push(ElementHit { element: i, points, doublings, limit: None, tiles });
        }
    }
    out
}

/// Scores one player's hand: the winner's when `ctx.win` is set, a non-winner's otherwise.
pub fn score(rules: Rules<'_>, checked: &CheckedHand, ctx: &Context) -> Score {
    let hand = &checked.hand;
    let v = View::new(rules, hand, ctx);
    match ctx.win.as_ref() {
        Some(win) => score_winner(&v, win),
        None => score_non_winner(&v, checked.fault),
    }
}

fn empty(mahjong: bool, arrangement: Vec<Set>, reasons: Vec<Reason>) -> Score {
    Score {
        mahjong,
        total: 0,
        points: 0,
        doublings: 0,
        limit_hand: None,
        capped: false,
        elements: Vec::new(),
        arrangement,
        reasons,
    }
}

fn score_winner(v: &View<'_>, win: &Win) -> Score {
    let mut counts: Counts = [0; MAX_ELEMENTS];
    let mut best: Option<(Eval, Arrangement, Counts)> = None;
    let mut best_illegal: Option<(Eval, Arrangement)> = None;
    arrange::for_each_winning_arrangement(v.rules, v.hand, win, &mut |arr| {
        let ev = evaluate(v, arr, true, &mut counts);
        if ev.meets_minimum {
            let better = best
                .as_ref()
                .is_none_or(|(b, _, _)| ev.total > b.total || (ev.total == b.total && ev.is_limit && !b.is_limit));
            if better {
                best = Some((ev, arr.clone(), counts));
            }
        } else if best_illegal.as_ref().is_none_or(|(b, _)| ev.total > b.total) {
            best_illegal = Some((ev, arr.clone()));
        }
    });
    match best {
        Some((ev, arr, counts)) => {
            let elements = breakdown(v, &arr, &counts, &ev);
            let limit_hand = if ev.is_limit {
                ev.limit.map(|(element, value)| LimitHand { element, value, waiting: false })
            } else {
                None
            };
            Score {
                mahjong: true,
                total: ev.total,
                points: if ev.is_limit { 0 } else { ev.points },
                doublings: if ev.is_limit { 0 } else { ev.doublings },
                limit_hand,
                capped: ev.capped,
                elements,
                arrangement: arr.sets.to_vec(),
                reasons: Vec::new(),
            }
        }
        None => {
            let (arrangement, reason) = match best_illegal {
                Some((ev, arr)) => (arr.sets.to_vec(), minimum_reason(v, &ev)),
                None => (
                    arrange::non_winner_arrangement(v.hand).sets.to_vec(),
                    Reason {
                        code: "not_mahjong",
                        message: format!(
                            "the tiles do not form a mahjong under {:?} (no arrangement into four sets and a pair or a special hand of the rule set)",
                            v.rules.set.id()
                        ),
                    },
                ),
            };
            empty(false, arrangement, vec![reason])
        }
    }
}

fn minimum_reason(v: &View<'_>, ev: &Eval) -> Reason {
    let min = &v.rules.set.def.minimum;
    let mut need = Vec::new();
    if let Some(d) = min.doublings {
        need.push(format!("at least {d} doublings (the hand has {})", ev.doublings));
    }
    if let Some(p) = &min.points {
        need.push(format!("at least {} points (the hand has {})", v.rules.set.setting_u32(p, v.rules.opts), ev.total));
    }
    for i in &v.rules.set.min_or {
        need.push(format!("or {}", v.rules.set.def.elements[*i].name.en));
    }
    need.push("or a limit hand".into());
    Reason { code: "minimum_not_met", message: format!("a mahjong needs {}", need.join(", ")) }
}

fn score_non_winner(v: &View<'_>, fault: CountFault) -> Score {
    let arr = arrange::non_winner_arrangement(v.hand);
    if !v.rules.set.def.non_winners_score {
        return empty(false, arr.sets.to_vec(), Vec::new());
    }
    if fault == CountFault::Long {
        return empty(
            false,
            arr.sets.to_vec(),
            vec![Reason {
                code: "too_many_tiles",
                message: "a non-winner holding one tile too many scores 0 (RULES.md §4 tile-count faults)".into(),
            }],
        );
    }
    let mut counts: Counts = [0; MAX_ELEMENTS];
    let ev = evaluate(v, &arr, false, &mut counts);
    let elements = breakdown(v, &arr, &counts, &ev);
    let mut s = Score {
        mahjong: false,
        total: ev.total,
        points: ev.points,
        doublings: ev.doublings,
        limit_hand: None,
        capped: ev.capped,
        elements,
        arrangement: arr.sets.to_vec(),
        reasons: Vec::new(),
    };
    // Irregular limit hands are wholly concealed (RULES.md §6): no need to look with exposed melds.
    let concealed = v.hand.melds.iter().all(|m| !m.exposed);
    if let (Some(wl), CountFault::None, true) = (&v.rules.set.def.waiting_limit, fault, concealed)
        && let Some((element, value)) = waiting_limit(v, wl.irregular_only)
    {
        let half = value / wl.divisor.max(1);
        if half > s.total {
            s.total = half;
            s.points = 0;
            s.doublings = 0;
            s.capped = false;
            s.elements =
                vec![ElementHit { element, points: 0, doublings: 0, limit: Some(half), tiles: ArrayVec::new() }];
            s.limit_hand = Some(LimitHand { element, value: half, waiting: true });
        }
    }
    s
}

/// The best (irregular) limit hand a waiting non-winner's hand would complete.
fn waiting_limit(v: &View<'_>, irregular_only: bool) -> Option<(usize, u32)> {
    let rules = v.rules;
    let mut best: Option<(usize, u32)> = None;
    let mut counts: Counts = [0; MAX_ELEMENTS];
    for t in arrange::waits(rules, v.hand, false) {
        let mut h = v.hand.clone();
        h.concealed[t.index()] += 1;
        let win = Win { tile: t, source: Source::Wall, discarder: None, last_tile: false, timing: Default::default() };
        let ctx = Context { seat: v.ctx.seat, rounds: v.ctx.rounds, win: Some(win) };
        let wanted = |e: &CElement| matches!(e.value, Value::Limit(_)) && (e.irregular || !irregular_only);
        let v2 = View::with_elements(rules, &h, &ctx, wanted);
        arrange::for_each_winning_arrangement(rules, &h, &win, &mut |arr| {
            evaluate(&v2, arr, true, &mut counts);
            for (i, e) in rules.set.elements.iter().enumerate() {
                if let (Value::Limit(l), true) = (e.value, counts[i] > 0)
                    && wanted(e)
                    && best.is_none_or(|(_, b)| l > b)
                {
                    best = Some((i, l));
                }
            }
        });
    }
    best
}

/// Scores the tile `t` added to a waiting hand, won by `source` (for the waits operation).
pub fn score_with_win(rules: Rules<'_>, hand: &Hand, ctx: &Context, win: Win) -> Score {
    let mut h = hand.clone();
    h.concealed[win.tile.index()] += 1;
    let checked = CheckedHand { hand: h, fault: CountFault::None };
    let ctx = Context { win: Some(win), ..*ctx };
    score(rules, &checked, &ctx)
}

/// How a mahjong claim on a discard ranks (RULES.md §2, §3, §6): by the best category any legal
/// arrangement allows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    Chow = 0,
    Pung = 1,
    Pair = 2,
    Limit = 3,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Chow => "chow",
            Category::Pung => "pung",
            Category::Pair => "pair",
            Category::Limit => "limit",
        }
    }
}

/// The best claim category of a winner's hand, `None` when it is no legal mahjong (minimums
/// included).
pub fn mahjong_category(rules: Rules<'_>, checked: &CheckedHand, ctx: &Context) -> Option<Category> {
    let win = ctx.win.as_ref()?;
    let v = View::new(rules, &checked.hand, ctx);
    let mut counts: Counts = [0; MAX_ELEMENTS];
    let mut best: Option<Category> = None;
    arrange::for_each_winning_arrangement(rules, &checked.hand, win, &mut |arr| {
        let ev = evaluate(&v, arr, true, &mut counts);
        if !ev.meets_minimum {
            return;
        }
        let cat = if ev.limit.is_some() || !matches!(arr.pattern, Pattern::Standard | Pattern::VogelEetCake) {
            Category::Limit
        } else {
            match arr.winning_set().map(|s| s.kind) {
                Some(SetKind::Pair | SetKind::MixedPair) => Category::Pair,
                Some(SetKind::Pung | SetKind::Kong) => Category::Pung,
                _ => Category::Chow,
            }
        };
        if best.is_none_or(|b| cat > b) {
            best = Some(cat);
        }
    });
    best
}
