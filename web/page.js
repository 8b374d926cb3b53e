// The page around the widget: its headings follow the widget's language, and it shows the embed
// snippet for this service's address.

const TEXT = {
  en: {
    heading: "Mahjong scoring",
    intro: "Click the tiles of a hand (or type them) and see its score, or settle a deal at the table.",
    embed: "Put this on your club's website",
    embed_text: "Add these two lines to a page; the service must allow your site's origin (--cors-allow-origin).",
    api: "API documentation",
  },
  nl: {
    heading: "Mahjong tellen",
    intro: "Klik de stenen van een hand aan (of typ ze) en zie de score, of reken een spel aan tafel af.",
    embed: "Zet dit op de website van je club",
    embed_text: "Voeg deze twee regels toe aan een pagina; de service moet de origin van je site toestaan (--cors-allow-origin).",
    api: "API-documentatie",
  },
  it: {
    heading: "Punteggio mahjong",
    intro: "Clicca le pedine di una mano (o scrivile) e vedi il punteggio, oppure regola i conti di una mano al tavolo.",
    embed: "Mettilo sul sito del tuo club",
    embed_text: "Aggiungi queste due righe a una pagina; il servizio deve consentire l'origine del tuo sito (--cors-allow-origin).",
    api: "Documentazione dell'API",
  },
};

function apply(lang) {
  const text = TEXT[lang] || TEXT.en;
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = text[el.dataset.i18n];
  document.title = text.heading;
}

document.getElementById("snippet").textContent =
  `<script type="module" src="${location.origin}/widget/mahjong-score.js"></script>\n<mahjong-score ruleset="ecr" lang="en"></mahjong-score>`;
document.addEventListener("mahjong-lang", (e) => apply(e.detail.lang));
const widget = document.querySelector("mahjong-score");
const initial = new URLSearchParams(location.search).get("lang");
if (initial) widget.setAttribute("lang", initial);
customElements.whenDefined("mahjong-score").then(() => apply(widget.language));
