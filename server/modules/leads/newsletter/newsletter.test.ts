import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_CHECK_INBOX } from "../../../../contract/newsletter-text.ts";
import { newsletterSubscribers, outgoingEmails } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { SIGNUP_LIMIT } from "../../../routes/newsletter/routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let client = 0;
const signUp = (email: string, address = `203.0.113.${++client}`) => t.send(t.api.newsletter.$post({ json: { email } }, t.as(undefined, { "X-Forwarded-For": address })));
const mailsTo = (to: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to)).orderBy(desc(outgoingEmails.createdAt));
const tokenIn = (text: string, kind: "confirm" | "unsubscribe") => new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";
const rowsFor = (email: string) => t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe("newsletter double opt-in", () => {
  it("refuses a missing or malformed e-mail by field", async () => {
    for (const email of [undefined, "", "nope", "a@"]) {
      const res = await signUp(email as string); // invalid on purpose: undefined leaves the field out
      expect(res.status).toBe(400);
      expect(res.body.errors.email).toBeTruthy();
    }
  });

  it("stores a pending subscriber with a hashed token and mails a confirm link carrying an unsubscribe link", async () => {
    const res = await signUp("  Reader@Example.com ");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NEWSLETTER_CHECK_INBOX);
    const [row] = await rowsFor("reader@example.com");
    expect(row.status).toBe("pending");
    const [mail] = await mailsTo("reader@example.com");
    expect(mail.text).toContain(`${t.deps.env.PUBLIC_URL}/newsletter/confirm/`);
    const token = tokenIn(mail.text, "confirm");
    expect(token.length).toBeGreaterThan(40);
    expect(row.tokenHash).not.toContain(token);
    expect(tokenIn(mail.text, "unsubscribe")).toBe(token);
    expect(mail.html).toContain("Unsubscribe");
  });

  it("signing up twice gives the same answer, one row, and a fresh link that replaces the old", async () => {
    const first = (await mailsTo("reader@example.com"))[0];
    const again = await signUp("reader@example.com");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(NEWSLETTER_CHECK_INBOX);
    expect(await rowsFor("reader@example.com")).toHaveLength(1);
    const mails = await mailsTo("reader@example.com");
    expect(mails).toHaveLength(2);
    const stale = await t.send(t.api.newsletter.confirm.$post({ json: { token: tokenIn(first.text, "confirm") } }));
    expect(stale.status).toBe(400);
    expect(stale.body.errors.token).toBeTruthy();
  });

  it("a confirmation link expires after a week (the mail says so); signing up again mails one that works", async () => {
    await signUp("late@example.com");
    const [mail] = await mailsTo("late@example.com");
    expect(mail.text).toContain("The link works for 7 days.");
    await t.db.update(newsletterSubscribers).set({ tokenIssuedAt: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 60_000) }).where(eq(newsletterSubscribers.email, "late@example.com"));
    const late = await t.send(t.api.newsletter.confirm.$post({ json: { token: tokenIn(mail.text, "confirm") } }));
    expect(late.status).toBe(400);
    expect(late.body.message).toContain("This link has expired");
    expect((await rowsFor("late@example.com"))[0].status).toBe("pending");
    await signUp("late@example.com");
    const [fresh] = await mailsTo("late@example.com");
    expect((await t.send(t.api.newsletter.confirm.$post({ json: { token: tokenIn(fresh.text, "confirm") } }))).status).toBe(200);
  });

  it("confirms with the latest link (twice is fine), sends a welcome with an unsubscribe link, then sign-up is silent", async () => {
    const token = tokenIn((await mailsTo("reader@example.com"))[0].text, "confirm");
    const res = await t.send(t.api.newsletter.confirm.$post({ json: { token } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: "reader@example.com", status: "confirmed" });
    expect((await t.send(t.api.newsletter.confirm.$post({ json: { token } }))).status).toBe(200);
    const [welcome] = await mailsTo("reader@example.com");
    expect(welcome.subject).toMatch(/Welcome/);
    expect(tokenIn(welcome.text, "unsubscribe")).toBe(token);
    const count = (await mailsTo("reader@example.com")).length;
    const again = await signUp("READER@example.com");
    expect(again.body.message).toBe(NEWSLETTER_CHECK_INBOX);
    expect(await mailsTo("reader@example.com")).toHaveLength(count);
    expect((await rowsFor("reader@example.com"))[0].status).toBe("confirmed");
  });

  it("unsubscribes with the token (twice is fine); a confirm link then no longer works; signing up again starts over", async () => {
    const token = tokenIn((await mailsTo("reader@example.com"))[0].text, "unsubscribe");
    const res = await t.send(t.api.newsletter.unsubscribe.$post({ json: { token } }));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("unsubscribed");
    expect((await t.send(t.api.newsletter.unsubscribe.$post({ json: { token } }))).status).toBe(200);
    expect((await rowsFor("reader@example.com"))[0]).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date) });
    expect((await t.send(t.api.newsletter.confirm.$post({ json: { token } }))).status).toBe(400);
    await signUp("reader@example.com");
    expect((await rowsFor("reader@example.com"))[0].status).toBe("pending");
  });

  it("refuses made-up tokens", async () => {
    for (const route of [t.api.newsletter.confirm, t.api.newsletter.unsubscribe]) {
      const res = await t.send(route.$post({ json: { token: "x".repeat(43) } }));
      expect(res.status).toBe(400);
      expect(res.body.errors.token).toBeTruthy();
      expect((await t.send(route.$post({ json: {} as never }))).body.errors.token).toBeTruthy(); // invalid on purpose: no token
    }
  });

  it("mails one address at most 3 times an hour however often it is entered", async () => {
    for (let i = 0; i < 5; i++) expect((await signUp("flood@example.com")).status).toBe(200);
    expect(await mailsTo("flood@example.com")).toHaveLength(3);
  });

  it(`throttles a client address after ${SIGNUP_LIMIT} sign-ups`, async () => {
    for (let i = 0; i < SIGNUP_LIMIT; i++) expect((await signUp(`p${i}@example.com`, "198.51.100.9")).status).toBe(200);
    const res = await signUp("one-more@example.com", "198.51.100.9");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBeTruthy();
  });
});

