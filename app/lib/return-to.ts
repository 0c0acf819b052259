import { type UserRole, isStaffRole } from "../../contract/staff-roles";
/**
 * Where /auth sends a user back after logging in: the page that sent them there. Kept in sessionStorage (this
 * tab only), so /auth's own URL stays as the spec writes it. Only same-site paths are ever followed.
 */
const RETURN_KEY = "boxyard:returnTo";
const ENDED_KEY = "boxyard:sessionEnded";
const REASON_KEY = "boxyard:returnReason";

/** `reason`: the sentence /auth shows to say why the buyer is there (issue 48: Add to Cart sent them with none). */
export function rememberReturn(path = `${window.location.pathname}${window.location.search}`, reason?: string) {
  window.sessionStorage.setItem(RETURN_KEY, path);
  if (reason) window.sessionStorage.setItem(REASON_KEY, reason);
  else window.sessionStorage.removeItem(REASON_KEY);
}

/** Why this tab was sent to /auth, while the return is pending (read, not taken: the tabs switch and re-render). */
export const returnReason = () => (typeof window === "undefined" ? null : window.sessionStorage.getItem(REASON_KEY));

/** The remembered page (once), unless it is /auth itself, another site, or the admin panel for a customer. */
export function takeReturn(role: UserRole): string | null {
  const path = window.sessionStorage.getItem(RETURN_KEY);
  window.sessionStorage.removeItem(RETURN_KEY);
  window.sessionStorage.removeItem(REASON_KEY);
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/auth")) return null;
  return !isStaffRole(role) && /^\/admin(\/|$)/.test(path) ? null : path;
}

/** Set when the server refused a stored token in this tab; a new login clears it (see session.ts). */
export const markSessionEnded = () => window.sessionStorage.setItem(ENDED_KEY, "1");
export const sessionEnded = () => typeof window !== "undefined" && window.sessionStorage.getItem(ENDED_KEY) === "1";
export const clearSessionEnded = () => window.sessionStorage.removeItem(ENDED_KEY);

/** Something a page wants back after the login round trip (the product page's selection). */
export function stash(key: string, value: unknown) {
  window.sessionStorage.setItem(`boxyard:stash:${key}`, JSON.stringify(value));
}

export function unstash<T>(key: string): T | null {
  const raw = window.sessionStorage.getItem(`boxyard:stash:${key}`);
  window.sessionStorage.removeItem(`boxyard:stash:${key}`);
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
