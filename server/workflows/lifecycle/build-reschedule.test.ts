import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "../../../contract/builder.ts";
import { productConditions, products } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, makeCatalog } from "../../test/fixtures/checkout.ts";
import { payPage } from "../../test/fixtures/rentals.ts";
import { setGrid } from "../../test/fixtures/stock.ts";

// Issue 43, defect 6 by another road (found by the model test): the admin's reschedule of a custom build must
// respect the build's lead time as the checkout does. Monday June 1, 2026, 10:00 in the shop's zone.
const NOW = new Date("2026-06-01T15:00:00Z");
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
  const cat = await makeCatalog(t.db);
  await t.db.update(products).set({ sku: "BX-S20" }).where(eq(products.id, cat.container.id));
  await t.db.insert(productConditions).values({ dimensionId: cat.d20.id, condition: "New (One-Trip)", priceCents: 320000, position: 3 });
  await setGrid(t, admin, cat.container.id, [["miami-fl", 5, "20ft", "New (One-Trip)"]]);
}, 240_000);
afterAll(() => t.close());

const office: Design = {
  base: { lengthFt: 20, highCube: false, condition: "new" },
  modifications: [{ key: "d", code: "personnel-door", wall: "left", x: 40 }, { key: "i", code: "spray-foam" }, { key: "e", code: "electrical" }],
};

/** `n` business days (Mon–Fri; no holiday in June 2026 before the 19th) after `day`. */
function businessDaysAfter(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  while (n > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n -= 1;
  }
  return d.toISOString().slice(0, 10);
}

describe("rescheduling a custom build", () => {
  it("refuses a day before the build is ready and takes one after it", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    const { id } = (await t.send(t.api.user.designs.$post({ json: { name: "Office", design: office } }, t.as(token)))).body.data;
    const cart = await t.send(t.api.user.cart.$post({ json: { designId: id } }, t.as(token)));
    const lead = cart.body.data.items[0].design.leadTimeDays as number;
    expect(lead).toBeGreaterThan(4);
    await bookDelivery(t, token, address.id);
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    expect((await payPage(t, session.body.data.url)).status).toBe(200);
    const orderId = session.body.data.orderId as string;
    const move = (deliveryDate: string) => t.send(t.api.admin.orders[":id"].reschedule.$post({ param: { id: orderId }, json: { deliveryDate } }, t.as(admin)));

    const early = await move(businessDaysAfter("2026-06-01", 4));
    expect(early.status).toBe(400);
    expect(early.body.errors.deliveryDate).toMatch(/earliest delivery/);
    const ready = await move(businessDaysAfter("2026-06-01", lead + 2));
    expect(ready.status).toBe(200);
  });
});
