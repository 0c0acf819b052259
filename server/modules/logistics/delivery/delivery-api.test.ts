import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RATES } from "../../../../contract/delivery.ts";
import { addresses, orders, productConditions, sandboxSessions, stock } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../../test/fixtures/checkout.ts";
import { depotByCode, stockProducts } from "../../../test/fixtures/stock.ts";
import { truckPriceCents } from "./rules.ts";

// Monday 30 Nov 2026, 9:00 in the shop's Chicago time (a week with no holiday: ADR 074, "Holidays").
const NOW = new Date("2026-11-30T15:00:00Z");
const crane = DEFAULT_DELIVERY_RATES.crane;

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  cat = await makeCatalog(t.db); // stocked at Miami and Houston
  await stockProducts(t.db, [cat.container.id, cat.part.id], 50, ["seattle-wa"]);
});
afterAll(() => t.close());

const quote = (query: Parameters<typeof t.api.delivery.quote.$get>[0]["query"]) => t.send(t.api.delivery.quote.$get({ query }));

describe("GET /v1/delivery/quote", () => {
  it("prices each allowed truck from the Miami depot for a Miami ZIP, with the earliest date", async () => {
    const res = await quote({ productId: cat.container.id, dimension: "20ft", condition: "New", quantity: "2", zip: "33101" });
    expect(res.status).toBe(200);
    const miami = await depotByCode(t.db, "miami-fl");
    expect(res.body.data).toMatchObject({ depot: { id: miami.id, city: "Miami", state: "FL" }, parcel: false });
    expect(res.body.data.distanceMiles).toBeLessThanOrEqual(50);
    // The product allows crane and flatbed (its options), not tilt-bed. Two 20ft: two cranes, one flatbed.
    expect(res.body.data.options).toEqual([
      { method: "crane", price: 1300, trucks: 2, earliestDate: "2026-12-03", route: "local", routeNote: expect.stringMatching(/^ships from Miami, FL by our crane truck, \d+ miles, 3–5 business days$/) },
      { method: "flatbed", price: 375, trucks: 1, earliestDate: "2026-12-03", route: "local", routeNote: expect.stringMatching(/^ships from Miami, FL by our flatbed/) },
    ]);
  });

  it("charges the miles beyond the first 50 (Olympia from the Seattle depot)", async () => {
    const res = await quote({ productId: cat.container.id, dimension: "20ft", condition: "New", quantity: "1", zip: "98501" });
    const { distanceMiles, options, depot } = res.body.data;
    expect(depot.city).toBe("Seattle");
    expect(distanceMiles).toBeGreaterThan(50);
    expect(options[0]).toMatchObject({ method: "crane", price: (crane.baseCents + (distanceMiles - 50) * crane.perMileCents) / 100 });
  });

  it("prices a part alone as a parcel", async () => {
    const res = await quote({ productId: cat.part.id, zip: "33101" });
    expect(res.body.data).toMatchObject({ parcel: true, options: [{ method: "tilt-bed", price: 95, trucks: 0 }] });
  });

  it("answers bad ZIPs with a field error", async () => {
    for (const zip of ["00000", "ABCDE", "1234", "123456"]) {
      const res = await quote({ productId: cat.container.id, zip });
      expect(res.status, zip).toBe(400);
      expect(res.body.errors.zip, zip).toMatch(/ZIP/);
    }
  });

  it("is out_of_area (422) off the mainland and for a postal code of another country, never a price", async () => {
    for (const zip of ["99501", "96813", "00901"]) {
      const res = await quote({ productId: cat.container.id, dimension: "20ft", condition: "New", zip });
      expect(res.status, zip).toBe(422);
      expect(res.body, zip).toMatchObject({ code: "out_of_area", message: expect.stringMatching(/48 contiguous states.*Request a quote/) });
      expect(res.body.data ?? null).toBeNull();
    }
    const toronto = await quote({ productId: cat.container.id, zip: "M5V 3L9" });
    expect(toronto.status).toBe(422);
    expect(toronto.body.errors.zip).toMatch(/not a US ZIP code.*Request a quote/);
  });

  it("sold out at every depot is 409 out_of_stock; more than the depots hold together is 409 quantity_unavailable", async () => {
    const other = await makeCatalog(t.db);
    await t.db.update(stock).set({ onHand: 0 }).where(eq(stock.productId, other.container.id));
    const q = { productId: other.container.id, dimension: "20ft", condition: "New", zip: "33101" };
    const soldOut = await quote({ ...q, quantity: "1" });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: "out_of_stock", message: expect.stringMatching(/sold out at every depot/) });
    const [newCondition] = await t.db.select().from(productConditions).where(and(eq(productConditions.dimensionId, other.d20.id), eq(productConditions.condition, "New")));
    const houston = await depotByCode(t.db, "houston-tx");
    await t.db.update(stock).set({ onHand: 2 }).where(and(eq(stock.depotId, houston.id), eq(stock.conditionId, newCondition.id)));
    const tooMany = await quote({ ...q, quantity: "3" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: "quantity_unavailable", errors: { quantity: "Only 2 available" } });
    // Two from Houston to Miami: beyond the trucks' reach, so the cheaper of long-haul and transfer.
    const two = await quote({ ...q, quantity: "2" });
    expect(two.status).toBe(200);
    expect(two.body.data.depot.city).toBe("Houston");
    expect(two.body.data.options.map((o: { route: string }) => o.route)).not.toContain("local");
  });

  it("beyond a local truck's reach prices the cheaper of long-haul and transfer, and the transit moves the date", async () => {
    // Bismarck, ND: the depots holding the box (Seattle, Houston, Miami) are all far beyond 250 road miles.
    const res = await quote({ productId: cat.container.id, dimension: "20ft", condition: "New", zip: "58501" });
    expect(res.status).toBe(200);
    const [craneOption] = res.body.data.options;
    expect(res.body.data.distanceMiles).toBeGreaterThan(250);
    expect(["long-haul", "transfer"]).toContain(craneOption.route);
    expect(craneOption.routeNote).toMatch(/^ships from (Seattle, WA|Houston, TX) .*\d–\d+ business days$/);
    expect(craneOption.price).toBeGreaterThan(crane.baseCents / 100);
    expect(craneOption.earliestDate > "2026-12-03").toBe(true);
  });
});

