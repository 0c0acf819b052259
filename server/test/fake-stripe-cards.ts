import { randomBytes } from "node:crypto";

type Reply = { status: number; body: unknown };
type Intent = { id: string; object: "payment_intent" | "setup_intent"; status: string; payment_method: string | null; amount?: number; currency?: string; customer?: string | null; metadata?: Record<string, string> };
type PaymentMethod = { id: string; object: "payment_method"; customer: string; card: { brand: string; last4: string } };

/**
 * The part of the fake Stripe that keeps cards: Customers, PaymentMethods left by paid sessions, and
 * off-session PaymentIntents (confirm=true) that succeed or answer a card_error for a declining card.
 */
export function fakeSavedCards() {
  const customers = new Map<string, { id: string; object: "customer"; email: string | null }>();
  const methods = new Map<string, PaymentMethod>();
  const intents = new Map<string, Intent>();
  const declining = new Set<string>();

  function addPaymentMethod(customer: string, last4: string): PaymentMethod {
    const pm: PaymentMethod = { id: `pm_${randomBytes(8).toString("hex")}`, object: "payment_method", customer, card: { brand: "visa", last4 } };
    methods.set(pm.id, pm);
    return pm;
  }

  /** A session with ?expand[]=payment_intent.payment_method (or setup_intent…) gets the objects inline. */
  function expanded<T extends { payment_intent: string | null; setup_intent: string | null }>(session: T, expand: string[]) {
    const inline = (id: string | null, field: string) => {
      const intent = id ? intents.get(id) : undefined;
      if (!intent || !expand.some((e) => e.startsWith(field))) return id;
      const pm = intent.payment_method && expand.includes(`${field}.payment_method`) ? methods.get(intent.payment_method) : null;
      return { ...intent, payment_method: pm ?? intent.payment_method };
    };
    return { ...session, payment_intent: inline(session.payment_intent, "payment_intent"), setup_intent: inline(session.setup_intent, "setup_intent") };
  }

  function savedCardsRoute(method: string, path: string, form: Record<string, unknown>, expand: string[] = []): Reply | null {
    if (method === "POST" && path === "/v1/customers") {
      const c = { id: `cus_${randomBytes(8).toString("hex")}`, object: "customer" as const, email: (form.email as string) ?? null };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    const got = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && got) {
      const intent = intents.get(got[1]);
      // ?expand[]=payment_method gives the card inline (the one pay-with-saved-card reads back).
      const pm = intent?.payment_method ? methods.get(intent.payment_method) : undefined;
      return intent ? { status: 200, body: { ...intent, payment_method: expand.includes("payment_method") && pm ? pm : intent.payment_method } } : { status: 404, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (method === "POST" && detach) {
      const pm = methods.get(detach[1]);
      if (!pm) return { status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${detach[1]}'` } } };
      methods.delete(pm.id);
      return { status: 200, body: { ...pm, customer: null } };
    }
    if (method === "POST" && path === "/v1/payment_intents") return offSession(form);
    return null;
  }

  function offSession(form: Record<string, unknown>): Reply {
    const pm = methods.get(String(form.payment_method));
    if (!pm || pm.customer !== form.customer) {
      return { status: 400, body: { error: { type: "invalid_request_error", message: "The PaymentMethod does not belong to this Customer." } } };
    }
    const id = `pi_${randomBytes(8).toString("hex")}`;
    const declined = declining.has(pm.id);
    const intent: Intent = {
      id, object: "payment_intent", status: declined ? "requires_payment_method" : "succeeded", amount: Number(form.amount), currency: String(form.currency ?? "usd"),
      payment_method: pm.id, customer: pm.customer, metadata: (form.metadata ?? {}) as Record<string, string>,
    };
    intents.set(id, intent);
    if (!declined) return { status: 200, body: intent };
    return { status: 402, body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", payment_intent: intent } } };
  }

  return { customers, methods, intents, declining, addPaymentMethod, expanded, savedCardsRoute };
}
