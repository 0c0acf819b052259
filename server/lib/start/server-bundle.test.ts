import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale } from "../../../scripts/build-if-stale.ts";
import { BUNDLE_ALSO_DEPENDS_ON, serverBundleStaleReason } from "../../../scripts/server-bundle.ts";

/**
 * `npm start` runs the bundled server (docs/decisions/044) while every other test runs the source: this one
 * builds the bundle the way `npm start` does and checks that the bundled server starts on an empty data folder
 * and answers the API and a page.
 */
const dataDir = mkdtempSync(join(tmpdir(), "boxyard-bundle-"));
const port = 4900 + Math.floor(Math.random() * 500);
let child: ChildProcess | undefined;

beforeAll(() => {
  buildIfStale();
  execFileSync("npm", ["run", "build:server"], { stdio: "pipe" });
}, 600_000);
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(path: string): Promise<Response | null> {
  try {
    return await fetch(`http://127.0.0.1:${port}${path}`);
  } catch {
    return null;
  }
}

describe("the bundled server (npm start)", () => {
  it("is up to date right after its build, starts on an empty DATA_DIR and answers /v1/health and a page", async () => {
    expect(serverBundleStaleReason()).toBeNull();
    const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: `http://127.0.0.1:${port}` };
    for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "S3_URL"]) delete env[name];
    child = spawn("node", ["scripts/start.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((done) => child?.on("exit", (code) => done(code)));

    const end = Date.now() + 120_000;
    let health: Response | null = null;
    while (Date.now() < end && child.exitCode === null && !health?.ok) {
      health = await get("/v1/health");
      if (!health?.ok) await new Promise((r) => setTimeout(r, 250));
    }
    expect(health?.ok, output).toBe(true);
    expect(output).toContain("loading the server code (bundled)");
    expect(output).not.toContain("from source");

    const page = await get("/");
    expect(page?.status, output).toBe(200);
    expect(await page?.text()).toContain("<html");

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 180_000);
});

describe("serverBundleStaleReason", () => {
  it("names what is missing or changed since the bundle was built", () => {
    const root = mkdtempSync(join(tmpdir(), "boxyard-bundle-stale-"));
    try {
      expect(serverBundleStaleReason(root)).toBe("not built yet");
      mkdirSync(join(root, "build/start"), { recursive: true });
      mkdirSync(join(root, "server"));
      mkdirSync(join(root, "scripts"));
      for (const file of ["server/app.ts", ...BUNDLE_ALSO_DEPENDS_ON, "build/start/main.js"]) writeFileSync(join(root, file), "");
      const builtAt = Date.now() + 60_000;
      writeFileSync(join(root, "build/start/inputs.json"), JSON.stringify({ builtAt, files: ["server/app.ts"] }));
      expect(serverBundleStaleReason(root)).toBeNull();

      const later = new Date(builtAt + 1_000);
      utimesSync(join(root, "server/app.ts"), later, later);
      expect(serverBundleStaleReason(root)).toBe("server/app.ts changed");
      rmSync(join(root, "server/app.ts"));
      expect(serverBundleStaleReason(root)).toBe("server/app.ts is gone");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
