import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails, rentalAgreements, rentalInvoices, sandboxCharges, savedCards } from "../../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { runRentalBilling } from "./billing.ts";
import { chargeKey } from "./charge.ts";
import { addDays } from "./dates.ts";
import { makeRental, payPage, rentOne, tokenAt } from "../../../test/fixtures/rentals.ts";

/** Restarts and parallel runs of the billing, pick-up, buy-out and card update, on an injected clock. */
let t: TestApp;
let clock = new Date("2026-05-04T15:00:00Z");
let product: { id: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

const at = (day: string, time = "15:00:00") => (clock = new Date(`${day}T${time}Z`));
const invoicesOf = (id: string) => t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, id)).orderBy(rentalInvoices.kind, rentalInvoices.cycle);
const chargesOf = (id: string) => t.db.select().from(sandboxCharges).where(like(sandboxCharges.idempotencyKey, `rental:${id}:%`));
const receipts = async (email: string) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(outgoingEmails).where(and(eq(outgoingEmails.to, email), like(outgoingEmails.subject, "Receipt%"))))[0].n;

describe("exactly once, whatever the replicas and restarts", () => {
  it("a worker that died after the provider charged: the next run records that charge instead of making another", async () => {
    at("2026-05-04");
    // Booked on the first day offered: Monday May 4 + 3 business days = Thursday May 7; cycle 2 on 2026-06-07.
    const r = await rentOne(t, product.id);
    expect(r.agreement.startDate).toBe("2026-05-07");
    at("2026-06-07", "09:00:00");
    // The dead worker: it issued cycle 2, took the hold and was charged at the provider, then the process died.
    const [open] = await t.db
      .insert(rentalInvoices)
      .values({ invoiceNumber: `INV-DEAD-${r.agreement.id.slice(0, 6)}`, agreementId: r.agreement.id, cycle: 2, periodStart: "2026-06-07", periodEnd: "2026-07-06", amountCents: 14900, chargingSince: clock })
      .returning();
    const [card] = await t.db.select().from(savedCards).where(eq(savedCards.id, r.agreement.savedCardId!));
    const first = await t.deps.payments.get("sandbox")!.chargeSaved({ customerId: card.customerId, paymentMethodId: card.paymentMethodId, amountCents: open.amountCents, description: "x", metadata: {}, idempotencyKey: chargeKey(open) }, t.db);
    expect(first.status).toBe("succeeded");

    // Two replicas a minute later: the hold is fresh, neither touches it.
    at("2026-06-07", "09:01:00");
    await Promise.all([runRentalBilling(t.deps), runRentalBilling(t.deps)]);
    expect((await invoicesOf(r.agreement.id)).find((i) => i.cycle === 2)?.status).toBe("open");
    // After the hold went stale, both replicas again: one takes it, with the same key, so the first charge is recorded.
    at("2026-06-07", "09:10:00");
    await Promise.all([runRentalBilling(t.deps), runRentalBilling(t.deps)]);
    const paid = (await invoicesOf(r.agreement.id)).find((i) => i.cycle === 2)!;
    expect(paid.status).toBe("paid");
    expect(paid.providerPaymentId).toBe(first.paymentId);
    expect(await chargesOf(r.agreement.id)).toHaveLength(1);
    expect(await receipts(r.user.email)).toBe(1);
  });

  it("two replicas billing the same day at the same moment: each cycle issued once and charged once", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id);
    for (let day = "2026-05-05"; day <= "2026-09-12"; day = addDays(day, 1)) {
      at(day);
      await Promise.all([runRentalBilling(t.deps), runRentalBilling(t.deps), runRentalBilling(t.deps)]);
    }
    const invoices = await invoicesOf(r.agreement.id);
    expect(invoices.map((i) => [i.cycle, i.status])).toEqual([[1, "paid"], [2, "paid"], [3, "paid"], [4, "paid"], [5, "paid"]]);
    const charges = await chargesOf(r.agreement.id);
    expect(charges.map((c) => c.idempotencyKey).sort()).toEqual([2, 3, 4, 5].map((n) => `rental:${r.agreement.id}:cycle:${n}:try0`));
    expect(await receipts(r.user.email)).toBe(4);
  }, 300_000);
});

