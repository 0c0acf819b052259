import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemPayload } from "../test/fixtures/checkout.ts";
import { eventually, startSmtpCatcher } from "../test/smtp-catcher.ts";

/**
 * A real server process (API + job workers, embedded PGlite on disk) killed with SIGKILL right after
 * an order is paid: after a restart on the same data folder the confirmation mail is sent, once.
 */
const dataDir = mkdtempSync(join(tmpdir(), "boxyard-crash-"));
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}/v1`;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let child: ChildProcess | null = null;

async function start() {
  child = spawn("node", ["server/test/api-process.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: "error", SEED_DEMO: "false", NODE_ENV: "test", DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await eventually(async () => (await fetch(`${base}/health`).catch(() => null))?.ok === true, "the server to start", 240_000);
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(base + path, { method, headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
}, 30_000);
afterAll(async () => {
  child?.kill("SIGKILL");
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("SIGKILL right after an order is paid", () => {
  it("sends the confirmation mail once after the restart", async () => {
    smtp.refuse(true); // the mail must still be unsent when the process dies
    await start();
    const { token, email, productId } = JSON.parse(readFileSync(join(dataDir, "fixture.json"), "utf8"));
    expect((await call("POST", "/user/cart", token, itemPayload(productId, { dimension: "20ft", condition: "New", method: "crane", quantity: 1 }))).status).toBe(200);
    // Book the drop as the cart page does (docs/decisions/024): checkout refuses a truck delivery without it.
    const address = (await call("GET", "/user/addresses", token)).body.data.find((a: { type: string }) => a.type === "shipping");
    const [deliveryDate] = (await call("GET", "/user/cart/delivery-dates", token)).body.data;
    const booked = await call("PUT", "/user/cart/delivery", token, { addressId: address.id, deliveryDate, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const session = await call("POST", "/user/checkout/sandbox/session", token, {});
    expect(session.status).toBe(200);
    const paid = await call("POST", `/payments/sandbox/sessions/${session.body.data.sessionId}/pay`, token, { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Crash Tester" });
    expect(paid.status).toBe(200);
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child!.kill("SIGKILL");
    await exited;
    expect(smtp.received).toHaveLength(0);

    smtp.refuse(false);
    await start();
    const subject = `Order ${session.body.data.orderId.slice(0, 8).toUpperCase()} confirmed`;
    await eventually(() => smtp.received.some((m) => m.subject === subject), "the confirmation mail", 240_000);
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate would arrive by now
    expect(smtp.received.filter((m) => m.subject === subject).map((m) => m.to)).toEqual([email]);
    const outboxIds = smtp.received.map((m) => m.outboxId);
    expect(new Set(outboxIds).size).toBe(outboxIds.length);
  }, 600_000);
});
