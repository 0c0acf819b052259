import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outgoingEmails } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { insertOrder } from "../../test/fixtures/admin.ts";
import { enqueueOrderEmails } from "../../modules/sales/checkout/emails.ts";
import { depotByCode } from "../../test/fixtures/stock.ts";
import { insertBookedOrder } from "../../test/fixtures/deliveries.ts";

// Monday Nov 30, 2026, 09:00 in the shop's zone (America/Chicago): in-stock lead time 3 business days → Thu Dec 3 (a week with no holiday: ADR 074).
const NOW = new Date("2026-11-30T15:00:00Z");
let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
let miami: Awaited<ReturnType<typeof depotByCode>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Dora Drop" });
  miami = await depotByCode(t.db, "miami-fl"); // Mon–Sat, 2 crane trucks a day
}, 240_000);
afterAll(() => t.close());

// In the order they were written: PostgreSQL returns rows without ORDER BY in no set order (an updated row moves).
const mailsTo = (to: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to)).orderBy(outgoingEmails.createdAt);
const reschedule = (id: string, deliveryDate: string, token = admin) => t.send(t.api.admin.orders[":id"].reschedule.$post({ param: { id }, json: { deliveryDate } }, t.as(token)));
const crane = (deliveryDate: string) => ({ deliveryDate, deliveryDepotId: miami.id, deliveryTruck: "crane", deliveryMiles: 12, doorFacing: "cab", siteNotes: "Gate code 4411" });

describe("the booking on the order", () => {
  it("the customer's and the admin's order carry date, depot, truck, door facing and notes; an old order none", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-08"));
    const { order: old } = await insertOrder(t.db, customer.user.id, { status: "confirmed", paymentStatus: "paid" });
    const mine = (await t.send(t.api.user.orders.$get({}, t.as(customer.token)))).body.data;
    expect(mine.find((o: { id: string }) => o.id === order.id).delivery).toEqual({
      date: "2026-12-08", depot: { id: miami.id, name: miami.name, city: "Miami", state: "FL" }, truck: "crane", miles: 12,
      doorFacing: "cab", groundSurface: null, clearanceConfirmed: null, siteNotes: "Gate code 4411",
    });
    expect(mine.find((o: { id: string }) => o.id === old.id).delivery).toBeNull();
    const all = (await t.send(t.api.admin.orders.$get({ query: { search: order.id.slice(0, 8) } }, t.as(admin)))).body.data;
    expect(all[0].delivery).toMatchObject({ date: "2026-12-08", truck: "crane", depot: { city: "Miami" } });
  });

  it("the confirmation mail states the booked delivery", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-08"));
    await t.db.transaction((tx) => enqueueOrderEmails(t.deps, tx, order.id));
    const [mail] = (await mailsTo(customer.user.email)).filter((m) => m.subject.includes(order.id.slice(0, 8).toUpperCase()));
    for (const text of ["Delivery date: Tue, Dec 8, 2026", "Ships from: Miami, FL", "Truck: Crane truck", "Door facing: Doors towards the truck cab", "Site notes: Gate code 4411"]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toContain("reminder two business days before");
  });
});

describe("POST /v1/admin/orders/{id}/reschedule", () => {
  it("moves the delivery, mails the customer the new date and writes the audit log", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-08"));
    const before = (await mailsTo(customer.user.email)).length;
    const res = await reschedule(order.id, "2026-12-10");
    expect(res.status).toBe(200);
    expect(res.body.data.delivery).toMatchObject({ date: "2026-12-10", truck: "crane" });
    const mails = await mailsTo(customer.user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`New delivery date for order ${order.id.slice(0, 8).toUpperCase()}: Thu, Dec 10, 2026`);
    expect(mails.at(-1)!.text).toContain("(it was Tue, Dec 8, 2026)");
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.rescheduled")));
    expect(entry.details).toEqual({ from: { deliveryDate: "2026-12-08" }, to: { deliveryDate: "2026-12-10" } });
  });

  it("refuses a date the depot cannot serve with a field error on deliveryDate, and mails nothing", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-08"));
    // Dec 11 has both of Miami's crane trucks booked already.
    await insertBookedOrder(t.db, customer.user.id, crane("2026-12-11"));
    await insertBookedOrder(t.db, customer.user.id, crane("2026-12-11"));
    const before = (await mailsTo(customer.user.email)).length;
    const refused: [string, RegExp][] = [
      ["2026-12-06", /do not deliver from our Miami depot on Sundays/], // Sunday
      ["2026-11-27", /passed/],
      ["2026-12-01", /earliest delivery from our Miami depot is Thu, Dec 3/],
      ["2028-11-23", /up to \d+ days ahead/],
      ["2026-02-30", /YYYY-MM-DD/],
      ["2026-12-08", /already on this date/],
    ];
    for (const [date, message] of refused) {
      const res = await reschedule(order.id, date);
      expect(res.status, date).toBe(400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors.deliveryDate, date).toMatch(message);
    }
    // A full day is no bad input but a state of the depot (ADR 074): 409 delivery_day_full, on the same field.
    const full = await reschedule(order.id, "2026-12-11");
    expect([full.status, full.body.code]).toEqual([409, "delivery_day_full"]);
    expect(full.body.errors.deliveryDate).toMatch(/fully booked/);
    expect(await mailsTo(customer.user.email)).toHaveLength(before);
  });

  it("is for admins only: a customer gets 403, an anonymous caller 401; unknown order 404, unbooked order 409", async () => {
    const { order } = await insertBookedOrder(t.db, customer.user.id, crane("2026-12-08"));
    expect((await reschedule(order.id, "2026-12-10", customer.token)).status).toBe(403);
    expect((await t.send(t.api.admin.orders[":id"].reschedule.$post({ param: { id: order.id }, json: { deliveryDate: "2026-12-10" } }))).status).toBe(401);
    expect((await reschedule("00000000-0000-4000-8000-000000000000", "2026-12-10")).status).toBe(404);
    const { order: old } = await insertOrder(t.db, customer.user.id, { status: "confirmed", paymentStatus: "paid" });
    expect((await reschedule(old.id, "2026-12-10")).status).toBe(409);
  });
});

