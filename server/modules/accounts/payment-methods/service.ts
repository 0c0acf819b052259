import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../../db/connect.ts";
import { paymentMethods, users } from "../../../../db/schema/index.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { type PaymentMethodDto, type PaymentMethodInput, type PaymentMethodUpdateInput, toPaymentMethodDto } from "../../../../db/validation/payment-methods.ts";

/*
 * Every function takes the owner's id: a customer passes their own, the admin panel the user it manages.
 * Another user's card is "not found" (404). Only the brand, holder, last four digits, expiry and billing
 * address are ever stored; the input schema has no place for a number or a CVV.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "Payment method not found";

/** Serialises default changes of one user: the partial unique index would otherwise turn a race into a 500. */
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function findOwned(tx: DbOrTx, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await tx.select().from(paymentMethods).where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId))).limit(1);
  return row ?? null;
}

async function clearDefault(tx: Tx, userId: string, exceptId?: string) {
  const scope = and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true));
  await tx.update(paymentMethods).set({ isDefault: false }).where(exceptId ? and(scope, ne(paymentMethods.id, exceptId)) : scope);
}

async function hasDefault(tx: Tx, userId: string, exceptId?: string) {
  const scope = and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true));
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(exceptId ? and(scope, ne(paymentMethods.id, exceptId)) : scope)
    .limit(1);
  return Boolean(row);
}

/** A card that expired before the current month is refused (the same rule as the browser form). */
function assertNotExpired(input: { expiryMonth: number; expiryYear: number }, now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (input.expiryYear < year || (input.expiryYear === year && input.expiryMonth < month)) {
    throw badRequest("Invalid input", { expiryMonth: "Card is expired" });
  }
}

/** Default first, then newest. */
export async function listPaymentMethods(db: DbOrTx, userId: string): Promise<PaymentMethodDto[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), asc(paymentMethods.id));
  return rows.map(toPaymentMethodDto);
}

/** Saves a card; the first one becomes the default. */
export async function createPaymentMethod(db: DbOrTx, userId: string, input: PaymentMethodInput, now = new Date()): Promise<PaymentMethodDto> {
  assertNotExpired(input, now);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const isDefault = input.isDefault || !(await hasDefault(tx, userId));
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId,
        cardType: input.cardType,
        cardholderName: input.cardholderName,
        lastFourDigits: input.lastFourDigits,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        billingAddress: input.billingAddress ?? null,
        isDefault,
      })
      .returning();
    return toPaymentMethodDto(row);
  });
}

/** Edits holder, expiry, billing address and default flag. Unchecking the only default keeps it. */
export async function updatePaymentMethod(
  db: DbOrTx,
  userId: string,
  id: string,
  input: PaymentMethodUpdateInput,
  now = new Date(),
): Promise<PaymentMethodDto> {
  assertNotExpired(input, now);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(NOT_FOUND);
    const isDefault = input.isDefault || current.isDefault || !(await hasDefault(tx, userId, id));
    if (isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(paymentMethods)
      .set({
        cardholderName: input.cardholderName,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        billingAddress: input.billingAddress === undefined ? current.billingAddress : input.billingAddress,
        isDefault,
        updatedAt: now,
      })
      .where(eq(paymentMethods.id, id))
      .returning();
    return toPaymentMethodDto(row);
  });
}

export async function deletePaymentMethod(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(NOT_FOUND);
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
  });
}

export async function setDefaultPaymentMethod(db: DbOrTx, userId: string, id: string): Promise<PaymentMethodDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(NOT_FOUND);
    await clearDefault(tx, userId, id);
    const [row] = await tx.update(paymentMethods).set({ isDefault: true, updatedAt: new Date() }).where(eq(paymentMethods.id, id)).returning();
    return toPaymentMethodDto(row);
  });
}
