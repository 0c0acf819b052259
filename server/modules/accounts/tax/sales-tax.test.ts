import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, deliveryOptions, products } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, itemPayload } from "../../../test/fixtures/checkout.ts";
import { stockProducts } from "../../../test/fixtures/stock.ts";

/**
 * The state rates as the source publishes them (Tax Foundation, State and Local Sales Tax Rates, 2025, "State Tax
 * Rate"), typed here independently of db/seed/sales-tax-rates.ts: each state's test checks the table's entry.
 */
const PUBLISHED_PERCENT: Record<string, string> = {
  AL: "4", AK: "0", AZ: "5.6", AR: "6.5", CA: "7.25", CO: "2.9", CT: "6.35", DE: "0", DC: "6", FL: "6", GA: "4", HI: "4",
  ID: "6", IL: "6.25", IN: "7", IA: "6", KS: "6.5", KY: "6", LA: "5", ME: "5.5", MD: "6", MA: "6.25", MI: "6", MN: "6.875",
  MS: "7", MO: "4.225", MT: "0", NE: "5.5", NV: "6.85", NH: "0", NJ: "6.625", NM: "4.875", NY: "4", NC: "4.75", ND: "5",
  OH: "5.75", OK: "4.5", OR: "0", PA: "6", RI: "7", SC: "6", SD: "4.2", TN: "7", TX: "6.25", UT: "6.1", VT: "6", VA: "5.3",
  WA: "6.5", WV: "6", WI: "5", WY: "4",
};
/** Tax on $10,000.00 in cents: 1,000,000 × percent / 100, to the cent (exact for every published rate). */
const taxOnTenThousand = (percent: string) => Math.round(Number(percent) * 10_000);

let t: TestApp;
let adminToken: string;
let containerId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.createUser({ role: "admin" })).token;
  const [container] = await t.db.insert(products).values({ name: "Tax Test 40ft", sku: `TT-${Date.now()}`, basePriceCents: 1_000_000 }).returning();
  await t.db.insert(deliveryOptions).values({ productId: container.id, method: "flatbed", priceCents: 0, position: 0 });
  await stockProducts(t.db, [container.id], 50);
  containerId = container.id;
});
afterAll(() => t.close());

async function customerWithContainer(state: string) {
  const { user, token } = await t.createUser();
  const address = await addAddress(t.db, user.id, { state });
  const res = await t.call("POST", "/v1/user/cart", { token, body: itemPayload(containerId, { method: "flatbed", quantity: 1 }) });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { user, token, address };
}
const cartOf = async (token: string) => (await t.call("GET", "/v1/user/cart", { token })).body.data;
const setExemption = (userId: string, body: unknown) => t.call("PUT", `/v1/admin/users/${userId}/tax-exemption`, { token: adminToken, body });

describe("sales tax on a $10,000 container, one state at a time", () => {
  let shopper: Awaited<ReturnType<typeof customerWithContainer>>;
  beforeAll(async () => {
    shopper = await customerWithContainer("FL");
  });
  it("covers every state and DC", () => expect(Object.keys(PUBLISHED_PERCENT)).toHaveLength(51));
  for (const [state, percent] of Object.entries(PUBLISHED_PERCENT)) {
    it(`${state}: ${percent} %`, async () => {
      await t.db.update(addresses).set({ state }).where(eq(addresses.id, shopper.address.id));
      const cart = await cartOf(shopper.token);
      expect(cart.subtotal).toBe(10_000);
      expect(Math.round(cart.tax * 100)).toBe(taxOnTenThousand(percent));
      expect(cart.taxState).toBe(state);
    });
  }
});

describe("the admin's override", () => {
  it("wins over the table for its state only", async () => {
    const current = (await t.call("GET", "/v1/admin/settings", { token: adminToken })).body.data;
    expect((await t.call("PUT", "/v1/admin/settings", { token: adminToken, body: { ...current, salesTaxBps: { OH: 800 } } })).status).toBe(200);
    const ohio = await customerWithContainer("Ohio");
    const texas = await customerWithContainer("TX");
    expect((await cartOf(ohio.token)).tax).toBe(800);
    expect((await cartOf(texas.token)).tax).toBe(625);
    await t.call("PUT", "/v1/admin/settings", { token: adminToken, body: { ...current, salesTaxBps: {} } });
  });
});

describe("tax-exempt customers", () => {
  const future = "2099-12-31";
  it("pays no tax shipping to a covered state with an unexpired certificate", async () => {
    const buyer = await customerWithContainer("TX");
    expect((await cartOf(buyer.token)).tax).toBe(625);
    const saved = await setExemption(buyer.user.id, { certificateNumber: "TX-RESALE-0042", states: ["TX", "OK", "TX"], expiresOn: future });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ certificateNumber: "TX-RESALE-0042", states: ["OK", "TX"], expiresOn: future, expired: false, file: null });
    expect(await cartOf(buyer.token)).toMatchObject({ tax: 0, total: 10_000 + (await cartOf(buyer.token)).shipping });
  });

  it("still pays in a state the certificate does not cover, and after it expires", async () => {
    const buyer = await customerWithContainer("CA");
    await setExemption(buyer.user.id, { certificateNumber: "NV-77", states: ["NV"], expiresOn: future });
    expect((await cartOf(buyer.token)).tax).toBe(725);
    await t.db.update(addresses).set({ state: "NV" }).where(eq(addresses.id, buyer.address.id));
    expect((await cartOf(buyer.token)).tax).toBe(0);
    await setExemption(buyer.user.id, { certificateNumber: "NV-77", states: ["NV"], expiresOn: "2020-01-31" });
    expect((await cartOf(buyer.token)).tax).toBe(685);
  });

  it("refuses bad input with field messages, and an unknown customer with 404", async () => {
    const buyer = await customerWithContainer("TX");
    const bad = await setExemption(buyer.user.id, { certificateNumber: " ", states: ["XX"], expiresOn: "31/12/2030" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
    expect(Object.keys(bad.body.errors).sort()).toEqual(["certificateNumber", "expiresOn", "states.0"]);
    const missing = await setExemption("00000000-0000-4000-8000-000000000000", { certificateNumber: "A1", states: ["TX"], expiresOn: future });
    expect(missing.status).toBe(404);
  });

  it("keeps the certificate file private: admin download only, PDF or picture by its bytes", async () => {
    const buyer = await customerWithContainer("TX");
    const url = `/v1/admin/users/${buyer.user.id}/tax-exemption/certificate`;
    await setExemption(buyer.user.id, { certificateNumber: "TX-1", states: ["TX"], expiresOn: future });
    const pdf = Buffer.from("%PDF-1.4\n% certificate\n");
    const notPdf = await t.call("POST", url, { token: adminToken, body: { fileName: "cert.pdf", dataUrl: `data:application/pdf;base64,${Buffer.from("<html>").toString("base64")}` } });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors.file).toMatch(/PDF, PNG, JPEG or WebP/);
    const up = await t.call("POST", url, { token: adminToken, body: { fileName: "cert.pdf", dataUrl: `data:application/pdf;base64,${pdf.toString("base64")}` } });
    expect(up.status).toBe(200);
    expect(up.body.data.file).toEqual({ name: "cert.pdf", type: "application/pdf", bytes: pdf.length });
    const down = await t.app.request(url.replace(/^\/v1/, ""), { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await t.call("GET", url, { token: buyer.token })).status).toBe(403);
  });
});
