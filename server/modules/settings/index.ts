/**
 * The settings module. The shop's own settings (name, contacts, tax rates, mail switches): read by nearly every module, so it comes first.
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { updateSettings } from "./admin-settings.ts";
export { getSiteSettings } from "./site-settings.ts";
