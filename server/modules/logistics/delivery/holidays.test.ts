import { describe, expect, it } from "vitest";
import { closedDays, federalHolidays } from "./holidays.ts";

/* The federal holidays by rule, checked against the OPM calendars for 2026 and 2027. */

const TABLE: Record<number, [string, string, string][]> = {
  // [key, the holiday's date, the day it is observed]
  2026: [
    ["newYearsDay", "2026-01-01", "2026-01-01"],
    ["mlkDay", "2026-01-19", "2026-01-19"],
    ["presidentsDay", "2026-02-16", "2026-02-16"],
    ["memorialDay", "2026-05-25", "2026-05-25"],
    ["juneteenth", "2026-06-19", "2026-06-19"],
    ["independenceDay", "2026-07-04", "2026-07-03"],
    ["laborDay", "2026-09-07", "2026-09-07"],
    ["columbusDay", "2026-10-12", "2026-10-12"],
    ["veteransDay", "2026-11-11", "2026-11-11"],
    ["thanksgiving", "2026-11-26", "2026-11-26"],
    ["christmasDay", "2026-12-25", "2026-12-25"],
  ],
  2027: [
    ["newYearsDay", "2027-01-01", "2027-01-01"],
    ["mlkDay", "2027-01-18", "2027-01-18"],
    ["presidentsDay", "2027-02-15", "2027-02-15"],
    ["memorialDay", "2027-05-31", "2027-05-31"],
    ["juneteenth", "2027-06-19", "2027-06-18"],
    ["independenceDay", "2027-07-04", "2027-07-05"],
    ["laborDay", "2027-09-06", "2027-09-06"],
    ["columbusDay", "2027-10-11", "2027-10-11"],
    ["veteransDay", "2027-11-11", "2027-11-11"],
    ["thanksgiving", "2027-11-25", "2027-11-25"],
    ["christmasDay", "2027-12-25", "2027-12-24"],
  ],
};

describe("federal holidays", () => {
  for (const [year, rows] of Object.entries(TABLE)) {
    it(`${year}: each holiday's date and observed day`, () => {
      expect(federalHolidays(Number(year)).map((h) => [h.key, h.date, h.observed])).toEqual(rows);
    });
  }

  it("closes both the date and the observed weekday, and New Year's Day 2028 (a Saturday) on Fri Dec 31, 2027", () => {
    const closed = closedDays(undefined, "2027-06-01", "2027-12-31");
    expect(closed.get("2027-06-18")).toBe("Juneteenth (observed)");
    expect(closed.get("2027-06-19")).toBe("Juneteenth");
    expect(closed.get("2027-07-05")).toBe("Independence Day (observed)");
    expect(closed.get("2027-12-31")).toBe("New Year's Day (observed)");
    expect(closed.has("2027-05-31")).toBe(false); // before the window
    expect(closed.size).toBe(11); // Jun 18, 19; Jul 4, 5; Sep 6; Oct 11; Nov 11, 25; Dec 24, 25, 31
  });

  it("a holiday switched off is a working day; the admin's own dates are closed", () => {
    const closed = closedDays({ federal: { thanksgiving: false, columbusDay: false }, closedDates: ["2026-11-27", "2026-12-24"] }, "2026-10-01", "2026-12-31");
    expect([...closed.keys()].sort()).toEqual(["2026-11-11", "2026-11-27", "2026-12-24", "2026-12-25"]);
    expect(closed.get("2026-11-27")).toBe("closed");
  });
});
