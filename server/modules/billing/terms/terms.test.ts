import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, outgoingEmails, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";
import { remindOverdueInvoices, sendBalanceReminders } from "./jobs.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

describe("deposits and net terms", () => {
  it("mails the balance link once, 7 days before delivery; the order cannot ship before the balance", async () => {
    const c = await t.createUser();
    const { order, invoice } = await insertOrder(t.db, c.user.id, { totalCents: 100000, status: "confirmed", paymentStatus: "deposit_paid" });
    await t.db.update(orders).set({ deliveryDate: inDays(10).toISOString().slice(0, 10), depositCents: 30000 }).where(eq(orders.id, order.id));
    await sendBalanceReminders(t.deps);
    expect(await mailsTo(c.user.email)).toHaveLength(0);
    await t.db.update(orders).set({ deliveryDate: inDays(6).toISOString().slice(0, 10) }).where(eq(orders.id, order.id));
    await sendBalanceReminders(t.deps);
    await sendBalanceReminders(t.deps);
    const mails = await mailsTo(c.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/dashboard/invoices?pay=${invoice.id}`);
    const ship = await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: { status: "shipped" } }, t.as(admin)));
    // A step the order's state does not allow (ADR 074): 409 transition_not_allowed, the reason on the field.
    expect([ship.status, ship.body.code]).toEqual([409, "transition_not_allowed"]);
    expect(ship.body.errors.status).toMatch(/balance/);
  });

  it("net-30 invoices past due turn overdue and get one reminder a week; a transfer recorded pays them", async () => {
    const c = await t.createUser();
    const { order, invoice } = await insertOrder(t.db, c.user.id, { totalCents: 50000, status: "confirmed" });
    await t.db.update(orders).set({ paymentMethod: "net30" }).where(eq(orders.id, order.id));
    await t.db.update(invoices).set({ dueDate: inDays(-1) }).where(eq(invoices.id, invoice.id));
    await remindOverdueInvoices(t.deps);
    await remindOverdueInvoices(t.deps);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0].status).toBe("overdue");
    expect((await mailsTo(c.user.email)).map((m) => m.subject)).toEqual([expect.stringContaining("overdue")]);
    const pay = (amount: number, reference: string) => t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoice.id }, json: { amount, method: "bank_transfer", reference } }, t.as(admin)));
    expect((await pay(600, "WIRE-1")).status).toBe(400);
    expect((await pay(200, "WIRE-1")).body.data).toMatchObject({ owed: 300 });
    expect((await pay(200, "WIRE-1")).status).toBe(409);
    expect((await pay(300, "WIRE-2")).body.data).toMatchObject({ owed: 0, status: "paid" });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].paymentStatus).toBe("paid");
  });

  it("the admin approves a customer for terms with a credit limit", async () => {
    const c = await t.createUser();
    const res = await t.send(t.api.admin.users[":id"].terms.$put({ param: { id: c.user.id }, json: { creditLimit: 25000 } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, c.user.id)))[0].termsCreditLimitCents).toBe(2_500_000);
    expect((await t.send(t.api.admin.users[":id"].terms.$put({ param: { id: c.user.id }, json: { creditLimit: 1 } }, t.as(c.token)))).status).toBe(403);
  });
});
