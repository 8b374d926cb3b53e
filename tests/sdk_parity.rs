//! Every operation through both clients against the real server (started in-process): the gRPC
//! and REST answers must be the same, and so must the errors (kind, message, field violations).

mod sdk_env;

use std::fmt::Debug;

use mahjong_scoring_sdk::{
    Announcement, Claim, ClaimKind, ClaimsRequest, Client, DealPlayer, DealRequest, Error, ErrorKind, Hand, HandBody,
    HandRequest, PenaltyKind, PerSeat, ReconcileRequest, RestClient, ScoreResult, ScoringApi, SettleRequest, SettleWin,
    Source, Tile, Win, Wind,
};
use sdk_env::Env;
use tokio_stream::StreamExt;

/// Runs `$call` with `$c` bound to the gRPC client, then to the REST client, and compares.
macro_rules! both {
    ($env:expr, |$c:ident| $call:expr) => {{
        let g = {
            let $c = &$env.grpc;
            $call.await
        };
        let r = {
            let $c = &$env.rest;
            $call.await
        };
        same(g, r)
    }};
}

fn same<T: PartialEq + Debug>(g: Result<T, Error>, r: Result<T, Error>) -> Result<T, (Error, Error)> {
    match (g, r) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a, b, "gRPC and REST answers differ");
            Ok(a)
        }
        (Err(a), Err(b)) => {
            assert_eq!(a.kind(), b.kind(), "error kinds differ: {a:?} vs {b:?}");
            assert_eq!(a.message(), b.message(), "error messages differ");
            assert_eq!(a.violations(), b.violations(), "field violations differ");
            Err((a, b))
        }
        (g, r) => panic!("gRPC answered {g:?} but REST {r:?}"),
    }
}

fn ok<T>(r: Result<T, (Error, Error)>) -> T {
    match r {
        Ok(v) => v,
        Err((g, _)) => panic!("both clients failed: {g:?}"),
    }
}

fn err<T: Debug>(r: Result<T, (Error, Error)>) -> (Error, Error) {
    match r {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e,
    }
}

