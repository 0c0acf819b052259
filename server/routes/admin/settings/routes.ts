import { siteSettings } from "../../../../contract/settings.ts";
import { currentUser } from "../../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { getSiteSettings, updateSettings } from "../../../modules/settings/index.ts";
import { adminRoute, jsonBody } from "../route.ts";

const tags = ["Admin: settings"];

const getRoute = adminRoute({
  method: "get",
  operationId: "getAdminSettings",
  path: "/admin/settings",
  tags,
  summary: "The site settings the storefront reads",
  responses: { 200: jsonEnvelope(siteSettings) },
});

const putRoute = adminRoute({
  method: "put",
  operationId: "updateSettings",
  path: "/admin/settings",
  tags,
  summary: "Replace the site settings (all fields)",
  request: { body: jsonBody(siteSettings) },
  responses: { 200: jsonEnvelope(siteSettings) },
});

export const adminSettingsRoutes = createRouter()
  .openapi(getRoute, async (c) => ok(c, await getSiteSettings(c.var.deps.db), "Settings fetched successfully"))
  .openapi(putRoute, async (c) => {
    const saved = await updateSettings(c.var.deps.db, currentUser(c).id, c.req.valid("json"));
    c.var.deps.publicCache.clear();
    return ok(c, saved, "Settings saved successfully.");
  });
