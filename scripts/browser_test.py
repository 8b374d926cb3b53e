"""The scoring page and the widget in a real headless Chromium, used as a person would.

Usage: browser_test.py BINARY SHOT_DIR

Starts the service (REST on a free port, with CORS allowed for one other local origin, and
`ecr-claims`, ECR declaring claimed kongs and announcements, from a --rulesets folder), a static
file server for a club page on that origin and one on an origin that is not allowed, then drives
Debian's Chromium with Playwright. Every answer shown is compared with the answer the REST API
gives for the same request, sent here independently. Screenshots (1280 px and 360 px wide) of each
state go to SHOT_DIR. Prints "N passed, N failed" and exits non-zero on a failure.
"""

import functools
import http.server
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.request

from playwright.sync_api import sync_playwright

CHROMIUM_ARGS = [
    "--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 780}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


API_PORT, CLUB_PORT, OTHER_PORT, GRPC_PORT = free_port(), free_port(), free_port(), free_port()
API = f"http://127.0.0.1:{API_PORT}"
CLUB = f"http://127.0.0.1:{CLUB_PORT}"
OTHER = f"http://127.0.0.1:{OTHER_PORT}"


def api(path, body):
    """POSTs to the service; returns (status, JSON)."""
    req = urllib.request.Request(API + path, data=json.dumps(body).encode(), headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, json.load(e)


# --- the widget, seen from a test ------------------------------------------------------------

RECORD_EVENTS = """
window.__answers = [];
document.addEventListener("mahjong-score", (e) => window.__answers.push(e.detail));
"""


class Widget:
    def __init__(self, page, panel="#panel-hand"):
        self.page = page
        self.panel = panel

    def q(self, css):
        return self.page.locator(f"mahjong-score {self.panel} {css}")

    def answers(self, op):
        return self.page.evaluate("(op) => window.__answers.filter((a) => a.operation === op)", op)

    def wait_answer(self, op, before, timeout=10_000):
        self.page.wait_for_function("([op, n]) => window.__answers.filter((a) => a.operation === op).length > n", arg=[op, before], timeout=timeout)
        return self.answers(op)[-1]

    def count(self, op):
        return len(self.answers(op))

    def mode(self, m):
        self.q(f'.modes input[value="{m}"]').check()

    def pick(self, *codes):
        for c in codes:
            self.q(f'button.pick[data-code="{c}"]').click()

    def type_hand(self, text):
        field = self.q("input.notation")
        field.fill("")
        field.type(text, delay=5)

    def hand_codes(self):
        return self.q(".row.concealed button.in-hand").evaluate_all("(bs) => bs.map((b) => b.dataset.code)")

    def breakdown(self):
        return self.q("table.breakdown tbody tr").evaluate_all(
            "(rows) => rows.map((r) => [r.querySelector('th').textContent, ...[...r.querySelectorAll('td.num')].map((c) => c.textContent)])")


def open_page(ctx, path="/"):
    """The scoring page, once the widget has its rule sets."""
    page = ctx.new_page()
    page.goto(API + path)
    page.wait_for_function("() => document.querySelector('mahjong-score').rulesets.length > 0")
    return page, Widget(page)


def expected_rows(score):
    return [[e["name"], f"limit {e['limit']}" if e.get("limit") else (str(e["points"]) if e["points"] else ""),
             f"×{2 ** e['doublings']}" if e["doublings"] else ""] for e in score["elements"]]


def shots(page, name, shot_dir):
    """A full-page screenshot at desktop and at phone width."""
    for label, size in (("desktop", DESKTOP), ("360", PHONE)):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= size["width"], f"{name}: the page is {width} px wide at a {size['width']} px viewport"
        page.screenshot(path=os.path.join(shot_dir, f"{name}-{label}.png"), full_page=True)
    page.set_viewport_size(DESKTOP)


# --- the tests --------------------------------------------------------------------------------

def test_clicked_hand_scores_as_the_api(ctx, shot_dir):
    page, w = open_page(ctx)
    n = w.count("score")
    w.pick("b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we")
    w.mode("pung")
    w.pick("dr")
    w.mode("single")
    w.pick("f1", "we")
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score' && a.request.win)")
    got = [a for a in w.answers("score") if a["request"].get("win")][-1]
    # The same hand, written here by hand: concealed tiles in canonical order, the pung declared,
    # the last tile the winning one, from the discard of the player before East (North).
    request = {
        "ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
        "hand": {"concealed": ["b1", "b2", "b3", "c7", "c8", "c9", "d5", "d5", "d5", "we", "we"],
                 "melds": [{"kind": "pung", "tiles": ["dr", "dr", "dr"], "exposed": True}], "bonus": ["f1"]},
        "win": {"tile": "we", "source": "discard", "discarder": "north"}, "language": "en",
    }
    assert got["request"] == request, got["request"]
    status, score = api("/v1/hands/score", request)
    assert status == 200 and score["mahjong"], score
    assert w.q(".result .total").text_content() == str(score["total"])
    assert w.breakdown() == expected_rows(score), (w.breakdown(), expected_rows(score))
    sets = w.q(".arrangement .set").evaluate_all("(ls) => ls.map((l) => [l.dataset.kind, [...l.querySelectorAll('[data-tile]')].map((t) => t.dataset.tile)])")
    assert sets == [[s["kind"], s["tiles"]] for s in score["arrangement"]], sets
    assert w.q(".row.concealed button.winning").get_attribute("data-code") == "we"
    assert w.q(".count").get_attribute("data-count") == "14"
    # Self-drawn instead: the total follows the API again.
    w.q('select[id$="-source"]').select_option("wall")
    page.wait_for_function("() => window.__answers.at(-1).request.win?.source === 'wall'")
    request["win"] = {"tile": "we", "source": "wall"}
    status, score = api("/v1/hands/score", request)
    page.wait_for_function("(t) => document.querySelector('mahjong-score').shadowRoot.querySelector('.result .total')?.textContent === t", arg=str(score["total"]))
    assert w.breakdown() == expected_rows(score)
    shots(page, "01-hand-scored", shot_dir)
    page.close()


def test_typed_hand_moves_the_picker_and_shows_waits(ctx, shot_dir):
    page, w = open_page(ctx)
    n = w.count("waits")
    w.type_hand("b1b1b1 b2b3b4 c5c6c7 dw [d9d9d9d9]")
    answer = w.wait_answer("waits", n)
    assert w.hand_codes() == ["b1", "b1", "b1", "b2", "b3", "b4", "c5", "c6", "c7", "dw"], w.hand_codes()
    assert w.q(".row.melds button.meld.concealed").count() == 1
    assert w.q('button.pick[data-code="b1"] .copies').get_attribute("data-n") == "3"
    assert "3 in hand" in w.q('button.pick[data-code="b1"]').get_attribute("aria-label")
    assert w.q('button.pick[data-code="d9"]').get_attribute("aria-disabled") == "true"
    assert w.q(".count").get_attribute("data-count") == "13"
    request = {"ruleset": "ecr", "seat_wind": "east", "round_wind": "east",
               "hand": {"concealed": ["b1", "b1", "b1", "b2", "b3", "b4", "c5", "c6", "c7", "dw"],
                        "melds": [{"kind": "kong", "tiles": ["d9"] * 4, "exposed": False}], "bonus": []}, "language": "en"}
    assert answer["request"] == request, answer["request"]
    status, waits = api("/v1/hands/waits", request)
    assert status == 200 and waits["waits"], waits
    rows = w.q("table.waits tbody tr").evaluate_all(
        "(rs) => rs.map((r) => [r.dataset.wait, ...[...r.querySelectorAll('td')].map((c) => c.textContent.trim())])")
    want = [[x["tile"], str(x["discard"]["total"]) + (" " + x["discard"]["limit_hand"]["name"] if x["discard"]["limit_hand"] else ""),
             str(x["self_drawn"]["total"]) + (" " + x["self_drawn"]["limit_hand"]["name"] if x["self_drawn"]["limit_hand"] else "")]
            for x in waits["waits"]]
    assert rows == want, (rows, want)
    shots(page, "02-typed-waits", shot_dir)
    # And back: a click in the picker rewrites the notation.
    n = w.count("score")
    w.pick("dw")
    w.wait_answer("score", n)
    assert w.q("input.notation").input_value() == "b1b1b1b2b3b4 c5c6c7 dwdw [d9d9d9d9]", w.q("input.notation").input_value()
    page.close()


def test_limit_hand_is_named(ctx, shot_dir):
    page, w = open_page(ctx, "/?lang=it")
    page.locator("mahjong-score #ruleset").select_option("rode-boekje")
    n = w.count("score")
    w.type_hand("b1b9c1c9d1d9wewswwwndrdgdw b1")
    answer = w.wait_answer("score", n)
    assert answer["request"]["language"] == "it" and answer["request"]["ruleset"] == "rode-boekje"
    status, score = api("/v1/hands/score", answer["request"])
    assert status == 200 and score["limit_hand"], score
    limit = w.q(".result .limit")
    assert limit.get_attribute("data-limit") == score["limit_hand"]["id"]
    assert score["limit_hand"]["name"] in limit.text_content()
    assert w.q(".result .total").text_content() == str(score["total"])
    # Thirteen lone tiles are drawn as one group, the pair with the winning tile apart.
    tiles = w.q(".arrangement .set").evaluate_all("(ls) => ls.flatMap((l) => [...l.querySelectorAll('[data-tile]')].map((t) => t.dataset.tile))")
    assert sorted(tiles) == sorted(t for s in score["arrangement"] for t in s["tiles"]), tiles
    shots(page, "03-limit-hand-italian", shot_dir)
    page.close()


NOTATION_CASES = [
    "b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3",
    "B1B2B3 D5D5D5 C7C8C9 WEWE DRDRDR",
    "b1f1b2b3 s4 d5d5d5 c7c8c9 wewe (b4b5b6)",
    "(b7b8b9) [dwdwdwdw] (wnwnwnwn) c2c2 d3d4d5",
    "b1b9c1c9d1d9wewswwwndrdgdw dw",
    "(b1b3b5) c1c1c1 d1d1d1 wewe b9b9b9",
    "[c1c1c1] b1b2b3 d1d1d1 wewe b9b9b9",
    "b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}",
    "{b1b1b1} c1c1c1 d1d1d1 wewe b9b9b9",
    # mpsz, alone and next to codes: the text's answer writes its tiles in mpsz (in_codes below).
    "123s555p789m1z (777z)",
    "b1b2b3 456p 99m [1111z] f2",
]

MPSZ_HONOURS = ["we", "ws", "ww", "wn", "dw", "dg", "dr"]


def in_codes(v):
    """An answer with the tiles of a hand written in mpsz ("5m", "7z") written as codes."""
    def code(t):
        if len(t) == 2 and t[0] in "123456789" and t[1] in "mpsz":
            return MPSZ_HONOURS[int(t[0]) - 1] if t[1] == "z" else {"m": "c", "p": "d", "s": "b"}[t[1]] + t[0]
        return t
    if isinstance(v, dict):
        return {k: code(x) if k == "tile" else [code(t) for t in x] if k == "tiles" else in_codes(x) for k, x in v.items()}
    if isinstance(v, list):
        return [in_codes(x) for x in v]
    return v


def test_notation_reads_as_the_service_reads_it(ctx, shot_dir):
    """The widget's reading of compact notation (sent as an object) gets the answer the text gets."""
    page, _ = open_page(ctx)
    for text in NOTATION_CASES:
        parsed = page.evaluate("async (t) => { const n = await import('/widget/notation.js'); const p = n.parseCompact(t);"
                               " return {hand: p.hand, again: p.hand && n.parseCompact(n.formatCompact(p.hand)).hand}; }", text)
        assert parsed["hand"] is not None, text
        # Writing it back and reading it again gives the same hand.
        same = lambda h: (sorted(h["concealed"]), h["melds"], sorted(h["bonus"]))
        assert same(parsed["again"]) == same(parsed["hand"]), (text, parsed)
        body = {"ruleset": "ecr", "seat_wind": "south", "round_wind": "east"}
        as_text = api("/v1/hands/score", {**body, "hand": text})
        as_object = api("/v1/hands/score", {**body, "hand": parsed["hand"]})
        assert as_text[0] == as_object[0], (text, as_text, as_object)
        if as_text[0] == 200:
            assert in_codes(as_text[1]) == as_object[1], (text, as_text, as_object)
        else:
            assert [e["code"] for e in as_text[1]["errors"]] == [e["code"] for e in as_object[1]["errors"]], (text, as_text, as_object)
    page.close()


# The table of notation cases the contract's reader is tested on (crates/mahjong-types/tests/
# notation_cases.rs), and the widget's error names as the service's codes.
NOTATION_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "crates", "mahjong-types", "tests", "notation-cases.json")
WIDGET_ERRORS = {"unclosed": "invalid_notation", "malformed": "invalid_notation", "unknown_tile": "unknown_tile", "meld_size": "invalid_meld"}


def test_widget_notation_reads_the_shared_table(ctx, shot_dir):
    """The widget's compact-notation reader reads every case of the shared table as the contract's reader does."""
    page, _ = open_page(ctx)
    with open(NOTATION_TABLE) as f:
        cases = json.load(f)["cases"]
    for case in cases:
        got = page.evaluate("async (t) => (await import('/widget/notation.js')).parseCompact(t)", case["text"])
        if "widget_error" in case:
            # A red five: the widget sends the text itself, which the service refuses at /hand.
            assert got.get("error") == case["widget_error"], (case, got)
        elif "hand" in case:
            assert got.get("hand") == case["hand"], (case, got)
        elif case.get("widget_keeps"):
            # Sent on as a meld for the service to refuse at /hand/melds/N.
            assert got.get("hand") is not None, (case, got)
        else:
            assert WIDGET_ERRORS.get(got.get("error")) == case["error"], (case, got)
    page.close()


def test_mistakes_are_shown_at_the_tile(ctx, shot_dir):
    page, w = open_page(ctx)
    # A flower in a game played without flowers: the error sits at the flower.
    w.type_hand("b1b2b3 c4c5c6 d7d8d9 wewe drdrdr")
    n = w.count("score")
    w.pick("f2")
    w.wait_answer("score", n)
    page.locator("mahjong-score #opt-bonus_tiles").uncheck()
    bonus = w.q('.row.bonus button[data-index="0"]')
    bonus.wait_for()
    page.wait_for_function("() => document.querySelector('mahjong-score').shadowRoot.querySelector('#panel-hand .row.bonus button[aria-invalid=true]')")
    problem = w.q('.problems li[data-pointer="/hand/bonus/0"]')
    assert problem.get_attribute("data-code") == "bonus_tiles_not_allowed"
    assert problem.locator("[data-tile]").get_attribute("data-tile") == "f2"
    assert "without flowers" in problem.text_content(), problem.text_content()
    shots(page, "04-error-at-tile", shot_dir)
    # A fifth copy, typed: the fifth tile is marked.
    page.locator("mahjong-score #opt-bonus_tiles").check()
    w.type_hand("b1b1b1b1b1 c4c5c6 d7d8d9 wewe")
    page.wait_for_function("() => document.querySelector('mahjong-score').shadowRoot.querySelector('#panel-hand .row.concealed button[aria-invalid=true]')")
    bad = w.q(".row.concealed button[aria-invalid=true]")
    assert bad.count() == 1 and bad.get_attribute("data-index") == "4", bad.count()
    assert w.q('.problems li[data-pointer="/hand/concealed/4"]').get_attribute("data-code") == "too_many_copies"
    # Text the picker cannot read goes to the service as it is; the error sits at the field.
    w.type_hand("b1b2b3 zz")
    page.wait_for_function("() => document.querySelector('mahjong-score').shadowRoot.querySelector('#panel-hand input.notation[aria-invalid=true]')")
    assert w.q('.notation-field .problems li[data-pointer="/hand"]').get_attribute("data-code") == "unknown_tile"
    shots(page, "05-error-at-field", shot_dir)
    # A red five typed in mpsz goes as typed too: no rule set here takes it (not read as a five).
    w.type_hand("123s055p789m1z 456m")
    page.wait_for_function("() => [...document.querySelector('mahjong-score').shadowRoot.querySelectorAll('.notation-field .problems li')].some((li) => li.dataset.code === 'not_in_ruleset')")
    assert w.q('.notation-field .problems li[data-pointer="/hand"][data-code="not_in_ruleset"]').count() == 1
    # An option out of its range: marked at the option, the message beside the rule set's controls.
    w.type_hand("b1b2b3 c4c5c6 d7d8d9 wewe drdrdr")
    page.locator("mahjong-score #ruleset").select_option("nine-dragons")
    page.locator("mahjong-score #opt-minimum_points").fill("9")
    page.locator('mahjong-score #opt-minimum_points[aria-invalid="true"]').wait_for()
    problem = page.locator('mahjong-score .general .problems li[data-pointer="/options/minimum_points"]')
    assert problem.get_attribute("data-code") == "invalid_option_value"
    page.close()


def test_claimed_kongs_and_announcements(ctx, shot_dir):
    """Offered only where the rule set's definition takes them; a typed claimed kong is sent as typed and refused at the meld."""
    page, w = open_page(ctx)
    # ECR takes neither: no claimed-kong mode, no announcements; `{…}` typed is refused at the meld.
    w.type_hand("b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}")
    problem = w.q('.problems li[data-pointer="/hand/melds/0/claimed"]')
    problem.wait_for()
    assert problem.get_attribute("data-code") == "not_in_ruleset", problem.get_attribute("data-code")
    assert w.q(".row.melds button.meld.claimed[aria-invalid=true]").count() == 1
    assert w.q('.modes input[value="claimed_kong"]').count() == 0
    assert w.q(".announcements").count() == 0
    # `ecr-claims`, ECR's file declaring both (loaded with --rulesets): offered, sent, scored as the API scores them.
    page.locator("mahjong-score #ruleset").select_option("ecr-claims")
    announce = w.q('.announcements input[data-announcement="original_call"]')
    announce.wait_for()
    assert w.q('.modes input[value="claimed_kong"]').count() == 1
    announce.check()
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score' && a.request.ruleset === 'ecr-claims'"
                           " && (a.request.win?.announcements || []).includes('original_call'))")
    answer = [a for a in w.answers("score") if (a["request"].get("win") or {}).get("announcements")][-1]
    request = answer["request"]
    assert request["hand"]["melds"] == [{"kind": "kong", "tiles": ["c3"] * 4, "exposed": True, "claimed": True}], request
    status, score = api("/v1/hands/score", request)
    assert status == 200 and score == answer["response"], (status, score, answer["response"])
    assert w.breakdown() == expected_rows(score)
    # Picked: a claimed kong from "Add as".
    w.q("button.clear").click()
    w.mode("claimed_kong")
    w.pick("dg")
    meld = w.q(".row.melds button.meld.claimed")
    meld.wait_for()
    assert meld.get_attribute("aria-label").startswith("Remove claimed kong"), meld.get_attribute("aria-label")
    assert w.q("input.notation").input_value() == "{dgdgdgdg}", w.q("input.notation").input_value()
    shots(page, "11-claimed-kong", shot_dir)
    page.close()


