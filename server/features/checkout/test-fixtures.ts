import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/connect.ts";
import { addresses, deliveryOptions, productConditions, productDimensions, productImages, products } from "../../../db/schema/index.ts";
import { stockProducts } from "../stock/test-fixtures.ts";

/**
 * A small catalog with known prices (cents) for cart and checkout tests:
 * - container: base 100000; "20ft" 200000 with conditions New 300000, Used 0 (a price of 0 is a
 *   price), Refurbished null (falls back to 20ft); "40ft" null (falls back to base), no conditions;
 *   delivery crane 50000, flatbed 0.
 * - part: no dimensions, base 2550, delivery "tilt-bed" 1000.
 */
export async function makeCatalog(db: Db) {
  const tag = randomBytes(3).toString("hex");
  const [container] = await db.insert(products).values({ name: "Test Container", sku: `TC-${tag}`, basePriceCents: 100000 }).returning();
  const [part] = await db.insert(products).values({ name: "Test Lock Box", sku: `TP-${tag}`, basePriceCents: 2550 }).returning();
  const [d20, d40] = await db
    .insert(productDimensions)
    .values([
      { productId: container.id, dimension: "20ft", priceCents: 200000, position: 0 },
      { productId: container.id, dimension: "40ft", priceCents: null, position: 1 },
    ])
    .returning();
  await db.insert(productConditions).values([
    { dimensionId: d20.id, condition: "New", priceCents: 300000, position: 0 },
    { dimensionId: d20.id, condition: "Used", priceCents: 0, position: 1 },
    { dimensionId: d20.id, condition: "Refurbished", priceCents: null, position: 2 },
  ]);
  await db.insert(deliveryOptions).values([
    { productId: container.id, method: "crane", priceCents: 50000, position: 0 },
    { productId: container.id, method: "flatbed", priceCents: 0, position: 1 },
    { productId: part.id, method: "tilt-bed", priceCents: 1000, position: 0 },
  ]);
  await db.insert(productImages).values({ productId: container.id, url: "/media/test-container.webp", position: 0 });
  // Plenty at two depots: these tests are about prices and payments, not running out (see stock tests).
  await stockProducts(db, [container.id, part.id], 1000);
  return { container, part, d20, d40 };
}

/** The spec's add-to-cart payload, with client prices that the server must ignore. */
export function itemPayload(productId: string, sel: { dimension?: string; condition?: string; method?: string; quantity?: number } = {}) {
  return {
    productId,
    name: "Whatever the client says",
    basePrice: 1,
    quantity: sel.quantity ?? 1,
    image: "/x.png",
    selectedDimension: sel.dimension ? { dimension: sel.dimension, priceAdjustment: 1 } : null,
    selectedCondition: sel.condition ? { condition: sel.condition, priceAdjustment: 0 } : null,
    selectedDelivery: sel.method ? { method: sel.method, price: 0.01 } : null,
    itemPrice: 0.01,
    totalPrice: 0.01,
  };
}

export async function addAddress(db: Db, userId: string, a: { state?: string; isDefault?: boolean; type?: "shipping" | "billing" } = {}) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      type: a.type ?? "shipping",
      street: "1 Harbor Way",
      city: "Miami",
      state: a.state ?? "FL",
      postalCode: "33101",
      country: "USA",
      isDefault: a.isDefault ?? true,
    })
    .returning();
  return row;
}

type Caller = (method: string, path: string, init?: { body?: unknown; token?: string }) => Promise<{ status: number; body: any }>;

/** Books the cart's drop on its first available day with the site checklist done (PUT /v1/user/cart/delivery). */
export async function bookDelivery(t: { call: Caller }, token: string, addressId: string, site: { doorFacing?: string; groundSurface?: string } = {}) {
  const dates = await t.call("GET", "/v1/user/cart/delivery-dates", { token });
  const body = { addressId, deliveryDate: dates.body.data[0] ?? null, doorFacing: site.doorFacing ?? "cab", groundSurface: site.groundSurface ?? "gravel", clearanceConfirmed: true };
  const res = await t.call("PUT", "/v1/user/cart/delivery", { token, body });
  if (res.status !== 200) throw new Error(`delivery PUT failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A customer with a Florida address and one container line in the cart, its drop booked: ready to check out. */
export async function readyCustomer(
  t: { createUser: () => Promise<{ user: { id: string; email: string }; token: string }>; call: Caller; db: Db },
  cat: Awaited<ReturnType<typeof makeCatalog>>,
) {
  const { user, token } = await t.createUser();
  const address = await addAddress(t.db, user.id);
  const res = await t.call("POST", "/v1/user/cart", { token, body: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 2 }) });
  if (res.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
  await bookDelivery(t, token, address.id);
  return { user, token };
}

/**
 * 2 × 3000.00 + two crane trucks from the Miami depot (33101 is within the 50 miles the $650 base fee covers)
 * + 6 % Florida tax on 6000.00 = 6000 + 1300 + 360 = 7660.00
 */
export const READY_SHIPPING_CENTS = 130000;
export const READY_TOTAL_CENTS = 766000;
