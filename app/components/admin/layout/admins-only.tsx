import { ROLE_LABELS, type UserRole } from "../../../../contract/staff-roles";
import { ButtonLink } from "../../ui/button";

/**
 * What a signed-in customer sees on an admin URL (issue 18): sending them to the login page read as if they
 * had been logged out. Nothing of the panel is loaded; the server refuses its calls anyway.
 */
export function AdminsOnly({ email, role, pageArea }: { email: string; role: UserRole; pageArea: boolean }) {
  if (pageArea) return <NotYourArea email={email} role={role} />;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">Admin panel</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Admins only</h1>
        <p className="mt-3 text-slate-600">
          You are signed in as <strong className="break-all text-slate-900">{email}</strong>, a customer account. This area is for the store's
          administrators.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/shop" variant="primary">Back to the shop</ButtonLink>
          <ButtonLink to="/dashboard" variant="secondary">Go to your dashboard</ButtonLink>
        </div>
      </div>
    </main>
  );
}

/** A staff member on a page their role does not include (ADR 084): the owner gives roles on the Staff page. */
function NotYourArea({ email, role }: { email: string; role: UserRole }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">Admin panel</p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Not part of your role</h1>
        <p className="mt-3 text-slate-600">
          You are signed in as <strong className="break-all text-slate-900">{email}</strong> ({ROLE_LABELS[role]}). This page belongs to another role;
          ask the shop's owner if you need it.
        </p>
        <div className="mt-6 flex justify-center">
          <ButtonLink to="/admin" variant="primary">Back to the dashboard</ButtonLink>
        </div>
      </div>
    </main>
  );
}
