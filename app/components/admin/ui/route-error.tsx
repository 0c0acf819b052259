import { useRevalidator, useRouteError } from "react-router";
import { Alert } from "../../ui/alert";
import { ApiError } from "../../../lib/api";
import { Button, ButtonLink } from "../../ui/button";
import { errorText } from "./errors";
import { PageHeader } from "./page-header";

/** An admin page whose data could not be loaded: the server's words in the red banner, and Try Again. */
export function AdminRouteError({ title }: { title: string }) {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  // The store requires two-factor sign-in and this admin has not set it up: the way out is enrolment, not a retry.
  if (error instanceof ApiError && error.code === "two_factor_setup_required") {
    return (
      <>
        <PageHeader title={title} />
        <Alert tone="warning">
          <p>{error.message}</p>
          <ButtonLink to="/admin/two-factor" size="sm" className="mt-3">Set up two-factor sign-in</ButtonLink>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="error">
        <p>{errorText(error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" disabled={state === "loading"} onClick={() => void revalidate()}>Try Again</Button>
      </Alert>
    </>
  );
}
