import type { IncomingMessage, ServerResponse } from "node:http";
import { requestIdFor } from "../../lib/observability/request-id.ts";
import { isApiUrl } from "./allowed-methods.ts";
import type { AnswerObserver, EdgeResponse } from "./edge-response.ts";
import { type SharedAnswers, sharedAnswerKey } from "./shared-answers.ts";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The HTTP edge: gives the answer its request id and observer, then hands `/v1` to the API's own listener with
 * `/v1` taken off (the API's routes are written without it, as tests and page loaders call them) and everything
 * else to the site (pages, media, assets, metrics). Mounting the API inside the site app instead made every API
 * request run two Hono apps and an error-handler wrapper per middleware (ADR 052). `refuseMethod` comes first, before
 * any kept answer: a method the path never takes is answered 405 there (allowed-methods.ts).
 */
export function createEdgeListener(opts: {
  api: NodeListener;
  site: NodeListener;
  observe: AnswerObserver;
  /** Answers 405 to a method the path never takes, or returns false (allowed-methods.ts). */
  refuseMethod?: (req: IncomingMessage, res: EdgeResponse) => boolean;
  shared?: SharedAnswers;
  /** Answers a page the page cache keeps fresh, or returns false (kept-pages.ts). */
  keptPage?: (req: IncomingMessage, res: EdgeResponse) => boolean;
}) {
  return (req: IncomingMessage, res: EdgeResponse) => {
    const url = req.url ?? "/";
    res.requestId = requestIdFor(req.headers["x-request-id"]);
    res.startedAt = performance.now();
    res.url = url;
    res.observer = opts.observe;
    if (opts.refuseMethod?.(req, res)) return;
    if (!isApiUrl(url)) return opts.keptPage?.(req, res) || opts.site(req, res);
    res.routePrefix = "/v1";
    // An anonymous GET may be answered from, or kept as, a shared catalog answer (shared-answers.ts).
    if (opts.shared && req.method === "GET" && req.headers.authorization === undefined) {
      const key = sharedAnswerKey(url, req.headers["accept-encoding"]);
      const hit = opts.shared.find(key);
      if (hit) {
        res.route = hit.route;
        res.writeHead(200, { ...hit.headers, "content-length": hit.body.byteLength });
        res.end(hit.body);
        return;
      }
      res.keep = opts.shared.keeper(key);
    }
    req.url = url[3] === "/" ? url.slice(3) : `/${url.slice(3)}`;
    return opts.api(req, res);
  };
}
