import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, orders, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { depotByCode } from "../../../test/fixtures/stock.ts";
import { availableDeliveryDates, deliveryDateProblem, isDeliveryDateAvailable, leadBusinessDays } from "./dates.ts";

// Holidays (ADR 074): a week with none, so these tests say what they did before the calendar (Thanksgiving week).
// Monday 30 Nov 2026, 15:00 UTC = 09:00 in the shop's America/Chicago: "today" is the Monday.
const NOW = new Date("2026-11-30T15:00:00Z");

let t: TestApp;
let miami: typeof depots.$inferSelect;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  miami = await depotByCode(t.db, "miami-fl"); // open Mon–Sat, 2 cranes a day
  [{ id: userId }] = await t.db.select({ id: users.id }).from(users).limit(1);
});
afterAll(() => t.close());

const book = (date: string, trucks: number, extra: Partial<typeof orders.$inferInsert> = {}) =>
  t.db.insert(orders).values({
    userId, shippingAddress: { street: "1 A St", city: "Miami", state: "FL", postalCode: "33101", country: "US" },
    subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0, status: "confirmed", paymentStatus: "paid",
    deliveryDate: date, deliveryDepotId: miami.id, deliveryTruck: "crane", deliveryTrucks: trucks, ...extra,
  });

describe("availableDeliveryDates", () => {
  it("starts 3 business days out and skips the day the depot is closed (Sunday)", async () => {
    const dates = await availableDeliveryDates(t.db, { depotId: miami.id, truck: "crane", from: NOW, count: 6 });
    // Mon 30 + 3 business days = Thu 3; Miami works Saturdays, never Sundays.
    expect(dates).toEqual(["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07", "2026-12-08", "2026-12-09"]);
  });

  it("counts business days over a weekend: from a Friday, 3 business days is the Wednesday", async () => {
    const friday = new Date("2026-12-04T15:00:00Z");
    expect((await availableDeliveryDates(t.db, { depotId: miami.id, truck: "crane", from: friday, count: 1 }))[0]).toBe("2026-12-09");
  });

  it("leaves out a day whose trucks are all booked, and keeps it for a truck type with room", async () => {
    await book("2026-12-04", 2);
    const cranes = await availableDeliveryDates(t.db, { depotId: miami.id, truck: "crane", from: NOW, count: 3 });
    expect(cranes).toEqual(["2026-12-03", "2026-12-05", "2026-12-07"]);
    expect(await availableDeliveryDates(t.db, { depotId: miami.id, truck: "tilt-bed", from: NOW, count: 2 })).toEqual(["2026-12-03", "2026-12-04"]);
  });

  it("a day with one crane free cannot take a two-crane drop", async () => {
    await book("2026-12-03", 1);
    expect(await isDeliveryDateAvailable(t.db, { depotId: miami.id, truck: "crane", from: NOW, date: "2026-12-03" })).toBe(true);
    expect(await isDeliveryDateAvailable(t.db, { depotId: miami.id, truck: "crane", trucks: 2, from: NOW, date: "2026-12-03" })).toBe(false);
  });

  it("cancelled orders and lapsed unpaid checkouts free their trucks; a customer's own unpaid checkout does not block them", async () => {
    await book("2026-12-08", 2, { status: "cancelled", paymentStatus: "pending" });
    await book("2026-12-09", 2, { status: "pending", paymentStatus: "pending", checkoutExpiresAt: new Date(NOW.getTime() - 60_000) });
    await book("2026-12-10", 2, { status: "pending", paymentStatus: "pending", checkoutExpiresAt: new Date(NOW.getTime() + 3_600_000) });
    const dates = await availableDeliveryDates(t.db, { depotId: miami.id, truck: "crane", from: NOW, count: 10 });
    expect(dates).toContain("2026-12-08");
    expect(dates).toContain("2026-12-09");
    expect(dates).not.toContain("2026-12-10");
    expect(await availableDeliveryDates(t.db, { depotId: miami.id, truck: "crane", from: NOW, count: 10, ignoreUserId: userId })).toContain("2026-12-10");
  });

  it("gives nothing for a closed depot", async () => {
    await t.db.update(depots).set({ closedAt: NOW }).where(eq(depots.id, miami.id));
    expect(await availableDeliveryDates(t.db, { depotId: miami.id, truck: "tilt-bed", from: NOW })).toEqual([]);
    await t.db.update(depots).set({ closedAt: null }).where(eq(depots.id, miami.id));
  });
});

describe("deliveryDateProblem says why in words", () => {
  const problem = (date: string) => deliveryDateProblem(t.db, { depotId: miami.id, truck: "tilt-bed", from: NOW, date });
  it("past, too soon, a Sunday, two years out, not a date", async () => {
    expect(await problem("2026-11-27")).toMatch(/passed/);
    expect(await problem("2026-12-01")).toMatch(/earliest delivery from our Miami depot is Thu, Dec 3/);
    expect(await problem("2026-12-06")).toMatch(/do not deliver from our Miami depot on Sundays/);
    // A depot closed midweek names the day in full ("Wednesdays", not the first three letters + "days").
    const open = miami.openDays;
    await t.db.update(depots).set({ openDays: ["Mon", "Tue", "Thu", "Fri"] }).where(eq(depots.id, miami.id));
    expect(await problem("2026-12-09")).toMatch(/ on Wednesdays$/);
    await t.db.update(depots).set({ openDays: open }).where(eq(depots.id, miami.id));
    expect(await problem("2028-11-30")).toMatch(/up to 120 days ahead/);
    expect(await problem("2026-02-30")).toMatch(/real date/);
    expect(await problem("2026-12-07")).toBeNull();
  });
});

describe("lead time", () => {
  it("3 business days in stock, one more past 100 and past 200 road miles, 10 from elsewhere", () => {
    expect([leadBusinessDays(20, true), leadBusinessDays(101, true), leadBusinessDays(240, true), leadBusinessDays(20, false)]).toEqual([3, 4, 5, 10]);
  });
});
