import { eq } from "drizzle-orm";
import fc from "fast-check";
import { cartItems, carts, invoices, users } from "../../../db/schema/index.ts";
import { markSessionUnpaid } from "../../modules/sales/index.ts";
import type { TestApp } from "../harness.ts";
import { addAddress, bookDelivery, itemPayload, type makeCatalog } from "../fixtures/checkout.ts";

/** One random step of the model test (issue 43): a customer's or the admin's action on a channel. */
export type Step =
  | { kind: "checkout"; who: number; quantity: number; method: "crane" | "flatbed" }
  | { kind: "parallelCheckouts"; whos: number[] }
  | { kind: "pay"; pick: number }
  | { kind: "abandon"; pick: number }
  | { kind: "offer"; who: number; terms: "full" | "deposit" | "net30"; quantity: number; custom: number }
  | { kind: "wire"; pick: number; share: number }
  | { kind: "refund"; pick: number; all: boolean }
  | { kind: "cancel"; pick: number };

const who = fc.nat({ max: 3 });
const pick = fc.nat({ max: 1000 });
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("checkout" as const), who, quantity: fc.integer({ min: 1, max: 2 }), method: fc.constantFrom("crane" as const, "flatbed" as const) }),
  fc.record({ kind: fc.constant("parallelCheckouts" as const), whos: fc.uniqueArray(who, { minLength: 2, maxLength: 4 }) }),
  fc.record({ kind: fc.constant("pay" as const), pick }),
  fc.record({ kind: fc.constant("pay" as const), pick }),
  fc.record({ kind: fc.constant("abandon" as const), pick }),
  fc.record({ kind: fc.constant("offer" as const), who, terms: fc.constantFrom("full" as const, "deposit" as const, "net30" as const), quantity: fc.integer({ min: 0, max: 2 }), custom: fc.integer({ min: 100, max: 6000 }) }),
  fc.record({ kind: fc.constant("wire" as const), pick, share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("refund" as const), pick, all: fc.boolean() }),
  fc.record({ kind: fc.constant("cancel" as const), pick }),
);

type Customer = { user: { id: string; email: string }; token: string; addressId: string };
export type World = { t: TestApp; admin: string; cat: Awaited<ReturnType<typeof makeCatalog>>; customers: Customer[]; sessions: string[]; orderIds: string[] };
/** Outcomes by step and status over all runs ("pay 200": 12): shows the steps really did something. */
export const outcomes: Record<string, number> = {};

const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Model Buyer" };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sessionOf = (url: string) => url.split("/").at(-1) as string;

export async function newWorld(t: TestApp, admin: string, cat: World["cat"]): Promise<World> {
  const customers: Customer[] = [];
  for (let i = 0; i < 4; i++) {
    const c = await t.createUser();
    const address = await addAddress(t.db, c.user.id);
    if (i < 2) await t.db.update(users).set({ termsCreditLimitCents: 1_500_000 }).where(eq(users.id, c.user.id));
    customers.push({ ...c, addressId: address.id });
  }
  return { t, admin, cat, customers, sessions: [], orderIds: [] };
}

/** Any answer but a 5xx is a fair outcome of a random step; a 5xx fails the run. */
function fair<R extends { status: number; body: any }>(res: R, step: Step): R {
  const key = `${step.kind} ${res.status}${res.status >= 400 ? ` ${(res.body as { code?: string })?.code ?? ""}` : ""}`;
  outcomes[key] = (outcomes[key] ?? 0) + 1;
  if (res.status >= 500) throw new Error(`step ${JSON.stringify(step)} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function checkout(w: World, c: Customer, step: Step, quantity = 1, method: "crane" | "flatbed" = "crane") {
  const { t } = w;
  // A fresh cart each time: what was left from an earlier unpaid checkout is not bought twice.
  const [cart] = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, c.user.id));
  if (cart) await t.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  fair(await t.send(t.api.user.cart.$post({ json: itemPayload(w.cat.container.id, { dimension: "20ft", condition: "New", method, quantity }) }, t.as(c.token))), step);
  await bookDelivery(t, c.token, c.addressId).catch(() => null);
  const res = fair(await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token))), step);
  if (res.status === 200) {
    w.sessions.push(res.body.data.sessionId);
    w.orderIds.push(res.body.data.orderId);
  }
}

export async function runStep(w: World, step: Step): Promise<void> {
  const { t, admin } = w;
  const at = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : null);
  switch (step.kind) {
    case "checkout":
      return checkout(w, w.customers[step.who], step, step.quantity, step.method);
    case "parallelCheckouts":
      await Promise.all(step.whos.map((i) => checkout(w, w.customers[i], step)));
      return;
    case "pay": {
      const s = at(w.sessions, step.pick);
      if (s) fair(await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: s }, json: GOOD })), step);
      return;
    }
    case "abandon": {
      const s = at(w.sessions, step.pick);
      if (s) await markSessionUnpaid(t.deps, "sandbox", s, "expired");
      return;
    }
    case "offer": {
      const c = w.customers[step.who];
      const lines = [
        ...(step.quantity ? [{ kind: "catalog" as const, productId: w.cat.container.id, dimension: "20ft", condition: "New", quantity: step.quantity }] : []),
        { kind: "custom" as const, description: "Shelving", quantity: 1, unitPrice: step.custom },
      ];
      const made = fair(await t.send(t.api.admin.offers.$post({ json: { email: c.user.email, shipToState: "FL", shipToZip: "33101", lines, delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: step.terms, depositPercent: step.terms === "deposit" ? 30 : undefined, deliveryOn: inDays(12) } }, t.as(admin))), step);
      if (made.status !== 200) return;
      await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
      const accepted = fair(await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: step.terms === "net30" ? { poNumber: "PO-M" } : {} }, t.as(c.token))), step);
      if (accepted.status !== 200) return;
      w.orderIds.push(accepted.body.data.orderId);
      if (accepted.body.data.url) w.sessions.push(sessionOf(accepted.body.data.url));
      return;
    }
    case "wire": {
      const id = at(w.orderIds, step.pick);
      if (!id) return;
      const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
      const amount = Math.max(1, Math.floor((inv.totalCents * step.share) / 100)) / 100;
      fair(await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: inv.id }, json: { amount, method: "bank_transfer", reference: `W-${step.pick}-${step.share}` } }, t.as(admin))), step);
      return;
    }
    case "refund": {
      const id = at(w.orderIds, step.pick);
      if (!id) return;
      const detail = (await t.send(t.api.admin.orders[":id"].$get({ param: { id } }, t.as(admin)))).body.data;
      const paid = (detail?.payments ?? []).reduce((n: number, p: { amount: number }) => n + p.amount, 0);
      const back = (detail?.refunds ?? []).reduce((n: number, r: { amount: number }) => n + r.amount, 0);
      const left = Math.round((paid - back) * 100) / 100;
      if (left <= 0) return;
      const amount = step.all ? left : Math.max(0.01, Math.round(left * 40) / 100);
      fair(await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id }, json: { amount, reason: "Model step", restock: step.all } }, t.as(admin))), step);
      return;
    }
    case "cancel": {
      const id = at(w.orderIds, step.pick);
      if (id) fair(await t.send(t.api.admin.order[":id"].$patch({ param: { id }, json: { status: "cancelled" } }, t.as(admin))), step);
      return;
    }
  }
}
