/**
 * en-US numbers, dollars and UTC dates without `Intl` (ADR 065). The first `Intl.NumberFormat` a browser tab builds
 * loads ICU's locale data: 19 ms on this machine, 4 ms more for the first `Intl.DateTimeFormat`, inside the module
 * evaluation that comes before hydration. Lighthouse's phone runs that task 4× slower, so it alone cost every page
 * ~90 ms of Total Blocking Time. The output is Intl's own, character for character (en-us-format.test.ts compares
 * them over random and edge values); anything this does not cover (exponents, non-finite numbers, years outside
 * 1000–9999) is handed to Intl itself, built on first use.
 */

type Digits = { min: number; max: number };

const intlNumber = new Map<string, Intl.NumberFormat>();
function viaIntl(n: number, d: Digits, currency: boolean): string {
  const key = `${d.min}:${d.max}:${currency}`;
  let f = intlNumber.get(key);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { ...(currency ? { style: "currency", currency: "USD" } : {}), minimumFractionDigits: d.min, maximumFractionDigits: d.max });
    intlNumber.set(key, f);
  }
  return f.format(n);
}

/** Adds one to a string of decimal digits ("199" → "200"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  if (i < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + "0".repeat(digits.length - i - 1);
}

/** "1234567" → "1,234,567". */
function grouped(integer: string): string {
  let out = "";
  for (let end = integer.length; end > 0; end -= 3) out = integer.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : "");
  return out;
}

/**
 * The digits of |n| rounded half away from zero to `max` decimals, as ICU does: from the shortest decimal that reads
 * back as n (what `String(n)` prints), not from the binary value (which `toFixed` uses: 1.005 would round down).
 */
function formatted(n: number, d: Digits, currency: boolean): string {
  const text = String(Math.abs(n));
  if (!Number.isFinite(n) || text.includes("e")) return viaIntl(n, d, currency);
  const dot = text.indexOf(".");
  let integer = dot < 0 ? text : text.slice(0, dot);
  let fraction = dot < 0 ? "" : text.slice(dot + 1);
  if (fraction.length > d.max) {
    const kept = integer + fraction.slice(0, d.max);
    const all = fraction.charCodeAt(d.max) >= 53 /* "5" or more */ ? incremented(kept) : kept;
    integer = all.slice(0, all.length - d.max) || "0";
    fraction = all.slice(all.length - d.max);
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < d.min) fraction = fraction.padEnd(d.min, "0");
  const body = grouped(integer) + (fraction ? `.${fraction}` : "");
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  return sign + (currency ? "$" : "") + body;
}

/** "1,234.568": as `n.toLocaleString("en-US")` (up to three decimals). */
export const formatNumber = (n: number) => formatted(n, { min: 0, max: 3 }, false);
/** "$12,345.00". */
export const formatDollars = (dollars: number) => formatted(dollars, { min: 2, max: 2 }, true);
/** "$12,345". */
export const formatWholeDollars = (dollars: number) => formatted(dollars, { min: 0, max: 0 }, true);

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DATE_STYLES = {
  /** "Nov 22, 2026" */
  short: { month: "short", day: "numeric", year: "numeric" },
  /** "Wed, Dec 2, 2026" */
  weekdayShort: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  /** "Wednesday, December 2" */
  weekdayLong: { weekday: "long", month: "long", day: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A date in UTC, in one of the shop's en-US styles, as `Intl.DateTimeFormat` with `timeZone: "UTC"` writes it. */
export function formatUtcDate(date: Date, style: DateStyle): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return new Intl.DateTimeFormat("en-US", { ...DATE_STYLES[style], timeZone: "UTC" }).format(date);
  const month = MONTHS[date.getUTCMonth()];
  const weekday = WEEKDAYS[date.getUTCDay()];
  const day = date.getUTCDate();
  if (style === "short") return `${month.slice(0, 3)} ${day}, ${year}`;
  if (style === "weekdayShort") return `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}, ${year}`;
  return `${weekday}, ${month} ${day}`;
}
