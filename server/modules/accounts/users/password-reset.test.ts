import { createServer, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens, users } from "../../../../db/schema/index.ts";
import { hashToken } from "../../../lib/tokens.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { resetTokenFromMail, waitForMail } from "../../../test/fixtures/outbox.ts";

// A mail server that accepts the connection and never answers: the reset answer must not wait for it.
const sockets = new Set<Socket>();
const silentSmtp = createServer((s) => {
  sockets.add(s);
  s.on("error", () => {});
});
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => silentSmtp.listen(0, "127.0.0.1", () => r()));
  const port = (silentSmtp.address() as { port: number }).port;
  t = await createTestApp({ now: () => new Date(clock), env: { PUBLIC_URL: "https://shop.example.com/", SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  silentSmtp.close();
  await new Promise((r) => setTimeout(r, 50));
  await t.close();
});

const requestReset = (email: string) => t.send(t.api.user.password["reset-request"].$post({ json: { email } }));
const verify = (token: string) => t.send(t.api.user.password["verify-token"].$post({ json: { token } }));
const reset = (token: string, newPassword: string) => t.send(t.api.user.password.reset.$post({ json: { token, newPassword } }));
const login = (email: string, password: string) => t.send(t.api.user.login.$post({ json: { email, password } }));

describe("password reset", () => {
  it("answers the same, at once, for a known and an unknown address, and mails only the known one", async () => {
    const { user } = await t.createUser({ email: "known@example.com" });
    const startKnown = performance.now();
    const known = await requestReset("Known@Example.com");
    const knownMs = performance.now() - startKnown;
    const unknown = await requestReset("unknown@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toMatch(/reset instructions/);
    expect(knownMs).toBeLessThan(1000); // the silent SMTP server would hold it for 30 s or more
    const [mail] = await waitForMail(t.db, user.email);
    expect(mail.subject).toBe("Reset your Boxyard password");
    expect(mail.text).toMatch(/https:\/\/shop\.example\.com\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain("Reset your password");
    expect(await waitForMail(t.db, "unknown@example.com", 1, 300).catch(() => [])).toEqual([]);
  });

  it("stores only the hash of the token, valid 60 minutes", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - clock).toBe(60 * 60 * 1000);
  });

  it("verifies, resets once, revokes every session, and the new password logs in", async () => {
    const { user, token: session, password: oldPassword } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("success");

    const res = await reset(token, "Fresh-steel-box-77");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("success");
    expect((await t.send(t.api.user.me.$get({}, t.as(session)))).status).toBe(401);
    expect((await login(user.email, oldPassword)).status).toBe(401);
    expect((await login(user.email, "Fresh-steel-box-77")).status).toBe(200);

    const again = await reset(token, "Another-steel-box-78");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid or expired token");
    expect((await verify(token)).body).toMatchObject({ status: "error", message: "Invalid or expired token" });
  });

  it("a reset spends the user's other open links too", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const first = await resetTokenFromMail(t.db, user.email, 1);
    await requestReset(user.email);
    const second = await resetTokenFromMail(t.db, user.email, 2);
    expect(second).not.toBe(first);
    expect((await reset(second, "Fresh-steel-box-79")).status).toBe(200);
    expect((await verify(first)).status).toBe(400);
  });

  it("refuses an expired token (after 60 minutes)", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    clock += 59 * 60 * 1000;
    expect((await verify(token)).status).toBe(200);
    clock += 2 * 60 * 1000;
    expect((await verify(token)).status).toBe(400);
    expect((await reset(token, "Fresh-steel-box-80")).body.message).toBe("Invalid or expired token");
  });

  it("refuses made-up tokens and weak new passwords, and changes nothing then", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    expect((await verify("not-a-real-token")).status).toBe(400);
    expect((await reset("not-a-real-token", "Fresh-steel-box-81")).status).toBe(400);
    const weak = await reset(token, "password1");
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword).toMatch(/too common/);
    const short = await reset(token, "short");
    expect(short.body.errors.newPassword).toBe("Password must be at least 8 characters");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
    expect((await verify(token)).status).toBe(200);
  });

  it("takes the token in a POST body only: a token in the path is no route (it would land in logs and history)", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    const inPath = await t.call("GET", `/v1/user/password/verify-token/${token}`); // the old, removed route
    expect(inPath.status).toBe(404);
    expect((await verify(token)).status).toBe(200);
    const tooLong = await verify("x".repeat(513));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(["token"]);
  });

  it("sends nothing to a blocked account, and its open link stops working", async () => {
    const { user } = await t.createUser();
    await requestReset(user.email);
    const token = await resetTokenFromMail(t.db, user.email);
    await t.db.update(users).set({ blockedAt: new Date(clock) }).where(eq(users.id, user.id));
    expect((await verify(token)).status).toBe(400);
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await waitForMail(t.db, user.email, 2, 200).catch(() => "none")).toBe("none");
  });
});
