import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

/**
 * Client chunks: left alone, Rolldown cut the storefront into ~30 files of 1–2 kB each, and on a slow
 * mobile connection every page paid a round trip per handful of them. The framework and the shared
 * storefront code now ship as two chunks; route modules, the dashboard, the admin and zod (forms only)
 * stay separate so the shop never downloads them.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
    { name: "storefront", test: /app[\\/](lib|components[\\/](site|ui|product))[\\/]/, minShareCount: 2, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: clientChunks } } },
}));
