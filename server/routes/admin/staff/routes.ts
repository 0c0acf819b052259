import { z } from "@hono/zod-openapi";
import { roleInput } from "../../../../contract/admin.ts";
import { staffInvite, staffMemberDto } from "../../../../contract/staff.ts";
import { userDto } from "../../../../contract/users.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../route.ts";
import { addStaffMember, listStaff, setUserRole } from "../../../modules/accounts/index.ts";

const tags = ["Admin: staff"];

const listRoute = adminRoute({
  method: "get",
  operationId: "listStaff",
  path: "/admin/staff",
  tags,
  summary: "Everyone with a staff role (owner, sales, dispatch, accounts, driver), owners first",
  responses: { 200: jsonEnvelope(z.array(staffMemberDto)) },
});

const addRoute = adminRoute({
  method: "post",
  operationId: "addStaffMember",
  path: "/admin/staff",
  tags,
  summary: "Give a role to a customer account by its e-mail, or invite a new address to choose a password",
  request: { body: jsonBody(staffInvite) },
  responses: { 201: jsonEnvelope(z.object({ member: staffMemberDto, invited: z.boolean() })), ...errorResponses(400, 409) },
});

const roleRoute = adminRoute({
  method: "put",
  operationId: "setStaffRole",
  path: "/admin/staff/{id}/role",
  tags,
  summary: "Change a staff member's role (\"user\" takes staff rights away); an owner's role is changed by nobody else",
  request: { params: z.object({ id: pathId }), body: jsonBody(roleInput) },
  responses: { 200: jsonEnvelope(userDto), ...errorResponses(400, 403, 404) },
});

export const adminStaffRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listStaff(c.var.deps.db), "Staff fetched successfully"))
  .openapi(addRoute, async (c) => {
    const added = await addStaffMember(c.var.deps, currentUser(c), c.req.valid("json"));
    return ok(c, added, added.invited ? "Invitation sent." : "Role given.", 201);
  })
  .openapi(roleRoute, async (c) => ok(c, await setUserRole(c.var.deps, currentUser(c), c.req.valid("param").id, c.req.valid("json").role), "Role updated successfully."));
