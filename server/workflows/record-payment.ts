import { eq } from "drizzle-orm";
import { invoices, orders } from "../../db/schema/index.ts";
import type { AppDeps } from "../lib/deps.ts";
import { notFound } from "../lib/http-errors.ts";
import { uuidOr404 } from "../lib/ids.ts";
import { type ManualPayment, recordInvoicePayment } from "../modules/billing/index.ts";
import { closePaymentPage } from "./checkout/payment-page.ts";

/**
 * Money received by hand (wire, check, cash) against an invoice. The invoice's open card page is closed first:
 * it was opened for the amount owed before this money came, and paying it afterwards would take more than the
 * invoice (found by the model test of issue 43). A page paid meanwhile is fulfilled and the recording refused.
 */
export async function recordManualPayment(deps: AppDeps, actorId: string, id: string, input: ManualPayment) {
  const [row] = await deps.db.select({ order: orders }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.id, uuidOr404(id, "Invoice not found")));
  if (!row) throw notFound("Invoice not found");
  await closePaymentPage(deps, row.order);
  return recordInvoicePayment(deps, actorId, id, input);
}
