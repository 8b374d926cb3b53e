//! The hand-written layer is complete: every rpc of the service (the descriptor set of crate
//! `mahjong-proto`, generated from `proto/` and checked current there) must be one of the
//! operations [`mahjong_scoring_sdk::Client`] wraps.

/// The rpcs `Client` has a method for (and `RestClient` / `ScoringApi`, except the streaming one).
const WRAPPED: [&str; 12] = [
    "ListRulesets",
    "GetRuleset",
    "ValidateHand",
    "ScoreHand",
    "FindWaits",
    "ResolveClaims",
    "SettleDeal",
    "ScoreDeal",
    "ReconcileSession",
    "ScoreSession",
    "TournamentStandings",
    "ScoreHands",
];

#[test]
fn every_rpc_has_a_client_method() {
    let fds: prost_types::FileDescriptorSet =
        prost::Message::decode(mahjong_proto::DESCRIPTOR_SET).expect("the descriptor set decodes");
    let rpcs: Vec<String> = fds
        .file
        .iter()
        .filter(|f| f.package() == "mahjong.v1")
        .flat_map(|f| f.service.iter())
        .flat_map(|s| s.method.iter().map(|m| m.name().to_string()))
        .collect();
    let missing: Vec<&String> = rpcs.iter().filter(|r| !WRAPPED.contains(&r.as_str())).collect();
    assert!(
        missing.is_empty(),
        "proto/ has rpcs the SDK does not wrap yet: {missing:?}; add them to Client, RestClient and ScoringApi"
    );
    assert_eq!(rpcs.len(), WRAPPED.len(), "rpcs in proto/: {rpcs:?}");
}
