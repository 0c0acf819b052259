import { z } from "zod";

export const ADDRESS_TYPES = ["shipping", "billing"] as const;

const US_ZIP = /^\d{5}(-\d{4})?$/;
const isUsa = (country: string) => ["usa", "us", "united states", "united states of america"].includes(country.trim().toLowerCase());

/** What a delivery needs; type defaults to shipping and country to USA (SPEC section 9). */
export const addressInput = z
  .object({
    type: z.enum(ADDRESS_TYPES).default("shipping"),
    street: z.string().trim().min(1, "Street is required").max(200),
    city: z.string().trim().min(1, "City is required").max(100),
    state: z.string().trim().min(1, "State is required").max(100),
    postalCode: z.string().trim().min(1, "Postal code is required").max(20),
    country: z.string().trim().max(100).default("USA").transform((c) => c || "USA"),
    phone: z.string().trim().max(30).nullish(),
    additionalInfo: z.string().trim().max(500).nullish(),
    isDefault: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (isUsa(a.country) && !US_ZIP.test(a.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "Enter a 5-digit ZIP code or ZIP+4 (12345-6789)" });
    }
  });
export type AddressInput = z.infer<typeof addressInput>;

export const addressDto = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type AddressDto = z.infer<typeof addressDto>;
