/**
 * A page route sets this response header (through its `headers` export, see app/lib/shared-page.ts)
 * when its server render depends on nothing but the URL. The server may then reuse the render for
 * a few seconds (server/lib/page-cache.ts) and strips the header before answering.
 */
export const SHARED_PAGE_HEADER = "X-Shared-Page";
