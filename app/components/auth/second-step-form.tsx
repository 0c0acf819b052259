import { useState } from "react";
import { ApiError } from "../../lib/api";
import { anonymousClient } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import type { LoginResult } from "../../../contract/auth";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import type { FormMessage } from "./form-message";
import { useAuthSubmit } from "./use-auth-submit";

/**
 * The log-in's second step for an admin with two-factor sign-in: the ticket from the password step and a code.
 * A dead ticket (5 minutes, or used) sends the admin back to the password form.
 */
export function SecondStepForm({ ticket, onMessage, onDone, onRestart }: { ticket: string; onMessage: (m: FormMessage | null) => void; onDone: (r: LoginResult) => void; onRestart: () => void }) {
  const [code, setCode] = useState("");
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    keepPendingOnSuccess: true,
    send: async () => {
      try {
        onDone(await call(anonymousClient.user.login["two-factor"].$post({ json: { ticket, code } })));
      } catch (err) {
        if (err instanceof ApiError && err.code === "two_factor_ticket_invalid") onRestart();
        throw err;
      }
    },
  });
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-600">Open your authenticator app and enter the 6-digit code for Boxyard. Lost your phone? Enter one of your recovery codes instead.</p>
      <Field id="login-code" name="login-code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" autoFocus required maxLength={40} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
        {pending ? "Checking..." : "Verify"}
      </Button>
      <button type="button" onClick={onRestart} className="text-sm font-semibold text-orange-700 underline-offset-2 hover:underline">
        Start again with your password
      </button>
    </form>
  );
}
