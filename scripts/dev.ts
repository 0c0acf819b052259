import "../server/node-env.ts";
import { runServer } from "../server/main.ts";
import { buildIfStale } from "./build-if-stale.ts";

/**
 * `npm run dev`: the server from source. `node --watch-path` (package.json) restarts it when app/, server/, db/,
 * contract/ or patches/ change, and a changed storefront is rebuilt before the restarted server serves it. There is
 * no hot reload in the browser: reload the page once the log says the server is listening.
 */
buildIfStale();
runServer();