# ECR's rule set file as a club's --rulesets DIR would declare claimed kongs and announcements in it.
ECR_CLAIMS = ("\nid = \"ecr-claims\"\nclaimed_kongs = true\n"
              "announcements = [\"original_call\", \"twofold_fortune\"]\n")


def ecr_claims_dir():
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "crates", "mahjong-engine", "src", "rulesets", "ecr.toml")) as f:
        text = f.read()
    assert '\nid = "ecr"\n' in text
    folder = tempfile.mkdtemp(prefix="rulesets-")
    with open(os.path.join(folder, "ecr-claims.toml"), "w") as f:
        f.write(text.replace('\nid = "ecr"\n', ECR_CLAIMS, 1))
    return folder


def test_riichi_scores_han_and_fu(ctx, shot_dir):
    """Riichi: an mpsz hand with riichi announced is scored as the API scores it; the widget shows
    han and fu, who pays what, and each yaku's han."""
    page, w = open_page(ctx)
    w.type_hand("234789m12345666p")
    page.locator("mahjong-score #ruleset").select_option("riichi")
    announce = w.q('.announcements input[data-announcement="riichi"]')
    announce.wait_for()
    announce.check()
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score' && a.request.ruleset === 'riichi'"
                           " && (a.request.win?.announcements || []).includes('riichi') && a.response.han_fu)")
    answer = [a for a in w.answers("score") if a["request"]["ruleset"] == "riichi" and a["response"].get("han_fu")][-1]
    status, score = api("/v1/hands/score", answer["request"])
    assert status == 200 and score == answer["response"], (status, score, answer["response"])
    hf = score["han_fu"]
    note = w.q(".total-line .note").text_content()
    assert note.startswith(f"{hf['han']} han, {hf['fu']} fu"), note
    assert w.q(".payments").get_attribute("data-paid") == str(hf["payments"]["total"])
    rows = w.breakdown()
    for e in score["elements"]:
        if e["doublings"]:
            assert [e["name"], "", f"{e['doublings']} han"] in rows, (e, rows)
    # The table's fields: a dora indicator (1m: 2m is dora, one held) and a honba counter.
    w.q('input[data-fk="dora_indicators"]').fill("1m")
    w.q('input[data-fk="dora_indicators"]').dispatch_event("change")
    w.q('input[data-fk="honba"]').fill("2")
    w.q('input[data-fk="honba"]').dispatch_event("change")
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score' && a.request.ruleset === 'riichi'"
                           " && (a.request.win?.dora_indicators || []).includes('1m') && a.request.win?.honba === 2)")
    answer = [a for a in w.answers("score") if (a["request"].get("win") or {}).get("honba") == 2][-1]
    status, score = api("/v1/hands/score", answer["request"])
    assert status == 200 and score == answer["response"], (status, score, answer["response"])
    assert any(e["id"] == "dora" for e in score["elements"]), score["elements"]
    assert w.q(".payments").get_attribute("data-paid") == str(score["han_fu"]["payments"]["total"])
    shots(page, "16-riichi", shot_dir)
    page.close()


