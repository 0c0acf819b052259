import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ReceivablesReport } from "../../../contract/receivables";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { AgeingTable } from "../../components/admin/receivables/ageing-table";
import { CustomerDialog } from "../../components/admin/receivables/customer-dialog";
import { ExportsCard } from "../../components/admin/receivables/exports-card";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/receivables";

export const meta = () => adminMeta("Receivables");

export async function clientLoader() {
  return { report: await load(client.admin.receivables.$get()) };
}

/** /admin/receivables — who owes what and for how long (docs/decisions/086), statements, payment links and the accounting export. */
export default function AdminReceivables({ loaderData: { report } }: Route.ComponentProps) {
  const [open, setOpen] = useState<ReceivablesReport["customers"][number] | null>(null);
  const revalidator = useRevalidator();
  return (
    <>
      <PageHeader
        title="Receivables"
        description="Open balances by customer and days past due. Open a customer for a statement or a payment link."
        actions={<Button variant="secondary" onClick={() => void revalidator.revalidate()}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>}
      />
      <div className="space-y-6">
        <Card>
          {report.customers.length === 0 ? <p className="p-10 text-center text-slate-600">Nothing is owed.</p> : <AgeingTable report={report} onOpen={setOpen} />}
        </Card>
        <ExportsCard />
      </div>
      <CustomerDialog customer={open} onClose={() => setOpen(null)} />
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Receivables" />;
