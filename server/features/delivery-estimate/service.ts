import { type DeliveryEstimate, TRUCK_LABELS, TRUCK_TYPES } from "../../../contract/delivery-estimate.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { SiteSettings } from "../../../contract/settings.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { getSiteSettings } from "../settings/service.ts";
import { DEPOTS } from "./depots.ts";
import { nearest } from "./geo.ts";
import { lookupZip } from "./zip-lookup.ts";

/** Price per truck type in cents: base fee plus the per-mile rate times whole miles. */
export function deliveryPrices(rates: SiteSettings["deliveryRates"], miles: number) {
  return TRUCK_TYPES.map((truck) => ({ truck, label: TRUCK_LABELS[truck], cents: rates[truck].baseCents + rates[truck].perMileCents * miles }));
}

/** The nearest depot to a ZIP and what each truck type costs from there; null for a ZIP we do not know. */
export async function estimateDelivery(db: DbOrTx, zip: string): Promise<DeliveryEstimate | null> {
  const place = await lookupZip(zip);
  if (!place) return null;
  const { place: depot, miles: exact } = nearest(place, DEPOTS);
  const miles = Math.round(exact);
  const rates = (await getSiteSettings(db)).deliveryRates;
  const serviceable = miles <= rates.maxMiles;
  return {
    zip,
    city: place.city || null,
    state: place.state,
    depot: { name: depot.name, state: depot.state, region: depot.region },
    miles,
    maxMiles: rates.maxMiles,
    serviceable,
    reason: serviceable
      ? null
      : `${place.city ? `${place.city}, ${place.state}` : zip} is ${miles.toLocaleString("en-US")} miles from our nearest depot (${depot.name}, ${depot.state}); we deliver within ${rates.maxMiles} miles. Ask for a quote and we will look for a way.`,
    rates: serviceable ? deliveryPrices(rates, miles).map(({ truck, label, cents }) => ({ truck, label, price: centsToDollars(cents) })) : [],
  };
}
