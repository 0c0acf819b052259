import { shortId } from "../../../../contract/orders.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, paragraph, rows } from "../../../lib/mail-kit/compose.ts";

const STATUS_TEXT: Record<string, string> = {
  pending: "is pending",
  processing: "is being processed",
  confirmed: "is confirmed",
  shipped: "has shipped",
  delivered: "has been delivered",
  cancelled: "has been cancelled",
};

/** Tells the customer their order's status changed, with the tracking number when there is one. */
export function orderStatusMail(opts: { to: string; name: string; orderId: string; status: string; trackingNumber: string | null; brand: MailBrand }): Promise<MailMessage> {
  const { brand } = opts;
  const ref = shortId(opts.orderId);
  const what = STATUS_TEXT[opts.status] ?? `is now ${opts.status}`;
  return composeMail({
    to: opts.to,
    subject: `Your ${brand.siteName} order ${ref} ${what}`,
    heading: `Order ${ref} ${what}`,
    brand,
    blocks: [
      paragraph(`Hello ${opts.name},`),
      paragraph(`Your order ${ref} ${what}.`),
      ...(opts.trackingNumber ? [rows([["Tracking number", opts.trackingNumber]])] : []),
      button("See your orders", `${brand.publicUrl}/dashboard/orders`),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
  });
}