def test_mcr_scores_fans(ctx, shot_dir):
    """MCR: a pure straight won on a discard, the winning 4p the last of its kind: the widget offers
    the flag for the rule set with fans, sends it, and shows the fans the API answers (pure
    straight 16, all chows 2, concealed hand 2, last tile 4)."""
    page, w = open_page(ctx)
    w.type_hand("123456789m55s234p")
    page.locator("mahjong-score #ruleset").select_option("mcr")
    flag = w.q('input[data-fk="last_of_kind"]')
    flag.wait_for()
    flag.check()
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score' && a.request.ruleset === 'mcr'"
                           " && a.request.win?.last_of_kind === true)")
    answer = [a for a in w.answers("score") if (a["request"].get("win") or {}).get("last_of_kind")][-1]
    status, score = api("/v1/hands/score", answer["request"])
    assert status == 200 and score == answer["response"], (status, score, answer["response"])
    ids = sorted(e["id"] for e in score["elements"])
    assert ids == ["all_chows", "concealed_hand", "last_tile", "pure_straight"], ids
    assert score["mahjong"] and score["total"] == 24, score
    assert w.breakdown() == expected_rows(score)
    # The pure straight's row shows the three chows it used, as the answer names them.
    straight = next(e for e in score["elements"] if e["id"] == "pure_straight")
    assert len(straight["sets"]) == 3, straight
    # The payments the answer gives (a discard: 24 + 8 from the discarder, 8 from each other).
    assert score["fan_payments"] == {"discarder": 32, "others": 8, "total": 48}, score
    assert w.q("p.payments").get_attribute("data-paid") == "48"
    assert "32" in w.q("p.payments").text_content()
    shown = w.q('tr[data-element="pure_straight"] .fan-sets .tiles').evaluate_all(
        "(rows) => rows.map((r) => [...r.querySelectorAll('.tile')].map((t) => t.dataset.tile))")
    sets = [score["arrangement"][k]["tiles"] for k in straight["sets"]]
    codes = page.evaluate("async (sets) => { const { toCode } = await import('/widget/tiles.js');"
                          " return sets.map((s) => s.map(toCode)); }", sets)
    assert shown == codes and len(shown) == 3, (shown, codes)
    shots(page, "17-mcr", shot_dir)
    page.close()


