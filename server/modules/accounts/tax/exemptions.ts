import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { type TaxExemptionDto, type TaxExemptionInput, taxExemptionInput } from "../../../../contract/tax-exemption.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { taxExemptions, users } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { PRIVATE_MEDIA_FOLDER } from "../../../lib/media/store.ts";
import { certificateType } from "./certificate-type.ts";

type Row = typeof taxExemptions.$inferSelect;

const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

function toDto(row: Row, now: Date): TaxExemptionDto {
  const file = row.fileKey && row.fileName && row.fileType ? { name: row.fileName, type: row.fileType, bytes: row.fileBytes ?? 0 } : null;
  return { certificateNumber: row.certificateNumber, states: row.states, expiresOn: row.expiresOn, expired: row.expiresOn < now.toISOString().slice(0, 10), file };
}

async function assertCustomer(db: DbOrTx, userId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
}

/** The customer's certificate, or null when they have none. */
export async function getTaxExemption(deps: AppDeps, userId: string): Promise<TaxExemptionDto | null> {
  await assertCustomer(deps.db, userId);
  const [row] = await deps.db.select().from(taxExemptions).where(eq(taxExemptions.userId, userId));
  return row ? toDto(row, deps.now()) : null;
}

/** Sets (or replaces) the certificate's number, states and expiry; the uploaded file stays. Audited. */
export async function setTaxExemption(deps: AppDeps, actorId: string, userId: string, input: TaxExemptionInput): Promise<TaxExemptionDto> {
  const value = taxExemptionInput.parse(input);
  return deps.db.transaction(async (tx) => {
    await assertCustomer(tx, userId);
    const [row] = await tx
      .insert(taxExemptions)
      .values({ userId, ...value })
      .onConflictDoUpdate({ target: taxExemptions.userId, set: { ...value, updatedAt: deps.now() } })
      .returning();
    await recordAudit(tx, { actorId, action: "user.tax_exemption_set", entity: "user", entityId: userId, details: value });
    return toDto(row!, deps.now());
  });
}

/** Removes the certificate (past orders keep the number they used). Audited. */
export async function removeTaxExemption(deps: AppDeps, actorId: string, userId: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    await assertCustomer(tx, userId);
    const [gone] = await tx.delete(taxExemptions).where(eq(taxExemptions.userId, userId)).returning();
    if (!gone) throw notFound("This customer has no tax exemption");
    await recordAudit(tx, { actorId, action: "user.tax_exemption_removed", entity: "user", entityId: userId, details: { certificateNumber: gone.certificateNumber } });
    return gone;
  });
  // The file goes after the row, so a failed removal never leaves a row pointing at nothing.
  if (removed.fileKey) await deps.media.remove([removed.fileKey]);
}

/** Stores the scanned certificate (PDF or picture) in the private media folder and links it to the exemption. */
export async function uploadCertificate(deps: AppDeps, actorId: string, userId: string, upload: { fileName: string; dataUrl: string }): Promise<TaxExemptionDto> {
  const [row] = await deps.db.select().from(taxExemptions).where(eq(taxExemptions.userId, userId));
  if (!row) throw notFound("Save the certificate's number, states and expiry first");
  const bytes = Buffer.from(upload.dataUrl.slice(upload.dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > CERTIFICATE_MAX_BYTES) throw badRequest("The file is too large", { file: "The file is larger than 5 MB" });
  const type = certificateType(bytes);
  if (!type) throw badRequest("Unsupported file", { file: "Upload a PDF, PNG, JPEG or WebP file" });
  const key = `${PRIVATE_MEDIA_FOLDER}/${randomBytes(16).toString("hex")}.${type.ext}`;
  await deps.media.put(key, bytes, type.mime);
  const [saved] = await deps.db.transaction(async (tx) => {
    await recordAudit(tx, { actorId, action: "user.tax_certificate_uploaded", entity: "user", entityId: userId, details: { fileName: upload.fileName } });
    return tx.update(taxExemptions).set({ fileKey: key, fileName: upload.fileName, fileType: type.mime, fileBytes: bytes.length, updatedAt: deps.now() }).where(eq(taxExemptions.userId, userId)).returning();
  });
  if (row.fileKey) await deps.media.remove([row.fileKey]);
  return toDto(saved!, deps.now());
}

/** The stored certificate file for the admin's download; 404 when none was uploaded. */
export async function certificateFile(deps: AppDeps, userId: string): Promise<{ bytes: Uint8Array; type: string; name: string }> {
  const [row] = await deps.db.select().from(taxExemptions).where(eq(taxExemptions.userId, userId));
  const object = row?.fileKey ? await deps.media.get(row.fileKey) : null;
  if (!row || !object) throw notFound("No certificate file was uploaded");
  return { bytes: object.bytes, type: object.contentType, name: row.fileName ?? "certificate" };
}
