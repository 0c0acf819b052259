import { useState } from "react";
import { useFetcher } from "react-router";
import type { AdminDepot } from "../../../contract/depots";
import { type DepotIntent, DepotFormDialog, depotBody } from "../../components/admin/depots/depot-form";
import { DepotTable } from "../../components/admin/depots/depot-table";
import { AdminIcon } from "../../components/admin/layout/admin-icons";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson, useOnSuccess } from "../../lib/route-action";
import { call } from "../../lib/typed-api";
import type { Route } from "./+types/depots";

export const meta = () => adminMeta("Depots");

export async function clientLoader() {
  return { depots: await load(client.admin.depots.$get()) };
}

/** Add, edit, close and reopen all send the whole depot (depotInput); `open: false` is what closes it. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { intent, id, depot } = await actionInput<DepotIntent>(request);
  const done = { save: id ? "saved." : "added.", close: "closed; its stock is no longer sold.", reopen: "reopened." }[intent];
  return attempt(() => (id ? call(client.admin.depots[":id"].$put({ param: { id }, json: depot })) : call(client.admin.depots.$post({ json: depot }))), `Depot “${depot.name}” ${done}`, "Failed to save the depot");
}

export const ErrorBoundary = () => <AdminRouteError title="Depots" />;

/** /admin/depots — the yards boxes ship from: opening days, trucks per day, open or closed. */
export default function AdminDepots({ loaderData: { depots } }: Route.ComponentProps) {
  const [editing, setEditing] = useState<{ depot: AdminDepot | null } | null>(null);
  const [toggling, setToggling] = useState<AdminDepot | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(answer, () => setToggling(null));
  const notice = saved ? { ok: true, text: saved } : answer;
  const confirmToggle = () => {
    if (!toggling) return;
    setSaved(null);
    const intent: DepotIntent = { intent: toggling.open ? "close" : "reopen", id: toggling.id, depot: { ...depotBody(toggling), open: !toggling.open } };
    void fetcher.submit(intent, submitJson);
  };
  const closing = toggling?.open ?? false;
  const open = depots.filter((d) => d.open).length;
  return (
    <>
      <PageHeader
        title="Depots"
        description={`${open} open, ${depots.length - open} closed. Stock ships from the nearest open depot.`}
        actions={<Button onClick={() => setEditing({ depot: null })}><AdminIcon name="plus" className="size-4" /> Add depot</Button>}
      />
      {notice && <Alert tone={notice.ok ? "success" : "error"} className="mb-4">{notice.text}</Alert>}
      <Card>
        {depots.length === 0 ? <p className="p-10 text-center text-slate-600">No depots yet.</p> : <DepotTable depots={depots} onEdit={(depot) => setEditing({ depot })} onToggle={setToggling} />}
      </Card>
      {editing && (
        <DepotFormDialog
          depot={editing.depot}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setSaved(text);
          }}
        />
      )}
      <Dialog
        open={toggling !== null}
        onClose={() => setToggling(null)}
        tone={closing ? "warning" : "default"}
        title={closing ? "Close depot" : "Reopen depot"}
        actions={
          <>
            <Button variant="secondary" onClick={() => setToggling(null)} disabled={busy}>Cancel</Button>
            <Button variant={closing ? "danger" : "primary"} onClick={confirmToggle} disabled={busy}>
              {busy ? "Saving..." : closing ? "Close depot" : "Reopen depot"}
            </Button>
          </>
        }
      >
        {toggling && (
          <p>
            {closing
              ? `Close ${toggling.name} (${toggling.city}, ${toggling.state})? Its stock stays on record but is no longer sold or reserved until you reopen it.`
              : `Reopen ${toggling.name} (${toggling.city}, ${toggling.state})? Its stock is sold again right away.`}
          </p>
        )}
      </Dialog>
    </>
  );
}
