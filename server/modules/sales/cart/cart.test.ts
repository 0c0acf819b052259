import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, itemPayload, makeCatalog } from "../../../test/fixtures/checkout.ts";

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

async function customer() {
  const u = await t.createUser();
  return u.token;
}
const add = (token: string, body: Parameters<typeof t.api.user.cart.$post>[0]["json"]) => t.send(t.api.user.cart.$post({ json: body }, t.as(token)));

describe("cart pricing", () => {
  it("prices from the catalog and ignores every price in the payload", async () => {
    const token = await customer();
    const res = await add(token, itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 2 }));
    expect(res.status).toBe(200);
    const [item] = res.body.data.items;
    expect(item).toMatchObject({
      productId: cat.container.id,
      name: "Test Container",
      image: "/media/test-container.webp",
      quantity: 2,
      basePrice: 1000,
      itemPrice: 3000,
      totalPrice: 6000, // 3000 × 2; delivery is priced once there is an address (server/modules/logistics/delivery)
      selectedDimension: { dimension: "20ft" },
      selectedCondition: { condition: "New" },
      selectedDelivery: { method: "crane", price: 0 },
      deliveryNote: "Add an address to price delivery",
    });
    expect(res.body.data).toMatchObject({ subtotal: 6000, shipping: 0, tax: 0, total: 6000, taxState: null, itemCount: 2, shipTo: null, delivery: null });
  });

  it("falls back condition → dimension → product with ??, so a price of 0 stays 0", async () => {
    const token = await customer();
    await add(token, itemPayload(cat.container.id, { dimension: "20ft", condition: "Used", method: "flatbed" }));
    await add(token, itemPayload(cat.container.id, { dimension: "20ft", condition: "Refurbished", method: "flatbed" }));
    const res = await add(token, itemPayload(cat.container.id, { dimension: "40ft", method: "flatbed" }));
    expect(res.body.data.items.map((i: { itemPrice: number }) => i.itemPrice)).toEqual([0, 2000, 1000]);
    expect(res.body.data.subtotal).toBe(3000);
  });

  it("taxes the subtotal (not delivery) at the rate of the default shipping address's state", async () => {
    const { user, token } = await t.createUser();
    await addAddress(t.db, user.id, { state: "Florida" }); // 6.00 % in the default settings
    const res = await add(token, itemPayload(cat.part.id, { method: "tilt-bed", quantity: 3 }));
    // subtotal 3 × 25.50 = 76.50; tax round(7650 × 0.06) = 459 cents; parts alone ship as one $95 parcel
    expect(res.body.data).toMatchObject({ subtotal: 76.5, shipping: 95, tax: 4.59, total: 176.09, taxState: "FL" });
  });
});

