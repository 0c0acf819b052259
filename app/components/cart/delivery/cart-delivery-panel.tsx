import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { AddressDto } from "../../../../contract/addresses";
import type { CartDto } from "../../../../contract/cart";
import { TRUCK_LABELS, type TruckType } from "../../../../contract/delivery";
import { client } from "../../../lib/browser-api";
import { type ActionResult, submitJson } from "../../../lib/route-action";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import type { CartIntent } from "../cart-actions";
import { SelectField } from "../../ui/field";
import { type DeliveryDraft, draftOfCart, formatDeliveryDay } from "./delivery-draft";
import { ShipToPicker } from "./ship-to-picker";
import { SiteChecklist } from "./site-checklist";

/**
 * Where, when and how the cart is delivered (docs/decisions/024): every change goes through the cart route's
 * clientAction to PUT /v1/user/cart/delivery, and the cart read again (delivery, tax, total) replaces the shown one.
 * Meanwhile the controls show the choice being saved (optimistic): a radio or box that only moved once the server
 * answered looked broken. Each save sends the whole draft, so a second change made meanwhile carries the first; a
 * refused save falls back to what the server kept, with its message.
 */
export function CartDeliveryPanel({ cart }: { cart: CartDto }) {
  const [addresses, setAddresses] = useState<AddressDto[] | null>(null);
  const [datesOf, setDatesOf] = useState<{ key: string; dates: string[] }>({ key: "", dates: [] });
  const fetcher = useFetcher<ActionResult>();
  const saving = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = failed?.errors ?? {};
  const message = failed?.text ?? null;
  const pending = saving ? (fetcher.json as { delivery?: DeliveryDraft } | undefined)?.delivery : undefined;
  const draft = pending ?? draftOfCart(cart);
  const addressId = cart.shipTo?.id ?? null;
  const booked = cart.delivery !== null && cart.delivery !== undefined;

  useEffect(() => {
    call(client.user.addresses.$get()).then(
      (list) => setAddresses((list as AddressDto[]).filter((a) => a.type === "shipping").sort((a, b) => Number(b.isDefault) - Number(a.isDefault))),
      () => setAddresses([]),
    );
  }, []);
  // The bookable days follow the drop: its depot, truck and number of trucks change with the address and lines.
  const dropKey = `${addressId}|${cart.delivery?.depot.id}|${cart.delivery?.truck}|${cart.delivery?.trucks}`;
  useEffect(() => {
    if (!booked) return;
    const key = dropKey;
    call(client.user.cart["delivery-dates"].$get()).then((dates) => setDatesOf({ key, dates }), () => setDatesOf({ key, dates: [] }));
  }, [dropKey, booked]);
  const dates = booked && datesOf.key === dropKey ? datesOf.dates : [];

  const save = (delivery: DeliveryDraft) => void fetcher.submit({ intent: "delivery", delivery } satisfies CartIntent, submitJson);
  const change = (patch: Partial<DeliveryDraft>) => draft && save({ ...draft, ...patch });
  const pick = (id: string) => save({ ...(draft ?? { deliveryDate: null, doorFacing: null, groundSurface: null, clearanceConfirmed: false, siteNotes: "" }), addressId: id, deliveryDate: null });

  return (
    <section aria-labelledby="delivery-title" className="mt-6 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h2 id="delivery-title" className="text-lg font-bold text-slate-900">Delivery</h2>
      {message && <Alert tone="error" className="mt-3">{message}</Alert>}
      {cart.deliveryProblem && <Alert tone="error" className="mt-3">{cart.deliveryProblem} <a className="underline" href="/contact">Request a quote</a></Alert>}
      <div className="mt-3 space-y-4">
        {addresses === null ? null : (
          <ShipToPicker addresses={addresses} value={pending?.addressId ?? addressId} error={errors.addressId} disabled={saving} onPick={pick}
            onAdded={(a) => { setAddresses((list) => [...(list ?? []), a]); void pick(a.id); }} />
        )}
        {cart.delivery && draft && (
          <>
            <p className="text-sm text-slate-700" data-testid="cart-route">
              {TRUCK_LABELS[cart.delivery.truck as TruckType] ?? cart.delivery.truck}
              {cart.delivery.trucks > 1 ? ` × ${cart.delivery.trucks}` : ""}: {cart.delivery.routeNote}.
            </p>
            <SelectField label="Delivery date" id="delivery-date" value={draft.deliveryDate ?? ""} disabled={saving} error={errors.deliveryDate ?? cart.delivery.dateProblem ?? undefined}
              hint={dates.length ? undefined : "No open day in the next weeks: call us to arrange one."} onChange={(e) => change({ deliveryDate: e.target.value || null })}>
              <option value="">Choose a day</option>
              {dates.map((d) => <option key={d} value={d}>{formatDeliveryDay(d)}</option>)}
            </SelectField>
            <SiteChecklist draft={draft} errors={errors} dryRunFee={cart.delivery.dryRunFee} fromLastOrder={cart.delivery.siteFromLastOrder} saving={saving} onChange={change} onNotes={(siteNotes) => change({ siteNotes })} />
          </>
        )}
        {cart.shipTo && !cart.delivery && !cart.deliveryProblem && !cart.items.some((i) => i.container) && <p className="text-sm text-slate-600">Parts ship as a parcel; no delivery day to book.</p>}
      </div>
    </section>
  );
}
