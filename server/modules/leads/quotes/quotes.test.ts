import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails, products, quoteRequests } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { QUOTE_LIMIT } from "../../../routes/quotes/routes.ts";

let t: TestApp;
let product: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  [product] = await t.db.select({ id: products.id, name: products.name }).from(products).limit(1);
});
afterAll(() => t.close());

let client = 0;
/** Each test posts from its own address so the throttle of one does not leak into another. */
const post = (body: Parameters<typeof t.api.quotes.$post>[0]["json"], address = `203.0.113.${++client}`) => t.send(t.api.quotes.$post({ json: body }, t.as(undefined, { "X-Forwarded-For": address })));
const valid = { name: "Jane Builder", email: "jane@example.com", phone: "", company: "Builder Co", zip: "33101", message: "Two 40ft units in March." };

describe("POST /v1/quotes", () => {
  it("names every invalid field at once", async () => {
    const res = await post({ name: " ", email: "not-an-email", zip: "331", message: "x".repeat(5001) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: expect.any(String), email: "Enter a valid e-mail address", zip: "Enter a 5-digit ZIP code", message: expect.any(String) });
  });

  it("requires an e-mail or a phone, even when other fields are wrong too", async () => {
    const res = await post({ name: "", email: "", phone: "", zip: "33101" });
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toMatch(/e-mail address or a phone/);
    expect(res.body.errors.name).toBe("Enter your name");
    expect(await t.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("refuses a bad phone, an unknown product and a non-JSON body", async () => {
    expect((await post({ ...valid, email: "", phone: "call me" })).body.errors.phone).toBe("Enter a valid phone number");
    const unknown = await post({ ...valid, productId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.productId).toBe("Unknown product");
    const raw = await t.call("POST", "/v1/quotes", { raw: "{", headers: { "Content-Type": "application/json" } }); // malformed on purpose: a body that is not JSON
    expect(raw.status).toBe(400);
  });

  it("stores the request with its product and options, mails sales and acknowledges the customer", async () => {
    const res = await post({ ...valid, productId: product.id, productOptions: { dimension: "40ft High Cube", condition: "New" } });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Thank you/);
    const [row] = await t.db.select().from(quoteRequests).limit(1);
    expect(row).toMatchObject({ id: res.body.data.id, name: "Jane Builder", email: "jane@example.com", phone: null, company: "Builder Co", zip: "33101", productId: product.id, status: "new" });
    expect(row.productOptions).toEqual({ dimension: "40ft High Cube", condition: "New" });

    const mails = await t.db.select().from(outgoingEmails).orderBy(desc(outgoingEmails.createdAt));
    const sales = mails.find((m) => m.to === t.deps.env.SALES_EMAIL);
    expect(sales?.subject).toContain(product.name);
    expect(sales?.text).toContain("jane@example.com");
    expect(sales?.text).toContain("dimension: 40ft High Cube");
    expect(sales?.text).toMatch(/Delivery estimate: \d+ mi from Miami, FL/);
    expect(sales?.text).toContain(`/product/${product.id}`);
    const ack = mails.find((m) => m.to === "jane@example.com");
    expect(ack?.subject).toMatch(/We received your quote request/);
    expect(ack?.text).toContain(product.name);
  });

  it("takes a phone instead of an e-mail and then sends no acknowledgement", async () => {
    const before = (await t.db.select().from(outgoingEmails)).length;
    const res = await post({ name: "Phone Only", phone: "(305) 555-0199", zip: "98101" });
    expect(res.status).toBe(201);
    const after = await t.db.select().from(outgoingEmails);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.to === t.deps.env.SALES_EMAIL && m.text.includes("(305) 555-0199"))).toBe(true);
  });

  it("is no mail relay: the acknowledgement echoes none of the visitor's text, and one address gets at most 3 a day", async () => {
    const victim = "victim@example.com";
    const lure = { name: "Verify your account at https://evil.example/login", company: "www.evil.example", zip: "33101", message: "Urgent: http://evil.example/reset" };
    expect((await post({ ...lure, email: victim, productId: product.id, productOptions: { note: "see evil.example" } })).status).toBe(201);
    const [ack] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, victim));
    expect(ack.subject).toMatch(/We received your quote request/);
    expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toMatch(/evil|Verify your account|Urgent/);
    expect(ack.text).toContain(product.name);
    for (let i = 0; i < 4; i++) expect((await post({ ...valid, email: victim })).status).toBe(201);
    expect(await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, victim))).toHaveLength(3);
    // Sales still hears of every request.
    expect((await t.db.select().from(quoteRequests).where(eq(quoteRequests.email, victim))).length).toBe(5);
  });

  it("escapes visitor text in the HTML mail", async () => {
    await post({ ...valid, name: "<script>alert(1)</script>", email: "x@example.com" });
    const mails = await t.db.select().from(outgoingEmails).orderBy(desc(outgoingEmails.createdAt)).limit(2);
    const html = mails.find((m) => m.to === t.deps.env.SALES_EMAIL)?.html ?? "";
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const rows = (await t.db.select().from(quoteRequests)).length;
    const mails = (await t.db.select().from(outgoingEmails)).length;
    const res = await post({ ...valid, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.select().from(quoteRequests)).toHaveLength(rows);
    expect(await t.db.select().from(outgoingEmails)).toHaveLength(mails);
  });

  it(`throttles a client address after ${QUOTE_LIMIT} requests with 429 and Retry-After, not others`, async () => {
    for (let i = 0; i < QUOTE_LIMIT; i++) expect((await post(valid, "198.51.100.7")).status).toBe(201);
    const blocked = await post(valid, "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(valid, "198.51.100.8")).status).toBe(201);
  });
});
