import { and, desc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { formatDate } from "../../../../contract/money.ts";
import type { OfferDto } from "../../../../contract/offers.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { offers, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { declinedMail } from "./mails.ts";
import { type OfferRow, toOfferDto } from "./serialize.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's: sent to their account, or to their e-mail before they had one. Drafts are the admin's. */
async function mine(db: DbOrTx, userId: string) {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return and(ne(offers.status, "draft"), or(eq(offers.userId, userId), and(isNull(offers.userId), sql`lower(${offers.email}) = lower(${me?.email ?? ""})`)));
}

export async function listMyOffers(db: DbOrTx, userId: string): Promise<OfferDto[]> {
  const rows = await db.select().from(offers).where(await mine(db, userId)).orderBy(desc(offers.createdAt));
  return rows.map(toOfferDto);
}

/** Another customer's offer (or a draft) is "not found", never "forbidden": its existence is not told. */
export async function myOfferRow(db: DbOrTx, userId: string, id: string, lock = false): Promise<OfferRow> {
  if (!UUID.test(id)) throw notFound("Offer not found");
  const q = db.select().from(offers).where(and(eq(offers.id, id), await mine(db, userId)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("Offer not found");
  return row;
}

export const getMyOffer = async (db: DbOrTx, userId: string, id: string) => toOfferDto(await myOfferRow(db, userId, id));

/** Past its last day: 409 offer_expired (the job may not have marked it yet). */
export function assertOpen(row: OfferRow, now: Date) {
  if (row.status === "expired" || (row.status === "sent" && row.expiresOn < now.toISOString().slice(0, 10))) {
    throw new HttpError("offer_expired", `Offer ${row.number} expired on ${formatDate(row.expiresOn)}. Ask us to re-issue it.`);
  }
  if (row.status !== "sent" && row.status !== "accepted") throw new HttpError("offer_closed", `Offer ${row.number} was ${row.status}.`);
}

/** Declines with the customer's reason, mailed to sales in the same transaction (outbox). */
export async function declineOffer(deps: Pick<AppDeps, "db" | "now" | "mailer" | "env">, userId: string, id: string, reason: string): Promise<OfferDto> {
  const settings = await getSiteSettings(deps.db);
  const row = await deps.db.transaction(async (tx) => {
    const current = await myOfferRow(tx, userId, id, true);
    assertOpen(current, deps.now());
    if (current.status === "accepted") throw new HttpError("offer_closed", `Offer ${current.number} was already accepted.`);
    const [done] = await tx.update(offers).set({ status: "declined", declineReason: reason, userId, respondedAt: deps.now(), updatedAt: deps.now() }).where(eq(offers.id, current.id)).returning();
    await deps.mailer.enqueue(tx, await declinedMail({ offer: toOfferDto(done), to: deps.env.SALES_EMAIL, brand: mailBrand(settings, deps.env.PUBLIC_URL) }));
    return done;
  });
  return toOfferDto(row);
}