describe("GET /v1/admin/newsletter/export.csv", () => {
  it("is for admins only", async () => {
    expect((await t.send(t.api.admin.newsletter["export.csv"].$get({ query: {} }))).status).toBe(401);
    const { token } = await t.createUser();
    expect((await t.send(t.api.admin.newsletter["export.csv"].$get({ query: {} }, t.as(token)))).status).toBe(403);
  });

  it("lists every subscriber with its status, or one status, with a header and proper escaping", async () => {
    await t.db.insert(newsletterSubscribers).values([
      { email: '"quoted",comma@example.com', status: "confirmed", tokenHash: "a", confirmedAt: new Date("2026-01-02T03:04:05Z"), createdAt: new Date("2026-01-01T00:00:00Z") },
      { email: "=cmd@example.com", status: "confirmed", tokenHash: "b", confirmedAt: new Date("2026-01-03T00:00:00Z"), createdAt: new Date("2026-01-01T00:00:01Z") },
      { email: "pending@example.com", status: "pending", tokenHash: "c", createdAt: new Date("2026-01-01T00:00:02Z") },
      { email: "gone@example.com", status: "unsubscribed", tokenHash: "d", createdAt: new Date("2026-01-01T00:00:03Z") },
    ]);
    const { token } = await t.createUser({ role: "admin" });
    const res = await t.send(t.api.admin.newsletter["export.csv"].$get({ query: {} }, t.as(token)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,status,signed_up_at,confirmed_at,unsubscribed_at");
    expect(lines[1]).toMatch(/^"""quoted"",comma@example.com",confirmed,2026-01-01T00:00:00.000Z,2026-01-02T03:04:05.000Z,$/);
    expect(lines[2]).toMatch(/^'=cmd@example.com,confirmed,/);
    expect(lines[3]).toMatch(/^pending@example.com,pending,/);
    expect(lines[4]).toMatch(/^gone@example.com,unsubscribed,/);

    const confirmed = await t.send(t.api.admin.newsletter["export.csv"].$get({ query: { status: "confirmed" } }, t.as(token)));
    const confirmedRows = (confirmed.body as string).trimEnd().split("\r\n").slice(1);
    expect(confirmedRows.length).toBeGreaterThanOrEqual(2);
    expect(confirmedRows.every((l) => l.includes(",confirmed,"))).toBe(true);
    expect(confirmed.body).not.toContain("pending@example.com");
    expect((await t.send(t.api.admin.newsletter["export.csv"].$get({ query: { status: "bogus" as never } }, t.as(token)))).status).toBe(400); // invalid on purpose: no such status
  });
});
