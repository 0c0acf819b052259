import { useState } from "react";
import type { UserDto } from "../../../../contract/users";
import { getStoredToken, storeSession } from "../../../lib/session";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { LoadState, Panel } from "../panel";
import { useApiData } from "../use-api-data";
import { ProfileForm } from "./profile-form";
import { ProfileView } from "./profile-view";

/** The customer's own data from GET /v1/user/me, in view or edit mode. */
export function ProfileTab() {
  const { state, reload, replace } = useApiData<UserDto>("/user/me");
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const saved = (user: UserDto, message: string) => {
    replace(user);
    // The header, sidebar and later visits read the stored copy.
    const token = getStoredToken();
    if (token) storeSession(token, user);
    setEditing(false);
    setNotice(message);
  };

  return (
    <Panel
      title="Profile"
      description="Your account details."
      actions={state.status === "ready" && !editing && <Button variant="secondary" onClick={() => { setNotice(null); setEditing(true); }}>Edit profile</Button>}
    >
      {notice && <Alert tone="success" className="mb-4">{notice}</Alert>}
      {state.status !== "ready" ? (
        <LoadState state={state} onRetry={reload} label="profile" />
      ) : editing ? (
        <ProfileForm user={state.data} onSaved={saved} onCancel={() => setEditing(false)} />
      ) : (
        <ProfileView user={state.data} />
      )}
    </Panel>
  );
}
