import { type DeliveryRates, type LongHaulRate, TRUCK_TYPES, type TruckRate, type TruckType } from "../../../../contract/delivery";

/** The rates as the form edits them: text inputs, money in dollars. */
export type TruckDraft = Record<keyof TruckRate, string>;
export type CarrierDraft = Record<keyof LongHaulRate, string>;
/** Long-haul carriers by truck type, the depot-to-depot transfer, and a transit day's miles. */
export const CARRIERS = [...TRUCK_TYPES, "transfer"] as const;
export type LongHaulDraft = Record<(typeof CARRIERS)[number], CarrierDraft> & { milesPerDay: string };
export type RatesDraft = Record<TruckType, TruckDraft> & { parcel: string; dryRun: string; longHaul: LongHaulDraft };

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (text: string) => Math.round(Number.parseFloat(text || "0") * 100);
const whole = (text: string) => Number.parseInt(text || "0", 10);

export function draftOfRates(r: DeliveryRates): RatesDraft {
  const truck = (t: TruckRate): TruckDraft => ({
    baseCents: dollars(t.baseCents), includedMiles: String(t.includedMiles), perMileCents: dollars(t.perMileCents),
    maxMiles: String(t.maxMiles), maxUnits: String(t.maxUnits), maxLoadFt: String(t.maxLoadFt),
  });
  const carrier = (c: LongHaulRate): CarrierDraft => ({ perMileCents: dollars(c.perMileCents), minimumCents: dollars(c.minimumCents) });
  const lh = r.longHaul;
  const longHaul = { crane: carrier(lh.crane), "tilt-bed": carrier(lh["tilt-bed"]), flatbed: carrier(lh.flatbed), transfer: carrier(lh.transfer), milesPerDay: String(lh.milesPerDay) };
  return { crane: truck(r.crane), "tilt-bed": truck(r["tilt-bed"]), flatbed: truck(r.flatbed), parcel: dollars(r.parcelCents), dryRun: dollars(r.dryRunCents), longHaul };
}

/** The PUT body; the server checks every field again and names the bad ones (e.g. "flatbed.maxMiles"). */
export function ratesOf(d: RatesDraft): DeliveryRates {
  const truck = (t: TruckDraft): TruckRate => ({
    baseCents: cents(t.baseCents), includedMiles: whole(t.includedMiles), perMileCents: cents(t.perMileCents),
    maxMiles: whole(t.maxMiles), maxUnits: whole(t.maxUnits), maxLoadFt: whole(t.maxLoadFt),
  });
  const [crane, tilt, flatbed] = TRUCK_TYPES.map((t) => truck(d[t]));
  const carrier = (c: CarrierDraft): LongHaulRate => ({ perMileCents: cents(c.perMileCents), minimumCents: cents(c.minimumCents) });
  const lh = d.longHaul;
  const longHaul = { crane: carrier(lh.crane), "tilt-bed": carrier(lh["tilt-bed"]), flatbed: carrier(lh.flatbed), transfer: carrier(lh.transfer), milesPerDay: whole(lh.milesPerDay) };
  return { crane, "tilt-bed": tilt, flatbed, parcelCents: cents(d.parcel), dryRunCents: cents(d.dryRun), longHaul };
}
