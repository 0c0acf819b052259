import { z } from "zod";

/** GET /v1/admin/mail-previews: every mail the shop sends, each previewed with sample data (ADR 081). */
export const mailTemplateDto = z.object({ key: z.string(), name: z.string(), group: z.string(), subject: z.string() });
export type MailTemplateDto = z.infer<typeof mailTemplateDto>;

/** GET /v1/admin/mail-previews/{template}: one mail as it would be sent, both parts. */
export const mailPreviewDto = mailTemplateDto.extend({ to: z.string(), html: z.string(), text: z.string() });
export type MailPreviewDto = z.infer<typeof mailPreviewDto>;
