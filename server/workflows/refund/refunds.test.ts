import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, outgoingEmails, refunds, sandboxRefunds, stock } from "../../../db/schema/index.ts";
import { pdfText } from "../../modules/billing/pdf/pdf-text.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

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

/** A customer's order paid in the sandbox ($7,360.00). */
async function paidOrder() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  const { orderId, invoiceId, sessionId } = res.body.data as { orderId: string; invoiceId: string; sessionId: string };
  expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: GOOD }))).status).toBe(200);
  return { ...c, orderId, invoiceId };
}
const refund = (orderId: string, body: Parameters<(typeof t.api.admin.orders)[":id"]["refund"]["$post"]>[0]["json"]) => t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: body }, t.as(admin)));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const onHand = async () => Number((await t.db.select({ n: sql<string>`sum(${stock.onHand})::text` }).from(stock).where(eq(stock.productId, cat.container.id)))[0].n);

describe("refunds", () => {
  it("a partial refund goes through the provider, mails a credit note; the rest with restock refunds it all", async () => {
    const c = await paidOrder();
    const stockAfterSale = await onHand();
    const first = await refund(c.orderId, { amount: 1000.5, reason: "Dent on the left door", restock: false });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 1000.5, paymentStatus: "partially_refunded", amountPaid: READY_TOTAL_CENTS / 100, amountRefunded: 1000.5, restocked: 0 });
    expect((await orderRow(c.orderId)).paymentStatus).toBe("partially_refunded");
    const [given] = await t.db.select().from(refunds).where(eq(refunds.orderId, c.orderId));
    const [atProvider] = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, given.providerRefundId));
    expect([given.amountCents, atProvider.amountCents]).toEqual([100050, 100050]);
    const [mail] = await t.db.select().from(outgoingEmails).where(sql`${outgoingEmails.subject} like ${`%${first.body.data.creditNoteNumber}%`}`);
    expect(mail.to).toBe(c.user.email);
    const pdf = await t.api.admin["credit-notes"][":number"].pdf.$get({ param: { number: first.body.data.creditNoteNumber } }, t.as(admin));
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // Paid $7,660.00 (the fixture's cart with its delivery by distance), $1,000.50 given back: $6,659.50 left.
    const over = await refund(c.orderId, { amount: 6659.51, reason: "Too much", restock: false });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toMatch(/At most \$6,659\.50/);

    const rest = await refund(c.orderId, { amount: 6659.5, reason: "Returned the unit", restock: true });
    expect(rest.body.data).toMatchObject({ paymentStatus: "refunded", amountRefunded: READY_TOTAL_CENTS / 100, restocked: 2 });
    expect(await onHand()).toBe(stockAfterSale + 2);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId)))[0].status).toBe("refunded");
    expect((await refund(c.orderId, { amount: 1, reason: "Again", restock: true })).status).toBe(409);
    expect(await onHand()).toBe(stockAfterSale + 2);
  });

  it("two refunds at once never give back more than was paid", async () => {
    const c = await paidOrder();
    const both = await Promise.all([0, 1].map(() => refund(c.orderId, { amount: 5000, reason: "Duplicate click", restock: false })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, c.orderId));
    expect(rows).toHaveLength(1);
    expect(rows.reduce((n, r) => n + r.amountCents, 0)).toBeLessThanOrEqual(READY_TOTAL_CENTS);
  });

  it("an unpaid order has nothing to refund; Refunded cannot be set by hand", async () => {
    const c = await readyCustomer(t, cat);
    const { orderId } = (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)))).body.data;
    expect((await refund(orderId, { amount: 10, reason: "Nothing paid", restock: false })).status).toBe(409);
    const paid = await paidOrder();
    const byHand = await t.send(t.api.admin.order[":id"].$patch({ param: { id: paid.orderId }, json: { paymentStatus: "refunded" } }, t.as(admin)));
    expect(byHand.status).toBe(400);
    expect(byHand.body.errors.paymentStatus).toMatch(/Refund/);
    expect((await orderRow(paid.orderId)).paymentStatus).toBe("paid");
  });

  it("the credit note PDF names the invoice, amount and reason", async () => {
    const c = await paidOrder();
    const res = await refund(c.orderId, { amount: 250, reason: "Late delivery", restock: false });
    const [mail] = await t.db.select().from(outgoingEmails).where(sql`${outgoingEmails.subject} like ${`%${res.body.data.creditNoteNumber}%`}`);
    expect(mail.text).toContain("Late delivery");
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
    const { creditNotePdf } = await import("./refund.ts");
    const { pdf } = await creditNotePdf(t.db, res.body.data.creditNoteNumber);
    const text = pdfText(pdf);
    expect(text).toContain("Late delivery");
    expect(text).toContain(inv.invoiceNumber);
    expect(res.body.data.creditNoteNumber).toBe(`CN-${inv.invoiceNumber.replace("INV-", "")}-1`);
  });

  it("the customer sees the credit note on their order and downloads its PDF; another customer's is a 404", async () => {
    const c = await paidOrder();
    const first = (await refund(c.orderId, { amount: 100, reason: "Paint scratch", restock: false })).body.data.creditNoteNumber as string;
    const second = (await refund(c.orderId, { amount: 40.5, reason: "Late delivery", restock: false })).body.data.creditNoteNumber as string;
    const mine = (await t.send(t.api.user.orders.$get({}, t.as(c.token)))).body.data.find((o: { id: string }) => o.id === c.orderId);
    expect(mine.creditNotes.map((n: { number: string; amount: number }) => [n.number, n.amount])).toEqual([[first, 100], [second, 40.5]]);
    expect(mine.amountRefunded).toBe(140.5);

    const pdf = await t.send(t.api.user["credit-notes"][":number"].pdf.$get({ param: { number: second } }, t.as(c.token)));
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(pdf.headers.get("content-disposition")).toContain(`${second}.pdf`);
    const other = await t.createUser();
    const theirs = await t.send(t.api.user["credit-notes"][":number"].pdf.$get({ param: { number: second } }, t.as(other.token)));
    expect([theirs.status, theirs.body.code]).toEqual([404, "not_found"]);
    expect((await t.send(t.api.user["credit-notes"][":number"].pdf.$get({ param: { number: "CN-0-404" } }, t.as(c.token)))).status).toBe(404);
    expect((await t.send(t.api.user["credit-notes"][":number"].pdf.$get({ param: { number: second } }))).status).toBe(401);
  });
});
