// The 34 tile kinds and 8 bonus tiles: codes, names for screen readers in en/nl/it, and the
// pictures, drawn here as SVG (no image files).

/** Every tile code in canonical order (the service's order): 34 kinds, then 8 bonus tiles. */
export const CODES = [
  "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9",
  "c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9",
  "d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8", "d9",
  "we", "ws", "ww", "wn", "dr", "dg", "dw",
  "f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4",
];

const ORDER = new Map(CODES.map((c, i) => [c, i]));

/** Whether `code` is a tile code (lower case). */
export const isTile = (code) => ORDER.has(code);
/** Flowers and seasons. */
export const isBonus = (code) => code[0] === "f" || code[0] === "s";
/** Canonical position, for sorting. */
export const order = (code) => ORDER.get(code) ?? 99;
export const byOrder = (a, b) => order(a) - order(b);
/** The honours in mpsz order (Tenhou's): 1z-4z east, south, west, north; 5z white, 6z green, 7z red. */
const MPSZ_HONOURS = ["we", "ws", "ww", "wn", "dw", "dg", "dr"];
const MPSZ_SUITS = { m: "c", p: "d", s: "b" };

/**
 * The code of a digit and its mpsz suit letter (lower case): "5m" → "c5", "7z" → "dr"; null when
 * they name no tile ("8z", "0z", and "0m", a red five, which has no code).
 */
export function mpszCode(digit, suit) {
  const d = Number(digit);
  if (suit === "z") return d >= 1 && d <= 7 ? MPSZ_HONOURS[d - 1] : null;
  return MPSZ_SUITS[suit] && d >= 1 ? MPSZ_SUITS[suit] + d : null;
}

/** A tile as the service writes it, code or mpsz single form ("5m", answers to a hand in mpsz), as its code. */
export const toCode = (text) => (/^[0-9][mpsz]$/i.test(text) ? mpszCode(text[0], text[1].toLowerCase()) ?? text : text);

/** Bamboo, characters and dots 1-9. */
export const isSuited = (code) => "bcd".includes(code[0]) && code[1] >= "1" && code[1] <= "9";

const NAMES = {
  en: {
    b: "Bamboo", c: "Characters", d: "Dots", f: "Flower", s: "Season",
    we: "East wind", ws: "South wind", ww: "West wind", wn: "North wind",
    dr: "Red dragon", dg: "Green dragon", dw: "White dragon",
  },
  nl: {
    b: "Bamboe", c: "Karakters", d: "Kringen", f: "Bloem", s: "Seizoen",
    we: "Oostenwind", ws: "Zuidenwind", ww: "Westenwind", wn: "Noordenwind",
    dr: "Rode draak", dg: "Groene draak", dw: "Witte draak",
  },
  it: {
    b: "Bambù", c: "Caratteri", d: "Cerchi", f: "Fiore", s: "Stagione",
    we: "Vento dell'Est", ws: "Vento del Sud", ww: "Vento dell'Ovest", wn: "Vento del Nord",
    dr: "Drago rosso", dg: "Drago verde", dw: "Drago bianco",
  },
};

/** The letter drawn on a wind tile, in the language of the page. */
const WIND_LETTERS = {
  en: { we: "E", ws: "S", ww: "W", wn: "N" },
  nl: { we: "O", ws: "Z", ww: "W", wn: "N" },
  it: { we: "E", ws: "S", ww: "O", wn: "N" },
};

/** The tile's name for people ("Bamboo 5", "Rode draak", "Vento del Sud"). */
export function tileName(code, lang = "en") {
  const n = NAMES[lang] || NAMES.en;
  if (n[code]) return n[code];
  return `${n[code[0]] ?? code} ${code[1]}`;
}

// --- drawing -------------------------------------------------------------------------------
// A tile is 60 × 80 units: an ivory face with a darker edge below.

const GREEN = "#1d7a3c";
const RED = "#b8261d";
const BLUE = "#1b4a8c";
const INK = "#1c1c1c";

