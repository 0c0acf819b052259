import { expect, test } from "./support/test";
import { WIDTHS, productBySku, seriousAxeViolations } from "./support/storefront.ts";

for (const width of WIDTHS) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("axe finds no serious or critical violation on home, shop, a product and the info pages", async ({ page, request }) => {
      const product = await productBySku(request, "BX-MULTI");
      const found: string[] = [];
      for (const path of ["/", "/shop", `/product/${product.id}`, "/gallery", "/inventory", "/delivery", "/contact"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousAxeViolations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}
