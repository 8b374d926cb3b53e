// Compact hand notation, as the service reads it: whitespace-separated groups; a group in ( ) is an
// exposed meld, in [ ] a concealed kong, in { } a claimed kong (a concealed pung completed by a
// claimed discard); other groups are concealed tiles written back to back; bonus tiles may stand
// anywhere. Example: "b1b2b3 d5d5d5 c7c8c9 wewe (drdrdr) [c1c1c1c1] f1 s3", "… {c3c3c3c3}".

import { isBonus, isTile, byOrder } from "./tiles.js";

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
 * Reads compact notation into the object form `{concealed, melds, bonus}`.
 * Returns `{hand}`, or `{error}` where the text cannot be read as tiles (the caller then sends
 * the text itself, and the service says what is wrong with a pointer at `/hand`). A meld whose
 * tiles do not form one (`(b1b3b5)`, `{b1b1b1}`) is kept: the service reports it at
 * `/hand/melds/N` (`/hand/melds/N/claimed`).
 */
export function parseCompact(text) {
  const hand = emptyHand();
  const groups = text.trim().split(/\s+/).filter(Boolean);
  for (const group of groups) {
    let body = group;
    let meld = null;
    const close = CLOSE[group[0]];
    if (close) {
      if (group.length < 2 || group[group.length - 1] !== close) return { error: "unclosed" };
      body = group.slice(1, -1);
      meld = { exposed: group[0] !== "[", claimed: group[0] === "{" };
    }
    if (/[()[\]{}]/.test(body) || body.length % 2 !== 0) return { error: "malformed" };
    const tiles = [];
    for (let k = 0; k < body.length; k += 2) {
      const code = body.slice(k, k + 2).toLowerCase();
      if (!isTile(code)) return { error: "unknown_tile", code };
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
  return { hand };
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
