"""The Python client against a running service at MAHJONG_URL (default http://127.0.0.1:8080):
every request example of the committed OpenAPI document through its method, sync and async,
answered as documented; the README's calls; problems and connection failures as documented."""

import asyncio
import json
import os
import socket
from pathlib import Path

import pytest

from mahjong_scoring import (
    Announcement,
    AsyncClient,
    Client,
    ConnectionFailed,
    MahjongError,
    ProblemError,
    Source,
    Wind,
    models,
    seats,
)

URL = os.environ.get("MAHJONG_URL", "http://127.0.0.1:8080")
DOC = json.loads((Path(__file__).resolve().parents[3] / "docs" / "openapi.json").read_text())

# Every operation with a request body, with its examples: (operation id, example name, body,
# expected status, expected answer or problem codes).
EXAMPLES = []
for path, item in DOC["paths"].items():
    for method, op in item.items():
        examples = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("examples", {})
        for name, example in examples.items():
            for status, answer in op["responses"].items():
                content = answer.get("content", {})
                media = content.get("application/json") or content.get("application/problem+json") or {}
                if name in media.get("examples", {}):
                    expected = media["examples"][name]["value"]
                    EXAMPLES.append((op["operationId"], name, example["value"], int(status), expected))
OPERATIONS = {op["operationId"] for item in DOC["paths"].values() for op in item.values()}


def test_every_operation_has_a_method():
    names = {"readyz": "ready"}
    for op in OPERATIONS:
        assert callable(getattr(Client, names.get(op, op))), op
        assert callable(getattr(AsyncClient, names.get(op, op))), op
    assert len({e[0] for e in EXAMPLES}) == 10, "every POST operation has examples"


def check(op, name, status, expected, outcome):
    if status == 200:
        assert not isinstance(outcome, Exception), f"{op} {name}: {outcome}"
        assert outcome.to_dict() == expected, f"{op} {name}"
    else:
        assert isinstance(outcome, ProblemError), f"{op} {name}: {outcome!r}"
        assert outcome.status == status
        assert outcome.problem.to_dict() == expected
        assert outcome.codes == [e["code"] for e in expected["errors"]]


@pytest.mark.parametrize("op,name,body,status,expected", EXAMPLES, ids=[f"{e[0]}-{e[1]}" for e in EXAMPLES])
def test_documented_example_sync(op, name, body, status, expected):
    with Client(URL) as client:
        try:
            outcome = getattr(client, op)(body)
        except ProblemError as e:
            outcome = e
    check(op, name, status, expected, outcome)


def test_documented_examples_async():
    async def run():
        async with AsyncClient(URL) as client:

            async def one(op, body):
                try:
                    return await getattr(client, op)(body)
                except ProblemError as e:
                    return e

            return await asyncio.gather(*(one(e[0], e[2]) for e in EXAMPLES))

    for (op, name, _, status, expected), outcome in zip(EXAMPLES, asyncio.run(run())):
        check(op, name, status, expected, outcome)


def test_readme_calls():
    with Client(URL) as client:
        ids = [r.id for r in client.list_rulesets().rulesets]
        assert ids[:4] == ["rode-boekje", "ecr", "italian", "nine-dragons"] or set(ids) >= {"ecr", "italian"}
        score = client.score_hand(
            ruleset="ecr", seat_wind=Wind.SOUTH, round_wind=Wind.EAST, hand="b1b2b3 d5d5d5 c7c8c9 wewe drdrdr",
            win={"tile": "we", "source": Source.DISCARD, "discarder": Wind.NORTH},
        )
        assert (score.total, score.points, score.doublings) == (92, 46, 1)
        assert "pung_major_concealed" in [e.id for e in score.elements]
        with pytest.raises(ProblemError) as e:
            client.score_hand(ruleset="ecr", seat_wind="south", round_wind="east", hand="b1b2b3 rdrdrd")
        assert e.value.status == 422 and e.value.codes == ["unknown_tile"]
        assert e.value.errors[0].pointer == "/hand"
        assert e.value.problem.type_ == "/problems/unknown_tile"
        assert "rd" in str(e.value)


