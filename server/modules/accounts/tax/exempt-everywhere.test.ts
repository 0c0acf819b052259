import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offers } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { makeCatalog } from "../../../test/fixtures/checkout.ts";
import { makeRental } from "../../../test/fixtures/rentals.ts";

/** The exemption reaches every price the server taxes besides the cart (ADR 087): offers and rental quotes. */
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
async function exemptIn(state: string) {
  const buyer = await t.createUser();
  const res = await t.call("PUT", `/v1/admin/users/${buyer.user.id}/tax-exemption`, { token: admin, body: { certificateNumber: `${state}-CERT-1`, states: [state], expiresOn: inDays(365) } });
  expect(res.status).toBe(200);
  return buyer;
}
const offerFor = (email: string, shipToState: string) => ({
  email, shipToState, delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "full",
  lines: [{ kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }],
});

describe("offers", () => {
  it("price an exempt customer's offer without tax in a covered state and keep the certificate", async () => {
    const buyer = await exemptIn("FL");
    const preview = await t.call("POST", "/v1/admin/offers/price", { token: admin, body: offerFor(buyer.user.email, "FL") });
    expect(preview.body.data).toMatchObject({ subtotal: 3000, tax: 0, taxRatePercent: 0 });
    const made = await t.call("POST", "/v1/admin/offers", { token: admin, body: offerFor(buyer.user.email, "FL") });
    expect(made.status).toBe(200);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, made.body.data.id));
    expect(row).toMatchObject({ taxCents: 0, taxExemptCertificate: "FL-CERT-1" });
    const elsewhere = await t.call("POST", "/v1/admin/offers/price", { token: admin, body: offerFor(buyer.user.email, "MN") });
    expect(elsewhere.body.data).toMatchObject({ tax: 206.25, taxRatePercent: 6.875 });
  });
});

describe("rental quotes", () => {
  it("drop the tax for the signed-in exempt customer, not for anyone else", async () => {
    const product = await makeRental(t, admin);
    const buyer = await exemptIn("FL");
    const url = `/v1/products/${product.id}/rental-quote?quantity=1&dimension=20ft&method=tilt-bed&zip=33101`;
    const anonymous = (await t.call("GET", url)).body.data;
    const exempt = (await t.call("GET", url, { token: buyer.token })).body.data;
    expect(anonymous.taxState).toBe("FL");
    expect(anonymous.tax).toBeGreaterThan(0);
    expect(exempt.tax).toBe(0);
  });
});
