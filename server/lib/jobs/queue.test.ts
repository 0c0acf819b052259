import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/connect.ts";
import { createTestDatabase } from "../../test/database.ts";
import { eventually } from "../../test/smtp-catcher.ts";
import { createLogger } from "../logger.ts";
import { DEAD_LETTER_QUEUE, type JobQueue, createJobQueue } from "./queue.ts";

/** The queue's promises: backoff with a first retry within 30 s, dead letters, a graceful stop. */
let database: DatabaseHandle;
let jobs: JobQueue;
let slowDone = false;
let releaseSlow: () => void = () => {};
const handled: number[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await createJobQueue({ database, logger: createLogger("silent"), schedule: false, poolSize: 2 });
  await jobs.register(
    [
      { name: "always-fails", retryLimit: 3, handler: async () => { throw new Error("boom"); } },
      { name: "fails-at-once", retryLimit: 0, handler: async () => { throw new Error("boom"); } },
      { name: "slow", handler: async () => { await new Promise<void>((r) => (releaseSlow = r)); slowDone = true; } },
      { name: "counted", batch: 4, handler: async (data) => void handled.push(Number(data.n)) },
    ],
    { work: true, pollingIntervalSeconds: 0.5 },
  );
}, 240_000);
afterAll(() => database.close());

describe("job queue", () => {
  it("retries a failed job with backoff: the first retry comes within 30 s", async () => {
    const id = (await jobs.send("always-fails", {}))!;
    await eventually(async () => (await jobs.find("always-fails", id))?.state === "retry", "the first failure");
    const job = (await jobs.find("always-fails", id))!;
    const wait = job.startAfter.getTime() - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);
  });

  it("a job out of retries lands in the dead-letter queue", async () => {
    const id = (await jobs.send("fails-at-once", {}))!;
    await eventually(async () => (await jobs.find("fails-at-once", id))?.state === "failed", "the job to fail for good");
    await eventually(async () => ((await jobs.counts()).find((q) => q.name === DEAD_LETTER_QUEUE)?.queued ?? 0) >= 1, "a dead letter");
  });

  it("works off a backlog without waiting a polling interval after each job", async () => {
    // One job per polling interval (0.5 s here, 2 s in production) made 12 queued mails take 6 s (24 s).
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 12; n++) await jobs.send("counted", { n }, { tx });
    });
    const started = performance.now();
    await eventually(async () => handled.length === 12, "the backlog to be worked off");
    expect(performance.now() - started).toBeLessThan(3000);
    expect([...handled].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it("stop waits for a running job to finish", async () => {
    const id = (await jobs.send("slow", {}))!;
    await eventually(async () => (await jobs.find("slow", id))?.state === "active", "the slow job to start");
    setTimeout(() => releaseSlow(), 1000);
    await jobs.stop({ timeoutMs: 20_000 });
    expect(slowDone).toBe(true);
  }, 60_000);
});
