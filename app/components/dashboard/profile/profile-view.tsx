import { ROLE_LABELS } from "../../../../contract/staff-roles";
import type { UserDto } from "../../../../contract/users";
import { formatDate } from "../../../../contract/money";

export const roleLabel = (role: UserDto["role"]) => (role === "admin" ? "Administrator" : role === "user" ? "Standard User" : ROLE_LABELS[role]);

/** The profile in read mode. */
export function ProfileView({ user }: { user: UserDto }) {
  const rows: [string, string][] = [
    ["Full name", user.full_name],
    ["Username", user.user_name],
    ["Email", user.email],
    ["Phone", user.phone || "Not set"],
    ["Password", "••••••••"],
    ["Member since", formatDate(user.createdAt)],
  ];
  return (
    <div>
      <div className="mb-6 flex items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-full bg-slate-900 text-xl font-bold text-white" aria-hidden="true">
          {user.full_name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <div>
          <p className="text-lg font-bold text-slate-900">{user.full_name}</p>
          <span className="inline-block rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-800" data-testid="role-label">{roleLabel(user.role)}</span>
        </div>
      </div>
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="border-b border-slate-100 pb-3">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-0.5 wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
