import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingEmails } from "../../db/schema/index.ts";
import { createTestApp } from "../test/harness.ts";

const LINK = "http://localhost:3000/reset-password/secret-token-123";

/** Queues one mail without SMTP in an app configured from `vars`, waits for the mail job, answers the log. */
async function logOf(vars: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp({ env: vars, log: { write: (line) => lines.push(line) } });
  try {
    const { id } = await t.deps.mailer.enqueue(t.deps.db, { to: "owner@example.com", subject: "Reset your password", text: `Open ${LINK}` });
    for (let i = 0; i < 100; i++) {
      const [row] = await t.deps.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id));
      if (row.status === "logged") {
        expect(row.text).toContain(LINK);
        return lines.join("\n");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the mail job never handled the mail");
  } finally {
    await t.close();
  }
}

describe("mail without SMTP", () => {
  it("logs recipient and subject but not the text (with its links) in production", async () => {
    const log = await logOf({ NODE_ENV: "production" });
    expect(log).toContain("to=owner@example.com");
    expect(log).toContain('subject=\\"Reset your password\\"');
    expect(log).not.toContain("secret-token-123");
  });

  it("prints the text with NODE_ENV=development or MAIL_LOG_LINKS=true", async () => {
    expect(await logOf({ NODE_ENV: "development" })).toContain(LINK);
    expect(await logOf({ NODE_ENV: "production", MAIL_LOG_LINKS: "true" })).toContain(LINK);
    expect(await logOf({ NODE_ENV: "test", MAIL_LOG_LINKS: "false" })).not.toContain(LINK);
  }, 90_000); // three apps, each waiting for its mail job: past 30 s on a loaded machine
});
