import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RATES } from "../../../../contract/delivery";
import { draftOfRates, ratesOf } from "./rates-draft";

describe("delivery rates form conversions", () => {
  it("round-trips the rates: dollars ⇄ cents, whole numbers as text", () => {
    expect(ratesOf(draftOfRates(DEFAULT_DELIVERY_RATES))).toEqual(DEFAULT_DELIVERY_RATES);
  });

  it("reads typed dollars into cents", () => {
    const d = draftOfRates(DEFAULT_DELIVERY_RATES);
    d.flatbed.baseCents = "410.5";
    d.parcel = "99";
    const r = ratesOf(d);
    expect(r.flatbed.baseCents).toBe(41050);
    expect(r.parcelCents).toBe(9900);
  });
});
