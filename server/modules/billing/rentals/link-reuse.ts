import { and, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalPaymentLinks, type RentalLinkKind } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";

type Wanted = { agreementId: string; kind: RentalLinkKind; invoiceId: string | null; amountCents: number };

/**
 * The page already open for the same thing (kind, invoice and amount), to be given again: a double click, a
 * second tab or a second visit never opens a second page that could be paid too (issue 43, defect 3). An open
 * page for another amount (the buy-out price fell since a cycle was paid) is expired at the provider first;
 * a page the provider calls paid but we have not settled yet refuses a new one. Run under the agreement's lock.
 */
export async function reusableLink(deps: AppDeps, tx: DbOrTx, want: Wanted): Promise<string | null> {
  const unsettled = await tx
    .select()
    .from(rentalPaymentLinks)
    .where(and(eq(rentalPaymentLinks.agreementId, want.agreementId), eq(rentalPaymentLinks.kind, want.kind), isNull(rentalPaymentLinks.settledAt)));
  let reuse: string | null = null;
  for (const link of unsettled) {
    const provider = deps.payments.get(link.provider);
    const state = provider ? await provider.retrieveSession(link.sessionId, tx) : null;
    if (!provider || !state || state.status === "expired" || state.status === "failed") continue;
    if (state.status === "paid") throw new HttpError("conflict", "A payment for this is being processed: it shows here in a minute.", { errors: { rental: "Payment being processed." } });
    const same = link.amountCents === want.amountCents && link.rentalInvoiceId === want.invoiceId && link.expiresAt > deps.now();
    if (same && !reuse) reuse = link.url;
    else await provider.expireSession(link.sessionId, tx);
  }
  return reuse;
}

/** Once one page of an agreement is settled, its other open pages (another buy-out, a voided cycle's) are closed. */
export async function closeOtherLinks(deps: AppDeps, tx: DbOrTx, agreementId: string, settledLinkId: string): Promise<void> {
  const others = await tx
    .select()
    .from(rentalPaymentLinks)
    .where(and(eq(rentalPaymentLinks.agreementId, agreementId), isNull(rentalPaymentLinks.settledAt), ne(rentalPaymentLinks.id, settledLinkId)));
  for (const link of others) await deps.payments.get(link.provider)?.expireSession(link.sessionId, tx);
}
