import { z } from "zod";
import { requiredEmail } from "./leads.ts";

export { NEWSLETTER_CHECK_INBOX } from "./newsletter-text.ts";

export const newsletterSignupInput = z.object({ email: requiredEmail });

export const newsletterTokenInput = z.object({
  token: z.string({ error: "This link is invalid or has expired." }).trim().min(20, "This link is invalid or has expired.").max(200, "This link is invalid or has expired."),
});

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const newsletterSubscription = z.object({ email: z.string(), status: z.enum(NEWSLETTER_STATUSES) });
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;
