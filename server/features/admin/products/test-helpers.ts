import sharp from "sharp";

/** A real PNG of the given size, made by sharp (tests need pictures sharp can read back). */
export async function pngFile(name: string, width = 1200, height = 800, color = "#ea580c"): Promise<File> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  return new File([new Uint8Array(buffer)], name, { type: "image/png" });
}

export const sampleProduct = (overrides: Record<string, unknown> = {}) => ({
  name: "Test Container 20ft",
  sku: `TST-${Math.random().toString(36).slice(2, 8)}`,
  price: 3250.5,
  description: "A test container",
  specifications: ["Wind and water tight", { title: "Doors", value: "Double" }],
  dimensions: [
    {
      dimension: "20ft Standard",
      price: 3400,
      description: "Standard height",
      specifications: [],
      conditions: [
        { condition: "New", price: 4100, description: "One trip", specifications: [] },
        { condition: "Used", price: 2900, description: "Cargo worthy", specifications: [] },
      ],
    },
  ],
  delivery: [
    { method: "crane", price: 450 },
    { method: "flatbed", price: 250 },
  ],
  categories: ["containers"],
  ...overrides,
});

/** The multipart body of POST/PUT /admin/products. */
export function productFormData(product: unknown, files: Record<string, File[]> = {}): FormData {
  const form = new FormData();
  form.set("productData", JSON.stringify(product));
  for (const [field, list] of Object.entries(files)) for (const f of list) form.append(field, f);
  return form;
}
