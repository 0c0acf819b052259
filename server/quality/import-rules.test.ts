import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import order of docs/architecture.md is kept by lint (.oxlintrc.json). These fixtures are what a slip looks
 * like; each is linted in a copy of the tree's shape with the repository's own configuration, so a rule that stops
 * catching its slip fails here, not months later in a review.
 */
const root = join(import.meta.dirname, "..", "..");
const run = promisify(execFile);
let dir: string;

const files: Record<string, string> = {
  "server/modules/sales/index.ts": 'export { lines } from "./cart/lines.ts";\n',
  "server/modules/sales/cart/lines.ts": "export const lines = 1;\n",
  "server/modules/yard/index.ts": 'export { stock } from "./stock/stock.ts";\n',
  "server/modules/yard/stock/stock.ts": "export const stock = 1;\n",
  "server/perf/page-cache.ts": "export const cache = 1;\n",
  "server/lib/helper.ts": "export const helper = 1;\n",
  // Allowed: a higher module through a lower one's face.
  "server/modules/sales/cart/uses-yard.ts": 'import { stock } from "../../yard/index.ts";\nexport const a = stock;\n',
  // Slips.
  "server/modules/sales/cart/reaches-inside.ts": 'import { stock } from "../../yard/stock/stock.ts";\nexport const b = stock;\n',
  "server/modules/yard/stock/imports-up.ts": 'import { lines } from "../../sales/index.ts";\nexport const c = lines;\n',
  "server/modules/yard/stock/imports-speed.ts": 'import { cache } from "../../../perf/page-cache.ts";\nexport const d = cache;\n',
  "server/lib/imports-module.ts": 'import { stock } from "../modules/yard/index.ts";\nexport const e = stock;\n',
  "server/routes/reaches-inside.ts": 'import { lines } from "../modules/sales/cart/lines.ts";\nexport const f = lines;\n',
  "contract/imports-server.ts": 'import { helper } from "../server/lib/helper.ts";\nexport const g = helper;\n',
  // A circle closed by a type-only import.
  "server/lib/circle-a.ts": 'import type { B } from "./circle-b.ts";\nexport type A = { b?: B };\nexport const a = 1;\n',
  "server/lib/circle-b.ts": 'import { a } from "./circle-a.ts";\nexport type B = number;\nexport const b = a;\n',
};

let report = "";
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "boxyard-lint-"));
  cpSync(join(root, ".oxlintrc.json"), join(dir, ".oxlintrc.json"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const oxlint = join(root, "node_modules", ".bin", "oxlint");
  const out = await run(oxlint, ["-c", ".oxlintrc.json", "--format", "unix", "server", "contract"], { cwd: dir }).catch((err: { stdout: string }) => err);
  report = out.stdout;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const flagged = (path: string) => report.split("\n").filter((line) => line.startsWith(path));

describe("lint keeps the import order", () => {
  it.each([
    ["server/modules/sales/cart/reaches-inside.ts", "a module reaching inside another"],
    ["server/modules/yard/stock/imports-up.ts", "a lower module importing a higher one"],
    ["server/modules/yard/stock/imports-speed.ts", "feature code importing the speed layer"],
    ["server/lib/imports-module.ts", "lib importing a module"],
    ["server/routes/reaches-inside.ts", "a route reaching inside a module"],
    ["contract/imports-server.ts", "contract importing server"],
  ])("%s: %s", (path) => {
    expect(flagged(path).join("\n")).toContain("no-restricted-imports");
  });

  it("a circle closed by a type-only import", () => {
    expect(flagged("server/lib/circle-a.ts").join("\n") + flagged("server/lib/circle-b.ts").join("\n")).toContain("no-cycle");
  });

  it("a module through another's face passes", () => {
    expect(flagged("server/modules/sales/cart/uses-yard.ts")).toEqual([]);
  });
});
