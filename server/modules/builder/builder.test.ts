import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, outgoingEmails, quoteRequests } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery } from "../../test/fixtures/checkout.ts";
import { toOrderDtos } from "../orders/service.ts";
import type { Design } from "../../../contract/builder.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

// Prices of the client's on purpose (not in the type): the server prices from the catalog.
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
} as Design;
// 4,650 (BX-S20 new) + 1,195 + 2 × 645 + 20 × 142.50 + 1,650
const OFFICE_PRICE = 11_635;
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("builder pricing API", () => {
  it("lists options, bases with catalog prices and the palette", async () => {
    const res = await t.send(t.api.builder.options.$get({}));
    expect(res.status).toBe(200);
    const codes = res.body.data.options.map((o: { code: string }) => o.code);
    expect(codes).toEqual(expect.arrayContaining(["rollup-door", "window-barred", "spray-foam", "paint", "reinforcement-frame"]));
    expect(res.body.data.bases).toContainEqual({ lengthFt: 20, highCube: false, condition: "new", label: "20ft, New (One-Trip)", price: 4650 });
    expect(res.body.data.bases).toContainEqual(expect.objectContaining({ lengthFt: 10, highCube: true, price: null }));
  });

  it("prices from the catalog, ignoring the client's prices", async () => {
    const res = await t.send(t.api.builder.price.$post({ json: { design: office, price: 1 } as { design: Design } })); // a price of the client's on purpose
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: OFFICE_PRICE, leadTimeDays: 8, problems: [] });
    expect(res.body.data.lines[0]).toEqual({ code: "base", label: "20ft, New (One-Trip) container", price: 4650 });
  });

  it("answers a rule-breaking design with its problems, not an error", async () => {
    const bad: Design = { ...office, modifications: [{ key: "a", code: "rollup-door", wall: "left", x: 150 }, { key: "b", code: "window", wall: "left", x: 200 }, { key: "c", code: "vent", wall: "right", x: 5 }] };
    const res = await t.send(t.api.builder.price.$post({ json: { design: bad } }));
    expect(res.status).toBe(200);
    expect(res.body.data.problems.map((p: { code: string }) => p.code)).toEqual(["overlap", "too_close_to_corner"]);
    const nonsense = await t.send(t.api.builder.price.$post({ json: { design: { base: { lengthFt: 33 }, modifications: "x" } as never } })); // invalid on purpose
    expect(nonsense.status).toBe(400);
  });
});

