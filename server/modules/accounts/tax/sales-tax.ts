import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { taxExemptions } from "../../../../db/schema/index.ts";
import { STATE_SALES_TAX_BPS } from "../../../../db/seed/sales-tax-rates.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { stateCode } from "./state-code.ts";

/** How a sale is taxed: the ship-to state, its rate, and the certificate that waived it (then bps is 0). */
export type SalesTax = { state: string | null; bps: number; exemptCertificate: string | null };

/** What to tax: the buyer (null for a guest or a prospect with no account), where it ships, and the day it is priced. */
export type TaxedSale = { userId: string | null; state: string | null | undefined; on: Date };

/** The state's rate: the admin's override in Settings when there is one, else the maintained table (ADR 087). */
export function stateRateBps(overrides: Record<string, number>, state: string): number {
  return overrides[state] ?? STATE_SALES_TAX_BPS[state] ?? 0;
}

/**
 * The one function every price with sales tax asks (cart, checkout, offers, rental quotes and buy-outs): the
 * ship-to state's rate, or 0 when the buyer holds an unexpired certificate covering that state.
 */
export async function salesTaxFor(db: DbOrTx, sale: TaxedSale): Promise<SalesTax> {
  const state = stateCode(sale.state);
  if (!state) return { state: null, bps: 0, exemptCertificate: null };
  const exempt = sale.userId ? await coveringCertificate(db, sale.userId, state, sale.on) : null;
  if (exempt) return { state, bps: 0, exemptCertificate: exempt };
  return { state, bps: stateRateBps((await getSiteSettings(db)).salesTaxBps, state), exemptCertificate: null };
}

/** Tax in cents on a taxable amount (half up to the cent). */
export const taxCentsOf = (taxableCents: number, bps: number) => Math.round((taxableCents * bps) / 10_000);

async function coveringCertificate(db: DbOrTx, userId: string, state: string, on: Date): Promise<string | null> {
  const [row] = await db.select().from(taxExemptions).where(eq(taxExemptions.userId, userId));
  if (!row || !row.states.includes(state)) return null;
  return row.expiresOn >= on.toISOString().slice(0, 10) ? row.certificateNumber : null;
}