def test_dutch_names(ctx, shot_dir):
    page, w = open_page(ctx)
    missing = page.evaluate("async () => (await import('/widget/i18n.js')).missingLabels()")
    assert missing == [], missing
    w.type_hand("b1b2b3 c4c5c6 d7d8d9 wewe (drdrdr)")
    n = w.count("score")
    page.locator("mahjong-score #lang").select_option("nl")
    answer = w.wait_answer("score", n)
    assert answer["request"]["language"] == "nl"
    status, score = api("/v1/hands/score", answer["request"])
    assert w.breakdown() == expected_rows(score)
    names = [e["name"] for e in score["elements"]]
    status, english = api("/v1/hands/score", {**answer["request"], "language": "en"})
    assert names != [e["name"] for e in english["elements"]], names
    assert page.locator("mahjong-score #tab-hand").text_content() == "Hand tellen"
    assert w.q('button.pick[data-code="b1"]').get_attribute("aria-label").startswith("Bamboe 1")
    assert page.locator("h1").text_content() == "Mahjong tellen"
    assert page.evaluate("document.documentElement.lang") == "nl"
    shots(page, "06-dutch", shot_dir)
    page.close()


DEAL_HANDS = {
    "east": "b1b2b3 c4c5c6 d7d8 wewe (drdrdr)",
    "south": "b4b5b6 b7b8b9 c1c1c1 d2d3 wsws",
    "west": "c2c3c4 d1d1 d4d5d6 c7c8c9 wwww",
    "north": "(wnwnwn) b9 d3d3 c5c6 dgdgdg dwdw",
}


