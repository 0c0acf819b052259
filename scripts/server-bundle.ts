import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The bundled server `npm start` runs (docs/decisions/044): our server code and the pure-JS packages it loads
 * at every start in one file, so a restart does not resolve and read ~1,100 modules one by one. Built next to
 * the storefront by the same build step (scripts/build-if-stale.ts → scripts/build-server-bundle.ts); never
 * committed (build/ is ignored). Tests, e2e and the bench keep running the source (`node server/index.ts`).
 */
export const SERVER_BUNDLE_DIR = "build/start";
export const SERVER_BUNDLE_ENTRY = `${SERVER_BUNDLE_DIR}/main.js`;
/** The files the bundle was made from (ours, relative to the repository) and when: its staleness check. */
export const SERVER_BUNDLE_INPUTS = `${SERVER_BUNDLE_DIR}/inputs.json`;

export type BundleInputs = { builtAt: number; files: string[] };

/** Besides the bundled sources: a changed lock file means other package versions; a changed bundler, other output. */
export const BUNDLE_ALSO_DEPENDS_ON = ["package-lock.json", "scripts/build-server-bundle.ts", "scripts/server-bundle.ts"];

/**
 * Why the bundle cannot be used as it is ("missing", "server/app.ts changed"), or null when it is up to date.
 * One stat per source file the bundle holds (≈ 350): a few milliseconds.
 */
export function serverBundleStaleReason(root = process.cwd()): string | null {
  const inputsPath = resolve(root, SERVER_BUNDLE_INPUTS);
  if (!existsSync(resolve(root, SERVER_BUNDLE_ENTRY)) || !existsSync(inputsPath)) return "not built yet";
  let inputs: BundleInputs;
  try {
    inputs = JSON.parse(readFileSync(inputsPath, "utf8")) as BundleInputs;
  } catch {
    return "its file list is unreadable";
  }
  for (const file of [...inputs.files, ...BUNDLE_ALSO_DEPENDS_ON]) {
    const path = resolve(root, file);
    if (!existsSync(path)) return `${file} is gone`;
    if (statSync(path).mtimeMs > inputs.builtAt) return `${file} changed`;
  }
  return null;
}
