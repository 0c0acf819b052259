import { and, inArray, isNotNull } from "drizzle-orm";
import type { Design } from "../../../contract/builder.ts";
import { orders } from "../../../db/schema/index.ts";
import { bookDelivery } from "../fixtures/checkout.ts";
import { type World, at, checkOutCart, emptyCart, fair, inDays } from "./world.ts";

/** The builder channel and the admin's reschedules in the model test (issue 43). */

/** Modifications of a 20ft box; more of them take longer to build (the lead time is the slowest's). */
const MODS: Design["modifications"] = [
  { key: "d", code: "personnel-door", wall: "left", x: 40 },
  { key: "w1", code: "window-barred", wall: "left", x: 120 },
  { key: "i", code: "spray-foam" },
  { key: "e", code: "electrical" },
];

/** A customer designs a custom build on the scarce 20ft box, adds it to the cart and checks out. */
export async function build(w: World, who: number, mods: number) {
  const { t } = w;
  const c = w.customers[who];
  const design: Design = { base: { lengthFt: 20, highCube: false, condition: "new" }, modifications: MODS.slice(0, mods) };
  const saved = fair(await t.send(t.api.user.designs.$post({ json: { name: `Model build ${mods}`, design } }, t.as(c.token))), "build");
  if (saved.status !== 200) return;
  await emptyCart(w, c);
  fair(await t.send(t.api.user.cart.$post({ json: { designId: saved.body.data.id } }, t.as(c.token))), "build");
  await bookDelivery(t, c.token, c.addressId).catch(() => null);
  await checkOutCart(w, c, "build");
}

/** Booked orders of this run, oldest first. */
async function booked(w: World) {
  if (!w.orderIds.length) return [];
  return w.t.db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, w.orderIds), isNotNull(orders.deliveryDepotId))).orderBy(orders.createdAt);
}

/** A weekday `offset` days from the clock (a weekend rolls on to Monday): sometimes too soon, a holiday or full. */
function weekdayIn(w: World, offset: number): string {
  let day = inDays(w, offset);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = inDays(w, ++offset);
  return day;
}

const moveTo = (w: World, id: string, deliveryDate: string) => w.t.send(w.t.api.admin.orders[":id"].reschedule.$post({ param: { id }, json: { deliveryDate } }, w.t.as(w.admin.token)));

/** The admin moves one order's delivery to another day. */
export async function reschedule(w: World, pick: number, offset: number) {
  const order = at(await booked(w), pick);
  if (order) fair(await moveTo(w, order.id, weekdayIn(w, offset)), "reschedule");
}

/** Two admins move several orders onto one day at the same moment: the day's trucks must still fit. */
export async function parallelReschedules(w: World, pick: number, offset: number) {
  const list = await booked(w);
  const picked = [0, 1, 2].map((i) => at(list, pick + i)).filter((o, i, all) => o && all.findIndex((x) => x?.id === o.id) === i);
  const day = weekdayIn(w, offset);
  await Promise.all(picked.map(async (o) => fair(await moveTo(w, o!.id, day), "parallelReschedules")));
}
