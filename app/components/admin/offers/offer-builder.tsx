import { useState } from "react";
import type { ProductDetail, ProductSummary } from "../../../../contract/catalog";
import type { OfferDto, SavedOfferDto } from "../../../../contract/offers";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, SelectField, TextAreaField } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { type LineDraft, type OfferDraft, newCatalogLine, newCustomLine, toPayload } from "./offer-draft";
import { OfferLineEditor } from "./offer-line-editor";
import { OfferPricePreview } from "./offer-price-preview";
import { OfferWarnings } from "./offer-warnings";

type Props = { initial: OfferDraft | null; products: ProductSummary[]; initialDetails?: ProductDetail[]; onClose: () => void; onSaved: (offer: OfferDto, send: boolean) => void };

/** The offer builder: customer, lines, delivery, discount, tax state, expiry, terms and notes; saves a draft (and sends it). */
export function OfferBuilder(props: Props) {
  return props.initial ? <BuilderForm {...props} initial={props.initial} /> : null;
}

function BuilderForm({ initial, products, initialDetails = [], onClose, onSaved }: Props & { initial: OfferDraft }) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<OfferDraft>) => setD((x) => ({ ...x, ...patch }));
  const setLine = (key: number, patch: Partial<LineDraft>) => setD((x) => ({ ...x, lines: x.lines.map((l) => (l.key === key ? ({ ...l, ...patch } as LineDraft) : l)) }));
  // Sizes and conditions come with the product's detail, fetched when a product is chosen.
  const [details, setDetails] = useState<Record<string, ProductDetail>>(() => Object.fromEntries(initialDetails.map((p) => [p.id, p])));
  const changeLine = (key: number, patch: Partial<LineDraft>) => {
    setLine(key, patch);
    const id = (patch as { productId?: string }).productId;
    if (id && !details[id]) void call(client.products[":id"].$get({ param: { id } })).then((p) => setDetails((m) => ({ ...m, [p.id]: p })), () => {});
  };

  // A draft saved with warnings is held here before sending: the admin reads them, then sends anyway or keeps it.
  const [held, setHeld] = useState<SavedOfferDto | null>(null);

  async function save(send: boolean) {
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      const offer = held ?? (await call(client.admin.offers.$post({ json: toPayload(d) })));
      if (send && !held && offer.warnings.length) {
        setHeld(offer);
        setSaving(false);
        return;
      }
      const sent = send ? await call(client.admin.offers[":id"].send.$post({ param: { id: offer.id } })) : offer;
      onSaved(sent, send);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setFailure(errorText(err, "The offer was not saved."));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={d.quoteId ? "Offer for a quote request" : "New offer"}
      actions={
        held ? (
          <>
            <Button variant="secondary" onClick={() => onSaved(held, false)} disabled={saving}>Keep as draft</Button>
            <Button onClick={() => void save(true)} disabled={saving}>{saving ? "Sending..." : "Send anyway"}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
            <Button variant="secondary" onClick={() => void save(false)} disabled={saving}>Save draft</Button>
            <Button onClick={() => void save(true)} disabled={saving}>{saving ? "Saving..." : "Save and send"}</Button>
          </>
        )
      }
    >
      <form className="space-y-5" onSubmit={(e) => e.preventDefault()} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        {/* Brought into view when it appears: the admin may have scrolled down to the buttons. */}
        {held && <div ref={(el) => el?.scrollIntoView({ block: "nearest" })}><OfferWarnings warnings={held.warnings} /></div>}
        {/* Saved as a draft while its warnings are read: edits would not reach the saved offer. */}
        <fieldset className="min-w-0 space-y-5" disabled={held !== null}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Customer e-mail" type="email" className="sm:col-span-2" value={d.email} onChange={(e) => set({ email: e.target.value })} error={errors.email} hint="The offer and its link go here" />
          <Field label="Customer name" value={d.customerName} onChange={(e) => set({ customerName: e.target.value })} error={errors.customerName} />
          <Field label="Ship-to ZIP" value={d.shipToZip} onChange={(e) => set({ shipToZip: e.target.value })} error={errors.shipToZip} />
          <Field label="Ship-to state" value={d.shipToState} onChange={(e) => set({ shipToState: e.target.value })} error={errors.shipToState} hint="Sales tax of this state (FL, TX...)" />
        </div>
        <section className="space-y-3" aria-label="Lines">
          {errors.lines && <Alert tone="error">{errors.lines}</Alert>}
          {d.lines.map((l, i) => (
            <OfferLineEditor key={l.key} line={l} index={i} products={products} detail={l.kind === "catalog" ? details[l.productId] : undefined} errors={errors} onChange={(p) => changeLine(l.key, p)} onRemove={() => set({ lines: d.lines.filter((x) => x.key !== l.key) })} />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => set({ lines: [...d.lines, newCatalogLine()] })}>Add catalog line</Button>
            <Button variant="secondary" size="sm" onClick={() => set({ lines: [...d.lines, newCustomLine()] })}>Add custom line</Button>
          </div>
        </section>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField label="Delivery" value={d.deliveryMode} onChange={(e) => set({ deliveryMode: e.target.value as OfferDraft["deliveryMode"] })} error={errors.deliveryMode}>
            <option value="fixed">A fixed amount</option>
            <option value="rates">From the rates for the ZIP</option>
          </SelectField>
          {d.deliveryMode === "fixed" && <Field label="Delivery ($)" type="number" min="0" step="0.01" value={d.delivery} onChange={(e) => set({ delivery: e.target.value })} error={errors.delivery} />}
          <Field label="Discount ($)" type="number" min="0" step="0.01" value={d.discount} onChange={(e) => set({ discount: e.target.value })} error={errors.discount} />
          <Field label="Valid until" type="date" value={d.expiresOn} onChange={(e) => set({ expiresOn: e.target.value })} error={errors.expiresOn} />
          <Field label="Planned delivery" type="date" value={d.deliveryOn} onChange={(e) => set({ deliveryOn: e.target.value })} error={errors.deliveryOn} hint="Optional: the order is booked for it" />
          <SelectField label="Payment terms" value={d.paymentTerms} onChange={(e) => set({ paymentTerms: e.target.value as OfferDraft["paymentTerms"] })} error={errors.paymentTerms}>
            <option value="full">Full payment now</option>
            <option value="deposit">Deposit, balance later</option>
            <option value="net30">Net 30 (approved)</option>
          </SelectField>
          {d.paymentTerms === "deposit" && <Field label="Deposit (%)" type="number" min="1" max="99" value={d.depositPercent} onChange={(e) => set({ depositPercent: e.target.value })} error={errors.depositPercent} />}
        </div>
        <OfferPricePreview draft={d} onErrors={setErrors} />
        <TextAreaField label="Notes for the customer" rows={3} value={d.notes} onChange={(e) => set({ notes: e.target.value })} error={errors.notes} />
        </fieldset>
      </form>
    </Dialog>
  );
}
