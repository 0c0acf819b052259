import { setApiErrorHandler } from "./api";
import { handleAuthError } from "./auth-errors";
import { getStoredToken } from "./session";
import { createTypedApi } from "./typed-api";

// Installed when the browser client is first imported, before any clientLoader can call with it.
if (typeof window !== "undefined") setApiErrorHandler(handleAuthError);

/** The typed client (app/lib/typed-api.ts) for browser code, same-origin with the stored bearer token: `call(client.user.cart.$get())`. */
export const client = createTypedApi((path, init) => fetch(path, init), getStoredToken);
export const anonymousClient = createTypedApi((path, init) => fetch(path, init));
