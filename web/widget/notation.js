// Compact hand notation, as the service reads it: whitespace-separated groups; a group in ( ) is an
// exposed meld, in [ ] a concealed kong, in { } a claimed kong (a concealed pung completed by a
// claimed discard); other groups are concealed tiles written back to back; bonus tiles may stand
// anywhere. Example: "b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3", "… {c3c3c3c3}".
// Tiles may also be written in mpsz, next to codes: digits then their suit letter (m characters,
// p dots, s bamboo, z honours 1-7): "123m456p789s11z (555p)"; a digit first is mpsz, a letter
// first a code ("1s" bamboo 1, "s1" season 1). "0" is a red five, which no rule set here takes.

import { isBonus, isTile, byOrder, mpszCode } from "./tiles.js";

/** An empty hand, in the request's object form. */
export const emptyHand = () => ({ concealed: [], melds: [], bonus: [] });

/** The kind a group of meld tiles is read as (the service reads it the same way). */
export function meldKind(tiles) {
  if (tiles.length === 4) return "kong";
  if (tiles.length === 3) return tiles.every((t) => t === tiles[0]) ? "pung" : "chow";
  return null;
}

/** The closing bracket of each opening one: exposed meld, concealed kong, claimed kong. */
const CLOSE = { "(": ")", "[": "]", "{": "}" };

/**
 * The tiles of a group's body, codes and mpsz runs, as the service reads them: `{codes, red}`
 * (codes in order, a red five as its five, and the red fives as written), or `{error, code?}`:
 * `malformed` (digits without their suit letter, a suit letter without digits, a lone character,
 * a character that is not ASCII) before `unknown_tile` (the group's first code that names none).
 */
function readBody(body) {
  const text = body.toLowerCase();
  if (/[^\x00-\x7f]/.test(text)) return { error: "malformed" };
  const codes = [];
  const red = [];
  let unknown = null;
  let k = 0;
  while (k < text.length) {
    const c = text[k];
    if (c >= "0" && c <= "9") {
      let j = k;
      while (j < text.length && text[j] >= "0" && text[j] <= "9") j++;
      const suit = text[j];
      if (!suit || !"mpsz".includes(suit)) return { error: "malformed" };
      for (const d of text.slice(k, j)) {
        const code = d === "0" && suit !== "z" ? mpszCode("5", suit) : mpszCode(d, suit);
        if (code === null) unknown ??= d + suit;
        else codes.push(code);
        if (d === "0" && code !== null) red.push(d + suit);
      }
      k = j + 1;
    } else if (k + 1 >= text.length || ("mpz".includes(c) && text[k + 1] >= "0" && text[k + 1] <= "9")) {
      // A lone character; a suit letter without digits (no code starts with m, p or z; before
      // another letter it is a code that names no tile, "zz").
      return { error: "malformed" };
    } else {
      const code = text.slice(k, k + 2);
      if (isTile(code)) codes.push(code);
      else unknown ??= code;
      k += 2;
    }
  }
  return unknown === null ? { codes, red } : { error: "unknown_tile", code: unknown };
}

/**
 * Reads compact notation (codes and mpsz) into the object form `{concealed, melds, bonus}`, tiles
 * as codes. Returns `{hand}`, or `{error}` where the text cannot be read as tiles (the caller then
 * sends the text itself, and the service says what is wrong with a pointer at `/hand`): `unclosed`,
 * `malformed`, `unknown_tile`, `meld_size`, and `red_five` for a text that reads but holds a red
 * five (`0m`), which the picker cannot show and no rule set here takes. A meld whose tiles do not
 * form one (`(b1b3b5)`, `{b1b1b1}`) is kept: the service reports it at `/hand/melds/N`
 * (`/hand/melds/N/claimed`).
 */
export function parseCompact(text) {
  const hand = emptyHand();
  const groups = text.trim().split(/\s+/).filter(Boolean);
  let red = null;
  for (const group of groups) {
    let body = group;
    let meld = null;
    const close = CLOSE[group[0]];
    if (close) {
      if (group.length < 2 || group[group.length - 1] !== close) return { error: "unclosed" };
      body = group.slice(1, -1);
      meld = { exposed: group[0] !== "[", claimed: group[0] === "{" };
    }
    if (/[()[\]{}]/.test(body)) return { error: "malformed" };
    const read = readBody(body);
    if (read.error) return read;
    red ??= read.red[0] ?? null;
    const tiles = [];
    for (const code of read.codes) {
      if (isBonus(code)) hand.bonus.push(code);
      else if (meld) tiles.push(code);
      else hand.concealed.push(code);
    }
    if (meld && tiles.length) {
      const kind = meldKind(tiles);
      if (!kind) return { error: "meld_size" };
      hand.melds.push(meld.claimed ? { kind, tiles, exposed: true, claimed: true } : { kind, tiles, exposed: meld.exposed });
    }
  }
  return red === null ? { hand } : { error: "red_five", code: red };
}

/** The category that keeps concealed tiles in one written group: a suit, or one honour. */
const category = (code) => ("bcd".includes(code[0]) && code[1] <= "9" ? code[0] : code);

/** Writes a hand in compact notation: concealed tiles grouped by suit, then melds, then bonus tiles. */
export function formatCompact(hand) {
  const out = [];
  let group = "";
  let last = null;
  for (const t of hand.concealed) {
    if (last !== null && category(t) !== last) {
      out.push(group);
      group = "";
    }
    group += t;
    last = category(t);
  }
  if (group) out.push(group);
  for (const m of hand.melds) {
    const open = m.claimed === true ? "{" : m.exposed === false ? "[" : "(";
    out.push(open + m.tiles.join("") + CLOSE[open]);
  }
  for (const b of [...hand.bonus].sort(byOrder)) out.push(b);
  return out.join(" ");
}

/** Tiles that count toward 13 / 14 (a kong counts as three). */
export const handCount = (hand) => hand.concealed.length + 3 * hand.melds.length;

/** How many of one kind the hand holds (concealed and in melds). */
export function copies(hand, code) {
  let n = hand.concealed.filter((t) => t === code).length + hand.bonus.filter((t) => t === code).length;
  for (const m of hand.melds) n += m.tiles.filter((t) => t === code).length;
  return n;
}

/** The tiles a meld of `mode` started at `code` needs, or null where none can start there. */
export function meldTiles(mode, code) {
  if (isBonus(code)) return null;
  switch (mode) {
    case "pung": return [code, code, code];
    case "kong":
    case "concealed_kong":
    case "claimed_kong": return [code, code, code, code];
    case "chow": {
      if (!"bcd".includes(code[0]) || !(code[1] >= "1" && code[1] <= "7")) return null;
      const n = Number(code[1]);
      return [n, n + 1, n + 2].map((k) => code[0] + k);
    }
    default: return [code];
  }
}
