import type { ReactNode } from "react";
import { DOOR_FACING_LABELS, GROUND_LABELS, TRUCK_LABELS, type TruckType } from "../../../contract/delivery";
import { FAIL_REASON_LABELS, type DispatchDrop } from "../../../contract/dispatch";
import { shortId } from "../../../contract/orders";

/** What the crew needs on site, as the board, the driver's page and the run sheet word it. */
export function siteLines(drop: DispatchDrop): [string, string][] {
  return [
    ["Phone", drop.customer.phone || "none given"],
    ["Unit", drop.units.map((u) => `${u.quantity} × ${u.name}${u.dimension ? ` (${u.dimension})` : ""}`).join("; ") || "none"],
    ["Truck", drop.truck ? TRUCK_LABELS[drop.truck as TruckType] : "none booked"],
    ["Door facing", drop.doorFacing ? DOOR_FACING_LABELS[drop.doorFacing as keyof typeof DOOR_FACING_LABELS] : "not given"],
    ["Ground", drop.groundSurface ? GROUND_LABELS[drop.groundSurface as keyof typeof GROUND_LABELS] : "not given"],
    ["Site notes", drop.siteNotes || "none"],
  ];
}

/** Delivered (who received it), could not deliver (why, and the fee), on the way, or nothing yet. */
export function proofText(drop: DispatchDrop): string | null {
  const p = drop.proof;
  if (!p) return null;
  if (p.outcome === "delivered") return `Delivered, received by ${p.receivedBy}`;
  if (p.outcome === "failed") return `Could not deliver: ${p.failReason ? FAIL_REASON_LABELS[p.failReason] : "no reason"}${p.dryRunFee ? `; dry-run fee $${p.dryRunFee.toFixed(2)} invoiced` : ""}`;
  return p.enRouteAt ? "On the way" : null;
}

/** One stop of the day: its number in route order, the customer and address, the site, the proof, and `children` (actions). */
export function DropCard({ drop, children }: { drop: DispatchDrop; children?: ReactNode }) {
  const proof = proofText(drop);
  return (
    <li data-testid="dispatch-drop" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white" aria-label={`Stop ${drop.stop}`}>{drop.stop}</span>
        <h3 className="text-base font-bold text-slate-900">{drop.customer.name}</h3>
        <span className="text-sm text-slate-500">Order #{shortId(drop.orderId)}{drop.legMiles !== null ? ` · ${drop.legMiles} mi from ${drop.stop === 1 ? "the depot" : "the stop before"}` : ""}</span>
      </div>
      <p className="mt-2 text-sm text-slate-800">{drop.address.street}, {drop.address.city}, {drop.address.state} {drop.address.postalCode}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {siteLines(drop).map(([k, v]) => (
          <div key={k} className="flex gap-1"><dt className="shrink-0 font-medium text-slate-600">{k}:</dt><dd className="text-slate-900">{k === "Phone" && drop.customer.phone ? <a className="text-blue-700 underline" href={`tel:${drop.customer.phone}`}>{v}</a> : v}</dd></div>
        ))}
      </dl>
      {drop.assignment && <p className="mt-2 text-sm text-slate-700">Driver <strong>{drop.assignment.driverName}</strong> · truck <strong>{drop.assignment.plate}</strong></p>}
      {proof && <p data-testid="drop-proof" className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900">{proof}</p>}
      {drop.proof?.photos.length ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {drop.proof.photos.map((url) => <img key={url} src={url} alt="The container on site" className="h-24 w-32 rounded-lg object-cover" />)}
          {drop.proof.signatureUrl && <img src={drop.proof.signatureUrl} alt={`Signature of ${drop.proof.receivedBy}`} className="h-24 rounded-lg border border-slate-200 bg-white object-contain" />}
        </div>
      ) : null}
      {children && <div className="mt-3 border-t border-slate-100 pt-3">{children}</div>}
    </li>
  );
}
