// <mahjong-score>: score a mahjong hand or settle a deal against the mahjong scoring service.
//
// Embed:  <script type="module" src="https://scoring.example/widget/mahjong-score.js"></script>
//         <mahjong-score ruleset="rode-boekje" lang="nl"></mahjong-score>
// Attributes: endpoint (the service's base URL; default: where this script came from), ruleset,
// rulesets (comma-separated ids to offer), lang (en, nl, it), view (hand, deal), hand (compact
// notation), seat-wind, round-wind. Events: "mahjong-score" (detail: operation, request,
// response) after every answer, "mahjong-lang" (detail: lang) when the language changes.

import { CODES, isBonus, tileName } from "./tiles.js";
import { parseCompact, formatCompact, handCount, copies, meldTiles, emptyHand } from "./notation.js";
import { LANGS, LANG_NAMES, t, pickLang } from "./i18n.js";
import { h, tileImg, windSelect, windLabel, WINDS, problemList, problemText, scoreView, waitsView, settlementView } from "./view.js";

const DEFAULT_ENDPOINT = new URL("../", import.meta.url).href;
const MODES = ["single", "chow", "pung", "kong", "concealed_kong", "claimed_kong"];
const SOURCES = ["wall", "discard", "kong_replacement", "robbed_kong"];
const TIMINGS = ["normal", "heavenly", "earthly", "blessing_of_earth", "blessing_of_man"];
/** Nine Dragons' penalties, built into its chip settlement (its definition lists none). */
const CHIP_PENALTIES = ["nine_pieces", "twelve_pieces", "false_declaration", "fifth_tile"];
const prevSeat = (w) => WINDS[(WINDS.indexOf(w) + 3) % 4];
const PALETTE_ROWS = [CODES.slice(0, 9), CODES.slice(9, 18), CODES.slice(18, 27), CODES.slice(27, 34), CODES.slice(34)];

/** Splits a problem list by pointer prefix: those under `prefix` (pointer made relative) and the rest. */
function under(problems, prefix) {
  const mine = [];
  const rest = [];
  for (const p of problems) {
    if (p.pointer === prefix || p.pointer.startsWith(prefix + "/")) mine.push({ ...p, pointer: p.pointer.slice(prefix.length) });
    else rest.push(p);
  }
  return [mine, rest];
}

/** The part of a pointer after `prefix` as [index, rest], or null. `/hand/concealed/3` → [3, ""]. */
function indexAfter(pointer, prefix) {
  if (!pointer.startsWith(prefix + "/")) return null;
  const [i, ...rest] = pointer.slice(prefix.length + 1).split("/");
  return /^\d+$/.test(i) ? [Number(i), rest.join("/")] : null;
}

/** One player's hand: a tile picker, the hand, compact notation and the win. */
class HandEditor {
  constructor(widget, key, seat) {
    this.w = widget;
    this.key = key;
    this.seat = seat;
    this.hand = emptyHand();
    this.text = "";
    this.textBroken = false;
    this.mode = "single";
    this.win = { tile: null, source: "discard", discarder: null, last_tile: false, last_of_kind: false, timing: "normal",
      announcements: [], dora: "", ura: "", honba: 0, deposits: 0 };
    this.lastAdded = null;
    this.problems = [];
    this.root = h("div", { class: "editor", "data-editor": key });
  }

  get language() { return this.w.language; }
  id(name) { return `${this.key}-${name}`; }
  count() { return handCount(this.hand); }
  winning() { return !this.textBroken && this.count() === 14; }

  // --- state ---------------------------------------------------------------------------------

  setHand(hand, { fromText = false } = {}) {
    this.hand = hand;
    this.textBroken = false;
    if (!fromText) this.text = formatCompact(hand);
    this.problems = [];
    this.update({ keepText: fromText });
    this.w.changed(this);
  }

  setText(text) {
    this.text = text;
    const parsed = parseCompact(text);
    if (parsed.hand) {
      this.setHand(parsed.hand, { fromText: true });
    } else {
      this.textBroken = true;
      this.problems = [];
      this.update({ keepText: true });
      this.w.changed(this);
    }
  }

  add(code) {
    const hand = structuredClone(this.hand);
    if (isBonus(code)) {
      if (hand.bonus.includes(code)) return;
      hand.bonus.push(code);
    } else {
      const tiles = meldTiles(this.mode, code);
      if (!tiles || !this.canAdd(code)) return;
      if (this.mode === "single") {
        // Kept in canonical order, so the hand reads like a sorted rack.
        const at = hand.concealed.findIndex((t) => CODES.indexOf(t) > CODES.indexOf(code));
        hand.concealed.splice(at < 0 ? hand.concealed.length : at, 0, code);
        this.lastAdded = code;
      } else if (this.mode === "claimed_kong") {
        hand.melds.push({ kind: "kong", tiles, exposed: true, claimed: true });
      } else {
        const kind = this.mode === "concealed_kong" ? "kong" : this.mode;
        hand.melds.push({ kind, tiles, exposed: this.mode !== "concealed_kong" });
      }
    }
    this.setHand(hand);
  }

  /** Whether a click on `code` in the current mode stays within four of each tile. */
  canAdd(code) {
    if (isBonus(code)) return !this.hand.bonus.includes(code) && !this.w.copiesElsewhere(this, code);
    const tiles = meldTiles(this.mode, code);
    if (!tiles) return false;
    const need = {};
    for (const t of tiles) need[t] = (need[t] || 0) + 1;
    return Object.entries(need).every(([t, n]) => copies(this.hand, t) + this.w.copiesElsewhere(this, t) + n <= 4);
  }

  removeConcealed(i) {
    const hand = structuredClone(this.hand);
    hand.concealed.splice(i, 1);
    this.setHand(hand);
  }

  removeMeld(i) {
    const hand = structuredClone(this.hand);
    hand.melds.splice(i, 1);
    this.setHand(hand);
  }

  removeBonus(i) {
    const hand = structuredClone(this.hand);
    hand.bonus.splice(i, 1);
    this.setHand(hand);
  }

  winTile() {
    const c = this.hand.concealed;
    if (this.win.tile && c.includes(this.win.tile)) return this.win.tile;
    if (this.lastAdded && c.includes(this.lastAdded)) return this.lastAdded;
    return c.length ? c[c.length - 1] : null;
  }

  discarder() {
    return this.win.discarder && this.win.discarder !== this.seat ? this.win.discarder : prevSeat(this.seat);
  }

  /** The hand as the request carries it: the object form, or the text where it cannot be read. */
  handBody() {
    if (this.textBroken) return this.text;
    const meld = (m) => ({ kind: m.kind, tiles: [...m.tiles], exposed: m.exposed, ...(m.claimed ? { claimed: true } : {}) });
    return { concealed: [...this.hand.concealed], melds: this.hand.melds.map(meld), bonus: [...this.hand.bonus] };
  }

  winBody() {
    if (!this.winning()) return undefined;
    const w = { tile: this.winTile(), source: this.win.source };
    if (w.source === "discard" || w.source === "robbed_kong") w.discarder = this.discarder();
    if (this.win.last_tile) w.last_tile = true;
    // Fans (mcr): the winning tile is the last of its kind.
    if (this.win.last_of_kind && this.w.declared().fans) w.last_of_kind = true;
    if (this.win.timing !== "normal") w.timing = this.win.timing;
    // Only what the rule set takes is offered, and so sent.
    const announced = this.w.declared().announcements.filter((a) => this.win.announcements.includes(a));
    if (announced.length) w.announcements = announced;
    // Han and fu (riichi): dora and ura dora indicators ("1m 5p"), honba and deposits.
    if (this.w.declared().hanFu) {
      const tiles = (text) => text.split(/[\s,]+/).filter(Boolean);
      if (tiles(this.win.dora).length) w.dora_indicators = tiles(this.win.dora);
      if (tiles(this.win.ura).length) w.ura_indicators = tiles(this.win.ura);
      if (this.win.honba > 0) w.honba = this.win.honba;
      if (this.win.deposits > 0) w.deposits = this.win.deposits;
    }
    return w;
  }