def test_deal_at_the_table(ctx, shot_dir):
    page, _ = open_page(ctx)
    page.locator("mahjong-score #tab-deal").click()
    w = Widget(page, "#panel-deal")
    seats = ["east", "south", "west", "north"]
    for i, seat in enumerate(seats):
        w.q(f'.seats button[data-seat-tab="{i}"]').click()
        w.q(f'[data-editor="p{i}"] input.notation').fill(DEAL_HANDS[seat])
    # East wins on a discard of d9 by North.
    w.q('.seats button[data-seat-tab="0"]').click()
    w.q('[data-editor="p0"] input.notation').fill(DEAL_HANDS["east"] + " d9")
    w.q('[data-editor="p0"] select[id$="-discarder"]').select_option("north")
    # First a mistake across hands: North holds two red dragons, East has a pung of them.
    w.q('.seats button[data-seat-tab="3"]').click()
    w.q('[data-editor="p3"] input.notation').fill("(wnwnwn) b9 d3d3 c5c6 dgdgdg drdr")
    w.q('.seats button[data-seat-tab="0"]').click()
    # The picker knows the table: East holds three red dragons and North two, so none is left.
    assert w.q('[data-editor="p0"] button.pick[data-code="dr"]').get_attribute("aria-disabled") == "true"
    w.q("#score-deal").click()
    # The widget turns to North's hand and shows the problem at its notation.
    w.q('[data-editor="p3"] .notation-field .problems li[data-code="too_many_copies"]').wait_for()
    assert w.q('.seats button[data-seat-tab="3"]').get_attribute("aria-selected") == "true"
    assert "err" in w.q('.seats button[data-seat-tab="3"]').get_attribute("class")
    shots(page, "07-deal-problem", shot_dir)
    w.q('[data-editor="p3"] input.notation').fill(DEAL_HANDS["north"])
    n = w.count("deal")
    w.q("#score-deal").click()
    answer = w.wait_answer("deal", n)
    request = answer["request"]
    assert [p["seat"] for p in request["players"]] == seats
    assert request["players"][0]["win"] == {"tile": "d9", "source": "discard", "discarder": "north"}, request["players"][0]
    status, deal = api("/v1/deals/score", request)
    assert status == 200 and deal["winner"] == "east", deal
    payments = w.q("table.payments tbody tr").evaluate_all(
        "(rs) => rs.map((r) => [r.dataset.from, r.dataset.to, r.querySelector('.amount').textContent])")
    assert payments == [[p["from"], p["to"], str(p["amount"])] for p in deal["settlement"]["payments"]], payments
    net = w.q("table.net tbody tr").evaluate_all("(rs) => rs.map((r) => [r.dataset.seat, Number(r.querySelector('[data-net]').dataset.net)])")
    assert net == [[s, deal["settlement"]["net"][s]] for s in seats], net
    assert w.q(".next-east").get_attribute("data-next-east") == deal["settlement"]["next_east"]
    shots(page, "07-deal-scored", shot_dir)

    # Four totals instead.
    w.q('.modes input[value="totals"]').check()
    for seat, v in zip(seats, [120, 480, 0, 56]):
        w.q(f"#total-{seat}").fill(str(v))
    w.q("#winner").select_option("south")
    w.q("#totals-discarder").select_option("north")
    n = w.count("settle")
    w.q("#settle").click()
    answer = w.wait_answer("settle", n)
    status, settle = api("/v1/deals/settle", answer["request"])
    assert answer["request"]["scores"] == {"east": 120, "south": 480, "west": 0, "north": 56}
    assert answer["request"]["win"] == {"source": "discard", "discarder": "north"}
    assert status == 200
    payments = w.q("table.payments tbody tr").evaluate_all(
        "(rs) => rs.map((r) => [r.dataset.from, r.dataset.to, r.querySelector('.amount').textContent])")
    assert payments == [[p["from"], p["to"], str(p["amount"])] for p in settle["payments"]], payments
    assert w.q(".next-east").text_content() == "Next East: South"
    shots(page, "08-deal-totals", shot_dir)
    page.close()


