import { useState } from "react";
import { client } from "../../../lib/browser-api";
import { CsvExportButton } from "../../admin/ui/csv-export-button";
import { controlClass } from "../../ui/field";

const CHOICES = [["", "All subscribers"], ["confirmed", "Confirmed"], ["pending", "Awaiting confirmation"], ["unsubscribed", "Unsubscribed"]] as const;
type Choice = (typeof CHOICES)[number][0];

/** Newsletter subscribers as CSV, every one with its status, or only those of the status chosen here. */
export function ExportNewsletterButton() {
  const [status, setStatus] = useState<Choice>("");
  return (
    <div className="flex flex-wrap items-start gap-2">
      <label className="sr-only" htmlFor="newsletter-export-status">Subscribers to export</label>
      <select id="newsletter-export-status" value={status} onChange={(e) => setStatus(e.target.value as Choice)} className={`${controlClass} w-auto border-slate-300`}>
        {CHOICES.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
      <CsvExportButton label="Export newsletter (CSV)" fallbackName="newsletter-subscribers.csv"
        request={() => client.admin.newsletter["export.csv"].$get({ query: { status: status || undefined } })} />
    </div>
  );
}
