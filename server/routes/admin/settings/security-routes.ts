import { securitySettings } from "../../../../contract/two-factor.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { conflict } from "../../../lib/http-errors.ts";
import { createRouter } from "../../../lib/router.ts";
import { getSecuritySettings, getTwoFactorStatus, saveSecuritySettings } from "../../../modules/accounts/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { adminRoute, jsonBody } from "../route.ts";

const tags = ["Admin: settings"];

const getRoute = adminRoute({
  method: "get",
  operationId: "getSecuritySettings",
  path: "/admin/security",
  tags,
  summary: "Store-wide security switches (require two-factor sign-in for admins)",
  responses: { 200: jsonEnvelope(securitySettings) },
});

const putRoute = adminRoute({
  method: "put",
  operationId: "updateSecuritySettings",
  path: "/admin/security",
  tags,
  summary: "Change the store-wide security switches; requiring two-factor needs it on for the admin who asks",
  description: "Once required, every admin without two-factor sign-in is sent to enrolment at their next log-in and refused by the admin API (403 two_factor_setup_required) until enrolled.",
  request: { body: jsonBody(securitySettings) },
  responses: { 200: jsonEnvelope(securitySettings), ...errorResponses(409) },
});

export const adminSecurityRoutes = createRouter()
  .openapi(getRoute, async (c) => ok(c, await getSecuritySettings(c.var.deps.db), "Security settings"))
  .openapi(putRoute, async (c) => {
    const { db } = c.var.deps;
    const actor = currentUser(c);
    const next = c.req.valid("json");
    // Switching it on without it oneself would lock the switching admin out of the panel at once.
    if (next.requireAdminTwoFactor && !(await getTwoFactorStatus(db, actor.id)).enabled) {
      throw conflict("Turn on two-factor sign-in for your own account first, then require it for every admin.");
    }
    const saved = await db.transaction(async (tx) => {
      const before = await getSecuritySettings(tx);
      const value = await saveSecuritySettings(tx, next);
      await recordAudit(tx, { actorId: actor.id, action: "settings.updated", entity: "settings", entityId: "security", details: { changed: ["requireAdminTwoFactor"], changes: { requireAdminTwoFactor: { from: before.requireAdminTwoFactor, to: value.requireAdminTwoFactor } } } });
      return value;
    });
    return ok(c, saved, next.requireAdminTwoFactor ? "Two-factor sign-in is now required for every admin." : "Two-factor sign-in is no longer required.");
  });
