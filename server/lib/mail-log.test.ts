import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle } from "../../db/connect.ts";
import { outgoingEmails } from "../../db/schema/index.ts";
import { createTestDatabase } from "../test/database.ts";
import { readEnv } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail.ts";
import { mailLogShowsText } from "./mail-log.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LINK = "http://localhost:3000/reset-password/secret-token-123";

/** Sends one mail without SMTP through a mailer configured from `vars`, and answers what reached the log. */
async function logOf(vars: Record<string, string>) {
  const lines: string[] = [];
  const logger: Logger = { debug: () => {}, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
  const env = readEnv(vars);
  const mailer = createMailer({ db: database.db, from: env.MAIL_FROM, logger, logText: mailLogShowsText(env) });
  await mailer.send({ to: "owner@example.com", subject: "Reset your password", text: `Open ${LINK}` });
  return lines.join("\n");
}

describe("mail without SMTP", () => {
  it("logs recipient and subject but not the text (with its links) in production", async () => {
    const log = await logOf({ NODE_ENV: "production" });
    expect(log).toContain("to=owner@example.com");
    expect(log).toContain('subject="Reset your password"');
    expect(log).not.toContain("secret-token-123");
    const rows = await database.db.select().from(outgoingEmails);
    expect(rows.at(-1)?.text).toContain(LINK);
  });

  it("prints the text with NODE_ENV=development or MAIL_LOG_LINKS=true", async () => {
    expect(await logOf({ NODE_ENV: "development" })).toContain(LINK);
    expect(await logOf({ NODE_ENV: "production", MAIL_LOG_LINKS: "true" })).toContain(LINK);
    expect(await logOf({ NODE_ENV: "test", MAIL_LOG_LINKS: "false" })).not.toContain(LINK);
  });
});
