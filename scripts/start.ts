import { buildIfStale } from "./build-if-stale.ts";

/** `npm start`: build when needed, then serve the storefront and the API. */
buildIfStale();
await import("../server/index.ts");
