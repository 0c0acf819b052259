import { useState } from "react";
import { formatUsd } from "../../../../contract/money";
import type { InvoiceDto } from "../../../../contract/orders";
import type { PaymentLinkDto } from "../../../../contract/receivables";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { errorText } from "../ui/errors";

/**
 * The hosted payment page for what an invoice owes now (docs/decisions/086): the same page as the customer's own
 * "Pay", to copy into a message or mail to the customer from here.
 */
export function PaymentLinkDialog({ invoice, onClose }: { invoice: InvoiceDto | null; onClose: () => void }) {
  return invoice ? <LinkForm key={invoice.id} invoice={invoice} onClose={onClose} /> : null;
}

function LinkForm({ invoice, onClose }: { invoice: InvoiceDto; onClose: () => void }) {
  const [link, setLink] = useState<PaymentLinkDto | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(send: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      const made = await call(client.admin.invoices[":id"]["payment-link"].$post({ param: { id: invoice.id }, json: { send } }));
      setLink(made);
      if (made.sentTo) setNotice({ tone: "success", text: `Payment link mailed to ${made.sentTo}.` });
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err, "The payment link could not be made.") });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setNotice({ tone: "success", text: "Link copied." });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Payment link for ${invoice.invoiceNumber}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>Close</Button>
          {link ? <Button variant="secondary" onClick={() => void copy()}>Copy link</Button> : <Button onClick={() => void create(false)} disabled={busy}>{busy ? "Creating..." : "Create link"}</Button>}
          <Button onClick={() => void create(true)} disabled={busy}>Mail to customer</Button>
        </>
      }
    >
      <div className="space-y-3">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <p className="text-sm text-slate-600">{invoice.user.name} · balance {formatUsd(invoice.balance)}. The page charges what is owed now, within the shop's card limit.</p>
        {link && (
          <>
            <Field label={`Link for ${formatUsd(link.amount)}`} value={link.url} readOnly onFocus={(e) => e.currentTarget.select()} />
            {link.expiresAt && <p className="text-xs text-slate-500">Works until {new Date(link.expiresAt).toLocaleString("en-US")}; after that the customer pays from their Invoices page.</p>}
          </>
        )}
      </div>
    </Dialog>
  );
}
