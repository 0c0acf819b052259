import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "../../../contract/builder.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress } from "../../test/fixtures/checkout.ts";

// Issue 43, defect 6: a custom build "ready in N business days" is not booked before it is ready.
// Monday Nov 23, 2026, 09:00 in the shop's zone (America/Chicago).
const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => NOW });
}, 240_000);
afterAll(() => t.close());

const office = {
  base: { lengthFt: 20, highCube: false, condition: "new" },
  modifications: [
    { key: "d", code: "personnel-door", wall: "left", x: 40 },
    { key: "w1", code: "window-barred", wall: "left", x: 120 },
    { key: "i", code: "spray-foam" },
    { key: "e", code: "electrical" },
  ],
} as Design;

/** `n` business days (Mon–Fri) after `day`. */
function businessDaysAfter(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  while (n > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n -= 1;
  }
  return d.toISOString().slice(0, 10);
}

describe("a custom build's delivery day", () => {
  it("the first day offered is after the build is ready, and an earlier one is refused", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Office", design: office } }, t.as(token)))).body.data;
    const cart = await t.send(t.api.user.cart.$post({ json: { designId: id } }, t.as(token)));
    expect(cart.status).toBe(200);
    const lead = cart.body.data.items[0].design.leadTimeDays as number;
    expect(lead).toBeGreaterThan(3);
    await t.send(t.api.user.cart.delivery.$put({ json: { addressId: address.id, deliveryDate: null, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(token)));
    const dates = (await t.send(t.api.user.cart["delivery-dates"].$get({}, t.as(token)))).body.data as string[];
    const ready = businessDaysAfter("2026-11-23", lead);
    expect(dates[0] > ready).toBe(true);
    const tooEarly = await t.send(t.api.user.cart.delivery.$put({ json: { addressId: address.id, deliveryDate: businessDaysAfter("2026-11-23", 4), doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(token)));
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.errors.deliveryDate).toMatch(/earliest delivery/);
  });
});
