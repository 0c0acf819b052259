import { type DeliveryBooking, bookingLines, formatDeliveryDate } from "../../../../contract/delivery-booking.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { MailMessage } from "../../../lib/mail.ts";

export type BookingMailInput = {
  to: string;
  name: string;
  orderId: string;
  booking: DeliveryBooking;
  settings: Pick<SiteSettings, "siteName" | "salesPhone" | "salesEmail">;
  publicUrl: string;
};

/** One mail body: a greeting, the news, the whole booking as every other place words it, and how to reach us. */
function deliveryMail(m: BookingMailInput, subject: string, news: string, ask: string): MailMessage {
  const lines = bookingLines(m.booking);
  const link = `${m.publicUrl}/dashboard/orders`;
  const { settings } = m;
  return {
    to: m.to,
    subject,
    text:
      `Hello ${m.name},\n\n${news}\n\n${lines.map((l) => `${l.label}: ${l.value}`).join("\n")}\n\n${ask}\n` +
      `See your order: ${link}\n\nQuestions? Call ${settings.salesPhone} or write to ${settings.salesEmail}.\n\n${settings.siteName}\n`,
    html:
      `<p>Hello ${escapeHtml(m.name)},</p><p>${escapeHtml(news)}</p>` +
      `<p>${lines.map((l) => `${escapeHtml(l.label)}: <strong>${escapeHtml(l.value)}</strong>`).join("<br>")}</p>` +
      `<p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">See your order</a></p>` +
      `<p>Questions? Call ${escapeHtml(settings.salesPhone)} or write to ${escapeHtml(settings.salesEmail)}.</p><p>${escapeHtml(settings.siteName)}</p>`,
  };
}

/** The admin moved the delivery: the customer learns the new day (and the old one, so nobody waits for a truck). */
export function rescheduledMail(m: BookingMailInput & { previousDate: string | null }): MailMessage {
  const day = formatDeliveryDate(m.booking.date!);
  const was = m.previousDate ? ` (it was ${formatDeliveryDate(m.previousDate)})` : "";
  return deliveryMail(
    m,
    `New delivery date for order ${shortId(m.orderId)}: ${day}`,
    `We have moved the delivery of your order ${shortId(m.orderId)} to ${day}${was}.`,
    "If this day does not suit you, call us and we will find another.",
  );
}

/** Two business days ahead: the drop is coming, make sure the site is ready. */
export function reminderMail(m: BookingMailInput): MailMessage {
  const day = formatDeliveryDate(m.booking.date!);
  return deliveryMail(
    m,
    `Your container arrives ${day} (order ${shortId(m.orderId)})`,
    `Your order ${shortId(m.orderId)} is due for delivery on ${day}.`,
    "Please keep the drop site clear and level, and reachable for the truck. A truck that cannot unload is charged a dry-run fee.",
  );
}
