import { eq } from "drizzle-orm";
import { centsToDollars, formatUsd } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { invoices, orders } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { conflict } from "../../../lib/http-errors.ts";

/**
 * A truck that could not unload because the site was not as the customer's checklist said (ADR 085): the dry-run fee
 * goes on the order's invoice as a delivery charge (shipping and total grow by it, the notes say what it is), in the
 * caller's transaction with the invoice locked. A paid invoice is open again for the fee and the order owes a
 * balance (`deposit_paid`, ADR 028): the lifecycle will not send the truck again before it is paid. Audited.
 */
export async function addDryRunFee(tx: DbOrTx, input: { orderId: string; cents: number; actorId: string; what: string; now: Date }): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, input.orderId)).for("update");
  if (!invoice || invoice.status === "cancelled") throw conflict("This order has no open invoice to add the dry-run fee to.");
  const line = `Dry-run fee ${formatUsd(centsToDollars(input.cents))}: ${input.what}`;
  await tx
    .update(invoices)
    .set({
      shippingCents: invoice.shippingCents + input.cents,
      totalCents: invoice.totalCents + input.cents,
      notes: invoice.notes ? `${invoice.notes}\n${line}` : line,
      status: invoice.status === "paid" ? "sent" : invoice.status,
      updatedAt: input.now,
    })
    .where(eq(invoices.id, invoice.id));
  const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, input.orderId));
  if (order?.paymentStatus === "paid") await tx.update(orders).set({ paymentStatus: "deposit_paid", updatedAt: input.now }).where(eq(orders.id, input.orderId));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "invoice.dry_run_fee",
    entity: "invoice",
    entityId: invoice.id,
    details: { invoiceNumber: invoice.invoiceNumber, fee: centsToDollars(input.cents), totalBefore: centsToDollars(invoice.totalCents), total: centsToDollars(invoice.totalCents + input.cents), what: input.what },
  });
}
