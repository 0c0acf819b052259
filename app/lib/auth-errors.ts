import { ApiError } from "./api";
import { markSessionEnded, rememberReturn } from "./return-to";
import { clearSession } from "./session";

/** Pages that make no sense without a session: a dead token there sends the user to log in again. */
const NEEDS_LOGIN = /^\/(dashboard|admin|cart|checkout)(\/|$)/;

/** The session is missing or over (no token, or one the server no longer knows): the caller must log in. */
export const isLoggedOutError = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.code === "unauthenticated" || err.code === "token_expired");

/**
 * A 401 on a call made with a stored token means the session is over (logged out elsewhere, password reset,
 * blocked, expired): forget it, and on a page that needs a login send the user to /auth. On public pages the
 * visitor just continues logged out (an Add to Cart then asks to log in again). After the login the user
 * comes back to the page they were on. Calls made without a token (log-in itself) are left alone, so a wrong
 * password never bounces the page.
 */
export function handleAuthError(err: ApiError, hadToken: boolean) {
  if (!isLoggedOutError(err) || !hadToken || typeof window === "undefined") return;
  clearSession();
  markSessionEnded();
  if (!NEEDS_LOGIN.test(window.location.pathname)) return;
  rememberReturn();
  window.location.assign("/auth");
}
