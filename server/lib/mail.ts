import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/connect.ts";
import { outgoingEmails } from "../../db/schema/index.ts";
import type { JobContext, JobDefinition, JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import { mailLogLine } from "./mail-log.ts";
import type { MailMessage } from "./mail-message.ts";

export type { MailMessage } from "./mail-message.ts";

export type Mailer = {
  /**
   * Writes the mail and its delivery job in `db`'s transaction (a savepoint when `db` is one), so the
   * mail exists exactly when the change that caused it commits, and is sent later by the job.
   */
  enqueue(db: DbOrTx, message: MailMessage): Promise<{ id: string }>;
  /** Puts a failed or dead mail back in the queue (admin Retry); false when it is in another state. */
  retry(emailId: string): Promise<boolean>;
  /** The delivery job's definition: runs in whichever process works jobs. */
  job: JobDefinition;
};

export const MAIL_JOB = "mail-send";
/** Longer than any SMTP exchange: a "sending" row older than this was cut off by a crash and is sent again. */
const SEND_TIMEOUT_SECONDS = 120;

/**
 * The outbox (ADR 014). Delivery claims the row (queued/failed → sending) before talking to SMTP and
 * marks it sent right after, so a redelivered or concurrent job finds nothing to send: a mail goes out
 * once unless the process dies between the SMTP "250 OK" and that update. SMTP refusing makes the job
 * fail and pg-boss retry it with backoff (10 s, 20 s, … capped at 10 min, 20 tries ≈ 2.5 h); after the
 * last try the row is "dead" and waits for the admin's Retry. Without SMTP_URL the log says so, with the
 * text (and its links) only when `logText` is on (see mail-log.ts).
 */
export function createMailer(opts: {
  db: Db;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
  logger: Logger;
  now: () => Date;
  /** Tests shorten the schedule; production keeps 20 tries from 10 s up to 10 min apart. */
  retry?: { limit: number; delaySeconds: number; maxDelaySeconds: number };
  /** Print the text of mails kept without SMTP (NODE_ENV=development or MAIL_LOG_LINKS=true). */
  logText?: boolean;
}): Mailer {
  const smtpUrl = opts.smtpUrl;
  // Nodemailer is loaded with the first mail sent, not at start (docs/decisions/038).
  let transport: ReturnType<typeof createTransport> | null = null;
  const createTransport = async (url: string) => (await import("nodemailer")).default.createTransport(url);
  const { db, logger } = opts;

  async function deliver(emailId: string, job: JobContext) {
    const now = opts.now();
    const stale = new Date(now.getTime() - SEND_TIMEOUT_SECONDS * 1000);
    const [mail] = await db
      .update(outgoingEmails)
      .set({ status: "sending", lastAttemptAt: now, attempts: sql`${outgoingEmails.attempts} + 1` })
      .where(
        and(
          eq(outgoingEmails.id, emailId),
          or(inArray(outgoingEmails.status, ["queued", "failed"]), and(eq(outgoingEmails.status, "sending"), lt(outgoingEmails.lastAttemptAt, stale))),
        ),
      )
      .returning();
    if (!mail) return; // sent already, being sent by another runner, or dead
    if (!smtpUrl) {
      logger.info(mailLogLine(mail, opts.logText ?? false));
      await db.update(outgoingEmails).set({ status: "logged", error: null }).where(eq(outgoingEmails.id, mail.id));
      return;
    }
    try {
      const attachments = mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, "base64") }));
      // The outbox id travels along, so a mail delivered twice (a crash after "250 OK") can be recognised.
      transport ??= createTransport(smtpUrl);
      await (await transport).sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, attachments, headers: { "X-Outbox-Id": mail.id } });
    } catch (err) {
      const dead = job.retryCount >= job.retryLimit;
      const message = String((err as Error).message ?? err);
      logger.error(`[mail] sending ${mail.id} to ${mail.to} failed (try ${mail.attempts})${dead ? ", giving up" : ", will retry"}: ${message}`);
      await db.update(outgoingEmails).set({ status: dead ? "dead" : "failed", error: message }).where(eq(outgoingEmails.id, mail.id));
      throw err;
    }
    await db.update(outgoingEmails).set({ status: "sent", sentAt: opts.now(), error: null }).where(eq(outgoingEmails.id, mail.id));
  }

  return {
    async enqueue(target, message) {
      return target.transaction(async (tx) => {
        const [row] = await tx
          .insert(outgoingEmails)
          .values({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            attachments: message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString("base64") })) ?? null,
          })
          .returning({ id: outgoingEmails.id });
        await opts.jobs.send(MAIL_JOB, { emailId: row.id }, { tx });
        return row;
      });
    },
    async retry(emailId) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(outgoingEmails)
          .set({ status: "queued", error: null })
          .where(and(eq(outgoingEmails.id, emailId), inArray(outgoingEmails.status, ["failed", "dead"])))
          .returning({ id: outgoingEmails.id });
        if (!row) return false;
        await opts.jobs.send(MAIL_JOB, { emailId }, { tx });
        return true;
      });
    },
    job: {
      name: MAIL_JOB,
      handler: (data, job) => deliver(String(data.emailId), job),
      retryLimit: opts.retry?.limit ?? 20,
      retryDelaySeconds: opts.retry?.delaySeconds ?? 10,
      retryDelayMaxSeconds: opts.retry?.maxDelaySeconds ?? 600,
      expireInSeconds: SEND_TIMEOUT_SECONDS,
      // Mails are many, small and independent: a backlog goes out four at a time without pauses (ADR 053).
      batch: 4,
    },
  };
}

