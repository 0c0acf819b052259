import { useState } from "react";
import type { DispatchBoard } from "../../../../contract/dispatch";
import { TRUCK_LABELS } from "../../../../contract/delivery";
import { client } from "../../../lib/browser-api";
import { callWithMessage } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { errorText } from "../ui/errors";
import { saveFile } from "../ui/save-file";

/** A driver's run sheet PDF (needs the bearer token, so it is fetched and saved, not linked). */
function RunSheetButton({ depotId, date, driverId, name }: { depotId: string; date: string; driverId: string; name: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setProblem(null);
    try {
      const res = await client.admin.dispatch["run-sheet"].$get({ query: { depotId, date, driverId } });
      if (!res.ok) await callWithMessage(Promise.resolve(res));
      await saveFile(res, `run-sheet-${date}.pdf`);
    } catch (err) {
      setProblem(errorText(err, "The run sheet could not be made."));
    }
  };
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Run sheet of ${name} (PDF)`} onClick={() => void download()}>Run sheet (PDF)</Button>
      {problem && <span role="alert" className="block text-xs text-red-700">{problem}</span>}
    </>
  );
}

/** The depot's drivers and trucks, with the drops each has that day against what it takes. */
export function DispatchResources({ board }: { board: DispatchBoard }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="drivers-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="drivers-heading" className="mb-2 text-lg font-bold text-slate-900">Drivers</h2>
        {board.drivers.length === 0 && <p className="text-sm text-slate-600">No drivers at this depot yet: add one below.</p>}
        <ul className="divide-y divide-slate-100">
          {board.drivers.map((d) => (
            <li key={d.id} data-testid="dispatch-driver" className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span><strong>{d.name}</strong> · {d.phone} · {d.booked} of {d.dropsPerDay} drops</span>
              <RunSheetButton depotId={board.depot.id} date={board.date} driverId={d.id} name={d.name} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="trucks-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="trucks-heading" className="mb-2 text-lg font-bold text-slate-900">Trucks</h2>
        {board.trucks.length === 0 && <p className="text-sm text-slate-600">No trucks at this depot yet: add one below.</p>}
        <ul className="divide-y divide-slate-100">
          {board.trucks.map((t) => (
            <li key={t.id} data-testid="dispatch-truck" className="py-2 text-sm"><strong>{t.plate}</strong> · {TRUCK_LABELS[t.type]} · {t.booked} of {t.dropsPerDay} drops</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
