//! Every message through the one set of conversions (crate `mahjong-proto`, which the SDK and the
//! service share) and the protobuf encoding between them: a request the SDK writes (`From`) is
//! read back as the service reads it (`TryFrom`) as the same value, and an answer the service
//! writes is read back by the SDK as the same value; the SDK re-exports the service's messages.
//! Each sample sets every field the message has; a second, minimal one leaves out what may be.

use prost::Message;

use mahjong_scoring_sdk::pb;
use mahjong_scoring_sdk::*;

/// A message of one side, encoded and decoded as the other side's.
fn wire<A: Message, B: Message + Default>(a: &A) -> B {
    B::decode(a.encode_to_vec().as_slice()).expect("the other side reads the message")
}

fn hand(compact: &str) -> Hand {
    Hand::parse(compact).expect("test hand parses")
}

/// A request written as its message `M`, encoded, decoded and read back.
fn request_round_trip<T, M>(value: &T)
where
    T: PartialEq + std::fmt::Debug + TryFrom<M, Error = mahjong_proto::Invalid>,
    M: Message + Default + for<'a> From<&'a T>,
{
    let back =
        T::try_from(wire::<M, M>(&M::from(value))).unwrap_or_else(|e| panic!("the service rejects {value:?}: {e:?}"));
    assert_eq!(&back, value);
}

/// An answer written as its message `M`, encoded, decoded and read back.
fn answer_round_trip<T, M>(value: &T)
where
    T: PartialEq + std::fmt::Debug + Clone + TryFrom<M>,
    T::Error: std::fmt::Debug,
    M: Message + Default + From<T>,
{
    let back = T::try_from(wire::<M, M>(&M::from(value.clone())))
        .unwrap_or_else(|e| panic!("the SDK rejects {value:?}: {e:?}"));
    assert_eq!(&back, value);
}

fn hand_requests() -> Vec<HandRequest> {
    let mut object = hand("c2c3c4 d6d7d8 wsws (dgdgdg) [b3b3b3b3] f2");
    object.concealed.push(TileText::parse("zz"));
    object.melds.push(Meld {
        kind: Spelled::parse("trio"),
        tiles: vec!["B1".into(), "x".into()],
        exposed: None,
        claimed: None,
    });
    vec![
        HandRequest::new("italian", Wind::South, Wind::East, object)
            .option("flag", true)
            .option("n", -3)
            .extra_round_wind(Wind::North)
            .win(Win::discard("ws", Wind::West).last_tile(true).timing(Timing::Earthly))
            .language("nl"),
        HandRequest::new("ecr", Wind::East, Wind::East, "b1b2b3 (drdrdr) xx"),
        HandRequest::new("ecr", Wind::North, Wind::West, hand("b1b1b1 c2c2")).win(Win::self_drawn(Tile::C2)),
        HandRequest {
            options: [("bad".to_string(), OptionValue::Invalid)].into(),
            ..HandRequest::new("ecr", Wind::East, Wind::East, "b1")
        },
    ]
}

#[test]
fn requests() {
    for r in hand_requests() {
        request_round_trip::<_, pb::HandRequest>(&r);
    }
    let claims = ClaimsRequest::new("italian", Wind::East, "b5", Wind::South)
        .option("x", 2)
        .extra_round_wind(Wind::West)
        .source(Source::RobbedKong)
        .timing(Timing::Earthly)
        .claim(Claim::new(Wind::West, ClaimKind::Chow))
        .claim(Claim::new(Wind::North, ClaimKind::Pung).hand("b5b5 c1c2c3"))
        .claim(Claim::mahjong(Wind::East, hand("b3b4 c1c2c3 d4d5d6 d7d8d9 wnwn")));
    request_round_trip::<_, pb::ClaimsRequest>(&claims);
    request_round_trip::<_, pb::ClaimsRequest>(&ClaimsRequest::new("ecr", Wind::South, Tile::DW, Wind::East));
    let settle = SettleRequest::new("nine-dragons", PerSeat { east: Some(8), west: Some(96), ..PerSeat::default() })
        .winner(Wind::West, SettleWin::discard(Wind::East))
        .option("false_declaration", false)
        .void(true)
        .previous_voids(2)
        .penalty(PenaltyKind::FifthTile, Wind::North)
        .penalty(PenaltyKind::NinePieces, Wind::South)
        .penalty_to(PenaltyKind::FalseNamingChow, Wind::West, Wind::North);
    request_round_trip::<_, pb::SettleRequest>(&settle);
    request_round_trip::<_, pb::SettleRequest>(&SettleRequest::new("ecr", PerSeat::default()));
    let deal = DealRequest::new("rode-boekje", Wind::South)
        .option("x", true)
        .extra_round_wind(Wind::East)
        .player(DealPlayer::new(Wind::East, "b1b2b3 c4c5c6 d7d8d9 wewewe dr"))
        .player(DealPlayer::new(Wind::South, hand("b1b1b1 b2b3 c5c5c5 d9 wn (drdrdr)")))
        .player(DealPlayer::new(Wind::West, "c1c1").win(Win::self_drawn("c1").timing(Timing::Heavenly)))
        .penalty(PenaltyKind::TwelvePieces, Wind::North)
        .penalty_to(PenaltyKind::FalseNamingPungKong, Wind::East, Wind::South)
        .previous_voids(1)
        .language("it");
    request_round_trip::<_, pb::DealRequest>(&deal);
    let reconcile = ReconcileRequest::new("italian", PerSeat::new(1, -2, 3, 1_000_000));
    request_round_trip::<_, pb::ReconcileRequest>(&reconcile);
}

