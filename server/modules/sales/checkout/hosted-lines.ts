import type { HostedLineItem } from "../../../lib/payments/types.ts";
import type { CartTotals, PricedLine } from "../cart/lines.ts";

/**
 * The lines the hosted page lists: each product at its unit price, each line's delivery as its own line (it is
 * priced per truck, not per unit), and tax, so they add up to exactly the order total the provider charges.
 */
export function hostedLineItems(lines: PricedLine[], totals: CartTotals, taxState: string | null, rented: Set<string> = new Set()): HostedLineItem[] {
  const items: HostedLineItem[] = lines.flatMap((l) => {
    const options = [l.dimension, l.condition].filter(Boolean).join(", ");
    const named = options ? `${l.name} (${options})` : l.name;
    // A rental line's price is its first month (the breakdown's words, ADR 076).
    const goods = { name: rented.has(l.id) ? `First month: ${named}` : named, quantity: l.quantity, unitAmountCents: l.unitCents };
    const method = l.deliveryMethod ? `${l.deliveryMethod.charAt(0).toUpperCase()}${l.deliveryMethod.slice(1)} delivery` : "Delivery";
    return l.deliveryCents > 0 ? [goods, { name: `${method}: ${l.name}`, quantity: 1, unitAmountCents: l.deliveryCents }] : [goods];
  });
  if (totals.taxCents > 0) items.push({ name: `Sales tax${taxState ? ` (${taxState})` : ""}`, quantity: 1, unitAmountCents: totals.taxCents });
  return items;
}
