import { useState } from "react";
import { downloadCreditNote } from "../../invoices/invoice-files";

/** "Credit note CN-…" as a download button (the PDF needs the bearer token, so it is fetched, not linked). */
export function CreditNoteLink({ number }: { number: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    await downloadCreditNote(number).catch((err: Error) => setProblem(err.message));
    setBusy(false);
  };
  return (
    <span>
      <button type="button" className="font-medium text-blue-700 underline hover:text-blue-900 disabled:opacity-50" disabled={busy} onClick={() => void download()}>
        Credit note {number} (PDF)
      </button>
      {problem && <span role="alert" className="block text-xs text-red-700">{problem}</span>}
    </span>
  );
}
