// Generated from docs/openapi.json by openapi-typescript (`npm run generate` in clients/typescript).
// Do not edit: regenerate.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: serving, not starting or shutting down. */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/claims/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which claim on a discard wins. */
        post: operations["resolve_claims"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** All four hands of a finished deal: scores, payments, next East. */
        post: operations["score_deal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deals/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payments between the four players from their scores, and the next East. */
        post: operations["settle_deal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hands/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One player's score with the itemised breakdown. */
        post: operations["score_hand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hands/score-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Up to 1,000 score requests in one call, each answered or rejected on its own. */
        post: operations["score_batch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hands/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Structural validity of a hand, every problem listed; whether it is a mahjong. */
        post: operations["validate_hand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/hands/waits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The tiles that complete a waiting hand, with the score each would give. */
        post: operations["find_waits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the rule sets: ids, names, limits, options with defaults. */
        get: operations["list_rulesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One rule set's full definition: every scoring element with its value, detector and names. */
        get: operations["get_ruleset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Italian session reconciliation: chip totals corrected 3:3:3:1. */
        post: operations["reconcile_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A whole session scored from its record: per deal the seats, East, the round wind, scores,
         *     payments and running totals; then totals, standings and the state to continue from. With
         *     `Accept: text/csv` the deals as CSV; with `Accept: text/html` a printable score sheet with
         *     the running totals drawn as a chart.
         */
        post: operations["score_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tournament standings from its sessions (several tables and rounds, players by id): the
         *     ranking with the rule set's tie-breaks, each round's results and the prizes the rule set
         *     names. With `Accept: text/csv` the standings as CSV; with `Accept: text/html` printable
         *     standings with the running totals drawn as a chart.
         */
        post: operations["tournament_standings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Something the winner announced during the hand, for the rule sets that score it (a rule
         *     set lists the ones it takes in its definition, `announcements`; any other is refused).
         * @enum {string}
         */
        AnnouncementName: "original_call" | "twofold_fortune" | "riichi" | "double_riichi" | "ippatsu" | "open_riichi";
        /**
         * @description Which players an element applies to.
         * @enum {string}
         */
        Applies: "all" | "winner" | "non_winner";
        /**
         * @description Who gets a prize.
         * @enum {string}
         */
        Award: "highest" | "lowest";
        BTreeMap_WindName: {
            [key: string]: "east" | "south" | "west" | "north";
        };
        BTreeMap_f64: {
            [key: string]: number;
        };
        BTreeMap_i64: {
            [key: string]: number;
        };
        BTreeMap_u32: {
            [key: string]: number;
        };
        /** @description One answer: a score, or the problem document that request alone would have produced. */
        BatchItem: {
            error?: components["schemas"]["ProblemDocument"] | null;
            score?: components["schemas"]["ScoreResponse"] | null;
        };
        /** @description Body of `POST /v1/hands/score-batch`. */
        BatchRequest: {
            /** @description Up to 1,000 score requests. */
            requests: components["schemas"]["HandRequest"][];
        };
        /** @description Result of `POST /v1/hands/score-batch`, in request order. */
        BatchResponse: {
            /** @description One answer per request. */
            results: components["schemas"]["BatchItem"][];
        };
        /**
         * @description Bonus tile kinds for bonus filters.
         * @enum {string}
         */
        BonusKind: "any" | "flower" | "season";
        /**
         * @description Which bonus tiles count.
         * @enum {string}
         */
        BonusMatch: "any" | "seat" | "round";
        /** @description Base chips `base` per payer for `min_points` and more. */
        ChipBand: {
            /**
             * Format: int32
             * @description Base chips per payer.
             */
            base: number;
            /**
             * Format: int32
             * @description From this many points.
             */
            min_points: number;
        };
        /** @description One claim on the discard. */
        ClaimBody: {
            /**
             * @description What the claimant announced, as a winner's `announcements` (`riichi`: a player in riichi
             *     claims only for mahjong, and riichi is their yaku).
             */
            announcements?: components["schemas"]["AnnouncementName"][];
            hand?: components["schemas"]["HandBody"] | null;
            /** @description What the claim is for. */
            kind: components["schemas"]["ClaimKindName"];
            /** @description The claimant's seat wind. */
            seat: components["schemas"]["WindName"];
        };
        /**
         * @description What a claim on a discard is for.
         * @enum {string}
         */
        ClaimKindName: "chow" | "pung" | "kong" | "mahjong";
        /** @description A valid claim. */
        ClaimRef: {
            /** @description A checked mahjong claim's category: `limit`, `pair`, `pung` or `chow`. */
            category?: string | null;
            /** @description What for. */
            kind: components["schemas"]["ClaimKindName"];
            /** @description The claimant. */
            seat: components["schemas"]["WindName"];
        };
        /** @description Claim priority rules. */
        ClaimRules: {
            /** @description A discard may be taken for a chow only to complete mahjong. */
            chow_only_for_mahjong: boolean;
            /** @description Only the next player may claim for a chow. */
            chow_only_next: boolean;
            /** @description Two or more mahjong claims void the deal. */
            multiple_mahjong_voids: boolean;
            /** @description Mahjong claims are ranked limit > pair > pung > chow before turn order. */
            rank_mahjong: boolean;
            /**
             * @description Several mahjong claims on one discard all win (`riichi`: double ron); otherwise the first
             *     in turn after the discarder wins (head bump).
             */
            several_mahjong_win?: components["schemas"]["Setting_bool"];
            /** @description Where the rules come from. */
            source: string;
            /** @description Three mahjong claims on one discard void the deal (`riichi`: the triple-ron abortive draw). */
            three_mahjong_void?: components["schemas"]["Setting_bool"];
        };
        /** @description Body of `POST /v1/claims/resolve`. */
        ClaimsRequest: {
            /** @description The claims. */
            claims: components["schemas"]["ClaimBody"][];
            /** @description The discarded tile. */
            discard: string;
            /** @description Who discarded it. */
            discarder: components["schemas"]["WindName"];
            extra_round_wind?: components["schemas"]["WindName"] | null;
            /** @description Rule set option overrides. */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description The prevailing wind. */
            round_wind: components["schemas"]["WindName"];
            /** @description Rule set id. */
            ruleset: string;
            source?: components["schemas"]["SourceName"] | null;
            /** @description `normal` (default) or `earthly`: East's first discard. */
            timing?: components["schemas"]["TimingName"];
        };
        /** @description Result of `POST /v1/claims/resolve`. */
        ClaimsResponse: {
            /** @description The valid claims, best first. */
            ranking: components["schemas"]["ClaimRef"][];
            /** @description The claims the rules do not allow. */
            rejected: components["schemas"]["RejectedClaim"][];
            /** @description Rule set id. */
            ruleset: string;
            /** @description The deal is void (`italian`: two mahjong claims). */
            void: boolean;
            winner?: components["schemas"]["ClaimRef"] | null;
            /**
             * @description When several mahjong claims all win (`riichi` with `double_ron`): each of them, in turn
             *     after the discarder; absent otherwise.
             */
            winners?: components["schemas"]["ClaimRef"][];
        };
        /** @description One player of a finished deal. */
        DealPlayer: {
            /** @description The hand. */
            hand: components["schemas"]["HandBody"];
            /** @description The player's seat wind. */
            seat: components["schemas"]["WindName"];
            win?: components["schemas"]["WinBody"] | null;
        };
        /** @description One player's result in a deal. */
        DealPlayerResult: {
            /** @description Their score. */
            score: components["schemas"]["ScoreResponse"];
            /** @description The player's seat. */
            seat: components["schemas"]["WindName"];
        };
        /** @description Body of `POST /v1/deals/score`: all four hands of a finished deal. */
        DealRequest: {
            /**
             * Format: int32
             * @description `riichi`: riichi deposits on the table at the start of the deal.
             */
            deposits?: number;
            extra_round_wind?: components["schemas"]["WindName"] | null;
            /**
             * Format: int32
             * @description `riichi`: honba counters at the start of the deal (the winner's score counts them).
             */
            honba?: number;
            language?: components["schemas"]["LanguageName"] | null;
            /** @description Rule set option overrides. */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`). */
            penalties?: components["schemas"]["PenaltyBody"][];
            /** @description The four players. */
            players: components["schemas"]["DealPlayer"][];
            /**
             * Format: int32
             * @description Void deals just before this one.
             */
            previous_voids?: number;
            /**
             * @description `riichi`: the players who declared riichi in this deal (a winner's own riichi is its
             *     win's announcement). At a draw, who is tenpai is read from the hands.
             */
            riichi?: components["schemas"]["WindName"][];
            /** @description The prevailing wind. */
            round_wind: components["schemas"]["WindName"];
            /** @description Rule set id. */
            ruleset: string;
        };
        /** @description Result of `POST /v1/deals/score`. */
        DealResponse: {
            /** @description Each player's score, in the order of the request. */
            players: components["schemas"]["DealPlayerResult"][];
            /** @description Rule set id. */
            ruleset: string;
            /** @description The settlement. */
            settlement: components["schemas"]["SettleResponse"];
            winner?: components["schemas"]["WindName"] | null;
        };
        /** @description The named pattern detectors. Each returns how many times its element applies to an arrangement (0 = not at all); set detectors count matching sets, hand detectors return 0 or 1. */
        Detector: components["schemas"]["DetectorMahjong"] | components["schemas"]["DetectorSet"] | components["schemas"]["DetectorSetCount"] | components["schemas"]["DetectorTiles"] | components["schemas"]["DetectorAllChows"] | components["schemas"]["DetectorAllPungs"] | components["schemas"]["DetectorConcealedHand"] | components["schemas"]["DetectorSelfDrawn"] | components["schemas"]["DetectorWinSource"] | components["schemas"]["DetectorLastTile"] | components["schemas"]["DetectorTiming"] | components["schemas"]["DetectorCompletesPair"] | components["schemas"]["DetectorOnlyWait"] | components["schemas"]["DetectorWinningTile"] | components["schemas"]["DetectorDragonSets"] | components["schemas"]["DetectorWindSets"] | components["schemas"]["DetectorPattern"] | components["schemas"]["DetectorNineGates"] | components["schemas"]["DetectorAnnounced"] | components["schemas"]["DetectorSquirmingSnake"] | components["schemas"]["DetectorWrigglingSnake"] | components["schemas"]["DetectorTail"] | components["schemas"]["DetectorBonus"] | components["schemas"]["DetectorBonusSet"] | components["schemas"]["DetectorNoBonus"] | components["schemas"]["DetectorSeat"] | components["schemas"]["DetectorAllOf"] | components["schemas"]["DetectorNoOtherPoints"] | components["schemas"]["DetectorDora"] | components["schemas"]["DetectorIdenticalChows"] | components["schemas"]["DetectorSameInThreeSuits"] | components["schemas"]["DetectorFullStraight"] | components["schemas"]["DetectorEveryGroup"] | components["schemas"]["DetectorWait"] | components["schemas"]["DetectorFan"];
        /**
         * @description Four chows and a pair; with `valueless_pair`, a pair that is not a dragon, the seat wind or
         *     a prevailing wind.
         */
        DetectorAllChows: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "all_chows";
            /** @description The pair must be worth nothing. */
            valueless_pair?: boolean;
        };
        /** @enum {string} */
        DetectorAllChowsKind: "all_chows";
        /** @description Every one of the detectors applies. */
        DetectorAllOf: {
            /** @description The detectors. */
            all: components["schemas"]["Detector"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "all_of";
        };
        /** @enum {string} */
        DetectorAllOfKind: "all_of";
        /** @description Four pungs/kongs and a pair. */
        DetectorAllPungs: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "all_pungs";
        };
        /** @enum {string} */
        DetectorAllPungsKind: "all_pungs";
        /**
         * @description The winner made this announcement (`win.announcements`), with at most `max_exposed`
         *     exposed groups when given (declared exposed melds, and the group a claimed winning tile
         *     completes; a claimed kong counts as concealed).
         */
        DetectorAnnounced: {
            /** @description The announcement. */
            announcement: components["schemas"]["AnnouncementName"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "announced";
            /**
             * Format: int32
             * @description At most this many exposed groups.
             */
            max_exposed?: number | null;
        };
        /** @enum {string} */
        DetectorAnnouncedKind: "announced";
        /** @description Each bonus tile of the kind and matching rule. */
        DetectorBonus: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bonus";
            /** @description Which of them count. */
            matching: components["schemas"]["BonusMatch"];
            /** @description Flowers, seasons or both. */
            which: components["schemas"]["BonusKind"];
        };
        /** @enum {string} */
        DetectorBonusKind: "bonus";
        /** @description All four flowers or all four seasons. */
        DetectorBonusSet: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bonus_set";
            /** @description Flowers or seasons. */
            which: components["schemas"]["BonusKind"];
        };
        /** @enum {string} */
        DetectorBonusSetKind: "bonus_set";
        /** @description The winning tile completes the pair; with `tiles`, a pair of that class. */
        DetectorCompletesPair: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "completes_pair";
            tiles?: components["schemas"]["TileClass"] | null;
        };
        /** @enum {string} */
        DetectorCompletesPairKind: "completes_pair";
        /**
         * @description No exposed declared melds (a set completed by a claimed winning tile does not count; a
         *     claimed kong counts as concealed).
         */
        DetectorConcealedHand: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "concealed_hand";
        };
        /** @enum {string} */
        DetectorConcealedHandKind: "concealed_hand";
        /**
         * @description Each dora of the hand (`riichi`): a tile held (melds included) of the kind an indicator
         *     names, once per indicator; or each red five held.
         */
        DetectorDora: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "dora";
            /** @description Which dora. */
            which: components["schemas"]["DoraKind"];
        };
        /** @enum {string} */
        DetectorDoraKind: "dora";
        /** @description Exactly `pungs` pungs/kongs of dragons, plus a dragon pair when `pair`. */
        DetectorDragonSets: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "dragon_sets";
            /** @description And a dragon pair. */
            pair?: boolean;
            /**
             * Format: int32
             * @description How many pungs/kongs of dragons.
             */
            pungs: number;
        };
        /** @enum {string} */
        DetectorDragonSetsKind: "dragon_sets";
        /** @description Four sets and a pair, each holding a tile of this class. */
        DetectorEveryGroup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "every_group";
            /** @description The class every set and the pair touch. */
            tiles: components["schemas"]["TileClass"];
        };
        /** @enum {string} */
        DetectorEveryGroupKind: "every_group";
        /**
         * @description How often one fan of the Chinese Official rules (`mcr`) counts for the arrangement. The
         *     fans are counted together, by one procedure that applies the rules' combination principles
         *     (a fan implied by another is not counted again; a set combines once per kind of fan):
         *     docs/rules-mcr.md §3.
         */
        DetectorFan: {
            /** @description The fan's id (`pure_straight`, `flower_tiles`, ...: docs/rules-mcr.md §2). */
            fan: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "fan";
        };
        /** @enum {string} */
        DetectorFanKind: "fan";
        /** @description Chows 1-2-3, 4-5-6 and 7-8-9 of one suit. */
        DetectorFullStraight: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "full_straight";
        };
        /** @enum {string} */
        DetectorFullStraightKind: "full_straight";
        /**
         * @description Exactly `pairs` pairs of identical chows (same suit and ranks; a chow held three times
         *     makes one pair, four times two).
         */
        DetectorIdenticalChows: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "identical_chows";
            /**
             * Format: int32
             * @description How many pairs.
             */
            pairs: number;
        };
        /** @enum {string} */
        DetectorIdenticalChowsKind: "identical_chows";
        /**
         * @description The last tile: of the wall when `self_drawn` is true, the last discard when false, either
         *     when absent.
         */
        DetectorLastTile: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "last_tile";
            /** @description The last wall tile (true), the last discard (false), either (absent). */
            self_drawn?: boolean | null;
        };
        /** @enum {string} */
        DetectorLastTileKind: "last_tile";
        /** @description Every legal mahjong. */
        DetectorMahjong: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "mahjong";
        };
        /** @enum {string} */
        DetectorMahjongKind: "mahjong";
        /**
         * @description Nine gates: no melds, one suit, 1112345678999 plus one more tile of the suit, of class
         *     `extra` (any when absent); `extra_wins`: when that tile must be the winning tile.
         */
        DetectorNineGates: {
            extra?: components["schemas"]["TileClass"] | null;
            /** @description When the extra tile must be the winning tile. */
            extra_wins?: components["schemas"]["ExtraWins"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "nine_gates";
        };
        /** @enum {string} */
        DetectorNineGatesKind: "nine_gates";
        /** @description No bonus tiles at all. */
        DetectorNoBonus: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "no_bonus";
        };
        /** @enum {string} */
        DetectorNoBonusKind: "no_bonus";
        /** @description The player's other points (all other elements except those suppressed by this one) are 0. */
        DetectorNoOtherPoints: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "no_other_points";
        };
        /** @enum {string} */
        DetectorNoOtherPointsKind: "no_other_points";
        /**
         * @description The hand had exactly one wait (ordinary waits); with `shape`, the winning tile also
         *     completes a set of that shape.
         */
        DetectorOnlyWait: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "only_wait";
            shape?: components["schemas"]["Shape"] | null;
        };
        /** @enum {string} */
        DetectorOnlyWaitKind: "only_wait";
        /** @description The arrangement has this structural pattern. */
        DetectorPattern: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "pattern";
            /** @description The pattern. */
            pattern: components["schemas"]["Pattern"];
        };
        /** @enum {string} */
        DetectorPatternKind: "pattern";
        /** @description Sets of `shape` (chows, or pungs and kongs) of the same ranks in all three suits. */
        DetectorSameInThreeSuits: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "same_in_three_suits";
            /** @description The sets' shape: `chow` or `pung_or_kong`. */
            shape: components["schemas"]["Shape"];
        };
        /** @enum {string} */
        DetectorSameInThreeSuitsKind: "same_in_three_suits";
        /** @description The player sits in this seat. */
        DetectorSeat: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "seat";
            /** @description The seat. */
            wind: components["schemas"]["WindName"];
        };
        /** @enum {string} */
        DetectorSeatKind: "seat";
        /** @description The winning tile came from the wall or was a kong replacement. */
        DetectorSelfDrawn: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "self_drawn";
        };
        /** @enum {string} */
        DetectorSelfDrawnKind: "self_drawn";
        /**
         * @description Each set of the given shape and tile class; `concealed` restricts to concealed (true) or
         *     exposed (false) sets.
         */
        DetectorSet: {
            /** @description Only concealed (true) or only exposed (false) sets. */
            concealed?: boolean | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "set";
            /** @description The set's shape. */
            shape: components["schemas"]["Shape"];
            /** @description The class of its tiles. */
            tiles: components["schemas"]["TileClass"];
        };
        /**
         * @description The number of matching sets lies in `min..=max`. With `exposed_kong_as_concealed`, an
         *     exposed kong counts as a concealed pung (`rode-boekje`).
         */
        DetectorSetCount: {
            /** @description Only concealed (true) or only exposed (false) sets. */
            concealed?: boolean | null;
            /** @description An exposed kong counts as a concealed pung. */
            exposed_kong_as_concealed?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "set_count";
            /**
             * Format: int32
             * @description At most this many.
             */
            max?: number | null;
            /**
             * Format: int32
             * @description At least this many.
             */
            min: number;
            /** @description The sets' shape. */
            shape: components["schemas"]["Shape"];
            /** @description The class of their tiles. */
            tiles: components["schemas"]["TileClass"];
        };
        /** @enum {string} */
        DetectorSetCountKind: "set_count";
        /** @enum {string} */
        DetectorSetKind: "set";
        /**
         * @description The snake of `dmjl`: one suit, a pung or kong of 1 and of 9, a pair of 2, 5 or 8, and two
         *     chows of the other ranks.
         */
        DetectorSquirmingSnake: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "squirming_snake";
        };
        /** @enum {string} */
        DetectorSquirmingSnakeKind: "squirming_snake";
        /** @description 1–9 of one suit plus a pung of `pung` and a pair of `pair` (dragon and wind tails), no melds. */
        DetectorTail: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "tail";
            /** @description The class of the pair. */
            pair: components["schemas"]["TileClass"];
            /** @description The class of the pung. */
            pung: components["schemas"]["TileClass"];
        };
        /** @enum {string} */
        DetectorTailKind: "tail";
        /**
         * @description All the player's tiles (melds included, bonus tiles not): every tile in one of `allowed`
         *     (empty: any), at least one tile of each class in `required`, and the number of suits
         *     present within `min_suits..=max_suits`.
         */
        DetectorTiles: {
            /** @description Every tile is of one of these classes (empty: any). */
            allowed?: components["schemas"]["TileClass"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "tiles";
            /**
             * Format: int32
             * @description At most this many suits.
             */
            max_suits?: number;
            /**
             * Format: int32
             * @description At least this many suits.
             */
            min_suits?: number;
            /** @description At least one tile of each of these classes. */
            required?: components["schemas"]["TileClass"][];
        };
        /** @enum {string} */
        DetectorTilesKind: "tiles";
        /** @description Heavenly or earthly hand. */
        DetectorTiming: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "timing";
            /** @description The timing. */
            timing: components["schemas"]["TimingName"];
        };
        /** @enum {string} */
        DetectorTimingKind: "timing";
        /** @description The set the winning tile completes in the arrangement was waited on this way. */
        DetectorWait: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wait";
            /** @description The wait. */
            wait: components["schemas"]["WaitShape"];
        };
        /** @enum {string} */
        DetectorWaitKind: "wait";
        /** @description The winning tile came from this source. */
        DetectorWinSource: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "win_source";
            /** @description The source. */
            source: components["schemas"]["SourceName"];
        };
        /** @enum {string} */
        DetectorWinSourceKind: "win_source";
        /** @description Exactly `pungs` pungs/kongs of winds, plus a wind pair when `pair`. */
        DetectorWindSets: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wind_sets";
            /** @description And a wind pair. */
            pair?: boolean;
            /**
             * Format: int32
             * @description How many pungs/kongs of winds.
             */
            pungs: number;
        };
        /** @enum {string} */
        DetectorWindSetsKind: "wind_sets";
        /** @description The winning tile is one of these. */
        DetectorWinningTile: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "winning_tile";
            /** @description Tile codes. */
            tiles: string[];
        };
        /** @enum {string} */
        DetectorWinningTileKind: "winning_tile";
        /**
         * @description The snake of `bmja`: no melds, one suit, a pair of 1, one each of 2–9 and of the four
         *     winds.
         */
        DetectorWrigglingSnake: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "wriggling_snake";
        };
        /** @enum {string} */
        DetectorWrigglingSnakeKind: "wriggling_snake";
        /**
         * @description Which dora a `dora` detector counts.
         * @enum {string}
         */
        DoraKind: "dora" | "ura" | "red";
        /** @description One scoring element of a rule set. */
        Element: {
            /** @description Who scores it. */
            applies: components["schemas"]["Applies"];
            /** @description What it detects. */
            detector: components["schemas"]["Detector"];
            /**
             * Format: int32
             * @description Doublings it is worth (each time it applies).
             */
            doublings?: number | null;
            /** @description Only when this boolean option is on. */
            enabled_by?: string | null;
            /** @description Stable id, unique in the rule set. */
            id: string;
            /** @description An irregular limit hand (`rode-boekje`: half value for a waiting non-winner). */
            irregular?: boolean;
            /**
             * Format: int32
             * @description A limit hand of this value (replaces the ordinary total when higher).
             */
            limit?: number | null;
            /** @description Its names. */
            name: components["schemas"]["Names"];
            /**
             * Format: int32
             * @description Doublings it is worth on an open hand (one with an exposed declared meld; `han_fu`
             *     rule sets), where they differ from `doublings`; 0: not on an open hand.
             */
            open_doublings?: number | null;
            /** @description Only for arrangements with one of these patterns (empty: any). */
            patterns?: components["schemas"]["Pattern"][];
            /**
             * Format: int32
             * @description Points it is worth (each time it applies).
             */
            points?: number | null;
            /**
             * @description Where the rule comes from: the source document's section, and the section of the rules
             *     reference (`docs/rules.md`) where an ambiguity was settled.
             */
            source: string;
            /** @description Not awarded when any of these elements is detected. */
            unless?: string[];
        };
        /** @description One awarded scoring element. */
        ElementBody: {
            /**
             * Format: int32
             * @description Doublings awarded.
             */
            doublings: number;
            /** @description Stable element id of the rule set. */
            id: string;
            /**
             * Format: int32
             * @description The value of a limit hand element.
             */
            limit?: number | null;
            /** @description Name in the requested language. */
            name: string;
            /**
             * Format: int32
             * @description Points awarded.
             */
            points: number;
            /**
             * @description The sets of `arrangement` it used, by index from 0: one for a set's element, several for
             *     a fan of sets together (`mcr`: a pure straight's three chows); absent for an element of
             *     the whole hand.
             */
            sets?: number[];
            /**
             * @description The tiles it came from, when they are one set or one tile (empty for whole-hand elements
             *     and for an element of several sets).
             */
            tiles: components["schemas"]["TileCode"][];
        };
        /**
         * @description When the extra tile of nine gates must be the winning tile.
         * @enum {string}
         */
        ExtraWins: "never" | "always" | "when_claimed";
        /** @description A fan a waiting tile would give: its element id, value and how many times it counts. */
        FanCount: {
            /**
             * Format: int32
             * @description How many times it counts (flowers: one per flower).
             */
            count: number;
            /** @description Element id (`pure_straight`). */
            id: string;
            /**
             * Format: int32
             * @description Its value in fans.
             */
            value: number;
        };
        /**
         * @description What the other players pay the winner of a hand under fan payments (`mcr`): on a discard the
         *     discarder the total + 8 and the two others 8 each; self-drawn, each of the three the total + 8.
         */
        FanPayments: {
            /**
             * Format: int32
             * @description The discarder's payment (a win on a discard; else 0).
             */
            discarder: number;
            /**
             * Format: int32
             * @description What each other player pays: the base beside the discarder, the total + the base each on
             *     a self-draw.
             */
            others: number;
            /**
             * Format: int32
             * @description Everything the winner gains.
             */
            total: number;
        };
        /** @description One field-level problem: a JSON pointer into the request, a stable code and a message. */
        FieldError: {
            /** @description Stable snake_case code (`unknown_tile`, `wrong_tile_count`, …). */
            code: string;
            /** @description What is wrong. */
            message: string;
            /** @description JSON pointer into the request (`/hand/concealed/3`); empty for the whole request. */
            pointer: string;
        };
        /** @description A part of a hand's fu. */
        FuPart: {
            /**
             * Format: int32
             * @description Its fu.
             */
            fu: number;
            /** @description `base`, `concealed_ron`, `self_drawn`, `open_no_fu` or `seven_pairs`. */
            id: string;
        };
        /**
         * @description How han and fu become a total (`method = "han_fu"`), each setting named after the field of the
         *     reference package's `OptionalRules` it equals (docs/rules-riichi.md#riichi-options).
         */
        HanFuDef: {
            /** @description An open hand with no fu but the base gets 2 fu (30 fu in all). */
            fu_for_open_pinfu: components["schemas"]["Setting_bool"];
            /** @description A self-drawn win gets its 2 fu even with no other fu (and so no pinfu on a self-draw). */
            fu_for_pinfu_tsumo: components["schemas"]["Setting_bool"];
            /**
             * @description 13 han or more without a yakuman: 0 paid as a yakuman, 1 as a sanbaiman, 2 as one yakuman
             *     per 13 han.
             */
            kazoe_limit: components["schemas"]["Setting_i64"];
            /** @description 4 han 30 fu and 3 han 60 fu are paid as a mangan. */
            kiriage: components["schemas"]["Setting_bool"];
            /** @description No hand is paid more than six yakuman (78 han). */
            limit_to_sextuple_yakuman: components["schemas"]["Setting_bool"];
        };
        /**
         * @description What the players pay a winner under a han and fu rule set: on a discard the discarder alone;
         *     on a self-draw the dealer and each other player (a dealer's self-draw: each player, as
         *     `non_dealer`). Honba are included (300 a counter: on a self-draw 100 from each payer).
         */
        HanFuPayments: {
            /**
             * Format: int32
             * @description The dealer's payment (a non-dealer's self-draw; else 0).
             */
            dealer: number;
            /**
             * Format: int32
             * @description The riichi deposits on the table, to the winner.
             */
            deposits: number;
            /**
             * Format: int32
             * @description The discarder's payment (a win on a discard; else 0).
             */
            discarder: number;
            /**
             * Format: int32
             * @description Each other player's payment (a self-draw; else 0).
             */
            non_dealer: number;
            /**
             * Format: int32
             * @description Everything the winner gains.
             */
            total: number;
        };
        /** @description The han and fu of a winning hand (`riichi`) and its payments. */
        HanFuScore: {
            /**
             * Format: int32
             * @description Fu, rounded up to tens (seven pairs: 25).
             */
            fu: number;
            /**
             * @description The fu of the whole hand (the elements list those of sets, pairs and waits), before
             *     rounding: `base` (20), `concealed_ron` (10), `self_drawn` (2), `open_no_fu` (2),
             *     `seven_pairs` (25).
             */
            fu_parts: components["schemas"]["FuPart"][];
            /**
             * Format: int32
             * @description Han: the yaku's and the dora's; of yakuman, 13 each (26 a double yakuman).
             */
            han: number;
            /**
             * @description The limit the hand is paid at: `mangan`, `kiriage_mangan`, `haneman`, `baiman`,
             *     `sanbaiman`, `counted_sanbaiman`, `counted_yakuman`, `yakuman`, `double_yakuman` … up to
             *     `sextuple_yakuman`; absent below a mangan.
             */
            limit?: string | null;
            /** @description Who pays the winner what, honba included. */
            payments: components["schemas"]["HanFuPayments"];
        };
        /**
         * @description A hand: an object, or one string in compact notation
         *     (`"b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3"`), tiles also in mpsz
         *     (`"123m456p789s11z (777z)"`: the answer's tiles are then written in mpsz).
         */
        HandBody: string | components["schemas"]["HandObject"];
        /** @description A hand as an object: concealed tiles, declared melds and bonus tiles. */
        HandObject: {
            /** @description Flowers and seasons. */
            bonus?: string[];
            /** @description Every tile in hand not in a declared meld; for a winner, with the winning tile. */
            concealed: string[];
            /** @description Declared melds. */
            melds?: components["schemas"]["MeldBody"][];
        };
        /** @description Body of `validate`, `score` and `waits`: one player's hand under a rule set. */
        HandRequest: {
            extra_round_wind?: components["schemas"]["WindName"] | null;
            /** @description The hand: an object or compact notation. */
            hand: components["schemas"]["HandBody"];
            language?: components["schemas"]["LanguageName"] | null;
            /** @description Rule set option overrides (booleans or integers). */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description The prevailing wind. */
            round_wind: components["schemas"]["WindName"];
            /**
             * @description Rule set id: `rode-boekje`, `ecr`, `italian`, `nine-dragons` or a custom one.
             * @example ecr
             */
            ruleset: string;
            /** @description The player's seat wind. */
            seat_wind: components["schemas"]["WindName"];
            win?: components["schemas"]["WinBody"] | null;
        };
        /** @description How a deal given by its known scores was won: the discarder named by player id. */
        KnownWin: {
            /** @description The id of the player who discarded it. */
            discarder?: string | null;
            /** @description Where the winning tile came from. */
            source: components["schemas"]["SourceName"];
        };
        /**
         * @description A language names are available in: `en` (the default), `nl`, `it`.
         * @enum {string}
         */
        LanguageName: "en" | "nl" | "it";
        /** @description The limit hand a total comes from. */
        LimitHandBody: {
            /** @description Element id. */
            id: string;
            /** @description Name in the requested language. */
            name: string;
            /**
             * Format: int32
             * @description Its value.
             */
            value: number;
            /** @description A non-winner waiting on an irregular limit hand (`rode-boekje`: half its value). */
            waiting?: boolean;
        };
        /** @description A share of the limit: the limit × `multiplier` ÷ `divisor`, rounded down. */
        LimitShare: {
            /**
             * Format: int32
             * @description Not 0.
             */
            divisor: number;
            /**
             * Format: int32
             * @description Default 1.
             */
            multiplier?: number;
        };
        /**
         * @description A declared meld. Its kind and tiles are kept as written, so that the service can point at a
         *     wrong one (`invalid_meld` at `/hand/melds/0/kind`, `unknown_tile` at `/hand/melds/0/tiles/2`).
         */
        MeldBody: {
            /**
             * @description True declares a claimed kong: a concealed pung completed to a kong by a claimed discard. It
             *     scores as an exposed kong but counts as concealed for the rules on concealed hands. Only
             *     on a kong not declared concealed, and only under a rule set with `claimed_kongs`. Default
             *     false.
             */
            claimed?: boolean | null;
            /** @description False declares a concealed kong. Default true. */
            exposed?: boolean | null;
            /** @description `chow`, `pung` or `kong`. */
            kind: string;
            /** @description Tile codes. */
            tiles: string[];
        };
        /**
         * @description How a hand's total is formed.
         * @enum {string}
         */
        Method: "doublings" | "points" | "han_fu";
        /** @description The minimum a winning hand must reach (otherwise it is a false mahjong). */
        Minimum: {
            /**
             * Format: int32
             * @description At least this many doublings.
             */
            doublings?: number | null;
            /** @description These elements' points do not count towards `points` (`mcr`: flowers). */
            excluding?: string[];
            /** @description Any of these elements also satisfies the minimum; a limit hand always does. */
            or_elements?: string[];
            points?: components["schemas"]["Setting_u32"] | null;
        };
        /**
         * @description Names of a rule, an element or an option: English, plus the Dutch and Italian terms (the source
         *     document's own term where it has one).
         */
        Names: {
            /** @description English. */
            en: string;
            /** @description Italian (the source's term for `italian`). */
            it?: string | null;
            /** @description Dutch (the source's term for `rode-boekje` and `ecr`). */
            nl?: string | null;
        };
        /** @description A rule set option with its default. */
        OptionBody: {
            /** @description The default value. */
            default: components["schemas"]["OptionValueBody"];
            /** @description Option id (the key of `options` in requests). */
            id: string;
            /**
             * Format: int64
             * @description Largest allowed value of an `int` option.
             */
            max?: number | null;
            /**
             * Format: int64
             * @description Smallest allowed value of an `int` option.
             */
            min?: number | null;
            /** @description Name in the requested language. */
            name: string;
            /** @description `bool` or `int`. */
            type: string;
        };
        /** @description A named rule set option that a request may override. */
        OptionDef: {
            /** @description Its default. */
            default: components["schemas"]["OptionValue"];
            /** @description The option's id (the key of `options` in requests). */
            id: string;
            /**
             * Format: int64
             * @description Largest allowed value of an integer option.
             */
            max?: number | null;
            /**
             * Format: int64
             * @description Smallest allowed value of an integer option.
             */
            min?: number | null;
            /** @description Its names. */
            name: components["schemas"]["Names"];
            /** @description Where the rule comes from. */
            source: string;
            /** @description Its type. */
            type: components["schemas"]["OptionType"];
        };
        /**
         * @description Option types.
         * @enum {string}
         */
        OptionType: "bool" | "int";
        /** @description An option value. */
        OptionValue: boolean | number;
        /**
         * @description A rule set option value: a boolean or an integer (schema only; requests are checked by the
         *     rule set, with pointers at `/options/NAME`).
         */
        OptionValueBody: boolean | number;
        /** @description Rounds grouped into parts, each played at its own table (`italian`: a turno of two giri). */
        PartDef: {
            /** @description What a part is called (`italian`: turno). */
            name: components["schemas"]["Names"];
            /**
             * Format: int32
             * @description Rounds per part.
             */
            rounds: number;
        };
        /**
         * @description Structural patterns a mahjong may have.
         * @enum {string}
         */
        Pattern: "standard" | "seven_pairs" | "thirteen_orphans" | "wind_snake" | "svarione" | "vogel_eet_cake" | "knitting" | "triple_knitting" | "nine_gates" | "knitted_straight" | "honors_and_knitted";
        /** @description A pattern a mahjong may take, possibly behind an option. */
        PatternDef: {
            /** @description Only when this boolean option is on. */
            enabled_by?: string | null;
            /**
             * @description An arrangement of this pattern scores exactly its limit hand: points and doublings are
             *     earned only by an arrangement into sets and a pair (irregular hands: seven pairs, thirteen
             *     orphans, wind snake, svarione). A hand that also forms sets and a pair is scored both ways
             *     and the higher total wins.
             */
            limit_only?: boolean;
            /** @description The pattern. */
            pattern: components["schemas"]["Pattern"];
            /**
             * @description With `limit_only`: an arrangement of this pattern is a mahjong only when one of these
             *     limit elements applies (`bmja`: seven pairs only as all pair honours); a limit of the win
             *     (heavenly hand, …) does not make it one.
             */
            requires?: string[];
        };
        /**
         * @description Pay for all: the offender alone pays the winner the winner's total × `times` (`east_times`
         *     when the winner is East), and no one pays anything else for the hands of that deal.
         */
        PayForAll: {
            /**
             * Format: int32
             * @description The multiple when the winner is East.
             */
            east_times: number;
            /**
             * Format: int32
             * @description The multiple of the winner's total when the winner is not East.
             */
            times: number;
        };
        /** @description One payment. */
        PaymentBody: {
            /**
             * Format: int64
             * @description How much.
             */
            amount: number;
            /** @description Who pays. */
            from: components["schemas"]["WindName"];
            /** @description Who is paid. */
            to: components["schemas"]["WindName"];
        };
        /** @description How payments are made. */
        Payments: {
            /** @description Every payment to or from East is doubled. */
            east_double: components["schemas"]["Setting_bool"];
            /** @enum {string} */
            method: "classical";
        } | {
            /** @description The bands, by points. */
            bands: components["schemas"]["ChipBand"][];
            /**
             * Format: int32
             * @description What a false declaration costs, to each opponent.
             */
            false_declaration: number;
            /** @enum {string} */
            method: "chips";
        } | {
            /** @enum {string} */
            method: "han_fu";
        } | {
            /**
             * Format: int32
             * @description What every loser pays besides the discarder's (or on a self-draw each one's) total.
             */
            base: number;
            /**
             * @description What a false mahjong costs, to each other player: fixed, or an `int` option of the
             *     rule set (0 or more).
             */
            false_mahjong: components["schemas"]["Setting_i64"];
            /** @enum {string} */
            method: "fans";
        };
        /**
         * @description A penalty, the seat that pays it and, for a penalty paid to one player, the seat that receives
         *     it.
         */
        PenaltyBody: {
            /** @description Which penalty. */
            kind: components["schemas"]["PenaltyName"];
            /** @description Who pays it (the offender). */
            seat: components["schemas"]["WindName"];
            to?: components["schemas"]["WindName"] | null;
        };
        /**
         * @description A penalty: Nine Dragons' four (`nine-dragons`), and the classical ones a rule set lists in
         *     its definition's `settlement.penalties` (`dmjl`, `bmja`).
         * @enum {string}
         */
        PenaltyName: "nine_pieces" | "twelve_pieces" | "false_declaration" | "fifth_tile" | "false_naming_chow" | "false_naming_pung_kong" | "false_naming_mahjong" | "false_mahjong";
        /**
         * @description Who receives a penalty.
         * @enum {string}
         */
        PenaltyPayees: "named" | "others" | "winner";
        /**
         * @description A penalty a rule set with classical payments takes (`settlement.penalties`: `dmjl`, `bmja`):
         *     its amount and who pays whom. The offenders pay; each payer pays each payee the amount ÷
         *     (payers × payees), rounded down (500 to three payees: 166 each); penalties are not doubled
         *     for East. A request's penalty of a kind the rule set does not list is refused.
         */
        PenaltyRule: {
            /** @description The penalty, as a request names it. */
            kind: components["schemas"]["PenaltyName"];
            limit_share?: components["schemas"]["LimitShare"] | null;
            /** @description Its names. */
            name: components["schemas"]["Names"];
            /**
             * Format: int32
             * @description The request's penalties of this kind in one deal are taken together, and this rule applies
             *     when there are exactly this many (a false mahjong by one, two or three players); without
             *     it, each penalty of the kind is one offence of one player.
             */
            offenders?: number | null;
            pay_for_all?: components["schemas"]["PayForAll"] | null;
            /** @description Who receives it. */
            payees: components["schemas"]["PenaltyPayees"];
            /**
             * Format: int32
             * @description The amount in points…
             */
            points?: number | null;
            /** @description Where the rule comes from. */
            source: string;
        };
        /** @description A value per seat (keyed by seat wind; `east` is the dealer). */
        PerSeat_i64: {
            /** Format: int64 */
            east?: number;
            /** Format: int64 */
            north?: number;
            /** Format: int64 */
            south?: number;
            /** Format: int64 */
            west?: number;
        };
        /** @description A value per seat (keyed by seat wind; `east` is the dealer). */
        PerSeat_u32: {
            /** Format: int32 */
            east?: number;
            /** Format: int32 */
            north?: number;
            /** Format: int32 */
            south?: number;
            /** Format: int32 */
            west?: number;
        };
        /**
         * @description A session's final scores by placement (`riichi`'s oka and uma): each player's points less
         *     `target`, plus the uma of their place; the first also takes the oka, `4 × (target − start)`,
         *     and the riichi deposits left on the table. Tied players share their places' uma (and oka,
         *     deposits) equally.
         */
        Placement: {
            /** @description Each player's points before the first deal. */
            start: components["schemas"]["Setting_i64"];
            /** @description The points a final score is measured from (the return points). */
            target: components["schemas"]["Setting_i64"];
            /** @description The uma of the first and the second place; the fourth and the third pay them. */
            uma: components["schemas"]["Setting_i64"][];
        };
        /** @description A payment between two players. */
        PlayerPayment: {
            /**
             * Format: int64
             * @description How much.
             */
            amount: number;
            /** @description The id of the player who pays. */
            from: string;
            /** @description The id of the player who is paid. */
            to: string;
        };
        /** @description A named set of option values (`riichi`: the EMA and WRC rules). */
        PresetDef: {
            /** @description The preset's id: the rule set `<id>-<preset>` serves it. */
            id: string;
            /** @description Its names. */
            name: components["schemas"]["Names"];
            /** @description The option values it sets (the others keep their defaults). */
            options: {
                [key: string]: components["schemas"]["OptionValue"];
            };
            /** @description The rules it follows, and where they say so. */
            source: string;
        };
        /** @description A prize the rule set names, and who wins it (every tied player). */
        Prize: {
            /** @description Stable prize id of the rule set. */
            id: string;
            /** @description Name in the requested language. */
            name: string;
            /** @description The ids of the winners. */
            players: string[];
            /**
             * Format: int64
             * @description Their total.
             */
            total: number;
        };
        /** @description A prize the rule set names. */
        PrizeDef: {
            /** @description Who gets it. */
            award: components["schemas"]["Award"];
            /** @description Stable id. */
            id: string;
            /** @description The prize's name. */
            name: components["schemas"]["Names"];
        };
        /** @description An RFC 9457 problem document with the field errors of the request. */
        ProblemDocument: {
            /** @description What went wrong. */
            detail: string;
            /**
             * @description The problems found, each with a pointer into the request: at most 16 (the service's
             *     `MAX_PROBLEMS`), the rest counted in `more_errors`.
             */
            errors: components["schemas"]["FieldError"][];
            /** @description How many more problems were found than `errors` lists (absent when none). */
            more_errors?: number;
            /**
             * Format: int32
             * @description The HTTP status (also inside a bulk answer: what the request alone would have had).
             */
            status: number;
            /** @description Short summary of the status. */
            title: string;
            /**
             * @description The problem type, per code: `/problems/{code}` (a page the service serves, resolved
             *     against its address), for the code of every problem in `errors` or, where they differ,
             *     `/problems/malformed_request` (400) or `/problems/invalid_request` (422).
             */
            type: string;
        };
        /** @description Why a hand scores nothing or is not a mahjong. */
        ReasonBody: {
            /** @description `not_mahjong`, `minimum_not_met`, `too_many_tiles`. */
            code: string;
            /** @description Explanation. */
            message: string;
        };
        /** @description Body of `POST /v1/sessions/reconcile`. */
        ReconcileRequest: {
            /** @description Rule set id. */
            ruleset: string;
            /** @description Chip totals at the end of the round, per seat. */
            totals: components["schemas"]["PerSeat_i64"];
        };
        /** @description Result of `POST /v1/sessions/reconcile`. */
        ReconcileResponse: {
            /**
             * Format: int64
             * @description Expected minus given: positive is a shortfall.
             */
            difference: number;
            /**
             * Format: int64
             * @description What the totals should add up to (4 × the starting chips).
             */
            expected: number;
            /** @description Rule set id. */
            ruleset: string;
            /** @description The corrected totals. */
            totals: components["schemas"]["PerSeat_i64"];
        };
        /** @description A claim the rules do not allow. */
        RejectedClaim: {
            /**
             * @description `own_discard`, `chow_not_next`, `chow_only_for_mahjong`, `chow_impossible`, `cannot_chow`,
             *     `cannot_pung`, `cannot_kong`, `hand_required`, `not_mahjong`, `in_riichi`.
             */
            code: string;
            /** @description What for. */
            kind: components["schemas"]["ClaimKindName"];
            /** @description Explanation. */
            message: string;
            /** @description The claimant. */
            seat: components["schemas"]["WindName"];
        };
        /**
         * @description How the next East is found.
         * @enum {string}
         */
        Rotation: "always" | "unless_east_wins" | "unless_east_wins_or_draw" | "except_first_void";
        /** @description One round of the order of play: its prevailing wind(s). */
        RoundDef: {
            extra?: components["schemas"]["WindName"] | null;
            /** @description The prevailing wind. */
            wind: components["schemas"]["WindName"];
        };
        /**
         * @description The reconciliation at the end of a round (`italian`: totals that do not add up to 4 × the
         *     starting stack are corrected 3:3:3:1).
         */
        RoundReconciliation: {
            /** @description What each player's total was corrected by. */
            adjustments: components["schemas"]["BTreeMap_i64"];
            /**
             * Format: int64
             * @description Expected minus the totals before: positive is a shortfall.
             */
            difference: number;
            /**
             * Format: int64
             * @description What the totals should add up to.
             */
            expected: number;
        };
        /** @description A player's result in one round. */
        RoundResult: {
            /**
             * Format: int64
             * @description The session's result: final total minus starting total (`italian`: the turno result).
             */
            result: number;
            /**
             * Format: int32
             * @description The round, from 1.
             */
            round: number;
        };
        /**
         * @description Rounding of the final total.
         * @enum {string}
         */
        Rounding: "none" | "italian_tens";
        /** @description A rule set definition, as written in its TOML file and served by `GET /v1/rulesets/{id}`. */
        RulesetDef: {
            /**
             * @description The announcements a win may carry under this rule set (`original_call`,
             *     `twofold_fortune`); a win with any other is refused (`not_in_ruleset`). Default none.
             */
            announcements?: components["schemas"]["AnnouncementName"][];
            /** @description Whether bonus tiles (flowers, seasons) are in play. */
            bonus_tiles: components["schemas"]["Setting_bool"];
            /**
             * @description Whether a hand may declare a claimed kong (`"claimed": true` on a kong, `{…}` in compact
             *     notation: a concealed pung completed by a claimed discard, scored as an exposed kong and
             *     counted as concealed for the rules on concealed hands). Without it such a hand is refused
             *     (`not_in_ruleset`). Default false.
             */
            claimed_kongs?: boolean;
            /** @description Claim priority rules. */
            claims: components["schemas"]["ClaimRules"];
            /** @description The scoring elements. */
            elements: components["schemas"]["Element"][];
            /** @description Whether a second prevailing wind may be named (`italian`, third turn). */
            extra_round_wind?: boolean;
            han_fu?: components["schemas"]["HanFuDef"] | null;
            /** @description The rule set's id. */
            id: string;
            /**
             * @description A tile won as a kong replacement needs no declared kong in the hand (Kajongg's tests win
             *     on the kong box without one).
             */
            kong_box_without_kong?: boolean;
            /**
             * Format: int32
             * @description The limit (cap) of a hand's total, if any.
             */
            limit?: number | null;
            /**
             * Format: int32
             * @description The most chows a standard mahjong may have (`bmja` 1), if limited.
             */
            max_chows?: number | null;
            /** @description How a hand's total is formed. */
            method: components["schemas"]["Method"];
            /** @description The minimum a winning hand must reach. */
            minimum?: components["schemas"]["Minimum"];
            /** @description Its names. */
            name: components["schemas"]["Names"];
            /** @description Whether players other than the winner score their hands. */
            non_winners_score: boolean;
            /** @description The options a request may override. */
            options?: components["schemas"]["OptionDef"][];
            /** @description The patterns a mahjong may take. */
            patterns: components["schemas"]["PatternDef"][];
            /**
             * @description Named option sets, each served as a rule set of its own, `<id>-<preset>` (`riichi-ema`):
             *     this rule set with the preset's option values as its defaults.
             */
            presets?: components["schemas"]["PresetDef"][];
            /**
             * @description Whether red fives (`0m`, `0p`, `0s`) are in play; without them a red five is refused.
             *     Default false.
             */
            red_fives?: components["schemas"]["Setting_bool"];
            /** @description No cap on ordinary totals ("roof off"); a limit hand still scores its limit exactly. */
            roof_off?: components["schemas"]["Setting_bool"];
            /** @description Rounding of the final total. */
            rounding?: components["schemas"]["Rounding"];
            /** @description The order of play of a session (docs/sessions.md). */
            session?: components["schemas"]["SessionRules"];
            /**
             * Format: int64
             * @description Chips each player starts a session with, where the rule set reconciles session totals
             *     3:3:3:1 (`italian`).
             */
            session_chips?: number | null;
            /** @description Settlement rules. */
            settlement: components["schemas"]["SettlementRules"];
            /** @description Seven pairs variants. */
            seven_pairs?: components["schemas"]["SevenPairsRule"];
            /** @description The source document, by title and edition. */
            source: string;
            /** @description Tile-count faults of non-winners. */
            tile_count_faults?: components["schemas"]["TileCountFaults"];
            /** @description Tournament standings and prizes (docs/sessions.md). */
            tournament?: components["schemas"]["TournamentRules"];
            waiting_limit?: components["schemas"]["WaitingLimit"] | null;
        };
        /** @description Result of `GET /v1/rulesets`. */
        RulesetList: {
            /** @description The rule sets. */
            rulesets: components["schemas"]["RulesetSummary"][];
        };
        /** @description A rule set summary. */
        RulesetSummary: {
            /** @description Rule set id. */
            id: string;
            /**
             * Format: int32
             * @description The limit.
             */
            limit?: number | null;
            /** @description `doublings` (classical) or `points` (Hong Kong style). */
            method: string;
            /** @description Name in the requested language. */
            name: string;
            /** @description Options with their defaults. */
            options: components["schemas"]["OptionBody"][];
            /** @description The source document. */
            source: string;
        };
        /** @description One player's score with the itemised breakdown. */
        ScoreResponse: {
            /** @description The arrangement used. */
            arrangement: components["schemas"]["SetBody"][];
            /** @description An ordinary total was cut to the limit. */
            capped: boolean;
            /**
             * Format: int32
             * @description Doublings.
             */
            doublings: number;
            /** @description The awarded elements. */
            elements: components["schemas"]["ElementBody"][];
            fan_payments?: components["schemas"]["FanPayments"] | null;
            han_fu?: components["schemas"]["HanFuScore"] | null;
            limit_hand?: components["schemas"]["LimitHandBody"] | null;
            /** @description For a request with `win`: whether the hand is a legal mahjong (false: a false mahjong). */
            mahjong: boolean;
            /**
             * Format: int32
             * @description Points before doublings.
             */
            points: number;
            /** @description Why the hand scores nothing (false mahjong, tile-count fault). */
            reasons?: components["schemas"]["ReasonBody"][];
            /** @description Rule set id. */
            ruleset: string;
            /**
             * Format: int32
             * @description The final score (after doublings, cap and rounding); `nine-dragons`: points.
             */
            total: number;
        };
        /**
         * @description One deal of a session, in one of three forms: the four `hands` with the win (as
         *     `POST /v1/deals/score`); the known `scores` with the `winner` and `win` (as
         *     `POST /v1/deals/settle`); or `draw: true` (the wall ran out; `italian`: the hand was void and
         *     is replayed). `penalties` go with any form (`nine-dragons`, `dmjl`, `bmja`).
         */
        SessionDeal: {
            /** @description A drawn (or, `italian`, void) deal: no one won. */
            draw?: boolean;
            /** @description The four hands, one per player. */
            hands?: components["schemas"]["SessionHand"][];
            /** @description Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`). */
            penalties?: components["schemas"]["SessionPenalty"][];
            /** @description `riichi`: the ids of the players who declared riichi in this deal. */
            riichi?: string[];
            /** @description Known scores: each player's hand total by id (already capped and rounded). */
            scores?: components["schemas"]["BTreeMap_u32"];
            /** @description `riichi`, a drawn deal: the ids of the players who were tenpai. */
            tenpai?: string[];
            /**
             * @description `riichi`: an abortive draw (no payments; the dealer stays, the sticks stay on the table,
             *     one more honba).
             */
            void?: boolean;
            win?: components["schemas"]["KnownWin"] | null;
            /** @description Known scores: the winner's id. */
            winner?: string | null;
            /**
             * @description `riichi` with `double_ron`: the ids of the winners of one discard, each with its score
             *     in `scores` (`winner` is then left out).
             */
            winners?: string[];
        };
        /** @description One scored deal of a session. */
        SessionDealResult: {
            /**
             * Format: int32
             * @description The deal's number in the session, from 1.
             */
            deal: number;
            /** @description No one won. */
            draw: boolean;
            /** @description The id of East. */
            east: string;
            /** @description East keeps the deal (is East again in the next deal). */
            east_keeps: boolean;
            extra_round_wind?: components["schemas"]["WindName"] | null;
            /** @description The id of a player whose declared mahjong is not one (scored 0; no one won). */
            false_mahjong?: string | null;
            /** @description Each player's net amount in this deal; sums to 0. */
            net: components["schemas"]["BTreeMap_i64"];
            /** @description The payments. */
            payments: components["schemas"]["PlayerPayment"][];
            reconciliation?: components["schemas"]["RoundReconciliation"] | null;
            /**
             * Format: int32
             * @description The round, from 1 (as [`SessionState::round`]).
             */
            round: number;
            /** @description The prevailing wind. */
            round_wind: components["schemas"]["WindName"];
            /** @description Each player's hand total by id (empty for a drawn deal given as such). */
            scores: components["schemas"]["BTreeMap_u32"];
            /** @description Each player's seat in this deal, by id. */
            seats: components["schemas"]["BTreeMap_WindName"];
            /** @description Running totals after this deal (and after its round's reconciliation). */
            totals: components["schemas"]["BTreeMap_i64"];
            /** @description The id of the winner (a legal mahjong), if any. */
            winner?: string | null;
        };
        /** @description One player's hand in a deal given as four hands. */
        SessionHand: {
            /** @description The hand: an object or compact notation. */
            hand: components["schemas"]["HandBody"];
            /** @description The player's id. */
            player: string;
            win?: components["schemas"]["SessionWin"] | null;
        };
        /**
         * @description A penalty, the id of the player who pays it and, for a penalty paid to one player, the id of
         *     the player who receives it.
         */
        SessionPenalty: {
            /** @description Which penalty. */
            kind: components["schemas"]["PenaltyName"];
            /** @description Who pays it (the offender). */
            player: string;
            /**
             * @description Who receives it: needed by the penalties a rule set pays to one player
             *     (`false_naming_chow`, `false_naming_pung_kong`), refused on any other.
             */
            to?: string | null;
        };
        /**
         * @description A player of a session: an id, an optional name and the seat they take in the session's
         *     first deal. Seats then move with East (the player who was South becomes East).
         */
        SessionPlayer: {
            /**
             * @description The player's id (1 to 64 bytes), used everywhere else in the record.
             * @example ann
             */
            id: string;
            /** @description The name printed on the score sheet (the id when absent). */
            name?: string | null;
            /**
             * @description The seat in the session's first deal (without a starting state: in the first deal of
             *     this record).
             */
            seat: components["schemas"]["WindName"];
        };
        /** @description Body of `POST /v1/sessions/score`: a session's record, scored statelessly. */
        SessionRequest: {
            /** @description The deals in order (at most 1,000). */
            deals: components["schemas"]["SessionDeal"][];
            /** @description Language of names on the score sheet: `en` (default), `nl`, `it`. */
            language?: string | null;
            /** @description Rule set option overrides. */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description The four players. */
            players: components["schemas"]["SessionPlayer"][];
            /**
             * @description Rule set id.
             * @example rode-boekje
             */
            ruleset: string;
            start?: components["schemas"]["SessionState"] | null;
        };
        /** @description Result of `POST /v1/sessions/score`. */
        SessionResponse: {
            /** @description Every deal scored, in order. */
            deals: components["schemas"]["SessionDealResult"][];
            final_scores?: components["schemas"]["BTreeMap_i64"] | null;
            /** @description The state to send as `start` with the deals that follow. */
            next: components["schemas"]["SessionState"];
            /** @description The session is over (its last round ended); no deal may follow. */
            over: boolean;
            /** @description The players as given. */
            players: components["schemas"]["SessionPlayer"][];
            /** @description Rule set id. */
            ruleset: string;
            /** @description Highest total first. */
            standings: components["schemas"]["Standing"][];
            table_points?: components["schemas"]["BTreeMap_f64"] | null;
            /** @description Each player's total after the last deal. */
            totals: components["schemas"]["BTreeMap_i64"];
            /** @description What totals count: `points`, or `chips` (`nine-dragons`). */
            unit: string;
        };
        /** @description The order of play (`[session]`). */
        SessionRules: {
            /**
             * Format: int32
             * @description East's win number `n` since taking the deal is a limit hand (East scores the rule set's
             *     limit) and passes the deal (`dmjl`: 9, "East won nine times in a row").
             */
            east_win_limit?: number | null;
            parts?: components["schemas"]["PartDef"] | null;
            /**
             * Format: int32
             * @description A round ends when the deal has passed this many times (deals in which East keeps the
             *     deal do not count).
             */
            passes_per_round?: number;
            placement?: components["schemas"]["Placement"] | null;
            /**
             * @description At the end of every round, totals that do not add up to 4 × `starting_total` are
             *     reconciled 3:3:3:1 (`italian`); without it, starting totals must add up.
             */
            reconcile_each_round?: boolean;
            /** @description The rounds in order; the session is over after the last. */
            rounds?: components["schemas"]["RoundDef"][];
            /**
             * @description The players change seats between rounds (`mcr`: EMA MCR): for each round, the seat in
             *     its first deal of the players who sat East, South, West and North in the session's first
             *     deal. Each round starts with East in the seat where the session began. Empty: only East
             *     moves, as the deal passes.
             */
            seats?: components["schemas"]["WindName"][][];
            /** @description Where the order of play comes from. */
            source?: string;
            /**
             * Format: int64
             * @description Each player's total before the first deal.
             */
            starting_total?: number;
            /**
             * @description Table points for the first to the fourth place of a session that is over (`mcr`: 4, 2,
             *     1, 0); tied players share the points of the places they fill. Tournament standings rank
             *     by their sum, then by the total. Empty: none.
             */
            table_points?: number[];
            /** @description What totals count. */
            unit?: components["schemas"]["Unit"];
        };
        /**
         * @description Where a session stands: sent as `start` to score a session in parts, and answered as `next`
         *     (the state to send with the following deals).
         */
        SessionState: {
            /**
             * Format: int32
             * @description Deals played in the session so far.
             */
            deals_played?: number;
            /**
             * Format: int32
             * @description `riichi`: riichi deposits on the table (the totals then add up to 1,000 less each).
             */
            deposits?: number;
            /** @description The id of the player who is East in the next deal. */
            east: string;
            /**
             * Format: int32
             * @description Deals the present East has won since taking the deal (`dmjl`: the ninth is a limit hand).
             */
            east_wins?: number;
            extra_round_wind?: components["schemas"]["WindName"] | null;
            /**
             * Format: int32
             * @description `riichi`: honba counters on the table.
             */
            honba?: number;
            /**
             * Format: int32
             * @description How many times the deal has passed in this round.
             */
            passes?: number;
            /**
             * Format: int32
             * @description The round being played, from 1, in the rule set's order of play (`session.rounds`:
             *     1 East, 2 South, 3 West, 4 North; `italian`: the six giri of the three turni).
             */
            round: number;
            round_wind?: components["schemas"]["WindName"] | null;
            /** @description Each player's total by id. */
            totals: components["schemas"]["BTreeMap_i64"];
            /**
             * Format: int32
             * @description Drawn or void deals in a row under the present East (`italian`: the second passes East).
             */
            voids?: number;
        };
        /** @description The win of a deal given as four hands: as [`Win`], the discarder named by player id. */
        SessionWin: {
            /**
             * @description What the winner announced during the hand (`original_call`, `twofold_fortune`), each at
             *     most once; only those the rule set lists in its `announcements`. Default none.
             */
            announcements?: components["schemas"]["AnnouncementName"][];
            /** @description The id of the player who discarded it (or declared the robbed kong). */
            discarder?: string | null;
            /** @description `riichi`: dora indicators, as a win's. */
            dora_indicators?: string[];
            /** @description `mcr`: the winning tile is the last of its kind, as a win's. */
            last_of_kind?: boolean;
            /** @description The last tile of the wall (self-drawn) or the last discard of the hand. */
            last_tile?: boolean;
            /** @description Where it came from. */
            source: components["schemas"]["SourceName"];
            /**
             * @description The winning tile; it is also among the hand's concealed tiles.
             * @example b5
             */
            tile: string;
            /** @description Normal, heavenly or earthly. */
            timing?: components["schemas"]["TimingName"];
            /** @description `riichi`: ura dora indicators, as a win's. */
            ura_indicators?: string[];
        };
        /** @description One set of the arrangement used. */
        SetBody: {
            /** @description Declared exposed. */
            exposed: boolean;
            /** @description What the set is. */
            kind: components["schemas"]["SetKindName"];
            /** @description Its tiles. */
            tiles: components["schemas"]["TileCode"][];
            /** @description The set the winning tile completed. */
            winning?: boolean;
        };
        /**
         * @description What a set of the arrangement is.
         * @enum {string}
         */
        SetKindName: "chow" | "pung" | "kong" | "pair" | "mixed_pair" | "single";
        /** @description A value fixed by the rule set or taken from one of its options. */
        Setting_bool: boolean | {
            /** @description The option's id. */
            option: string;
        };
        /** @description A value fixed by the rule set or taken from one of its options. */
        Setting_i64: number | {
            /** @description The option's id. */
            option: string;
        };
        /** @description A value fixed by the rule set or taken from one of its options. */
        Setting_u32: number | {
            /** @description The option's id. */
            option: string;
        };
        /** @description Body of `POST /v1/deals/settle`. */
        SettleRequest: {
            /**
             * Format: int32
             * @description `riichi`: riichi deposits on the table at the start of the deal (1,000 each).
             */
            deposits?: number;
            /**
             * Format: int32
             * @description `riichi`: honba counters at the start of the deal (300 a counter to a winner).
             */
            honba?: number;
            /** @description Rule set option overrides. */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description Penalties, where the rule set takes them (`nine-dragons`, `dmjl`, `bmja`). */
            penalties?: components["schemas"]["PenaltyBody"][];
            /**
             * Format: int32
             * @description Void deals just before this one (`italian` rotation).
             */
            previous_voids?: number;
            /** @description `riichi`: the players who declared riichi in this deal (each puts 1,000 on the table). */
            riichi?: components["schemas"]["WindName"][];
            /** @description Rule set id. */
            ruleset: string;
            /** @description Hand totals by seat (east is the dealer). */
            scores?: components["schemas"]["PerSeat_u32"];
            /**
             * @description `riichi`, at an exhaustive draw: the players who were tenpai (the others pay them 3,000
             *     between them).
             */
            tenpai?: components["schemas"]["WindName"][];
            /** @description A voided deal. */
            void?: boolean;
            win?: components["schemas"]["SettleWin"] | null;
            winner?: components["schemas"]["WindName"] | null;
            /**
             * @description `riichi` with `double_ron`: the winners of one discard, each with its score in `scores`
             *     (`winner` is then left out). Honba, riichi sticks and deposits go to the first in turn
             *     after the discarder; the dealer keeps the deal if among them.
             */
            winners?: components["schemas"]["WindName"][];
        };
        /** @description Result of `POST /v1/deals/settle`. */
        SettleResponse: {
            /** @description Net amount per seat; sums to 0. */
            net: components["schemas"]["PerSeat_i64"];
            /**
             * Format: int32
             * @description `riichi`: the riichi deposits left on the table for the next deal (none after a win).
             *     `net` then sums to 1,000 times the deposits taken from the table less those put on it.
             */
            next_deposits?: number | null;
            /** @description The seat wind, in this deal, of the player who is East next. */
            next_east: components["schemas"]["WindName"];
            /**
             * Format: int32
             * @description `riichi`: the honba counters of the next deal (one more after a dealer's win or a
             *     draw, none after another player's win).
             */
            next_honba?: number | null;
            /** @description The payments. */
            payments: components["schemas"]["PaymentBody"][];
            /** @description Rule set id. */
            ruleset: string;
        };
        /** @description How the deal was won, as settlement needs it. */
        SettleWin: {
            discarder?: components["schemas"]["WindName"] | null;
            /** @description Where the winning tile came from. */
            source: components["schemas"]["SourceName"];
        };
        /** @description Settlement rules. */
        SettlementRules: {
            /** @description How payments are made. */
            payments: components["schemas"]["Payments"];
            /**
             * @description The penalties the rule set takes, with classical payments (`nine-dragons`' chip penalties
             *     are built in: docs/rules.md, Nine Dragons).
             */
            penalties?: components["schemas"]["PenaltyRule"][];
            /** @description How the next East is found. */
            rotation: components["schemas"]["Rotation"];
            /** @description Where the rules come from. */
            source: string;
        };
        /** @description Seven pairs variants. */
        SevenPairsRule: {
            /** @description The seven pairs must be of seven different kinds. */
            distinct?: boolean;
            /** @description Four identical tiles held (not declared) are two pairs (`mcr`); a declared kong is not. */
            four_as_two_pairs?: boolean;
            /**
             * @description Four identical tiles, held or declared as a concealed kong, may stand for two pairs; such a
             *     hand has 14 tiles in all (`italian`).
             */
            kong_as_two_pairs?: boolean;
        };
        /**
         * @description Shapes a set filter can ask for.
         * @enum {string}
         */
        Shape: "chow" | "pung" | "kong" | "pung_or_kong" | "pair";
        /**
         * @description Where the winning tile came from.
         * @enum {string}
         */
        SourceName: "wall" | "discard" | "kong_replacement" | "robbed_kong";
        /** @description One line of the standings. */
        Standing: {
            /** @description The player's id. */
            player: string;
            /**
             * Format: int32
             * @description The rank, from 1; equal totals share a rank (1, 2, 2, 4).
             */
            rank: number;
            /**
             * Format: int64
             * @description The player's total.
             */
            total: number;
        };
        /**
         * @description A named tie-break between equal tournament totals.
         * @enum {string}
         */
        TieBreak: "session_wins" | "best_session";
        /**
         * @description Tile classes used by filters.
         * @enum {string}
         */
        TileClass: "any" | "simple" | "terminal" | "suit" | "honour" | "wind" | "dragon" | "major" | "green" | "seat_wind" | "round_wind";
        /**
         * @description A tile: b1-b9 bamboo, c1-c9 characters, d1-d9 dots, we ws ww wn winds, dr dg dw dragons, f1-f4 flowers, s1-s4 seasons; written in mpsz (1s-9s, 1m-9m, 1p-9p, 1z-7z: east, south, west, north, white, green, red) when the request's hand is
         * @example b5
         */
        TileCode: string;
        /** @description Tile-count faults of non-winners. */
        TileCountFaults: {
            /** @description One tile too many scores 0. */
            long_scores_zero?: boolean;
            /** @description One tile short still scores. */
            short_scores?: boolean;
        };
        /**
         * @description Special timing of a win.
         * @enum {string}
         */
        TimingName: "normal" | "heavenly" | "earthly" | "blessing_of_earth" | "blessing_of_man";
        /** @description A player of a tournament: an id and an optional name. */
        TournamentPlayer: {
            /** @description The player's id. */
            id: string;
            /** @description The name printed on the standings (the id when absent). */
            name?: string | null;
        };
        /** @description Body of `POST /v1/tournaments/standings`. */
        TournamentRequest: {
            /** @description Language of the prize names: `en` (default), `nl`, `it`. */
            language?: string | null;
            /** @description Rule set option overrides. */
            options?: {
                [key: string]: components["schemas"]["OptionValueBody"];
            };
            /** @description The players with their names (optional: players are known by the ids in the sessions). */
            players?: components["schemas"]["TournamentPlayer"][];
            /**
             * @description Rule set id.
             * @example rode-boekje
             */
            ruleset: string;
            /** @description The sessions, in any order (at most 1,000). */
            sessions: components["schemas"]["TournamentSession"][];
        };
        /** @description Result of `POST /v1/tournaments/standings`. */
        TournamentResponse: {
            /** @description The prizes the rule set names, with their winners. */
            prizes: components["schemas"]["Prize"][];
            /**
             * Format: int32
             * @description The highest round played.
             */
            rounds: number;
            /** @description Rule set id. */
            ruleset: string;
            /** @description Every session, in the order of the request. */
            sessions: components["schemas"]["TournamentSessionResult"][];
            /** @description Best first. */
            standings: components["schemas"]["TournamentStanding"][];
            /** @description What totals count: `points` or `chips`. */
            unit: string;
        };
        /**
         * @description What one tournament round is.
         * @enum {string}
         */
        TournamentRound: "session" | "part";
        /**
         * @description Tournaments (`[tournament]`): players are ranked by the sum of their session results (final
         *     minus starting total), highest first, then by the tie-breaks in order.
         */
        TournamentRules: {
            /** @description The named prizes. */
            prizes?: components["schemas"]["PrizeDef"][];
            /** @description What one tournament round is. */
            round?: components["schemas"]["TournamentRound"];
            /**
             * Format: int32
             * @description The number of rounds, where the rule set fixes it.
             */
            rounds?: number | null;
            /** @description Where the tournament rules come from. */
            source?: string;
            /** @description Tie-breaks between equal totals, in order. */
            tie_breaks?: components["schemas"]["TieBreak"][];
        };
        /**
         * @description One session of a tournament: a table in a round, given either by its `deals` (scored as
         *     `POST /v1/sessions/score` scores them) or by the players' final `totals`.
         */
        TournamentSession: {
            /** @description The deals in order. */
            deals?: components["schemas"]["SessionDeal"][];
            /** @description The four players and their seats in the session's first deal. */
            players: components["schemas"]["SessionPlayer"][];
            /**
             * Format: int32
             * @description The tournament round, from 1 (`italian`: the turno, which fixes the round winds).
             */
            round: number;
            /** @description The table's label. */
            table?: string | null;
            totals?: components["schemas"]["BTreeMap_i64"] | null;
        };
        /** @description One session's outcome. */
        TournamentSessionResult: {
            /**
             * Format: int32
             * @description Deals scored (0 for a session given by its totals).
             */
            deals: number;
            /** @description Results by player id: final minus starting totals. */
            results: components["schemas"]["BTreeMap_i64"];
            /**
             * Format: int32
             * @description The round.
             */
            round: number;
            /** @description The table's label. */
            table?: string | null;
            table_points?: components["schemas"]["BTreeMap_f64"] | null;
            /** @description Final totals by player id. */
            totals: components["schemas"]["BTreeMap_i64"];
        };
        /** @description One line of the tournament standings. */
        TournamentStanding: {
            /** @description The player's name, where given. */
            name?: string | null;
            /** @description The player's id. */
            player: string;
            /**
             * Format: int32
             * @description The rank, from 1; players equal on the total and every tie-break share a rank.
             */
            rank: number;
            /** @description The result of each round played, in round order. */
            rounds: components["schemas"]["RoundResult"][];
            /**
             * Format: double
             * @description The sum of the player's table points (`mcr`), which rank before the total.
             */
            table_points?: number | null;
            /** @description The values of the rule set's tie-breaks, in order. */
            tie_breaks?: number[];
            /**
             * Format: int64
             * @description The sum of the player's round results.
             */
            total: number;
        };
        /**
         * @description What totals count.
         * @enum {string}
         */
        Unit: "points" | "chips";
        /** @description Result of `validate`. */
        ValidateResponse: {
            /** @description With `win`: whether the hand is a legal mahjong under the rule set. */
            mahjong?: boolean | null;
            /** @description How many more problems were found than `problems` lists (absent when none). */
            more_problems?: number;
            /** @description The problems found: at most 16 are listed. */
            problems: components["schemas"]["FieldError"][];
            /** @description Why the hand is not a mahjong. */
            reasons?: components["schemas"]["ReasonBody"][];
            /** @description Rule set id. */
            ruleset: string;
            /** @description Structurally valid under the rule set. */
            valid: boolean;
        };
        /** @description One tile that completes the hand. */
        WaitBody: {
            /** @description Won on a discard (by the player before this seat). */
            discard: components["schemas"]["WaitScore"];
            /** @description Self-drawn from the wall. */
            self_drawn: components["schemas"]["WaitScore"];
            /** @description The tile. */
            tile: components["schemas"]["TileCode"];
        };
        /** @description The score one winning tile would give. */
        WaitScore: {
            /**
             * @description Under a rule set that counts fans (`mcr`): each fan the tile would give, flowers included,
             *     in the rule set's order (also when the hand falls short of the 8-fan minimum: `mahjong`
             *     says so). Empty elsewhere.
             */
            fans?: components["schemas"]["FanCount"][];
            han_fu?: components["schemas"]["HanFuScore"] | null;
            limit_hand?: components["schemas"]["LimitHandBody"] | null;
            /** @description Legal mahjong (a wait may fail a minimum). */
            mahjong: boolean;
            /**
             * Format: int32
             * @description The total.
             */
            total: number;
        };
        /**
         * @description How the set the winning tile completes was waited on.
         * @enum {string}
         */
        WaitShape: "edge" | "closed" | "pair";
        /** @description Doublings a waiting non-winner earns when a hand it waits on has a winner element. */
        WaitingDoublings: {
            /**
             * Format: int32
             * @description The doublings earned.
             */
            doublings: number;
            /** @description The element's id. */
            element: string;
        };
        /**
         * @description What a waiting non-winner earns for the hand it waits on: a share of a limit hand
         *     (`rode-boekje` half of an irregular one, `bmja` 2/5 of any), and doublings for some winner
         *     elements (`bmja`: calling for purity).
         */
        WaitingLimit: {
            /**
             * Format: int32
             * @description …and divided by this.
             */
            divisor: number;
            /** @description Winner elements whose hand a non-winner waits on earn it these doublings. */
            doublings?: components["schemas"]["WaitingDoublings"][];
            /** @description Only irregular limit hands count. */
            irregular_only: boolean;
            /**
             * Format: int32
             * @description The limit value is multiplied by this (default 1)…
             */
            multiplier?: number;
        };
        /** @description Result of `waits`. */
        WaitsResponse: {
            /** @description Rule set id. */
            ruleset: string;
            /**
             * @description Ready: `waits` is not empty (`riichi`: tenpai, with a yaku or without). A tile of
             *     which the hand holds all four copies is no wait.
             */
            tenpai?: boolean;
            /** @description The tiles that complete the hand, in canonical order. */
            waits: components["schemas"]["WaitBody"][];
        };
        /** @description The winning tile and how it was won (only for the player who declares mahjong). */
        WinBody: {
            /**
             * @description What the winner announced during the hand (`original_call`, `twofold_fortune`), each at
             *     most once; only those the rule set lists in its `announcements`. Default none.
             */
            announcements?: components["schemas"]["AnnouncementName"][];
            /**
             * Format: int32
             * @description Riichi deposits on the table, collected by the winner (1,000 each), 0–255. Default 0.
             */
            deposits?: number;
            discarder?: components["schemas"]["WindName"] | null;
            /**
             * @description The dora indicators shown when the hand was won (`riichi`): each makes the next kind a
             *     dora. At most five.
             * @example [
             *       "3m"
             *     ]
             */
            dora_indicators?: string[];
            /**
             * Format: int32
             * @description Honba counters on the table (`riichi`: 300 each to the winner), 0–255. Default 0.
             */
            honba?: number;
            /**
             * @description The winning tile is the last of its kind: the other three are already in sight, discarded or
             *     in exposed melds (`mcr`: Last Tile, 4 fans). The service cannot see the table: the caller
             *     says so. Default false.
             */
            last_of_kind?: boolean;
            /**
             * @description The last tile of the wall (source `wall` or `kong_replacement`) or the last discard of the hand
             *     (source `discard`); with `robbed_kong` it is invalid input.
             */
            last_tile?: boolean;
            /** @description Where it came from. */
            source: components["schemas"]["SourceName"];
            /**
             * @description The winning tile; it is also among `hand.concealed`.
             * @example b5
             */
            tile: string;
            /** @description Normal, heavenly or earthly. */
            timing?: components["schemas"]["TimingName"];
            /** @description The ura dora indicators (`riichi`; only after `riichi` or `double_riichi`). At most five. */
            ura_indicators?: string[];
        };
        /**
         * @description A wind as a value: seat, round wind or discarder.
         * @enum {string}
         */
        WindName: "east" | "south" | "west" | "north";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `ok`: the process answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `ready`: serving */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    resolve_claims: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimsRequest"];
            };
        };
        responses: {
            /** @description The winning claim, the valid claims best first, and the claims the rules refuse */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimsResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    score_deal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealRequest"];
            };
        };
        responses: {
            /** @description Each player's score, the settlement and the next East */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    settle_deal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettleRequest"];
            };
        };
        responses: {
            /** @description Payments between the players, the net per seat and the next East */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettleResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    score_hand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandRequest"];
            };
        };
        responses: {
            /** @description The hand's total with the itemised breakdown and the arrangement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    score_batch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchRequest"];
            };
        };
        responses: {
            /** @description One result per request, in order: a score or that request's problem document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    validate_hand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandRequest"];
            };
        };
        responses: {
            /** @description Whether the hand is valid (every problem listed) and whether it is a mahjong */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    find_waits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandRequest"];
            };
        };
        responses: {
            /** @description The tiles that complete the hand, each with the score it would give */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitsResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    list_rulesets: {
        parameters: {
            query?: {
                /**
                 * @description Language of names: en, nl, it (overrides Accept-Language).
                 * @example nl
                 */
                language?: components["schemas"]["LanguageName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every rule set: id, name, method, limit, source document, options with their defaults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesetList"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    get_ruleset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Rule set id (`GET /v1/rulesets` lists them)
                 * @example ecr
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule set's full definition: every scoring element with its value, detector and names, its options, claim and settlement rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesetDef"];
                };
            };
            /** @description No such resource (problem types: `/problems/{code}`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    reconcile_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconcileRequest"];
            };
        };
        responses: {
            /** @description The corrected totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconcileResponse"];
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    score_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionRequest"];
            };
        };
        responses: {
            /** @description The scored session (JSON), its deals as CSV, or a printable HTML score sheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                    "text/csv": string;
                    "text/html": string;
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    tournament_standings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentRequest"];
            };
        };
        responses: {
            /** @description The standings (JSON), as CSV, or as a printable HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentResponse"];
                    "text/csv": string;
                    "text/html": string;
                };
            };
            /** @description Malformed request: not JSON, a wrong type, a missing or unknown field, a value outside a fixed set (codes `invalid_json`, `missing_field`, `unknown_field`, `invalid_type`, `invalid_value`, …) (problem types: `/problems/{code}`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body did not arrive within the request time limit; the connection closes (problem types: `/problems/{code}`) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body is larger than the message limit (1 MiB; 2 MiB for a session, 4 MiB for a tournament), or a batch holds more than 1,000 requests (problem types: `/problems/{code}`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description The body was not sent as `application/json` (problem types: `/problems/{code}`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Well-formed, but against the rules: every problem listed with a JSON pointer and a code (`unknown_tile`, `wrong_tile_count`, `invalid_meld`, `unknown_ruleset`, …) (problem types: `/problems/{code}`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Overloaded, shutting down, or out of time: retry shortly (problem types: `/problems/{code}`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
}
