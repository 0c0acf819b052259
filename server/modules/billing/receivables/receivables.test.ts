import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, outgoingEmails, payments, refunds } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { pdfText } from "../pdf/pdf-text.ts";
import { customerStatement } from "./statement.ts";

/**
 * Seeded invoices and payments with their figures worked out by hand (docs/decisions/086), "now" is Jun 15, 2026:
 * A1 $1,000 due Feb 9 (126 days late), $300 paid → $700 in 90+; A2 $500 due May 31 (15 late) → 1–30; A3 $200 due
 * Jul 10 → current; A4 $400 paid in full and $100 refunded → nothing owed. B1 $800 due Apr 19 (57 late), $50 paid →
 * $750 in 31–60; B2 $600 due Mar 31 (76 late) → 61–90. C: a cancelled invoice and an abandoned checkout's: no debt.
 */
const NOW = new Date("2026-06-15T12:00:00Z");
let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
const address = { street: "1 Dock St", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };
const day = (d: string) => new Date(`${d}T15:00:00Z`);

async function invoice(userId: string, number: string, cents: number, issued: string, due: string, o: { status?: string; orderStatus?: string; paymentStatus?: string } = {}) {
  const [order] = await t.db.insert(orders).values({ userId, status: o.orderStatus ?? "confirmed", paymentStatus: o.paymentStatus ?? "pending", paymentMethod: "net30", shippingAddress: address, subtotalCents: cents, shippingCents: 0, taxCents: 0, totalCents: cents, createdAt: day(issued) }).returning();
  const [inv] = await t.db.insert(invoices).values({ invoiceNumber: number, orderId: order.id, userId, status: o.status ?? "sent", issueDate: day(issued), dueDate: day(due), subtotalCents: cents, taxCents: 0, shippingCents: 0, totalCents: cents }).returning();
  ids[number] = inv.id;
  return order.id;
}
async function pay(orderId: string, cents: number, at: string) {
  const [p] = await t.db.insert(payments).values({ orderId, provider: "manual", sessionId: `s-${orderId}-${at}`, amountCents: cents, status: "succeeded", createdAt: day(at) }).returning();
  return p.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
  const a = (await t.createUser({ fullName: "Alice Acme" })).user;
  const b = (await t.createUser({ fullName: "Bob Builder" })).user;
  const c = (await t.createUser({ fullName: "Cleo Cancel" })).user;
  ids.a = a.id;
  ids.b = b.id;
  await pay(await invoice(a.id, "T-A1", 100_000, "2026-01-10", "2026-02-09"), 30_000, "2026-03-01");
  await invoice(a.id, "T-A2", 50_000, "2026-05-01", "2026-05-31");
  await invoice(a.id, "T-A3", 20_000, "2026-06-10", "2026-07-10");
  const a4 = await invoice(a.id, "T-A4", 40_000, "2026-04-01", "2026-05-01", { status: "paid", paymentStatus: "partially_refunded" });
  const paid = await pay(a4, 40_000, "2026-04-02");
  await t.db.insert(refunds).values({ orderId: a4, paymentId: paid, provider: "manual", providerRefundId: "r-a4", amountCents: 10_000, reason: "Dent", creditNoteNumber: "CN-T-A4-1", createdAt: day("2026-04-20") });
  await pay(await invoice(b.id, "T-B1", 80_000, "2026-03-20", "2026-04-19"), 5_000, "2026-05-05");
  await invoice(b.id, "T-B2", 60_000, "2026-03-01", "2026-03-31");
  await invoice(c.id, "T-C1", 10_000, "2026-02-01", "2026-03-01", { status: "cancelled", orderStatus: "cancelled" });
  await invoice(c.id, "T-C2", 90_000, "2026-02-01", "2026-03-01", { orderStatus: "pending" });
}, 240_000);
afterAll(() => t.close());

