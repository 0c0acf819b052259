import { useState } from "react";
import { anonymousClient } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import type { FormMessage } from "./form-message";
import { Field } from "../ui/field";
import { useAuthSubmit } from "./use-auth-submit";

/** Reset your password: asks for the address and e-mails a link (SPEC sections 2 and 8). */
export function ResetRequestForm({ onMessage }: { onMessage: (m: FormMessage | null) => void }) {
  const [email, setEmail] = useState("");
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    send: async () => {
      await call(anonymousClient.user.password["reset-request"].$post({ json: { email } }));
      onMessage({ tone: "success", text: "Password reset instructions sent to your email." });
    },
  });

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field id="reset-email" name="reset-email" label="Email Address" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <p className="text-sm text-slate-600">Password reset instructions will be sent to your registered email address.</p>
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
        {pending ? "Sending..." : "Send reset instructions"}
      </Button>
    </form>
  );
}
