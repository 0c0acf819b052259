import type { CartDto, CartItemDto } from "../../../contract/cart.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { CartTotals, PricedLine } from "./lines.ts";

export function toCartItemDto(l: PricedLine): CartItemDto {
  return {
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
  };
}

export function toCartDto(lines: PricedLine[], totals: CartTotals, taxState: string | null): CartDto {
  return {
    items: lines.map(toCartItemDto),
    subtotal: centsToDollars(totals.subtotalCents),
    shipping: centsToDollars(totals.shippingCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    taxState,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}
