import type { TaxExemptionDto } from "../../../../contract/tax-exemption";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";

/** The scanned certificate: what is on file (download it) and a picker for a new one (PDF or picture, ≤ 5 MB). */
export function CertificateFile({ file, busy, error, onUpload, onDownload }: { file: TaxExemptionDto["file"]; busy: boolean; error?: string; onUpload: (f: File) => void; onDownload: () => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={file ? "Replace the certificate file" : "Certificate file"} type="file" accept="application/pdf,image/png,image/jpeg,image/webp" hint="PDF, PNG, JPEG or WebP, at most 5 MB" error={error} disabled={busy}
        className="sm:w-80" onChange={(e) => { const f = e.target.files?.[0]; if (f) onUpload(f); e.target.value = ""; }} />
      {file && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          On file: <span className="font-medium">{file.name}</span> ({Math.max(1, Math.round(file.bytes / 1024))} KB)
          <Button variant="secondary" size="sm" disabled={busy} onClick={onDownload}>Download</Button>
        </p>
      )}
    </div>
  );
}
