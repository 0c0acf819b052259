import { createApiClient, setApiErrorHandler } from "./api";
import { handleAuthError } from "./auth-errors";
import { getStoredToken } from "./session";
import { createTypedApi } from "./typed-api";

/** The API client for code running in the browser: same-origin fetch with the stored bearer token. */
export const browserApi = createApiClient((path, init) => fetch(path, init), getStoredToken);


// Installed when the browser client is first imported, before any clientLoader can call with it.
if (typeof window !== "undefined") setApiErrorHandler(handleAuthError);

/** The typed client (app/lib/typed-api.ts) for browser code: `call(client.user.cart.$get())`. */
export const client = createTypedApi((path, init) => fetch(path, init), getStoredToken);
export const anonymousClient = createTypedApi((path, init) => fetch(path, init));
