import { Link } from "react-router";
import { formatUsd } from "../../../contract/money";
import type { OrderItemDto } from "../../../contract/orders";

/** A custom build's design on an order line: what was built, each item's price at checkout, and the design link. */
export function OrderDesign({ design }: { design: NonNullable<OrderItemDto["design"]> }) {
  return (
    <details className="mt-1 text-sm text-slate-600" data-testid="order-design">
      <summary className="cursor-pointer font-medium text-slate-800">
        Custom build “{design.name}” · ready in {design.leadTimeDays} business days
      </summary>
      <ul className="mt-1 space-y-0.5 pl-4">
        {design.lines.map((l, i) => (
          <li key={`${l.code}-${i}`} className="flex justify-between gap-4">
            <span>{l.label}</span>
            <span>{formatUsd(l.price)}</span>
          </li>
        ))}
      </ul>
      <Link to={`/builder/d/${design.id}`} className="mt-1 inline-block font-medium text-orange-700 underline">View the design</Link>
    </details>
  );
}
