import { redirect } from "react-router";
import { type StoredUser, getStoredToken, getStoredUser } from "./session";

/**
 * Client-side route guards for clientLoader (or an effect). They only decide where the browser goes; the
 * server checks the token and role on every /v1/user and /v1/admin call whatever the client does.
 */
export function requireCustomerClient(): StoredUser {
  const user = getStoredToken() ? getStoredUser() : null;
  if (!user) throw redirect("/auth");
  return user;
}

/** An admin page: anyone but a logged-in admin goes to /auth, where they can log in as one. */
export function requireAdminClient(): StoredUser {
  const user = requireCustomerClient();
  if (user.role !== "admin") throw redirect("/auth");
  return user;
}

/** Where a user lands after logging in (SPEC section 4). */
export const homeFor = (user: Pick<StoredUser, "role">) => (user.role === "admin" ? "/admin" : "/dashboard");
