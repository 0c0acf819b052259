import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { itemPayload, makeCatalog, readyCustomer } from "../../../test/fixtures/checkout.ts";

let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

describe("archived products", () => {
  it("deleting a product in a cart archives it: the cart says no longer available, prices it at nothing and checkout refuses", async () => {
    const buyer = await readyCustomer(t, cat);
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(buyer.token)));

    const del = await t.send(t.api.admin.products[":id"].$delete({ param: { id: cat.container.id } }, t.as(admin)));
    expect(del.body.data).toEqual({ id: cat.container.id, hidden: true });
    expect(del.body.message).toMatch(/archived/);

    const cart = (await t.send(t.api.user.cart.$get({}, t.as(buyer.token)))).body.data;
    const gone = cart.items.find((i: { productId: string }) => i.productId === cat.container.id);
    expect(gone).toMatchObject({ unavailable: true, stockIssue: "No longer available — remove it to check out", quantity: 2 });
    expect(cart.checkoutBlocked).toBe(true);
    // Only the lock box counts: 25.50 + 10.00 delivery, 6 % tax on 25.50.
    expect(cart.subtotal).toBe(25.5);
    expect(cart.itemCount).toBe(1);

    // A client's copy of the cart, which the server ignores: the route declares no body, so it goes in `init`.
    const checkout = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, { ...t.as(buyer.token, { "Content-Type": "application/json" }), init: { body: JSON.stringify(cart) } }));
    expect(checkout.status).toBe(409);
    expect(checkout.body.code).toBe("product_unavailable");
    expect(checkout.body.message).toBe("Test Container is no longer available. Remove it from your cart to check out.");

    // The customer can still remove the line, and then checks out the rest.
    const removed = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.container.id }, json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane" }) }, t.as(buyer.token)));
    expect(removed.status).toBe(200);
    expect(removed.body.data.checkoutBlocked).toBe(false);
    expect(removed.body.data.items).toHaveLength(1);
  });

  it("lists archived products with the carts holding them, and Restore puts one back in shop and carts", async () => {
    const fresh = await makeCatalog(t.db);
    const buyer = await readyCustomer(t, fresh);
    await t.send(t.api.admin.products[":id"].$delete({ param: { id: fresh.container.id } }, t.as(admin)));
    expect((await t.send(t.api.products[":id"].$get({ param: { id: fresh.container.id } }))).status).toBe(404);

    const list = await t.send(t.api.admin.products.archived.$get({}, t.as(admin)));
    expect(list.status).toBe(200);
    expect(list.body.data.find((p: { id: string }) => p.id === fresh.container.id)).toMatchObject({ name: "Test Container", cartLines: 1, orderLines: 0, price: 1000 });

    const restore = await t.send(t.api.admin.products[":id"].restore.$post({ param: { id: fresh.container.id } }, t.as(admin)));
    expect(restore.status).toBe(200);
    expect(restore.body.message).toBe("Product “Test Container” restored: it is back in the shop.");
    expect((await t.send(t.api.products[":id"].$get({ param: { id: fresh.container.id } }))).status).toBe(200);
    const cart = (await t.send(t.api.user.cart.$get({}, t.as(buyer.token)))).body.data;
    expect(cart.items[0].unavailable).toBeUndefined();
    expect(cart.checkoutBlocked).toBe(false);
    expect((await t.send(t.api.admin.products.archived.$get({}, t.as(admin)))).body.data.map((p: { id: string }) => p.id)).not.toContain(fresh.container.id);

    // Restoring twice, or a product that is not archived, is a 404; customers may not list or restore.
    expect((await t.send(t.api.admin.products[":id"].restore.$post({ param: { id: fresh.container.id } }, t.as(admin)))).status).toBe(404);
    expect((await t.send(t.api.admin.products.archived.$get({}, t.as(buyer.token)))).status).toBe(403);
  });

  it("a product nobody ordered or saved is still erased", async () => {
    const fresh = await makeCatalog(t.db);
    const del = await t.send(t.api.admin.products[":id"].$delete({ param: { id: fresh.part.id } }, t.as(admin)));
    expect(del.body.data.hidden).toBe(false);
    expect((await t.send(t.api.admin.products.archived.$get({}, t.as(admin)))).body.data.map((p: { id: string }) => p.id)).not.toContain(fresh.part.id);
  });
});
