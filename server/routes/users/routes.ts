import { createRouter } from "../../lib/router.ts";
import { passwordRoutes } from "./password-routes.ts";
import { registerRoutes } from "./register-routes.ts";
import { sessionRoutes } from "./session-routes.ts";

/** /v1/user accounts: register, log in/out, me, password reset. */
export const userRoutes = createRouter().route("/", registerRoutes).route("/", sessionRoutes).route("/", passwordRoutes);
