/*
 * The PDF uses the standard Helvetica fonts, which can only show the WinAnsi characters (Latin-1 plus a few
 * typographic ones). pdfkit writes anything else byte by byte, so an emoji came out as "Ø=Þ¢" (issue 18).
 * Text that customers and admins typed is brought into that set first: accents that WinAnsi lacks are
 * dropped from their letters ("ő" → "o"), emoji and other pictographs are left out, anything else becomes "?".
 * ADR 022 says why this and not an embedded font.
 */

/** The characters of WinAnsiEncoding above Latin-1's C1 range, which WinAnsi puts at 0x80–0x9F. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Letters NFKD does not split into base + accent. */
const NO_DECOMPOSITION: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ħ: "h", Ħ: "H", ŧ: "t", Ŧ: "T" };
/** Emoji and what builds them: skin tones, variation selectors, the zero-width joiner, keycaps, tag letters. */
const EMOJI_PARTS = new Set([0xfe0e, 0xfe0f, 0x200d, 0x20e3]);
function pictograph(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return /\p{Extended_Pictographic}|\p{Emoji_Modifier}/u.test(ch) || EMOJI_PARTS.has(code) || (code >= 0xe0020 && code <= 0xe007f);
}

function printable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || code === 0x0a || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

function safeChar(ch: string): string {
  if (printable(ch)) return ch;
  if (pictograph(ch)) return "";
  if (NO_DECOMPOSITION[ch]) return NO_DECOMPOSITION[ch];
  const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
  if (base && [...base].every(printable)) return base;
  if (/\s/u.test(ch)) return " ";
  return "?";
}

/** `text` in characters the PDF's fonts can show; spaces left doubled by a removed emoji are closed up. */
export function pdfSafeText(text: string): string {
  const out = [...text].map(safeChar).join("");
  return out.replace(/ {2,}/g, " ").replace(/ +(\n|$)/g, "$1");
}

/** Every string in a value (an invoice, the seller), made PDF-safe; numbers and the rest stay as they are. */
export function pdfSafe<T>(value: T): T {
  if (typeof value === "string") return pdfSafeText(value) as T;
  if (Array.isArray(value)) return value.map(pdfSafe) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pdfSafe(v)])) as T;
  return value;
}
