import { useState } from "react";
import { useRevalidator } from "react-router";
import type { InvoiceDto } from "../../../contract/orders";
import { InvoiceEditModal } from "../../components/admin/invoices/invoice-edit-modal";
import { RecordPaymentDialog } from "../../components/admin/invoices/record-payment-dialog";
import { InvoicesTable } from "../../components/admin/invoices/invoices-table";
import { type InvoiceIntent, useInvoiceActions } from "../../components/admin/invoices/use-invoice-actions";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { useClientPaging } from "../../components/admin/ui/client-paging";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { Pager } from "../../components/admin/ui/pager";
import { SearchBox } from "../../components/admin/ui/search-box";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/invoices";

export const meta = () => adminMeta("Invoices");

/** The settled search also goes to the server, which sends only the newest 1,000 without one, so older invoices can be found. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  invoices: await load(client.admin.invoices.$get({ query: { search: new URL(request.url).searchParams.get("search") || undefined } })),
});

/** Every invoice write, also sent here from an order page and a user's Invoices tab (useInvoiceActions). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const i = await actionInput<InvoiceIntent>(request);
  const param = { id: i.id };
  if (i.intent === "status") return attempt(() => call(client.admin.invoices[":id"][":status"].$patch({ param: { ...param, status: i.status } })), "Invoice status updated.");
  if (i.intent === "send") return attempt(() => call(client.admin.invoices[":id"].send.$post({ param })), (r) => `Invoice sent to ${r.to}.`);
  return attempt(() => call(client.admin.invoices[":id"].$put({ param, json: i.invoice })), "Invoice updated successfully.", "Unable to save the invoice.");
}

/** Invoices match on number, status, order id or user id (SPEC section 9), and on the customer's name or e-mail. */
const matches = (i: InvoiceDto, term: string) =>
  [i.invoiceNumber, i.status, i.orderId, i.userId, i.user.name, i.user.email].some((v) => v.toLowerCase().includes(term));

export default function AdminInvoices({ loaderData: { invoices } }: Route.ComponentProps) {
  // Rows are matched in the browser as they are typed.
  const { typed: term, setTyped: setTerm } = useUrlSearch();
  const [editing, setEditing] = useState<InvoiceDto | null>(null);
  const [paying, setPaying] = useState<InvoiceDto | null>(null);
  const paging = useClientPaging(invoices, term, matches);
  const revalidator = useRevalidator();
  const actions = useInvoiceActions();

  return (
    <>
      <PageHeader title="Invoices" description="Edit amounts and statuses, download the PDF or e-mail it to the customer." actions={<Button variant="secondary" onClick={() => void revalidator.revalidate()}><AdminIcon name="refresh" className="size-4" /> Refresh</Button>} />
      {actions.notice && <Alert tone={actions.notice.tone} className="mb-4">{actions.notice.text}</Alert>}
      <Card>
        <div className="border-b border-slate-200 p-4">
          <SearchBox label="Search invoices" placeholder="Search by invoice #, status, order id, user id or customer" value={term} onChange={setTerm} />
        </div>
        {paging.total === 0 && <p className="p-10 text-center text-slate-600">No invoices found</p>}
        {paging.total > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{paging.total.toLocaleString("en-US")} invoice{paging.total === 1 ? "" : "s"}</p>
            <InvoicesTable invoices={paging.visible} actions={actions} onEdit={setEditing} onRecordPayment={setPaying} />
            <div className="px-4 pb-4"><Pager page={paging.page} totalPages={paging.totalPages} onPage={paging.setPage} label="Invoice pages" /></div>
          </>
        )}
      </Card>
      <RecordPaymentDialog
        invoice={paying}
        onClose={() => setPaying(null)}
        onSaved={(text) => {
          void revalidator.revalidate();
          setPaying(null);
          actions.setNotice({ tone: "success", text });
        }}
      />
      <InvoiceEditModal
        invoice={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => {
          setEditing(null);
          actions.setNotice({ tone: "success", text });
        }}
      />
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Invoices" />;
