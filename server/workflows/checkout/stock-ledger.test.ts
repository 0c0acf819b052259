import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, orders, stock, stockReservations } from "../../../db/schema/index.ts";
import { markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { markSessionUnpaid } from "../../modules/sales/checkout/unpaid.ts";
import { setGrid, stockLedger } from "../../test/fixtures/stock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small seeded PRNG (mulberry32): a failure replays the same run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const DEPOTS = ["miami-fl", "atlanta-ga", "houston-tx", "seattle-wa"] as const;

describe("stock ledger", () => {
  it("after 200 random checkouts, cancels, expiries, payments and restocks, holds + sales + on hand add up and nothing is negative", async () => {
    const rand = random(Number(process.env.LEDGER_SEED ?? 16));
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const admin = (await t.createUser({ role: "admin" })).token;
    const cat = await makeCatalog(t.db);
    await setGrid(t, admin, cat.part.id, DEPOTS.map((d) => [d, 4]));
    let received = 16;
    const states = ["FL", "GA", "TX", "WA", "NY"];
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const c = await t.createUser();
        await addAddress(t.db, c.user.id, { state: states[i % states.length] });
        return c;
      }),
    );
    const pending: { token: string; sessionId: string; invoiceId: string }[] = [];
    const take = () => pending.splice(Math.floor(rand() * pending.length), 1)[0];
    const tally: Record<string, number> = {};

    const op = async () => {
      const kind = pending.length && rand() < 0.55 ? pick(["cancel", "expire", "pay", "pay"]) : "checkout";
      tally[kind] = (tally[kind] ?? 0) + 1;
      if (kind === "checkout") {
        const b = pick(buyers);
        const quantity = 1 + Math.floor(rand() * 3);
        await t.send(t.api.user.cart.update.$put({ json: itemPayload(cat.part.id, { method: "tilt-bed", quantity }) }, t.as(b.token)));
        await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed", quantity }) }, t.as(b.token)));
        const s = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(b.token)));
        expect([200, 400, 409]).toContain(s.status);
        if (s.status === 200) pending.push({ token: b.token, sessionId: s.body.data.sessionId, invoiceId: s.body.data.invoiceId });
      } else if (kind === "cancel") {
        const p = take();
        await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId: p.invoiceId } }, t.as(p.token)));
      } else if (kind === "expire") {
        const p = take();
        await t.deps.payments.get("sandbox")!.expireSession(p.sessionId, t.db);
        await markSessionUnpaid(t.deps, "sandbox", p.sessionId, "expired");
      } else if (kind === "pay") {
        const p = take();
        await markSandboxPaid(t.db, p.sessionId, t.deps.now());
        await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: p.sessionId } }, t.as(p.token)));
      }
    };
    /** A truck drops two boxes at one depot: the admin re-sends the grid with the current counts (alone, so nothing moves in between). */
    const restock = async () => {
      const current = await currentOnHand(cat.part.id);
      const depot = pick([...DEPOTS]);
      current.set(depot, (current.get(depot) ?? 0) + 2);
      const res = await t.send(t.api.admin.products[":id"].stock.$put({ param: { id: cat.part.id }, json: { stock: await cellsOf(current) } }, t.as(admin)));
      expect(res.status).toBe(200);
      received += 2;
      tally.restock = (tally.restock ?? 0) + 1;
    };
    // Four at a time, so checkouts, cancels and payments really race each other.
    for (let done = 0; done < 200; done += 4) {
      await Promise.all([op(), op(), op(), op()]);
      if (rand() < 0.2) await restock();
    }

    const ledger = await stockLedger(t.db, cat.part.id);
    expect(ledger.negative).toBe(0);
    expect(ledger.reserved).toBe(ledger.held);
    expect(ledger.onHand + ledger.sold).toBe(received);
    // Held units belong to unpaid pending orders only.
    const res = await t.db.select({ status: stockReservations.status, order: orders }).from(stockReservations).innerJoin(orders, eq(orders.id, stockReservations.orderId)).where(inArray(stockReservations.stockId, ledger.rows.map((r) => r.id)));
    for (const r of res) {
      if (r.status === "held") expect([r.order.status, r.order.paymentStatus]).toEqual(["pending", "pending"]);
      // A paid order sold its units, or (paid on an old page after a newer checkout took its hold over and the
      // units were gone) kept them released with a logged shortfall: never still "held".
      if (r.order.paymentStatus === "paid") expect(["sold", "released"]).toContain(r.status);
    }
    expect(tally.checkout).toBeGreaterThan(40);
    expect(tally.pay).toBeGreaterThan(10);
  }, 240_000);
});

async function currentOnHand(productId: string) {
  const rows = await t.db.select().from(stock).where(eq(stock.productId, productId));
  const all = await t.db.select().from(depots);
  return new Map(rows.map((r) => [all.find((d) => d.id === r.depotId)!.code, r.onHand]));
}

async function cellsOf(current: Map<string, number>) {
  const all = await t.db.select().from(depots);
  return [...current].map(([code, quantity]) => ({ depotId: all.find((d) => d.code === code)!.id, quantity, dimension: null, condition: null }));
}
