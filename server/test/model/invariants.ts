import { sql } from "drizzle-orm";
import type { Db } from "../../../db/connect.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";
import { addBusinessDays, addDays, localToday, weekdayOf } from "../../modules/logistics/delivery/calendar.ts";
import { closedDays } from "../../modules/logistics/delivery/holidays.ts";
import { MONEY_INVARIANTS, rows } from "./money-invariants.ts";

export type Invariant = (db: Db, now: Date) => Promise<unknown[]>;

/** Paid or placed truck orders with what their booking must respect: the depot's days, holidays, lead times. */
type Booking = {
  id: string; created_at: string | Date; delivery_date: string | null; open_days: string[] | null; build_lead: number | null; transfer: boolean; first_paid: string | Date | null; on_terms: boolean;
};

/**
 * Every paid (or on-terms) container order has a booking: a depot, a truck and a day the depot opens, no holiday,
 * and not before the units can be there, counted in business days from when it was placed: 3 for units in the
 * depot, a day more for units brought from another depot, a custom build's lead time + 1. Nor a day already
 * past when the first payment came in, unless on net-30 terms: those are delivered first and paid after (seed 2026).
 */
const bookedOnAllowedDays: Invariant = async (db) => {
  const list = await rows<Booking>(db, sql`select o.id, o.created_at, o.delivery_date::text as delivery_date, d.open_days, o.payment_method = 'net30' as on_terms,
      (select max((i.design_snapshot ->> 'leadTimeDays')::int) from order_items i where i.order_id = o.id) as build_lead,
      exists (select 1 from stock_reservations r join stock s on s.id = r.stock_id where r.order_id = o.id and r.status in ('held', 'sold') and s.depot_id <> o.delivery_depot_id) as transfer,
      (select min(p.created_at) from payments p where p.order_id = o.id and p.status = 'succeeded') as first_paid
    from orders o left join depots d on d.id = o.delivery_depot_id
    where o.status not in ('pending', 'cancelled') and o.payment_status <> 'refunded'
      and exists (select 1 from order_items i where i.order_id = o.id and i.delivery_method in ('crane', 'flatbed', 'tilt-bed') and i.dimension is not null)`);
  if (!list.length) return [];
  const site = await getSiteSettings(db);
  const dayOf = (at: string | Date) => localToday(new Date(at), site.timeZone);
  const first = list.map((o) => dayOf(o.created_at)).sort()[0];
  const closed = closedDays(site.holidays, first, addDays(first, 3 * 365));
  return list.flatMap((o) => {
    const placed = dayOf(o.created_at);
    const lead = Math.max(3, o.transfer ? 4 : 0, o.build_lead === null ? 0 : Number(o.build_lead) + 1);
    const earliest = addBusinessDays(placed, lead, closed);
    const d = o.delivery_date;
    const why = !d || !o.open_days ? "no booking"
      : !o.open_days.includes(weekdayOf(d)) ? `depot closed on ${weekdayOf(d)}`
      : closed.has(d) ? `holiday: ${closed.get(d)}`
      : d < earliest ? `before ${earliest} (placed ${placed}, ${lead} business days)`
      : o.first_paid && !o.on_terms && d <= dayOf(o.first_paid) ? `not after the first payment (${dayOf(o.first_paid)})`
      : null;
    return why ? [{ id: o.id, deliveryDate: d, onTerms: o.on_terms, why }] : [];
  });
};

/**
 * The invariants of issue 43, read from the database after every step of the model test. Each returns the rows
 * that break it (empty when it holds), so a failure names what went wrong.
 */
export const INVARIANTS: Record<string, Invariant> = {
  "stock never negative, never more reserved than on hand": (db) => rows(db, sql`select id, on_hand, reserved from stock where on_hand < 0 or reserved < 0 or reserved > on_hand`),
  "reserved = the units held for open orders (never double-sold)": (db) =>
    rows(db, sql`select s.id, s.reserved, coalesce(h.q, 0) as held from stock s
      left join (select stock_id, sum(quantity)::int q from stock_reservations where status = 'held' group by 1) h on h.stock_id = s.id
      where s.reserved <> coalesce(h.q, 0)`),
  "every stock row's ledger sums to its on hand (ADR 088)": (db) =>
    rows(db, sql`select s.id, s.on_hand, coalesce(m.q, 0) as moved from stock s
      left join (select stock_id, sum(quantity)::int q from stock_moves group by 1) m on m.stock_id = s.id
      where s.on_hand <> coalesce(m.q, 0)`),
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
  "every paid container order is booked on an allowed day": bookedOnAllowedDays,
  ...MONEY_INVARIANTS,
};

export async function brokenInvariants(db: Db, now: Date): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, check] of Object.entries(INVARIANTS)) {
    const bad = await check(db, now);
    if (bad.length) out[name] = bad;
  }
  return out;
}
