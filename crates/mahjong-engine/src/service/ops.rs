//! The core operations. Every transport (REST, gRPC, CLI) decodes its input into the contract's
//! bodies ([`mahjong_types`]), calls exactly one function here, and encodes the result.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::hand::{self, CheckedHand, Context};
use crate::registry::Registry;
use crate::ruleset::{self, Lang, Method, OptionKind, Options, Rules, Ruleset, RulesetDef};
use crate::score::{self, Score};
use crate::tile::Wind;
use crate::{Code, Problem, arrange};

use super::error::{ApiError, ErrorKind, FieldError, MAX_PROBLEMS};
use mahjong_types::{
    ArrangedSet, Element, FanCount, FuPart, HanFuPayments, HanFuScore, HandBody, HandRequest, LimitHand, OptionValue,
    Reason, RulesetList, RulesetOption, RulesetSummary, ScoreResponse, TileForm, Tiles, ValidateResponse, Wait,
    WaitScore, WaitsResponse, Win,
};

/// The scoring core shared by all transports: the rule sets, read-only after start-up.
#[derive(Clone)]
pub struct Core {
    registry: Arc<Registry>,
    /// Told the rule set of each request once it is resolved, and how many hands it scores.
    observer: Observer,
}

/// What [`Core::observed`] calls: the rule set a request is under and how many hands it scores
/// (the service counts them per rule set and labels the request's metrics with it).
pub type Observer = Arc<dyn Fn(&Arc<Ruleset>, u64) + Send + Sync>;

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core").field("registry", &self.registry).finish_non_exhaustive()
    }
}

/// A rule set with a request's options resolved.
pub struct Resolved {
    pub set: Arc<Ruleset>,
    pub opts: Options,
    observer: Observer,
}

impl Resolved {
    pub fn rules(&self) -> Rules<'_> {
        Rules { set: &self.set, opts: &self.opts }
    }

    /// Tells the core's observer that the request is under this rule set and scores `hands`.
    pub(crate) fn note(&self, hands: u64) {
        (self.observer)(&self.set, hands)
    }
}

/// Picks the language: the request's field, else the transport's hint (Accept-Language), else `en`.
/// The field is one of `en`, `nl`, `it` as written; anything else is malformed (400).
pub fn language(field: Option<&str>, hint: Option<Lang>) -> Result<Lang, ApiError> {
    match field {
        Some(l) => Lang::parse_exact(l).ok_or_else(|| {
            ApiError::field(
                ErrorKind::BadRequest,
                "/language",
                "unknown_language",
                format!("{l:?} is not a language; allowed: en, nl, it"),
            )
        }),
        None => Ok(hint.unwrap_or_default()),
    }
}

/// Parses an Accept-Language header: the first of en, nl, it it names (by quality order).
pub fn accept_language(header: &str) -> Option<Lang> {
    let mut best: Option<(f32, Lang)> = None;
    for part in header.split(',') {
        let mut it = part.trim().split(';');
        let tag = it.next().unwrap_or("").trim();
        let q = it.find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok())).unwrap_or(1.0);
        let primary = tag.split('-').next().unwrap_or("");
        if let Some(l) = Lang::parse(primary)
            && best.is_none_or(|(bq, _)| q > bq)
        {
            best = Some((q, l));
        }
    }
    best.map(|(_, l)| l)
}

impl Core {
    pub fn new(registry: Registry) -> Core {
        arrange::warm_up();
        Core { registry: Arc::new(registry), observer: Arc::new(|_, _| {}) }
    }

    /// The core with `observer` told of every request's rule set (see [`Observer`]).
    pub fn observed(self, observer: impl Fn(&Arc<Ruleset>, u64) + Send + Sync + 'static) -> Core {
        Core { observer: Arc::new(observer), ..self }
    }

    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Finds a rule set and applies option overrides; problems point at `/ruleset` and `/options/…`.
    pub fn resolve(&self, ruleset: &str, options: &BTreeMap<String, OptionValue>) -> Result<Resolved, Vec<Problem>> {
        let Some(set) = self.registry.get(ruleset) else {
            return Err(vec![Problem::new(
                "/ruleset",
                Code::UnknownRuleset,
                format!("no rule set {ruleset:?}; known: {}", self.registry.ids().join(", ")),
            )]);
        };
        let mut problems = Vec::new();
        let mut overrides = Vec::new();
        for (k, v) in options {
            match v {
                OptionValue::Bool(b) => overrides.push((k.clone(), ruleset::OptionValue::Bool(*b))),
                OptionValue::Int(n) => overrides.push((k.clone(), ruleset::OptionValue::Int(*n))),
                OptionValue::Invalid => problems.push(Problem::new(
                    format!("/options/{}", k.replace('~', "~0").replace('/', "~1")),
                    Code::InvalidOptionValue,
                    format!("option {k:?} takes a boolean or an integer"),
                )),
            }
        }
        match set.resolve_options(&overrides) {
            Ok(opts) if problems.is_empty() => Ok(Resolved { set: set.clone(), opts, observer: self.observer.clone() }),
            Ok(_) => Err(problems),
            Err(ps) => {
                problems.extend(ps.into_iter().map(|p| {
                    Problem::new(
                        format!("/options/{}", p.option.replace('~', "~0").replace('/', "~1")),
                        p.code,
                        p.message,
                    )
                }));
                Err(problems)
            }
        }
    }

