import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import type { MailMessage } from "../../../lib/mail.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { depotsById } from "../../orders/index.ts";
import { toDeliveryBooking } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import type { BookingMailInput } from "./mails.ts";

type OrderRow = typeof orders.$inferSelect;
type Render = (m: BookingMailInput) => Promise<MailMessage>;

/** Queues a delivery mail about `order` to its customer in `tx` (outbox): sent exactly when the change commits. */
export async function enqueueBookingMail(deps: Pick<AppDeps, "mailer" | "env">, tx: DbOrTx, order: OrderRow, render: Render): Promise<boolean> {
  const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
  const booking = toDeliveryBooking(order, order.deliveryDepotId ? (await depotsById(tx, [order.deliveryDepotId])).get(order.deliveryDepotId) : null);
  if (!customer || !booking?.date) return false;
  const settings = await getSiteSettings(tx);
  await deps.mailer.enqueue(tx, await render({ to: customer.email, name: customer.name, orderId: order.id, booking, brand: mailBrand(settings, deps.env.PUBLIC_URL) }));
  return true;
}
