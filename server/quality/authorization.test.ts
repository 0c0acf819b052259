import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedCards } from "../../db/schema/index.ts";
import { saveSandboxCard } from "../lib/payments/sandbox-saved-cards.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { type RouteInfo, audienceOf, fillPath, listRoutes } from "./openapi-routes.ts";
import { ownerRentals } from "../test/fixtures/rentals.ts";
import { driverAndTruck } from "../test/fixtures/dispatch.ts";
import { depotByCode } from "../test/fixtures/stock.ts";

/**
 * The authorization matrix of every route in /v1/openapi.json, as anonymous, a customer, another
 * customer and an admin. Routes on one customer's objects are listed below; a new one that is not
 * listed fails the last test until someone decides how it is checked.
 */
let t: TestApp;
let routes: RouteInfo[];
let owner: Awaited<ReturnType<TestApp["createUser"]>>;
let other: Awaited<ReturnType<TestApp["createUser"]>>;
let admin: Awaited<ReturnType<TestApp["createUser"]>>;
let driverToken: string;
const ids: Record<string, string> = {};
const randomId = "00000000-0000-4000-8000-000000000000";

type AddressJson = Parameters<typeof t.api.user.addresses.$post>[0]["json"];
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
// No phone or additional info: the schema takes them absent (its inferred type wants both).
const address = { type: "shipping", street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA", isDefault: true } as AddressJson;
const card: Parameters<(typeof t.api.user)["payment-methods"]["$post"]>[0]["json"] = { cardholderName: "Owner Person", cardType: "visa", lastFourDigits: "4242", expiryMonth: 12, expiryYear: 2034, isDefault: true };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  routes = await listRoutes(t);
  [owner, other, admin] = [await t.createUser(), await t.createUser(), await t.createUser({ role: "admin" })];
  driverToken = (await driverAndTruck(t, admin.token, (await depotByCode(t.db, "miami-fl")).id)).token;
  ids.address = (await t.send(t.api.user.addresses.$post({ json: address }, t.as(owner.token)))).body.data.id;
  ids.card = (await t.send(t.api.user["payment-methods"].$post({ json: card }, t.as(owner.token)))).body.data.id;
  // A card the sandbox keeps for the owner, as a rental checkout leaves one (ADR 082).
  const keptId = await saveSandboxCard(t.db, `cus_${owner.user.id}`, "4242");
  ids.savedCard = (await t.db.insert(savedCards).values({ userId: owner.user.id, provider: "sandbox", customerId: `cus_${owner.user.id}`, paymentMethodId: keptId, brand: "visa", last4: "4242" }).returning())[0].id;
  const part = (await t.send(t.api.products.products.$get({ query: { category: "parts", limit: "1" } }))).body.data.products[0];
  await t.send(t.api.user.cart.$post({ json: { productId: part.id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } }, t.as(owner.token)));
  const session = (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(owner.token)))).body.data;
  Object.assign(ids, { invoice: session.invoiceId, order: session.orderId, session: session.sessionId, product: part.id });
  Object.assign(ids, await ownerRentals(t, owner, session.orderId));
  // Two offers to the owner (one to accept, one to decline): customer object routes too (issue 19).
  const expiresOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const key of ["offer", "offerToDecline"]) {
    const body: OfferJson = { email: owner.user.email, lines: [{ kind: "custom", description: "Vent kit fitted", quantity: 1, unitPrice: 120 }], expiresOn, paymentTerms: "full" };
    ids[key] = (await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin.token)))).body.data.id;
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: ids[key] } }, t.as(admin.token)));
  }
  // A refunded order of the owner's (a third offer, paid and partly refunded): its credit note is the owner's.
  const paidBody: OfferJson = { email: owner.user.email, lines: [{ kind: "custom", description: "Lock box fitted", quantity: 1, unitPrice: 90 }], expiresOn, paymentTerms: "full" };
  const paidOffer = (await t.send(t.api.admin.offers.$post({ json: paidBody }, t.as(admin.token)))).body.data.id;
  await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: paidOffer } }, t.as(admin.token)));
  const accepted = (await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: paidOffer }, json: {} }, t.as(owner.token)))).body.data;
  const card4242 = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Owner Person" };
  await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: accepted.url.split("/").at(-1) }, json: card4242 }));
  ids.creditNote = (await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: accepted.orderId }, json: { amount: 10, reason: "Scratch", restock: false } }, t.as(admin.token)))).body.data.creditNoteNumber;
});
afterAll(() => t.close());

