import type { UserDto } from "../../../../contract/users";

/** Role badge (admin purple, other blue) plus Blocked and Deleted badges when set (SPEC section 2). */
export function UserBadges({ user }: { user: UserDto }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${user.role === "admin" ? "bg-purple-100 text-purple-800" : "bg-blue-100 text-blue-800"}`}>{user.role}</span>
      {user.blocked_at && <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Blocked</span>}
      {user.deleted_at && <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">Deleted</span>}
    </span>
  );
}
