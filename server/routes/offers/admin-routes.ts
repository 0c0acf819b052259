import { z } from "@hono/zod-openapi";
import { offerDto, offerInput, offerListQuery, offerPriceDto, offerReissueInput, savedOfferDto } from "../../../contract/offers.ts";
import { currentUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { createRouter } from "../../lib/router.ts";
import { adminRoute, jsonBody, pathId } from "../admin/route.ts";
import { createOffer, listOffers, previewOffer, sendOffer } from "../../modules/sales/index.ts";

const tags = ["Admin: offers"];
const params = z.object({ id: pathId });

const createRouteDef = adminRoute({
  method: "post",
  operationId: "createOffer",
  path: "/admin/offers",
  tags,
  summary: "Save a draft offer for a quote request or a customer; the server prices every line",
  description: "`warnings` (net-30 terms): the customer's open net-30 credit would pass their limit (`credit_limit_exceeded`) or they have no terms (`terms_not_approved`); the draft is saved all the same, acceptance is refused.",
  request: { body: jsonBody(offerInput) },
  responses: { 200: jsonEnvelope(savedOfferDto) },
});

const priceRoute = adminRoute({
  method: "post",
  operationId: "priceOffer",
  path: "/admin/offers/price",
  tags,
  summary: "Price an offer without saving it (delivery from the rates for the ship-to ZIP, tax, total, and the net-30 credit warnings)",
  request: { body: jsonBody(offerInput) },
  responses: { 200: jsonEnvelope(offerPriceDto), ...errorResponses(422) },
});

const listRoute = adminRoute({
  method: "get",
  operationId: "listOffers",
  path: "/admin/offers",
  tags,
  summary: "Offers, newest first (at most 500), optionally of one status; a net-30 draft carries its credit warnings",
  request: { query: offerListQuery },
  responses: { 200: jsonEnvelope(z.array(savedOfferDto)) },
});

const sendRoute = adminRoute({
  method: "post",
  operationId: "sendOffer",
  path: "/admin/offers/{id}/send",
  tags,
  summary: "Mail the customer the offer's link and PDF; it becomes sent",
  request: { params },
  responses: { 200: jsonEnvelope(offerDto), ...errorResponses(409) },
});

const reissueRoute = adminRoute({
  method: "post",
  operationId: "sendReissuedOffer",
  path: "/admin/offers/{id}/reissue",
  tags,
  summary: "Give an expired (or open) offer a new expiry date and send it again",
  request: { params, body: jsonBody(offerReissueInput) },
  responses: { 200: jsonEnvelope(offerDto), ...errorResponses(409) },
});

export const adminOfferRoutes = createRouter()
  .openapi(createRouteDef, async (c) => ok(c, await createOffer(c.var.deps, currentUser(c).id, c.req.valid("json")), "Offer saved as a draft."))
  .openapi(priceRoute, async (c) => ok(c, await previewOffer(c.var.deps, c.req.valid("json")), "Offer priced"))
  .openapi(listRoute, async (c) => ok(c, await listOffers(c.var.deps.db, c.req.valid("query").status), "Offers fetched successfully"))
  .openapi(sendRoute, async (c) => {
    const offer = await sendOffer(c.var.deps, currentUser(c).id, c.req.valid("param").id);
    return ok(c, offer, `Offer ${offer.number} sent to ${offer.email}.`);
  })
  .openapi(reissueRoute, async (c) => {
    const offer = await sendOffer(c.var.deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").expiresOn);
    return ok(c, offer, `Offer ${offer.number} re-issued until ${offer.expiresOn} and sent to ${offer.email}.`);
  });
