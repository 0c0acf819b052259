import { sql } from "drizzle-orm";
import { payments, refunds, rentalAgreements, rentalInvoices, rentalPaymentLinks } from "../../../../db/schema/index.ts";

/**
 * The money ledger as signed entries (`cents`, `at`), from which the dashboard's revenue is summed
 * (docs/decisions/074): what was captured, less what was given back, refundable rental deposits left out.
 * - every succeeded payment: card captures, deposits, balances, manual wire/check/cash;
 * - a rental's monthly charges and pick-up fees paid after checkout (cycle 1 was paid by the checkout's payment,
 *   which is already counted) and paid buy-outs;
 * - refunds are taken off, except the refund of a rental deposit;
 * - a rental deposit is a liability: taken off when its agreement is made (it sits in the checkout's payment),
 *   and only what the admin kept of it at settlement (a deduction for damage) becomes revenue then;
 * - a deposit given back through the order's own refund (a full refund before delivery) is no longer held: the
 *   order's refunds beyond what it took besides deposits give it back, so it is not taken off twice (issue 43);
 *   such a deposit is settled as returned in that refund (`deposit_in_order_refund`) and still counts here.
 */
export const ledgerEntries = sql`
  select ${payments.amountCents}::bigint as cents, ${payments.createdAt} as at from ${payments} where ${payments.status} = 'succeeded'
  union all
  select -${refunds.amountCents}::bigint, ${refunds.createdAt} from ${refunds}
  where not exists (select 1 from ${rentalAgreements} where ${rentalAgreements.depositRefundId} = ${refunds.providerRefundId})
  union all
  select ${rentalInvoices.amountCents}::bigint, ${rentalInvoices.paidAt} from ${rentalInvoices}
  where ${rentalInvoices.status} = 'paid' and not (${rentalInvoices.kind} = 'cycle' and ${rentalInvoices.cycle} = 1)
  union all
  select ${rentalPaymentLinks.amountCents}::bigint, ${rentalPaymentLinks.settledAt} from ${rentalPaymentLinks}
  where ${rentalPaymentLinks.kind} = 'buyout' and ${rentalPaymentLinks.settledAt} is not null and ${rentalPaymentLinks.refundId} is null
  union all
  select -${rentalAgreements.depositCents}::bigint, ${rentalAgreements.createdAt} from ${rentalAgreements} where ${rentalAgreements.depositCents} > 0
  union all
  select ${rentalAgreements.depositDeductionCents}::bigint, ${rentalAgreements.depositSettledAt} from ${rentalAgreements}
  where ${rentalAgreements.depositSettledAt} is not null and ${rentalAgreements.depositDeductionCents} > 0
  union all
  select least(dep.unsettled, greatest(0, ref.cents - (paid.cents - dep.total)))::bigint, ref.at
  from (
    select ${rentalAgreements.orderId} as order_id, sum(${rentalAgreements.depositCents}) as total,
      coalesce(sum(${rentalAgreements.depositCents}) filter (where ${rentalAgreements.depositSettledAt} is null or ${rentalAgreements.depositInOrderRefund}), 0) as unsettled
    from ${rentalAgreements} where ${rentalAgreements.depositCents} > 0 group by ${rentalAgreements.orderId}
  ) dep
  cross join lateral (
    select coalesce(sum(r.amount_cents), 0) as cents, max(r.created_at) as at from ${refunds} r
    where r.order_id = dep.order_id and not exists (select 1 from ${rentalAgreements} a where a.deposit_refund_id = r.provider_refund_id)
  ) ref
  cross join lateral (
    select coalesce(sum(p.amount_cents), 0) as cents from ${payments} p where p.order_id = dep.order_id and p.status = 'succeeded'
  ) paid
  where ref.at is not null
`;
