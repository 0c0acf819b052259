import { formatUsd } from "../../../contract/money.ts";
import type { MailMessage } from "../../lib/mail.ts";
import { type MailBrand, button, composeMail, figures, paragraph } from "../../lib/mail-kit/compose.ts";
import type { CreditNote } from "../../modules/billing/index.ts";

/** Tells the customer money is on its way back, with the credit note attached. */
export function refundMail(opts: { note: CreditNote; pdf: Buffer; brand: MailBrand; refundedAll: boolean }): Promise<MailMessage> {
  const { note, brand } = opts;
  const amount = formatUsd(note.amountCents / 100);
  const what = opts.refundedAll ? "the rest of your payment" : "part of your payment";
  return composeMail({
    to: note.customer.email,
    subject: `${brand.siteName} refund of ${amount} for order #${note.orderRef} (credit note ${note.number})`,
    heading: `Refund of ${amount}`,
    brand,
    blocks: [
      paragraph(`Hello ${note.customer.name},`),
      paragraph(`We refunded ${amount}, ${what} for order #${note.orderRef}.`),
      paragraph(`Reason: ${note.reason}`),
      figures([{ label: "Refunded", value: amount, strong: true }]),
      paragraph(`Banks take 5-10 business days to show it on your card. Credit note ${note.number} (against invoice ${note.invoiceNumber}) is attached.`),
      button("Your orders", `${brand.publicUrl}/dashboard/orders`),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
    attachments: [{ filename: `${note.number}.pdf`, content: opts.pdf, contentType: "application/pdf" }],
  });
}
