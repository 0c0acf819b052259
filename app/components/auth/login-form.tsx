import { useState } from "react";
import { useNavigate } from "react-router";
import type { LoginResult } from "../../../contract/auth";
import { anonymousClient } from "../../lib/browser-api";
import { homeFor } from "../../lib/guards";
import { takeReturn } from "../../lib/return-to";
import { storeSession } from "../../lib/session";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import type { FormMessage } from "./form-message";
import { Field } from "../ui/field";
import { SecondStepForm } from "./second-step-form";
import { useAuthSubmit } from "./use-auth-submit";

/** Short pause so "Login successful!" is seen before the page changes (SPEC section 4). */
const REDIRECT_DELAY_MS = 600;

/** Log-in: e-mail and password, then, for an admin with two-factor sign-in, a code (docs/decisions/027). */
export function LoginForm({ onMessage, defaultEmail = "" }: { onMessage: (m: FormMessage | null) => void; defaultEmail?: string }) {
  const navigate = useNavigate();
  const [ticket, setTicket] = useState<string | null>(null);

  const finish = (session: LoginResult) => {
    storeSession(session.token, session.user);
    onMessage({ tone: "success", text: "Login successful!" });
    // The store requires two-factor sign-in and this admin has none yet: enrolment comes first.
    const next = session.twoFactorSetupRequired ? "/admin/two-factor" : (takeReturn(session.user.role) ?? homeFor(session.user));
    setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
  };

  if (ticket) {
    // The server's "took too long" message (a dead ticket) stays on screen above the password form.
    const restart = () => setTicket(null);
    return <SecondStepForm ticket={ticket} onMessage={onMessage} onDone={finish} onRestart={restart} />;
  }
  return <PasswordStep onMessage={onMessage} onSession={finish} onSecondStep={setTicket} defaultEmail={defaultEmail} />;
}

function PasswordStep({ onMessage, onSession, onSecondStep, defaultEmail }: { onMessage: (m: FormMessage | null) => void; onSession: (s: LoginResult) => void; onSecondStep: (ticket: string) => void; defaultEmail: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState("");
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    keepPendingOnSuccess: true,
    send: async () => {
      const answer = await call(anonymousClient.user.login.$post({ json: { email, password } }));
      if ("secondStep" in answer) onSecondStep(answer.secondStep.ticket);
      else onSession(answer);
    },
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field id="login-email" name="login-email" label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Field id="login-password" name="login-password" label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
        {pending ? "Logging in..." : "Log in"}
      </Button>
    </form>
  );
}
