import { useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../contract/users";
import { anonymousApi } from "../../lib/browser-api";
import { Button } from "../ui/button";
import type { FormMessage } from "./form-message";
import { TextField } from "./text-field";
import { useAuthSubmit } from "./use-auth-submit";

const EMPTY = { full_name: "", user_name: "", email: "", phone: "", password: "" };

/** Create new account (SPEC section 2). The server checks everything; its field errors show under each field. */
export function RegisterForm({ onMessage, onRegistered }: { onMessage: (m: FormMessage | null) => void; onRegistered: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, pending, submit } = useAuthSubmit({
    onMessage,
    keepPendingOnSuccess: true,
    send: async () => {
      await anonymousApi.post("/user/register", form);
      onRegistered();
    },
  });

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField id="register-full-name" label="Full Name" autoComplete="name" required value={form.full_name} onValue={set("full_name")} error={errors.full_name} />
      <TextField id="register-user-name" label="Username" autoComplete="username" required value={form.user_name} onValue={set("user_name")} error={errors.user_name} />
      <TextField id="register-email" label="Email Address" type="email" autoComplete="email" required value={form.email} onValue={set("email")} error={errors.email} />
      <TextField id="register-phone" label="Contact Phone" type="tel" autoComplete="tel" required value={form.phone} onValue={set("phone")} error={errors.phone} />
      <div className="sm:col-span-2">
        <TextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          aria-describedby="register-password-hint"
          value={form.password}
          onValue={set("password")}
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
