import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ProductDetail } from "../../../contract/catalog";
import { formatUsd } from "../../../contract/money";
import { useHasToken } from "../site/use-client-state";
import { Button } from "../ui/button";
import { CartNoticeDialog } from "./cart-notice-dialog";
import { DeliveryOptions } from "./delivery-options";
import { DeliveryZip } from "./delivery-quote/delivery-zip";
import { useDeliveryQuote } from "./delivery-quote/use-delivery-quote";
import { OptionButtons } from "./option-buttons";
import { ProductAvailability } from "./product-availability";
import { QuantityInput } from "./quantity-input";
import { type ProductView, type Selection, chooseCondition, chooseDimension, shipsByParcel } from "./selection";
import { useAddToCart } from "./use-add-to-cart";
import { getStoredToken } from "../../lib/session";
import { RentalTerms } from "../rentals/rental-terms";
import { useRentalQuote } from "../rentals/use-rental-quote";
import { dueTodayText } from "../../../contract/rental-breakdown-rows";

/** `addOnArrival`: back from /auth, where Add to Cart sent the buyer; once logged in, the line is added at once. */
type Props = { product: ProductDetail; selection: Selection; view: ProductView; onChange: (s: Selection) => void; addOnArrival?: boolean };

/** Name, price, the choices, the total and Add to Cart. */
export function ProductPurchase({ product, selection, view, onChange, addOnArrival = false }: Props) {
  const cart = useAddToCart(product, selection, view);
  const arrived = useRef(false);
  useEffect(() => {
    if (!addOnArrival || arrived.current || !getStoredToken()) return;
    arrived.current = true;
    void cart.add();
  }, [addOnArrival, cart]);
  const rent = product.categories.includes("rent");
  const parcel = shipsByParcel(product);
  const signedIn = useHasToken();
  const delivery = useDeliveryQuote({ productId: product.id, dimension: view.dimension?.dimension ?? null, condition: view.condition?.condition ?? null, quantity: selection.quantity });
  const quote = delivery.state.status === "ready" ? delivery.state.quote : null;
  const quoted = quote?.options.find((o) => o.method === selection.deliveryMethod) ?? null;
  // The delivery of the whole quantity: the quote's when the ZIP is known, else the "from" price of one truck.
  const deliveryPrice = quoted ? quoted.price : (view.delivery?.price ?? null);
  const total = (Math.round(view.unitPrice * 100) * selection.quantity + Math.round((deliveryPrice ?? 0) * 100)) / 100;
  // A rental's figures are the server's breakdown (ADR 076), not the sale's "unit + delivery" total.
  const rental = useRentalQuote({ productId: product.id, dimension: view.dimension?.dimension ?? null, condition: view.condition?.condition ?? null, method: selection.deliveryMethod, quantity: selection.quantity, zip: quote ? delivery.zip : null }, rent);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{product.name}</h1>
        {product.sku && <p className="mt-1 text-sm text-slate-600">SKU: {product.sku}</p>}
      </div>
      <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">{view.condition ? view.condition.condition : view.dimension ? view.dimension.dimension : product.dimensions.length > 1 ? "Base price" : "Price"}</p>
        <p className="text-3xl font-extrabold text-slate-900" data-testid="unit-price">
          {formatUsd(view.unitPrice)}
          {rent && <span className="text-base font-medium text-slate-600"> / month</span>}
        </p>
      </div>
      {rent && <RentalTerms productId={product.id} breakdown={rental} deliveryHint={quote ? "Choose below" : "Enter your ZIP below"} />}
      {product.dimensions.length > 0 && (
        <OptionButtons
          legend="Size"
          options={product.dimensions.map((d) => ({ label: d.dimension, hint: d.price !== null ? formatUsd(d.price) : undefined }))}
          selected={selection.dimensionIndex}
          onSelect={(i) => onChange(chooseDimension(selection, i))}
        />
      )}
      {view.conditions.length > 0 && (
        <OptionButtons
          legend="Condition"
          options={view.conditions.map((c) => ({ label: c.condition, hint: c.price !== null ? formatUsd(c.price) : undefined }))}
          selected={selection.conditionIndex}
          onSelect={(i) => onChange(chooseCondition(selection, i))}
        />
      )}
      <ProductAvailability productId={product.id} dimension={view.dimension?.dimension ?? null} condition={view.condition?.condition ?? null} />
      <QuantityInput value={selection.quantity} onChange={(quantity) => onChange({ ...selection, quantity })} />
      <DeliveryZip key={delivery.zip} zip={delivery.zip} state={delivery.state} onZip={delivery.setZip}
        quoteFor={{ productId: product.id, options: { dimension: view.dimension?.dimension ?? "", condition: view.condition?.condition ?? "", quantity: String(selection.quantity) } }} />
      <DeliveryOptions options={product.delivery} quote={quote} selected={selection.deliveryMethod} onSelect={(deliveryMethod) => onChange({ ...selection, deliveryMethod })} />
      <div className="rounded-2xl border border-slate-200 p-5">
        {rental ? (
          <dl className="space-y-1 text-sm text-slate-700">
            <div className="flex justify-between text-lg font-bold text-slate-900"><dt>Due today</dt><dd data-testid="total-price" aria-live="polite">{dueTodayText(rental)}</dd></div>
            <div className="flex justify-between"><dt>Then monthly</dt><dd>{formatUsd(rental.monthly)} / month</dd></div>
          </dl>
        ) : (
          <>
          <dl className="space-y-1 text-sm text-slate-700">
            <div className="flex justify-between"><dt>Unit price</dt><dd>{formatUsd(view.unitPrice)}</dd></div>
            <div className="flex justify-between"><dt>Quantity</dt><dd>{selection.quantity}</dd></div>
            <div className="flex justify-between"><dt>{parcel ? "Parcel shipping" : `Delivery${quoted ? "" : " (from)"}`}</dt><dd data-testid="delivery-total">{deliveryPrice === null ? "Not selected" : formatUsd(deliveryPrice)}</dd></div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
              <dt>Total</dt>
              <dd data-testid="total-price" aria-live="polite">{formatUsd(total)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-xs text-slate-600">{quoted || parcel ? "Sales tax is added at checkout." : "Enter your ZIP for the exact delivery price. Sales tax is added at checkout."}</p>
          </>
        )}
        <Button size="lg" className="mt-4 w-full" onClick={cart.add} disabled={cart.busy}>
          {cart.busy ? "Adding..." : "Add to Cart"}
        </Button>
        <p className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          <Link to="/shop" className="font-medium text-slate-700 underline hover:text-orange-700">Continue shopping</Link>
          <Link to="/dashboard/cart" className="font-medium text-slate-700 underline hover:text-orange-700">Go to checkout</Link>
          {!signedIn && <Link to="/auth" onClick={cart.beforeLogin} className="font-medium text-slate-700 underline hover:text-orange-700">Log in</Link>}
        </p>
      </div>
      <CartNoticeDialog notice={cart.notice} onClose={cart.dismiss} onLogin={cart.beforeAddLogin} productName={product.name} />
    </div>
  );
}
