// The client against a real server (MAHJONG_URL, started by scripts/integrators-check.sh):
// every documented request example through its typed function, answers and errors.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { test } from "node:test";

import {
  ConnectionFailed,
  MahjongError,
  OPERATIONS,
  ProblemError,
  createMahjongClient,
  type HandRequest,
  type MahjongClient,
} from "../src/index.js";

const baseUrl = process.env.MAHJONG_URL ?? "http://127.0.0.1:8080";
const client = createMahjongClient({ baseUrl });
const doc = JSON.parse(readFileSync(new URL("../../../../docs/openapi.json", import.meta.url), "utf8"));

type Json = Record<string, unknown>;

test("every documented example goes through its typed function with the documented answer", async () => {
  let sent = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const op = item.post as Json | undefined;
    if (!op) continue;
    const name = OPERATIONS[path as keyof typeof OPERATIONS];
    assert.ok(name, `no function for POST ${path}`);
    const call = client[name] as (body: unknown) => Promise<unknown>;
    const examples = (op.requestBody as any).content["application/json"].examples as Record<string, { value: unknown }>;
    for (const [example, { value }] of Object.entries(examples)) {
      const [status, answer]: readonly [number, unknown] = Object.entries(op.responses as Record<string, any>).flatMap(([code, r]) =>
        Object.values((r.content ?? {}) as Record<string, any>)
          .filter((m) => m.examples?.[example])
          .map((m) => [Number(code), m.examples[example].value] as const),
      )[0]!;
      if (status === 200) {
        assert.deepEqual(await call(value), answer, `${path} ${example}`);
      } else {
        await assert.rejects(call(value), (e: unknown) => {
          assert.ok(e instanceof ProblemError, `${path} ${example}: ${e}`);
          assert.equal(e.status, status, `${path} ${example}`);
          assert.deepEqual(e.problem, answer, `${path} ${example}`);
          return true;
        });
      }
      sent++;
    }
  }
  assert.ok(sent >= 18, `${sent} examples`);
});

