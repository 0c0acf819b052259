import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design } from "../../../../contract/builder.ts";
import { outgoingEmails } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

/**
 * Issue 48, point 4: the customer's acknowledgement of a quote for a builder design said "Product: —". It names the
 * design and links it; the design's own name (typed by someone) only to its author's proven inbox, so the form is
 * still no relay for a stranger's words.
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
    { key: "i", code: "spray-foam" },
  ],
};
let ip = 40;
const from = () => ({ "X-Forwarded-For": `198.51.100.${ip++}` });
const ackTo = async (email: string) => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email)))[0];

describe("the acknowledgement of a quote for a design", () => {
  it("names a signed-in customer's design and links it", async () => {
    const { user, token } = await t.createUser();
    const saved = await t.send(t.api.user.designs.$post({ json: { name: "Harbor site office", design: office } }, t.as(token)));
    expect(saved.status).toBe(200);
    const id = saved.body.data.id as string;
    const res = await t.send(t.api.quotes.$post({ json: { name: user.fullName, email: user.email, zip: "33101", designId: id } }, t.as(token, from())));
    expect(res.status).toBe(201);
    const ack = await ackTo(user.email);
    expect(ack.text).not.toContain("Product: —");
    expect(ack.text).toContain(`Design: Harbor site office (Custom build: 20ft, New (One-Trip) with 2 modifications) — ${t.deps.env.PUBLIC_URL}/builder/d/${id}`);
    expect(ack.html).toContain(`href="${t.deps.env.PUBLIC_URL}/builder/d/${id}"`);
  });

  it("links a visitor's design with catalog words only, not the name they typed", async () => {
    const victim = "design-victim@example.com";
    const res = await t.send(t.api.quotes.$post({ json: { name: "Lure", email: victim, zip: "33101", design: office, designName: "Verify at evil.example" } }, t.as(undefined, from())));
    expect(res.status).toBe(201);
    const ack = await ackTo(victim);
    expect(ack.text).toMatch(/Design: Custom build: 20ft, New \(One-Trip\) with 2 modifications — http.*\/builder\/d\/[0-9a-f-]{36}/);
    expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toMatch(/evil|Verify/);
  });
});
