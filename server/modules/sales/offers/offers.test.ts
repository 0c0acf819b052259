import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, offers, orderItems, orders, outgoingEmails, payments, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, makeCatalog } from "../../../test/fixtures/checkout.ts";
import { expireOffers } from "./admin-service.ts";
import { formatDate } from "../../../../contract/money.ts";
import { pdfText } from "../../billing/pdf/pdf-text.ts";

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

/** 2 × New 20ft at $2,900 (catalog $3,000, "repeat buyer") + a $1,250.50 roll-up door; FL 6 %. */
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
const offerBody = (email: string, extra: Partial<OfferJson> = {}): OfferJson => ({
  email,
  shipToState: "FL",
  lines: [
    { kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 2, unitPrice: 2900, priceReason: "Repeat buyer" },
    { kind: "custom", description: "Roll-up door cut into the side", quantity: 1, unitPrice: 1250.5 },
  ],
  delivery: 450,
  discount: 100,
  expiresOn: inDays(14),
  paymentTerms: "full",
  ...extra,
});
// goods 5800 + 1250.50 = 7050.50; less 100 = 6950.50; tax 6 % = 417.03; + delivery 450 → 7817.53
const TOTAL = 7817.53;

async function sentOffer(email: string, extra: Partial<OfferJson> = {}) {
  const made = await t.send(t.api.admin.offers.$post({ json: offerBody(email, extra) }, t.as(admin)));
  expect(made.status).toBe(200);
  const sent = await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
  expect(sent.status).toBe(200);
  return sent.body.data as { id: string; number: string; total: number };
}
const payPage = (url: string) => t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: url.split("/").at(-1)! }, json: GOOD }));

