import { isUsa } from "../../../../db/validation/addresses.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { type ZipPlace, servedPlace } from "../../logistics/index.ts";
import type { AddressRow } from "../cart/shipping-address.ts";

/** Where the cart's ship-to is on our map, or why we cannot deliver there (its sentence; code `out_of_area`). */
export type ShipToArea = { place: ZipPlace | null; problem: string | null };

/**
 * The ship-to's place by the quote's own rules (servedPlace): off the mainland, a foreign address or a ZIP we do not
 * know is a problem the cart states and checkout refuses, never a reason to keep another address (issue 43, defect 11).
 * A foreign address is told by its country first: "10115, Germany" is not the New York ZIP 10115.
 */
export async function shipToArea(shipTo: AddressRow | null): Promise<ShipToArea> {
  if (!shipTo) return { place: null, problem: null };
  if (!isUsa(shipTo.country)) {
    return { place: null, problem: `We deliver by truck within the 48 contiguous US states, and this address is in ${shipTo.country}, not in the United States. Request a quote and our team will look for a way.` };
  }
  try {
    return { place: await servedPlace(shipTo.postalCode, "addressId"), problem: null };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    if (err.code === "out_of_area") return { place: null, problem: err.message };
    return { place: null, problem: `We could not find ZIP code ${shipTo.postalCode.trim()}; edit the address or choose another.` };
  }
}
