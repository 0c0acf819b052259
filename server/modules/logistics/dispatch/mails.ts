import { escapeHtml } from "../../../../contract/escape-html.ts";
import { formatUsd } from "../../../../contract/money.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { MailMessage } from "../../../lib/mail.ts";

type Base = { to: string; name: string; orderId: string; settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">; publicUrl: string };

/** Greeting, the news as paragraphs, the order link and how to reach us: plain and HTML parts alike. */
function dropMail(m: Base, subject: string, paragraphs: string[], extra: Pick<MailMessage, "attachments"> & { htmlAfter?: string } = {}): MailMessage {
  const link = `${m.publicUrl}/dashboard/orders`;
  const { settings } = m;
  return {
    to: m.to,
    subject,
    text:
      `Hello ${m.name},\n\n${paragraphs.join("\n\n")}\n\nSee your order: ${link}\n\n` +
      `Questions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(m.name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${extra.htmlAfter ?? ""}` +
      `<p><a href="${escapeHtml(link)}">See your order</a></p>` +
      `<p>Questions? Call ${escapeHtml(m.settings.salesPhone)} or write to ${escapeHtml(m.settings.salesEmail)}.</p><p>${escapeHtml(m.settings.siteName)}</p>`,
    ...(extra.attachments ? { attachments: extra.attachments } : {}),
  };
}

/** "On my way": the driver left for the site; the window is in the shop's time zone ("10:30 AM – 11:30 AM"). */
export function etaMail(m: Base & { window: string; driverName: string }): MailMessage {
  return dropMail(m, `Your container is on its way (order ${shortId(m.orderId)})`, [
    `${m.driverName} is on the way with your order ${shortId(m.orderId)}.`,
    `Expected arrival: ${m.window}.`,
    "Please make sure the drop site is clear and someone can show the driver where to put the container.",
  ]);
}

export type ProofPhoto = { filename: string; content: Buffer; url: string };

/** Delivered: who received it, and the photos of the unit on site, attached and linked. */
export function deliveredMail(m: Base & { receivedBy: string; deliveredOn: string; photos: ProofPhoto[] }): MailMessage {
  const links = m.photos.map((p) => `${m.publicUrl}${p.url}`);
  const photoText = links.length ? `Photos of the drop: ${links.join(" ")}` : "";
  return dropMail(
    m,
    `Delivered: your order ${shortId(m.orderId)}`,
    [`Your order ${shortId(m.orderId)} was delivered on ${m.deliveredOn} and received by ${m.receivedBy}.`, ...(photoText ? [photoText] : [])],
    {
      attachments: m.photos.map((p) => ({ filename: p.filename, content: p.content, contentType: "image/webp" })),
      htmlAfter: links.map((l) => `<p><img src="${escapeHtml(l)}" alt="The delivered container on site" width="480"></p>`).join(""),
    },
  );
}

/** Could not deliver: the reason, the dry-run fee when the site did not match the checklist, and how to rebook. */
export function failedDropMail(m: Base & { reason: string; dryRunCents: number | null }): MailMessage {
  const fee = m.dryRunCents ? [`As the site did not match the checklist you confirmed at checkout, a dry-run fee of ${formatUsd(m.dryRunCents / 100)} was added to your invoice.`] : [];
  return dropMail(m, `We could not deliver your order ${shortId(m.orderId)}`, [
    `Our driver could not deliver your order ${shortId(m.orderId)} today: ${m.reason}.`,
    ...fee,
    "Please call us to book a new day.",
  ]);
}
