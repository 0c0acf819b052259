import "../node-env.ts";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { users } from "../../db/schema/index.ts";
import { createApp } from "../app.ts";
import { addAddress, makeCatalog } from "./fixtures/checkout.ts";
import { startJobs } from "../jobs.ts";
import { readEnv } from "../lib/env.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createSession } from "../lib/sessions.ts";
import { startRuntime } from "../runtime.ts";

/**
 * The API and the job workers as one real process, without the page build: the crash tests start it,
 * kill it with SIGKILL and start it again on the same DATA_DIR. On its first start it writes a
 * customer (token, address) and a small catalog to DATA_DIR/fixture.json.
 */
const env = readEnv();
const runtime = await startRuntime(env);
const fixtureFile = join(env.DATA_DIR, "fixture.json");
if (!existsSync(fixtureFile)) {
  const { db } = runtime.deps;
  const catalog = await makeCatalog(db);
  const [user] = await db
    .insert(users)
    .values({ fullName: "Crash Tester", userName: "crash_tester", email: "crash@example.com", phone: "305-555-0100", passwordHash: await hashPassword("Customer-password-1") })
    .returning();
  await addAddress(db, user.id);
  const token = await createSession(db, user.id, new Date());
  writeFileSync(fixtureFile, JSON.stringify({ token, email: user.email, productId: catalog.container.id }));
}
await startJobs(runtime.deps, { work: true, pollingIntervalSeconds: 0.5 });
const app = new Hono().route("/v1", createApp(runtime.deps));
serve({ fetch: app.fetch, port: env.PORT, hostname: "127.0.0.1" });
