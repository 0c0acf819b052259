import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, rentalAgreements, rentalInvoices, sandboxCharges, sandboxRefunds } from "../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { makeRental, rentOne } from "../../test/fixtures/rentals.ts";
import { runRentalBilling } from "../../modules/billing/index.ts";
import { createSession } from "../../lib/sessions.ts";

/**
 * Issue 43, defect 4 of the model test (seed 2, step 48): a rental order refunded in full kept its agreement
 * running, and the billing job went on charging the saved card month after month.
 */
let t: TestApp;
let clock = new Date("2026-05-04T15:00:00Z");
let product: { id: string };
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const login = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data;
  adminId = login.user.id;
  product = await makeRental(t, login.token);
}, 240_000);
afterAll(() => t.close());

const adminToken = () => createSession(t.db, adminId, clock);
const revenue = async () => {
  t.deps.adminFigures.clear();
  return (await t.send(t.api.admin.dashboard.$get({}, t.as(await adminToken())))).body.data.totalRevenue;
};

describe("a rental order refunded in full", () => {
  it("ends its agreement: no further cycles, the deposit went back with the refund, revenue nothing", async () => {
    const r = await rentOne(t, product.id); // starts Thu May 7; cycle 2 would be billed Jun 7, cycle 3 Jul 7
    const [paid] = await t.db.select().from(payments).where(eq(payments.orderId, r.agreement.orderId));
    const amount = paid.amountCents / 100;
    clock = new Date("2026-05-05T15:00:00Z");
    const refund = await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: r.agreement.orderId }, json: { amount, reason: "Changed their mind", restock: true } }, t.as(await adminToken())));
    expect(refund.status).toBe(200);
    expect(refund.body.data.paymentStatus).toBe("refunded");

    const [ended] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, r.agreement.id));
    expect(ended).toMatchObject({ status: "ended", endReason: "order refunded", depositRefundCents: ended.depositCents, depositDeductionCents: 0 });
    expect(ended.depositSettledAt).not.toBeNull();

    for (const day of ["2026-06-07", "2026-07-07", "2026-07-10"]) {
      clock = new Date(`${day}T15:00:00Z`);
      await runRentalBilling(t.deps);
    }
    expect(await t.db.select().from(sandboxCharges).where(like(sandboxCharges.idempotencyKey, `rental:${r.agreement.id}:%`))).toEqual([]);
    const invoices = await t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, r.agreement.id));
    expect(invoices.map((i) => [i.cycle, i.status])).toEqual([[1, "paid"]]);
    // The refund gave back everything the checkout took, the deposit in it: nothing earned, nothing held.
    expect(await revenue()).toBe(0);

    // Closing the rental afterwards cannot give the deposit back a second time.
    const close = await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: { collected: false, deduction: 0 } }, t.as(await adminToken())));
    expect(close.status).toBe(409);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paid.providerPaymentId!))).toHaveLength(1);
  });
});
