import type { AdminOrderDetail } from "../../../../../contract/admin-orders";
import { formatDate } from "../../../../../contract/money";
import { Facts } from "./section";

const DOOR = { cab: "Doors toward the truck cab", away: "Doors away from the cab" } as Record<string, string>;
const yesNo = (v: boolean | null) => (v === null ? null : v ? "Confirmed by the customer" : "Not confirmed");

/** The booked drop; an order placed before delivery booking existed says so instead of showing blanks. */
export function DeliveryFacts({ delivery: d, method }: { delivery: AdminOrderDetail["delivery"]; method: string | null }) {
  const booked = Object.values(d).some((v) => v !== null);
  if (!booked) return <p className="text-sm text-slate-600">No delivery booked with this order{method ? ` (${method} delivery chosen on the lines)` : ""}.</p>;
  return (
    <Facts
      rows={[
        ["Date", d.date ? formatDate(`${d.date}T12:00:00Z`) : null],
        ["From depot", d.depot ? `${d.depot.name} (${d.depot.code})` : null],
        ["Truck", d.truck],
        ["Distance", d.miles !== null ? `${d.miles} miles` : null],
        ["Doors", d.doorFacing ? (DOOR[d.doorFacing] ?? d.doorFacing) : null],
        ["Ground", d.groundSurface],
        ["Clearance", yesNo(d.clearanceConfirmed)],
        ["Site notes", d.siteNotes],
      ]}
    />
  );
}
