import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
let alice: { token: string; user: { id: string } };
let bob: { token: string; user: { id: string } };

const nextYear = new Date().getUTCFullYear() + 1;
type CardJson = Parameters<(typeof t.api.user)["payment-methods"]["$post"]>[0]["json"];
type CardUpdateJson = Parameters<(typeof t.api.user)["payment-methods"][":id"]["$put"]>[0]["json"];

const card: CardJson = { cardholderName: "Alice Doe", cardType: "visa", lastFourDigits: "4242", expiryMonth: 4, expiryYear: nextYear };
const billing = { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser();
  bob = await t.createUser();
});
afterAll(() => t.close());

const add = (token: string, body: CardJson) => t.send(t.api.user["payment-methods"].$post({ json: body }, t.as(token)));

describe("customer payment methods", () => {
  it("saves only holder, brand, last four, expiry and billing address; the first card is the default", async () => {
    const res = await add(alice.token, { ...card, billingAddress: billing });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...card, billingAddress: billing, isDefault: true });
    const list = await t.send(t.api.user["payment-methods"].$get({}, t.as(alice.token)));
    expect(list.body.data).toHaveLength(1);
  });

  it("refuses a body carrying a card number or CVV and stores nothing", async () => {
    const u = await t.createUser();
    for (const secret of [{ cardNumber: "4242424242424242" }, { cvv: "123" }, { number: "4242424242424242" }]) {
      const res = await add(u.token, { ...card, ...secret });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(Object.keys(secret));
    }
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentMethods).where(eq(paymentMethods.userId, u.user.id));
    expect(n).toBe(0);
  });

  it("validates the fields and refuses an expired card", async () => {
    const res = await add(alice.token, { ...card, cardholderName: " ", lastFourDigits: "42", expiryMonth: 13 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ cardholderName: "Cardholder name is required", lastFourDigits: expect.any(String), expiryMonth: expect.any(String) });
    const expired = await add(alice.token, { ...card, expiryYear: new Date().getUTCFullYear() - 1 });
    expect(expired.status).toBe(400);
    expect(expired.body.errors.expiryMonth).toBe("Card is expired");
  });

  it("keeps one default: a new default or PATCH …/default clears the others", async () => {
    const u = await t.createUser();
    const a = (await add(u.token, card)).body.data;
    const b = (await add(u.token, { ...card, lastFourDigits: "1111", isDefault: true })).body.data;
    const c = (await add(u.token, { ...card, lastFourDigits: "2222" })).body.data;
    expect([a.isDefault, b.isDefault, c.isDefault]).toEqual([true, true, false]);
    const defaultsNow = async () =>
      (await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, u.user.id))).filter((r) => r.isDefault).map((r) => r.id);
    expect(await defaultsNow()).toEqual([b.id]);
    const patched = await t.send(t.api.user["payment-methods"][":id"].default.$patch({ param: { id: c.id } }, t.as(u.token)));
    expect(patched.status).toBe(200);
    expect(await defaultsNow()).toEqual([c.id]);
  });

  it("concurrent default changes never break the one-default rule", async () => {
    const u = await t.createUser();
    const ids: string[] = [];
    for (const last of ["1001", "1002", "1003"]) ids.push((await add(u.token, { ...card, lastFourDigits: last })).body.data.id);
    const results = await Promise.all([
      ...ids.map((id) => t.send(t.api.user["payment-methods"][":id"].default.$patch({ param: { id } }, t.as(u.token)))),
      add(u.token, { ...card, lastFourDigits: "1004", isDefault: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    const rows = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, u.user.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("edits holder, expiry and billing address but never the brand or last four", async () => {
    const created = (await add(alice.token, { ...card, lastFourDigits: "9999" })).body.data;
    // lastFourDigits is not in the update's body on purpose: the server must ignore it.
    const res = await t.send(t.api.user["payment-methods"][":id"].$put({ param: { id: created.id }, json: { cardholderName: "Alice M. Doe", expiryMonth: 12, expiryYear: nextYear + 2, billingAddress: billing, lastFourDigits: "0000" } as CardUpdateJson }, t.as(alice.token)));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cardholderName: "Alice M. Doe", expiryMonth: 12, expiryYear: nextYear + 2, lastFourDigits: "9999", billingAddress: billing });
    const del = await t.send(t.api.user["payment-methods"][":id"].$delete({ param: { id: created.id } }, t.as(alice.token)));
    expect(del.status).toBe(200);
    expect((await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, created.id))).length).toBe(0);
  });

  it("refuses another customer's card with 404 on every call and leaves it untouched", async () => {
    const mine = (await add(alice.token, { ...card, lastFourDigits: "5555" })).body.data;
    const calls = [
      t.send(t.api.user["payment-methods"][":id"].$put({ param: { id: mine.id }, json: { ...card, cardholderName: "Bob" } }, t.as(bob.token))),
      t.send(t.api.user["payment-methods"][":id"].$delete({ param: { id: mine.id } }, t.as(bob.token))),
      t.send(t.api.user["payment-methods"][":id"].default.$patch({ param: { id: mine.id } }, t.as(bob.token))),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await t.send(t.api.user["payment-methods"].$get({}, t.as(bob.token)))).body.data).toEqual([]);
    const [row] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, mine.id));
    expect(row.cardholderName).toBe("Alice Doe");
  });

  it("refuses anonymous callers with 401 on every call", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const calls = [
      t.send(t.api.user["payment-methods"].$get({})),
      t.send(t.api.user["payment-methods"].$post({ json: card })),
      t.send(t.api.user["payment-methods"][":id"].$put({ param: { id }, json: card })),
      t.send(t.api.user["payment-methods"][":id"].$delete({ param: { id } })),
      t.send(t.api.user["payment-methods"][":id"].default.$patch({ param: { id } })),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });
});
