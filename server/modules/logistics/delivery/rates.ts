import { eq } from "drizzle-orm";
import { DEFAULT_DELIVERY_RATES, type DeliveryRates, deliveryRates } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { settings } from "../../../../db/schema/index.ts";

/** The settings row holding the rates (its own key, so the site settings form never overwrites them). */
export const DELIVERY_RATES_KEY = "delivery-rates";

/** The stored rates; the defaults until an admin saves (or when a stored value no longer parses). */
export async function getDeliveryRates(db: DbOrTx): Promise<DeliveryRates> {
  const [row] = await db.select().from(settings).where(eq(settings.key, DELIVERY_RATES_KEY)).limit(1);
  return parseDeliveryRates(row?.value);
}

/** A stored rates value as the rates, or the defaults (none stored, or one that no longer parses). */
export function parseDeliveryRates(value: unknown): DeliveryRates {
  const parsed = deliveryRates.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_RATES;
}

export async function saveDeliveryRates(db: DbOrTx, value: DeliveryRates, now = new Date()): Promise<DeliveryRates> {
  await db
    .insert(settings)
    .values({ key: DELIVERY_RATES_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
}
