import { and, desc, eq, inArray } from "drizzle-orm";
import type { AbandonedCheckoutDto, AdminPreferencesDto, OutboxEmailDto } from "../../../../contract/operations.ts";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { type EmailStatus, invoices, orderItems, orders, outgoingEmails, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import { checkoutAttempt } from "../../orders/index.ts";
import { recordAudit } from "../../../lib/audit.ts";

const FILTERS: Record<string, EmailStatus[] | null> = { problems: ["failed", "dead"], queued: ["queued", "sending", "failed"], sent: ["sent", "logged"], all: null };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The outbox, newest first: by default the mails that need a look (failed, waiting for a retry, or dead). */
export async function listOutbox(db: DbOrTx, filter: string, limit = 200): Promise<OutboxEmailDto[]> {
  const statuses = FILTERS[filter] ?? FILTERS.problems;
  const rows = await db
    .select()
    .from(outgoingEmails)
    .where(statuses ? inArray(outgoingEmails.status, statuses) : undefined)
    .orderBy(desc(outgoingEmails.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id, to: r.to, subject: r.subject, status: r.status as EmailStatus, attempts: r.attempts, error: r.error,
    createdAt: r.createdAt.toISOString(), lastAttemptAt: iso(r.lastAttemptAt), sentAt: iso(r.sentAt),
  }));
}

/** Retry button: a failed or dead mail goes back to the queue with a fresh delivery job (audited). */
export async function retryOutboxEmail(deps: AppDeps, actorId: string, id: string): Promise<void> {
  const [row] = await deps.db.select({ status: outgoingEmails.status, to: outgoingEmails.to }).from(outgoingEmails).where(eq(outgoingEmails.id, id));
  if (!row) throw notFound("E-mail not found");
  if (!(await deps.mailer.retry(id))) throw badRequest(`Only failed or dead e-mails can be retried; this one is ${row.status}`);
  await recordAudit(deps.db, { actorId, action: "email.retried", entity: "email", entityId: id, details: { to: row.to, from: row.status } });
}

/**
 * Checkouts opened and never paid, newest first: the order a payment page was made for, its lines
 * (the cart as it was) and the customer. Open ones are still payable; expired ones were closed by the
 * checkout-expire job (or the customer cancelled).
 */
export async function listAbandonedCheckouts(db: DbOrTx, now: Date, limit = 200): Promise<AbandonedCheckoutDto[]> {
  const rows = await db
    .select({ order: orders, invoiceNumber: invoices.invoiceNumber, name: users.fullName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(checkoutAttempt)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderItems).where(and(inArray(orderItems.orderId, ids))) : [];
  return rows.map(({ order, invoiceNumber, name, email }) => {
    const open = order.paymentStatus === "pending" && order.status !== "cancelled" && (!order.checkoutExpiresAt || order.checkoutExpiresAt > now);
    return {
      orderId: order.id,
      invoiceNumber,
      state: open ? "open" : "expired",
      customer: { id: order.userId, name, email },
      items: lines.filter((l) => l.orderId === order.id).map((l) => ({ name: l.name, quantity: l.quantity, total: centsToDollars(l.totalCents) })),
      total: centsToDollars(order.totalCents),
      createdAt: order.createdAt.toISOString(),
      expiresAt: iso(order.checkoutExpiresAt),
    };
  });
}

export async function getPreferences(db: DbOrTx, userId: string): Promise<AdminPreferencesDto> {
  const [row] = await db.select({ weeklyReport: users.weeklyReport, theme: users.adminTheme }).from(users).where(eq(users.id, userId));
  return { weeklyReport: row?.weeklyReport ?? false, theme: row?.theme ?? "system" };
}

export async function setPreferences(db: DbOrTx, userId: string, input: Partial<AdminPreferencesDto>) {
  const { weeklyReport, theme } = input;
  if (weeklyReport !== undefined || theme !== undefined) await db.update(users).set({ weeklyReport, adminTheme: theme }).where(eq(users.id, userId));
  return getPreferences(db, userId);
}
