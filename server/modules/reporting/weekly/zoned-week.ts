/** Calendar arithmetic in an IANA time zone with nothing but Intl (DST-safe). */

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The wall-clock date and time at `instant` in `tz`; weekday 0 = Sunday. */
export function localParts(instant: Date, tz: string): LocalParts {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", weekday: "short", hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return {
    year: Number(get("year")), month: Number(get("month")), day: Number(get("day")),
    hour: Number(get("hour")), minute: Number(get("minute")), weekday: WEEKDAYS.indexOf(get("weekday")),
  };
}

/** The instant the wall clock in `tz` shows 00:00 on the given date (month 1-12; days may overflow). */
export function zonedMidnight(year: number, month: number, day: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const offsetAt = (t: number) => {
    const p = localParts(new Date(t), tz);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(t / 60_000) * 60_000;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

export type ReportWeeks = {
  /** Monday of the reported week, YYYY-MM-DD in the shop's zone: the run's key. */
  weekStart: string;
  current: { from: Date; to: Date };
  previous: { from: Date; to: Date };
};

/** Last full Monday–Sunday week before `now` in `tz`, and the week before it. */
export function reportWeeks(now: Date, tz: string): ReportWeeks {
  const p = localParts(now, tz);
  const sinceMonday = (p.weekday + 6) % 7;
  const thisMonday = { year: p.year, month: p.month, day: p.day - sinceMonday };
  const at = (days: number) => zonedMidnight(thisMonday.year, thisMonday.month, thisMonday.day + days, tz);
  const from = at(-7);
  const start = new Date(Date.UTC(thisMonday.year, thisMonday.month - 1, thisMonday.day - 7));
  return {
    weekStart: start.toISOString().slice(0, 10),
    current: { from, to: at(0) },
    previous: { from: at(-14), to: from },
  };
}

/**
 * The last full week's report is due from Monday 07:00 in the shop's zone until the next Monday: every hour but
 * Monday's first seven, so a week missed on its Monday is still sent later that week (docs/decisions/086).
 */
export function weeklyReportDue(now: Date, tz: string): boolean {
  const p = localParts(now, tz);
  return !(p.weekday === 1 && p.hour < 7);
}
