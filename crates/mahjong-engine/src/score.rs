//! Scoring: every arrangement of a hand is evaluated against the rule set's elements and the one
//! with the highest final total is reported, itemised (docs/rules.md §1, §6).
//!
//! The evaluation of one arrangement fills a fixed array of per-element counts and sums values:
//! no allocation. Only the winning arrangement is turned into a breakdown.

use arrayvec::ArrayVec;
use smallvec::SmallVec;

use super::arrange::{self, Arrangement, Held, Set, SetKind, Sets};
use super::hand::{CheckedHand, Context, CountFault, Hand, MeldKind, Win};
use super::hanfu;
use super::mcr;
use super::ruleset::{
    BonusKind, BonusMatch, Det, DoraKind, ExtraWins, MAX_ELEMENTS, Method, Pattern, Payments, RolePlan, Rounding,
    Rules, Ruleset, SetValue, Shape, Source, TileClass, Value, WaitShape,
};
use super::settle;
use super::tile::{Tile, TileMask, Wind};

/// One awarded element occurrence: the element and where its tiles are. What it is worth follows
/// from the rule set and the score ([`Score::entry`]): a hit is worth its element's value; a limit
/// element is listed only as the hand's limit, alone, worth the limit hand's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ElementHit {
    /// Index into the rule set's elements ([`MAX_ELEMENTS`] at most).
    pub element: u8,
    pub tiles: HitTiles,
}

/// The tiles an element hit came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HitTiles {
    /// None: a whole-hand element.
    None,
    /// The tiles of a set of the score's arrangement, by index.
    Set(u8),
    /// Several sets of the score's arrangement (bit `k`: set `k`, little-endian bytes, which keep
    /// a hit at four bytes): a fan (`mcr`) of sets together.
    Sets([u8; 2]),
    /// One tile: the winning tile or a bonus tile.
    Tile(Tile),
}

/// A score's element hits.
pub type Hits = SmallVec<[ElementHit; BREAKDOWN_ROOM]>;

/// An element hit as an answer lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub points: u32,
    pub doublings: u32,
    pub limit: Option<u32>,
    pub tiles: ArrayVec<Tile, 4>,
    /// The sets of the arrangement it used, by index.
    pub sets: ArrayVec<u8, 14>,
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
    /// The element hits, in the rule set's order (a hand's usual number held in place).
    pub elements: Hits,
    /// The sets of the arrangement scored (at most fourteen: the singles of an irregular hand).
    pub arrangement: Sets,
    pub reasons: Vec<Reason>,
    /// An open hand under a `han_fu` rule set: its elements are worth their open values.
    pub open: bool,
    /// A winning hand under a `han_fu` rule set: its tier, the hand's own fu and the payments.
    pub han_fu: Option<HanFuDetail>,
    /// A winning hand under fan payments (`mcr`): who pays what.
    pub fan_payments: Option<mahjong_types::FanPayments>,
}

/// The han and fu method's account of a winning hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HanFuDetail {
    pub tier: hanfu::Tier,
    /// The fu of the whole hand, besides the elements' (see [`hand_fu`]).
    pub fu_parts: ArrayVec<(&'static str, u32), 4>,
    /// What the discarder pays (a win on a discard), the dealer (a non-dealer's self-draw) and
    /// each other player (a self-draw), honba included; the deposits; all the winner gains.
    pub discarder: u64,
    pub dealer: u64,
    pub non_dealer: u64,
    pub deposits: u64,
    pub total: u64,
}

impl Score {
    /// What hit `h` of this score (scored under `set`) is worth and its tiles.
    pub fn entry(&self, set: &Ruleset, h: &ElementHit) -> Entry {
        let i = h.element as usize;
        let value = if self.open { set.element_open_value(i) } else { set.element_value(i) };
        let (points, doublings) = value.points_and_doublings();
        // Under the han and fu method each yakuman lists its own han (they add up).
        let limit = match value.limit() {
            Some(l) if set.def.method == Method::HanFu => Some(l),
            l => l.map(|l| self.hit_limit(l)),
        };
        Entry { points, doublings, limit, tiles: self.hit_tiles(h), sets: hit_sets(h) }
    }

    /// The limit a hit of a limit element worth `value` lists: a limit element is listed only as
    /// the limit hand, worth the limit hand's value (half of it for a waiting non-winner).
    pub fn hit_limit(&self, value: u32) -> u32 {
        self.limit_hand.as_ref().map_or(value, |lh| lh.value)
    }

    /// The tiles hit `h` came from.
    pub fn hit_tiles(&self, h: &ElementHit) -> ArrayVec<Tile, 4> {
        match h.tiles {
            HitTiles::None => ArrayVec::new(),
            HitTiles::Set(k) => self.arrangement.get(k as usize).map(Set::tiles).unwrap_or_default(),
            HitTiles::Sets(_) => ArrayVec::new(),
            HitTiles::Tile(t) => [t].into_iter().collect(),
        }
    }
}

/// The sets of the arrangement hit `h` used, by index.
fn hit_sets(h: &ElementHit) -> ArrayVec<u8, 14> {
    match h.tiles {
        HitTiles::Set(k) => [k].into_iter().collect(),
        HitTiles::Sets(m) => {
            let mut m = u16::from_le_bytes(m);
            let mut out = ArrayVec::new();
            while m != 0 && !out.is_full() {
                out.push(m.trailing_zeros() as u8);
                m &= m - 1;
            }
            out
        }
        HitTiles::None | HitTiles::Tile(_) => ArrayVec::new(),
    }
}

/// Everything about the hand that does not depend on the arrangement.
struct View<'a> {
    rules: Rules<'a>,
    /// The elements walked for the hand's role (winner or not).
    role: &'a RolePlan,
    hand: &'a Hand,
    ctx: &'a Context,
    win: Option<&'a Win>,
    /// Which kinds the hand holds how often.
    held: Held,
    /// Kinds held, melds included.
    present: TileMask,
    suits: u8,
    masks: [TileMask; CLASSES.len()],
    /// Whether the hand waited on its winning tile alone (ordinary waits); computed on first use
    /// (only an `only_wait` detector whose other conditions hold asks).
    waits: std::cell::OnceCell<bool>,
    /// Counts of the active hand-level elements, computed once: where an arrangement's counts
    /// start (an element its pattern excludes is set back to 0).
    fixed: Counts,
    /// The active hand-level elements that apply.
    hand_hits: u128,
    /// The kinds the player holds at least two, three, four of (melds included).
    pairs: TileMask,
    triples: TileMask,
    quads: TileMask,
    /// The kinds of the claimed kongs (concealed pungs completed by a discard), which count as
    /// concealed sets where a rule counts concealed kongs.
    claimed_kongs: TileMask,
    /// The active elements.
    active: u128,
    /// The active elements counted per arrangement that can apply to some arrangement of this
    /// hand (see [`possible`]); the others count 0 without being looked at.
    live: u128,
    /// Some live element reads the set statistics.
    stats: bool,
    /// The `simple` elements that apply.
    simple_hits: u128,
    /// The tabled set elements ([`RolePlan::tabled`]) are active (they are all or none).
    tabled: bool,
    /// What the active `simple` elements add to every arrangement.
    base: Sums,
    /// The sum of the `simple` elements' points (for `no_other_points`, unsaturated as there).
    base_points_plain: u32,
    min_points: Option<u32>,
    /// An open hand under a `han_fu` rule set (elements are worth their open values).
    open: bool,
    /// What the fan procedure of `mcr` reads of the hand and its win, where `fan` elements are
    /// active (computed in [`View::select`]).
    fans: Option<FanFacts>,
}

/// What the fan procedure (`mcr`) reads of a winner's hand, and which arrangements it looks at.
struct FanFacts {
    hand: mcr::HandFacts,
    /// A special form that the calculator takes without looking at sets and a pair (seven shifted
    /// pairs, honours and knitted tiles, thirteen orphans, knitted straight, nine gates).
    special: bool,
    /// The hand is (plain) seven pairs: of the arrangements into sets and a pair tied on the
    /// total, the last in the calculator's order is taken, and any of them beats seven pairs.
    seven_pairs: bool,
    /// The fans of the special form the hand has, found with the facts (seven pairs, honours and
    /// knitted, thirteen orphans, nine gates: one arrangement each), for that pattern's
    /// arrangement. A knitted straight's depend on its set and pair: counted per arrangement.
    form: Option<(Pattern, mcr::FanTable)>,
    /// The sets each fan used in the arrangement counted last, kept for the breakdown (which
    /// itemises the best arrangement: most often the last, when there is one).
    last: std::cell::RefCell<Option<(Sets, FanSets)>>,
}

/// Calls `f` with each element of an element set, in order, walking its two 64-bit halves (the
/// lowest bit of a 128-bit mask and its clearing cost several instructions each).
#[inline(always)]
fn each(m: u128, mut f: impl FnMut(usize)) {
    for (half, mut w) in [m as u64, (m >> 64) as u64].into_iter().enumerate() {
        while w != 0 {
            let j = w.trailing_zeros() as usize;
            w &= w - 1;
            f(64 * half + j);
        }
    }
}

/// An element set from its two 64-bit halves.
#[inline(always)]
fn joined_halves(w: [u64; 2]) -> u128 {
    w[0] as u128 | (w[1] as u128) << 64
}

/// Whether a mask holds at least `k` kinds.
#[inline(always)]
fn at_least(m: TileMask, k: u8) -> bool {
    // Up to four kinds by clearing the lowest kind up to three times, without branches (counting
    // bits is a long sequence without `popcnt`).
    let m1 = m & m.wrapping_sub(1);
    let m2 = m1 & m1.wrapping_sub(1);
    let m3 = m2 & m2.wrapping_sub(1);
    match k {
        0 => true,
        1..=4 => [m, m1, m2, m3][k as usize - 1] != 0,
        _ => m.count_ones() >= u32::from(k),
    }
}

/// Points, doublings and the best limit (element, value) of a group of elements.
#[derive(Clone, Copy, Debug, Default)]
struct Sums {
    points: u32,
    doublings: u32,
    limit: Option<(usize, u32)>,
    /// The sum of the limits (`han_fu`: yakuman add up).
    limits: u32,
}

impl Sums {
    fn add(&mut self, i: usize, value: Value, n: u32) {
        match value {
            Value::Points(p) => self.points = self.points.saturating_add(p * n),
            Value::Doublings(d) => self.doublings = self.doublings.saturating_add(d * n),
            // Elements are added in index order, so the first of equal limits stays.
            Value::Limit(l) => {
                self.limits = self.limits.saturating_add(l.saturating_mul(n));
                if self.limit.is_none_or(|(_, best)| l > best) {
                    self.limit = Some((i, l));
                }
            }
        }
    }
}

