import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, outgoingEmails } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { depotByCode } from "../../test/fixtures/stock.ts";
import { insertBookedOrder } from "../../test/fixtures/deliveries.ts";

// Issue 43 (ADR 074): the admin's PATCH goes through the named steps; a reschedule through the new day's lock.
// Monday Nov 16, 2026, 09:00 in the shop's zone (America/Chicago): in-stock lead 3 business days → Thu Nov 19.
const NOW = new Date("2026-11-16T15:00:00Z");
let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
let miami: Awaited<ReturnType<typeof depotByCode>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Stella Steps" });
  miami = await depotByCode(t.db, "miami-fl"); // Mon–Sat, 2 crane trucks a day
}, 240_000);
afterAll(() => t.close());

type Patch = { status?: "processing" | "confirmed" | "shipped" | "delivered" | "cancelled"; deliveryDate?: string };
const patch = (id: string, json: Patch) => t.send(t.api.admin.order[":id"].$patch({ param: { id }, json }, t.as(admin)));
const crane = (deliveryDate: string, extra: Record<string, unknown> = {}) => ({ deliveryDate, deliveryDepotId: miami.id, deliveryTruck: "crane", deliveryMiles: 12, ...extra });
const cranesOn = async (day: string) => (await t.db.select().from(orders).where(and(eq(orders.deliveryDepotId, miami.id), eq(orders.deliveryDate, day), eq(orders.deliveryTruck, "crane")))).filter((o) => o.status !== "cancelled").length;

describe("the admin's status steps", () => {
  it("confirmed → out for delivery → delivered, each with its audit entry and mail; a deposit order is not shipped (409)", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-20"));
    const mails = async () => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, customer.user.email))).length;
    const before = await mails();
    expect((await patch(order.id, { status: "shipped" })).body.data.status).toBe("shipped");
    expect((await patch(order.id, { status: "delivered" })).body.data.status).toBe("delivered");
    expect(await mails()).toBe(before + 2);
    const entries = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.updated")));
    expect(entries.map((e) => (e.details as { to: { status: string } }).to.status).sort()).toEqual(["delivered", "shipped"]);
    const back = await patch(order.id, { status: "confirmed" });
    expect([back.status, back.body.code]).toEqual([409, "transition_not_allowed"]);

    const { order: deposit } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-20"), { paymentStatus: "deposit_paid" });
    const refused = await patch(deposit.id, { status: "shipped" });
    expect([refused.status, refused.body.code]).toEqual([409, "transition_not_allowed"]);
    expect(refused.body.errors.status).toMatch(/balance/);
  });
});

describe("PATCH deliveryDate: rescheduleOrder", () => {
  it("moves the drop and mails the new day; a full day is 409 delivery_day_full, a holiday 400, a cancelled order 409", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-20"));
    const moved = await patch(order.id, { deliveryDate: "2026-11-23" });
    expect(moved.status).toBe(200);
    expect(moved.body.data.delivery.date).toBe("2026-11-23");
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.rescheduled")));
    expect(entry.details).toEqual({ from: { deliveryDate: "2026-11-20" }, to: { deliveryDate: "2026-11-23" } });

    for (let i = 0; i < 2; i++) await insertBookedOrder(t.db, customer.user.id, crane("2026-11-24"));
    const full = await patch(order.id, { deliveryDate: "2026-11-24" });
    expect([full.status, full.body.code]).toEqual([409, "delivery_day_full"]);
    expect(full.body.errors.deliveryDate).toMatch(/fully booked/);
    const holiday = await patch(order.id, { deliveryDate: "2026-11-26" });
    expect([holiday.status, holiday.body.errors.deliveryDate]).toEqual([400, "We do not deliver on Thanksgiving Day (Thu, Nov 26); choose another day"]);

    const { order: gone } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-20"), { status: "cancelled" });
    const refused = await patch(gone.id, { deliveryDate: "2026-11-25" });
    expect([refused.status, refused.body.code]).toEqual([409, "transition_not_allowed"]);
  });

  it("keeps a transfer's transit: an order booked with 8 business days of lead is not moved before they are over", async () => {
    // Placed today with 8 business days of lead (a transfer from a far depot): Thanksgiving skipped → Fri Nov 27.
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-30", { deliveryLeadDays: 8, createdAt: NOW }));
    const early = await patch(order.id, { deliveryDate: "2026-11-25" });
    expect(early.body.errors.deliveryDate).toMatch(/earliest delivery from our Miami depot is Fri, Nov 27/);
    expect((await patch(order.id, { deliveryDate: "2026-11-27" })).status).toBe(200);
  });

  it("two parallel reschedules onto a day's last truck: one wins, the other is 409 delivery_day_full (PostgreSQL)", async () => {
    await insertBookedOrder(t.db, customer.user.id, crane("2026-12-01"));
    const { order: a } = await insertBookedOrder(t.db, customer.user.id, crane("2026-11-30"));
    const { order: b } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-02"));
    const answers = await Promise.all([patch(a.id, { deliveryDate: "2026-12-01" }), patch(b.id, { deliveryDate: "2026-12-01" })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.code).toBe("delivery_day_full");
    expect(await cranesOn("2026-12-01")).toBe(2);
  });
});
