import type { MailPreviewDto, MailTemplateDto } from "../../../contract/mail-previews.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { notFound } from "../../lib/http-errors.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { MAIL_TEMPLATES, type MailTemplate } from "./catalog.ts";

async function render(deps: Pick<AppDeps, "db" | "env">, template: MailTemplate) {
  const settings = await getSiteSettings(deps.db);
  return template.render({ brand: mailBrand(settings, deps.env.PUBLIC_URL), settings, env: deps.env });
}

/** Every template with the subject its sample gets, in the catalog's order. */
export async function listMailTemplates(deps: Pick<AppDeps, "db" | "env">): Promise<MailTemplateDto[]> {
  const mails = await Promise.all(MAIL_TEMPLATES.map((t) => render(deps, t)));
  return MAIL_TEMPLATES.map((t, i) => ({ key: t.key, name: t.name, group: t.group, subject: mails[i].subject }));
}

/** One template rendered with the sample data and the shop's own settings, as it would be sent. */
export async function previewMail(deps: Pick<AppDeps, "db" | "env">, key: string): Promise<MailPreviewDto> {
  const template = MAIL_TEMPLATES.find((t) => t.key === key);
  if (!template) throw notFound(`No mail template "${key}"`);
  const mail = await render(deps, template);
  return { key, name: template.name, group: template.group, subject: mail.subject, to: mail.to, html: mail.html ?? "", text: mail.text };
}
