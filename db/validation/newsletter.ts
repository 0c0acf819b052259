import { z } from "@hono/zod-openapi";
import { requiredEmail } from "../../contract/leads.ts";
import { newsletterSubscribers } from "../schema/index.ts";
import { createInsertSchema, createSelectSchema } from "./table-schemas.ts";

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

export const newsletterSignupInput = createInsertSchema(newsletterSubscribers, { email: requiredEmail }).pick({ email: true });

const invalidLink = "This link is invalid or has expired.";
export const newsletterTokenInput = z.object({ token: z.string({ error: invalidLink }).trim().min(20, invalidLink).max(200, invalidLink) });

/** What a confirm or unsubscribe answers: the subscriber row's address and status. */
export const newsletterSubscription = createSelectSchema(newsletterSubscribers, { status: z.enum(NEWSLETTER_STATUSES) }).pick({ email: true, status: true });
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;
