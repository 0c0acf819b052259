import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, outgoingEmails, refunds, rentalAgreements, rentalInvoices, sandboxRefunds, stock } from "../../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload } from "../../../test/fixtures/checkout.ts";
import { runRentalBilling } from "./billing.ts";
import { addDays } from "./dates.ts";
import { makeRental, rentOne, tokenAt } from "../../../test/fixtures/rentals.ts";

/** Issue 20's remaining parts: the cart total with deposits, pick-up days from the depot, deposit refund and return to stock. */
let t: TestApp;
let clock = new Date("2026-05-04T15:00:00Z");
let product: { id: string };
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

const at = (day: string, time = "15:00:00") => (clock = new Date(`${day}T${time}Z`));
const onHand = async (depotId: string) => (await t.db.select({ n: stock.onHand }).from(stock).where(and(eq(stock.productId, product.id), eq(stock.depotId, depotId))))[0].n;
const mailsTo = async (email: string, subject: string) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(outgoingEmails).where(and(eq(outgoingEmails.to, email), like(outgoingEmails.subject, subject))))[0].n;

describe("the cart's Order Summary with a rental", () => {
  it("its total is what the payment page charges: the deposit and the chosen waiver are in it, on their own row", async () => {
    at("2026-05-04");
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    await t.send(t.api.user.cart.$post({ json: itemPayload(product.id, { dimension: "20ft", method: "tilt-bed" }) }, t.as(token)));
    await bookDelivery(t, token, address.id);
    const line = (await t.send(t.api.user.cart.rentals.$get({}, t.as(token)))).body.data.lines[0];
    await t.send(t.api.user.cart.items[":id"]["rental-options"].$put({ param: { id: line.cartItemId }, json: { damageWaiver: true } }, t.as(token)));

    const cart = (await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data;
    expect(cart.rentalExtras).toBe(250 + 19);
    expect(cart.subtotal).toBe(149);
    expect(Math.round((cart.subtotal + cart.shipping + cart.tax + cart.rentalExtras) * 100)).toBe(Math.round(cart.total * 100));
    const rentals = (await t.send(t.api.user.cart.rentals.$get({}, t.as(token)))).body.data;
    // The Rentals panel's "due today" is the cart's total, tax on the rent included (ADR 076; it left the tax out).
    expect(rentals.dueToday).toBe(cart.total);

    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    expect(session.status).toBe(200);
    const page = await t.send(t.api.payments.sandbox.sessions[":id"].$get({ param: { id: session.body.data.sessionId } }));
    expect(page.body.data.amount).toBe(cart.total);
  }, 120_000);
});

describe("request pick-up", () => {
  it("offers the depot's open days from the end of the minimum term, and refuses any other day with a clear message", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id); // starts 2026-05-07; two months minimum → 2026-07-07 (a Tuesday)
    // This depot opens Monday to Friday from now on: a Saturday must not be offered.
    await t.db.update(depots).set({ openDays: ["Mon", "Tue", "Wed", "Thu", "Fri"] }).where(eq(depots.id, r.agreement.depotId!));
    const offer = await t.send(t.api.user.rentals[":id"]["pickup-dates"].$get({ param: { id: r.agreement.id } }, t.as(r.token)));
    expect(offer.status).toBe(200);
    const { earliestDate, dates } = offer.body.data as { earliestDate: string; dates: string[] };
    expect(earliestDate).toBe("2026-07-07");
    expect(dates[0]).toBe("2026-07-07");
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.filter((d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toEqual([]);
    expect(dates).not.toContain("2026-07-11");

    const saturday = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-07-11", confirm: true } }, t.as(r.token)));
    expect(saturday.status).toBe(409);
    expect(saturday.body.code).toBe("conflict");
    expect(saturday.body.errors.date).toMatch(/^We cannot collect from our .+ depot on Jul 11, 2026: choose one of the days offered, from Jul 7, 2026\.$/);
    const early = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-07-06" } }, t.as(r.token)));
    expect(early.body.errors.date).toBe("The minimum term runs until Jul 7, 2026. Choose a pick-up date on or after it.");

    const ok = await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: dates[3], confirm: true } }, t.as(r.token)));
    expect(ok.status).toBe(200);
    expect(ok.body.data.rental).toMatchObject({ status: "pickup_scheduled", pickupDate: dates[3] });
    // Someone else's rental: not found, not a list of its days.
    const other = await t.createUser();
    expect((await t.send(t.api.user.rentals[":id"]["pickup-dates"].$get({ param: { id: r.agreement.id } }, t.as(other.token)))).status).toBe(404);
  }, 120_000);
});

