import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { insertOrder } from "../../test/fixtures/admin.ts";

// Issue 43, defect 10: every payment page and every offer is capped ($999,999.99, or lower when the admin says).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
const offer = (unitPrice: number, quantity = 1): OfferJson => ({
  email: "big@buyer.test", shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Port yard", quantity, unitPrice }],
  delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "full",
});
const payInvoice = (token: string, id: string) => t.send(t.api.user.invoices[":id"].pay.$post({ param: { id } }, t.as(token)));
async function setCap(cents: number | undefined) {
  const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin)))).body.data;
  const res = await t.send(t.api.admin.settings.$put({ json: { ...current, paymentCapCents: cents } }, t.as(admin)));
  expect(res.status).toBe(200);
}

describe("the payment cap", () => {
  it("an offer above $999,999.99 is refused when built (and in the preview), with the field to fix", async () => {
    const made = await t.send(t.api.admin.offers.$post({ json: offer(600_000, 2) }, t.as(admin)));
    expect([made.status, made.body.code]).toEqual([400, "order_too_large"]);
    expect(made.body.errors.lines).toMatch(/over \$999,999\.99/);
    const preview = await t.send(t.api.admin.offers.price.$post({ json: offer(600_000, 2) }, t.as(admin)));
    expect([preview.status, preview.body.code]).toEqual([400, "order_too_large"]);
    expect((await t.send(t.api.admin.offers.$post({ json: offer(900_000) }, t.as(admin)))).status).toBe(200);
  });

  it("an invoice owing more than the cap gets no payment page", async () => {
    const c = await t.createUser();
    const { invoice } = await insertOrder(t.db, c.user.id, { totalCents: 150_000_000 });
    const res = await payInvoice(c.token, invoice.id);
    expect([res.status, res.body.code]).toEqual([400, "order_too_large"]);
  });

  it("the admin's lower cap applies to invoice pages and offers alike", async () => {
    await setCap(500_000);
    try {
      const c = await t.createUser();
      const { invoice: big } = await insertOrder(t.db, c.user.id, { totalCents: 600_000 });
      const { invoice: small } = await insertOrder(t.db, c.user.id, { totalCents: 400_000 });
      const refused = await payInvoice(c.token, big.id);
      expect([refused.status, refused.body.code]).toEqual([400, "order_too_large"]);
      expect(refused.body.message).toMatch(/over \$5,000\.00/);
      expect((await payInvoice(c.token, small.id)).status).toBe(200);
      expect((await t.send(t.api.admin.offers.$post({ json: offer(6000) }, t.as(admin)))).body.code).toBe("order_too_large");
    } finally {
      await setCap(undefined);
    }
  });
});
