import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(email: string, ip: string) {
  const start = performance.now();
  const res = await t.send(t.api.user.password["reset-request"].$post({ json: { email } }, t.as(undefined, { "x-forwarded-for": ip })));
  const ms = performance.now() - start;
  expect(res.status).toBe(200);
  return ms;
}

/**
 * On an in-memory database the known address's extra insert costs only a few milliseconds, too little for a
 * timing test to catch reliably: the statements test is the one that fails when account work comes before
 * the answer; the medians show it in time.
 */
describe("reset request timing", () => {
  it("sends the same database statements before answering, whether or not the account exists", async () => {
    const { user } = await t.createUser();
    const known = await t.countQueries(() => timed(user.email, "192.0.2.240"));
    // The known address's mail is written, then sent, after the answer: wait until the outbox is settled,
    // so its delivery's statements are not counted in the unknown address's window.
    await expect.poll(async () => (await t.db.select().from(outgoingEmails).where(inArray(outgoingEmails.status, ["queued", "sending"]))).length, { timeout: 15_000 }).toBe(0);
    // And until the work after its delivery has stopped too: on a busy machine a last transaction of that
    // delivery once began inside the unknown address's window.
    await expect.poll(async () => (await t.countQueries(() => new Promise((r) => setTimeout(r, 250)))).queries.length, { timeout: 15_000 }).toBe(0);
    const unknown = await t.countQueries(() => timed("nobody-at-all@example.com", "192.0.2.241"));
    expect(known.queries).toEqual(unknown.queries);
  });

  it("answers a known and an unknown address in the same time (medians within 1.5 ms or 25 %)", async () => {
    const ROUNDS = 41;
    const known: string[] = [];
    for (let i = 0; i < ROUNDS; i++) known.push((await t.createUser()).user.email);
    // Warm-up: the first statements of each kind are planned and cached.
    await timed(known[0], "192.0.2.250");
    await timed("warm-up@example.com", "192.0.2.251");
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 1; i < ROUNDS; i++) {
      knownMs.push(await timed(known[i], `198.18.1.${i}`));
      unknownMs.push(await timed(`nobody-${i}@example.com`, `198.18.2.${i}`));
      await new Promise((r) => setTimeout(r, 50)); // let work done after the answer finish between rounds
    }
    const [k, u] = [median(knownMs), median(unknownMs)];
    console.log(`reset-request medians: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`);
    expect(Math.abs(k - u)).toBeLessThanOrEqual(Math.max(1.5, Math.max(k, u) * 0.25));
  }, 60_000);
});
