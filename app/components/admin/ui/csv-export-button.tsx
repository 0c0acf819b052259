import { useState } from "react";
import { Button } from "../../ui/button";
import { saveFile } from "./save-file";

/**
 * Downloads a CSV export: the typed client's call carries the admin's token, which a plain link would not.
 * `request` sends the filters on screen, so the file holds what the admin is looking at (all of it, not one page).
 */
export function CsvExportButton({ request, label = "Export CSV", fallbackName }: { request: () => Promise<Response>; label?: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await request();
      if (!res.ok) throw new Error(res.status === 403 ? "Only admins can export." : `The export failed (error ${res.status}). Please try again.`);
      await saveFile(res, fallbackName);
    } catch (err) {
      setError(err instanceof Error ? err.message : "The export failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" className="whitespace-nowrap" onClick={() => void download()} disabled={busy}>{busy ? "Preparing…" : label}</Button>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
