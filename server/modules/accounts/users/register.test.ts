import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../../db/schema/index.ts";
import { verifyPassword } from "../../../lib/passwords.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { COMMON_PASSWORD_COUNT } from "./common-passwords.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  n += 1;
  return { full_name: "Dana Fields", user_name: `dana${n}`, email: `dana${n}@example.com`, phone: "(305) 555-0199", password: "Container-yard-42", ...over };
};
const rowByEmail = async (email: string) => (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

describe("POST /v1/user/register", () => {
  it("creates a customer with a hashed password and answers the spec's message", async () => {
    const body = newUser({ email: "  Mixed.Case@Example.com " });
    const res = await t.send(t.api.user.register.$post({ json: body }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, status: "success", message: "Registration successful! Please log in." });
    expect(res.body.data).toEqual({ email: "mixed.case@example.com" });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const row = await rowByEmail("mixed.case@example.com");
    expect(row).toMatchObject({ fullName: "Dana Fields", userName: body.user_name, role: "user", blockedAt: null, emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row.passwordHash, "Container-yard-42")).toBe(true);
  });

  it("never creates an admin, whatever the body says", async () => {
    const body = { ...newUser(), role: "admin" };
    const res = await t.send(t.api.user.register.$post({ json: body }));
    expect(res.status).toBe(201);
    expect((await rowByEmail(body.email)).role).toBe("user");
  });

  it("an e-mail that exists in another case creates nothing, and the answer does not tell (ADR 070)", async () => {
    const first = newUser({ email: "taken@example.com" });
    expect((await t.send(t.api.user.register.$post({ json: first }))).status).toBe(201);
    const res = await t.send(t.api.user.register.$post({ json: newUser({ email: "TAKEN@Example.COM" }) }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Registration successful! Please log in.");
    expect(await t.db.$count(users, sql`lower(${users.email}) = 'taken@example.com'`)).toBe(1);
  });

  it("refuses a user name that exists in another case with 409 naming the user name", async () => {
    expect((await t.send(t.api.user.register.$post({ json: newUser({ user_name: "BoxFan" }) }))).status).toBe(201);
    const res = await t.send(t.api.user.register.$post({ json: newUser({ user_name: "boxfan" }) }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This username is already taken");
    expect(res.body.errors).toEqual({ user_name: "This username is already taken" });
  });

  it("two simultaneous registrations of one user name: one 201, one 409, never a 500", async () => {
    const [a, b] = await Promise.all([
      t.send(t.api.user.register.$post({ json: newUser({ user_name: "racer" }) })),
      t.send(t.api.user.register.$post({ json: newUser({ user_name: "Racer" }) })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.errors).toEqual({ user_name: "This username is already taken" });
  });

  it("the seeded admin's e-mail cannot be claimed: no second account, the admin keeps its password", async () => {
    const res = await t.send(t.api.user.register.$post({ json: newUser({ email: "ADMIN@test.local" }) }));
    expect(res.status).toBe(201);
    const [admin] = await t.db.select().from(users).where(sql`lower(${users.email}) = 'admin@test.local'`);
    expect(admin.role).toBe("admin");
    expect(await verifyPassword(admin.passwordHash, "Container-yard-42")).toBe(false);
  });

  it.each([
    ["password", "short7!", "Password must be at least 8 characters"],
    ["password", "x".repeat(60) + "Y".repeat(69), "Password must be at most 128 characters"],
    ["password", "Password123", "This password is too common. Please choose a less predictable one"],
    ["password", "qwertyuiop", "This password is too common. Please choose a less predictable one"],
    ["password", "zzzzzzzzzzzz", "Password cannot be a single repeated character"],
    ["email", "not-an-email", "Enter a valid email address"],
    ["user_name", "ab", "Username must be at least 3 characters"],
    ["user_name", "no spaces", "Use letters, digits, dots, dashes or underscores"],
    ["full_name", "   ", "Full name is required"],
    ["phone", "call me", "Use digits, spaces and + ( ) - only"],
    ["phone", "12-34", "Enter a phone number with at least 7 digits"],
  ])("rejects a bad %s (%j) with a field error", async (field, value, message) => {
    const body = newUser({ [field]: value });
    const res = await t.send(t.api.user.register.$post({ json: body }));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await rowByEmail(String(body.email))).toBeUndefined();
  });

  it("refuses a password equal to the e-mail's name or the user name", async () => {
    const byMail = await t.send(t.api.user.register.$post({ json: newUser({ email: "longername@example.com", password: "LongerName" }) }));
    expect(byMail.body.errors).toEqual({ password: "Password cannot be your email address" });
    const byName = await t.send(t.api.user.register.$post({ json: newUser({ user_name: "yardmaster9", password: "yardmaster9" }) }));
    expect(byName.body.errors).toEqual({ password: "Password cannot be your username" });
  });

  it("lists every missing field at once", async () => {
    const res = await t.send(t.api.user.register.$post({ json: {} as never })); // invalid on purpose: every field missing
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "full_name", "password", "phone", "user_name"]);
  });

  it("ships a list of a few hundred common passwords", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(300);
  });
});
