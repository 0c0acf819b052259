import { useState } from "react";
import { useFetcher } from "react-router";
import type { TwoFactorEnrolment } from "../../../../contract/two-factor";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Card } from "../ui/page-header";
import type { EnrolmentResult } from "./enrolment-action";
import { RecoveryCodesPanel } from "./recovery-codes-panel";

/** "ABCD EFGH ..." is easier to type from the screen than one long run of letters. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Step 1: scan the QR code (or type the key); step 2: the first code turns two-factor on. */
export function EnrolmentSteps({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const fetcher = useFetcher<EnrolmentResult>();
  const [code, setCode] = useState("");
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  if (fetcher.data?.ok && "recoveryCodes" in fetcher.data) return <RecoveryCodesPanel codes={fetcher.data.recoveryCodes} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">1. Add Boxyard to your authenticator app</h2>
        <p className="mt-1 text-sm text-slate-600">Scan this code with the app's camera.</p>
        {/* White behind the code in both themes: scanners need dark modules on light. */}
        <img src={enrolment.qrCode} alt="QR code to scan with your authenticator app" width={208} height={208} className="mx-auto my-4 size-52 rounded-lg bg-white p-2 ring-1 ring-slate-200" />
        <p className="text-sm text-slate-600">Cannot scan? Enter this key in the app (time-based, 6 digits):</p>
        <code data-testid="totp-secret" data-secret={enrolment.secret} className="mt-2 block rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-base tracking-wider text-slate-900">
          {grouped(enrolment.secret)}
        </code>
      </Card>
      <Card className="h-fit p-5">
        <h2 className="text-lg font-bold text-slate-900">2. Enter the code the app shows</h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">The code changes every 30 seconds. The first right one turns two-factor sign-in on.</p>
        {failed && !failed.errors.code && <Alert tone="error" className="mb-4">{failed.text}</Alert>}
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void fetcher.submit({ intent: "confirm", code }, { method: "post", encType: "application/json" });
          }}
        >
          <Field label="6-digit code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required value={code} onChange={(e) => setCode(e.target.value)} error={failed?.errors.code} />
          <Button type="submit" disabled={fetcher.state !== "idle"}>{fetcher.state !== "idle" ? "Checking..." : "Turn on two-factor sign-in"}</Button>
        </form>
      </Card>
    </div>
  );
}