/** Calls on one customer's objects: who may do what, with a body that is valid for the owner. */
type Options = ReturnType<TestApp["as"]>;
const objectCalls: { method: string; path: string; send: (options: Options) => Promise<Response> }[] = [
  { method: "PUT", path: "/user/addresses/{id}", send: (o) => t.api.user.addresses[":id"].$put({ param: { id: ids.address }, json: { ...address, city: "Doral" } }, o) },
  { method: "PATCH", path: "/user/addresses/{id}/default", send: (o) => t.api.user.addresses[":id"].default.$patch({ param: { id: ids.address } }, o) },
  { method: "PUT", path: "/user/payment-methods/{id}", send: (o) => t.api.user["payment-methods"][":id"].$put({ param: { id: ids.card }, json: { ...card, cardholderName: "Owner P." } }, o) },
  { method: "PATCH", path: "/user/payment-methods/{id}/default", send: (o) => t.api.user["payment-methods"][":id"].default.$patch({ param: { id: ids.card } }, o) },
  { method: "GET", path: "/user/invoices/{id}/pdf", send: (o) => t.api.user.invoices[":id"].pdf.$get({ param: { id: ids.invoice } }, o) },
  { method: "POST", path: "/user/invoices/{id}/pay", send: (o) => t.api.user.invoices[":id"].pay.$post({ param: { id: ids.invoice } }, o) },
  { method: "GET", path: "/user/credit-notes/{number}/pdf", send: (o) => t.api.user["credit-notes"][":number"].pdf.$get({ param: { number: ids.creditNote } }, o) },
  { method: "GET", path: "/user/offers/{id}", send: (o) => t.api.user.offers[":id"].$get({ param: { id: ids.offer } }, o) },
  { method: "GET", path: "/user/offers/{id}/pdf", send: (o) => t.api.user.offers[":id"].pdf.$get({ param: { id: ids.offer } }, o) },
  { method: "POST", path: "/user/offers/{id}/accept", send: (o) => t.api.user.offers[":id"].accept.$post({ param: { id: ids.offer }, json: {} }, o) },
  { method: "POST", path: "/user/offers/{id}/decline", send: (o) => t.api.user.offers[":id"].decline.$post({ param: { id: ids.offerToDecline }, json: { reason: "Bought elsewhere" } }, o) },
  { method: "POST", path: "/user/checkout/{provider}/confirm", send: (o) => t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: ids.session, payerID: "" } }, o) },
  { method: "POST", path: "/user/checkout/cancel", send: (o) => t.api.user.checkout.cancel.$post({ json: { invoiceId: ids.invoice } }, o) },
  { method: "POST", path: "/user/rentals/{id}/pickup", send: (o) => t.api.user.rentals[":id"].pickup.$post({ param: { id: ids.rental }, json: { date: "2031-01-06" } }, o) },
  { method: "GET", path: "/user/rentals/{id}/pickup-dates", send: (o) => t.api.user.rentals[":id"]["pickup-dates"].$get({ param: { id: ids.rental } }, o) },
  { method: "POST", path: "/user/rentals/{id}/buyout", send: (o) => t.api.user.rentals[":id"].buyout.$post({ param: { id: ids.rental } }, o) },
  { method: "POST", path: "/user/rentals/{id}/card", send: (o) => t.api.user.rentals[":id"].card.$post({ param: { id: ids.rental } }, o) },
  { method: "POST", path: "/user/rentals/{id}/pay", send: (o) => t.api.user.rentals[":id"].pay.$post({ param: { id: ids.overdueRental } }, o) },
  { method: "GET", path: "/user/rentals/{id}/agreement", send: (o) => t.api.user.rentals[":id"].agreement.$get({ param: { id: ids.rental } }, o) },
  { method: "PUT", path: "/user/cart/items/{id}/rental-options", send: (o) => t.api.user.cart.items[":id"]["rental-options"].$put({ param: { id: ids.rentalLine }, json: { damageWaiver: true } }, o) },
  { method: "DELETE", path: "/user/addresses/{id}", send: (o) => t.api.user.addresses[":id"].$delete({ param: { id: ids.address } }, o) },
  { method: "DELETE", path: "/user/payment-methods/{id}", send: (o) => t.api.user["payment-methods"][":id"].$delete({ param: { id: ids.card } }, o) },
  { method: "DELETE", path: "/user/saved-cards/{id}", send: (o) => t.api.user["saved-cards"][":id"].$delete({ param: { id: ids.savedCard } }, o) },
];

