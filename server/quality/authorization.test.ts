import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";
import { type RouteInfo, audienceOf, fillPath, listRoutes } from "./openapi-routes.ts";
import { ownerRentals } from "../test/fixtures/rentals.ts";

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
const ids: Record<string, string> = {};
const randomId = "00000000-0000-4000-8000-000000000000";

const address = { type: "shipping", street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA", isDefault: true };
const card = { cardholderName: "Owner Person", cardType: "visa", lastFourDigits: "4242", expiryMonth: 12, expiryYear: 2034, isDefault: true };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  routes = await listRoutes(t);
  [owner, other, admin] = [await t.createUser(), await t.createUser(), await t.createUser({ role: "admin" })];
  ids.address = (await t.call("POST", "/v1/user/addresses", { token: owner.token, body: address })).body.data.id;
  ids.card = (await t.call("POST", "/v1/user/payment-methods", { token: owner.token, body: card })).body.data.id;
  const part = (await t.call("GET", "/v1/products/products?category=parts&limit=1")).body.data.products[0];
  await t.call("POST", "/v1/user/cart", { token: owner.token, body: { productId: part.id, quantity: 1, selectedDelivery: { method: "tilt-bed" } } });
  const session = (await t.call("POST", "/v1/user/checkout/sandbox/session", { token: owner.token, body: {} })).body.data;
  Object.assign(ids, { invoice: session.invoiceId, order: session.orderId, session: session.sessionId, product: part.id });
  Object.assign(ids, await ownerRentals(t, owner, session.orderId));
  // Two offers to the owner (one to accept, one to decline): customer object routes too (issue 19).
  const expiresOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const key of ["offer", "offerToDecline"]) {
    const body = { email: owner.user.email, lines: [{ kind: "custom", description: "Vent kit fitted", quantity: 1, unitPrice: 120 }], expiresOn, paymentTerms: "full" };
    ids[key] = (await t.call("POST", "/v1/admin/offers", { token: admin.token, body })).body.data.id;
    await t.call("POST", `/v1/admin/offers/${ids[key]}/send`, { token: admin.token });
  }
  // A refunded order of the owner's (a third offer, paid and partly refunded): its credit note is the owner's.
  const paidBody = { email: owner.user.email, lines: [{ kind: "custom", description: "Lock box fitted", quantity: 1, unitPrice: 90 }], expiresOn, paymentTerms: "full" };
  const paidOffer = (await t.call("POST", "/v1/admin/offers", { token: admin.token, body: paidBody })).body.data.id;
  await t.call("POST", `/v1/admin/offers/${paidOffer}/send`, { token: admin.token });
  const accepted = (await t.call("POST", `/v1/user/offers/${paidOffer}/accept`, { token: owner.token, body: {} })).body.data;
  const card4242 = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Owner Person" };
  await t.call("POST", `/v1/payments/sandbox/sessions/${accepted.url.split("/").at(-1)}/pay`, { body: card4242 });
  ids.creditNote = (await t.call("POST", `/v1/admin/orders/${accepted.orderId}/refund`, { token: admin.token, body: { amount: 10, reason: "Scratch", restock: false } })).body.data.creditNoteNumber;
});
afterAll(() => t.close());

