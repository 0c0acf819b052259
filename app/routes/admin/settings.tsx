import { useRevalidator } from "react-router";
import type { AuditEntryDto } from "../../../contract/admin";
import type { SiteSettings } from "../../../contract/settings";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { type AccountIntent, accountAction, loadAccount } from "../../components/admin/account/account-data";
import { AccountSection } from "../../components/admin/account/account-section";
import { DeliveryRatesForm } from "../../components/admin/delivery-rates/delivery-rates-form";
import { AuditList } from "../../components/admin/settings/audit-list";
import { SettingsForm } from "../../components/admin/settings/settings-form";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { actionInput, load } from "../../lib/route-action";
import type { Route } from "./+types/settings";

export const meta = () => adminMeta("Settings");

export async function clientLoader() {
  const [settings, audit, account] = await Promise.all([load<SiteSettings>("/admin/settings"), load<AuditEntryDto[]>("/admin/audit?limit=20"), loadAccount()]);
  return { settings, audit, account };
}

/** The writes of the admin's own cards (components/admin/account); the store form saves by itself. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return accountAction(await actionInput<AccountIntent>(request));
}

export default function AdminSettings({ loaderData: { settings, audit, account } }: Route.ComponentProps) {
  // Revalidating reloads the activity list and the root loader (the site name in the header and footer).
  const revalidator = useRevalidator();
  return (
    <>
      <PageHeader title="Settings" description="Your own account and sign-in, and what the storefront shows and charges. Every admin change is recorded." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_26rem]">
        <div>
          <AccountSection data={account} />
          <SettingsForm initial={settings} onSaved={() => void revalidator.revalidate()} />
          <DeliveryRatesForm />
        </div>
        <Card className="h-fit p-5">
          <h2 className="text-lg font-bold text-slate-900">Recent admin activity</h2>
          <p className="mb-2 text-sm text-slate-600">The latest 20 changes by any admin.</p>
          <AuditList entries={audit} />
        </Card>
      </div>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Settings" />;
