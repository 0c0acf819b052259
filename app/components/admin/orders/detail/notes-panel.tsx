import { useState } from "react";
import { useFetcher } from "react-router";
import { NOTE_MAX, type OrderNoteDto } from "../../../../../contract/admin-orders";
import type { ActionResult } from "../../../../lib/route-action";
import { submitJson, useOnSuccess } from "../../../../lib/route-action";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { TextAreaField } from "../../../ui/field";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Internal notes: the list with author and time, and a form that posts to the route's clientAction. */
export function NotesPanel({ notes }: { notes: OrderNoteDto[] }) {
  const fetcher = useFetcher<ActionResult>();
  const [body, setBody] = useState("");
  // A message about the text as it was sent: once the admin types again it no longer applies.
  const [editedSinceSend, setEditedSinceSend] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnSuccess(result, () => setBody(""));
  const error = result && !result.ok && !editedSinceSend ? (result.errors.body ?? result.text) : undefined;

  return (
    <div className="space-y-4">
      {notes.length === 0 && <p className="text-sm text-slate-600">No notes yet. Notes are for the team; the customer never sees them.</p>}
      {notes.length > 0 && (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
              <p className="text-sm whitespace-pre-wrap text-slate-900">{n.body}</p>
              <p className="mt-1 text-xs text-slate-500">{n.author ?? "A removed admin"} · <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time></p>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form
        onSubmit={(e) => {
          e.preventDefault();
          setEditedSinceSend(false);
          void fetcher.submit({ intent: "note", body }, submitJson);
        }}
        className="space-y-2"
      >
        {result?.ok && <Alert tone="success">{result.text}</Alert>}
        <TextAreaField label="Add an internal note" rows={3} maxLength={NOTE_MAX} value={body} error={error}
          onChange={(e) => {
            setBody(e.target.value);
            setEditedSinceSend(true);
          }} />
        <Button type="submit" size="sm" disabled={busy}>{busy ? "Saving..." : "Add note"}</Button>
      </fetcher.Form>
    </div>
  );
}
