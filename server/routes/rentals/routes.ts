import { createRoute, z } from "@hono/zod-openapi";
import { cartRentals, rentalOptionsInput, paymentPageDto, pickupDatesDto, pickupInput, pickupQuoteDto, rentalBreakdownDto, rentalDto, rentalList, rentalPlanDto, rentalQuoteQuery } from "../../../contract/rentals.ts";
import { currentUser, readOptionalUser, requireUser } from "../../lib/auth.ts";
import { errorResponses, jsonEnvelope, ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/http-errors.ts";
import { createRouter } from "../../lib/router.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { jsonBody, pathId, uuidOr404 } from "../admin/route.ts";
import { agreementFileName, getRentalPlan, listPickupDates, listUserRentals, loadRental, openRentalPaymentPage, renderAgreementPdf, requestPickup } from "../../modules/billing/index.ts";
import { cartRentalSummary, productRentalQuote, setRentalOptions } from "../../modules/sales/index.ts";

const tags = ["Rentals"];
const idParam = z.object({ id: pathId });

const listRoute = createRoute({ security: [{ bearer: [] }], middleware: [requireUser] as const, method: "get", operationId: "listRentals", path: "/user/rentals", tags, summary: "The customer's rental agreements, newest first", responses: { 200: jsonEnvelope(rentalList) } });
const pickupRoute = createRoute({
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  method: "post",
  operationId: "requestRentalPickup",
  path: "/user/rentals/{id}/pickup",
  tags,
  summary: "Quote a pick-up on a date (final cycle and fee), and book it with confirm: true; refused before the minimum term ends",
  request: { params: idParam, body: jsonBody(pickupInput) },
  responses: { 200: jsonEnvelope(z.object({ quote: pickupQuoteDto, rental: rentalDto.nullable() })), ...errorResponses(409) },
});
const datesRoute = createRoute({
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  method: "get",
  operationId: "listRentalPickupDates",
  path: "/user/rentals/{id}/pickup-dates",
  tags,
  summary: "Days a pick-up can be booked: the depot's open days with a truck free, not before the minimum term ends",
  request: { params: idParam },
  responses: { 200: jsonEnvelope(pickupDatesDto), ...errorResponses(409) },
});
const page = <const O extends string, const P extends string>(operationId: O, path: P, summary: string) =>
  createRoute({ security: [{ bearer: [] }], middleware: [requireUser] as const, method: "post", operationId, path, tags, summary, request: { params: idParam }, responses: { 200: jsonEnvelope(paymentPageDto), ...errorResponses(409, 502) } });
const buyoutRoute = page("payRentalBuyout", "/user/rentals/{id}/buyout", "Payment page to buy the rented unit: purchase price minus the credited rent");
const payRoute = page("payRentalOverdue", "/user/rentals/{id}/pay", "Payment page for the oldest overdue cycle");
const cardRoute = page("updateRentalCard", "/user/rentals/{id}/card", "Hosted page that saves a new card for the monthly charges (no charge)");
const pdfRoute = createRoute({
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  method: "get",
  operationId: "getRentalAgreementPdf",
  path: "/user/rentals/{id}/agreement",
  tags,
  summary: "The rental agreement with its terms as a PDF",
  request: { params: idParam },
  responses: { 200: { description: "The agreement as a PDF", content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } } },
});
const planRoute = createRoute({
  method: "get",
  operationId: "getRentalPlan",
  path: "/products/{id}/rental-plan",
  tags,
  summary: "A rental product's plan (minimum term, deposit, waiver, pick-up fees, rent-to-own); null for products that are sold",
  request: { params: idParam },
  responses: { 200: jsonEnvelope(rentalPlanDto.nullable()) },
});

const quoteRoute = createRoute({
  // A signed-in customer's tax exemption applies (ADR 087); anonymous callers get the state's rate.
  middleware: [readOptionalUser] as const,
  method: "get",
  operationId: "getRentalQuote",
  path: "/products/{id}/rental-quote",
  tags,
  summary: "A rental's due today and then monthly for a size, condition, quantity, delivery method and ZIP (delivery and tax pending without a ZIP)",
  request: { params: idParam, query: rentalQuoteQuery },
  responses: { 200: jsonEnvelope(rentalBreakdownDto) },
});

const cartRoute = createRoute({ security: [{ bearer: [] }], middleware: [requireUser] as const, method: "get", operationId: "listCartRentals", path: "/user/cart/rentals", tags, summary: "The cart's rental lines with due today and monthly totals", responses: { 200: jsonEnvelope(cartRentals) } });
const optionsRoute = createRoute({
  security: [{ bearer: [] }],
  middleware: [requireUser] as const,
  method: "put",
  operationId: "setCartRentalOptions",
  path: "/user/cart/items/{id}/rental-options",
  tags,
  summary: "Add or drop the damage waiver on a rental cart line",
  request: { params: idParam, body: jsonBody(rentalOptionsInput) },
  responses: { 200: jsonEnvelope(cartRentals), ...errorResponses(409) },
});

export const rentalRoutes = createRouter()
  .openapi(quoteRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    return ok(c, await productRentalQuote(c.var.deps.db, id, c.req.valid("query"), c.var.deps.now(), c.var.user?.id ?? null), "Rental quote");
  })
  .openapi(cartRoute, async (c) => ok(c, await cartRentalSummary(c.var.deps, currentUser(c).id), "Cart rentals"))
  .openapi(optionsRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Rental line not found in your cart");
    return ok(c, await setRentalOptions(c.var.deps, currentUser(c).id, id, c.req.valid("json").damageWaiver), "Rental options saved.");
  })
  .openapi(listRoute, async (c) => ok(c, { data: await listUserRentals(c.var.deps, currentUser(c).id) }, "Rentals fetched successfully"))
  .openapi(datesRoute, async (c) => {
    const { earliest, dates } = await listPickupDates(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id, "Rental not found"));
    return ok(c, { earliestDate: earliest, dates }, "Pick-up dates");
  })
  .openapi(pickupRoute, async (c) => {
    const { date, confirm } = c.req.valid("json");
    const id = uuidOr404(c.req.valid("param").id, "Rental not found");
    const result = await requestPickup(c.var.deps, currentUser(c).id, id, date, confirm ?? false);
    return ok(c, result, result.rental ? "Pick-up booked." : "Pick-up quote");
  })
  .openapi(buyoutRoute, async (c) => ok(c, await openRentalPaymentPage(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id, "Rental not found"), "buyout"), "Payment page opened"))
  .openapi(payRoute, async (c) => ok(c, await openRentalPaymentPage(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id, "Rental not found"), "cycle"), "Payment page opened"))
  .openapi(cardRoute, async (c) => ok(c, await openRentalPaymentPage(c.var.deps, currentUser(c).id, uuidOr404(c.req.valid("param").id, "Rental not found"), "card"), "Card page opened"))
  .openapi(pdfRoute, async (c) => {
    const found = await loadRental(c.var.deps.db, uuidOr404(c.req.valid("param").id, "Rental not found"), currentUser(c).id);
    if (!found) throw notFound("Rental not found");
    const pdf = await renderAgreementPdf(found.dto, found.customer, await getSiteSettings(c.var.deps.db));
    return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${agreementFileName(found.dto.id)}"`, "Cache-Control": "private, no-store" });
  })
  .openapi(planRoute, async (c) => {
    const id = uuidOr404(c.req.valid("param").id, "Product not found");
    return ok(c, await getRentalPlan(c.var.deps.db, id), "Rental plan");
  });
