import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog } from "../../test/fixtures/checkout.ts";
import { formatUsd } from "../../../contract/money.ts";

// Issue 43, defect 3: a deposit's mails and success page say what the ledger says; the balance sends its own mail.
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sessionOf = (url: string) => url.split("/").at(-1) as string;
const mailsTo = (to: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to));

describe("a deposit and its balance", () => {
  it("mails 'Deposit paid $X, balance $Y due by DATE', the success page reads deposit paid; the balance is mailed too", async () => {
    const c = await t.createUser();
    const made = await t.send(t.api.admin.offers.$post({ json: {
      email: c.user.email, shipToState: "FL", shipToZip: "33101", delivery: 650, discount: 0, expiresOn: inDays(14), paymentTerms: "deposit", depositPercent: 30, deliveryOn: inDays(20),
      lines: [{ kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 2 }],
    } }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const total = made.body.data.total as number;
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(c.token)));
    const deposit = Math.round(total * 30) / 100;
    const sessionId = sessionOf(accepted.body.data.url);
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: GOOD }))).status).toBe(200);
    const confirmed = await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId, payerID: null } }, t.as(c.token)));
    expect(confirmed.body.data.paymentStatus).toBe("deposit_paid");

    const [confirmation] = (await mailsTo(c.user.email)).filter((m) => /confirmed/.test(m.subject));
    expect(confirmation.text).not.toContain("Total paid");
    expect(confirmation.text).toMatch(new RegExp(`Deposit paid \\${formatUsd(deposit)}, balance \\${formatUsd(Math.round((total - deposit) * 100) / 100)} due by \\w{3} \\d+, \\d{4}`));
    const [sales] = (await mailsTo(t.deps.env.SALES_EMAIL)).filter((m) => m.text.includes(accepted.body.data.orderId));
    expect(sales.text).toContain(`Deposit paid ${formatUsd(deposit)}`);

    const page = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: accepted.body.data.invoiceId } }, t.as(c.token)));
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionOf(page.body.data.url) }, json: GOOD }))).status).toBe(200);
    const balanceMail = (await mailsTo(c.user.email)).find((m) => /Balance received/.test(m.subject));
    expect(balanceMail?.text).toContain(`Total paid: ${formatUsd(total)}`);
  });
});
