import { useState } from "react";
import type { BuilderOptionDto } from "../../../contract/builder";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Button } from "../../components/ui/button";
import { CheckboxField, Field } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/builder-options";

export const meta = () => adminMeta("Builder options");

export const clientLoader = async () => ({ options: await call(client.admin.builder.options.$get()) });

/** The container builder's option catalog: label, price, lead time and whether it is offered. */
export default function AdminBuilderOptions({ loaderData: { options } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Builder options" description="Prices and lead times of the container builder. Saved designs and carts are repriced at their next read." />
      <Card className="divide-y divide-slate-100">
        {options.map((o) => <OptionRow key={o.code} option={o} />)}
      </Card>
    </>
  );
}

function OptionRow({ option }: { option: BuilderOptionDto }) {
  const [o, setO] = useState(option);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  async function save() {
    setStatus(null);
    setErrors({});
    try {
      setO(await call(client.admin.builder.options[":code"].$put({ param: { code: o.code }, json: { label: o.label, price: o.price, leadTimeDays: o.leadTimeDays, active: o.active } })));
      setStatus("Saved");
    } catch (err) {
      setErrors(err instanceof ApiError ? err.errors : {});
      setStatus(err instanceof Error ? err.message : "Not saved");
    }
  }
  const per = o.pricing === "per_foot" ? " per foot" : "";
  const size = o.widthIn ? ` · opening ${o.widthIn}″ × ${o.heightIn}″` : "";
  return (
    <form className="grid items-end gap-3 p-4 md:grid-cols-[2fr_1fr_1fr_auto_auto]" onSubmit={(e) => (e.preventDefault(), void save())} aria-label={o.label}>
      <Field label="Label" value={o.label} error={errors.label} hint={`${o.code}${size}`} onChange={(e) => setO({ ...o, label: e.target.value })} />
      <Field label={`Price (USD${per})`} type="number" min={0} step="0.01" value={o.price} error={errors.price} onChange={(e) => setO({ ...o, price: Number(e.target.value) })} />
      <Field label="Lead time (days)" type="number" min={0} step={1} value={o.leadTimeDays} error={errors.leadTimeDays} onChange={(e) => setO({ ...o, leadTimeDays: Number(e.target.value) })} />
      <CheckboxField label="Offered" checked={o.active} onChange={(e) => setO({ ...o, active: e.target.checked })} />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm">Save</Button>
        {status && <span role="status" className="text-xs text-slate-600">{status}</span>}
      </div>
    </form>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Builder options" />;
