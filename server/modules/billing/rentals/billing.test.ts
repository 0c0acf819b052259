import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outgoingEmails, rentalAgreements, rentalInvoices, sandboxCharges } from "../../../../db/schema/index.ts";
import { jobDefinitions } from "../../../jobs.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { runRentalBilling } from "./billing.ts";
import { addDays, isoDate } from "./dates.ts";
import { makeRental, payPage, rentOne, setCardBehaviour, tokenAt } from "../../../test/fixtures/rentals.ts";
import { addAddress, bookDelivery, itemPayload } from "../../../test/fixtures/checkout.ts";

/** Fourteen months of rentals on an injected clock, one billing run per day (the job's handler). */
let t: TestApp;
let clock = new Date("2026-01-15T15:00:00Z");
let admin: string;
let product: { id: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

const at = (day: string) => (clock = new Date(`${day}T15:00:00Z`));
const invoicesOf = (id: string) => t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, id)).orderBy(rentalInvoices.kind, rentalInvoices.cycle);
const agreement = async (id: string) => (await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, id)))[0];
const mailsTo = async (email: string, subject: string) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(outgoingEmails).where(and(eq(outgoingEmails.to, email), like(outgoingEmails.subject, `${subject}%`))))[0].n;
const reminders = async (email: string) => (await mailsTo(email, "Payment needed")) + (await mailsTo(email, "Final reminder"));

describe("renting through checkout", () => {
  it("charges first month + delivery + deposit (+ tax on the rent) and saves the card; the agreement starts on the booked delivery date", async () => {
    at("2026-01-14");
    const r = await rentOne(t, product.id);
    // Booked on the first day offered: Wednesday Jan 14 + 3 business days (Miami has the unit, under 100 road miles;
    // Monday Jan 19 is Martin Luther King Jr. Day, no delivery) = Tuesday Jan 20, not the five-business-day fallback.
    expect(r.deliveryDate).toBe("2026-01-20");
    const [order] = await t.db.select().from(orders).where(eq(orders.id, r.checkout.orderId));
    expect(order.deliveryDate).toBe("2026-01-20");
    // 149.00 rent + 295.00 delivery (one tilt-bed truck from Miami: 33101 is ~10 road miles away, inside the 50 miles
    // its $295 base fee covers; the product's stale $123 option price is ignored) + 250.00 deposit
    // + 6 % Florida tax on 149.00 (8.94)
    expect(order.totalCents).toBe(14900 + 29500 + 25000 + 894);
    expect(r.agreement).toMatchObject({ status: "scheduled", startDate: "2026-01-20", anniversaryDay: 20, minimumEndDate: "2026-03-20", rentCents: 14900, depositCents: 25000, pickupFeeCents: 19500 });
    expect(r.agreement.savedCardId).not.toBeNull();
    expect(await mailsTo(r.user.email, "Your rental agreement")).toBe(1);
    const [mail] = await t.db.select().from(outgoingEmails).where(and(eq(outgoingEmails.to, r.user.email), like(outgoingEmails.subject, "Your rental agreement%")));
    expect(mail.attachments?.[0]).toMatchObject({ contentType: "application/pdf" });
    const list = await t.send(t.api.user.rentals.$get({}, t.as(r.token)));
    expect(list.body.data.data[0]).toMatchObject({ id: r.agreement.id, status: "scheduled", monthlyAmount: 149, startDate: "2026-01-20", nextBillDate: "2026-02-20", minimumEndDate: "2026-03-20" });
  });

  it("a drop booked later than the first day offered: the agreement and its cycles start on that booked day", async () => {
    at("2026-01-15");
    const r = await rentOne(t, product.id, "2026-02-03");
    expect(r.agreement).toMatchObject({ startDate: "2026-02-03", anniversaryDay: 3, minimumEndDate: "2026-04-03" });
    expect((await invoicesOf(r.agreement.id))[0]).toMatchObject({ cycle: 1, periodStart: "2026-02-03", periodEnd: "2026-03-02" });
  });

  it("the cart keeps rental lines apart with due today / then monthly, and the chosen waiver is charged and billed", async () => {
    at("2026-01-15");
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const added = await t.send(t.api.user.cart.$post({ json: itemPayload(product.id, { dimension: "20ft", method: "tilt-bed" }) }, t.as(token)));
    const lineId = added.body.data.items?.[0]?.id ?? (await t.send(t.api.user.cart.rentals.$get({}, t.as(token)))).body.data.lines[0].cartItemId;
    await bookDelivery(t, token, address.id);
    // Due today 702.94 = 149 rent + 250 deposit + 295 (one tilt-bed truck, Miami depot within its 50 included miles)
    // + 8.94 Florida tax on the rent (ADR 076: the panel's due today is the charge).
    const before = (await t.send(t.api.user.cart.rentals.$get({}, t.as(token)))).body.data;
    expect(before).toMatchObject({ dueToday: 702.94, monthly: 149, lines: [{ productName: "20ft Test Rental", waiverPrice: 19, damageWaiver: false, minTermMonths: 2, deposit: 250, delivery: 295 }] });
    const withWaiver = await t.send(t.api.user.cart.items[":id"]["rental-options"].$put({ param: { id: lineId }, json: { damageWaiver: true } }, t.as(token)));
    expect(withWaiver.body.data).toMatchObject({ dueToday: 721.94, monthly: 168 });
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, session.body.data.orderId));
    expect(order.totalCents).toBe(14900 + 29500 + 25000 + 1900 + 894);
    expect((await payPage(t, session.body.data.url)).status).toBe(200);
    const [row] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, user.id));
    expect(row).toMatchObject({ rentCents: 14900, waiverCents: 1900 });
    expect((await invoicesOf(row.id))[0].amountCents).toBe(16800);
  });

  it("runs every 15 minutes", () => {
    expect(jobDefinitions(t.deps).find((d) => d.name === "rental-billing")?.cron).toBe("*/15 * * * *");
  });
});

