// Building blocks of the widget's DOM: an element helper, tile pictures, and the views of the
// service's answers (a score, waits, a settlement). Text from the service is always set as text.

import { tileName, tileSvg, toCode } from "./tiles.js";
import { t } from "./i18n.js";

/** Creates an element: h("button", {class: "x", onclick: f}, child, "text", ...). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** The picture of a tile (a code, or an answer's mpsz single form), named for screen readers. */
export function tileImg(text, lang, { small = false, faceDown = false } = {}) {
  const code = toCode(text);
  const el = h("span", { class: `tile${small ? " small" : ""}`, role: "img", "aria-label": faceDown ? `${tileName(code, lang)} (${t(lang, "face_down")})` : tileName(code, lang), "data-tile": code });
  el.innerHTML = faceDown ? BACK_SVG : tileSvg(code, lang);
  return el;
}

const BACK_SVG = `<svg viewBox="0 0 60 80" aria-hidden="true" focusable="false"><rect x="1" y="5" width="58" height="74" rx="7" fill="#0d4d3a"/><rect x="1" y="1" width="58" height="74" rx="7" fill="#1f7a5a" stroke="#0d4d3a" stroke-width="1.5"/><rect x="8" y="8" width="44" height="60" rx="4" fill="none" stroke="#7cc4a6" stroke-width="1.2"/></svg>`;

/** A row of small tile pictures. */
export function tileRow(codes, lang, opts = {}) {
  return h("span", { class: "tiles" }, codes.map((c) => tileImg(c, lang, { small: true, ...opts })));
}

export const windLabel = (lang, w) => t(lang, `wind_${w}`);
export const WINDS = ["east", "south", "west", "north"];

/** A `<select>` of winds. */
export function windSelect(lang, id, value, onchange, { exclude = null, allowNone = false } = {}) {
  return h("select", { id, onchange },
    allowNone ? h("option", { value: "", text: t(lang, "none"), selected: !value }) : null,
    WINDS.filter((w) => w !== exclude).map((w) => h("option", { value: w, text: windLabel(lang, w), selected: w === value })));
}

/** A problem's text in the chosen language (the service's own words in English). */
export function problemText(lang, p) {
  if (lang === "en" || !p.code) return p.message;
  const key = `err_${p.code}`;
  const own = t(lang, key);
  return own === key ? p.message : own;
}

/** A list of problems, each with the tile it is about drawn beside it (where there is one). */
export function problemList(lang, problems, tileOf = () => null) {
  if (!problems.length) return null;
  return h("div", { role: "alert" }, h("ul", { class: "problems" }, problems.map((p) => {
    const tile = tileOf(p);
    return h("li", { "data-pointer": p.pointer, "data-code": p.code }, tile ? tileImg(tile, lang, { small: true }) : null, h("span", { text: problemText(lang, p) }));
  })));
}

/** The answer of `POST /v1/hands/score`: total, limit hand, breakdown and arrangement. */
export function scoreView(lang, s, { compact = false } = {}) {
  const summary = [];
  if (s.limit_hand) {
    summary.push(h("p", { class: "limit", "data-limit": s.limit_hand.id },
      h("span", { class: "badge", text: t(lang, "limit_hand") }), " ", h("strong", { text: s.limit_hand.name }),
      s.limit_hand.waiting ? h("span", { class: "note", text: ` — ${t(lang, "waiting_limit")}` }) : null));
  }
  if (s.capped) summary.push(h("p", { class: "note", text: t(lang, "capped", { n: s.total }) }));
  for (const r of s.reasons || []) summary.push(h("p", { class: "reason", "data-code": r.code, text: problemText(lang, r) }));
  const hf = s.han_fu;
  if (hf) {
    // Han and fu (riichi): who pays what, honba included.
    const p = hf.payments;
    const paid = p.discarder ? t(lang, "pay_discarder", { n: p.discarder })
      : p.dealer ? t(lang, "pay_tsumo", { d: p.dealer, o: p.non_dealer }) : t(lang, "pay_dealer_tsumo", { o: p.non_dealer });
    summary.push(h("p", { class: "payments", "data-paid": p.total }, h("span", { text: paid }),
      p.total !== s.total ? h("span", { class: "note", text: ` — ${t(lang, "pay_total", { n: p.total })}` }) : null));
  }
  const fp = s.fan_payments;
  if (fp) {
    // Fans (mcr): the discarder the total + 8 and the others 8, or on a self-draw each the total + 8.
    const paid = fp.discarder ? t(lang, "pay_fans_discard", { d: fp.discarder, o: fp.others }) : t(lang, "pay_dealer_tsumo", { o: fp.others });
    summary.push(h("p", { class: "payments", "data-paid": fp.total }, h("span", { text: paid }),
      h("span", { class: "note", text: ` — ${t(lang, "pay_fans_total", { n: fp.total })}` })));
  }
  const note = hf ? t(lang, "han_fu", { h: hf.han, f: hf.fu }) + (hf.limit ? ` — ${hf.limit.replace(/_/g, " ")}` : "")
    : s.limit_hand ? null : t(lang, s.doublings === 1 ? "points_doubling" : "points_doublings", { p: s.points, d: s.doublings });
  const head = h("div", { class: "total-line" },
    h("span", { class: "total", "data-total": s.total, "aria-label": `${t(lang, "total")}: ${s.total}`, text: String(s.total) }),
    note ? h("span", { class: "note", "data-han": hf ? hf.han : null, text: note }) : null);
  const rows = s.elements.map((e) => h("tr", { "data-element": e.id },
    h("th", { scope: "row", text: e.name }),
    h("td", {}, elementTiles(lang, s, e)),
    h("td", { class: "num", text: e.limit ? t(lang, hf ? "han_value" : "limit_value", { n: e.limit }) : e.points ? String(e.points) : "" }),
    h("td", { class: "num", text: e.doublings ? (hf ? t(lang, "han_value", { n: e.doublings }) : `×${2 ** e.doublings}`) : "" })));
  const table = s.elements.length ? h("table", { class: "breakdown" },
    h("caption", { text: t(lang, "breakdown") }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t(lang, "element") }), h("th", { scope: "col", text: t(lang, "col_tiles") }),
      h("th", { scope: "col", class: "num", text: t(lang, hf ? "col_fu" : "col_points") }), h("th", { scope: "col", class: "num", text: t(lang, hf ? "col_han" : "col_doublings") }))),
    h("tbody", {}, rows)) : null;
  const arrangement = s.arrangement.length ? h("div", { class: "arrangement" },
    h("h4", { text: t(lang, "arrangement") }),
    h("ul", { class: "sets" }, groupSingles(s.arrangement).map((set) => {
      const label = [t(lang, `kind_${set.kind}`), set.exposed ? t(lang, "exposed") : t(lang, "concealed_set"), set.winning ? t(lang, "winning_set") : null].filter(Boolean).join(", ");
      return h("li", { class: `set${set.exposed ? " exposed" : ""}${set.winning ? " winning" : ""}`, "data-kind": set.kind },
        tileRow(set.tiles, lang), h("span", { class: "set-label", text: label }));
    }))) : null;
  return h("div", { class: `score${compact ? " compact" : ""}` }, head, summary, table, arrangement);
}

