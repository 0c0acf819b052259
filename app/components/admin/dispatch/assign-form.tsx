import { useState } from "react";
import type { DispatchBoard, DispatchDrop } from "../../../../contract/dispatch";
import { TRUCK_LABELS, type TruckType } from "../../../../contract/delivery";
import { Button } from "../../ui/button";
import { SelectField } from "../../ui/field";

export type AssignIntent = { intent: "assign"; orderId: string; driverId: string; truckId: string };

/** Driver and truck of one drop: only trucks of the type the drop needs are offered; the server checks capacity. */
export function AssignForm({ drop, board, busy, errors, onAssign }: { drop: DispatchDrop; board: DispatchBoard; busy: boolean; errors: Record<string, string>; onAssign: (i: AssignIntent) => void }) {
  const [driverId, setDriverId] = useState(drop.assignment?.driverId ?? "");
  const [truckId, setTruckId] = useState(drop.assignment?.truckId ?? "");
  const fitting = board.trucks.filter((t) => t.type === drop.truck);
  const label = `stop ${drop.stop}`;
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <SelectField label={`Driver for ${label}`} value={driverId} error={errors.driverId} onChange={(e) => setDriverId(e.target.value)}>
        <option value="">Choose a driver</option>
        {board.drivers.map((d) => <option key={d.id} value={d.id}>{d.name} ({d.booked}/{d.dropsPerDay})</option>)}
      </SelectField>
      <SelectField label={`Truck for ${label}`} value={truckId} error={errors.truckId} onChange={(e) => setTruckId(e.target.value)}>
        <option value="">{fitting.length ? "Choose a truck" : `No ${drop.truck ? TRUCK_LABELS[drop.truck as TruckType] : "truck"} at this depot`}</option>
        {fitting.map((t) => <option key={t.id} value={t.id}>{t.plate} ({t.booked}/{t.dropsPerDay})</option>)}
      </SelectField>
      <Button disabled={busy || !driverId || !truckId} onClick={() => onAssign({ intent: "assign", orderId: drop.orderId, driverId, truckId })}>
        {drop.assignment ? "Reassign" : "Assign"}
      </Button>
    </div>
  );
}
