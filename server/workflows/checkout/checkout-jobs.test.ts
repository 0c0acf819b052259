import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, outgoingEmails, payments } from "../../../db/schema/index.ts";
import { jobDefinitions } from "../../jobs.ts";
import { markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { eventually } from "../../test/smtp-catcher.ts";
import { recordPaymentAttempt } from "../../modules/billing/payments/payment-attempt.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

/** The checkout-expire and payment-reconcile jobs, run through the real queue with a movable clock. */
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let admin: string;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs), work: ["mail-send", "checkout-expire", "payment-reconcile"] });
  cat = await makeCatalog(t.db);
  admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
}, 240_000);
afterAll(() => t.close());

async function checkout() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  expect(res.status).toBe(200);
  return { ...c, ...(res.body.data as { orderId: string; invoiceId: string; sessionId: string }) };
}
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
/** Sends one run of a job, as the cron tick does, and waits until the queue has run it. */
async function runJob(name: string) {
  const id = await t.deps.jobs.send(name, {});
  await eventually(async () => (await t.deps.jobs.find(name, id!))?.state === "completed", `${name} to run`);
}
const dashboard = async () => (await t.send(t.api.admin.dashboard.$get({}, t.as(admin)))).body.data;

describe("abandoned checkouts", () => {
  it("both jobs run every minute", () => {
    const cron = Object.fromEntries(jobDefinitions(t.deps).map((d) => [d.name, d.cron]));
    expect(cron["checkout-expire"]).toBe("* * * * *");
    expect(cron["payment-reconcile"]).toBe("* * * * *");
  });

  it("an unpaid checkout is counted nowhere, then cancelled by the job within a minute of its expiry", async () => {
    const before = await dashboard();
    const c = await checkout();
    const order = await orderOf(c.orderId);
    expect(order.checkoutExpiresAt).toBeInstanceOf(Date);
    // Open and unpaid: not an order for the dashboard or the customer, but listed as a checkout attempt.
    expect(await dashboard()).toMatchObject({ totalOrders: before.totalOrders, pendingInvoices: before.pendingInvoices });
    expect((await t.send(t.api.user.orders.$get({}, t.as(c.token)))).body.data).toEqual([]);
    const listed = (await t.send(t.api.admin["abandoned-checkouts"].$get({}, t.as(admin)))).body.data;
    expect(listed.find((a: { orderId: string }) => a.orderId === c.orderId)).toMatchObject({
      state: "open", total: 7660, customer: { id: c.user.id, email: c.user.email }, items: [{ quantity: 2, total: 7300 }],
    });

    // One second before expiry the job leaves it alone.
    offsetMs = order.checkoutExpiresAt!.getTime() - Date.now() - 1000;
    await runJob("checkout-expire");
    expect((await orderOf(c.orderId)).status).toBe("pending");

    // The next tick, less than a minute after expiry, closes it: nothing is left pending.
    offsetMs = order.checkoutExpiresAt!.getTime() - Date.now() + 59_000;
    await runJob("checkout-expire");
    const closed = await orderOf(c.orderId);
    expect([closed.status, closed.paymentStatus]).toEqual(["cancelled", "failed"]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, c.orderId));
    expect(invoice.status).toBe("cancelled");
    expect(await dashboard()).toMatchObject({ totalOrders: before.totalOrders, pendingInvoices: before.pendingInvoices });
    const after = (await t.send(t.api.admin["abandoned-checkouts"].$get({}, t.as(admin)))).body.data;
    expect(after.find((a: { orderId: string }) => a.orderId === c.orderId).state).toBe("expired");
    offsetMs = 0;
  }, 120_000);

  it("a paid order counts on the dashboard and in the customer's list", async () => {
    const before = await dashboard();
    const c = await checkout();
    await markSandboxPaid(t.db, c.sessionId, t.deps.now());
    expect((await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: c.sessionId, payerID: "x" } }, t.as(c.token)))).status).toBe(200);
    expect((await dashboard()).totalOrders).toBe(before.totalOrders + 1);
    expect((await t.send(t.api.user.orders.$get({}, t.as(c.token)))).body.data.map((o: { id: string }) => o.id)).toEqual([c.orderId]);
  }, 60_000);
});

describe("payment reconcile (a crash between paid at the provider and our fulfilment)", () => {
  it("fulfils a paid session with a recorded attempt, exactly once", async () => {
    const c = await checkout();
    // Paid at the provider and noted, then the process died: no webhook, no confirm.
    await markSandboxPaid(t.db, c.sessionId, t.deps.now());
    await recordPaymentAttempt(t.db, "sandbox", c.sessionId, t.deps.now());
    await runJob("payment-reconcile");
    expect((await orderOf(c.orderId)).paymentStatus).toBe("pending"); // the normal path gets a minute first

    offsetMs = 90_000;
    await runJob("payment-reconcile");
    await runJob("payment-reconcile");
    offsetMs = 0;
    const order = await orderOf(c.orderId);
    expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).toHaveLength(1);
    const ref = c.orderId.slice(0, 8).toUpperCase();
    const mails = await t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `%${ref}%`));
    expect(mails.map((m) => m.to).sort()).toEqual([c.user.email, t.deps.env.SALES_EMAIL].sort());
  }, 120_000);

  it("leaves an unpaid session with an attempt pending", async () => {
    const c = await checkout();
    await recordPaymentAttempt(t.db, "sandbox", c.sessionId, t.deps.now());
    offsetMs = 90_000;
    await runJob("payment-reconcile");
    offsetMs = 0;
    expect((await orderOf(c.orderId)).paymentStatus).toBe("pending");
  }, 60_000);
});