/** Object routes that only ever act on the caller's own cart, so there is nothing of another's to reach. */
// Two-factor enrolment confirms the caller's own pending secret: there is no one else's object to name.
const callerScoped = ["/user/cart/{productId}", "/user/checkout/{provider}/session", "/user/two-factor/enrolment/confirm"];

describe("authorization matrix", () => {
  it("anonymous callers get 401 on every /user and /admin route", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => audienceOf(x) !== "public")) {
      // Every route of the OpenAPI document, by its documented path and method: not the typed client's to name.
      const res = await t.call(r.method, "/v1" + fillPath(r.path, () => randomId), r.bodyProps ? { body: {} } : {});
      if (res.status !== 401 || res.body.code !== "unauthenticated") wrong.push(`${r.method} ${r.path} → ${res.status} ${res.body.code}`);
      // The document says so too: exactly the routes that refuse an anonymous caller declare bearer security.
      if (!r.secured) wrong.push(`${r.method} ${r.path} does not declare security`);
    }
    expect(wrong).toEqual([]);
  });

  it("customers get 403 on every /admin route; admins get through", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => audienceOf(x) === "admin")) {
      const path = "/v1" + fillPath(r.path, () => randomId);
      const init = r.bodyProps ? { body: {} } : {};
      // Every /admin route of the OpenAPI document (below too): not the typed client's to name.
      const asCustomer = await t.call(r.method, path, { ...init, token: owner.token });
      if (asCustomer.status !== 403 || asCustomer.body.code !== "forbidden") wrong.push(`customer ${r.method} ${r.path} → ${asCustomer.status} ${asCustomer.body.code}`);
      const asAdmin = await t.call(r.method, path, { ...init, token: admin.token }); // the same route of the document
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500) wrong.push(`admin ${r.method} ${r.path} → ${asAdmin.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("public routes need no token", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => audienceOf(x) === "public" && x.method === "GET" && !x.params.length)) {
      const res = await t.call("GET", "/v1" + r.path); // every public GET of the OpenAPI document: not the typed client's to name
      if ([401, 403].includes(res.status)) wrong.push(`${r.path} → ${res.status}`);
    }
    for (const r of routes.filter((x) => audienceOf(x) === "public")) {
      if (r.secured) wrong.push(`${r.method} ${r.path} declares security but is public`);
    }
    expect(wrong).toEqual([]);
  });

  it("another customer gets 404 on the owner's objects; the owner gets through", async () => {
    for (const call of objectCalls) {
      const asOther = await t.send(call.send(t.as(other.token)));
      expect(asOther.status, `other ${call.method} ${call.path}`).toBe(404);
      expect(asOther.body.code, `other ${call.method} ${call.path}`).toBe("not_found");
      const asOwner = await t.send(call.send(t.as(owner.token)));
      if (call.path === "/user/checkout/{provider}/confirm") {
        // Unpaid: the owner is told it is not paid (400), never 404.
        expect(asOwner.status, `owner ${call.method} ${call.path}`).toBe(400);
      } else {
        expect(asOwner.status, `owner ${call.method} ${call.path}: ${JSON.stringify(asOwner.body)}`).toBeLessThan(300);
      }
    }
  });

  it("an unknown id answers 404 not_found on every route with one", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.params.some((p) => !["provider", "status", "token"].includes(p)))) {
      const path = "/v1" + fillPath(r.path, (name) => (name === "provider" ? "sandbox" : name === "status" ? "paid" : randomId));
      const token = { public: undefined, user: owner.token, admin: admin.token, driver: driverToken }[audienceOf(r)];
      // Every route of the OpenAPI document with an id: not the typed client's to name.
      const res = await t.call(r.method, path, { token, ...(r.bodyProps ? { body: {} } : {}) });
      // A body the route needs may be refused first (400); then the id is never looked at.
      if (res.status === 400 && res.body.code === "validation_failed") continue;
      if (res.status !== 404 || res.body.code !== "not_found") wrong.push(`${r.method} ${r.path} → ${res.status} ${res.body.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every /user route with an object id is covered above", () => {
    const covered = new Set([...objectCalls.map((c) => `${c.method} ${c.path}`), ...callerScoped.flatMap((p) => ["POST", "PUT", "DELETE", "GET"].map((m) => `${m} ${p}`))]);
    const objectRoutes = routes.filter((r) => audienceOf(r) === "user" && (r.params.some((p) => p !== "provider") || /confirm|cancel/.test(r.path)));
    expect(objectRoutes.map((r) => `${r.method} ${r.path}`).filter((k) => !covered.has(k))).toEqual([]);
  });
});