def test_penalties_and_void_deals(ctx, shot_dir):
    """The rule sets' own settlement inputs: Nine Dragons penalties, Italian void deals, the
    penalties of dmjl's definition."""
    page, _ = open_page(ctx)
    page.locator("mahjong-score #ruleset").select_option("nine-dragons")
    page.locator("mahjong-score #tab-deal").click()
    w = Widget(page, "#panel-deal")
    w.q('.modes input[value="totals"]').check()
    for seat, v in zip(["east", "south", "west", "north"], [0, 3, 0, 0]):
        w.q(f"#total-{seat}").fill(str(v))
    w.q("#winner").select_option("south")
    w.q("#totals-discarder").select_option("north")

    def settle():
        n = w.count("settle")
        w.q("#settle").click()
        return w.wait_answer("settle", n)

    def payments():
        return w.q("table.payments tbody tr").evaluate_all(
            "(rs) => rs.map((r) => [r.dataset.from, r.dataset.to, r.querySelector('.amount').textContent])")

    plain = settle()
    assert "penalties" not in plain["request"], plain["request"]
    # Nine pieces, paid by the discarder: the whole discard total (docs/rules.md, Nine Dragons penalties).
    w.q("#add-penalty").click()
    w.q("#penalty-kind-0").select_option("nine_pieces")
    w.q("#penalty-seat-0").select_option("north")
    answer = settle()
    assert answer["request"]["penalties"] == [{"kind": "nine_pieces", "seat": "north"}], answer["request"]
    status, expected = api("/v1/deals/settle", answer["request"])
    _, without = api("/v1/deals/settle", plain["request"])
    assert status == 200 and expected["payments"] != without["payments"], (expected, without)
    assert payments() == [[p["from"], p["to"], str(p["amount"])] for p in expected["payments"]], payments()
    assert payments() == [["north", "south", "32"]], payments()
    # A penalty whose option is off: the problem is shown at that penalty.
    w.q("#add-penalty").click()
    w.q("#penalty-kind-1").select_option("false_declaration")
    w.q("#settle").click()
    page.locator('mahjong-score .general li[data-code="invalid_penalty"]').wait_for()
    assert w.q("#penalty-kind-1").get_attribute("aria-invalid") == "true"
    shots(page, "09-deal-penalties", shot_dir)
    w.q('.penalty[data-penalty="1"] button.remove').click()
    assert w.q(".penalty").count() == 1
    answer = settle()
    assert answer["request"]["penalties"] == [{"kind": "nine_pieces", "seat": "north"}], answer["request"]

    # Italian: a void deal (a draw) and the void deals before it decide who is East next.
    page.locator("mahjong-score #ruleset").select_option("italian")
    w.q("#winner").select_option("")
    w.q("#previous-voids").fill("1")
    w.q("#void-deal").check()
    answer = settle()
    assert answer["request"].get("void") is True and answer["request"].get("previous_voids") == 1, answer["request"]
    assert "penalties" not in answer["request"], answer["request"]
    status, expected = api("/v1/deals/settle", answer["request"])
    assert status == 200 and expected["next_east"] == "south", expected
    assert w.q(".next-east").get_attribute("data-next-east") == "south"

    # dmjl: the penalties its definition lists (docs/rules-dmjl-bmja.md §6), a payee for the false
    # namings of a chow or a pung/kong, none for a false mahjong. A draw settles penalties alone.
    page.locator("mahjong-score #ruleset").select_option("dmjl")
    w.q("#winner").select_option("")
    w.q("#add-penalty").click()
    kinds = w.q("#penalty-kind-0 option").evaluate_all("(os) => os.map((o) => o.value)")
    assert kinds == ["false_naming_chow", "false_naming_pung_kong", "false_naming_mahjong", "false_mahjong"], kinds
    w.q("#penalty-seat-0").select_option("west")
    w.q("#penalty-to-0").select_option("north")
    answer = settle()
    assert answer["request"]["penalties"] == [{"kind": "false_naming_chow", "seat": "west", "to": "north"}], answer["request"]
    assert payments() == [["west", "north", "50"]], payments()
    shots(page, "09b-deal-penalties-dmjl", shot_dir)
    w.q("#penalty-kind-0").select_option("false_mahjong")
    assert w.q("#penalty-to-0").count() == 0
    answer = settle()
    assert answer["request"]["penalties"] == [{"kind": "false_mahjong", "seat": "west"}], answer["request"]
    assert payments() == [["west", "east", "100"], ["west", "south", "100"], ["west", "north", "100"]], payments()
    page.close()


