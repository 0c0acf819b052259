import { type DeliveryBooking, bookingLines, formatDeliveryDate } from "../../../../contract/delivery-booking.ts";
import { shortId } from "../../../../contract/orders.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { type MailBrand, button, composeMail, paragraph, rows } from "../../../lib/mail-kit/compose.ts";

export type BookingMailInput = {
  to: string;
  name: string;
  orderId: string;
  booking: DeliveryBooking;
  brand: MailBrand;
};

/** One mail body: a greeting, the news, the whole booking as every other place words it, and how to reach us. */
function deliveryMail(m: BookingMailInput, subject: string, heading: string, news: string, ask: string): Promise<MailMessage> {
  const { brand } = m;
  return composeMail({
    to: m.to,
    subject,
    heading,
    brand,
    blocks: [
      paragraph(`Hello ${m.name},`),
      paragraph(news),
      rows(bookingLines(m.booking).map((l) => [l.label, l.value]), "Delivery"),
      paragraph(ask),
      button("See your order", `${brand.publicUrl}/dashboard/orders`),
      paragraph(`Questions? Call ${brand.salesPhone} or write to ${brand.salesEmail}.`),
    ],
  });
}

/** The admin moved the delivery: the customer learns the new day (and the old one, so nobody waits for a truck). */
export function rescheduledMail(m: BookingMailInput & { previousDate: string | null }): Promise<MailMessage> {
  const day = formatDeliveryDate(m.booking.date!);
  const was = m.previousDate ? ` (it was ${formatDeliveryDate(m.previousDate)})` : "";
  return deliveryMail(
    m,
    `New delivery date for order ${shortId(m.orderId)}: ${day}`,
    `New delivery date: ${day}`,
    `We have moved the delivery of your order ${shortId(m.orderId)} to ${day}${was}.`,
    "If this day does not suit you, call us and we will find another.",
  );
}

/** Two business days ahead: the drop is coming, make sure the site is ready. */
export function reminderMail(m: BookingMailInput): Promise<MailMessage> {
  const day = formatDeliveryDate(m.booking.date!);
  return deliveryMail(
    m,
    `Your container arrives ${day} (order ${shortId(m.orderId)})`,
    `Your container arrives ${day}`,
    `Your order ${shortId(m.orderId)} is due for delivery on ${day}.`,
    "Please keep the drop site clear and level, and reachable for the truck. A truck that cannot unload is charged a dry-run fee.",
  );
}
