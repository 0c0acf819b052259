import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signPayload } from "../lib/payments/signature.ts";
import { buildIfStale } from "../../scripts/build-if-stale.ts";
import { pngFile, productFormData, sampleProduct } from "../test/fixtures/product-uploads.ts";
import { freeLoopbackPorts } from "../test/listen.ts";
import { eventually, startSmtpCatcher } from "../test/smtp-catcher.ts";

/**
 * Two server processes on one PostgreSQL and one Redis, as behind a load balancer. Runs only when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(adminUrl && redisUrl);
const secret = randomBytes(24).toString("hex");
const dbName = `bx_replicas_${randomBytes(4).toString("hex")}`;
const workDir = mkdtempSync(join(tmpdir(), "boxyard-replicas-"));
const servers: ChildProcess[] = [];
const bases: string[] = [];
let databaseUrl = "";
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>> | null = null;

async function call(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

async function startReplica(port: number) {
  const child = spawn("node", ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SANDBOX_WEBHOOK_SECRET: secret,
      DATA_DIR: join(workDir, `replica-${port}`),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SMTP_URL: smtp?.url ?? "",
      // Long enough that only the cache clear published through Redis can explain a fresh page.
      CATALOG_CACHE_SECONDS: "300",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  servers.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return base;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`replica on ${port} did not start`);
}

describe.skipIf(!enabled)("two replicas on one PostgreSQL and Redis", () => {
  beforeAll(async () => {
    buildIfStale();
    smtp = await startSmtpCatcher();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const ports = await freeLoopbackPorts(2);
    // Started together: migrations and the demo seed must take turns, not collide.
    bases.push(...(await Promise.all(ports.map((port) => startReplica(port)))));
  }, 420_000);

  afterAll(async () => {
    for (const s of servers) s.kill();
    await new Promise((r) => setTimeout(r, 500));
    await smtp?.close();
    if (enabled) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  async function registerAndLogin(base: string, tag: string) {
    const email = `replica-${tag}-${randomBytes(3).toString("hex")}@test.local`;
    const password = "Replica-password-77";
    const reg = await call(base, "POST", "/v1/user/register", { full_name: "Replica Tester", user_name: `rep_${randomBytes(4).toString("hex")}`, email, phone: "305-555-0101", password });
    expect(reg.status).toBeLessThan(300);
    const login = await call(base, "POST", "/v1/user/login", { email, password });
    expect(login.status).toBe(200);
    return { email, password, token: login.body.data.token as string };
  }

  it("each job runs once: mails written on either replica are delivered exactly once, cron ticks are not doubled", async () => {
    const [a, b] = bases;
    // Four: under the per-address quote limit even where forwarded headers are not trusted. The counter lives in
    // the shared Redis, where other test runs on this machine may have left hits for the same local address.
    // Fresh recipients each run: acknowledgements are also capped per recipient per day in that shared Redis.
    const run = randomBytes(4).toString("hex");
    const redis = new Redis(redisUrl as string);
    const stale = await redis.keys("boxyard:rl:quote:*");
    if (stale.length) await redis.del(...stale);
    redis.disconnect();
    for (let i = 0; i < 4; i++) {
      const body = { name: `Replica lead ${i}`, email: `replica-lead-${i}-${run}@example.com`, phone: "", zip: "33101", message: "A 20ft unit." };
      expect((await call(i % 2 ? b : a, "POST", "/v1/quotes", body, undefined, { "X-Forwarded-For": `198.51.100.${i + 1}` })).status).toBe(201);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const unsent = async () => (await db.query("select count(*)::int as n from outgoing_emails where status <> 'sent'")).rows[0].n as number;
      await eventually(async () => (await unsent()) === 0, "every mail to be sent", 60_000);
      await new Promise((r) => setTimeout(r, 3000)); // a second runner's duplicate would arrive by now
      const rows = (await db.query("select id from outgoing_emails")).rows.map((r) => r.id as string);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      const delivered = smtp!.received.map((m) => m.outboxId);
      expect([...delivered].sort()).toEqual([...rows].sort());
      const doubled = await db.query("select date_trunc('minute', start_after) as tick, count(*)::int as n from pgboss.job where name = 'checkout-expire' group by 1 having count(*) > 1");
      expect(doubled.rows).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it("seeded the catalog once", async () => {
    const [a, b] = bases;
    const ra = await call(a, "GET", "/v1/products/products?limit=1");
    const rb = await call(b, "GET", "/v1/products/products?limit=1");
    expect(ra.body.data.pagination.totalProducts).toBe(rb.body.data.pagination.totalProducts);
    expect(ra.body.data.pagination.totalProducts).toBeGreaterThanOrEqual(60);
    expect(ra.body.data.pagination.totalProducts).toBeLessThan(100);
  });

  it("a token issued by one replica works on the other", async () => {
    const [a, b] = bases;
    const { token, email } = await registerAndLogin(a, "token");
    const me = await call(b, "GET", "/v1/user/me", undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    expect((await call(b, "POST", "/v1/user/logout", {}, token)).status).toBe(200);
    expect((await call(a, "GET", "/v1/user/me", undefined, token)).status).toBe(401);
  });

  it("the log-in throttle is shared: attempts on both replicas add up", async () => {
    const [a, b] = bases;
    const { email } = await registerAndLogin(a, "throttle");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(i % 2 ? b : a, "POST", "/v1/user/login", { email, password: "Wrong-password-1" });
      statuses.push(res.status);
    }
    // With separate counters each replica would allow its own quota and all twelve would be 401.
    expect(statuses).toContain(429);
    const first429 = statuses.indexOf(429);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
  });

  it("an admin change on one replica shows on the other's cached pages at once (the clear goes through Redis)", async () => {
    const [a, b] = bases;
    const login = await call(a, "POST", "/v1/user/login", { email: "admin@boxyard.local", password: "Boxyard-admin-2026" });
    const token = login.body.data.token as string;
    const original = (await call(a, "GET", "/v1/admin/settings", undefined, token)).body.data;
    const homeOnB = async () => (await fetch(`${b}/`)).text();
    expect(await homeOnB()).toContain(original.siteName); // B now keeps this render for 300 s
    const renamed = `Replica Yard ${randomBytes(2).toString("hex")}`;
    try {
      expect((await call(a, "PUT", "/v1/admin/settings", { ...original, siteName: renamed }, token)).status).toBe(200);
      await vi.waitFor(async () => expect(await homeOnB()).toContain(renamed), { timeout: 3000, interval: 100 });
      expect((await call(b, "GET", "/v1/settings")).body.data.siteName).toBe(renamed);
    } finally {
      await call(a, "PUT", "/v1/admin/settings", original, token);
    }
  });

  it("a picture uploaded on one replica is served by the other (no shared disk: each has its own DATA_DIR)", async () => {
    const [a, b] = bases;
    const login = await call(a, "POST", "/v1/user/login", { email: "admin@boxyard.local", password: "Boxyard-admin-2026" });
    const form = productFormData(sampleProduct(), { productImages: [await pngFile("replica.png", 700, 500, "#0e7490")] });
    const created = await fetch(`${a}/v1/admin/products`, { method: "POST", headers: { Authorization: `Bearer ${login.body.data.token}` }, body: form });
    expect(created.status).toBe(201);
    const url = ((await created.json()) as { data: { images: string[] } }).data.images[0];
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-700\.webp$/);
    const [onA, onB] = await Promise.all([fetch(a + url), fetch(b + url)]);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("image/webp");
    expect(onB.headers.get("cache-control")).toContain("immutable");
    expect(onB.headers.get("etag")).toBe(onA.headers.get("etag"));
    expect(Buffer.from(await onB.arrayBuffer()).equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    // Seed pictures too: whichever replica seeded, both serve them.
    const seeded = (await call(b, "GET", "/v1/products/products?limit=1")).body.data.products[0].images[0] as string;
    for (const base of [a, b]) expect((await fetch(base + seeded)).status).toBe(200);
  });

  it("pages and API answers carry a request id; /metrics answers a loopback scrape with request counts", async () => {
    const [a, b] = bases;
    const page = await fetch(`${a}/shop`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${b}/v1/ping`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = await fetch(`${a}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^boxyard_http_requests_total\{method="GET",route="\/\*",status="200"\} \d+$/m);
    expect((await fetch(`${a}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7" } })).status).toBe(401);
  });

  it("a checkout paid and confirmed on one replica and webhooked on the other is fulfilled once", async () => {
    const [a, b] = bases;
    const { token } = await registerAndLogin(a, "checkout");
    const list = await call(a, "GET", "/v1/products/products?category=parts&limit=1");
    const product = list.body.data.products[0];
    const added = await call(a, "POST", "/v1/user/cart", { productId: product.id, quantity: 2, selectedDelivery: { method: "tilt-bed", price: 0 } }, token);
    expect(added.status).toBe(200);
    const address = await call(b, "POST", "/v1/user/addresses", { type: "shipping", street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA", isDefault: true }, token);
    expect(address.status).toBeLessThan(300);
    const session = await call(a, "POST", "/v1/user/checkout/sandbox/session", {}, token);
    expect(session.status).toBe(200);
    const { sessionId, orderId } = session.body.data;
    // Unpaid, it is not an order yet (issue 15); its invoice carries the amount.
    const order = (await call(b, "GET", "/v1/user/invoices", undefined, token)).body.data.find((i: { orderId: string }) => i.orderId === orderId);

    // Pay on A (which also webhooks A), then confirm on B and replay the signed event on both at once.
    const paid = await call(a, "POST", `/v1/payments/sandbox/sessions/${sessionId}/pay`, { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Replica Tester" });
    expect(paid.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const event = JSON.stringify({
      id: `evt_replica_${randomBytes(6).toString("hex")}`,
      object: "event",
      type: "checkout.session.completed",
      created: now,
      data: { object: { id: sessionId, object: "checkout.session", payment_status: "paid", amount_total: Math.round(order.total * 100), currency: "usd", metadata: { orderId } } },
    });
    const signed = { "boxyard-signature": signPayload(secret, event, now) };
    const results = await Promise.all([
      call(b, "POST", "/v1/user/checkout/sandbox/confirm", { sessionId, payerID: "" }, token),
      call(b, "POST", "/v1/webhooks/sandbox", event, undefined, signed),
      call(a, "POST", "/v1/webhooks/sandbox", event, undefined, signed),
      call(a, "POST", "/v1/user/checkout/sandbox/confirm", { sessionId, payerID: "" }, token),
    ]);
    for (const r of results) expect(r.status).toBe(200);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const payments = await client.query("select count(*)::int as n from payments where order_id = $1", [orderId]);
      expect(payments.rows[0].n).toBe(1);
      const state = await client.query("select status, payment_status from orders where id = $1", [orderId]);
      expect(state.rows[0]).toEqual({ status: "confirmed", payment_status: "paid" });
      const mails = await client.query("select count(*)::int as n from outgoing_emails where text like '%' || $1 || '%'", [orderId.slice(0, 8).toUpperCase()]);
      expect(mails.rows[0].n).toBe(2);
    } finally {
      await client.end();
    }
    const cart = await call(b, "GET", "/v1/user/cart", undefined, token);
    expect(cart.body.data.items).toHaveLength(0);
  });
});
