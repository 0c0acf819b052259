import { z } from "@hono/zod-openapi";
import { addresses } from "../schema/index.ts";
import { createInsertSchema, createSelectSchema, isoTimestamp } from "./table-schemas.ts";

const US_ZIP = /^\d{5}(-\d{4})?$/;
export const isUsa = (country: string) => ["usa", "us", "united states", "united states of america"].includes(country.trim().toLowerCase());

/** What a delivery needs; type defaults to shipping and country to USA (SPEC section 9). */
export const addressInput = createInsertSchema(addresses, {
  type: (s) => s.default("shipping"),
  street: (s) => s.trim().min(1, "Street is required").max(200),
  city: (s) => s.trim().min(1, "City is required").max(100),
  state: (s) => s.trim().min(1, "State is required").max(100),
  postalCode: (s) => s.trim().min(1, "Postal code is required").max(20),
  country: (s) => s.trim().max(100).default("USA").transform((c) => c || "USA"),
  phone: (s) => s.trim().max(30),
  additionalInfo: (s) => s.trim().max(500),
  isDefault: (s) => s.default(false),
})
  .omit({ id: true, userId: true, createdAt: true, updatedAt: true })
  .superRefine((a, ctx) => {
    if (isUsa(a.country) && !US_ZIP.test(a.postalCode)) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: "Enter a 5-digit ZIP code or ZIP+4 (12345-6789)" });
    }
  });
export type AddressInput = z.infer<typeof addressInput>;

/** An address row as the API shows it: without its owner and update time. */
export const addressOut = createSelectSchema(addresses, { createdAt: isoTimestamp() }).omit({ userId: true, updatedAt: true }).openapi("Address");
export type AddressDto = z.infer<typeof addressOut>;
export const addressList = z.array(addressOut).openapi("AddressList");
export const addressIdParam = z.object({ id: z.string().max(100) });

/** The row minus its owner and update time, the time as a string. */
export function toAddressDto({ userId: _owner, updatedAt: _updated, ...row }: typeof addresses.$inferSelect): AddressDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
