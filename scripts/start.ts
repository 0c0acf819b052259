import "../server/node-env.ts";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildInBackground, buildIsStale, bundleServerInBackground } from "./build-if-stale.ts";
import { SERVER_BUNDLE_ENTRY, serverBundleStaleReason } from "./server-bundle.ts";
import { startProgress } from "../server/lib/start/progress.ts";

type ServerModule = typeof import("../server/main.ts");

/**
 * `npm start`: build when needed, then serve the storefront and the API. A stale build runs in a child
 * process while this one creates, migrates and seeds the database (docs/decisions/038); a progress
 * line is printed at least every 2 s until the server answers. The server runs from its bundle
 * (build/start/main.js, docs/decisions/044) when that is up to date, otherwise from source while the
 * bundle is made for the next start.
 */
const progress = startProgress();
let buildReady: Promise<void> | undefined;
let bundleStale = serverBundleStaleReason();
if (buildIsStale()) {
  progress.set("build", "building the storefront");
  buildReady = buildInBackground((line) => {
    if (line.includes("building client")) progress.set("build", "building the storefront: browser bundle");
    else if (line.includes("building ssr")) progress.set("build", "building the storefront: server bundle");
    else if (line === "bundling the server") progress.set("build", "bundling the API server for the next start");
  }).then(() => progress.set("build", "storefront built."));
  // Handled by startServer's await; this keeps an early failure from being reported as unhandled first.
  buildReady.catch(() => {});
  // The storefront build replaces build/: the bundle is remade after it, this start runs the source.
  bundleStale ??= "the storefront is being rebuilt";
} else if (bundleStale) {
  progress.set("build", "bundling the API server for the next start");
  void bundleServerInBackground().then((built) => progress.set("build", built ? "API server bundled." : "API server bundle failed (see above)."));
}

async function loadServer(): Promise<ServerModule> {
  if (bundleStale) {
    console.log(`[start] Running the server from source: its bundle is out of date (${bundleStale}).`);
    return import("../server/main.ts");
  }
  progress.set("server", "loading the server code (bundled)");
  try {
    return (await import(pathToFileURL(resolve(SERVER_BUNDLE_ENTRY)).href)) as ServerModule;
  } catch (err) {
    console.error(`[start] The server bundle ${SERVER_BUNDLE_ENTRY} failed to load; running the server from source.`, err);
    return import("../server/main.ts");
  }
}

progress.set("server", "loading the server code");
const { runServer } = await loadServer();
runServer({ buildReady, progress });
