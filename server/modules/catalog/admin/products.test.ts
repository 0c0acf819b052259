import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, cartItems, carts, orderItems, orders, products } from "../../../../db/schema/index.ts";
import { keyFromUrl } from "../../../lib/media/store.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { pngFile, sampleProduct } from "../../../test/fixtures/product-uploads.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

/** productFormData's multipart fields as the typed client's `form`: the productData JSON, then each file field. */
const productForm = (product: unknown, files: Record<string, File[]> = {}) => ({ productData: JSON.stringify(product), ...files });
type ProductForm = ReturnType<typeof productForm>;
const create = (form: ProductForm) => t.send(t.api.admin.products.$post({ form }, t.as(admin)));
const update = (id: string, form: ProductForm) => t.send(t.api.admin.products[":id"].$put({ param: { id }, form }, t.as(admin)));

describe("admin products", () => {
  it("creates a product with pictures at every level, prices in cents, and an audit entry", async () => {
    const res = await create(productForm(sampleProduct(), {
      productImages: [await pngFile("a.png", 2000, 1000), await pngFile("b.png", 600, 400, "#0f172a")],
      conditionImages_0_1: [await pngFile("used.png")],
    }));
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({ name: "Test Container 20ft", price: 3250.5, categories: ["containers"] });
    expect(p.images).toHaveLength(2);
    expect(p.media[0].srcset).toMatch(/480w, .*960w, .*1600w/);
    // No upscaling: a 600 px picture stops at 600.
    expect(p.media[1].srcset).not.toMatch(/960w|1600w/);
    expect(p.media[1].width).toBe(600);
    expect(p.dimensions[0].conditions[1].images).toHaveLength(1);
    // The product's options are the methods it allows; their price is the rates' "from" (the first 50 miles,
    // docs/decisions/024), not a flat price of the product's own.
    expect(p.delivery.map((d: { method: string; price: number }) => [d.method, d.price])).toEqual([["crane", 650], ["flatbed", 375]]);
    for (const url of p.images) expect((await t.deps.media.get(keyFromUrl(url)!))?.contentType).toBe("image/webp");
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row.basePriceCents).toBe(325050);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(audit.map((a) => a.action)).toEqual(["product.created"]);

    const shop = await t.send(t.api.products[":id"].$get({ param: { id: p.id } }));
    expect(shop.body.data.images).toEqual(p.images);
  });

  it("edits in place: kept pictures stay, dropped ones go, cart lines of kept options survive", async () => {
    const created = (await create(productForm(sampleProduct(), { productImages: [await pngFile("a.png"), await pngFile("b.png")] }))).body.data;
    const customer = await t.createUser();
    const [cart] = await t.db.insert(carts).values({ userId: customer.user.id }).returning();
    const dim = created.dimensions[0];
    await t.db.insert(cartItems).values({ cartId: cart.id, productId: created.id, dimensionId: dim.id, conditionId: dim.conditions[0].id, deliveryOptionId: created.delivery[0].id, quantity: 1 });

    const edited = {
      ...sampleProduct({ name: "Renamed", sku: created.sku, price: 3000 }),
      images: [created.images[1]],
      dimensions: [{ ...dim, price: 3500, conditions: [{ ...dim.conditions[0], price: 4200 }] }],
      delivery: [{ method: "flatbed", price: 300 }, { method: "crane", price: 500 }],
    };
    const res = await update(created.id, productForm(edited, { productImages: [await pngFile("c.png")] }));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.name).toBe("Renamed");
    expect(p.images).toHaveLength(2);
    expect(p.images[0]).toBe(created.images[1]);
    expect(p.dimensions[0].id).toBe(dim.id);
    expect(p.dimensions[0].conditions.map((c: { condition: string }) => c.condition)).toEqual(["New"]);
    expect(p.delivery.map((d: { method: string }) => d.method)).toEqual(["flatbed", "crane"]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toHaveLength(1);
  });

  it("refuses invalid product data with field errors and writes nothing", async () => {
    const before = await t.db.select().from(products);
    const res = await create(productForm(sampleProduct({ name: " ", price: -1, dimensions: [{ dimension: "", conditions: [] }], delivery: [{ method: "crane" }, { method: "Crane" }] })));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      name: "Name is required",
      price: "Base price cannot be negative",
      "dimensions.0.dimension": "Dimension label is required",
      "delivery.1.method": "Each delivery method can appear once",
    });
    const bad = await create(productForm(sampleProduct({ price: 10.005 })));
    expect(bad.body.errors.price).toMatch(/2 decimals/);
    const notJson = { productData: "{nope" }; // invalid on purpose: productData that is not JSON
    expect((await create(notJson)).body.errors).toEqual({ productData: "productData must be JSON" });
    expect(await t.db.select().from(products)).toHaveLength(before.length);
  });

  it("refuses a duplicate SKU (409), a foreign picture URL and a file for a missing condition", async () => {
    const first = (await create(productForm(sampleProduct()))).body.data;
    const dup = await create(productForm(sampleProduct({ sku: first.sku })));
    expect(dup.status).toBe(409);
    expect(dup.body.errors.sku).toBeTruthy();
    const foreign = await create(productForm(sampleProduct({ images: ["/media/seed/other.webp"] })));
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors["images.0"]).toBeTruthy();
    const missing = await create(productForm(sampleProduct(), { conditionImages_0_5: [await pngFile("x.png")] }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors.conditionImages_0_5).toBe("No such condition");
  });

  it("lists 10 per page with search, and paging answers the spec's pagination", async () => {
    for (let i = 0; i < 11; i++) await create(productForm(sampleProduct({ name: `Pager Box ${i}` })));
    const page1 = await t.send(t.api.admin.products.$get({ query: { page: "1", limit: "10", search: "pager" } }, t.as(admin)));
    expect(page1.body.data.products).toHaveLength(10);
    expect(page1.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalProducts: 11, hasNext: true, hasPrev: false });
    const none = await t.send(t.api.admin.products.$get({ query: { search: "zzzqqq" } }, t.as(admin)));
    expect(none.body.data.products).toEqual([]);
  });

  it("deletes a product never ordered, and hides (not erases) one that was ordered", async () => {
    const fresh = (await create(productForm(sampleProduct()))).body.data;
    const del = await t.send(t.api.admin.products[":id"].$delete({ param: { id: fresh.id } }, t.as(admin)));
    expect(del.body.data).toEqual({ id: fresh.id, hidden: false });
    expect(await t.db.select().from(products).where(eq(products.id, fresh.id))).toHaveLength(0);

    const sold = (await create(productForm(sampleProduct()))).body.data;
    const buyer = await t.createUser();
    const address = { street: "1 Main St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };
    const [order] = await t.db.insert(orders).values({ userId: buyer.user.id, shippingAddress: address, subtotalCents: 100, shippingCents: 0, taxCents: 0, totalCents: 100 }).returning();
    await t.db.insert(orderItems).values({ orderId: order.id, productId: sold.id, name: sold.name, unitPriceCents: 100, deliveryPriceCents: 0, quantity: 1, totalCents: 100 });
    const hide = await t.send(t.api.admin.products[":id"].$delete({ param: { id: sold.id } }, t.as(admin)));
    expect(hide.body.data.hidden).toBe(true);
    const [row] = await t.db.select().from(products).where(eq(products.id, sold.id));
    expect(row.hiddenAt).not.toBeNull();
    expect((await t.send(t.api.products[":id"].$get({ param: { id: sold.id } }))).status).toBe(404);
    expect((await t.send(t.api.admin.products[":id"].$delete({ param: { id: sold.id } }, t.as(admin)))).status).toBe(404);
    expect((await t.send(t.api.admin.products[":id"].$delete({ param: { id: "not-a-uuid" } }, t.as(admin)))).status).toBe(404);
  });
});
