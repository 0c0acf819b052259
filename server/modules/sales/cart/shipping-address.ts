import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { addresses } from "../../../../db/schema/index.ts";
import { type SalesTax, salesTaxFor } from "../../accounts/index.ts";

export type AddressRow = typeof addresses.$inferSelect;

/**
 * Where an order ships: the default shipping address, else the oldest shipping address. The cart's
 * tax and the checkout use this one function, so the total shown is the total charged.
 */
export async function shippingAddressFor(db: DbOrTx, userId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, "shipping")))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return row ?? null;
}

/** The cart's tax: the one tax function (accounts) for its buyer and ship-to state; 0 for no address. */
export async function taxRateFor(db: DbOrTx, userId: string, address: AddressRow | null, now: Date): Promise<SalesTax> {
  return salesTaxFor(db, { userId, state: address?.state, on: now });
}
