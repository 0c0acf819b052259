const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * The one escaper for HTML (and XML) built as text: mails, print pages, the sitemap and the API reference.
 * Safe in element content and in quoted attributes; null and undefined become "".
 */
export const escapeHtml = (value: unknown): string => String(value ?? "").replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
