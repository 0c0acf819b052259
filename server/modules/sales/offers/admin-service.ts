import { desc, eq, sql } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import type { OfferDto, OfferInput, OfferPriceDto, OfferWarning, SavedOfferDto } from "../../../../contract/offers.ts";
import type { SiteSettings } from "../../../../contract/settings.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { offers, quoteRequests, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { issueEmailProof } from "../../accounts/index.ts";
import { netTermsWarnings } from "../../billing/index.ts";
import { offerMail } from "./mails.ts";
import { renderOfferPdf } from "./pdf.ts";
import { priceOffer } from "./pricing.ts";
import { type OfferRow, toOfferDto } from "./serialize.ts";

/** Who the offer is for: a quote request's contact, a customer account, or an e-mail typed by the admin. */
async function recipient(db: DbOrTx, input: OfferInput) {
  if (input.userId) {
    const [u] = await db.select({ id: users.id, email: users.email, name: users.fullName }).from(users).where(eq(users.id, input.userId));
    if (!u) throw badRequest("Unknown customer", { userId: "No such customer" });
    return { userId: u.id, email: u.email, name: input.customerName || u.name, quoteId: input.quoteId ?? null };
  }
  let email = input.email ?? null;
  let name = input.customerName ?? null;
  if (input.quoteId) {
    const [q] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, input.quoteId));
    if (!q) throw badRequest("Unknown quote request", { quoteId: "No such quote request" });
    email ??= q.email;
    name ??= q.name;
  }
  if (!email) throw badRequest("The customer needs an e-mail", { email: "Enter the customer's e-mail: the offer is sent there" });
  const [account] = await db.select({ id: users.id, name: users.fullName }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return { userId: account?.id ?? null, email, name: name || account?.name || email, quoteId: input.quoteId ?? null };
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A net-30 offer's warnings for the admin (its customer's credit limit); none for card or deposit terms. */
function warningsFor(db: DbOrTx, input: OfferInput, userId: string | null, totalCents: number): Promise<OfferWarning[]> {
  return input.paymentTerms === "net30" ? netTermsWarnings(db, userId, totalCents) : Promise.resolve([]);
}

/** Saves a draft offer, priced by the server, with the warnings the admin reads before sending it. */
export async function createOffer(deps: Pick<AppDeps, "db" | "now">, actorId: string, input: OfferInput): Promise<SavedOfferDto> {
  if (input.expiresOn <= todayOf(deps.now())) throw badRequest("Invalid offer", { expiresOn: "The offer must be open until a day after today" });
  if (input.deliveryOn && input.deliveryOn <= todayOf(deps.now())) throw badRequest("Invalid offer", { deliveryOn: "Plan the delivery for a day after today" });
  const who = await recipient(deps.db, input);
  const { deliveryNote: _note, ...priced } = await priceOffer(deps.db, input, deps.now(), who.userId);
  const row = await deps.db.transaction(async (tx) => {
    const n = (await tx.execute(sql`select nextval('offer_number_seq')::text as n`)) as unknown as { rows: { n: string }[] };
    const [made] = await tx
      .insert(offers)
      .values({
        number: `OF-${n.rows[0].n}`,
        userId: who.userId,
        email: who.email,
        customerName: who.name,
        quoteRequestId: who.quoteId,
        status: "draft",
        ...priced,
        shipToZip: input.shipToZip || null,
        paymentTerms: input.paymentTerms,
        depositPercent: input.paymentTerms === "deposit" ? (input.depositPercent ?? null) : null,
        expiresOn: input.expiresOn,
        deliveryOn: input.deliveryOn || null,
        notes: input.notes || null,
        createdBy: actorId,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    if (who.quoteId) await tx.update(quoteRequests).set({ status: "quoted", updatedAt: deps.now() }).where(eq(quoteRequests.id, who.quoteId));
    await recordAudit(tx, { actorId, action: "offer.created", entity: "offer", entityId: made.id, details: { number: made.number, total: priced.totalCents / 100 } });
    return made;
  });
  return { ...toOfferDto(row), warnings: await warningsFor(deps.db, input, who.userId, priced.totalCents) };
}

/** What saving would charge, before saving: the builder shows the delivery from the rates, the total and the warnings. */
export async function previewOffer(deps: Pick<AppDeps, "db" | "now">, input: OfferInput): Promise<OfferPriceDto> {
  // A draft may not name its customer yet: then no account (taxed at the state's rate), and a net-30 draft warns that it has no terms.
  const buyerId = await recipient(deps.db, input).then((r) => r.userId, () => null);
  const p = await priceOffer(deps.db, input, deps.now(), buyerId);
  const $ = centsToDollars;
  const userId = input.paymentTerms === "net30" ? buyerId : null;
  const warnings = await warningsFor(deps.db, input, userId, p.totalCents);
  return { subtotal: $(p.subtotalCents), delivery: $(p.deliveryCents), deliveryNote: p.deliveryNote, discount: $(p.discountCents), taxRatePercent: p.taxBps / 100, tax: $(p.taxCents), total: $(p.totalCents), shipToState: p.shipToState, warnings };
}

/** Offers for the admin's list; a net-30 draft carries its warnings, so the list's "Send" can say them first (issue 43). */
export async function listOffers(db: DbOrTx, status?: string): Promise<SavedOfferDto[]> {
  const rows = await db.select().from(offers).where(status ? eq(offers.status, status) : undefined).orderBy(desc(offers.createdAt)).limit(500);
  return Promise.all(rows.map(async (row) => ({
    ...toOfferDto(row),
    warnings: row.status === "draft" && row.paymentTerms === "net30" ? await netTermsWarnings(db, row.userId, row.totalCents) : [],
  })));
}

async function offerRow(db: DbOrTx, id: string): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, uuidOr404(id, "Offer not found")));
  if (!row) throw notFound("Offer not found");
  return row;
}

