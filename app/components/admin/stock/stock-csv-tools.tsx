import { useState } from "react";
import { getStoredToken } from "../../../lib/session";
import { Button, buttonClass } from "../../ui/button";

/** Download the stock CSV, or upload one: any bad row is listed by line and nothing is applied. */
export function StockCsvTools({ onImported }: { onImported: () => void }) {
  const [result, setResult] = useState<{ ok: boolean; message: string; errors: [string, string][] } | null>(null);
  const auth = () => ({ Authorization: `Bearer ${getStoredToken() ?? ""}` });
  const download = async () => {
    const res = await fetch("/v1/admin/stock/export.csv", { headers: auth() });
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement("a"), { href: url, download: "stock.csv" });
    a.click();
    URL.revokeObjectURL(url);
  };
  const upload = async (file: File) => {
    const res = await fetch("/v1/admin/stock/import", { method: "POST", headers: { ...auth(), "Content-Type": "text/csv" }, body: await file.text() });
    const body = (await res.json()) as { message: string; errors?: Record<string, string> };
    setResult({ ok: res.ok, message: body.message, errors: Object.entries(body.errors ?? {}) });
    if (res.ok) onImported();
  };
  return (
    <div className="text-sm">
      <div className="flex gap-2">
        <Button variant="secondary" onClick={download}>Export CSV</Button>
        <label className={buttonClass("dark", "md", "cursor-pointer focus-within:outline-2 focus-within:outline-orange-600")}>
          Import CSV
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} />
        </label>
      </div>
      {result && (
        <div role="status" className={`mt-2 max-w-md rounded-lg px-3 py-2 ${result.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}>
          <p className="font-semibold">{result.message}</p>
          <ul className="mt-1 list-disc pl-5">{result.errors.map(([line, msg]) => <li key={line}>{line}: {msg}</li>)}</ul>
        </div>
      )}
    </div>
  );
}
