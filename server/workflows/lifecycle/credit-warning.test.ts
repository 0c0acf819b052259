import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";

// Issue 43 (ADR 074, "Limits under locks"): the admin is warned while building a net-30 offer that would take the
// customer's open credit above their limit; acceptance stays refused under the lock.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
}, 240_000);
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
const offer = (email: string, unitPrice: number, paymentTerms: "net30" | "full" = "net30"): OfferJson => ({
  email, shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Site office fit-out", quantity: 1, unitPrice }], delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms,
});
const price = async (json: OfferJson) => (await t.send(t.api.admin.offers.price.$post({ json }, t.as(admin)))).body.data;
const save = async (json: OfferJson) => (await t.send(t.api.admin.offers.$post({ json }, t.as(admin)))).body.data;

describe("the net-30 credit warning when building an offer", () => {
  it("preview and save warn when the offer would pass the limit; acceptance is still refused", async () => {
    const c = await t.createUser();
    await t.db.update(users).set({ termsCreditLimitCents: 1_000_000 }).where(eq(users.id, c.user.id));
    // $6,000 + 6 % tax = $6,360 open after the first acceptance.
    const first = await save(offer(c.user.email, 6000));
    expect(first.warnings).toEqual([]);
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: first.id } }, t.as(admin)));
    expect((await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: first.id }, json: { poNumber: "PO-1" } }, t.as(c.token)))).status).toBe(200);

    expect((await price(offer(c.user.email, 3000))).warnings).toEqual([]); // $3,180 fits: $9,540 of $10,000
    const over = await price(offer(c.user.email, 4000)); // $4,240 does not
    expect(over.warnings).toEqual([{ code: "credit_limit_exceeded", message: expect.stringContaining("above their limit of $10,000.00 ($6,360.00 is open)") }]);
    expect((await price(offer(c.user.email, 4000, "full"))).warnings).toEqual([]);

    const saved = await save(offer(c.user.email, 4000));
    expect(saved.warnings.map((w: { code: string }) => w.code)).toEqual(["credit_limit_exceeded"]);
    // The offers list carries the draft's warnings too: its own "Send" says them first.
    const listed = (await t.send(t.api.admin.offers.$get({ query: { status: "draft" } }, t.as(admin)))).body.data;
    expect(listed.find((o: { id: string }) => o.id === saved.id)?.warnings.map((w: { code: string }) => w.code)).toEqual(["credit_limit_exceeded"]);
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: saved.id } }, t.as(admin)));
    const refused = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: saved.id }, json: { poNumber: "PO-2" } }, t.as(c.token)));
    expect([refused.status, refused.body.code]).toEqual([409, "terms_not_approved"]);
  });

  it("a customer without terms (or no account yet) is named in a terms_not_approved warning", async () => {
    const c = await t.createUser();
    expect((await price(offer(c.user.email, 100))).warnings.map((w: { code: string }) => w.code)).toEqual(["terms_not_approved"]);
    expect((await price(offer("nobody-yet@example.com", 100))).warnings.map((w: { code: string }) => w.code)).toEqual(["terms_not_approved"]);
  });
});
