import type { CartItemDto } from "../../../../contract/cart";

/** The fields that identify a cart line on the server (the prices in it are never read). */
export const lineRef = (i: CartItemDto) => ({
  productId: i.productId,
  selectedDimension: i.selectedDimension ? { dimension: i.selectedDimension.dimension } : null,
  selectedCondition: i.selectedCondition ? { condition: i.selectedCondition.condition } : null,
  selectedDelivery: i.selectedDelivery ? { method: i.selectedDelivery.method } : null,
});
export type CartLine = ReturnType<typeof lineRef>;
