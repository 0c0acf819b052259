/**
 * `export const handle = paintFirst` in a page whose first paint matters more than how soon it is interactive: the
 * catalog and marketing pages people land on from a search. Task pages (sign-in, the hosted card page, the cart,
 * the dashboards) keep their scripts at normal priority: a visitor types there at once, and typing before
 * hydration is lost.
 */
export const paintFirst = { paintFirst: true };

/** Whether any of the matched routes' handles asks for paint-first loading. */
export const isPaintFirst = (handles: unknown[]) => handles.some((handle) => (handle as { paintFirst?: boolean } | undefined)?.paintFirst === true);
