/** Calendar dates as "YYYY-MM-DD" in UTC: agreements bill by day, not by instant. */
export type IsoDate = string;

export const isoDate = (d: Date): IsoDate => d.toISOString().slice(0, 10);
const parse = (d: IsoDate) => new Date(`${d}T00:00:00Z`);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** `months` after `start`, on `day` of that month or its last day when shorter (a 31st bills on Feb 28). */
export function addMonths(start: IsoDate, months: number, day = parse(start).getUTCDate()): IsoDate {
  const s = parse(start);
  const y = s.getUTCFullYear() + Math.floor((s.getUTCMonth() + months) / 12);
  const m = (((s.getUTCMonth() + months) % 12) + 12) % 12;
  return isoDate(new Date(Date.UTC(y, m, Math.min(day, daysIn(y, m)))));
}

export const addDays = (d: IsoDate, days: number): IsoDate => isoDate(new Date(parse(d).getTime() + days * 86_400_000));

/** Whole days from a to b (b later: positive). */
export const daysBetween = (a: IsoDate, b: IsoDate) => Math.round((parse(b).getTime() - parse(a).getTime()) / 86_400_000);

/** `n` working days (Mon–Fri) after `d`; the holiday calendar's `closed` days (ADR 074) are none either. */
export function addBusinessDays(d: IsoDate, n: number, closed?: { has(day: string): boolean }): IsoDate {
  let day = d;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    const wd = parse(day).getUTCDay();
    if (wd !== 0 && wd !== 6 && !closed?.has(day)) left -= 1;
  }
  return day;
}

/** The first day of cycle `cycle` (1-based) of an agreement starting on `start` with its anniversary day. */
export const cycleStart = (start: IsoDate, anniversaryDay: number, cycle: number) => addMonths(start, cycle - 1, anniversaryDay);

/** First and last day of a cycle: whole cycles, the next one starts the day after. */
export const cyclePeriod = (start: IsoDate, anniversaryDay: number, cycle: number) => ({
  start: cycleStart(start, anniversaryDay, cycle),
  end: addDays(cycleStart(start, anniversaryDay, cycle + 1), -1),
});

/** The cycle `date` falls in (1 for any day before the start). */
export function cycleOn(start: IsoDate, anniversaryDay: number, date: IsoDate): number {
  let cycle = 1;
  while (cycleStart(start, anniversaryDay, cycle + 1) <= date) cycle += 1;
  return cycle;
}
