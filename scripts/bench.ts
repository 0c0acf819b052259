import { requestPathBench } from "./bench/request-path.ts";

/**
 * `npm run bench`: the request path against a bare node:http ceiling (scripts/bench/request-path.ts);
 * `-- --soak` adds a 10-minute fixed-rate run watching the server's memory. Other benches dispatch on
 * their own flag here, before the default.
 */
const args = process.argv.slice(2);

await requestPathBench({ soak: args.includes("--soak") });
