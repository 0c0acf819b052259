import { desc, or, sql } from "drizzle-orm";
import { centsToDollars } from "../../../../contract/money.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import { orderItems, orders, users } from "../../../../db/schema/index.ts";
import { toCsv } from "../../../lib/csv.ts";
import { containsPattern } from "../../../lib/like.ts";
import { orderMatches } from "../../orders/index.ts";

const money = (cents: number) => centsToDollars(cents).toFixed(2);
const iso = (d: Date | null) => d?.toISOString() ?? "";

export const ORDERS_CSV_HEADER = [
  "order_id", "placed_at", "customer_name", "customer_email", "status", "payment_status", "items", "first_item",
  "subtotal", "delivery", "tax", "total", "tracking_number", "ship_to_street", "ship_to_city", "ship_to_state", "ship_to_postal_code", "delivery_date",
];

/** Every order matching the search the list shows (no cap: an export is for all of them), newest first. */
export async function ordersCsv(db: DbOrTx, search?: string): Promise<string> {
  const rows = await db
    .select({
      o: orders,
      name: users.fullName,
      email: users.email,
      units: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = "orders"."id")`,
      first: sql<string | null>`(select i.name from ${orderItems} i where i.order_id = "orders"."id" order by i.id limit 1)`,
    })
    .from(orders)
    .leftJoin(users, sql`${users.id} = ${orders.userId}`)
    .where(search ? orderMatches(search) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toCsv(
    ORDERS_CSV_HEADER,
    rows.map(({ o, name, email, units, first }) => {
      const a = o.shippingAddress;
      return [o.id, iso(o.createdAt), name ?? "", email ?? "", o.status, o.paymentStatus, String(units), first ?? "", money(o.subtotalCents), money(o.shippingCents), money(o.taxCents), money(o.totalCents), o.trackingNumber ?? "", a.street, a.city, a.state, a.postalCode, o.deliveryDate ?? ""];
    }),
  );
}

export const CUSTOMERS_CSV_HEADER = ["user_id", "full_name", "user_name", "email", "phone", "role", "status", "registered_at"];

/** Every account matching the Users search (name, e-mail or username), with its status: active, blocked or archived. */
export async function customersCsv(db: DbOrTx, search?: string): Promise<string> {
  const like = search?.trim() ? containsPattern(search.trim()) : null;
  const rows = await db
    .select()
    .from(users)
    .where(like ? or(sql`lower(${users.fullName}) like ${like}`, sql`lower(${users.email}) like ${like}`, sql`lower(${users.userName}) like ${like}`) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id));
  return toCsv(
    CUSTOMERS_CSV_HEADER,
    rows.map((u) => [u.id, u.fullName, u.userName, u.email, u.phone, u.role, u.deletedAt ? "archived" : u.blockedAt ? "blocked" : "active", iso(u.createdAt)]),
  );
}
