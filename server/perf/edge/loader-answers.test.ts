import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inProcessApi } from "./loader-answers.ts";

describe("the page loaders' in-process API calls", () => {
  it("run the API for every call, without the /v1 prefix, with the caller's headers", async () => {
    const ran: string[] = [];
    const api = new Hono().get("/settings", (c) => {
      ran.push(c.req.header("authorization") ?? "anonymous");
      return c.json({ success: true, data: { siteName: "Boxyard" } });
    });
    const call = inProcessApi(api);
    const env = { parentRequestId: "page-1" };
    expect(await (await call("/v1/settings", undefined, env)).json()).toEqual({ success: true, data: { siteName: "Boxyard" } });
    await call("/v1/settings", { headers: { authorization: "Bearer t" } }, env);
    expect(ran).toEqual(["anonymous", "Bearer t"]);
  });
});