    /// Everything one player's request holds, checked: problems carry pointers into `req`.
    fn player(&self, req: &HandRequest, as_winner: bool) -> Result<(Resolved, CheckedHand, Context), Vec<Problem>> {
        Core::player_under(self.resolve(&req.ruleset, &req.options)?, req, as_winner)
    }

    /// [`Core::player`] under a rule set already resolved from `req`.
    fn player_under(
        r: Resolved,
        req: &HandRequest,
        as_winner: bool,
    ) -> Result<(Resolved, CheckedHand, Context), Vec<Problem>> {
        let mut problems = Vec::new();
        let rounds = rounds_of(&r, req.round_wind, req.extra_round_wind, &mut problems);
        let seat = req.seat_wind;
        let win = if as_winner { req.win.as_ref() } else { None };
        match check_player_at(&r, &req.hand, win, seat, "") {
            Ok((checked, win)) if problems.is_empty() => Ok((r, checked, Context { seat, rounds, win })),
            Ok(_) => Err(problems),
            Err(ps) => {
                problems.extend(ps);
                Err(problems)
            }
        }
    }

    /// `POST /v1/hands/score`.
    pub fn score(&self, req: &HandRequest, hint: Option<Lang>) -> Result<ScoreResponse, ApiError> {
        let (set, s, lang) = self.score_raw(req, hint)?;
        Ok(score_body(&set, &s, lang, req.hand.tile_form()))
    }

    /// The engine's score of a request, with its rule set and language.
    fn score_raw(&self, req: &HandRequest, hint: Option<Lang>) -> Result<(Arc<Ruleset>, Score, Lang), ApiError> {
        let lang = language(req.language.as_deref(), hint)?;
        let (r, checked, ctx) = self.player(req, true).map_err(ApiError::invalid)?;
        r.note(1);
        let s = tracing::debug_span!("engine.score", ruleset = r.set.id())
            .in_scope(|| score::score(r.rules(), &checked, &ctx));
        // A complete hand with no yaku is no win (`riichi`): an error of the request, not a
        // false mahjong to settle.
        if let Some(no_yaku) = s.reasons.iter().find(|r| r.code == Code::NoYaku.as_str()) {
            return Err(ApiError::field(ErrorKind::Invalid, "/win", Code::NoYaku.as_str(), no_yaku.message.clone()));
        }
        Ok((r.set, s, lang))
    }

    /// `POST /v1/hands/validate`: problems are the answer, not an error (except an unknown rule
    /// set or option, without which nothing can be checked).
    pub fn validate(&self, req: &HandRequest, hint: Option<Lang>) -> Result<ValidateResponse, ApiError> {
        // Names are not part of the answer, but an unknown language is still an error.
        language(req.language.as_deref(), hint)?;
        let resolved = self.resolve(&req.ruleset, &req.options).map_err(ApiError::invalid)?;
        resolved.note(0);
        match Core::player_under(resolved, req, true) {
            Ok((r, checked, ctx)) => {
                let (mahjong, reasons) = match ctx.win {
                    Some(_) => {
                        let s = score::score_totals(r.rules(), &checked, &ctx);
                        (Some(s.mahjong), reasons(&s))
                    }
                    None => (None, Vec::new()),
                };
                Ok(ValidateResponse {
                    ruleset: r.set.id().to_string(),
                    valid: true,
                    mahjong,
                    problems: Vec::new(),
                    more_problems: 0,
                    reasons,
                })
            }
            Err(ps) => {
                let more_problems = ps.len().saturating_sub(MAX_PROBLEMS);
                Ok(ValidateResponse {
                    ruleset: req.ruleset.clone(),
                    valid: false,
                    mahjong: None,
                    problems: ps.into_iter().take(MAX_PROBLEMS).map(FieldError::from).collect(),
                    more_problems,
                    reasons: Vec::new(),
                })
            }
        }
    }

