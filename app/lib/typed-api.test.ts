import { describe, expect, test } from "vitest";
import { ApiError } from "./api";
import { call, createTypedApi, keepIndex } from "./typed-api";

/** A fetcher that records the paths asked for and answers with the given envelope. */
function recording(status: number, body: unknown) {
  const paths: string[] = [];
  const fetcher = async (path: string) => {
    paths.push(path);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return { paths, client: createTypedApi(fetcher) };
}

describe("typed client", () => {
  test("a route whose path ends in /index keeps it (hono/client would drop it)", async () => {
    const { paths, client } = recording(200, { success: true, data: { products: [], categories: [] } });
    await call(client.products.index.$get(undefined, keepIndex));
    await call(client.products.index.$get());
    expect(paths).toEqual(["/v1/products/index", "/v1/products"]);
  });

  test("a failed answer throws ApiError with the envelope's code and field errors", async () => {
    const { client } = recording(400, { success: false, code: "validation_failed", message: "Invalid input", errors: { zip: "Enter a 5-digit ZIP code" } });
    const err = await call(client.delivery.estimate.$get({ query: { zip: "1" } })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: "validation_failed", errors: { zip: "Enter a 5-digit ZIP code" } });
  });
});
