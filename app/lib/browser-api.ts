import { createApiClient, setApiErrorHandler } from "./api";
import { handleAuthError } from "./auth-errors";
import { getStoredToken } from "./session";

/** The API client for code running in the browser: same-origin fetch with the stored bearer token. */
export const browserApi = createApiClient((path, init) => fetch(path, init), getStoredToken);

/** For log-in, registration and reset: no bearer token, so a stale stored one can neither leak nor trigger a logout. */
export const anonymousApi = createApiClient((path, init) => fetch(path, init));

// Installed when the browser client is first imported, before any clientLoader can call with it.
if (typeof window !== "undefined") setApiErrorHandler(handleAuthError);
