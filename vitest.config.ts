import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["server/**/*.test.ts", "db/**/*.test.ts", "contract/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["server/test/global-setup.ts"],
  },
});
