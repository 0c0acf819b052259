import { eq } from "drizzle-orm";
import { depots, drops, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { milesBetween } from "../../../lib/geo/geo.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { shipOrder } from "../../orders/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { localToday } from "../delivery/calendar.ts";
import { ROAD_FACTOR, locateZip } from "../delivery/distance.ts";
import { type DriverRow, lastFinishedToday, lockDriverDrop } from "./driver.ts";
import { etaMail } from "./mails.ts";

/** Average road speed of a loaded truck, and the width of the window the customer is given. */
const MPH = 40;
const WINDOW_MINUTES = 60;
const SLOT_MS = 15 * 60_000;

/** The arrival window: leg miles by road at MPH from now, its start rounded down to the quarter hour. */
export function etaWindow(now: Date, legMiles: number): { from: Date; to: Date } {
  const arrival = now.getTime() + ((legMiles * ROAD_FACTOR) / MPH) * 3_600_000;
  const from = Math.max(now.getTime(), Math.floor((arrival - (WINDOW_MINUTES / 2) * 60_000) / SLOT_MS) * SLOT_MS);
  return { from: new Date(from), to: new Date(from + WINDOW_MINUTES * 60_000) };
}

/**
 * "On my way" (POST /driver/drops/{orderId}/en-route): in one transaction with the order locked, the drop is marked
 * en route, the order goes out for delivery through the lifecycle's `shipOrder` (quiet: this mail says more), and
 * the customer is mailed an arrival window counted from the driver's last drop today (or the depot).
 */
export async function markEnRoute(deps: Pick<AppDeps, "db" | "now" | "mailer" | "env">, driver: DriverRow, id: string): Promise<{ from: string; to: string }> {
  return deps.db.transaction(async (tx) => {
    const { order } = await lockDriverDrop(tx, driver, id);
    const now = deps.now();
    const settings = await getSiteSettings(tx);
    const fromZip = await lastFinishedToday(tx, driver.id, localToday(now, settings.timeZone));
    const [depot] = await tx.select().from(depots).where(eq(depots.id, order.deliveryDepotId ?? driver.depotId));
    const start = (fromZip && (await locateZip(fromZip))) || depot;
    const site = await locateZip(order.shippingAddress.postalCode);
    const window = etaWindow(now, site ? milesBetween(start, site) : 30);
    await tx.update(drops).set({ enRouteAt: now }).where(eq(drops.orderId, order.id));
    await shipOrder(deps, tx, { actorId: driver.userId, order, quiet: true });
    const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
    const time = new Intl.DateTimeFormat("en-US", { timeZone: settings.timeZone, hour: "numeric", minute: "2-digit" });
    const text = `${time.format(window.from)} – ${time.format(window.to)}`;
    await deps.mailer.enqueue(tx, await etaMail({ to: customer.email, name: customer.name, orderId: order.id, brand: mailBrand(settings, deps.env.PUBLIC_URL), window: text, driverName: driver.name }));
    return { from: window.from.toISOString(), to: window.to.toISOString() };
  });
}
