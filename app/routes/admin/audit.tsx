import { adminMeta } from "../../components/admin/layout/admin-meta";
import { AUDIT_FILTERS, AuditFilters, type AuditFilterValues } from "../../components/admin/settings/audit-filters";
import { AuditList } from "../../components/admin/settings/audit-list";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/audit";

export const meta = () => adminMeta("Audit log");

const PAGE = 50;

/** The filters come from the address; a bad one (a day typed by hand) is shown on its field, not as a broken page. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const values: AuditFilterValues = {};
  for (const key of AUDIT_FILTERS) if (params.get(key)) values[key] = params.get(key) ?? undefined;
  const before = params.get("before") ?? undefined;
  try {
    const entries = await load(client.admin.audit.$get({ query: { ...values, before, limit: String(PAGE) } }));
    return { values, entries, errors: {} as Record<string, string>, message: null };
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== "validation_failed") throw err;
    return { values, entries: [], errors: err.errors, message: err.message };
  }
}

export const ErrorBoundary = () => <AdminRouteError title="Audit log" />;

/** /admin/audit — every admin change, filtered by who, what, object and day, 50 at a time (ADR 084). */
export default function AdminAudit({ loaderData: { values, entries, errors, message } }: Route.ComponentProps) {
  const older = entries.length === PAGE ? `?${new URLSearchParams({ ...values, before: String(entries[entries.length - 1].id) })}` : null;
  return (
    <>
      <PageHeader title="Audit log" description="Who changed what in the admin panel, and when. Every change is recorded with the change itself." />
      {message && <Alert tone="error" className="mb-4">{message}</Alert>}
      <Card className="mb-6"><AuditFilters values={values} errors={errors} /></Card>
      <Card className="p-4">
        <AuditList entries={entries} empty={Object.keys(values).length ? "No change matches these filters." : undefined} />
        {older && <div className="mt-4 flex justify-center"><ButtonLink to={older} variant="secondary">Older entries</ButtonLink></div>}
      </Card>
    </>
  );
}