fn score() -> ScoreResponse {
    let tiles = |codes: &[Tile]| codes.iter().copied().collect::<Tiles>();
    ScoreResponse {
        ruleset: "rode-boekje".into(),
        mahjong: true,
        total: 1000,
        points: 48,
        doublings: 3,
        limit_hand: Some(LimitHand { id: "heavenly".into(), name: "Hemelse hand".into(), value: 1000, waiting: true }),
        capped: true,
        elements: vec![
            Element {
                id: "e1".into(),
                name: "one".into(),
                points: 4,
                doublings: 1,
                limit: Some(500),
                tiles: tiles(&[Tile::DR; 3]),
                sets: [1].into_iter().collect(),
            },
            Element {
                id: "e2".into(),
                name: "two".into(),
                points: 0,
                doublings: 0,
                limit: None,
                tiles: Tiles::default(),
                sets: [0, 2, 3].into_iter().collect(),
            },
        ],
        arrangement: SetKind::ALL
            .iter()
            .enumerate()
            .map(|(i, kind)| ArrangedSet {
                kind: *kind,
                tiles: tiles(&[Tile::B1, Tile::D1][..i % 3]),
                exposed: i % 2 == 0,
                winning: i == 3,
            })
            .collect(),
        reasons: vec![Reason { code: "minimum_not_met".into(), message: "m".into() }],
        han_fu: Some(HanFuScore {
            han: 4,
            fu: 30,
            fu_parts: vec![FuPart { id: "base".into(), fu: 20 }],
            limit: None,
            payments: HanFuPayments { discarder: 0, dealer: 3900, non_dealer: 2000, deposits: 1000, total: 8900 },
        }),
        fan_payments: Some(FanPayments { discarder: 32, others: 8, total: 48 }),
    }
}

fn settlement() -> SettleResponse {
    SettleResponse {
        ruleset: "ecr".into(),
        payments: vec![
            Payment { from: Wind::East, to: Wind::South, amount: 96 },
            Payment { from: Wind::North, to: Wind::South, amount: 48 },
        ],
        net: PerSeat::new(-96, 192, -48, -48),
        next_east: Wind::South,
        next_honba: None,
        next_deposits: None,
    }
}

