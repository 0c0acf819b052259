import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { setGrid } from "../../test/fixtures/stock.ts";

// Issue 43, defect 7: the customer's own pending checkout never blocks them (units held for them count as theirs).
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const checkout = (token: string) => t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));

describe("leaving the payment page without Cancel", () => {
  it("the cart still shows the last unit deliverable on its booked day, and checks out again", async () => {
    await setGrid(t, admin, cat.container.id, [["miami-fl", 1, "20ft", "New"]]);
    const c = await t.createUser();
    const address = await addAddress(t.db, c.user.id);
    expect((await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 1 }) }, t.as(c.token)))).status).toBe(200);
    await bookDelivery(t, c.token, address.id);
    const before = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect((await checkout(c.token)).status).toBe(200);
    // Back to the cart (the browser's back button): the same figures, nothing blocked.
    const after = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect(after.checkoutBlocked ?? false).toBe(false);
    expect(after.items[0].stockIssue ?? null).toBeNull();
    expect(after.delivery).toEqual(before.delivery);
    expect(after.deliveryProblem ?? null).toBeNull();
    expect(after.total).toBe(before.total);
    // A change to the cart (one more note) and checkout again: the new page supersedes the old one.
    await t.send(t.api.user.cart.delivery.$put({ json: { addressId: address.id, deliveryDate: before.delivery?.date ?? before.deliveryDate, doorFacing: "away", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(c.token)));
    const again = await checkout(c.token);
    expect(again.status).toBe(200);
  });
});
