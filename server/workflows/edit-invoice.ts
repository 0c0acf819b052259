import { eq } from "drizzle-orm";
import type { InvoiceUpdate } from "../../contract/admin.ts";
import { centsToDollars, dollarsToCents } from "../../contract/money.ts";
import type { InvoiceDto } from "../../contract/orders.ts";
import { invoices, orders } from "../../db/schema/index.ts";
import { recordAudit } from "../lib/audit.ts";
import type { AppDeps } from "../lib/deps.ts";
import { badRequest } from "../lib/http-errors.ts";
import { assertEditable, findInvoice, invoiceWithOrder, lockInvoice } from "../modules/billing/index.ts";
import { closePaymentPage } from "./checkout/payment-page.ts";

const startOfDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Saves the edit form. The total is computed here (subtotal + tax + shipping − discount) and may not go below zero. */
export async function updateInvoice(deps: AppDeps, actorId: string, id: string, input: InvoiceUpdate): Promise<InvoiceDto> {
  const cents: Record<"subtotal" | "tax" | "shipping" | "discount", number> = { subtotal: 0, tax: 0, shipping: 0, discount: 0 };
  const errors: Record<string, string> = {};
  for (const key of Object.keys(cents) as (keyof typeof cents)[]) {
    const c = dollarsToCents(input[key]);
    if (c === null) errors[key] = "Use at most 2 decimals";
    else cents[key] = c;
  }
  if (Object.keys(errors).length) throw badRequest("Invalid input", errors);
  const totalCents = cents.subtotal + cents.tax + cents.shipping - cents.discount;
  if (totalCents < 0) throw badRequest("The total cannot be negative", { discount: "The discount cannot exceed subtotal + tax + shipping" });
  const dueDate = new Date(input.dueDate);
  const before = await invoiceWithOrder(deps.db, id);
  assertEditable(before.invoice, before.order);
  if (dueDate.getTime() < startOfDay(before.invoice.issueDate)) {
    throw badRequest("The due date is before the issue date", { dueDate: "The due date must be on or after the issue date" });
  }
  // Invoices are what is charged (ADR 028): an open page for the old amount is closed before the amounts change.
  if (totalCents !== before.invoice.totalCents) await closePaymentPage(deps, before.order);
  await deps.db.transaction(async (tx) => {
    const current = await lockInvoice(tx, id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId)).for("update");
    assertEditable(current, order);
    await tx
      .update(invoices)
      .set({
        subtotalCents: cents.subtotal,
        taxCents: cents.tax,
        shippingCents: cents.shipping,
        discountCents: cents.discount,
        totalCents,
        notes: input.notes || null,
        terms: input.terms || null,
        dueDate,
        status: input.status,
        updatedAt: deps.now(),
      })
      .where(eq(invoices.id, current.id));
    await recordAudit(tx, {
      actorId,
      action: "invoice.updated",
      entity: "invoice",
      entityId: current.id,
      details: { invoiceNumber: current.invoiceNumber, totalBefore: centsToDollars(current.totalCents), total: centsToDollars(totalCents), status: input.status },
    });
  });
  return findInvoice(deps.db, id);
}
