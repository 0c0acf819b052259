import { SHARED_PAGE_HEADER, releaseRenderedHtml, renderedHtmlOf, withRenderedBody } from "../../contract/shared-page.ts";
import { acceptsGzip } from "../lib/accept-encoding.ts";
import { type GzipOnce, createPooledGzip } from "./pooled-gzip.ts";
import { type SplicedGzip, joinSmall, prepareSplicedGzip, splicedGzip, splicedGzipPieces } from "./spliced-gzip.ts";

/**
 * Server renders of pages that look the same to every visitor, reused for the catalog cache's TTL.
 * Rendering a product page costs ~3–6 ms of CPU; answering from a kept copy ~0.15 ms. Each answer
 * still gets its own CSP nonce: the kept page is cut at its nonce and the request's is put back in,
 * gzipped pages included (spliced-gzip.ts). Entries die with the catalog cache (admin writes clear
 * it) and are never served more than one TTL past expiry (docs/decisions/011).
 */
type Page = {
  key: string;
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  nonceLength: number;
  gzip?: SplicedGzip;
  gzipping?: boolean;
  expires: number;
  generation: number;
  /** The page's bytes, plain and gzipped: what counts towards `maxBytes`. */
  bytes: number;
};
type Render = () => Promise<Response>;

/**
 * An answer gzipped for one visit (a page's first, or one whose spliced gzip is not ready): level 3 costs ~0.14 ms
 * for a 45 KB product page against ~0.4 ms at zlib's default 6, for ~9 % more bytes (10.4 KB against 9.5 KB); level
 * 2 is no faster and a little bigger. A page asked for again is served from its spliced gzip, made once at level 9
 * (spliced-gzip.ts). ADR 046, ADR 057, ADR 059.
 */
const ONE_OFF_GZIP_LEVEL = 3;

/**
 * A kept page's answer with this request's nonce in it (`headers` as the render gave them): its bytes are `pieces`,
 * to be written one after another (a kept copy's buffers are not joined per answer, ADR 057).
 */
export type KeptPage = { status: number; headers: [string, string][]; gzipped: boolean; pieces: Buffer[]; byteLength: number };

export type PageCache = {
  serve: (request: Request, nonce: string, render: Render) => Promise<Response>;
  /**
   * The fresh kept page at `key` (path and query as sent), answered with `nonce`, for the HTTP edge to write itself
   * (ADR 052); undefined whenever `serve` has more to do (nothing kept, stale, or a gzip not made yet).
   */
  find: (key: string, gzipped: boolean) => ((nonce: string) => KeptPage) | undefined;
  stats: () => { pages: number; bytes: number };
};

/**
 * `max` pages and `maxBytes` of them (plain and gzipped), whichever is reached first: a crawler walking
 * thousands of product pages filled all 500 places with ~100 KB each, which stayed resident (ADR 041).
 */
