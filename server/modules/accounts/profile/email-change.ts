import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { emailChanges, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, conflict } from "../../../lib/http-errors.ts";
import { hashToken, newToken } from "../../../lib/tokens.ts";
import { type MailBrand, mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { addressInUseMail, plainMail as mail } from "../users/account-mails.ts";

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const INVALID_EMAIL_LINK = "This confirmation link is invalid or has expired. Change your e-mail again from your profile.";
const EMAIL_TAKEN = "This email is already registered";

/** Records the change (in the caller's transaction) and answers the plain token for the mail. */
export async function recordEmailChange(tx: DbOrTx, userId: string, newEmail: string, now: Date): Promise<string> {
  const token = newToken();
  await tx.update(emailChanges).set({ usedAt: now }).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  await tx.insert(emailChanges).values({ userId, newEmail, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000), createdAt: now });
  return token;
}

/** The link that proves the new address is the reader's. */
export const confirmNewEmailMail = (to: string, link: string, brand: MailBrand) =>
  mail(to, `Confirm your new e-mail for ${brand.siteName}`, [
    "Hello,",
    `To use this address for your ${brand.siteName} account, open this link:`,
    `It works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours. Until then your account keeps its current e-mail. If you did not ask for this, ignore this e-mail.`,
  ], brand, { label: "Confirm my new e-mail", url: link });

/** The old address is told, so a hijack is noticed. */
export const emailChangingMail = (to: string, newEmail: string, brand: MailBrand) =>
  mail(to, `Your ${brand.siteName} e-mail is being changed`, [
    "Hello,",
    `Someone signed in to your ${brand.siteName} account asked to change its e-mail to ${newEmail}. It changes only when the link sent there is opened.`,
    "If this was not you, reset your password now from the login page and contact us.",
  ], brand);

/** `token` is null when the new address belongs to another account: its owner is told instead of sent a link. */
export type PendingEmailChange = { oldEmail: string; newEmail: string; token: string | null };

/**
 * The link goes to the new address (proof it is theirs); the old address is told, so a hijack is noticed.
 * Both mails are queued in the transaction that records the change (outbox).
 */
export async function mailEmailChange(deps: Pick<AppDeps, "env" | "mailer">, tx: DbOrTx, change: PendingEmailChange) {
  const brand = mailBrand(await getSiteSettings(tx), deps.env.PUBLIC_URL);
  const link = `${deps.env.PUBLIC_URL}/confirm-email/${change.token}`;
  await deps.mailer.enqueue(tx, change.token === null ? await addressInUseMail(change.newEmail, "email-change", brand) : await confirmNewEmailMail(change.newEmail, link, brand));
  await deps.mailer.enqueue(tx, await emailChangingMail(change.oldEmail, change.newEmail, brand));
}

/** Applies a confirmed change once: the token is claimed in the same transaction that sets the e-mail. */
export async function confirmEmailChange(db: DbOrTx, token: string, now: Date): Promise<{ email: string; userId: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!claimed) throw badRequest(INVALID_EMAIL_LINK);
      const [user] = await tx
        .update(users)
        .set({ email: claimed.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt), isNull(users.blockedAt)))
        .returning({ email: users.email });
      if (!user) throw badRequest(INVALID_EMAIL_LINK);
      return { email: user.email, userId: claimed.userId };
    });
  } catch (err) {
    const text = String((err as { cause?: { constraint?: string } })?.cause?.constraint ?? (err as Error)?.message ?? "");
    if (text.includes("users_email_lower_key")) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
}
