import type { SandboxSessionDto } from "../../../contract/checkout";
import { formatUsd } from "../../../contract/money";

/** The left side of the hosted page: who is paid, how much, and for what. */
export function SandboxSummary({ session }: { session: SandboxSessionDto }) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white">
          {session.merchantName.slice(0, 1).toUpperCase()}
        </span>
        <span className="font-semibold text-slate-900">{session.merchantName}</span>
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800 uppercase">Test mode</span>
      </div>
      <p className="mt-8 text-sm font-medium text-slate-500">Pay {session.merchantName}</p>
      <p className="mt-1 text-4xl font-bold tracking-tight text-slate-900" data-testid="sandbox-amount">{formatUsd(session.amount)}</p>
      <ul className="mt-8 space-y-4 text-sm" aria-label="Items">
        {session.items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex justify-between gap-4">
            <span className="text-slate-700">
              {item.name}
              {item.quantity > 1 && <span className="block text-xs text-slate-500">Qty {item.quantity} × {formatUsd(item.amount)}</span>}
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">{formatUsd(item.amount * item.quantity)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 border-t border-slate-200 pt-4 font-semibold text-slate-900">
          <span>Total due</span>
          <span>{formatUsd(session.amount)}</span>
        </li>
      </ul>
    </div>
  );
}
