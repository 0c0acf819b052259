import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { invoices } from "../../../../db/schema/index.ts";
import type { MailMessage } from "../../../lib/mail.ts";

type Settings = Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;

/** A net-terms invoice past its due date: what is owed and where to pay (card) or how (transfer, check). */
export function overdueMail(opts: { to: string; name: string; invoice: typeof invoices.$inferSelect; owed: number; link: string; settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail"> }): MailMessage {
  const { invoice, settings } = opts;
  const owed = formatUsd(opts.owed);
  const due = formatDate(invoice.dueDate);
  return {
    to: opts.to,
    subject: `${settings.siteName}: invoice ${invoice.invoiceNumber} is overdue (${owed})`,
    text: `Hello ${opts.name},\n\nInvoice ${invoice.invoiceNumber} was due on ${due}; ${owed} is still open.\nPay by card: ${opts.link}\nOr by bank transfer or check: call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html: `<p>Hello ${escapeHtml(opts.name)},</p><p>Invoice <strong>${escapeHtml(invoice.invoiceNumber)}</strong> was due on ${due}; <strong>${owed}</strong> is still open.</p><p><a href="${escapeHtml(opts.link)}">Pay by card</a>, or by bank transfer or check: call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
  };
}

/** Deposit orders: 7 days before delivery, the link to pay the balance. */
export function balanceMail(opts: { to: string; name: string; orderRef: string; balance: number; deliveryDate: string; link: string; settings: Settings }): MailMessage {
  const amount = formatUsd(opts.balance);
  return {
    to: opts.to,
    subject: `${opts.settings.siteName}: balance of ${amount} due before your delivery on ${formatDate(opts.deliveryDate)}`,
    text: `Hello ${opts.name},\n\nYour order #${opts.orderRef} is scheduled for delivery on ${formatDate(opts.deliveryDate)}. The balance of ${amount} is due before we deliver.\n\nPay it here: ${opts.link}\n\n${opts.settings.siteName}\n`,
    html: `<p>Hello ${escapeHtml(opts.name)},</p><p>Your order #${escapeHtml(opts.orderRef)} is scheduled for delivery on ${formatDate(opts.deliveryDate)}. The balance of <strong>${amount}</strong> is due before we deliver.</p><p><a href="${escapeHtml(opts.link)}">Pay the balance</a></p><p>${escapeHtml(opts.settings.siteName)}</p>`,
  };
}
