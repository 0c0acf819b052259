import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../contract/settings";
import { draftOf, settingsOf } from "./settings-draft";

describe("settings form conversions", () => {
  it("round-trips the settings: percent ⇄ basis points, dollars ⇄ cents", () => {
    expect(settingsOf(draftOf(DEFAULT_SETTINGS))).toEqual(DEFAULT_SETTINGS);
  });

  it("reads typed values: upper-cases states, drops blank rows, converts percentages", () => {
    const d = draftOf(DEFAULT_SETTINGS);
    d.taxes = [{ key: "a", state: "fl", percent: "6.5" }, { key: "b", state: " ", percent: "9" }];
    const s = settingsOf(d);
    expect(s.salesTaxBps).toEqual({ FL: 650 });
  });
});