def test_models_and_per_seat_values():
    with Client(URL) as client:
        body = models.SettleRequest(
            ruleset="rode-boekje", winner=Wind.SOUTH,
            scores=models.PerSeatU32(east=120, south=480, west=0, north=56),
            win=models.SettleWin(source=Source.DISCARD, discarder=Wind.NORTH),
        )
        typed = client.settle_deal(body)
        plain = client.settle_deal(ruleset="rode-boekje", winner="south",
                                   scores=seats(east=120, south=480, west=0, north=56),
                                   win={"source": "discard", "discarder": "north"})
        assert typed.to_dict() == plain.to_dict()
        assert (typed.net.east, typed.net.south, typed.next_east) == (-592, 1920, Wind.SOUTH)
        assert [(p.from_, p.to, p.amount) for p in typed.payments][0] == (Wind.EAST, Wind.SOUTH, 960)
        with pytest.raises(TypeError):
            seats(east=1, south=2, west=3, nort=4)


def test_rule_set_definitions_are_typed():
    with Client(URL) as client:
        for summary in client.list_rulesets().rulesets:
            definition = client.get_ruleset(summary.id)
            assert definition.id == summary.id
            assert definition.elements, summary.id
            kinds = {type(e.detector).__name__ for e in definition.elements}
            assert all(k.startswith("Detector") for k in kinds), kinds
        with pytest.raises(ProblemError) as e:
            client.get_ruleset("no-such-rules")
        assert e.value.status == 404 and e.value.codes == ["unknown_ruleset"]


def test_claimed_kongs_and_announcements_are_typed_and_refused_where_not_taken():
    hand = models.HandObject(
        concealed=["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we"],
        melds=[models.MeldBody(kind="kong", tiles=["c3"] * 4, exposed=True, claimed=True)],
    )
    win = models.WinBody(tile="we", source=Source.WALL, announcements=[Announcement.ORIGINAL_CALL])
    assert win.to_dict()["announcements"] == ["original_call"]
    assert hand.to_dict()["melds"][0]["claimed"] is True
    with Client(URL) as client:
        with pytest.raises(ProblemError) as e:
            client.score_hand(ruleset="ecr", seat_wind=Wind.SOUTH, round_wind=Wind.EAST, hand=hand, win=win)
        assert e.value.status == 422 and e.value.codes == ["not_in_ruleset", "not_in_ruleset"]
        assert [x.pointer for x in e.value.errors] == ["/hand/melds/0/claimed", "/win/announcements/0"]
        assert e.value.problem.type_ == "/problems/not_in_ruleset"
        # What a rule set takes is in its definition.
        ecr = client.get_ruleset("ecr")
        assert ecr.claimed_kongs is False and ecr.announcements == []


def test_language_and_service():
    with Client(URL, language="nl") as client:
        names = {r.id: r.name for r in client.list_rulesets().rulesets}
        assert names != {r.id: r.name for r in Client(URL).list_rulesets().rulesets}
        assert client.healthz() == "ok" and client.ready() == "ready"
    italian = Client(URL).list_rulesets(language="it")
    assert italian.rulesets


def test_malformed_dict_bodies_reach_the_service():
    with Client(URL) as client, pytest.raises(ProblemError) as e:
        client.score_hand({"ruleset": "ecr", "seat_wind": "sout", "round_wind": "east", "hand": "b1"})
    assert e.value.status == 400 and e.value.errors[0].pointer == "/seat_wind"
    with pytest.raises(TypeError):
        Client(URL).score_hand({"ruleset": "ecr"}, hand="b1")


def test_connection_failure_is_documented():
    with socket.socket() as s:  # a port that was just free: the connection is refused
        s.bind(("127.0.0.1", 0))
        nowhere = f"http://127.0.0.1:{s.getsockname()[1]}"
    with pytest.raises(ConnectionFailed) as e:
        Client(nowhere, timeout=2).ready()
    assert isinstance(e.value, MahjongError) and isinstance(e.value, ConnectionError)
    assert e.value.base_url == nowhere and nowhere in str(e.value)

    async def run():
        async with AsyncClient(nowhere, timeout=2) as client:
            await client.score_hand(ruleset="ecr", seat_wind="east", round_wind="east", hand="b1")

    with pytest.raises(ConnectionFailed):
        asyncio.run(run())
