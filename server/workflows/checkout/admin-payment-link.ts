import { eq } from "drizzle-orm";
import type { PaymentLinkDto } from "../../../contract/receivables.ts";
import { invoices, orders, users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { notFound } from "../../lib/http-errors.ts";
import { uuidOr404 } from "../../lib/ids.ts";
import { recordAudit } from "../../lib/audit.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { paymentLinkMail } from "../../modules/billing/index.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { openInvoicePayment } from "./payment-page.ts";

/**
 * The admin's payment link for an invoice's open balance (docs/decisions/086): the very page the customer's own
 * "Pay" opens (`openInvoicePayment`: the amount owed now, the payment cap, one open page per order, the same ledger
 * when paid), as an absolute link to copy; with `send`, mailed to the customer through the outbox.
 */
export async function adminPaymentLink(deps: AppDeps, actorId: string, invoiceId: string, send: boolean): Promise<PaymentLinkDto> {
  const [invoice] = await deps.db
    .select({ id: invoices.id, number: invoices.invoiceNumber, userId: invoices.userId, email: users.email, name: users.fullName })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, uuidOr404(invoiceId, "Invoice not found")));
  if (!invoice) throw notFound("Invoice not found");
  const page = await openInvoicePayment(deps, invoice.userId, invoice.id);
  const url = /^https?:\/\//.test(page.url) ? page.url : `${deps.env.PUBLIC_URL.replace(/\/$/, "")}${page.url}`;
  const [order] = await deps.db.select({ expiresAt: orders.checkoutExpiresAt }).from(orders).where(eq(orders.id, page.orderId));
  const settings = send ? await getSiteSettings(deps.db) : null;
  await deps.db.transaction(async (tx) => {
    if (settings) {
      const mail = await paymentLinkMail({ to: invoice.email, name: invoice.name, invoiceId: invoice.id, invoiceNumber: invoice.number, amount: page.amount, url, brand: mailBrand(settings, deps.env.PUBLIC_URL) });
      await deps.mailer.enqueue(tx, mail);
    }
    await recordAudit(tx, { actorId, action: send ? "invoice.payment_link_sent" : "invoice.payment_link_created", entity: "invoice", entityId: invoice.id, details: { invoiceNumber: invoice.number, amount: page.amount } });
  });
  return { url, amount: page.amount, expiresAt: order?.expiresAt?.toISOString() ?? null, sentTo: send ? invoice.email : null };
}
