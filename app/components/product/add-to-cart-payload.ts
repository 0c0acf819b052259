import type { ProductDetail } from "../../../contract/catalog";
import type { ProductView, Selection } from "./selection";

/**
 * The spec's cart item payload (SPEC section 3, "Cart item payload (on add)"). The server reads only
 * the product, the three selections and the quantity; the prices are sent because the spec's shape
 * has them, and the server prices the item itself.
 */
export function cartPayload(p: ProductDetail, s: Selection, v: ProductView) {
  return {
    productId: p.id,
    name: p.name,
    basePrice: p.price,
    quantity: s.quantity,
    image: v.images[0]?.url ?? p.images[0] ?? null,
    selectedDimension: v.dimension ? { dimension: v.dimension.dimension, priceAdjustment: v.dimension.price ?? 0 } : null,
    selectedCondition: v.condition ? { condition: v.condition.condition, priceAdjustment: 0 } : null,
    selectedDelivery: v.delivery ? { method: v.delivery.method, price: v.delivery.price } : null,
    itemPrice: v.unitPrice,
    totalPrice: v.total,
  };
}
