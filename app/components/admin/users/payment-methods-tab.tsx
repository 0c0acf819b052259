import { useState } from "react";
import { useOnSuccess } from "../../../lib/route-action";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { AdminIcon } from "../layout/admin-icons";
import { useUserPart } from "./use-user-part";
import { PaymentMethodForm, cardLabel } from "./payment-method-form";
import { TabBanner } from "./tab-banner";

const BRAND_TONE: Record<string, string> = { visa: "bg-blue-700", mastercard: "bg-orange-600", amex: "bg-sky-600", discover: "bg-amber-500", jcb: "bg-green-700", diners_club: "bg-slate-700" };

/** A user's saved cards: set default, show/hide details, edit, delete (SPEC section 2 "Payment Methods tab"). */
export function UserPaymentMethodsTab({ userId }: { userId: string }) {
  const { state, busy, banner, result, sent, fieldErrors: errors, clearErrors, send } = useUserPart(userId, "payment-methods");
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  useOnSuccess(result, () => sent?.intent === "card.save" && setEditing(null));
  const toggle = (id: string) => setOpen((s) => {
    const n = new Set(s);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });

  if (state.status === "loading") return <Spinner label="Loading payment methods..." />;
  if (state.status === "error") return <TabBanner banner={{ tone: "error", text: state.message }} />;
  return (
    <div>
      <TabBanner banner={banner} />
      {state.data.length === 0 ? (
        <p className="text-sm text-slate-600">No payment methods found for this user.</p>
      ) : (
        <ul className="space-y-3">
          {state.data.map((pm) => {
            const expanded = open.has(pm.id);
            return (
              <li key={pm.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <span className={`flex h-8 w-12 items-center justify-center rounded-md text-white ${BRAND_TONE[pm.cardType] ?? "bg-slate-500"}`}>
                    <AdminIcon name="card" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {cardLabel(pm.cardType)} {pm.isDefault && <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Default</span>}
                    </p>
                    <p className="font-mono text-slate-700">{expanded ? `•••• •••• •••• ${pm.lastFourDigits}` : `•••• ${pm.lastFourDigits}`}</p>
                    <p className="text-xs text-slate-500">Expires {String(pm.expiryMonth).padStart(2, "0")}/{String(pm.expiryYear).slice(-2)} · {pm.cardholderName}</p>
                  </div>
                </div>
                {expanded && (
                  <div className="mt-3 rounded-lg bg-slate-50 p-3 text-slate-700">
                    <p className="font-semibold">Billing address</p>
                    {pm.billingAddress ? (
                      <p>{pm.billingAddress.street}, {pm.billingAddress.city}, {pm.billingAddress.state} {pm.billingAddress.postalCode}, {pm.billingAddress.country}</p>
                    ) : (
                      <p className="text-slate-500">No billing address on file.</p>
                    )}
                  </div>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {!pm.isDefault && <Button size="sm" variant="secondary" disabled={busy} onClick={() => send({ intent: "card.default", id: pm.id })}>Set as default</Button>}
                  <Button size="sm" variant="secondary" aria-expanded={expanded} onClick={() => toggle(pm.id)}>{expanded ? "Hide details" : "Show details"}</Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => { clearErrors(); setEditing(editing === pm.id ? null : pm.id); }}>Edit</Button>
                  <Button size="sm" variant="secondary" className="text-red-700" disabled={busy} onClick={() => send({ intent: "card.delete", id: pm.id })}>Delete</Button>
                </div>
                {editing === pm.id && <PaymentMethodForm method={pm} errors={errors} saving={busy} onSave={(card) => send({ intent: "card.save", id: pm.id, card })} onCancel={() => setEditing(null)} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
