import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { carts } from "../../../../db/schema/index.ts";

/** The one limit per line, shared with the product page and the cart's stepper. */
export { MAX_LINE_QUANTITY } from "../../../../contract/cart.ts";

/**
 * Creates the user's cart row if needed and locks it until the transaction ends: every change to a
 * cart, and checkout, goes through this lock, so two requests never interleave on one cart.
 */
export async function lockCart(tx: DbOrTx, userId: string) {
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for("update");
  return cart;
}
