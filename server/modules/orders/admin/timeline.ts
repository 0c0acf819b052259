import { and, asc, eq, or } from "drizzle-orm";
import type { TimelineEntry } from "../../../../contract/admin-orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { centsToDollars, countOf, formatUsd } from "../../../../contract/money.ts";
import { auditLog, type payments, users } from "../../../../db/schema/index.ts";

type Details = Record<string, unknown>;
type LedgerPayment = Pick<typeof payments.$inferSelect, "amountCents" | "createdAt" | "provider" | "sessionId" | "providerPaymentId">;
const MANUAL_WAYS: Record<string, string> = { bank_transfer: "by bank transfer", check: "by check", cash: "in cash" };
const wayOf = (p: LedgerPayment) => (p.provider === "manual" ? `${MANUAL_WAYS[p.sessionId.split(":")[0]] ?? "by hand"} (ref ${p.providerPaymentId ?? ""})` : `by card (${p.provider})`);
const label = (v: unknown) => (typeof v === "string" && v ? v.charAt(0).toUpperCase() + v.slice(1).replace(/_/g, " ") : "—");
const FIELD_WORDS: Record<string, string> = { trackingNumber: "Tracking number changed", shippingAddress: "Ship-to address changed" };

/** One sentence per audit entry: what changed, in the words of the order page. */
export function describeAudit(action: string, d: Details): string {
  const from = (d.from ?? {}) as Details;
  const to = (d.to ?? {}) as Details;
  switch (action) {
    case "order.updated": {
      const changed = Array.isArray(d.changed) ? (d.changed as string[]) : [];
      const parts = changed.map((f) =>
        f === "status" ? `Status ${label(from.status)} → ${label(to.status)}` : f === "paymentStatus" ? `Payment ${label(from.paymentStatus)} → ${label(to.paymentStatus)}` : (FIELD_WORDS[f] ?? `${f} changed`),
      );
      return parts.length ? `${parts.join(". ")}.` : "Order saved without changes.";
    }
    case "order.note_added":
      return "Internal note added.";
    case "order.refunded":
      return typeof d.amount === "number" ? `Refunded ${formatUsd(d.amount)}${typeof d.restocked === "number" && d.restocked > 0 ? `; ${countOf(d.restocked, "unit")} back in stock` : ""}.` : "Refunded.";
    case "invoice.status_changed":
      return `Invoice ${String(d.invoiceNumber ?? "")} ${label(d.from)} → ${label(d.to)}.`;
    case "invoice.updated":
      return `Invoice ${String(d.invoiceNumber ?? "")} edited.`;
    case "invoice.sent":
      return `Invoice ${String(d.invoiceNumber ?? "")} e-mailed to ${String(d.to ?? "the customer")}.`;
    default:
      return `${label(action.replace(".", " "))}.`;
  }
}

/**
 * The order's history: placed and paid from the order itself, then every audit entry about the order or its
 * invoice, oldest first. The audit log is written in the same transaction as each change, so nothing is missed.
 */
export async function orderTimeline(
  db: DbOrTx,
  order: { id: string; createdAt: Date; paidAt: Date | null },
  invoiceId: string | null,
  ledger: LedgerPayment[] = [],
): Promise<TimelineEntry[]> {
  const about = invoiceId
    ? or(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, order.id)), and(eq(auditLog.entity, "invoice"), eq(auditLog.entityId, invoiceId)))
    : and(eq(auditLog.entity, "order"), eq(auditLog.entityId, order.id));
  const rows = await db
    .select({ entry: auditLog, actor: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(about)
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const entries: TimelineEntry[] = [{ at: order.createdAt.toISOString(), action: "order.placed", text: "Checkout started: order created.", actor: null }];
  // Money received is read from the ledger, one entry per payment: accepting an offer on terms receives nothing.
  for (const p of ledger) {
    entries.push({ at: p.createdAt.toISOString(), action: "order.paid", text: `Payment received: ${formatUsd(centsToDollars(p.amountCents))} ${wayOf(p)}.`, actor: null });
  }
  for (const { entry, actor } of rows) {
    entries.push({ at: entry.createdAt.toISOString(), action: entry.action, text: describeAudit(entry.action, entry.details), actor: actor ?? null });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
