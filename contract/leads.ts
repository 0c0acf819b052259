import { z } from "zod";

/** A US ZIP code: exactly five digits (ZIP+4 is trimmed to its first five). */
export const zipCode = z
  .string({ error: "Enter a 5-digit ZIP code" })
  .max(20, "Enter a 5-digit ZIP code")
  .trim()
  .transform((v) => v.replace(/^(\d{5})-\d{4}$/, "$1"))
  .pipe(z.string().regex(/^\d{5}$/, "Enter a 5-digit ZIP code"));

/** An optional text field: blank becomes undefined so "" and a missing key mean the same. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const PHONE_CHARS = /^[0-9+().\-\s]+$/;
export const optionalPhone = optionalText(30, "Phone").refine(
  (v) => v === undefined || (PHONE_CHARS.test(v) && v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15),
  "Enter a valid phone number",
);

export const optionalEmail = optionalText(254, "E-mail").refine(
  (v) => v === undefined || z.email().safeParse(v).success,
  "Enter a valid e-mail address",
);

export const requiredEmail = z
  .string({ error: "Enter your e-mail address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your e-mail address")
  .max(254, "E-mail must be at most 254 characters")
  .pipe(z.email("Enter a valid e-mail address"));
