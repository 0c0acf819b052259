import { centsToDollars, dollarsToCents, formatUsd } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import type { OfferLine } from "../../../db/schema/index.ts";
import { HttpError, badRequest } from "../../lib/http-errors.ts";
import { quoteDelivery, servedPlace } from "../delivery/quote.ts";

export type RatedDelivery = { cents: number; state: string; note: string };

/**
 * Delivery "from the rates" for the ship-to ZIP: each catalog line quoted by the delivery feature (depot that
 * would ship it, distance, truck rules) at its cheapest method, as the product page would quote it; custom
 * lines ship with them. Errors name the field the admin must change (`shipToZip`, or the line).
 */
export async function deliveryFromRates(db: DbOrTx, zip: string | null | undefined, lines: OfferLine[], now: Date): Promise<RatedDelivery> {
  if (!zip || !/^\d{5}$/.test(zip.trim())) throw badRequest("Invalid offer", { shipToZip: "Enter the 5-digit ship-to ZIP to price delivery from the rates" });
  const place = await servedPlace(zip.trim(), "shipToZip");
  let cents = 0;
  const parts: string[] = [];
  for (const [i, l] of lines.entries()) {
    if (l.kind !== "catalog" || !l.productId) continue;
    const q = await quoteDelivery(db, { productId: l.productId, dimension: l.dimension ?? undefined, condition: l.condition ?? undefined, quantity: l.quantity, zip: place.zip, now }).catch((err: unknown) => {
      // Too far for its trucks, or no depot open: the ZIP is what the admin can change (or use a fixed amount).
      if (err instanceof HttpError && err.code === "out_of_area") throw new HttpError("out_of_area", err.message, { errors: { shipToZip: err.message } });
      throw err;
    });
    const best = q.options.reduce<(typeof q.options)[number] | null>((x, o) => (!x || o.price < x.price ? o : x), null);
    if (!best) throw new HttpError("out_of_area", `No truck of ${l.name} can deliver to ${place.zip}.`, { errors: { [`lines.${i}.productId`]: "No truck can deliver this here: use a fixed delivery amount" } });
    cents += dollarsToCents(best.price) ?? 0;
    parts.push(`${l.name}: ${best.method}${best.trucks ? ` × ${best.trucks}` : ""} from ${q.depot.city}, ${q.depot.state} (${q.distanceMiles} mi) ${formatUsd(best.price)}`);
  }
  const note = parts.length ? parts.join("; ") : "No catalog line to deliver";
  return { cents, state: place.state, note: `${note} = ${formatUsd(centsToDollars(cents))}` };
}