def test_keyboard(ctx, shot_dir):
    page, w = open_page(ctx)
    w.q('button.pick[data-code="b1"]').focus()
    for key in ["ArrowRight", "ArrowRight", "Enter", "ArrowDown", "Enter", "Enter"]:
        page.keyboard.press(key)
    assert w.hand_codes() == ["b3", "c3", "c3"], w.hand_codes()
    focused = page.evaluate("document.querySelector('mahjong-score').shadowRoot.activeElement.dataset.code")
    assert focused == "c3", focused
    w.q(".row.concealed button.in-hand").first.focus()
    page.keyboard.press("Enter")
    assert w.hand_codes() == ["c3", "c3"], w.hand_codes()
    # Focus stays in the hand, on the tile that took the removed one's place.
    focused = page.evaluate("document.querySelector('mahjong-score').shadowRoot.activeElement.dataset.fk")
    assert focused == "c0", focused
    page.close()


def test_widget_on_another_origin(ctx, shot_dir):
    # Allowed origin: the club page embeds the widget with one script tag and scores through CORS.
    page = ctx.new_page()
    failed = []
    page.on("requestfailed", lambda r: failed.append(r.url))
    page.goto(CLUB + "/club.html")
    w = Widget(page, "#panel-hand")
    page.wait_for_function("() => window.__answers.some((a) => a.operation === 'score')", timeout=10_000)
    answer = w.answers("score")[-1]
    status, score = api("/v1/hands/score", answer["request"])
    assert status == 200
    assert answer["request"]["ruleset"] == "rode-boekje" and answer["request"]["language"] == "it", answer["request"]
    assert w.q(".result .total").text_content() == str(score["total"])
    assert w.breakdown() == expected_rows(score)
    assert not failed, failed
    shots(page, "09-club-site-cors", shot_dir)
    page.close()
    # An origin the service does not allow: the browser blocks the call; the widget says so.
    page = ctx.new_page()
    page.goto(OTHER + "/club.html")
    page.locator("mahjong-score .general .problems").wait_for(timeout=10_000)
    text = page.locator("mahjong-score .general .problems").text_content()
    assert "CORS" in text, text
    shots(page, "10-origin-not-allowed", shot_dir)
    page.close()


AXE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser", "node_modules", "axe-core", "axe.min.js")


def test_accessibility(ctx, shot_dir):
    """axe-core on the page in four states; critical and serious violations fail."""
    if not os.path.exists(AXE):
        raise AssertionError(f"{AXE} is missing: run npm ci in scripts/browser")
    page, w = open_page(ctx)
    found = {}

    def check(state):
        page.add_script_tag(path=AXE) if not page.evaluate("!!window.axe") else None
        result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
                               ".map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help + ' ' + JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}))")
        for v in result:
            found.setdefault(v["impact"], []).append(f"{state}: {v['id']} ({v['nodes']}): {v['help']}")

    n = w.count("score")
    w.type_hand("b1b2b3 c4c5c6 d7d8d9 wewe (drdrdr) f1")
    w.wait_answer("score", n)
    check("hand scored")
    w.type_hand("b1b1b1b1b1 c4c5c6 d7d8d9 wewe")
    page.wait_for_function("() => document.querySelector('mahjong-score').shadowRoot.querySelector('#panel-hand .row.concealed button[aria-invalid=true]')")
    check("hand with a problem")
    page.locator("mahjong-score #tab-deal").click()
    check("deal")
    page.locator("mahjong-score #ruleset").select_option("nine-dragons")
    page.locator('mahjong-score .modes input[value="totals"]').check()
    page.locator("mahjong-score #add-penalty").click()
    check("deal with a penalty")
    for impact, items in sorted(found.items()):
        print(f"     axe {impact}: " + "; ".join(items))
    serious = found.get("critical", []) + found.get("serious", [])
    assert not serious, serious
    page.close()


