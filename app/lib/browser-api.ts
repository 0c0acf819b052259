import { createApiClient } from "./api";
import { getStoredToken } from "./session";

/** The API client for code running in the browser: same-origin fetch with the stored bearer token. */
export const browserApi = createApiClient((path, init) => fetch(path, init), getStoredToken);
