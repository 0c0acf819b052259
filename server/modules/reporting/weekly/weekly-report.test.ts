import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, outgoingEmails, quoteRequests, users } from "../../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { makeCatalog } from "../../../test/fixtures/checkout.ts";
import { sendWeeklyReportIfDue } from "./weekly-job.ts";
import { reportWeeks, weeklyReportDue } from "./zoned-week.ts";

/** Monday 2026-11-23 07:05 in Chicago (CST, UTC-6). The report covers Mon Nov 16 – Sun Nov 22. */
const MONDAY_0705 = new Date("2026-11-23T13:05:00Z");
let now = MONDAY_0705;
let t: TestApp;

const at = (iso: string) => new Date(iso);
const address = { street: "1 Dock St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };

async function customer(createdAt: string) {
  const { user } = await t.createUser();
  await t.db.update(users).set({ createdAt: at(createdAt) }).where(eq(users.id, user.id));
  return user.id;
}

async function order(userId: string, productId: string, paidAt: string, lines: { name: string; quantity: number; totalCents: number }[], paymentStatus = "paid") {
  const total = lines.reduce((s, l) => s + l.totalCents, 0);
  const [o] = await t.db
    .insert(orders)
    .values({ userId, status: paymentStatus === "paid" ? "confirmed" : "pending", paymentStatus, shippingAddress: address, subtotalCents: total, shippingCents: 0, taxCents: 0, totalCents: total, paidAt: paymentStatus === "paid" ? at(paidAt) : null, createdAt: at(paidAt) })
    .returning();
  await t.db.insert(orderItems).values(lines.map((l) => ({ orderId: o.id, productId, name: l.name, unitPriceCents: l.totalCents / l.quantity, deliveryPriceCents: 0, quantity: l.quantity, totalCents: l.totalCents })));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const { container } = await makeCatalog(t.db);
  // Everyone the harness or the catalog made is old news.
  await t.db.update(users).set({ createdAt: at("2026-01-01T00:00:00Z") });
  const lastWeek = [await customer("2026-11-16T07:00:00Z"), await customer("2026-11-20T12:00:00Z"), await customer("2026-11-23T05:59:00Z")];
  const weekBefore = await customer("2026-11-10T12:00:00Z");
  await customer("2026-11-23T06:00:00Z"); // Monday 00:00 Chicago: this week, not last

  await order(lastWeek[0], container.id, "2026-11-17T15:00:00Z", [{ name: "20ft Standard", quantity: 2, totalCents: 100_000 }]);
  await order(lastWeek[1], container.id, "2026-11-22T23:00:00Z", [{ name: "40ft High Cube", quantity: 1, totalCents: 50_000 }]);
  await order(lastWeek[2], container.id, "2026-11-18T10:00:00Z", [{ name: "45ft Pallet Wide", quantity: 1, totalCents: 900_000 }], "pending"); // unpaid attempt
  await order(weekBefore, container.id, "2026-11-12T10:00:00Z", [{ name: "20ft Standard", quantity: 1, totalCents: 75_000 }]);

  const quote = (createdAt: string, status: string) => ({ name: "Lead", email: "lead@example.com", zip: "33101", status, createdAt: at(createdAt) });
  await t.db.insert(quoteRequests).values([quote("2026-11-17T10:00:00Z", "new"), quote("2026-11-19T10:00:00Z", "won"), quote("2026-11-01T10:00:00Z", "contacted")]);

  // A second admin who turned the report off.
  const { user } = await t.createUser({ role: "admin" });
  await t.db.update(users).set({ weeklyReport: false }).where(eq(users.id, user.id));
}, 240_000);
afterAll(() => t.close());

const reportMails = () => t.db.select().from(outgoingEmails).where(inArray(outgoingEmails.subject, ["Boxyard weekly report: Nov 16, 2026 – Nov 22, 2026"]));

