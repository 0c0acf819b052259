import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../../db/connect.ts";
import { users } from "../../../../db/schema/index.ts";
import { seedDatabase } from "../../../../db/seed/index.ts";
import { hashPassword } from "../../../lib/passwords.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { createTestDatabase } from "../../../test/database.ts";

// Issue 45 finding 1: the first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD once, at the first start only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noPictures = { store: async () => {} } as unknown as Parameters<typeof seedDatabase>[0]["pictures"];
const seedAgain = (db: Parameters<typeof seedDatabase>[0]["db"]) => seedDatabase({ db, pictures: noPictures, demo: false, admin: TEST_ADMIN, hashPassword });
const admins = (db: Parameters<typeof seedDatabase>[0]["db"]) => db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, "admin"));

describe("the first admin's seed", () => {
  it("is verified; a restart after the admin changed e-mail and username creates no admin and lets the env password in nowhere", async () => {
    const [seeded] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(seeded.emailVerifiedAt).toBeInstanceOf(Date);
    await t.db.update(users).set({ email: "ops.renamed@test.local", userName: "chief" }).where(eq(users.id, seeded.id));
    await seedAgain(t.db);
    await Promise.all([seedAgain(t.db), seedAgain(t.db)]);
    expect(await admins(t.db)).toEqual([{ id: seeded.id, email: "ops.renamed@test.local" }]);
    const login = await t.send(t.api.user.login.$post({ json: TEST_ADMIN }));
    expect(login.status).toBe(401);
  });

  it("never creates an admin into a database that has one, even when no seed was recorded", async () => {
    const database = await createTestDatabase();
    try {
      const [other] = await database.db.insert(users).values({ fullName: "Owner", userName: "owner", email: "owner@test.local", role: "admin", passwordHash: "x" }).returning();
      await seedAgain(database.db);
      expect(await admins(database.db)).toEqual([{ id: other.id, email: "owner@test.local" }]);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("two processes starting together on PostgreSQL seed one admin, and again after a rename none", async () => {
    const database = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    try {
      await Promise.all([seedAgain(database.db), seedAgain(second.db)]);
      const [first] = await admins(database.db);
      expect(await admins(database.db)).toHaveLength(1);
      await database.db.update(users).set({ email: "moved@test.local", userName: "moved" }).where(eq(users.id, first.id));
      await Promise.all([seedAgain(database.db), seedAgain(second.db)]);
      expect(await admins(database.db)).toEqual([{ id: first.id, email: "moved@test.local" }]);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
