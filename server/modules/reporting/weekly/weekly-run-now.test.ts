import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../../../db/schema/index.ts";
import { MAIL_JOB } from "../../../lib/mail.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { sendWeeklyReportIfDue } from "./weekly-job.ts";

/** Wednesday 2026-11-25 09:00 in Chicago: the last full week is Mon Nov 16 – Sun Nov 22 (docs/decisions/086). */
let now = new Date("2026-11-25T15:00:00Z");
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The weekly-report job is worked here, so "Run now" really goes through the queue.
  t = await createTestApp({ now: () => now, work: [MAIL_JOB, "weekly-report"] });
  admin = (await t.createUser({ role: "admin" })).token;
}, 240_000);
afterAll(() => t.close());

const reportsFor = (range: string) => t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `%weekly report: ${range}`));
async function until<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await read();
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
  return read();
}
const LAST_WEEK = "Nov 16, 2026 – Nov 22, 2026";

describe("the weekly report's Run now and catch-up", () => {
  it("Run now on a Wednesday sends last week's report through the job queue, once", async () => {
    const preview = await t.send(t.api.admin.reports.weekly.preview.$get({}, t.as(admin)));
    expect(preview.body.data).toMatchObject({ weekStart: "2026-11-16", subject: `Boxyard weekly report: ${LAST_WEEK}`, sentAt: null });
    const run = await t.send(t.api.admin.reports.weekly.run.$post({}, t.as(admin)));
    expect([run.status, run.body.data]).toEqual([202, { weekStart: "2026-11-16", status: "queued" }]);
    const mails = await until(() => reportsFor(LAST_WEEK), 1);
    expect(mails.map((m) => m.to)).toEqual([TEST_ADMIN.email]); // the seeded admin opted in; a new admin has not
    expect(mails[0].text).toContain("Boxyard weekly report, Nov 16, 2026 – Nov 22, 2026");
    const again = await t.send(t.api.admin.reports.weekly.run.$post({}, t.as(admin)));
    expect(again.body.data).toEqual({ weekStart: "2026-11-16", status: "already_sent" });
    expect(await sendWeeklyReportIfDue(t.deps)).toBeNull(); // the hourly tick finds it sent
    expect((await t.send(t.api.admin.reports.weekly.preview.$get({}, t.as(admin)))).body.data.sentAt).not.toBeNull();
    expect(await reportsFor(LAST_WEEK)).toHaveLength(1);
  });

  it("a week whose Monday run was missed is sent on the next run, exactly once", async () => {
    // Monday Nov 30 passed with no run (an outage); the job next runs on Tuesday.
    now = new Date("2026-12-01T16:00:00Z");
    const week = "Nov 23, 2026 – Nov 29, 2026";
    expect(await sendWeeklyReportIfDue(t.deps)).toEqual({ sent: 1 });
    expect(await sendWeeklyReportIfDue(t.deps)).toBeNull();
    now = new Date("2026-12-02T16:00:00Z");
    expect(await sendWeeklyReportIfDue(t.deps)).toBeNull();
    expect(await reportsFor(week)).toHaveLength(1);
    const shopper = await t.createUser();
    expect((await t.send(t.api.admin.reports.weekly.run.$post({}, t.as(shopper.token)))).status).toBe(403);
  });
});
