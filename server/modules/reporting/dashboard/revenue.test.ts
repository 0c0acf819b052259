import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, products, refunds, rentalAgreements, rentalInvoices, rentalPaymentLinks } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder, insertPayment } from "../../../test/fixtures/admin.ts";

/*
 * Issue 43, defect 5: the dashboard's revenue is read from the ledger (docs/decisions/074): Σ captured payments
 * (card, deposit, balance, manual) + paid rental charges and buy-outs − Σ refunds, a rental's refundable deposit
 * and its refund left out (a liability, not revenue). A minute-long figures cache: only a write's clear shows a change.
 */
const NOW = new Date("2026-03-15T12:00:00Z");
const THIS_MONTH = new Date("2026-03-10T10:00:00Z");
let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { ADMIN_FIGURES_CACHE_SECONDS: "60" } });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = (await t.createUser()).user.id;
});
afterAll(() => t.close());

const revenue = async () => (await t.send(t.api.admin.dashboard.$get({}, t.as(admin)))).body.data.totalRevenue;
const pay = (orderId: string, amountCents: number) => insertPayment(t.db, orderId, amountCents, THIS_MONTH);

describe("dashboard revenue from the ledger", () => {
  it("a 30 % deposit counts when paid, its refund comes off, a failed payment never counts", async () => {
    const { order } = await insertOrder(t.db, customer, { totalCents: 1_000_000, status: "confirmed", paymentStatus: "deposit_paid", invoiceStatus: "sent", createdAt: THIS_MONTH });
    const deposit = await pay(order.id, 300_000);
    await insertPayment(t.db, order.id, 700_000, THIS_MONTH, { status: "failed" });
    await t.db.insert(refunds).values({ orderId: order.id, paymentId: deposit.id, provider: "sandbox", providerRefundId: "re_rev_1", amountCents: 50_000, reason: "goodwill", creditNoteNumber: "CN-REV-1", createdAt: THIS_MONTH });
    expect(await revenue()).toBe(2500);
  });

  it("a wire recorded through the admin API counts at once (the write clears the cached figures)", async () => {
    const before = await revenue();
    const { invoice } = await insertOrder(t.db, customer, { totalCents: 400_000, status: "confirmed", paymentStatus: "pending", invoiceStatus: "sent", createdAt: THIS_MONTH });
    const res = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoice.id }, json: { amount: 1500, method: "bank_transfer", reference: "WIRE-77" } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(await revenue()).toBe(before + 1500);
  });

  it("a rental: rent counts, its refundable deposit and the deposit's refund do not, a kept deduction and a buy-out do", async () => {
    const before = await revenue();
    // Checkout: first month $149 + waiver $19 + delivery $200 + deposit $250 = $618 taken in one payment.
    const { order } = await insertOrder(t.db, customer, { totalCents: 61_800, status: "confirmed", paymentStatus: "paid", paidAt: THIS_MONTH, invoiceStatus: "paid", createdAt: THIS_MONTH });
    const payment = await pay(order.id, 61_800);
    const [item] = await t.db.select().from(orderItems).limit(1);
    const [product] = await t.db.select().from(products).limit(1);
    const [a] = await t.db
      .insert(rentalAgreements)
      .values({
        userId: customer, orderId: order.id, orderItemId: item.id, productId: product.id, productName: "20ft rental", startDate: "2026-01-10", anniversaryDay: 10,
        rentCents: 14_900, waiverCents: 1_900, depositCents: 25_000, minTermMonths: 2, minimumEndDate: "2026-03-10", status: "active", createdAt: THIS_MONTH,
      })
      .returning();
    const cycle = (n: number, status: string) => ({
      invoiceNumber: `INV-R-${n}`, agreementId: a.id, cycle: n, periodStart: "2026-01-10", periodEnd: "2026-02-09", amountCents: 16_800, status, paidAt: status === "paid" ? THIS_MONTH : null,
    });
    // Cycle 1 was paid by the checkout's payment (it is in the $618); cycle 2 charged monthly; cycle 3 declined.
    await t.db.insert(rentalInvoices).values([cycle(1, "paid"), cycle(2, "paid"), cycle(3, "overdue")]);
    expect(await clearAndRead()).toBe(before + 368 + 168);

    // Closed: $40 of the deposit kept for damage, $210 given back through the provider.
    await t.db.update(rentalAgreements).set({ depositSettledAt: THIS_MONTH, depositRefundCents: 21_000, depositDeductionCents: 4_000, depositDeductionReason: "dent", depositRefundId: "re_dep_1" });
    await t.db.insert(refunds).values({ orderId: order.id, paymentId: payment.id, provider: "sandbox", providerRefundId: "re_dep_1", amountCents: 21_000, reason: "Rental deposit refund", creditNoteNumber: "CN-DEP-1", createdAt: THIS_MONTH });
    expect(await clearAndRead()).toBe(before + 368 + 168 + 40);

    // A buy-out paid on its hosted page: $3,000 (an unpaid page does not count).
    const link = { provider: "sandbox", kind: "buyout" as const, agreementId: a.id, amountCents: 300_000, url: "/pay", expiresAt: NOW };
    await t.db.insert(rentalPaymentLinks).values([{ ...link, sessionId: "cs_buy_1", settledAt: THIS_MONTH }, { ...link, sessionId: "cs_buy_2" }]);
    expect(await clearAndRead()).toBe(before + 368 + 168 + 40 + 3000);
  });

  it("a rental order refunded in full through the order refund reads nothing: its deposit is not taken off twice", async () => {
    const before = await clearAndRead();
    // Checkout: $149 rent + $19 waiver + $200 delivery + $250 refundable deposit = $618 in one payment.
    const { order } = await insertOrder(t.db, customer, { totalCents: 61_800, status: "confirmed", paymentStatus: "paid", paidAt: THIS_MONTH, invoiceStatus: "paid", createdAt: THIS_MONTH });
    const payment = await pay(order.id, 61_800);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await t.db.insert(rentalAgreements).values({
      userId: customer, orderId: order.id, orderItemId: item.id, productId: item.productId!, productName: "20ft rental", startDate: "2026-03-20", anniversaryDay: 20,
      rentCents: 14_900, waiverCents: 1_900, depositCents: 25_000, minTermMonths: 2, minimumEndDate: "2026-05-20", status: "scheduled", createdAt: THIS_MONTH,
    });
    // 618 taken − 250 deposit held = 368.
    expect(await clearAndRead()).toBe(before + 368);
    const refund = (n: number, cents: number) => ({ orderId: order.id, paymentId: payment.id, provider: "sandbox", providerRefundId: `re_rent_${n}`, amountCents: cents, reason: "order refund", creditNoteNumber: `CN-RENT-${n}`, createdAt: THIS_MONTH });
    // A part refund of $100 comes off the rent and delivery first: the deposit is still held. 368 − 100 = 268.
    await t.db.insert(refunds).values(refund(1, 10_000));
    expect(await clearAndRead()).toBe(before + 268);
    // The other $518: everything is back, the deposit with it; nothing was earned. On main: 268 − 518 = −250.
    await t.db.insert(refunds).values(refund(2, 51_800));
    expect(await clearAndRead()).toBe(before);
  });
});

/** Rows written straight to the database bypass the clear a write request makes: clear as that write would. */
async function clearAndRead() {
  t.deps.adminFigures.clear();
  return revenue();
}
