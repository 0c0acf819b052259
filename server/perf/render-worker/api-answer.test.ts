import { describe, expect, it } from "vitest";
import { ApiAnswer } from "./api-answer.ts";

const payload = { success: true, data: { name: "20ft – High Cube", priceCents: 325_000 } };
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe("ApiAnswer: a loader's API answer from bytes already in the worker (ADR 062)", () => {
  it("reads as undici's Response over the same bytes does, every way and more than once", async () => {
    const text = JSON.stringify(payload);
    const init = { status: 200, headers: [["content-type", "application/json"]] as [string, string][] };
    const answer = new ApiAnswer(bytesOf(text), init);
    const real = new Response(text, init);
    expect(answer).toBeInstanceOf(Response);
    expect([answer.status, answer.ok, answer.headers.get("content-type")]).toEqual([real.status, real.ok, real.headers.get("content-type")]);
    expect(await answer.json()).toEqual(await real.clone().json());
    expect(await answer.text()).toBe(text);
    expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe(text);
    expect(Buffer.from(await answer.bytes()).toString()).toBe(text);
    expect(await new Response(answer.body).text()).toBe(text);
    expect(await answer.clone().json()).toEqual(payload);
    expect(await answer.json()).toEqual(payload);
  });

  it("gives copies: what a reader changes does not change the answer", async () => {
    const answer = new ApiAnswer(bytesOf('{"a":1}'), { status: 200, headers: [] });
    (await answer.bytes()).fill(0x20);
    new Uint8Array(await answer.arrayBuffer()).fill(0x20);
    expect(await answer.json()).toEqual({ a: 1 });
  });

  it("keeps an error answer's status and an empty answer's missing body", async () => {
    const refused = new ApiAnswer(bytesOf('{"success":false,"code":"not_found"}'), { status: 404, headers: [] });
    expect([refused.ok, refused.status]).toEqual([false, 404]);
    expect(await refused.json()).toMatchObject({ code: "not_found" });
    const empty = new ApiAnswer(new ArrayBuffer(0), { status: 204, headers: [] });
    expect(empty.body).toBeNull();
    expect(await empty.text()).toBe("");
  });
});
