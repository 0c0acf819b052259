import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoices, outgoingEmails } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["createUser"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  customer = await t.createUser();
});
afterAll(() => t.close());

type InvoiceEditJson = Parameters<(typeof t.api.admin.invoices)[":id"]["$put"]>[0]["json"];
const edit: InvoiceEditJson = { subtotal: 1000, tax: 62.5, shipping: 250, discount: 100.25, notes: "Thanks", terms: "Net 30", dueDate: "2026-12-31", status: "sent" };

describe("admin invoices", () => {
  it("lists invoices with their customer", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id);
    const res = await t.send(t.api.admin.invoices.$get({ query: {} }, t.as(admin)));
    expect(res.body.data.find((i: { id: string }) => i.id === invoice.id)).toMatchObject({ user: { email: customer.user.email }, total: 2500 });
  });

  it("PATCH /admin/invoices/{id}/{status} sets the status; an unknown status is 400", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id);
    const res = await t.send(t.api.admin.invoices[":id"][":status"].$patch({ param: { id: invoice.id, status: "paid" } }, t.as(admin)));
    expect(res.body).toMatchObject({ message: "Invoice status updated.", data: { status: "paid" } });
    expect((await t.send(t.api.admin.invoices[":id"][":status"].$patch({ param: { id: invoice.id, status: "lost" as never } }, t.as(admin)))).status).toBe(400); // invalid on purpose: no such status
  });

  it("PUT computes the total on the server and ignores any total sent", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id);
    // A total on purpose (not in the body's type): the server computes its own.
    const res = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: invoice.id }, json: { ...edit, total: 1 } as InvoiceEditJson }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subtotal: 1000, tax: 62.5, shipping: 250, discount: 100.25, total: 1212.25, notes: "Thanks", terms: "Net 30", status: "sent" });
    expect(res.body.data.dueDate.startsWith("2026-12-31")).toBe(true);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.totalCents).toBe(121225);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id)))[0].action).toBe("invoice.updated");
  });

  it("refuses a negative amount, a negative total and more than 2 decimals", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id);
    const neg = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: invoice.id }, json: { ...edit, tax: -1 } }, t.as(admin)));
    expect(neg.body.errors.tax).toBe("Tax cannot be negative");
    const below = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: invoice.id }, json: { ...edit, discount: 5000 } }, t.as(admin)));
    expect(below.status).toBe(400);
    expect(below.body.errors.discount).toMatch(/cannot exceed/);
    const decimals = await t.send(t.api.admin.invoices[":id"].$put({ param: { id: invoice.id }, json: { ...edit, shipping: 1.005 } }, t.as(admin)));
    expect(decimals.body.errors.shipping).toBeTruthy();
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.totalCents).toBe(250000);
  });

  it("downloads the PDF", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id);
    const res = await t.api.admin.invoices[":id"].pdf.$get({ param: { id: invoice.id } }, t.as(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(invoice.invoiceNumber);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("sends the invoice to the customer; a draft becomes sent", async () => {
    const { invoice } = await insertOrder(t.db, customer.user.id, { invoiceStatus: "draft" });
    const res = await t.send(t.api.admin.invoices[":id"].send.$post({ param: { id: invoice.id } }, t.as(admin)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Invoice sent to ${customer.user.email}.`);
    expect(res.body.data.invoice.status).toBe("sent");
    const mails = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, customer.user.email));
    expect(mails.at(-1)!.subject).toContain(invoice.invoiceNumber);
  });
});