  setProblems(problems) {
    this.problems = problems;
    this.update({ keepText: true });
  }

  // --- view ----------------------------------------------------------------------------------

  /** Builds the editor (again, after a language change). */
  build() {
    const lang = this.language;
    this.root.replaceChildren();
    // A claimed kong only where the rule set takes one (a typed `{…}` is sent, for the service to say).
    if (this.mode === "claimed_kong" && !this.w.declared().claimedKongs) this.mode = "single";
    const modes = h("fieldset", { class: "modes" }, h("legend", { text: t(lang, "add_as") }),
      MODES.filter((m) => m !== "claimed_kong" || this.w.declared().claimedKongs).map((m) => h("label", { class: "mode" },
        h("input", { type: "radio", name: this.id("mode"), value: m, checked: m === this.mode, onchange: () => { this.mode = m; this.updatePalette(); } }),
        h("span", { text: t(lang, `mode_${m}`) }))));
    this.palette = h("div", { class: "palette", role: "group", "aria-label": t(lang, "tiles"), onkeydown: (e) => this.paletteKey(e) },
      PALETTE_ROWS.map((row, r) => h("div", { class: "palette-row" }, row.map((code, c) =>
        h("button", { type: "button", class: "pick", "data-code": code, "data-row": r, "data-col": c, tabindex: r === 0 && c === 0 ? "0" : "-1", onclick: () => this.add(code) },
          tileImg(code, lang), h("span", { class: "copies", "aria-hidden": "true", "data-n": "" }))))));
    this.handBox = h("div", { class: "hand", role: "group", "aria-label": t(lang, "hand") });
    this.textInput = h("input", { id: this.id("text"), class: "notation", type: "text", spellcheck: "false", autocomplete: "off", autocapitalize: "off",
      "aria-describedby": `${this.id("text-help")} ${this.id("text-problems")}`, oninput: (e) => this.setText(e.target.value) });
    this.textProblems = h("div", { id: this.id("text-problems") });
    const textField = h("div", { class: "field notation-field" },
      h("label", { for: this.id("text"), text: t(lang, "notation") }), this.textInput,
      h("small", { id: this.id("text-help"), class: "help", text: t(lang, "notation_help") }), this.textProblems);
    this.winBox = h("div", { class: "win-box" });
    this.root.append(h("div", { class: "picker" }, modes, this.palette), this.handBox, textField, this.winBox);
    this.update({ keepText: false });
  }

  paletteKey(e) {
    const b = e.target.closest("button.pick");
    if (!b) return;
    let r = Number(b.dataset.row);
    let c = Number(b.dataset.col);
    const rows = PALETTE_ROWS;
    switch (e.key) {
      case "ArrowRight": c += 1; if (c >= rows[r].length) { c = 0; r = (r + 1) % rows.length; } break;
      case "ArrowLeft": c -= 1; if (c < 0) { r = (r + rows.length - 1) % rows.length; c = rows[r].length - 1; } break;
      case "ArrowDown": r = Math.min(rows.length - 1, r + 1); c = Math.min(c, rows[r].length - 1); break;
      case "ArrowUp": r = Math.max(0, r - 1); c = Math.min(c, rows[r].length - 1); break;
      case "Home": c = 0; break;
      case "End": c = rows[r].length - 1; break;
      default: return;
    }
    e.preventDefault();
    const next = this.palette.querySelector(`button[data-row="${r}"][data-col="${c}"]`);
    for (const x of this.palette.querySelectorAll("button.pick")) x.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  }

  updatePalette() {
    const lang = this.language;
    for (const b of this.palette.querySelectorAll("button.pick")) {
      const code = b.dataset.code;
      const n = copies(this.hand, code);
      const ok = this.canAdd(code);
      const name = tileName(code, lang);
      const label = this.mode === "single" || isBonus(code) ? t(lang, "add_tile", { tile: name }) : t(lang, "add_meld", { meld: t(lang, `mode_${this.mode}`), tile: name });
      b.setAttribute("aria-label", n ? `${label} (${t(lang, "in_hand", { n })})` : label);
      b.setAttribute("aria-disabled", ok ? "false" : "true");
      // Drawn by CSS from the attribute: the button's name already says how many are in hand.
      b.querySelector(".copies").dataset.n = n ? String(n) : "";
    }
  }

  /** Redraws the hand, the win and the problems; keeps focus on the element in the same place. */
  update({ keepText }) {
    if (!this.palette) return;
    const root = this.w.shadowRoot;
    const focusKey = root.activeElement && this.root.contains(root.activeElement) ? root.activeElement.dataset.fk : null;
    const lang = this.language;
    this.updatePalette();
    if (!keepText || this.textInput.value === "" && this.text !== "") this.textInput.value = this.text;

    const probs = this.problems;
    const at = (prefix) => probs.filter((p) => p.pointer === prefix || p.pointer.startsWith(prefix + "/"));
    const handProblems = [];
    const fieldProblems = [];
    const winProblems = [];
    const other = [];
    for (const p of probs) {
      if (/^\/hand\/(concealed|melds|bonus)(\/|$)/.test(p.pointer)) handProblems.push(p);
      else if (p.pointer === "/hand" || p.pointer.startsWith("/hand/")) fieldProblems.push(p);
      else if (p.pointer.startsWith("/win")) winProblems.push(p);
      else other.push(p);
    }
    this.otherProblems = other;
    const describe = (list, idBase) => list.length ? { "aria-invalid": "true", "aria-describedby": idBase } : {};

    // The hand: concealed tiles, declared melds, bonus tiles; each click removes.
    const n = this.count();
    const winTile = this.winning() ? this.winTile() : null;
    let winMarked = false;
    const concealed = this.hand.concealed.map((code, i) => {
      const errs = at(`/hand/concealed/${i}`);
      const isWin = !winMarked && code === winTile && i === this.hand.concealed.lastIndexOf(code);
      if (isWin) winMarked = true;
      return h("button", { type: "button", class: `in-hand${errs.length ? " err" : ""}${isWin ? " winning" : ""}`, "data-fk": `c${i}`, "data-index": i, "data-code": code,
        "aria-label": t(lang, "remove", { tile: tileName(code, lang) }) + (isWin ? ` (${t(lang, "winning_tile")})` : ""), ...describe(errs, this.id("hand-problems")),
        onclick: () => this.removeConcealed(i) }, tileImg(code, lang));
    });
    const melds = this.hand.melds.map((m, i) => {
      const errs = at(`/hand/melds/${i}`);
      const mode = m.claimed === true ? "claimed_kong" : m.exposed === false ? "concealed_kong" : m.kind;
      const name = `${t(lang, `mode_${mode}`)} ${tileName(m.tiles[0], lang)}`;
      const look = m.claimed === true ? " claimed" : m.exposed === false ? " concealed" : "";
      return h("button", { type: "button", class: `meld${look}${errs.length ? " err" : ""}`, "data-fk": `m${i}`, "data-index": i,
        "aria-label": t(lang, "remove_meld", { meld: name }), ...describe(errs, this.id("hand-problems")), onclick: () => this.removeMeld(i) },
        m.tiles.map((code, k) => tileImg(code, lang, { faceDown: m.exposed === false && (k === 0 || k === 3) })));
    });
    const bonus = this.hand.bonus.map((code, i) => {
      const errs = at(`/hand/bonus/${i}`);
      return h("button", { type: "button", class: `in-hand bonus${errs.length ? " err" : ""}`, "data-fk": `b${i}`, "data-index": i, "data-code": code,
        "aria-label": t(lang, "remove", { tile: tileName(code, lang) }), ...describe(errs, this.id("hand-problems")), onclick: () => this.removeBonus(i) }, tileImg(code, lang));
    });
    const tileOf = (p) => {
      const c = indexAfter(p.pointer, "/hand/concealed");
      if (c) return this.hand.concealed[c[0]];
      const b = indexAfter(p.pointer, "/hand/bonus");
      if (b) return this.hand.bonus[b[0]];
      const m = indexAfter(p.pointer, "/hand/melds");
      if (m) return this.hand.melds[m[0]]?.tiles[Number(m[1].split("/")[1] ?? 0)] ?? this.hand.melds[m[0]]?.tiles[0];
      return null;
    };
    const hint = this.textBroken ? "" : n === 0 ? t(lang, "count_hint_empty") : n < 13 ? t(lang, "count_hint_short") : n > 14 ? t(lang, "count_hint_long") : "";
    this.handBox.replaceChildren(...[
      h("div", { class: "hand-head" },
        h("span", { class: "count", "data-count": n, text: this.textBroken ? "" : t(lang, "count", { n }) }),
        n ? h("button", { type: "button", class: "clear", "data-fk": "clear", onclick: () => { this.lastAdded = null; this.setHand(emptyHand()); } }, t(lang, "clear")) : null),
      hint ? h("p", { class: "note hint", text: hint }) : null,
      h("div", { class: "rack" },
        h("div", { class: "row concealed", role: "group", "aria-label": t(lang, "concealed") }, concealed),
        melds.length ? h("div", { class: "row melds", role: "group", "aria-label": t(lang, "melds") }, melds) : null,
        bonus.length ? h("div", { class: "row bonus", role: "group", "aria-label": t(lang, "bonus_tiles") }, bonus) : null),
      h("div", { id: this.id("hand-problems") }, problemList(lang, handProblems, tileOf))].filter(Boolean));
    if (fieldProblems.length) this.textInput.setAttribute("aria-invalid", "true");
    else this.textInput.removeAttribute("aria-invalid");
    this.textProblems.replaceChildren(problemList(lang, fieldProblems) || "");

    this.buildWin(winProblems);

    if (focusKey) {
      const again = this.root.querySelector(`[data-fk="${focusKey}"]`) ||
        [...this.handBox.querySelectorAll("[data-fk]")].pop() || this.palette.querySelector('button[tabindex="0"]');
      again?.focus();
    }
  }