/** An element's tiles: its one set or tile, or each of the sets a fan used together (`mcr`). */
function elementTiles(lang, s, e) {
  if (e.tiles.length) return tileRow(e.tiles, lang);
  const sets = (e.sets || []).map((k) => s.arrangement[k]).filter(Boolean);
  if (!sets.length) return null;
  return h("span", { class: "fan-sets", "data-sets": e.sets.join(" ") }, sets.map((set) => tileRow(set.tiles, lang)));
}

/** Lone tiles next to each other in an arrangement, drawn as one group (irregular hands). */
function groupSingles(sets) {
  const out = [];
  for (const set of sets) {
    const last = out[out.length - 1];
    if (set.kind === "single" && last?.kind === "single" && last.exposed === set.exposed && !set.winning && !last.winning) {
      last.tiles = [...last.tiles, ...set.tiles];
    } else {
      out.push({ ...set, tiles: [...set.tiles] });
    }
  }
  return out;
}

/** The answer of `POST /v1/hands/waits`. */
export function waitsView(lang, w) {
  if (!w.waits.length) return h("p", { class: "note waits-none", text: t(lang, "no_waits") });
  const cell = (x) => h("td", { class: "num" }, h("span", { text: x.mahjong ? String(x.total) : t(lang, "false_mahjong") }),
    x.limit_hand ? h("span", { class: "note", text: ` ${x.limit_hand.name}` }) : null,
    x.han_fu ? h("span", { class: "note", text: ` ${t(lang, "han_fu", { h: x.han_fu.han, f: x.han_fu.fu })}` }) : null);
  return h("table", { class: "waits" },
    h("caption", { text: t(lang, "waits") }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t(lang, "winning_tile") }), h("th", { scope: "col", class: "num", text: t(lang, "wait_discard") }),
      h("th", { scope: "col", class: "num", text: t(lang, "wait_self") }))),
    h("tbody", {}, w.waits.map((x) => h("tr", { "data-wait": x.tile }, h("th", { scope: "row" }, tileImg(x.tile, lang, { small: true })), cell(x.discard), cell(x.self_drawn)))));
}

/** The answer of `POST /v1/deals/settle` (or the settlement in a deal's answer). */
export function settlementView(lang, s, scores = null) {
  const payments = s.payments.length ? h("table", { class: "payments" },
    h("caption", { text: t(lang, "payments") }),
    h("tbody", {}, s.payments.map((p) => h("tr", { "data-from": p.from, "data-to": p.to },
      h("td", { text: windLabel(lang, p.from) }), h("td", { class: "pays", text: `${t(lang, "pays")} →` }),
      h("td", { text: windLabel(lang, p.to) }), h("td", { class: "num amount", text: String(p.amount) })))))
    : h("p", { class: "note", text: t(lang, "no_payments") });
  const net = h("table", { class: "net" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t(lang, "seat") }),
      scores ? h("th", { scope: "col", class: "num", text: t(lang, "score_col") }) : null,
      h("th", { scope: "col", class: "num", text: t(lang, "net") }))),
    h("tbody", {}, WINDS.map((w) => h("tr", { "data-seat": w },
      h("th", { scope: "row", text: windLabel(lang, w) }),
      scores ? h("td", { class: "num", text: scores[w] ?? "" }) : null,
      h("td", { class: `num ${s.net[w] > 0 ? "plus" : s.net[w] < 0 ? "minus" : ""}`, "data-net": s.net[w], text: s.net[w] > 0 ? `+${s.net[w]}` : String(s.net[w]) })))));
  return h("div", { class: "settlement" }, payments, net,
    h("p", { class: "next-east", "data-next-east": s.next_east, text: t(lang, "next_east", { seat: windLabel(lang, s.next_east) }) }));
}
