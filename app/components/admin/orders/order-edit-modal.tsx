import { OrderDesign } from "../../builder/order-design";
import { useState } from "react";
import type { OrderDto } from "../../../../contract/orders";
import { type ORDER_STATUSES, type PAYMENT_STATUSES as PAID_STATES, shortId } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { errorText, fieldErrorsOf, withoutEdited } from "../ui/errors";
import { Field, SelectField } from "../../ui/field";
import { Dialog } from "../../ui/dialog";
import { optionLabel, paymentStatusOptions, statusOptions } from "./order-options";

type Form = { status: (typeof ORDER_STATUSES)[number]; paymentStatus: (typeof PAID_STATES)[number]; trackingNumber: string; street: string; city: string; state: string; postalCode: string; country: string; phone: string };

const formOf = (o: OrderDto): Form => ({
  // The DTO says string; the server only ever stores these values (a check constraint).
  status: o.status as Form["status"],
  paymentStatus: o.paymentStatus as Form["paymentStatus"],
  trackingNumber: o.trackingNumber ?? "",
  street: o.shippingAddress.street,
  city: o.shippingAddress.city,
  state: o.shippingAddress.state,
  postalCode: o.shippingAddress.postalCode,
  country: o.shippingAddress.country,
  phone: o.shippingAddress.phone ?? "",
});

/** Edits an order's statuses, tracking number and shipping address, and saves them (PUT /admin/orders/{id}). */
type Props = { order: OrderDto | null; onClose: () => void; onSaved: (o: OrderDto) => void };

export function OrderEditModal(props: Props) {
  // Keyed by order: each opening starts from that order's values.
  return props.order ? <OrderEditDialog key={props.order.id} {...props} order={props.order} /> : null;
}

function OrderEditDialog({ order, onClose, onSaved }: Props & { order: OrderDto }) {
  const [form, setForm] = useState<Form>(() => formOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => withoutEdited(e, Object.keys(patch)));
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const { street, city, state, postalCode, country, phone, trackingNumber, status, paymentStatus } = form;
      const json = { status, paymentStatus, trackingNumber: trackingNumber.trim() || null, shippingAddress: { street, city, state, postalCode, country, phone: phone.trim() || null } };
      onSaved(await call(client.admin.orders[":id"].$put({ param: { id: order.id }, json })));
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "Unable to save the order."));
    } finally {
      setSaving(false);
    }
  }

  const addr = (k: keyof Form) => errors[`shippingAddress.${k}`];
  return (
    <Dialog
      size="lg"
      open
      onClose={onClose}
      title={`Edit order ${shortId(order.id)}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button type="submit" form="order-edit-form" disabled={saving}>{saving ? "Saving..." : "Save changes"}</Button>
        </>
      }
    >
      <form id="order-edit-form" onSubmit={save} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        {order.items.map((item, i) => item.design && <OrderDesign key={i} design={item.design} />)}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Status" value={form.status} onChange={(e) => set({ status: e.target.value as Form["status"] })} error={errors.status}>
            {statusOptions(order.status).map((s) => <option key={s} value={s}>{optionLabel(s)}</option>)}
          </SelectField>
          <SelectField label="Payment status" value={form.paymentStatus} onChange={(e) => set({ paymentStatus: e.target.value as Form["paymentStatus"] })} error={errors.paymentStatus}>
            {paymentStatusOptions(order.paymentStatus).map((s) => <option key={s} value={s}>{optionLabel(s)}</option>)}
          </SelectField>
        </div>
        <Field label="Tracking number" value={form.trackingNumber} onChange={(e) => set({ trackingNumber: e.target.value })} error={errors.trackingNumber} hint="Shown to the customer and in the status e-mail" />
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Shipping address</legend>
          <Field label="Street" required value={form.street} onChange={(e) => set({ street: e.target.value })} error={addr("street")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="City" required value={form.city} onChange={(e) => set({ city: e.target.value })} error={addr("city")} />
            <Field label="State" required value={form.state} onChange={(e) => set({ state: e.target.value })} error={addr("state")} />
            <Field label="Postal code" required value={form.postalCode} onChange={(e) => set({ postalCode: e.target.value })} error={addr("postalCode")} />
            <Field label="Country" required value={form.country} onChange={(e) => set({ country: e.target.value })} error={addr("country")} />
          </div>
          <Field label="Phone" value={form.phone} onChange={(e) => set({ phone: e.target.value })} error={addr("phone")} />
        </fieldset>
        <p className="text-xs text-slate-500">Changing the status e-mails the customer.</p>
      </form>
    </Dialog>
  );
}
