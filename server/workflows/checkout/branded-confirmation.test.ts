import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { eventually, startSmtpCatcher } from "../../test/smtp-catcher.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

/*
 * Issue 48 point 1 (ADR 081): the confirmation's HTML part had no ship-to, no subtotal / delivery / tax breakdown
 * and no branding; only its text part was complete. Both parts now come from one content. The order: 2 × 20ft New
 * at $3,000.00 with two crane trucks ($1,300.00) to 1 Harbor Way, Miami FL 33101, 6 % tax on $6,000.00 ($360.00):
 * $7,660.00 in all, paid in full.
 */
const FIGURES = ["Subtotal", "$6,000.00", "Shipping", "$1,300.00", "Tax", "$360.00", "Total", "$7,660.00", "Total paid: $7,660.00"];
const SHIP_TO = ["1 Harbor Way", "Miami, FL 33101", "USA"];

/** The HTML part of a raw message, its quoted-printable undone. */
function htmlPart(raw: string): string {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)![1];
  const part = raw.split(`--${boundary}`).find((p) => /Content-Type: text\/html/i.test(p));
  expect(part).toBeDefined();
  const body = part!.split(/\r?\n\r?\n/).slice(1).join("\n\n");
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  cat = await makeCatalog(t.db);
}, 240_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("the order confirmation, branded", () => {
  it("carries the ship-to, the whole breakdown and the shop's name and contacts in its HTML part, as in its text", async () => {
    const c = await readyCustomer(t, cat);
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { sessionId, orderId } = session.body.data;
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
    expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: card }))).status).toBe(200);
    const subject = `Order ${orderId.slice(0, 8).toUpperCase()} confirmed`;

    const [stored] = await t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, subject));
    const storedHtml = text(stored.html ?? "");
    for (const s of [...FIGURES, ...SHIP_TO, "Ship to"]) expect(storedHtml).toContain(s);
    for (const s of FIGURES) expect(stored.text).toContain(s);
    expect(stored.text).toContain(`Ship to: ${SHIP_TO.join(", ")}`);
    // The shop's own layout: its name and contacts from the settings, never a bare fragment.
    expect(stored.html).toMatch(/^<!DOCTYPE html/);
    for (const s of ["Boxyard", "(305) 555-0148", "sales@boxyard.com"]) expect(storedHtml).toContain(s);

    // Through SMTP: one message with a text and an HTML part, the HTML part holding the same figures.
    await eventually(() => smtp.received.some((m) => m.subject === subject), "the confirmation to reach the SMTP server");
    const raw = smtp.received.find((m) => m.subject === subject)!.raw;
    expect(raw).toMatch(/multipart\/alternative/i);
    const sent = text(htmlPart(raw));
    for (const s of [...FIGURES, ...SHIP_TO, "(305) 555-0148"]) expect(sent).toContain(s);
  }, 120_000);
});