#[test]
fn answers() {
    let full = score();
    let bare = ScoreResponse { limit_hand: None, elements: vec![], arrangement: vec![], reasons: vec![], ..score() };
    for s in [full, bare] {
        answer_round_trip::<_, pb::ScoreResponse>(&s);
    }
    let validate = ValidateResponse {
        ruleset: "ecr".into(),
        valid: false,
        mahjong: Some(false),
        problems: vec![FieldViolation {
            pointer: "/hand/concealed/1".into(),
            code: "unknown_tile".into(),
            message: "m".into(),
        }],
        more_problems: 3,
        reasons: vec![Reason { code: "not_mahjong".into(), message: "n".into() }],
    };
    answer_round_trip::<_, pb::ValidateResponse>(&validate);
    let limit = LimitHand { id: "l".into(), name: "L".into(), value: 500, waiting: false };
    let waits = WaitsResponse {
        ruleset: "ecr".into(),
        waits: vec![Wait::new(
            Tile::S4,
            WaitScore { mahjong: false, total: 0, limit_hand: None, han_fu: None, fans: vec![] },
            WaitScore { mahjong: true, total: 500, limit_hand: Some(limit), han_fu: None, fans: vec![] },
        )],
        tenpai: true,
    };
    answer_round_trip::<_, pb::WaitsResponse>(&waits);
    let claim = |seat, kind, category: Option<&str>| ClaimRef { seat, kind, category: category.map(String::from) };
    let claims = ClaimsResponse {
        ruleset: "italian".into(),
        winner: Some(claim(Wind::North, ClaimKind::Mahjong, Some("pair"))),
        winners: vec![
            claim(Wind::North, ClaimKind::Mahjong, Some("pair")),
            claim(Wind::East, ClaimKind::Mahjong, None),
        ],
        void: true,
        ranking: vec![claim(Wind::North, ClaimKind::Mahjong, Some("pair")), claim(Wind::West, ClaimKind::Kong, None)],
        rejected: vec![RejectedClaim {
            seat: Wind::East,
            kind: ClaimKind::Chow,
            code: "own_discard".into(),
            message: "m".into(),
        }],
    };
    answer_round_trip::<_, pb::ClaimsResponse>(&claims);
    answer_round_trip::<_, pb::ClaimsResponse>(&ClaimsResponse {
        winner: None,
        winners: vec![],
        ranking: vec![],
        rejected: vec![],
        ..claims
    });
    answer_round_trip::<_, pb::SettleResponse>(&settlement());
    let deal = DealResponse {
        ruleset: "ecr".into(),
        winner: Some(Wind::South),
        players: Wind::ALL.iter().map(|w| DealPlayerResult { seat: *w, score: score() }).collect(),
        settlement: settlement(),
    };
    answer_round_trip::<_, pb::DealResponse>(&deal);
    answer_round_trip::<_, pb::DealResponse>(&DealResponse { winner: None, ..deal });
    let reconcile = ReconcileResponse {
        ruleset: "italian".into(),
        expected: 4000,
        difference: -20,
        totals: PerSeat::new(1000, 1010, 990, 1020),
    };
    answer_round_trip::<_, pb::ReconcileResponse>(&reconcile);
    let option = |id: &str, kind: &str, default, range: Option<(i64, i64)>| RulesetOption {
        id: id.into(),
        name: id.to_uppercase(),
        kind: kind.into(),
        default,
        min: range.map(|r| r.0),
        max: range.map(|r| r.1),
    };
    let list = RulesetList {
        rulesets: vec![
            RulesetSummary {
                id: "italian".into(),
                name: "Italiano".into(),
                method: "doublings".into(),
                limit: Some(500),
                source: "s".into(),
                options: vec![
                    option("a", "bool", OptionValue::Bool(true), None),
                    option("b", "int", OptionValue::Int(-5), Some((-9, 9))),
                ],
            },
            RulesetSummary {
                id: "x".into(),
                name: "X".into(),
                method: "points".into(),
                limit: None,
                source: String::new(),
                options: vec![],
            },
        ],
    };
    answer_round_trip::<_, pb::ListRulesetsResponse>(&list);
    // A rejected request of a stream: its problem document.
    let problem = Problem {
        kind: mahjong_types::problem::problem_type_of(422, &validate.problems),
        status: 422,
        title: "Invalid request".into(),
        detail: "2 problems in the request".into(),
        errors: validate.problems.clone(),
        more_errors: 5,
    };
    let scored =
        |p: Problem| pb::ScoreHandsResult { index: 7, result: Some(pb::score_hands_result::Result::Error(p.into())) };
    let back = wire::<_, pb::ScoreHandsResult>(&scored(problem.clone()));
    let Some(pb::score_hands_result::Result::Error(p)) = back.result else { panic!("not a problem: {back:?}") };
    assert_eq!((back.index, Problem::from(p)), (7, problem));
}

/// A rule set's definition (`GetRuleset`): its JSON, through a protobuf Struct and back.
#[test]
fn ruleset_definitions() {
    let registry = mahjong_scoring::engine::registry::Registry::builtin();
    for set in registry.iter() {
        let json = serde_json::to_value(&set.def).expect("a definition is JSON");
        let msg: pb::GetRulesetResponse = wire(&pb::GetRulesetResponse::from(set.def.clone()));
        assert_eq!(mahjong_proto::json_struct(msg.definition.clone().expect("a definition")), json, "{}", set.def.id);
        assert_eq!(RulesetDef::try_from(msg).as_ref(), Ok(&set.def), "{}", set.def.id);
    }
}

fn session_request() -> SessionRequest {
    let players = vec![
        SessionPlayer::new("a", Wind::East).name("Anna"),
        SessionPlayer::new("b", Wind::South),
        SessionPlayer::new("c", Wind::West),
        SessionPlayer::new("d", Wind::North),
    ];
    let hands = vec![
        SessionHand::new("a", "c1c1c1 c2c3c4 wewe d9d9 (d5d5d5)"),
        SessionHand::new("b", hand("b2b3b4 b5b6b7 drdrdr b8b8 (dwdwdw)")).win(SessionWin::discard(Tile::B8, "d")),
        SessionHand::new("c", "c5c5c5 c6c6c6 wsws d2d3d4 b1b9"),
        SessionHand::new("d", "wnwnwn b9b9 d6d7 c8c9 ww (dgdgdg)"),
    ];
    let scores: PerPlayer<u32> = [("a", 480), ("b", 0), ("c", 56), ("d", 120)].map(|(k, v)| (k.to_string(), v)).into();
    SessionRequest::new("rode-boekje", players)
        .deal(SessionDeal::hands(hands))
        .deal(SessionDeal::draw())
        .deal(SessionDeal::scores("a", KnownWin { source: Source::Discard, discarder: Some("c".into()) }, scores))
}

