import { and, inArray } from "drizzle-orm";
import { rentalAgreements } from "../../../db/schema/index.ts";
import { jobDefinitions } from "../../jobs.ts";
import { bookDelivery, itemPayload } from "../fixtures/checkout.ts";
import { type World, at, avoided, checkOutCart, emptyCart, fair, payPage, renewTokens, sessionOf } from "./world.ts";

/** The rental channel of the model test (issue 43): rent, bill a cycle as time passes, buy out. */

/** A customer rents one unit (tilt-bed drop, damage waiver or not) and, most of the time, pays at once. */
export async function rent(w: World, who: number, payNow: boolean) {
  const { t } = w;
  const c = w.customers[who];
  await emptyCart(w, c);
  fair(await t.send(t.api.user.cart.$post({ json: itemPayload(w.rental.id, { dimension: "20ft", method: "tilt-bed" }) }, t.as(c.token))), "rent");
  await bookDelivery(t, c.token, c.addressId).catch(() => null);
  const session = await checkOutCart(w, c, "rent");
  if (session && payNow) await payPage(w, session, "rent");
}

/** The scheduled jobs a day's passing sets off, as the app's scheduler runs them (server/jobs.ts). */
const JOBS = ["checkout-expire", "payment-reconcile", "rental-billing", "offer-expire", "balance-reminder", "invoice-overdue"];

/**
 * Time passes: the clock moves `days` forward and the jobs run once, as after the scheduler's next tick (the
 * billing issues every cycle due by today, so a jump of weeks bills every anniversary on the way).
 */
export async function advance(w: World, days: number) {
  w.clock.now = new Date(w.clock.now.getTime() + days * 86_400_000);
  await renewTokens(w);
  for (const job of jobDefinitions(w.t.deps).filter((j) => JOBS.includes(j.name))) {
    await job.handler({}, { id: `model-${job.name}`, retryCount: 0, retryLimit: 0, signal: new AbortController().signal });
  }
  fair({ status: 200, body: null }, `advance ${days > 14 ? "weeks" : "days"}`);
}

/**
 * The customer buys a rented unit: one page, or two opened together (a double click, two tabs) and both
 * paid; a unit is bought once.
 */
export async function buyout(w: World, pick: number, twice: boolean) {
  const { t } = w;
  const ids = w.customers.map((c) => c.user.id);
  const running = await t.db.select().from(rentalAgreements).where(and(inArray(rentalAgreements.userId, ids), inArray(rentalAgreements.status, ["scheduled", "active", "overdue", "pickup_scheduled"])));
  const a = at(running, pick);
  const c = w.customers.find((x) => x.user.id === a?.userId);
  if (!a || !c) return;
  const open = () => t.send(t.api.user.rentals[":id"].buyout.$post({ param: { id: a.id } }, t.as(c.token)));
  const pages = (await Promise.all(twice && !avoided("buyout-twice") ? [open(), open()] : [open()])).map((p) => fair(p, "buyout"));
  for (const page of pages) {
    if (page.status !== 200) continue;
    const session = sessionOf(page.body.data.url);
    w.sessions.push(session);
    await payPage(w, session, "buyout");
  }
}
