import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { UserDto } from "../../../../contract/users";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { type Banner, TabBanner } from "./tab-banner";

/**
 * Net-30 terms (ADR 028): approving a customer with a credit limit lets them accept net-30 offers with a PO,
 * as long as their open net-30 invoices plus the new order stay within it. Withdrawing stops new ones.
 */
export function TermsPanel({ user, onUpdated }: { user: UserDto; onUpdated: (u: UserDto) => void }) {
  const current = user.terms_credit_limit ?? null;
  const [limit, setLimit] = useState(current === null ? "" : String(current));
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState(false);

  async function save(creditLimit: number | null) {
    setBusy(true);
    setBanner(null);
    setError(undefined);
    try {
      const r = await call(client.admin.users[":id"].terms.$put({ param: { id: user.id }, json: { creditLimit } }));
      onUpdated({ ...user, terms_credit_limit: r.creditLimit });
      setLimit(r.creditLimit === null ? "" : String(r.creditLimit));
      setBanner({ tone: "success", text: r.creditLimit === null ? "Net-30 terms withdrawn." : `Approved for net-30 terms up to ${formatUsd(r.creditLimit)}.` });
    } catch (err) {
      setError(fieldErrorsOf(err).creditLimit);
      setBanner({ tone: "error", text: errorText(err, "The terms were not saved.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby={`terms-${user.id}`}>
      <h3 id={`terms-${user.id}`} className="font-semibold text-slate-900">Net-30 terms</h3>
      <p className="text-sm text-slate-600">{current === null ? "Not approved: offers on net-30 terms are refused." : `Approved up to ${formatUsd(current)} of open invoices.`}</p>
      <TabBanner banner={banner} />
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={(e) => { e.preventDefault(); void save(limit.trim() === "" ? null : Number(limit)); }}>
        <Field label="Credit limit ($)" type="number" min="0" step="0.01" className="w-48" value={limit} onChange={(e) => setLimit(e.target.value)} error={error} />
        <Button type="submit" size="sm" disabled={busy || limit.trim() === ""}>{busy ? "Saving..." : current === null ? "Approve for net 30" : "Save limit"}</Button>
        {current !== null && <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save(null)}>Withdraw terms</Button>}
      </form>
    </section>
  );
}
