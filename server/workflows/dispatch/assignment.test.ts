import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drops } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { insertBookedOrder } from "../../test/fixtures/deliveries.ts";
import { assign, driverAndTruck } from "../../test/fixtures/dispatch.ts";
import { depotByCode } from "../../test/fixtures/stock.ts";

/** PUT /admin/orders/{id}/assignment (ADR 085): the truck's type, and each truck's and driver's drops a day under locks. */
let t: TestApp;
let admin: string;
let depotId: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
const DAY = "2026-06-03";
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date("2026-06-01T15:00:00Z") });
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser({ fullName: "Paula Parallel" });
  depotId = (await depotByCode(t.db, "miami-fl")).id;
}, 240_000);
afterAll(() => t.close());

const book = (truck = "tilt-bed", deliveryDate = DAY) => insertBookedOrder(t.db, customer.user.id, { deliveryDate, deliveryDepotId: depotId, deliveryTruck: truck, doorFacing: "cab" });

describe("assigning a drop", () => {
  it("refuses a truck of another type than the drop needs (409 truck_type_mismatch) and a dispatch role passes, sales does not", async () => {
    const crew = await driverAndTruck(t, admin, depotId, { type: "crane" });
    const { order } = await book("tilt-bed");
    const res = await assign(t, admin, order.id, crew);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("truck_type_mismatch");
    expect(res.body.errors.truckId).toMatch(/needs a Tilt-bed truck/);
    const sales = await t.createUser({ role: "sales" });
    expect((await assign(t, sales.token, order.id, crew)).body.code).toBe("role_forbidden");
    expect(await t.db.select().from(drops).where(eq(drops.orderId, order.id))).toHaveLength(0);
  });

  it("gives a truck's last run to one of many drops sent at once: exactly its drops a day are written (truck_day_full for the rest)", async () => {
    const crew = await driverAndTruck(t, admin, depotId, { truckDrops: 2, driverDrops: 12, name: "Rush Hour" });
    const booked = await Promise.all(Array.from({ length: 6 }, () => book()));
    const answers = await Promise.all(booked.map(({ order }) => assign(t, admin, order.id, crew)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(4).fill("truck_day_full"));
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(drops).where(eq(drops.truckId, crew.truckId));
    expect(count.n).toBe(2);
  });

  it("counts a driver's day the same way (driver_day_full), and moving a drop to another day frees its run", async () => {
    const crew = await driverAndTruck(t, admin, depotId, { truckDrops: 5, driverDrops: 1, name: "Solo Run" });
    const first = await book();
    const second = await book();
    expect((await assign(t, admin, first.order.id, crew)).status).toBe(200);
    const refused = await assign(t, admin, second.order.id, crew);
    expect(refused.body.code).toBe("driver_day_full");
    // The first drop is rescheduled by hand to another day: it no longer takes the driver's day.
    await t.db.execute(sql`update orders set delivery_date = '2026-06-04' where id = ${first.order.id}`);
    const board = await t.send(t.api.admin.dispatch.$get({ query: { depotId, date: DAY } }, t.as(admin)));
    expect(board.body.data.drivers.find((d: { id: string }) => d.id === crew.driverId).booked).toBe(0);
    expect((await assign(t, admin, second.order.id, crew)).status).toBe(200);
  });
});
