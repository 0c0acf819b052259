/**
 * Delivery days are calendar days (YYYY-MM-DD) with no time zone; "today" is the shop's (settings.timeZone),
 * so a reminder or a date check never moves with the server's clock zone. Arithmetic is done at UTC midnight.
 */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** The shop's calendar day at `now`. */
export const shopToday = (now: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** The hour (0–23) the shop's wall clock shows at `now`. */
export const shopHour = (now: Date, timeZone: string) => Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now));

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
};

/** "Mon" … "Sun", as depots list their open days. */
export const weekdayOf = (day: string) => WEEKDAYS[toDate(day).getUTCDay()];

/** "Monday" … "Sunday", for messages. */
export const weekdayName = (day: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(toDate(day));

const isBusinessDay = (day: string) => !["Sat", "Sun"].includes(weekdayOf(day));

/** `n` business days (Monday to Friday) after `day`; negative `n` counts back. */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  let left = Math.abs(n);
  while (left > 0) {
    current = addDays(current, Math.sign(n));
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
