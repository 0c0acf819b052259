import { formatUsd } from "../../../../contract/money.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBlock, type MailBrand, button, composeMail, images, paragraph } from "../../../lib/mail-kit/compose.ts";

type Base = { to: string; name: string; orderId: string; brand: MailBrand };

/** Greeting, the news as paragraphs, the order link and how to reach us, in the shop's layout. */
function dropMail(m: Base, subject: string, heading: string, news: MailBlock[], attachments?: MailMessage["attachments"]): Promise<MailMessage> {
  const { brand } = m;
  return composeMail({
    to: m.to,
    subject,
    heading,
    brand,
    blocks: [paragraph(`Hello ${m.name},`), ...news, button("See your order", `${brand.publicUrl}/dashboard/orders`), paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`)],
    ...(attachments ? { attachments } : {}),
  });
}

/** "On my way": the driver left for the site; the window is in the shop's time zone ("10:30 AM – 11:30 AM"). */
export function etaMail(m: Base & { window: string; driverName: string }): Promise<MailMessage> {
  return dropMail(m, `Your container is on its way (order ${shortId(m.orderId)})`, "Your container is on its way", [
    paragraph(`${m.driverName} is on the way with your order ${shortId(m.orderId)}.`),
    paragraph(`Expected arrival: ${m.window}.`),
    paragraph("Please make sure the drop site is clear and someone can show the driver where to put the container."),
  ]);
}

export type ProofPhoto = { filename: string; content: Buffer; url: string };

/** Delivered: who received it, and the photos of the unit on site, attached and linked. */
export function deliveredMail(m: Base & { receivedBy: string; deliveredOn: string; photos: ProofPhoto[] }): Promise<MailMessage> {
  const links = m.photos.map((p) => `${m.brand.publicUrl}${p.url}`);
  return dropMail(
    m,
    `Delivered: your order ${shortId(m.orderId)}`,
    `Order ${shortId(m.orderId)} delivered`,
    [paragraph(`Your order ${shortId(m.orderId)} was delivered on ${m.deliveredOn} and received by ${m.receivedBy}.`), ...(links.length ? [images("Photos of the drop", links, "The delivered container on site")] : [])],
    m.photos.map((p) => ({ filename: p.filename, content: p.content, contentType: "image/webp" })),
  );
}

/** Could not deliver: the reason, the dry-run fee when the site did not match the checklist, and how to rebook. */
export function failedDropMail(m: Base & { reason: string; dryRunCents: number | null }): Promise<MailMessage> {
  const fee = m.dryRunCents ? [paragraph(`As the site did not match the checklist you confirmed at checkout, a dry-run fee of ${formatUsd(m.dryRunCents / 100)} was added to your invoice.`)] : [];
  return dropMail(m, `We could not deliver your order ${shortId(m.orderId)}`, "We could not deliver today", [
    paragraph(`Our driver could not deliver your order ${shortId(m.orderId)} today: ${m.reason}.`),
    ...fee,
    paragraph("Please call us to book a new day."),
  ]);
}