describe("weekly report", () => {
  it("is due from Monday 07:00 in the shop's zone, and the rest of the week (a missed Monday is caught up)", () => {
    expect(weeklyReportDue(new Date("2026-11-23T12:59:00Z"), "America/Chicago")).toBe(false); // 06:59 CST
    expect(weeklyReportDue(MONDAY_0705, "America/Chicago")).toBe(true);
    expect(weeklyReportDue(new Date("2026-11-22T13:05:00Z"), "America/Chicago")).toBe(true); // Sunday: the week before's, if missed
    expect(weeklyReportDue(new Date("2026-11-24T13:05:00Z"), "America/Chicago")).toBe(true); // Tuesday
    // Summer time: 07:00 CDT is 12:00 UTC.
    expect(weeklyReportDue(new Date("2026-06-01T12:00:00Z"), "America/Chicago")).toBe(true);
    const weeks = reportWeeks(MONDAY_0705, "America/Chicago");
    expect(weeks.weekStart).toBe("2026-11-16");
    expect(weeks.current).toEqual({ from: at("2026-11-16T06:00:00Z"), to: at("2026-11-23T06:00:00Z") });
    expect(weeks.previous.from).toEqual(at("2026-11-09T06:00:00Z"));
  });

  it("mails last week's figures against the week before to the admins who opted in, once", async () => {
    now = new Date("2026-11-23T12:59:00Z");
    expect(await sendWeeklyReportIfDue(t.deps)).toBeNull();
    now = MONDAY_0705;
    expect(await sendWeeklyReportIfDue(t.deps)).toEqual({ sent: 1 });
    const mails = await reportMails();
    expect(mails.map((m) => m.to)).toEqual([TEST_ADMIN.email]);
    expect(mails[0].text.split("\n")).toEqual([
      "Boxyard weekly report, Nov 16, 2026 – Nov 22, 2026 (America/Chicago)",
      "",
      "Orders: 2 (week before: 1, +100%)",
      "Revenue: $1,500.00 (week before: $750.00, +100%)",
      "New customers: 3 (week before: 1, +200%)",
      "Quote requests: 2 (week before: 0)",
      "Open quotes now: 2",
      "",
      "Top products:",
      "  1. 20ft Standard — 2 sold, $1,000.00",
      "  2. 40ft High Cube — 1 sold, $500.00",
      "",
      "Dashboard: http://localhost:3000/admin",
      "",
      "You get this mail because weekly reports are on in your admin Operations page.",
      "",
    ]);
    // The hourly job runs again at 08:00 (or on another replica): nothing more is sent.
    now = new Date("2026-11-23T14:00:00Z");
    expect(await sendWeeklyReportIfDue(t.deps)).toBeNull();
    expect(await reportMails()).toHaveLength(1);
  });

  it("the opt-in is each admin's own switch", async () => {
    const login = await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }));
    const token = login.body.data.token;
    expect((await t.send(t.api.admin.preferences.$get({}, t.as(token)))).body.data).toEqual({ weeklyReport: true, theme: "system" });
    expect((await t.send(t.api.admin.preferences.$put({ json: { weeklyReport: false } }, t.as(token)))).body.data).toEqual({ weeklyReport: false, theme: "system" });
    // The panel theme is saved apart: a save names only what it changes.
    expect((await t.send(t.api.admin.preferences.$put({ json: { theme: "dark" } }, t.as(token)))).body.data).toEqual({ weeklyReport: false, theme: "dark" });
    expect((await t.send(t.api.admin.preferences.$put({ json: { theme: "purple" as never } }, t.as(token)))).status).toBe(400); // invalid on purpose: no such theme
    expect((await t.send(t.api.admin.preferences.$put({ json: { weeklyReport: "yes" as never } }, t.as(token)))).status).toBe(400); // invalid on purpose: not a boolean
    const shopper = await t.createUser();
    expect((await t.send(t.api.admin.preferences.$get({}, t.as(shopper.token)))).status).toBe(403);
  });
});
