import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../../db/schema/index.ts";
import { jobDefinitions } from "../../../jobs.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { eventually } from "../../../test/smtp-catcher.ts";
import { depotByCode } from "../../../test/fixtures/stock.ts";
import { sendDeliveryReminders } from "./reminders.ts";
import { insertBookedOrder } from "../../../test/fixtures/deliveries.ts";

/** The delivery-reminders job with a movable clock; the shop's zone is America/Chicago (UTC−6 in winter). */
let clock = new Date("2026-11-25T15:00:00Z");
let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
let depotId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, work: ["mail-send", "delivery-reminders"] });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Rita Remind" });
  depotId = (await depotByCode(t.db, "miami-fl")).id;
}, 240_000);
afterAll(() => t.close());

const at = (iso: string) => (clock = new Date(iso));
const reminders = (orderId: string) => t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `%(order ${orderId.slice(0, 8).toUpperCase()})`));
const book = (deliveryDate: string, opts: { status?: string; paymentStatus?: string } = {}) =>
  insertBookedOrder(t.db, customer.user.id, { deliveryDate, deliveryDepotId: depotId, deliveryTruck: "tilt-bed", doorFacing: "away" }, opts);

describe("delivery reminders", () => {
  it("run hourly through the durable queue", async () => {
    expect(jobDefinitions(t.deps).find((d) => d.name === "delivery-reminders")?.cron).toBe("5 * * * *");
    const { order } = await book("2026-11-27"); // Friday: two business days after Wednesday
    const id = await t.deps.jobs.send("delivery-reminders", {});
    await eventually(async () => (await t.deps.jobs.find("delivery-reminders", id!))?.state === "completed", "delivery-reminders to run");
    expect(await reminders(order.id)).toHaveLength(1);
  });

  it("go out two business days before the date (a holiday is none), in the shop's morning, once per order and date", async () => {
    const { order } = await book("2026-11-30"); // Monday
    at("2026-11-24T15:00:00Z"); // Tuesday 09:00: Monday is three business days away (Wed, Fri, Mon)
    await sendDeliveryReminders(t.deps);
    expect(await reminders(order.id)).toHaveLength(0);
    at("2026-11-25T12:00:00Z"); // Wednesday 06:00: the right day, too early
    await sendDeliveryReminders(t.deps);
    expect(await reminders(order.id)).toHaveLength(0);
    at("2026-11-25T15:00:00Z"); // Wednesday 09:00: Thanksgiving is no business day, so Monday is two away (ADR 074)
    await sendDeliveryReminders(t.deps);
    const [mail] = await reminders(order.id);
    expect(mail.to).toBe(customer.user.email);
    expect(mail.subject).toBe(`Your container arrives Mon, Nov 30, 2026 (order ${order.id.slice(0, 8).toUpperCase()})`);
    for (const text of ["Delivery date: Mon, Nov 30, 2026", "Ships from: Miami, FL", "Truck: Tilt-bed truck", "Door facing: Doors away from the cab", "dry-run fee"]) {
      expect(mail.text).toContain(text);
    }
    // Later runs that day and the next find it reminded.
    await sendDeliveryReminders(t.deps);
    at("2026-11-26T15:00:00Z");
    await sendDeliveryReminders(t.deps);
    at("2026-11-27T15:00:00Z");
    await sendDeliveryReminders(t.deps);
    expect(await reminders(order.id)).toHaveLength(1);
  });

  it("a rescheduled order is reminded for its new date, not again for the old one", async () => {
    at("2026-11-26T15:00:00Z"); // Thursday
    const { order } = await book("2026-11-30");
    await sendDeliveryReminders(t.deps);
    expect(await reminders(order.id)).toHaveLength(1);
    const moved = await t.send(t.api.admin.orders[":id"].reschedule.$post({ param: { id: order.id }, json: { deliveryDate: "2026-12-03" } }, t.as(admin)));
    expect(moved.status).toBe(200);
    at("2026-11-30T15:00:00Z"); // Monday: the old date, and Thursday is three business days away
    await sendDeliveryReminders(t.deps);
    expect(await reminders(order.id)).toHaveLength(1);
    at("2026-12-01T15:00:00Z"); // Tuesday: two business days before Thursday Dec 3
    await sendDeliveryReminders(t.deps);
    await sendDeliveryReminders(t.deps);
    const mails = await reminders(order.id);
    expect(mails.map((m) => m.subject.slice(0, 45))).toEqual(["Your container arrives Mon, Nov 30, 2026 (ord", "Your container arrives Thu, Dec 3, 2026 (orde"]);
  });

  it("never remind a cancelled, delivered or unpaid order", async () => {
    at("2026-11-26T15:00:00Z");
    const skipped = await Promise.all([book("2026-11-30", { status: "cancelled" }), book("2026-11-30", { status: "delivered" }), book("2026-11-30", { status: "pending", paymentStatus: "pending" })]);
    await sendDeliveryReminders(t.deps);
    for (const { order } of skipped) expect(await reminders(order.id), order.status).toHaveLength(0);
  });
});
