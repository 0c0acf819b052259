import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { rentalAgreements, savedCards } from "../../../../db/schema/index.ts";
import type { SavedCardDto } from "../../../../contract/saved-cards.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { providerOrThrow } from "../payments/provider.ts";

/*
 * The cards a payment provider keeps for a customer (docs/decisions/082): saved_cards holds them all, whichever
 * page saved them. Every function takes the owner's id; another customer's card is "not found".
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** Newest first, each with the rentals billed on it (ended ones are left out: nothing is charged to them). */
export async function listSavedCards(db: DbOrTx, userId: string, provider?: string): Promise<SavedCardDto[]> {
  const scope = provider ? and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)) : eq(savedCards.userId, userId);
  const cards = await db.select().from(savedCards).where(scope).orderBy(desc(savedCards.createdAt), asc(savedCards.id));
  if (!cards.length) return [];
  const rentals = await db
    .select({ id: rentalAgreements.id, cardId: rentalAgreements.savedCardId, productName: rentalAgreements.productName, status: rentalAgreements.status })
    .from(rentalAgreements)
    .where(inArray(rentalAgreements.savedCardId, cards.map((c) => c.id)))
    .orderBy(asc(rentalAgreements.createdAt));
  return cards.map((c) => ({
    id: c.id,
    provider: c.provider as SavedCardDto["provider"],
    brand: c.brand,
    last4: c.last4,
    createdAt: c.createdAt.toISOString(),
    rentals: rentals.filter((r) => r.cardId === c.id && r.status !== "ended").map(({ id, productName, status }) => ({ id, productName, status })),
  }));
}

/** The customer's own kept card, or 404. */
export async function findSavedCard(db: DbOrTx, userId: string, id: string): Promise<SavedCardRow> {
  const [row] = UUID.test(id) ? await db.select().from(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.userId, userId))) : [];
  if (!row) throw notFound("Saved card not found");
  return row;
}

/**
 * Forgets a kept card: detached at the provider first (a refusal there changes nothing here), then taken off
 * the rentals billed on it, which from then on show "None on file" and ask for a card, and deleted.
 */
export async function removeSavedCard(deps: AppDeps, userId: string, id: string): Promise<{ rentalsWithoutCard: number }> {
  const card = await findSavedCard(deps.db, userId, id);
  await providerOrThrow(deps, card.provider).detachSaved({ customerId: card.customerId, paymentMethodId: card.paymentMethodId }, deps.db);
  return deps.db.transaction(async (tx) => {
    const freed = await tx.update(rentalAgreements).set({ savedCardId: null, updatedAt: deps.now() }).where(eq(rentalAgreements.savedCardId, card.id)).returning({ id: rentalAgreements.id });
    await tx.delete(savedCards).where(eq(savedCards.id, card.id));
    return { rentalsWithoutCard: freed.length };
  });
}
