/**
 * A page route sets this response header (through its `headers` export, see app/lib/shared-page.ts)
 * when its server render depends on nothing but the URL. The server may then reuse the render for
 * a few seconds (server/perf/page-cache.ts) and strips the header before answering.
 */
export const SHARED_PAGE_HEADER = "X-Shared-Page";

/**
 * A whole render's HTML, kept on its Response under this symbol by app/entry.server.tsx, so the page cache takes
 * the bytes as they are instead of reading the body back through a stream into a copy (ADR 053). The Response's
 * own body is empty: React Router reads a document Response's `statusText` and `body` on its way out, and
 * @hono/node-server's Response then copied the whole page into a fetch Response nobody read (ADR 055).
 */
export const RENDERED_HTML = Symbol.for("boxyard.renderedHtml");

/** The render's own bytes when the Response carries them. */
export function renderedHtmlOf(response: Response): Buffer | undefined {
  return (response as Response & { [RENDERED_HTML]?: Buffer })[RENDERED_HTML];
}

/**
 * Set by the render worker's host when a page's bytes came in a pooled buffer (contract/page-buffers.ts): calling it
 * gives the buffer back to the render thread with its next page. Only for bytes nothing will read again.
 */
export const RELEASE_RENDERED_HTML = Symbol.for("boxyard.releaseRenderedHtml");

/** The page's bytes will not be read again: its buffer goes back to the thread that rendered it, if it can. */
export function releaseRenderedHtml(response: Response) {
  (response as Response & { [RELEASE_RENDERED_HTML]?: () => void })[RELEASE_RENDERED_HTML]?.();
}

/** The Response to send as it is: a whole render gets its bytes back as its body. */
export function withRenderedBody(response: Response): Response {
  const html = renderedHtmlOf(response);
  if (!html) return response;
  return new Response(html as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers: response.headers });
}