test("score a hand: compact notation and object form, names in Dutch", async () => {
  const req: HandRequest = {
    ruleset: "ecr",
    seat_wind: "south",
    round_wind: "east",
    hand: "b1b2b3 d5d5d5 c7c8c9 wewe drdrdr",
    win: { tile: "we", source: "discard", discarder: "north" },
  };
  const score = await client.scoreHand(req);
  assert.equal(score.total, 92);
  assert.equal(score.mahjong, true);
  const object = await client.scoreHand({
    ...req,
    hand: { concealed: ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we", "dr", "dr", "dr"] },
  });
  assert.equal(object.total, score.total);
  const dutch = await createMahjongClient({ baseUrl, language: "nl" }).scoreHand(req);
  assert.equal(dutch.total, 92);
  assert.notDeepEqual(
    dutch.elements.map((e) => e.name),
    score.elements.map((e) => e.name),
  );
});

test("errors carry the problem document: type, codes, pointers", async () => {
  const bad: HandRequest = { ruleset: "ecr", seat_wind: "south", round_wind: "east", hand: "b1b2b3 rdrdrd" };
  await assert.rejects(client.scoreHand(bad), (e: unknown) => {
    assert.ok(e instanceof ProblemError);
    assert.equal(e.status, 422);
    assert.equal(e.problem?.type, "/problems/unknown_tile");
    assert.deepEqual(e.codes, ["unknown_tile"]);
    assert.equal(e.errors[0]?.pointer, "/hand");
    assert.match(e.errors[0]?.message ?? "", /"rd" is not a tile code \(tiles: b1-b9/);
    return true;
  });
  await assert.rejects(client.getRuleset("no-such-set"), (e: unknown) => e instanceof ProblemError && e.status === 404);
});

test("a claimed kong and announcements: typed, refused with pointers where the rule set takes none", async () => {
  const req: HandRequest = {
    ruleset: "ecr",
    seat_wind: "south",
    round_wind: "east",
    hand: {
      concealed: ["b1", "b2", "b3", "d5", "d5", "d5", "c7", "c8", "c9", "we", "we"],
      melds: [{ kind: "kong", tiles: ["c3", "c3", "c3", "c3"], exposed: true, claimed: true }],
    },
    win: { tile: "we", source: "wall", announcements: ["original_call", "twofold_fortune"] },
  };
  await assert.rejects(client.scoreHand(req), (e: unknown) => {
    assert.ok(e instanceof ProblemError);
    assert.equal(e.status, 422);
    assert.equal(e.problem?.type, "/problems/not_in_ruleset");
    assert.deepEqual(
      e.errors.map((x) => x.pointer),
      ["/hand/melds/0/claimed", "/win/announcements/0", "/win/announcements/1"],
    );
    return true;
  });
  // In compact notation, in braces: at the hand.
  const compact: HandRequest = { ...req, hand: "b1b2b3 d5d5d5 c7c8c9 wewe {c3c3c3c3}", win: { tile: "we", source: "wall" } };
  await assert.rejects(client.scoreHand(compact), (e: unknown) => {
    assert.ok(e instanceof ProblemError);
    assert.deepEqual(e.codes, ["not_in_ruleset"]);
    assert.equal(e.errors[0]?.pointer, "/hand");
    return true;
  });
  // What a rule set takes is in its definition.
  const ecr = await client.getRuleset("ecr");
  assert.equal(ecr.claimed_kongs, false);
  assert.deepEqual(ecr.announcements, []);
});

test("rule sets: the list in a language, a typed definition", async () => {
  const list = await client.listRulesets("it");
  assert.deepEqual(list.rulesets.map((r) => r.id).sort(), ["bmja", "dmjl", "ecr", "italian", "mcr", "nine-dragons", "riichi", "riichi-ema", "riichi-wrc", "rode-boekje"]);
  const ecr = await client.getRuleset("ecr");
  assert.equal(ecr.id, "ecr");
  assert.equal(ecr.limit, 500);
  assert.ok(ecr.elements.some((e) => e.id === "mahjong" && e.points === 20));
  assert.ok((ecr.options ?? []).some((o) => o.id === "bonus_tiles"));
  assert.equal(await client.ready(), true);
});

test("every operation of the client is a function", () => {
  const names: (keyof MahjongClient)[] = Object.values(OPERATIONS);
  for (const n of names) assert.equal(typeof client[n], "function", n);
});

test("a session scored, and its score sheet as CSV and HTML", async () => {
  const session = {
    ruleset: "ecr",
    players: [
      { id: "anna", name: "Anna <b>", seat: "east" as const },
      { id: "bram", seat: "south" as const },
      { id: "carla", seat: "west" as const },
      { id: "dirk", seat: "north" as const },
    ],
    deals: [
      { winner: "anna", scores: { anna: 100, bram: 10, carla: 0, dirk: 0 }, win: { source: "wall" as const } },
      { draw: true },
    ],
  };
  const answer = await client.scoreSession(session);
  // East (anna) won 100 self-drawn: each pays 200 (East double), bram and carla/dirk settle 10.
  assert.deepEqual(answer.totals, { anna: 600, bram: -180, carla: -210, dirk: -210 });
  assert.equal(answer.standings[0]?.player, "anna");
  const csv = await client.sessionSheet(session, "csv");
  assert.match(csv, /^deal,round,/);
  assert.match(csv, /\ntotal,.*,600,/);
  const html = await client.sessionSheet(session, "html");
  assert.match(html, /<svg/);
  assert.ok(!html.includes("Anna <b>"), "names are escaped in the HTML sheet");
});

test("no answer rejects with ConnectionFailed, a MahjongError", async () => {
  // A port that was just free: the connection is refused.
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as AddressInfo).port;
  await new Promise((done) => server.close(done));
  const nowhere = createMahjongClient({ baseUrl: `http://127.0.0.1:${port}` });
  const calls = [
    () => nowhere.scoreHand({ ruleset: "ecr", seat_wind: "east", round_wind: "east", hand: "b1" }),
    () => nowhere.ready(),
  ];
  for (const call of calls) {
    await assert.rejects(call(), (e: unknown) => {
      assert.ok(e instanceof ConnectionFailed, String(e));
      assert.ok(e instanceof MahjongError);
      assert.equal(e.baseUrl, `http://127.0.0.1:${port}`);
      assert.match(e.message, /^no answer from the mahjong scoring service at http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/);
      return true;
    });
  }
});
