import "../server/node-env.ts";
import { buildInBackground, buildIsStale } from "./build-if-stale.ts";
import { startProgress } from "../server/lib/start/progress.ts";

/**
 * `npm start`: build when needed, then serve the storefront and the API. A stale build runs in a child
 * process while this one creates, migrates and seeds the database (docs/decisions/038); a progress
 * line is printed at least every 2 s until the server answers.
 */
const progress = startProgress();
let buildReady: Promise<void> | undefined;
if (buildIsStale()) {
  progress.set("build", "building the storefront");
  buildReady = buildInBackground((line) => {
    if (line.includes("building client")) progress.set("build", "building the storefront: browser bundle");
    else if (line.includes("building ssr")) progress.set("build", "building the storefront: server bundle");
  }).then(() => progress.set("build", "storefront built."));
  // Handled by startServer's await; this keeps an early failure from being reported as unhandled first.
  buildReady.catch(() => {});
}
progress.set("server", "loading the server code");
const { runServer } = await import("../server/main.ts");
runServer({ buildReady, progress });
