/**
 * How buyers type what the catalog names (issue 44): "20 ft", "20-ft", "20 foot", "twenty foot" and "20'" are the
 * catalog's "20ft"; "conex box" and "sea can" are containers; "cold box" is a reefer; "office container" an office.
 * `normaliseSearch` rewrites a search into the catalog's words, one way; `searchVariants` (synonyms.ts) then swaps
 * the catalog's own synonyms both ways ("hc" ⇄ "high cube").
 */

const NUMBER_WORDS: Record<string, string> = {
  ten: "10",
  sixteen: "16",
  twenty: "20",
  "twenty four": "24",
  thirty: "30",
  forty: "40",
  fourty: "40",
  "forty five": "45",
  "fourty five": "45",
  fifty: "50",
  "fifty three": "53",
};

/** Trade phrases → the catalog's word. Longest first, so "conex box" is taken before "conex". */
const TRADE_PHRASES: [RegExp, string][] = [
  [/\b(?:conex|connex)(?: box(?:es)?)?\b/g, "container"],
  [/\bsea[ -]?cans?\b/g, "container"],
  [/\b(?:sea|cargo|intermodal|iso) containers?\b/g, "container"],
  [/\bcold (?:box(?:es)?|storage containers?)\b/g, "refrigerated"],
  [/\b(?:refrigerated|reefer) containers?\b/g, "refrigerated"],
  [/\b(?:office containers?|container offices?|(?:site|portable|mobile|job ?site) offices?)\b/g, "office"],
  [/\bhi(?:gh)?[ -]?cubes?\b/g, "high cube"],
  [/\bcontainers\b/g, "container"],
];

/** "twenty-four foot" → "24 foot": number words before a unit of length. */
function numberWords(s: string): string {
  const names = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).map((n) => n.replace(" ", "[ -]"));
  return s.replace(new RegExp(`\\b(${names.join("|")})(?=[ -]?(?:ft|foot|feet|footer|'))`, "g"), (m) => NUMBER_WORDS[m.replace("-", " ")] ?? m);
}

/** "20 ft", "20-ft", "20 foot", "20 feet", "20-footer", "20'", "20’" → "20ft". */
const lengths = (s: string) => s.replace(/\b(\d{1,2})\s*-?\s*(?:ft\b\.?|foot\b|feet\b|footers?\b|'|’|′)/g, "$1ft");

/** The search in the catalog's words: lower case, single spaces, lengths as "20ft", trade phrases replaced. */
export function normaliseSearch(search: string): string {
  let s = search.toLowerCase().replace(/\s+/g, " ").trim();
  s = lengths(numberWords(s));
  for (const [pattern, word] of TRADE_PHRASES) s = s.replace(pattern, word);
  // "container container" after two phrases met, and stray spaces.
  return s.replace(/\b(\w+)( \1\b)+/g, "$1").replace(/\s+/g, " ").trim();
}