const DOT_LAYOUT = {
  1: [[30, 38]],
  2: [[30, 22], [30, 56]],
  3: [[16, 18], [30, 38], [44, 58]],
  4: [[18, 22], [42, 22], [18, 56], [42, 56]],
  5: [[17, 18], [43, 18], [30, 38], [17, 58], [43, 58]],
  6: [[18, 16], [42, 16], [18, 38], [42, 38], [18, 60], [42, 60]],
  7: [[13, 13], [30, 20], [47, 27], [18, 45], [42, 45], [18, 62], [42, 62]],
  8: [[18, 13], [42, 13], [18, 30], [42, 30], [18, 47], [42, 47], [18, 64], [42, 64]],
  9: [[14, 16], [30, 16], [46, 16], [14, 38], [30, 38], [46, 38], [14, 60], [30, 60], [46, 60]],
};
const DOT_R = { 1: 17, 2: 10, 3: 9, 4: 9, 5: 8.5, 6: 8, 7: 7, 8: 7, 9: 7 };

function dots(n) {
  const r = DOT_R[n];
  return DOT_LAYOUT[n].map(([x, y], i) => {
    const color = n === 1 ? RED : (n === 5 && i === 2) || (n === 7 && i < 3) || (n === 9 && i >= 3 && i < 6) ? RED : i % 2 && n > 5 ? GREEN : BLUE;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>` +
      `<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="#fffdf5"/>` +
      `<circle cx="${x}" cy="${y}" r="${r * 0.3}" fill="${color}"/>`;
  }).join("");
}

// Bamboo sticks: centre x, centre y, length, colour.
const STICK_LAYOUT = {
  2: [[30, 21, 24], [30, 55, 24]],
  3: [[30, 21, 24], [18, 55, 24], [42, 55, 24]],
  4: [[18, 21, 24], [42, 21, 24], [18, 55, 24], [42, 55, 24]],
  5: [[16, 19, 22], [44, 19, 22], [30, 38, 22, RED], [16, 57, 22], [44, 57, 22]],
  6: [[14, 21, 24], [30, 21, 24], [46, 21, 24], [14, 55, 24], [30, 55, 24], [46, 55, 24]],
  7: [[30, 14, 18, RED], [14, 38, 18], [30, 38, 18], [46, 38, 18], [14, 60, 18], [30, 60, 18], [46, 60, 18]],
  8: [[12, 21, 24], [24, 21, 24], [36, 21, 24], [48, 21, 24], [12, 55, 24], [24, 55, 24], [36, 55, 24], [48, 55, 24]],
  9: [[14, 15, 18], [30, 15, 18, RED], [46, 15, 18], [14, 38, 18], [30, 38, 18, RED], [46, 38, 18], [14, 61, 18], [30, 61, 18, RED], [46, 61, 18]],
};

function sticks(n) {
  if (n === 1) {
    // A bird on a branch.
    return `<path d="M12 66 Q30 58 50 66" stroke="#7a5a2b" stroke-width="3" fill="none"/>` +
      `<path d="M18 50 L8 62 M20 52 L12 66 M23 53 L18 68" stroke="${GREEN}" stroke-width="3" stroke-linecap="round"/>` +
      `<ellipse cx="30" cy="44" rx="14" ry="11" fill="${GREEN}"/>` +
      `<path d="M26 40 Q32 30 40 42" stroke="#bfe3c8" stroke-width="2.5" fill="none"/>` +
      `<circle cx="40" cy="26" r="8" fill="${RED}"/><circle cx="42" cy="24" r="2" fill="#fffdf5"/>` +
      `<path d="M47 25 L56 28 L47 30 Z" fill="#d99a1f"/>` +
      `<path d="M36 33 L33 36" stroke="${RED}" stroke-width="5"/>`;
  }
  return STICK_LAYOUT[n].map(([x, y, len, color = GREEN]) => {
    const top = y - len / 2;
    return `<rect x="${x - 3.5}" y="${top}" width="7" height="${len}" rx="3" fill="${color}"/>` +
      `<line x1="${x - 3.5}" y1="${y}" x2="${x + 3.5}" y2="${y}" stroke="#fffdf5" stroke-width="1.6"/>` +
      `<line x1="${x}" y1="${top + 3}" x2="${x}" y2="${top + len - 3}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>`;
  }).join("");
}

