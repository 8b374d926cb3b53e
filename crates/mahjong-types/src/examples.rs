//! Named request examples of every operation that takes a body (feature `openapi`), with the
//! status each is answered with: a realistic call that works, and calls that show the errors.
//! The service puts them in its OpenAPI document (request body examples, and the answer of each
//! under its status with the same name), so that Swagger UI's "Try it out" works in one click
//! and a generated client's users see real calls; tests send each one and expect its status.
//!
//! A new operation adds its examples to [`request_examples`]. Swagger UI pre-fills the first
//! example in the document, where they stand in the order of their names: the name of an
//! example that succeeds must come first (a test checks it).

use serde_json::{Value, json};

/// One named example of a request body.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestExample {
    /// The example's key in the document (snake_case).
    pub name: &'static str,
    /// One line for people (Swagger UI lists examples by it).
    pub summary: &'static str,
    /// The HTTP status the service answers it with.
    pub status: u16,
    /// The request body.
    pub body: Value,
}

const fn ex(name: &'static str, summary: &'static str, status: u16, body: Value) -> RequestExample {
    RequestExample { name, summary, status, body }
}

/// The ECR hand of the README: south wins on north's discard of the east wind.
fn ecr_winner() -> Value {
    json!({
        "ruleset": "ecr",
        "seat_wind": "south",
        "round_wind": "east",
        "hand": "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr",
        "win": {"tile": "we", "source": "discard", "discarder": "north"}
    })
}

/// An ECR deal: south wins self-drawn on the east wind.
fn ecr_deal(south_hand: &str, west_hand: &str) -> Value {
    json!({
        "ruleset": "ecr",
        "round_wind": "east",
        "players": [
            {"seat": "east", "hand": "b1b1b1 c2c3c4 d5d6 wnwn drdg ws"},
            {"seat": "south", "hand": south_hand, "win": {"tile": "we", "source": "wall"}},
            {"seat": "west", "hand": west_hand},
            {"seat": "north", "hand": "b9b9b9 c9c9 d2d3d4 d5 wswsws dr"}
        ]
    })
}

