import { browserDataHook } from "../../../lib/use-browser-data";
import { errorText } from "./errors";

export type { LoadState } from "../../../lib/use-browser-data";

/** Loads one admin GET in the browser, worded like the admin's other red banners (see `browserDataHook`). */
export const useAdminData = browserDataHook({ logLabel: "[admin]", errorText });
