import type { CartDto, CartItemDto } from "../../../../contract/cart.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import { toCartDto } from "../cart/serialize.ts";
import type { PricedCart } from "./price-cart.ts";

/** Out of reach, sold out and "only N left" are three different things to say (issue 44). */
function issueCodeOf(item: CartItemDto, container: boolean, areaProblem: string | null): CartItemDto["issueCode"] {
  if (item.unavailable) return null;
  if (item.available !== undefined && item.available <= 0) return "out_of_stock";
  if (item.available !== undefined && item.quantity > item.available) return "quantity_unavailable";
  if (areaProblem && container) return "out_of_area";
  return null;
}

/** The cart as the API reads it: lines and totals (cart/serialize.ts) plus where, when and how it is delivered. */
export function pricedCartDto(p: PricedCart, available?: Map<string, number>): CartDto {
  // The deposits and waivers are their own row of the summary: the subtotal stays the goods, the total is the charge.
  const extras = p.rental.extraCents;
  const base = toCartDto(p.lines, { ...p.totals, subtotalCents: p.totals.subtotalCents - extras }, p.taxState, available);
  const containers = new Set(p.lines.filter((l) => l.sizeFt !== null).map((l) => l.id));
  const items = base.items.map((item) => {
    const d = p.lineDelivery.get(item.id);
    const container = containers.has(item.id);
    return { ...item, container, deliveryNote: d?.note, deliveryIssue: d?.problem ?? null, deliveryPending: !p.shipTo && !item.unavailable, issueCode: issueCodeOf(item, container, p.areaProblem) };
  });
  const blocked = Boolean(base.checkoutBlocked) || items.some((i) => i.deliveryIssue) || Boolean(p.areaProblem);
  return {
    ...base,
    items,
    rentalExtras: centsToDollars(extras),
    ...(available ? { checkoutBlocked: blocked } : {}),
    shipTo: p.shipTo ? { id: p.shipTo.id, street: p.shipTo.street, city: p.shipTo.city, state: p.shipTo.state, postalCode: p.shipTo.postalCode } : null,
    deliveryDate: p.deliveryDate,
    deliveryProblem: p.areaProblem,
    deliveryProblemCode: p.areaProblem ? "out_of_area" : null,
    delivery: p.booking
      ? {
          depot: { id: p.booking.depot.id, city: p.booking.depot.city, state: p.booking.depot.state },
          truck: p.booking.truck,
          trucks: p.booking.trucks,
          distanceMiles: p.booking.miles,
          route: p.booking.route,
          routeNote: p.booking.routeNote,
          ...p.site,
          dryRunFee: centsToDollars(p.dryRunCents),
          dateProblem: p.dateProblem,
        }
      : null,
  };
}
