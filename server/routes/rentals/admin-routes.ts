import { z } from "@hono/zod-openapi";
import { adminRentalPlan, closeRentalInput, closeRentalResult, adminRentalList, extendInput, rentalPlanDto, rentalPlanInput, rentalStatus } from "../../../contract/rentals.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { closeRental, deleteRentalPlan, extendRental, listAdminRentals, listRentalPlans, retryRentalCharge, saveRentalPlan } from "../../modules/billing/index.ts";

const tags = ["Admin: rentals"];
const idParam = z.object({ id: pathId });

const listRoute = adminRoute({
  operationId: "listAdminRentals",
  method: "get",
  path: "/admin/rentals",
  tags,
  summary: "Rental agreements, overdue first, and the booked pick-ups by date and depot",
  request: { query: z.object({ status: rentalStatus.optional() }) },
  responses: { 200: jsonEnvelope(adminRentalList) },
});
const retryRoute = adminRoute({ operationId: "retryRentalCharge", method: "post", path: "/admin/rentals/{id}/retry", tags, summary: "Charge the saved card again for the oldest overdue cycle", request: { params: idParam }, responses: { 200: jsonEnvelope(z.object({ result: z.enum(["paid", "declined", "skipped"]) })), ...errorResponses(409) } });
const endRouteDef = adminRoute({
  operationId: "endRental",
  method: "post",
  path: "/admin/rentals/{id}/end",
  tags,
  summary: "End an agreement (no further billing); with collected the unit goes back to stock; the deposit is refunded less a deduction, once",
  request: { params: idParam, body: jsonBody(closeRentalInput) },
  responses: { 200: jsonEnvelope(closeRentalResult), ...errorResponses(409, 502) },
});
const extendRouteDef = adminRoute({ operationId: "extendRental", method: "post", path: "/admin/rentals/{id}/extend", tags, summary: "Extend the minimum term by whole months", request: { params: idParam, body: jsonBody(extendInput) }, responses: { 200: jsonEnvelope(z.object({ id: z.string() })), ...errorResponses(409) } });
const planRoute = adminRoute({ operationId: "setRentalPlan", method: "put", path: "/admin/products/{id}/rental-plan", tags, summary: "Set a product's rental plan (the monthly rate per variant is the variant's price)", request: { params: idParam, body: jsonBody(rentalPlanInput) }, responses: { 200: jsonEnvelope(rentalPlanDto) } });
const deletePlanRoute = adminRoute({ operationId: "removeRentalPlan", method: "delete", path: "/admin/products/{id}/rental-plan", tags, summary: "Sell the product instead of renting it", request: { params: idParam }, responses: { 200: jsonEnvelope(z.object({ id: z.string() })) } });

const plansRoute = adminRoute({ operationId: "listRentalPlans", method: "get", path: "/admin/rental-plans", tags, summary: "Every rental plan with its product", responses: { 200: jsonEnvelope(z.array(adminRentalPlan)) } });

export const adminRentalRoutes = createRouter()
  .openapi(plansRoute, async (c) => ok(c, await listRentalPlans(c.var.deps.db), "Rental plans"))
  .openapi(listRoute, async (c) => ok(c, await listAdminRentals(c.var.deps, c.req.valid("query").status), "Rentals fetched successfully"))
  .openapi(retryRoute, async (c) => ok(c, { result: await retryRentalCharge(c.var.deps, uuidOr404(c.req.valid("param").id, "Rental not found")) }, "Charge retried"))
  .openapi(endRouteDef, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Rental not found");
    const result = await closeRental(c.var.deps, currentUser(c).id, id, c.req.valid("json"));
    return ok(c, result, result.ended ? "Rental ended." : "Rental closed.");
  })
  .openapi(extendRouteDef, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Rental not found");
    await extendRental(c.var.deps, id, c.req.valid("json").months);
    return ok(c, { id }, "Rental extended.");
  })
  .openapi(planRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    const plan = await saveRentalPlan(c.var.deps.db, id, c.req.valid("json"), c.var.deps.now());
    c.var.deps.publicCache.clear();
    return ok(c, plan, "Rental plan saved.");
  })
  .openapi(deletePlanRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    await deleteRentalPlan(c.var.deps.db, id);
    c.var.deps.publicCache.clear();
    return ok(c, { id }, "Rental plan removed.");
  });
