import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { acceptsGzip } from "../../lib/accept-encoding.ts";
import { newNonce } from "../../lib/nonce.ts";
import type { PageCache } from "../page-cache.ts";
import { pageContentSecurityPolicy } from "../../lib/security-headers.ts";
import type { EdgeResponse } from "./edge-response.ts";

/** The route pattern pages are counted under (the site app's catch-all). */
const PAGE_ROUTE = "/*";

/**
 * Answers a GET from the page cache at the edge when a fresh copy is kept, without running the site app: no fetch
 * Request, Response or Headers for an answer that is bytes already (ADR 052). Returns false when the site app must
 * answer (nothing kept, stale, another method).
 */
export function answerKeptPages(pages: PageCache) {
  return (req: IncomingMessage, res: EdgeResponse): boolean => {
    if (req.method !== "GET" || !req.url) return false;
    const gzipped = acceptsGzip(req.headers["accept-encoding"]);
    const kept = pages.find(req.url, gzipped);
    if (!kept) return false;
    const nonce = newNonce();
    const page = kept(nonce);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of page.headers) headers[name] = value;
    headers["content-security-policy"] = pageContentSecurityPolicy(nonce);
    headers["content-length"] = page.byteLength;
    if (page.gzipped) {
      headers["content-encoding"] = "gzip";
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    }
    res.route = PAGE_ROUTE;
    res.writeHead(page.status, headers);
    // Node corks the socket at the first write until the next tick: the pieces go out in one writev.
    for (const piece of page.pieces) res.write(piece);
    res.end();
    return true;
  };
}
