import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, cartItems, carts, invoices, orders, outgoingEmails, payments, rentalAgreements, sandboxPaymentMethods, sandboxSessions, savedCards, stockReservations } from "../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { makeRental, payPage, rentOne, setCardBehaviour } from "../../test/fixtures/rentals.ts";

/** Issue 48 point 2: the card a rental keeps is listed under Payment methods and offered at the next payment. */
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let rental: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t.db);
  const admin = (await t.call("POST", "/v1/user/login", { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).body.data.token;
  rental = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

/** A renter (their card kept by the sandbox) with a container in the cart and a hosted page open for it. */
async function renterAtCheckout() {
  const renter = await rentOne(t, rental.id);
  const [address] = await t.db.select().from(addresses).where(eq(addresses.userId, renter.user.id));
  expect((await t.call("POST", "/v1/user/cart", { token: renter.token, body: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane" }) })).status).toBe(200);
  await bookDelivery(t, renter.token, address.id);
  const open = await t.call("POST", "/v1/user/checkout/sandbox/session", { token: renter.token, body: {} });
  expect(open.status).toBe(200);
  const cards = await t.call("GET", "/v1/user/saved-cards", { token: renter.token });
  return { ...renter, ...(open.body.data as { orderId: string; invoiceId: string; sessionId: string; url: string }), card: cards.body.data[0] };
}
const payWithSaved = (token: string, sessionId: string, cardId: string) => t.call("POST", "/v1/user/checkout/sandbox/saved-card", { token, body: { sessionId, cardId } });

describe("stored cards in one place", () => {
  it("lists the card kept for a rental under the customer's saved cards, with the rental that uses it", async () => {
    const renter = await rentOne(t, rental.id);
    const res = await t.call("GET", "/v1/user/saved-cards", { token: renter.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ provider: "sandbox", brand: "visa", last4: "4242", rentals: [expect.objectContaining({ id: renter.agreement.id, productName: "20ft Test Rental" })] }),
    ]);
    const stranger = await t.createUser();
    expect((await t.call("GET", "/v1/user/saved-cards", { token: stranger.token })).body.data).toEqual([]);
  });

  it("removing the card detaches it at the provider and the rental says it has no card on file", async () => {
    const renter = await rentOne(t, rental.id);
    const [card] = (await t.call("GET", "/v1/user/saved-cards", { token: renter.token })).body.data;
    const stranger = await t.createUser();
    expect((await t.call("DELETE", `/v1/user/saved-cards/${card.id}`, { token: stranger.token })).status).toBe(404);
    const [stored] = await t.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect((await t.call("DELETE", `/v1/user/saved-cards/${card.id}`, { token: renter.token })).status).toBe(200);
    expect(await t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, stored.paymentMethodId))).toEqual([]);
    expect(await t.db.select().from(savedCards).where(eq(savedCards.id, card.id))).toEqual([]);
    const [agreement] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, renter.agreement.id));
    expect(agreement.savedCardId).toBeNull();
    const rentals = await t.call("GET", "/v1/user/rentals", { token: renter.token });
    expect(rentals.body.data.data[0].card).toBeNull();
  });
});

describe("paying with a stored card (sandbox)", () => {
  it("pays the open page through the same fulfilment as a new card: ledger, stock, cart and mails", async () => {
    const c = await renterAtCheckout();
    expect(c.card).toMatchObject({ provider: "sandbox", brand: "visa", last4: "4242" });
    const res = await payWithSaved(c.token, c.sessionId, c.card.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: c.orderId, invoiceId: c.invoiceId, paymentStatus: "paid" });
    expect(res.body.data.redirectUrl).toContain(c.sessionId);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, c.orderId));
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ amountCents: order.totalCents, status: "succeeded" });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId)))[0].status).toBe("paid");
    expect((await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, c.sessionId)))[0]).toMatchObject({ status: "paid", paymentId: pays[0].providerPaymentId });
    const holds = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, c.orderId));
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.every((h) => h.status === "sold")).toBe(true);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, c.user.id));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
    const mails = await t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `%${c.orderId.slice(0, 8).toUpperCase()}%`));
    expect(mails.map((m) => m.to).sort()).toEqual([c.user.email, t.deps.env.SALES_EMAIL].sort());

    // The success page's confirm and a second click change nothing: one payment, one charge.
    const confirm = await t.call("POST", "/v1/user/checkout/sandbox/confirm", { token: c.token, body: { sessionId: c.sessionId } });
    expect(confirm.body.data).toMatchObject({ orderId: c.orderId, paymentStatus: "paid" });
    expect((await payWithSaved(c.token, c.sessionId, c.card.id)).status).toBe(409);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).toHaveLength(1);
  });

  it("only the card's owner, only on their own page", async () => {
    const c = await renterAtCheckout();
    const other = await renterAtCheckout();
    expect((await payWithSaved(c.token, c.sessionId, other.card.id)).status).toBe(404);
    expect((await payWithSaved(other.token, c.sessionId, other.card.id)).status).toBe(404);
    expect((await payWithSaved(c.token, "cs_sandbox_nothing_here_at_all", c.card.id)).status).toBe(404);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).toEqual([]);
  });

  it("a declined card says so and leaves the page open for a new card", async () => {
    const c = await renterAtCheckout();
    await setCardBehaviour(t.db, c.agreement.id, "declines");
    const res = await payWithSaved(c.token, c.sessionId, c.card.id);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: "card_declined", message: expect.stringMatching(/declined/i) });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(order.paymentStatus).toBe("pending");
    expect((await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, c.sessionId)))[0].status).toBe("open");
    expect((await payPage(t, c.url)).status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, c.orderId)))[0].paymentStatus).toBe("paid");
  });
});
