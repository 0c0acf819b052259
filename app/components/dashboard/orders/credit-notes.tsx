import { useState } from "react";
import { formatDate, formatUsd } from "../../../../contract/money";
import type { OrderDto } from "../../../../contract/orders";
import { client } from "../../../lib/browser-api";
import { callWithMessage } from "../../../lib/typed-api";
import { saveFile } from "../../admin/ui/save-file";

/** GET /v1/user/credit-notes/{number}/pdf on the typed client (the bearer token rides along), saved as a file. */
async function downloadCreditNote(number: string): Promise<void> {
  const res = await client.user["credit-notes"][":number"].pdf.$get({ param: { number } });
  if (!res.ok) await callWithMessage(Promise.resolve(res));
  await saveFile(res, `${number}.pdf`);
}

/** The refunds of an order, each with its credit note PDF: what was given back, when and on which paper. */
export function CreditNotes({ notes }: { notes: OrderDto["creditNotes"] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!notes.length) return null;
  const download = async (number: string) => {
    setBusy(number);
    setProblem(null);
    await downloadCreditNote(number).catch(() => setProblem("The credit note could not be downloaded. Please try again."));
    setBusy(null);
  };
  return (
    <section className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm" aria-label="Refunds" data-testid="credit-notes">
      <h3 className="font-semibold text-slate-900">Refunds</h3>
      <ul className="mt-1 space-y-1">
        {notes.map((n) => (
          <li key={n.number} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="text-slate-700">{formatUsd(n.amount)} refunded {formatDate(n.createdAt)}</span>
            <button type="button" className="font-medium text-blue-700 underline hover:text-blue-900 disabled:opacity-50" disabled={busy === n.number} onClick={() => void download(n.number)}>
              Credit note {n.number} (PDF)
            </button>
          </li>
        ))}
      </ul>
      {problem && <p role="alert" className="mt-1 text-xs text-red-700">{problem}</p>}
    </section>
  );
}
