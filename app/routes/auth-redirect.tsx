import { redirect } from "react-router";
import type { Route } from "./+types/auth-redirect";

/**
 * /login and /register: the addresses people type (issue 48: they answered 404). Both lead for good (301) to /auth,
 * /register on its "Create new account" tab.
 */
export function loader({ request }: Route.LoaderArgs) {
  const register = new URL(request.url).pathname.startsWith("/register");
  return redirect(register ? "/auth?tab=register" : "/auth", 301);
}

export default function AuthRedirect() {
  return null;
}
