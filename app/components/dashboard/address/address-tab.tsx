import { useState } from "react";
import type { AddressDto } from "../../../../contract/addresses";
import { browserApi } from "../../../lib/browser-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { DashIcon } from "../layout/dashboard-icons";
import { EmptyState, LoadState, Panel } from "../panel";
import { useApiData } from "../use-api-data";
import { useRowAction } from "../use-row-action";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: AddressDto };

/** List, add, edit, delete and set-default; after each change the list is read again from the server. */
export function AddressTab() {
  const { state, reload } = useApiData<AddressDto[]>("/user/addresses");
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const { busyId, notice, setNotice, run: act } = useRowAction(reload);
  const [toDelete, setToDelete] = useState<AddressDto | null>(null);

  const saved = (text: string) => {
    setEditing({ mode: "closed" });
    setNotice({ tone: "success", text });
    reload();
  };

  return (
    <Panel
      title="Addresses"
      description="Where we deliver your containers and send your bills."
      actions={editing.mode === "closed" && <Button onClick={() => setEditing({ mode: "add" })}><DashIcon name="plus" className="size-4" />Add address</Button>}
    >
      {notice && <Alert tone={notice.tone} className="mb-4">{notice.text}</Alert>}
      {editing.mode !== "closed" && (
        <div className="mb-6">
          <AddressForm
            key={editing.mode === "edit" ? editing.address.id : "new"}
            address={editing.mode === "edit" ? editing.address : null}
            onCancel={() => setEditing({ mode: "closed" })}
            onSaved={() => saved(editing.mode === "edit" ? "Address updated successfully." : "Address added successfully.")}
          />
        </div>
      )}
      {state.status !== "ready" ? (
        <LoadState state={state} onRetry={reload} label="addresses" />
      ) : state.data.length === 0 ? (
        editing.mode === "closed" && (
          <EmptyState icon={<DashIcon name="pin" className="size-6" />} title="No addresses yet">
            <p>Add a delivery address so checkout knows where your container goes.</p>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {state.data.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={busyId === a.id}
              onEdit={() => setEditing({ mode: "edit", address: a })}
              onDefault={() => act(a.id, () => browserApi.patch(`/user/addresses/${a.id}/default`), "Default address updated.")}
              onDelete={() => setToDelete(a)}
            />
          ))}
        </div>
      )}
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this address?"
        tone="warning"
        actions={
          <>
            <Button variant="ghost" onClick={() => setToDelete(null)}>Keep it</Button>
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={() => {
                const a = toDelete;
                setToDelete(null);
                if (a) void act(a.id, () => browserApi.delete(`/user/addresses/${a.id}`), "Address removed.");
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        {toDelete && <p>{toDelete.street}, {toDelete.city}, {toDelete.state} {toDelete.postalCode}</p>}
      </Dialog>
    </Panel>
  );
}
