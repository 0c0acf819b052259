import { and, asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { addresses } from "../../../../db/schema/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { stateCode } from "./state-code.ts";

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

export type TaxRate = { state: string | null; bps: number };

/** The sales-tax rate of the address's state from settings; 0 for no address or an untaxed state. */
export async function taxRateFor(db: DbOrTx, address: AddressRow | null): Promise<TaxRate> {
  const state = stateCode(address?.state);
  if (!state) return { state: null, bps: 0 };
  const settings = await getSiteSettings(db);
  return { state, bps: settings.salesTaxBps[state] ?? 0 };
}
