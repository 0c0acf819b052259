import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects } from "../../../db/schema/index.ts";
import { pngFile, sampleProduct } from "../../test/fixtures/product-uploads.ts";
import { createHttpApp } from "../../http.ts";
import { startFakeS3 } from "../../test/fake-s3.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { createS3MediaStore, parseS3Url } from "./s3-store.ts";

/** productFormData's multipart fields as the typed client's `form`: the productData JSON, then each file field. */
const productForm = (product: unknown, files: Record<string, File[]> = {}) => ({ productData: JSON.stringify(product), ...files });

/** Uploads a product picture through the admin API and returns the URLs of its renditions. */
async function uploadPicture(t: TestApp): Promise<string[]> {
  const admin = (await t.createUser({ role: "admin" })).token;
  const res = await t.send(t.api.admin.products.$post({ form: productForm(sampleProduct(), { productImages: [await pngFile("p.png", 1000, 600)] }) }, t.as(admin)));
  expect(res.status).toBe(201);
  return (res.body.data.media[0].srcset as string).split(", ").map((s) => s.split(" ")[0]);
}

describe("pictures in the database (default)", () => {
  let t: TestApp;
  let http: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    t = await createTestApp();
    http = createHttpApp({ deps: t.deps });
  });
  afterAll(() => t.close());

  it("an upload is stored as rows and served at /media with a long cache and an ETag", async () => {
    const urls = await uploadPicture(t);
    expect(urls.map((u) => u.replace(/^.*-/, ""))).toEqual(["480.webp", "960.webp", "1000.webp"]);
    expect(await t.db.select({ key: mediaObjects.key }).from(mediaObjects)).toHaveLength(3);
    const res = await http.request(urls[1]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(100);
    expect(Buffer.from(bytes.subarray(8, 12)).toString()).toBe("WEBP");

    const again = await http.request(urls[1], { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("answers 404 for a picture that does not exist, and never reads outside the store", async () => {
    expect((await http.request("/media/uploads/0123456789abcdef0123456789abcdef-480.webp")).status).toBe(404);
    expect((await http.request("/media/../package.json")).status).toBe(404);
    expect((await http.request("/media/uploads/%2e%2e%2fpackage.json")).status).toBe(404);
  });
});

describe("pictures in S3-compatible storage (S3_URL)", () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: "shop-media", accessKeyId: "AKIATESTKEY" });
    t = await createTestApp({ media: () => createS3MediaStore(`${s3.origin}/shop-media/boxyard?region=us-east-2`.replace("//", "//AKIATESTKEY:test%2Fsecret@")) });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it("reads the bucket, prefix, region and key pair from the URL", () => {
    expect(parseS3Url("https://AK:se%2Fcret@s3.example.com:9000/media/shop/a?region=eu-west-1")).toEqual({
      endpoint: "https://s3.example.com:9000",
      bucket: "media",
      prefix: "shop/a/",
      region: "eu-west-1",
      credentials: { accessKeyId: "AK", secretAccessKey: "se/cret" },
    });
    expect(() => parseS3Url("https://s3.example.com/")).toThrow(/bucket/);
  });

  it("an upload goes to the bucket (not the database) and is served from it", async () => {
    const urls = await uploadPicture(t);
    expect([...s3.objects.keys()].sort()).toEqual(urls.map((u) => u.replace("/media/", "boxyard/")).sort());
    expect(await t.db.select({ key: mediaObjects.key }).from(mediaObjects)).toHaveLength(0);
    const res = await createHttpApp({ deps: t.deps }).request(urls[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const stored = s3.objects.get(urls[0].replace("/media/", "boxyard/"))!;
    expect(Buffer.from(await res.arrayBuffer()).equals(stored.bytes)).toBe(true);
    expect(res.headers.get("etag")).toBe(stored.etag);
    expect((await createHttpApp({ deps: t.deps }).request("/media/uploads/missing-480.webp")).status).toBe(404);
  });

  it("a failed upload removes what it had already put in the bucket", async () => {
    const admin = (await t.createUser({ role: "admin" })).token;
    const before = s3.objects.size;
    const form = productForm(sampleProduct({ sku: "DUP-1" }), { productImages: [await pngFile("a.png")] });
    expect((await t.send(t.api.admin.products.$post({ form }, t.as(admin)))).status).toBe(201);
    const after = s3.objects.size;
    // Same SKU again: refused inside the transaction, after its pictures were stored.
    const again = productForm(sampleProduct({ sku: "DUP-1" }), { productImages: [await pngFile("b.png")] });
    expect((await t.send(t.api.admin.products.$post({ form: again }, t.as(admin)))).status).toBe(409);
    expect(s3.objects.size).toBe(after);
    expect(after).toBeGreaterThan(before);
    expect(s3.requests.some((r) => r.method === "DELETE")).toBe(true);
  });
});
