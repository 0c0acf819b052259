import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { MAIL_TEMPLATES } from "./catalog.ts";

/*
 * Issue 48 point 1 (ADR 081): every mail the shop sends is one branded layout with the full figures, its text part
 * from the same content, and the admin previews each one. Every template is rendered here through the admin API,
 * with the shop's settings from the database; the sample is worked out in samples.ts (2 × $3,000.00 + $1,300.00
 * crane delivery + $360.00 Florida tax = $7,660.00 to 1 Harbor Way, Miami FL 33101; a 30 % deposit of $2,298.00).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin", fullName: "Pat Preview" })).token;
  const current = (await t.send(t.api.admin.settings.$get({}, t.as(admin)))).body.data;
  // The brand comes from the settings, not from the code: a renamed shop signs its mails with the new name.
  await t.send(t.api.admin.settings.$put({ json: { ...current, siteName: "Harbor Boxes", salesPhone: "(786) 555-0123" } }, t.as(admin)));
}, 240_000);
afterAll(() => t.close());

const preview = async (key: string) => {
  const res = await t.send(t.api.admin["mail-previews"][":template"].$get({ param: { template: key } }, t.as(admin)));
  expect(res.status).toBe(200);
  return res.body.data as { subject: string; html: string; text: string };
};
/** The HTML part as a reader sees it: tags gone, entities the layout writes undone, spaces folded. */
const seen = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, "\"").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/\s+/g, " ");

/** The mails about an order or an invoice, with the figures each must show in both parts. */
const MONEY: Record<string, string[]> = {
  "order-confirmation": ["Subtotal", "$6,000.00", "Shipping", "$1,300.00", "Tax", "$360.00", "Total", "$7,660.00", "Total paid: $7,660.00"],
  "deposit-confirmation": ["Subtotal", "$6,000.00", "Shipping", "$1,300.00", "$360.00", "$7,660.00", "Deposit paid $2,298.00, balance $5,362.00 due by Dec 9, 2026"],
  "balance-received": ["Subtotal", "$6,000.00", "$1,300.00", "$360.00", "$7,660.00", "Total paid: $7,660.00"],
  "balance-reminder": ["Order total", "$7,660.00", "Deposit paid", "$2,298.00", "Balance due", "$5,362.00"],
  invoice: ["Subtotal", "$6,000.00", "Delivery", "$1,300.00", "Tax", "$360.00", "Total", "$7,660.00", "Paid", "$2,298.00", "Balance due", "$5,362.00"],
  "net-terms-confirmation": ["Subtotal", "$6,000.00", "Delivery", "$1,300.00", "Tax", "$360.00", "Total", "$7,660.00", "Balance due"],
  offer: ["Subtotal", "$7,250.00", "Delivery", "$450.00", "Discount", "$250.00", "Tax (FL, 6%)", "$420.00", "Total", "$7,870.00", "$2,361.00"],
  "rental-bill": ["Rent and waiver", "$149.00", "Total paid", "Refundable deposit held", "$250.00"],
};
const SHIPS = ["order-confirmation", "deposit-confirmation", "balance-received", "balance-reminder", "invoice", "net-terms-confirmation"];

describe("every mail the shop sends", () => {
  it("lists every template for the admin, and only for the admin", async () => {
    const list = await t.send(t.api.admin["mail-previews"].$get({}, t.as(admin)));
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { key: string }) => m.key)).toEqual(MAIL_TEMPLATES.map((m) => m.key));
    expect(list.body.data.find((m: { key: string }) => m.key === "order-confirmation").subject).toMatch(/^Order [0-9A-F]{8} confirmed$/);
    const shopper = await t.createUser();
    expect((await t.send(t.api.admin["mail-previews"].$get({}, t.as(shopper.token)))).status).toBe(403);
    expect((await t.send(t.api.admin["mail-previews"].$get({}))).status).toBe(401);
    expect((await t.send(t.api.admin["mail-previews"][":template"].$get({ param: { template: "nope" } }, t.as(admin)))).status).toBe(404);
  });

  it.each(MAIL_TEMPLATES.map((m) => m.key))("%s: one branded layout; its HTML and text parts agree", async (key) => {
    const mail = await preview(key);
    const html = seen(mail.html);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toContain("max-width:600px");
    // The brand from the settings: the wordmark and the footer's contacts.
    for (const s of ["Harbor Boxes", "(786) 555-0123"]) expect(html).toContain(s);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain("Boxyard");
    // Every line of the text part is in the HTML part too, piece by piece ("Label: value", "street, city"): the two
    // parts are one content. A link's address is the button's (or link's) href.
    for (const line of mail.text.split("\n").map((l) => l.trim()).filter(Boolean)) {
      for (const piece of line.split(/: |, /).map((p) => p.trim()).filter(Boolean)) {
        if (/^https?:\/\//.test(piece)) expect(mail.html).toContain(`href="${piece.replace(/&/g, "&amp;")}"`);
        else expect(html).toContain(piece.replace(/:$/, ""));
      }
    }
    for (const figure of MONEY[key] ?? []) {
      expect(html).toContain(figure);
      expect(mail.text).toContain(figure);
    }
    if (SHIPS.includes(key)) {
      for (const s of ["Ship to", "1 Harbor Way", "Miami, FL 33101", "USA"]) expect(html).toContain(s);
      expect(mail.text).toContain("Ship to: 1 Harbor Way, Miami, FL 33101, USA");
    }
  });

  it("a deposit never reads 'Total paid': it names the deposit paid and the balance due", async () => {
    for (const key of ["deposit-confirmation", "balance-reminder"]) {
      const mail = await preview(key);
      expect(`${mail.text}${mail.html}`).not.toContain("Total paid");
      expect(mail.text).toMatch(/Deposit paid:? \$2,298\.00/);
      expect(mail.text).toMatch(/[Bb]alance( due)?:? \$5,362\.00/);
    }
  });
});
