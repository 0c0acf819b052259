import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Context } from "hono";
import { routePath } from "hono/route";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { SECURITY_HEADERS } from "../../lib/security-headers.ts";
import { DEFAULT_HEADERS, DEFAULT_HEADERS_BUT_CSP, SECURITY_HEADER_NAMES, VARY_ACCEPT_ENCODING, NODE_STORE_HEADER, nodeStoreHeader, requestIdLine } from "./header-block.ts";
import { SHARED_ANSWER_HEADER } from "../../lib/envelope.ts";
import type { KeepAnswer } from "./shared-answers.ts";
import { type AnswerObserver, EDGE_ANSWER, type ObservedAnswer } from "../../lib/observability/observed-answer.ts";

export type { AnswerObserver };

type HeaderArg = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

const CSP = "content-security-policy";

/**
 * Node's response for every request the HTTP edge answers. Its headers are completed in one step when they go
 * out: the security headers (unless the answer set its own, as a page's CSP), `X-Request-Id`, and `Vary:
 * Accept-Encoding` on compressible bodies. Setting them one by one before the app ran, or on fetch `Headers`
 * inside it, made Node validate and merge them twice; that was most of a small answer's own CPU (ADR 052). The
 * usual ones go out as a block checked once at start, not header by header on every answer (ADR 061).
 */
export class EdgeResponse extends ServerResponse<IncomingMessage> implements ObservedAnswer {
  /** Lets plumbing recognise this answer without importing the speed layer (lib/observability/observed-answer.ts). */
  readonly [EDGE_ANSWER] = true as const;
  requestId = "";
  startedAt = 0;
  /** The path the client asked for, before the edge took `/v1` off for the API. */
  url = "";
  /** The Hono context that answered, for the route pattern the log and metrics use; `routePrefix` goes before it. */
  context: Context | undefined;
  routePrefix = "";
  /** The route pattern when no context says it (an answer the edge kept and wrote itself). */
  route = "";
  observer: AnswerObserver | undefined;
  /** Set by the edge when this answer may be kept (an anonymous GET); `kept` holds its headers once it is shared. */
  keep: KeepAnswer | undefined;
  private kept: OutgoingHttpHeaders | undefined;
  /** Headers checked once at start (header-block.ts), written right after the status line by Node's step below. */
  headerBlock = "";

  /** The route pattern of the log and metrics: `/v1/products/:id`, `*` for pages, `unmatched` when nothing took it. */
  routeLabel(): string {
    if (this.route) return this.route;
    const matched = this.context ? routePath(this.context) : "";
    return matched ? this.routePrefix + matched : "unmatched";
  }

  override writeHead(status: number, reasonOrHeaders?: string | HeaderArg, maybeHeaders?: HeaderArg): this {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const given = reason === undefined ? (reasonOrHeaders as HeaderArg) : maybeHeaders;
    const headers = Array.isArray(given) ? this.completeRawHeaders(given) : this.completedHeaders(given, status);
    this.observer?.(this, status);
    return reason === undefined ? super.writeHead(status, headers) : super.writeHead(status, reason, headers);
  }

  override end(chunk?: unknown, encoding?: unknown, cb?: unknown): this {
    // A shared answer is one buffer (envelope.ts `okSerialized`): kept as it goes out.
    if (this.kept && this.keep && chunk instanceof Uint8Array) this.keep(this.kept, chunk, this.routeLabel());
    return super.end(chunk as never, encoding as never, cb as never);
  }

  private completedHeaders(given: OutgoingHttpHeaders | undefined, status: number): OutgoingHttpHeaders {
    const out: OutgoingHttpHeaders = {};
    let ownSecurity = 0;
    let ownCsp = false;
    if (given) {
      for (const name in given) {
        const lower = name.toLowerCase();
        out[lower] = given[name];
        if (SECURITY_HEADER_NAMES.has(lower)) {
          ownSecurity++;
          ownCsp ||= lower === CSP;
        }
      }
    }
    // Headers set earlier with setHeader win over the defaults (Node merges this object into them).
    const earlier = this.getHeaderNames().length > 0;
    if (earlier) {
      for (const name of SECURITY_HEADER_NAMES) {
        if (out[name] !== undefined || !this.hasHeader(name)) continue;
        ownSecurity++;
        ownCsp ||= name === CSP;
      }
    }
    if (out[SHARED_ANSWER_HEADER] !== undefined) {
      delete out[SHARED_ANSWER_HEADER];
      if (status === 200 && this.keep) this.kept = keptHeaders(given!);
    }
    // The usual answers (the defaults, or the defaults but a page's own CSP) take them as one checked block.
    let block = "";
    if (nodeStoreHeader && (ownSecurity === 0 || (ownSecurity === 1 && ownCsp))) block = ownCsp ? DEFAULT_HEADERS_BUT_CSP : DEFAULT_HEADERS;
    else for (const name in SECURITY_HEADERS) if (out[name] === undefined && !(earlier && this.hasHeader(name))) out[name] = SECURITY_HEADERS[name];
    if (this.requestId) {
      if (!block) out["x-request-id"] = this.requestId;
      else {
        if (out["x-request-id"] !== undefined) delete out["x-request-id"];
        if (earlier) this.removeHeader("x-request-id");
        block += requestIdLine(this.requestId);
      }
    }
    const type = out["content-type"] ?? (earlier ? this.getHeader("content-type") : undefined);
    if (typeof type === "string" && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !out["content-encoding"]) {
      const vary = out.vary ?? (earlier ? this.getHeader("vary") : undefined);
      if (vary === undefined && block) block += VARY_ACCEPT_ENCODING;
      else out.vary = withAcceptEncoding(vary);
    }
    this.headerBlock = block;
    return out;
  }

  /** The rare `[name, value, …]` form: the defaults go in through setHeader, where the answer has not set them. */
  private completeRawHeaders(given: OutgoingHttpHeader[]): OutgoingHttpHeader[] {
    const named = new Set(given.filter((_, i) => i % 2 === 0).map((n) => String(n).toLowerCase()));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!named.has(name) && !this.hasHeader(name)) this.setHeader(name, value);
    if (this.requestId && !named.has("x-request-id")) this.setHeader("x-request-id", this.requestId);
    return given;
  }
}

// Node's writeHead hands the status line and the answer's headers to this step: the block goes in between.
if (nodeStoreHeader) {
  const storeHeader = nodeStoreHeader;
  Object.defineProperty(EdgeResponse.prototype, NODE_STORE_HEADER, {
    value: function (this: EdgeResponse, firstLine: string, headers: unknown) {
      const block = this.headerBlock;
      this.headerBlock = "";
      return storeHeader.call(this, block ? firstLine + block : firstLine, headers);
    },
  });
}

/** The answer's own headers, without the marker and the length (the edge sets it when it writes a kept answer). */
function keptHeaders(given: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name in given) {
    const lower = name.toLowerCase();
    if (lower !== SHARED_ANSWER_HEADER && lower !== "content-length") kept[lower] = given[name];
  }
  return kept;
}

function withAcceptEncoding(vary: OutgoingHttpHeaders[string]): string {
  const current = Array.isArray(vary) ? vary.join(", ") : vary === undefined ? "" : String(vary);
  if (!current) return "Accept-Encoding";
  return current === "*" || /accept-encoding/i.test(current) ? current : `${current}, Accept-Encoding`;
}
