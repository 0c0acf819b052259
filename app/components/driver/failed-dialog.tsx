import { useState } from "react";
import { DRY_RUN_REASONS, FAIL_REASONS, FAIL_REASON_LABELS, type DispatchDrop, type FailReason } from "../../../contract/dispatch";
import { shortId } from "../../../contract/orders";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { errorText, fieldErrorsOf } from "../admin/ui/errors";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SelectField, TextAreaField } from "../ui/field";

/** "Could not deliver": why; a site that did not match the customer's checklist says the dry-run fee is charged. */
export function FailedDialog({ drop, onClose, onDone }: { drop: DispatchDrop | null; onClose: () => void; onDone: (text: string) => void }) {
  const [reason, setReason] = useState<FailReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason("");
    setNote("");
    setErrors({});
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!drop || !reason) return setErrors({ reason: "Choose why the drop could not be made" });
    setBusy(true);
    try {
      const r = await call(client.driver.drops[":orderId"].failed.$post({ param: { orderId: drop.orderId }, json: { reason, note: note || undefined } }));
      close();
      onDone(`Stop ${drop.stop} not delivered${r.dryRunFee ? `; a dry-run fee of $${r.dryRunFee.toFixed(2)} was invoiced` : ""}. Dispatch will rebook it.`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setProblem(errorText(err, "The report could not be saved."));
    }
    setBusy(false);
  };
  return (
    <Dialog
      open={drop !== null}
      onClose={close}
      size="md"
      title={drop ? `Could not deliver order #${shortId(drop.orderId)}` : "Could not deliver"}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="danger" onClick={() => void submit()} disabled={busy}>{busy ? "Saving..." : "Report"}</Button>
        </>
      }
    >
      <div className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <SelectField label="Reason" value={reason} error={errors.reason} onChange={(e) => setReason(e.target.value as FailReason)}>
          <option value="">Choose a reason</option>
          {FAIL_REASONS.map((r) => <option key={r} value={r}>{FAIL_REASON_LABELS[r]}</option>)}
        </SelectField>
        {reason && DRY_RUN_REASONS.includes(reason) && <Alert tone="warning">The site did not match the customer's checklist: the dry-run fee is added to their invoice.</Alert>}
        <TextAreaField label="Note (optional)" rows={3} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Dialog>
  );
}
