import { useState } from "react";
import { useFetcher } from "react-router";
import type { AddressDto } from "../../../contract/addresses";
import { type AddressBody, AddressForm } from "../../components/address/address-form";
import { AddressCard } from "../../components/dashboard/address/address-card";
import { DashIcon } from "../../components/dashboard/layout/dashboard-icons";
import { EmptyState, Panel } from "../../components/dashboard/panel";
import { TabError } from "../../components/dashboard/tab-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { client } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { type ActionResult, actionInput, attempt, load, submitJson, useOnSuccess } from "../../lib/route-action";
import type { Route } from "./+types/address";

type Intent = { intent: "save"; id: string | null; body: AddressBody } | { intent: "default"; id: string } | { intent: "delete"; id: string };

const addressApi = client.user.addresses;

export const clientLoader = async () => ({ addresses: await load(addressApi.$get()) });

/** Every change goes through here; the list is then loaded again, since the server decides which row is the default. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const input = await actionInput<Intent>(request);
  if (input.intent === "default") return attempt(() => call(addressApi[":id"].default.$patch({ param: { id: input.id } })), "Default address updated.");
  if (input.intent === "delete") return attempt(() => call(addressApi[":id"].$delete({ param: { id: input.id } })), "Address removed.");
  const { id } = input;
  if (id) return attempt(() => call(addressApi[":id"].$put({ param: { id }, json: input.body })), "Address updated successfully.", "The address could not be saved.");
  return attempt(() => call(addressApi.$post({ json: input.body })), "Address added successfully.", "The address could not be saved.");
}

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: AddressDto };

export default function AddressTab({ loaderData: { addresses } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [toDelete, setToDelete] = useState<AddressDto | null>(null);
  const send = (input: Intent) => fetcher.submit(input, submitJson);
  const pending = fetcher.state !== "idle" ? (fetcher.json as Intent | undefined) : undefined;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(result, () => setEditing({ mode: "closed" }));
  const failed = result && !result.ok ? result : null;
  const formMessage = failed && (Object.keys(failed.errors).length ? "Please check the highlighted fields." : failed.text);

  return (
    <Panel
      title="Addresses"
      description="Where we deliver your containers and send your bills."
      actions={editing.mode === "closed" && <Button onClick={() => setEditing({ mode: "add" })}><DashIcon name="plus" className="size-4" />Add address</Button>}
    >
      {result && (editing.mode === "closed" || result.ok) && <Alert tone={result.ok ? "success" : "error"} className="mb-4">{result.text}</Alert>}
      {editing.mode !== "closed" && (
        <div className="mb-6">
          <AddressForm
            key={editing.mode === "edit" ? editing.address.id : "new"}
            address={editing.mode === "edit" ? editing.address : null}
            serverErrors={failed?.errors ?? {}}
            message={formMessage}
            saving={pending?.intent === "save"}
            onCancel={() => setEditing({ mode: "closed" })}
            onSave={(body) => send({ intent: "save", id: editing.mode === "edit" ? editing.address.id : null, body })}
          />
        </div>
      )}
      {addresses.length === 0 ? (
        editing.mode === "closed" && (
          <EmptyState icon={<DashIcon name="pin" className="size-6" />} title="No addresses yet">
            <p>Add a delivery address so checkout knows where your container goes.</p>
          </EmptyState>
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              busy={pending?.id === a.id}
              onEdit={() => setEditing({ mode: "edit", address: a })}
              onDefault={() => send({ intent: "default", id: a.id })}
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
              variant="danger"
              onClick={() => {
                if (toDelete) send({ intent: "delete", id: toDelete.id });
                setToDelete(null);
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

export const ErrorBoundary = () => <TabError title="Addresses" label="addresses" />;
