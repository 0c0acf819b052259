import { centsToDollars, dollarsToCents, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { OfferLine } from "../../../../db/schema/index.ts";
import { HttpError, badRequest } from "../../../lib/http-errors.ts";
import type { DeliveryQuote } from "../../../../contract/delivery.ts";
import { quoteDelivery, servedPlace } from "../../logistics/index.ts";

export type RatedDelivery = { cents: number; state: string; note: string };

type Quoted = { line: OfferLine; index: number; quote: DeliveryQuote };

/**
 * Delivery "from the rates" for the ship-to ZIP, by the cart's rule (priceDelivery in delivery/rules.ts, which
 * priceCart applies): each container line quoted by the delivery feature (depot that would ship it, distance,
 * truck rules) at its cheapest method, as the product page would quote it; parts ride free with a container in
 * the same offer, and without one they go as one parcel for the whole offer. Custom lines ship with them.
 * Errors name the field the admin must change (`shipToZip`, or the line).
 */
export async function deliveryFromRates(db: DbOrTx, zip: string | null | undefined, lines: OfferLine[], now: Date): Promise<RatedDelivery> {
  if (!zip || !/^\d{5}$/.test(zip.trim())) throw badRequest("Invalid offer", { shipToZip: "Enter the 5-digit ship-to ZIP to price delivery from the rates" });
  const place = await servedPlace(zip.trim(), "shipToZip");
  const quoted: Quoted[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind !== "catalog" || !line.productId) continue;
    const quote = await quoteDelivery(db, { productId: line.productId, dimension: line.dimension ?? undefined, condition: line.condition ?? undefined, quantity: line.quantity, zip: place.zip, now }).catch((err: unknown) => {
      // Too far for its trucks, or no depot open: the ZIP is what the admin can change (or use a fixed amount).
      if (err instanceof HttpError && err.code === "out_of_area") throw new HttpError("out_of_area", err.message, { errors: { shipToZip: err.message } });
      // Sold out or too few over all depots (docs/decisions/073): the line is what to change, or a fixed delivery amount.
      if (err instanceof HttpError && (err.code === "out_of_stock" || err.code === "quantity_unavailable")) {
        throw new HttpError(err.code, `${err.message} Or enter a fixed delivery amount.`, { errors: { [`lines.${index}.quantity`]: err.message } });
      }
      throw err;
    });
    quoted.push({ line, index, quote });
  }
  const withContainer = quoted.some((q) => !q.quote.parcel);
  let parcelCharged = false;
  let cents = 0;
  const parts: string[] = [];
  for (const { line, index, quote } of quoted) {
    if (quote.parcel && withContainer) {
      parts.push(`${line.name}: ships free with the container`);
      continue;
    }
    if (quote.parcel && parcelCharged) {
      parts.push(`${line.name}: in the same parcel`);
      continue;
    }
    const best = quote.options.reduce<(typeof quote.options)[number] | null>((x, o) => (!x || o.price < x.price ? o : x), null);
    if (!best) throw new HttpError("out_of_area", `No truck of ${line.name} can deliver to ${place.zip}.`, { errors: { [`lines.${index}.productId`]: "No truck can deliver this here: use a fixed delivery amount" } });
    cents += dollarsToCents(best.price) ?? 0;
    if (quote.parcel) {
      parcelCharged = true;
      parts.push(`${line.name}: parcel ${formatUsd(best.price)}`);
    } else {
      parts.push(`${line.name}: ${best.method}${best.trucks ? ` × ${best.trucks}` : ""} from ${quote.depot.city}, ${quote.depot.state} (${quote.distanceMiles} mi) ${formatUsd(best.price)}`);
    }
  }
  const note = parts.length ? parts.join("; ") : "No catalog line to deliver";
  return { cents, state: place.state, note: `${note} = ${formatUsd(centsToDollars(cents))}` };
}