    /// `POST /v1/hands/waits`.
    pub fn waits(&self, req: &HandRequest, hint: Option<Lang>) -> Result<WaitsResponse, ApiError> {
        let lang = language(req.language.as_deref(), hint)?;
        if req.win.is_some() {
            return Err(ApiError::field(
                ErrorKind::Invalid,
                "/win",
                "unexpected_win",
                "waits are asked for a hand without its winning tile; leave out \"win\"",
            ));
        }
        // Every rule set, `riichi` included: a wait is scored as the hand stands (no announcement,
        // dora, honba or deposit), which tells a riichi player the waits that have a yaku.
        let (r, checked, ctx) = self.player(req, false).map_err(ApiError::invalid)?;
        r.note(0);
        let _span = tracing::debug_span!("engine.waits", ruleset = r.set.id()).entered();
        let rules = r.rules();
        let discarder = Wind::ALL[(ctx.seat.index() + 3) % 4];
        let form = req.hand.tile_form();
        let waits = score::score_waits(rules, &checked.hand, &ctx, discarder)
            .into_iter()
            .map(|(t, discard, wall)| {
                let mk = |s: &score::Score| WaitScore {
                    mahjong: s.mahjong,
                    total: s.total,
                    limit_hand: limit_body(&r.set, s, lang),
                    han_fu: han_fu_body(s),
                    fans: fans_body(&r.set, s),
                };
                Wait { tile: t, discard: mk(&discard), self_drawn: mk(&wall), form }
            })
            .collect::<Vec<_>>();
        Ok(WaitsResponse { ruleset: r.set.id().to_string(), tenpai: !waits.is_empty(), waits })
    }

    /// `GET /v1/rulesets`.
    pub fn rulesets(&self, lang: Lang) -> RulesetList {
        RulesetList { rulesets: self.registry.iter().map(|s| summary(s, lang)).collect() }
    }

    /// A rule set's name in the language asked for (the id when there is no such rule set).
    pub fn ruleset_name(&self, id: &str, field: Option<&str>, hint: Option<Lang>) -> String {
        let lang = language(field, hint).unwrap_or_default();
        self.registry.get(id).map_or_else(|| id.to_string(), |s| s.def.name.get(lang).to_string())
    }

    /// `GET /v1/rulesets/{id}`: the full definition.
    pub fn ruleset(&self, id: &str) -> Result<RulesetDef, ApiError> {
        self.registry.get(id).map(|s| s.def.clone()).ok_or_else(|| {
            ApiError::field(
                ErrorKind::NotFound,
                "/id",
                "unknown_ruleset",
                format!("no rule set {id:?}; known: {}", self.registry.ids().join(", ")),
            )
        })
    }
}

/// The prevailing winds as a bit set; a second one only where the rule set has it.
pub(crate) fn rounds_of(r: &Resolved, round: Wind, extra: Option<Wind>, problems: &mut Vec<Problem>) -> u8 {
    let mut rounds = round.bit();
    if let Some(extra) = extra {
        if r.set.def.extra_round_wind {
            rounds |= extra.bit();
        } else {
            problems.push(Problem::new(
                "/extra_round_wind",
                Code::InvalidWind,
                format!("rule set {:?} has a single prevailing wind", r.set.id()),
            ));
        }
    }
    rounds
}

/// Most tile codes a hand may list (concealed, meld and bonus tiles together). A legal hand lists
/// at most 26 (four kongs, a pair and eight bonus tiles); a longer list is answered with one
/// problem instead of one per tile.
pub const MAX_HAND_TILES: usize = 32;

/// Checks one player's hand and win under a resolved rule set, every pointer under `prefix` (`/players/2`).
pub(crate) fn check_player_at(
    r: &Resolved,
    hand: &HandBody,
    win: Option<&Win>,
    seat: Wind,
    prefix: &str,
) -> Result<(CheckedHand, Option<hand::Win>), Vec<Problem>> {
    let listed = match hand {
        HandBody::Hand(h) => {
            h.concealed.len() + h.bonus.len() + h.melds.iter().map(|m| m.tiles.len().max(1)).sum::<usize>()
        }
        // Two characters a code, one digit an mpsz tile; brackets and spaces do not count.
        HandBody::Compact(text) => mahjong_types::notation::tiles_written(text),
    };
    if listed > MAX_HAND_TILES {
        return Err(vec![Problem::new(
            format!("{prefix}/hand"),
            Code::WrongTileCount,
            format!("a hand lists at most {MAX_HAND_TILES} tiles (concealed, melds and bonus together), not {listed}"),
        )]);
    }
    hand::check_hand(r.rules(), hand, win, seat).map_err(|ps| ps.into_iter().map(|p| p.under(prefix)).collect())
}

