import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, outgoingEmails, quoteRequests } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery } from "../../test/fixtures/checkout.ts";
import { toOrderDtos } from "../orders/service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const office = {
  base: { lengthFt: 20, highCube: false, condition: "new" },
  modifications: [
    { key: "d", code: "personnel-door", wall: "left", x: 40, price: 1 },
    { key: "w1", code: "window-barred", wall: "left", x: 120 },
    { key: "w2", code: "window-barred", wall: "right", x: 120 },
    { key: "i", code: "spray-foam" },
    { key: "e", code: "electrical" },
  ],
  price: 5,
};
// 4,650 (BX-S20 new) + 1,195 + 2 × 645 + 20 × 142.50 + 1,650
const OFFICE_PRICE = 11_635;
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("builder pricing API", () => {
  it("lists options, bases with catalog prices and the palette", async () => {
    const res = await t.call("GET", "/v1/builder/options");
    expect(res.status).toBe(200);
    const codes = res.body.data.options.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(["rollup-door", "window-barred", "spray-foam", "paint", "reinforcement-frame"]));
    expect(res.body.data.bases).toContainEqual({ lengthFt: 20, highCube: false, condition: "new", label: "20ft, New (One-Trip)", price: 4650 });
    expect(res.body.data.bases).toContainEqual(expect.objectContaining({ lengthFt: 10, highCube: true, price: null }));
  });

  it("prices from the catalog, ignoring the client's prices", async () => {
    const res = await t.call("POST", "/v1/builder/price", { body: { design: office, price: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: OFFICE_PRICE, leadTimeDays: 8, problems: [] });
    expect(res.body.data.lines[0]).toEqual({ code: "base", label: "20ft, New (One-Trip) container", price: 4650 });
  });

  it("answers a rule-breaking design with its problems, not an error", async () => {
    const bad = { ...office, modifications: [{ key: "a", code: "rollup-door", wall: "left", x: 150 }, { key: "b", code: "window", wall: "left", x: 200 }, { key: "c", code: "vent", wall: "right", x: 5 }] };
    const res = await t.call("POST", "/v1/builder/price", { body: { design: bad } });
    expect(res.status).toBe(200);
    expect(res.body.data.problems.map((p: { code: string }) => p.code)).toEqual(["overlap", "too_close_to_corner"]);
    const nonsense = await t.call("POST", "/v1/builder/price", { body: { design: { base: { lengthFt: 33 }, modifications: "x" } } });
    expect(nonsense.status).toBe(400);
  });
});

