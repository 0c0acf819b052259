import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { MemoRouter } from "./memo-router.ts";

/** The same routes on Hono's default router and on the memo router answer every path alike, twice over. */
function routes(app: Hono) {
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("x-seen", "1");
  });
  app.get("/products/products", (c) => c.text("list"));
  app.get("/products/:id", (c) => c.text(`product ${c.req.param("id")}`));
  app.get("/products/:id/availability", (c) => c.text(`availability ${c.req.param("id")}`));
  app.post("/products/products", (c) => c.text("created"));
  return app;
}

describe("MemoRouter", () => {
  it("matches as Hono's router does: parameters read per request, static paths kept, methods apart", async () => {
    const plain = routes(new Hono());
    const memo = routes(new Hono({ router: new MemoRouter() }));
    const asks: [string, string][] = [
      ["GET", "/products/products"], ["GET", "/products/a"], ["GET", "/products/b"], ["GET", "/products/a/availability"],
      ["POST", "/products/products"], ["DELETE", "/products/products"], ["GET", "/nowhere"], ["GET", "/products/products"], ["GET", "/products/c"],
    ];
    for (const [method, path] of [...asks, ...asks]) {
      const [want, got] = await Promise.all([plain.request(path, { method }), memo.request(path, { method })]);
      expect([got.status, await got.text(), got.headers.get("x-seen")]).toEqual([want.status, await want.text(), want.headers.get("x-seen")]);
    }
    expect(await (await memo.request("/products/z")).text()).toBe("product z");
  });

  it("keeps a bounded number of paths: a scan of made-up paths still answers each", async () => {
    const memo = routes(new Hono({ router: new MemoRouter() }));
    for (let i = 0; i < 2500; i++) expect((await memo.request(`/made-up-${i}`)).status).toBe(404);
    expect(await (await memo.request("/products/products")).text()).toBe("list");
  });
});
