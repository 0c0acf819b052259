import { useState } from "react";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Card } from "../ui/page-header";

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesPanel({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `Boxyard admin recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  return (
    <Card className="max-w-2xl p-5">
      <Alert tone="success" className="mb-4">Two-factor sign-in is on. From now on you log in with your password and a code from the app.</Alert>
      <h2 className="text-lg font-bold text-slate-900">Save your recovery codes</h2>
      <p className="mt-1 text-sm text-slate-600">
        If you lose your phone, each of these codes signs you in once instead of an app code. Keep them somewhere safe, such as a password manager. <strong>They are shown only now.</strong>
      </p>
      <ol aria-label="Recovery codes" className="my-4 grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base text-slate-900 sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <a className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="boxyard-recovery-codes.txt">
          Download as a file
        </a>
        <ButtonLink to="/admin/settings">I have saved them</ButtonLink>
      </div>
    </Card>
  );
}
