import { useState } from "react";
import type { StaffMemberDto } from "../../../../contract/staff";
import { ASSIGNABLE_ROLES, ROLE_LABELS, type UserRole } from "../../../../contract/staff-roles";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";

const roleName = (r: UserRole) => (r === "user" ? "No staff role (customer)" : ROLE_LABELS[r]);

/** One row per staff member; an owner's row has no role control (owners are changed by nobody else). */
export function StaffTable({ members, selfId, busy, onRole }: { members: StaffMemberDto[]; selfId: string; busy: boolean; onRole: (m: StaffMemberDto, role: UserRole) => void }) {
  return (
    <ul className="divide-y divide-slate-100">
      {members.map((m) => (
        <StaffRow key={m.id} member={m} locked={m.role === "admin" || m.id === selfId} busy={busy} onRole={onRole} />
      ))}
    </ul>
  );
}

function StaffRow({ member, locked, busy, onRole }: { member: StaffMemberDto; locked: boolean; busy: boolean; onRole: (m: StaffMemberDto, role: UserRole) => void }) {
  const [role, setRole] = useState<UserRole>(member.role);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{member.fullName}</p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
          <span className="rounded-full bg-orange-100 px-2 py-0.5 font-semibold text-orange-900">{member.roleLabel}</span>
          <span className={`rounded-full px-2 py-0.5 font-semibold ${member.twoFactor ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-700"}`}>{member.twoFactor ? "Two-factor on" : "No two-factor"}</span>
          {member.blocked && <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">Blocked</span>}
        </p>
      </div>
      {locked ? (
        <p className="text-xs text-slate-500 sm:max-w-52 sm:text-right">{member.role === "admin" ? "An owner's role is changed only by that owner." : "You cannot change your own role."}</p>
      ) : (
        <div className="flex items-end gap-2">
          <SelectField label={`Role of ${member.fullName}`} srOnlyLabel value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
            {ASSIGNABLE_ROLES.map((r) => <option key={r} value={r}>{roleName(r)}</option>)}
          </SelectField>
          <Button size="sm" variant="secondary" disabled={busy || role === member.role} onClick={() => onRole(member, role)}>Change role</Button>
        </div>
      )}
    </li>
  );
}
