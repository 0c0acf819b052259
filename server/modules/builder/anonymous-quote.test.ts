import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designs, outgoingEmails, quoteRequests } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import type { Design } from "../../../contract/builder.ts";

/**
 * Issue 21: a visitor who is not logged in asks for a quote from /builder. The design must reach the quote inbox
 * (the quote's designId, the share link and the priced option list in the sales mail), not only a text summary.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const office: Design = {
  base: { lengthFt: 20, highCube: false, condition: "new" },
  modifications: [
    { key: "d", code: "personnel-door", wall: "left", x: 40 },
    { key: "w1", code: "window-barred", wall: "left", x: 120 },
    { key: "i", code: "spray-foam" },
  ],
};
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
// Each test from its own address: quote requests are throttled per client address.
let ip = 10;
const from = () => ({ "X-Forwarded-For": `198.51.100.${ip++}` });

describe("a logged-out quote request from the builder", () => {
  it("saves the design as a shared one and links it to the quote", async () => {
    const res = await t.send(t.api.quotes.$post({ json: { name: "Walk-in", email: "walkin@example.com", zip: "33101", message: "Site office", design: office, designName: "Yard office", designSnapshot: PIXEL } }, t.as(undefined, from())));
    expect(res.status).toBe(201);
    const [quote] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.body.data.id));
    expect(quote.designId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db.select().from(designs).where(eq(designs.id, quote.designId as string));
    expect(row).toMatchObject({ userId: null, name: "Yard office", design: office });
    expect(row.imageUrl).toMatch(/^\/media\/designs\//);

    // The share link works for anyone, and nobody owns it: not the visitor, not a logged-in stranger.
    const shared = await t.send(t.api.designs[":id"].$get({ param: { id: quote.designId as string } }));
    expect(shared.status).toBe(200);
    expect(shared.body.data).toMatchObject({ name: "Yard office", mine: false, quote: { price: 4650 + 1195 + 645 + 20 * 142.5 } });
    const { token } = await t.createUser();
    expect((await t.send(t.api.designs[":id"].$get({ param: { id: quote.designId as string } }, t.as(token)))).body.data.mine).toBe(false);
    const overwrite = await t.send(t.api.user.designs.$post({ json: { id: quote.designId as string, name: "Mine now", design: office } }, t.as(token)));
    expect(overwrite.status).toBe(404);
    expect((await t.send(t.api.user.designs.$get({}, t.as(token)))).body.data).toEqual([]);

    const mails = await t.db.select().from(outgoingEmails);
    const sales = mails.find((m) => m.to === t.deps.env.SALES_EMAIL && m.text.includes("Yard office"));
    expect(sales?.text).toContain(`/builder/d/${quote.designId}`);
    expect(sales?.text).toContain("Build item: Window 36 × 24 with security bars: $645.00");
    expect(sales?.text).toMatch(/Rendered view: .*\/media\/designs\//);
  });

  it("names the design itself when the visitor did not, and keeps a design that breaks a rule (sales sees the problem)", async () => {
    const broken: Design = { ...office, modifications: [{ key: "a", code: "window", wall: "left", x: 5 }] };
    const res = await t.send(t.api.quotes.$post({ json: { name: "Lee", phone: "305-555-0100", zip: "33101", design: broken } }, t.as(undefined, from())));
    expect(res.status).toBe(201);
    const [quote] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.body.data.id));
    const [row] = await t.db.select().from(designs).where(eq(designs.id, quote.designId as string));
    expect(row).toMatchObject({ name: "My container", imageUrl: null });
    const mails = await t.db.select().from(outgoingEmails);
    expect(mails.find((m) => m.to === t.deps.env.SALES_EMAIL && m.text.includes(`/builder/d/${row.id}`))?.text).toMatch(/Needs attention: .*corners/);
  });

  it("refuses a malformed design, a design with a designId, and a picture that is not one, with field messages", async () => {
    const bad = await t.send(t.api.quotes.$post({ json: { name: "A", email: "a@example.com", zip: "33101", design: { base: { lengthFt: 33 }, modifications: "x" } as never } }, t.as(undefined, from()))); // invalid on purpose
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("validation_failed");
    expect(Object.keys(bad.body.errors).some((k) => k.startsWith("design"))).toBe(true);

    const both = await t.send(t.api.quotes.$post({ json: { name: "A", email: "a@example.com", zip: "33101", design: office, designId: "00000000-0000-4000-8000-000000000000" } }, t.as(undefined, from())));
    expect(both.status).toBe(400);
    expect(both.body.errors.design).toMatch(/not both/);

    const picture = await t.send(t.api.quotes.$post({ json: { name: "A", email: "a@example.com", zip: "33101", design: office, designSnapshot: "data:image/png;base64,bm90IGEgcGljdHVyZQ==" } }, t.as(undefined, from())));
    expect(picture.status).toBe(415);
    expect(picture.body.errors.designSnapshot).toBeTruthy();
  });

  it("keeps nothing for a bot that filled the honeypot", async () => {
    const before = (await t.db.select().from(designs)).length;
    const res = await t.send(t.api.quotes.$post({ json: { name: "Bot", email: "bot@example.com", zip: "33101", design: office, website: "spam" } }, t.as(undefined, from())));
    expect(res.status).toBe(201);
    expect((await t.db.select().from(designs)).length).toBe(before);
  });
});
