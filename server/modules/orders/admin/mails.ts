import { shortId } from "../../../../contract/orders.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";

const STATUS_TEXT: Record<string, string> = {
  pending: "is pending",
  processing: "is being processed",
  confirmed: "is confirmed",
  shipped: "has shipped",
  delivered: "has been delivered",
  cancelled: "has been cancelled",
};

/** Tells the customer their order's status changed, with the tracking number when there is one. */
export function orderStatusMail(opts: {
  to: string;
  name: string;
  orderId: string;
  status: string;
  trackingNumber: string | null;
  settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;
  publicUrl: string;
}): MailMessage {
  const { settings } = opts;
  const ref = shortId(opts.orderId);
  const what = STATUS_TEXT[opts.status] ?? `is now ${opts.status}`;
  const link = `${opts.publicUrl}/dashboard/orders`;
  const tracking = opts.trackingNumber ? `Tracking number: ${opts.trackingNumber}\n` : "";
  return {
    to: opts.to,
    subject: `Your ${settings.siteName} order ${ref} ${what}`,
    text:
      `Hello ${opts.name},\n\nYour order ${ref} ${what}.\n${tracking}\nSee your orders: ${link}\n\n` +
      `Questions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(opts.name)},</p><p>Your order <strong>${ref}</strong> ${escapeHtml(what)}.</p>` +
      (opts.trackingNumber ? `<p>Tracking number: <strong>${escapeHtml(opts.trackingNumber)}</strong></p>` : "") +
      `<p><a href="${escapeHtml(link)}">See your orders</a></p>` +
      `<p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
  };
}
