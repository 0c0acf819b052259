import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type APIRequestContext, type Page, expect } from "@playwright/test";

/** The two widths the storefront is checked at (narrow phone, wide desktop). */
export const WIDTHS = [375, 1280] as const;

export type ApiProduct = {
  id: string;
  name: string;
  sku: string;
  price: number;
  dimensions: { dimension: string; price: number | null; conditions: { condition: string; price: number | null }[] }[];
  delivery: { method: string; price: number }[];
};

/** A product's full detail, found by its SKU through the public API. */
export async function productBySku(request: APIRequestContext, sku: string): Promise<ApiProduct> {
  const list = await request.get(`/v1/products/products?search=${encodeURIComponent(sku)}&limit=1`);
  expect(list.ok()).toBeTruthy();
  const [first] = (await list.json()).data.products;
  expect(first?.sku).toBe(sku);
  const res = await request.get(`/v1/products/${first.id}`);
  return (await res.json()).data;
}

export const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the page's CSP does not
 * block it) and returns the serious and critical violations, described for a readable failure.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} @ ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

/**
 * A product a customer can buy now, with a size and condition that has units at an open depot: products
 * without stock (say one an admin test just created) are sold out and refused by the cart.
 */
export async function inStockSelection(request: APIRequestContext, near?: { zip: string; miles: number }) {
  const list = await request.get(`/v1/products/products?limit=${near ? 40 : 10}&inStock=1`);
  expect(list.ok()).toBeTruthy();
  for (const { id } of (await list.json()).data.products as { id: string }[]) {
    type Variant = { dimension: string | null; condition: string | null; total: number; depots: { quantity: number; distanceMiles: number | null }[] };
    const query = near ? `?zip=${near.zip}` : "";
    const availability = (await (await request.get(`/v1/products/${id}/availability${query}`)).json()).data as { variants: Variant[] };
    // With `near`, a variant a depot within reach of that ZIP has (trucks go only so far).
    const reachable = (v: Variant) => !near || v.depots.some((d) => d.quantity > 0 && d.distanceMiles !== null && d.distanceMiles <= near.miles);
    const variant = availability.variants.find((v) => v.total > 0 && reachable(v));
    if (!variant) continue;
    const product = (await (await request.get(`/v1/products/${id}`)).json()).data as ApiProduct;
    return { product, dimension: variant.dimension, condition: variant.condition };
  }
  throw new Error("no product in stock");
}
