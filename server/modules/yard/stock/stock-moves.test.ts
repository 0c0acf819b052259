import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stock, stockMoves, stockTransfers } from "../../../../db/schema/index.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";
import { makeCatalog } from "../../../test/fixtures/checkout.ts";
import { depotByCode, stockLedger, stockProducts } from "../../../test/fixtures/stock.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { convertReservationToSale, reserveForCheckout, returnSoldUnits } from "../index.ts";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let miami: { id: string };
let atlanta: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: "dispatch", fullName: "Dee Dispatch" });
  cat = await makeCatalog(t.db);
  miami = await depotByCode(t.db, "miami-fl");
  atlanta = await depotByCode(t.db, "atlanta-ga");
});
afterAll(() => t.close());

const onHandAt = async (productId: string, depotId: string) => (await t.db.select({ n: stock.onHand }).from(stock).where(and(eq(stock.productId, productId), eq(stock.depotId, depotId), eq(stock.dimensionId, cat.d40.id))))[0]?.n ?? 0;
const variant = () => ({ productId: cat.container.id, dimensionId: cat.d40.id, conditionId: null });

describe("stock moves (issue 46)", () => {
  it("2 units Miami → Atlanta are in transit, then on hand in Atlanta; the ledger sums to on hand", async () => {
    const atlantaBefore = await onHandAt(cat.container.id, atlanta.id);
    const miamiBefore = await onHandAt(cat.container.id, miami.id);
    const sent = await t.send(t.api.admin.stock.transfers.$post({ json: { ...variant(), fromDepotId: miami.id, toDepotId: atlanta.id, quantity: 2, reference: "Rebalance for the Atlanta show" } }, t.as(admin.token)));
    expect(sent.status).toBe(201);
    expect(await onHandAt(cat.container.id, miami.id)).toBe(miamiBefore - 2);
    expect(await onHandAt(cat.container.id, atlanta.id)).toBe(atlantaBefore);
    const open = await t.send(t.api.admin.stock.transfers.$get({ query: { status: "in_transit" } }, t.as(admin.token)));
    expect(open.body.data).toEqual([expect.objectContaining({ id: sent.body.data.id, quantity: 2, status: "in_transit", from: "Miami, FL", to: "Atlanta, GA", sentBy: "Dee Dispatch" })]);
    const list = await t.send(t.api.admin.stock.$get({ query: { search: cat.container.sku ?? "", depotId: atlanta.id } }, t.as(admin.token)));
    expect(list.body.data.rows.find((r: { dimension: string | null }) => r.dimension === "40ft")?.inTransit).toBe(2);

    const received = await t.send(t.api.admin.stock.transfers[":id"].receive.$post({ param: { id: sent.body.data.id } }, t.as(admin.token)));
    expect(received.status).toBe(200);
    expect(await onHandAt(cat.container.id, atlanta.id)).toBe(atlantaBefore + 2);
    const again = await t.send(t.api.admin.stock.transfers[":id"].receive.$post({ param: { id: sent.body.data.id } }, t.as(admin.token)));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("transfer_received");
    expect(await onHandAt(cat.container.id, atlanta.id)).toBe(atlantaBefore + 2);
    expect((await stockLedger(t.db, cat.container.id)).unbalanced).toBe(0);

    const moves = await t.send(t.api.admin.stock.moves.$get({ query: { productId: cat.container.id, limit: "10" } }, t.as(admin.token)));
    expect(moves.body.data.slice(0, 2).map((m: { kind: string; quantity: number; depot: string; actor: string }) => [m.kind, m.quantity, m.depot, m.actor])).toEqual([
      ["transfer_in", 2, "Atlanta, GA", "Dee Dispatch"],
      ["transfer_out", -2, "Miami, FL", "Dee Dispatch"],
    ]);
    expect(moves.body.data[0].onHandAfter).toBe(atlantaBefore + 2);
  });

  it("refuses more than is free, writes nothing; receipts and write-offs are in the ledger with their reason", async () => {
    const before = await onHandAt(cat.container.id, miami.id);
    const tooMany = await t.send(t.api.admin.stock.transfers.$post({ json: { ...variant(), fromDepotId: miami.id, toDepotId: atlanta.id, quantity: before + 1 } }, t.as(admin.token)));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe("out_of_stock");
    expect(await onHandAt(cat.container.id, miami.id)).toBe(before);
    const same = await t.send(t.api.admin.stock.transfers.$post({ json: { ...variant(), fromDepotId: miami.id, toDepotId: miami.id, quantity: 1 } }, t.as(admin.token)));
    expect(same.status).toBe(400);
    expect(same.body.errors.toDepotId).toBe("Send to another depot");
    const madeUp = await t.send(t.api.admin.stock.receipts.$post({ json: { ...variant(), conditionId: cat.d20.id, depotId: miami.id, quantity: 1, reference: "PO 1" } }, t.as(admin.token)));
    expect(madeUp.status).toBe(400);

    expect((await t.send(t.api.admin.stock.receipts.$post({ json: { ...variant(), depotId: miami.id, quantity: 4, reference: "PO 7781" } }, t.as(admin.token)))).status).toBe(201);
    const noReason = await t.send(t.api.admin.stock["write-offs"].$post({ json: { ...variant(), depotId: miami.id, quantity: 1, reference: "" } }, t.as(admin.token)));
    expect(noReason.body.errors.reference).toBe("Say why the units are written off");
    expect((await t.send(t.api.admin.stock["write-offs"].$post({ json: { ...variant(), depotId: miami.id, quantity: 1, reference: "Forklift puncture, scrapped" } }, t.as(admin.token)))).status).toBe(201);
    expect(await onHandAt(cat.container.id, miami.id)).toBe(before + 3);
    const kinds = await t.db.select({ kind: stockMoves.kind, quantity: stockMoves.quantity, reference: stockMoves.reference }).from(stockMoves).where(eq(stockMoves.actorId, admin.user.id));
    expect(kinds).toEqual(expect.arrayContaining([{ kind: "received", quantity: 4, reference: "PO 7781" }, { kind: "written_off", quantity: -1, reference: "Forklift puncture, scrapped" }]));
    expect((await stockLedger(t.db, cat.container.id)).unbalanced).toBe(0);
  });

  it("sales, returns and grid counts keep the ledger equal to on hand", async () => {
    const buyer = await t.createUser();
    const { order } = await insertOrder(t.db, buyer.user.id);
    await t.db.transaction(async (tx) => {
      await reserveForCheckout(tx, { orderId: order.id, userId: buyer.user.id, lines: [{ ...variant(), quantity: 3, name: "Test Container", dimension: "40ft", condition: null }], shipToZip: "33101", now: new Date() });
      await convertReservationToSale(tx, order.id);
    });
    expect((await stockLedger(t.db, cat.container.id)).unbalanced).toBe(0);
    await t.db.transaction((tx) => returnSoldUnits(tx, order.id));
    expect((await stockLedger(t.db, cat.container.id)).unbalanced).toBe(0);
    const owner = await t.createUser({ role: "admin" });
    const grid = await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.part.id } }, t.as(owner.token)));
    const cells = grid.body.data.stock.map((c: { depotId: string; quantity: number }) => ({ depotId: c.depotId, dimension: null, condition: null, quantity: c.quantity + 7 }));
    expect((await t.send(t.api.admin.products[":id"].stock.$put({ param: { id: cat.part.id }, json: { stock: cells } }, t.as(owner.token)))).status).toBe(200);
    expect((await stockLedger(t.db, cat.part.id)).unbalanced).toBe(0);
    const sold = await t.db.select().from(stockMoves).where(eq(stockMoves.orderId, order.id));
    expect(sold.map((m) => [m.kind, m.quantity]).sort()).toEqual([["returned", 3], ["sold", -3]]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("two transfers racing for the same units: one goes, one is refused", async () => {
    const fresh = await makeCatalog(t.db);
    await stockProducts(t.db, [fresh.part.id], 5, ["atlanta-ga"]);
    const body = { productId: fresh.part.id, dimensionId: null, conditionId: null, fromDepotId: atlanta.id, toDepotId: miami.id, quantity: 3 };
    const answers = await Promise.all([1, 2, 3].map(() => t.send(t.api.admin.stock.transfers.$post({ json: body }, t.as(admin.token)))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(stockTransfers).where(eq(stockTransfers.productId, fresh.part.id))).toHaveLength(1);
    expect((await stockLedger(t.db, fresh.part.id)).unbalanced).toBe(0);
  });
});
