import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { depotByCode } from "../../test/fixtures/stock.ts";
import { insertBookedOrder } from "../../test/fixtures/deliveries.ts";
import { availableDeliveryDates } from "../../modules/logistics/index.ts";

// Issue 43: every placed order holds its truck, not only the ones paid in full (a deposit, net-30 terms).
// Monday Nov 23, 2026, 09:00 in the shop's zone: the in-stock lead time of 3 business days gives Thu Nov 26 first.
const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
}, 240_000);
afterAll(() => t.close());

describe("a depot-day's trucks", () => {
  it("a deposit-paid order and a net-30 order fill Miami's two crane trucks; a cancelled one does not", async () => {
    const miami = await depotByCode(t.db, "miami-fl");
    const c = await t.createUser();
    const crane = { deliveryDate: "2026-12-01", deliveryDepotId: miami.id, deliveryTruck: "crane" };
    await insertBookedOrder(t.db, c.user.id, crane, { status: "confirmed", paymentStatus: "deposit_paid" });
    await insertBookedOrder(t.db, c.user.id, { ...crane, deliveryDate: "2026-12-02" }, { status: "cancelled", paymentStatus: "refunded" });
    const q = { depotId: miami.id, truck: "crane" as const, from: NOW };
    expect(await availableDeliveryDates(t.db, q)).toContain("2026-12-01");
    await insertBookedOrder(t.db, c.user.id, crane, { status: "confirmed", paymentStatus: "pending" }); // net 30: nothing paid yet
    const days = await availableDeliveryDates(t.db, q);
    expect(days).not.toContain("2026-12-01");
    expect(days).toContain("2026-12-02");
  });
});
