import "./node-env.ts";
import { readEnv } from "./lib/env.ts";
import { startJobs } from "./jobs.ts";
import { startRuntime } from "./runtime.ts";

/**
 * Worker-only process (`npm run worker`): the same database and jobs as the server, no HTTP. Run it
 * next to web processes started with RUN_JOBS=false to keep slow jobs off the request path.
 */
async function main() {
  let env;
  try {
    env = readEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const runtime = await startRuntime(env);
  await startJobs(runtime.deps, { work: true });
  runtime.deps.logger.info(`Boxyard worker running jobs (database: ${runtime.database.kind})`);
  const shutdown = async () => {
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error("Boxyard worker failed to start:", err);
  process.exit(1);
});
