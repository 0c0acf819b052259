import { clearSession, getStoredToken } from "./session";

/**
 * Ends the session on the server (the token stops working everywhere) and forgets it in the browser.
 * Customers land on the home page, admins on /auth (SPEC section 4). A plain fetch, not the shared client:
 * an already dead token answers 401, which must not trigger the client's own redirect to /auth. Local state
 * is cleared even when the server cannot be reached: the user asked to leave.
 */
export async function logout(kind: "customer" | "admin" = "customer"): Promise<void> {
  const token = getStoredToken();
  if (token) await fetch("/v1/user/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  clearSession();
  window.location.assign(kind === "admin" ? "/auth" : "/");
}
