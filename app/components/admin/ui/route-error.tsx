import { useRevalidator, useRouteError } from "react-router";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { errorText } from "./errors";
import { PageHeader } from "./page-header";

/** An admin page whose data could not be loaded: the server's words in the red banner, and Try Again. */
export function AdminRouteError({ title }: { title: string }) {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
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
