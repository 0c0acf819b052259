import { RESET_TOKEN_TTL_MINUTES } from "../../../../contract/auth.ts";
import { escapeHtml } from "../../../../contract/escape-html.ts";
import type { MailMessage } from "../../../lib/mail.ts";

/** The password reset e-mail: the link is PUBLIC_URL/reset-password/<token>. */
export function resetMail(opts: { to: string; fullName: string; token: string; publicUrl: string; siteName: string }): MailMessage {
  const link = `${opts.publicUrl}/reset-password/${opts.token}`;
  const name = opts.fullName.split(" ")[0] || opts.fullName;
  const text = [
    `Hello ${name},`,
    "",
    `Someone asked to reset the password of your ${opts.siteName} account. To choose a new password, open this link:`,
    "",
    link,
    "",
    `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    "",
    `— ${opts.siteName}`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(opts.siteName)} account. To choose a new password, use this link:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Reset your password</a></p>
<p style="color:#475569;font-size:14px">Or paste this address into your browser:<br>${escapeHtml(link)}</p>
<p style="color:#475569;font-size:14px">The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>— ${escapeHtml(opts.siteName)}</p>`;
  return { to: opts.to, subject: `Reset your ${opts.siteName} password`, text, html };
}
