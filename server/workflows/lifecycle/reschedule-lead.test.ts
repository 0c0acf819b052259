import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "../../../contract/builder.ts";
import { orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery } from "../../test/fixtures/checkout.ts";

// Issue 43 (ADR 074): a custom build's drop, once booked, cannot be moved before the build is ready either.
// Monday Nov 23, 2026, 09:00 in the shop's zone (America/Chicago); Thanksgiving (Thu Nov 26) is no business day.
const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
}, 240_000);
afterAll(() => t.close());

const office = {
  base: { lengthFt: 20, highCube: false, condition: "new" },
  modifications: [
    { key: "d", code: "personnel-door", wall: "left", x: 40 },
    { key: "i", code: "spray-foam" },
    { key: "e", code: "electrical" },
  ],
} as Design;

describe("rescheduling a custom build", () => {
  it("keeps the build's lead counted from the day it was ordered: a day before it is ready is refused, one after is taken", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Office", design: office } }, t.as(token)))).body.data;
    const lead = (await t.send(t.api.user.cart.$post({ json: { designId: id } }, t.as(token)))).body.data.items[0].design.leadTimeDays as number;
    expect(lead).toBeGreaterThanOrEqual(4);
    const booked = await bookDelivery(t, token, address.id);
    const dates = (await t.send(t.api.user.cart["delivery-dates"].$get({}, t.as(token)))).body.data as string[];
    const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    expect(page.status).toBe(200);
    const { orderId, sessionId } = page.body.data as { orderId: string; sessionId: string };
    await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" } }));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect([order.status, order.deliveryDate, order.deliveryLeadDays]).toEqual(["confirmed", booked.deliveryDate, lead + 1]);

    // Mon Nov 30 is past the in-stock lead (3 business days: Fri Nov 27) but before the build is ready.
    const patch = (deliveryDate: string) => t.send(t.api.admin.order[":id"].$patch({ param: { id: orderId }, json: { deliveryDate } }, t.as(admin)));
    const early = await patch("2026-11-30");
    expect([early.status, early.body.code]).toEqual([400, "validation_failed"]);
    expect(early.body.errors.deliveryDate).toMatch(/earliest delivery/);
    const later = dates.find((d) => d > (order.deliveryDate as string))!;
    const moved = await patch(later);
    expect(moved.status).toBe(200);
    expect(moved.body.data.delivery.date).toBe(later);
  });
});
