import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../connect.ts";
import { products, rentalPlans } from "../schema/index.ts";

type SeedPlan = { minTermMonths: number; pickup: number; waiver: number | null; deposit: number; rentToOwn: { percent: number; price: number } | null };

/** Terms of the demo rentals (dollars): offices keep two cycles minimum, reefers carry a bigger deposit. */
const PLANS: Record<string, SeedPlan> = {
  "BX-R10": { minTermMonths: 1, pickup: 150, waiver: 15, deposit: 200, rentToOwn: { percent: 50, price: 2950 } },
  "BX-R20": { minTermMonths: 1, pickup: 195, waiver: 19, deposit: 250, rentToOwn: { percent: 50, price: 3450 } },
  "BX-R40": { minTermMonths: 1, pickup: 245, waiver: 25, deposit: 300, rentToOwn: { percent: 50, price: 4950 } },
  "BX-R40HC": { minTermMonths: 1, pickup: 245, waiver: 25, deposit: 300, rentToOwn: { percent: 50, price: 5450 } },
  "BX-RGLO20": { minTermMonths: 2, pickup: 395, waiver: 35, deposit: 500, rentToOwn: null },
  "BX-RGLO40": { minTermMonths: 2, pickup: 495, waiver: 45, deposit: 750, rentToOwn: null },
  "BX-RRF20": { minTermMonths: 1, pickup: 395, waiver: 49, deposit: 1000, rentToOwn: null },
  "BX-RRF40": { minTermMonths: 1, pickup: 495, waiver: 59, deposit: 1500, rentToOwn: null },
  "BX-RO20": { minTermMonths: 2, pickup: 295, waiver: 29, deposit: 400, rentToOwn: null },
};

const c = (d: number) => Math.round(d * 100);

/** Plans for the demo rental products that have none yet (an admin's edits are kept). */
export async function seedRentalPlans(db: DbOrTx): Promise<void> {
  const rows = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, Object.keys(PLANS)));
  if (!rows.length) return;
  await db
    .insert(rentalPlans)
    .values(
      rows.map((r) => {
        const p = PLANS[r.sku!];
        return {
          productId: r.id,
          minTermMonths: p.minTermMonths,
          // Tilt-bed is the usual pick-up; a crane costs more, a flatbed (with a forklift on site) a little more.
          pickupFees: { "tilt-bed": c(p.pickup), flatbed: c(p.pickup + 50), crane: c(p.pickup + 250) },
          damageWaiverCents: p.waiver === null ? null : c(p.waiver),
          depositCents: c(p.deposit),
          rentToOwnCreditBps: p.rentToOwn ? p.rentToOwn.percent * 100 : null,
          purchasePriceCents: p.rentToOwn ? c(p.rentToOwn.price) : null,
        };
      }),
    )
    .onConflictDoNothing();
}