  buildWin(problems) {
    const lang = this.language;
    if (!this.winning()) {
      this.winBox.replaceChildren();
      return;
    }
    const errs = (p) => problems.filter((x) => x.pointer === p || x.pointer.startsWith(p + "/"));
    const kinds = [...new Set(this.hand.concealed)];
    const current = this.winTile();
    const tileErr = errs("/win/tile");
    const tiles = h("fieldset", { class: `win-tiles${tileErr.length ? " err" : ""}` }, h("legend", { text: t(lang, "winning_tile") }),
      kinds.map((code) => h("label", { class: "win-tile" },
        h("input", { type: "radio", name: this.id("win-tile"), value: code, checked: code === current, "data-fk": `w-${code}`,
          onchange: () => { this.win.tile = code; this.update({ keepText: true }); this.w.changed(this); } }),
        tileImg(code, lang, { small: true }))),
      problemList(lang, tileErr));
    const select = (name, values, value, label, onchange, extra = {}) => h("div", { class: "field" },
      h("label", { for: this.id(name), text: label }),
      h("select", { id: this.id(name), "data-fk": name, onchange, ...extra }, values.map(([v, text]) => h("option", { value: v, text, selected: v === value }))));
    const set = (k) => (e) => { this.win[k] = e.target.value; this.update({ keepText: true }); this.w.changed(this); };
    const source = select("source", SOURCES.map((s) => [s, t(lang, `source_${s}`)]), this.win.source, t(lang, "win_source"), set("source"),
      errs("/win/source").length ? { "aria-invalid": "true" } : {});
    const needsDiscarder = this.win.source === "discard" || this.win.source === "robbed_kong";
    const discErr = errs("/win/discarder");
    const discarder = needsDiscarder ? select("discarder", WINDS.filter((w) => w !== this.seat).map((w) => [w, windLabel(lang, w)]), this.discarder(), t(lang, "discarder"),
      set("discarder"), discErr.length ? { "aria-invalid": "true" } : {}) : null;
    // Normal, and the timings the rule set scores (all until its definition is read).
    const scored = this.w.declared().timings;
    const timings = TIMINGS.filter((x) => x === "normal" || !scored.length || scored.includes(x) || x === this.win.timing);
    const timing = select("timing", timings.map((x) => [x, t(lang, `timing_${x}`)]), this.win.timing, t(lang, "timing"), set("timing"));
    const last = h("label", { class: "check" }, h("input", { type: "checkbox", "data-fk": "last", checked: this.win.last_tile,
      onchange: (e) => { this.win.last_tile = e.target.checked; this.w.changed(this); } }), t(lang, "last_tile"));
    // Fans (mcr): the other three of the winning tile's kind are in sight (Last Tile).
    const lastOfKind = this.w.declared().fans ? h("label", { class: "check" }, h("input", { type: "checkbox", "data-fk": "last_of_kind",
      checked: this.win.last_of_kind, onchange: (e) => { this.win.last_of_kind = e.target.checked; this.w.changed(this); } }),
      t(lang, "last_of_kind")) : null;
    // The announcements the rule set takes, if any.
    const offered = this.w.declared().announcements;
    const announce = (a) => (e) => {
      this.win.announcements = this.win.announcements.filter((x) => x !== a).concat(e.target.checked ? [a] : []);
      this.w.changed(this);
    };
    const announcements = offered.length ? h("fieldset", { class: "announcements" }, h("legend", { text: t(lang, "announcements") }),
      offered.map((a) => h("label", { class: "check" }, h("input", { type: "checkbox", "data-fk": `a-${a}`, "data-announcement": a,
        checked: this.win.announcements.includes(a), onchange: announce(a) }), t(lang, `announcement_${a}`)))) : null;
    // Han and fu (riichi): the indicators as tiles, the table's counters as numbers.
    const input = (name, type, value, onchange) => h("div", { class: "field" },
      h("label", { for: this.id(name), text: t(lang, name) }),
      h("input", { id: this.id(name), "data-fk": name, type, value: String(value), ...(type === "number" ? { min: "0", max: "255" } : { placeholder: "1m 5p" }),
        ...(errs(`/win/${name}`).length ? { "aria-invalid": "true" } : {}), onchange }));
    const text = (k) => (e) => { this.win[k] = e.target.value; this.w.changed(this); };
    const count = (k) => (e) => { this.win[k] = Math.max(0, Math.min(255, Number.parseInt(e.target.value, 10) || 0)); this.w.changed(this); };
    const table = this.w.declared().hanFu ? h("div", { class: "win-fields" },
      input("dora_indicators", "text", this.win.dora, text("dora")), input("ura_indicators", "text", this.win.ura, text("ura")),
      input("honba", "number", this.win.honba, count("honba")), input("deposits", "number", this.win.deposits, count("deposits"))) : null;
    const rest = problems.filter((p) => !p.pointer.startsWith("/win/tile"));
    this.winBox.replaceChildren(h("fieldset", { class: "win" }, h("legend", { text: t(lang, "win") }),
      tiles, h("div", { class: "win-fields" }, source, discarder, timing), last, lastOfKind, announcements, table, problemList(lang, rest)));
  }
}

