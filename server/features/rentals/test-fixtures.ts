import { eq } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { deliveryOptions, orderItems, productDimensions, products, rentalAgreements, rentalInvoices, rentalPlans, sandboxPaymentMethods, savedCards } from "../../../db/schema/index.ts";
import { SANDBOX_CARDS } from "../../../contract/checkout.ts";
import { createSession } from "../../lib/sessions.ts";
import { stockProducts } from "../stock/test-fixtures.ts";
import { addAddress, bookDelivery, itemPayload } from "../checkout/test-fixtures.ts";

type Caller = (method: string, path: string, init?: { body?: unknown; token?: string }) => Promise<{ status: number; body: any }>;
type T = { call: Caller; db: Db; createUser: () => Promise<{ user: { id: string; email: string }; token: string }> };

/**
 * A 20ft rental at $149/month with a plan set through the admin API. Its tilt-bed option carries a stale flat
 * price ($123) on purpose: delivery is priced by truck and road miles (docs/decisions/024), never by that figure.
 */
export async function makeRental(t: T, adminToken: string) {
  const [product] = await t.db.insert(products).values({ name: "20ft Test Rental", sku: `TR-${Math.random().toString(36).slice(2, 8)}`, basePriceCents: 14900 }).returning();
  await t.db.insert(productDimensions).values({ productId: product.id, dimension: "20ft", sizeFt: "20ft", priceCents: 14900 });
  await t.db.insert(deliveryOptions).values({ productId: product.id, method: "tilt-bed", priceCents: 12300 });
  await stockProducts(t.db, [product.id], 50);
  const plan = await t.call("PUT", `/v1/admin/products/${product.id}/rental-plan`, {
    token: adminToken,
    body: { minTermMonths: 2, pickupFees: { crane: 445, "tilt-bed": 195, flatbed: 245 }, damageWaiver: 19, deposit: 250, rentToOwn: { creditPercent: 33.33, purchasePrice: 3450 } },
  });
  if (plan.status !== 200) throw new Error(`plan: ${JSON.stringify(plan.body)}`);
  return product;
}

/**
 * A customer who rents one unit through the sandbox's hosted page, the drop booked on `deliveryDate` (it must be
 * one of the days offered) or else on the first day offered; returns the agreement row and the booked date.
 */
export async function rentOne(t: T, productId: string, deliveryDate?: string) {
  const { user, token } = await t.createUser();
  const address = await addAddress(t.db, user.id);
  const add = await t.call("POST", "/v1/user/cart", { token, body: itemPayload(productId, { dimension: "20ft", method: "tilt-bed" }) });
  if (add.status !== 200) throw new Error(`cart: ${JSON.stringify(add.body)}`);
  const booked = deliveryDate ? await bookOn(t, token, address.id, deliveryDate) : await bookDelivery(t, token, address.id);
  const session = await t.call("POST", "/v1/user/checkout/sandbox/session", { token, body: {} });
  if (session.status !== 200) throw new Error(`checkout: ${JSON.stringify(session.body)}`);
  const paid = await payPage(t, session.body.data.url as string);
  if (paid.status !== 200) throw new Error(`pay: ${JSON.stringify(paid.body)}`);
  const [agreement] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, user.id));
  return { user, token, agreement, checkout: session.body.data, deliveryDate: booked.deliveryDate as string };
}

/** Books the cart's drop on a given day, as the cart's delivery panel does; throws when that day is not offered. */
export async function bookOn(t: T, token: string, addressId: string, deliveryDate: string) {
  const offered: string[] = (await t.call("GET", "/v1/user/cart/delivery-dates", { token })).body.data;
  if (!offered.includes(deliveryDate)) throw new Error(`${deliveryDate} is not offered: ${offered.slice(0, 5).join(", ")}…`);
  const res = await t.call("PUT", "/v1/user/cart/delivery", { token, body: { addressId, deliveryDate, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } });
  if (res.status !== 200) throw new Error(`delivery PUT failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Pays a sandbox hosted page ("/pay/sandbox/cs_…") with the test card that succeeds. */
export function payPage(t: T, url: string) {
  const id = url.split("/").pop();
  return t.call("POST", `/v1/payments/sandbox/sessions/${id}/pay`, { body: { name: "Pat Renter", cardNumber: SANDBOX_CARDS.success, expiry: "12/40", cvc: "123" } });
}

/** Makes the agreement's stored test card decline from now on (or pay again). */
export async function setCardBehaviour(db: Db, agreementId: string, behaviour: "succeeds" | "declines") {
  const [row] = await db.select({ pm: savedCards.paymentMethodId }).from(rentalAgreements).innerJoin(savedCards, eq(savedCards.id, rentalAgreements.savedCardId)).where(eq(rentalAgreements.id, agreementId));
  await db.update(sandboxPaymentMethods).set({ behaviour }).where(eq(sandboxPaymentMethods.id, row.pm));
}

/** A fresh bearer token at the (moved) clock: sessions last 30 days, the tests span months. */
export const tokenAt = (db: Db, userId: string, now: Date) => createSession(db, userId, now);

/**
 * For the authorization matrix: two agreements of `owner` written directly on an order of theirs (one
 * rent-to-own and running, one overdue) and a rental line in their cart, from the demo catalog's rentals.
 */
export async function ownerRentals(t: T, owner: { user: { id: string }; token: string }, orderId: string) {
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
  const [plan] = await t.db.select().from(rentalPlans).limit(1);
  const base = {
    userId: owner.user.id, orderId, orderItemId: item.id, productId: plan.productId, productName: "Rental", startDate: "2030-01-05", anniversaryDay: 5,
    rentCents: 14900, minTermMonths: 1, minimumEndDate: "2030-02-05", rentToOwnCreditBps: 5000, purchasePriceCents: 345000,
  };
  const [running] = await t.db.insert(rentalAgreements).values({ ...base, unitIndex: 1, status: "active" }).returning();
  const [overdue] = await t.db.insert(rentalAgreements).values({ ...base, unitIndex: 2, status: "overdue" }).returning();
  await t.db.insert(rentalInvoices).values({ invoiceNumber: `INV-AUTHZ-${overdue.id.slice(0, 8)}`, agreementId: overdue.id, cycle: 2, periodStart: "2030-02-05", periodEnd: "2030-03-04", amountCents: 14900, status: "overdue", failedAt: new Date() });
  const [dim] = await t.db.select().from(productDimensions).where(eq(productDimensions.productId, plan.productId)).limit(1);
  await t.call("POST", "/v1/user/cart", { token: owner.token, body: { productId: plan.productId, quantity: 1, selectedDimension: dim ? { dimension: dim.dimension } : null, selectedDelivery: { method: "tilt-bed" } } });
  const lines = (await t.call("GET", "/v1/user/cart/rentals", { token: owner.token })).body.data.lines;
  return { rental: running.id, overdueRental: overdue.id, rentalLine: lines[0]?.cartItemId ?? "missing" };
}