#[test]
fn sessions() {
    let core = mahjong_scoring::api::Core::new(mahjong_scoring::engine::registry::Registry::builtin());
    let req = session_request();
    request_round_trip::<_, pb::SessionRequest>(&req);
    let mut full = req.clone().option("x", true).start(SessionState {
        round: 2,
        round_wind: Some(Wind::South),
        extra_round_wind: Some(Wind::West),
        passes: 1,
        east: "b".into(),
        deals_played: 5,
        voids: 1,
        east_wins: 3,
        honba: 2,
        deposits: 1,
        totals: [("a", 10), ("b", -10), ("c", 0), ("d", 0)].map(|(k, v)| (k.to_string(), v)).into(),
    });
    full.language = Some("nl".into());
    full.deals
        .push(SessionDeal::draw().penalty(PenaltyKind::FalseDeclaration, "a").penalty(PenaltyKind::FifthTile, "b"));
    full.deals.push(SessionDeal::draw().penalty_to(PenaltyKind::FalseNamingChow, "b", "c"));
    let mut riichi_draw = SessionDeal::draw();
    riichi_draw.riichi = vec!["a".into()];
    riichi_draw.tenpai = vec!["a".into(), "c".into()];
    full.deals.push(riichi_draw);
    full.deals[0].hands[1].win.as_mut().expect("a win").last_tile = true;
    full.deals[0].hands[1].win.as_mut().expect("a win").timing = Timing::Earthly;
    request_round_trip::<_, pb::SessionRequest>(&full);

    let answer = core.score_session(&req, None).expect("the session scores");
    answer_round_trip::<_, pb::SessionResponse>(&answer);
    let mut it = SessionRequest::new("italian", req.players.clone());
    it.start = Some(SessionState {
        round: 5,
        round_wind: None,
        extra_round_wind: None,
        passes: 3,
        east: "a".into(),
        deals_played: 0,
        voids: 0,
        east_wins: 0,
        honba: 0,
        deposits: 0,
        totals: [("a", 6000), ("b", 6000), ("c", 6000), ("d", 5900)].map(|(k, v)| (k.to_string(), v)).into(),
    });
    it.deals.push(SessionDeal::draw());
    it.deals.push(SessionDeal::draw());
    let answer = core.score_session(&it, None).expect("the italian session scores");
    assert!(answer.deals[1].reconciliation.is_some() && answer.deals[1].extra_round_wind.is_some());
    answer_round_trip::<_, pb::SessionResponse>(&answer);
    // A riichi game's last deal: the answer's final scores travel too.
    let mut ri = SessionRequest::new("riichi", req.players.clone());
    ri.start = Some(SessionState {
        round: 2,
        round_wind: None,
        extra_round_wind: None,
        passes: 3,
        east: "d".into(),
        deals_played: 10,
        voids: 0,
        east_wins: 0,
        honba: 1,
        deposits: 1,
        totals: [("a", 30000), ("b", 25000), ("c", 24000), ("d", 20000)].map(|(k, v)| (k.to_string(), v)).into(),
    });
    ri.deals.push(SessionDeal::draw());
    let answer = core.score_session(&ri, None).expect("the riichi game scores");
    assert!(answer.over && answer.final_scores.is_some(), "{answer:?}");
    answer_round_trip::<_, pb::SessionResponse>(&answer);

    let mut t = TournamentRequest::new("rode-boekje").session(TournamentSession {
        round: 1,
        table: Some("1".into()),
        players: req.players.clone(),
        deals: req.deals.clone(),
        totals: None,
    });
    t.players = vec![TournamentPlayer { id: "a".into(), name: Some("Anna".into()) }];
    request_round_trip::<_, pb::TournamentRequest>(&t);
    let mut by_totals = TournamentRequest::new("rode-boekje").session(TournamentSession {
        round: 2,
        table: None,
        players: req.players.clone(),
        deals: Vec::new(),
        totals: Some([("a", 10), ("b", -10), ("c", 0), ("d", 0)].map(|(k, v)| (k.to_string(), v)).into()),
    });
    by_totals.language = Some("it".into());
    request_round_trip::<_, pb::TournamentRequest>(&by_totals);
    t.players.clear();
    t.sessions.extend(by_totals.sessions);
    let answer = core.tournament(&t, None).expect("the tournament ranks");
    assert_eq!(answer.prizes.len(), 2);
    answer_round_trip::<_, pb::TournamentResponse>(&answer);
}
