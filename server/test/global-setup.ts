import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Shared across test files: the rendered seed pictures (files only; every file has its own database). */
export default function setup() {
  const media = join(tmpdir(), "boxyard-test-media");
  mkdirSync(media, { recursive: true });
  process.env.BOXYARD_TEST_MEDIA = media;
}
