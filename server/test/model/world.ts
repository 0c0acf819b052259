import { eq } from "drizzle-orm";
import { cartItems, carts, users } from "../../../db/schema/index.ts";
import { createSession } from "../../lib/sessions.ts";
import type { TestApp } from "../harness.ts";
import { addAddress, type makeCatalog } from "../fixtures/checkout.ts";

/** The model's shared clock (docs/decisions/074): the app reads it, the billing step moves it forward, never back. */
export type Clock = { now: Date };
export type Customer = { user: { id: string; email: string }; token: string; addressId: string };

/**
 * One run of the model test: four customers (0 and 1 on net-30 terms), what they have started (payment pages,
 * orders) and the admin. The catalog, the rental product and the clock outlive the runs.
 */
export type World = {
  t: TestApp;
  admin: { id: string; token: string };
  cat: Awaited<ReturnType<typeof makeCatalog>>;
  rental: { id: string };
  clock: Clock;
  customers: Customer[];
  sessions: string[];
  orderIds: string[];
};

/** Outcomes by step and status over all runs ("pay 200": 12): shows the steps really did something. */
export const outcomes: Record<string, number> = {};

export const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Model Buyer" };
const DAY_MS = 86_400_000;
/** "YYYY-MM-DD" `n` days after the model's clock. */
export const inDays = (w: World, n: number) => new Date(w.clock.now.getTime() + n * DAY_MS).toISOString().slice(0, 10);
export const sessionOf = (url: string) => url.split("/").at(-1) as string;
/** The `i`-th element, wrapping around; null for an empty list. */
export const at = <T>(list: readonly T[], i: number): T | null => (list.length ? list[i % list.length] : null);

export async function newWorld(base: Omit<World, "customers" | "sessions" | "orderIds">): Promise<World> {
  const { t } = base;
  const customers: Customer[] = [];
  for (let i = 0; i < 4; i++) {
    const c = await t.createUser();
    const address = await addAddress(t.db, c.user.id);
    if (i < 2) await t.db.update(users).set({ termsCreditLimitCents: 1_500_000 }).where(eq(users.id, c.user.id));
    customers.push({ ...c, addressId: address.id });
  }
  return { ...base, customers, sessions: [], orderIds: [] };
}

/** New bearer tokens at the moved clock: sessions last 30 days, the model's clock runs for months. */
export async function renewTokens(w: World): Promise<void> {
  w.admin.token = await createSession(w.t.db, w.admin.id, w.clock.now);
  for (const c of w.customers) c.token = await createSession(w.t.db, c.user.id, w.clock.now);
}

/**
 * Variants of steps to leave out (MODEL_AVOID=buyout-twice,…): only to explore past a defect already reported
 * (docs/decisions/074, "The model-based test"); the invariants stay as they are and CI runs every variant.
 */
export const avoided = (variant: string) => (process.env.MODEL_AVOID ?? "").split(",").includes(variant);

/** Any answer but a 5xx is a fair outcome of a random step; a 5xx fails the run. */
export function fair<R extends { status: number; body: any }>(res: R, kind: string): R {
  const key = `${kind} ${res.status}${res.status >= 400 ? ` ${(res.body as { code?: string })?.code ?? ""}` : ""}`;
  outcomes[key] = (outcomes[key] ?? 0) + 1;
  if (process.env.MODEL_DEBUG && res.status >= 400) console.log(kind, res.status, JSON.stringify(res.body).slice(0, 300));
  if (res.status >= 500) throw new Error(`step ${kind} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** Empties the customer's cart: what an earlier unpaid checkout left in it is not bought twice. */
export async function emptyCart(w: World, c: Customer): Promise<void> {
  const [cart] = await w.t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, c.user.id));
  if (cart) await w.t.db.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/** Opens the checkout's payment page for the cart as it stands; remembers the page and the order. */
export async function checkOutCart(w: World, c: Customer, kind: string): Promise<string | null> {
  const { t } = w;
  const res = fair(await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token))), kind);
  if (res.status !== 200) return null;
  w.sessions.push(res.body.data.sessionId);
  w.orderIds.push(res.body.data.orderId);
  return res.body.data.sessionId as string;
}

/** Pays a sandbox page with the card that succeeds. */
export async function payPage(w: World, sessionId: string, kind: string) {
  return fair(await w.t.send(w.t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: GOOD_CARD })), kind);
}