const STYLE = `
:host { display: block; font: inherit; color: var(--mahjong-fg, #1d1d1b); --accent: var(--mahjong-accent, #a3201a); --line: #d8d0bd; --soft: #f6f1e4; --tile-w: 2.6rem; }
* { box-sizing: border-box; }
fieldset { min-width: 0; }
.app { background: var(--mahjong-bg, #fffdf8); border: 1px solid var(--line); border-radius: 12px; padding: 12px; max-width: 1180px; }
header { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
h2 { font-size: 1.25rem; margin: 0; }
h3 { font-size: 1.05rem; margin: 0 0 6px; }
h4 { font-size: .95rem; margin: 10px 0 4px; }
label, legend { font-weight: 600; font-size: .9rem; }
select, input[type=text], input[type=number], button { font: inherit; }
select, input[type=text], input[type=number] { border: 1px solid #9c927b; border-radius: 6px; padding: 6px 8px; background: #fff; min-height: 2.25rem; max-width: 100%; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
[aria-invalid=true], .err { outline: 3px solid var(--accent) !important; outline-offset: 1px; }
.tabs { display: flex; gap: 4px; margin: 10px 0; border-bottom: 2px solid var(--line); flex-wrap: wrap; }
.tabs button { border: 1px solid var(--line); border-bottom: none; background: var(--soft); padding: 8px 14px; border-radius: 8px 8px 0 0; cursor: pointer; }
.tabs button[aria-selected=true] { background: #fff; border-color: #9c927b; font-weight: 700; }
.common { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: flex-end; margin-bottom: 10px; }
.field { display: flex; flex-direction: column; gap: 3px; min-width: 0; }
.options { display: flex; flex-wrap: wrap; gap: 6px 14px; border: none; padding: 0; margin: 0; }
.check { display: inline-flex; gap: 6px; align-items: center; font-weight: 400; }
.check input { width: 1.1rem; height: 1.1rem; }
.layout { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 16px; }
@media (max-width: 760px) { .layout { grid-template-columns: minmax(0, 1fr); } :host { --tile-w: 2.2rem; } .app { padding: 8px; } }
.modes { border: none; padding: 0; margin: 0 0 6px; display: flex; flex-wrap: wrap; gap: 4px 10px; }
.modes legend { float: left; margin-right: 8px; }
.mode { font-weight: 400; display: inline-flex; gap: 4px; align-items: center; }
.palette { display: grid; gap: 3px; }
.palette-row { display: grid; grid-template-columns: repeat(9, minmax(0, var(--tile-w))); gap: 3px; }
button.pick, button.in-hand, button.meld { border: 2px solid transparent; background: none; padding: 0; cursor: pointer; border-radius: 8px; position: relative; line-height: 0; }
button.pick:hover, button.in-hand:hover, button.meld:hover { border-color: #9c927b; }
button.pick[aria-disabled=true] { opacity: .35; cursor: not-allowed; }
.copies:not([data-n=""])::after { content: attr(data-n); position: absolute; right: -2px; top: -4px; background: #1d1d1b; color: #fff; font-size: .7rem; line-height: 1; border-radius: 999px; padding: 2px 5px; }
.tile { display: inline-block; width: var(--tile-w); aspect-ratio: 3 / 4; line-height: 0; }
.palette .tile { width: 100%; }
.tile svg { width: 100%; height: 100%; display: block; }
.tile.small { width: 1.6rem; }
.tiles { display: inline-flex; gap: 1px; vertical-align: middle; }
.fan-sets { display: inline-flex; flex-wrap: wrap; gap: 6px; vertical-align: middle; }
.hand { margin-top: 10px; padding: 8px; background: var(--soft); border-radius: 10px; min-height: 5rem; }
.hand-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.count { font-weight: 700; }
button.clear, .actions button { border: 1px solid #9c927b; background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
.rack { display: flex; flex-wrap: wrap; gap: 8px 14px; margin-top: 6px; }
.row { display: flex; flex-wrap: wrap; gap: 2px; align-items: flex-end; }
button.meld { display: inline-flex; gap: 1px; padding: 2px; border-color: #c7bca2; background: #efe7d2; }
button.meld.concealed { background: #dfe9e2; }
button.meld.claimed { background: #e9e0ef; }
button.in-hand.winning { border-color: #1a7f37; box-shadow: 0 0 0 2px #1a7f37 inset; }
.notation-field { margin-top: 10px; }
.notation { font-family: "DejaVu Sans Mono", ui-monospace, monospace; width: 100%; }
.help, .note { color: #5b5648; font-size: .85rem; }
.hint { margin: 4px 0; }
fieldset.win { border: 1px solid var(--line); border-radius: 10px; margin: 10px 0 0; padding: 8px 10px; }
.win-tiles { border: none; padding: 0; margin: 0 0 6px; display: flex; flex-wrap: wrap; gap: 4px; }
.win-tiles legend { margin-bottom: 4px; }
.win-tile { position: relative; display: inline-flex; cursor: pointer; padding: 2px; border-radius: 6px; border: 2px solid transparent; }
.win-tile input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.win-tile:has(input:checked) { border-color: #1a7f37; background: #e3f3e6; }
.win-tile:has(input:focus-visible) { outline: 3px solid #1a5fb4; }
.win-fields { display: flex; flex-wrap: wrap; gap: 8px 14px; margin-bottom: 6px; }
.output { min-width: 0; }
.total-line { display: flex; align-items: center; gap: 14px; flex-wrap: wrap; }
.total { font-size: 3.2rem; font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums; }
.limit { font-size: 1.15rem; margin: 8px 0; }
.badge { background: var(--accent); color: #fff; border-radius: 999px; padding: 2px 8px; font-size: .8rem; vertical-align: middle; }
.reason { color: var(--accent); font-weight: 600; }
table { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: .92rem; }
caption { text-align: left; font-weight: 700; padding: 4px 0; }
th, td { border-bottom: 1px solid var(--line); padding: 4px 6px; text-align: left; vertical-align: middle; }
tbody th { font-weight: 500; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sets { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 8px 12px; }
.set { display: flex; flex-direction: column; gap: 2px; padding: 4px; border-radius: 6px; background: #dfe9e2; }
.set.exposed { background: #efe7d2; }
.set.winning { box-shadow: 0 0 0 2px #1a7f37 inset; }
.set-label { font-size: .75rem; color: #5b5648; }
.problems { color: var(--accent); margin: 6px 0; padding-left: 0; list-style: none; font-size: .9rem; }
.problems li { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
.problems li::before { content: "⚠"; }
.plus { color: #1a7f37; font-weight: 700; }
.minus { color: var(--accent); }
.next-east { font-weight: 700; }
.seats { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; margin: 8px 0; }
.seats button { border: 1px solid var(--line); background: var(--soft); border-radius: 8px; padding: 6px 10px; cursor: pointer; text-align: left; }
.seats button[aria-selected=true] { background: #fff; border-color: #9c927b; font-weight: 700; }
.seats .sub { display: block; font-size: .75rem; font-weight: 400; color: #5b5648; }
.primary { background: var(--accent); color: #fff; border: none; border-radius: 8px; padding: 8px 16px; font-weight: 700; cursor: pointer; margin-top: 10px; }
.totals-grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
.deal-extras { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; margin: 8px 0; }
.penalties { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 0; display: flex; flex-direction: column; gap: 6px; }
.penalty { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.penalties button { border: 1px solid #9c927b; background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; align-self: flex-start; }
@media (max-width: 760px) { .totals-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.totals-grid input { width: 100%; }
details { margin-top: 6px; }
summary { cursor: pointer; }
.busy { color: #5b5648; }
.input > .field { align-items: flex-start; }
.mini-total { display: none; }
.mini-total:not(:empty) { position: sticky; bottom: 0; margin-top: 8px; padding: 6px 10px; background: #1d1d1b; color: #fff; border-radius: 8px; }
.mini-total strong { font-size: 1.3rem; }
@media (min-width: 761px) { .mini-total:not(:empty) { display: none; } }
@media (max-width: 760px) { .mini-total:not(:empty) { display: block; } table { font-size: .85rem; } th, td { padding: 3px 4px; } .score .tile.small { width: 1.25rem; } }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
[hidden] { display: none !important; }
`;

