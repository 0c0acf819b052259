import { useState } from "react";
import { client } from "../../../../lib/browser-api";
import { callWithMessage } from "../../../../lib/typed-api";
import { errorText } from "../../ui/errors";
import { saveFile } from "../../ui/save-file";

/** A credit note's PDF (GET /v1/admin/credit-notes/{number}/pdf), saved like an invoice's. */
async function downloadCreditNote(number: string): Promise<void> {
  const res = await client.admin["credit-notes"][":number"].pdf.$get({ param: { number } });
  if (!res.ok) await callWithMessage(Promise.resolve(res));
  await saveFile(res, `${number}.pdf`);
}

/** "Credit note CN-…" as a download button (the PDF needs the bearer token, so it is fetched, not linked). */
export function CreditNoteLink({ number }: { number: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    await downloadCreditNote(number).catch((err: unknown) => setProblem(errorText(err, "The credit note could not be downloaded.")));
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
