import { createRequire } from "node:module";

/**
 * autocannon joins every answer's body into a string (`body += chunk`, a UTF-8 decode) whether or not anyone reads
 * it. On a gzipped 10 KB page that decode of binary bytes cost the client ~20 µs per answer, more than the server
 * spent writing it, so the cached page row measured the client (a bare node:http answering the same bytes and
 * headers got no more req/s than our server; ADR 053). The bench keeps the body only of an answer it prints, an
 * error (status ≥ 400): every row, the ceiling's included, is measured the same way.
 */
const require = createRequire(import.meta.url);
const Queue = require("autocannon/lib/pipelinedRequestsQueue.js") as { prototype: { addBody(data: Buffer): void; peek(): { body: string; headers?: { statusCode?: number } } | undefined } };

Queue.prototype.addBody = function addBody(data: Buffer) {
  const req = this.peek();
  if (req && (req.headers?.statusCode ?? 0) >= 400) req.body += data;
};
