import { eq } from "drizzle-orm";
import { invoices, rentalAgreements } from "../../../db/schema/index.ts";
import { markSessionUnpaid } from "../../modules/sales/index.ts";
import { bookDelivery, itemPayload } from "../fixtures/checkout.ts";
import { type Customer, type World, at, avoided, checkOutCart, emptyCart, fair, payPage } from "./world.ts";

/** The cart channel and the admin's money steps of the model test (issue 43). */

export async function checkout(w: World, c: Customer, kind: string, quantity = 1, method: "crane" | "flatbed" = "crane") {
  const { t } = w;
  await emptyCart(w, c);
  fair(await t.send(t.api.user.cart.$post({ json: itemPayload(w.cat.container.id, { dimension: "20ft", condition: "New", method, quantity }) }, t.as(c.token))), kind);
  await bookDelivery(t, c.token, c.addressId).catch(() => null);
  await checkOutCart(w, c, kind);
}

export async function pay(w: World, pick: number) {
  const s = at(w.sessions, pick);
  if (s) await payPage(w, s, "pay");
}

/** The customer leaves the page and it expires at the provider. */
export async function abandon(w: World, pick: number) {
  const s = at(w.sessions, pick);
  if (s) await markSessionUnpaid(w.t.deps, "sandbox", s, "expired");
}

/** The admin records a bank transfer for `share` % of an order's invoice. */
export async function wire(w: World, pick: number, share: number) {
  const { t } = w;
  const id = at(w.orderIds, pick);
  if (!id) return;
  const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
  if (!inv) return;
  const amount = Math.max(1, Math.floor((inv.totalCents * share) / 100)) / 100;
  fair(await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: inv.id }, json: { amount, method: "bank_transfer", reference: `W-${pick}-${share}` } }, t.as(w.admin.token))), "wire");
}

/** The admin refunds 40 % of what is left on an order, or all of it (the unit came back). */
export async function refund(w: World, pick: number, all: boolean) {
  const { t } = w;
  const id = at(w.orderIds, pick);
  if (!id || (avoided("refund-rental") && (await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.orderId, id))).length)) return;
  const detail = (await t.send(t.api.admin.orders[":id"].$get({ param: { id } }, t.as(w.admin.token)))).body.data;
  const paid = (detail?.payments ?? []).reduce((n: number, p: { amount: number }) => n + p.amount, 0);
  const back = (detail?.refunds ?? []).reduce((n: number, r: { amount: number }) => n + r.amount, 0);
  const left = Math.round((paid - back) * 100) / 100;
  if (left <= 0) return;
  const amount = all ? left : Math.max(0.01, Math.round(left * 40) / 100);
  fair(await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id }, json: { amount, reason: "Model step", restock: all } }, t.as(w.admin.token))), "refund");
}

export async function cancel(w: World, pick: number) {
  const { t } = w;
  const id = at(w.orderIds, pick);
  if (id) fair(await t.send(t.api.admin.order[":id"].$patch({ param: { id }, json: { status: "cancelled" } }, t.as(w.admin.token))), "cancel");
}
