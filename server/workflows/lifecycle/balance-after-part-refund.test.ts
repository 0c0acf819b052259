import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, payments } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog } from "../../test/fixtures/checkout.ts";

// Issue 43, model defect 9 (seed 7, 8 × 150): a balance page paid after a part refund was taken at the provider
// and never written to the ledger (the order's "partially refunded" status stopped its fulfilment).
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
const sessionOf = (url: string) => url.split("/").at(-1) as string;

describe("a balance paid after a part refund", () => {
  it("is in the ledger, the invoice is paid and the order stays partly refunded", async () => {
    const c = await t.createUser();
    const made = await t.send(t.api.admin.offers.$post({ json: {
      email: c.user.email, shipToState: "FL", shipToZip: "33101", delivery: 650, discount: 0, expiresOn: inDays(14), paymentTerms: "deposit", depositPercent: 30, deliveryOn: inDays(20),
      lines: [{ kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }],
    } }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(c.token)));
    const { orderId, invoiceId } = accepted.body.data as { orderId: string; invoiceId: string; url: string };
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionOf(accepted.body.data.url) }, json: GOOD }))).status).toBe(200);
    await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: sessionOf(accepted.body.data.url), payerID: null } }, t.as(c.token)));
    expect((await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount: 100, reason: "Scratched door", restock: false } }, t.as(admin)))).status).toBe(200);

    const page = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: invoiceId } }, t.as(c.token)));
    expect(page.status).toBe(200);
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionOf(page.body.data.url) }, json: GOOD }))).status).toBe(200);

    const taken = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(taken.filter((p) => p.status === "succeeded").reduce((n, p) => n + p.amountCents, 0)).toBe(invoice.totalCents);
    expect(invoice.status).toBe("paid");
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.paymentStatus).toBe("partially_refunded");
  });
});
