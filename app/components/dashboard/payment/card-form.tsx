import { type FormEvent, useState } from "react";
import { CARD_TYPES, type CardType, type PaymentMethodInput, cardTypeFromNumber } from "../../../../contract/payment-methods";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, SelectField, Field } from "../../ui/field";
import { BillingFields, EMPTY_BILLING } from "./billing-fields";
import { CARD_LABELS, MONTHS, cardDigits, formatCardNumber, formatCvv, validateCard, yearChoices } from "./card-rules";

/**
 * Add a card. The number and CVV are checked here and never sent: the request carries only the holder,
 * the brand, the last four digits, the expiry, the billing address and the default flag.
 */
export function CardForm({ serverErrors, message, saving, onSave, onCancel }: {
  serverErrors: Record<string, string>;
  message: string | null;
  saving: boolean;
  onSave: (body: PaymentMethodInput) => void;
  onCancel: () => void;
}) {
  const [now] = useState(() => new Date());
  const [holder, setHolder] = useState("");
  const [number, setNumber] = useState("");
  const [cvv, setCvv] = useState("");
  const [month, setMonth] = useState(now.getMonth() + 1);
  const [year, setYear] = useState(now.getFullYear());
  // Detected from the number until the customer picks a brand themselves.
  const [pickedType, setPickedType] = useState<CardType | null>(null);
  const [withBilling, setWithBilling] = useState(false);
  const [billing, setBilling] = useState(EMPTY_BILLING);
  const [isDefault, setIsDefault] = useState(false);
  const [found, setFound] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...found };
  const cardType = pickedType ?? cardTypeFromNumber(cardDigits(number));

  function submit(e: FormEvent) {
    e.preventDefault();
    const problems = validateCard({ cardholderName: holder, cardNumber: number, cvv, expiryMonth: month, expiryYear: year }, new Date());
    setFound(problems);
    if (Object.keys(problems).length) return;
    const body: PaymentMethodInput = {
      cardholderName: holder.trim(),
      cardType,
      lastFourDigits: cardDigits(number).slice(-4),
      expiryMonth: month,
      expiryYear: year,
      billingAddress: withBilling ? billing : null,
      isDefault,
    };
    onSave(body);
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-orange-200 bg-orange-50/40 p-4 sm:p-5" aria-label="Add payment method">
      <h2 className="text-lg font-bold text-slate-900">Add a card</h2>
      <p className="mb-4 text-sm text-slate-600">We keep only the brand, the last four digits and the expiry date. Your full card number and CVV never leave this page.</p>
      {message && <Alert tone="error" className="mb-4">{message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Cardholder name" value={holder} onChange={(e) => setHolder(e.target.value)} error={errors.cardholderName} autoComplete="cc-name" className="sm:col-span-2" />
        <Field
          label="Card number"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          error={errors.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          placeholder="1234 5678 9012 3456"
          className="sm:col-span-2"
        />
        <SelectField label="Expiry month" value={month} onChange={(e) => setMonth(Number(e.target.value))} error={errors.expiryMonth} autoComplete="cc-exp-month">
          {MONTHS.map((m) => <option key={m} value={m}>{String(m).padStart(2, "0")}</option>)}
        </SelectField>
        <SelectField label="Expiry year" value={year} onChange={(e) => setYear(Number(e.target.value))} autoComplete="cc-exp-year">
          {yearChoices(now).map((y) => <option key={y} value={y}>{y}</option>)}
        </SelectField>
        <Field label="CVV" value={cvv} onChange={(e) => setCvv(formatCvv(e.target.value))} error={errors.cvv} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        <SelectField label="Card type" value={cardType} onChange={(e) => setPickedType(e.target.value as CardType)} error={errors.cardType} hint={pickedType ? undefined : "Detected from the card number"}>
          {CARD_TYPES.map((t) => <option key={t} value={t}>{CARD_LABELS[t]}</option>)}
        </SelectField>
      </div>
      <div className="mt-4 space-y-3">
        <CheckboxField label="Add a billing address" checked={withBilling} onChange={(e) => setWithBilling(e.target.checked)} />
        {withBilling && <BillingFields value={billing} onChange={setBilling} errors={errors} />}
        <CheckboxField label="Make this my default card" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>{saving ? "Saving..." : "Save card"}</Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>Cancel</Button>
      </div>
    </form>
  );
}