describe("receivables", () => {
  it("ages each customer's open balances by days past due, with the shop's totals", async () => {
    const res = await t.send(t.api.admin.receivables.$get({}, t.as(admin)));
    expect(res.status).toBe(200);
    const { customers, totals, total } = res.body.data;
    expect(customers.map((c: { invoices: { invoiceNumber: string; balance: number }[] }) => c.invoices.map((i) => [i.invoiceNumber, i.balance]))).toEqual([
      [["T-A1", 700], ["T-A2", 500], ["T-A3", 200]],
      [["T-B2", 600], ["T-B1", 750]],
    ]);
    expect(customers).toMatchObject([
      { userId: ids.a, name: "Alice Acme", email: expect.any(String), openInvoices: 3, buckets: { current: 200, days1to30: 500, days31to60: 0, days61to90: 0, over90: 700 }, total: 1400 },
      { userId: ids.b, name: "Bob Builder", email: expect.any(String), openInvoices: 2, buckets: { current: 0, days1to30: 0, days31to60: 750, days61to90: 600, over90: 0 }, total: 1350 },
    ]);
    expect(totals).toEqual({ current: 200, days1to30: 500, days31to60: 750, days61to90: 600, over90: 700 });
    expect(total).toBe(2750);
  });

  it("the dashboard's revenue is what the payments ledger took, less refunds", async () => {
    const res = await t.send(t.api.admin.dashboard.$get({}, t.as(admin)));
    expect(res.body.data.totalRevenue).toBe(300 + 400 + 50 - 100);
  });

  it("the invoices list carries each invoice's balance, equal to the ageing's", async () => {
    const list = (await t.send(t.api.admin.invoices.$get({ query: { search: "T-A" } }, t.as(admin)))).body.data as { invoiceNumber: string; balance: number }[];
    expect(Object.fromEntries(list.map((i) => [i.invoiceNumber, i.balance]))).toEqual({ "T-A1": 700, "T-A2": 500, "T-A3": 200, "T-A4": 0 });
  });
});

describe("customer statement", () => {
  it("opens with the balance before the period, lists invoices, payments, credit notes and refunds, and closes with the balance", async () => {
    const s = await customerStatement(t.db, ids.a, { from: "2026-03-01", to: "2026-04-30" });
    expect(s.openingCents).toBe(100_000);
    expect(s.lines.map((l) => [l.kind, l.chargeCents, l.creditCents, l.balanceCents])).toEqual([
      ["payment", 0, 30_000, 70_000],
      ["invoice", 40_000, 0, 110_000],
      ["payment", 0, 40_000, 70_000],
      ["credit_note", 0, 10_000, 60_000],
      ["refund", 10_000, 0, 70_000],
    ]);
    expect(s.closingCents).toBe(70_000);
    // Up to today the closing balance is the customer's receivables total.
    expect((await customerStatement(t.db, ids.a, { from: "2026-01-01", to: "2026-06-15" })).closingCents).toBe(140_000);
  });

  it("downloads as a PDF with the figures, refuses a backwards period, and mails through the outbox with the PDF", async () => {
    const res = await t.app.request(`/admin/users/${ids.a}/statement?from=2026-03-01&to=2026-04-30`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const s of ["STATEMENT", "Alice Acme", "Opening balance", "$1,000.00", "Closing balance", "$700.00", "CN-T-A4-1"]) expect(text).toContain(s);
    const bad = await t.send(t.api.admin.users[":id"].statement.$get({ param: { id: ids.a }, query: { from: "2026-05-01", to: "2026-04-01" } }, t.as(admin)));
    expect([bad.status, bad.body.code]).toEqual([400, "validation_failed"]);
    const sent = await t.send(t.api.admin.users[":id"].statement.send.$post({ param: { id: ids.a }, query: { from: "2026-03-01", to: "2026-04-30" } }, t.as(admin)));
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ delivery: "queued", closingBalance: 700 });
    const [mail] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, sent.body.data.to));
    expect(mail.subject).toContain("statement");
    expect(mail.attachments?.[0]).toMatchObject({ filename: "statement-2026-03-01-to-2026-04-30.pdf", contentType: "application/pdf" });
    const customer = await t.createUser();
    expect((await t.send(t.api.admin.receivables.$get({}, t.as(customer.token)))).status).toBe(403);
  });
});

describe("payment link", () => {
  it("opens the hosted page for the open balance, mails it on request, and keeps the payment cap", async () => {
    const res = await t.send(t.api.admin.invoices[":id"]["payment-link"].$post({ param: { id: ids["T-B1"] }, json: { send: true } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 750, url: expect.stringMatching(/^http:\/\/localhost:3000\/pay\/sandbox\/cs_sandbox_/) });
    const [mail] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, res.body.data.sentTo));
    expect(mail.text).toContain(res.body.data.url);
    // A second click reuses the same open page.
    const again = await t.send(t.api.admin.invoices[":id"]["payment-link"].$post({ param: { id: ids["T-B1"] }, json: {} }, t.as(admin)));
    expect(again.body.data.url).toBe(res.body.data.url);
    const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin)))).body.data;
    await t.send(t.api.admin.settings.$put({ json: { ...current, paymentCapCents: 50_000 } }, t.as(admin)));
    const capped = await t.send(t.api.admin.invoices[":id"]["payment-link"].$post({ param: { id: ids["T-B2"] }, json: {} }, t.as(admin)));
    expect([capped.status, capped.body.code]).toEqual([400, "order_too_large"]);
    const paid = await t.send(t.api.admin.invoices[":id"]["payment-link"].$post({ param: { id: ids["T-A4"] }, json: {} }, t.as(admin)));
    expect([paid.status, paid.body.code]).toEqual([400, "already_paid"]);
  });
});
