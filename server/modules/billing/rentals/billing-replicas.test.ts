import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../../db/connect.ts";
import { orderItems, orders, products, rentalAgreements, rentalInvoices, sandboxPaymentMethods, savedCards, users } from "../../../../db/schema/index.ts";
import { eventually } from "../../../test/smtp-catcher.ts";
import { addMonths, cyclePeriod, isoDate } from "./dates.ts";

/**
 * Acceptance of issue 20: two real worker processes (`node server/worker.ts`) on one PostgreSQL run the
 * rental-billing job at the same time over many due agreements; one is SIGKILLed in the middle of the run and
 * started again. Afterwards every due cycle has exactly one invoice and exactly one provider charge, none is
 * skipped, and each receipt went out once. Runs only with TEST_DATABASE_URL (PGlite is one process).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `bx_rentbill_${randomBytes(4).toString("hex")}`;
const workDir = mkdtempSync(join(tmpdir(), "boxyard-rentbill-"));
const AGREEMENTS = 80;
/** Started five months ago: cycles 2…6 are due now (cycle 1 was paid at checkout). */
const DUE_CYCLES = 5;
let databaseUrl = "";
let handle: DatabaseHandle | null = null;
let boss: PgBoss | null = null;
const workers = new Map<string, ChildProcess>();

/** A worker process exactly as deployed (`npm run worker`), polling every 2 s; resolves once it runs jobs. */
function startWorker(name: string): Promise<void> {
  const child = spawn("node", ["server/worker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(workDir, name), SEED_DEMO: "false", LOG_LEVEL: "info", SMTP_URL: "", REDIS_URL: "", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  workers.set(name, child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("worker running jobs")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`worker ${name} exited (${code}) before it ran jobs:\n${out.slice(-2000)}`)));
  });
}