CLUB_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Club de mahjong — punteggio</title>
<script type="module" src="%API%/widget/mahjong-score.js"></script>
<style>body { font-family: "DejaVu Serif", serif; margin: 0; background: #dfe8f1; } .club { max-width: 900px; margin: 0 auto; padding: 12px; } h1 { color: #1b3a5c; }</style>
</head><body><div class="club"><h1>Mahjong Club Ravenna</h1><p>Calcola il punteggio della tua mano:</p>
<mahjong-score ruleset="rode-boekje" lang="it" hand="b1b2b3 c4c5c6 d7d8d9 wewe (drdrdr)"></mahjong-score>
</div></body></html>
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def api_text(path, body, accept):
    """POSTs to the service asking for another format; returns (status, content type, text)."""
    req = urllib.request.Request(API + path, data=json.dumps(body).encode(),
                                 headers={"content-type": "application/json", "accept": accept})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status, r.headers["content-type"], r.read().decode()


SHEET_PLAYERS = [
    {"id": "a", "name": "<img src=x onerror=alert(1)>", "seat": "east"},
    {"id": "b", "name": "Bram", "seat": "south"},
    {"id": "c", "name": "<script>alert(2)</script>", "seat": "west"},
    {"id": "d", "name": "Dirk & \"Co\"", "seat": "north"},
]


def test_score_sheet_prints(ctx, shot_dir):
    """The HTML score sheet of an italian turno with a reconciliation: what a club prints."""
    deals = [{"winner": w, "scores": {p: (s if p == w else 0) for p in "abcd"}, "win": {"source": "wall"}}
             for w, s in [("b", 100), ("d", 200), ("a", 40), ("c", 60), ("a", 120), ("b", 30), ("d", 500), ("c", 80)]]
    deals.insert(4, {"draw": True})
    body = {"ruleset": "italian", "players": SHEET_PLAYERS, "deals": deals,
            "start": {"round": 1, "east": "a", "totals": {"a": 6000, "b": 6000, "c": 6000, "d": 5900}}}
    status, ctype, html = api_text("/v1/sessions/score", body, "text/html")
    assert status == 200 and ctype.startswith("text/html"), (status, ctype)
    _, answer = api("/v1/sessions/score", body)
    page = ctx.new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.set_content(html)
    page.wait_for_timeout(200)
    assert not dialogs, f"a player's name ran as script: {dialogs}"
    assert page.locator("svg.chart polyline").count() == 4
    legend = page.locator("p.legend").inner_text()
    for p in SHEET_PLAYERS:
        assert p["name"] in legend, (p["name"], legend)
    # One row per deal, the start row, one row per round end (two giri), two header rows.
    rows = page.locator("table").nth(1).locator("tr").count()
    assert rows == 2 + 1 + len(answer["deals"]) + 2, rows
    last = page.locator("table").nth(1).locator("tr").last.inner_text()
    assert "add up to 24000" in last, last
    first_rec = page.locator("tr.rec").first.inner_text()
    assert "corrected by +100 to 24000" in first_rec, first_rec
    standings = page.locator("table").first.inner_text()
    for st in answer["standings"]:
        assert str(st["total"]) in standings
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= DESKTOP["width"], width
    page.screenshot(path=os.path.join(shot_dir, "score-sheet-desktop.png"), full_page=True)
    page.emulate_media(media="print")
    page.screenshot(path=os.path.join(shot_dir, "score-sheet-print.png"), full_page=True)
    # CSV: the same deals, names defused.
    status, ctype, csv = api_text("/v1/sessions/score", body, "text/csv")
    assert ctype.startswith("text/csv") and csv.count("\n") == len(answer["deals"]) + 3, csv


def test_tournament_sheet(ctx, shot_dir):
    players = [{"id": f"p{i}", "name": f"Player <{i}>"} for i in range(8)]
    sessions = []
    for rnd, tables in enumerate([[[0, 1, 2, 3], [4, 5, 6, 7]], [[0, 4, 1, 5], [2, 6, 3, 7]], [[0, 7, 2, 5], [1, 6, 3, 4]]], 1):
        for t, ids in enumerate(tables, 1):
            res = [300 - 100 * k * rnd for k in range(3)]
            res.append(-sum(res))
            sessions.append({"round": rnd, "table": str(t), "players": [{"id": f"p{i}", "seat": s} for i, s in zip(ids, ["east", "south", "west", "north"])],
                             "totals": {f"p{i}": r for i, r in zip(ids, res)}})
    body = {"ruleset": "rode-boekje", "players": players, "sessions": sessions}
    status, ctype, html = api_text("/v1/tournaments/standings", body, "text/html")
    assert status == 200 and ctype.startswith("text/html")
    page = ctx.new_page()
    page.set_content(html)
    assert page.locator("svg.chart polyline").count() == 8
    text = page.inner_text("body")
    assert "Red Dragon Trophy" in text and "Red Lantern" in text and "Player <0>" in text, text
    page.screenshot(path=os.path.join(shot_dir, "tournament-desktop.png"), full_page=True)


def serve_static(directory, port):
    handler = functools.partial(QuietHandler, directory=directory)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def main():
    binary, shot_dir = sys.argv[1], sys.argv[2]
    os.makedirs(shot_dir, exist_ok=True)
    server = subprocess.Popen([binary, "serve", "--http", f"127.0.0.1:{API_PORT}", "--grpc", f"127.0.0.1:{GRPC_PORT}",
                               "--cors-allow-origin", CLUB, "--rulesets", ecr_claims_dir()],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    site = tempfile.mkdtemp(prefix="club-site-")
    with open(os.path.join(site, "club.html"), "w") as f:
        f.write(CLUB_PAGE.replace("%API%", API))
    statics = [serve_static(site, CLUB_PORT), serve_static(site, OTHER_PORT)]
    passed = failed = skipped = 0
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(API + "/healthz", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            tests = [v for k, v in globals().items() if k.startswith("test_")]
            for test in tests:
                if test is test_accessibility and os.environ.get("MAHJONG_SKIP_AXE"):
                    skipped += 1
                    print(f"skip {test.__name__}: axe-core is not installed")
                    continue
                # axe is injected as an inline script, which the page's CSP (rightly) refuses.
                ctx = browser.new_context(viewport=DESKTOP, bypass_csp=test is test_accessibility)
                ctx.add_init_script(RECORD_EVENTS)
                ctx.set_default_timeout(10_000)
                started = time.monotonic()
                try:
                    test(ctx, shot_dir)
                    passed += 1
                    print(f"ok   {test.__name__} ({time.monotonic() - started:.1f} s)")
                except Exception:
                    failed += 1
                    print(f"FAIL {test.__name__}")
                    traceback.print_exc()
                    for i, pg in enumerate(ctx.pages):
                        pg.screenshot(path=os.path.join(shot_dir, f"FAILED-{test.__name__}-{i}.png"), full_page=True)
                finally:
                    ctx.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
        for s in statics:
            s.shutdown()
    print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
