import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { eventually } from "../test/smtp-catcher.ts";

/**
 * Pins how many SQL statements each hot endpoint sends, whatever the page size: an N+1 (one query
 * per product, line or order) makes these numbers grow with the data and fails the test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function queriesOf(request: () => Promise<Response>) {
  // The mail job shares the database handle: let it finish, or its statements would be counted too.
  await eventually(async () => (await t.db.select().from(outgoingEmails).where(inArray(outgoingEmails.status, ["queued", "sending", "failed"]))).length === 0, "the outbox to drain");
  const { result, queries } = await t.countQueries(() => t.send(request()));
  expect(result.status).toBe(200);
  return queries.length;
}

describe("query counts", () => {
  it("the product list sends the same few queries for 1 or 50 products", async () => {
    const one = await queriesOf(() => t.api.products.products.$get({ query: { limit: "1" } }));
    const fifty = await queriesOf(() => t.api.products.products.$get({ query: { limit: "50" } }));
    expect(fifty).toBe(one);
    expect(fifty).toBeLessThanOrEqual(4);
  });

  it("filtered and searched lists stay flat too", async () => {
    expect(await queriesOf(() => t.api.products.products.$get({ query: { limit: "7", category: "containers", size: "20ft", sort: "price_asc" } }))).toBeLessThanOrEqual(4);
    expect(await queriesOf(() => t.api.products.products.$get({ query: { limit: "7", search: "container" } }))).toBeLessThanOrEqual(4);
  });

  it("a product with many dimensions and conditions loads in a fixed number of queries", async () => {
    const list = await t.send(t.api.products.products.$get({ query: { search: "choose your size", limit: "1" } }));
    const id = list.body.data.products[0].id;
    // 7: the delivery rates for the "from" prices are one more read (docs/decisions/024).
    expect(await queriesOf(() => t.api.products[":id"].$get({ param: { id } }))).toBeLessThanOrEqual(7);
  });

  it("the cart sends the same queries for 1 or 5 lines", async () => {
    const parts = (await t.send(t.api.products.products.$get({ query: { category: "parts", limit: "5" } }))).body.data.products as { id: string }[];
    const { token } = await t.createUser();
    await t.send(t.api.user.cart.$post({ json: { productId: parts[0].id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } }, t.as(token)));
    const one = await queriesOf(() => t.api.user.cart.$get({}, t.as(token)));
    for (const p of parts.slice(1)) await t.send(t.api.user.cart.$post({ json: { productId: p.id, quantity: 2, selectedDelivery: { method: "flatbed" } } }, t.as(token)));
    const cart = await t.send(t.api.user.cart.$get({}, t.as(token)));
    expect(cart.body.data.items).toHaveLength(5);
    expect(await queriesOf(() => t.api.user.cart.$get({}, t.as(token)))).toBe(one);
  });

  it("orders and invoices lists send the same queries for 1 or 3 orders", async () => {
    const part = (await t.send(t.api.products.products.$get({ query: { category: "parts", limit: "1" } }))).body.data.products[0];
    const { token } = await t.createUser();
    // No phone or additional info: the schema takes them absent (its inferred type wants both).
    const address = { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", isDefault: true } as Parameters<typeof t.api.user.addresses.$post>[0]["json"];
    await t.send(t.api.user.addresses.$post({ json: address }, t.as(token)));
    // Each paid checkout is an order (an unpaid one is not listed, issue 15); paying empties the cart.
    const order = async () => {
      await t.send(t.api.user.cart.$post({ json: { productId: part.id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } }, t.as(token)));
      const s = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
      expect(s.status).toBe(200);
      const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Query Counter" };
      expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: s.body.data.sessionId }, json: card }, t.as(token)))).status).toBe(200);
    };
    await order();
    const ordersOne = await queriesOf(() => t.api.user.orders.$get({}, t.as(token)));
    const invoicesOne = await queriesOf(() => t.api.user.invoices.$get({}, t.as(token)));
    await order();
    await order();
    expect((await t.send(t.api.user.orders.$get({}, t.as(token)))).body.data).toHaveLength(3);
    expect(await queriesOf(() => t.api.user.orders.$get({}, t.as(token)))).toBe(ordersOne);
    expect(await queriesOf(() => t.api.user.invoices.$get({}, t.as(token)))).toBe(invoicesOne);
  });

  it("availability of a product with 10 variants × 26 depots answers in two queries", async () => {
    const list = await t.send(t.api.products.products.$get({ query: { search: "choose your size", limit: "1" } }));
    const id = list.body.data.products[0].id;
    const data = (await t.send(t.api.products[":id"].availability.$get({ param: { id }, query: { zip: "33101" } }))).body.data;
    expect(data.variants.length).toBeGreaterThanOrEqual(10);
    expect(await queriesOf(() => t.api.products[":id"].availability.$get({ param: { id }, query: { zip: "33101" } }))).toBeLessThanOrEqual(2);
    expect(await queriesOf(() => t.api.products[":id"].availability.$get({ param: { id }, query: {} }))).toBeLessThanOrEqual(2);
  });

  it("the in-stock shop list and the depot grid of /inventory stay flat", async () => {
    expect(await queriesOf(() => t.api.products.products.$get({ query: { limit: "50", inStock: "true" } }))).toBeLessThanOrEqual(4);
    expect(await queriesOf(() => t.api.products.products.$get({ query: { limit: "7", depot: "houston-tx" } }))).toBeLessThanOrEqual(4);
    expect(await queriesOf(() => t.api.products.inventory.$get({}))).toBeLessThanOrEqual(5);
  });

  it("the admin Stock screen sends the same two queries for any page and filter", async () => {
    const { token } = await t.createUser({ role: "admin" });
    const one = await queriesOf(() => t.api.admin.stock.$get({ query: { page: "1" } }, t.as(token)));
    expect(one).toBeLessThanOrEqual(2 + 1); // + the session lookup
    expect(await queriesOf(() => t.api.admin.stock.$get({ query: { page: "3", lowOnly: "true", category: "containers" } }, t.as(token)))).toBe(one);
  });
});
