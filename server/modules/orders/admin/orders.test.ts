import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, outgoingEmails } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { TEST_ADDRESS, insertManyOrders, insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Olive Orderer" });
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to));

describe("admin orders", () => {
  it("lists every order newest first with the customer's name and e-mail", async () => {
    const old = await insertOrder(t.db, customer.user.id, { createdAt: new Date(Date.now() - 3600000) });
    const fresh = await insertOrder(t.db, customer.user.id);
    const res = await t.send(t.api.admin.orders.$get({ query: {} }, t.as(admin)));
    expect(res.body.data.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([fresh.order.id, old.order.id]);
    expect(res.body.data[0]).toMatchObject({ user: { name: "Olive Orderer", email: customer.user.email }, invoiceId: fresh.invoice.id, total: 2500 });
  });

  it("lists the newest 1,000; a search finds older orders too, matching as the browser does", async () => {
    const oldest = await insertOrder(t.db, customer.user.id, { createdAt: new Date("2024-01-02T00:00:00Z") });
    const other = await t.createUser({ fullName: "Zed Searchable" });
    await insertManyOrders(t.db, other.user.id, 1000);
    const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((o) => o.id);
    const all = await t.send(t.api.admin.orders.$get({ query: {} }, t.as(admin)));
    expect(all.body.data).toHaveLength(1000);
    expect(ids(all)).not.toContain(oldest.order.id);
    // The id as the table shows it (8 characters, upper case), the customer's e-mail, or name.
    for (const search of [oldest.order.id.slice(0, 8).toUpperCase(), customer.user.email.toUpperCase(), "olive ORD"]) {
      const found = await t.send(t.api.admin.orders.$get({ query: { search: search } }, t.as(admin)));
      expect(found.status).toBe(200);
      expect(ids(found)).toContain(oldest.order.id);
      expect(found.body.data.every((o: { userId: string }) => o.userId === customer.user.id)).toBe(true);
    }
    // LIKE's wildcards are taken literally; an over-long search is a 400 with the field named.
    expect((await t.send(t.api.admin.orders.$get({ query: { search: "%" } }, t.as(admin)))).body.data).toEqual([]);
    const long = await t.send(t.api.admin.orders.$get({ query: { search: "x".repeat(201) } }, t.as(admin)));
    expect(long.status).toBe(400);
    expect(long.body.errors.search).toBeTruthy();
    const invoices = await t.send(t.api.admin.invoices.$get({ query: { search: oldest.invoice.invoiceNumber.toLowerCase() } }, t.as(admin)));
    expect(invoices.body.data.map((i: { id: string }) => i.id)).toEqual([oldest.invoice.id]);
    expect((await t.send(t.api.admin.invoices.$get({ query: {} }, t.as(admin)))).body.data.map((i: { id: string }) => i.id)).not.toContain(oldest.invoice.id);
  });

  it("PATCH /admin/order/{id} changes the status, e-mails the customer, and the customer sees it", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    const before = (await mailsTo(customer.user.email)).length;
    const res = await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: { status: "shipped" } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Order status updated successfully.");
    expect(res.body.data.status).toBe("shipped");
    const mails = await mailsTo(customer.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toMatch(new RegExp(`order ${order.id.slice(0, 8).toUpperCase()} has shipped`));
    const mine = (await t.send(t.api.user.orders.$get({}, t.as(customer.token)))).body.data;
    expect(mine.find((o: { id: string }) => o.id === order.id).status).toBe("shipped");
  });

  it("a payment-status change sends no mail and stamps paid_at once", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    const before = (await mailsTo(customer.user.email)).length;
    const res = await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: { paymentStatus: "paid" } }, t.as(admin)));
    expect(res.body.data.paymentStatus).toBe("paid");
    expect((await mailsTo(customer.user.email)).length).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paidAt).not.toBeNull();
  });

  it("refuses an unknown status, an empty patch and an unknown order", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    expect((await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: { status: "lost" as never } }, t.as(admin)))).status).toBe(400); // invalid on purpose: no such status
    expect((await t.send(t.api.admin.order[":id"].$patch({ param: { id: order.id }, json: {} }, t.as(admin)))).status).toBe(400);
    expect((await t.send(t.api.admin.order[":id"].$patch({ param: { id: "00000000-0000-4000-8000-000000000000" }, json: { status: "shipped" } }, t.as(admin)))).status).toBe(404);
  });

  it("PUT /admin/orders/{id} saves the edit form with an audit entry", async () => {
    const { order } = await insertOrder(t.db, customer.user.id);
    const body: Parameters<(typeof t.api.admin.orders)[":id"]["$put"]>[0]["json"] = { status: "processing", paymentStatus: "paid", trackingNumber: "1Z999", shippingAddress: { ...TEST_ADDRESS, street: "2 Harbor Way" } };
    const res = await t.send(t.api.admin.orders[":id"].$put({ param: { id: order.id }, json: body }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "processing", paymentStatus: "paid", trackingNumber: "1Z999", shippingAddress: { street: "2 Harbor Way" } });
    const bad = await t.send(t.api.admin.orders[":id"].$put({ param: { id: order.id }, json: { ...body, shippingAddress: { ...TEST_ADDRESS, city: " " } } }, t.as(admin)));
    expect(bad.body.errors["shippingAddress.city"]).toBe("City is required");
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(entry).toMatchObject({ action: "order.updated", entity: "order" });
    expect(entry.details).toMatchObject({ changed: expect.arrayContaining(["status", "paymentStatus", "trackingNumber", "shippingAddress"]) });
  });
});
