import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../../contract/settings.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { depotByCode } from "../../../test/fixtures/stock.ts";
import { findInvoiceForUser } from "./service.ts";
import { insertPaidInvoice } from "../../../test/fixtures/invoices.ts";
import { pdfText } from "./pdf-text.ts";
import { renderInvoicePdf } from "./render.ts";

let t: TestApp;
let alice: Awaited<ReturnType<TestApp["createUser"]>>;
let bob: Awaited<ReturnType<TestApp["createUser"]>>;
let aliceInvoiceId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  alice = await t.createUser({ fullName: "Alice Doe" });
  bob = await t.createUser();
  const { invoice } = await insertPaidInvoice(t.db, alice.user.id, {
    invoiceNumber: "INV-TEST-0001",
    discountCents: 5000,
    notes: "Leave at the north gate.",
    terms: "Payment due within 30 days.",
  });
  aliceInvoiceId = invoice.id;
});
afterAll(() => t.close());

describe("GET /v1/user/invoices/{id}/pdf", () => {
  it("gives the owner a real PDF with number, seller, billed-to, lines, totals, discount, notes and terms", async () => {
    const res = await t.api.user.invoices[":id"].pdf.$get({ param: { id: aliceInvoiceId } }, t.as(alice.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="invoice-INV-TEST-0001.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      DEFAULT_SETTINGS.siteName,
      `Phone: ${DEFAULT_SETTINGS.salesPhone}`,
      "Invoice number: INV-TEST-0001",
      "Alice Doe",
      "1 Harbor Way",
      "20ft Standard Container",
      "$3,000.00",
      "$180.00",
      "$450.00",
      "-$50.00",
      "$3,580.00",
      "Leave at the north gate.",
      "Payment due within 30 days.",
    ]) {
      expect(text).toContain(expected);
    }
    // Issue 18: a paid invoice says when it was paid, not "Due date: …".
    expect(text).toMatch(/Paid on: [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).not.toContain("Due date");
  });

  it("prints what customers type: accents kept or simplified, emoji left out instead of 'Ø=Þ¢' (issue 18)", async () => {
    const { invoice } = await insertPaidInvoice(t.db, alice.user.id, { invoiceNumber: "INV-TEST-0003", notes: "Deliver to Zoë 📦 at the Łódź gate 👍🏽 call first" });
    const dto = await findInvoiceForUser(t.db, alice.user.id, invoice.id);
    const text = pdfText(await renderInvoicePdf(dto!, DEFAULT_SETTINGS, { compress: false }));
    expect(text).toContain("Deliver to Zoë at the Lódz gate call first");
    expect(text).not.toMatch(/Ø=|Þ/);
  });

  it("prints the booked delivery: date, depot, truck, door facing and site notes (issue 17)", async () => {
    const miami = await depotByCode(t.db, "miami-fl");
    const booking = { deliveryDate: "2026-12-02", deliveryDepotId: miami.id, deliveryTruck: "crane", doorFacing: "away", siteNotes: "Gate code 4411" };
    const { invoice } = await insertPaidInvoice(t.db, alice.user.id, { invoiceNumber: "INV-TEST-0004", booking });
    const text = pdfText(await renderInvoicePdf((await findInvoiceForUser(t.db, alice.user.id, invoice.id))!, DEFAULT_SETTINGS, { compress: false }));
    for (const expected of ["DELIVERY", "Delivery date:", "Wed, Dec 2, 2026", "Ships from:", "Miami, FL", "Crane truck", "Doors away from the cab", "Gate code 4411"]) {
      expect(text).toContain(expected);
    }
    // An order from before delivery was booked prints no delivery block at all.
    const old = pdfText(await renderInvoicePdf((await findInvoiceForUser(t.db, alice.user.id, aliceInvoiceId))!, DEFAULT_SETTINGS, { compress: false }));
    expect(old).not.toContain("DELIVERY");
    expect(old).not.toContain("Delivery date");
  });

  it("leaves the discount line out when there is none", async () => {
    const { invoice } = await insertPaidInvoice(t.db, alice.user.id, { invoiceNumber: "INV-TEST-0002" });
    const dto = await findInvoiceForUser(t.db, alice.user.id, invoice.id);
    const text = pdfText(await renderInvoicePdf(dto!, DEFAULT_SETTINGS, { compress: false }));
    expect(text).toContain("Invoice number: INV-TEST-0002");
    expect(text).toContain("$3,630.00");
    expect(text).not.toContain("Discount");
  });

  it("answers 404 for another customer's invoice and for unknown ids", async () => {
    expect((await t.send(t.api.user.invoices[":id"].pdf.$get({ param: { id: aliceInvoiceId } }, t.as(bob.token)))).status).toBe(404);
    expect((await t.send(t.api.user.invoices[":id"].pdf.$get({ param: { id: "00000000-0000-4000-8000-000000000000" } }, t.as(alice.token)))).status).toBe(404);
    expect((await t.send(t.api.user.invoices[":id"].pdf.$get({ param: { id: "nope" } }, t.as(alice.token)))).status).toBe(404);
  });

  it("refuses anonymous callers with 401", async () => {
    expect((await t.send(t.api.user.invoices[":id"].pdf.$get({ param: { id: aliceInvoiceId } }))).status).toBe(401);
  });
});
