import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../contract/checkout.ts";

const root = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

/** A path, or the start of a file name in its folder ("docs/decisions/005" for the ADR). */
function exists(path: string): boolean {
  if (existsSync(join(root, path))) return true;
  const folder = join(root, dirname(path));
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(basename(path)));
}

/* Issue 18: the README, read in a stranger's clone, pointed at ../shared/SPEC.md, which is not there. */
describe("README stands on its own", () => {
  it("every file or folder it names in backticks or links exists in the repository", () => {
    const named = [...readme.matchAll(/`((?:\.\.?\/)?[\w.-]+(?:\/[\w.*-]+)+\/?)`|\]\(((?!https?:|#)[^)]+)\)/g)]
      .map((m) => m[1] ?? m[2])
      // Left out: URL paths, the data folders a start creates, the build's output (not committed: a clean clone has
      // none until something builds), and paths under a variable (DATA_DIR/media).
      .filter((p) => !p.startsWith("/") && !p.includes("…") && !p.includes("*") && !/^\.\/data/.test(p) && !/^build\//.test(p) && !/^[A-Z_]+\//.test(p));
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it("lists every sandbox test card and says that npm install brings Node 24", () => {
    const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");
    for (const number of Object.values(SANDBOX_CARDS)) expect(readme).toContain(spaced(number));
    expect(readme).toMatch(/Node 24[^.]*`npm install`|`npm install`[^.]*Node 24/);
    expect(readme).toContain("EBADENGINE");
  });

  it("names npm scripts whose files exist (`npm run dev` ran a server/dev.ts that never did)", () => {
    const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const name of [...readme.matchAll(/`npm run ([\w:-]+)/g)].map((m) => m[1])) expect(scripts, `npm run ${name}`).toHaveProperty(name);
    const files = Object.entries(scripts).flatMap(([name, command]) => [...command.matchAll(/(?:^|\s)((?:server|scripts)\/[\w./-]+\.ts)/g)].map((m) => [name, m[1]]));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter(([, file]) => !existsSync(join(root, file)))).toEqual([]);
  });
});
