import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products, quoteRequests } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: string;
let customer: string;
let product: { id: string; name: string; sku: string | null };
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = (await t.createUser()).token;
  [product] = await t.db.select({ id: products.id, name: products.name, sku: products.sku }).from(products).limit(1);
  const rows = await t.db
    .insert(quoteRequests)
    .values([
      { name: "Ann Acme", email: "ann@acme.test", company: "Acme 100%", zip: "33101", productId: product.id, productOptions: { dimension: "20ft" } },
      { name: "Bob Builder", phone: "305-555-0101", zip: "98101", message: "Need a cold storage unit", status: "contacted" },
      { name: "Cy Crane", email: "cy@example.com", zip: "60601", status: "won" },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((r) => [r.name.split(" ")[0].toLowerCase(), r.id]));
});
afterAll(() => t.close());

describe("GET /v1/admin/quotes", () => {
  it("is for admins only", async () => {
    expect((await t.send(t.api.admin.quotes.$get({ query: {} }))).status).toBe(401);
    expect((await t.send(t.api.admin.quotes.$get({ query: {} }, t.as(customer)))).status).toBe(403);
  });

  it("lists every request, newest first, with the product and a count per status", async () => {
    const res = await t.send(t.api.admin.quotes.$get({ query: {} }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.counts).toEqual({ new: 1, contacted: 1, quoted: 0, won: 1, lost: 0 });
    const ann = res.body.data.items.find((q: { id: string }) => q.id === ids.ann);
    expect(ann).toMatchObject({ product: { id: product.id, name: product.name }, productOptions: { dimension: "20ft" }, status: "new", notes: "" });
  });

  it("searches name, e-mail, company, message and product name; % is literal", async () => {
    const search = async (q: string) => (await t.send(t.api.admin.quotes.$get({ query: { search: q } }, t.as(admin)))).body.data.items.map((i: { name: string }) => i.name);
    expect(await search("cold storage")).toEqual(["Bob Builder"]);
    expect(await search("CY@EXAMPLE")).toEqual(["Cy Crane"]);
    expect(await search(product.name)).toEqual(["Ann Acme"]);
    expect(await search("100%")).toEqual(["Ann Acme"]);
    expect(await search("%")).toEqual(["Ann Acme"]);
  });

  it("filters by status and refuses an unknown one", async () => {
    const res = await t.send(t.api.admin.quotes.$get({ query: { status: "won" } }, t.as(admin)));
    expect(res.body.data.items.map((i: { name: string }) => i.name)).toEqual(["Cy Crane"]);
    expect(res.body.data.total).toBe(1);
    const bad = await t.send(t.api.admin.quotes.$get({ query: { status: "maybe" as never } }, t.as(admin))); // invalid on purpose: no such status
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBeTruthy();
  });
});

describe("PATCH /v1/admin/quotes/{id}", () => {
  it("changes status and notes and records who did it", async () => {
    const res = await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: ids.ann }, json: { status: "quoted", notes: "Sent $4,200 incl. delivery" } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "quoted", notes: "Sent $4,200 incl. delivery", product: { id: product.id } });
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, ids.ann));
    expect(row.status).toBe("quoted");
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ids.ann));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "quote.updated", entity: "quote_request", details: { status: { from: "new", to: "quoted" }, notes: true } });
  });

  it("refuses an unknown status, an empty change, and leaves the row alone", async () => {
    const bad = await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: ids.bob }, json: { status: "archived" as never } }, t.as(admin))); // invalid on purpose: no such status
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBeTruthy();
    const empty = await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: ids.bob }, json: {} }, t.as(admin)));
    expect(empty.status).toBe(400);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, ids.bob));
    expect(row.status).toBe("contacted");
  });

  it("answers 404 for an unknown or malformed id, 401/403 for non-admins", async () => {
    expect((await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: "00000000-0000-4000-8000-000000000000" }, json: { status: "lost" } }, t.as(admin)))).status).toBe(404);
    expect((await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: "nope" }, json: { status: "lost" } }, t.as(admin)))).status).toBe(404);
    expect((await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: ids.bob }, json: { status: "lost" } }))).status).toBe(401);
    expect((await t.send(t.api.admin.quotes[":id"].$patch({ param: { id: ids.bob }, json: { status: "lost" } }, t.as(customer)))).status).toBe(403);
  });
});
