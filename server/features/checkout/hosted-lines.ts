import type { HostedLineItem } from "../../lib/payments/types.ts";
import type { CartTotals, PricedLine } from "../cart/lines.ts";

/**
 * The lines the hosted page lists. Unit amounts include the per-unit delivery, and tax is its own
 * line, so they add up to exactly the order total the provider is asked to charge.
 */
export function hostedLineItems(lines: PricedLine[], totals: CartTotals, taxState: string | null): HostedLineItem[] {
  const items: HostedLineItem[] = lines.map((l) => {
    const options = [l.dimension, l.condition, l.deliveryMethod && `${l.deliveryMethod} delivery`].filter(Boolean).join(", ");
    return { name: options ? `${l.name} (${options})` : l.name, quantity: l.quantity, unitAmountCents: l.unitCents + l.deliveryCents };
  });
  if (totals.taxCents > 0) items.push({ name: `Sales tax${taxState ? ` (${taxState})` : ""}`, quantity: 1, unitAmountCents: totals.taxCents });
  return items;
}
