import { z } from "@hono/zod-openapi";
import { quoteDto, quoteList, quoteListQuery, quoteUpdateInput } from "../../../contract/quotes.ts";
import { currentUser } from "../../lib/auth.ts";
import { jsonEnvelope, ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { listQuoteRequests, updateQuoteRequest } from "../../modules/leads/index.ts";

const listRoute = adminRoute({
  method: "get",
  operationId: "listQuoteRequests",
  path: "/admin/quotes",
  summary: "The quote inbox: search, filter by status, paged, newest first",
  request: { query: quoteListQuery },
  responses: { 200: jsonEnvelope(quoteList) },
});

const updateRoute = adminRoute({
  method: "patch",
  operationId: "updateQuoteRequest",
  path: "/admin/quotes/{id}",
  summary: "Change a quote request's status and/or notes (audited)",
  request: { params: z.object({ id: pathId }), body: jsonBody(quoteUpdateInput) },
  responses: { 200: jsonEnvelope(quoteDto) },
});

export const adminQuoteRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listQuoteRequests(c.var.deps.db, c.req.valid("query")), "Quote requests"))
  .openapi(updateRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Quote request not found");
    const quote = await updateQuoteRequest(c.var.deps.db, currentUser(c).id, id, c.req.valid("json"));
    if (!quote) throw notFound("Quote request not found");
    return ok(c, quote, "Quote request updated");
  });
