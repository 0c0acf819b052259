import { useFetcher } from "react-router";
import { ROLE_LABELS, type UserRole } from "../../../contract/staff-roles";
import type { StaffMemberDto } from "../../../contract/staff";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { AddStaffForm, type StaffInviteInput } from "../../components/admin/staff/add-staff-form";
import { StaffTable } from "../../components/admin/staff/staff-table";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson } from "../../lib/route-action";
import { getStoredUser } from "../../lib/session";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/staff";

export const meta = () => adminMeta("Staff");

export async function clientLoader() {
  return { staff: await load(client.admin.staff.$get()), selfId: getStoredUser()?.id ?? "" };
}

type StaffIntent = { intent: "add"; member: StaffInviteInput } | { intent: "role"; id: string; name: string; role: UserRole };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<StaffIntent>(request);
  if (input.intent === "add") {
    return attempt(() => call(client.admin.staff.$post({ json: input.member })), (r) => (r.invited ? `Invitation sent to ${input.member.email}.` : `${input.member.fullName} is now ${ROLE_LABELS[input.member.role]}.`));
  }
  return attempt(() => call(client.admin.staff[":id"].role.$put({ param: { id: input.id }, json: { role: input.role } })), `${input.name}: role changed to ${input.role === "user" ? "customer" : ROLE_LABELS[input.role]}.`);
}

export const ErrorBoundary = () => <AdminRouteError title="Staff" />;

/** /admin/staff — the owner's list of who runs the shop and with which role (ADR 084). */
export default function AdminStaff({ loaderData: { staff, selfId } }: Route.ComponentProps) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = answer && !answer.ok ? answer.errors : {};
  const changeRole = (m: StaffMemberDto, role: UserRole) => void fetcher.submit({ intent: "role", id: m.id, name: m.fullName, role }, submitJson);
  return (
    <>
      <PageHeader title="Staff" description="Owners reach everything. Sales: offers, quotes, customers and orders. Dispatch: deliveries, stock and depots. Accounts: invoices, payments, refunds and exports. Drivers: the driver's page only." />
      {answer && <Alert tone={answer.ok ? "success" : "error"} className="mb-4">{answer.text}</Alert>}
      <Card className="mb-6">
        <h2 className="border-b border-slate-100 px-4 pt-4 pb-3 text-lg font-bold text-slate-900">Add a staff member</h2>
        <AddStaffForm busy={busy} errors={errors} onAdd={(member) => void fetcher.submit({ intent: "add", member }, submitJson)} />
      </Card>
      <Card>
        <h2 className="border-b border-slate-100 px-4 pt-4 pb-3 text-lg font-bold text-slate-900">{staff.length} on the staff</h2>
        <StaffTable members={staff} selfId={selfId} busy={busy} onRole={changeRole} />
      </Card>
    </>
  );
}
