import { formatUsd } from "../../../../contract/money";
import type { OrderDto } from "../../../../contract/orders";

/** "Deposit paid $X, balance $Y due before delivery" while a deposit order's balance is open. */
export function depositText(o: Pick<OrderDto, "paymentStatus" | "amountPaid" | "balanceDue">): string | null {
  if (o.paymentStatus !== "deposit_paid" || o.balanceDue <= 0) return null;
  return `Deposit paid ${formatUsd(o.amountPaid)}, balance ${formatUsd(o.balanceDue)} due before delivery`;
}

export function DepositNote({ order }: { order: OrderDto }) {
  const text = depositText(order);
  return text ? <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="deposit-note">{text}</p> : null;
}
