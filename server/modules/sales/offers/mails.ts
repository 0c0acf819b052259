import { formatDate, formatUsd } from "../../../../contract/money.ts";
import type { OfferDto } from "../../../../contract/offers.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type Figure, type MailBrand, button, composeMail, figures, list, paragraph, rows } from "../../../lib/mail-kit/compose.ts";

/**
 * The offer in the dashboard; `email` pre-fills log-in / registration when the reader is not logged in, and `proof`
 * confirms that address for the account signed in with it: whoever opens the mailed link owns the inbox (ADR 070).
 */
export const offerLink = (publicUrl: string, id: string, email: string, proof: string) =>
  `${publicUrl}/dashboard/offers/${id}?email=${encodeURIComponent(email)}&proof=${encodeURIComponent(proof)}`;

const termsLine = (o: OfferDto) =>
  o.paymentTerms === "net30" ? "Net 30 on invoice (approved accounts; you give a PO number)" : o.paymentTerms === "deposit" ? `${o.depositPercent}% deposit now (${formatUsd(o.dueOnAcceptance)}), the balance before delivery` : "Paid in full on acceptance";

/** The offer's money: subtotal, delivery, discount, tax, total and what accepting asks now. */
function offerFigures(o: OfferDto): Figure[] {
  const due = o.paymentTerms === "deposit" ? `Deposit due on acceptance (${o.depositPercent}%)` : o.paymentTerms === "net30" ? "Due on acceptance (Net 30)" : "Due on acceptance";
  return [
    { label: "Subtotal", value: formatUsd(o.subtotal) },
    { label: "Delivery", value: formatUsd(o.delivery) },
    ...(o.discount > 0 ? [{ label: "Discount", value: `−${formatUsd(o.discount)}` }] : []),
    { label: `Tax${o.shipToState ? ` (${o.shipToState}, ${o.taxRatePercent}%)` : ""}`, value: formatUsd(o.tax) },
    { label: "Total", value: formatUsd(o.total), strong: true },
    { label: due, value: formatUsd(o.dueOnAcceptance) },
    ...(o.paymentTerms === "deposit" ? [{ label: "Balance before delivery", value: formatUsd(o.total - o.dueOnAcceptance) }] : []),
  ];
}

/** The offer: a link to accept or decline it (log in or register with this address) and the PDF. */
export function offerMail(opts: { offer: OfferDto; pdf: Buffer; fileName: string; brand: MailBrand; proof: string }): Promise<MailMessage> {
  const { offer: o, brand } = opts;
  const link = offerLink(brand.publicUrl, o.id, o.email, opts.proof);
  const total = formatUsd(o.total);
  return composeMail({
    to: o.email,
    subject: `${brand.siteName} offer ${o.number}: ${total}, valid until ${formatDate(o.expiresOn)}`,
    heading: `Offer ${o.number}`,
    brand,
    blocks: [
      paragraph(`Hello ${o.customerName},`),
      paragraph(`Here is our offer ${o.number} for ${total} (PDF attached), valid until ${formatDate(o.expiresOn)}.`),
      paragraph(`Payment: ${termsLine(o)}.`),
      list(o.lines.map((l) => `${l.name}${l.dimension ? ` (${l.dimension})` : ""} × ${l.quantity}: ${formatUsd(l.total)}`), "Items"),
      figures(offerFigures(o)),
      ...(o.shipToState || o.deliveryOn ? [rows([...(o.shipToState ? [["Ship-to state", o.shipToState] as [string, string]] : []), ...(o.deliveryOn ? [["Planned delivery", formatDate(o.deliveryOn)] as [string, string]] : [])])] : []),
      button("Accept or decline it here", link),
      paragraph("(Log in, or create your account with this e-mail address, and it is in your dashboard under Offers.)"),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
    attachments: [{ filename: opts.fileName, content: opts.pdf, contentType: "application/pdf" }],
  });
}

/** Tells sales a customer declined, with their reason. */
export function declinedMail(opts: { offer: OfferDto; to: string; brand: MailBrand }): Promise<MailMessage> {
  const { offer: o, brand } = opts;
  return composeMail({
    to: opts.to,
    subject: `Offer ${o.number} declined by ${o.customerName}`,
    heading: `Offer ${o.number} declined`,
    brand,
    signOff: null,
    blocks: [
      paragraph(`${o.customerName} <${o.email}> declined offer ${o.number} (${formatUsd(o.total)}).`),
      paragraph(`Reason: ${o.declineReason}`),
      button("Offers", `${brand.publicUrl}/admin/offers`),
    ],
  });
}
