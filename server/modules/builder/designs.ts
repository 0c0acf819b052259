import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { type DesignDto, type DesignSummaryDto, baseLabel } from "../../../contract/builder.ts";
import type { z } from "zod";
import type { saveDesignInput } from "../../../contract/builder.ts";
import { centsToDollars } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { designs } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { HttpError, notFound, tooManyRequests } from "../../lib/http-errors.ts";
import { queueMediaRemoval } from "../../lib/media/remove-job.ts";
import { keyFromUrl, urlOfKey } from "../../lib/media/store.ts";
import { priceDesignNow, toPriceDto } from "./service.ts";

export type SaveDesignInput = z.output<typeof saveDesignInput>;
type DesignRow = typeof designs.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A snapshot's limits (issue 45, finding 4): the builder's canvas sends at most its own size, well under 2048 px a
 * side; a 16-megapixel picture took 200 ms of sharp to decode, on the request's thread pool.
 */
const SNAPSHOT_MAX_SIDE = 2048;
const SNAPSHOT_MAX_BYTES = 1.5 * 1024 * 1024;
/** Saves per account: a person editing saves a few times a minute at most; a loop decoding pictures does not. */
const SAVES_PER_WINDOW = 30;
const SAVE_WINDOW_MS = 10 * 60 * 1000;
const SNAPSHOT_PREFIX = "designs/";

const unreadable = (field: string) => new HttpError("unsupported_media_type", "The picture could not be read", { errors: { [field]: "The picture could not be read" } });
const tooLarge = (field: string, message: string) => new HttpError("payload_too_large", message, { errors: { [field]: message } });

/**
 * The share link's social image: the browser's canvas snapshot, decoded and re-encoded here (never stored as
 * sent) at the 1200 × 630 that link previews use, under a fresh key (media keys are never rewritten). Its size is
 * read from the header before anything is decoded.
 */
async function storeSnapshot(deps: AppDeps, dataUrl: string, field = "snapshot"): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > SNAPSHOT_MAX_BYTES) throw tooLarge(field, "The picture is larger than 1.5 MB");
  const { width = 0, height = 0 } = await sharp(bytes).metadata().catch(() => {
    throw unreadable(field);
  });
  if (width > SNAPSHOT_MAX_SIDE || height > SNAPSHOT_MAX_SIDE) throw tooLarge(field, `The picture is larger than ${SNAPSHOT_MAX_SIDE} × ${SNAPSHOT_MAX_SIDE} pixels`);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: SNAPSHOT_MAX_SIDE * SNAPSHOT_MAX_SIDE }).resize(1200, 630, { fit: "cover" }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw unreadable(field);
  }
  const key = `${SNAPSHOT_PREFIX}${randomBytes(12).toString("hex")}-1200.webp`;
  await deps.media.put(key, webp, "image/webp");
  return urlOfKey(key);
}

/** The store key of a design's own snapshot; null for anything else (no picture, a URL that is not ours). */
function snapshotKey(imageUrl: string | null | undefined): string | null {
  const key = imageUrl ? keyFromUrl(imageUrl) : null;
  return key?.startsWith(SNAPSHOT_PREFIX) ? key : null;
}

async function toDesignDto(db: DbOrTx, row: DesignRow, viewerId: string | null): Promise<DesignDto> {
  return {
    id: row.id,
    name: row.name,
    design: row.design,
    imageUrl: row.imageUrl,
    quote: toPriceDto(await priceDesignNow(db, row.design)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // An unowned design (sent with a logged-out quote) is nobody's, the logged-out viewer's included.
    mine: viewerId !== null && viewerId === row.userId,
  };
}

/**
 * Saves a new design, or over one of the user's own (id given); a design with problems can be saved too. A new
 * snapshot replaces the old one, whose removal is queued in the same transaction; a save that fails queues the
 * removal of the snapshot it stored. Throttled per account before any picture is read.
 */
export async function saveDesign(deps: AppDeps, userId: string, input: SaveDesignInput): Promise<DesignDto> {
  const hit = await deps.rateLimiter.hit(`design-save:${userId}`, SAVES_PER_WINDOW, SAVE_WINDOW_MS);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterSeconds);
  const imageUrl = input.snapshot ? await storeSnapshot(deps, input.snapshot) : undefined;
  const now = deps.now();
  const values = { name: input.name, design: input.design, updatedAt: now, ...(imageUrl ? { imageUrl } : {}) };
  let row: DesignRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (!input.id) return (await tx.insert(designs).values({ ...values, userId, createdAt: now }).returning())[0]!;
      const mine = and(eq(designs.id, input.id), eq(designs.userId, userId));
      const [before] = await tx.select({ imageUrl: designs.imageUrl }).from(designs).where(mine).for("update");
      if (!before) throw notFound("Design not found");
      const [updated] = await tx.update(designs).set(values).where(mine).returning();
      const replaced = imageUrl && before.imageUrl !== imageUrl ? snapshotKey(before.imageUrl) : null;
      if (replaced) await queueMediaRemoval(deps.jobs, tx, [replaced]);
      return updated!;
    });
  } catch (err) {
    const stored = snapshotKey(imageUrl);
    if (stored) await queueMediaRemoval(deps.jobs, deps.db, [stored]).catch((e: unknown) => deps.logger.error("[builder] could not queue a snapshot's removal", e));
    throw err;
  }
  return toDesignDto(deps.db, row, userId);
}

/**
 * A logged-out visitor's design sent with a quote request: stored without an owner, so the quote, the sales mail
 * and the admin inbox link it at /builder/d/:id like a saved one. `db` is the quote's transaction; the picture
 * is stored before it (`storeSharedDesignPicture`), so the transaction does not wait on sharp.
 */
export async function insertSharedDesign(db: DbOrTx, now: Date, input: { name?: string; design: SaveDesignInput["design"]; imageUrl: string | null }): Promise<string> {
  const [row] = await db.insert(designs).values({ userId: null, name: input.name ?? "My container", design: input.design, imageUrl: input.imageUrl, createdAt: now, updatedAt: now }).returning({ id: designs.id });
  return row.id;
}

export const storeSharedDesignPicture = (deps: AppDeps, dataUrl: string) => storeSnapshot(deps, dataUrl, "designSnapshot");

export async function findDesign(db: DbOrTx, id: string): Promise<DesignRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(designs).where(eq(designs.id, id)).limit(1);
  return row ?? null;
}

/** Anyone with the link may read a design (read-only); `mine` tells its owner apart. */
export async function getDesign(db: DbOrTx, id: string, viewerId: string | null): Promise<DesignDto> {
  const row = await findDesign(db, id);
  if (!row) throw notFound("Design not found");
  return toDesignDto(db, row, viewerId);
}

/** The dashboard's list, newest change first, each priced now. */
export async function listDesigns(db: DbOrTx, userId: string): Promise<DesignSummaryDto[]> {
  const rows = await db.select().from(designs).where(eq(designs.userId, userId)).orderBy(desc(designs.updatedAt)).limit(100);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      name: r.name,
      imageUrl: r.imageUrl,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      mine: true,
      base: baseLabel(r.design.base),
      price: centsToDollars((await priceDesignNow(db, r.design)).priceCents),
    })),
  );
}
