import { createRoute } from "@hono/zod-openapi";
import { publicSettings } from "../../../contract/settings.ts";
import { jsonEnvelope, okSerialized, serializeOk } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";

const publicSettingsRoute = createRoute({
  method: "get",
  operationId: "getSettings",
  path: "/settings",
  tags: ["Site"],
  summary: "Public site settings: name, contact, hours, marketing figures",
  responses: { 200: jsonEnvelope(publicSettings) },
});

// Kept serialized, as the catalog's answers are: every page's root loader asks for these (ADR 053).
export const settingsRoutes = createRouter().openapi(publicSettingsRoute, async (c) =>
  okSerialized(c, await c.var.deps.publicCache.wrap("settings", async () => serializeOk(await getSiteSettings(c.var.deps.db), "Settings"))),
);
