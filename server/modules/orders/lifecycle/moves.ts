import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orders, users } from "../../../../db/schema/index.ts";
import { recordAudit } from "../../../lib/audit.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { mailBrand } from "../../../lib/mail-kit/compose.ts";
import { getSiteSettings } from "../../settings/index.ts";
import { orderStatusMail } from "../admin/mails.ts";
import { assertOrderTransition } from "./transitions.ts";

export type OrderRow = typeof orders.$inferSelect;
export type LifecycleDeps = Pick<AppDeps, "now" | "mailer" | "env">;

/**
 * One step of the state machine (docs/decisions/074), run inside the caller's transaction with `order` locked
 * FOR UPDATE. `before` is the row as the admin's whole edit found it and `alsoChanged` the fields that edit changed
 * beside the status: the step writes one audit entry for all of it, so the timeline reads one sentence per save.
 */
export type Move = {
  actorId: string;
  order: OrderRow;
  before?: OrderRow;
  alsoChanged?: string[];
  /** The caller mails the customer its own fuller news of this step in the same transaction (the driver's ETA, the
   * proof of delivery, ADR 085): the plain status mail would say the same thing twice. */
  quiet?: boolean;
};

type Extra = Partial<typeof orders.$inferInsert>;

/**
 * The only write of `orders.status` an admin's step goes through: checks the table of allowed moves (409
 * transition_not_allowed), writes the status with the step's own columns, its audit entry, and the customer's
 * status mail through the outbox, all in `tx`: the customer is never told about a change that was rolled back.
 */
export async function moveOrderStatus(deps: LifecycleDeps, tx: DbOrTx, m: Move, to: OrderRow["status"], extra: Extra = {}): Promise<OrderRow> {
  assertOrderTransition(m.order.status, to);
  const [row] = await tx.update(orders).set({ ...extra, status: to, updatedAt: deps.now() }).where(eq(orders.id, m.order.id)).returning();
  const before = m.before ?? m.order;
  const changed = [...(before.status !== row.status ? ["status"] : []), ...(m.alsoChanged ?? [])];
  await recordAudit(tx, {
    actorId: m.actorId,
    action: "order.updated",
    entity: "order",
    entityId: row.id,
    details: { changed, from: { status: before.status, paymentStatus: before.paymentStatus }, to: { status: row.status, paymentStatus: row.paymentStatus } },
  });
  if (m.order.status !== row.status && !m.quiet) await notifyCustomer(deps, tx, row);
  return row;
}

const refused = (message: string) => new HttpError("transition_not_allowed", message, { errors: { status: message } });

/** A deposit order does not go on the road before its balance is in (ADR 028). */
function assertBalancePaid(order: OrderRow): void {
  if (order.paymentStatus === "deposit_paid") throw refused("The balance is not paid yet: the balance must be paid before the delivery goes ahead.");
}

/** placed or paid → processing / confirmed ("scheduled" once its drop is booked: the booking is logistics'). */
export function scheduleOrder(deps: LifecycleDeps, tx: DbOrTx, m: Move, to: "processing" | "confirmed" = "confirmed"): Promise<OrderRow> {
  return moveOrderStatus(deps, tx, m, to);
}

/** → out for delivery (`shipped`): the customer is mailed, with the tracking number when there is one. */
export function shipOrder(deps: LifecycleDeps, tx: DbOrTx, m: Move): Promise<OrderRow> {
  if (m.order.status !== "shipped") assertBalancePaid(m.order);
  return moveOrderStatus(deps, tx, m, "shipped");
}

/** → delivered: final; after it a full refund leaves the order delivered. */
export function deliverOrder(deps: LifecycleDeps, tx: DbOrTx, m: Move): Promise<OrderRow> {
  if (m.order.status !== "delivered") assertBalancePaid(m.order);
  return moveOrderStatus(deps, tx, m, "delivered");
}

/**
 * closed is derived, never stored (docs/decisions/074): delivered and nothing owed (the ledger covers the invoice,
 * or all of it was given back). No step writes it: an order closes when its last money or its delivery comes in.
 */
export function isOrderClosed(order: Pick<OrderRow, "status" | "paymentStatus">): boolean {
  return order.status === "delivered" && (order.paymentStatus === "paid" || order.paymentStatus === "refunded");
}

async function notifyCustomer(deps: LifecycleDeps, tx: DbOrTx, order: OrderRow) {
  const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
  if (!customer) return;
  const settings = await getSiteSettings(tx);
  await deps.mailer.enqueue(
    tx,
    await orderStatusMail({ to: customer.email, name: customer.name, orderId: order.id, status: order.status, trackingNumber: order.trackingNumber, brand: mailBrand(settings, deps.env.PUBLIC_URL) }),
  );
}