function characters(n) {
  // The numeral above a red sign standing for "ten thousand".
  return `<text x="30" y="36" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="30" fill="${INK}">${n}</text>` +
    `<path d="M15 45 H45 M23 41 V50 M37 41 V50 M18 52 H42 V70 H18 Z M18 61 H42 M30 52 V70" stroke="${RED}" stroke-width="3.4" fill="none" stroke-linejoin="round"/>`;
}

function dragon(code) {
  if (code === "dr") {
    return `<rect x="15" y="28" width="30" height="20" rx="2" stroke="${RED}" stroke-width="5" fill="none"/>` +
      `<line x1="30" y1="12" x2="30" y2="68" stroke="${RED}" stroke-width="6" stroke-linecap="round"/>`;
  }
  if (code === "dg") {
    return `<path d="M30 68 V22" stroke="${GREEN}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M30 44 Q14 40 12 24 Q28 26 30 44 Z" fill="${GREEN}"/>` +
      `<path d="M30 36 Q46 32 48 16 Q32 18 30 36 Z" fill="${GREEN}"/>` +
      `<path d="M30 58 Q44 56 48 44 Q34 44 30 58 Z" fill="${GREEN}"/>` +
      `<path d="M30 22 L26 12 L30 15 L34 12 Z" fill="${GREEN}"/>`;
  }
  return `<rect x="11" y="10" width="38" height="56" rx="3" stroke="${BLUE}" stroke-width="3.5" fill="none"/>` +
    `<rect x="17" y="16" width="26" height="44" rx="2" stroke="${BLUE}" stroke-width="1.6" fill="none"/>`;
}

function bonus(code) {
  const n = code[1];
  if (code[0] === "f") {
    const petals = [0, 72, 144, 216, 288].map((a) =>
      `<ellipse cx="30" cy="29" rx="7" ry="11" fill="#d2476a" transform="rotate(${a} 30 40)"/>`).join("");
    return `<path d="M30 50 Q28 62 22 70 M29 60 Q38 56 42 60" stroke="${GREEN}" stroke-width="2.5" fill="none"/>` +
      petals + `<circle cx="30" cy="40" r="5" fill="#f2c230"/>` + corner(n, "#a32c4a");
  }
  const rays = [0, 45, 90, 135, 180, 225, 270, 315].map((a) =>
    `<line x1="30" y1="19" x2="30" y2="25" stroke="#d98a12" stroke-width="3" stroke-linecap="round" transform="rotate(${a} 30 40)"/>`).join("");
  return rays + `<circle cx="30" cy="40" r="10" fill="#f2b230"/>` +
    `<path d="M10 70 Q20 60 30 66 Q40 72 50 62" stroke="${BLUE}" stroke-width="3" fill="none"/>` + corner(n, BLUE);
}

function corner(text, color) {
  return `<text x="7" y="14" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="12" fill="${color}">${text}</text>`;
}

function face(code, lang) {
  const n = Number(code[1]);
  switch (code[0]) {
    case "b": return sticks(n);
    case "c": return characters(n);
    case "d": return code[1] >= "1" && code[1] <= "9" ? dots(n) : dragon(code);
    case "w": {
      const letter = (WIND_LETTERS[lang] || WIND_LETTERS.en)[code];
      return `<text x="30" y="52" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="38" fill="${INK}">${letter}</text>` +
        `<path d="M30 62 l-5 6 h10 Z" fill="${RED}"/>`;
    }
    default: return bonus(code);
  }
}

/** The picture of a tile as SVG markup, hidden from screen readers (the caller names it). */
export function tileSvg(code, lang = "en") {
  if (!isTile(code)) {
    return `<svg viewBox="0 0 60 80" aria-hidden="true" focusable="false"><rect x="1" y="1" width="58" height="74" rx="7" fill="#eee" stroke="#999" stroke-dasharray="4 3"/>` +
      `<text x="30" y="46" text-anchor="middle" font-size="20" fill="#666">?</text></svg>`;
  }
  return `<svg viewBox="0 0 60 80" aria-hidden="true" focusable="false">` +
    `<rect x="1" y="5" width="58" height="74" rx="7" fill="#c9b98f"/>` +
    `<rect x="1" y="1" width="58" height="74" rx="7" fill="#fffdf5" stroke="#b8ab8a" stroke-width="1.5"/>` +
    `<g transform="translate(0 -1)">${face(code, lang)}</g></svg>`;
}
