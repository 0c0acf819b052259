import { createMiddleware } from "hono/factory";
import { currentUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/deps.ts";
import { forbidden } from "../../lib/http-errors.ts";

/**
 * After requireAdmin: while the store requires two-factor sign-in, an admin without it gets nothing from the
 * admin API (also with a session opened before the switch), only the enrolment under /user/two-factor.
 */
export const requireEnrolledAdmin = createMiddleware<AppEnv>(async (c, next) => {
  // Read with the session (lib/auth.ts): no query of its own on every admin call.
  if (currentUser(c).twoFactorSetupRequired) {
    throw forbidden("The store requires two-factor sign-in for admins. Set it up to use the admin panel.", "two_factor_setup_required");
  }
  await next();
});