fn summary(s: &Ruleset, lang: Lang) -> RulesetSummary {
    RulesetSummary {
        id: s.def.id.clone(),
        name: s.def.name.get(lang).to_string(),
        method: match s.def.method {
            Method::Doublings => "doublings",
            Method::Points => "points",
            Method::HanFu => "han_fu",
        }
        .into(),
        limit: s.def.limit,
        source: s.def.source.clone(),
        options: s
            .def
            .options
            .iter()
            .map(|o| match o.kind() {
                OptionKind::Bool { default } => RulesetOption {
                    id: o.id.clone(),
                    name: o.name.get(lang).into(),
                    kind: "bool".into(),
                    default: OptionValue::Bool(default),
                    min: None,
                    max: None,
                },
                OptionKind::Int { default, min, max } => RulesetOption {
                    id: o.id.clone(),
                    name: o.name.get(lang).into(),
                    kind: "int".into(),
                    default: OptionValue::Int(default),
                    min: Some(min),
                    max: Some(max),
                },
            })
            .collect(),
    }
}

fn reasons(s: &Score) -> Vec<Reason> {
    s.reasons.iter().map(|r| Reason { code: r.code.to_string(), message: r.message.clone() }).collect()
}

fn limit_body(set: &Ruleset, s: &Score, lang: Lang) -> Option<LimitHand> {
    s.limit_hand.as_ref().map(|l| {
        let e = &set.def.elements[l.element];
        LimitHand { id: e.id.clone(), name: e.name.get(lang).to_string(), value: l.value, waiting: l.waiting }
    })
}

/// The response body of a scored hand, its tiles written in `form` (the request's hand's:
/// [`HandBody::tile_form`]).
pub fn score_body(set: &Ruleset, s: &Score, lang: Lang, form: TileForm) -> ScoreResponse {
    ScoreResponse {
        ruleset: set.id().to_string(),
        mahjong: s.mahjong,
        total: s.total,
        points: s.points,
        doublings: s.doublings,
        limit_hand: limit_body(set, s, lang),
        capped: s.capped,
        elements: s
            .elements
            .iter()
            .map(|h| {
                let e = &set.def.elements[h.element as usize];
                let entry = s.entry(set, h);
                Element {
                    id: e.id.clone(),
                    name: e.name.get(lang).to_string(),
                    points: entry.points,
                    doublings: entry.doublings,
                    limit: entry.limit,
                    tiles: Tiles::written(entry.tiles, form),
                    sets: entry.sets,
                }
            })
            .collect(),
        arrangement: s
            .arrangement
            .iter()
            .map(|st| ArrangedSet {
                kind: st.kind,
                tiles: Tiles::written(st.tiles(), form),
                exposed: !st.concealed,
                winning: st.winning,
            })
            .collect(),
        reasons: reasons(s),
        han_fu: han_fu_body(s),
        fan_payments: s.fan_payments.clone(),
    }
}

/// The han, fu, limit and payments of a hand won under a han and fu rule set.
fn han_fu_body(s: &Score) -> Option<HanFuScore> {
    let d = s.han_fu.as_ref()?;
    let pay = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
    Some(HanFuScore {
        han: s.doublings,
        fu: s.points,
        fu_parts: d.fu_parts.iter().map(|(id, fu)| FuPart { id: (*id).to_string(), fu: *fu }).collect(),
        limit: Some(d.tier.name()).filter(|n| !n.is_empty()).map(str::to_string),
        payments: HanFuPayments {
            discarder: pay(d.discarder),
            dealer: pay(d.dealer),
            non_dealer: pay(d.non_dealer),
            deposits: pay(d.deposits),
            total: pay(d.total),
        },
    })
}

/// A wait's fans (`mcr`: the elements of its score, which are fans where the score lists them):
/// each element once with its count, in the rule set's order.
fn fans_body(set: &Ruleset, s: &score::Score) -> Vec<FanCount> {
    let mut out: Vec<FanCount> = Vec::new();
    for h in &s.elements {
        let e = &set.def.elements[h.element as usize];
        match out.last_mut() {
            Some(last) if last.id == e.id => last.count += 1,
            _ => out.push(FanCount { id: e.id.clone(), value: e.points.unwrap_or(0), count: 1 }),
        }
    }
    out
}
