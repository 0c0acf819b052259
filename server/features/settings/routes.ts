import { createRoute } from "@hono/zod-openapi";
import { publicSettings } from "../../../contract/settings.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { getSiteSettings } from "./service.ts";

const publicSettingsRoute = createRoute({
  method: "get",
  operationId: "getSettings",
  path: "/settings",
  tags: ["Site"],
  summary: "Public site settings: name, contact, hours, marketing figures",
  responses: { 200: jsonEnvelope(publicSettings) },
});

export const settingsRoutes = createRouter().openapi(publicSettingsRoute, async (c) =>
  ok(c, await c.var.deps.publicCache.wrap("settings", () => getSiteSettings(c.var.deps.db)), "Settings"),
);