describe("closing a rental", () => {
  it("collected after the pick-up: the unit goes back to its depot, the deposit comes back less the damage, once", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id);
    const depotId = r.agreement.depotId!;
    const shelf = await onHand(depotId);
    await t.send(t.api.user.rentals[":id"].pickup.$post({ param: { id: r.agreement.id }, json: { date: "2026-07-08", confirm: true } }, t.as(r.token)));
    for (let day = "2026-05-05"; day <= "2026-07-09"; day = addDays(day, 1)) {
      at(day);
      await runRentalBilling(t.deps);
    }
    const [picked] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, r.agreement.id));
    expect(picked).toMatchObject({ status: "ended", endReason: "picked up", collectedAt: null, depositSettledAt: null });
    expect(await onHand(depotId)).toBe(shelf); // not back before the yard says so

    const token = await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).then((x) => x.body.data.token as string);
    const end = (body: Parameters<(typeof t.api.admin.rentals)[":id"]["end"]["$post"]>[0]["json"]) => t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: body }, t.as(token)));
    const tooMuch = await end({ collected: true, deduction: 250.01, reason: "Crushed" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.deduction).toBe("At most $250.00: the deposit");
    const noReason = await end({ collected: true, deduction: 40 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe("Say why part of the deposit is kept (damage, cleaning, ...)");

    const closed = await end({ collected: true, deduction: 40, reason: "Dent in the left door" });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ id: r.agreement.id, ended: false, returnedToStock: true, depositRefund: 210, deduction: 40 });
    expect(await onHand(depotId)).toBe(shelf + 1);
    const given = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, `rental-deposit:${r.agreement.id}`));
    expect(given.map((g) => g.amountCents)).toEqual([21000]);
    const recorded = await t.db.select().from(refunds).where(eq(refunds.orderId, r.agreement.orderId));
    expect(recorded.map((x) => [x.amountCents, x.providerRefundId])).toEqual([[21000, given[0].id]]);
    expect(await mailsTo(r.user.email, "Deposit refunded: $210.00%")).toBe(1);
    const [dto] = (await t.send(t.api.user.rentals.$get({}, t.as(await tokenAt(t.db, r.user.id, clock))))).body.data.data;
    expect(dto.depositSettlement).toMatchObject({ refund: 210, deduction: 40, reason: "Dent in the left door" });

    // A second close (a double click, a retry): refused, nothing refunded or shelved again.
    const again = await end({ collected: true, deduction: 0 });
    expect(again.status).toBe(409);
    expect(await onHand(depotId)).toBe(shelf + 1);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, `rental-deposit:${r.agreement.id}`))).toHaveLength(1);
    expect(await mailsTo(r.user.email, "Deposit refunded%")).toBe(1);
  }, 300_000);

  it("ended by the admin mid-term: billing stops and the whole deposit comes back; the unit is not shelved until collected", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id);
    const shelf = await onHand(r.agreement.depotId!);
    const token = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
    const res = await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: {} }, t.as(token)));
    expect(res.body.data).toEqual({ id: r.agreement.id, ended: true, returnedToStock: false, depositRefund: 250, deduction: 0 });
    expect(await onHand(r.agreement.depotId!)).toBe(shelf);
    // Collected later: only the unit goes back, the deposit is not refunded twice.
    const later = await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: { collected: true } }, t.as(token)));
    expect(later.body.data).toEqual({ id: r.agreement.id, ended: false, returnedToStock: true, depositRefund: null, deduction: null });
    expect(await onHand(r.agreement.depotId!)).toBe(shelf + 1);
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, `rental-deposit:${r.agreement.id}`))).toHaveLength(1);
    const invoices = await t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, r.agreement.id));
    at("2026-08-01");
    await runRentalBilling(t.deps);
    expect(await t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, r.agreement.id))).toHaveLength(invoices.length);
    const customer = await t.createUser();
    expect((await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: {} }, t.as(customer.token)))).status).toBe(403);
  }, 300_000);

  it("bought out: the unit stays with the customer (never back to stock); the deposit is still refunded", async () => {
    at("2026-05-04");
    const r = await rentOne(t, product.id);
    await t.db.update(rentalAgreements).set({ status: "ended", endReason: "bought", endedAt: clock }).where(eq(rentalAgreements.id, r.agreement.id));
    const shelf = await onHand(r.agreement.depotId!);
    const token = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
    const collected = await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: { collected: true } }, t.as(token)));
    expect(collected.status).toBe(409);
    expect(collected.body.errors.collected).toBe("A bought unit is not collected.");
    const settled = await t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: r.agreement.id }, json: {} }, t.as(token)));
    expect(settled.body.data).toMatchObject({ returnedToStock: false, depositRefund: 250 });
    expect(await onHand(r.agreement.depotId!)).toBe(shelf);
  }, 300_000);
});