fn hand(compact: &str) -> Hand {
    Hand::parse(compact).expect("test hand parses")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rulesets() {
    let env = Env::start().await;
    let list = ok(both!(env, |c| c.list_rulesets()));
    let ids: Vec<&str> = list.iter().map(|r| r.id.as_str()).collect();
    for id in ["rode-boekje", "ecr", "italian", "nine-dragons", "dmjl", "bmja"] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
    for id in &ids {
        let def = ok(both!(env, |c| c.get_ruleset(id)));
        assert_eq!(&def.id, id);
        assert!(!def.elements.is_empty(), "{id}: no elements");
        // The typed definition is the server's own, field for field.
        let core = mahjong_scoring::api::Core::new(mahjong_scoring::engine::registry::Registry::builtin());
        assert_eq!(Ok(def), core.ruleset(id).map_err(|e| e.to_string()), "{id}");
    }
    let (g, r) = err(both!(env, |c| c.get_ruleset("no-such-rules")));
    assert_eq!(g.kind(), ErrorKind::NotFound);
    assert_eq!(g.grpc_code(), Some(tonic::Code::NotFound));
    assert_eq!(r.http_status(), Some(404));
    assert_eq!(g.violations()[0].pointer, "/id");
    assert_eq!(g.violations()[0].code, "unknown_ruleset");

    // Names in another language, through the client-level setting.
    let nl = Env {
        grpc: Client::builder(format!("http://{}", env.running.grpc)).language("nl").connect().await.expect("connects"),
        rest: RestClient::builder(format!("http://{}", env.running.http)).language("nl").build_rest().expect("builds"),
        running: env.running,
    };
    let dutch = ok(both!(nl, |c| c.list_rulesets()));
    assert_eq!(dutch.len(), list.len());
    nl.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn score_validate_and_waits() {
    let env = Env::start().await;
    // ecr golden case: 46 points, 1 doubling → 92.
    let req = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"))
        .win(Win::discard(Tile::WE, Wind::North));
    let score = ok(both!(env, |c| c.score_hand(&req)));
    assert!(score.mahjong);
    assert_eq!((score.total, score.points, score.doublings), (92, 46, 1));
    assert!(score.elements.iter().any(|e| e.id == "dragon_pung"));

    // The same hand as compact notation parsed by the server gives the same score.
    let compact = HandRequest { hand: HandBody::from("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"), ..req.clone() };
    assert_eq!(ok(both!(env, |c| c.score_hand(&compact))), score);

    // Code written once against the trait runs over either transport.
    async fn total(api: &impl ScoringApi, req: &HandRequest) -> u32 {
        api.score_hand(req).await.map(|s| s.total).unwrap_or_default()
    }
    assert_eq!((total(&env.grpc, &req).await, total(&env.rest, &req).await), (92, 92));

    // Element names follow the request's language.
    let dutch = ok(both!(env, |c| c.score_hand(&req.clone().language("nl"))));
    assert_eq!(dutch.total, 92);

    // One case per built-in rule set, winners and a non-winner.
    let cases = [
        HandRequest::new("rode-boekje", Wind::South, Wind::East, hand("b1b2b3 b4b5b6 b7b8b9 wnwnwn b2b2"))
            .win(Win::discard(Tile::B2, Wind::West)),
        HandRequest::new("italian", Wind::South, Wind::East, hand("b1b2b3 c4c5c6 d7d8d9 b6b7b8 d2d2"))
            .win(Win::discard(Tile::D2, Wind::West)),
        HandRequest::new("nine-dragons", Wind::South, Wind::East, hand("b1b2b3 c4c5c6 d7d8d9 b5b5b5 c9c9 f1"))
            .win(Win::discard(Tile::C9, Wind::West)),
        HandRequest::new("ecr", Wind::West, Wind::East, hand("c1c2c3 d2d3d4 b5b6b7 (d8d8d8) wnwn"))
            .win(Win::discard(Tile::C3, Wind::South)),
        HandRequest::new("ecr", Wind::North, Wind::East, hand("[d1d1d1d1] b2b2 c4c4c4 dgdg d5 wewe")),
        HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 b4b5b6 c2c3c4 d6d7d8 d9d9"))
            .win(Win::self_drawn(Tile::B6))
            .option("bonus_tiles", false),
    ];
    for req in &cases {
        let s = ok(both!(env, |c| c.score_hand(req)));
        assert_eq!(s.ruleset, req.ruleset);
        let v = ok(both!(env, |c| c.validate_hand(req)));
        assert!(v.valid, "{req:?}: {v:?}");
    }
    // ecr case 2: chow hand, fully concealed, self-drawn → 128.
    assert_eq!(ok(both!(env, |c| c.score_hand(&cases[5]))).total, 128);

    // A false mahjong validates structurally but is not a mahjong.
    let false_mj = HandRequest::new("ecr", Wind::East, Wind::East, hand("b1b2b3 b4b5b6 b7b8b9 c5c5c6 dwdw"))
        .win(Win::self_drawn(Tile::C6));
    let v = ok(both!(env, |c| c.validate_hand(&false_mj)));
    assert_eq!(v.mahjong, Some(false));
    assert!(!v.reasons.is_empty());

    // Waits of a one-away hand.
    let waiting = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 b4b5 c2c3c4 d6d7d8 d9d9"));
    let waits = ok(both!(env, |c| c.find_waits(&waiting)));
    let tiles: Vec<Tile> = waits.waits.iter().map(|w| w.tile).collect();
    assert_eq!(tiles, [Tile::B3, Tile::B6]);
    assert!(waits.waits.iter().all(|w| w.self_drawn.mahjong && w.self_drawn.total >= w.discard.total));
    env.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claims_settlement_deals_sessions() {
    let env = Env::start().await;
    // ecr golden: even a chow mahjong beats a pung, which beats a chow.
    let claims = ClaimsRequest::new("ecr", Wind::East, Tile::B5, Wind::East)
        .claim(Claim::new(Wind::South, ClaimKind::Chow))
        .claim(Claim::new(Wind::West, ClaimKind::Pung))
        .claim(Claim::mahjong(Wind::North, "b3b4 c1c2c3 d4d5d6 d7d8d9 wnwn"));
    let c = ok(both!(env, |c| c.resolve_claims(&claims)));
    let winner = c.winner.expect("a winner");
    assert_eq!((winner.seat, winner.kind, winner.category.as_deref()), (Wind::North, ClaimKind::Mahjong, Some("chow")));
    assert_eq!(c.ranking.len(), 3);

    // A claim the rules reject: East claims its own discard.
    let own = ClaimsRequest::new("ecr", Wind::East, "b5", Wind::East).claim(Claim::new(Wind::East, ClaimKind::Pung));
    let c = ok(both!(env, |c| c.resolve_claims(&own)));
    assert_eq!(c.rejected.len(), 1);
    assert_eq!(c.rejected[0].code, "own_discard");

    // Settlement: East wins self-drawn.
    let settle = SettleRequest::new("ecr", PerSeat::new(144, 20, 8, 40)).winner(Wind::East, SettleWin::self_drawn());
    let s = ok(both!(env, |c| c.settle_deal(&settle)));
    let net: i64 = Wind::ALL.iter().filter_map(|w| s.net.get(*w)).sum();
    assert_eq!(net, 0);
    assert!(!s.payments.is_empty());
    let draw = SettleRequest::new("rode-boekje", PerSeat::new(64, 0, 8, 16));
    ok(both!(env, |c| c.settle_deal(&draw)));
    let penalty = SettleRequest::new("nine-dragons", PerSeat::new(0, 0, 0, 40))
        .winner(Wind::North, SettleWin::self_drawn())
        .penalty(PenaltyKind::TwelvePieces, Wind::West);
    ok(both!(env, |c| c.settle_deal(&penalty)));
    // dmjl: a penalty paid to one player (docs/rules-dmjl-bmja.md §6): West pays North 50.
    let named = SettleRequest::new("dmjl", PerSeat::default()).penalty_to(
        PenaltyKind::FalseNamingChow,
        Wind::West,
        Wind::North,
    );
    let s = ok(both!(env, |c| c.settle_deal(&named)));
    assert_eq!((s.net.get(Wind::West), s.net.get(Wind::North)), (Some(-50), Some(50)));
    let unnamed = SettleRequest::new("dmjl", PerSeat::default()).penalty(PenaltyKind::FalseNamingChow, Wind::West);
    let (g, r) = err(both!(env, |c| c.settle_deal(&unnamed)));
    for e in [&g, &r] {
        assert_eq!(e.violation("invalid_penalty").map(|v| v.pointer.as_str()), Some("/penalties/0/to"));
    }

    // A whole deal: North wins self-drawn (ecr golden).
    let deal = DealRequest::new("ecr", Wind::East)
        .player(DealPlayer::new(Wind::East, "wewewe d7d8d9 c1c1 b1b2 (dwdwdw)"))
        .player(DealPlayer::new(Wind::South, hand("b5b5b5 c9c9 d1d1 ws b4 b6 (b3b3b3) s2")))
        .player(DealPlayer::new(Wind::West, "drdr c5c5c5 d2d2 b9 wn c8 (d6d6d6)"))
        .player(DealPlayer::new(Wind::North, "c2c3c4 c5c6c7 d3d4d5 dgdgdg b8b8 f4").win(Win::self_drawn(Tile::B8)));
    let d = ok(both!(env, |c| c.score_deal(&deal)));
    assert_eq!(d.winner, Some(Wind::North));
    let totals: Vec<u32> = d.players.iter().map(|p| p.score.total).collect();
    assert_eq!(totals, [96, 20, 8, 368]);
    assert_eq!(d.settlement.next_east, Wind::South);
    assert_eq!(d.settlement.net, PerSeat::new(-408, -508, -556, 1472));

    // Italian session reconciliation: 100 short.
    let rec = ReconcileRequest::new("italian", PerSeat::new(5500, 7200, 4900, 6300));
    let r = ok(both!(env, |c| c.reconcile_session(&rec)));
    assert_eq!((r.expected, r.difference), (24000, 100));
    assert_eq!(r.totals, PerSeat::new(5530, 7210, 4930, 6330));
    env.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bulk_scoring() {
    let env = Env::start().await;
    let good = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"))
        .win(Win::discard(Tile::WE, Wind::North));
    let bad = HandRequest::new(
        "ecr",
        Wind::South,
        Wind::East,
        Hand { concealed: vec!["b1".into(), "zz".into()], ..Hand::default() },
    );
    let reqs = vec![good.clone(), bad.clone(), good.clone()];
    let answers = ok(both!(env, |c| c.score_hands(&reqs)));
    assert_eq!(answers.len(), 3);
    assert_eq!(answers[0].as_ref().map(|s| s.total), Ok(92));
    let problem = answers[1].as_ref().expect_err("the bad request is rejected");
    assert_eq!(problem.status, 422);
    assert_eq!(problem.errors[0].pointer, "/hand/concealed/1");
    assert_eq!(problem.errors[0].code, "unknown_tile");
    assert_eq!(answers[2], answers[0]);

    // More than one REST batch.
    let many: Vec<HandRequest> = (0..1001).map(|i| if i % 100 == 7 { bad.clone() } else { good.clone() }).collect();
    let answers: Vec<ScoreResult> = ok(both!(env, |c| c.score_hands(&many)));
    assert_eq!(answers.len(), 1001);
    assert_eq!(answers.iter().filter(|a| a.is_err()).count(), 10);
    assert_eq!(answers[1000].as_ref().map(|s| s.total), Ok(92));
    let errors: Vec<&str> =
        answers.iter().filter_map(|a| a.as_ref().err()).map(|p| p.errors[0].pointer.as_str()).collect();
    assert!(errors.iter().all(|p| *p == "/hand/concealed/1"), "{errors:?}");

    // The streaming form gives the same answers, with their positions.
    let mut stream = env.grpc.score_hands_stream(tokio_stream::iter(many.clone())).await.expect("stream opens");
    let mut streamed = Vec::new();
    while let Some(item) = stream.next().await {
        let item = item.expect("stream item");
        assert_eq!(item.index as usize, streamed.len());
        streamed.push(item.result);
    }
    assert_eq!(streamed, answers);
    // And it works as a `Stream` too.
    let stream = env.grpc.score_hands_stream(tokio_stream::iter(vec![good.clone()])).await.expect("stream opens");
    let collected: Vec<_> = StreamExt::collect::<Vec<_>>(stream).await;
    assert_eq!(collected.len(), 1);

    assert_eq!(ok(both!(env, |c| c.score_hands(&[]))), Vec::<ScoreResult>::new());
    env.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn field_violations() {
    let env = Env::start().await;
    // An unknown tile: 422 / INVALID_ARGUMENT with a pointer at it.
    let bad_tile = HandRequest::new(
        "ecr",
        Wind::South,
        Wind::East,
        Hand { concealed: vec!["b1".into(), "xx".into(), "b3".into()], ..Hand::default() },
    );
    let (g, r) = err(both!(env, |c| c.score_hand(&bad_tile)));
    for e in [&g, &r] {
        assert_eq!(e.kind(), ErrorKind::InvalidRequest);
        assert!(e.is_invalid_request());
        let v = e.violation("unknown_tile").expect("an unknown_tile violation");
        assert_eq!(v.pointer, "/hand/concealed/1");
        assert!(!v.message.is_empty());
        assert!(!v.message.starts_with("unknown_tile"), "the code prefix is stripped: {v:?}");
    }
    assert_eq!(g.grpc_code(), Some(tonic::Code::InvalidArgument));
    assert_eq!(g.http_status(), None);
    assert_eq!(r.http_status(), Some(422));
    assert_eq!(r.grpc_code(), None);
    assert!(g.to_string().contains("/hand/concealed/1"), "{g}");
    // Over every hand operation alike.
    err(both!(env, |c| c.find_waits(&bad_tile)));

    // Several problems at once, each with its own pointer.
    let many = HandRequest::new(
        "ecr",
        Wind::South,
        Wind::East,
        Hand { concealed: vec!["q1".into(), "b1".into(), "zz".into()], ..Hand::default() },
    );
    let (g, _) = err(both!(env, |c| c.score_hand(&many)));
    let pointers: Vec<&str> = g.violations().iter().map(|v| v.pointer.as_str()).collect();
    assert!(pointers.contains(&"/hand/concealed/0") && pointers.contains(&"/hand/concealed/2"), "{:?}", g.violations());
    let unknown_option = bad_tile.clone().option("no_such_option", true);
    let (g, _) = err(both!(env, |c| c.score_hand(&unknown_option)));
    assert_eq!(g.violation("unknown_option").map(|v| v.pointer.as_str()), Some("/options/no_such_option"));

    // Unknown rule set.
    let unknown = HandRequest { ruleset: "no-such-rules".into(), ..bad_tile.clone() };
    let (g, _) = err(both!(env, |c| c.score_hand(&unknown)));
    let v = g.violation("unknown_ruleset").expect("unknown_ruleset");
    assert_eq!(v.pointer, "/ruleset");

    // Compact notation the server parses: problems point at the hand.
    let compact = HandRequest::new("ecr", Wind::South, Wind::East, "b1b2b3 zz");
    let (g, _) = err(both!(env, |c| c.score_hand(&compact)));
    assert_eq!(g.violation("unknown_tile").map(|v| v.pointer.as_str()), Some("/hand"));

    // A bad winning tile.
    let bad_win = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"))
        .win(Win::new("w?", Source::Wall));
    let (g, _) = err(both!(env, |c| c.score_hand(&bad_win)));
    assert!(g.violations().iter().any(|v| v.pointer.starts_with("/win")), "{:?}", g.violations());

    // Claims, settlement, deals and sessions report the same way.
    let claims =
        ClaimsRequest::new("ecr", Wind::East, "b0", Wind::East).claim(Claim::new(Wind::South, ClaimKind::Pung));
    let (g, _) = err(both!(env, |c| c.resolve_claims(&claims)));
    assert!(g.violations().iter().any(|v| v.pointer == "/discard"), "{:?}", g.violations());
    let deal = DealRequest::new("ecr", Wind::East).player(DealPlayer::new(Wind::East, "b1b2b3"));
    err(both!(env, |c| c.score_deal(&deal)));
    let rec = ReconcileRequest::new("nope", PerSeat::new(1, 2, 3, 4));
    err(both!(env, |c| c.reconcile_session(&rec)));
    let settle = SettleRequest::new("ecr", PerSeat::new(1, 2, 3, 4)).option("no_such_option", 3);
    let (g, _) = err(both!(env, |c| c.settle_deal(&settle)));
    assert!(g.violations().iter().any(|v| v.pointer.starts_with("/options")), "{:?}", g.violations());
    env.stop().await;
}

/// The built-in rule sets and `ecr-claims`: ECR's file declaring claimed kongs and both
/// announcements (as a club's `--rulesets DIR` may).
fn with_claims() -> mahjong_scoring::engine::registry::Registry {
    let dir = std::env::temp_dir().join(format!("mahjong-claims-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let ecr = mahjong_scoring::engine::registry::BUILTIN.iter().find(|(id, _)| *id == "ecr").expect("ecr").1;
    let (before, after) = ecr.split_once("\nid = \"ecr\"\n").expect("ecr's id line");
    let text = format!(
        "{before}\nid = \"ecr-claims\"\nclaimed_kongs = true\nannouncements = [\"original_call\", \"twofold_fortune\"]\n{after}"
    );
    std::fs::write(dir.join("ecr-claims.toml"), text).expect("written");
    let mut registry = mahjong_scoring::engine::registry::Registry::builtin();
    assert_eq!(registry.load_dir(&dir).expect("loads"), ["ecr-claims"]);
    let _ = std::fs::remove_dir_all(&dir);
    registry
}

/// Claimed kongs and announcements: refused alike by both transports under a rule set that does
/// not declare them, pointed at; taken under one that does, and served back in its definition.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claimed_kongs_and_announcements() {
    let env = Env::with(with_claims(), Default::default()).await;
    let claimed =
        Hand::builder().concealed("b1b2b3 d5d5d5 c7c8c9 wewe").claimed_kong(Tile::C3).build().expect("a hand");
    let win = Win::discard(Tile::WE, Wind::North).announce(Announcement::OriginalCall);
    let req = HandRequest::new("ecr", Wind::South, Wind::East, claimed.clone()).win(win.clone());
    let (g, _) = err(both!(env, |c| c.score_hand(&req)));
    let found: Vec<(&str, &str)> = g.violations().iter().map(|v| (v.code.as_str(), v.pointer.as_str())).collect();
    assert_eq!(found, [("not_in_ruleset", "/hand/melds/0/claimed"), ("not_in_ruleset", "/win/announcements/0")]);
    // In compact notation, the hand as written by the SDK: at the string.
    assert_eq!(claimed.to_compact(), "b1b2b3d5d5d5c7c8c9wewe {c3c3c3c3}");
    let compact =
        HandRequest::new("ecr", Wind::South, Wind::East, claimed.to_compact()).win(Win::discard(Tile::WE, Wind::North));
    let (g, _) = err(both!(env, |c| c.score_hand(&compact)));
    assert_eq!(g.violation("not_in_ruleset").map(|v| v.pointer.as_str()), Some("/hand"));
    // Waits and validation alike.
    let waiting = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 d5d5d5 c7c8c9 we {c3c3c3c3}"));
    err(both!(env, |c| c.find_waits(&waiting)));
    let v = ok(both!(env, |c| c.validate_hand(&req)));
    assert!(!v.valid && v.problems.iter().all(|p| p.code == "not_in_ruleset"), "{v:?}");
    // An announcement twice, whatever the rule set.
    let twice = Win { announcements: vec![Announcement::TwofoldFortune; 2], ..win.clone() };
    let twice = HandRequest::new("ecr-claims", Wind::South, Wind::East, claimed.clone()).win(twice);
    let (g, _) = err(both!(env, |c| c.score_hand(&twice)));
    assert_eq!(g.violation("invalid_win").map(|v| v.pointer.as_str()), Some("/win/announcements/1"));

    // Taken where declared, scored as with an exposed kong (no rule set scores a claim yet).
    let def = ok(both!(env, |c| c.get_ruleset("ecr-claims")));
    assert!(def.claimed_kongs);
    assert_eq!(def.announcements, [Announcement::OriginalCall, Announcement::TwofoldFortune]);
    let ecr = ok(both!(env, |c| c.get_ruleset("ecr")));
    assert!(!ecr.claimed_kongs && ecr.announcements.is_empty());
    let pung = hand("b1b2b3 c7c8c9 wewe (dgdgdg) {c3c3c3c3}");
    let taken = HandRequest::new("ecr-claims", Wind::South, Wind::East, pung).win(win.clone());
    let score = ok(both!(env, |c| c.score_hand(&taken)));
    let exposed =
        HandRequest::new("ecr-claims", Wind::South, Wind::East, hand("b1b2b3 c7c8c9 wewe (dgdgdg) (c3c3c3c3)"))
            .win(Win::discard(Tile::WE, Wind::North));
    assert_eq!(score, ok(both!(env, |c| c.score_hand(&exposed))));
    assert!(score.mahjong && score.total > 0);
    let v = ok(both!(env, |c| c.validate_hand(&taken)));
    assert!(v.valid, "{v:?}");
    env.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timeouts_and_connection_failures() {
    let env = Env::start().await;
    let req = HandRequest::new("ecr", Wind::South, Wind::East, hand("b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"))
        .win(Win::self_drawn(Tile::B3));
    // A peer that accepts connections and never answers: every call must end in a timeout. (The
    // real server answers a score in well under the timer's 1 ms tick on loopback, so a "tiny"
    // timeout against it would race the answer.)
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let silent_addr = silent.local_addr().expect("address");
    let holder = tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((conn, _)) = silent.accept().await {
            held.push(conn);
        }
    });
    let short = std::time::Duration::from_millis(200);
    let started = std::time::Instant::now();
    let grpc_silent = Client::builder(format!("http://{silent_addr}")).connect_lazy().expect("lazy client");
    let g = grpc_silent.with_timeout(short).score_hand(&req).await.expect_err("times out");
    let rest_silent = RestClient::new(format!("http://{silent_addr}")).expect("client");
    let r = rest_silent.with_timeout(short).score_hand(&req).await.expect_err("times out");
    assert_eq!(g.kind(), ErrorKind::Timeout, "{g:?}");
    assert_eq!(r.kind(), ErrorKind::Timeout, "{r:?}");
    assert!(g.is_retryable() && r.is_retryable());
    // Both calls gave up at their deadline, not much later.
    assert!(started.elapsed() < std::time::Duration::from_secs(5), "{:?}", started.elapsed());
    holder.abort();
    assert_eq!(env.grpc.with_timeout(short).timeout(), short);
    // The original clients keep their default timeout and still work.
    assert_eq!(env.grpc.timeout(), mahjong_scoring_sdk::DEFAULT_TIMEOUT);
    ok(both!(env, |c| c.score_hand(&req)));

    // Nothing listens on a port of a stopped server.
    let (grpc_addr, http_addr) = (env.running.grpc, env.running.http);
    env.stop().await;
    let e = Client::connect(format!("http://{grpc_addr}")).await.expect_err("cannot connect");
    assert_eq!(e.kind(), ErrorKind::Connect);
    let lazy = Client::builder(format!("http://{grpc_addr}")).connect_lazy().expect("lazy client");
    let e = lazy.list_rulesets().await.expect_err("cannot connect");
    assert!(matches!(e.kind(), ErrorKind::Connect | ErrorKind::Unavailable), "{e:?}");
    let rest = RestClient::new(format!("http://{http_addr}")).expect("client");
    let e = rest.list_rulesets().await.expect_err("cannot connect");
    assert_eq!(e.kind(), ErrorKind::Connect);

    // Bad URLs are refused before anything is sent.
    assert_eq!(Client::connect("not a url").await.map(|_| ()).map_err(|e| e.kind()), Err(ErrorKind::InvalidInput));
    assert_eq!(RestClient::new("not a url").map(|_| ()).map_err(|e| e.kind()), Err(ErrorKind::InvalidInput));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_and_tournaments() {
    use mahjong_scoring_sdk::{
        KnownWin, PerPlayer, SessionDeal, SessionHand, SessionPlayer, SessionRequest, SessionWin, TournamentRequest,
        TournamentSession,
    };
    let env = Env::start().await;
    let players = vec![
        SessionPlayer::new("a", Wind::East).name("Anna"),
        SessionPlayer::new("b", Wind::South),
        SessionPlayer::new("c", Wind::West),
        SessionPlayer::new("d", Wind::North),
    ];
    let scores =
        |v: [u32; 4]| -> PerPlayer<u32> { ["a", "b", "c", "d"].iter().map(|k| k.to_string()).zip(v).collect() };
    // rode-boekje golden session, first deals: South (b) wins 272 with four hands; then East (b)
    // self-drawn 288 by known scores; a draw.
    let req = SessionRequest::new("rode-boekje", players.clone())
        .deal(SessionDeal::hands(vec![
            SessionHand::new("a", "c1c1c1 c2c3c4 wewe d9d9 (d5d5d5)"),
            SessionHand::new("b", "b2b3b4 b5b6b7 drdrdr b8b8 (dwdwdw)").win(SessionWin::discard(Tile::B8, "d")),
            SessionHand::new("c", "c5c5c5 c6c6c6 wsws d2d3d4 b1b9"),
            SessionHand::new("d", "wnwnwn b9b9 d6d7 c8c9 ww (dgdgdg)"),
        ]))
        .deal(SessionDeal::scores("b", KnownWin { source: Source::Wall, discarder: None }, scores([8, 288, 10, 84])))
        .deal(SessionDeal::draw());
    let s = ok(both!(env, |c| c.score_session(&req)));
    assert_eq!(s.deals.len(), 3);
    assert_eq!(s.totals.get("b"), Some(&2816));
    assert_eq!(s.next.east, "d");
    // The rest from the state answered: the same totals as in one record.
    let rest = SessionRequest::new("rode-boekje", players.clone()).start(s.next.clone()).deal(SessionDeal::draw());
    let t = ok(both!(env, |c| c.score_session(&rest)));
    assert_eq!(t.totals, s.totals);
    assert_eq!(t.next.deals_played, 4);
    // A winner who is not at the table.
    let bad = SessionRequest::new("rode-boekje", players.clone()).deal(SessionDeal::scores(
        "zed",
        KnownWin { source: Source::Wall, discarder: None },
        scores([0, 0, 0, 0]),
    ));
    let (g, _) = err(both!(env, |c| c.score_session(&bad)));
    assert_eq!(g.kind(), ErrorKind::InvalidRequest);
    assert_eq!(g.violations()[0].pointer, "/deals/0/winner");
    assert_eq!(g.violations()[0].code, "unknown_player");

    let tournament = TournamentRequest::new("rode-boekje")
        .session(TournamentSession {
            round: 1,
            table: None,
            players: players.clone(),
            deals: req.deals.clone(),
            totals: None,
        })
        .session(TournamentSession {
            round: 2,
            table: Some("2".into()),
            players,
            deals: Vec::new(),
            totals: Some(["a", "b", "c", "d"].iter().map(|k| k.to_string()).zip([100, -100, 0, 0]).collect()),
        });
    let st = ok(both!(env, |c| c.tournament_standings(&tournament)));
    assert_eq!(st.standings[0].player, "b");
    assert_eq!(st.prizes[0].players, ["b"]);
    env.stop().await;
}
