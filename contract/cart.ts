import { z } from "zod";

/**
 * The most units of one cart line: the product page's quantity, the cart's stepper and the server's check all read
 * this (issue 48: they disagreed, 999 on the product page and 100 in the cart).
 */
export const MAX_LINE_QUANTITY = 999;
/** Said wherever a larger number is typed. */
export const LINE_QUANTITY_LIMIT_TEXT = `You can order at most ${MAX_LINE_QUANTITY} per line`;
const lineQuantity = z.number().int("must be a whole number").min(1, "must be at least 1").max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`).default(1);

/**
 * The spec's add-to-cart payload. Only productId, the three selections and quantity are read; the
 * prices in it (basePrice, priceAdjustment, itemPrice, totalPrice, selectedDelivery.price) are ignored.
 */
export const cartItemPayload = z.object({
  productId: z.string().uuid("must be a product id"),
  quantity: lineQuantity,
  selectedDimension: z.object({ dimension: z.string().max(100) }).passthrough().nullish(),
  selectedCondition: z.object({ condition: z.string().max(100) }).passthrough().nullish(),
  selectedDelivery: z.object({ method: z.string().max(100) }).passthrough().nullish(),
}).passthrough();
export type CartItemPayload = z.infer<typeof cartItemPayload>;

/** A saved container-builder design as a custom-build line; delivery defaults to the base box's cheapest. */
export const designCartPayload = z.object({
  designId: z.uuid("Unknown design"),
  quantity: lineQuantity,
  selectedDelivery: z.object({ method: z.string().max(100) }).passthrough().nullish(),
});
export type DesignCartPayload = z.infer<typeof designCartPayload>;

/**
 * What POST /v1/user/cart reads: a catalog line (productId…) or a custom build (designId). One object rather
 * than a union, so a wrong field is still named in `errors` (a union reports only "no branch matched").
 */
export const addToCartPayload = cartItemPayload
  .extend({ productId: z.string().uuid("must be a product id").optional(), designId: z.uuid("Unknown design").optional() })
  .refine((v) => v.productId !== undefined || v.designId !== undefined, { path: ["productId"], message: "must be a product id" });

/** A custom build's design on a cart or order line: its name, priced lines and lead time. */
export const lineDesignDto = z.object({
  id: z.string(),
  name: z.string(),
  leadTimeDays: z.number(),
  lines: z.array(z.object({ code: z.string(), label: z.string(), price: z.number() })),
});

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
  /** The method and the delivery of the whole line (trucks × truck price from its depot, or the parcel). */
  selectedDelivery: z.object({ method: z.string(), price: z.number() }).nullable(),
  /** How the line ships ("1 truck from Miami, FL · 12 mi", "Ships free with your container"). */
  deliveryNote: z.string().optional(),
  /** Why the line cannot be delivered to the chosen address (beyond the truck's reach): checkout refuses it. */
  deliveryIssue: z.string().nullable().optional(),
  /** A container (a truck drops it) rather than a part (a parcel, or free with a container). */
  container: z.boolean().optional(),
  /** True while the line's delivery has no price yet (no address chosen): the cart says so instead of "free". */
  deliveryPending: z.boolean().optional(),
  /**
   * Why the line cannot be checked out, as a code: `out_of_area` (the address is beyond our trucks), `out_of_stock`
   * (sold out at every depot), `quantity_unavailable` (fewer in stock than the quantity). Null when it can.
   */
  issueCode: z.enum(["out_of_area", "out_of_stock", "quantity_unavailable"]).nullable().optional(),
  /** Units the customer can buy now over all open depots. */
  available: z.number().optional(),
  /** "Only 1 left" or "Sold out — remove or request a quote" when the line cannot be checked out as is. */
  stockIssue: z.string().nullable().optional(),
  /** True when an admin withdrew the product after it was added: not priced, blocks checkout until removed. */
  unavailable: z.boolean().optional(),
  /** Set on a custom-build line: the design it is built to. */
  design: lineDesignDto.nullable().optional(),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

/** The ship-to address of the cart (the picked one, else the default shipping address). */
export const cartShipTo = z.object({ id: z.string(), street: z.string(), city: z.string(), state: z.string(), postalCode: z.string() });

/** The drop being arranged (docs/decisions/024); null for a cart of parts only or without an address. */
export const cartDelivery = z.object({
  depot: z.object({ id: z.string(), city: z.string(), state: z.string() }),
  truck: z.string(),
  trucks: z.number().int(),
  distanceMiles: z.number().int(),
  /** How the main line gets there (docs/decisions/073) and that route in words, as the delivery quote says it. */
  route: z.enum(["local", "long-haul", "transfer"]),
  routeNote: z.string(),
  doorFacing: z.string().nullable(),
  groundSurface: z.string().nullable(),
  clearanceConfirmed: z.boolean(),
  siteNotes: z.string().nullable(),
  /** The four answers above were left by the customer's last order and not changed since: the cart says so. */
  siteFromLastOrder: z.boolean(),
  /** What a truck that cannot unload costs, stated before checkout. */
  dryRunFee: z.number(),
  /** Why the saved date was dropped (booked full meanwhile, now too soon), or null. */
  dateProblem: z.string().nullable(),
});

export const cartDto = z.object({
  items: z.array(cartItemDto),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  /** What checkout charges: subtotal + shipping + tax + rentalExtras. */
  total: z.number(),
  /** Rental lines' refundable deposits and first-month damage waivers, due today (not taxed); 0 without rentals. */
  rentalExtras: z.number().optional(),
  /** State whose sales-tax rate applied (from the default shipping address), or null. */
  taxState: z.string().nullable(),
  itemCount: z.number(),
  /** True while a line has a stock issue: checkout would answer 409 out_of_stock. */
  checkoutBlocked: z.boolean().optional(),
  shipTo: cartShipTo.nullable().optional(),
  /** The booked day "YYYY-MM-DD" when chosen and still available. */
  deliveryDate: z.string().nullable().optional(),
  delivery: cartDelivery.nullable().optional(),
  /** Why the ship-to address cannot be served at all (unknown ZIP, outside the 48 states). */
  deliveryProblem: z.string().nullable().optional(),
  /** `out_of_area` with `deliveryProblem`: the ship-to cannot be served and checkout answers 422 with that code. */
  deliveryProblemCode: z.enum(["out_of_area"]).nullable().optional(),
});
export type CartDto = z.infer<typeof cartDto>;