export async function getOfferPdf(deps: Pick<AppDeps, "db">, row: OfferRow, settings?: SiteSettings) {
  return { pdf: await renderOfferPdf(toOfferDto(row), settings ?? (await getSiteSettings(deps.db))), fileName: `${row.number}.pdf` };
}

/**
 * Mails the customer the link and the offer PDF (outbox) and marks it sent. Re-issuing an expired (or a still
 * open) offer gives it a new expiry date and sends it again; accepted and declined offers are final.
 */
export async function sendOffer(deps: Pick<AppDeps, "db" | "now" | "mailer" | "env">, actorId: string, id: string, newExpiry?: string): Promise<OfferDto> {
  const current = await offerRow(deps.db, id);
  if (current.status === "accepted" || current.status === "declined") throw new HttpError("conflict", `This offer was ${current.status}: make a new one.`);
  const expiresOn = newExpiry ?? current.expiresOn;
  if (expiresOn <= todayOf(deps.now())) throw badRequest("The offer has expired", { expiresOn: "Choose a new expiry date after today (re-issue)" });
  const settings = await getSiteSettings(deps.db);
  const row = await deps.db.transaction(async (tx) => {
    const [sent] = await tx.update(offers).set({ status: "sent", expiresOn, sentAt: deps.now(), updatedAt: deps.now() }).where(eq(offers.id, current.id)).returning();
    const { pdf, fileName } = await getOfferPdf(deps, sent, settings);
    const proof = await issueEmailProof(tx, sent.email, null, deps.now());
    await deps.mailer.enqueue(tx, await offerMail({ offer: toOfferDto(sent), pdf, fileName, brand: mailBrand(settings, deps.env.PUBLIC_URL), proof }));
    await recordAudit(tx, { actorId, action: newExpiry ? "offer.reissued" : "offer.sent", entity: "offer", entityId: sent.id, details: { number: sent.number, to: sent.email, expiresOn } });
    return sent;
  });
  return toOfferDto(row);
}

/** The offer-expire job: sent offers past their expiry date turn expired (the admin can re-issue them). */
export async function expireOffers(deps: Pick<AppDeps, "db" | "now">): Promise<number> {
  const rows = await deps.db
    .update(offers)
    .set({ status: "expired", updatedAt: deps.now() })
    .where(sql`${offers.status} = 'sent' and ${offers.expiresOn} < ${todayOf(deps.now())}::date`)
    .returning({ id: offers.id });
  return rows.length;
}
