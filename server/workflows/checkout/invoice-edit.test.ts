import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, payments, sandboxSessions } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

// Issue 19: "invoice says $1,220.50 paid, card charged $39,034" — an admin edit of the amounts left the open
// payment page charging the old total.
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
const edit: Parameters<(typeof t.api.admin.invoices)[":id"]["$put"]>[0]["json"] = { subtotal: 1000, tax: 60, shipping: 250, discount: 89.5, notes: null, terms: null, dueDate: "2099-12-31", status: "sent" };

async function checkout() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  expect(res.status).toBe(200);
  return { ...c, ...(res.body.data as { orderId: string; invoiceId: string; sessionId: string }) };
}
const session = async (id: string) => (await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)))[0];
const pay = (id: string) => t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id }, json: GOOD }));

describe("invoices are what is charged", () => {
  it("editing the amounts closes the open payment page; paying opens one for the new total", async () => {
    const c = await checkout();
    expect((await session(c.sessionId)).amountCents).toBe(READY_TOTAL_CENTS);
    const res = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: c.invoiceId }, json: edit }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1220.5);
    // The old page can no longer take the old amount.
    expect((await session(c.sessionId)).status).toBe("expired");
    expect((await pay(c.sessionId)).status).toBe(409);

    const again = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: c.invoiceId } }, t.as(c.token)));
    expect(again.status).toBe(200);
    const fresh = await session(again.body.data.sessionId);
    expect(fresh.amountCents).toBe(122050);
    expect((await pay(fresh.id)).status).toBe(200);
    await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: fresh.id } }, t.as(c.token)));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
    expect((await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).map((p) => p.amountCents)).toEqual([122050]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
    expect([invoice.status, invoice.totalCents]).toEqual(["paid", 122050]);
  });

  it("a paid invoice is never edited: 409 invoice_paid, amounts unchanged", async () => {
    const c = await checkout();
    expect((await pay(c.sessionId)).status).toBe(200);
    const res = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: c.invoiceId }, json: { ...edit, status: "paid" } }, t.as(admin)));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("invoice_paid");
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
    expect(invoice.totalCents).toBe(READY_TOTAL_CENTS);
  });

  it("the due date cannot be before the issue date", async () => {
    const c = await checkout();
    const res = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: c.invoiceId }, json: { ...edit, dueDate: "2020-01-01" } }, t.as(admin)));
    expect(res.status).toBe(400);
    expect(res.body.errors.dueDate).toMatch(/after the issue date/);
    expect((await session(c.sessionId)).status).toBe("open");
  });
});