describe("cart lines", () => {
  it("adds the same line up, and refuses going past 999", async () => {
    const token = await customer();
    const line = { dimension: "40ft", method: "crane" };
    await add(token, itemPayload(cat.container.id, { ...line, quantity: 500 }));
    const merged = await add(token, itemPayload(cat.container.id, { ...line, quantity: 499 }));
    expect(merged.body.data.items).toHaveLength(1);
    expect(merged.body.data.items[0].quantity).toBe(999);
    const over = await add(token, itemPayload(cat.container.id, { ...line, quantity: 1 }));
    expect(over.status).toBe(400);
    expect(over.body.errors.quantity).toBeTruthy();
    const cart = await t.send(t.api.user.cart.$get({}, t.as(token)));
    expect(cart.body.data.items[0].quantity).toBe(999);
  });

  it("keeps lines that differ in delivery method apart", async () => {
    const token = await customer();
    await add(token, itemPayload(cat.container.id, { dimension: "40ft", method: "crane" }));
    const res = await add(token, itemPayload(cat.container.id, { dimension: "40ft", method: "flatbed" }));
    expect(res.body.data.items).toHaveLength(2);
  });

  it("refuses tampered quantities", async () => {
    const token = await customer();
    for (const quantity of [0, -3, 1.5, 1000, "2"]) {
      const res = await add(token, { ...itemPayload(cat.part.id, { method: "tilt-bed" }), quantity: quantity as number }); // "2" invalid on purpose
      expect(res.status, `quantity ${quantity}`).toBe(400);
      expect(res.body.errors.quantity).toBeTruthy();
    }
    expect((await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data.items).toEqual([]);
  });

  it.each([
    ["productId", { productId: "00000000-0000-4000-8000-000000000000", method: "crane" }],
    ["selectedDimension", { dimension: "99ft", method: "crane" }],
    ["selectedDimension", { method: "crane" }],
    ["selectedCondition", { dimension: "20ft", condition: "Mint", method: "crane" }],
    ["selectedCondition", { dimension: "20ft", method: "crane" }],
    ["selectedDelivery", { dimension: "40ft" }],
    ["selectedDelivery", { dimension: "40ft", method: "helicopter" }],
  ])("refuses an invalid selection, naming %s", async (field, sel) => {
    const token = await customer();
    const { productId, ...rest } = sel as { productId?: string };
    const res = await add(token, itemPayload(productId ?? cat.container.id, rest));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it("updates a quantity and removes a line using the item as read", async () => {
    const token = await customer();
    await add(token, itemPayload(cat.part.id, { method: "tilt-bed" }));
    const added = await add(token, itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane" }));
    const item = added.body.data.items[1];
    const updated = await t.send(t.api.user.cart.update.$put({ json: { ...item, quantity: 4 } }, t.as(token)));
    expect(updated.status).toBe(200);
    expect(updated.body.data.items[1]).toMatchObject({ quantity: 4, totalPrice: 12000 });
    const bad = await t.send(t.api.user.cart.update.$put({ json: { ...item, quantity: 0 } }, t.as(token)));
    expect(bad.status).toBe(400);
    const removed = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.container.id }, json: item }, t.as(token)));
    expect(removed.status).toBe(200);
    expect(removed.body.data.items.map((i: { productId: string }) => i.productId)).toEqual([cat.part.id]);
    const again = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.container.id }, json: item }, t.as(token)));
    expect(again.status).toBe(404);
  });

  it("finds the line by its selections when the item carries no id", async () => {
    const token = await customer();
    await add(token, itemPayload(cat.container.id, { dimension: "40ft", method: "crane" }));
    await add(token, itemPayload(cat.container.id, { dimension: "40ft", method: "flatbed" }));
    const ambiguous = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.container.id }, json: { productId: cat.container.id } }, t.as(token)));
    expect(ambiguous.status).toBe(400);
    const res = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.container.id }, json: { productId: cat.container.id, selectedDimension: { dimension: "40ft" }, selectedCondition: null, selectedDelivery: { method: "flatbed" } } }, t.as(token)));
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { selectedDelivery: { method: string } }) => i.selectedDelivery.method)).toEqual(["crane"]);
  });
});

describe("cart access", () => {
  it("needs a login", async () => {
    expect((await t.send(t.api.user.cart.$get({}))).status).toBe(401);
    expect((await add("", itemPayload(cat.part.id, { method: "tilt-bed" }))).status).toBe(401);
  });

  it("one customer can neither see nor change another's cart lines", async () => {
    const alice = await customer();
    const bob = await customer();
    const mine = await add(alice, itemPayload(cat.part.id, { method: "tilt-bed" }));
    const item = mine.body.data.items[0];
    expect((await t.send(t.api.user.cart.$get({}, t.as(bob)))).body.data.items).toEqual([]);
    expect((await t.send(t.api.user.cart.update.$put({ json: { ...item, quantity: 9 } }, t.as(bob)))).status).toBe(404);
    expect((await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: cat.part.id }, json: item }, t.as(bob)))).status).toBe(404);
    expect((await t.send(t.api.user.cart.$get({}, t.as(alice)))).body.data.items[0].quantity).toBe(1);
  });

  it("serialises concurrent adds to the same line", async () => {
    const token = await customer();
    await Promise.all(Array.from({ length: 5 }, () => add(token, itemPayload(cat.part.id, { method: "tilt-bed", quantity: 2 }))));
    const cart = await t.send(t.api.user.cart.$get({}, t.as(token)));
    expect(cart.body.data.items).toHaveLength(1);
    expect(cart.body.data.items[0].quantity).toBe(10);
  });
});
