import { createRoute, z } from "@hono/zod-openapi";
import { builderCatalogDto, designDto, designPriceDto, designSummaryDto, priceRequest, saveDesignInput } from "../../../contract/builder.ts";
import { currentUser, readOptionalUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminBuilderRoutes } from "./admin-routes.ts";
import { builderCatalog, getDesign, listDesigns, priceDesignNow, saveDesign, toPriceDto } from "../../modules/builder/index.ts";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const tags = ["Builder"];
const secured = { tags, security: [{ bearer: [] }], middleware: [requireUser] };

const optionsRoute = createRoute({
  method: "get",
  operationId: "listBuilderOptions",
  path: "/builder/options",
  tags,
  summary: "The container builder's options, base boxes with prices, paint palette and rule figures",
  responses: { 200: jsonEnvelope(builderCatalogDto) },
});

const priceRoute = createRoute({
  method: "post",
  operationId: "priceBuilderDesign",
  path: "/builder/price",
  tags,
  summary: "Price a design and check its rules",
  description: "Prices come from the catalog only (any price in the payload is ignored). A design that breaks a rule answers 200 with `problems`.",
  request: { body: json(priceRequest) },
  responses: { 200: jsonEnvelope(designPriceDto) },
});

const saveRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "saveDesign",
  path: "/user/designs",
  summary: "Save a design (with `id`: over one of yours), optionally with a rendered picture for its share link",
  description: "The picture replaces the design's previous one. At most 2048 × 2048 pixels and 1.5 MB (413 payload_too_large); 30 saves per account in 10 minutes (429).",
  request: { body: json(saveDesignInput) },
  responses: { 200: jsonEnvelope(designDto), ...errorResponses(415, 429) },
});

const listRoute = createRoute({
  ...secured,
  method: "get",
  operationId: "listDesigns",
  path: "/user/designs",
  summary: "The customer's saved designs, newest first, priced now",
  responses: { 200: jsonEnvelope(z.array(designSummaryDto)) },
});

const readRoute = createRoute({
  method: "get",
  operationId: "getDesign",
  path: "/designs/{id}",
  tags,
  middleware: [readOptionalUser] as const,
  summary: "A saved design, read-only (the share link), priced now",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonEnvelope(designDto) },
});

export const builderRoutes = createRouter()
  .openapi(optionsRoute, async (c) => ok(c, await builderCatalog(c.var.deps.db), "Builder options"))
  .openapi(priceRoute, async (c) => ok(c, toPriceDto(await priceDesignNow(c.var.deps.db, c.req.valid("json").design)), "Design priced"))
  .openapi(saveRoute, async (c) => ok(c, await saveDesign(c.var.deps, currentUser(c).id, c.req.valid("json")), "Design saved"))
  .openapi(listRoute, async (c) => ok(c, await listDesigns(c.var.deps.db, currentUser(c).id), "Designs fetched"))
  .openapi(readRoute, async (c) => ok(c, await getDesign(c.var.deps.db, c.req.valid("param").id, c.var.user?.id ?? null), "Design fetched"))
  .route("/", adminBuilderRoutes);
