import { useState } from "react";
import { formatDate, formatUsd } from "../../../../contract/money";
import type { PaymentLinkDto, ReceivablesReport } from "../../../../contract/receivables";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { errorText } from "../ui/errors";
import { saveFile } from "../ui/save-file";

type Customer = ReceivablesReport["customers"][number];
const today = () => new Date().toISOString().slice(0, 10);
const yearStart = () => `${new Date().getUTCFullYear()}-01-01`;

/** One customer's statement for a period (download or mail) and a payment link for each open invoice. */
export function CustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  return customer ? <CustomerPanel key={customer.userId} customer={customer} onClose={onClose} /> : null;
}

function CustomerPanel({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const [from, setFrom] = useState(yearStart());
  const [to, setTo] = useState(today());
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [links, setLinks] = useState<Record<string, PaymentLinkDto>>({});
  const [busy, setBusy] = useState(false);
  const param = { id: customer.userId };

  async function run(job: () => Promise<void>, failure: string) {
    setBusy(true);
    setNotice(null);
    try {
      await job();
    } catch (err) {
      setNotice({ tone: "error", text: errorText(err, failure) });
    } finally {
      setBusy(false);
    }
  }
  const download = () => run(async () => {
    const res = await client.admin.users[":id"].statement.$get({ param, query: { from, to } });
    if (!res.ok) throw await res.json();
    await saveFile(res, `statement-${from}-to-${to}.pdf`);
  }, "The statement could not be made.");
  const mail = () => run(async () => {
    const r = await call(client.admin.users[":id"].statement.send.$post({ param, query: { from, to } }));
    setNotice({ tone: "success", text: `Statement mailed to ${r.to} (balance ${formatUsd(r.closingBalance)}).` });
  }, "The statement was not sent.");
  const link = (id: string, send: boolean) => run(async () => {
    const made = await call(client.admin.invoices[":id"]["payment-link"].$post({ param: { id }, json: { send } }));
    setLinks((l) => ({ ...l, [id]: made }));
    if (made.sentTo) setNotice({ tone: "success", text: `Payment link mailed to ${made.sentTo}.` });
  }, "The payment link could not be made.");

  return (
    <Dialog open onClose={onClose} title={`${customer.name}: ${formatUsd(customer.total)} open`} size="md" actions={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <div className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">Statement</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void download()} disabled={busy}>Download statement PDF</Button>
            <Button variant="secondary" onClick={() => void mail()} disabled={busy}>Mail statement</Button>
          </div>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-slate-900">Open invoices</h3>
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
            {customer.invoices.map((i) => (
              <li key={i.id} className="space-y-2 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span><span className="font-mono font-bold">{i.invoiceNumber}</span> · due {formatDate(i.dueDate)} · <strong>{formatUsd(i.balance)}</strong></span>
                  <span className="flex gap-2">
                    <Button variant="secondary" onClick={() => void link(i.id, false)} disabled={busy}>Create payment link<span className="sr-only"> for {i.invoiceNumber}</span></Button>
                    <Button variant="secondary" onClick={() => void link(i.id, true)} disabled={busy}>Mail link<span className="sr-only"> for {i.invoiceNumber}</span></Button>
                  </span>
                </div>
                {links[i.id] && <Field label={`Payment link for ${i.invoiceNumber}`} value={links[i.id].url} readOnly onFocus={(e) => e.currentTarget.select()} />}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
