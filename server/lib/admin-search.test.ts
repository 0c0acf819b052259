import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { insertOrder } from "../test/fixtures/admin.ts";

/**
 * The order and invoice searches are answered from indexes (a union of lookups, ADR 039): they must find
 * exactly what the browser's own match finds in the unsearched list (app/routes/admin/orders.tsx, invoices.tsx).
 */
type Row = { id: string; userId: string; status: string; user?: { name: string; email: string }; invoiceNumber?: string; orderId?: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  const people = await Promise.all(["Ana Lopez", "Bo Shipley", "Cel Paidman"].map((fullName) => t.createUser({ fullName })));
  const states = [
    { status: "pending", paymentStatus: "pending", invoiceStatus: "sent" },
    { status: "shipped", paymentStatus: "paid", invoiceStatus: "paid" },
    { status: "delivered", paymentStatus: "refunded", invoiceStatus: "refunded" },
    { status: "cancelled", paymentStatus: "failed", invoiceStatus: "cancelled" },
    { status: "processing", paymentStatus: "paid", invoiceStatus: "overdue" },
  ];
  for (const [i, p] of people.entries()) for (const s of states.slice(i)) await insertOrder(t.db, p.user.id, s);
}, 120_000);
afterAll(() => t.close());

const orderList = async (search?: string): Promise<Row[]> => (await t.send(t.api.admin.orders.$get({ query: { search } }, t.as(admin)))).body.data;
const invoiceList = async (search?: string): Promise<Row[]> => (await t.send(t.api.admin.invoices.$get({ query: { search } }, t.as(admin)))).body.data;
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("admin order and invoice search", () => {
  it("finds what the browser's match finds, term for term", async () => {
    const orders = await orderList();
    const invoices = await invoiceList();
    const o = orders[3];
    const terms = [
      o.id.slice(4, 12).toUpperCase(), o.userId.slice(9, 20), o.user!.email.toUpperCase(), "lopez", "ship", "PAID", "cel", "d", "e", "refund",
      "inv-", invoices[2].invoiceNumber!.toLowerCase(), "-", "%", "_", "\\", "no such thing",
    ];
    for (const term of terms) {
      const q = term.toLowerCase();
      const byOrder = orders.filter((r) => [r.id, r.userId, r.status, r.user?.name ?? "", r.user?.email ?? ""].some((v) => v.toLowerCase().includes(q)));
      const byInvoice = invoices.filter((r) => [r.invoiceNumber!, r.status, r.orderId!, r.userId, r.user!.name, r.user!.email].some((v) => v.toLowerCase().includes(q)));
      expect(ids(await orderList(term)), `orders: ${term}`).toEqual(ids(byOrder));
      expect(ids(await invoiceList(term)), `invoices: ${term}`).toEqual(ids(byInvoice));
    }
  }, 120_000); // 34 searches; slow on a busy machine
});
