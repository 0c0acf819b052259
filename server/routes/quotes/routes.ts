import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { quoteCreated, quoteRequestInput } from "../../../contract/quotes.ts";
import { readOptionalUser } from "../../lib/auth.ts";
import { clientAddress } from "../../lib/client-address.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { tooManyRequests } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { adminQuoteRoutes } from "./admin-routes.ts";
import { createQuoteRequest } from "../../modules/leads/index.ts";

/** Valid requests per client address and window: plenty for a person, a wall for a script. */
export const QUOTE_LIMIT = 5;
export const QUOTE_WINDOW_MS = 15 * 60 * 1000;
const THANKS = "Thank you! Your quote request was sent. Our sales team will contact you within one business day.";

const createQuoteRoute = createRoute({
  method: "post",
  operationId: "createQuoteRequest",
  path: "/quotes",
  tags: ["Leads"],
  middleware: [readOptionalUser] as const,
  summary: "Request a quote: stored, e-mailed to sales, acknowledged to the customer",
  description:
    "Needs a name, an e-mail or a phone, and a 5-digit ZIP. Throttled per client address. `website` is a honeypot: leave it empty. Signed in (optional bearer) with a confirmed e-mail equal to `email`, the acknowledgement names the design by its own name.",
  request: { body: { required: true, content: { "application/json": { schema: quoteRequestInput } } } },
  responses: { 201: jsonEnvelope(quoteCreated, "Quote request received"), ...errorResponses(429) },
});

const publicQuoteRoutes = createRouter().openapi(createQuoteRoute, async (c) => {
  const input = c.req.valid("json");
  const { rateLimiter } = c.var.deps;
  const hit = await rateLimiter.hit(`quote:${clientAddress(c)}`, QUOTE_LIMIT, QUOTE_WINDOW_MS);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  // A bot that filled the hidden field gets the usual answer, so it has nothing to learn from; nothing is kept.
  if (input.website?.trim()) return ok(c, { id: randomUUID() }, THANKS, 201);
  return ok(c, await createQuoteRequest(c.var.deps, input, c.var.user ?? null), THANKS, 201);
});

/** The public form endpoint and the admin inbox. */
export const quoteRoutes = createRouter().route("/", publicQuoteRoutes).route("/", adminQuoteRoutes);
