import { formatUsd } from "../../../../contract/money";
import { AGEING_LABELS, type AgeingBuckets, type ReceivablesReport } from "../../../../contract/receivables";

type Customer = ReceivablesReport["customers"][number];
const KEYS = Object.keys(AGEING_LABELS) as (keyof AgeingBuckets)[];
const cell = (n: number, late: boolean) => <span className={n > 0 && late ? "font-semibold text-red-700" : n > 0 ? "text-slate-900" : "text-slate-400"}>{formatUsd(n)}</span>;

/** Customers by what they owe, in ageing buckets: cards below 1024 px, a table with totals above. */
export function AgeingTable({ report, onOpen }: { report: ReceivablesReport; onOpen: (c: Customer) => void }) {
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {report.customers.map((c) => (
          <li key={c.userId} className="space-y-2 px-4 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{c.name}</p>
                <p className="text-xs [overflow-wrap:anywhere] text-slate-500">{c.email} · {c.openInvoices} open</p>
              </div>
              <span className="shrink-0 font-bold text-slate-900">{formatUsd(c.total)}</span>
            </div>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-xs sm:grid-cols-5">
              {KEYS.map((k) => (
                <div key={k}><dt className="text-slate-500">{AGEING_LABELS[k]}</dt><dd>{cell(c.buckets[k], k !== "current")}</dd></div>
              ))}
            </dl>
            <button type="button" onClick={() => onOpen(c)} className="text-left text-sm font-semibold text-orange-700 hover:underline">Statement and payment links<span className="sr-only"> for {c.name}</span></button>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-3">Customer</th>
              {KEYS.map((k) => <th key={k} scope="col" className="px-3 py-3 text-right whitespace-nowrap">{AGEING_LABELS[k]}</th>)}
              <th scope="col" className="px-3 py-3 text-right">Total</th>
              <th scope="col" className="py-3 pr-4 pl-3 text-right">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.customers.map((c) => (
              <tr key={c.userId} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-3 font-normal">
                  <span className="block font-medium text-slate-900">{c.name}</span>
                  <span className="block max-w-52 truncate text-xs text-slate-500" title={c.email}>{c.email} · {c.openInvoices} open</span>
                </th>
                {KEYS.map((k) => <td key={k} className="px-3 py-3 text-right whitespace-nowrap">{cell(c.buckets[k], k !== "current")}</td>)}
                <td className="px-3 py-3 text-right font-bold whitespace-nowrap">{formatUsd(c.total)}</td>
                <td className="py-3 pr-4 pl-3 text-right"><button type="button" onClick={() => onOpen(c)} className="font-semibold whitespace-nowrap text-orange-700 hover:underline">Statement<span className="sr-only"> for {c.name}</span></button></td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-bold">
            <tr>
              <th scope="row" className="px-3 py-3">Total</th>
              {KEYS.map((k) => <td key={k} className="px-3 py-3 text-right whitespace-nowrap">{formatUsd(report.totals[k])}</td>)}
              <td className="px-3 py-3 text-right whitespace-nowrap">{formatUsd(report.total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="border-t border-slate-200 px-4 py-3 text-sm font-semibold text-slate-900 lg:hidden">Total owed: {formatUsd(report.total)}</p>
    </>
  );
}