async function customerWithMiamiAndOlympia() {
  const { user, token } = await t.createUser();
  const miami = await addAddress(t.db, user.id, { state: "FL" });
  const [olympia] = await t.db.insert(addresses).values({ userId: user.id, type: "shipping", street: "1 Capitol Way", city: "Olympia", state: "WA", postalCode: "98501", country: "USA" }).returning();
  await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 1 }) }, t.as(token)));
  return { user, token, miami, olympia };
}

const put = (token: string, body: Parameters<typeof t.api.user.cart.delivery.$put>[0]["json"]) => t.send(t.api.user.cart.delivery.$put({ json: body }, t.as(token)));

describe("the cart priced for the address picked", () => {
  it("Miami and Olympia, WA give different delivery and tax for the same cart", async () => {
    const c = await customerWithMiamiAndOlympia();
    const inMiami = (await put(c.token, { addressId: c.miami.id })).body.data;
    expect(inMiami).toMatchObject({ shipTo: { id: c.miami.id, state: "FL" }, taxState: "FL", subtotal: 3000, shipping: 650, tax: 180, total: 3830 });
    expect(inMiami.delivery).toMatchObject({ depot: { city: "Miami" }, truck: "crane", trucks: 1, dryRunFee: 250 });

    const inOlympia = (await put(c.token, { addressId: c.olympia.id })).body.data;
    const miles = inOlympia.delivery.distanceMiles;
    const shipping = truckPriceCents(crane, miles) / 100;
    // Washington 6.50 % of $3,000 = $195.
    expect(inOlympia).toMatchObject({ shipTo: { id: c.olympia.id, state: "WA" }, taxState: "WA", shipping, tax: 195, total: 3000 + shipping + 195 });
    expect(inOlympia.delivery.depot.city).toBe("Seattle");
    expect(shipping).toBeGreaterThan(650);
    // The cart remembers the pick.
    expect((await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data.shipTo.id).toBe(c.olympia.id);
  });

  it("lists 30 bookable days and refuses a day that is not one, saying why on deliveryDate", async () => {
    const c = await customerWithMiamiAndOlympia();
    await put(c.token, { addressId: c.miami.id });
    const dates: string[] = (await t.send(t.api.user.cart["delivery-dates"].$get({}, t.as(c.token)))).body.data;
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe("2026-12-03");
    expect(dates).not.toContain("2026-12-06"); // a Sunday
    const cases: [string, RegExp][] = [
      ["2026-11-27", /passed/],
      ["2026-12-01", /earliest delivery/],
      ["2026-12-06", /do not deliver .* on Sundays/],
      ["2028-11-23", /up to 120 days ahead/],
      ["2026-13-01", /YYYY-MM-DD|real date/],
      ["next week", /YYYY-MM-DD/],
    ];
    for (const [deliveryDate, why] of cases) {
      const res = await put(c.token, { addressId: c.miami.id, deliveryDate });
      expect(res.status, deliveryDate).toBe(400);
      expect(res.body.errors.deliveryDate, deliveryDate).toMatch(why);
    }
    const ok = await put(c.token, { addressId: c.miami.id, deliveryDate: dates[1], doorFacing: "away", groundSurface: "concrete", clearanceConfirmed: true, siteNotes: "Gate code 1234" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ deliveryDate: dates[1], delivery: { doorFacing: "away", groundSurface: "concrete", clearanceConfirmed: true, siteNotes: "Gate code 1234" } });
  });

  it("a day the depot's cranes are all booked is neither offered nor accepted", async () => {
    const c = await customerWithMiamiAndOlympia();
    const miami = await depotByCode(t.db, "miami-fl");
    const full = "2026-12-08";
    const other = await t.createUser();
    await t.db.insert(orders).values({
      userId: other.user.id, shippingAddress: { street: "x", city: "Miami", state: "FL", postalCode: "33101", country: "USA" },
      subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0, status: "confirmed", paymentStatus: "paid",
      deliveryDate: full, deliveryDepotId: miami.id, deliveryTruck: "crane", deliveryTrucks: miami.truckCapacity.crane,
    });
    await put(c.token, { addressId: c.miami.id });
    expect((await t.send(t.api.user.cart["delivery-dates"].$get({}, t.as(c.token)))).body.data).not.toContain(full);
    const res = await put(c.token, { addressId: c.miami.id, deliveryDate: full });
    expect(res.status).toBe(400);
    expect(res.body.errors.deliveryDate).toMatch(/fully booked/);
  });

  it("refuses an address that is not the customer's; one outside the 48 states is picked and named (defect 11)", async () => {
    const c = await customerWithMiamiAndOlympia();
    const stranger = await customerWithMiamiAndOlympia();
    expect((await put(c.token, { addressId: stranger.miami.id })).body.errors.addressId).toMatch(/your shipping addresses/);
    const [honolulu] = await t.db.insert(addresses).values({ userId: c.user.id, type: "shipping", street: "1 Ala Moana", city: "Honolulu", state: "HI", postalCode: "96813", country: "USA" }).returning();
    const res = await put(c.token, { addressId: honolulu.id });
    // Issue 43 defect 11: no longer a 422 that silently keeps the old ship-to; checkout refuses it (out-of-area-pick.test.ts).
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shipTo: { id: honolulu.id }, deliveryProblemCode: "out_of_area", deliveryProblem: expect.stringMatching(/48 contiguous states/) });
  });
});

