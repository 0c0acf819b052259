import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { pdfText } from "../../modules/billing/pdf/pdf-text.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

/*
 * Issue 18: "Qty 2 × $2,883.00 = $6,516.00" on the receipt (delivery hidden in the total) while the PDF said
 * unit $3,258.00 for the same line. The cart, the PDF and the confirmation e-mail now word a line alike.
 */
describe("one wording for a line's money", () => {
  it("cart, invoice PDF and confirmation e-mail show unit price, delivery and line total the same way", async () => {
    const c = await readyCustomer(t, cat); // 2 × 20ft New at $3,000.00, two crane trucks at $650.00 from Miami
    const breakdown = "2 × $3,000.00 + $1,300.00 crane delivery = $7,300.00";
    const cart = await t.send(t.api.user.cart.$get({}, t.as(c.token)));
    expect(cart.body.data.items[0]).toMatchObject({ itemPrice: 3000, totalPrice: 7300, selectedDelivery: { method: "crane", price: 1300 } });

    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { sessionId, orderId, invoiceId } = session.body.data;
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: card }))).status).toBe(200);

    const [mail] = await t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `Order ${orderId.slice(0, 8).toUpperCase()} confirmed`));
    expect(mail.text).toContain(breakdown);

    const res = await t.api.user.invoices[":id"].pdf.$get({ param: { id: invoiceId } }, t.as(c.token));
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(breakdown);
    // The unit price column is the container's price alone, never price plus delivery.
    expect(text).not.toContain("$3,500.00");
  });
});
