import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index.ts";
import { pdfText } from "../../modules/billing/pdf/pdf-text.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_SHIPPING_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t.db);
  adminToken = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A B" };
const session = (token: string) => t.call("POST", "/v1/user/checkout/sandbox/session", { token, body: { items: [], total: 0.01 } });

describe("an exempt customer's checkout (ADR 087)", () => {
  it("charges no tax, keeps the certificate on the order, and the invoice (page data and PDF) shows it", async () => {
    const { user, token } = await readyCustomer(t, cat); // Florida address: 6 % on 6000.00 without the certificate
    const set = await t.call("PUT", `/v1/admin/users/${user.id}/tax-exemption`, { token: adminToken, body: { certificateNumber: "FL-RES-2026-981", states: ["FL"], expiresOn: "2099-06-30" } });
    expect(set.status).toBe(200);
    const opened = await session(token);
    expect(opened.status).toBe(200);
    const { orderId, invoiceId, sessionId } = opened.body.data;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ taxCents: 0, subtotalCents: 600_000, totalCents: 600_000 + READY_SHIPPING_CENTS, taxExemptCertificate: "FL-RES-2026-981" });
    expect((await t.call("POST", `/v1/payments/sandbox/sessions/${sessionId}/pay`, { body: card })).status).toBe(200);

    // A later change of the certificate does not rewrite the order's history.
    await t.call("PUT", `/v1/admin/users/${user.id}/tax-exemption`, { token: adminToken, body: { certificateNumber: "FL-RES-2027-001", states: ["FL"], expiresOn: "2099-06-30" } });
    const listed = (await t.call("GET", "/v1/user/invoices", { token })).body.data as { id: string; tax: number; taxExemptCertificate: string | null }[];
    expect(listed.find((i) => i.id === invoiceId)).toMatchObject({ tax: 0, taxExemptCertificate: "FL-RES-2026-981" });
    const pdf = await t.app.request(`/user/invoices/${invoiceId}/pdf`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Tax exempt: certificate FL-RES-2026-981");
  });

  it("a taxed customer's invoice names no certificate", async () => {
    const { token } = await readyCustomer(t, cat);
    const { orderId } = (await session(token)).body.data;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ taxCents: 36_000, taxExemptCertificate: null });
  });
});
