import { browserDataHook } from "../../lib/use-browser-data";

/** Loads one GET of the customer dashboard in the browser (see `browserDataHook`). */
export const useApiData = browserDataHook({
  logLabel: "[dashboard]",
  errorText: (err) => (err as Error).message || "Something went wrong",
});
