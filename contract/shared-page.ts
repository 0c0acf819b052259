/**
 * A page route sets this response header (through its `headers` export, see app/lib/shared-page.ts)
 * when its server render depends on nothing but the URL. The server may then reuse the render for
 * a few seconds (server/lib/page-cache.ts) and strips the header before answering.
 */
export const SHARED_PAGE_HEADER = "X-Shared-Page";

/**
 * A whole render's HTML, kept on its Response under this symbol by app/entry.server.tsx, so the page cache takes
 * the bytes as they are instead of reading the body back through a stream into a copy (ADR 053).
 */
export const RENDERED_HTML = Symbol.for("boxyard.renderedHtml");

/** The render's own bytes when the Response carries them. */
export function renderedHtmlOf(response: Response): Buffer | undefined {
  return (response as Response & { [RENDERED_HTML]?: Buffer })[RENDERED_HTML];
}
