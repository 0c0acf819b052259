const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Everything a customer or admin typed goes through this before it lands in a print document. */
export const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
