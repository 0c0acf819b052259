import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { emailVerifications, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { VERIFY_EMAIL_TTL_HOURS, verificationMail } from "./account-mails.ts";

export const INVALID_VERIFY_LINK = "This confirmation link is invalid or has expired. Send a new one from your dashboard.";
/** How long an offer's link proves the address: longer than any offer stays open. */
const OFFER_PROOF_TTL_DAYS = 120;

type MailDeps = Pick<AppDeps, "env" | "mailer">;

/** Records a proof link for `email` (bound to `userId` when there is one) and answers its plain token. */
export async function issueEmailProof(tx: DbOrTx, email: string, userId: string | null, now: Date): Promise<string> {
  const token = newToken();
  const ttlMs = userId ? VERIFY_EMAIL_TTL_HOURS * 3_600_000 : OFFER_PROOF_TTL_DAYS * 86_400_000;
  await tx.insert(emailVerifications).values({ userId, email: email.toLowerCase(), tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

/** Queues the registration's confirmation link (in the caller's transaction: the outbox). */
export async function mailVerificationLink(deps: MailDeps, tx: DbOrTx, user: { id: string; email: string }, now: Date) {
  const token = await issueEmailProof(tx, user.email, user.id, now);
  const brand = mailBrand(await getSiteSettings(tx), deps.env.PUBLIC_URL);
  await deps.mailer.enqueue(tx, await verificationMail(user.email, `${deps.env.PUBLIC_URL}/verify-email/${token}`, brand));
}

/**
 * Follows a proof link. A registration link verifies its account (if the account still has that e-mail), signed in
 * or not; an offer's link verifies the signed-in account whose e-mail it was sent to. Anything else is the same 400,
 * so a link tells nothing about accounts.
 */
export async function verifyEmail(db: DbOrTx, token: string, signedIn: { id: string } | null, now: Date): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const [proof] = await tx
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .for("update");
    const userId = proof?.userId ?? signedIn?.id;
    if (!proof || !userId) throw new HttpError("email_link_invalid", INVALID_VERIFY_LINK);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${proof.email}`, isNull(users.deletedAt), isNull(users.blockedAt)))
      .returning({ email: users.email });
    if (!user) throw new HttpError("email_link_invalid", INVALID_VERIFY_LINK);
    // A registration link works once; an offer's link keeps working for the address (it may be opened again).
    if (proof.userId) await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, proof.id));
    return { email: user.email };
  });
}

/** Mails a new link to an unverified account; a verified one is told so (nothing sent). */
export async function resendVerification(deps: MailDeps & Pick<AppDeps, "db">, userId: string, now: Date): Promise<{ sent: boolean; email: string }> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError("not_found", "User not found");
    if (user.verifiedAt) return { sent: false, email: user.email };
    // Older links stop working: only the newest one in the inbox counts.
    await tx.update(emailVerifications).set({ usedAt: now }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
    await mailVerificationLink(deps, tx, user, now);
    return { sent: true, email: user.email };
  });
}
