/**
 * Answers for a server that is too busy, and the client that left (docs/decisions/041). Under saturation the
 * right answer is a fast 503 with Retry-After and the machine-readable code `overloaded`, never a 500 and never
 * a wait past the client's own timeout.
 */
export const RETRY_AFTER_SECONDS = 2;

/** A page request refused by the render gate: a small HTML page; the code also travels in X-Error-Code. */
export function overloadedPage(requestId: string): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Busy – please retry</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:6rem auto;padding:0 1rem;text-align:center">' +
    `<h1>We are very busy right now</h1><p>Please reload the page in a few seconds.</p><p style="color:#475569;font-size:.875rem">Reference ${requestId}</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "X-Error-Code": "overloaded", "Cache-Control": "no-store" },
  });
}

/**
 * The request's client closed the connection before the answer: 499, as nginx logs it. Nobody reads this
 * answer; the status is for the request log and the metrics, which otherwise showed a 500 without a cause.
 */
export const CLIENT_CLOSED_REQUEST = 499;
export function clientGone(): Response {
  return new Response(null, { status: CLIENT_CLOSED_REQUEST });
}

/**
 * A database call that failed because every pooled connection stayed busy past the pool's acquire timeout
 * (pg-pool's message), or that PostgreSQL refused because it has no connection slot left. Both are
 * saturation: answered 503 `overloaded`, not 500 `internal`.
 */
export function isSaturationError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (/timeout exceeded when trying to connect/i.test(e.message)) return true;
    const code = (e as { code?: unknown }).code;
    if (code === "53300" || code === "57P03") return true; // too_many_connections, cannot_connect_now
  }
  return false;
}
