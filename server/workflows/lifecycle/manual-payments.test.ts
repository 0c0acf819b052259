import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, refunds, users } from "../../../db/schema/index.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";

// Issue 43, defect 4: a wire is recorded as a wire, nothing is "received" at acceptance, and it can be refunded by hand.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("a bank transfer on a net-30 order", () => {
  it("shows as a bank transfer with its reference, the timeline says nothing was received before it, and refunds by hand with a credit note", async () => {
    const c = await t.createUser();
    await t.db.update(users).set({ termsCreditLimitCents: 5_000_000 }).where(eq(users.id, c.user.id));
    const made = await t.send(t.api.admin.offers.$post({ json: { email: c.user.email, shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Office fit-out", quantity: 1, unitPrice: 8000 }], delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "net30" } }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: { poNumber: "PO-77" } }, t.as(c.token)));
    const { orderId, invoiceId } = accepted.body.data as { orderId: string; invoiceId: string };
    const detail = async () => (await t.send(t.api.admin.orders[":id"].$get({ param: { id: orderId } }, t.as(admin)))).body.data;
    expect((await detail()).timeline.some((e: { text: string }) => e.text.startsWith("Payment received"))).toBe(false);

    const wire = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount: 3000, method: "bank_transfer", reference: "WIRE-7" } }, t.as(admin)));
    expect(wire.status).toBe(200);
    const d = await detail();
    expect(d.payments).toEqual([expect.objectContaining({ method: "bank_transfer", reference: "WIRE-7", amount: 3000 })]);
    expect(d.timeline.map((e: { text: string }) => e.text)).toContain("Payment received: $3,000.00 by bank transfer (ref WIRE-7).");

    const cash = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount: 100, method: "cash", reference: "R-1" } }, t.as(admin)));
    expect(cash.status).toBe(200);

    const refund = await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount: 3100, reason: "Order withdrawn", restock: false } }, t.as(admin)));
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({ amount: 3100, amountRefunded: 3100 });
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(given.map((r) => r.provider)).toEqual(["manual", "manual"]);
    expect(given.every((r) => r.creditNoteNumber === refund.body.data.creditNoteNumber)).toBe(true);
  });

  it("a wire after a part refund keeps the order partly refunded, as its ledger says (model test finding, seed 43)", async () => {
    const c = await t.createUser();
    await t.db.update(users).set({ termsCreditLimitCents: 5_000_000 }).where(eq(users.id, c.user.id));
    const made = await t.send(t.api.admin.offers.$post({ json: { email: c.user.email, shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Site office", quantity: 1, unitPrice: 5000 }], delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "net30" } }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: { poNumber: "PO-78" } }, t.as(c.token)));
    const { orderId, invoiceId } = accepted.body.data as { orderId: string; invoiceId: string };
    const wire = (amount: number, reference: string) => t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount, method: "bank_transfer", reference } }, t.as(admin)));
    const status = async () => (await t.send(t.api.admin.orders[":id"].$get({ param: { id: orderId } }, t.as(admin)))).body.data.order.paymentStatus;
    expect((await wire(2000, "W-1")).status).toBe(200);
    expect((await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount: 500, reason: "Dent", restock: false } }, t.as(admin)))).status).toBe(200);
    expect(await status()).toBe("partially_refunded");
    expect((await wire(1000, "W-2")).status).toBe(200);
    expect(await status()).toBe("partially_refunded");
  });

  it("recording a wire closes the invoice's open card page, so the card cannot take the whole total on top (model test finding)", async () => {
    const cat = await makeCatalog(t.db);
    const c = await readyCustomer(t, cat);
    const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { invoiceId, sessionId, orderId } = page.body.data as { invoiceId: string; sessionId: string; orderId: string };
    const wire = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount: 1000, method: "bank_transfer", reference: "WIRE-9" } }, t.as(admin)));
    expect(wire.status).toBe(200);
    const late = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" } }));
    expect(late.status).toBe(409);
    const taken = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(taken.reduce((n, p) => n + p.amountCents, 0)).toBe(100000);
  });
});
