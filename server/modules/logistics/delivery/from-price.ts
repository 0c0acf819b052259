import { type DeliveryRates, truckTypeOf } from "../../../../contract/delivery.ts";

/**
 * What a delivery method costs at least, before the ZIP is known: one truck within the miles its base fee
 * covers, or the parcel rate for parts. The product page shows it as "from $X".
 */
export function fromPriceCents(rates: DeliveryRates, method: string, isContainer: boolean): number {
  if (!isContainer) return rates.parcelCents;
  const truck = truckTypeOf(method);
  return truck ? rates[truck].baseCents : 0;
}
