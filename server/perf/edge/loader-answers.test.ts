import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inProcessApi } from "./loader-answers.ts";
import { SHARED_ANSWER_HEADER } from "../../lib/envelope.ts";
import { createSharedAnswers } from "./shared-answers.ts";

/** A small API: `/settings` marks its answer as the same for everyone, `/me` does not. Counts what it ran. */
function fixture() {
  const ran: string[] = [];
  let generation = 1;
  const api = new Hono()
    .get("/settings", (c) => {
      ran.push("settings");
      return c.body(JSON.stringify({ success: true, data: { siteName: "Boxyard" } }), 200, { "content-type": "application/json", [SHARED_ANSWER_HEADER]: "1" });
    })
    .get("/me", (c) => {
      ran.push("me");
      return c.json({ success: true, data: { auth: c.req.header("authorization") ?? null } });
    });
  const answers = createSharedAnswers({ ttlMs: 60_000, generation: () => generation });
  return { ran, call: inProcessApi(api, answers), bump: () => generation++ };
}
const env = { parentRequestId: "page-1" };

describe("the page loaders' in-process API calls", () => {
  it("answers a repeated shared GET from its kept bytes without running the API", async () => {
    const { ran, call } = fixture();
    const first = await call("/v1/settings", undefined, env);
    const second = await call("/v1/settings", { headers: new Headers({ accept: "application/json" }) }, env);
    expect(await first.json()).toEqual({ success: true, data: { siteName: "Boxyard" } });
    expect(await second.json()).toEqual({ success: true, data: { siteName: "Boxyard" } });
    expect(second.headers.get("content-type")).toBe("application/json");
    expect(ran).toEqual(["settings"]);
  });

  it("asks again once the public cache's generation moves (an admin changed the catalog or settings)", async () => {
    const { ran, call, bump } = fixture();
    await call("/v1/settings", undefined, env);
    bump();
    await call("/v1/settings", undefined, env);
    expect(ran).toEqual(["settings", "settings"]);
  });

  it("never keeps an unmarked answer, an authorized call or a write", async () => {
    const { ran, call } = fixture();
    await call("/v1/me", undefined, env);
    await call("/v1/me", undefined, env);
    await call("/v1/settings", { headers: new Headers({ authorization: "Bearer t" }) }, env);
    await call("/v1/settings", { headers: new Headers({ authorization: "Bearer t" }) }, env);
    expect((await (await call("/v1/me", { headers: { authorization: "Bearer x" } }, env)).json()).data.auth).toBe("Bearer x");
    expect(ran).toEqual(["me", "me", "settings", "settings", "me"]);
  });
});
