import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The speed patches in `patches/` (ADRs 055, 058, 062) edit React Router's and react-dom's `dist/` files.
 * patch-package exits 0 when a patch no longer applies, so a version bump or an `npm ci` without the
 * postinstall would silently run unpatched code. Each added line that carries the "Boxyard patch" marker
 * must be found, as written, in the installed file it patches.
 */
export type MissingPatch = { patch: string; file: string; marker: string };

const MARKER = "Boxyard patch";

/** The marker lines each patch file adds, by the node_modules file they go into. */
export function patchMarkers(patchText: string): Map<string, string[]> {
  const markers = new Map<string, string[]>();
  let file: string | undefined;
  for (const line of patchText.split("\n")) {
    if (line.startsWith("+++ b/")) {
      file = line.slice("+++ b/".length).trim();
      markers.set(file, []);
    } else if (file && line.startsWith("+") && line.includes(MARKER)) {
      markers.get(file)!.push(line.slice(1).trim());
    }
  }
  return markers;
}

/** Every marker of every patch in `patchesDir` that is missing from the installed files under `root`. */
export function missingPatches(root = process.cwd(), patchesDir = join(root, "patches")): MissingPatch[] {
  const missing: MissingPatch[] = [];
  if (!existsSync(patchesDir)) return missing;
  for (const patch of readdirSync(patchesDir).filter((name) => name.endsWith(".patch"))) {
    for (const [file, markers] of patchMarkers(readFileSync(join(patchesDir, patch), "utf8"))) {
      const path = join(root, file);
      const installed = existsSync(path) ? readFileSync(path, "utf8") : "";
      for (const marker of markers) {
        if (!installed.includes(marker)) missing.push({ patch, file, marker });
      }
    }
  }
  return missing;
}

/** Production start-up check: refuse to serve unpatched React Router / react-dom code. */
export function assertPatchesApplied(root = process.cwd()): void {
  const missing = missingPatches(root);
  if (missing.length === 0) return;
  const files = [...new Set(missing.map((m) => `${m.file} (${m.patch})`))];
  throw new Error(
    `The speed patches are not applied to node_modules: ${files.join(", ")}. Run \`npx patch-package\` ` +
      "(it runs after `npm ci`), or fix the patch for the installed version (docs/decisions/055).",
  );
}
