import { describe, expect, it } from "vitest";
import { confirmationMail, newsletterLinks } from "../modules/leads/newsletter/mails.ts";
import { salesNotification } from "../modules/leads/quotes/mails.ts";
import { DEFAULT_SETTINGS } from "../../contract/settings.ts";
import { readEnv } from "./env.ts";

// PUBLIC_URL is normalized once in env.ts; the newsletter and quote mails used to write `${PUBLIC_URL}/…` with
// the configured trailing slash still on it, so their links carried `//`.
const env = readEnv({ PUBLIC_URL: "https://shop.example/" });
const doubleSlash = /https:\/\/shop\.example\/\//;

describe("PUBLIC_URL with a trailing slash", () => {
  it("is stored without it", () => {
    expect(env.PUBLIC_URL).toBe("https://shop.example");
  });

  it("gives the newsletter links a single slash", async () => {
    const links = newsletterLinks(env, "tok");
    expect(links.confirm).toBe("https://shop.example/newsletter/confirm/tok");
    expect(links.unsubscribe).toBe("https://shop.example/newsletter/unsubscribe/tok");
    const mail = await confirmationMail(env, DEFAULT_SETTINGS, "ana@example.com", "tok");
    expect(`${mail.text}${mail.html}`).not.toMatch(doubleSlash);
  });

  it("gives the quote mail's product and inbox links a single slash", async () => {
    const quote = { name: "Ana", email: "ana@example.com", phone: null, company: null, zip: "33101", productOptions: {}, message: "" };
    const mail = await salesNotification({ env, settings: DEFAULT_SETTINGS, quote: quote as never, product: { id: "p1", name: "20ft Standard", sku: null } as never, estimate: null });
    expect(mail.text).toContain("https://shop.example/product/p1");
    expect(mail.text).toContain("https://shop.example/admin/quotes?search=");
    expect(`${mail.text}${mail.html}`).not.toMatch(doubleSlash);
  });
});
