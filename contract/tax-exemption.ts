import { z } from "zod";

/** The two-letter codes a certificate may cover: the 50 states and DC. */
export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA",
  "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX",
  "UT", "VT", "VA", "WA", "WV", "WI", "WY",
] as const;

/** PUT /admin/users/{id}/tax-exemption: the certificate's number, the states it covers and its last valid day. */
export const taxExemptionInput = z.object({
  certificateNumber: z.string().trim().min(1, "Enter the certificate number").max(60, "At most 60 characters"),
  states: z
    .array(z.enum(US_STATE_CODES, { error: "Use two-letter state codes" }))
    .min(1, "Choose at least one state")
    .max(US_STATE_CODES.length)
    .transform((s) => [...new Set(s)].sort()),
  expiresOn: z.iso.date({ error: "Enter the expiry date as YYYY-MM-DD" }),
});
export type TaxExemptionInput = z.input<typeof taxExemptionInput>;

/** POST /admin/users/{id}/tax-exemption/certificate: the scanned certificate as a data URL (PDF, PNG, JPEG or WebP, ≤ 5 MB). */
export const certificateUpload = z.object({
  fileName: z.string().trim().min(1).max(120),
  dataUrl: z.string().max(7_200_000, "The file is larger than 5 MB").regex(/^data:[\w/+.-]+;base64,/, "Send the file as a base64 data URL"),
});

export const taxExemptionDto = z.object({
  certificateNumber: z.string(),
  states: z.array(z.string()),
  expiresOn: z.string(),
  /** Expired on the shop's today (UTC date): no longer waives tax. */
  expired: z.boolean(),
  file: z.object({ name: z.string(), type: z.string(), bytes: z.number().int() }).nullable(),
});
export type TaxExemptionDto = z.infer<typeof taxExemptionDto>;
