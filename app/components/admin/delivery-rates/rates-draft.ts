import { type DeliveryRates, TRUCK_TYPES, type TruckRate, type TruckType } from "../../../../contract/delivery";

/** The rates as the form edits them: text inputs, money in dollars. */
export type TruckDraft = Record<keyof TruckRate, string>;
export type RatesDraft = Record<TruckType, TruckDraft> & { parcel: string; dryRun: string };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (text: string) => Math.round(Number.parseFloat(text || "0") * 100);
const whole = (text: string) => Number.parseInt(text || "0", 10);

export function draftOfRates(r: DeliveryRates): RatesDraft {
  const truck = (t: TruckRate): TruckDraft => ({
    baseCents: dollars(t.baseCents), includedMiles: String(t.includedMiles), perMileCents: dollars(t.perMileCents),
    maxMiles: String(t.maxMiles), maxUnits: String(t.maxUnits), maxLoadFt: String(t.maxLoadFt),
  });
  return { crane: truck(r.crane), "tilt-bed": truck(r["tilt-bed"]), flatbed: truck(r.flatbed), parcel: dollars(r.parcelCents), dryRun: dollars(r.dryRunCents) };
}

/** The PUT body; the server checks every field again and names the bad ones (e.g. "flatbed.maxMiles"). */
export function ratesOf(d: RatesDraft): DeliveryRates {
  const truck = (t: TruckDraft): TruckRate => ({
    baseCents: cents(t.baseCents), includedMiles: whole(t.includedMiles), perMileCents: cents(t.perMileCents),
    maxMiles: whole(t.maxMiles), maxUnits: whole(t.maxUnits), maxLoadFt: whole(t.maxLoadFt),
  });
  const [crane, tilt, flatbed] = TRUCK_TYPES.map((t) => truck(d[t]));
  return { crane, "tilt-bed": tilt, flatbed, parcelCents: cents(d.parcel), dryRunCents: cents(d.dryRun) };
}
