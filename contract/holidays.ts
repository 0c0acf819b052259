import { z } from "zod";

/** The eleven US federal holidays (5 U.S.C. 6103), each a switch in the admin's settings; on by default. */
export const FEDERAL_HOLIDAYS = [
  ["newYearsDay", "New Year's Day"],
  ["mlkDay", "Martin Luther King Jr. Day"],
  ["presidentsDay", "Presidents' Day"],
  ["memorialDay", "Memorial Day"],
  ["juneteenth", "Juneteenth"],
  ["independenceDay", "Independence Day"],
  ["laborDay", "Labor Day"],
  ["columbusDay", "Columbus Day"],
  ["veteransDay", "Veterans Day"],
  ["thanksgiving", "Thanksgiving Day"],
  ["christmasDay", "Christmas Day"],
] as const;
export type FederalHolidayKey = (typeof FEDERAL_HOLIDAYS)[number][0];
export const FEDERAL_HOLIDAY_KEYS = FEDERAL_HOLIDAYS.map(([k]) => k) as [FederalHolidayKey, ...FederalHolidayKey[]];

const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  // Month 13 makes an invalid Date (whose toISOString throws); Feb 30 rolls over to March: both are refused.
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
  }, "Not a real date");

/**
 * The delivery calendar's closed days (docs/decisions/074, "Holidays"): each federal holiday is closed unless its
 * switch is `false`; `closedDates` adds the shop's own (a stocktake, the day after Thanksgiving).
 */
export const holidaySettings = z.object({
  federal: z.partialRecord(z.enum(FEDERAL_HOLIDAY_KEYS), z.boolean()).default({}),
  closedDates: z.array(isoDay).max(366).default([]),
});
export type HolidaySettings = z.infer<typeof holidaySettings>;
