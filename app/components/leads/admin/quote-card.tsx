import { useId, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../contract/money";
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, type QuoteDto, type QuoteStatus } from "../../../../contract/quotes";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { StatusBadge } from "./status-badge";

const LINK = "font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-orange-700 hover:decoration-orange-700";

type Props = { quote: QuoteDto; onSaved: (quote: QuoteDto) => void };

/** One request: who, what product, what they wrote; status saved on change, notes on Save. */
export function QuoteCard({ quote, onSaved }: Props) {
  const id = useId();
  const [notes, setNotes] = useState(quote.notes);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function save(patch: { status?: QuoteStatus; notes?: string }, done: string) {
    setBusy(true);
    setFeedback(null);
    try {
      const saved = await call(client.admin.quotes[":id"].$patch({ param: { id: quote.id }, json: patch }));
      onSaved(saved);
      setNotes(saved.notes);
      setFeedback({ tone: "ok", text: done });
    } catch (err) {
      setFeedback({ tone: "error", text: err instanceof ApiError ? (Object.values(err.errors)[0] ?? err.message) : "Could not save. Try again." });
    } finally {
      setBusy(false);
    }
  }

  const options = Object.entries(quote.productOptions);
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-name`} className="text-lg font-semibold text-slate-900">
            {quote.name}
            {quote.company && <span className="font-normal text-slate-500"> · {quote.company}</span>}
          </h2>
          <p className="text-sm text-slate-500">Received {formatDate(quote.createdAt)} · ZIP {quote.zip}</p>
        </div>
        <div className="flex items-center gap-2">
          {quote.email && (
            <Link to={`/admin/offers?${new URLSearchParams({ quote: quote.id, email: quote.email, name: quote.name, zip: quote.zip, product: quote.product?.id ?? "" })}`} className="rounded-lg bg-orange-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600">
              Make offer
            </Link>
          )}
          <StatusBadge status={quote.status} />
        </div>
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-500">Contact</dt>
        <dd className="flex flex-wrap gap-x-4 gap-y-1 break-all">
          {quote.email && <a href={`mailto:${quote.email}`} className="text-orange-700 hover:underline">{quote.email}</a>}
          {quote.phone && <a href={`tel:${quote.phone.replace(/[^\d+]/g, "")}`} className="text-orange-700 hover:underline">{quote.phone}</a>}
        </dd>
        <dt className="font-medium text-slate-500">Product</dt>
        <dd>
          {quote.product ? (
            <Link to={`/product/${quote.product.id}`} className={LINK}>{quote.product.name}</Link>
          ) : (
            !quote.designId && <span className="text-slate-500">General inquiry</span>
          )}
          {quote.designId && (
            <Link to={`/builder/d/${quote.designId}`} className={`${LINK} block`}>Builder design (options, price and picture)</Link>
          )}
          {options.length > 0 && (
            <span className="mt-1 flex flex-wrap gap-1.5">
              {options.map(([k, v]) => (
                <span key={k} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{k}: {v}</span>
              ))}
            </span>
          )}
        </dd>
        <dt className="font-medium text-slate-500">Project</dt>
        <dd className="whitespace-pre-wrap text-slate-800">{quote.message || <span className="text-slate-500">No details given</span>}</dd>
      </dl>

      <div className="mt-5 grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">Status</label>
          <select
            id={`${id}-status`}
            value={quote.status}
            disabled={busy}
            onChange={(e) => save({ status: e.target.value as QuoteStatus }, "Status saved")}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none"
          >
            {QUOTE_STATUSES.map((s) => <option key={s} value={s}>{QUOTE_STATUS_LABELS[s]}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-700">Notes</label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            value={notes}
            maxLength={5000}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="Calls, prices offered, next steps…"
            className="mt-1.5 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-orange-600 focus:ring-2 focus:ring-orange-600/30 focus:outline-none"
          />
          <div className="mt-2 flex items-center gap-3">
            <Button variant="dark" size="sm" disabled={busy || notes === quote.notes} onClick={() => save({ notes }, "Notes saved")}>
              Save notes
            </Button>
            {feedback && (
              <span role={feedback.tone === "error" ? "alert" : "status"} className={`text-sm ${feedback.tone === "error" ? "text-red-700" : "text-green-700"}`}>
                {feedback.text}
              </span>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
