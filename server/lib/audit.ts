import { and, desc, eq, gte, ilike, lt, or } from "drizzle-orm";
import { containsPattern, prefixPattern } from "./like.ts";
import type { AuditEntryDto } from "../../contract/admin.ts";
import type { DbOrTx } from "../../db/connect.ts";
import { auditLog, users } from "../../db/schema/index.ts";

export type AuditInput = {
  actorId: string;
  /** Verb in the past tense, "<entity>.<verb>": "product.created", "user.blocked". */
  action: string;
  entity: string;
  entityId: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records one admin change. Call it inside the transaction of the change itself, so an entry exists
 * exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}

/** What the audit screen filters by: who (name or e-mail), what (action), which object, when (days, inclusive). */
export type AuditFilter = { limit: number; actor?: string; action?: string; entity?: string; entityId?: string; from?: string; to?: string; before?: number };

/** The entries matching the filter, newest first, with the actor's name and e-mail; `before` pages by id. */
export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<AuditEntryDto[]> {
  const actor = filter.actor?.trim().toLowerCase();
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        actor ? or(ilike(users.email, containsPattern(actor)), ilike(users.fullName, containsPattern(actor))) : undefined,
        filter.action ? ilike(auditLog.action, prefixPattern(filter.action)) : undefined,
        filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
        filter.from ? gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
        filter.to ? lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)) : undefined,
        filter.before ? lt(auditLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit);
  return rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    actor: entry.actorId ? { id: entry.actorId, name: actorName ?? "", email: actorEmail ?? "" } : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/**
 * Runs a change and records its audit entry in one transaction: the entry may depend on the result
 * (the id of what was created). Services of other features accept the transaction as their `db`.
 */
export async function withAudit<T>(
  db: DbOrTx,
  actorId: string,
  work: (tx: DbOrTx) => Promise<T>,
  describe: (result: T) => Omit<AuditInput, "actorId">,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, { ...describe(result), actorId });
    return result;
  });
}