describe("checkout charges what the cart showed", () => {
  it("needs the date and the site checklist, then charges exactly the cart total and books the drop on the order", async () => {
    const c = await customerWithMiamiAndOlympia();
    await put(c.token, { addressId: c.olympia.id });
    const refused = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["clearanceConfirmed", "deliveryDate", "doorFacing", "groundSurface"]);

    const cart = await bookDelivery(t, c.token, c.olympia.id, { doorFacing: "cab", groundSurface: "dirt" });
    const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    expect(res.status).toBe(200);
    const [hosted] = await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, res.body.data.sessionId));
    expect(hosted.amountCents).toBe(Math.round(cart.total * 100));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    const seattle = await depotByCode(t.db, "seattle-wa");
    expect(order).toMatchObject({
      totalCents: Math.round(cart.total * 100), shippingCents: Math.round(cart.shipping * 100), taxCents: 19500,
      deliveryDate: cart.deliveryDate, deliveryDepotId: seattle.id, deliveryTruck: "crane", deliveryTrucks: 1,
      deliveryMiles: cart.delivery.distanceMiles, doorFacing: "cab", groundSurface: "dirt", clearanceConfirmed: true,
    });
  });
});

describe("admin delivery rates", () => {
  it("an admin reads and saves the rates, field errors name the bad ones, and quotes follow at once", async () => {
    const { token: admin } = await t.createUser({ role: "admin" });
    const got = await t.send(t.api.admin["delivery-rates"].$get({}, t.as(admin)));
    expect(got.body.data).toEqual(DEFAULT_DELIVERY_RATES);
    const bad = await t.send(t.api.admin["delivery-rates"].$put({ json: { ...DEFAULT_DELIVERY_RATES, parcelCents: -1 } }, t.as(admin)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.parcelCents).toMatch(/negative/);
    const saved = await t.send(t.api.admin["delivery-rates"].$put({ json: { ...DEFAULT_DELIVERY_RATES, parcelCents: 12_000 } }, t.as(admin)));
    expect(saved.status).toBe(200);
    expect((await quote({ productId: cat.part.id, zip: "33101" })).body.data.options[0].price).toBe(120);
    const customer = await t.createUser();
    expect((await t.send(t.api.admin["delivery-rates"].$get({}, t.as(customer.token)))).status).toBe(403);
    await t.send(t.api.admin["delivery-rates"].$put({ json: DEFAULT_DELIVERY_RATES }, t.as(admin)));
  });
});

describe("long-haul rates and what a quote leaves out", () => {
  it("an admin's long-haul rates price the long route at once; a truck that cannot carry the box says so", async () => {
    const { token: admin } = await t.createUser({ role: "admin" });
    const saveRates = (json: typeof DEFAULT_DELIVERY_RATES) => t.send(t.api.admin["delivery-rates"].$put({ json }, t.as(admin)));
    const bismarck = { productId: cat.container.id, dimension: "20ft", condition: "New", zip: "58501" };
    const before = (await quote(bismarck)).body.data.options[0];
    const dearer = { ...DEFAULT_DELIVERY_RATES.longHaul, crane: { perMileCents: 2_000, minimumCents: 150_000 }, transfer: { perMileCents: 2_000, minimumCents: 60_000 } };
    const flatbedTooShort = { ...DEFAULT_DELIVERY_RATES.flatbed, maxLoadFt: 10 };
    expect((await saveRates({ ...DEFAULT_DELIVERY_RATES, flatbed: flatbedTooShort, longHaul: dearer })).status).toBe(200);
    const after = await quote(bismarck);
    expect(after.body.data.options[0].price).toBeGreaterThan(before.price);
    expect(after.body.data.unavailable).toEqual([{ method: "flatbed", reason: "A flatbed truck cannot carry a 20 ft container" }]);
    const badLongHaul = await saveRates({ ...DEFAULT_DELIVERY_RATES, longHaul: { ...dearer, milesPerDay: 0 } });
    expect(badLongHaul.status).toBe(400);
    expect(badLongHaul.body.errors["longHaul.milesPerDay"]).toMatch(/at least 100/);
    await saveRates(DEFAULT_DELIVERY_RATES);
  });
});
