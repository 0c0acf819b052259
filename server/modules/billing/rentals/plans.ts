import { eq, inArray } from "drizzle-orm";
import { type RentalPlanDto, type RentalPlanInput } from "../../../../contract/rentals.ts";
import { centsToDollars, dollarsToCents } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { products, rentalPlans } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";

export type RentalPlanRow = typeof rentalPlans.$inferSelect;

const TRUCKS = ["crane", "tilt-bed", "flatbed"] as const;
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

export function toPlanDto(p: RentalPlanRow): RentalPlanDto {
  return {
    productId: p.productId,
    minTermMonths: p.minTermMonths,
    pickupFees: Object.fromEntries(TRUCKS.map((t) => [t, centsToDollars(p.pickupFees[t] ?? 0)])) as RentalPlanDto["pickupFees"],
    damageWaiver: p.damageWaiverCents === null ? null : centsToDollars(p.damageWaiverCents),
    deposit: centsToDollars(p.depositCents),
    rentToOwn: p.rentToOwnCreditBps === null || p.purchasePriceCents === null ? null : { creditPercent: p.rentToOwnCreditBps / 100, purchasePrice: centsToDollars(p.purchasePriceCents) },
  };
}

/** Plans of the given products, by product id: a product with a plan is rented, not sold. */
export async function plansFor(db: DbOrTx, productIds: string[]): Promise<Map<string, RentalPlanRow>> {
  if (!productIds.length) return new Map();
  const rows = await db.select().from(rentalPlans).where(inArray(rentalPlans.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r]));
}

export async function getRentalPlan(db: DbOrTx, productId: string): Promise<RentalPlanDto | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  const [row] = await db.select().from(rentalPlans).where(eq(rentalPlans.productId, productId));
  return row ? toPlanDto(row) : null;
}

/** Admin: set (or replace) a product's plan. */
export async function saveRentalPlan(db: DbOrTx, productId: string, input: RentalPlanInput, now: Date): Promise<RentalPlanDto> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  const values = {
    minTermMonths: input.minTermMonths,
    pickupFees: Object.fromEntries(TRUCKS.map((t) => [t, cents(input.pickupFees[t])])),
    damageWaiverCents: input.damageWaiver === null ? null : cents(input.damageWaiver),
    depositCents: cents(input.deposit),
    rentToOwnCreditBps: input.rentToOwn ? Math.round(input.rentToOwn.creditPercent * 100) : null,
    purchasePriceCents: input.rentToOwn ? cents(input.rentToOwn.purchasePrice) : null,
    updatedAt: now,
  };
  const [row] = await db.insert(rentalPlans).values({ productId, ...values }).onConflictDoUpdate({ target: rentalPlans.productId, set: values }).returning();
  return toPlanDto(row);
}

/** Admin: every plan with its product's name, by name. */
export async function listRentalPlans(db: DbOrTx) {
  const rows = await db.select({ plan: rentalPlans, name: products.name, sku: products.sku }).from(rentalPlans).innerJoin(products, eq(products.id, rentalPlans.productId)).orderBy(products.name);
  return rows.map((r) => ({ ...toPlanDto(r.plan), productName: r.name, sku: r.sku }));
}

export async function deleteRentalPlan(db: DbOrTx, productId: string): Promise<void> {
  const [gone] = await db.delete(rentalPlans).where(eq(rentalPlans.productId, productId)).returning({ id: rentalPlans.productId });
  if (!gone) throw notFound("This product has no rental plan");
}
