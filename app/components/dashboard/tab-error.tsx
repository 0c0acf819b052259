import { useRevalidator, useRouteError } from "react-router";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Panel } from "./panel";

/** A tab whose data could not be loaded: the server's words and Try Again (runs the loaders again). */
export function TabError({ title, label }: { title: string; label: string }) {
  const error = useRouteError();
  const { revalidate, state } = useRevalidator();
  return (
    <Panel title={title}>
      <Alert tone="error" title={`We could not load your ${label}.`}>
        <p>{(error instanceof Error && error.message) || "Something went wrong"}</p>
        <Button variant="secondary" size="sm" className="mt-3" disabled={state === "loading"} onClick={() => void revalidate()}>Try Again</Button>
      </Alert>
    </Panel>
  );
}
