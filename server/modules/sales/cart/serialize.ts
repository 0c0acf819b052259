import type { CartDto, CartItemDto } from "../../../../contract/cart.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import { stockIssue } from "../../yard/index.ts";
import { variantKey } from "../../yard/index.ts";
import type { CartTotals, PricedLine } from "./lines.ts";
import { designSummary } from "../../orders/index.ts";

/** `available`: units the customer can buy (cart-availability.ts); absent, the line is not checked. */
export const NO_LONGER_AVAILABLE = "No longer available — remove it to check out";

export function toCartItemDto(l: PricedLine, available?: number): CartItemDto {
  return {
    ...(available === undefined ? {} : { available, stockIssue: stockIssue(l.quantity, available) }),
    // An archived product is not for sale whatever the yard holds; its line says so and blocks checkout.
    ...(l.archived ? { unavailable: true, available: 0, stockIssue: NO_LONGER_AVAILABLE } : {}),
    id: l.id,
    productId: l.productId,
    name: l.name,
    image: l.image,
    quantity: l.quantity,
    basePrice: centsToDollars(l.basePriceCents),
    itemPrice: centsToDollars(l.unitCents),
    totalPrice: centsToDollars(l.totalCents),
    selectedDimension: l.dimension ? { dimension: l.dimension } : null,
    selectedCondition: l.condition ? { condition: l.condition } : null,
    selectedDelivery: l.deliveryMethod ? { method: l.deliveryMethod, price: centsToDollars(l.deliveryCents) } : null,
    design: l.design && l.designId ? designSummary(l.designId, l.design) : null,
  };
}

export function toCartDto(lines: PricedLine[], totals: CartTotals, taxState: string | null, available?: Map<string, number>): CartDto {
  const items = lines.map((l) => toCartItemDto(l, available?.get(variantKey(l))));
  return {
    items,
    // Checkout would refuse these lines; the cart page says so before the customer tries.
    ...(available || items.some((i) => i.unavailable) ? { checkoutBlocked: items.some((i) => i.stockIssue) } : {}),
    subtotal: centsToDollars(totals.subtotalCents),
    shipping: centsToDollars(totals.shippingCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    taxState,
    itemCount: lines.reduce((n, l) => n + (l.archived ? 0 : l.quantity), 0),
  };
}