/// A request of an operation and its status: the examples of `POST {path}`, in order (the first
/// one succeeds). Empty for a path without a body.
pub fn request_examples(path: &str) -> Vec<RequestExample> {
    match path {
        "/v1/hands/validate" => vec![
            ex("ecr_winning_hand", "A winning ECR hand in compact notation: valid, and a mahjong", 200, ecr_winner()),
            ex(
                "unknown_tile_and_flower",
                "An object-form hand with an unknown tile and a flower under a rule set without flowers: every problem listed (200)",
                200,
                json!({
                    "ruleset": "rode-boekje",
                    "seat_wind": "east",
                    "round_wind": "east",
                    "hand": {"concealed": ["b1", "b1", "x9"], "bonus": ["f1"]}
                }),
            ),
            ex(
                "hand_of_wrong_type",
                "Error 400: a hand that is neither an object nor a string",
                400,
                json!({"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": 42}),
            ),
        ],
        "/v1/hands/score" => vec![
            ex("ecr_discard_win", "ECR: south wins on north's discard of the east wind (total 92)", 200, ecr_winner()),
            ex(
                "ecr_in_mpsz",
                "The same ECR hand written in mpsz, as riichi tools write it: total 92, its tiles answered in mpsz",
                200,
                json!({
                    "ruleset": "ecr",
                    "seat_wind": "south",
                    "round_wind": "east",
                    "hand": "123s555p789m11z777z",
                    "win": {"tile": "1z", "source": "discard", "discarder": "north"}
                }),
            ),
            ex(
                "rode_boekje_object_form",
                "Het Rode Boekje, hand as an object with an exposed dragon pung, self-drawn (total 336)",
                200,
                json!({
                    "ruleset": "rode-boekje",
                    "seat_wind": "east",
                    "round_wind": "east",
                    "hand": {
                        "concealed": ["b2", "b3", "b4", "c5", "c5", "c5", "we", "we", "we", "d9", "d9"],
                        "melds": [{"kind": "pung", "tiles": ["dr", "dr", "dr"], "exposed": true}]
                    },
                    "win": {"tile": "d9", "source": "wall"}
                }),
            ),
            ex(
                "nine_dragons_self_pick",
                "Nine Dragons: a pure-bamboo hand won by self-pick, names in Dutch",
                200,
                json!({
                    "ruleset": "nine-dragons",
                    "seat_wind": "south",
                    "round_wind": "east",
                    "hand": "b1b2b3 b4b5b6 b7b8b9 b2b2b2 dgdg f2",
                    "win": {"tile": "dg", "source": "wall"},
                    "language": "nl"
                }),
            ),
            ex(
                "italian_non_winner",
                "Italian: a non-winner's hand (no win) still scores its sets",
                200,
                json!({
                    "ruleset": "italian",
                    "seat_wind": "west",
                    "round_wind": "east",
                    "hand": "b1b1b1 c2c3c4 d5d6 wnwn drdg ws f3"
                }),
            ),
            ex(
                "unknown_tile",
                "Error 422: tile codes that name no tile, one problem per group",
                422,
                json!({
                    "ruleset": "ecr",
                    "seat_wind": "south",
                    "round_wind": "east",
                    "hand": "b1b2b3 d5d5d5 c7c8c9 wewe rdrdrd",
                    "win": {"tile": "we", "source": "wall"}
                }),
            ),
            ex(
                "undeclared_claimed_kong_and_announcement",
                "Error 422: a claimed kong (`claimed`, `{c3c3c3c3}` in compact notation) and an announcement, under a rule set that declares neither",
                422,
                json!({
                    "ruleset": "ecr",
                    "seat_wind": "south",
                    "round_wind": "east",
                    "hand": {
                        "concealed": ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we"],
                        "melds": [{"kind": "kong", "tiles": ["c3", "c3", "c3", "c3"], "exposed": true, "claimed": true}]
                    },
                    "win": {"tile": "we", "source": "discard", "discarder": "north", "announcements": ["original_call"]}
                }),
            ),
            ex(
                "unknown_wind",
                "Error 400: a seat wind that is not one of the four",
                400,
                json!({
                    "ruleset": "ecr",
                    "seat_wind": "sud",
                    "round_wind": "east",
                    "hand": "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr"
                }),
            ),
            ex("missing_fields", "Error 400: an empty object, every missing field listed", 400, json!({})),
        ],
        "/v1/hands/score-batch" => vec![
            ex(
                "two_requests",
                "Two score requests: one answered, one rejected on its own",
                200,
                json!({"requests": [
                    ecr_winner(),
                    {"ruleset": "ecr", "seat_wind": "east", "round_wind": "east", "hand": "b1b2b3 x5"}
                ]}),
            ),
            ex(
                "wrong_type_of_requests",
                "Error 400: `requests` is not a list",
                400,
                json!({"requests": "all of them"}),
            ),
        ],
        "/v1/hands/waits" => vec![
            ex(
                "nine_gates_shape",
                "Het Rode Boekje: the tiles that complete a one-suit hand, with the score of each",
                200,
                json!({
                    "ruleset": "rode-boekje",
                    "seat_wind": "west",
                    "round_wind": "east",
                    "hand": "b1b1b1b2b3b4b5b6b7b8b9b9b9"
                }),
            ),
            ex(
                "wrong_tile_count",
                "Error 422: twelve tiles are not a waiting hand",
                422,
                json!({
                    "ruleset": "rode-boekje",
                    "seat_wind": "west",
                    "round_wind": "east",
                    "hand": "b1b1b1b2b3b4b5b6b7b8b9b9"
                }),
            ),
        ],
        "/v1/claims/resolve" => vec![
            ex(
                "mahjong_beats_chow",
                "ECR: a chow claim and two mahjong claims on east's b5; the pair mahjong wins",
                200,
                json!({
                    "ruleset": "ecr",
                    "round_wind": "east",
                    "discard": "b5",
                    "discarder": "east",
                    "claims": [
                        {"seat": "south", "kind": "chow"},
                        {"seat": "north", "kind": "mahjong", "hand": "b3b4 c1c1c1 d2d3d4 wewewe drdr"},
                        {"seat": "west", "kind": "mahjong", "hand": "b5 c1c2c3 d2d3d4 wnwnwn dgdgdg"}
                    ]
                }),
            ),
            ex(
                "two_claims_by_one_seat",
                "Error 422: one seat claims the discard twice",
                422,
                json!({
                    "ruleset": "ecr",
                    "round_wind": "east",
                    "discard": "b5",
                    "discarder": "east",
                    "claims": [{"seat": "south", "kind": "chow"}, {"seat": "south", "kind": "pung"}]
                }),
            ),
        ],
        "/v1/deals/settle" => vec![
            ex(
                "discard_win",
                "Het Rode Boekje: south wins on north's discard; East pays and receives double",
                200,
                json!({
                    "ruleset": "rode-boekje",
                    "winner": "south",
                    "scores": {"east": 120, "south": 480, "west": 0, "north": 56},
                    "win": {"source": "discard", "discarder": "north"}
                }),
            ),
            ex(
                "dmjl_penalties",
                "DMJL: a drawn deal with penalties; West pays North 50, South 100 to each other player",
                200,
                json!({
                    "ruleset": "dmjl",
                    "penalties": [
                        {"kind": "false_naming_chow", "seat": "west", "to": "north"},
                        {"kind": "false_mahjong", "seat": "south"}
                    ]
                }),
            ),
            ex(
                "missing_score",
                "Error 422: the winner's score is missing",
                422,
                json!({
                    "ruleset": "rode-boekje",
                    "winner": "south",
                    "scores": {"east": 120, "west": 0, "north": 56},
                    "win": {"source": "discard", "discarder": "north"}
                }),
            ),
        ],
        "/v1/deals/score" => vec![
            ex(
                "ecr_deal",
                "ECR: four hands, south wins self-drawn; scores, payments and the next East",
                200,
                ecr_deal("b2b3b4 c5c5c5 d7d8d9 wewewe c1c1", "b6b7b8 c6c7c8 d1d1d1 dwdw ww d9"),
            ),
            ex(
                "five_copies",
                "Error 422: a tile five times across the four hands",
                422,
                ecr_deal("b1b2b3 c5c5c5 d7d8d9 wewewe c1c1", "b1b7b8 c6c7c8 d1d1d1 dwdw ww d9"),
            ),
        ],
        "/v1/sessions/reconcile" => vec![
            ex(
                "shortfall",
                "Italian: totals 100 short of 4 × 6000, corrected 3:3:3:1",
                200,
                json!({"ruleset": "italian", "totals": {"east": 9000, "south": 5000, "west": 4000, "north": 5900}}),
            ),
            ex(
                "wrong_ruleset",
                "Error 422: a rule set without session reconciliation",
                422,
                json!({"ruleset": "ecr", "totals": {"east": 9000, "south": 5000, "west": 4000, "north": 5900}}),
            ),
        ],
        "/v1/sessions/score" => vec![
            ex(
                "ecr_session",
                "ECR: four deals at one table (East keeps the deal after winning; a draw passes it)",
                200,
                json!({
                    "ruleset": "ecr",
                    "players": [
                        {"id": "anna", "name": "Anna", "seat": "east"},
                        {"id": "bram", "seat": "south"},
                        {"id": "carla", "seat": "west"},
                        {"id": "dirk", "seat": "north"}
                    ],
                    "deals": [
                        {"winner": "anna", "scores": {"anna": 100, "bram": 10, "carla": 0, "dirk": 0}, "win": {"source": "wall"}},
                        {"draw": true},
                        {"winner": "bram", "scores": {"anna": 0, "bram": 50, "carla": 0, "dirk": 0},
                         "win": {"source": "discard", "discarder": "dirk"}},
                        {"winner": "carla", "scores": {"anna": 0, "bram": 20, "carla": 40, "dirk": 0},
                         "win": {"source": "discard", "discarder": "anna"}}
                    ]
                }),
            ),
            ex(
                "winner_not_a_player",
                "Error 422: a deal won by someone who is not at the table (pointer /deals/0/winner)",
                422,
                json!({
                    "ruleset": "ecr",
                    "players": [
                        {"id": "anna", "seat": "east"},
                        {"id": "bram", "seat": "south"},
                        {"id": "carla", "seat": "west"},
                        {"id": "dirk", "seat": "north"}
                    ],
                    "deals": [
                        {"winner": "erik", "scores": {"anna": 0, "bram": 0, "carla": 0, "dirk": 0}, "win": {"source": "wall"}}
                    ]
                }),
            ),
        ],
        "/v1/tournaments/standings" => vec![
            ex(
                "rode_boekje_round",
                "Het Rode Boekje: one round at two tables, sessions given by their final totals",
                200,
                json!({
                    "ruleset": "rode-boekje",
                    "sessions": [
                        {"round": 1, "table": "1",
                         "players": [{"id": "p1", "seat": "east"}, {"id": "p2", "seat": "south"},
                                     {"id": "p3", "seat": "west"}, {"id": "p4", "seat": "north"}],
                         "totals": {"p1": 500, "p2": 100, "p3": -200, "p4": -400}},
                        {"round": 1, "table": "2",
                         "players": [{"id": "p5", "seat": "east"}, {"id": "p6", "seat": "south"},
                                     {"id": "p7", "seat": "west"}, {"id": "p8", "seat": "north"}],
                         "totals": {"p5": 300, "p6": 300, "p7": -100, "p8": -500}}
                    ]
                }),
            ),
            ex(
                "totals_do_not_add_up",
                "Error 422: session totals that do not add up to 0 (pointer /sessions/0/totals)",
                422,
                json!({
                    "ruleset": "rode-boekje",
                    "sessions": [
                        {"round": 1,
                         "players": [{"id": "p1", "seat": "east"}, {"id": "p2", "seat": "south"},
                                     {"id": "p3", "seat": "west"}, {"id": "p4", "seat": "north"}],
                         "totals": {"p1": 10, "p2": 0, "p3": 0, "p4": 0}}
                    ]
                }),
            ),
        ],
        _ => Vec::new(),
    }
}
