import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin", fullName: "Ada Admin" })).token;
});
afterAll(() => t.close());

const rows = (body: unknown) => (body as string).trimEnd().split("\r\n");

describe("CSV exports", () => {
  it("orders: every order matching the list's search, with items and money, escaped and formula-safe", async () => {
    const sneaky = await t.createUser({ fullName: '=HYPERLINK("http://x","click"), Inc.' });
    const plain = await t.createUser({ fullName: "Paula Plain" });
    const { order } = await insertOrder(t.db, sneaky.user.id, { totalCents: 123456, status: "shipped", paymentStatus: "paid" });
    await t.db.update(orderItems).set({ quantity: 2, name: "-40ft High Cube" }).where(eq(orderItems.orderId, order.id));
    await insertOrder(t.db, plain.user.id);

    const all = await t.send(t.api.admin.orders["export.csv"].$get({ query: {} }, t.as(admin)));
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows(all.body)[0]).toBe("order_id,placed_at,customer_name,customer_email,status,payment_status,items,first_item,subtotal,delivery,tax,total,tracking_number,ship_to_street,ship_to_city,ship_to_state,ship_to_postal_code,delivery_date");
    expect(rows(all.body)).toHaveLength(3);

    const found = await t.send(t.api.admin.orders["export.csv"].$get({ query: { search: sneaky.user.email } }, t.as(admin)));
    const lines = rows(found.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.id},`);
    // The name holds a quote and a comma (quoted, quotes doubled) and starts with = (prefixed with ').
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"",""click""), Inc.",${sneaky.user.email},shipped,paid,2,'-40ft High Cube,1234.56,0.00,0.00,1234.56,,1 Main St,Miami,FL,33101,`);
  });

  it("customers: every account matching the Users search, with active / blocked / archived", async () => {
    const blocked = await t.createUser({ fullName: "Bea Blocked" });
    const gone = await t.createUser({ fullName: "Gus Gone" });
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const res = await t.send(t.api.admin.users["export.csv"].$get({ query: {} }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = rows(res.body);
    expect(lines[0]).toBe("user_id,full_name,user_name,email,phone,role,status,registered_at");
    expect(lines.find((l) => l.includes("Bea Blocked"))).toContain(",user,blocked,");
    expect(lines.find((l) => l.includes("Gus Gone"))).toContain(",user,archived,");
    expect(lines.find((l) => l.includes("Ada Admin"))).toContain(",admin,active,");

    const searched = await t.send(t.api.admin.users["export.csv"].$get({ query: { search: "gus" } }, t.as(admin)));
    expect(rows(searched.body).slice(1).map((l) => l.split(",")[1])).toEqual(["Gus Gone"]);
  });

  it("is for admins only", async () => {
    const { token } = await t.createUser();
    expect((await t.send(t.api.admin.orders["export.csv"].$get({ query: {} }, t.as(token)))).status).toBe(403);
    expect((await t.send(t.api.admin.users["export.csv"].$get({ query: {} }))).status).toBe(401);
  });
});
