import { Link } from "react-router";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { accountAction, loadAccount } from "../../components/admin/account/account-data";
import { AccountSection } from "../../components/admin/account/account-section";
import { DeliveryRatesForm } from "../../components/admin/delivery-rates/delivery-rates-form";
import { AuditList } from "../../components/admin/settings/audit-list";
import { SettingsForm } from "../../components/admin/settings/settings-form";
import type { SettingsIntent } from "../../components/admin/settings/settings-intent";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load } from "../../lib/route-action";
import { getStoredUser } from "../../lib/session";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/settings";

export const meta = () => adminMeta("Settings");

/** Every staff member keeps their own account here; the shop's settings and its activity are the owner's. */
export async function clientLoader() {
  const owner = getStoredUser()?.role === "admin";
  const [settings, audit, account] = await Promise.all([
    owner ? load(client.admin.settings.$get()) : null,
    owner ? load(client.admin.audit.$get({ query: { limit: "20" } })) : null,
    loadAccount(),
  ]);
  return { settings, audit, account };
}

/** The writes of the admin's own cards (components/admin/account) and of the store form. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<SettingsIntent>(request);
  if (input.intent !== "store") return accountAction(input);
  return attempt(() => call(client.admin.settings.$put({ json: input.settings })), "Settings saved successfully. The storefront shows them on its next page load.");
}

export default function AdminSettings({ loaderData: { settings, audit, account } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Settings" description="Your own account and sign-in, and what the storefront shows and charges. Every admin change is recorded." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_26rem]">
        <div>
          <AccountSection data={account} />
          {settings && <SettingsForm initial={settings} />}
          {settings && <DeliveryRatesForm />}
        </div>
        {audit && (
          <Card className="h-fit p-5">
            <h2 className="text-lg font-bold text-slate-900">Recent admin activity</h2>
            <p className="mb-2 text-sm text-slate-600">The latest 20 changes by any admin. <Link to="/admin/audit" className="font-semibold text-orange-800 underline">The whole audit log</Link></p>
            <AuditList entries={audit} />
          </Card>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = () => <AdminRouteError title="Settings" />;
