import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { quoteRequestInput } from "../../../../contract/quotes.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { products, quoteRequests } from "../../../../db/schema/index.ts";
import type { AppDeps, AuthUser } from "../../../lib/deps.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import { insertSharedDesign, storeSharedDesignPicture } from "../../builder/index.ts";
import { type QuoteDesign, designForQuote } from "../../builder/index.ts";
import { estimateDelivery } from "../../logistics/index.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { type QuoteProduct, customerAcknowledgement, salesNotification } from "./mails.ts";

export type QuoteInput = z.output<typeof quoteRequestInput>;

async function findProduct(db: DbOrTx, id: string): Promise<QuoteProduct | null> {
  const [row] = await db.select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Acknowledgements per recipient address and day: whoever types someone else's address cannot flood it. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

async function acknowledgementAllowed(deps: AppDeps, email: string): Promise<boolean> {
  const hit = await deps.rateLimiter.hit(`quote-ack:${email.trim().toLowerCase()}`, ACKS_PER_ADDRESS_PER_DAY, 24 * 60 * 60_000);
  return hit.allowed;
}

/**
 * The acknowledgement may repeat the design's own name (words someone typed) only to its author's proven inbox: the
 * request comes from a session whose confirmed e-mail is the one it is sent to. Anyone else gets catalog words.
 */
const writesToOwnInbox = (requester: Pick<AuthUser, "email" | "emailVerified"> | null, email: string | undefined) =>
  Boolean(requester?.emailVerified && email && requester.email.toLowerCase() === email.trim().toLowerCase());

/**
 * Stores a quote request, then tells sales (with the product and a delivery estimate) and thanks the customer (at
 * most 3 a day per address). `requester`: the signed-in session, if any.
 */
export async function createQuoteRequest(deps: AppDeps, input: QuoteInput, requester: Pick<AuthUser, "email" | "emailVerified"> | null = null): Promise<{ id: string }> {
  const product = input.productId ? await findProduct(deps.db, input.productId) : null;
  if (input.productId && !product) throw badRequest("Invalid input", { productId: "Unknown product" });
  const saved: QuoteDesign | null = input.designId ? await designForQuote(deps.db, input.designId, deps.env.PUBLIC_URL) : null;
  if (input.designId && !saved) throw badRequest("Invalid input", { designId: "Unknown design" });
  // A logged-out visitor's unsaved design is kept as a shared one, in the quote's transaction (picture first).
  const picture = input.design && input.designSnapshot ? await storeSharedDesignPicture(deps, input.designSnapshot) : null;
  // An estimate is a courtesy for sales; a ZIP our dataset lacks must not lose the lead.
  const estimate = await estimateDelivery(deps.db, input.zip).catch(() => null);
  const settings = await getSiteSettings(deps.db);
  const acknowledge = Boolean(input.email) && (await acknowledgementAllowed(deps, input.email as string));
  return deps.db.transaction(async (tx) => {
  const unsaved = input.design ? await insertSharedDesign(tx, deps.now(), { name: input.designName, design: input.design, imageUrl: picture }) : null;
  const design = unsaved ? await designForQuote(tx, unsaved, deps.env.PUBLIC_URL) : saved;
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      company: input.company ?? null,
      zip: input.zip,
      message: input.message,
      productId: product?.id ?? null,
      productOptions: input.productOptions,
      designId: design?.id ?? null,
    })
    .returning();
  // The request and its mails commit together (outbox); the mail job sends them.
  await deps.mailer.enqueue(tx, await salesNotification({ env: deps.env, settings, quote: row, product, estimate, design }));
  if (row.email && acknowledge) await deps.mailer.enqueue(tx, await customerAcknowledgement({ settings, publicUrl: deps.env.PUBLIC_URL, quote: row, product, design, ownName: writesToOwnInbox(requester, row.email) }));
  return { id: row.id };
  });
}
