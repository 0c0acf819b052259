import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { productBySku } from "./support/storefront.ts";

/**
 * The site header and footer of a shared page are rendered once and their HTML reused (docs/decisions/056). The
 * page must come out as a full render would: `/cart` is not a shared page, so its header and footer are always
 * rendered in full, and they must match the reused ones byte for byte, in the browser too.
 */
async function frame(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  expect(html, `${path} carries no marker`).not.toContain("data-kept");
  const part = (tag: string) => new RegExp(`<${tag}[ >][\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? "";
  return { header: part("header"), footer: part("footer") };
}

test("a reused header and footer are the bytes of a full render; the active link follows the page", async ({ request }) => {
  const [a, b] = await Promise.all([productBySku(request, "BX-S20"), productBySku(request, "BX-S40HC")]);
  const first = await frame(request, `/product/${a.id}`);
  const second = await frame(request, `/product/${b.id}`);
  const rendered = await frame(request, "/cart");
  expect(first.footer).toContain("Newsletter sign-up");
  expect(first.header).toContain('aria-label="Main"');
  for (const page of [first, second]) {
    expect(page.footer).toBe(rendered.footer);
    expect(page.header).toBe(rendered.header);
  }
  // A product page's header was kept just before: /shop's own has "Buy" current, and a product's again none.
  const shop = await frame(request, "/shop");
  expect(shop.header).toMatch(/<a aria-current="page"[^>]*href="\/shop"/);
  expect((await frame(request, `/product/${a.id}?again`)).header).not.toContain("aria-current");
});

test("a page with a reused header and footer hydrates them: ids agree and the buttons work", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const p = await productBySku(page.request, "BX-S20");
  await page.request.get(`/product/${p.id}?warm`); // the header and footer are kept by now
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/product/${p.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);

  const footer = page.locator("footer");
  const email = footer.getByRole("textbox", { name: "Email address" });
  await email.fill("not-an-address");
  await footer.getByRole("button", { name: "Sign up" }).click();
  const message = footer.getByRole("alert");
  await expect(message).not.toBeEmpty();
  // The browser's id for the message (aria-describedby) must be the one the server wrote on the paragraph.
  expect(await email.getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));

  await page.locator("header").getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test("a reused quote section (contacts and form fields) is the DOM the browser renders itself, and works after hydration", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const p = await productBySku(page.request, "BX-S40HC");
  await page.request.get(`/product/${p.id}?warm`); // the quote form's fields are kept by now
  // The form's elements, attributes (sorted: the browser sets some in its own order) and text, without useId's
  // ids, which differ between a server render and a browser-only one by design.
  const fields = () =>
    page.locator("#quote").evaluate((section) => {
      const walk = (node: Element): string => {
        const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(" ");
        const inside = [...node.childNodes].map((c) => (c.nodeType === Node.ELEMENT_NODE ? walk(c as Element) : c.nodeType === Node.TEXT_NODE ? c.textContent : "")).join("");
        return `<${node.localName} ${attributes}>${inside}</${node.localName}>`;
      };
      return walk(section).replace(/_[Rr]_[0-9a-z]+_/g, "ID");
    });

  await page.goto(`/product/${p.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  const fromServer = await fields();
  expect(fromServer).toContain('class="contents"');
  expect(fromServer).toContain("Your privacy is our policy.");
  expect(fromServer).toContain("We are open");

  // The same product rendered by the browser alone: from the shop, by a client-side link.
  await page.goto(`/shop?search=${encodeURIComponent(p.sku)}`);
  await page.locator(`a[href="/product/${p.id}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  expect(await fields()).toBe(fromServer);

  // Back on the server's copy: an empty send shows the field errors, tied to their fields.
  await page.goto(`/product/${p.id}`);
  const form = page.getByRole("form", { name: "Quote request" });
  await form.getByRole("button", { name: "Get a quote" }).click();
  const name = form.getByRole("textbox", { name: "Your Name" });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await name.getAttribute("aria-describedby")}`)).not.toBeEmpty();
  expect(errors).toEqual([]);
});
