import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers, orders, outgoingEmails, productConditions, stock, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { markSessionUnpaid } from "../checkout/unpaid.ts";
import { makeCatalog } from "../../../test/fixtures/checkout.ts";
import { stockLedger } from "../../../test/fixtures/stock.ts";

let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Offer orders hold and sell stock as checkout does (issue 19): `lines` of the catalog, a custom door. */
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
async function sentOffer(email: string, lines: OfferJson["lines"], extra: Partial<OfferJson> = {}) {
  const body: OfferJson = { email, shipToState: "FL", shipToZip: "33101", lines: [...lines, { kind: "custom", description: "Roll-up door", quantity: 1, unitPrice: 500 }], delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "full", ...extra };
  const made = await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin)));
  expect(made.status).toBe(200);
  const sent = await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
  return sent.body.data as { id: string };
}
const newContainers = (quantity: number) => ({ kind: "catalog" as const, productId: cat.container.id, dimension: "20ft", condition: "New", quantity });
const ledgerOfNew = async () => {
  const [newCond] = await t.db.select().from(productConditions).where(and(eq(productConditions.dimensionId, cat.d20.id), eq(productConditions.condition, "New")));
  const l = await stockLedger(t.db, cat.container.id);
  const rows = l.rows.filter((r) => r.conditionId === newCond.id);
  return { onHand: rows.reduce((n, r) => n + r.onHand, 0), reserved: rows.reduce((n, r) => n + r.reserved, 0) };
};

describe("offer orders and stock", () => {
  it("accepting holds the catalog units at a depot; paying sells them; an expired page gives them back", async () => {
    const before = await ledgerOfNew();
    const c = await t.createUser();
    const offer = await sentOffer(c.user.email, [newContainers(3)]);
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect(accepted.status).toBe(200);
    expect(await ledgerOfNew()).toEqual({ onHand: before.onHand, reserved: before.reserved + 3 });
    // The page expires unpaid: the hold goes back; accepting again holds the units again.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, accepted.body.data.orderId));
    await markSessionUnpaid(t.deps, "sandbox", order.providerSessionId as string, "expired");
    expect(await ledgerOfNew()).toEqual(before);
    const again = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect(await ledgerOfNew()).toEqual({ onHand: before.onHand, reserved: before.reserved + 3 });
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: again.body.data.url.split("/").at(-1) }, json: GOOD }))).status).toBe(200);
    expect(await ledgerOfNew()).toEqual({ onHand: before.onHand - 3, reserved: before.reserved });
  });

  it("more than the depots have → 409 out_of_stock, and no order is made", async () => {
    const c = await t.createUser();
    await t.db.update(stock).set({ onHand: 0, reserved: 0 }).where(eq(stock.productId, cat.part.id));
    const offer = await sentOffer(c.user.email, [{ kind: "catalog", productId: cat.part.id, quantity: 2 }]);
    const res = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect([res.status, res.body.code]).toEqual([409, "out_of_stock"]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, c.user.id))).toHaveLength(0);
    expect((await t.db.select().from(offers).where(eq(offers.id, offer.id)))[0].status).toBe("sent");
  });

  it("net 30: the units leave the yard at once and the customer is mailed the confirmation with the invoice", async () => {
    const before = await ledgerOfNew();
    const c = await t.createUser();
    await t.db.update(users).set({ termsCreditLimitCents: 10_000_000 }).where(eq(users.id, c.user.id));
    const offer = await sentOffer(c.user.email, [newContainers(2)], { paymentTerms: "net30" });
    const ok = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: { poNumber: "PO-9" } }, t.as(c.token)));
    expect(ok.status).toBe(200);
    expect(await ledgerOfNew()).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
    const mails = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, c.user.email));
    const confirmation = mails.find((m) => /confirmed/i.test(m.subject));
    expect(confirmation?.text).toContain("PO-9");
    expect(confirmation?.text).toMatch(/due .*30 days|Net 30/i);
    expect(confirmation?.attachments?.[0].filename).toMatch(/^invoice-INV-\d+\.pdf$/);
    expect((await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, t.deps.env.SALES_EMAIL))).some((m) => m.subject.includes("net 30"))).toBe(true);
  });
});
