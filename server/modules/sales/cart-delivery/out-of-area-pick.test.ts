import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, bookDelivery, makeCatalog, readyCustomer } from "../../../test/fixtures/checkout.ts";

/* Issue 43 defect 11: an address we cannot serve, picked in the cart, is shown as picked and blocks checkout. */

const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const checkout = (token: string) => t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));

/** A second shipping address of the customer's (not the default): the one picked in the cart. */
async function otherAddress(userId: string, a: { city: string; state: string; postalCode: string; country?: string }) {
  const row = await addAddress(t.db, userId, { isDefault: false });
  const [moved] = await t.db.update(addresses).set({ ...a, country: a.country ?? "USA" }).where(eq(addresses.id, row.id)).returning();
  return moved;
}

const pick = (token: string, addressId: string) =>
  t.send(t.api.user.cart.delivery.$put({ json: { addressId, deliveryDate: null, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(token)));

describe("an undeliverable address picked in the cart (defect 11)", () => {
  const cases = [
    { name: "Alaska", address: { city: "Anchorage", state: "AK", postalCode: "99501" }, sentence: /48 contiguous states, and Anchorage, AK is outside them/ },
    { name: "a foreign postal code", address: { city: "Toronto", state: "ON", postalCode: "M5V 3L9", country: "Canada" }, sentence: /not in the United States|not a US ZIP/ },
    { name: "a foreign address with a ZIP-like code", address: { city: "Berlin", state: "BE", postalCode: "10115", country: "Germany" }, sentence: /Germany/ },
    { name: "a ZIP we do not know", address: { city: "Nowhere", state: "FL", postalCode: "00001" }, sentence: /could not find ZIP code 00001/ },
  ];
  for (const c of cases) {
    it(`${c.name}: the ship-to is the one picked, the cart says why with a code, checkout is refused`, async () => {
      const cat = await makeCatalog(t.db);
      const { user, token } = await readyCustomer(t, cat);
      const far = await otherAddress(user.id, c.address);
      const res = await pick(token, far.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const cart = res.body.data;
      expect(cart.shipTo?.id).toBe(far.id);
      expect(cart.deliveryProblemCode).toBe("out_of_area");
      expect(cart.deliveryProblem).toMatch(c.sentence);
      expect(cart.checkoutBlocked).toBe(true);
      expect(cart.deliveryDate).toBeNull();
      const again = (await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data;
      expect(again.shipTo?.id).toBe(far.id);
      const refused = await checkout(token);
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({ code: "out_of_area" });
    });
  }

  it("picking a deliverable address again clears the problem and checkout goes through", async () => {
    const cat = await makeCatalog(t.db);
    const { user, token } = await readyCustomer(t, cat);
    const [home] = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
    const far = await otherAddress(user.id, { city: "Honolulu", state: "HI", postalCode: "96813" });
    expect((await pick(token, far.id)).status).toBe(200);
    const back = (await pick(token, home.id)).body.data;
    expect(back).toMatchObject({ deliveryProblem: null, deliveryProblemCode: null });
    // The day is asked again for the address picked (the days offered depend on it).
    const cart = await bookDelivery(t, token, home.id);
    expect(cart).toMatchObject({ deliveryProblem: null, deliveryProblemCode: null, checkoutBlocked: false });
    expect(cart.shipTo.id).toBe(home.id);
    const paid = await checkout(token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });
});
