import { z } from "@hono/zod-openapi";
import { EMAIL_LIST_FILTERS, abandonedCheckoutDto, adminPreferencesDto, adminPreferencesInput, jobRunDto, jobStatsDto, outboxEmailDto } from "../../../../contract/operations.ts";
import { currentUser } from "../../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../../lib/envelope.ts";
import { createRouter } from "../../../lib/router.ts";
import { jobStats } from "../../../jobs.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../route.ts";
import { runJobNow } from "./run-job.ts";
import { getPreferences, listAbandonedCheckouts, listOutbox, retryOutboxEmail, setPreferences } from "../../../modules/reporting/index.ts";

const tags = ["Admin: operations"];

const emailsRoute = adminRoute({
  operationId: "listOutboxEmails",
  method: "get",
  path: "/admin/emails",
  tags,
  summary: "The mail outbox: by default failed and dead mails (newest first, at most 200)",
  request: { query: z.object({ status: z.enum(EMAIL_LIST_FILTERS).default("problems") }) },
  responses: { 200: jsonEnvelope(z.array(outboxEmailDto)), ...errorResponses(400) },
});

const retryRoute = adminRoute({
  operationId: "retryOutboxEmail",
  method: "post",
  path: "/admin/emails/{id}/retry",
  tags,
  summary: "Queue a failed or dead mail again",
  request: { params: z.object({ id: pathId }) },
  responses: { 200: jsonEnvelope(z.null()), ...errorResponses(400, 404) },
});

const abandonedRoute = adminRoute({
  operationId: "listAbandonedCheckouts",
  method: "get",
  path: "/admin/abandoned-checkouts",
  tags,
  summary: "Checkouts opened and never paid, with their lines and customer (newest first, at most 200)",
  responses: { 200: jsonEnvelope(z.array(abandonedCheckoutDto)) },
});

const statsRoute = adminRoute({
  operationId: "getJobStats",
  method: "get",
  path: "/admin/jobs/stats",
  tags,
  summary: "Job queue depth, failures, dead letters and outbox backlog",
  responses: { 200: jsonEnvelope(jobStatsDto) },
});

const runJobRoute = adminRoute({
  operationId: "runJob",
  method: "post",
  path: "/admin/jobs/{name}/run",
  tags,
  summary: "Queue one run of a scheduled job now (its name as in /admin/jobs/stats with a cron); 404 not_found for any other name",
  request: { params: z.object({ name: z.string().max(100).openapi({ example: "balance-reminder" }) }) },
  responses: { 200: jsonEnvelope(jobRunDto) },
});

const getPrefsRoute = adminRoute({
  operationId: "getAdminPreferences",
  method: "get",
  path: "/admin/preferences",
  tags,
  summary: "The signed-in admin's own preferences: weekly report mail and admin panel theme",
  responses: { 200: jsonEnvelope(adminPreferencesDto) },
});

const putPrefsRoute = adminRoute({
  operationId: "updateAdminPreferences",
  method: "put",
  path: "/admin/preferences",
  tags,
  summary: "Change the signed-in admin's weekly report mail or panel theme (only the fields sent)",
  request: { body: jsonBody(adminPreferencesInput) },
  responses: { 200: jsonEnvelope(adminPreferencesDto), ...errorResponses(400) },
});

export const adminOperationsRoutes = createRouter()
  .openapi(emailsRoute, async (c) => ok(c, await listOutbox(c.var.deps.db, c.req.valid("query").status), "E-mails fetched successfully"))
  .openapi(retryRoute, async (c) => {
    await retryOutboxEmail(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id, "E-mail not found"));
    return ok(c, null, "E-mail queued again");
  })
  .openapi(abandonedRoute, async (c) => ok(c, await listAbandonedCheckouts(c.var.deps.db, c.var.deps.now()), "Abandoned checkouts fetched successfully"))
  .openapi(statsRoute, async (c) => ok(c, await jobStats(c.var.deps), "Job statistics"))
  .openapi(runJobRoute, async (c) => {
    const run = await runJobNow(c.var.deps, currentUser(c).id, c.req.valid("param").name);
    return ok(c, run, run.jobId ? `Job ${run.name} queued; it runs within seconds` : `A run of ${run.name} is already waiting`);
  })
  .openapi(getPrefsRoute, async (c) => ok(c, await getPreferences(c.var.deps.db, currentUser(c).id), "Preferences"))
  .openapi(putPrefsRoute, async (c) => ok(c, await setPreferences(c.var.deps.db, currentUser(c).id, c.req.valid("json")), "Preferences saved"));
