import { isNull } from "drizzle-orm";
import { type DeliveryEstimate, TRUCK_LABELS, TRUCK_TYPES } from "../../../../contract/delivery-estimate.ts";
import type { DeliveryRates } from "../../../../contract/delivery.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots } from "../../../../db/schema/index.ts";
import { locateZip, placeLabel, roadMiles } from "../delivery/distance.ts";
import { getDeliveryRates } from "../delivery/rates.ts";
import { truckPriceCents } from "../delivery/rules.ts";

/** One truck from the depot, per truck type that reaches this far, in cents (the delivery rate rules). */
export function deliveryPrices(rates: DeliveryRates, miles: number) {
  return TRUCK_TYPES.filter((truck) => miles <= rates[truck].maxMiles).map((truck) => ({ truck, label: TRUCK_LABELS[truck], cents: truckPriceCents(rates[truck], miles) }));
}

/**
 * The custom-quote estimate: the nearest open depot to a ZIP (from the depots table) and what one truck of each
 * type costs from there, by the same rates and road miles as the shop's delivery quote. Null for an unknown ZIP.
 */
export async function estimateDelivery(db: DbOrTx, zip: string): Promise<DeliveryEstimate | null> {
  const place = await locateZip(zip);
  if (!place) return null;
  const [open, rates] = await Promise.all([db.select().from(depots).where(isNull(depots.closedAt)), getDeliveryRates(db)]);
  const nearest = open.map((depot) => ({ depot, miles: roadMiles(place, depot) })).sort((a, b) => a.miles - b.miles)[0];
  if (!nearest) return null;
  const { depot, miles } = nearest;
  const maxMiles = Math.max(...TRUCK_TYPES.map((t) => rates[t].maxMiles));
  const serviceable = place.contiguous && miles <= maxMiles;
  const where = placeLabel(place);
  return {
    zip,
    city: place.city || null,
    state: place.state,
    depot: { name: depot.city, state: depot.state, region: depot.region },
    miles,
    maxMiles,
    serviceable,
    reason: serviceable
      ? null
      : !place.contiguous
        ? `${where} is outside the 48 contiguous states our trucks serve. Ask for a quote and we will look for a way.`
        : `${where} is ${miles.toLocaleString("en-US")} road miles from our nearest depot (${depot.city}, ${depot.state}); we deliver within ${maxMiles} miles. Ask for a quote and we will look for a way.`,
    rates: serviceable ? deliveryPrices(rates, miles).map(({ truck, label, cents }) => ({ truck, label, price: centsToDollars(cents) })) : [],
  };
}
