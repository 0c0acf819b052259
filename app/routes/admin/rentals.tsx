import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { RENTAL_STATUS_LIST, type AdminRentalDto, type AdminRentalPlan, type CloseRentalInput, type RentalPlanInput, type RentalStatusValue } from "../../../contract/rentals";
import { CloseRentalDialog } from "../../components/admin/rentals/close-dialog";
import { PlanDialog } from "../../components/admin/rentals/plan-dialog";
import { formatDate, formatUsd } from "../../../contract/money";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { type AdminRentalAction, AdminRentalRow } from "../../components/admin/rentals/rental-row";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Field, SelectField } from "../../components/ui/field";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/rentals";

export const meta = () => adminMeta("Rentals");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = new URL(request.url).searchParams.get("status");
  const query = RENTAL_STATUS_LIST.includes(status as RentalStatusValue) ? { status: status as RentalStatusValue } : {};
  const [rentals, plans] = await Promise.all([call(client.admin.rentals.$get({ query })), call(client.admin["rental-plans"].$get())]);
  return { ...rentals, plans };
}

type Intent = { intent: AdminRentalAction | "plan"; id: string; months?: number; plan?: RentalPlanInput; close?: CloseRentalInput };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { intent, id, months, plan, close } = await actionInput<Intent>(request);
  const param = { id };
  if (intent === "plan" && plan) return attempt(() => call(client.admin.products[":id"]["rental-plan"].$put({ param, json: plan })), "Rental plan saved.", "The plan could not be saved");
  if (intent === "retry") {
    let outcome = "";
    const r = await attempt(async () => (outcome = (await call(client.admin.rentals[":id"].retry.$post({ param }))).result), "", "The charge could not be retried");
    return r.ok ? { ok: outcome === "paid", text: outcome === "paid" ? "Charged: the rental is active again." : "The card was declined again.", errors: {} } : r;
  }
  if (intent === "extend") return attempt(() => call(client.admin.rentals[":id"].extend.$post({ param, json: { months: months ?? 1 } })), "Minimum term extended.", "The rental could not be extended");
  let text = "";
  const r = await attempt(async () => {
    const done = await call(client.admin.rentals[":id"].end.$post({ param, json: close ?? {} }));
    const parts = [done.ended ? "Rental ended: no further billing." : "Rental closed out."];
    if (done.returnedToStock) parts.push("The unit is back in stock.");
    if (done.depositRefund !== null) parts.push(done.depositRefund > 0 ? `Deposit refunded: $${done.depositRefund.toFixed(2)}.` : "No deposit refunded.");
    text = parts.join(" ");
  }, "", "The rental could not be ended");
  return r.ok ? { ...r, text } : r;
}

export const ErrorBoundary = () => <AdminRouteError title="Rentals" />;

const LABEL: Record<string, string> = { "": "All", scheduled: "Scheduled", active: "Active", overdue: "Overdue", pickup_scheduled: "Pick-up scheduled", ended: "Ended" };

/** /admin/rentals — agreements overdue first, the pick-ups by date and depot, retry, extend and end. */
export default function AdminRentals({ loaderData: { data, pickups, plans } }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState<{ rental: AdminRentalDto; action: "extend" } | null>(null);
  const [closing, setClosing] = useState<AdminRentalDto | null>(null);
  const [months, setMonths] = useState("1");
  const [editing, setEditing] = useState<AdminRentalPlan | null>(null);
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => {
    setAsking(null);
    setClosing(null);
    setEditing(null);
  });
  const send = (rental: AdminRentalDto, intent: AdminRentalAction, extra: Partial<Intent> = {}) => void fetcher.submit({ intent, id: rental.id, ...extra }, submitJson);
  return (
    <>
      <PageHeader title="Rentals" description={`${data.length} agreement${data.length === 1 ? "" : "s"}, overdue first. Monthly charges run on each anniversary.`} />
      {answer && <Alert tone={answer.ok ? "success" : "error"} className="mb-4">{answer.text}</Alert>}
      <SelectField label="Status" className="mb-4 max-w-xs" value={params.get("status") ?? ""} onChange={(e) => setParams(e.currentTarget.value ? { status: e.currentTarget.value } : {})}>
        {Object.entries(LABEL).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
      </SelectField>
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <Card>
          {data.length === 0 ? <p className="p-10 text-center text-slate-600">No rentals here.</p> : (
            <ul className="divide-y divide-slate-200" aria-label="Rental agreements">
              {data.map((r) => <AdminRentalRow key={r.id} rental={r} busy={busy} onAction={(a) => (a === "retry" ? send(r, a) : a === "end" ? setClosing(r) : setAsking({ rental: r, action: a }))} />)}
            </ul>
          )}
        </Card>
        <Card className="self-start p-4">
          <h2 className="font-bold text-slate-900">Pick-ups</h2>
          {pickups.length === 0 ? <p className="mt-2 text-sm text-slate-600">None booked.</p> : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Pick-ups by date and depot">
              {pickups.map((p) => (
                <li key={p.rentalId} className="py-2">
                  <p className="font-semibold text-slate-900">{formatDate(`${p.date}T12:00:00Z`)} · {p.depot}</p>
                  <p className="text-slate-600">{p.productName} · {p.customer}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="self-start p-4 xl:col-start-2">
          <h2 className="font-bold text-slate-900">Rental plans</h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Rental plans">
            {plans.map((p) => (
              <li key={p.productId} className="flex items-center justify-between gap-3 py-2">
                <span><span className="font-medium text-slate-900">{p.productName}</span><br /><span className="text-slate-600">{p.minTermMonths} mo min · deposit {formatUsd(p.deposit)}</span></span>
                <Button size="sm" variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit plan of ${p.productName}`}>Edit</Button>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {editing && <PlanDialog plan={editing} busy={busy} errors={answer && !answer.ok ? answer.errors : {}} onClose={() => setEditing(null)} onSave={(plan) => void fetcher.submit({ intent: "plan", id: editing.productId, plan }, submitJson)} />}
      {closing && <CloseRentalDialog rental={closing} busy={busy} errors={answer && !answer.ok ? answer.errors : {}} onClose={() => setClosing(null)} onSubmit={(close) => send(closing, "end", { close })} />}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title="Extend minimum term"
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={busy}>Cancel</Button>
            <Button disabled={busy} onClick={() => asking && send(asking.rental, asking.action, { months: Number(months) })}>Extend</Button>
          </>
        }
      >
        {asking?.action === "extend" && <Field label="Months" type="number" min={1} max={24} value={months} onChange={(e) => setMonths(e.currentTarget.value)} error={answer && !answer.ok ? answer.errors.months : undefined} />}
      </Dialog>
    </>
  );
}
