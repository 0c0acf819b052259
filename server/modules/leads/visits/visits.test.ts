import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visits } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { countVisitsSince } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type VisitJson = Parameters<typeof t.api.visits.$post>[0]["json"];
const post = (body: VisitJson, ip = "203.0.113.9") => t.send(t.api.visits.$post({ json: body }, t.as(undefined, { "x-forwarded-for": ip })));

describe("POST /v1/visits", () => {
  it("records the path (without its query) and answers 201", async () => {
    const before = await countVisitsSince(t.db, new Date(0));
    const res = await post({ path: "/shop/cold%20storage?search=secret" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, status: "success", data: { recorded: true } });
    const rows = await t.db.select().from(visits);
    expect(rows.at(-1)?.path).toBe("/shop/cold%20storage");
    expect(await countVisitsSince(t.db, new Date(0))).toBe(before + 1);
  });

  it("counts only visits since the given time", async () => {
    await post({ path: "/" });
    expect(await countVisitsSince(t.db, new Date(Date.now() + 60_000))).toBe(0);
    expect(await countVisitsSince(t.db, new Date(Date.now() - 60_000))).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [{}, "path"],
    [{ path: "" }, "path"],
    [{ path: "https://evil.example/" }, "path"],
    [{ path: "//evil.example/" }, "path"],
    [{ path: `/${"a".repeat(600)}` }, "path"],
    [{ path: 42 }, "path"],
  ])("refuses %j with a 400 naming the field", async (body, field) => {
    const before = (await t.db.select().from(visits)).length;
    const res = await post(body as VisitJson); // invalid on purpose
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
    expect((await t.db.select().from(visits)).length).toBe(before);
  });

  it("malformed JSON is a 400, not a 500", async () => {
    const res = await t.call("POST", "/v1/visits", { raw: "{nope", headers: { "Content-Type": "application/json" } }); // malformed on purpose: a body that is not JSON
    expect(res.status).toBe(400);
  });

  it("throttles one address that floods the counter", async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await post({ path: "/" }, "198.51.100.7")).status;
    expect(last).toBe(429);
    expect((await post({ path: "/" }, "198.51.100.8")).status).toBe(201);
  });
});