impl<'a> View<'a> {
    /// The hand, its win and its player's tile classes, with no element evaluated yet.
    #[inline(always)]
    fn bare(rules: Rules<'a>, hand: &'a Hand, ctx: &'a Context, masks: [TileMask; CLASSES.len()]) -> View<'a> {
        let held = Held::of(hand);
        let [present, pairs, triples, quads] = held.all;
        let suits = (0..3).filter(|s| present & (0x1ff << (9 * s)) != 0).count() as u8;
        View {
            rules,
            role: rules.set.plan.role(ctx.win.is_some()),
            hand,
            ctx,
            win: ctx.win.as_ref(),
            held,
            present,
            suits,
            masks,
            waits: std::cell::OnceCell::new(),
            fixed: [0; MAX_ELEMENTS],
            hand_hits: 0,
            pairs,
            triples,
            quads,
            claimed_kongs: hand.melds.iter().filter(|m| m.claimed).fold(0, |k, m| k | 1 << m.tile.index()),
            active: 0,
            live: 0,
            stats: false,
            simple_hits: 0,
            tabled: false,
            base: Sums::default(),
            base_points_plain: 0,
            min_points: None,
            open: rules.set.def.method == Method::HanFu && !concealed_melds(hand),
            fans: None,
        }
    }

    /// A view that scores only the active elements in `keep` (every element, or only limit
    /// elements, which are never tabled). Filled in place (the view is large: a copy costs).
    #[inline(always)]
    fn select(&mut self, keep: u128) {
        let v = self;
        let rules = v.rules;
        let set = rules.set;
        v.min_points = rules.opts.min_points;
        v.active = v.role.active & !rules.opts.disabled & keep;
        if v.open {
            v.active &= !set.plan.closed_only;
        }
        let tabled = v.role.tabled & v.active;
        debug_assert!(tabled == 0 || tabled == v.role.tabled, "tabled set elements are kept all or none");
        v.tabled = tabled != 0;
        let role = v.role;
        let hand_level = v.active & role.hand_level_bits;
        // Elements decided by facts alone, all at once: those not needing a fact the hand lacks
        // (nor, for a winning-tile test, another winning tile).
        let facts = hand_facts(v);
        let mut blocked = match v.win {
            Some(w) => role.tile_excludes[w.tile.index()],
            None => role.winning_tile_tests,
        };
        let mut missing = !facts & role.facts_used;
        while missing != 0 {
            blocked |= role.fact_needs[missing.trailing_zeros() as usize];
            missing &= missing - 1;
        }
        // `tiles` detectors, all at once: those allowing every kind held, for the number of suits
        // held, with every class they require held.
        if v.present == 0 {
            blocked |= role.tiles_tests;
        } else {
            blocked |= role.suits_excludes[v.suits as usize];
            let p = v.present;
            let runs = &role.kinds_not_allowed;
            let run = |c: usize| runs[c][((p >> (5 * c)) & 0x1f) as usize];
            blocked |= run(0) | run(1) | run(2) | run(3) | run(4) | run(5) | run(6);
            let mut classes = role.classes_required;
            while classes != 0 {
                let c = classes.trailing_zeros() as usize;
                classes &= classes - 1;
                if v.present & v.masks[c] == 0 {
                    blocked |= role.class_required[c];
                }
            }
        }
        let batch = role.fact_tested | role.tiles_tests;
        let mut found = [0u64; 2];
        // The others, but those missing a fact they need (`blocked` holds them too).
        each(hand_level & !batch & !role.bonus_counted & !blocked, |i| {
            let n = hand_count(&set.elements[i].det, v).min(u8::MAX as u32) as u8;
            v.fixed[i] = n;
            if n > 0 {
                found[i >> 6] |= 1 << (i & 63);
            }
        });
        // The `bonus` detectors: none applies without bonus tiles (the counts stay 0).
        if v.hand.bonus != 0 && hand_level & role.bonus_counted != 0 {
            for &(i, kind, matching) in &role.bonus {
                let i = i as usize;
                if (hand_level >> i) & 1 != 0 {
                    let n = bonus_count(v, kind, matching) as u8;
                    v.fixed[i] = n;
                    if n > 0 {
                        found[i >> 6] |= 1 << (i & 63);
                    }
                }
            }
        }
        let hits = hand_level & batch & !blocked | joined_halves(found);
        v.hand_hits = hits;
        each(hits & batch, |i| v.fixed[i] = 1);
        // In element order: of equal limits, the first listed stays.
        let mut simple = [0u64; 2];
        each(hits, |i| {
            let e = &set.elements[i];
            if e.simple {
                let n = v.fixed[i];
                simple[i >> 6] |= 1 << (i & 63);
                v.base.add(i, if v.open { e.open_value } else { e.value }, n as u32);
                if let Value::Points(p) = e.value {
                    v.base_points_plain = v.base_points_plain.wrapping_add(p * n as u32);
                }
            }
        });
        v.simple_hits |= joined_halves(simple);
        // Counted per arrangement: hand-level elements that apply, and the others unless the
        // tiles rule them out.
        v.live = v.active & role.unfiltered | v.hand_hits & role.per_arrangement_hand_level;
        let held = [v.present, v.pairs, v.triples, v.quads];
        // The elements with needs, but those with a need the tiles held do not meet.
        let mut unmet = [0u64; 2];
        for (i, n) in &role.needs {
            // Without a branch on the outcome, which the hands do not make predictable.
            let met = at_least(held[n.times as usize - 1] & v.mask(n.class), n.kinds);
            unmet[*i as usize >> 6] |= u64::from(!met) << (*i & 63);
        }
        for (i, d) in &role.need_hand_level {
            if hand_count(d, v) == 0 {
                unmet[*i as usize >> 6] |= 1 << (*i & 63);
            }
        }
        v.live |= v.active & role.need_elements & !joined_halves(unmet);
        let mut possible_now = [0u64; 2];
        each(v.active & role.filtered, |i| {
            if possible(&set.elements[i].det, v) {
                possible_now[i >> 6] |= 1 << (i & 63);
            }
        });
        v.live |= joined_halves(possible_now);
        v.stats = v.live & role.reads_sets != 0;
        if v.live & role.kinds.fan != 0
            && let Some(w) = v.win
        {
            v.fans = Some(fan_facts(v.hand, v.ctx, w));
        }
    }

    /// Whether the hand waited on its winning tile alone (ordinary waits). `arr` is the
    /// arrangement being evaluated: another wait its winning set shows settles it at once.
    fn single_wait(&self, arr: &Arrangement) -> bool {
        *self.waits.get_or_init(|| match self.win {
            Some(w) if self.hand.concealed[w.tile.index()] > 0 => {
                !arrange::other_wait_shown(arr, w.tile, &self.held)
                    && arrange::single_wait(self.rules, self.hand, &self.held, w.tile)
            }
            _ => false,
        })
    }

    /// Whether the rule set uses the han and fu method.
    fn han_fu(&self) -> bool {
        self.rules.opts.han_fu.is_some()
    }

    fn mask(&self, c: TileClass) -> TileMask {
        self.masks[c as usize]
    }

    fn in_class(&self, t: Tile, c: TileClass) -> bool {
        self.mask(c) & (1 << t.index()) != 0
    }

    /// The union of the classes of a class set.
    fn classes_mask(&self, mut classes: u16) -> TileMask {
        let mut m = 0;
        while classes != 0 {
            m |= self.masks[classes.trailing_zeros() as usize];
            classes &= classes - 1;
        }
        m
    }
}

/// What the fan procedure (`mcr`) reads of a winner's hand: its melds, concealed tiles, winning
/// tile, win flags (docs/rules-mcr.md §5), winds and flowers; and its special forms (§4).
fn fan_facts(hand: &Hand, ctx: &Context, w: &Win) -> FanFacts {
    let melds: ArrayVec<mcr::Pack, 4> = hand
        .melds
        .iter()
        .map(|m| mcr::Pack {
            kind: match m.kind {
                MeldKind::Chow => mcr::Kind::Chow,
                MeldKind::Pung => mcr::Kind::Pung,
                MeldKind::Kong => mcr::Kind::Kong,
            },
            tile: m.tile.index() as u8,
            declared: true,
            concealed: !m.exposed,
        })
        .collect();
    let flags = mcr::Flags {
        self_drawn: w.source.self_drawn(),
        fourth_tile: w.last_of_kind,
        about_kong: matches!(w.source, Source::KongReplacement | Source::RobbedKong),
        wall_last: w.last_tile,
    };
    let prevalent = ctx.rounds.trailing_zeros().min(3) as u8;
    let facts = mcr::hand_facts(
        &melds,
        &hand.concealed,
        w.tile.index() as u8,
        flags,
        ctx.seat.index() as u8,
        prevalent,
        hand.bonus.count_ones() as u8,
    );
    // The special forms, in the calculator's order: the first that fits is the hand's, and only
    // plain seven pairs lets the arrangements into sets and a pair compete (§4).
    let mut t = [0u8; mcr::FANS];
    let form = if mcr::seven_pairs(&facts, &mut t) {
        Some(Pattern::SevenPairs)
    } else if mcr::honors_and_knitted(&facts, &mut t) {
        Some(Pattern::HonorsAndKnitted)
    } else if mcr::thirteen_orphans(&facts, &mut t) {
        Some(Pattern::ThirteenOrphans)
    } else if arrange::is_knitted_straight(hand) {
        Some(Pattern::KnittedStraight)
    } else if mcr::nine_gates(&facts, &mut t) {
        Some(Pattern::NineGates)
    } else {
        None
    };
    let seven = form == Some(Pattern::SevenPairs);
    let shifted = seven && t[mcr::SEVEN_SHIFTED_PAIRS] > 0;
    FanFacts {
        hand: facts,
        special: shifted || (form.is_some() && !seven),
        seven_pairs: seven && !shifted,
        form: form.filter(|p| *p != Pattern::KnittedStraight).map(|p| (p, t)),
        last: std::cell::RefCell::new(None),
    }
}

/// Counts the `fan` elements of `list` for an arrangement from its fan table (`mcr`): returns the
/// elements that count (the others keep 0) and the arrangement's rank ([`fan_table`]); keeps the
/// sets each fan used for the breakdown (`FanFacts::last`). Apart from `evaluate`, which the
/// other rule sets run without it.
#[inline(never)]
fn count_fans(v: &View<'_>, arr: &Arrangement, list: u128, counts: &mut Counts) -> (u128, (u32, u32)) {
    let mut uses = FanSets::default();
    let (t, rank) = fan_table_with(v, arr, &mut uses);
    if let Some(f) = v.fans.as_ref() {
        *f.last.borrow_mut() = Some((arr.sets, uses));
    }
    let fan_elements = &v.rules.set.plan.fan_elements;
    // Eight fans at a time: most of the 83 are 0.
    let mut found = [0u64; 2];
    for (k, chunk) in t.chunks(8).enumerate() {
        let mut bytes = [0u8; 8];
        bytes[..chunk.len()].copy_from_slice(chunk);
        if u64::from_le_bytes(bytes) == 0 {
            continue;
        }
        for (j, &n) in chunk.iter().enumerate() {
            let i = fan_elements[8 * k + j] as usize;
            if n > 0 && i < MAX_ELEMENTS && (list >> i) & 1 != 0 {
                counts[i] = n;
                found[i >> 6] |= 1 << (i & 63);
            }
        }
    }
    (joined_halves(found), rank)
}

/// The fans of one arrangement (`mcr`), counted together by the fan procedure (docs/rules-mcr.md
/// §3, §4), flowers included; and its rank among arrangements of the same total, which picks the
/// calculator's of several (§4): the last in its order of those with pure triple chow or triple
/// pung, else the first; after seven pairs the last, and any of them before seven pairs.
fn fan_table(v: &View<'_>, arr: &Arrangement) -> (mcr::FanTable, (u32, u32)) {
    fan_table_with(v, arr, &mut ())
}

/// [`fan_table`], telling `rec` which sets each fan used.
fn fan_table_with(v: &View<'_>, arr: &Arrangement, rec: &mut impl mcr::Record) -> (mcr::FanTable, (u32, u32)) {
    let mut t = [0u8; mcr::FANS];
    let mut rank = (0, 0);
    let Some(facts) = v.fans.as_ref() else { return (t, rank) };
    let h = &facts.hand;
    let pack = |s: &Set| {
        let kind = match s.kind {
            SetKind::Chow => mcr::Kind::Chow,
            SetKind::Pung => mcr::Kind::Pung,
            SetKind::Kong => mcr::Kind::Kong,
            SetKind::Pair => mcr::Kind::Pair,
            SetKind::MixedPair | SetKind::Single => return None,
        };
        // Sets arranged from the hand are concealed; where the winning tile came from is the
        // procedure's to read (a pung completed by a discard: docs/rules-mcr.md §5).
        Some(mcr::Pack {
            kind,
            tile: s.tile.index() as u8,
            declared: s.declared,
            concealed: !s.declared || s.concealed,
        })
    };
    match arr.pattern {
        // A hand of a special form is not looked at as sets and a pair.
        Pattern::Standard if !facts.special => {
            let mut packs: ArrayVec<mcr::Pack, 5> = ArrayVec::new();
            for (k, s) in arr.sets.iter().enumerate() {
                if let Some(p) = pack(s)
                    && packs.try_push(p).is_ok()
                {
                    rec.group(packs.len() - 1, k);
                }
            }
            if let Ok(packs) = packs.into_inner() {
                mcr::regular(h, &packs, &mut t, rec);
                let key = mcr::arrangement_key(&packs);
                let preferred = t[mcr::PURE_TRIPLE_CHOW] == 1 || t[mcr::TRIPLE_PUNG] > 0;
                rank = if facts.seven_pairs || preferred { (1, key) } else { (0, !key) };
            }
        }
        // Counted with the facts.
        Pattern::SevenPairs | Pattern::ThirteenOrphans | Pattern::HonorsAndKnitted | Pattern::NineGates => {
            if let Some((p, table)) = facts.form
                && p == arr.pattern
            {
                t = table;
            }
        }
        Pattern::KnittedStraight => {
            // The suit of each rank group (1-4-7, 2-5-8, 3-6-9) from the singles; then the set
            // and the pair.
            let mut knitted = [0u8; 3];
            let (mut set, mut pair) = (None, None);
            for (k, s) in arr.sets.iter().enumerate() {
                match s.kind {
                    SetKind::Single => {
                        let i = s.tile.index();
                        knitted[(i % 9) % 3] = (i / 9) as u8;
                    }
                    SetKind::Pair => {
                        pair = pack(s);
                        rec.group(1, k);
                    }
                    _ => {
                        set = pack(s);
                        rec.group(0, k);
                    }
                }
            }
            if let (Some(set), Some(pair)) = (set, pair) {
                mcr::knitted_straight(h, knitted, set, pair, &mut t, rec);
            }
        }
        _ => {}
    }
    // The calculator's 5-fan "concealed kong and melded kong" is no fan of the rule book, which
    // counts the two kongs' own fans, 2 + 1 (docs/rules-mcr.md#mcr-errors, departure 1).
    if t[mcr::CONCEALED_AND_MELDED_KONG] > 0 {
        t[mcr::CONCEALED_AND_MELDED_KONG] = 0;
        t[mcr::CONCEALED_KONG] += 1;
        t[mcr::MELDED_KONG] += 1;
    }
    mcr::add_flowers(h, &mut t);
    (t, rank)
}

/// The sets each fan of the arrangement an answer itemises used (`mcr`, [`mcr::Record`]): the
/// fan and its groups (bit `g`: the procedure's group `g`, the arrangement's set `at[g]`), in the
/// order they were counted.
#[derive(Default)]
struct FanSets {
    at: [u8; 5],
    list: ArrayVec<(u8, u8), 48>,
    /// The knitted tiles of a knitted straight (bit `k`: the arrangement's set `k`).
    knitted: u16,
}

impl FanSets {
    fn of(v: &View<'_>, arr: &Arrangement) -> FanSets {
        // The search's record of this arrangement, when it was the last counted.
        let last = v.fans.as_ref().and_then(|f| f.last.borrow_mut().take());
        let mut uses = match last {
            Some((sets, uses)) if sets == arr.sets => uses,
            _ => {
                let mut uses = FanSets::default();
                fan_table_with(v, arr, &mut uses);
                uses
            }
        };
        if arr.pattern == Pattern::KnittedStraight {
            let singles = arr.sets.iter().enumerate().filter(|(_, s)| s.kind == SetKind::Single);
            uses.knitted = singles.fold(0u16, |m, (k, _)| m | 1 << k);
        }
        uses
    }