async function kill(name: string) {
  const child = workers.get(name)!;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

/** One agreement per customer, each on a stored sandbox card that pays, started five months ago. */
async function seedAgreements(db: DatabaseHandle["db"], startDate: string) {
  const [product] = await db.insert(products).values({ name: "20ft Billing Rental", sku: `RB-${randomBytes(3).toString("hex")}`, basePriceCents: 14900 }).returning();
  const address = { street: "1 Yard Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };
  const ids: string[] = [];
  for (let i = 0; i < AGREEMENTS; i++) {
    const tag = randomBytes(4).toString("hex");
    const [user] = await db.insert(users).values({ fullName: `Renter ${i}`, userName: `renter_${tag}`, email: `renter-${tag}@test.local`, phone: "305-555-0100", passwordHash: "x" }).returning();
    const [order] = await db.insert(orders).values({ userId: user.id, shippingAddress: address as never, subtotalCents: 14900, shippingCents: 0, taxCents: 0, totalCents: 14900 }).returning();
    const [item] = await db.insert(orderItems).values({ orderId: order.id, productId: product.id, name: product.name, unitPriceCents: 14900, deliveryPriceCents: 0, quantity: 1, totalCents: 14900 }).returning();
    const pm = `pm_sandbox_${tag}`;
    await db.insert(sandboxPaymentMethods).values({ id: pm, customerId: `cus_sandbox_${tag}`, last4: "4242" });
    const [card] = await db.insert(savedCards).values({ userId: user.id, provider: "sandbox", customerId: `cus_sandbox_${tag}`, paymentMethodId: pm, brand: "visa", last4: "4242" }).returning();
    const day = Number(startDate.slice(8, 10));
    const [a] = await db
      .insert(rentalAgreements)
      .values({ userId: user.id, orderId: order.id, orderItemId: item.id, productId: product.id, productName: product.name, startDate, anniversaryDay: day, rentCents: 14900, minTermMonths: 1, minimumEndDate: addMonths(startDate, 1, day), status: "active", savedCardId: card.id })
      .returning();
    const first = cyclePeriod(startDate, day, 1);
    await db.insert(rentalInvoices).values({ invoiceNumber: `RB-${tag}-1`, agreementId: a.id, cycle: 1, periodStart: first.start, periodEnd: first.end, amountCents: 14900, status: "paid", attempts: 1, paidAt: new Date() });
    ids.push(a.id);
  }
  return ids;
}

const count = async (client: pg.Client, sql: string, params: unknown[] = []) => Number((await client.query(sql, params)).rows[0].n);

describe.skipIf(!adminUrl)("rental billing on two worker processes, one killed mid-run", () => {
  let client: pg.Client;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    // The first one migrates and seeds; the second then finds the schema in place.
    await startWorker("a");
    await startWorker("b");
    handle = await openDatabase({ databaseUrl, poolSize: 2 });
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    boss = new PgBoss({ connectionString: databaseUrl, schedule: false, supervise: false, max: 2 });
    await boss.start();
  }, 420_000);

  afterAll(async () => {
    for (const w of workers.values()) if (w.exitCode === null) w.kill("SIGKILL");
    await boss?.stop({ graceful: false, close: true }).catch(() => undefined);
    await client?.end().catch(() => undefined);
    await handle?.close();
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  it("charges every due cycle exactly once and skips none", async () => {
    const today = isoDate(new Date());
    // Day ≤ 28 so each month has the anniversary and every agreement has exactly DUE_CYCLES cycles due today.
    const start = addMonths(`${today.slice(0, 8)}${String(Math.min(Number(today.slice(8, 10)), 28)).padStart(2, "0")}`, -DUE_CYCLES);
    const ids = await seedAgreements(handle!.db, start);
    const expected = AGREEMENTS * DUE_CYCLES;
    const paid = () => count(client, "select count(*)::int as n from rental_invoices where cycle > 1 and status = 'paid'");

    // Two cron ticks' worth of jobs: each worker takes one, so both bill the same agreements at once.
    await boss!.send("rental-billing", {});
    await boss!.send("rental-billing", {});
    await eventually(async () => (await paid()) >= 40, "the billing run to be under way", 60_000);
    await kill("a");
    const atKill = await paid();
    expect(atKill, "killed in the middle of the run, not after it").toBeLessThan(expected);

    await startWorker("a");
    // B finishes its run; then the next tick charges what A left. A's hold on the invoice it was charging when
    // it died goes stale after five minutes (CHARGE_HOLD_MS): moved back here instead of waiting them out.
    // Only A's dead job is left active (it would expire after expireInSeconds); none waits to be taken.
    const unfinished = "select count(*)::int as n from pgboss.job where name = 'rental-billing' and state in ('created', 'retry', 'active')";
    await eventually(async () => (await count(client, unfinished)) <= 1, "B's run to finish", 120_000);
    const held = await client.query("update rental_invoices set charging_since = charging_since - interval '6 minutes' where status = 'open' and charging_since is not null returning id");
    expect(held.rowCount).toBeLessThanOrEqual(1);
    await boss!.send("rental-billing", {});
    await eventually(async () => (await paid()) === expected, `all ${expected} due cycles to be paid`, 120_000);
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate charge or invoice would show by now

    const invoices = await client.query("select agreement_id, cycle, count(*)::int as n from rental_invoices where kind = 'cycle' group by 1, 2");
    expect(invoices.rows.filter((r) => r.n !== 1)).toEqual([]);
    for (const id of ids) {
      const cycles = invoices.rows.filter((r) => r.agreement_id === id).map((r) => r.cycle as number).sort((a, b) => a - b);
      expect(cycles).toEqual([1, 2, 3, 4, 5, 6]);
    }
    // One provider charge per agreement and cycle, on the first attempt's key, and that charge is the one recorded.
    const charges = await client.query(
      "select c.idempotency_key, c.payment_id, i.provider_payment_id from sandbox_charges c join rental_invoices i on c.idempotency_key = 'rental:' || i.agreement_id || ':cycle:' || i.cycle || ':try0'",
    );
    expect(await count(client, "select count(*)::int as n from sandbox_charges")).toBe(expected);
    expect(charges.rowCount).toBe(expected);
    expect(charges.rows.filter((r) => r.payment_id !== r.provider_payment_id)).toEqual([]);
    expect(await count(client, "select count(*)::int as n from rental_invoices where status <> 'paid'")).toBe(0);
    // Each receipt once (the mail commits with the paid invoice).
    const receipts = await client.query("select subject, count(*)::int as n from outgoing_emails where subject like 'Receipt %' group by 1");
    expect(receipts.rowCount).toBe(expected);
    expect(receipts.rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 600_000);
});
