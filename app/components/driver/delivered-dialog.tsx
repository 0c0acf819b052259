import { useState } from "react";
import { shortId } from "../../../contract/orders";
import type { DispatchDrop } from "../../../contract/dispatch";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { errorText, fieldErrorsOf } from "../admin/ui/errors";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";
import { SignaturePad } from "./signature-pad";

/** Proof of delivery: photos from the phone's camera, the receiver's name, their signature drawn on the screen. */
export function DeliveredDialog({ drop, onClose, onDone }: { drop: DispatchDrop | null; onClose: () => void; onDone: (text: string) => void }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [receivedBy, setReceivedBy] = useState("");
  const [signature, setSignature] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setPhotos([]);
    setReceivedBy("");
    setSignature(null);
    setErrors({});
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!drop) return;
    setBusy(true);
    setProblem(null);
    try {
      const form = { receivedBy, photos, ...(signature ? { signature: new File([signature], "signature.png", { type: "image/png" }) } : {}) };
      await call(client.driver.drops[":orderId"].delivered.$post({ param: { orderId: drop.orderId }, form }));
      close();
      onDone(`Stop ${drop.stop} delivered: ${drop.customer.name} has been e-mailed the photos.`);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setProblem(err instanceof ApiError && Object.keys(err.errors).length ? "Complete the proof of delivery." : errorText(err, "The delivery could not be saved."));
    }
    setBusy(false);
  };
  return (
    <Dialog
      open={drop !== null}
      onClose={close}
      size="md"
      title={drop ? `Delivered: order #${shortId(drop.orderId)}` : "Delivered"}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button onClick={() => void submit()} disabled={busy}>{busy ? "Saving..." : "Save proof of delivery"}</Button>
        </>
      }
    >
      <div className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <Field
          label="Photos of the container on site"
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          error={errors.photos ?? errors["photos.0"]}
          hint={photos.length ? `${photos.length} photo${photos.length === 1 ? "" : "s"} chosen` : "Take at least one photo"}
          onChange={(e) => setPhotos([...(e.target.files ?? [])])}
        />
        <Field label="Received by" autoComplete="off" value={receivedBy} error={errors.receivedBy} onChange={(e) => setReceivedBy(e.target.value)} />
        <SignaturePad label="Receiver's signature" error={errors.signature} onChange={setSignature} />
      </div>
    </Dialog>
  );
}
