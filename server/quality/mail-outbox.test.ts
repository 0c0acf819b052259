import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails } from "../../db/schema/index.ts";
import { type TestApp, TEST_ADMIN, createTestApp } from "../test/harness.ts";
import { eventually, startSmtpCatcher } from "../test/smtp-catcher.ts";

/**
 * The outbox against a real SMTP server that refuses mail for a while: every mail arrives once it
 * accepts again, none twice; after the last retry a mail is dead until the admin's Retry.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Short retries so the test sees several within seconds; production waits 10 s, 20 s, … up to 10 min.
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, mailRetry: { limit: 4, delaySeconds: 1, maxDelaySeconds: 2 } });
  const login = await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }));
  admin = login.body.data.token;
}, 240_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const quote = (n: number) =>
  t.send(t.api.quotes.$post({ json: { name: `Lead ${n}`, email: `lead-${n}@example.com`, phone: "", zip: "33101", message: "A 20ft unit." } }, t.as(undefined, { "X-Forwarded-For": `198.51.100.${n}` })));
const statusOf = async (id: string) => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id)))[0]?.status;

describe("mail outbox", () => {
  it("SMTP refusing for a while, then accepting: every mail delivered exactly once", async () => {
    smtp.refuse(true);
    for (let n = 1; n <= 3; n++) expect((await quote(n)).status).toBe(201);
    const rows = await t.db.select().from(outgoingEmails);
    expect(rows).toHaveLength(6); // sales notice + acknowledgement per request, written with the request
    await eventually(async () => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.status, "failed"))).length === 6, "all six to fail once");
    await eventually(() => smtp.refusedCount() >= 12, "a second round of refusals (retried with backoff)");
    expect(smtp.received).toHaveLength(0);
    smtp.refuse(false);
    await eventually(() => smtp.received.length >= 6, "all six mails delivered");
    await new Promise((r) => setTimeout(r, 2500)); // any duplicate would arrive within a retry delay
    const ids = smtp.received.map((m) => m.outboxId).sort();
    expect(ids).toEqual(rows.map((r) => r.id).sort());
    const after = await t.db.select().from(outgoingEmails);
    expect(after.every((m) => m.status === "sent" && m.sentAt && m.attempts >= 2)).toBe(true);
    expect((await t.send(t.api.admin.jobs.stats.$get({}, t.as(admin)))).body.data.outbox).toEqual({ backlog: 0, dead: 0 });
  }, 120_000);

  it("a mail is dead after its last retry, listed for the admin, and sent once by Retry", async () => {
    smtp.refuse(true);
    expect((await quote(9)).status).toBe(201);
    const mine = (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, "lead-9@example.com")))[0];
    await eventually(async () => (await statusOf(mine.id)) === "dead", "the mail to be dead after 5 tries", 60_000);
    const listed = await t.send(t.api.admin.emails.$get({ query: {} }, t.as(admin)));
    const row = listed.body.data.find((m: { id: string }) => m.id === mine.id);
    expect(row).toMatchObject({ status: "dead", attempts: 5, to: "lead-9@example.com" });
    expect(row.error).toContain("Service not available");
    expect((await t.send(t.api.admin.jobs.stats.$get({}, t.as(admin)))).body.data.outbox.dead).toBeGreaterThanOrEqual(1);

    smtp.refuse(false);
    const before = smtp.received.length;
    expect((await t.send(t.api.admin.emails[":id"].retry.$post({ param: { id: mine.id } }, t.as(admin)))).status).toBe(200);
    await eventually(async () => (await statusOf(mine.id)) === "sent", "the retried mail to be sent");
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.slice(before).filter((m) => m.outboxId === mine.id)).toHaveLength(1);
    // A sent mail cannot be retried (it would go out twice).
    const again = await t.send(t.api.admin.emails[":id"].retry.$post({ param: { id: mine.id } }, t.as(admin)));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Only failed or dead e-mails can be retried; this one is sent");
  }, 120_000);

  it("the outbox routes are for admins only and answer 404 for unknown mails", async () => {
    const { token } = await t.createUser();
    expect((await t.send(t.api.admin.emails.$get({ query: {} }, t.as(token)))).status).toBe(403);
    expect((await t.send(t.api.admin.emails[":id"].retry.$post({ param: { id: "not-a-uuid" } }, t.as(admin)))).status).toBe(404);
    expect((await t.send(t.api.admin.emails[":id"].retry.$post({ param: { id: "00000000-0000-4000-8000-000000000000" } }, t.as(admin)))).status).toBe(404);
  });
});
