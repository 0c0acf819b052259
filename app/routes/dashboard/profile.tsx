import { useState } from "react";
import { useFetcher } from "react-router";
import { Panel } from "../../components/dashboard/panel";
import { ProfileForm, type ProfileValues } from "../../components/dashboard/profile/profile-form";
import { ProfileView } from "../../components/dashboard/profile/profile-view";
import { TabError } from "../../components/dashboard/tab-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { client } from "../../lib/browser-api";
import { type ActionResult, actionInput, attempt, load, submitJson, useOnSuccess } from "../../lib/route-action";
import { getStoredToken, storeSession } from "../../lib/session";
import { callWithMessage } from "../../lib/typed-api";
import type { Route } from "./+types/profile";

export const clientLoader = async () => ({ user: await load(client.user.me.$get()) });

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ActionResult> {
  const values = await actionInput<ProfileValues>(request);
  const done = values.newPassword ? "Profile and password updated. Other devices have been signed out." : "Profile updated successfully.";
  let emailNotice: string | null = null;
  const result = await attempt(async () => {
    const res = await callWithMessage(client.user.profile.$put({ json: values }));
    // A new e-mail waits for its confirmation link: the server's message names the address it went to.
    if (res.data.email.toLowerCase() !== values.email.trim().toLowerCase()) emailNotice = res.message;
    // The header, sidebar and later visits read the stored copy.
    const token = getStoredToken();
    if (token) storeSession(token, res.data);
  }, done, "Your profile could not be saved.");
  return result.ok && emailNotice ? { ok: true, text: emailNotice } : result;
}

/** The customer's own data from GET /v1/user/me, in view or edit mode. */
export default function ProfileTab({ loaderData: { user } }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const [editing, setEditing] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(result, () => setEditing(false));
  const failed = result && !result.ok ? result : null;
  return (
    <Panel title="Profile" description="Your account details." actions={!editing && <Button variant="secondary" onClick={() => setEditing(true)}>Edit profile</Button>}>
      {result?.ok && !editing && <Alert tone="success" className="mb-4">{result.text}</Alert>}
      {editing ? (
        <ProfileForm
          user={user}
          errors={failed?.errors ?? {}}
          message={failed?.text ?? null}
          saving={fetcher.state !== "idle"}
          onSave={(values) => fetcher.submit(values, submitJson)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ProfileView user={user} />
      )}
    </Panel>
  );
}

export const ErrorBoundary = () => <TabError title="Profile" label="profile" />;
