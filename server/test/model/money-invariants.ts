import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { MAX_ORDER_TOTAL_CENTS } from "../../../contract/checkout.ts";
import { dashboardSummary } from "../../modules/reporting/index.ts";

/** Rows of a raw query, on PGlite and on node-postgres alike. */
export async function rows<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(q)) as unknown as { rows: T[] } | T[];
  return Array.isArray(r) ? r : r.rows;
}

const PAID = sql`(select order_id, sum(amount_cents)::bigint paid from payments where status = 'succeeded' group by 1)`;
const BACK = sql`(select order_id, sum(amount_cents)::bigint back from refunds group by 1)`;

/**
 * What the provider and the admin's books hold, summed apart from the app's ledger (server/modules/reporting):
 * every paid hosted page and saved-card charge, every manual payment, less every provider and manual refund,
 * less the rental deposits still held (a liability until settled; none is held once the order went back in full).
 */
async function moneyKept(db: Db): Promise<number> {
  const [r] = await rows<{ net: string }>(db, sql`select (
      (select coalesce(sum(amount_cents), 0) from sandbox_sessions where status = 'paid' and mode = 'payment')
    + (select coalesce(sum(amount_cents), 0) from sandbox_charges where status = 'succeeded')
    + (select coalesce(sum(amount_cents), 0) from payments where provider = 'manual' and status = 'succeeded')
    - (select coalesce(sum(amount_cents), 0) from sandbox_refunds)
    - (select coalesce(sum(amount_cents), 0) from refunds where provider = 'manual')
    - (select coalesce(sum(a.deposit_cents), 0) from rental_agreements a join orders o on o.id = a.order_id
        where a.deposit_settled_at is null and o.payment_status <> 'refunded'))::text as net`);
  return Number(r.net);
}

/** The money invariants of issue 43 (the order and rental ledgers, the dashboard, the cap). */
export const MONEY_INVARIANTS: Record<string, (db: Db, now: Date) => Promise<unknown[]>> = {
  "invoice paid ⇔ the ledger covers its total": (db) =>
    rows(db, sql`select i.id, i.status, i.total_cents, coalesce(p.paid, 0) as paid from invoices i left join ${PAID} p on p.order_id = i.order_id
      where (i.status = 'paid' and coalesce(p.paid, 0) < i.total_cents) or (coalesce(p.paid, 0) >= i.total_cents and i.total_cents > 0 and i.status not in ('paid', 'refunded'))
        or coalesce(p.paid, 0) > i.total_cents`),
  "order payment status agrees with the ledger": (db) =>
    rows(db, sql`select o.id, o.payment_status, o.total_cents, coalesce(p.paid, 0) as paid, coalesce(r.back, 0) as back from orders o
      left join ${PAID} p on p.order_id = o.id left join ${BACK} r on r.order_id = o.id
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
  "every paid hosted page of an order is in its ledger": (db) =>
    rows(db, sql`select s.id, s.order_id, s.amount_cents from sandbox_sessions s
      where s.status = 'paid' and s.mode = 'payment' and not exists (select 1 from rental_payment_links l where l.session_id = s.id)
        and not exists (select 1 from payments p where p.session_id = s.id and p.status = 'succeeded' and p.amount_cents = s.amount_cents)`),
  "rental invoice paid = one provider payment of its amount": (db) =>
    rows(db, sql`select ri.id, ri.kind, ri.cycle, ri.status, ri.amount_cents, ri.provider_payment_id from rental_invoices ri
      where (ri.status = 'paid') <> (ri.provider_payment_id is not null
          and (exists (select 1 from sandbox_charges c where c.payment_id = ri.provider_payment_id and c.status = 'succeeded' and c.amount_cents = ri.amount_cents)
            or exists (select 1 from sandbox_sessions s where s.payment_id = ri.provider_payment_id and s.status = 'paid')))
      union all
      select null, 'charged twice', null, null, count(*)::int, regexp_replace(idempotency_key, ':try[0-9]+$', '') from sandbox_charges
      where status = 'succeeded' group by regexp_replace(idempotency_key, ':try[0-9]+$', '') having count(*) > 1`),
  "a cancelled or fully refunded order's rentals no longer run": (db) =>
    rows(db, sql`select a.id, a.status, o.status as order_status, o.payment_status from rental_agreements a join orders o on o.id = a.order_id
      where a.status in ('scheduled', 'active', 'overdue', 'pickup_scheduled') and (o.status = 'cancelled' or o.payment_status = 'refunded')`),
  // A page paid after the unit was bought and refunded in full at the provider did not buy it a second time.
  "a rented unit is bought out at most once": (db) =>
    rows(db, sql`select l.agreement_id, count(*)::int as paid_pages from rental_payment_links l join sandbox_sessions s on s.id = l.session_id
      where l.kind = 'buyout' and s.status = 'paid'
        and s.amount_cents > (select coalesce(sum(r.amount_cents), 0) from sandbox_refunds r where r.payment_id = s.payment_id)
      group by 1 having count(*) > 1`),
  "dashboard revenue = Σ captured − Σ refunded, refundable deposits excluded": async (db, now) => {
    const kept = await moneyKept(db);
    const shown = Math.round((await dashboardSummary(db, now)).totalRevenue * 100);
    return shown === kept ? [] : [{ dashboardCents: shown, ledgerCents: kept }];
  },
  "no payment page above the cap": (db) => rows(db, sql`select id, amount_cents from sandbox_sessions where amount_cents > ${MAX_ORDER_TOTAL_CENTS}`),
};
