import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentalBreakdownText } from "../../../contract/rental-breakdown-rows.ts";
import { outgoingEmails } from "../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload } from "../../test/fixtures/checkout.ts";
import { makeRental, payPage } from "../../test/fixtures/rentals.ts";

/*
 * Issue 43, defect 8 (ADR 076): one rental's "due today / then monthly" is the same in the product page's API, the
 * cart's API, the hosted payment page, the order's API and the confirmation mail. On main the product page summed
 * first month + deposit (no tax), the cart's rentals panel left the tax out ("due today $794" beside an order of
 * $806.44) and the mail printed the line as "= rent + delivery" beside a subtotal holding the deposit.
 *
 * By hand, for a 20ft at $149 / month to 1 Harbor Way, Miami FL 33101 (one tilt-bed from the Miami depot, inside
 * the 50 miles its $295 covers; Florida tax 6 % on the rent only; $250 refundable deposit; 2 months minimum):
 * 149.00 + 295.00 + 8.94 + 250.00 = 702.94 due today, then 149.00 a month.
 */
const FIGURES = { firstMonth: 149, waiver: 0, delivery: 295, tax: 8.94, taxState: "FL", deposit: 250, dueToday: 702.94, monthly: 149, minTermMonths: 2, pending: [] };

let t: TestApp;
let product: { id: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-01-14T15:00:00Z") });
  const admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

describe("a rental's breakdown, the same everywhere", () => {
  it("product page, cart, payment page, order and mail print 702.94 due today, then 149.00 a month", async () => {
    const quote = await t.call("GET", `/v1/products/${product.id}/rental-quote?dimension=20ft&method=tilt-bed&quantity=1&zip=33101`);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject(FIGURES);

    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    await t.send(t.api.user.cart.$post({ json: itemPayload(product.id, { dimension: "20ft", method: "tilt-bed" }) }, t.as(token)));
    await bookDelivery(t, token, address.id);
    const rentals = (await t.send(t.api.user.cart.rentals.$get({}, t.as(token)))).body.data;
    expect(rentals.breakdown).toMatchObject(FIGURES);
    expect(rentals.breakdown).toEqual(quote.body.data);
    expect(rentals.dueToday).toBe(702.94);
    // A cart of this rental only: its Order Summary total is the same due today.
    expect((await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data.total).toBe(702.94);

    const session = (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)))).body.data;
    const page = (await t.call("GET", `/v1/payments/sandbox/sessions/${session.sessionId}`)).body.data;
    expect(page.amount).toBe(702.94);
    expect(page.items).toEqual([
      { name: "First month: 20ft Test Rental (20ft)", quantity: 1, amount: 149 },
      { name: "Tilt-bed delivery: 20ft Test Rental", quantity: 1, amount: 295 },
      { name: "Sales tax (FL)", quantity: 1, amount: 8.94 },
      { name: "Refundable deposit: 20ft Test Rental", quantity: 1, amount: 250 },
    ]);
    expect((await payPage(t, session.url)).status).toBe(200);

    const [order] = (await t.send(t.api.user.orders.$get({}, t.as(token)))).body.data;
    expect(order.rental).toEqual(quote.body.data);
    expect(order.total).toBe(702.94);

    const [mail] = await t.db.select().from(outgoingEmails).where(and(eq(outgoingEmails.to, user.email), like(outgoingEmails.subject, "Order % confirmed")));
    expect(mail.text).toContain(`Rental: ${rentalBreakdownText(quote.body.data)}`);
    expect(mail.text).toContain("Due today $702.94 · Then monthly $149.00 / month · Minimum term 2 months");
    // The subtotal is the goods; the deposit has its own row (on main: "Subtotal: $399.00" beside "= $444.00").
    expect(mail.text).toContain("Subtotal: $149.00\nRental deposits and waivers: $250.00\nShipping: $295.00\nTax: $8.94\nTotal: $702.94");
  });

  it("without a ZIP the product page leaves delivery and tax pending: $399.00 + delivery and tax", async () => {
    const quote = await t.call("GET", `/v1/products/${product.id}/rental-quote?dimension=20ft&quantity=1`);
    expect(quote.body.data).toMatchObject({ firstMonth: 149, deposit: 250, delivery: null, tax: null, dueToday: 399, pending: ["delivery", "tax"] });
  });
});
