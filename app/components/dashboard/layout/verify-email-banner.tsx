import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import type { StoredUser } from "../../../lib/session";
import { callWithMessage } from "../../../lib/typed-api";
import { Button } from "../../ui/button";

/**
 * "Confirm your e-mail": shown until the owner opens the link mailed at registration (ADR 070), with a button that
 * mails a new one. It says why it matters: offers and payment terms sent to the address stay hidden until then.
 */
export function VerifyEmailBanner({ user }: { user: StoredUser }) {
  const [state, setState] = useState<{ busy: boolean; text: string | null; error: boolean }>({ busy: false, text: null, error: false });
  if (user.email_verified_at !== null) return null;
  async function resend() {
    setState({ busy: true, text: null, error: false });
    try {
      const { message } = await callWithMessage(client.user.email.verify.resend.$post());
      setState({ busy: false, text: message, error: false });
    } catch (err) {
      setState({ busy: false, text: err instanceof ApiError ? err.message : "Something went wrong. Please try again.", error: true });
    }
  }
  return (
    <section aria-labelledby="verify-email-title" className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        {/* Not a heading: it stands above the tab's h1, which is the page's first heading. */}
        <p id="verify-email-title" className="font-bold text-amber-900">Confirm your e-mail</p>
        <p className="mt-1 text-sm text-amber-900">
          We sent a link to <strong className="break-all">{user.email}</strong>. You can shop and pay by card now; offers and payment terms sent to this
          address appear once you open it.
        </p>
        {state.text && (
          <p role={state.error ? "alert" : "status"} className={`mt-2 text-sm font-medium ${state.error ? "text-red-800" : "text-emerald-800"}`}>{state.text}</p>
        )}
      </div>
      <Button variant="secondary" size="sm" className="mt-3 shrink-0 sm:mt-0" disabled={state.busy} onClick={() => void resend()}>
        {state.busy ? "Sending..." : "Send a new link"}
      </Button>
    </section>
  );
}
