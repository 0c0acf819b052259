import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, orders, payments } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: "admin", fullName: "Ada Admin" });
  customer = await t.createUser({ fullName: "Carl Customer" });
});
afterAll(() => t.close());

describe("admin order page", () => {
  it("GET /admin/orders/{id} gives lines, customer, delivery booking, payments, invoice and a timeline of every change", async () => {
    const { order, invoice } = await insertOrder(t.db, customer.user.id, { paymentStatus: "paid", createdAt: new Date(Date.now() - 5000), paidAt: new Date(Date.now() - 1000) });
    const [depot] = await t.db.insert(depots).values({ code: "test-yard", name: "Test Yard", city: "Miami", state: "FL", zip: "33101", region: "south", latitude: 25.7, longitude: -80.2 }).returning();
    await t.db.update(orders).set({ deliveryDate: "2026-12-01", deliveryDepotId: depot.id, deliveryTruck: "tilt-bed", doorFacing: "cab", siteNotes: "Gate code 1234" }).where(eq(orders.id, order.id));
    await t.db.insert(payments).values({ orderId: order.id, provider: "sandbox", sessionId: "cs_sandbox_x", providerPaymentId: "pi_x", amountCents: 250000, status: "paid" });
    await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: { status: "shipped" } }, t.as(admin.token)));
    await t.send(t.api.admin.invoices[":id"][":status"].$patch({ param: { id: invoice.id, status: "paid" } }, t.as(admin.token)));

    const res = await t.send(t.api.admin.orders[":id"].$get({ param: { id: order.id } }, t.as(admin.token)));
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.order.items).toHaveLength(1);
    expect(d.order.items[0]).toMatchObject({ itemPrice: 2500, deliveryPrice: 0, totalPrice: 2500 });
    expect(d.customer).toMatchObject({ id: customer.user.id, name: "Carl Customer", email: customer.user.email });
    expect(d.delivery).toMatchObject({ date: "2026-12-01", depot: { code: "test-yard", name: "Test Yard" }, truck: "tilt-bed", doorFacing: "cab", siteNotes: "Gate code 1234", groundSurface: null });
    expect(d.payments).toEqual([expect.objectContaining({ provider: "sandbox", reference: "pi_x", amount: 2500, status: "paid" })]);
    expect(d.invoice).toMatchObject({ id: invoice.id, invoiceNumber: invoice.invoiceNumber });
    const texts = d.timeline.map((e: { text: string }) => e.text);
    expect(texts[0]).toBe("Checkout started: order created.");
    expect(texts).toContain("Payment received: $2,500.00 by card (sandbox).");
    expect(texts).toContain("Status Pending → Shipped.");
    expect(d.timeline.find((e: { text: string }) => e.text === "Status Pending → Shipped.").actor).toBe("Ada Admin");
    expect(texts.some((x: string) => x.startsWith(`Invoice ${invoice.invoiceNumber}`))).toBe(true);
  });

  it("another order's changes stay out of the timeline; an unknown or malformed id is a 404; customers get 403", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    const other = await insertOrder(t.db, customer.user.id);
    await t.send(t.api.admin.order[":id"].$patch({ param: { id: other.order.id }, json: { status: "processing" } }, t.as(admin.token)));
    const res = await t.send(t.api.admin.orders[":id"].$get({ param: { id: order.id } }, t.as(admin.token)));
    expect(res.body.data.timeline).toHaveLength(1);
    expect(res.body.data.delivery.depot).toBeNull();
    expect((await t.send(t.api.admin.orders[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } }, t.as(admin.token)))).status).toBe(404);
    expect((await t.send(t.api.admin.orders[":id"].$get({ param: { id: "nope" } }, t.as(admin.token)))).status).toBe(404);
    expect((await t.send(t.api.admin.orders[":id"].$get({ param: { id: order.id } }, t.as(customer.token)))).status).toBe(403);
    expect((await t.send(t.api.admin.orders[":id"].notes.$get({ param: { id: order.id } }, t.as(customer.token)))).status).toBe(403);
  });

  it("internal notes: added with author and time, listed oldest first, shown on the timeline; an empty note is refused", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    const first = await t.send(t.api.admin.orders[":id"].notes.$post({ param: { id: order.id }, json: { body: "Customer asked for a morning drop." } }, t.as(admin.token)));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ body: "Customer asked for a morning drop.", author: "Ada Admin" });
    await t.send(t.api.admin.orders[":id"].notes.$post({ param: { id: order.id }, json: { body: "Called back, confirmed." } }, t.as(admin.token)));
    const empty = await t.send(t.api.admin.orders[":id"].notes.$post({ param: { id: order.id }, json: { body: "   " } }, t.as(admin.token)));
    expect(empty.status).toBe(400);
    expect(empty.body.errors.body).toBe("Write the note before saving it.");
    const list = await t.send(t.api.admin.orders[":id"].notes.$get({ param: { id: order.id } }, t.as(admin.token)));
    expect(list.body.data.map((n: { body: string }) => n.body)).toEqual(["Customer asked for a morning drop.", "Called back, confirmed."]);
    const detail = await t.send(t.api.admin.orders[":id"].$get({ param: { id: order.id } }, t.as(admin.token)));
    expect(detail.body.data.notes).toHaveLength(2);
    expect(detail.body.data.timeline.filter((e: { action: string }) => e.action === "order.note_added")).toHaveLength(2);
    expect((await t.send(t.api.admin.orders[":id"].notes.$post({ param: { id: "00000000-0000-4000-8000-000000000000" }, json: { body: "x" } }, t.as(admin.token)))).status).toBe(404);
  });
});
