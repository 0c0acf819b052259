import { useState } from "react";
import { client } from "../../../lib/browser-api";
import { Field } from "../../ui/field";
import { CsvExportButton } from "../ui/csv-export-button";
import { Card } from "../ui/page-header";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** The accounting export for a period: the general journal, and the same entries in QuickBooks Online's import layout. */
export function ExportsCard() {
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(today());
  const query = { from, to };
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-slate-900">Accounting export</h2>
      <p className="text-sm text-slate-600">Invoices, payments, deposits held and released, credit notes and refunds as balanced journal entries.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <CsvExportButton label="Journal CSV" fallbackName="journal.csv" request={() => client.admin.exports["journal.csv"].$get({ query })} />
        <CsvExportButton label="QuickBooks CSV" fallbackName="quickbooks.csv" request={() => client.admin.exports["quickbooks.csv"].$get({ query })} />
      </div>
    </Card>
  );
}
