import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceDateLine } from "../../../../contract/orders.ts";
import { orders, refunds } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder, insertPayment } from "../../../test/fixtures/admin.ts";

/*
 * Issue 43, defect 5: an invoice's paid and balance are read from the ledger (docs/decisions/074); a refunded
 * invoice is not "Due"; a deposit invoice's balance is due before the booked delivery day.
 */
const NOW = new Date("2026-03-10T12:00:00Z");
let t: TestApp;
let admin: string;
let customer: { user: { id: string }; token: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser();
});
afterAll(() => t.close());

const adminList = async () => (await t.send(t.api.admin.invoices.$get({ query: {} }, t.as(admin)))).body.data as { id: string }[];
const adminPage = async () => (await t.send(t.api.admin.invoices.$get({ query: { page: "1", limit: "20" } }, t.as(admin)))).body.data as { invoices: { id: string }[] };
const customerList = async () => (await t.send(t.api.user.invoices.$get({}, t.as(customer.token)))).body.data;
/** The same invoice as the admin's list, its page and the customer's tab show it: all three must agree. */
async function everywhere(id: string) {
  const [list, page, mine] = await Promise.all([adminList(), adminPage(), customerList()]);
  const found = [list.find((i) => i.id === id), page.invoices.find((i) => i.id === id), mine.find((i: { id: string }) => i.id === id)];
  expect(found.every(Boolean)).toBe(true);
  expect(found[1]).toEqual(found[0]);
  expect(found[2]).toEqual(found[0]);
  return found[2] as (typeof mine)[number];
}

describe("invoice paid and balance from the ledger", () => {
  it("a deposit taken: paid and balance columns", async () => {
    const { order, invoice } = await insertOrder(t.db, customer.user.id, { totalCents: 1_000_000, status: "confirmed", paymentStatus: "deposit_paid", createdAt: NOW });
    await insertPayment(t.db, order.id, 300_000, NOW);
    await insertPayment(t.db, order.id, 700_000, NOW, { status: "failed" });
    const dto = await everywhere(invoice.id);
    expect(dto).toMatchObject({ total: 10_000, amountPaid: 3_000, amountRefunded: 0, balance: 7_000 });
  });

  it("a fully refunded invoice reads Refunded with its credit, nothing owed", async () => {
    const { order, invoice } = await insertOrder(t.db, customer.user.id, { totalCents: 250_000, status: "cancelled", paymentStatus: "refunded", invoiceStatus: "refunded", createdAt: NOW });
    const paid = await insertPayment(t.db, order.id, 250_000, NOW);
    await t.db.insert(refunds).values({ orderId: order.id, paymentId: paid.id, provider: "sandbox", providerRefundId: "re_inv_1", amountCents: 250_000, reason: "cancelled", creditNoteNumber: "CN-INV-1", createdAt: NOW });
    const dto = await everywhere(invoice.id);
    expect(dto).toMatchObject({ amountPaid: 2_500, amountRefunded: 2_500, balance: 0 });
    expect(invoiceDateLine(dto).label).toBe("Refunded");
    expect(invoiceDateLine(dto).text).not.toMatch(/Due/);
  });

  it("a deposit invoice's balance is due by the booked delivery day, not 30 days on", async () => {
    const { order, invoice } = await insertOrder(t.db, customer.user.id, { totalCents: 800_000, status: "confirmed", paymentStatus: "deposit_paid", createdAt: NOW });
    await t.db.update(orders).set({ depositCents: 240_000, deliveryDate: "2026-03-20" }).where(eq(orders.id, order.id));
    await insertPayment(t.db, order.id, 240_000, NOW);
    const dto = await everywhere(invoice.id);
    expect(dto.dueDate.slice(0, 10)).toBe("2026-03-20");
    expect(dto.balance).toBe(5_600);
  });
});
