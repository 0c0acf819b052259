import { and, eq, inArray } from "drizzle-orm";
import { invoices, orders } from "../../../db/schema/index.ts";
import { type Customer, type World, at, fair, inDays, payPage, sessionOf } from "./world.ts";

/** The offer channel of the model test (issue 43): offers with full, deposit or net-30 terms, and invoice pages. */

export type Terms = "full" | "deposit" | "net30";

/** The admin builds and sends an offer (a catalog line when `quantity` > 0, and a custom line); returns its id. */
async function sendOffer(w: World, c: Customer, terms: Terms, quantity: number, custom: number, kind: string): Promise<string | null> {
  const { t } = w;
  const lines = [
    ...(quantity ? [{ kind: "catalog" as const, productId: w.cat.container.id, dimension: "20ft", condition: "New", quantity }] : []),
    { kind: "custom" as const, description: "Shelving", quantity: 1, unitPrice: custom },
  ];
  const json = { email: c.user.email, shipToState: "FL", shipToZip: "33101", lines, delivery: 0, discount: 0, expiresOn: inDays(w, 14), paymentTerms: terms, depositPercent: terms === "deposit" ? 30 : undefined, deliveryOn: inDays(w, 12) };
  const made = fair(await t.send(t.api.admin.offers.$post({ json }, t.as(w.admin.token))), kind);
  if (made.status !== 200) return null;
  await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(w.admin.token)));
  return made.body.data.id as string;
}

/** The customer accepts: an order, and a payment page unless on net-30 terms. */
async function accept(w: World, c: Customer, offerId: string, terms: Terms, kind: string) {
  const { t } = w;
  const accepted = fair(await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offerId }, json: terms === "net30" ? { poNumber: "PO-M" } : {} }, t.as(c.token))), kind);
  if (accepted.status !== 200) return;
  w.orderIds.push(accepted.body.data.orderId);
  if (accepted.body.data.url) w.sessions.push(sessionOf(accepted.body.data.url));
}

export async function offer(w: World, who: number, terms: Terms, quantity: number, custom: number) {
  const c = w.customers[who];
  const id = await sendOffer(w, c, terms, quantity, custom, "offer");
  if (id) await accept(w, c, id, terms, "offer");
}

/** Several net-30 offers to one terms customer, accepted at the same moment: together they may pass the limit. */
export async function parallelNet30(w: World, who: number, customs: number[]) {
  const c = w.customers[who];
  const ids: string[] = [];
  for (const custom of customs) {
    const id = await sendOffer(w, c, "net30", 0, custom, "parallelNet30");
    if (id) ids.push(id);
  }
  await Promise.all(ids.map((id) => accept(w, c, id, "net30", "parallelNet30")));
}

/**
 * The customer opens the invoice's payment page (what it asks now: the balance of a deposit order, a net-30
 * invoice, an unpaid order's total) and pays it. Deposit-paid orders are picked first: the balance is the step.
 */
export async function payInvoice(w: World, pick: number) {
  const { t } = w;
  if (!w.orderIds.length) return;
  const rows = await t.db
    .select({ invoiceId: invoices.id, userId: orders.userId, paymentStatus: orders.paymentStatus })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(inArray(orders.id, w.orderIds)));
  const deposits = rows.filter((r) => r.paymentStatus === "deposit_paid");
  const row = at(deposits.length ? deposits : rows, pick);
  const c = w.customers.find((x) => x.user.id === row?.userId);
  if (!row || !c) return;
  const page = fair(await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: row.invoiceId } }, t.as(c.token))), "payInvoice");
  if (page.status !== 200) return;
  const session = sessionOf(page.body.data.url);
  w.sessions.push(session);
  await payPage(w, session, "payInvoice");
}
