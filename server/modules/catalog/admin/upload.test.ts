import { like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaObjects, products } from "../../../../db/schema/index.ts";
import { MAX_IMAGE_BYTES } from "../../../lib/images.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { pngFile, sampleProduct } from "../../../test/fixtures/product-uploads.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: {} });
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

/** The stored upload renditions (the test app keeps pictures in its database). */
const listUploads = () => t.db.select({ key: mediaObjects.key }).from(mediaObjects).where(like(mediaObjects.key, "uploads/%"));

/** productFormData's multipart fields as the typed client's `form`: the productData JSON, then each file field. */
const productForm = (product: unknown, files: Record<string, File[]> = {}) => ({ productData: JSON.stringify(product), ...files });
const create = (form: ReturnType<typeof productForm>) => t.send(t.api.admin.products.$post({ form }, t.as(admin)));

async function upload(file: File, field = "productImages") {
  return create(productForm(sampleProduct(), { [field]: [file] }));
}

describe("picture uploads are checked by content", () => {
  it("refuses a text file renamed to .png (415) and writes nothing", async () => {
    const before = await t.db.select().from(products);
    const res = await upload(new File(["just some text, not a picture"], "photo.png", { type: "image/png" }));
    expect(res.status).toBe(415);
    expect(res.body.errors.productImages).toMatch(/not a JPEG, PNG, WebP or AVIF/);
    expect(await t.db.select().from(products)).toHaveLength(before.length);
  });

  it("refuses an SVG and a GIF even when they are real images", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'], "x.png");
    expect((await upload(svg)).status).toBe(415);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect((await upload(new File([new Uint8Array(gif)], "x.jpg"))).status).toBe(415);
  });

  it("refuses a file over 10 MB (413)", async () => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.errors.productImages).toMatch(/larger than 10 MB/);
  });

  it("refuses a picture of more than 40 megapixels (400) though its file is small", async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } }).greyscale().png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(new File([new Uint8Array(huge)], "huge.png"));
    expect(res.status).toBe(400);
    expect(res.body.errors.productImages).toMatch(/40 megapixels/);
  });

  it("a bad file among good ones leaves no rendition stored", async () => {
    const before = (await listUploads()).length;
    const form = productForm(sampleProduct(), {
      productImages: [await pngFile("good.png")],
      conditionImages_0_0: [new File(["nope"], "bad.webp")],
    });
    const res = await create(form);
    expect(res.status).toBe(415);
    expect(res.body.errors.conditionImages_0_0).toBeTruthy();
    expect(await listUploads()).toHaveLength(before);
  });

  it("accepts JPEG, WebP and AVIF and stores only WebP under random names", async () => {
    const base = sharp({ create: { width: 500, height: 300, channels: 3, background: "#336699" } });
    const files = [
      new File([new Uint8Array(await base.clone().jpeg().toBuffer())], "a.jpg"),
      new File([new Uint8Array(await base.clone().webp().toBuffer())], "b.webp"),
      new File([new Uint8Array(await base.clone().avif().toBuffer())], "c.avif"),
    ];
    const res = await create(productForm(sampleProduct(), { productImages: files }));
    expect(res.status).toBe(201);
    expect(res.body.data.images).toHaveLength(3);
    for (const url of res.body.data.images as string[]) expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-500\.webp$/);
  });
});
