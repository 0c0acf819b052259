import type { AddressDto } from "../../../contract/addresses.ts";
import type { addresses } from "../../../db/schema/index.ts";

/** The API shape of an address row. */
export function toAddressDto(a: typeof addresses.$inferSelect): AddressDto {
  return {
    id: a.id,
    type: a.type,
    street: a.street,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    phone: a.phone,
    additionalInfo: a.additionalInfo,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
  };
}
