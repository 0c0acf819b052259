import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../scripts/build-if-stale.ts";

/** Real server processes on one PGlite data folder: only one may open it (issue 14, finding 1). */
const dataDir = mkdtempSync(join(tmpdir(), "boxyard-lock-"));
const basePort = 4900 + Math.floor(Math.random() * 500);
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number): Started {
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const child = spawn("node", ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, output: () => output, exited };
}

async function healthy(port: number, timeoutMs = 90_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), ms))]);

beforeAll(() => buildIfStale(), 600_000);
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one server per PGlite data folder", () => {
  it("a second server on the same DATA_DIR stops and says who holds it; a killed holder does not block the next start", async () => {
    const first = startServer(basePort);
    expect(await healthy(basePort), first.output()).toBe(true);

    const second = startServer(basePort + 1);
    const code = await within(second.exited, 60_000);
    expect(code, `second server did not stop:\n${second.output()}`).toBe(1);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`PID ${first.child.pid}`);
    expect(second.output()).toContain("DATABASE_URL");
    expect(await healthy(basePort + 1, 1_000)).toBe(false);
    expect(await healthy(basePort, 5_000)).toBe(true);

    // Killed without a chance to clean up: the lock file stays, but names a process that is gone.
    first.child.kill("SIGKILL");
    await first.exited;
    expect(existsSync(join(dataDir, "pg.lock"))).toBe(true);
    const third = startServer(basePort + 2);
    expect(await healthy(basePort + 2), third.output()).toBe(true);

    // A clean stop removes the lock.
    third.child.kill("SIGTERM");
    expect(await within(third.exited, 30_000)).toBe(0);
    expect(existsSync(join(dataDir, "pg.lock"))).toBe(false);
  }, 300_000);
});
