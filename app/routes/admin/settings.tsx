import { useRevalidator } from "react-router";
import type { AuditEntryDto } from "../../../contract/admin";
import type { SiteSettings } from "../../../contract/settings";
import { AuditList } from "../../components/admin/settings/audit-list";
import { SettingsForm } from "../../components/admin/settings/settings-form";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { useAdminData } from "../../components/admin/ui/use-admin-data";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { adminMeta } from "../../components/admin/layout/admin-meta";

export const meta = () => adminMeta("Settings");

export default function AdminSettings() {
  const settings = useAdminData<SiteSettings>("/admin/settings");
  const audit = useAdminData<AuditEntryDto[]>("/admin/audit?limit=20");
  const revalidator = useRevalidator();
  // The site name in the admin header (and every page's footer) comes from the root loader: refresh it.
  const onSaved = () => {
    audit.reload();
    void revalidator.revalidate();
  };
  return (
    <>
      <PageHeader title="Settings" description="What the storefront shows and charges. Every admin change is recorded below." />
      <div className="grid gap-6 2xl:grid-cols-[1fr_26rem]">
        <div>
          {settings.state.status === "loading" && <Spinner label="Loading settings..." />}
          {settings.state.status === "error" && <Alert tone="error">{settings.state.message}</Alert>}
          {settings.state.status === "ready" && <SettingsForm initial={settings.state.data} onSaved={onSaved} />}
        </div>
        <Card className="h-fit p-5">
          <h2 className="text-lg font-bold text-slate-900">Recent admin activity</h2>
          <p className="mb-2 text-sm text-slate-600">The latest 20 changes by any admin.</p>
          <AuditList state={audit.state} />
        </Card>
      </div>
    </>
  );
}
