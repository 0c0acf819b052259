import { isNull } from "drizzle-orm";
import { type DeliveryEstimate, TRUCK_LABELS, TRUCK_TYPES } from "../../../../contract/delivery-estimate.ts";
import type { DeliveryRates } from "../../../../contract/delivery.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots } from "../../../../db/schema/index.ts";
import { locateZip, placeLabel, roadMiles } from "../delivery/distance.ts";
import { getDeliveryRates } from "../delivery/rates.ts";
import { carrierCents } from "../delivery/long-haul.ts";
import { truckPriceCents } from "../delivery/rules.ts";

/**
 * One truck from the depot per truck type, in cents: our own truck within its reach, else a long-haul carrier's of
 * the same type (docs/decisions/073), so every ZIP of the 48 states gets a figure.
 */
export function deliveryPrices(rates: DeliveryRates, miles: number) {
  return TRUCK_TYPES.map((truck) =>
    miles <= rates[truck].maxMiles
      ? { truck, label: TRUCK_LABELS[truck], cents: truckPriceCents(rates[truck], miles) }
      : { truck, label: `Long-haul ${TRUCK_LABELS[truck].toLowerCase()}`, cents: carrierCents(rates.longHaul[truck], 1, miles) },
  );
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
  // Beyond our trucks' reach a carrier takes it the whole way: only off the 48 states is not served.
  const serviceable = place.contiguous;
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
      : `${where} is outside the 48 contiguous states our trucks serve. Ask for a quote and we will look for a way.`,
    rates: serviceable ? deliveryPrices(rates, miles).map(({ truck, label, cents }) => ({ truck, label, price: centsToDollars(cents) })) : [],
  };
}