    /// The arrangement's sets of each time `fan` counts, in order.
    fn uses(&self, fan: usize) -> impl Iterator<Item = u16> + '_ {
        let knitted = (fan == mcr::KNITTED_STRAIGHT && self.knitted != 0).then_some(self.knitted);
        let groups = self.list.iter().filter(move |&&(f, _)| usize::from(f) == fan);
        knitted.into_iter().chain(groups.map(|&(_, mut g)| {
            let mut sets = 0u16;
            while g != 0 {
                sets |= 1 << self.at[(g.trailing_zeros() as usize).min(4)];
                g &= g - 1;
            }
            sets
        }))
    }
}

impl mcr::Record for FanSets {
    fn group(&mut self, group: usize, set: usize) {
        if let Some(at) = self.at.get_mut(group) {
            *at = set as u8;
        }
    }

    fn used(&mut self, fan: usize, groups: impl FnOnce() -> u8) {
        let _ = self.list.try_push((fan as u8, groups()));
    }

    fn unused(&mut self, fan: usize, groups: u8) {
        if let Some(k) = self.list.iter().position(|e| *e == (fan as u8, groups)) {
            self.list.remove(k);
        }
    }
}

fn class_masks(rules: Rules<'_>, ctx: &Context) -> [TileMask; CLASSES.len()] {
    let mut masks = rules.set.class_masks;
    masks[TileClass::SeatWind as usize] = rules.set.class_mask(TileClass::SeatWind, ctx.seat, ctx.rounds);
    masks[TileClass::RoundWind as usize] = rules.set.class_mask(TileClass::RoundWind, ctx.seat, ctx.rounds);
    masks
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

/// A set's cell: shape (chow 0, pung 1, kong 2, pair 3) and side (exposed 0, concealed 1), cell
/// `2 × shape + side`, as in [`super::ruleset::set_cells`]; `None` for the mixed pair and singles,
/// which no set filter counts.
fn set_cell(s: &Set) -> Option<usize> {
    // The shapes are the first four set kinds, in this order (an index, not a jump table).
    const _: () = assert!(
        SetKind::Chow as usize == 0
            && SetKind::Pung as usize == 1
            && SetKind::Kong as usize == 2
            && SetKind::Pair as usize == 3
    );
    let shape = s.kind as usize;
    (shape < 4).then_some(2 * shape + s.concealed as usize)
}

/// The sets of one arrangement counted by cell and tile class, built once per arrangement so that
/// set detectors are lookups rather than scans: one vector per cell, one byte per class (see
/// `Plan::class_bytes`). A set adds its kind's class bytes to its cell's vector; a cell holds at
/// most 14 sets, so no byte carries.
struct SetStats {
    n: [u128; 8],
}

/// Cells of every chow and of every pung or kong.
const ALL_CHOWS: u8 = 0b11;
const ALL_PUNGS_KONGS: u8 = 0b11_1100;

impl SetStats {
    const EMPTY: SetStats = SetStats { n: [0; 8] };

    /// Sets of `class` in `cells`.
    fn get(&self, class: TileClass, mut cells: u8) -> u32 {
        let shift = 8 * class as u32;
        let mut n = 0;
        while cells != 0 {
            n += ((self.n[cells.trailing_zeros() as usize] >> shift) & 0xff) as u32;
            cells &= cells - 1;
        }
        n
    }
}

type Sink<'s> = &'s mut ArrayVec<HitTiles, 16>;

fn push(sink: &mut Sink<'_>, tiles: HitTiles) {
    let _ = sink.try_push(tiles);
}

fn win_tile_list(v: &View<'_>) -> HitTiles {
    v.win.map_or(HitTiles::None, |w| HitTiles::Tile(w.tile))
}

fn valueless_pair_ok(v: &View<'_>, arr: &Arrangement, valueless_pair: bool) -> bool {
    match arr.pair() {
        // The mixed pair of "Vogel eet cake" (bamboo-1 + circles-1) is worth nothing.
        Some(p) if valueless_pair => {
            p.kind == SetKind::MixedPair
                || (!v.in_class(p.tile, TileClass::Dragon)
                    && !v.in_class(p.tile, TileClass::SeatWind)
                    && !v.in_class(p.tile, TileClass::RoundWind))
        }
        Some(_) => true,
        None => false,
    }
}

fn honour_sets_class(det: &Det) -> TileClass {
    if matches!(det, Det::DragonSets { .. }) { TileClass::Dragon } else { TileClass::Wind }
}

/// The facts of the hand's win and player that most hand-level detectors ask for.
fn hand_facts(v: &View<'_>) -> u32 {
    use super::ruleset::facts::*;
    let mut f = SEAT << v.ctx.seat as u32;
    if concealed_melds(v.hand) {
        f |= CONCEALED;
    }
    if v.hand.melds.is_empty() {
        f |= NO_MELDS;
    }
    if v.suits == 1 {
        f |= ONE_SUIT;
    }
    match v.hand.bonus {
        0 => f |= NO_BONUS,
        b => {
            if b & 0x0f == 0x0f {
                f |= ALL_FLOWERS;
            }
            if b & 0xf0 == 0xf0 {
                f |= ALL_SEASONS;
            }
        }
    }
    if let Some(w) = v.win {
        f |= WIN | SOURCE << w.source as u32 | TIMING << w.timing as u32;
        f |= if w.source.self_drawn() { SELF_DRAWN } else { CLAIMED };
        if w.last_tile {
            f |= LAST_TILE;
        }
        f |= (w.announcements as u32) << ANNOUNCED.trailing_zeros();
    }
    f
}

/// How many times a hand-level detector ([`Det::hand_level`]) applies: the same for every
/// arrangement. Inlined into the loops that evaluate a hand's elements.
#[inline(always)]
fn hand_count(det: &Det, v: &View<'_>) -> u32 {
    match det {
        Det::Mahjong => v.win.is_some() as u32,
        Det::Tiles { allowed, allowed_static, required, min_suits, max_suits } => {
            let allowed_mask = *allowed_static | v.classes_mask(*allowed);
            let mut ok =
                v.present != 0 && v.present & !allowed_mask == 0 && (*min_suits..=*max_suits).contains(&v.suits);
            let mut req = *required;
            while ok && req != 0 {
                ok = v.present & v.masks[req.trailing_zeros() as usize] != 0;
                req &= req - 1;
            }
            ok as u32
        }
        Det::ConcealedHand => concealed_melds(v.hand) as u32,
        Det::Announced(a, max) => v.win.is_some_and(|w| {
            // Exposed groups: exposed melds (a claimed kong counts as concealed) and the group a
            // claimed winning tile completes.
            let exposed =
                v.hand.melds.iter().filter(|m| m.exposed && !m.claimed).count() + usize::from(!w.source.self_drawn());
            w.announced(*a) && max.is_none_or(|m| exposed <= m as usize)
        }) as u32,
        Det::SelfDrawn => v.win.is_some_and(|w| w.source.self_drawn()) as u32,
        Det::WinSource(src) => v.win.is_some_and(|w| w.source == *src) as u32,
        Det::LastTile(sd) => {
            v.win.is_some_and(|w| w.last_tile && sd.is_none_or(|sd| sd == w.source.self_drawn())) as u32
        }
        Det::Timing(t) => v.win.is_some_and(|w| w.timing == *t) as u32,
        Det::WinningTile(mask) => v.win.is_some_and(|w| mask & (1 << w.tile.index()) != 0) as u32,
        Det::NineGates { extra, extra_wins } => nine_gates(v, *extra, *extra_wins) as u32,
        Det::SquirmingSnake => squirming_snake(v) as u32,
        Det::WrigglingSnake => wriggling_snake(v) as u32,
        Det::Tail { pung, pair } => tail(v, *pung, *pair) as u32,
        Det::Bonus(kind, matching) => bonus_count(v, *kind, *matching),
        Det::BonusSet(kind) => bonus_set(v, *kind) as u32,
        Det::NoBonus => (v.hand.bonus == 0) as u32,
        Det::Seat(w) => (v.ctx.seat == *w) as u32,
        Det::Dora(which) => v.win.map_or(0, |w| match which {
            DoraKind::Dora => w.dora.count(v.hand),
            DoraKind::Ura => w.ura.count(v.hand),
            DoraKind::Red => u32::from(v.hand.red),
        }),
        Det::AllOf(all) => all_of(all, v, &EMPTY_ARRANGEMENT, &SetStats::EMPTY),
        _ => count(det, v, &EMPTY_ARRANGEMENT, &SetStats::EMPTY),
    }
}

/// The bonus tiles of kind `kind` whose number matches as `matching` asks.
#[inline(always)]
fn bonus_count(v: &View<'_>, kind: BonusKind, matching: BonusMatch) -> u32 {
    let kinds = match kind {
        BonusKind::Any => 0xff,
        BonusKind::Flower => 0x0f,
        BonusKind::Season => 0xf0,
    };
    // Bonus tile bit b belongs to wind b % 4 (1 East … 4 North).
    let matches = match matching {
        BonusMatch::Any => 0xff,
        BonusMatch::Seat => v.ctx.seat.bit() | v.ctx.seat.bit() << 4,
        BonusMatch::Round => (v.ctx.rounds & 0x0f) | (v.ctx.rounds & 0x0f) << 4,
    };
    (v.hand.bonus & kinds & matches).count_ones()
}

/// Whether a detector counted per arrangement can apply to some arrangement of the hand: false
/// only where the tiles held rule it out (too few kinds held three or four times for the pungs or
/// kongs it needs).
fn possible(det: &Det, v: &View<'_>) -> bool {
    let held = [v.present, v.pairs, v.triples, v.quads];
    if let Some(needs) = det.needs() {
        return needs.iter().all(|n| at_least(held[n.times as usize - 1] & v.mask(n.class), n.kinds));
    }
    match det {
        Det::AllOf(all) => all.iter().all(|d| if d.hand_level() { hand_count(d, v) > 0 } else { possible(d, v) }),
        _ => true,
    }
}

const EMPTY_ARRANGEMENT: Arrangement = Arrangement { pattern: Pattern::Standard, sets: Sets::new() };

#[inline(never)]
fn all_of(all: &[Det], v: &View<'_>, arr: &Arrangement, st: &SetStats) -> u32 {
    all.iter().all(|d| count(d, v, arr, st) > 0) as u32
}

/// How many times a detector applies to an arrangement.
fn count(det: &Det, v: &View<'_>, arr: &Arrangement, st: &SetStats) -> u32 {
    match det {
        Det::Set { class, cells, .. } => st.get(*class, *cells),
        Det::SetCount { class, min, max, cells, .. } => {
            set_count(st, *class, *min, *max, *cells, claimed_extra(v, *class, *cells))
        }
        Det::AllChows { valueless_pair } => {
            let chows = st.get(TileClass::Any, ALL_CHOWS);
            (arr.pattern.is_sets_and_pair() && chows == 4 && valueless_pair_ok(v, arr, *valueless_pair)) as u32
        }
        Det::AllPungs => all_pungs(arr, st),
        Det::CompletesPair(kinds) => completes_pair(arr, *kinds),
        Det::OnlyWait(shape) => {
            let shape_ok = shape.is_none_or(|sh| arr.winning_set().is_some_and(|s| shape_matches(sh, s.kind)));
            (v.win.is_some() && shape_ok && v.single_wait(arr)) as u32
        }
        Det::DragonSets { pungs, pair } | Det::WindSets { pungs, pair } => {
            let class = honour_sets_class(det);
            let n = st.get(class, ALL_PUNGS_KONGS);
            // Any pair of the class (a non-winner's arrangement may hold several pairs).
            let pair_ok = !*pair || arr.sets.iter().any(|p| p.kind == SetKind::Pair && v.in_class(p.tile, class));
            (arr.pattern.is_sets_and_pair() && n == *pungs as u32 && pair_ok) as u32
        }
        Det::Pattern(p) => (arr.pattern == *p) as u32,
        Det::AllOf(all) => all_of(all, v, arr, st),
        // Decided after every other element (see `evaluate`).
        Det::NoOtherPoints => 0,
        Det::IdenticalChows(pairs) => (identical_chow_pairs(arr) == u32::from(*pairs)) as u32,
        Det::SameInThreeSuits(pungs) => same_in_three_suits(arr, *pungs) as u32,
        Det::FullStraight => full_straight(arr) as u32,
        Det::EveryGroup(class) => {
            (arr.pattern.is_sets_and_pair()
                && arr.sets.iter().all(|s| s.tiles().iter().any(|t| v.in_class(*t, *class)))) as u32
        }
        Det::Wait(shape) => arr.winning_set().is_some_and(|s| wait_of(s, v.win) == Some(*shape)) as u32,
        // Counted with the other fans in `evaluate`; alone (a breakdown's count), the same table.
        Det::Fan(f) => u32::from(fan_table(v, arr).0[*f as usize]),
        Det::Mahjong
        | Det::Tiles { .. }
        | Det::ConcealedHand
        | Det::SelfDrawn
        | Det::WinSource(_)
        | Det::LastTile(_)
        | Det::Timing(_)
        | Det::WinningTile(_)
        | Det::NineGates { .. }
        | Det::SquirmingSnake
        | Det::WrigglingSnake
        | Det::Announced(..)
        | Det::Tail { .. }
        | Det::Bonus(..)
        | Det::BonusSet(_)
        | Det::NoBonus
        | Det::Seat(_)
        | Det::Dora(_) => hand_count(det, v),
    }
}

/// The pairs of identical chows of an arrangement (a chow held three times makes one pair).
fn identical_chow_pairs(arr: &Arrangement) -> u32 {
    let mut seen = [0u8; 27];
    let mut pairs = 0;
    for s in arr.sets.iter().filter(|s| s.kind == SetKind::Chow) {
        let n = &mut seen[s.tile.index() % 27];
        *n += 1;
        pairs += u32::from(*n % 2 == 0);
    }
    pairs
}

/// Sets of the same ranks in all three suits: chows, or (`pungs`) pungs and kongs.
fn same_in_three_suits(arr: &Arrangement, pungs: bool) -> bool {
    // Bit `rank` of suit `s`'s mask: a set of that rank (a chow's lowest) in that suit.
    let mut by_suit = [0u16; 3];
    for s in &arr.sets {
        let wanted = if pungs { matches!(s.kind, SetKind::Pung | SetKind::Kong) } else { s.kind == SetKind::Chow };
        let i = s.tile.index();
        if wanted && i < 27 {
            by_suit[i / 9] |= 1 << (i % 9);
        }
    }
    by_suit[0] & by_suit[1] & by_suit[2] != 0
}

/// Chows 1-2-3, 4-5-6 and 7-8-9 of one suit.
fn full_straight(arr: &Arrangement) -> bool {
    let mut by_suit = [0u16; 3];
    for s in arr.sets.iter().filter(|s| s.kind == SetKind::Chow) {
        let i = s.tile.index() % 27;
        by_suit[i / 9] |= 1 << (i % 9);
    }
    // Bits 0, 3 and 6: chows from 1, 4 and 7.
    by_suit.iter().any(|m| m & 0b100_1001 == 0b100_1001)
}

/// How the winning set was waited on, when it is an edge, closed or pair wait (none for a chow
/// won on either end of 2-3, or a pung).
fn wait_of(s: &Set, win: Option<&Win>) -> Option<WaitShape> {
    let won = win?.tile.index();
    match s.kind {
        SetKind::Pair => Some(WaitShape::Pair),
        SetKind::Chow => {
            let (low, rank) = (s.tile.index(), s.tile.index() % 9);
            if won == low + 1 {
                Some(WaitShape::Closed)
            } else if (won == low + 2 && rank == 0) || (won == low && rank == 6) {
                Some(WaitShape::Edge)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// No exposed declared meld; a claimed kong (a concealed pung completed by a discard) counts as
/// concealed.
fn concealed_melds(h: &Hand) -> bool {
    h.melds.iter().all(|m| !m.exposed || m.claimed)
}

/// The claimed kongs of `class` a set count over `cells` counts besides its cells' sets: where it
/// counts concealed kongs but not exposed ones (a claimed kong is an exposed set that counts as
/// concealed).
#[inline(always)]
fn claimed_extra(v: &View<'_>, class: TileClass, cells: u8) -> u32 {
    const CONCEALED_KONG: u8 = 1 << 5;
    const EXPOSED_KONG: u8 = 1 << 4;
    if v.claimed_kongs == 0 || cells & (CONCEALED_KONG | EXPOSED_KONG) != CONCEALED_KONG {
        return 0;
    }
    (v.claimed_kongs & v.mask(class)).count_ones()
}

/// `set_count`: whether the sets of `class` in `cells`, and `extra` more, number `min` to `max`.
#[inline(always)]
fn set_count(st: &SetStats, class: TileClass, min: u8, max: u8, cells: u8, extra: u32) -> u32 {
    let n = st.get(class, cells) + extra;
    (min as u32..=max as u32).contains(&n) as u32
}

/// `all_pungs`: four pungs or kongs and a pair.
#[inline(always)]
fn all_pungs(arr: &Arrangement, st: &SetStats) -> u32 {
    let n = st.get(TileClass::Any, ALL_PUNGS_KONGS);
    (arr.pattern.is_sets_and_pair() && n == 4 && arr.pair().is_some()) as u32
}

/// `completes_pair`: the winning tile completed the pair, of one of `kinds`.
#[inline(always)]
fn completes_pair(arr: &Arrangement, kinds: TileMask) -> u32 {
    arr.winning_set()
        .is_some_and(|s| matches!(s.kind, SetKind::Pair | SetKind::MixedPair) && kinds & (1 << s.tile.index()) != 0)
        as u32
}

/// Nine gates: no melds, 1112345678999 of one suit and one more tile of it, of `extra`'s kinds,
/// that must be the winning tile as `extra_wins` says.
#[inline(never)]
fn nine_gates(v: &View<'_>, extra: TileMask, extra_wins: ExtraWins) -> bool {
    // One suit and no honours, from the view, before the shape is looked at (most hands fail here).
    if v.suits != 1 || v.present & v.mask(TileClass::Honour) != 0 {
        return false;
    }
    let Some(s) = arrange::nine_gates_suit(v.hand) else { return false };
    let r = &v.hand.concealed[s * 9..s * 9 + 9];
    // The rank held once more than the gates need.
    let Some(k) = (0..9).find(|k| r[*k] > if *k == 0 || *k == 8 { 3 } else { 1 }) else { return false };
    let kind = s * 9 + k;
    let on_extra = v.win.is_some_and(|w| w.tile.index() == kind);
    let claimed = v.win.is_some_and(|w| !w.source.self_drawn());
    let wins_ok = match extra_wins {
        ExtraWins::Never => true,
        ExtraWins::Always => on_extra,
        ExtraWins::WhenClaimed => !claimed || on_extra,
    };
    extra & (1 << kind) != 0 && wins_ok
}

/// The squirming snake (`dmjl`): one suit, no honours, a pung or kong of 1 and of 9, a pair of 2,
/// 5 or 8 and two chows of the other ranks, declared melds among them.
#[inline(never)]
fn squirming_snake(v: &View<'_>) -> bool {
    if v.suits != 1 || v.present & v.mask(TileClass::Honour) != 0 {
        return false;
    }
    let all = v.hand.all_counts();
    let Some(s) = (0..3).find(|s| all[s * 9..s * 9 + 9].iter().any(|n| *n > 0)) else { return false };
    let r = &all[s * 9..s * 9 + 9];
    let kong_of = |k: usize| v.hand.melds.iter().any(|m| m.kind == MeldKind::Kong && m.tile.index() == s * 9 + k);
    let end_ok = |k: usize| r[k] == 3 || (r[k] == 4 && kong_of(k));
    let Some(pair) = [1usize, 4, 7].into_iter().find(|k| r[*k] == 2) else { return false };
    // The chows' lowest ranks for each pair.
    let chows: [usize; 2] = match pair {
        1 => [2, 5],
        4 => [1, 5],
        _ => [1, 4],
    };
    end_ok(0)
        && end_ok(8)
        && (1..8).all(|k| r[k] == 1 + u8::from(k == pair))
        && v.hand.melds.iter().all(|m| match m.kind {
            MeldKind::Chow => chows.iter().any(|c| m.tile.index() == s * 9 + c),
            _ => m.tile.index() == s * 9 || m.tile.index() == s * 9 + 8,
        })
}

/// The wriggling snake (`bmja`): no melds, a pair of 1, one each of 2–9 of the same suit and one
/// of each wind.
#[inline(never)]
fn wriggling_snake(v: &View<'_>) -> bool {
    let c = &v.hand.concealed;
    v.hand.melds.is_empty()
        && (0..3).any(|s| {
            c[s * 9] == 2
                && (1..9).all(|k| c[s * 9 + k] == 1)
                && (27..31).all(|k| c[k] == 1)
                && c.iter().map(|n| *n as u32).sum::<u32>() == 14
        })
}

/// A tail: no melds, every rank of one suit once, and of the honours one pung of `pung` and one
/// pair of `pair` (nothing else), decided from the hand's count masks.
#[inline(never)]
fn tail(v: &View<'_>, pung: TileClass, pair: TileClass) -> bool {
    const SUITS: TileMask = (1 << 27) - 1;
    const HONOURS: TileMask = 0x7f << 27;
    if !v.hand.melds.is_empty() || v.suits != 1 {
        return false;
    }
    let [once, twice, thrice, four] = v.held.concealed;
    let suited = once & SUITS;
    let s = suited.trailing_zeros() / 9;
    let one = |m: TileMask| m != 0 && m & (m - 1) == 0;
    let (pungs, pairs) = (thrice & !four & HONOURS, twice & !thrice & HONOURS);
    suited == 0x1ff << (9 * s)
        && twice & SUITS == 0
        // Every honour held is the pung or the pair.
        && once & HONOURS == pungs | pairs
        && one(pungs)
        && one(pairs)
        && pungs & !v.mask(pung) == 0
        && pairs & !v.mask(pair) == 0
}

/// Whether bonus tile `b` (bit of the hand's bonus mask) is of the kind and matches.
fn bonus_matches(v: &View<'_>, b: usize, kind: BonusKind, matching: BonusMatch) -> bool {
    let t = Tile::from_index(34 + b).unwrap_or(Tile::B1);
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
    kind_ok && match_ok
}

fn bonus_set(v: &View<'_>, kind: BonusKind) -> bool {
    match kind {
        BonusKind::Flower => v.hand.bonus & 0x0f == 0x0f,
        BonusKind::Season => v.hand.bonus & 0xf0 == 0xf0,
        BonusKind::Any => v.hand.bonus & 0x0f == 0x0f || v.hand.bonus & 0xf0 == 0xf0,
    }
}

impl Det {
    /// Whether [`occurrences`] may find tiles for this detector (the others are whole-hand
    /// detectors, whose breakdown entries list none).
    pub(crate) fn lists_tiles(&self) -> bool {
        matches!(
            self,
            Det::Set { .. }
                | Det::SelfDrawn
                | Det::WinSource(_)
                | Det::LastTile(_)
                | Det::CompletesPair(_)
                | Det::OnlyWait(_)
                | Det::WinningTile(_)
                | Det::DragonSets { .. }
                | Det::WindSets { .. }
                | Det::Bonus(..)
                | Det::AllOf(_)
        )
    }
}

/// Collects the tiles of each occurrence of a detected element (counted at least once in the
/// arrangement, for the breakdown). Set detectors scan the sets; detectors that count sets
/// otherwise see no sets at all, as the breakdown always has. Whole-hand detectors give no tiles
/// (nothing is collected: the breakdown's entries for them are empty), detectors of the win give
/// the winning tile: being counted, they applied.
fn occurrences(det: &Det, v: &View<'_>, arr: &Arrangement, mut sink: Sink<'_>) {
    let once = |ok: bool, tiles: HitTiles, sink: &mut Sink<'_>| {
        if ok {
            push(sink, tiles);
        }
    };
    let st = &SetStats::EMPTY;
    match det {
        Det::Set { shape, class, concealed, .. } => {
            for (k, s) in arr.sets.iter().enumerate() {
                if shape_matches(*shape, s.kind)
                    && v.in_class(s.tile, *class)
                    && concealed.is_none_or(|c| c == s.concealed)
                {
                    push(&mut sink, HitTiles::Set(k as u8));
                }
            }
        }
        Det::SelfDrawn
        | Det::WinSource(_)
        | Det::LastTile(_)
        | Det::CompletesPair(_)
        | Det::OnlyWait(_)
        | Det::WinningTile(_) => push(&mut sink, win_tile_list(v)),
        Det::DragonSets { .. } | Det::WindSets { .. } => {
            let class = honour_sets_class(det);
            if count(det, v, arr, st) > 0 {
                for (k, s) in arr.sets.iter().enumerate() {
                    if v.in_class(s.tile, class) && s.kind != SetKind::Single {
                        push(&mut sink, HitTiles::Set(k as u8));
                    }
                }
            }
        }
        Det::Bonus(kind, matching) => {
            for b in 0..8usize {
                if v.hand.bonus & (1 << b) != 0 && bonus_matches(v, b, *kind, *matching) {
                    let t = Tile::from_index(34 + b).unwrap_or(Tile::B1);
                    push(&mut sink, HitTiles::Tile(t));
                }
            }
        }
        Det::AllOf(all) => {
            let ok = all_of(all, v, arr, st) > 0;
            let tiles = if ok
                && all
                    .iter()
                    .any(|d| matches!(d, Det::SelfDrawn | Det::WinSource(_) | Det::LastTile(_) | Det::WinningTile(_)))
            {
                win_tile_list(v)
            } else {
                HitTiles::None
            };
            once(ok, tiles, &mut sink)
        }
        // Whole-hand detectors: occurrences without tiles.
        _ => {}
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
    /// The elements that apply, but the tabled ones (found set by set).
    hits: u128,
    /// Of equal totals, the higher first (`han_fu`: han, then fu before rounding; else 0).
    rank: (u32, u32),
    /// `han_fu`: the elements' fu (sets, pairs, waits); else 0.
    element_fu: u32,
    /// Points that do not count towards the minimum (`minimum.excluding`, `mcr`: flowers).
    excluded: u32,
}

impl Eval {
    /// Whether this arrangement's outcome is preferred to `other`'s: the higher total; on equal
    /// totals a limit hand before an ordinary (capped) total, and of two limit hands the one the
    /// rule set lists first (docs/rules.md §6 "Limit versus arrangement", "Several limit hands of the
    /// same value"). Equal outcomes keep the first found.
    fn beats(&self, other: &Eval) -> bool {
        let key = |e: &Eval| {
            let listed = if e.is_limit { e.limit.map_or(usize::MAX, |(i, _)| i) } else { usize::MAX };
            (e.total, e.is_limit, e.rank, std::cmp::Reverse(listed))
        };
        key(self) > key(other)
    }
}

type Counts = [u8; MAX_ELEMENTS];

/// What the tabled set elements ([`RolePlan::tabled`]) add to an arrangement, set by set, and
/// the arrangement's [`SetStats`] when a live element reads them: one pass over the sets.
fn set_sums(v: &View<'_>, arr: &Arrangement) -> (SetValue, SetStats) {
    let mut sum = SetValue::default();
    let mut st = SetStats::EMPTY;
    if !v.tabled && !v.stats {
        return (sum, st);
    }
    let table = &v.role.table;
    let bytes = &v.rules.set.plan.class_bytes;
    let seat = v.masks[TileClass::SeatWind as usize];
    let round = v.masks[TileClass::RoundWind as usize];
    let winds = seat | round;
    for s in &arr.sets {
        let Some(cell) = set_cell(s) else { continue };
        let i = s.tile.index();
        // The seat and round winds only for a set of a player's wind (one test for most sets).
        let wind = (winds >> i) & 1 != 0;
        let (own, prevailing) = if wind { ((seat >> i) & 1 != 0, (round >> i) & 1 != 0) } else { (false, false) };
        if v.tabled {
            sum.add(table.by_tile[cell][i]);
            if wind {
                if own {
                    sum.add(table.seat[cell]);
                }
                if prevailing {
                    sum.add(table.round[cell]);
                }
            }
        }
        if v.stats {
            let mut b = bytes[i];
            if wind {
                b |= (own as u128) << (8 * TileClass::SeatWind as u32);
                b |= (prevailing as u128) << (8 * TileClass::RoundWind as u32);
            }
            st.n[cell] += b;
        }
    }
    (sum, st)
}

/// An ordinary total (no limit hand) and whether the limit cut it: (sum of points) × 2^(doublings)
/// for the classical rule sets, the sum of the points for Hong Kong style, capped at the limit
/// (docs/rules.md §1 "Totals"). A macro, not a function, so that [`evaluate`] compiles as it did
/// with the lines written out: the same lines as an inlined function cost about 7 instructions
/// per hand more (callgrind, `peer-bench once rode-boekje/check_score`). Tested against *Het Rode
/// Boekje*'s doubling table below.
macro_rules! ordinary_total {
    ($method:expr, $limit:expr, $points:expr, $doublings:expr) => {{
        let (mut ordinary, mut capped) = match $method {
            Method::Doublings => {
                let base = ($points as u64) << $doublings.min(40);
                (base.min(u32::MAX as u64) as u32, false)
            }
            Method::Points => ($points, false),
            // Han and fu are totalled by `han_fu_eval` (winners only: non-winners score nothing
            // under a `han_fu` rule set, which its compilation checks).
            Method::HanFu => (0, false),
        };
        if let Some(cap) = $limit
            && ordinary > cap
        {
            ordinary = cap;
            capped = true;
        }
        (ordinary, capped)
    }};
}

/// Evaluates one arrangement: `counts` receives the count of every element, `simple` elements
/// included (from the view), but the tabled set elements, whose values are summed set by set
/// (the breakdown finds their sets).
fn evaluate(v: &View<'_>, arr: &Arrangement, winner: bool, counts: &mut Counts) -> Eval {
    let set = v.rules.set;
    let els = &set.elements;
    *counts = v.fixed;
    // Hand-level elements the pattern excludes count 0.
    each(v.hand_hits & v.role.excluded_by_pattern[arr.pattern as usize], |i| counts[i] = 0);
    let (tabled, st) = set_sums(v, arr);
    // The elements counted for the pattern that may apply, in element order; the hand-level
    // ones among them already have their count.
    let list = v.role.by_pattern[arr.pattern as usize] & v.live;
    // Each kind of detector in a loop of its own (no dispatch per element); the rare kinds by
    // `count`.
    let kinds = &v.role.kinds;
    each(list & kinds.set, |i| {
        if let Det::Set { class, cells, .. } = els[i].det {
            counts[i] = st.get(class, cells) as u8;
        }
    });
    each(list & kinds.set_count, |i| {
        if let Det::SetCount { class, min, max, cells, .. } = els[i].det {
            counts[i] = set_count(&st, class, min, max, cells, claimed_extra(v, class, cells)) as u8;
        }
    });
    if list & kinds.all_pungs != 0 {
        let n = all_pungs(arr, &st) as u8;
        each(list & kinds.all_pungs, |i| counts[i] = n);
    }
    if list & kinds.completes_pair != 0 {
        each(list & kinds.completes_pair, |i| {
            if let Det::CompletesPair(kinds) = els[i].det {
                counts[i] = completes_pair(arr, kinds) as u8;
            }
        });
    }
    each(list & kinds.pattern, |i| {
        if let Det::Pattern(p) = els[i].det {
            counts[i] = (arr.pattern == p) as u8;
        }
    });
    let mut fan_rank = (0, 0);
    let mut list = list;
    if list & kinds.fan != 0 {
        let (found, rank) = count_fans(v, arr, list, counts);
        fan_rank = rank;
        // The fans the table leaves at 0 keep their count of 0 and are not walked again below.
        list &= !(kinds.fan & !found);
    }
    // Decided after every other element (below).
    let deferred = list & kinds.no_other_points != 0;
    each(list & kinds.no_other_points, |i| counts[i] = 0);
    each(list & kinds.other, |i| counts[i] = count(&els[i].det, v, arr, &st).min(u8::MAX as u32) as u8);
    if set.plan.with_unless & v.active != 0 {
        // `unless`: suppressed by any detected element.
        let mut suppressed: u128 = 0;
        for &i in &set.with_unless {
            if counts[i] > 0 && els[i].unless.iter().any(|u| counts[*u] > 0) {
                suppressed |= 1 << i;
            }
        }
        while suppressed != 0 {
            counts[suppressed.trailing_zeros() as usize] = 0;
            suppressed &= suppressed - 1;
        }
    }
    if deferred && winner {
        let mut bits = list & set.plan.no_other_points;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            // The `simple` and the tabled elements name no element in `unless`.
            let mut other = v.base_points_plain.wrapping_add(tabled.points);
            let mut others = list;
            while others != 0 {
                let j = others.trailing_zeros() as usize;
                others &= others - 1;
                let x = &els[j];
                if j != i
                    && counts[j] > 0
                    && !x.unless.contains(&i)
                    && let Value::Points(p) = x.value
                {
                    other = other.wrapping_add(p * counts[j] as u32);
                }
            }
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
    let mut sums = Sums { points: 0, doublings: 0, limit: None, limits: 0 };
    let mut counted = [0u64; 2];
    each(list, |i| {
        let n = counts[i] as u32;
        if n > 0 {
            sums.add(i, if v.open { els[i].open_value } else { els[i].value }, n);
            counted[i >> 6] |= 1 << (i & 63);
        }
    });
    let hits = v.simple_hits | joined_halves(counted);
    let points = sums.points.saturating_add(v.base.points).saturating_add(tabled.points);
    let doublings = sums.doublings.saturating_add(v.base.doublings).saturating_add(tabled.doublings);
    let limit = match (v.base.limit, sums.limit) {
        (Some(a), Some(b)) => Some(if b.1 > a.1 || (b.1 == a.1 && b.0 < a.0) { b } else { a }),
        (a, b) => a.or(b),
    };
    if let Some(rules) = v.rules.opts.han_fu {
        let limits = sums.limits.saturating_add(v.base.limits);
        let required = set.plan.pattern_requires[arr.pattern as usize];
        let no_mahjong = set.plan.patterns_limit_only & arr.pattern.bit() != 0
            && (limits == 0 || (required != 0 && hits & required == 0));
        return han_fu_eval(
            v,
            arr,
            winner,
            HanFuSums { fu: points, han: doublings, limits, limit },
            hits,
            rules,
            no_mahjong,
        );
    }
    if set.plan.patterns_limit_only & arr.pattern.bit() != 0 {
        // A pattern that needs one of its own limit hands is no mahjong without it.
        let required = set.plan.pattern_requires[arr.pattern as usize];
        let limit = if required != 0 && hits & required == 0 { None } else { limit };
        // An irregular hand scores exactly its limit value: points and doublings are earned only
        // by an arrangement into sets and a pair (docs/rules.md §6 "Limit versus arrangement").
        let total = limit.map_or(0, |(_, l)| round(set.def.rounding, l));
        let is_limit = limit.is_some();
        return Eval {
            points: 0,
            doublings: 0,
            limit,
            total,
            capped: false,
            is_limit,
            meets_minimum: !winner || is_limit,
            hits,
            rank: (0, 0),
            element_fu: 0,
            excluded: 0,
        };
    }
    // Roof off: no cap on an ordinary total, but a limit hand (of a whole limit at least) still
    // scores exactly its limit (docs/rules-dmjl-bmja.md#dmjl-bmja).
    let roof_off = v.rules.opts.roof_off;
    let cap = if roof_off { None } else { set.def.limit };
    let (ordinary, capped) = ordinary_total!(set.def.method, cap, points, doublings);
    let (total, is_limit) = match limit {
        Some((_, l)) if l >= ordinary || (roof_off && set.def.limit.is_some_and(|c| l >= c)) => (l, true),
        _ => (ordinary, false),
    };
    let total = round(set.def.rounding, total);
    let capped = capped && !is_limit;
    let min = &set.def.minimum;
    // Points that do not count towards the minimum (`mcr`: flowers).
    let excluded = set.min_excluding.iter().fold(0u32, |sum, i| match els[*i].value {
        Value::Points(p) => sum.saturating_add(p.saturating_mul(u32::from(counts[*i]))),
        _ => sum,
    });
    let meets_minimum = !winner
        || is_limit
        || set.min_or.iter().any(|i| counts[*i] > 0)
        || (min.doublings.is_none_or(|d| doublings >= d)
            && v.min_points.is_none_or(|p| total.saturating_sub(excluded) >= p));
    Eval {
        points,
        doublings,
        limit,
        total,
        capped,
        is_limit,
        meets_minimum,
        hits,
        rank: fan_rank,
        element_fu: 0,
        excluded,
    }
}

/// The fu of the whole hand under the han and fu method, besides its elements' (`element_fu`:
/// sets, pairs, waits), as named parts (docs/rules-riichi.md#riichi-fu): seven pairs 25 and
/// nothing else; else the base 20, 10 more for a concealed hand won on a discard, 2 for a
/// self-draw when the elements gave fu (with `fu_for_pinfu_tsumo` an element gives them), 2 for
/// an open hand with no fu at all (`fu_for_open_pinfu`).
fn hand_fu(
    v: &View<'_>,
    arr: &Arrangement,
    element_fu: u32,
    rules: hanfu::HanFuRules,
) -> ArrayVec<(&'static str, u32), 4> {
    let mut parts = ArrayVec::new();
    if arr.pattern == Pattern::SevenPairs {
        parts.push(("seven_pairs", 25));
        return parts;
    }
    let self_drawn = v.win.is_some_and(|w| w.source.self_drawn());
    parts.push(("base", 20));
    if !v.open && !self_drawn {
        parts.push(("concealed_ron", 10));
    }
    let mut fu = element_fu;
    if self_drawn && fu > 0 && !rules.pinfu_tsumo_fu {
        parts.push(("self_drawn", 2));
        fu += 2;
    }
    if v.open && fu == 0 && rules.open_pinfu_fu {
        parts.push(("open_no_fu", 2));
    }
    parts
}

/// The han and fu method's account of the arrangement a winner is scored by: its tier, the hand's
/// own fu and the payments, honba and deposits included.
fn han_fu_detail(v: &View<'_>, arr: &Arrangement, ev: &Eval, win: &Win, rules: hanfu::HanFuRules) -> HanFuDetail {
    let base = hanfu::base_points(ev.doublings, ev.points, ev.is_limit, rules);
    let dealer = v.ctx.seat == Wind::East;
    let self_drawn = win.source.self_drawn();
    let p = hanfu::payments(base, dealer, self_drawn, win.honba, win.deposits);
    let (main, other) = (p.main + p.main_bonus, p.additional + p.additional_bonus);
    let (discarder, dealer_pays, non_dealer) = match (self_drawn, dealer) {
        (false, _) => (main, 0, 0),
        (true, false) => (0, main, other),
        (true, true) => (0, 0, main),
    };
    HanFuDetail {
        tier: base.tier,
        fu_parts: hand_fu(v, arr, ev.element_fu, rules),
        discarder,
        dealer: dealer_pays,
        non_dealer,
        deposits: p.deposits,
        total: p.total,
    }
}

/// What the elements of one arrangement add up to under a `han_fu` rule set.
struct HanFuSums {
    /// Fu from the elements (sets, pair, wait).
    fu: u32,
    /// Han from the yaku.
    han: u32,
    /// Han from the yakuman (13 each, 26 a double).
    limits: u32,
    /// The first of the highest yakuman.
    limit: Option<(usize, u32)>,
}

/// An arrangement's outcome under the han and fu method (docs/rules-riichi.md#riichi-fu,
/// #riichi-points): the fu of the whole hand added to the elements' (a self-draw 2 unless nothing
/// else scored fu, an open hand with no fu 2, the base 20 or 30 for a concealed hand won on a
/// discard), rounded up to tens (seven pairs: 25); yakuman han replace the yaku's; the total is
/// what the winner is paid without honba and deposits.
fn han_fu_eval(
    v: &View<'_>,
    arr: &Arrangement,
    winner: bool,
    s: HanFuSums,
    hits: u128,
    rules: hanfu::HanFuRules,
    no_mahjong: bool,
) -> Eval {
    let self_drawn = v.win.is_some_and(|w| w.source.self_drawn());
    let parts = hand_fu(v, arr, s.fu, rules);
    let raw = s.fu + parts.iter().map(|(_, f)| f).sum::<u32>();
    let fu = if arr.pattern == Pattern::SevenPairs { raw } else { raw.div_ceil(10) * 10 };
    let yakuman = s.limits > 0;
    let han = if yakuman { s.limits } else { s.han };
    let base = hanfu::base_points(han, fu, yakuman, rules);
    let paid = hanfu::payments(base, v.ctx.seat == Wind::East, self_drawn, 0, 0);
    // Dora are han, not yaku: the minimum counts the yaku's han alone.
    let mut dora = 0u32;
    each(v.hand_hits & v.rules.set.plan.dora, |i| {
        let (_, d) = v.rules.set.elements[i].value.points_and_doublings();
        dora += d * u32::from(v.fixed[i]);
    });
    let min = &v.rules.set.def.minimum;
    let meets_minimum =
        !winner || (!no_mahjong && (yakuman || min.doublings.is_none_or(|d| s.han.saturating_sub(dora) >= d)));
    Eval {
        points: fu,
        doublings: han,
        limit: if yakuman { s.limit.map(|(i, _)| (i, han)) } else { None },
        total: if no_mahjong { 0 } else { paid.total.min(u64::from(u32::MAX)) as u32 },
        capped: false,
        is_limit: yakuman,
        meets_minimum,
        hits,
        rank: (han, raw),
        element_fu: s.fu,
        excluded: 0,
    }
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

/// The entries a breakdown holds in place.
pub const BREAKDOWN_ROOM: usize = 16;

/// The itemised breakdown of one evaluated arrangement.
fn breakdown(v: &View<'_>, arr: &Arrangement, counts: &Counts, ev: &Eval) -> Hits {
    if ev.is_limit && v.rules.opts.han_fu.is_some() {
        // Yakuman add up: each is listed.
        let mut out = Hits::new();
        each(ev.hits & v.rules.set.plan.limits, |i| {
            for _ in 0..counts[i].max(1) {
                out.push(ElementHit { element: i as u8, tiles: HitTiles::None });
            }
        });
        return out;
    }
    if ev.is_limit {
        let mut out = Hits::new();
        if let Some((i, _)) = ev.limit {
            out.push(ElementHit { element: i as u8, tiles: HitTiles::None });
        }
        return out;
    }
    // The tabled elements are found set by set.
    let mut hit = ev.hits & !v.rules.set.plan.limits;
    // For each tabled element, the sets it matches (bit k for set k).
    let mut sets_of = [0u16; MAX_ELEMENTS];
    if v.tabled {
        let table = &v.role.table;
        let seat = v.masks[TileClass::SeatWind as usize];
        let round = v.masks[TileClass::RoundWind as usize];
        for (k, s) in arr.sets.iter().enumerate() {
            let Some(cell) = set_cell(s) else { continue };
            let i = s.tile.index();
            let mut m = table.elements_by_tile[cell][i];
            if (seat >> i) & 1 != 0 {
                m |= table.seat_elements[cell];
            }
            if (round >> i) & 1 != 0 {
                m |= table.round_elements[cell];
            }
            hit |= m;
            each(m, |j| sets_of[j] |= 1 << k);
        }
    }
    let mut out = Hits::new();
    let mut occ: ArrayVec<HitTiles, 16> = ArrayVec::new();
    let mut fan_sets: Option<FanSets> = None;
    let (tabled, tileless) = (v.role.tabled, v.rules.set.plan.tileless);
    // In element order, the elements' set as two 64-bit halves (a 128-bit shift costs several
    // instructions).
    for (half, (mut word, tabled, tileless)) in [
        (hit as u64, tabled as u64, tileless as u64),
        ((hit >> 64) as u64, (tabled >> 64) as u64, (tileless >> 64) as u64),
    ]
    .into_iter()
    .enumerate()
    {
        while word != 0 {
            let j = word.trailing_zeros();
            word &= word - 1;
            let i = 64 * half + j as usize;
            let element = i as u8;
            if (tabled >> j) & 1 != 0 {
                // A tabled set element: an entry for each of its sets, in the arrangement's order.
                let mut sets = sets_of[i];
                while sets != 0 {
                    let k = sets.trailing_zeros() as u8;
                    sets &= sets - 1;
                    out.push(ElementHit { element, tiles: HitTiles::Set(k) });
                }
                continue;
            }
            let n = counts[i] as usize;
            if (tileless >> j) & 1 != 0 {
                if let Det::Fan(fan) = v.rules.set.elements[i].det {
                    fan_hits(v, arr, element, fan, n, &mut fan_sets, &mut out);
                    continue;
                }
                for _ in 0..n {
                    out.push(ElementHit { element, tiles: HitTiles::None });
                }
                continue;
            }
            occ.clear();
            occurrences(&v.rules.set.elements[i].det, v, arr, &mut occ);
            // Set detectors give one entry per occurrence; whole-hand detectors give one.
            for k in 0..n {
                let tiles = occ.get(k).or(occ.first()).copied().unwrap_or(HitTiles::None);
                out.push(ElementHit { element, tiles });
            }
        }
    }
    out
}

/// The entries of a fan (`mcr`) counted `n` times, each with its sets (none for a fan of the
/// whole hand); `uses` are the arrangement's, found on the first fan.
#[inline(never)]
fn fan_hits(
    v: &View<'_>,
    arr: &Arrangement,
    element: u8,
    fan: u8,
    n: usize,
    uses: &mut Option<FanSets>,
    out: &mut Hits,
) {
    let mut sets = uses.get_or_insert_with(|| FanSets::of(v, arr)).uses(usize::from(fan));
    for _ in 0..n {
        let tiles = match sets.next() {
            Some(m) if m.count_ones() == 1 => HitTiles::Set(m.trailing_zeros() as u8),
            Some(m) if m != 0 => HitTiles::Sets(m.to_le_bytes()),
            _ => HitTiles::None,
        };
        out.push(ElementHit { element, tiles });
    }
}

/// Scores one player's hand: the winner's when `ctx.win` is set, a non-winner's otherwise.
pub fn score(rules: Rules<'_>, checked: &CheckedHand, ctx: &Context) -> Score {
    score_as(rules, checked, ctx, Detail::Itemised)
}

/// [`score`] without the itemised breakdown: `elements` is empty, everything else is the same.
/// For answers that list no elements (the waits operation, validation), which would otherwise pay
/// for a breakdown they throw away (about a tenth of the waits operation).
pub fn score_totals(rules: Rules<'_>, checked: &CheckedHand, ctx: &Context) -> Score {
    score_as(rules, checked, ctx, Detail::TotalsOnly)
}

/// Whether a score lists its element hits, and why a hand does not win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Detail {
    Itemised,
    TotalsOnly,
    /// Totals without the reasons a hand does not win (the waits operation answers `mahjong:
    /// false` alone; a riichi wait without a yaku would otherwise write the list of yaku checked,
    /// a tenth of the operation); the fans of a rule set that counts them (`mcr`), of the best
    /// arrangement even when it falls short of the minimum.
    Bare,
}

fn score_as(rules: Rules<'_>, checked: &CheckedHand, ctx: &Context, detail: Detail) -> Score {
    let hand = &checked.hand;
    let mut v = View::bare(rules, hand, ctx, class_masks(rules, ctx));
    v.select(u128::MAX);
    match ctx.win.as_ref() {
        Some(win) => score_winner(&v, win, detail),
        None => score_non_winner(&v, checked.fault, detail),
    }
}

/// The element hits `hits` makes, or none for a score without its breakdown (but a waits score's
/// fans, `mcr`).
#[inline(always)]
fn itemised(v: &View<'_>, detail: Detail, hits: impl FnOnce() -> Hits) -> Hits {
    match detail {
        Detail::Itemised => hits(),
        Detail::Bare if counts_fans(v.rules) => hits(),
        Detail::TotalsOnly | Detail::Bare => Hits::new(),
    }
}

fn empty(mahjong: bool, arrangement: Sets, reasons: Vec<Reason>) -> Score {
    Score {
        mahjong,
        total: 0,
        points: 0,
        doublings: 0,
        limit_hand: None,
        capped: false,
        elements: Hits::new(),
        arrangement,
        reasons,
        open: false,
        han_fu: None,
        fan_payments: None,
    }
}

fn score_winner(v: &View<'_>, win: &Win, detail: Detail) -> Score {
    // Two count buffers: the best arrangement's and the one being evaluated (swapped, not copied,
    // when the latter becomes the best).
    let mut counts: [Counts; 2] = [[0; MAX_ELEMENTS]; 2];
    let mut cur = 0;
    let mut best: Option<(Eval, Arrangement, usize)> = None;
    let mut best_illegal: Option<(Eval, Arrangement)> = None;
    arrange::arrangements(v.rules, v.hand, &v.held, win, v.rules.set.plan.fans_only, &mut |arr| {
        let ev = evaluate(v, arr, true, &mut counts[cur]);
        if ev.meets_minimum {
            if best.as_ref().is_none_or(|(b, _, _)| ev.beats(b)) {
                best = Some((ev, *arr, cur));
                cur ^= 1;
            }
        } else if best_illegal.as_ref().is_none_or(|(b, _)| ev.total > b.total) {
            best_illegal = Some((ev, *arr));
        }
    });
    match best {
        Some((ev, arr, k)) => {
            let elements = itemised(v, detail, || breakdown(v, &arr, &counts[k], &ev));
            let limit_hand = if ev.is_limit {
                ev.limit.map(|(element, value)| LimitHand { element, value, waiting: false })
            } else {
                None
            };
            Score {
                mahjong: true,
                total: ev.total,
                // A limit hand's points and doublings are not listed; the han and fu of a yakuman
                // are (its han are the yakuman's).
                points: if ev.is_limit && !v.han_fu() { 0 } else { ev.points },
                doublings: if ev.is_limit && !v.han_fu() { 0 } else { ev.doublings },
                limit_hand,
                capped: ev.capped,
                elements,
                arrangement: arr.sets,
                reasons: Vec::new(),
                open: v.open,
                han_fu: v.rules.opts.han_fu.map(|rules| han_fu_detail(v, &arr, &ev, win, rules)),
                fan_payments: match v.rules.set.payments_rule() {
                    Payments::Fans { base, .. } => Some(settle::fan_payments(*base, ev.total, win.source.self_drawn())),
                    _ => None,
                },
            }
        }
        None if detail == Detail::Bare => {
            let (arrangement, elements) = match best_illegal {
                Some((_, arr)) => {
                    // The fans of the best arrangement, under the minimum (`mcr`), counted again:
                    // the count buffers have moved on.
                    let elements = itemised(v, detail, || {
                        let mut c: Counts = [0; MAX_ELEMENTS];
                        let ev = evaluate(v, &arr, true, &mut c);
                        breakdown(v, &arr, &c, &ev)
                    });
                    (arr.sets, elements)
                }
                None => (arrange::non_winner_arrangement(v.hand).sets, Hits::new()),
            };
            Score { elements, ..empty(false, arrangement, Vec::new()) }
        }
        None => {
            let (arrangement, reason) = match best_illegal {
                Some((ev, arr)) => (arr.sets, minimum_reason(v, &ev)),
                None => (
                    arrange::non_winner_arrangement(v.hand).sets,
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
    let set = v.rules.set;
    let min = &set.def.minimum;
    if v.rules.opts.han_fu.is_some() {
        // The yaku looked for: the elements worth han that are no dora, active for this hand.
        let mut checked = String::new();
        each(v.active & !set.plan.dora, |i| {
            if matches!(set.elements[i].value, Value::Doublings(_) | Value::Limit(_)) {
                if !checked.is_empty() {
                    checked.push_str(", ");
                }
                checked.push_str(&set.def.elements[i].id);
            }
        });
        return Reason {
            code: "no_yaku",
            message: format!(
                "the hand is complete but has no yaku, and dora are no yaku (checked: {checked}); a hand without a yaku does not win"
            ),
        };
    }
    if min.doublings.is_none() && v.min_points.is_none() && set.min_or.is_empty() {
        // No minimum: the arrangements found are special shapes that win only as their own limit
        // hand, and none is one.
        return Reason {
            code: "not_mahjong",
            message: format!(
                "the tiles do not form a mahjong under {:?}: their special shape wins only as its limit hand, which it is not",
                set.id()
            ),
        };
    }
    // Written piece by piece (the formatting machinery costs more than the rest of a hand's score).
    let mut message = String::with_capacity(256);
    message.push_str("a mahjong needs ");
    if let Some(d) = min.doublings {
        message.push_str("at least ");
        push_number(&mut message, d);
        message.push_str(" doublings (the hand has ");
        push_number(&mut message, ev.doublings);
        message.push_str("), ");
    }
    if let Some(p) = v.min_points {
        message.push_str("at least ");
        push_number(&mut message, p);
        message.push_str(" points");
        // Elements that do not count towards it (`mcr`: 8 fans without the flowers).
        for (k, i) in set.min_excluding.iter().enumerate() {
            message.push_str(if k == 0 { " without " } else { ", " });
            message.push_str(&set.def.elements[*i].id);
        }
        message.push_str(" (the hand has ");
        push_number(&mut message, ev.total.saturating_sub(ev.excluded));
        message.push_str("), ");
    }
    for i in &set.min_or {
        message.push_str("or ");
        message.push_str(&set.def.elements[*i].name.en);
        message.push_str(", ");
    }
    message.push_str("or a limit hand");
    Reason { code: "minimum_not_met", message }
}

/// Appends `n` in decimal.
fn push_number(s: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut k = digits.len();
    loop {
        k -= 1;
        digits[k] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for d in &digits[k..] {
        s.push(char::from(*d));
    }
}

fn score_non_winner(v: &View<'_>, fault: CountFault, detail: Detail) -> Score {
    let arr = arrange::non_winner_arrangement(v.hand);
    if !v.rules.set.def.non_winners_score {
        return empty(false, arr.sets, Vec::new());
    }
    if fault == CountFault::Long {
        return empty(
            false,
            arr.sets,
            vec![Reason {
                code: "too_many_tiles",
                message: "a non-winner holding one tile too many scores 0 (docs/rules.md §4 tile-count faults)".into(),
            }],
        );
    }
    let mut counts: Counts = [0; MAX_ELEMENTS];
    let ev = evaluate(v, &arr, false, &mut counts);
    let elements = itemised(v, detail, || breakdown(v, &arr, &counts, &ev));
    let mut s = Score {
        mahjong: false,
        total: ev.total,
        points: ev.points,
        doublings: ev.doublings,
        limit_hand: None,
        capped: ev.capped,
        elements,
        arrangement: arr.sets,
        reasons: Vec::new(),
        open: v.open,
        han_fu: None,
        fan_payments: None,
    };
    let Some(wl) = &v.rules.set.def.waiting_limit else { return s };
    if fault != CountFault::None {
        return s;
    }
    // Doublings for the winner elements of a hand waited on (`bmja`: calling for purity).
    let set = v.rules.set;
    if !set.waiting_doublings.is_empty() {
        let wanted = set.waiting_doublings.iter().fold(0u128, |m, (i, _)| m | 1 << i);
        let found = waiting_elements(v, wanted);
        for &(i, d) in &set.waiting_doublings {
            if found & (1 << i) != 0 {
                s.doublings = s.doublings.saturating_add(d);
                if detail == Detail::Itemised {
                    s.elements.push(ElementHit { element: i as u8, tiles: HitTiles::None });
                }
            }
        }
        if found != 0 {
            let cap = if v.rules.opts.roof_off { None } else { set.def.limit };
            (s.total, s.capped) = ordinary_total!(set.def.method, cap, s.points, s.doublings);
            s.total = round(set.def.rounding, s.total);
        }
    }
    // Irregular limit hands are wholly concealed (docs/rules.md §6): no need to look with exposed
    // melds.
    let concealed = v.hand.melds.iter().all(|m| !m.exposed);
    let share = |value: u32| (value as u64 * wl.multiplier as u64 / wl.divisor.max(1) as u64) as u32;
    if (concealed || !wl.irregular_only)
        && let wanted = waiting_wanted(v.rules, wl.irregular_only)
        // Nothing to find when even the highest wanted limit would not beat the hand's total.
        && share(max_limit(v.rules, wanted)) >= s.total
        && let Some((element, value)) = waiting_limit(v, wanted)
    {
        let part = share(value);
        // A limit worth at least the ordinary total is taken (docs/rules-dmjl-bmja.md#dmjl-bmja).
        if part >= s.total {
            s.total = part;
            s.points = 0;
            s.doublings = 0;
            s.capped = false;
            s.elements = itemised(v, detail, || {
                Hits::from_slice(&[ElementHit { element: element as u8, tiles: HitTiles::None }])
            });
            s.limit_hand = Some(LimitHand { element, value: part, waiting: true });
        }
    }
    s
}

/// The elements of `wanted` that apply to some arrangement of some hand a waiting non-winner's
/// hand completes (won from the wall).
fn waiting_elements(v: &View<'_>, wanted: u128) -> u128 {
    let mut found = 0u128;
    for_each_waited_arrangement(v, u128::MAX, &mut |ev, counts| {
        if ev.meets_minimum {
            each(wanted, |i| {
                if counts[i] > 0 {
                    found |= 1 << i;
                }
            });
        }
    });
    found
}

/// Evaluates, with only the active elements in `keep`, every winning arrangement of every hand a
/// waiting non-winner's hand completes (each wait won from the wall), handing `f` each outcome and
/// its element counts.
fn for_each_waited_arrangement(v: &View<'_>, keep: u128, f: &mut dyn FnMut(&Eval, &Counts)) {
    let rules = v.rules;
    let mut counts: Counts = [0; MAX_ELEMENTS];
    let mut h = v.hand.clone();
    for t in arrange::waits(rules, v.hand, false) {
        h.concealed[t.index()] += 1;
        let win = Win::self_drawn(t);
        let ctx = Context { seat: v.ctx.seat, rounds: v.ctx.rounds, win: Some(win) };
        let mut v2 = View::bare(rules, &h, &ctx, class_masks(rules, &ctx));
        v2.select(keep);
        arrange::for_each_winning_arrangement(rules, &h, &win, &mut |arr| {
            let ev = evaluate(&v2, arr, true, &mut counts);
            f(&ev, &counts);
        });
        h.concealed[t.index()] -= 1;
    }
}

/// The limit elements a waiting non-winner looks for: limit hands, irregular ones only when so
/// ruled.
fn waiting_wanted(rules: Rules<'_>, irregular_only: bool) -> u128 {
    let els = &rules.set.elements;
    let mut m = 0u128;
    for (i, e) in els.iter().enumerate() {
        if matches!(e.value, Value::Limit(_)) && (e.irregular || !irregular_only) {
            m |= 1 << i;
        }
    }
    m & rules.set.active_elements(rules.opts, true)
}

/// The best (irregular) limit hand a waiting non-winner's hand would complete: the highest value
/// over every wait, and of equal values the element the rule set lists first (docs/rules.md §6
/// "Several limit hands of the same value"), whatever the order waits and arrangements are found in.
fn waiting_limit(v: &View<'_>, wanted: u128) -> Option<(usize, u32)> {
    if v.rules.set.plan.waiting_by_pattern {
        waiting_limit_by_pattern(v, wanted)
    } else {
        waiting_limit_by_search(v, wanted)
    }
}

/// Whether limit element `i` worth `l` is preferred to the best found so far.
fn better_limit(best: Option<(usize, u32)>, i: usize, l: u32) -> bool {
    best.is_none_or(|(bi, b)| l > b || (l == b && i < bi))
}

/// [`waiting_limit`] by evaluating every arrangement of every completed hand.
fn waiting_limit_by_search(v: &View<'_>, wanted: u128) -> Option<(usize, u32)> {
    let els = &v.rules.set.elements;
    let mut best: Option<(usize, u32)> = None;
    for_each_waited_arrangement(v, wanted, &mut |_, counts| {
        for (i, e) in els.iter().enumerate() {
            if let (Value::Limit(l), true) = (e.value, counts[i] > 0)
                && wanted & (1 << i) != 0
                && better_limit(best, i, l)
            {
                best = Some((i, l));
            }
        }
    });
    best
}

/// [`waiting_limit`] when every wanted element's detector depends on the completed hand alone or
/// on the arrangement's pattern alone, with no `unless` among them (`Plan::waiting_by_pattern`).
/// An element then applies to a completed hand exactly when the hand has an arrangement of a
/// pattern the element allows: no arrangement needs to be enumerated.
fn waiting_limit_by_pattern(v: &View<'_>, wanted: u128) -> Option<(usize, u32)> {
    let rules = v.rules;
    let set = rules.set;
    let enabled = set.enabled_patterns(rules.opts);
    let mut best: Option<(usize, u32)> = None;
    let mut h = v.hand.clone();
    arrange::for_each_wait(rules, v.hand, false, &mut |t| {
        h.concealed[t.index()] += 1;
        let win = Win::self_drawn(t);
        let ctx = Context { seat: v.ctx.seat, rounds: v.ctx.rounds, win: Some(win) };
        let v2 = View::bare(rules, &h, &ctx, v.masks);
        // Whether the completed hand has an arrangement of each pattern, found on demand.
        let mut known = 0u16;
        let mut has = 0u16;
        let mut bits = wanted;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let e = &set.elements[i];
            let Value::Limit(l) = e.value else { continue };
            // Elements come in listed order: only a higher value can change the answer.
            if !better_limit(best, i, l) {
                continue;
            }
            let mut allowed = e.pattern_bits & enabled;
            if let Det::Pattern(p) = e.det {
                allowed &= p.bit();
            }
            if allowed == 0 || (e.hand_level && hand_count(&e.det, &v2) == 0) {
                continue;
            }
            let applies = Pattern::ALL.iter().any(|p| {
                let b = p.bit();
                if allowed & b == 0 {
                    return false;
                }
                if known & b == 0 {
                    known |= b;
                    if arrange::completes_as(rules, &h, t, *p) {
                        has |= b;
                    }
                }
                has & b != 0
            });
            if applies {
                best = Some((i, l));
            }
        }
        h.concealed[t.index()] -= 1;
        true
    });
    best
}

/// The highest limit value among `elements`.
fn max_limit(rules: Rules<'_>, mut elements: u128) -> u32 {
    let mut max = 0;
    while elements != 0 {
        let i = elements.trailing_zeros() as usize;
        elements &= elements - 1;
        if let Value::Limit(l) = rules.set.elements[i].value {
            max = max.max(l);
        }
    }
    max
}

/// Whether a completed hand (its winning tile `tile` among the concealed tiles) is a mahjong when
/// won from the wall: for the waits of patterns that score only their limit hand.
pub(crate) fn wins_from_the_wall(rules: Rules<'_>, hand: &Hand, tile: Tile) -> bool {
    let checked = CheckedHand { hand: hand.clone(), fault: CountFault::None };
    let win = Win::self_drawn(tile);
    let ctx = Context { seat: Wind::East, rounds: Wind::East.bit(), win: Some(win) };
    score_as(rules, &checked, &ctx, Detail::Bare).mahjong
}

/// Scores the tile `t` added to a waiting hand, won by `source` (for the waits operation), without
/// the reasons a wait does not win, and without the itemised breakdown ([`score_totals`]) but
/// where the rule set counts fans (`mcr`: the waits answer lists each wait's fans), whose
/// elements list no tiles.
pub fn score_with_win(rules: Rules<'_>, hand: &Hand, ctx: &Context, win: Win) -> Score {
    let mut h = hand.clone();
    h.concealed[win.tile.index()] += 1;
    let checked = CheckedHand { hand: h, fault: CountFault::None };
    let ctx = Context { win: Some(win), ..*ctx };
    score_as(rules, &checked, &ctx, Detail::Bare)
}

/// The rule set counts fans (`fan` elements: `mcr`).
pub fn counts_fans(rules: Rules<'_>) -> bool {
    rules.set.plan.role(true).kinds.fan != 0
}

/// The waits of a waiting hand (13 tiles plus kongs), each scored as won from a discard by
/// `discarder` and as self-drawn from the wall (for the waits operation): (tile, discard, wall).
/// The scores are [`score_totals`]'s: no itemised breakdown.
pub fn score_waits(rules: Rules<'_>, hand: &Hand, ctx: &Context, discarder: Wind) -> Vec<(Tile, Score, Score)> {
    let mut out = Vec::new();
    for t in arrange::waits(rules, hand, false) {
        let mk = |source: Source| {
            let win = Win {
                tile: t,
                source,
                discarder: (source == Source::Discard).then_some(discarder),
                last_tile: false,
                timing: Default::default(),
                ..Win::self_drawn(t)
            };
            score_with_win(rules, hand, ctx, win)
        };
        out.push((t, mk(Source::Discard), mk(Source::Wall)));
    }
    out
}

/// How a mahjong claim on a discard ranks (docs/rules.md §2, §3, §6): by the best category any legal
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
    let mut v = View::bare(rules, &checked.hand, ctx, class_masks(rules, ctx));
    v.select(u128::MAX);
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

#[cfg(test)]
mod tests {
    use super::{Method, push_number};

    fn ordinary_total(method: Method, limit: Option<u32>, points: u32, doublings: u32) -> (u32, bool) {
        ordinary_total!(method, limit, points, doublings)
    }

    /// *Het Rode Boekje*'s doubling table ("Verdubbelingtabel", 000:369-393): a row per points
    /// total from 20 to 62, a column per number of doublings from 0 to 6, as printed. It is the
    /// arithmetic of docs/rules.md §1 "Totals" but for one misprint, 28 points with 6 doublings
    /// printed 1892 for 28 × 64 = 1792; the service follows the arithmetic. Every entry above 2000
    /// is capped at the rule set's limit (000:275, "een limiet van 2000 punten").
    #[test]
    fn the_rode_boekje_doubling_table_is_points_times_two_to_the_doublings_capped_at_2000() {
        #[rustfmt::skip]
        const TABLE: [[u32; 7]; 22] = [
            [20, 40, 80, 160, 320, 640, 1280], [22, 44, 88, 176, 352, 704, 1408], [24, 48, 96, 192, 384, 768, 1536],
            [26, 52, 104, 208, 416, 832, 1664], [28, 56, 112, 224, 448, 896, 1892], [30, 60, 120, 240, 480, 960, 1920],
            [32, 64, 128, 256, 512, 1024, 2048], [34, 68, 136, 272, 544, 1088, 2176], [36, 72, 144, 288, 576, 1152, 2304],
            [38, 76, 152, 304, 608, 1216, 2432], [40, 80, 160, 320, 640, 1280, 2560], [42, 84, 168, 336, 672, 1344, 2688],
            [44, 88, 176, 352, 704, 1408, 2816], [46, 92, 184, 368, 736, 1472, 2944], [48, 96, 192, 384, 768, 1536, 3072],
            [50, 100, 200, 400, 800, 1600, 3200], [52, 104, 208, 416, 832, 1664, 3328], [54, 108, 216, 432, 864, 1728, 3456],
            [56, 112, 224, 448, 896, 1792, 3584], [58, 116, 232, 464, 928, 1856, 3712], [60, 120, 240, 480, 960, 1920, 3840],
            [62, 124, 248, 496, 992, 1984, 3968],
        ];
        let mut misprints = Vec::new();
        for row in &TABLE {
            let points = row[0];
            for (doublings, &printed) in row.iter().enumerate() {
                let (total, capped) = ordinary_total(Method::Doublings, Some(2000), points, doublings as u32);
                assert_eq!(capped, printed > 2000, "{points} points, {doublings} doublings");
                if total != printed.min(2000) {
                    misprints.push((points, doublings, printed, total));
                }
            }
        }
        assert_eq!(misprints, [(28, 6, 1892, 1792)]);
        // A total equal to the limit is not cut (ecr, 500: 125 points, 2 doublings).
        assert_eq!(ordinary_total(Method::Doublings, Some(500), 125, 2), (500, false));
        // Without a limit nothing is capped; a doubling count past the width of a total saturates.
        assert_eq!(ordinary_total(Method::Doublings, None, 62, 6), (3968, false));
        assert_eq!(ordinary_total(Method::Doublings, None, 62, 200), (u32::MAX, false));
        // Hong Kong style: the points alone, doublings aside (nine-dragons has no cap: docs/rules.md
        // §5), capped only where a house rule set gives a limit.
        assert_eq!(ordinary_total(Method::Points, None, 13, 3), (13, false));
        assert_eq!(ordinary_total(Method::Points, Some(10), 13, 0), (10, true));
    }

    #[test]
    fn numbers_are_written_as_formatting_writes_them() {
        for n in [0, 1, 9, 10, 99, 100, 2000, 65_535, 1_000_000_007, u32::MAX - 1, u32::MAX] {
            let mut s = String::from("x");
            push_number(&mut s, n);
            assert_eq!(s, format!("x{n}"));
        }
    }
}
