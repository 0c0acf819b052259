import { useEffect } from "react";
import { client } from "./browser-api";
import { getStoredToken, getStoredUser, storeSession } from "./session";
import { call } from "./typed-api";

/**
 * Reads the account from the server and keeps it as the stored user (same token), when it differs: what changed
 * outside this page (issue 48: an e-mail change confirmed from the mailed link) shows in the account menu and the
 * admin sidebar without logging out. A failure keeps what is stored (a dead token is forgotten by the client).
 */
export async function refreshStoredUser(): Promise<void> {
  const token = getStoredToken();
  if (!token) return;
  const fresh = await call(client.user.me.$get()).catch(() => null);
  if (!fresh || getStoredToken() !== token) return;
  const stored = getStoredUser();
  if (!stored || stored.id !== fresh.id || JSON.stringify(stored) === JSON.stringify(fresh)) return;
  storeSession(token, fresh);
}

/** Refreshes the stored user once when a signed-in area opens. */
export function useFreshSessionUser() {
  useEffect(() => {
    void refreshStoredUser();
  }, []);
}
