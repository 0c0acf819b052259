import { escapeHtml } from "../../../../contract/escape-html.ts";
import { ROLE_LABELS, type UserRole } from "../../../../contract/staff-roles.ts";
import type { MailMessage } from "../../../lib/mail.ts";

/** The invitation of a new staff member: the password link of a reset, worded as a welcome. */
export function staffInviteMail(opts: { to: string; fullName: string; role: UserRole; token: string; publicUrl: string; siteName: string }): MailMessage {
  const link = `${opts.publicUrl}/reset-password/${opts.token}`;
  const name = opts.fullName.split(" ")[0] || opts.fullName;
  const where = opts.role === "driver" ? "the driver's page" : "the admin panel";
  const lead = `You have been added to the ${opts.siteName} team as ${ROLE_LABELS[opts.role]}. Choose your password to open ${where}:`;
  const text = [`Hello ${name},`, "", lead, "", link, "", "The link works once. If it has expired, use \"Forgot password\" on the log-in page.", "", `— ${opts.siteName}`].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Choose your password</a></p>
<p style="color:#475569;font-size:14px">The link works once. If it has expired, use "Forgot password" on the log-in page.</p>
<p>— ${escapeHtml(opts.siteName)}</p>`;
  return { to: opts.to, subject: `You're on the ${opts.siteName} team`, text, html };
}
