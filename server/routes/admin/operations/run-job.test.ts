import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, outgoingEmails } from "../../../../db/schema/index.ts";
import { CRON_JOBS } from "../../../jobs.ts";
import { MAIL_JOB } from "../../../lib/mail.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { eventually } from "../../../test/smtp-catcher.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

let t: TestApp;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  // This app works the balance reminder as a server with RUN_JOBS does (cron itself is off in tests).
  t = await createTestApp({ work: [MAIL_JOB, "balance-reminder"] });
  admin = await t.createUser({ role: "admin" });
});
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const mailsTo = (email: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email));

describe("POST /v1/admin/jobs/{name}/run", () => {
  it("queues one run of a scheduled job, which does its work (the balance reminder mails the pay link), audited", async () => {
    const c = await t.createUser();
    const { order, invoice } = await insertOrder(t.db, c.user.id, { totalCents: 100000, status: "confirmed", paymentStatus: "deposit_paid" });
    await t.db.update(orders).set({ deliveryDate: inDays(5), depositCents: 30000 }).where(eq(orders.id, order.id));

    const run = await t.send(t.api.admin.jobs[":name"].run.$post({ param: { name: "balance-reminder" } }, t.as(admin.token)));
    expect(run.status).toBe(200);
    expect(run.body.data.name).toBe("balance-reminder");
    expect(run.body.data.jobId).toEqual(expect.any(String));
    await eventually(async () => (await mailsTo(c.user.email)).length === 1, "the balance reminder mail");
    expect((await mailsTo(c.user.email))[0].text).toContain(`/dashboard/invoices?pay=${invoice.id}`);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "job.started"), eq(auditLog.entityId, "balance-reminder")));
    expect(audit.map((a) => a.actorId)).toEqual([admin.user.id]);
  });

  it("the job stats name every scheduled job with its schedule, mail delivery without one", async () => {
    const stats = await t.send(t.api.admin.jobs.stats.$get({}, t.as(admin.token)));
    const queues = stats.body.data.queues as { name: string; cron: string | null }[];
    for (const [name, cron] of Object.entries(CRON_JOBS)) expect(queues.find((q) => q.name === name)?.cron).toBe(cron);
    expect(queues.find((q) => q.name === MAIL_JOB)?.cron).toBeNull();
  });

  it("customers get 403; an unknown name, or the mail job (the outbox has its own Retry), is 404 not_found", async () => {
    const { token } = await t.createUser();
    const customer = await t.send(t.api.admin.jobs[":name"].run.$post({ param: { name: "balance-reminder" } }, t.as(token)));
    expect([customer.status, customer.body.code]).toEqual([403, "forbidden"]);
    expect((await t.send(t.api.admin.jobs[":name"].run.$post({ param: { name: "balance-reminder" } }))).status).toBe(401);
    for (const name of ["no-such-job", MAIL_JOB, "dead-letter"]) {
      const res = await t.send(t.api.admin.jobs[":name"].run.$post({ param: { name } }, t.as(admin.token)));
      expect([res.status, res.body.code]).toEqual([404, "not_found"]);
      expect(res.body.message).toContain("balance-reminder");
    }
  });
});
