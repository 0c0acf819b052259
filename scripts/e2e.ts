import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "./build-if-stale.ts";
import { chromiumPath } from "./chromium-path.ts";
import { startMailCatcher } from "../e2e/support/mail-catcher.ts";
import { STRIPE_SPEC } from "../e2e/support/stripe-mode.ts";

/**
 * `npm run test:e2e`: builds if needed, starts a real SMTP server that keeps every message in a
 * folder, then runs Playwright against a production server on a fresh data directory.
 */
buildIfStale();
const work = mkdtempSync(join(tmpdir(), "boxyard-e2e-"));
const mail = await startMailCatcher(join(work, "mail"));
// The Stripe-mode server (e2e/support/stripe-mode.ts) starts only when a Stripe spec runs (the whole suite, or named
// files among which one is a `*.stripe.spec.ts`), the sandbox one only when another spec runs.
const files = process.argv.slice(2).filter((a) => a.endsWith(".ts"));
const stripeSpecs = files.filter((f) => STRIPE_SPEC.test(f)).length;
/** The whole suite (no files named) needs both servers; named files only the ones they use. */
function stripeModeOf(named: number, stripe: number): "" | "1" | "only" {
  if (named === 0) return "1";
  if (stripe === 0) return "";
  return stripe === named ? "only" : "1";
}
const env = {
  ...process.env,
  E2E_STRIPE: stripeModeOf(files.length, stripeSpecs),
  CHROME_PATH: await chromiumPath(),
  E2E_DATA_DIR: join(work, "data"),
  E2E_MAIL_DIR: mail.dir,
  E2E_SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
};
// Asynchronous on purpose: the SMTP catcher lives in this process and must keep answering while the tests run
// (spawnSync would freeze its event loop and every mail the server sends would hang).
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
const status = await new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
await mail.close();
rmSync(work, { recursive: true, force: true });
process.exit(status ?? 1);
