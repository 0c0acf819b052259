import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, drops, invoices, orders, outgoingEmails, rentalAgreements, rentalInvoices } from "../../../db/schema/index.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { insertBookedOrder } from "../../test/fixtures/deliveries.ts";
import { assign, driverAndTruck } from "../../test/fixtures/dispatch.ts";
import { pngFile } from "../../test/fixtures/product-uploads.ts";
import { makeRental, rentOne } from "../../test/fixtures/rentals.ts";
import { depotByCode } from "../../test/fixtures/stock.ts";

/** The driver's page (ADR 085): could not deliver with the dry-run fee, delivered with proof starting the rental. */
let t: TestApp;
let clock = new Date("2026-05-04T15:00:00Z");
let admin: string;
let depotId: string;
let crew: Awaited<ReturnType<typeof driverAndTruck>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  depotId = (await depotByCode(t.db, "miami-fl")).id;
  crew = await driverAndTruck(t, admin, depotId, { truckDrops: 8 });
}, 240_000);
afterAll(() => t.close());

const drop = () => t.api.driver.drops[":orderId"];
const fail = (orderId: string, reason: "site_not_clear" | "customer_absent", token = crew.token) => t.send(drop().failed.$post({ param: { orderId }, json: { reason } }, t.as(token)));

async function bookedAndAssigned(siteNotes = "Gate code 1234") {
  const customer = await t.createUser({ fullName: "Fiona Failed" });
  const { order, invoice } = await insertBookedOrder(t.db, customer.user.id, { deliveryDate: "2026-05-07", deliveryDepotId: depotId, deliveryTruck: "tilt-bed", siteNotes, clearanceConfirmed: true });
  expect((await assign(t, admin, order.id, crew)).status).toBe(200);
  return { order, invoice, customer };
}

describe("could not deliver", () => {
  it("a site that did not match the checklist adds the dry-run fee to the invoice, audited; the order owes it", async () => {
    const { order, invoice, customer } = await bookedAndAssigned();
    const res = await fail(order.id, "site_not_clear");
    expect(res.status).toBe(200);
    expect(res.body.data.dryRunFee).toBe(250);
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after.totalCents - invoice.totalCents).toBe(25_000);
    expect(after.shippingCents - invoice.shippingCents).toBe(25_000);
    expect(after.notes).toMatch(/Dry-run fee \$250\.00: 2026-05-04, Site not clear/);
    expect(after.status).toBe("sent");
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].paymentStatus).toBe("deposit_paid");
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, "invoice.dry_run_fee")));
    expect(audit).toHaveLength(1);
    const [row] = await t.db.select().from(drops).where(eq(drops.orderId, order.id));
    expect(row).toMatchObject({ outcome: "failed", failReason: "site_not_clear", dryRunCents: 25_000 });
    const mails = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, customer.user.email));
    expect(mails.map((m) => m.subject)).toContain(`We could not deliver your order ${order.id.slice(0, 8).toUpperCase()}`);
    // Finished: a second report of the same drop is refused.
    expect((await fail(order.id, "site_not_clear")).body.code).toBe("not_found");
  });

  it("nobody on site charges nothing; another driver, a sales account and an unlinked driver are refused", async () => {
    const { order, invoice } = await bookedAndAssigned();
    const other = await driverAndTruck(t, admin, depotId, { name: "Other Driver" });
    expect((await fail(order.id, "customer_absent", other.token)).body.code).toBe("not_found");
    expect((await fail(order.id, "customer_absent", (await t.createUser({ role: "sales" })).token)).status).toBe(403);
    expect((await fail(order.id, "customer_absent", (await t.createUser({ role: "driver" })).token)).body.code).toBe("not_a_driver");
    const res = await fail(order.id, "customer_absent");
    expect(res.body.data.dryRunFee).toBeNull();
    expect((await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0].totalCents).toBe(invoice.totalCents);
  });
});

describe("delivered", () => {
  it("delivers through the lifecycle, starts the rental that day, keeps the proof and mails the customer the photo", async () => {
    const product = await makeRental(t, admin);
    const rental = await rentOne(t, product.id);
    expect(rental.agreement.status).toBe("scheduled");
    const orderId = rental.agreement.orderId;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const renter = await driverAndTruck(t, admin, order.deliveryDepotId!, { type: order.deliveryTruck as "tilt-bed", name: "Rita Rental" });
    expect((await assign(t, admin, orderId, renter)).status).toBe(200);
    // The drop is made a day after the booked one: the agreement starts on the day it was made.
    clock = new Date(`${order.deliveryDate}T15:00:00Z`);
    clock = new Date(clock.getTime() + 86_400_000);
    const today = clock.toISOString().slice(0, 10);
    const incomplete = await t.send(drop().delivered.$post({ param: { orderId }, form: { receivedBy: "" } }, t.as(renter.token)));
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(["photos", "receivedBy", "signature"]);
    const form = { receivedBy: "Sam Site", photos: [await pngFile("drop.png", 1200, 900)], signature: await pngFile("sig.png", 600, 200, "#ffffff") };
    const res = await t.send(drop().delivered.$post({ param: { orderId }, form }, t.as(renter.token)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rentalsStarted).toBe(1);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after.status).toBe("delivered");
    const [agreement] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, rental.agreement.id));
    expect(agreement).toMatchObject({ status: "active", startDate: today, anniversaryDay: Number(today.slice(8)) });
    const [cycle1] = await t.db.select().from(rentalInvoices).where(and(eq(rentalInvoices.agreementId, agreement.id), eq(rentalInvoices.cycle, 1)));
    expect(cycle1.periodStart).toBe(today);
    const run = await t.send(t.api.driver.drops.$get({}, t.as(renter.token)));
    expect(run.body.data.drops.find((d: { orderId: string }) => d.orderId === orderId)?.proof).toMatchObject({ outcome: "delivered", receivedBy: "Sam Site" });
    const [proof] = await t.db.select().from(drops).where(eq(drops.orderId, orderId));
    expect(proof).toMatchObject({ outcome: "delivered", receivedBy: "Sam Site" });
    expect(proof.photos[0].url).toMatch(/^\/media\/uploads\/[0-9a-f]+-960\.webp$/);
    const mails = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, rental.user.email));
    const delivered = mails.find((m) => m.subject.startsWith("Delivered:"))!;
    expect(delivered.text).toContain("received by Sam Site");
    expect(delivered.attachments?.[0]).toMatchObject({ filename: "delivery-photo-1.webp", contentType: "image/webp" });
    // The lifecycle steps were quiet: no plain "out for delivery" or "delivered" status mail beside the proof.
    expect(mails.filter((m) => /order .* (has shipped|has been delivered)/i.test(m.subject))).toHaveLength(0);
  });
});
