import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import { shortId } from "../../../../contract/orders.ts";
import { invoices, orders, users } from "../../../../db/schema/index.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { paidCents } from "../payments/paid-cents.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { balanceMail, overdueMail } from "./mails.ts";

type Deps = Pick<AppDeps, "db" | "now" | "mailer" | "env">;
const DAY_MS = 86_400_000;
export const BALANCE_REMINDER_DAYS = 7;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;

/** Where a customer pays an invoice: the dashboard opens the hosted page for what is owed now. */
export const payLink = (publicUrl: string, invoiceId: string) => `${publicUrl}/dashboard/invoices?pay=${invoiceId}`;

/**
 * The balance-reminder job (hourly): a deposit order whose delivery is 7 days away or less gets one mail with the
 * link to pay the balance. The mail and the "sent" mark commit together (outbox), so it goes once.
 */
export async function sendBalanceReminders(deps: Deps): Promise<number> {
  const horizon = new Date(deps.now().getTime() + BALANCE_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);
  const due = await deps.db
    .select({ order: orders, invoiceId: invoices.id, invoiceTotal: invoices.totalCents, email: users.email, name: users.fullName })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.paymentStatus, "deposit_paid"), isNull(orders.balanceReminderAt), lte(orders.deliveryDate, horizon)))
    .limit(200);
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  let sent = 0;
  for (const d of due) {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx.update(orders).set({ balanceReminderAt: deps.now() }).where(and(eq(orders.id, d.order.id), isNull(orders.balanceReminderAt))).returning({ id: orders.id });
      if (!claimed) return;
      const paid = await paidCents(tx, d.order.id);
      const link = payLink(deps.env.PUBLIC_URL, d.invoiceId);
      const money = { total: centsToDollars(d.invoiceTotal), paid: centsToDollars(paid), balance: centsToDollars(d.invoiceTotal - paid) };
      await deps.mailer.enqueue(tx, await balanceMail({ to: d.email, name: d.name, orderRef: shortId(d.order.id), ...money, deliveryDate: d.order.deliveryDate as string, shipTo: d.order.shippingAddress, link, brand }));
      sent += 1;
    });
  }
  return sent;
}

/**
 * The invoice-overdue job (hourly): net-terms invoices past their due date turn "overdue" (the admin list shows
 * them so), and every overdue one gets a reminder mail once a week until it is paid.
 */
export async function remindOverdueInvoices(deps: Deps): Promise<number> {
  const now = deps.now();
  const net = sql`${invoices.orderId} in (select id from ${orders} where ${orders.paymentMethod} = 'net30')`;
  await deps.db.update(invoices).set({ status: "overdue", updatedAt: now }).where(and(eq(invoices.status, "sent"), lt(invoices.dueDate, now), net));
  const weekAgo = new Date(now.getTime() - OVERDUE_REMINDER_EVERY_DAYS * DAY_MS);
  const due = await deps.db
    .select({ invoice: invoices, email: users.email, name: users.fullName })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.status, "overdue"), net, or(isNull(invoices.reminderSentAt), lt(invoices.reminderSentAt, weekAgo))))
    .limit(200);
  const brand = mailBrand(await getSiteSettings(deps.db), deps.env.PUBLIC_URL);
  for (const d of due) {
    await deps.db.transaction(async (tx) => {
      await tx.update(invoices).set({ reminderSentAt: now }).where(eq(invoices.id, d.invoice.id));
      const owed = d.invoice.totalCents - (await paidCents(tx, d.invoice.orderId));
      await deps.mailer.enqueue(tx, await overdueMail({ to: d.email, name: d.name, invoice: d.invoice, owed: centsToDollars(owed), link: payLink(deps.env.PUBLIC_URL, d.invoice.id), brand }));
    });
  }
  return due.length;
}

