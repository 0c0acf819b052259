import { type FormEvent, useState } from "react";
import type { Design } from "../../../../contract/builder";
import { baseLabel } from "../../../../contract/builder-labels";
import { ApiError } from "../../../lib/api";
import { anonymousClient, client } from "../../../lib/browser-api";
import { getStoredToken } from "../../../lib/session";
import { useQuoteContact } from "../../leads/use-quote-contact";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field, TextAreaField } from "../../ui/field";

type Props = {
  open: boolean;
  onClose: () => void;
  design: Design;
  name: string;
  snapshot: () => string | undefined;
  labels: Map<string, string>;
  designId: () => Promise<string | null>;
};

/**
 * "Request a quote" for a design: a saved design goes to the quote inbox by id (sales get the option list, prices
 * and the rendered view). A visitor who is not logged in sends the design itself, with its name and picture: the
 * server keeps it as a shared design and links it to the quote the same way.
 */
export function QuoteDialog({ open, onClose, design, name, snapshot, labels, designId }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A logged-in customer's details are filled in (and the request is sent as theirs, so the acknowledgement may
  // name their design); the form is drawn once they are known, since its fields are uncontrolled.
  const contact = useQuoteContact();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? "");
    setBusy(true);
    try {
      const id = await designId();
      const options: Record<string, string> = { base: baseLabel(design.base) };
      design.modifications.slice(0, 9).forEach((m, i) => (options[`item ${i + 1}`] = `${labels.get(m.code) ?? m.code}${m.wall ? ` (${m.wall} wall, ${m.x}″)` : ""}`));
      const res = await call((getStoredToken() ? client : anonymousClient).quotes.$post({ json: { name: text("name"), email: text("email"), phone: text("phone"), zip: text("zip"), message: text("message"), productOptions: options, ...(id ? { designId: id } : { design, designName: name.trim() || undefined, designSnapshot: snapshot() }) } }));
      setSent(res.id);
    } catch (err) {
      setErrors(err instanceof ApiError ? err.errors : { name: "The request could not be sent." });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onClose={onClose} title="Request a quote for this design" size="md">
      {sent ? (
        <p role="status" className="text-sm text-slate-700">Thank you! Sales has your design and will reply within one business day.</p>
      ) : (
        <form key={contact ? "contact" : "blank"} onSubmit={submit} className="grid gap-3" noValidate>
          <Field label="Name" name="name" required error={errors.name} autoComplete="name" defaultValue={contact?.name} />
          <Field label="E-mail" name="email" type="email" error={errors.email} autoComplete="email" defaultValue={contact?.email} />
          <Field label="Phone" name="phone" type="tel" error={errors.phone} autoComplete="tel" defaultValue={contact?.phone} />
          <Field label="Delivery ZIP" name="zip" required error={errors.zip} inputMode="numeric" defaultValue={contact?.zip} />
          <TextAreaField label="Anything else?" name="message" error={errors.message} rows={3} />
          <Button type="submit" disabled={busy}>{busy ? "Sending…" : "Send to sales"}</Button>
        </form>
      )}
    </Dialog>
  );
}
