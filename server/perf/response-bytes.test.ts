import { getRequestListener } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import { responseBytes } from "./response-bytes.ts";

// The server's listener puts @hono/node-server's Response in place of undici's, as server/http.ts does.
const UndiciResponse = globalThis.Response;
getRequestListener(() => new Response(null));
const HonoResponse = globalThis.Response;

const text = '{"success":true,"data":{"name":"40ft – High Cube"}}';

describe("responseBytes: an answer's body without a stream where it can be (ADR 062)", () => {
  it("is given @hono/node-server's Response by the listener", () => {
    expect(HonoResponse).not.toBe(UndiciResponse);
  });

  it("gives the body of @hono/node-server's Response, made from a string or from bytes, and of undici's", async () => {
    const bytes = new TextEncoder().encode(text);
    for (const res of [new HonoResponse(text), new HonoResponse(bytes), new UndiciResponse(text), new UndiciResponse(bytes)]) {
      expect(Buffer.from(await responseBytes(res as Response)).toString()).toBe(text);
    }
  });

  it("reads a kept body without asking the Response for it (no undici Response, no stream)", async () => {
    const res = new HonoResponse(text) as Response;
    Object.defineProperty(res, "arrayBuffer", { value: () => Promise.reject(new Error("read through the stream")) });
    expect(Buffer.from(await responseBytes(res)).toString()).toBe(text);
  });

  it("gives a streamed body, and an empty one, as they are", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, 10)));
        controller.enqueue(new TextEncoder().encode(text.slice(10)));
        controller.close();
      },
    });
    expect(Buffer.from(await responseBytes(new HonoResponse(stream) as Response)).toString()).toBe(text);
    expect((await responseBytes(new HonoResponse(null, { status: 204 }) as Response)).byteLength).toBe(0);
  });

  it("reads the body as undici does once something has made the full Response", async () => {
    const res = new HonoResponse(text, { headers: { "content-type": "application/json" } }) as Response;
    expect(res.bodyUsed).toBe(false);
    expect(Buffer.from(await responseBytes(res)).toString()).toBe(text);
  });
});
