import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentalAgreements, rentalPaymentLinks, sandboxRefunds, sandboxSessions } from "../../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { makeRental, payPage, rentOne, tokenAt } from "../../../test/fixtures/rentals.ts";
import { runRentalBilling } from "./billing.ts";
import { settleRentalSession } from "./settle-link.ts";

/**
 * Issue 43, defect 3 of the model test (seed 1, run 3 step 45): a rent-to-own unit was bought out twice. Every
 * open asked the provider for a new page and a page paid after the buy-out was settled silently.
 */
let t: TestApp;
let clock = new Date("2026-05-04T15:00:00Z");
let product: { id: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(() => t.close());

const sessionOf = (url: string) => url.split("/").pop() as string;
const openBuyout = (id: string, token: string) => t.send(t.api.user.rentals[":id"].buyout.$post({ param: { id } }, t.as(token)));
async function paidBuyoutPages(agreementId: string) {
  const links = await t.db.select().from(rentalPaymentLinks).where(and(eq(rentalPaymentLinks.agreementId, agreementId), eq(rentalPaymentLinks.kind, "buyout")));
  if (!links.length) return [];
  return t.db.select().from(sandboxSessions).where(and(inArray(sandboxSessions.id, links.map((l) => l.sessionId)), eq(sandboxSessions.status, "paid")));
}

describe("a rent-to-own unit is bought out once", () => {
  it("two pages opened together (a double click, two tabs) are one page, paid once", async () => {
    clock = new Date("2026-05-04T15:00:00Z");
    const r = await rentOne(t, product.id);
    const [a, b] = await Promise.all([openBuyout(r.agreement.id, r.token), openBuyout(r.agreement.id, r.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data.url).toBe(a.body.data.url);
    expect((await payPage(t, a.body.data.url)).status).toBe(200);
    // Paying it again is the same page: "already completed", no second charge.
    expect((await payPage(t, b.body.data.url)).body.message).toBe("Payment already completed");
    expect(await paidBuyoutPages(r.agreement.id)).toHaveLength(1);
    expect((await openBuyout(r.agreement.id, r.token)).status).toBe(409);
  });

  it("opened one after the other, the open page is given again", async () => {
    clock = new Date("2026-05-04T15:00:00Z");
    const r = await rentOne(t, product.id);
    const first = await openBuyout(r.agreement.id, r.token);
    const second = await openBuyout(r.agreement.id, r.token);
    expect(second.body.data.url).toBe(first.body.data.url);
    expect(await t.db.select().from(rentalPaymentLinks).where(eq(rentalPaymentLinks.agreementId, r.agreement.id))).toHaveLength(1);
  });

  it("a page for an old price is closed when a new one opens; if the provider took it after all, it is refunded", async () => {
    clock = new Date("2026-05-04T15:00:00Z");
    const r = await rentOne(t, product.id); // starts Thu May 7; cycle 2 is billed on Jun 7
    const old = await openBuyout(r.agreement.id, r.token);
    clock = new Date("2026-06-07T15:00:00Z");
    await runRentalBilling(t.deps); // cycle 2 paid: the credit grows, the price falls
    const token = await tokenAt(t.db, r.user.id, clock);
    const current = await openBuyout(r.agreement.id, token);
    expect(current.body.data.url).not.toBe(old.body.data.url);
    const [stale] = await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionOf(old.body.data.url)));
    expect(stale.status).toBe("expired");
    expect((await payPage(t, current.body.data.url)).status).toBe(200);

    // The provider took the old page all the same (Stripe: paid as it was being expired), and tells us late.
    await t.db.update(sandboxSessions).set({ status: "paid", paymentId: "pi_sandbox_late_buyout", paidAt: clock }).where(eq(sandboxSessions.id, stale.id));
    expect(await settleRentalSession(t.deps, "sandbox", stale.id)).toBe("rental buy-out refunded");
    const [refund] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, "pi_sandbox_late_buyout"));
    expect(refund.amountCents).toBe(stale.amountCents);
    const [link] = await t.db.select().from(rentalPaymentLinks).where(eq(rentalPaymentLinks.sessionId, stale.id));
    expect(link.refundId).toBe(refund.id);
    const [row] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, r.agreement.id));
    expect(row).toMatchObject({ status: "ended", endReason: "bought" });
  });
});
