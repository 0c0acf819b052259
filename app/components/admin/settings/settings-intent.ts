import type { SiteSettings } from "../../../../contract/settings";
import type { AccountIntent } from "../account/account-data";

/** The writes the settings route's action answers: the admin's own cards and the store form (apart, so the form need not import the route). */
export type SettingsIntent = AccountIntent | { intent: "store"; settings: SiteSettings };
