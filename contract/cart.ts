import { z } from "zod";

/**
 * The spec's add-to-cart payload. Only productId, the three selections and quantity are read; the
 * prices in it (basePrice, priceAdjustment, itemPrice, totalPrice, selectedDelivery.price) are ignored.
 */
export const cartItemPayload = z.object({
  productId: z.string().uuid("must be a product id"),
  quantity: z.number().int("must be a whole number").min(1, "must be at least 1").max(999, "must be at most 999").default(1),
  selectedDimension: z.object({ dimension: z.string().max(100) }).passthrough().nullish(),
  selectedCondition: z.object({ condition: z.string().max(100) }).passthrough().nullish(),
  selectedDelivery: z.object({ method: z.string().max(100) }).passthrough().nullish(),
}).passthrough();
export type CartItemPayload = z.infer<typeof cartItemPayload>;

/** A cart line as read (SPEC section 3, "Cart item (as read)"), priced by the server. */
export const cartItemDto = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  basePrice: z.number(),
  /** Unit price after the condition → dimension → product fallback. */
  itemPrice: z.number(),
  totalPrice: z.number(),
  selectedDimension: z.object({ dimension: z.string() }).nullable(),
  selectedCondition: z.object({ condition: z.string() }).nullable(),
  selectedDelivery: z.object({ method: z.string(), price: z.number() }).nullable(),
  /** Units the customer can buy now over all open depots. */
  available: z.number().optional(),
  /** "Only 1 left" or "Sold out — remove or request a quote" when the line cannot be checked out as is. */
  stockIssue: z.string().nullable().optional(),
  /** True when an admin withdrew the product after it was added: not priced, blocks checkout until removed. */
  unavailable: z.boolean().optional(),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

export const cartDto = z.object({
  items: z.array(cartItemDto),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  /** State whose sales-tax rate applied (from the default shipping address), or null. */
  taxState: z.string().nullable(),
  itemCount: z.number(),
  /** True while a line has a stock issue: checkout would answer 409 out_of_stock. */
  checkoutBlocked: z.boolean().optional(),
});
export type CartDto = z.infer<typeof cartDto>;
