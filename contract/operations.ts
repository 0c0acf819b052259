import { z } from "zod";

/** Outbox states (see ADR 014); the admin retries "failed" and "dead" ones. */
export const EMAIL_STATUSES = ["queued", "sending", "sent", "failed", "dead", "logged"] as const;
export const EMAIL_LIST_FILTERS = ["problems", "queued", "sent", "all"] as const;

export const outboxEmailDto = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxEmailDto = z.infer<typeof outboxEmailDto>;

export const abandonedCheckoutDto = z.object({
  orderId: z.string(),
  invoiceNumber: z.string().nullable(),
  /** "open" while the payment page still takes payments, "expired" once closed (order cancelled). */
  state: z.enum(["open", "expired"]),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: z.number() })),
  total: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type AbandonedCheckoutDto = z.infer<typeof abandonedCheckoutDto>;

export const jobStatsDto = z.object({
  /** `cron`: the schedule (UTC) of a job an admin may also run at once; null for the jobs changes queue (mail delivery, picture removal). */
  queues: z.array(z.object({ name: z.string(), cron: z.string().nullable(), queued: z.number(), active: z.number(), failed: z.number() })),
  dead: z.number(),
  outbox: z.object({ backlog: z.number(), dead: z.number() }),
});
export type JobStatsDto = z.infer<typeof jobStatsDto>;

/** POST /admin/jobs/{name}/run: the run queued now, or null when one asked for by an admin is still waiting. */
export const jobRunDto = z.object({ name: z.string(), jobId: z.string().nullable() });
export type JobRunDto = z.infer<typeof jobRunDto>;

export const ADMIN_THEMES = ["system", "light", "dark"] as const;
export type AdminTheme = (typeof ADMIN_THEMES)[number];
/** The signed-in admin's own choices: the Monday report mail and the admin panel's colours. */
export const adminPreferencesDto = z.object({ weeklyReport: z.boolean(), theme: z.enum(ADMIN_THEMES) });
/** A save names only what it changes. */
export const adminPreferencesInput = adminPreferencesDto.partial();
export type AdminPreferencesDto = z.infer<typeof adminPreferencesDto>;