export function createPageCache(opts: { ttlMs: number; max?: number; maxBytes?: number; now?: () => number; generation?: () => number }): PageCache {
  const now = opts.now ?? Date.now;
  const generation = opts.generation ?? (() => 0);
  const max = opts.max ?? 500;
  const maxBytes = opts.maxBytes ?? 24 * 1024 * 1024;
  const pages = new Map<string, Page>();
  const gzipOnce = createPooledGzip(ONE_OFF_GZIP_LEVEL);
  const rendering = new Map<string, Promise<Page | null>>();
  /** Pages rendered once and not kept, oldest first: at most four times `max` paths. */
  const askedOnce = new Set<string>();
  let bytes = 0;

  /**
   * A page is kept from its second render on (as nginx's `proxy_cache_min_uses 2`): one asked for once, by a crawler
   * walking the catalog say, is answered and let go. Kept at once, each pushed out the page used longest ago, and
   * the render buffers of pages pushed out waited for the main thread's full collection: ~1,500 of them, 67 MB, at
   * the peak of the uncached bench (heaptrack, ADR 063).
   */
  function secondVisit(key: string): boolean {
    if (askedOnce.delete(key)) return true;
    askedOnce.add(key);
    if (askedOnce.size > max * 4) askedOnce.delete(askedOnce.values().next().value as string);
    return false;
  }

  function remove(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function keep(key: string, page: Page) {
    remove(key);
    pages.set(key, page);
    bytes += page.bytes;
    // Least recently used first; the page just kept stays even if it alone is over the budget.
    while ((pages.size > max || bytes > maxBytes) && pages.size > 1) remove(pages.keys().next().value as string);
  }

  /** A gzip made after the page was kept counts from then on. */
  function attachGzip(page: Page, gzip: SplicedGzip) {
    page.gzip = gzip;
    const added = gzip.bytes;
    page.bytes += added;
    if (pages.get(page.key) === page) keep(page.key, page);
  }

  /** Renders with this request; waiters for the same URL get the page if it may be shared. */
  function renderAndKeep(request: Request, key: string, nonce: string, render: Render, background: boolean): Promise<Response> {
    let share: (page: Page | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (share = resolve)));
    const startedIn = generation();
    return (async () => {
      try {
        const response = await render();
        if (response.status !== 200 || !response.headers.has(SHARED_PAGE_HEADER) || response.headers.has("Set-Cookie")) {
          share(null);
          remove(key);
          if (background) await response.body?.cancel();
          response.headers.delete(SHARED_PAGE_HEADER);
          return withRenderedBody(response);
        }
        response.headers.delete(SHARED_PAGE_HEADER);
        // Kept as bytes cut at the nonce (views of the render's own buffer): an answer only puts its own nonce back in.
        const html = renderedHtmlOf(response) ?? Buffer.from(await response.arrayBuffer());
        const parts = cutAt(html, Buffer.from(nonce));
        const page: Page = { key, status: 200, headers: [...response.headers], parts, nonceLength: Buffer.byteLength(nonce), expires: now() + opts.ttlMs, generation: startedIn, bytes: byteLength(parts) };
        const previous = pages.get(key);
        let kept = page;
        if (previous && sameParts(previous.parts, parts)) {
          // Usually a refresh renders the same page: keep the old copy and its gzip, just for longer.
          Object.assign(previous, { expires: page.expires, generation: startedIn });
          kept = previous;
        } else {
          // A page that was asked for gzipped gets its new gzip before it replaces the old one, so a
          // busy page never falls back to compressing every answer while the gzip is being made.
          if (previous?.gzip) {
            page.gzip = await prepareSplicedGzip(parts, page.nonceLength);
            page.bytes += page.gzip.bytes;
          }
          if (startedIn === generation() && (previous !== undefined || secondVisit(key))) keep(key, page);
        }
        share(kept);
        // This request's render carries this request's nonce: its bytes are the answer, as they are. Unless kept,
        // they are read for the last time by the gzip (waiters copied theirs when `share` woke them).
        const stored = pages.get(key)?.parts === parts;
        return answerBytes(kept, html, gzipWanted(request), gzipOnce, stored ? undefined : () => releaseRenderedHtml(response));
      } catch (err) {
        share(null);
        throw err;
      } finally {
        rendering.delete(key);
      }
    })();
  }

  return {
    async serve(request, nonce, render) {
      if (opts.ttlMs <= 0 || request.method !== "GET") return withoutMark(await render());
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      const page = pages.get(key);
      // Usable while fresh, and stale for one more TTL (never older: another replica's admin may have changed it).
      if (page && page.generation === generation() && now() - page.expires < opts.ttlMs) {
        // Stale while revalidating: this visitor gets the kept copy while its request renders a new one.
        if (page.expires <= now() && !rendering.has(key)) renderAndKeep(request, key, nonce, render, true).catch(() => remove(key));
        // Least recently used goes first when full: a crawler walking new URLs must not push out the busy pages.
        keep(key, page);
        return answer(page, nonce, gzipWanted(request), attachGzip, gzipOnce);
      }
      const pending = rendering.get(key);
      const shared = pending ? await pending : null;
      if (shared) return answer(shared, nonce, gzipWanted(request), pages.get(key) === shared ? attachGzip : undefined, gzipOnce);
      return renderAndKeep(request, key, nonce, render, false);
    },
    find(key, gzipped) {
      const page = opts.ttlMs > 0 ? pages.get(key) : undefined;
      if (!page || page.generation !== generation() || page.expires <= now() || (gzipped && !page.gzip)) return undefined;
      keep(key, page);
      return (nonce) => {
        const nonceBytes = Buffer.from(nonce);
        const spliced = gzipped && page.gzip && nonceBytes.length === page.gzip.fillerLength ? page.gzip : undefined;
        const pieces = spliced ? splicedGzipPieces(spliced, nonceBytes) : joinSmall(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
        return { status: page.status, headers: page.headers, gzipped: spliced !== undefined, pieces, byteLength: pieces.reduce((n, p) => n + p.length, 0) };
      };
    },
    stats: () => ({ pages: pages.size, bytes }),
  };
}

/**
 * A page is deflated for splicing only once it is asked for again, so a page rendered for one crawler visit
 * costs one plain gzip of its answer (answerBytes), no more; and only a kept page (`attachGzip` given) is.
 */
function answer(page: Page, nonce: string, gzipped: boolean, attachGzip: ((page: Page, gzip: SplicedGzip) => void) | undefined, gzipOnce: GzipOnce): Response | Promise<Response> {
  const nonceBytes = Buffer.from(nonce);
  if (gzipped && page.gzip && nonceBytes.length === page.gzip.fillerLength) {
    const headers = new Headers(page.headers);
    headers.set("Content-Encoding", "gzip");
    headers.append("Vary", "Accept-Encoding");
    return new Response(splicedGzip(page.gzip, nonceBytes) as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  }
  if (gzipped && !page.gzip && !page.gzipping && attachGzip) {
    page.gzipping = true;
    prepareSplicedGzip(page.parts, page.nonceLength).then((gzip) => attachGzip(page, gzip), () => {});
  }
  return answerBytes(page, Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part]))), gzipped, gzipOnce);
}

