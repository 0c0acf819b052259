import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { MAX_ORDER_TOTAL_CENTS } from "../../../contract/checkout.ts";
import { dashboardSummary } from "../../modules/reporting/index.ts";

/** Rows of a raw query, on PGlite and on node-postgres alike. */
async function rows<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows: T[] } | T[];
  return Array.isArray(r) ? r : r.rows;
}

/**
 * The invariants of issue 43, read from the database after every step of the model test. Each returns the rows
 * that break it (empty when it holds), so a failure names what went wrong.
 */
export const INVARIANTS: Record<string, (db: Db, now: Date) => Promise<unknown[]>> = {
  "stock never negative, never more reserved than on hand": (db) => rows(db, sql`select id, on_hand, reserved from stock where on_hand < 0 or reserved < 0 or reserved > on_hand`),
  "reserved = the units held for open orders (never double-sold)": (db) =>
    rows(db, sql`select s.id, s.reserved, coalesce(h.q, 0) as held from stock s
      left join (select stock_id, sum(quantity)::int q from stock_reservations where status = 'held' group by 1) h on h.stock_id = s.id
      where s.reserved <> coalesce(h.q, 0)`),
  "each depot-day's trucks ≤ capacity": (db, now) =>
    rows(db, sql`select o.delivery_depot_id, o.delivery_date, o.delivery_truck, sum(coalesce(o.delivery_trucks, 1))::int as booked,
        coalesce((d.truck_capacity ->> o.delivery_truck)::int, 0) as capacity
      from orders o join depots d on d.id = o.delivery_depot_id
      where o.status <> 'cancelled' and (o.payment_status in ('paid', 'deposit_paid', 'partially_refunded') or o.status <> 'pending'
        or (o.payment_status = 'pending' and o.checkout_expires_at > ${now.toISOString()}::timestamptz))
      group by 1, 2, 3, d.truck_capacity having sum(coalesce(o.delivery_trucks, 1)) > coalesce((d.truck_capacity ->> o.delivery_truck)::int, 0)`),
  "open net-30 credit ≤ limit": (db) =>
    rows(db, sql`select u.id, u.terms_credit_limit_cents, sum(i.total_cents - coalesce(p.paid, 0))::bigint as open
      from users u join invoices i on i.user_id = u.id join orders o on o.id = i.order_id
      left join (select order_id, sum(amount_cents) paid from payments where status = 'succeeded' group by 1) p on p.order_id = o.id
      where o.payment_method = 'net30' and i.status in ('sent', 'overdue') and u.terms_credit_limit_cents is not null
      group by u.id having sum(i.total_cents - coalesce(p.paid, 0)) > u.terms_credit_limit_cents`),
  "invoice paid ⇔ the ledger covers its total": (db) =>
    rows(db, sql`select i.id, i.status, i.total_cents, coalesce(p.paid, 0) as paid from invoices i
      left join (select order_id, sum(amount_cents)::int paid from payments where status = 'succeeded' group by 1) p on p.order_id = i.order_id
      where (i.status = 'paid' and coalesce(p.paid, 0) < i.total_cents) or (coalesce(p.paid, 0) >= i.total_cents and i.total_cents > 0 and i.status not in ('paid', 'refunded'))
        or coalesce(p.paid, 0) > i.total_cents`),
  "order payment status agrees with the ledger": (db) =>
    rows(db, sql`select o.id, o.payment_status, o.total_cents, coalesce(p.paid, 0) as paid, coalesce(r.back, 0) as back from orders o
      left join (select order_id, sum(amount_cents)::int paid from payments where status = 'succeeded' group by 1) p on p.order_id = o.id
      left join (select order_id, sum(amount_cents)::int back from refunds group by 1) r on r.order_id = o.id
      where not case o.payment_status
        when 'pending' then coalesce(p.paid, 0) = 0
        when 'failed' then coalesce(p.paid, 0) = 0
        when 'deposit_paid' then coalesce(p.paid, 0) > 0 and coalesce(r.back, 0) = 0
        when 'paid' then coalesce(p.paid, 0) > 0 and coalesce(r.back, 0) = 0
        when 'partially_refunded' then coalesce(r.back, 0) > 0 and coalesce(r.back, 0) < coalesce(p.paid, 0)
        when 'refunded' then coalesce(r.back, 0) > 0 and coalesce(r.back, 0) = coalesce(p.paid, 0)
        else false end`),
  "refunds never exceed what was paid": (db) =>
    rows(db, sql`select r.order_id from refunds r group by r.order_id
      having sum(r.amount_cents) > (select coalesce(sum(amount_cents), 0) from payments p where p.order_id = r.order_id and p.status = 'succeeded')`),
  "every placed truck order is booked on a day its depot opens": (db) =>
    rows(db, sql`select o.id, o.delivery_date, o.delivery_depot_id from orders o
      left join depots d on d.id = o.delivery_depot_id
      where o.status not in ('pending', 'cancelled') and o.offer_id is null
        and exists (select 1 from order_items i where i.order_id = o.id and i.delivery_method in ('crane', 'flatbed', 'tilt-bed') and i.dimension is not null)
        and (o.delivery_date is null or d.id is null or not (d.open_days ? to_char(o.delivery_date, 'Dy')))`),
  // The model has no rentals: revenue is exactly what was captured less what was given back.
  "dashboard revenue = Σ captured − Σ refunded": async (db, now) => {
    const [ledger] = await rows<{ net: string }>(db, sql`select ((select coalesce(sum(amount_cents), 0) from payments where status = 'succeeded')
      - (select coalesce(sum(amount_cents), 0) from refunds))::text as net`);
    const shown = Math.round((await dashboardSummary(db, now)).totalRevenue * 100);
    return shown === Number(ledger.net) ? [] : [{ dashboardCents: shown, ledgerCents: Number(ledger.net) }];
  },
  "no payment page above the cap": (db) => rows(db, sql`select id, amount_cents from sandbox_sessions where amount_cents > ${MAX_ORDER_TOTAL_CENTS}`),
};

export async function brokenInvariants(db: Db, now: Date): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, check] of Object.entries(INVARIANTS)) {
    const bad = await check(db, now);
    if (bad.length) out[name] = bad;
  }
  return out;
}
