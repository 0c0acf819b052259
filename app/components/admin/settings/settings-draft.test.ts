import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../contract/settings";
import { draftOf, settingsOf } from "./settings-draft";

describe("settings form conversions", () => {
  it("round-trips the settings: percent ⇄ basis points, dollars ⇄ cents", () => {
    expect(settingsOf(draftOf(DEFAULT_SETTINGS))).toEqual(DEFAULT_SETTINGS);
  });

  it("the payment cap is typed in dollars: empty keeps the ceiling, a figure becomes cents", () => {
    const d = draftOf({ ...DEFAULT_SETTINGS, paymentCapCents: 25_000_000 });
    expect(d.paymentCap).toBe("250000.00");
    d.paymentCap = "12500.5";
    expect(settingsOf(d).paymentCapCents).toBe(1_250_050);
    d.paymentCap = " ";
    expect(settingsOf(d).paymentCapCents).toBeUndefined();
  });

  it("reads typed values: upper-cases states, drops blank rows, converts percentages", () => {
    const d = draftOf(DEFAULT_SETTINGS);
    d.taxes = [{ key: "a", state: "fl", percent: "6.5" }, { key: "b", state: " ", percent: "9" }];
    const s = settingsOf(d);
    expect(s.salesTaxBps).toEqual({ FL: 650 });
  });

  it("holidays: a switch per federal holiday (on unless switched off) and the extra closed dates typed in a list", () => {
    const d = draftOf({ ...DEFAULT_SETTINGS, holidays: { federal: { columbusDay: false }, closedDates: ["2026-12-24"] } });
    expect(d.federalHolidays.columbusDay).toBe(false);
    expect(d.federalHolidays.thanksgiving).toBe(true);
    expect(d.closedDates).toBe("2026-12-24");
    d.federalHolidays.thanksgiving = false;
    d.closedDates = "2026-12-24, 2026-12-31\n2027-01-02";
    expect(settingsOf(d).holidays).toEqual({ federal: { columbusDay: false, thanksgiving: false }, closedDates: ["2026-12-24", "2026-12-31", "2027-01-02"] });
  });
});
