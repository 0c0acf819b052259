import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { outgoingEmails } from "../../../db/schema/index.ts";

/** Reset mail goes out after the answer; tests wait for it to land in outgoing_emails. */
export async function waitForMail(db: Db, to: string, count = 1, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to)).orderBy(desc(outgoingEmails.createdAt));
    if (rows.length >= count) return rows;
    if (Date.now() > end) throw new Error(`no mail to ${to} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The token of the newest reset link mailed to `to`. */
export async function resetTokenFromMail(db: Db, to: string, count = 1): Promise<string> {
  const [mail] = await waitForMail(db, to, count);
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
