import { createHmac, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeSavedCards } from "./fake-stripe-cards.ts";

/** Stripe's form encoding ("line_items[0][price_data][unit_amount]=5") back into objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\]?\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((seg, i) => {
      if (i === path.length - 1) node[seg] = value;
      else node = (node[seg] ??= /^\d+$/.test(path[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string | null;
  /** "off_session" when the paying card is to be kept on the Customer (payment_intent_data[setup_future_usage]). */
  setup_future_usage: string | null;
  line_items: { quantity: number; unit_amount: number; name: string }[];
};

export type FakeRefund = { id: string; object: "refund"; amount: number; currency: string; payment_intent: string; status: "succeeded"; metadata: Record<string, string> };

export type FakeRequest = { method: string; path: string; idempotencyKey: string | null; body: Record<string, unknown> };

/**
 * A local stand-in for api.stripe.com with just what the app calls: create, retrieve and expire a
 * Checkout Session, and refund its PaymentIntent. Idempotency keys replay the first answer, as Stripe does. Events are signed with
 * the webhook secret exactly like Stripe signs them (t=…,v1=HMAC-SHA256(`${t}.${payload}`)). `port` is for the
 * browser tests, whose Stripe-mode server is told the fake's address before the fake starts (playwright.config.ts).
 */
export async function startFakeStripe(opts: { webhookSecret: string; port?: number }) {
  const sessions = new Map<string, FakeSession>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: FakeRequest[] = [];
  const { intents, methods, addPaymentMethod, savedCardsRoute, expanded, declining } = fakeSavedCards();
  const refunds: FakeRefund[] = [];
  let failing = { status: 0, times: 0 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${randomBytes(6).toString("hex")}` });
    res.end(JSON.stringify(body));
  };
  const error = (status: number, message: string) => ({ status, body: { error: { type: "invalid_request_error", message } } });

  /** Stripe's rule: a PaymentIntent's refunds never add up to more than it captured. */
  function refund(form: Record<string, unknown>): { status: number; body: unknown } {
    const intent = String(form.payment_intent ?? "");
    const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid");
    if (!session) return error(400, `No such payment_intent: '${intent}'`);
    const given = refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
    const amount = form.amount === undefined ? session.amount_total - given : Number(form.amount);
    if (!(amount > 0) || given + amount > session.amount_total) {
      return error(400, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((session.amount_total - given) / 100).toFixed(2)})`);
    }
    const made: FakeRefund = { id: `re_${randomBytes(12).toString("hex")}`, object: "refund", amount, currency: session.currency, payment_intent: intent, status: "succeeded", metadata: (form.metadata ?? {}) as Record<string, string> };
    refunds.push(made);
    return { status: 200, body: made };
  }

  function route(method: string, path: string, form: Record<string, unknown>, expand: string[] = []): { status: number; body: unknown } {
    if (failing.times > 0) {
      failing.times -= 1;
      return { status: failing.status, body: { error: { type: failing.status >= 500 ? "api_error" : "invalid_request_error", message: "Injected failure" } } };
    }
    const saved = savedCardsRoute(method, path, form, expand);
    if (saved) return saved;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const items = ((form.line_items ?? []) as Record<string, any>[]).map((l) => ({
        quantity: Number(l.quantity),
        unit_amount: Number(l.price_data.unit_amount),
        name: String(l.price_data.product_data.name),
      }));
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        mode: String(form.mode),
        status: "open",
        payment_status: "unpaid",
        amount_total: items.reduce((s, l) => s + l.unit_amount * l.quantity, 0),
        currency: String((form.line_items as Record<string, any>[] | undefined)?.[0]?.price_data?.currency ?? form.currency ?? "usd"),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        customer_email: (form.customer_email as string) ?? null,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata ?? {}) as Record<string, string>,
        payment_intent: null,
        setup_intent: null,
        customer: (form.customer as string) ?? null,
        setup_future_usage: ((form.payment_intent_data as Record<string, string> | undefined)?.setup_future_usage as string) ?? null,
        line_items: items,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") return refund(form);
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = m ? sessions.get(m[1]) : undefined;
    if (!m || !session) return error(404, `No such checkout.session: '${m?.[1] ?? path}'`);
    if (method === "GET" && !m[2]) return { status: 200, body: expanded(session, expand) };
    if (method === "POST" && m[2]) {
      if (session.status !== "open") return error(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      session.status = "expired";
      session.url = null;
      return { status: 200, body: session };
    }
    return error(404, "Unrecognized request URL");
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const [path, query = ""] = (req.url ?? "").split("?");
      const form = parseForm(raw);
      const expand = Object.values((parseForm(query).expand ?? []) as string[]);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "", path, idempotencyKey: key, body: form });
      const replayKey = key && `${req.method} ${path} ${key}`;
      const reply = (replayKey && replies.get(replayKey)) || route(req.method ?? "", path, form, expand);
      if (replayKey && reply.status < 500) replies.set(replayKey, reply);
      send(res, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * The customer paid on Stripe's page (or a delayed method settled, with paymentStatus). A session that keeps
   * the card (setup_future_usage, or setup mode) leaves a PaymentMethod on its Customer, as Stripe does.
   */
  function pay(id: string, paymentStatus: FakeSession["payment_status"] = "paid", card = { last4: "4242" }) {
    const s = sessions.get(id);
    if (!s) throw new Error(`no fake session ${id}`);
    const keeps = s.mode === "setup" || s.setup_future_usage === "off_session";
    const pm = keeps && s.customer ? addPaymentMethod(s.customer, card.last4) : null;
    if (s.mode === "setup") {
      const seti = `seti_${randomBytes(8).toString("hex")}`;
      intents.set(seti, { id: seti, object: "setup_intent", status: "succeeded", payment_method: pm?.id ?? null });
      Object.assign(s, { status: "complete", payment_status: "no_payment_required", url: null, setup_intent: seti });
      return s;
    }
    const pi = `pi_${randomBytes(8).toString("hex")}`;
    intents.set(pi, { id: pi, object: "payment_intent", status: "succeeded", amount: s.amount_total, payment_method: pm?.id ?? null, customer: s.customer });
    Object.assign(s, { status: "complete", payment_status: paymentStatus, url: null, payment_intent: pi });
    return s;
  }

  /** A webhook delivery for a session (or, for payment_intent.* types, a PaymentIntent), signed like Stripe signs it. */
  function event(type: string, sessionId: string, o: { timestamp?: number; secret?: string; id?: string } = {}) {
    const payload = JSON.stringify({
      id: o.id ?? `evt_${randomBytes(10).toString("hex")}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: (type.startsWith("payment_intent.") ? intents.get(sessionId) : sessions.get(sessionId)) ?? { id: sessionId, object: "checkout.session" } },
    });
    const t = o.timestamp ?? Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", o.secret ?? opts.webhookSecret).update(`${t}.${payload}`).digest("hex");
    return { payload, signature: `t=${t},v1=${v1}` };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** Refunds made through POST /v1/refunds. */
    refunds,
    pay,
    event,
    intents,
    /** PaymentMethods kept on Customers (a detached one is gone). */
    methods,
    /** Later off-session charges of this PaymentMethod are declined (card_declined), until accepted again. */
    decline: (paymentMethodId: string) => void declining.add(paymentMethodId),
    accept: (paymentMethodId: string) => void declining.delete(paymentMethodId),
    expire: (id: string) => Object.assign(sessions.get(id)!, { status: "expired", url: null }),
    /** The next `times` API calls answer with this HTTP status (an outage; the SDK retries 5xx twice). */
    failWith: (status: number, times = 1) => void (failing = { status, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
