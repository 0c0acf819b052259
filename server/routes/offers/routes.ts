import { createRoute, z } from "@hono/zod-openapi";
import { offerAcceptInput, offerAcceptResult, offerDeclineInput, offerDto } from "../../../contract/offers.ts";
import { currentUser, requireUser, requireVerifiedEmail } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { acceptOffer } from "../../workflows/accept-offer.ts";
import { declineOffer, getMyOffer, getOfferPdf, listMyOffers, myOfferRow } from "../../modules/sales/index.ts";

const secured = { tags: ["Offers"], security: [{ bearer: [] }], middleware: [requireUser, requireVerifiedEmail] };
const params = z.object({ id: z.string().max(100) });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const listRoute = createRoute({ ...secured, method: "get", operationId: "listMyOffers", path: "/user/offers", summary: "The customer's offers (sent to their account or e-mail), newest first", responses: { 200: jsonEnvelope(z.array(offerDto)) } });
const getRoute = createRoute({ ...secured, method: "get", operationId: "getMyOffer", path: "/user/offers/{id}", summary: "One of the customer's offers (another customer's is 404)", request: { params }, responses: { 200: jsonEnvelope(offerDto) } });
const pdfRoute = createRoute({
  ...secured,
  method: "get",
  operationId: "getMyOfferPdf",
  path: "/user/offers/{id}/pdf",
  summary: "The offer as a PDF",
  request: { params },
  responses: { 200: { description: "The offer as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } } },
});
const acceptRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "acceptOffer",
  path: "/user/offers/{id}/accept",
  summary: "Accept: makes the order and invoice; `url` is the payment page (full or deposit), null on net-30 terms (then `poNumber` is required)",
  request: { params, body: json(offerAcceptInput) },
  responses: { 200: jsonEnvelope(offerAcceptResult), ...errorResponses(409, 502) },
});
const declineRoute = createRoute({
  ...secured,
  method: "post",
  operationId: "declineOffer",
  path: "/user/offers/{id}/decline",
  summary: "Decline with a reason (mailed to sales)",
  request: { params, body: json(offerDeclineInput) },
  responses: { 200: jsonEnvelope(offerDto), ...errorResponses(409) },
});

export const offerRoutes = createRouter()
  .openapi(listRoute, async (c) => ok(c, await listMyOffers(c.var.deps.db, currentUser(c).id), "Offers fetched successfully"))
  .openapi(getRoute, async (c) => ok(c, await getMyOffer(c.var.deps.db, currentUser(c).id, c.req.valid("param").id), "Offer fetched successfully"))
  .openapi(pdfRoute, async (c) => {
    const { pdf, fileName } = await getOfferPdf(c.var.deps, await myOfferRow(c.var.deps.db, currentUser(c).id, c.req.valid("param").id));
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "private, no-store" });
  })
  .openapi(acceptRoute, async (c) => {
    const data = await acceptOffer(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").poNumber ?? null);
    return ok(c, data, data.url ? "Offer accepted: continue to payment" : "Offer accepted: your order is confirmed");
  })
  .openapi(declineRoute, async (c) => ok(c, await declineOffer(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").reason), "Offer declined. Thank you for telling us why."));
