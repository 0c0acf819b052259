import { FEDERAL_HOLIDAYS, type FederalHolidayKey, type HolidaySettings } from "../../../../contract/holidays.ts";
import { addDays, weekdayOf } from "./calendar.ts";

/** One federal holiday of a year: its own date and the weekday it is observed on (the same unless a weekend). */
export type FederalHoliday = { key: FederalHolidayKey; name: string; date: string; observed: string };

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The `nth` Monday (1 = first) of a month, or with `nth` = -1 the last one; `weekday` 1 = Monday … 4 = Thursday. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return iso(year, month, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** The federal rule: a Saturday holiday is observed the Friday before, a Sunday one the Monday after. */
export function observedDay(date: string): string {
  const day = weekdayOf(date);
  if (day === "Sat") return addDays(date, -1);
  if (day === "Sun") return addDays(date, 1);
  return date;
}

const RULES: Record<FederalHolidayKey, (year: number) => string> = {
  newYearsDay: (y) => iso(y, 1, 1),
  mlkDay: (y) => nthWeekday(y, 1, 1, 3),
  presidentsDay: (y) => nthWeekday(y, 2, 1, 3),
  memorialDay: (y) => nthWeekday(y, 5, 1, -1),
  juneteenth: (y) => iso(y, 6, 19),
  independenceDay: (y) => iso(y, 7, 4),
  laborDay: (y) => nthWeekday(y, 9, 1, 1),
  columbusDay: (y) => nthWeekday(y, 10, 1, 2),
  veteransDay: (y) => iso(y, 11, 11),
  thanksgiving: (y) => nthWeekday(y, 11, 4, 4),
  christmasDay: (y) => iso(y, 12, 25),
};

/** The year's eleven federal holidays in calendar order (New Year's Day of a Saturday is observed on Dec 31 before). */
export function federalHolidays(year: number): FederalHoliday[] {
  return FEDERAL_HOLIDAYS.map(([key, name]) => {
    const date = RULES[key](year);
    return { key, name, date, observed: observedDay(date) };
  });
}

/** A closed day and what closes it ("Thanksgiving Day", "Independence Day (observed)", "closed"). */
export type ClosedDays = Map<string, string>;

/**
 * The days no drop is booked between `first` and `last` (inclusive): each federal holiday the settings leave on,
 * on its own date and on its observed weekday (a crew is off on both), and the admin's extra closed dates.
 */
export function closedDays(settings: HolidaySettings | undefined, first: string, last: string): ClosedDays {
  const out: ClosedDays = new Map();
  const from = Number(first.slice(0, 4));
  const to = Number(last.slice(0, 4)) + 1; // next year's New Year's Day may be observed on Dec 31
  for (let year = from; year <= to; year++) {
    for (const h of federalHolidays(year)) {
      if (settings?.federal?.[h.key] === false) continue;
      if (h.observed !== h.date) out.set(h.observed, `${h.name} (observed)`);
      out.set(h.date, h.name);
    }
  }
  for (const d of settings?.closedDates ?? []) if (!out.has(d)) out.set(d, "closed");
  for (const d of [...out.keys()]) if (d < first || d > last) out.delete(d);
  return out;
}
