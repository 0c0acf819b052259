import { Button } from "../../ui/button";
import { useState } from "react";
import { getStoredToken } from "../../../lib/session";

/** Downloads the confirmed subscribers as CSV: a fetch with the admin's token, since a plain link would carry none. */
export function ExportNewsletterButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/v1/admin/newsletter/export.csv", { headers: { Authorization: `Bearer ${getStoredToken() ?? ""}` } });
      if (!res.ok) throw new Error(res.status === 403 ? "Admin access required" : `Export failed (${res.status})`);
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "newsletter-subscribers.csv";
      const url = URL.createObjectURL(await res.blob());
      const a = Object.assign(document.createElement("a"), { href: url, download: name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Export failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? "Preparing…" : "Export newsletter (CSV)"}
      </Button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
