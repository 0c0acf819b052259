import { useState } from "react";
import { useFetcher } from "react-router";
import type { SecuritySettings, TwoFactorStatus } from "../../../../contract/two-factor";
import { type ActionResult, submitJson, useOnSuccess } from "../../../lib/route-action";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Card } from "../ui/page-header";

const when = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The admin's own two-factor sign-in (set up on /admin/two-factor, turned off here with a fresh code) and the store switch. */
export function TwoFactorCard({ status, security }: { status: TwoFactorStatus; security: SecuritySettings }) {
  const [disabling, setDisabling] = useState(false);
  const switchFetcher = useFetcher<ActionResult>();
  const switchResult = switchFetcher.state === "idle" ? switchFetcher.data : undefined;
  const pendingSwitch = switchFetcher.state !== "idle" ? (switchFetcher.json as { requireAdminTwoFactor?: boolean } | undefined)?.requireAdminTwoFactor : undefined;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">Two-factor sign-in</h2>
      <p className="mb-4 text-sm text-slate-600">After your password, a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy...).</p>
      {status.enabled ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-3">
          <p className="text-sm text-green-800">
            <strong>On</strong> since {when(status.enabledAt ?? "")} · {status.recoveryCodesLeft} of 10 recovery codes left
          </p>
          <Button variant="secondary" size="sm" disabled={status.required} onClick={() => setDisabling(true)}>Turn off</Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-700"><strong>Off</strong> · your password alone signs you in.</p>
          <ButtonLink to="/admin/two-factor" size="sm">Set up two-factor sign-in</ButtonLink>
        </div>
      )}
      {status.enabled && status.required && <p className="mt-2 text-xs text-slate-500">The store requires it, so it cannot be turned off.</p>}

      <div className="mt-5 border-t border-slate-200 pt-4">
        {switchResult && <Alert tone={switchResult.ok ? "success" : "error"} className="mb-3">{switchResult.text}</Alert>}
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 rounded border-slate-300 accent-orange-600"
            checked={pendingSwitch ?? security.requireAdminTwoFactor}
            disabled={switchFetcher.state !== "idle"}
            onChange={(e) => void switchFetcher.submit({ intent: "require-2fa", requireAdminTwoFactor: e.target.checked }, submitJson)}
          />
          <span>
            <span className="block font-semibold text-slate-900">Require two-factor sign-in for admins</span>
            <span className="block text-slate-600">Every admin without it is sent to set it up at their next log-in and cannot use the panel until they have.</span>
          </span>
        </label>
      </div>
      <DisableDialog open={disabling} onClose={() => setDisabling(false)} />
    </Card>
  );
}

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const [code, setCode] = useState("");
  useOnSuccess(fetcher.data, onClose);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Turn off two-factor sign-in"
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button variant="danger" type="submit" form="disable-2fa" disabled={fetcher.state !== "idle" || !code.trim()}>Turn off</Button>
        </>
      }
    >
      <form
        id="disable-2fa"
        onSubmit={(e) => {
          e.preventDefault();
          void fetcher.submit({ intent: "disable-2fa", code }, submitJson);
        }}
      >
        <p className="mb-4 text-sm text-slate-600">Enter the code your authenticator app shows now (or an unused recovery code). Your recovery codes stop working too.</p>
        <Field label="Code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} error={failed ? failed.errors.code ?? failed.text : undefined} />
      </form>
    </Dialog>
  );
}
