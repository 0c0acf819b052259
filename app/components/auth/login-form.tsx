import { useState } from "react";
import { useNavigate } from "react-router";
import { anonymousClient } from "../../lib/browser-api";
import { homeFor } from "../../lib/guards";
import { takeReturn } from "../../lib/return-to";
import { storeSession } from "../../lib/session";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import type { FormMessage } from "./form-message";
import { Field } from "../ui/field";
import { useAuthSubmit } from "./use-auth-submit";

/** Short pause so "Login successful!" is seen before the page changes (SPEC section 4). */
const REDIRECT_DELAY_MS = 600;

export function LoginForm({ onMessage }: { onMessage: (m: FormMessage | null) => void }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    keepPendingOnSuccess: true,
    send: async () => {
      const { token, user } = await call(anonymousClient.user.login.$post({ json: { email, password } }));
      storeSession(token, user);
      onMessage({ tone: "success", text: "Login successful!" });
      const next = takeReturn(user.role) ?? homeFor(user);
      setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
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
