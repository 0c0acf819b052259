/**
 * The body of an answer made in this process, read without a stream where it can be (ADR 062).
 *
 * @hono/node-server's `Response` keeps the string or bytes it was made with under a symbol of its own (`cache`) and
 * makes undici's `Response` only when something asks for more; `arrayBuffer()` did, for every loader's API answer,
 * and then read the body back through a stream: ~5 % of the main thread under uncached pages. When that kept body is
 * there it is used; any other answer (undici's own, a stream, a library without the symbol) is read as before.
 *
 * The bytes may be the answer's own: copy them before changing or transferring them.
 */
export async function responseBytes(res: Response): Promise<Uint8Array> {
  const kept = keptBody(res);
  if (typeof kept === "string") return Buffer.from(kept);
  if (kept instanceof Uint8Array) return kept;
  return new Uint8Array(await res.arrayBuffer());
}

let cacheSymbol: symbol | undefined;

function keptBody(res: Response): unknown {
  cacheSymbol ??= Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  const cache: unknown = cacheSymbol ? (res as unknown as Record<symbol, unknown>)[cacheSymbol] : undefined;
  // [status, body, headers], as @hono/node-server's Response keeps them.
  return Array.isArray(cache) && cache.length === 3 && typeof cache[0] === "number" ? cache[1] : undefined;
}
