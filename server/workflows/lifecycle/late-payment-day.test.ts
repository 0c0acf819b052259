import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";
import { payPage, tokenAt } from "../../test/fixtures/rentals.ts";

// Found by the model test of issue 43: an order paid after its booked day had passed kept that day.
let clock = new Date("2026-06-01T15:00:00Z"); // Monday June 1, 2026, 10:00 in the shop's zone
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  cat = await makeCatalog(t.db);
}, 240_000);
afterAll(() => t.close());

describe("a payment that comes after the booked day", () => {
  it("moves the drop to a day after the payment", async () => {
    const { user, token } = await readyCustomer(t, cat);
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    const orderId = session.body.data.orderId as string;
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed.deliveryDate).toBe("2026-06-04");
    // Two weeks on, the customer pays the invoice from their account.
    clock = new Date("2026-06-15T15:00:00Z");
    const fresh = await tokenAt(t.db, user.id, clock);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const page = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: invoice.id } }, t.as(fresh)));
    expect(page.status).toBe(200);
    expect((await payPage(t, page.body.data.url)).status).toBe(200);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.deliveryDate! > "2026-06-15").toBe(true);
  });
});
