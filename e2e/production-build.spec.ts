import { expect, test } from "./support/test";

/**
 * The browser gets React's production build. A build made first by a unit test (Vitest sets NODE_ENV=test, as on a
 * clean clone in CI) had React's development build in it, and every e2e test then ran against that
 * (scripts/build-if-stale.ts now builds with NODE_ENV=production whoever calls it).
 */
test("the pages load React's production build", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // Named by a preload, or by the after-paint loader that adds the preloads (ADR 066).
  const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
  expect(framework, "the framework chunk is named in the page").toBeTruthy();
  const code = await (await request.get(framework!)).text();
  expect(code.length).toBeGreaterThan(10_000);
  // Only React's development build carries its warnings' texts.
  expect(code.includes("Invalid DOM property"), `${framework} is React's development build`).toBe(false);
});
