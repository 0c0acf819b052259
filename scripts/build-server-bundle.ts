import { renameSync, rmSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { build } from "rolldown";
import { type BundleInputs, SERVER_BUNDLE_DIR, SERVER_BUNDLE_INPUTS } from "./server-bundle.ts";

/**
 * `npm run build:server`: bundles server/main.ts into build/start/main.js for `npm start` (docs/decisions/044).
 * Rolldown is Vite 8's bundler (already installed with it). Run by scripts/build-if-stale.ts after the
 * storefront build, or on its own when only the server code changed.
 *
 * Left out of the bundle (loaded from node_modules as before):
 * - packages the storefront's server build (build/server/index.js) also imports: one React, one React Router,
 *   one zod for both, so their module-level state (contexts, registries) is shared;
 * - native and WebAssembly packages, and packages that find their own files at run time (pino's transport
 *   workers, pdfkit's fonts): their paths must stay theirs;
 * - packages imported lazily, on first use only: bundling them would gain nothing at start.
 */
const EXTERNAL = [
  /^node:/,
  /^(react|react-dom|react-router|@react-router\/node|isbot|zod)(\/|$)/,
  /^(@electric-sql\/pglite|sharp|@node-rs\/argon2|pino|pg-native)(\/|$)/,
  /^(pdfkit|qrcode|@aws-sdk\/client-s3|nodemailer|ioredis|zipcodes|stripe)(\/|$)/,
];

/**
 * `import.meta.url` in a bundled source file (db/connect.ts finds its migrations by it) would name the bundle;
 * it is rewritten to the source file's place, relative to the bundle, so the repository may move.
 */
function sourcePlacePlugin(root: string, outDir: string) {
  return {
    name: "boxyard:source-place",
    transform: {
      filter: { code: /import\.meta\.url/ },
      handler(code: string, id: string) {
        if (id.startsWith("\0") || !isAbsolute(id) || relative(root, id).startsWith("node_modules")) return null;
        const fromBundle = relative(outDir, id).split("\\").join("/");
        return code.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      },
    },
  };
}

/** Builds the bundle into a temporary folder and swaps it in, so an interrupted build never leaves half a bundle. */
export async function buildServerBundle(root = process.cwd()): Promise<{ files: number; seconds: number }> {
  const started = Date.now();
  const outDir = resolve(root, SERVER_BUNDLE_DIR);
  const tmpDir = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpDir, { recursive: true, force: true });
  try {
    const output = await build({
      input: { main: resolve(root, "server/main.ts") },
      platform: "node",
      external: EXTERNAL,
      logLevel: "warn",
      // node_modules may be a symlink (a worktree, measure-start's clone): keep paths inside the repository.
      resolve: { symlinks: false },
      plugins: [sourcePlacePlugin(root, outDir)],
      // No source map: stack traces name the bundle's lines; debug with `npm run dev` (the source).
      output: { dir: tmpDir, format: "esm", sourcemap: false },
    });
    const files = new Set<string>();
    for (const chunk of output.output) {
      if (chunk.type !== "chunk") continue;
      for (const id of Object.keys(chunk.modules)) {
        const file = relative(root, id);
        if (!id.startsWith("\0") && isAbsolute(id) && !file.startsWith("node_modules") && !file.startsWith("..")) files.add(file);
      }
    }
    const inputs: BundleInputs = { builtAt: started, files: [...files].sort() };
    writeFileSync(join(tmpDir, "inputs.json"), JSON.stringify(inputs));
    rmSync(outDir, { recursive: true, force: true });
    renameSync(tmpDir, outDir);
    return { files: files.size, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
}

if (import.meta.main) {
  const { files, seconds } = await buildServerBundle();
  console.log(`server bundle: ${SERVER_BUNDLE_INPUTS.replace("inputs.json", "main.js")} from ${files} source files in ${seconds.toFixed(1)} s`);
}
