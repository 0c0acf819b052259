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

async function queriesOf(path: string, token?: string) {
  // The mail job shares the database handle: let it finish, or its statements would be counted too.
  await eventually(async () => (await t.db.select().from(outgoingEmails).where(inArray(outgoingEmails.status, ["queued", "sending", "failed"]))).length === 0, "the outbox to drain");
  const { result, queries } = await t.countQueries(() => t.call("GET", path, { token }));
  expect(result.status).toBe(200);
  return queries.length;
}

describe("query counts", () => {
  it("the product list sends the same few queries for 1 or 50 products", async () => {
    const one = await queriesOf("/v1/products/products?limit=1");
    const fifty = await queriesOf("/v1/products/products?limit=50");
    expect(fifty).toBe(one);
    expect(fifty).toBeLessThanOrEqual(4);
  });

  it("filtered and searched lists stay flat too", async () => {
    expect(await queriesOf("/v1/products/products?limit=7&category=containers&size=20ft&sort=price_asc")).toBeLessThanOrEqual(4);
    expect(await queriesOf("/v1/products/products?limit=7&search=container")).toBeLessThanOrEqual(4);
  });

  it("a product with many dimensions and conditions loads in a fixed number of queries", async () => {
    const list = await t.call("GET", "/v1/products/products?search=choose%20your%20size&limit=1");
    const id = list.body.data.products[0].id;
    // 7: the delivery rates for the "from" prices are one more read (docs/decisions/024).
    expect(await queriesOf(`/v1/products/${id}`)).toBeLessThanOrEqual(7);
  });

  it("the cart sends the same queries for 1 or 5 lines", async () => {
    const parts = (await t.call("GET", "/v1/products/products?category=parts&limit=5")).body.data.products as { id: string }[];
    const { token } = await t.createUser();
    await t.call("POST", "/v1/user/cart", { token, body: { productId: parts[0].id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } });
    const one = await queriesOf("/v1/user/cart", token);
    for (const p of parts.slice(1)) await t.call("POST", "/v1/user/cart", { token, body: { productId: p.id, quantity: 2, selectedDelivery: { method: "flatbed" } } });
    const cart = await t.call("GET", "/v1/user/cart", { token });
    expect(cart.body.data.items).toHaveLength(5);
    expect(await queriesOf("/v1/user/cart", token)).toBe(one);
  });

  it("orders and invoices lists send the same queries for 1 or 3 orders", async () => {
    const part = (await t.call("GET", "/v1/products/products?category=parts&limit=1")).body.data.products[0];
    const { token } = await t.createUser();
    await t.call("POST", "/v1/user/addresses", { token, body: { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", isDefault: true } });
    // Each paid checkout is an order (an unpaid one is not listed, issue 15); paying empties the cart.
    const order = async () => {
      await t.call("POST", "/v1/user/cart", { token, body: { productId: part.id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } });
      const s = await t.call("POST", "/v1/user/checkout/sandbox/session", { token, body: {} });
      expect(s.status).toBe(200);
      const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Query Counter" };
      expect((await t.call("POST", `/v1/payments/sandbox/sessions/${s.body.data.sessionId}/pay`, { token, body: card })).status).toBe(200);
    };
    await order();
    const ordersOne = await queriesOf("/v1/user/orders", token);
    const invoicesOne = await queriesOf("/v1/user/invoices", token);
    await order();
    await order();
    expect((await t.call("GET", "/v1/user/orders", { token })).body.data).toHaveLength(3);
    expect(await queriesOf("/v1/user/orders", token)).toBe(ordersOne);
    expect(await queriesOf("/v1/user/invoices", token)).toBe(invoicesOne);
  });

  it("availability of a product with 10 variants × 26 depots answers in two queries", async () => {
    const list = await t.call("GET", "/v1/products/products?search=choose%20your%20size&limit=1");
    const id = list.body.data.products[0].id;
    const data = (await t.call("GET", `/v1/products/${id}/availability?zip=33101`)).body.data;
    expect(data.variants.length).toBeGreaterThanOrEqual(10);
    expect(await queriesOf(`/v1/products/${id}/availability?zip=33101`)).toBeLessThanOrEqual(2);
    expect(await queriesOf(`/v1/products/${id}/availability`)).toBeLessThanOrEqual(2);
  });

  it("the in-stock shop list and the depot grid of /inventory stay flat", async () => {
    expect(await queriesOf("/v1/products/products?limit=50&inStock=true")).toBeLessThanOrEqual(4);
    expect(await queriesOf("/v1/products/products?limit=7&depot=houston-tx")).toBeLessThanOrEqual(4);
    expect(await queriesOf("/v1/products/inventory")).toBeLessThanOrEqual(5);
  });

  it("the admin Stock screen sends the same two queries for any page and filter", async () => {
    const { token } = await t.createUser({ role: "admin" });
    const one = await queriesOf("/v1/admin/stock?page=1", token);
    expect(one).toBeLessThanOrEqual(2 + 1); // + the session lookup
    expect(await queriesOf("/v1/admin/stock?page=3&lowOnly=true&category=containers", token)).toBe(one);
  });
});