describe("offers", () => {
  it("prices on the server; a different catalog price needs a reason", async () => {
    const c = await t.createUser();
    const offer = await sentOffer(c.user.email);
    expect(offer.total).toBe(TOTAL);
    const body = offerBody(c.user.email);
    (body.lines[0] as { priceReason?: string }).priceReason = "";
    const res = await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin)));
    expect(res.status).toBe(400);
    expect(res.body.errors["lines.0.priceReason"]).toMatch(/why/);
    const mail = (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, c.user.email))).at(-1)!;
    expect(mail.subject).toContain(offer.number);
    expect(mail.text).toContain(`/dashboard/offers/${offer.id}`);
    expect(mail.attachments?.[0].filename).toBe(`${offer.number}.pdf`);
    // Issue 48: the expiry printed as "2026-12-12"; it is written as every other date ("Dec 12, 2026").
    const until = formatDate(inDays(14));
    expect(mail.subject).toContain(`valid until ${until}`);
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/\d{4}-\d{2}-\d{2}(?!T)/);
    const pdf = pdfText(Buffer.from(mail.attachments![0].base64, "base64"));
    expect(pdf).toContain(`Valid until: ${until}`);
  });

  it("delivery from the rates: the server quotes each catalog line for the ship-to ZIP; a ZIP off the mainland is refused", async () => {
    const c = await t.createUser();
    const quote = await t.send(t.api.delivery.quote.$get({ query: { productId: cat.container.id, dimension: "20ft", condition: "New", quantity: "2", zip: "33101" } }));
    const cheapest = Math.min(...quote.body.data.options.map((o: { price: number }) => o.price));
    expect(cheapest).toBeGreaterThan(0);
    const body = offerBody(c.user.email, { deliveryMode: "rates", delivery: 1, shipToZip: "33101", shipToState: null });
    const preview = await t.send(t.api.admin.offers.price.$post({ json: body }, t.as(admin)));
    expect(preview.status).toBe(200);
    expect([preview.body.data.delivery, preview.body.data.shipToState]).toEqual([cheapest, "FL"]);
    expect(preview.body.data.deliveryNote).toContain("Miami");
    const made = await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin)));
    expect([made.body.data.delivery, made.body.data.total]).toEqual([cheapest, preview.body.data.total]);
    const far = await t.send(t.api.admin.offers.price.$post({ json: { ...body, shipToZip: "96813" } }, t.as(admin)));
    expect([far.status, far.body.code, Boolean(far.body.errors.shipToZip)]).toEqual([422, "out_of_area", true]);
    const none = await t.send(t.api.admin.offers.price.$post({ json: { ...body, shipToZip: "" } }, t.as(admin)));
    expect([none.status, Boolean(none.body.errors.shipToZip)]).toEqual([400, true]);
  });

  it("delivery from the rates follows the cart's rule: parts ride free with a container, alone they are one parcel", async () => {
    const c = await t.createUser();
    const part = (quantity: number) => ({ kind: "catalog" as const, productId: cat.part.id, quantity });
    const container = { kind: "catalog" as const, productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 };
    const price = async (lines: OfferJson["lines"]) => {
      const res = await t.send(t.api.admin.offers.price.$post({ json: offerBody(c.user.email, { deliveryMode: "rates", shipToZip: "33101", shipToState: null, discount: 0, lines }) }, t.as(admin)));
      expect(res.status).toBe(200);
      return res.body.data as { delivery: number; deliveryNote: string; subtotal: number };
    };
    // Miami depot → 33101 is within the 50 included miles: a flatbed (base $375.00) beats a crane ($650.00).
    const both = await price([container, part(2)]);
    expect(Math.round(both.delivery * 100)).toBe(37_500); // 37 500 (one flatbed) + 0 (the lock boxes ride along)
    expect(both.deliveryNote).toContain("Test Lock Box: ships free with the container");
    const partsOnly = await price([part(2), part(1)]);
    expect(Math.round(partsOnly.delivery * 100)).toBe(9_500); // one parcel for the whole offer, not one a line
    expect(partsOnly.deliveryNote).toContain("in the same parcel");
  });

  it("accept → pay → one order with the offer's exact lines and totals", async () => {
    const c = await t.createUser();
    await addAddress(t.db, c.user.id);
    const offer = await sentOffer(c.user.email);
    expect((await t.send(t.api.user.offers.$get({}, t.as(c.token)))).body.data.map((o: { id: string }) => o.id)).toEqual([offer.id]);
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect(accepted.status).toBe(200);
    expect((await payPage(accepted.body.data.url)).status).toBe(200);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, c.user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ paymentStatus: "paid", status: "confirmed", totalCents: 781753, taxCents: 41703, shippingCents: 45000, offerId: offer.id });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, mine[0].id));
    expect(lines.map((l) => [l.name, l.quantity, l.unitPriceCents]).sort()).toEqual([["Roll-up door cut into the side", 1, 125050], ["Test Container", 2, 290000]].sort());
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, mine[0].id));
    expect([inv.status, inv.totalCents, inv.discountCents]).toEqual(["paid", 781753, 10000]);
    expect((await t.db.select().from(payments).where(eq(payments.orderId, mine[0].id))).map((p) => p.amountCents)).toEqual([781753]);
  });

  it("deposit terms: 30 % now, deposit_paid, booked for the planned delivery day, then the balance makes it paid", async () => {
    const c = await t.createUser();
    const today = await t.send(t.api.admin.offers.$post({ json: offerBody(c.user.email, { deliveryOn: inDays(0) }) }, t.as(admin)));
    expect([today.status, today.body.errors.deliveryOn]).toEqual([400, "Plan the delivery for a day after today"]);
    const offer = await sentOffer(c.user.email, { paymentTerms: "deposit", depositPercent: 30, deliveryOn: inDays(5) });
    expect((await t.send(t.api.user.offers[":id"].$get({ param: { id: offer.id } }, t.as(c.token)))).body.data.deliveryOn).toBe(inDays(5));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect((await payPage(accepted.body.data.url)).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, accepted.body.data.orderId));
    // The order is booked for the offer's planned day: the balance reminder (7 days ahead) goes by it.
    expect([order.paymentStatus, order.depositCents, order.deliveryDate]).toEqual(["deposit_paid", 234526, inDays(5)]);
    const dto = (await t.send(t.api.user.orders.$get({}, t.as(c.token)))).body.data[0];
    expect([dto.amountPaid, dto.depositAmount, dto.balanceDue]).toEqual([2345.26, 2345.26, 5472.27]);
    const balance = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: accepted.body.data.invoiceId } }, t.as(c.token)));
    expect(balance.body.data.amount).toBe(5472.27);
    expect((await payPage(balance.body.data.url)).status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].paymentStatus).toBe("paid");
    expect((await t.db.select().from(invoices).where(eq(invoices.orderId, order.id)))[0].status).toBe("paid");
  });

  it("net 30: needs an approved account and a PO; the order stands with an invoice due in 30 days", async () => {
    const c = await t.createUser();
    const offer = await sentOffer(c.user.email, { paymentTerms: "net30" });
    const refused = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: { poNumber: "PO-1" } }, t.as(c.token)));
    expect([refused.status, refused.body.code]).toEqual([409, "terms_not_approved"]);
    await t.db.update(users).set({ termsCreditLimitCents: 5_000_000 }).where(eq(users.id, c.user.id));
    expect((await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)))).status).toBe(400);
    const ok = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: { poNumber: "PO-77" } }, t.as(c.token)));
    expect(ok.body.data.url).toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ok.body.data.orderId));
    expect([order.status, order.paymentMethod, order.poNumber]).toEqual(["confirmed", "net30", "PO-77"]);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(Math.round((inv.dueDate.getTime() - inv.issueDate.getTime()) / 86_400_000)).toBe(30);
  });

  it("expired → 409; another customer's offer → 404; declining mails sales the reason", async () => {
    const c = await t.createUser();
    const other = await t.createUser();
    const offer = await sentOffer(c.user.email);
    expect((await t.send(t.api.user.offers[":id"].$get({ param: { id: offer.id } }, t.as(other.token)))).status).toBe(404);
    expect((await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(other.token)))).status).toBe(404);
    await t.db.update(offers).set({ expiresOn: inDays(-1) }).where(eq(offers.id, offer.id));
    const late = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(c.token)));
    expect([late.status, late.body.code]).toEqual([409, "offer_expired"]);
    expect(await expireOffers(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(offers).where(eq(offers.id, offer.id)))[0].status).toBe("expired");
    const again = await t.send(t.api.admin.offers[":id"].reissue.$post({ param: { id: offer.id }, json: { expiresOn: inDays(7) } }, t.as(admin)));
    expect(again.body.data.status).toBe("sent");
    const no = await t.send(t.api.user.offers[":id"].decline.$post({ param: { id: offer.id }, json: { reason: "Found one closer to home" } }, t.as(c.token)));
    expect(no.body.data.status).toBe("declined");
    // In the order written: without an order PostgreSQL may return the earlier "paid order" mail last.
    const mail = (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, t.deps.env.SALES_EMAIL)).orderBy(asc(outgoingEmails.createdAt))).at(-1)!;
    expect(mail.text).toContain("Found one closer to home");
    expect((await t.send(t.api.admin.offers.$get({ query: { status: "declined" } }, t.as(admin)))).body.data.map((o: { id: string }) => o.id)).toContain(offer.id);
  });
});
