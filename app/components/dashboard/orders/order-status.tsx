import { DashIcon, type DashIconName } from "../layout/dashboard-icons";

type Look = { icon: DashIconName; tone: string };

// Delivered and confirmed share the success icon (SPEC section 2); anything unknown is shown neutrally.
const SUCCESS: Look = { icon: "check", tone: "bg-green-100 text-green-700" };
const LOOKS: Record<string, Look> = {
  delivered: SUCCESS,
  confirmed: SUCCESS,
  pending: { icon: "clock", tone: "bg-amber-100 text-amber-700" },
  processing: { icon: "spin", tone: "bg-sky-100 text-sky-700" },
  shipped: { icon: "truck", tone: "bg-indigo-100 text-indigo-700" },
  cancelled: { icon: "x", tone: "bg-red-100 text-red-700" },
};
const NEUTRAL: Look = { icon: "dot", tone: "bg-slate-100 text-slate-600" };

export const statusLook = (status: string) => LOOKS[status.toLowerCase()] ?? NEUTRAL;

export function StatusIcon({ status }: { status: string }) {
  const look = statusLook(status);
  return (
    <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${look.tone}`} data-status-icon={look.icon}>
      <DashIcon name={look.icon} className="size-5" label={`Status: ${status}`} />
    </span>
  );
}

const BADGES: Record<string, string> = {
  paid: "bg-green-100 text-green-800",
  delivered: "bg-green-100 text-green-800",
  confirmed: "bg-green-100 text-green-800",
  pending: "bg-amber-100 text-amber-800",
  processing: "bg-sky-100 text-sky-800",
  shipped: "bg-indigo-100 text-indigo-800",
  sent: "bg-sky-100 text-sky-800",
  overdue: "bg-red-100 text-red-800",
  failed: "bg-red-100 text-red-800",
  cancelled: "bg-red-100 text-red-800",
  refunded: "bg-slate-200 text-slate-800",
};

/** A coloured pill for order, payment and invoice statuses ("partially_refunded" reads "Partially refunded"). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${BADGES[status.toLowerCase()] ?? "bg-slate-100 text-slate-700"}`}>{status.replace(/_/g, " ")}</span>;
}
