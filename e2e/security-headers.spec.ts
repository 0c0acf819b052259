import { expect, test } from "./support/test";

test("pages carry a CSP whose nonce is on every inline and module script, and the other security headers", async ({ request }) => {
  const res = await request.get("/");
  const headers = res.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const html = await res.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A fresh nonce per response, also when the page comes from the rendered-page cache (gzipped or not):
  // the same page, with every script carrying the new nonce.
  const blank = (text: string, n: string) => text.replaceAll(n, "NONCE");
  for (const encoding of ["gzip", "gzip", "identity"]) {
    const again = await request.get("/", { headers: { "Accept-Encoding": encoding } });
    const againNonce = /'nonce-([^']+)'/.exec(again.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(againNonce).not.toBe(nonce);
    // Each answer its own request id, also from the page cache.
    expect(again.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers()["x-request-id"]).not.toBe(headers["x-request-id"]);
    const againHtml = await again.text();
    for (const tag of againHtml.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${againNonce}"`);
    expect(blank(againHtml, againNonce)).toBe(blank(html, nonce as string));
  }
});

test("API answers carry nosniff, HSTS, a deny-all CSP and frame-ancestors", async ({ request }) => {
  const headers = (await request.get("/v1/health")).headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["content-security-policy"]).toContain("default-src 'none'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});

test("the page loads with no CSP violation in the console", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.goto("/");
  await page.goto("/shop");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