describe("GET /v1/admin/deliveries", () => {
  it("lists the next 14 days by date and depot with trucks booked against capacity", async () => {
    const other = await t.createUser({ fullName: "Hal Houston" });
    const houston = await depotByCode(t.db, "houston-tx");
    await insertBookedOrder(t.db, other.user.id, { deliveryDate: "2026-12-15", deliveryDepotId: houston.id, deliveryTruck: "flatbed", deliveryTrucks: 2 });
    await insertBookedOrder(t.db, other.user.id, { deliveryDate: "2026-12-15", deliveryDepotId: houston.id, deliveryTruck: "flatbed" }, { status: "cancelled" });
    await insertBookedOrder(t.db, other.user.id, { deliveryDate: "2026-12-14", deliveryDepotId: houston.id, deliveryTruck: "crane" }, { status: "pending", paymentStatus: "pending" });
    await insertBookedOrder(t.db, other.user.id, { deliveryDate: "2026-12-14", deliveryDepotId: houston.id, deliveryTruck: "crane" }); // day 15: outside
    const res = await t.send(t.api.admin.deliveries.$get({ query: {} }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from: "2026-11-30", to: "2026-12-13" });
    const days = res.body.data.days as { date: string; depots: { depot: { city: string }; trucks: unknown[]; orders: { customer: { name: string } }[] }[] }[];
    expect(days.map((d) => d.date)).toEqual(["2026-12-08", "2026-12-10", "2026-12-11"]);
    const dec4 = days.find((d) => d.date === "2026-12-11")!.depots[0];
    expect(dec4.depot.city).toBe("Miami");
    expect(dec4.trucks).toEqual([{ type: "crane", booked: 2, capacity: 2 }, { type: "tilt-bed", booked: 0, capacity: 6 }, { type: "flatbed", booked: 0, capacity: 3 }]);
    expect(dec4.orders[0]).toMatchObject({ customer: { name: "Dora Drop" }, city: "Miami", state: "FL", postalCode: "33101", truck: "crane", trucks: 1 });

    const later = await t.send(t.api.admin.deliveries.$get({ query: { from: "2026-12-14", to: "2026-12-15", depotId: houston.id } }, t.as(admin)));
    const byDay = Object.fromEntries(later.body.data.days.map((d: { date: string; depots: { trucks: { type: string; booked: number }[] }[] }) => [d.date, d.depots[0].trucks]));
    // The unpaid checkout and the cancelled order hold no truck; a two-truck drop counts two.
    expect(byDay["2026-12-14"].find((x: { type: string }) => x.type === "crane").booked).toBe(1);
    expect(byDay["2026-12-15"].find((x: { type: string }) => x.type === "flatbed")).toEqual({ type: "flatbed", booked: 2, capacity: houston.truckCapacity.flatbed });
  });

  it("refuses a reversed or over-long range and an unknown depot; customers get 403", async () => {
    const bad = async (query: Parameters<typeof t.api.admin.deliveries.$get>[0]["query"], field: string) => {
      const q = new URLSearchParams(query as Record<string, string>).toString();
      const res = await t.send(t.api.admin.deliveries.$get({ query }, t.as(admin)));
      expect(res.status, q).toBe(400);
      expect(res.body.errors[field], q).toBeTruthy();
    };
    await bad({ from: "2026-12-17", to: "2026-12-08" }, "to");
    await bad({ from: "2026-01-01", to: "2026-06-01" }, "to");
    await bad({ from: "tomorrow" }, "from");
    await bad({ depotId: "00000000-0000-4000-8000-000000000000" }, "depotId");
    expect((await t.send(t.api.admin.deliveries.$get({ query: {} }, t.as(customer.token)))).status).toBe(403);
  });
});
