import { eq } from "drizzle-orm";
import type { CartDto, CartItemPayload, DesignCartPayload } from "../../../../contract/cart.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { cartItems, carts } from "../../../../db/schema/index.ts";
import { MAX_LINE_QUANTITY, lockCart } from "./lock.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { assertCartQuantityAvailable, availableToCustomer } from "../../yard/index.ts";
import { addDesignToCart } from "./custom-build.ts";
import { pricedCartDto } from "../cart-delivery/cart-dto.ts";
import { priceCart } from "../cart-delivery/price-cart.ts";
import { loadCartLines } from "./lines.ts";
import { type LineRef, findLine } from "./match-line.ts";
import { resolveSelection } from "./resolve-selection.ts";

export { MAX_LINE_QUANTITY, lockCart } from "./lock.ts";

/** The cart priced by priceCart (delivery from the depots to the ship-to, tax by its state), with stock. */
export async function getCart(db: DbOrTx, userId: string, now = new Date()): Promise<CartDto> {
  const priced = await priceCart(db, userId, now);
  return pricedCartDto(priced, await availableToCustomer(db, priced.lines, userId));
}

/** Adds a line; the same product + dimension + condition + delivery adds up to at most 999. */
export async function addCartItem(db: DbOrTx, userId: string, payload: CartItemPayload): Promise<CartDto> {
  const quantity = payload.quantity ?? 1;
  await db.transaction(async (tx) => {
    const sel = await resolveSelection(tx, payload);
    const cart = await lockCart(tx, userId);
    const lines = await loadCartLines(tx, userId);
    const same = lines.find(
      (l) =>
        l.designId === null &&
        l.productId === sel.product.id &&
        l.dimensionId === (sel.dimension?.id ?? null) &&
        l.conditionId === (sel.condition?.id ?? null) &&
        l.deliveryOptionId === sel.delivery.id,
    );
    if (same && same.quantity + quantity > MAX_LINE_QUANTITY) {
      throw badRequest("Quantity too large", { quantity: `A cart line holds at most ${MAX_LINE_QUANTITY}; this cart already has ${same.quantity}` });
    }
    const variant = { productId: sel.product.id, dimensionId: sel.dimension?.id ?? null, conditionId: sel.condition?.id ?? null };
    const inCart = lines.filter((l) => l.productId === variant.productId && l.dimensionId === variant.dimensionId && l.conditionId === variant.conditionId).reduce((n, l) => n + l.quantity, 0);
    await assertCartQuantityAvailable(tx, userId, { ...variant, name: sel.product.name, dimension: sel.dimension?.dimension ?? null, condition: sel.condition?.condition ?? null }, inCart + quantity);
    if (same) {
      await tx.update(cartItems).set({ quantity: same.quantity + quantity }).where(eq(cartItems.id, same.id));
    } else {
      await tx.insert(cartItems).values({
        cartId: cart.id,
        productId: sel.product.id,
        dimensionId: sel.dimension?.id ?? null,
        conditionId: sel.condition?.id ?? null,
        deliveryOptionId: sel.delivery.id,
        quantity,
      });
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
  return getCart(db, userId);
}

/** Adds a saved design as a custom-build line (custom-build.ts), then reads the cart. */
export async function addCustomBuildToCart(db: DbOrTx, userId: string, payload: DesignCartPayload): Promise<CartDto> {
  await addDesignToCart(db, userId, payload);
  return getCart(db, userId);
}

/** Sets a line's quantity (the whole item is sent; its selections find the line). */
export async function updateCartItemQuantity(db: DbOrTx, userId: string, payload: CartItemPayload): Promise<CartDto> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const lines = await loadCartLines(tx, userId);
    const line = findLine(lines, payload);
    if (payload.quantity > line.quantity) {
      const inCart = lines.filter((l) => l.productId === line.productId && l.dimensionId === line.dimensionId && l.conditionId === line.conditionId).reduce((n, l) => n + l.quantity, 0);
      await assertCartQuantityAvailable(tx, userId, line, inCart - line.quantity + payload.quantity);
    }
    await tx.update(cartItems).set({ quantity: payload.quantity }).where(eq(cartItems.id, line.id));
  });
  return getCart(db, userId);
}

/** Removes one line (the item in the body says which of the product's lines). */
export async function removeCartItem(db: DbOrTx, userId: string, payload: LineRef): Promise<CartDto> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const line = findLine(await loadCartLines(tx, userId, { withArchived: true }), payload);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
  return getCart(db, userId);
}

export async function clearCart(db: DbOrTx, userId: string): Promise<CartDto> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, userId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  });
  return getCart(db, userId);
}
