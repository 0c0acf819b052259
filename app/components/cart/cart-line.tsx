import { Link } from "react-router";
import type { CartItemDto } from "../../../contract/cart";
import { lineAmounts } from "../../../contract/line-amounts";
import { OrderDesign } from "../builder/order-design";
import { QuantityStepper } from "./quantity-stepper";

type Props = { item: CartItemDto; busy: boolean; onQuantity: (q: number) => void; onRemove: () => void };

/** One cart line: picture, what was chosen (with the spec's defaults), price, stepper and remove. */
export function CartLine({ item, busy, onQuantity, onRemove }: Props) {
  const amounts = lineAmounts({ ...item, delivery: item.selectedDelivery });
  // A container's delivery is never "free": $0 means not priced yet (no address) or not deliverable as it stands.
  const method = item.selectedDelivery?.method ?? "";
  // A part ships by parcel whatever method its row names; the parcel is charged once per cart, in the summary.
  const parcel = item.container === false && !item.design && !!item.selectedDelivery;
  const unpriced = !parcel && item.selectedDelivery && (item.deliveryPending || (item.container && amounts.delivery.endsWith(" free")));
  const deliveryText = parcel ? "Parcel shipping" : unpriced ? `${method.charAt(0).toUpperCase()}${method.slice(1)} delivery` : amounts.delivery;
  // Withdrawn from sale: no product page to link to, no price to show, only Remove works.
  const gone = item.unavailable === true;
  // A custom build opens its design, not the plain box's product page.
  const href = item.design ? `/builder/d/${item.design.id}` : `/product/${item.productId}`;
  const picture = item.image ? (
    <img src={item.image} alt="" width={112} height={84} loading="lazy" className="h-21 w-28 shrink-0 self-start rounded-xl bg-slate-100 object-cover" />
  ) : (
    <span className="flex h-21 w-28 shrink-0 items-center justify-center self-start rounded-xl bg-slate-100 text-xs text-slate-500">No image</span>
  );
  return (
    <li data-testid="cart-item" className={`flex flex-col gap-4 py-5 sm:flex-row ${busy ? "opacity-60" : ""}`} aria-busy={busy}>
      {gone ? picture : (
        // The link names the line itself; its picture is decoration (alt=""), so a reader hears the product once.
        <Link to={href} aria-label={item.name} className="shrink-0 self-start rounded-xl focus-visible:outline-2 focus-visible:outline-orange-600">
          {picture}
        </Link>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {gone ? <p className="font-semibold text-slate-500 line-through">{item.name}</p> : (
            <Link to={href} className="font-semibold text-slate-900 hover:text-orange-700 focus-visible:outline-2 focus-visible:outline-orange-600">
              {item.name}
            </Link>
          )}
          {!gone && <p className="font-bold text-slate-900"><span className="sr-only">Line total </span>{amounts.lineTotal}</p>}
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
          <dt className="text-slate-500">Dimension</dt>
          <dd>{item.selectedDimension?.dimension || "Standard"}</dd>
          <dt className="text-slate-500">Condition</dt>
          <dd>{item.selectedCondition?.condition || "Not specified"}</dd>
          <dt className="text-slate-500">Delivery</dt>
          <dd data-testid="line-delivery">{deliveryText}{item.deliveryNote ? ` · ${item.deliveryNote}` : ""}</dd>
          {!gone && <dt className="text-slate-500">Unit price</dt>}
          {!gone && <dd>{amounts.unitPrice}</dd>}
        </dl>
        {!gone && <p className="mt-1 text-sm text-slate-600">{unpriced ? `${item.quantity} × ${amounts.unitPrice} = ${amounts.lineTotal}, delivery to be priced` : amounts.breakdown}</p>}
        {item.design && <OrderDesign design={item.design} />}
        {item.deliveryIssue && <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800">{item.deliveryIssue}</p>}
        {item.stockIssue && (
          <p role="alert" data-testid="stock-issue" data-code={item.issueCode ?? undefined} className="mt-2 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800">
            {item.stockIssue}
          </p>
        )}
        <div className="mt-3 flex items-center gap-4">
          <QuantityStepper value={item.quantity} disabled={busy || gone} label={item.name} onChange={onQuantity} />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            className="rounded text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-orange-600 disabled:opacity-50"
            aria-label={`Remove ${item.name}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