describe("fourteen months of billing", () => {
  it("bills 14 cycles each charged once; a decline on month 3 is dunned on days 0/3/7, paid by link on day 5 it is active again", async () => {
    at("2026-01-15");
    // All three drops booked on Thursday Jan 22 (Miami runs 6 tilt-beds a day): anniversaries on the 22nd.
    const a = await rentOne(t, product.id, "2026-01-22");
    const b = await rentOne(t, product.id, "2026-01-22");
    const c = await rentOne(t, product.id, "2026-01-22");
    const perDay: Record<string, { b: number; c: number; alert: number; bStatus: string }> = {};
    for (let day = "2026-01-15"; day <= "2027-03-21"; day = addDays(day, 1)) {
      at(day);
      if (day === "2026-03-22") {
        await setCardBehaviour(t.db, b.agreement.id, "declines");
        await setCardBehaviour(t.db, c.agreement.id, "declines");
      }
      if (day === "2026-03-27") {
        // Day 5: the customer follows the mail's link and pays on the hosted page.
        const page = await t.send(t.api.user.rentals[":id"].pay.$post({ param: { id: b.agreement.id } }, t.as(await tokenAt(t.db, b.user.id, clock))));
        expect(page.status).toBe(200);
        expect((await payPage(t, page.body.data.url)).status).toBe(200);
        await setCardBehaviour(t.db, b.agreement.id, "succeeds");
      }
      await runRentalBilling(t.deps);
      if (day >= "2026-03-22" && day <= "2026-03-31") {
        perDay[day] = { b: await reminders(b.user.email), c: await reminders(c.user.email), alert: await mailsTo(TEST_ADMIN.email, "Overdue rental"), bStatus: (await agreement(b.agreement.id)).status };
      }
      if (day === "2026-03-31") {
        const adminNow = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
        const listed = await t.send(t.api.admin.rentals.$get({ query: {} }, t.as(adminNow)));
        expect(listed.body.data.data[0]).toMatchObject({ id: c.agreement.id, status: "overdue", overdueAmount: 149 });
        expect((await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: c.agreement.id }, json: {} }, t.as(adminNow)))).status).toBe(200);
      }
    }

    for (const r of [a, b]) {
      const invoices = (await invoicesOf(r.agreement.id)).filter((i) => i.kind === "cycle");
      expect(invoices.map((i) => i.cycle)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(invoices.every((i) => i.status === "paid")).toBe(true);
      expect(new Set(invoices.map((i) => i.providerPaymentId)).size).toBe(14);
      expect(invoices[13].periodStart).toBe("2027-02-22");
    }
    // A's 13 monthly charges (cycle 1 was the checkout), one provider charge per cycle.
    const charges = await t.db.select().from(sandboxCharges).where(like(sandboxCharges.idempotencyKey, `rental:${a.agreement.id}:%`));
    expect(charges).toHaveLength(13);
    expect(charges.every((ch) => ch.status === "succeeded" && ch.amountCents === 14900)).toBe(true);

    // B: reminder on the day of the decline and on day 3; paid on day 5, so no day-7 reminder.
    expect([0, 1, 2, 3, 4, 5, 7].map((d) => perDay[addDays("2026-03-22", d)].b)).toEqual([1, 1, 1, 2, 2, 2, 2]);
    expect(perDay["2026-03-26"].bStatus).toBe("overdue");
    expect(perDay["2026-03-27"].bStatus).toBe("active");
    const b3 = (await invoicesOf(b.agreement.id)).find((i) => i.cycle === 3)!;
    expect(isoDate(b3.paidAt!)).toBe("2026-03-27");
    expect((await agreement(b.agreement.id)).status).toBe("active");
    // C never pays: reminders on days 0, 3 and 7, then the admin is told on day 8.
    expect([0, 1, 2, 3, 4, 6, 7, 8, 9].map((d) => perDay[addDays("2026-03-22", d)].c)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(perDay["2026-03-29"].alert).toBe(perDay["2026-03-28"].alert);
    expect(perDay["2026-03-30"].alert).toBe(perDay["2026-03-29"].alert + 1);
  }, 600_000);
});
