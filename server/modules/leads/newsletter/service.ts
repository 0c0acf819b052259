import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { NewsletterSubscription } from "../../../../db/validation/newsletter.ts";
import { newsletterSubscribers } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { CONFIRM_LINK_DAYS, confirmationMail, welcomeMail } from "./mails.ts";

/** Confirmation mails per address and hour: signing up again resends, but nobody can flood an inbox. */
const MAILS_PER_ADDRESS = 3;
const MAIL_WINDOW_MS = 60 * 60 * 1000;
const linkError = (code: "link_invalid" | "link_expired", message: string) => new HttpError(code, message, { errors: { token: "This link is invalid or has expired." } });


const byEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`;

/**
 * Double opt-in. A new or unsubscribed address becomes pending with a fresh token and gets a confirmation link;
 * a pending one gets a new link (the old one stops working); a confirmed one is left alone. Same answer for all.
 */
export async function subscribe(deps: AppDeps, email: string): Promise<void> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const tokenIssuedAt = deps.now();
  const settings = await getSiteSettings(deps.db);
  // The new token and the mail that carries it commit together (outbox).
  await deps.db.transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email, tokenHash, tokenIssuedAt }).onConflictDoNothing();
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "pending", tokenHash, tokenIssuedAt })
      .where(and(byEmail(email), sql`${newsletterSubscribers.status} <> 'confirmed'`))
      .returning({ email: newsletterSubscribers.email });
    if (!row) return;
    const hit = await deps.rateLimiter.hit(`newsletter-mail:${email.toLowerCase()}`, MAILS_PER_ADDRESS, MAIL_WINDOW_MS);
    if (!hit.allowed) return;
    await deps.mailer.enqueue(tx, await confirmationMail(deps.env, settings, row.email, token));
  });
}

/** Confirms a pending subscription (and welcomes the reader); confirming twice is fine. */
export async function confirm(deps: AppDeps, token: string): Promise<NewsletterSubscription> {
  const hash = hashToken(token);
  const settings = await getSiteSettings(deps.db);
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: deps.now() })
      .where(and(eq(newsletterSubscribers.tokenHash, hash), eq(newsletterSubscribers.status, "pending"), gt(newsletterSubscribers.tokenIssuedAt, linkCutoff(deps))))
      .returning();
    if (row) await deps.mailer.enqueue(tx, await welcomeMail(deps.env, settings, row.email, token));
    return row;
  });
  if (confirmed) return { email: confirmed.email, status: "confirmed" };
  const [row] = await deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.tokenHash, hash)).limit(1);
  if (row?.status === "confirmed") return { email: row.email, status: "confirmed" };
  if (row?.status === "unsubscribed") throw linkError("link_invalid", "You unsubscribed from this newsletter. Sign up again to resubscribe.");
  if (row?.status === "pending") throw linkError("link_expired", `This link has expired: confirmation links work for ${CONFIRM_LINK_DAYS} days. Sign up again to get a new one.`);
  throw linkError("link_invalid", "This link is invalid or has expired.");
}

const linkCutoff = (deps: AppDeps) => new Date(deps.now().getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000);

/** Stops all mail to the subscriber of this token; unsubscribing twice is fine. */
export async function unsubscribe(deps: AppDeps, token: string): Promise<NewsletterSubscription> {
  const hash = hashToken(token);
  const [row] = await deps.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.tokenHash, hash)).limit(1);
  if (!row) throw linkError("link_invalid", "This link is invalid or has expired.");
  if (row.status !== "unsubscribed") {
    await deps.db.update(newsletterSubscribers).set({ status: "unsubscribed", unsubscribedAt: deps.now() }).where(eq(newsletterSubscribers.id, row.id));
  }
  return { email: row.email, status: "unsubscribed" };
}

/** Subscribers for the CSV export, oldest sign-up first: all of them with their status, or those of one status. */
export async function subscribersForExport(deps: AppDeps, status?: (typeof NEWSLETTER_STATUSES)[number]) {
  return deps.db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(status ? eq(newsletterSubscribers.status, status) : undefined)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
}

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
