import { useState } from "react";
import { useFetcher } from "react-router";
import type { UserDto } from "../../../../contract/users";
import { type ActionResult, submitJson, useOnSuccess } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Card } from "../ui/page-header";

/** The admin's own Display Name and Email. A new e-mail asks for the password and waits for the mailed link. */
export function ProfileCard({ me }: { me: UserDto }) {
  const fetcher = useFetcher<ActionResult>();
  const [name, setName] = useState(me.full_name);
  const [email, setEmail] = useState(me.email);
  const [password, setPassword] = useState("");
  // A new e-mail waits for its link: the field shows the address in use again, the notice says where the link went.
  useOnSuccess(fetcher.data, () => setEmail(me.email));
  const emailChanges = email.trim().toLowerCase() !== me.email.toLowerCase();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.errors : {};
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Your account</h2>
      <p className="mb-4 text-sm text-slate-600">The name other admins see in the activity list, and where the panel's mail reaches you.</p>
      {result && <Alert tone={result.ok ? "success" : "error"} className="mb-4">{result.text}</Alert>}
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void fetcher.submit({ intent: "profile", full_name: name, email, currentPassword: password }, submitJson);
          setPassword("");
        }}
      >
        <Field label="Display Name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} error={errors.full_name} autoComplete="name" />
        <Field label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} autoComplete="email" />
        {emailChanges && (
          <Field
            label="Current password"
            type="password"
            required
            className="sm:col-span-2"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.currentPassword}
            hint="Needed to change your e-mail. We send a link to the new address; it changes when you open it."
            autoComplete="current-password"
          />
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>{fetcher.state !== "idle" ? "Saving..." : "Save Changes"}</Button>
        </div>
      </form>
    </Card>
  );
}
