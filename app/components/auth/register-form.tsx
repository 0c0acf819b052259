import { useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../contract/users";
import { anonymousClient } from "../../lib/browser-api";
import { call } from "../../lib/typed-api";
import { Button } from "../ui/button";
import type { FormMessage } from "./form-message";
import { Field } from "../ui/field";
import { useAuthSubmit } from "./use-auth-submit";

const EMPTY = { full_name: "", user_name: "", email: "", phone: "", password: "" };

/** Create new account (SPEC section 2). The server checks everything; its field errors show under each field. */
export function RegisterForm({ onMessage, onRegistered, defaultEmail = "" }: { onMessage: (m: FormMessage | null) => void; onRegistered: () => void; defaultEmail?: string }) {
  const [form, setForm] = useState({ ...EMPTY, email: defaultEmail });
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    keepPendingOnSuccess: true,
    send: async () => {
      await call(anonymousClient.user.register.$post({ json: form }));
      onRegistered();
    },
  });

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field id="register-full-name" name="register-full-name" label="Full Name" autoComplete="name" required value={form.full_name} onChange={(e) => set("full_name")(e.target.value)} error={errors.full_name} />
      <Field id="register-user-name" name="register-user-name" label="Username" autoComplete="username" required value={form.user_name} onChange={(e) => set("user_name")(e.target.value)} error={errors.user_name} />
      <Field id="register-email" name="register-email" label="Email Address" type="email" autoComplete="email" required value={form.email} onChange={(e) => set("email")(e.target.value)} error={errors.email} />
      <Field id="register-phone" name="register-phone" label="Contact Phone" type="tel" autoComplete="tel" required value={form.phone} onChange={(e) => set("phone")(e.target.value)} error={errors.phone} />
      <div className="sm:col-span-2">
        <Field
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          aria-describedby="register-password-hint"
          value={form.password}
          onChange={(e) => set("password")(e.target.value)}
          error={errors.password}
        />
        <p id="register-password-hint" className="mt-1 text-xs text-slate-500">
          At least {PASSWORD_MIN} characters. Avoid common passwords.
        </p>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full sm:col-span-2">
        {pending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
