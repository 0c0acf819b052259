import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/connect.ts";
import { outgoingEmails } from "../../db/schema/index.ts";
import type { Logger } from "./logger.ts";
import { mailLogLine } from "./mail-log.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = { send: (message: MailMessage) => Promise<{ id: string; status: "sent" | "failed" | "logged" }> };

/**
 * Every mail is first kept in outgoing_emails. With SMTP_URL it is then sent; without it the log says so,
 * with the text (and its links) only when `logText` is on (see mail-log.ts).
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; logger: Logger; logText?: boolean }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(outgoingEmails)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: outgoingEmails.id });
      if (!transport) {
        opts.logger.info(mailLogLine(message, opts.logText ?? false));
        await opts.db.update(outgoingEmails).set({ status: "logged" }).where(eq(outgoingEmails.id, row.id));
        return { id: row.id, status: "logged" };
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        await opts.db.update(outgoingEmails).set({ status: "sent", sentAt: new Date() }).where(eq(outgoingEmails.id, row.id));
        return { id: row.id, status: "sent" };
      } catch (err) {
        opts.logger.error(`[mail] sending to ${message.to} failed`, err);
        await opts.db
          .update(outgoingEmails)
          .set({ status: "failed", error: String((err as Error).message ?? err) })
          .where(eq(outgoingEmails.id, row.id));
        return { id: row.id, status: "failed" };
      }
    },
  };
}
