import sharp from "sharp";
import { afterAll, expect, test } from "vitest";
import { dropImageCache } from "./native-memory.ts";

const defaults = sharp.cache();
afterAll(() => {
  sharp.cache({ memory: defaults.memory.max, files: defaults.files.max, items: defaults.items.max });
});

test("the server keeps no libvips operation cache: every image it processes is a new input", async () => {
  dropImageCache();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c33"/></svg>');
  await sharp(svg).resize(20).webp().toBuffer();
  const after = sharp.cache();
  expect(after.memory.max).toBe(0);
  expect(after.items.max).toBe(0);
  expect(after.memory.current).toBe(0);
});