describe("designs, cart and quote", () => {
  it("saves, updates, shares read-only, lists, and reprices after an admin edit", async () => {
    const { token } = await t.createUser();
    const saved = await t.send(t.api.user.designs.$post({ json: { name: "Site office", design: office, snapshot: PIXEL } }, t.as(token)));
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    expect(saved.body.data).toMatchObject({ name: "Site office", mine: true, quote: { price: OFFICE_PRICE } });
    expect(saved.body.data.imageUrl).toMatch(/^\/media\/designs\/[a-f0-9]+-1200\.webp$/);

    const shared = await t.send(t.api.designs[":id"].$get({ param: { id } }));
    expect(shared.body.data).toMatchObject({ id, name: "Site office", mine: false, imageUrl: saved.body.data.imageUrl });
    expect((await t.send(t.api.designs[":id"].$get({ param: { id: "nope" } }))).status).toBe(404);

    const other = await t.createUser();
    const stolen = await t.send(t.api.user.designs.$post({ json: { id, name: "Mine now", design: office } }, t.as(other.token)));
    expect(stolen.status).toBe(404);
    const renamed = await t.send(t.api.user.designs.$post({ json: { id, name: "Site office v2", design: office } }, t.as(token)));
    expect(renamed.body.data).toMatchObject({ id, name: "Site office v2", imageUrl: saved.body.data.imageUrl });

    const list = await t.send(t.api.user.designs.$get({}, t.as(token)));
    expect(list.body.data).toEqual([expect.objectContaining({ id, name: "Site office v2", price: OFFICE_PRICE, base: "20ft, New (One-Trip)" })]);

    const { token: adminToken } = await t.createUser({ role: "admin" });
    const put = await t.send(t.api.admin.builder.options[":code"].$put({ param: { code: "electrical" }, json: { label: "Electrical package", price: 1750, leadTimeDays: 5, active: true } }, t.as(adminToken)));
    expect(put.status).toBe(200);
    expect((await t.send(t.api.designs[":id"].$get({ param: { id } }))).body.data.quote.price).toBe(OFFICE_PRICE + 100);
    await t.send(t.api.admin.builder.options[":code"].$put({ param: { code: "electrical" }, json: { label: "Electrical package", price: 1650, leadTimeDays: 5, active: true } }, t.as(adminToken)));
    expect((await t.send(t.api.admin.builder.options[":code"].$put({ param: { code: "electrical" }, json: { label: "x", price: 1, leadTimeDays: 1, active: true } }, t.as(token)))).status).toBe(403);
  });

  it("puts a design in the cart as a custom build priced on every read, and snapshots it on the order", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Office", design: office } }, t.as(token)))).body.data;
    const res = await t.send(t.api.user.cart.$post({ json: { designId: id, price: 1 } }, t.as(token)));
    expect(res.status).toBe(200);
    const [line] = res.body.data.items;
    expect(line).toMatchObject({ name: "Custom build: Office", itemPrice: OFFICE_PRICE, selectedDimension: { dimension: "20ft" }, selectedCondition: { condition: "New (One-Trip)" } });
    expect(line.design).toMatchObject({ id, name: "Office", leadTimeDays: 8 });

    // A design change shows at the next read of the cart.
    await t.send(t.api.user.designs.$post({ json: { id, name: "Office", design: { ...office, modifications: office.modifications.slice(0, 1) } } }, t.as(token)));
    expect((await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data.items[0].itemPrice).toBe(4650 + 1195);
    await t.send(t.api.user.designs.$post({ json: { id, name: "Office", design: office } }, t.as(token)));

    // Delivered as its base box: by truck from the shipping depot, priced like a plain 20ft box on the same truck.
    const booked = await bookDelivery(t, token, address.id);
    const custom = booked.items[0];
    expect(custom.deliveryNote).toMatch(/^1 truck · Ships from /);
    expect(custom.selectedDelivery.price).toBeGreaterThan(0);
    expect(custom.totalPrice).toBe(OFFICE_PRICE + custom.selectedDelivery.price);
    expect(booked).toMatchObject({ subtotal: OFFICE_PRICE, shipping: custom.selectedDelivery.price, delivery: { truck: custom.selectedDelivery.method, trucks: 1 } });
    const plain = await t.createUser();
    const plainAddress = await addAddress(t.db, plain.user.id);
    const box = { productId: line.productId, quantity: 1, selectedDimension: { dimension: "20ft" }, selectedCondition: { condition: "New (One-Trip)" }, selectedDelivery: { method: custom.selectedDelivery.method } };
    expect((await t.send(t.api.user.cart.$post({ json: box }, t.as(plain.token)))).status).toBe(200);
    const plainCart = await bookDelivery(t, plain.token, plainAddress.id);
    expect(plainCart.items[0].selectedDelivery.price).toBe(custom.selectedDelivery.price);

    // A client's copy of the cart, which the server ignores: the route declares no body, so it goes in `init`.
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, { ...t.as(token, { "Content-Type": "application/json" }), init: { body: JSON.stringify({ items: [], total: 0.01 }) } }));
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
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Twin", design: office } }, t.as(token)))).body.data;
    const [custom] = (await t.send(t.api.user.cart.$post({ json: { designId: id } }, t.as(token)))).body.data.items;
    const box = { productId: custom.productId, selectedDimension: custom.selectedDimension, selectedCondition: custom.selectedCondition, selectedDelivery: { method: custom.selectedDelivery.method } };
    const both = (await t.send(t.api.user.cart.$post({ json: box }, t.as(token)))).body.data.items;
    expect(both.map((i: { name: string }) => i.name)).toEqual(["Custom build: Twin", "20ft Standard Shipping Container"]);
    // Without the id the selections match both lines; the cart page sends the whole line as read, id included.
    expect((await t.send(t.api.user.cart.update.$put({ json: { ...box, quantity: 2 } }, t.as(token)))).body.errors.item).toBeTruthy();
    const updated = await t.send(t.api.user.cart.update.$put({ json: { ...both[0], quantity: 2 } }, t.as(token)));
    expect(updated.status).toBe(200);
    expect(updated.body.data.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    const removed = await t.send(t.api.user.cart[":productId"].$delete({ param: { productId: custom.productId }, json: updated.body.data.items[0] }, t.as(token)));
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([expect.objectContaining({ id: both[1].id, name: "20ft Standard Shipping Container", design: null })]);
  });

  it("refuses a design with problems in the cart, naming them", async () => {
    const { token } = await t.createUser();
    const broken: Design = { ...office, modifications: [{ key: "a", code: "window", wall: "left", x: 5 }] };
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Broken", design: broken } }, t.as(token)))).body.data;
    const res = await t.send(t.api.user.cart.$post({ json: { designId: id } }, t.as(token)));
    expect(res.status).toBe(400);
    expect(res.body.errors.designId).toMatch(/from the corners/);
  });

  it("sends a design to the quote inbox with its option list and picture", async () => {
    const { token } = await t.createUser();
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Quote me", design: office, snapshot: PIXEL } }, t.as(token)))).body.data;
    const res = await t.send(t.api.quotes.$post({ json: { name: "Jo", email: "jo@example.com", zip: "33101", designId: id } }, t.as(undefined, { "X-Forwarded-For": "203.0.113.77" })));
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
    const inbox = (await t.send(t.api.admin.quotes.$get({ query: { search: "jo@example.com" } }, t.as(admin)))).body.data.items;
    expect(inbox.find((q: { designId: string | null }) => q.designId === id)).toBeTruthy();
  });
});
