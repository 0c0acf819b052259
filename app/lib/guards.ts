import { isStaffRole } from "../../contract/staff-roles";
import { redirect } from "react-router";
import { rememberReturn } from "./return-to";
import { type StoredUser, getStoredToken, getStoredUser } from "./session";

/**
 * Client-side route guards for clientLoader (or an effect). They only decide where the browser goes; the
 * server checks the token and role on every /v1/user and /v1/admin call whatever the client does.
 */
export function requireCustomerClient(request: Request): StoredUser {
  const user = getStoredToken() ? getStoredUser() : null;
  if (!user) throw toLogin(request);
  return user;
}

/**
 * To /auth, and back to this page after logging in (or registering, then logging in). A link that names the
 * reader's e-mail (an offer mail) carries it on, so /auth fills it in: the offer is addressed to that e-mail.
 */
function toLogin(request: Request) {
  const url = new URL(request.url);
  rememberReturn(`${url.pathname}${url.search}`);
  const email = url.searchParams.get("email");
  return redirect(email ? `/auth?${new URLSearchParams({ email })}` : "/auth");
}

/** Where a user lands after logging in (SPEC section 4); a driver on their own page (ADR 085). */
export const homeFor = (user: Pick<StoredUser, "role">) => (user.role === "driver" ? "/driver" : isStaffRole(user.role) ? "/admin" : "/dashboard");
