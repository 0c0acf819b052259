import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { OfferDto } from "../../../../contract/offers.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { MailMessage } from "../../../lib/mail.ts";

type Settings = Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;

/**
 * The offer in the dashboard; `email` pre-fills log-in / registration when the reader is not logged in, and `proof`
 * confirms that address for the account signed in with it: whoever opens the mailed link owns the inbox (ADR 070).
 */
export const offerLink = (publicUrl: string, id: string, email: string, proof: string) =>
  `${publicUrl}/dashboard/offers/${id}?email=${encodeURIComponent(email)}&proof=${encodeURIComponent(proof)}`;

const termsLine = (o: OfferDto) =>
  o.paymentTerms === "net30" ? "Net 30 on invoice (approved accounts; you give a PO number)" : o.paymentTerms === "deposit" ? `${o.depositPercent}% deposit now (${formatUsd(o.dueOnAcceptance)}), the balance before delivery` : "Paid in full on acceptance";

/** The offer: a link to accept or decline it (log in or register with this address) and the PDF. */
export function offerMail(opts: { offer: OfferDto; pdf: Buffer; fileName: string; settings: Settings; publicUrl: string; proof: string }): MailMessage {
  const { offer: o, settings } = opts;
  const link = offerLink(opts.publicUrl, o.id, o.email, opts.proof);
  const total = formatUsd(o.total);
  return {
    to: o.email,
    subject: `${settings.siteName} offer ${o.number}: ${total}, valid until ${formatDate(o.expiresOn)}`,
    text:
      `Hello ${o.customerName},\n\nHere is our offer ${o.number} for ${total} (PDF attached), valid until ${formatDate(o.expiresOn)}.\nPayment: ${termsLine(o)}.\n\n` +
      `Accept or decline it here: ${link}\n(Log in, or create your account with this e-mail address, and it is in your dashboard under Offers.)\n\n` +
      `Questions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(o.customerName)},</p><p>Here is our offer <strong>${escapeHtml(o.number)}</strong> for <strong>${total}</strong> (PDF attached), valid until ${formatDate(o.expiresOn)}.<br>Payment: ${escapeHtml(termsLine(o))}.</p>` +
      `<p><a href="${escapeHtml(link)}">See and accept the offer</a></p><p>Log in, or create your account with this e-mail address, and it is in your dashboard under Offers.</p>` +
      `<p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
    attachments: [{ filename: opts.fileName, content: opts.pdf, contentType: "application/pdf" }],
  };
}

/** Tells sales a customer declined, with their reason. */
export function declinedMail(opts: { offer: OfferDto; to: string; settings: Settings; publicUrl: string }): MailMessage {
  const { offer: o } = opts;
  const text = `${o.customerName} <${o.email}> declined offer ${o.number} (${formatUsd(o.total)}).\n\nReason: ${o.declineReason}\n\nOffers: ${opts.publicUrl}/admin/offers\n`;
  return {
    to: opts.to,
    subject: `Offer ${o.number} declined by ${o.customerName}`,
    text,
    html: `<p>${escapeHtml(o.customerName)} &lt;${escapeHtml(o.email)}&gt; declined offer <strong>${escapeHtml(o.number)}</strong> (${formatUsd(o.total)}).</p><p>Reason: ${escapeHtml(o.declineReason ?? "")}</p>`,
  };
}
