import { useState } from "react";
import { useRevalidator } from "react-router";
import type { InvoiceDto } from "../../../contract/orders";
import { InvoiceEditModal } from "../../components/admin/invoices/invoice-edit-modal";
import { PaymentLinkDialog } from "../../components/admin/invoices/payment-link-dialog";
import { RecordPaymentDialog } from "../../components/admin/invoices/record-payment-dialog";
import { InvoicesTable } from "../../components/admin/invoices/invoices-table";
import { type InvoiceIntent, useInvoiceActions } from "../../components/admin/invoices/use-invoice-actions";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { Pager } from "../../components/admin/ui/pager";
import { SearchBox } from "../../components/admin/ui/search-box";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { useUrlSearch } from "../../components/admin/ui/use-url-search";
import { asPage, countLabel, listParams, loadPage, useGoToPage } from "../../components/admin/ui/server-paging";
import { ADMIN_PAGE_SIZE } from "../../../contract/admin-lists";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/invoices";

export const meta = () => adminMeta("Invoices");

/** One page of invoices from the server (`?search=&page=` in the URL, docs/decisions/042): search, page and count are the server's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { search, page } = listParams(request);
  const fetchPage = async (p: number) => asPage(await load(client.admin.invoices.$get({ query: { search, page: String(p), limit: String(ADMIN_PAGE_SIZE) } })));
  return { list: await loadPage(fetchPage, page) };
}

/** Every invoice write, also sent here from an order page and a user's Invoices tab (useInvoiceActions). */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const i = await actionInput<InvoiceIntent>(request);
  const param = { id: i.id };
  if (i.intent === "status") return attempt(() => call(client.admin.invoices[":id"][":status"].$patch({ param: { ...param, status: i.status } })), "Invoice status updated.");
  if (i.intent === "send") return attempt(() => call(client.admin.invoices[":id"].send.$post({ param })), (r) => `Invoice sent to ${r.to}.`);
  return attempt(() => call(client.admin.invoices[":id"].$put({ param, json: i.invoice })), "Invoice updated successfully.", "Unable to save the invoice.");
}

export default function AdminInvoices({ loaderData: { list } }: Route.ComponentProps) {
  // The server matches number, status, order id, user id, the customer's name or e-mail once typing settles (300 ms).
  const { typed: term, setTyped: setTerm } = useUrlSearch();
  const goToPage = useGoToPage();
  const { invoices, pagination } = list;
  const [editing, setEditing] = useState<InvoiceDto | null>(null);
  const [paying, setPaying] = useState<InvoiceDto | null>(null);
  const [linking, setLinking] = useState<InvoiceDto | null>(null);
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
        {invoices.length === 0 && <p className="p-10 text-center text-slate-600">No invoices found</p>}
        {invoices.length > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-slate-600">{countLabel(pagination, "invoice")}</p>
            <InvoicesTable invoices={invoices} actions={actions} onEdit={setEditing} onRecordPayment={setPaying} onPaymentLink={setLinking} />
            <div className="px-4 pb-4"><Pager page={pagination.currentPage} totalPages={pagination.totalPages} onPage={goToPage} label="Invoice pages" /></div>
          </>
        )}
      </Card>
      <PaymentLinkDialog invoice={linking} onClose={() => setLinking(null)} />
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
