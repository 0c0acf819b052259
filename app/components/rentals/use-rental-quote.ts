import { useEffect, useState } from "react";
import type { RentalBreakdown } from "../../../contract/rentals";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";

export type RentalChoice = { productId: string; dimension: string | null; condition: string | null; method: string | null; quantity: number; zip: string | null };

/**
 * The product page's rental breakdown from GET /v1/products/{id}/rental-quote (ADR 076), asked again whenever the
 * size, condition, method, quantity or ZIP changes; null while loading and for a product that is not rented.
 */
export function useRentalQuote(c: RentalChoice, enabled: boolean): RentalBreakdown | null {
  const [breakdown, setBreakdown] = useState<RentalBreakdown | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const query = {
      quantity: String(c.quantity),
      ...(c.dimension ? { dimension: c.dimension } : {}),
      ...(c.condition ? { condition: c.condition } : {}),
      ...(c.method ? { method: c.method } : {}),
      ...(c.zip ? { zip: c.zip } : {}),
    };
    call(client.products[":id"]["rental-quote"].$get({ param: { id: c.productId }, query }))
      .then((b) => live && setBreakdown(b))
      .catch(() => live && setBreakdown(null));
    return () => {
      live = false;
    };
  }, [enabled, c.productId, c.dimension, c.condition, c.method, c.quantity, c.zip]);
  return breakdown;
}