describe("designs, cart and quote", () => {
  it("saves, updates, shares read-only, lists, and reprices after an admin edit", async () => {
    const { token } = await t.createUser();
    const saved = await t.call("POST", "/v1/user/designs", { token, body: { name: "Site office", design: office, snapshot: PIXEL } });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ name: "Site office", mine: true, quote: { price: OFFICE_PRICE } });
    expect(saved.body.data.imageUrl).toMatch(/^\/media\/designs\/[a-f0-9]+-1200\.webp$/);

    const shared = await t.call("GET", `/v1/designs/${id}`);
    expect(shared.body.data).toMatchObject({ id, name: "Site office", mine: false, imageUrl: saved.body.data.imageUrl });
    expect((await t.call("GET", "/v1/designs/nope")).status).toBe(404);

    const other = await t.createUser();
    const stolen = await t.call("POST", "/v1/user/designs", { token: other.token, body: { id, name: "Mine now", design: office } });
    expect(stolen.status).toBe(404);
    const renamed = await t.call("POST", "/v1/user/designs", { token, body: { id, name: "Site office v2", design: office } });
    expect(renamed.body.data).toMatchObject({ id, name: "Site office v2", imageUrl: saved.body.data.imageUrl });

    const list = await t.call("GET", "/v1/user/designs", { token });
    expect(list.body.data).toEqual([expect.objectContaining({ id, name: "Site office v2", price: OFFICE_PRICE, base: "20ft, New (One-Trip)" })]);

    const { token: adminToken } = await t.createUser({ role: "admin" });
    const put = await t.call("PUT", "/v1/admin/builder/options/electrical", { token: adminToken, body: { label: "Electrical package", price: 1750, leadTimeDays: 5, active: true } });
    expect(put.status).toBe(200);
    expect((await t.call("GET", `/v1/designs/${id}`)).body.data.quote.price).toBe(OFFICE_PRICE + 100);
    await t.call("PUT", "/v1/admin/builder/options/electrical", { token: adminToken, body: { label: "Electrical package", price: 1650, leadTimeDays: 5, active: true } });
    expect((await t.call("PUT", "/v1/admin/builder/options/electrical", { token, body: { label: "x", price: 1, leadTimeDays: 1, active: true } })).status).toBe(403);
  });

  it("puts a design in the cart as a custom build priced on every read, and snapshots it on the order", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const { id } = (await t.call("POST", "/v1/user/designs", { token, body: { name: "Office", design: office } })).body.data;
    const res = await t.call("POST", "/v1/user/cart", { token, body: { designId: id, price: 1 } });
    expect(res.status).toBe(200);
    const [line] = res.body.data.items;
    expect(line).toMatchObject({ name: "Custom build: Office", itemPrice: OFFICE_PRICE, selectedDimension: { dimension: "20ft" }, selectedCondition: { condition: "New (One-Trip)" } });
    expect(line.design).toMatchObject({ id, name: "Office", leadTimeDays: 8 });

    // A design change shows at the next read of the cart.
    await t.call("POST", "/v1/user/designs", { token, body: { id, name: "Office", design: { ...office, modifications: office.modifications.slice(0, 1) } } });
    expect((await t.call("GET", "/v1/user/cart", { token })).body.data.items[0].itemPrice).toBe(4650 + 1195);
    await t.call("POST", "/v1/user/designs", { token, body: { id, name: "Office", design: office } });

    // Delivered as its base box: by truck from the shipping depot, priced like a plain 20ft box on the same truck.
    const booked = await bookDelivery(t, token, address.id);
    const custom = booked.items[0];
    expect(custom.deliveryNote).toMatch(/^1 truck from /);
    expect(custom.selectedDelivery.price).toBeGreaterThan(0);
    expect(custom.totalPrice).toBe(OFFICE_PRICE + custom.selectedDelivery.price);
    expect(booked).toMatchObject({ subtotal: OFFICE_PRICE, shipping: custom.selectedDelivery.price, delivery: { truck: custom.selectedDelivery.method, trucks: 1 } });
    const plain = await t.createUser();
    const plainAddress = await addAddress(t.db, plain.user.id);
    const box = { productId: line.productId, quantity: 1, selectedDimension: { dimension: "20ft" }, selectedCondition: { condition: "New (One-Trip)" }, selectedDelivery: { method: custom.selectedDelivery.method } };
    expect((await t.call("POST", "/v1/user/cart", { token: plain.token, body: box })).status).toBe(200);
    const plainCart = await bookDelivery(t, plain.token, plainAddress.id);
    expect(plainCart.items[0].selectedDelivery.price).toBe(custom.selectedDelivery.price);

    const session = await t.call("POST", "/v1/user/checkout/sandbox/session", { token, body: { items: [], total: 0.01 } });
    expect(session.status).toBe(200);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.designId, id));
    expect(item.unitPriceCents).toBe(OFFICE_PRICE * 100);
    expect(item.designSnapshot?.lines.map((l) => l.code)).toEqual(["base", "personnel-door", "window-barred", "window-barred", "spray-foam", "electrical"]);
    // The order as the customer and the admin read it (both through toOrderDtos) shows the design.
    const [order] = await toOrderDtos(t.db, await t.db.select().from(orders).where(eq(orders.id, item.orderId)));
    expect(order.items[0].design).toMatchObject({ id, name: "Office" });
  });

  it("changes and removes a custom build by its line id when the same box is in the cart plain", async () => {
    const { token } = await t.createUser();
    const { id } = (await t.call("POST", "/v1/user/designs", { token, body: { name: "Twin", design: office } })).body.data;
    const [custom] = (await t.call("POST", "/v1/user/cart", { token, body: { designId: id } })).body.data.items;
    const box = { productId: custom.productId, selectedDimension: custom.selectedDimension, selectedCondition: custom.selectedCondition, selectedDelivery: { method: custom.selectedDelivery.method } };
    const both = (await t.call("POST", "/v1/user/cart", { token, body: box })).body.data.items;
    expect(both.map((i: { name: string }) => i.name)).toEqual(["Custom build: Twin", "20ft Standard Shipping Container"]);
    // Without the id the selections match both lines; the cart page sends the whole line as read, id included.
    expect((await t.call("PUT", "/v1/user/cart/update", { token, body: { ...box, quantity: 2 } })).body.errors.item).toBeTruthy();
    const updated = await t.call("PUT", "/v1/user/cart/update", { token, body: { ...both[0], quantity: 2 } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const removed = await t.call("DELETE", `/v1/user/cart/${custom.productId}`, { token, body: updated.body.data.items[0] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([expect.objectContaining({ id: both[1].id, name: "20ft Standard Shipping Container", design: null })]);
  });

  it("refuses a design with problems in the cart, naming them", async () => {
    const { token } = await t.createUser();
    const broken = { ...office, modifications: [{ key: "a", code: "window", wall: "left", x: 5 }] };
    const { id } = (await t.call("POST", "/v1/user/designs", { token, body: { name: "Broken", design: broken } })).body.data;
    const res = await t.call("POST", "/v1/user/cart", { token, body: { designId: id } });
    expect(res.status).toBe(400);
    expect(res.body.errors.designId).toMatch(/from the corners/);
  });

  it("sends a design to the quote inbox with its option list and picture", async () => {
    const { token } = await t.createUser();
    const { id } = (await t.call("POST", "/v1/user/designs", { token, body: { name: "Quote me", design: office, snapshot: PIXEL } })).body.data;
    const res = await t.call("POST", "/v1/quotes", { body: { name: "Jo", email: "jo@example.com", zip: "33101", designId: id }, headers: { "X-Forwarded-For": "203.0.113.77" } });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.designId, id));
    expect(row).toBeTruthy();
    const mails = await t.db.select().from(outgoingEmails);
    const sales = mails.find((m) => m.to === t.deps.env.SALES_EMAIL && m.text.includes("Quote me"));
    expect(sales?.text).toContain(`/builder/d/${id}`);
    expect(sales?.text).toContain("Build item: Window 36 × 24 with security bars: $645.00");
    expect(sales?.text).toMatch(/Rendered view: .*\/media\/designs\//);
    // The admin inbox links the design (issue 21): the quote carries its id.
    const admin = (await t.createUser({ role: "admin" })).token;
    const inbox = (await t.call("GET", "/v1/admin/quotes?search=jo%40example.com", { token: admin })).body.data.items;
    expect(inbox.find((q: { designId: string | null }) => q.designId === id)).toBeTruthy();
  });
});
