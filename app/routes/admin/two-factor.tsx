import { useFetcher } from "react-router";
import type { EnrolmentIntent, EnrolmentResult } from "../../components/admin/account/enrolment-action";
import { enrolmentAction } from "../../components/admin/account/enrolment-action";
import { EnrolmentSteps } from "../../components/admin/account/enrolment-steps";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { actionInput } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/two-factor";

export const meta = () => adminMeta("Two-factor sign-in");

/** Reads only /user/two-factor: an admin the store sends here before enrolling gets nothing from /admin yet. */
export async function clientLoader() {
  return { status: await call(client.user["two-factor"].$get()) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return enrolmentAction(await actionInput<EnrolmentIntent>(request));
}

export const ErrorBoundary = () => <AdminRouteError title="Two-factor sign-in" />;

/** /admin/two-factor — enrolment: a QR code and key for the authenticator app, a first code, then the recovery codes once. */
export default function TwoFactorPage({ loaderData: { status } }: Route.ComponentProps) {
  const start = useFetcher<EnrolmentResult>();
  const enrolment = start.data?.ok && "enrolment" in start.data ? start.data.enrolment : null;
  return (
    <>
      <PageHeader title="Two-factor sign-in" description="Your password and a code from an app on your phone: a stolen password alone no longer opens the admin panel." />
      {status.required && !status.enabled && (
        <Alert tone="warning" className="mb-6">The store requires two-factor sign-in for admins. Set it up to use the admin panel.</Alert>
      )}
      {enrolment ? (
        <EnrolmentSteps enrolment={enrolment} />
      ) : status.enabled ? (
        <Card className="max-w-2xl p-5">
          <p className="text-sm text-slate-700">Two-factor sign-in is on for your account ({status.recoveryCodesLeft} of 10 recovery codes left). To use another phone, turn it off in Settings with a code and set it up again.</p>
          <ButtonLink to="/admin/settings" variant="secondary" className="mt-4">Back to Settings</ButtonLink>
        </Card>
      ) : (
        <Card className="max-w-2xl p-5">
          <h2 className="text-lg font-bold text-slate-900">What you need</h2>
          <p className="mt-1 text-sm text-slate-600">
            An authenticator app on your phone: Google Authenticator, Microsoft Authenticator, 1Password, Authy or any app for time-based codes. Setting up takes a minute.
          </p>
          {start.data && !start.data.ok && <Alert tone="error" className="mt-4">{start.data.text}</Alert>}
          <Button className="mt-4" disabled={start.state !== "idle"} onClick={() => void start.submit({ intent: "start" }, { method: "post", encType: "application/json" })}>
            {start.state !== "idle" ? "Preparing..." : "Start set-up"}
          </Button>
        </Card>
      )}
    </>
  );
}