/**
 * One page's bytes as an answer, gzipped here when the client takes it rather than by the compress middleware,
 * which streamed the buffer through a web CompressionStream (ADR 046). On the thread pool, in one round trip on a zlib
 * context kept open (pooled-gzip.ts, ADR 059): on this thread it cost ~340 µs of a render's ~2 ms.
 */
async function answerBytes(page: Page, body: Buffer, gzipped: boolean, gzipOnce: GzipOnce, release?: () => void): Promise<Response> {
  const headers = new Headers(page.headers);
  if (!gzipped) return new Response(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  const zipped = await gzipOnce(body);
  // `body` is not read again: its buffer may go back to the render thread (ADR 064).
  release?.();
  return new Response(zipped as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

/** Where a page is cut to take each answer's nonce: views of `html` between the nonce's occurrences. */
export function cutAt(html: Buffer, nonce: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonce); at !== -1; at = html.indexOf(nonce, from)) {
    parts.push(html.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

function byteLength(buffers: Buffer[]): number {
  return buffers.reduce((n, b) => n + b.length, 0);
}

function sameParts(a: Buffer[], b: Buffer[]): boolean {
  return a.length === b.length && a.every((part, i) => part.equals(b[i]));
}

function gzipWanted(request: Request): boolean {
  return acceptsGzip(request.headers.get("Accept-Encoding"));
}

function withoutMark(response: Response): Response {
  response.headers.delete(SHARED_PAGE_HEADER);
  return withRenderedBody(response);
}
