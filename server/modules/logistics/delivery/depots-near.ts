import { isNull } from "drizzle-orm";
import { TRUCK_TYPES } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots } from "../../../../db/schema/index.ts";
import { roadMiles } from "./distance.ts";
import { servedPlace } from "./quote.ts";
import { getDeliveryRates } from "./rates.ts";

/**
 * The open depots a local truck reaches a ZIP from (the longest reach of the rates' truck types): the shop's
 * "available near ZIP" filter lists what they hold, delivered without long-haul. 400 for an unknown ZIP, 422
 * `out_of_area` off the 48 contiguous states (servedPlace).
 */
export async function depotsNear(db: DbOrTx, zip: string): Promise<string[]> {
  const place = await servedPlace(zip, "near");
  const [open, rates] = await Promise.all([db.select().from(depots).where(isNull(depots.closedAt)), getDeliveryRates(db)]);
  const reach = Math.max(...TRUCK_TYPES.map((t) => rates[t].maxMiles));
  return open.filter((d) => roadMiles(place, d) <= reach).map((d) => d.id);
}