describe("rental plans", () => {
  it("admins list and edit plans (field errors for people), customers may not; the product page reads the plan", async () => {
    const admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
    const plans = await t.send(t.api.admin["rental-plans"].$get({}, t.as(admin)));
    expect(plans.body.data).toContainEqual(expect.objectContaining({ productId: product.id, productName: "20ft Test Rental", minTermMonths: 2, deposit: 250, damageWaiver: 19, rentToOwn: { creditPercent: 33.33, purchasePrice: 3450 } }));
    const bad = await t.send(t.api.admin.products[":id"]["rental-plan"].$put({ param: { id: product.id }, json: { minTermMonths: 0, pickupFees: { crane: 1, "tilt-bed": 1, flatbed: 1 }, damageWaiver: null, deposit: -1, rentToOwn: null } }, t.as(admin)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ minTermMonths: "At least one month", deposit: "Cannot be negative" });
    const customer = await t.createUser();
    expect((await t.send(t.api.admin["rental-plans"].$get({}, t.as(customer.token)))).status).toBe(403);
    const publicPlan = await t.send(t.api.products[":id"]["rental-plan"].$get({ param: { id: product.id } }));
    expect(publicPlan.body.data).toMatchObject({ minTermMonths: 2, pickupFees: { crane: 445, "tilt-bed": 195, flatbed: 245 } });
  });
});

describe("pick-up, buy-out and card", () => {
  it("refuses a pick-up before the minimum term with a clear message, quotes the final cycle and fee, then ends on the day", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id); // booked 2026-05-07 (May 4 + 3 business days), minimum term of two months → 2026-07-07
    const early = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-06-20" } }, t.as(r.token)));
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("conflict");
    expect(early.body.errors.date).toBe("The minimum term runs until Jul 7, 2026. Choose a pick-up date on or after it.");

    const quote = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-07-20" } }, t.as(r.token)));
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ rental: null, quote: { date: "2026-07-20", earliestDate: "2026-07-07", pickupFee: 195, depositRefund: 250, finalCycle: { cycle: 3, periodStart: "2026-07-07", periodEnd: "2026-08-06", amount: 149, alreadyBilled: false } } });
    const booked = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-07-20", confirm: true } }, t.as(r.token)));
    expect(booked.body.data.rental).toMatchObject({ status: "pickup_scheduled", pickupDate: "2026-07-20", nextBillDate: "2026-06-07" });

    for (let day = "2026-05-05"; day <= "2026-08-15"; day = addDays(day, 1)) {
      at(day);
      await runRentalBilling(t.deps);
    }
    const invoices = await invoicesOf(r.agreement.id);
    expect(invoices.map((i) => [i.kind, i.cycle, i.amountCents, i.status])).toEqual([
      ["cycle", 1, 14900, "paid"], ["cycle", 2, 14900, "paid"], ["cycle", 3, 14900, "paid"], ["pickup", 3, 19500, "paid"],
    ]);
    const [ended] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, r.agreement.id));
    expect(ended).toMatchObject({ status: "ended", endReason: "picked up" });
  }, 300_000);

  it("buy-out: the purchase price minus the credited share of the rent paid, to the cent, through the hosted page", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id);
    for (let day = "2026-05-05"; day <= "2026-07-12"; day = addDays(day, 1)) {
      at(day);
      await runRentalBilling(t.deps);
    }
    const token = await tokenAt(t.db, r.user.id, clock);
    const [dto] = (await t.send(t.api.user.rentals.$get({}, t.as(token)))).body.data.data;
    // Three cycles paid × 149.00 × 33.33 % = 148.9851 credited, floored to 148.98: 3450.00 − 148.98
    expect(dto.buyoutPrice).toBe(3301.02);
    const page = await t.send(t.api.user.rentals[":id"].buyout.$post({ param: { id: r.agreement.id } }, t.as(token)));
    expect(page.status).toBe(200);
    const session = await t.send(t.api.payments.sandbox.sessions[":id"].$get({ param: { id: page.body.data.url.split("/").pop() } }));
    // A buy-out is a sale: Florida's 6 % sales tax on 3301.02 is 198.06 (issue 43).
    expect(session.body.data.amount).toBe(3499.08);
    expect((await payPage(t, page.body.data.url)).status).toBe(200);
    const [after] = (await t.send(t.api.user.rentals.$get({}, t.as(token)))).body.data.data;
    expect(after).toMatchObject({ status: "ended", nextBillDate: null, buyoutPrice: null });
  }, 300_000);

  it("update card: a setup page (no charge) replaces the card the next cycles are charged to", async () => {
    const r = await rentOne(t, product.id);
    const page = await t.send(t.api.user.rentals[":id"].card.$post({ param: { id: r.agreement.id } }, t.as(r.token)));
    expect(page.status).toBe(200);
    const session = await t.send(t.api.payments.sandbox.sessions[":id"].$get({ param: { id: page.body.data.url.split("/").pop() } }));
    expect(session.body.data.amount).toBe(0);
    expect((await payPage(t, page.body.data.url)).status).toBe(200);
    const [dto] = (await t.send(t.api.user.rentals.$get({}, t.as(r.token)))).body.data.data;
    const [row] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, r.agreement.id));
    expect(row.savedCardId).not.toBe(r.agreement.savedCardId);
    expect(dto.card).toMatchObject({ last4: "4242" });
  });
});
