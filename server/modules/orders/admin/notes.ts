import { asc, eq } from "drizzle-orm";
import type { OrderNoteDto } from "../../../../contract/admin-orders.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orderNotes, orders, users } from "../../../../db/schema/index.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { uuidOr404 } from "../../../lib/ids.ts";

type NoteRow = { note: typeof orderNotes.$inferSelect; author: string | null };
const toNoteDto = ({ note, author }: NoteRow): OrderNoteDto => ({ id: note.id, body: note.body, author, createdAt: note.createdAt.toISOString() });

/** An order's internal notes, oldest first, with their authors' names (null once an author is deleted). */
export async function listOrderNotes(db: DbOrTx, orderId: string): Promise<OrderNoteDto[]> {
  const rows = await db
    .select({ note: orderNotes, author: users.fullName })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(toNoteDto);
}

/** Adds a note by the admin `actorId`; the order's timeline shows that a note was added (the audit entry). */
export async function addOrderNote(db: DbOrTx, actorId: string, id: string, body: string, now: Date): Promise<OrderNoteDto> {
  const orderId = uuidOr404(id, "Order not found");
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound("Order not found");
    const [note] = await tx.insert(orderNotes).values({ orderId, authorId: actorId, body, createdAt: now }).returning();
    await recordAudit(tx, { actorId, action: "order.note_added", entity: "order", entityId: orderId, details: { noteId: note.id } });
    const [author] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, actorId));
    return toNoteDto({ note, author: author?.name ?? null });
  });
}

export async function listNotesOfOrder(db: DbOrTx, id: string): Promise<OrderNoteDto[]> {
  const orderId = uuidOr404(id, "Order not found");
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound("Order not found");
  return listOrderNotes(db, orderId);
}
