import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../../db/connect.ts";
import { addresses, users } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { type AddressDto, type AddressInput, toAddressDto } from "../../../../db/validation/addresses.ts";

/*
 * Every function takes the owner's id: a customer passes their own, the admin panel the user it manages.
 * A row of another user is "not found" (404), never "forbidden", so ids of others cannot be probed.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS_NOT_FOUND = "Address not found";

/** Serialises default changes of one user: the partial unique index would otherwise turn a race into a 500. */
async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

async function findOwned(tx: DbOrTx, userId: string, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  return row ?? null;
}

async function clearDefault(tx: Tx, userId: string, type: AddressDto["type"], exceptId?: string) {
  const scope = and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true));
  await tx.update(addresses).set({ isDefault: false }).where(exceptId ? and(scope, ne(addresses.id, exceptId)) : scope);
}

async function hasDefault(tx: Tx, userId: string, type: AddressDto["type"], exceptId?: string) {
  const scope = and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true));
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(exceptId ? and(scope, ne(addresses.id, exceptId)) : scope)
    .limit(1);
  return Boolean(row);
}

/** Defaults first, then newest. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<AddressDto[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddressDto);
}

/** Adds an address; the first of its type becomes the default so checkout always has one to use. */
export async function createAddress(db: DbOrTx, userId: string, input: AddressInput): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const isDefault = input.isDefault || !(await hasDefault(tx, userId, input.type));
    if (isDefault) await clearDefault(tx, userId, input.type);
    const [row] = await tx.insert(addresses).values({ ...input, userId, isDefault }).returning();
    return toAddressDto(row);
  });
}

/** Replaces an address's fields. Unchecking the only default of a type keeps it: every type in use has one. */
export async function updateAddress(db: DbOrTx, userId: string, id: string, input: AddressInput): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    // A default stays the default unless it moves to the other type; a type without a default gets this one.
    const keepsDefault = current.isDefault && current.type === input.type;
    const isDefault = input.isDefault || keepsDefault || !(await hasDefault(tx, userId, input.type, id));
    if (isDefault) await clearDefault(tx, userId, input.type, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...input, isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return toAddressDto(row);
  });
}

/**
 * Removes an address. When it was the default, the newest remaining address of its type (the next one in
 * the list) takes over, in the same transaction, so the Overview and checkout never lose the default.
 */
export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, current.type)))
      .orderBy(desc(addresses.createdAt), asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next.id));
  });
}

/** Makes one address the default of its type and clears the flag on the others of that type. */
export async function setDefaultAddress(db: DbOrTx, userId: string, id: string): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findOwned(tx, userId, id);
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    await clearDefault(tx, userId, current.type, id);
    const [row] = await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, id)).returning();
    return toAddressDto(row);
  });
}
