import type { Env } from "./env.ts";
import type { MailMessage } from "./mail-message.ts";

/**
 * Without SMTP a mail is kept in outgoing_emails and announced in the log. Its text carries secrets (reset,
 * newsletter and e-mail confirmation links), and logs travel further than the database: the text is printed
 * only on a developer's machine (NODE_ENV=development) or when asked for with MAIL_LOG_LINKS=true.
 */
export const mailLogShowsText = (env: Pick<Env, "NODE_ENV" | "MAIL_LOG_LINKS">) => env.NODE_ENV === "development" || env.MAIL_LOG_LINKS;

export function mailLogLine(message: Pick<MailMessage, "to" | "subject" | "text">, showText: boolean): string {
  const head = `[mail] (no SMTP_URL) to=${message.to} subject="${message.subject}"`;
  return showText ? `${head}\n${message.text}` : `${head} (text kept in outgoing_emails; MAIL_LOG_LINKS=true prints it here)`;
}
