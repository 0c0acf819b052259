/** Calendar days as "YYYY-MM-DD" strings, computed in UTC so no server time zone shifts a day. */

const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** "Mon" … "Sun", the names depots' open days use. */
export const weekdayOf = (day: string) => WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()];

export const isBusinessDay = (day: string) => !["Sat", "Sun"].includes(weekdayOf(day));

/**
 * The business day `n` business days after `day` (Mon–Fri; a Friday + 1 is the Monday). `closed` days (the holiday
 * calendar, holidays.ts) are no business days either: Mon 23 Nov 2026 + 3 is Fri 27, past Thanksgiving.
 */
export function addBusinessDays(day: string, n: number, closed?: { has(day: string): boolean }): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (isBusinessDay(d) && !closed?.has(d)) left--;
  }
  return d;
}

/** Today's date on the shop's clock (a delivery day is a local day, not a UTC one). */
export function localToday(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return parts.slice(0, 10);
}

/** Whole days from a to b (b later → positive). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const longDate = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
/** "Thu, Nov 26" for messages. */
export const formatDay = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

const weekdayLong = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
/** "Wednesday": the day's full name, for sentences like "on Wednesdays". */
export const weekdayName = (day: string) => weekdayLong.format(new Date(`${day}T00:00:00Z`));
