import { Spinner } from "../../ui/spinner";
import { InvoicesTable } from "../invoices/invoices-table";
import { useInvoiceActions } from "../invoices/use-invoice-actions";
import { useUserPart } from "./use-user-part";
import { TabBanner } from "./tab-banner";

/** A user's invoices: inline status, and Download / Send / Print that really work. */
export function UserInvoicesTab({ userId }: { userId: string }) {
  const { state } = useUserPart(userId, "invoices");
  const actions = useInvoiceActions();
  if (state.status === "loading") return <Spinner label="Loading invoices..." />;
  if (state.status === "error") return <TabBanner banner={{ tone: "error", text: state.message }} />;
  return (
    <div>
      <TabBanner banner={actions.notice} />
      {state.data.length === 0 ? (
        <p className="text-sm text-slate-600">No invoices found for this user.</p>
      ) : (
        <div className="-mx-4 sm:mx-0 sm:overflow-hidden sm:rounded-xl sm:border sm:border-slate-200">
          <InvoicesTable invoices={state.data} actions={actions} showCustomer={false} />
        </div>
      )}
    </div>
  );
}
