import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";

/**
 * React Router is patched (ADR 062) to keep the last path's route matches, as a page request matches its path twice.
 * Whatever order paths come in, each answer must be its own path's matches and params.
 */
const routes = [
  {
    id: "site",
    children: [
      { id: "home", index: true, loader: () => "home" },
      { id: "product", path: "product/:id", loader: ({ params }: { params: Record<string, string | undefined> }) => `product ${params.id}` },
      { id: "shop", path: "shop", loader: () => "shop" },
    ],
  },
  { id: "admin", path: "admin", children: [{ id: "order", path: "orders/:orderId", loader: ({ params }: { params: Record<string, string | undefined> }) => `order ${params.orderId}` }] },
];

async function page(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return { ids: context.matches.map((m) => m.route.id), params: context.matches.at(-1)?.params, data: Object.values(context.loaderData).at(-1) };
}

describe("route matching with the last path's matches kept (ADR 062)", () => {
  it("answers every path with its own matches, in any order, repeated or not", async () => {
    const handler = createStaticHandler(routes);
    const expected: Record<string, Awaited<ReturnType<typeof page>>> = {
      "/product/1": { ids: ["site", "product"], params: { id: "1" }, data: "product 1" },
      "/product/2?ref=x": { ids: ["site", "product"], params: { id: "2" }, data: "product 2" },
      "/": { ids: ["site", "home"], params: {}, data: "home" },
      "/admin/orders/7": { ids: ["admin", "order"], params: { orderId: "7" }, data: "order 7" },
      "/shop": { ids: ["site", "shop"], params: {}, data: "shop" },
    };
    const order = ["/product/1", "/product/1", "/product/2?ref=x", "/product/1", "/", "/admin/orders/7", "/admin/orders/7", "/shop", "/product/2?ref=x"];
    for (const path of order) expect(await page(handler, path)).toEqual(expected[path]);
    await expect(handler.query(new Request("http://shop.test/nowhere"))).resolves.toMatchObject({ statusCode: 404 });
    expect(await page(handler, "/product/1")).toEqual(expected["/product/1"]);
  });
});
