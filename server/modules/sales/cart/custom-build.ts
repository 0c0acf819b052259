import { and, asc, eq, inArray } from "drizzle-orm";
import type { DesignCartPayload } from "../../../../contract/cart.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type DesignSnapshot, cartItems, carts, deliveryOptions, designs } from "../../../../db/schema/index.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { findDesign } from "../../builder/index.ts";
import { findBaseBox, priceDesignNow } from "../../builder/index.ts";
import { assertCartQuantityAvailable } from "../../yard/index.ts";
import { MAX_LINE_QUANTITY, lockCart } from "./lock.ts";

/**
 * Custom builds in the cart (docs/decisions/025). A custom-build line is a cart line of its base box (product,
 * dimension, condition: so stock, reservations and delivery treat it as that container) that also names a
 * design; its unit price is the design priced now, on every cart read, never the price it had when added.
 */

/** The base box's delivery option for a new custom-build line: the one asked for, else the cheapest. */
async function deliveryFor(db: DbOrTx, productId: string, method: string | undefined) {
  const options = await db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, productId)).orderBy(asc(deliveryOptions.priceCents));
  const wanted = method?.trim().toLowerCase();
  const chosen = wanted ? options.find((o) => o.method.toLowerCase() === wanted) : options[0];
  if (!chosen) throw badRequest("Unknown delivery method", { selectedDelivery: `"${method ?? ""}" is not a delivery method of this container` });
  return chosen;
}

/** Adds a saved design as a custom-build line (any design: a shared link can be bought by whoever opens it). */
export async function addDesignToCart(db: DbOrTx, userId: string, payload: DesignCartPayload): Promise<void> {
  const quantity = payload.quantity ?? 1;
  await db.transaction(async (tx) => {
    const design = await findDesign(tx, payload.designId);
    if (!design) throw notFound("Design not found");
    const priced = await priceDesignNow(tx, design.design);
    if (priced.problems.length) {
      throw badRequest("This design needs changes before it can be ordered", { designId: priced.problems.map((p) => p.message).join(" ") });
    }
    const base = await findBaseBox(tx, design.design.base);
    if (!base) throw badRequest("This base box is not for sale", { designId: "Choose another base box" });
    const delivery = await deliveryFor(tx, base.productId, payload.selectedDelivery?.method);
    const cart = await lockCart(tx, userId);
    const [same] = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.designId, design.id), eq(cartItems.deliveryOptionId, delivery.id)));
    const total = (same?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) throw badRequest("Quantity too large", { quantity: `A cart line holds at most ${MAX_LINE_QUANTITY}` });
    const inCart = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, base.productId), eq(cartItems.conditionId, base.conditionId)));
    const wanted = inCart.reduce((n, l) => n + l.quantity, 0) + quantity;
    await assertCartQuantityAvailable(tx, userId, { ...base, name: design.name, dimension: null, condition: null }, wanted);
    if (same) await tx.update(cartItems).set({ quantity: total }).where(eq(cartItems.id, same.id));
    else await tx.insert(cartItems).values({ cartId: cart.id, productId: base.productId, dimensionId: base.dimensionId, conditionId: base.conditionId, deliveryOptionId: delivery.id, designId: design.id, quantity });
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

/** Prices the custom-build lines from their designs as they are now; other lines pass through unchanged. */
type RepricedLine = { designId: string | null; design: DesignSnapshot | null; name: string; image: string | null; unitCents: number; deliveryCents: number; totalCents: number; quantity: number };

export async function repriceCustomBuilds<L extends RepricedLine>(db: DbOrTx, lines: L[]): Promise<L[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.designId ? [l.designId] : [])))];
  if (!ids.length) return lines;
  const rows = await db.select().from(designs).where(inArray(designs.id, ids));
  const priced = new Map(await Promise.all(rows.map(async (d) => [d.id, { row: d, price: await priceDesignNow(db, d.design) }] as const)));
  return lines.map((l) => {
    const found = l.designId ? priced.get(l.designId) : undefined;
    if (!found) return l;
    const snapshot: DesignSnapshot = {
      name: found.row.name,
      design: found.row.design,
      lines: found.price.lines.map((x) => ({ code: x.code, label: x.label, priceCents: x.priceCents })),
      leadTimeDays: found.price.leadTimeDays,
    };
    const unitCents = found.price.priceCents;
    return { ...l, name: `Custom build: ${found.row.name}`, image: found.row.imageUrl ?? l.image, unitCents, totalCents: unitCents * l.quantity + l.deliveryCents, design: snapshot };
  });
}