/** Calls on one customer's objects: who may do what, with a body that is valid for the owner. */
const objectCalls: { method: string; path: string; url: () => string; body?: () => unknown }[] = [
  { method: "PUT", path: "/user/addresses/{id}", url: () => `/v1/user/addresses/${ids.address}`, body: () => ({ ...address, city: "Doral" }) },
  { method: "PATCH", path: "/user/addresses/{id}/default", url: () => `/v1/user/addresses/${ids.address}/default` },
  { method: "PUT", path: "/user/payment-methods/{id}", url: () => `/v1/user/payment-methods/${ids.card}`, body: () => ({ ...card, cardholderName: "Owner P." }) },
  { method: "PATCH", path: "/user/payment-methods/{id}/default", url: () => `/v1/user/payment-methods/${ids.card}/default` },
  { method: "GET", path: "/user/invoices/{id}/pdf", url: () => `/v1/user/invoices/${ids.invoice}/pdf` },
  { method: "POST", path: "/user/invoices/{id}/pay", url: () => `/v1/user/invoices/${ids.invoice}/pay` },
  { method: "GET", path: "/user/credit-notes/{number}/pdf", url: () => `/v1/user/credit-notes/${ids.creditNote}/pdf` },
  { method: "GET", path: "/user/offers/{id}", url: () => `/v1/user/offers/${ids.offer}` },
  { method: "GET", path: "/user/offers/{id}/pdf", url: () => `/v1/user/offers/${ids.offer}/pdf` },
  { method: "POST", path: "/user/offers/{id}/accept", url: () => `/v1/user/offers/${ids.offer}/accept`, body: () => ({}) },
  { method: "POST", path: "/user/offers/{id}/decline", url: () => `/v1/user/offers/${ids.offerToDecline}/decline`, body: () => ({ reason: "Bought elsewhere" }) },
  { method: "POST", path: "/user/checkout/{provider}/confirm", url: () => "/v1/user/checkout/sandbox/confirm", body: () => ({ sessionId: ids.session, payerID: "" }) },
  { method: "POST", path: "/user/checkout/cancel", url: () => "/v1/user/checkout/cancel", body: () => ({ invoiceId: ids.invoice }) },
  { method: "POST", path: "/user/rentals/{id}/pickup", url: () => `/v1/user/rentals/${ids.rental}/pickup`, body: () => ({ date: "2031-01-06" }) },
  { method: "GET", path: "/user/rentals/{id}/pickup-dates", url: () => `/v1/user/rentals/${ids.rental}/pickup-dates` },
  { method: "POST", path: "/user/rentals/{id}/buyout", url: () => `/v1/user/rentals/${ids.rental}/buyout` },
  { method: "POST", path: "/user/rentals/{id}/card", url: () => `/v1/user/rentals/${ids.rental}/card` },
  { method: "POST", path: "/user/rentals/{id}/pay", url: () => `/v1/user/rentals/${ids.overdueRental}/pay` },
  { method: "GET", path: "/user/rentals/{id}/agreement", url: () => `/v1/user/rentals/${ids.rental}/agreement` },
  { method: "PUT", path: "/user/cart/items/{id}/rental-options", url: () => `/v1/user/cart/items/${ids.rentalLine}/rental-options`, body: () => ({ damageWaiver: true }) },
  { method: "DELETE", path: "/user/addresses/{id}", url: () => `/v1/user/addresses/${ids.address}` },
  { method: "DELETE", path: "/user/payment-methods/{id}", url: () => `/v1/user/payment-methods/${ids.card}` },
];

/** Object routes that only ever act on the caller's own cart, so there is nothing of another's to reach. */
// Two-factor enrolment confirms the caller's own pending secret: there is no one else's object to name.
const callerScoped = ["/user/cart/{productId}", "/user/checkout/{provider}/session", "/user/two-factor/enrolment/confirm"];

describe("authorization matrix", () => {
  it("anonymous callers get 401 on every /user and /admin route", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => audienceOf(x) !== "public")) {
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
      const asCustomer = await t.call(r.method, path, { ...init, token: owner.token });
      if (asCustomer.status !== 403 || asCustomer.body.code !== "forbidden") wrong.push(`customer ${r.method} ${r.path} → ${asCustomer.status} ${asCustomer.body.code}`);
      const asAdmin = await t.call(r.method, path, { ...init, token: admin.token });
      if ([401, 403].includes(asAdmin.status) || asAdmin.status >= 500) wrong.push(`admin ${r.method} ${r.path} → ${asAdmin.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("public routes need no token", async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => audienceOf(x) === "public" && x.method === "GET" && !x.params.length)) {
      const res = await t.call("GET", "/v1" + r.path);
      if ([401, 403].includes(res.status)) wrong.push(`${r.path} → ${res.status}`);
    }
    for (const r of routes.filter((x) => audienceOf(x) === "public")) {
      if (r.secured) wrong.push(`${r.method} ${r.path} declares security but is public`);
    }
    expect(wrong).toEqual([]);
  });

  it("another customer gets 404 on the owner's objects; the owner gets through", async () => {
    for (const call of objectCalls) {
      const init = call.body ? { body: call.body() } : {};
      const asOther = await t.call(call.method, call.url(), { ...init, token: other.token });
      expect(asOther.status, `other ${call.method} ${call.path}`).toBe(404);
      expect(asOther.body.code, `other ${call.method} ${call.path}`).toBe("not_found");
      const asOwner = await t.call(call.method, call.url(), { ...init, token: owner.token });
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
      const token = { public: undefined, user: owner.token, admin: admin.token }[audienceOf(r)];
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