/** The `<mahjong-score>` element. */
export class MahjongScore extends HTMLElement {
  static observedAttributes = ["lang", "ruleset", "endpoint", "view"];

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
    this.language = "en";
    this.rulesets = [];
    // What each rule set lets hands and wins declare and what penalties it takes, from its definition:
    // id → {claimed_kongs, announcements, penalties: [{kind, payees, name}]}.
    this.definitions = {};
    this.optionValues = {};
    this.seatWind = "east";
    this.roundWind = "east";
    this.extraRoundWind = "";
    this.view = "hand";
    this.editor = new HandEditor(this, "h", "east");
    this.dealEditors = WINDS.map((w, i) => new HandEditor(this, `p${i}`, w));
    this.dealMode = "hands";
    this.dealSeat = 0;
    this.totals = { east: "", south: "", west: "", north: "" };
    this.totalsWin = { winner: "", source: "discard", discarder: "" };
    // What settlement takes besides the hands: penalties, Italian void deals.
    this.penalties = [];
    this.previousVoids = "";
    this.totalsVoid = false;
    this.generalProblems = [];
    this.seq = 0;
    this.dealSeq = 0;
    this.timer = null;
    this.lastHandResult = null;
    this.dealResult = null;
  }

  get endpoint() {
    const e = this.getAttribute("endpoint");
    const base = e ? new URL(e, document.baseURI).href : DEFAULT_ENDPOINT;
    return base.endsWith("/") ? base : base + "/";
  }

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.language = pickLang(this.getAttribute("lang") || document.documentElement.lang || navigator.language);
    this.view = this.getAttribute("view") === "deal" ? "deal" : "hand";
    const seat = this.getAttribute("seat-wind");
    const round = this.getAttribute("round-wind");
    if (WINDS.includes(seat)) this.seatWind = this.editor.seat = seat;
    if (WINDS.includes(round)) this.roundWind = round;
    const hand = this.getAttribute("hand");
    if (hand) {
      this.editor.text = hand;
      const parsed = parseCompact(hand);
      if (parsed.hand) this.editor.hand = parsed.hand;
      else this.editor.textBroken = true;
    }
    this.shadowRoot.replaceChildren(h("style", { text: STYLE }), this.app = h("div", { class: "app" }));
    this.build();
    this.loadRulesets();
  }

  attributeChangedCallback(name, old, value) {
    if (!this.started || old === value) return;
    if (name === "lang") this.setLang(pickLang(value));
    else if (name === "ruleset" && this.rulesets.some((r) => r.id === value)) this.setRuleset(value);
    else if (name === "view") this.setView(value === "deal" ? "deal" : "hand");
    else if (name === "endpoint") {
      this.definitions = {};
      this.loadRulesets();
    }
  }

  // --- the service ---------------------------------------------------------------------------

  async call(method, path, body) {
    const url = new URL(path, this.endpoint).href;
    let resp;
    try {
      resp = await fetch(url, {
        method,
        headers: body ? { "content-type": "application/json", "accept-language": this.language } : { "accept-language": this.language },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      return { unreachable: true };
    }
    let json = null;
    try { json = await resp.json(); } catch { json = null; }
    if (resp.ok && json) return { ok: json };
    const problems = json && Array.isArray(json.errors) && json.errors.length ? json.errors
      : [{ pointer: "", code: "", message: (json && (json.detail || json.title)) || `HTTP ${resp.status}` }];
    return { problems };
  }

  async loadRulesets() {
    const res = await this.call("GET", `v1/rulesets?language=${this.language}`);
    if (res.unreachable || res.problems) {
      this.generalProblems = res.problems || [{ pointer: "", code: "", message: t(this.language, "unreachable", { url: this.endpoint }) }];
      this.renderGeneral();
      return;
    }
    const only = (this.getAttribute("rulesets") || "").split(",").map((s) => s.trim()).filter(Boolean);
    const list = res.ok.rulesets.filter((r) => !only.length || only.includes(r.id));
    const before = this.ruleset;
    this.rulesets = list;
    const wanted = this.ruleset || this.getAttribute("ruleset") || "ecr";
    this.ruleset = list.some((r) => r.id === wanted) ? wanted : list[0]?.id;
    if (before !== this.ruleset) this.optionValues = {};
    this.generalProblems = [];
    this.build();
    this.changed();
    this.loadDefinition();
  }

  /** What the selected rule set lets a hand and a win declare (nothing until its definition is in). */
  declared() {
    const d = this.definitions[this.ruleset];
    return { claimedKongs: d?.claimed_kongs === true, announcements: d?.announcements ?? [], timings: d?.timings ?? [],
      hanFu: d?.hanFu === true, fans: d?.fans === true };
  }

  /** The penalties a deal under the selected rule set takes, one per kind: `{kind, payees, name}`
   * (`payees` "named" when the request names who receives it). Nine Dragons' are built in; the
   * others' come from the definition's `settlement.penalties` (none until it is in). */
  penaltyKinds() {
    if (this.ruleset === "nine-dragons") return CHIP_PENALTIES.map((kind) => ({ kind, payees: "", name: null }));
    return this.definitions[this.ruleset]?.penalties ?? [];
  }

  /** A penalty kind's label: the widget's own words, else the rule set's name for it. */
  penaltyLabel(p) {
    const key = `penalty_${p.kind}`;
    const own = t(this.language, key);
    return own !== key ? own : (p.name?.[this.language] ?? p.name?.en ?? p.kind);
  }

  /** Reads what the selected rule set lets hands and wins declare (claimed kongs, announcements)
   * and the penalties it takes from its definition, once per rule set; the editors and the deal
   * offer them where it declares any. */
  async loadDefinition() {
    const id = this.ruleset;
    if (!id || id in this.definitions) return;
    const res = await this.call("GET", `v1/rulesets/${encodeURIComponent(id)}`);
    if (!res.ok) return;
    const { claimed_kongs, announcements = [], settlement, elements = [], method } = res.ok;
    // The timings some element scores (a detector of kind "timing", nested in "all_of" too).
    const timings = new Set();
    const walk = (d) => { if (d?.kind === "timing") timings.add(d.timing); (d?.all ?? []).forEach(walk); };
    elements.forEach((e) => walk(e.detector));
    const penalties = [];
    for (const p of settlement?.penalties ?? []) {
      if (!penalties.some((q) => q.kind === p.kind)) penalties.push({ kind: p.kind, payees: p.payees, name: p.name });
    }
    const hanFu = method === "han_fu";
    // Fans (mcr): elements counted by the fan procedure take the last-of-its-kind flag.
    const fans = elements.some((e) => e.detector?.kind === "fan");
    this.definitions[id] = { claimed_kongs, announcements, penalties, timings: [...timings], hanFu, fans };
    if (id !== this.ruleset || !(claimed_kongs || announcements.length || penalties.length || timings.size || hanFu || fans)) return;
    const hadFocus = this.shadowRoot.activeElement?.id;
    this.build();
    if (hadFocus) this.shadowRoot.getElementById(hadFocus)?.focus();
  }

  /** Copies of a tile in the other hands of the deal (there are four of each at the table). */
  copiesElsewhere(editor, code) {
    if (!this.dealEditors.includes(editor)) return 0;
    return this.dealEditors.reduce((n, ed) => n + (ed === editor ? 0 : copies(ed.hand, code)), 0);
  }

  rulesetInfo() { return this.rulesets.find((r) => r.id === this.ruleset); }

  /** Option overrides: the values that differ from the rule set's defaults. */
  optionsBody() {
    const out = {};
    for (const o of this.rulesetInfo()?.options || []) {
      if (o.id in this.optionValues && this.optionValues[o.id] !== o.default) out[o.id] = this.optionValues[o.id];
    }
    return out;
  }

  common() {
    const body = { ruleset: this.ruleset };
    const options = this.optionsBody();
    if (Object.keys(options).length) body.options = options;
    return body;
  }

  /** Something changed: score the hand again, shortly (deals are scored on request). */
  changed(editor = this.editor) {
    if (editor !== this.editor) {
      // An answer for other hands would mislead: it goes until the deal is scored again.
      this.dealResult = null;
      this.renderDealOutput();
      this.updateSeatTabs();
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.scoreHand(), 150);
  }

  async scoreHand() {
    const ed = this.editor;
    const seq = ++this.seq;
    if (!this.ruleset) return;
    const n = ed.count();
    if (!ed.textBroken && n === 0) {
      this.lastHandResult = null;
      this.renderHandOutput();
      return;
    }
    const body = { ...this.common(), seat_wind: this.seatWind, round_wind: this.roundWind };
    if (this.extraRoundWind) body.extra_round_wind = this.extraRoundWind;
    body.hand = ed.handBody();
    const win = ed.winBody();
    if (win) body.win = win;
    body.language = this.language;
    this.setBusy(true);
    const wantWaits = !ed.textBroken && n === 13;
    const [score, waits] = await Promise.all([
      this.call("POST", "v1/hands/score", body),
      wantWaits ? this.call("POST", "v1/hands/waits", body) : Promise.resolve(null),
    ]);
    if (seq !== this.seq) return;
    this.setBusy(false);
    this.lastHandResult = { body, score, waits };
    this.routeProblems(score.problems || [], ed);
    this.renderHandOutput();
    if (score.ok) this.emit("score", body, score.ok);
    if (waits?.ok) this.emit("waits", body, waits.ok);
  }

  /** Problems to the field they point at: the editor's, the common controls', or the general list. */
  routeProblems(problems, editor, prefix = "") {
    let rest = problems;
    if (editor) {
      const [mine, others] = prefix ? under(problems, prefix) : [problems.filter((p) => /^\/(hand|win)(\/|$)/.test(p.pointer)), problems.filter((p) => !/^\/(hand|win)(\/|$)/.test(p.pointer))];
      editor.setProblems(mine);
      rest = others;
    }
    this.generalProblems = rest;
    this.renderGeneral();
  }

  emit(operation, request, response) {
    this.dispatchEvent(new CustomEvent("mahjong-score", { bubbles: true, composed: true, detail: { operation, request, response } }));
  }

  setBusy(on) {
    if (this.busy) this.busy.textContent = on ? t(this.language, "scoring") : "";
  }

  // --- view ----------------------------------------------------------------------------------

  setLang(lang) {
    if (lang === this.language) return;
    const hadFocus = this.shadowRoot.activeElement?.id;
    this.language = lang;
    if (this.getAttribute("lang") !== lang) this.setAttribute("lang", lang);
    this.dispatchEvent(new CustomEvent("mahjong-lang", { bubbles: true, composed: true, detail: { lang } }));
    this.loadRulesets().then(() => {
      if (hadFocus) this.shadowRoot.getElementById(hadFocus)?.focus();
      if (this.dealResult?.settle) this.settle();
      else if (this.dealResult?.deal) this.scoreDeal();
    });
  }

  setRuleset(id) {
    this.ruleset = id;
    this.optionValues = {};
    this.penalties = [];
    this.dealResult = null;
    this.build();
    this.commonChanged();
    this.loadDefinition();
  }

  setView(view) {
    this.view = view;
    for (const [v, panel] of Object.entries(this.panels)) panel.hidden = v !== view;
    for (const b of this.tabs.querySelectorAll("button")) {
      const on = b.dataset.view === view;
      b.setAttribute("aria-selected", String(on));
      b.tabIndex = on ? 0 : -1;
    }
  }

  build() {
    const lang = this.language;
    this.app.setAttribute("lang", lang);
    const langSelect = h("select", { id: "lang", onchange: (e) => this.setLang(e.target.value) },
      LANGS.map((l) => h("option", { value: l, text: LANG_NAMES[l], selected: l === lang })));
    const header = h("header", {}, h("h2", { text: t(lang, "title") }),
      h("div", { class: "field" }, h("label", { for: "lang", text: t(lang, "language") }), langSelect));
    this.tabs = h("div", { class: "tabs", role: "tablist", onkeydown: (e) => {
      if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
      const next = this.view === "hand" ? "deal" : "hand";
      this.setView(next);
      this.tabs.querySelector(`[data-view="${next}"]`).focus();
    } }, ["hand", "deal"].map((v) => h("button", { type: "button", role: "tab", id: `tab-${v}`, "data-view": v, "aria-controls": `panel-${v}`,
      onclick: () => this.setView(v) }, t(lang, `tab_${v}`))));
    this.general = h("div", { class: "general" });
    this.panels = { hand: this.buildHandPanel(), deal: this.buildDealPanel() };
    this.app.replaceChildren(header, this.tabs, this.buildCommon(), this.general, this.panels.hand, this.panels.deal);
    this.setView(this.view);
    this.renderGeneral();
    this.renderHandOutput();
    this.renderDealOutput();
  }

  buildCommon() {
    const lang = this.language;
    const info = this.rulesetInfo();
    const ruleset = h("div", { class: "field" }, h("label", { for: "ruleset", text: t(lang, "ruleset") }),
      h("select", { id: "ruleset", onchange: (e) => this.setRuleset(e.target.value) },
        this.rulesets.map((r) => h("option", { value: r.id, text: r.name, selected: r.id === this.ruleset }))));
    const options = (info?.options || []).map((o) => {
      const value = o.id in this.optionValues ? this.optionValues[o.id] : o.default;
      const set = (v) => { this.optionValues[o.id] = v; this.commonChanged(); };
      if (o.type === "bool") {
        return h("label", { class: "check" }, h("input", { type: "checkbox", id: `opt-${o.id}`, "data-option": o.id, checked: value === true, onchange: (e) => set(e.target.checked) }), o.name);
      }
      return h("div", { class: "field" }, h("label", { for: `opt-${o.id}`, text: o.name }),
        h("input", { type: "number", id: `opt-${o.id}`, "data-option": o.id, value: String(value), min: o.min ?? undefined, max: o.max ?? undefined, step: "1",
          oninput: (e) => { if (e.target.value !== "") set(Number(e.target.value)); } }));
    });
    const round = h("div", { class: "field" }, h("label", { for: "round-wind", text: t(lang, "round_wind") }),
      windSelect(lang, "round-wind", this.roundWind, (e) => { this.roundWind = e.target.value; this.commonChanged(); }));
    const extra = this.ruleset === "italian" ? h("div", { class: "field" }, h("label", { for: "extra-round-wind", text: t(lang, "extra_round_wind") }),
      windSelect(lang, "extra-round-wind", this.extraRoundWind, (e) => { this.extraRoundWind = e.target.value; this.commonChanged(); }, { allowNone: true })) : null;
    return h("div", { class: "common" }, ruleset, round, extra,
      options.length ? h("fieldset", { class: "options" }, h("legend", { class: "sr", text: t(lang, "options") }), options) : null);
  }

  /** The rule set, an option or the round wind changed: the hand is scored again, a deal's answer goes. */
  commonChanged() {
    this.dealResult = null;
    this.renderDealOutput();
    this.changed();
  }

  buildHandPanel() {
    const lang = this.language;
    const seat = h("div", { class: "field" }, h("label", { for: "seat-wind", text: t(lang, "seat_wind") }),
      windSelect(lang, "seat-wind", this.seatWind, (e) => { this.seatWind = this.editor.seat = e.target.value; this.editor.update({ keepText: true }); this.changed(); }));
    this.editor.build();
    this.handOutput = h("div", { class: "result" });
    this.busy = h("p", { class: "busy", "aria-live": "polite" });
    return h("div", { class: "panel", role: "tabpanel", id: "panel-hand", "aria-labelledby": "tab-hand" },
      h("div", { class: "layout" },
        h("div", { class: "input" }, seat, this.editor.root, this.miniTotal = h("div", { class: "mini-total", "aria-hidden": "true" })),
        h("section", { class: "output", "aria-live": "polite", "aria-label": t(lang, "result") }, this.busy, this.handOutput)));
  }

  renderHandOutput() {
    if (!this.handOutput) return;
    const lang = this.language;
    const r = this.lastHandResult;
    this.miniTotal.replaceChildren();
    if (!r) return this.handOutput.replaceChildren();
    const parts = [];
    if (r.score.ok) {
      const s = r.score.ok;
      this.miniTotal.append(h("strong", { text: String(s.total) }), " ",
        s.limit_hand ? s.limit_hand.name : r.body.win ? (s.mahjong ? t(lang, "mahjong") : t(lang, "not_mahjong")) : t(lang, "total"));
    }
    if (r.score.unreachable) parts.push(h("p", { class: "problems", role: "alert", text: t(lang, "unreachable", { url: this.endpoint }) }));
    if (r.score.ok) {
      const s = r.score.ok;
      parts.push(h("h3", { text: r.body.win ? (s.mahjong ? t(lang, "mahjong") : t(lang, "not_mahjong")) : t(lang, "not_winning") }));
      parts.push(scoreView(lang, s));
    }
    if (r.waits?.ok) parts.push(h("div", { class: "waits-box" }, waitsView(lang, r.waits.ok)));
    this.handOutput.replaceChildren(...parts);
  }

  renderGeneral() {
    if (!this.general) return;
    const lang = this.language;
    // Problems for the common controls are marked on them; all are listed here.
    for (const el of this.app.querySelectorAll(".common [aria-invalid]")) el.removeAttribute("aria-invalid");
    for (const p of this.generalProblems) {
      const m = /^\/options\/([^/]+)/.exec(p.pointer);
      const target = m ? this.app.querySelector(`[data-option="${CSS.escape(m[1])}"]`) : p.pointer === "/ruleset" ? this.app.querySelector("#ruleset")
        : p.pointer === "/round_wind" ? this.app.querySelector("#round-wind") : p.pointer === "/seat_wind" ? this.app.querySelector("#seat-wind") : null;
      target?.setAttribute("aria-invalid", "true");
    }
    this.general.replaceChildren(problemList(lang, this.generalProblems) || "");
  }

  // --- the deal ------------------------------------------------------------------------------

  buildDealPanel() {
    const lang = this.language;
    const mode = h("fieldset", { class: "modes" }, h("legend", { text: t(lang, "deal_mode") }),
      ["hands", "totals"].map((m) => h("label", { class: "mode" },
        h("input", { type: "radio", name: "deal-mode", value: m, checked: m === this.dealMode, onchange: () => { this.dealMode = m; this.dealResult = null; this.build(); } }),
        h("span", { text: t(lang, `deal_${m}`) }))));
    this.dealOutput = h("section", { class: "output", "aria-live": "polite", "aria-label": t(lang, "result") });
    let input;
    if (this.dealMode === "hands") {
      for (const ed of this.dealEditors) ed.build();
      this.seatTabs = h("div", { class: "seats", role: "tablist", "aria-label": t(lang, "player") });
      this.seatPanel = h("div", { class: "seat-panel", role: "tabpanel" });
      input = h("div", { class: "input" }, h("p", { class: "note", text: t(lang, "deal_hands_help") }), this.seatTabs, this.seatPanel,
        h("button", { type: "button", class: "primary", id: "score-deal", onclick: () => this.scoreDeal() }, t(lang, "score_deal")));
      this.updateSeatTabs();
    } else {
      input = this.buildTotals();
    }
    const extras = this.buildDealExtras();
    if (extras) input.insertBefore(extras, input.lastChild);
    return h("div", { class: "panel", role: "tabpanel", id: "panel-deal", "aria-labelledby": "tab-deal" }, mode, h("div", { class: "layout" }, input, this.dealOutput));
  }

  /** Something of the deal changed: its answer no longer holds. */
  dealChanged() {
    this.dealResult = null;
    this.renderDealOutput();
  }

  /** The rule set's own settlement inputs: penalties (`nine-dragons`, and those a definition lists:
   * `dmjl`, `bmja`), void deals (`italian`). */
  buildDealExtras() {
    const lang = this.language;
    const parts = [];
    if (this.ruleset === "italian") {
      parts.push(h("div", { class: "field" }, h("label", { for: "previous-voids", text: t(lang, "previous_voids") }),
        h("input", { type: "number", id: "previous-voids", min: "0", step: "1", inputmode: "numeric", value: this.previousVoids,
          oninput: (e) => { this.previousVoids = e.target.value; this.dealChanged(); } })));
      if (this.dealMode === "totals") {
        parts.push(h("label", { class: "check" }, h("input", { type: "checkbox", id: "void-deal", checked: this.totalsVoid,
          onchange: (e) => { this.totalsVoid = e.target.checked; this.dealChanged(); } }), h("span", { text: t(lang, "void_deal") })));
      }
    }
    const kinds = this.penaltyKinds();
    if (kinds.length) {
      const named = (kind) => kinds.find((k) => k.kind === kind)?.payees === "named";
      const rows = this.penalties.map((p, i) => h("div", { class: "penalty", "data-penalty": String(i) },
        h("label", { for: `penalty-kind-${i}`, class: "sr", text: t(lang, "penalty") }),
        h("select", { id: `penalty-kind-${i}`, onchange: (e) => {
          const hadTo = named(p.kind);
          p.kind = e.target.value;
          this.dealChanged();
          if (hadTo !== named(p.kind)) {
            this.build();
            this.shadowRoot.getElementById(`penalty-kind-${i}`)?.focus();
          }
        } }, kinds.map((k) => h("option", { value: k.kind, text: this.penaltyLabel(k), selected: k.kind === p.kind }))),
        h("label", { for: `penalty-seat-${i}`, class: "sr", text: t(lang, "penalty_seat") }),
        windSelect(lang, `penalty-seat-${i}`, p.seat, (e) => { p.seat = e.target.value; this.dealChanged(); }),
        named(p.kind) ? h("label", { for: `penalty-to-${i}`, text: t(lang, "penalty_to") }) : null,
        named(p.kind) ? windSelect(lang, `penalty-to-${i}`, p.to, (e) => { p.to = e.target.value; this.dealChanged(); }) : null,
        h("button", { type: "button", class: "remove", "aria-label": t(lang, "remove_penalty"), text: "×",
          onclick: () => { this.penalties.splice(i, 1); this.dealResult = null; this.build(); this.shadowRoot.getElementById("add-penalty")?.focus(); } })));
      parts.push(h("fieldset", { class: "penalties" }, h("legend", { text: t(lang, "penalties") }), ...rows,
        h("button", { type: "button", id: "add-penalty", text: t(lang, "add_penalty"), onclick: () => {
          this.penalties.push({ kind: kinds[0].kind, seat: "east", to: "south" });
          this.dealResult = null;
          this.build();
          this.shadowRoot.getElementById(`penalty-kind-${this.penalties.length - 1}`)?.focus();
        } })));
    }
    return parts.length ? h("div", { class: "deal-extras" }, ...parts) : null;
  }

  /** Adds the rule set's settlement inputs to a deal or settle body. */
  withDealExtras(body, settle) {
    const kinds = this.penaltyKinds();
    if (kinds.length && this.penalties.length) {
      // `to` goes with the kinds paid to one player only; the service names any other problem.
      const named = (kind) => kinds.find((k) => k.kind === kind)?.payees === "named";
      body.penalties = this.penalties.map((p) => (named(p.kind) ? { kind: p.kind, seat: p.seat, to: p.to } : { kind: p.kind, seat: p.seat }));
    }
    if (this.ruleset === "italian") {
      // Whatever was typed goes to the service, which names a bad value.
      if (this.previousVoids !== "" && Number(this.previousVoids) !== 0) body.previous_voids = Number(this.previousVoids);
      if (settle && this.totalsVoid) body.void = true;
    }
    return body;
  }

  /** Marks the deal's own inputs a problem points at. */
  markDealExtras(problems) {
    for (const p of problems) {
      const m = /^\/penalties\/(\d+)(?:\/(seat|to))?/.exec(p.pointer);
      const target = m ? this.shadowRoot.getElementById(`penalty-${m[2] || "kind"}-${m[1]}`)
        : p.pointer.startsWith("/previous_voids") ? this.shadowRoot.getElementById("previous-voids")
        : p.pointer === "/void" ? this.shadowRoot.getElementById("void-deal") : null;
      target?.setAttribute("aria-invalid", "true");
    }
  }

  updateSeatTabs() {
    if (!this.seatTabs) return;
    const lang = this.language;
    const focused = this.shadowRoot.activeElement?.dataset?.seatTab;
    this.seatTabs.replaceChildren(...this.dealEditors.map((ed, i) => {
      const n = ed.count();
      const bad = ed.problems.length > 0;
      const sub = (bad ? `⚠ ${t(lang, "problems")} · ` : "") + (ed.textBroken ? "…" : t(lang, "tile_count", { n }) + (n === 14 ? ` · ${t(lang, "winner_mark")}` : ""));
      return h("button", { type: "button", role: "tab", "data-seat-tab": String(i), "aria-selected": String(i === this.dealSeat), tabindex: i === this.dealSeat ? "0" : "-1",
        class: bad ? "err" : "", onclick: () => this.selectSeat(i),
        onkeydown: (e) => {
          if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
            e.preventDefault();
            this.selectSeat((i + (e.key === "ArrowRight" ? 1 : 3)) % 4, true);
          }
        } }, windLabel(lang, ed.seat), h("span", { class: "sub", text: sub }));
    }));
    const shown = this.dealEditors[this.dealSeat];
    if (this.seatPanel.firstChild !== shown.root) this.seatPanel.replaceChildren(shown.root);
    shown.updatePalette();
    if (focused !== undefined) this.seatTabs.querySelector(`[data-seat-tab="${focused}"]`)?.focus();
  }

  selectSeat(i, focus = false) {
    this.dealSeat = i;
    this.updateSeatTabs();
    if (focus) this.seatTabs.querySelector(`[data-seat-tab="${i}"]`)?.focus();
  }

  buildTotals() {
    const lang = this.language;
    const tw = this.totalsWin;
    const inputs = WINDS.map((w) => h("div", { class: "field" }, h("label", { for: `total-${w}`, text: windLabel(lang, w) }),
      h("input", { type: "number", id: `total-${w}`, min: "0", step: "1", inputmode: "numeric", value: this.totals[w], "data-seat": w,
        oninput: (e) => { this.totals[w] = e.target.value; this.dealChanged(); } })));
    const winner = h("div", { class: "field" }, h("label", { for: "winner", text: t(lang, "winner") }),
      windSelect(lang, "winner", tw.winner, (e) => { tw.winner = e.target.value; this.build(); this.shadowRoot.getElementById("winner")?.focus(); }, { allowNone: true }));
    winner.querySelector("option[value='']").textContent = t(lang, "draw");
    const parts = [h("div", { class: "totals-grid" }, inputs), h("div", { class: "win-fields" }, winner)];
    if (tw.winner) {
      const source = h("div", { class: "field" }, h("label", { for: "totals-source", text: t(lang, "win_how") }),
        h("select", { id: "totals-source", onchange: (e) => { tw.source = e.target.value; this.build(); this.shadowRoot.getElementById("totals-source")?.focus(); } },
          SOURCES.map((s) => h("option", { value: s, text: t(lang, `source_${s}`), selected: s === tw.source }))));
      parts[1].append(source);
      if (tw.source === "discard" || tw.source === "robbed_kong") {
        if (!tw.discarder || tw.discarder === tw.winner) tw.discarder = prevSeat(tw.winner);
        parts[1].append(h("div", { class: "field" }, h("label", { for: "totals-discarder", text: t(lang, "discarder") }),
          windSelect(lang, "totals-discarder", tw.discarder, (e) => { tw.discarder = e.target.value; }, { exclude: tw.winner })));
      }
    }
    return h("div", { class: "input" }, ...parts, h("button", { type: "button", class: "primary", id: "settle", onclick: () => this.settle() }, t(lang, "settle")));
  }

  async scoreDeal() {
    const body = { ...this.common(), round_wind: this.roundWind };
    if (this.extraRoundWind) body.extra_round_wind = this.extraRoundWind;
    body.players = this.dealEditors.map((ed) => {
      const p = { seat: ed.seat, hand: ed.handBody() };
      const win = ed.winBody();
      if (win) p.win = win;
      return p;
    });
    this.withDealExtras(body, false);
    body.language = this.language;
    const seq = ++this.dealSeq;
    const res = await this.call("POST", "v1/deals/score", body);
    if (seq !== this.dealSeq) return;
    let rest = res.problems || [];
    this.dealEditors.forEach((ed, i) => {
      const [mine, others] = under(rest, `/players/${i}`);
      ed.setProblems(mine);
      rest = others;
    });
    this.generalProblems = rest;
    this.renderGeneral();
    for (const el of this.panels.deal.querySelectorAll(".deal-extras [aria-invalid]")) el.removeAttribute("aria-invalid");
    this.markDealExtras(rest);
    this.updateSeatTabs();
    const firstBad = this.dealEditors.findIndex((ed) => ed.problems.length);
    if (firstBad >= 0 && !this.dealEditors[this.dealSeat].problems.length) this.selectSeat(firstBad);
    this.dealResult = res.unreachable ? { unreachable: true } : res.ok ? { deal: res.ok } : null;
    this.renderDealOutput();
    if (res.ok) this.emit("deal", body, res.ok);
  }

  async settle() {
    const tw = this.totalsWin;
    const body = { ...this.common(), winner: tw.winner || null, scores: {} };
    for (const w of WINDS) {
      const v = this.totals[w];
      body.scores[w] = v === "" ? 0 : Number(v);
    }
    if (tw.winner) {
      body.win = { source: tw.source };
      if (tw.source === "discard" || tw.source === "robbed_kong") body.win.discarder = tw.discarder || prevSeat(tw.winner);
    }
    this.withDealExtras(body, true);
    const seq = ++this.dealSeq;
    const res = await this.call("POST", "v1/deals/settle", body);
    if (seq !== this.dealSeq) return;
    for (const el of this.panels.deal.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
    const rest = [];
    for (const p of res.problems || []) {
      const m = /^\/scores\/(east|south|west|north)/.exec(p.pointer);
      const target = m ? this.shadowRoot.getElementById(`total-${m[1]}`) : p.pointer === "/winner" ? this.shadowRoot.getElementById("winner")
        : p.pointer.startsWith("/win/discarder") ? this.shadowRoot.getElementById("totals-discarder") : p.pointer.startsWith("/win") ? this.shadowRoot.getElementById("totals-source") : null;
      target?.setAttribute("aria-invalid", "true");
      rest.push(p);
    }
    this.markDealExtras(rest);
    this.generalProblems = rest;
    this.renderGeneral();
    this.dealResult = res.unreachable ? { unreachable: true } : res.ok ? { settle: res.ok, scores: body.scores } : null;
    this.renderDealOutput();
    if (res.ok) this.emit("settle", body, res.ok);
  }

  renderDealOutput() {
    if (!this.dealOutput) return;
    const lang = this.language;
    const r = this.dealResult;
    if (!r) return this.dealOutput.replaceChildren();
    if (r.unreachable) return this.dealOutput.replaceChildren(h("p", { class: "problems", role: "alert", text: t(lang, "unreachable", { url: this.endpoint }) }));
    if (r.settle) return this.dealOutput.replaceChildren(settlementView(lang, r.settle, r.scores));
    const d = r.deal;
    const scores = {};
    for (const p of d.players) scores[p.seat] = p.score.total;
    const details = d.players.map((p) => h("details", { "data-seat": p.seat },
      h("summary", {}, `${windLabel(lang, p.seat)}: ${p.score.total}`, p.seat === d.winner ? ` — ${t(lang, "winner_mark")}` : "",
        p.score.limit_hand ? ` — ${p.score.limit_hand.name}` : ""),
      scoreView(lang, p.score, { compact: true })));
    this.dealOutput.replaceChildren(
      h("h3", { text: d.winner ? `${t(lang, "winner")}: ${windLabel(lang, d.winner)}` : t(lang, "draw") }),
      settlementView(lang, d.settlement, scores), ...details);
  }
}

if (!customElements.get("mahjong-score")) customElements.define("mahjong-score", MahjongScore);
