import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertPatchesApplied, missingPatches, patchMarkers } from "./patch-guard.ts";

/** The installed node_modules must carry every "Boxyard patch" line (patch-package exits 0 when one fails). */
describe("speed patches guard", () => {
  it("finds every patch marker in the installed React Router and react-dom", () => {
    const patches = ["react-router+8.4.0.patch", "react-dom+19.3.1.patch"].map((p) => patchMarkers(readFileSync(join("patches", p), "utf8")));
    const markerCount = patches.flatMap((byFile) => [...byFile.values()].flat()).length;
    expect(markerCount).toBeGreaterThanOrEqual(15);
    expect(missingPatches()).toEqual([]);
    expect(() => assertPatchesApplied()).not.toThrow();
  });

  it("reports a patched file that lost its marker, as after a version bump or an install without postinstall", () => {
    const root = mkdtempSync(join(tmpdir(), "patch-guard-"));
    cpSync("patches", join(root, "patches"), { recursive: true });
    const markers = patchMarkers(readFileSync(join("patches", "react-dom+19.3.1.patch"), "utf8"));
    for (const file of markers.keys()) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), readFileSync(file, "utf8").replaceAll("Boxyard patch", "upstream code"));
    }
    const missing = missingPatches(root).filter((m) => m.patch === "react-dom+19.3.1.patch");
    expect(missing.length).toBe([...markers.values()].flat().length);
    expect(() => assertPatchesApplied(root)).toThrow(/not applied to node_modules: node_modules\/react-dom/);
  });
});
