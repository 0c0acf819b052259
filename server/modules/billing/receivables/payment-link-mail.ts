import { formatUsd } from "../../../../contract/money.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, figures, paragraph } from "../../../lib/mail-kit/compose.ts";
import { payLink } from "../terms/jobs.ts";

/**
 * The admin's payment link, mailed: the hosted page for what is owed now, and the account's invoice page as the way
 * back once that page has expired (a hosted page lives a day at most; the invoice page opens a fresh one).
 */
export function paymentLinkMail(opts: { to: string; name: string; invoiceId: string; invoiceNumber: string; amount: number; url: string; brand: MailBrand }): Promise<MailMessage> {
  const { brand } = opts;
  const amount = formatUsd(opts.amount);
  return composeMail({
    to: opts.to,
    subject: `${brand.siteName}: pay invoice ${opts.invoiceNumber} (${amount})`,
    heading: `Pay invoice ${opts.invoiceNumber}`,
    brand,
    blocks: [
      paragraph(`Hello ${opts.name},`),
      paragraph(`${amount} is open on invoice ${opts.invoiceNumber}.`),
      figures([{ label: "Balance due", value: amount, strong: true }]),
      button("Pay it by card here", opts.url),
      paragraph("If the link has expired, sign in and pay from your invoices:"),
      button("Your invoices", payLink(brand.publicUrl, opts.invoiceId)),
      paragraph(`Questions? Call ${brand.salesPhone}.`),
    ],
  });
}
